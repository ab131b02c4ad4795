// SPDX-License-Identifier: MIT
// src/planar.cpp — the compiled part of the planar predicates: the slow stages of
// compare_distance_2d and of the polygon area sum, the input errors, and the polygon and point
// set algorithms (winding number, convex hull, convex polygon intersection). Everything here
// is logic over exact signs and exact coordinate comparisons.
#include "exactpred/planar.hpp"

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#endif

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include "exactpred/detail/planar_formulas.hpp"
#include "exactpred/detail/point_equality.hpp"
#include "fp_env.hpp"
#include "planar_sum.hpp"
#include "portability.hpp"
#include "stages_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

EXACTPRED_INSTANTIATE_STAGES(compare_distance_2d_formula);
EXACTPRED_INSTANTIATE_SUMMED(orient2d_formula);

namespace {

/// Throws for the point p, one of whose coordinates is not finite.
[[noreturn]] void throw_not_finite(const char* predicate, const std::string& argument,
                                   const point2& p) {
  const bool bad_x = !is_finite(p.x);
  throw_not_finite_input(
      std::string(predicate) + ": coordinate " + (bad_x ? "x" : "y") + " of " + argument,
      bad_x ? p.x : p.y);
}

// A vertex as the bits of its coordinates (read as integers: no floating-point register
// round trip before integer tests on them).
struct vertex_bits {
  std::uint64_t x, y;
};

// The vertices of a span of doubles in place (point2, double[2], most structs), read as bits
// directly, without the span's per-point choice of storage.
struct in_place_vertices {
  const unsigned char* first;
  std::size_t step;
  explicit in_place_vertices(point2_span s)
      : first(static_cast<const unsigned char*>(s.first_coordinate())),
        step(s.stride() * sizeof(double)) {}
  vertex_bits operator()(std::size_t i) const {
    vertex_bits v;
    std::memcpy(&v.x, first + i * step, sizeof v.x);
    std::memcpy(&v.y, first + i * step + sizeof(double), sizeof v.y);
    return v;
  }
#if defined(__SSE2__) || defined(_M_X64)
  /// Both coordinates' bits in one register (x low, y high): one load.
  static constexpr bool has_packed = true;
  __m128i packed(std::size_t i) const {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(first + i * step));
  }
#endif
};

void check_polygon(const char* predicate, const char* what, point2_span polygon,
                   const char* suffix = "") {
  if (polygon.storage() == point_storage::doubles) {
    // One branch-free pass over the bits; the loop below names the culprit.
    const in_place_vertices vertex(polygon);
    bool finite = true;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
      const vertex_bits v = vertex(i);
      finite &= ((v.x & exponent_mask) != exponent_mask) & ((v.y & exponent_mask) != exponent_mask);
    }
    if (finite) return;
  }
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const point2& v = polygon[i];
    if (!(is_finite(v.x) && is_finite(v.y))) {
      throw_not_finite(predicate, std::string(what) + " " + std::to_string(i + 1) + suffix, v);
    }
  }
}

void orientation_term_of(const void* ctx, std::size_t i, double* x) {
  orientation_term(*static_cast<const point2_span*>(ctx), i, x);
}

sign exact_orientation(point2_span polygon) {
  if (polygon.size() < 3) return sign::zero;
  return summed_slow_sign<orient2d_formula>(polygon.size() - 2,
                                            term_source{&polygon, orientation_term_of});
}

}  // namespace

void throw_not_finite_point(const char* predicate, const char* argument, const point2& p) {
  throw_not_finite(predicate, std::string("point ") + argument, p);
}

sign same_side_2d_slow(const point2& p, const point2& q, const point2& a, const point2& b) {
  // No environment is needed: the checks read bits and orient2d is environment-independent.
  constexpr const char* name = "same_side_2d";
  check_finite(name, "p", p);
  check_finite(name, "q", q);
  check_finite(name, "a", a);
  check_finite(name, "b", b);
  // p or q a point of the line, or a = b, as in meshes: zero, from the bits at once (without
  // branches: which one repeats varies).
  if ((same_bits(p, a) | same_bits(p, b) | same_bits(q, a) | same_bits(q, b) | same_bits(a, b)) !=
      0) {
    return sign::zero;
  }
  const sign sp = orient2d(a, b, p);
  if (sp == sign::zero) return sign::zero;
  return sp * orient2d(a, b, q);
}

