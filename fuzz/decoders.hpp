// SPDX-License-Identifier: MIT
// fuzz/decoders.hpp — turning fuzzer bytes into predicate queries that reach the hard cases on
// purpose, for every predicate of the oracle's query table.
//
// A fuzzer that reads raw bytes as doubles almost never produces three collinear points, a
// vertex shared by two segments or a point exactly on a sphere; these decoders build such
// configurations from a few bytes each:
//   * raw bit patterns: signed zeros, subnormals, tiny normals, values near overflow, +-DBL_MAX;
//   * small integers scaled by an exact 2^k (the query's common scale);
//   * points on the line / plane through earlier points, and on a circle or sphere, computed in
//     double (so rounded: nearly degenerate) or on integer lattices (exactly degenerate);
//   * exact copies of earlier points and coordinates (shared endpoints and vertices);
//   * nextafter steps from earlier values (1-4 ulps off a degenerate configuration);
//   * midpoints of integer points (exactly on an edge);
//   * mixed magnitudes: one point scaled by 2^j, |j| up to 600, beside the others;
//   * convex polygons from lattice points on a circle (optionally with collinear vertices).
// The argument list follows the predicate's layout (`--list`): names ending in x/y/z (after
// trailing digits are removed) are point coordinates, `r` a radius (>= 0), `n`/`m` vertex
// counts; a point named lo... with a partner hi... (or min/max) is a box corner kept lo <= hi;
// the vertex lists of a predicate named convex_polygon... are convex polygons (its precondition).
// A small fraction of queries is malformed on purpose: a NaN or infinite coordinate (about
// 1 in 64) or an out-of-domain value (negative radius or lo > hi, about 1 in 32); the
// harness expects exactpred::invalid_input for them.
//
// Everything here is a pure function of the bytes (no global state, no randomness of its own)
// and independent of libFuzzer, so the unit tests call the same functions.
#ifndef EXACTPRED_FUZZ_DECODERS_HPP
#define EXACTPRED_FUZZ_DECODERS_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "query.hpp"

namespace exactpred::fuzzing {

/// The fuzzer's bytes, consumed front to back. Once exhausted every read returns zero bits,
/// so any input decodes to some query.
class byte_source {
 public:
  byte_source(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

  std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }
  /// `count` bytes (at most 8), little-endian.
  std::uint64_t bits(int count);
  /// A value in [0, n) for n >= 1.
  std::uint32_t below(std::uint32_t n);
  /// A value in [lo, hi].
  int in_range(int lo, int hi);
  bool exhausted() const { return pos_ >= size_; }
  std::size_t consumed() const { return pos_; }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

// ---- values -------------------------------------------------------------------------------

/// A finite double from one of the special bit-pattern classes: +-0, subnormals (including
/// +-DBL_TRUE_MIN), tiny normals near DBL_MIN, values near overflow (including +-DBL_MAX),
/// any finite bit pattern, and values within a few ulps of +-1 and powers of two.
double special_value(byte_source& src);

/// A small integer (|i| <= 2^bits_of_magnitude - 1, bits chosen from the bytes) times 2^k,
/// computed exactly (the caller keeps k in [-1074 + 53, 1023 - 53]).
double scaled_small_integer(byte_source& src, int k);

/// A double with a random 52-bit significand and an exponent anywhere from -1074 to 1023.
double any_magnitude(byte_source& src);

/// `from` moved by 1-4 ulps up or down (std::nextafter), staying finite.
double nextafter_steps(double from, byte_source& src);

// ---- points -------------------------------------------------------------------------------

using point = std::array<double, 3>;  // unused coordinates of 2D points are zero

/// Generates the points and values of one query; remembers everything it produced so that
/// later points can copy, step from, or lie on lines, planes, circles and spheres through
/// earlier ones. Each strategy is a public member so the tests can exercise it alone.
class point_decoder {
 public:
  point_decoder(byte_source& src, int dimension);

  int dimension() const { return dim_; }
  /// The common exponent k of the query's scaled integers (0 for about half the queries).
  int scale() const { return scale_; }
  const std::vector<point>& history() const { return points_; }