sign compare_distance_2d_slow(const point2& p, const point2& q, const point2& r) {
  constexpr const char* name = "compare_distance_2d";
  check_finite(name, "p", p);
  check_finite(name, "q", q);
  check_finite(name, "r", r);
  const double x[] = {p.x, p.y, q.x, q.y, r.x, r.y};
  return slow_sign<compare_distance_2d_formula>(x);
}

sign polygon_orientation_slow(point2_span polygon) {
  const detail::fp_env_guard env;  // the library's environment (fp_env.hpp)
  check_polygon("polygon_orientation", "vertex", polygon);
  return exact_orientation(polygon);
}

namespace {

// The shape of a convex polygon: a point, a segment (collinear vertices), or a polygon of
// positive area with its orientation.
struct convex_shape {
  point2 lo, hi;     // the lexicographically smallest and largest vertices
  bool degenerate;   // all vertices on one line (lo = hi: a single point)
  sign orientation;  // of a non-degenerate polygon: positive when counterclockwise
};

convex_shape shape_of(point2_span polygon, const char* which) {
  if (polygon.empty()) {
    throw invalid_input(std::string("convex_polygons_intersect: the ") + which +
                        " polygon has no vertices");
  }
  convex_shape s{polygon[0], polygon[0], true, sign::zero};
  for (const point2& v : polygon) {
    if (lex_less(v, s.lo)) s.lo = v;
    if (lex_less(s.hi, v)) s.hi = v;
  }
  if (same_point(s.lo, s.hi)) return s;
  for (const point2& v : polygon) {
    if (orient2d(s.lo, s.hi, v) != sign::zero) {
      s.degenerate = false;
      break;
    }
  }
  if (s.degenerate) return s;
  s.orientation = polygon_orientation(polygon);  // the filter, then the exact sum
  if (s.orientation == sign::zero) {
    throw invalid_input(std::string("convex_polygons_intersect: the ") + which +
                        " polygon has zero area but its vertices are not collinear: it is not "
                        "convex");
  }
  return s;
}

// p in the closed convex polygon of positive area with orientation o.
bool in_convex(const point2& p, point2_span polygon, sign o) {
  const std::size_t n = polygon.size();
  for (std::size_t i = 0; i < n; ++i) {
    const point2& u = polygon[i];
    const point2& w = polygon[(i + 1) % n];
    if (same_point(u, w)) continue;
    if (o * orient2d(u, w, p) == sign::negative) return false;
  }
  return true;
}

// The closed segment [lo, hi] (possibly a point) against a convex polygon of positive area:
// they meet when lo lies in the polygon or the segment meets an edge.
bool segment_meets_convex(const point2& lo, const point2& hi, point2_span polygon, sign o) {
  if (in_convex(lo, polygon, o)) return true;
  if (same_point(lo, hi)) return false;
  const std::size_t n = polygon.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (segment_relation_of(lo, hi, polygon[i], polygon[(i + 1) % n]) !=
        segment_relation::disjoint) {
      return true;
    }
  }
  return false;
}

enum class axis_result { separated, weakly_separated, neither };

// The edges of `a` (orientation o) as separating axes for `b`: separated when all of b lies
// strictly outside some edge's line, weakly separated when on the closed outer side of one.
axis_result edge_axes(point2_span a, sign o, point2_span b) {
  axis_result result = axis_result::neither;
  const std::size_t n = a.size();
  for (std::size_t i = 0; i < n; ++i) {
    const point2& u = a[i];
    const point2& w = a[(i + 1) % n];
    if (same_point(u, w)) continue;
    sign most = sign::negative;  // the largest o * orient2d(u, w, q) over q in b
    for (const point2& q : b) {
      const sign s = o * orient2d(u, w, q);
      if (s == sign::positive) {
        most = s;
        break;
      }
      if (s == sign::zero) most = s;
    }
    if (most == sign::negative) return axis_result::separated;
    if (most == sign::zero) result = axis_result::weakly_separated;
  }
  return result;
}

}  // namespace

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

namespace exactpred {
inline namespace v0 {

namespace {

// The edge from a to b of the winding loop, whose closed y-range contains p.y: its crossing of
// the horizontal ray from p under the half-open rule (an edge counts from its lower end
// inclusive to its upper end exclusive, so that every crossing counts once): +1 upward with p on
// its left, -1 downward with p on its right, else 0; 2 when p is on the edge. dir is 1 when the
// edge spans p.y upward under that rule, -1 downward, else 0 (the loop has it from its bit
// masks). Out of line, so that the loop over the edges that miss p.y keeps its few values in
// registers; the vertices come as their bits, in general registers. The x coordinates are
// compared as doubles (Doubles: p.y is a normal number, see winding_sum) or as order keys of
// their bits; every point is finite here.
template <bool Doubles>
EXACTPRED_NOINLINE int winding_edge(const point2& p, detail::vertex_bits a, detail::vertex_bits b,
                                    int dir) {
  // p a vertex of the polygon (a query meshing code makes): on the edge, from equal bits (a -0
  // beside +0 is left to the tests below, which are exact on their own).
  using detail::bits_of;
  using detail::double_of;
  using detail::order_key_of_bits;
  const std::uint64_t x = bits_of(p.x), y = bits_of(p.y);
  const std::uint64_t to_a = (a.x ^ x) | (a.y ^ y);
  const std::uint64_t to_b = (b.x ^ x) | (b.y ^ y);
  if ((static_cast<unsigned>(to_a == 0) | static_cast<unsigned>(to_b == 0)) != 0) return 2;
  const auto key = [](std::uint64_t v) {
    if constexpr (Doubles) {
      return double_of(v);
    } else {
      return order_key_of_bits(v);
    }
  };
  const auto px = key(x), ax = key(a.x), bx = key(b.x);
  // Wholly to the left of p, the edge crosses the ray if it spans p.y (half-open: dir); wholly
  // to the right, it does not. A comparison of doubles that holds is exact in every
  // environment (flushing subnormals to zero is monotone); one that denormals-are-zero made
  // fail leaves the query to orient2d, exact, whose non-zero sign gives the crossing wherever p
  // lies.
  const bool left = px < std::min(ax, bx), right = std::max(ax, bx) < px;
  if ((static_cast<unsigned>(left) | static_cast<unsigned>(right)) != 0) return left ? dir : 0;
  // orient2d(a, b, p) on the coordinates in registers (not on points built in memory, which
  // g++ would read back 16 bytes at a time, waiting for the two stores of each).
  const sign o = detail::staged_sign<detail::orient2d_formula>(
      double_of(a.x), double_of(a.y), double_of(b.x), double_of(b.y), p.x, p.y);
  if (o == sign::zero) {
    // On the edge's line: on the edge when within its x-range, compared here as order keys
    // (the comparisons of doubles above may have missed a subnormal step). Outside it, the edge
    // is level with p (one that crosses the level p.y meets it at one point, which is then p),
    // and a level edge crosses nothing.
    const std::int64_t kp = order_key_of_bits(x), ka = order_key_of_bits(a.x),
                       kb = order_key_of_bits(b.x);
    return std::min(ka, kb) <= kp && kp <= std::max(ka, kb) ? 2 : 0;
  }
  // Upward (dir 1), p to the left crosses; downward (dir -1), p to the right.
  return static_cast<int>(o) == dir ? dir : 0;
}

// a > b for two order keys, or for two doubles without a flag or a trap for a NaN (a vertex
// not yet checked).
EXACTPRED_ALWAYS_INLINE bool quiet_greater(std::int64_t a, std::int64_t b) { return a > b; }
EXACTPRED_ALWAYS_INLINE bool quiet_greater(double a, double b) { return std::isgreater(a, b); }

// The not-finite flags (fp_bits.hpp: not_finite_flag) of the coordinates read, or-ed. With SSE2
// and vertices in place, both coordinates of a vertex in one register, the same operations on
// two lanes.
template <class Vertex, class = void>
struct exponent_flags {
  std::uint64_t bits = 0;
  /// Adds vertex i's coordinates and returns its y bits.
  EXACTPRED_ALWAYS_INLINE std::uint64_t add(const Vertex& vertex, std::size_t i) {
    const detail::vertex_bits v = vertex(i);
    bits |= detail::not_finite_flag_of_bits(v.x) | detail::not_finite_flag_of_bits(v.y);
    return v.y;
  }
  EXACTPRED_ALWAYS_INLINE bool any() const { return (bits >> 63) != 0; }
};
#if defined(__SSE2__) || defined(_M_X64)
template <class Vertex>
struct exponent_flags<Vertex, std::enable_if_t<Vertex::has_packed>> {
  __m128i bits = _mm_setzero_si128();
  EXACTPRED_ALWAYS_INLINE std::uint64_t add(const Vertex& vertex, std::size_t i) {
    const __m128i v = vertex.packed(i);
    const __m128i exponent = _mm_set1_epi64x(static_cast<long long>(detail::exponent_mask));
    const __m128i one = _mm_set1_epi64x(1ll << 52);
    bits = _mm_or_si128(bits, _mm_add_epi64(_mm_and_si128(v, exponent), one));
    return static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(v, v)));
  }
  EXACTPRED_ALWAYS_INLINE bool any() const { return _mm_movemask_pd(_mm_castsi128_pd(bits)) != 0; }
};
#endif

// The winding loop over the vertices vertex(0), ..., vertex(n - 1), which also checks that
// every coordinate is finite, in the same pass: nullopt when one is not (the caller's
// check_polygon names it). level(bits) maps a y coordinate to a value whose order is that of the
// reals (see winding_sum).
//
// Only an edge whose closed y-range contains p.y can contain p or cross the ray, and in a
// polygon few do. So the vertices are taken 63 edges at a time: a first pass, without branches,
// shifts one bit per vertex into `above` / `below` (set when the vertex lies strictly above /
// below p.y), so that vertex first + k ends at bit m - k and edge first + k (its vertices k and
// k + 1) at bit m - 1 - k; the edges to look at are those whose two ends are not on one strict
// side.
template <class Vertex, class Level>
std::optional<winding_result> winding_loop(const point2& p, std::size_t n, const Vertex& vertex,
                                           Level level) {
  using detail::double_of;
  using detail::vertex_bits;
  if (n == 0) return winding_result{false, 0};
  exponent_flags<Vertex> flags;
  const auto py = level(detail::bits_of(p.y));
  // Vertex i's bits shifted in (2 x + bit: one instruction each), its exponents into `flags`.
  const auto side = [&vertex, &level, &flags, py](std::size_t i, std::uint64_t& above,
                                                  std::uint64_t& below) {
    const auto y = level(flags.add(vertex, i));
    above = 2 * above + static_cast<std::uint64_t>(quiet_greater(y, py));
    below = 2 * below + static_cast<std::uint64_t>(quiet_greater(py, y));
  };
  long w = 0;
  for (std::size_t first = 0; first < n; first += 63) {
    // Edges first, ..., first + m - 1; their ends are vertices first, ..., first + m (mod n).
    const std::size_t m = std::min<std::size_t>(63, n - first);
    std::uint64_t above = 0, below = 0;
    for (std::size_t k = 0; k < m; ++k) side(first + k, above, below);
    side(first + m < n ? first + m : 0, above, below);
    const std::uint64_t edges = (std::uint64_t{1} << m) - 1;  // m <= 63
    std::uint64_t level_with_p = ~((above & (above >> 1)) | (below & (below >> 1))) & edges;
    if (level_with_p != 0 && flags.any()) return std::nullopt;  // before orient2d
    while (level_with_p != 0) {
      const int j = detail::count_trailing_zeros(level_with_p);  // edge first + m - 1 - j
      const std::size_t e = first + m - 1 - static_cast<std::size_t>(j);
      level_with_p &= level_with_p - 1;
      // Its ends' bits in `above`: vertex e at j + 1, vertex e + 1 at j. Upward (1) when only
      // the second is above p.y, downward (-1) when only the first is.
      const int dir = static_cast<int>((above >> j) & 1) - static_cast<int>((above >> (j + 1)) & 1);
      const int crossing = winding_edge<std::is_same_v<decltype(py), const double>>(
          p, vertex(e), vertex(e + 1 < n ? e + 1 : 0), dir);
      if (crossing == 2) {
        // p is on the boundary; the vertices after this block are still to be checked (their
        // exponents only: no side of p.y is needed).
        for (std::size_t i = first + m + 1; i < n; ++i) flags.add(vertex, i);
        if (flags.any()) return std::nullopt;
        return winding_result{true, 0};
      }
      w += crossing;
    }
  }
  if (flags.any()) return std::nullopt;
  return winding_result{false, w};
}

// winding_loop with the coordinates compared as doubles when p.y is a normal number: a
// comparison with it is then the same whatever the environment does with subnormals (one
// flushed to zero stays on the same side of p.y, and comparisons do not round); the x
// coordinates decide through strict comparisons (winding_edge), which denormals-are-zero can
// only turn false (flushing is monotone), and then orient2d decides exactly, and order keys
// whether a point on an edge's line is on the edge. Else as order keys of their bits
// (fp_bits.hpp), exact in every environment, and always in the strict build (a subnormal
// operand of a comparison raises the denormal flag). (orient2d is environment-independent
// itself: no environment is set here.)
template <class Vertex>
std::optional<winding_result> winding_sum(const point2& p, std::size_t n, Vertex vertex) {
  if (!detail::strict_fp_exceptions && (detail::bits_of(p.y) & detail::exponent_mask) != 0) {
    return winding_loop(p, n, vertex, [](std::uint64_t b) { return detail::double_of(b); });
  }
  return winding_loop(p, n, vertex, [](std::uint64_t b) { return detail::order_key_of_bits(b); });
}

// winding_number, whose input errors name `predicate` (the function the caller called).
winding_result winding_number_of(const char* predicate, const point2& p, point2_span polygon) {
  detail::check_finite(predicate, "p", p);
  const std::size_t n = polygon.size();
  const std::optional<winding_result> w =
      polygon.storage() == detail::point_storage::doubles
          ? winding_sum(p, n, detail::in_place_vertices(polygon))
          : winding_sum(p, n, [&polygon](std::size_t i) {
              const point2 v = polygon[i];
              return detail::vertex_bits{detail::bits_of(v.x), detail::bits_of(v.y)};
            });
  // A non-finite vertex: the full check throws for the first one.
  if (!w) detail::check_polygon(predicate, "vertex", polygon);
  if (!w) throw std::logic_error("winding_number: a non-finite vertex passed the check");
  return *w;
}

}  // namespace