  /// One point by a strategy chosen from the bytes (and remembered). In about a quarter of
  /// the queries (chosen at construction) every point after the first few is rounded onto a
  /// line, plane or circle through earlier points, or moved off one by a few ulps: the
  /// nearly degenerate inputs where a floating-point filter is most likely to be wrong.
  point next_point();
  /// One coordinate-like value (for scalar slots), remembered in the value pool.
  double next_value();
  /// A radius for a ball centred at `center`; may set the sphere that lattice points use.
  double next_radius(const point& center);
  /// The vertices of one counted list: a general point sequence, or a convex lattice polygon
  /// (either orientation, any start, possibly with collinear or repeated vertices, or
  /// degenerate: one or two points). Only the latter when `convex` is set.
  std::vector<point> next_vertex_list(bool convex = false);

  // The strategies (each remembers its result).
  point integer_point();                  // small integers times 2^scale
  point special_point();                  // every coordinate a special value
  point mixed_point();                    // coordinates of wildly different magnitudes
  point copy_of_earlier();                // an exact earlier point
  point nextafter_of_earlier();           // an earlier point moved by a few ulps
  point coordinate_copies();              // each coordinate copied from earlier values
  point on_line_through_earlier();        // a + t (b - a), rounded
  point on_plane_through_earlier();       // a + s (b - a) + t (c - a), rounded (3D)
  point on_lattice_sphere();              // exactly on the query's circle / sphere
  point on_rounded_circle();              // c + R (cos t, sin t), rounded (2D; sphere in 3D)
  point midpoint_of_earlier();            // (a + b) / 2
  point scaled_by_power_of_two(point p);  // p times 2^j, |j| <= 600, when finite

 private:
  point remember(point p);
  const point& earlier();
  void ensure_sphere();

  byte_source& src_;
  int dim_;
  int scale_ = 0;
  std::vector<point> points_;
  std::vector<double> values_;
  bool near_degenerate_ = false;  // most points rounded onto lines, planes and circles
  bool has_polygon_center_ = false;
  point polygon_center_{};
  bool has_sphere_ = false;
  point sphere_center_{};
  int sphere_lattice_ = 0;  // index into the lattice table of this dimension
};

// ---- layouts ------------------------------------------------------------------------------

enum class slot_kind { coordinate, radius, count, scalar };

/// One argument of a layout. Coordinates belong to the point named `key` (the name without
/// its axis letter and trailing digits); `axis` is 0, 1 or 2.
struct slot {
  std::string name;
  slot_kind kind = slot_kind::scalar;
  std::string key;
  int axis = 0;
};

/// A layout item: one fixed argument, or a counted list whose elements are `element` slots.
struct layout_item {
  bool is_list = false;
  slot fixed;
  std::vector<slot> element;
};

struct query_layout {
  std::vector<layout_item> items;
  int dimension = 2;   // of the points (2 or 3)
  bool valid = false;  // false when no argument shape passing check_arity could be derived
  /// The counted lists must be convex polygons (predicates named convex_polygon...).
  bool convex_lists = false;
  /// Pairs of box corners (lo key, hi key) that must satisfy lo <= hi componentwise.
  std::vector<std::pair<std::string, std::string>> boxes;
};

/// The kind of one layout name: count (n, m, k, count), radius (r, r1, ra, radius),
/// coordinate (ends in x/y/z after trailing digits are removed), else scalar.
slot classify(const std::string& name);

/// The argument structure of a predicate, from its layout, prefix and stride; for predicates
/// with a custom `check` the layout is parsed for counted lists and the result verified with
/// the check (with a fallback search over simple shapes).
query_layout parse_layout(const query::predicate_info& p);

/// The slot of every argument of `args` (counts included), or an empty vector when `args`
/// does not fit the layout.
std::vector<slot> slots_of(const query_layout& layout, const std::vector<double>& args);

/// A well-formed argument list for predicate `p` (it passes query::check_arity), decoded from
/// the bytes. See the top of this file for what it contains and how often it is malformed.
std::vector<double> decode_query(const query::predicate_info& p, byte_source& src);
/// The same with a layout parsed once by the caller.
std::vector<double> decode_query(const query::predicate_info& p, const query_layout& layout,
                                 byte_source& src);

/// True when some argument is NaN or infinite.
bool has_non_finite(const std::vector<double>& args);

/// True when a value violates the domain the layout states: a negative radius, or a box
/// corner lo above its hi on some axis. (Predicates may have further domain rules.)
bool violates_layout_domain(const query_layout& layout, const std::vector<double>& args);

}  // namespace exactpred::fuzzing

#endif  // EXACTPRED_FUZZ_DECODERS_HPP