winding_result winding_number(const point2& p, point2_span polygon) {
  return winding_number_of("winding_number", p, polygon);
}

polygon_location point_in_polygon(const point2& p, point2_span polygon, fill_rule rule) {
  const winding_result w = winding_number_of("point_in_polygon", p, polygon);
  if (w.on_boundary) return polygon_location::on_boundary;
  const bool in = rule == fill_rule::non_zero ? w.number != 0 : (w.number % 2) != 0;
  return in ? polygon_location::inside : polygon_location::outside;
}

std::vector<std::size_t> convex_hull(point2_span points, bool keep_collinear) {
  detail::check_polygon("convex_hull", "point", points);
  const std::size_t n = points.size();
  // Each point read once, with the order keys of its coordinates (fp_bits.hpp: the order of
  // the reals, -0 = +0), so that the sort compares integers.
  struct entry {
    std::int64_t kx, ky;
    point2 p;
    std::size_t index;
  };
  std::vector<entry> e(n);
  for (std::size_t i = 0; i < n; ++i) {
    const point2 p = points[i];
    e[i] = {detail::order_key(p.x), detail::order_key(p.y), p, i};
  }
  std::sort(e.begin(), e.end(), [](const entry& a, const entry& b) {
    if (a.kx != b.kx) return a.kx < b.kx;
    if (a.ky != b.ky) return a.ky < b.ky;
    return a.index < b.index;
  });
  // Of equal points keep the first index (the first of each run after the sort).
  std::size_t m = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (m == 0 || e[i].kx != e[m - 1].kx || e[i].ky != e[m - 1].ky) e[m++] = e[i];
  }
  std::vector<std::size_t> hull;
  // The first count positions of the hull, as the points' indices.
  const auto to_indices = [&e, &hull](std::size_t count) {
    for (std::size_t k = 0; k < count; ++k) hull[k] = e[hull[k]].index;
    hull.resize(count);
  };
  if (m <= 2) {
    hull.resize(m);
    for (std::size_t k = 0; k < m; ++k) hull[k] = k;
    to_indices(m);
    return hull;
  }
  bool collinear = true;
  for (std::size_t i = 1; i + 1 < m && collinear; ++i) {
    collinear = orient2d(e[0].p, e[m - 1].p, e[i].p) == sign::zero;
  }
  if (collinear) {
    if (keep_collinear) {
      hull.resize(m);
      for (std::size_t k = 0; k < m; ++k) hull[k] = k;
      to_indices(m);
      return hull;
    }
    hull = {0, m - 1};
    to_indices(2);
    return hull;
  }
  // A point leaves the chain unless it makes a left turn (or, keeping collinear points, a
  // left turn or none). The chain holds positions in e.
  const auto drop = [&](std::size_t a, std::size_t b, std::size_t c) EXACTPRED_LAMBDA_INLINE {
    const sign s = orient2d(e[a].p, e[b].p, e[c].p);
    return keep_collinear ? s == sign::negative : s != sign::positive;
  };
  hull.resize(2 * m);
  std::size_t k = 0;
  for (std::size_t i = 0; i < m; ++i) {  // lower chain, left to right
    while (k >= 2 && drop(hull[k - 2], hull[k - 1], i)) --k;
    hull[k++] = i;
  }
  const std::size_t lower = k + 1;
  for (std::size_t i = m - 1; i-- > 0;) {  // upper chain, right to left
    while (k >= lower && drop(hull[k - 2], hull[k - 1], i)) --k;
    hull[k++] = i;
  }
  to_indices(k - 1);  // the last point is the first again
  return hull;
}

convex_relation convex_polygons_intersect(point2_span a, point2_span b) {
  detail::check_polygon("convex_polygons_intersect", "vertex", a, " of the first polygon");
  detail::check_polygon("convex_polygons_intersect", "vertex", b, " of the second polygon");
  const detail::convex_shape sa = detail::shape_of(a, "first");
  const detail::convex_shape sb = detail::shape_of(b, "second");
  if (sa.degenerate && sb.degenerate) {
    return detail::segment_relation_of(sa.lo, sa.hi, sb.lo, sb.hi) == segment_relation::disjoint
               ? convex_relation::disjoint
               : convex_relation::touching;
  }
  if (sa.degenerate || sb.degenerate) {
    const detail::convex_shape& seg = sa.degenerate ? sa : sb;
    const detail::convex_shape& poly = sa.degenerate ? sb : sa;
    return detail::segment_meets_convex(seg.lo, seg.hi, sa.degenerate ? b : a, poly.orientation)
               ? convex_relation::touching
               : convex_relation::disjoint;
  }
  const detail::axis_result ra = detail::edge_axes(a, sa.orientation, b);
  if (ra == detail::axis_result::separated) return convex_relation::disjoint;
  const detail::axis_result rb = detail::edge_axes(b, sb.orientation, a);
  if (rb == detail::axis_result::separated) return convex_relation::disjoint;
  if (ra == detail::axis_result::weakly_separated || rb == detail::axis_result::weakly_separated) {
    return convex_relation::touching;
  }
  return convex_relation::overlapping;
}

}  // namespace v0
}  // namespace exactpred
