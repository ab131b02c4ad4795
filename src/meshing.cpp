// SPDX-License-Identifier: MIT
// src/meshing.cpp — the compiled part of the meshing predicates (exactpred/meshing.hpp): input
// checks, the coplanar tests' preconditions and projections, the slow paths of the diametral
// tests, and the slow stages of the power tests on split weights.
#include "exactpred/meshing.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "exactpred/detail/lattice_certificate.hpp"
#include "exactpred/detail/meshing_formulas.hpp"
#include "exactpred/detail/planar_formulas.hpp"
#include "exactpred/detail/point_equality.hpp"
#include "exactpred/detail/sos_formulas.hpp"
#include "exactpred/detail/spatial_formulas.hpp"
#include "sos_perturbation.hpp"
#include "stages_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

EXACTPRED_INSTANTIATE_STAGES(coplanar_circle_formula);
EXACTPRED_INSTANTIATE_STAGES(power_incircle_formula);
EXACTPRED_INSTANTIATE_STAGES(power_insphere_formula);
// (Exported for tests/test_meshing.cpp, which checks the stage alone against CGAL.)
template std::optional<sign> error_free_sign_compiled<power_incircle_formula>(const double* x);
template std::optional<sign> error_free_sign_compiled<power_insphere_formula>(const double* x);
EXACTPRED_INSTANTIATE_STAGES(compare_power_distance_2_formula);
EXACTPRED_INSTANTIATE_STAGES(compare_power_distance_3_formula);
EXACTPRED_INSTANTIATE_STAGES(angle_2d_formula);
EXACTPRED_INSTANTIATE_STAGES(power_lift_difference_2_formula);
EXACTPRED_INSTANTIATE_STAGES(power_lift_difference_3_formula);
EXACTPRED_INSTANTIATE_STAGES(power_lifted_orient2d_2_formula);
EXACTPRED_INSTANTIATE_STAGES(power_lifted_orient2d_3_formula);
EXACTPRED_INSTANTIATE_STAGES(power_lifted_orient3d_formula);

namespace {

/// "P: coordinate x of point b is NaN; ..." or, for a weight, "P: the weight of point b (bw)
/// is NaN; ..." (bw: the weight's name in the oracle's layout). The points are named a, b, ...
/// in order, or by the letters of `names`.
[[noreturn]] void throw_coordinate(const char* predicate, const char* coordinate, int point,
                                   double value, const char* names = nullptr) {
  const char name = names != nullptr ? names[point] : static_cast<char>('a' + point);
  const bool weight = std::string(coordinate) == "the weight";
  throw_not_finite_input(std::string(predicate) + ": " + coordinate + " of point " + name +
                             (weight ? std::string(" (") + name + "w)" : std::string()),
                         value, true);
}

void check_point(const char* predicate, const point3& p, int index, const char* names = nullptr) {
  if (!is_finite(p.x)) throw_coordinate(predicate, "coordinate x", index, p.x, names);
  if (!is_finite(p.y)) throw_coordinate(predicate, "coordinate y", index, p.y, names);
  if (!is_finite(p.z)) throw_coordinate(predicate, "coordinate z", index, p.z, names);
}
void check_point(const char* predicate, const point2& p, int index, const char* names) {
  if (!is_finite(p.x)) throw_coordinate(predicate, "coordinate x", index, p.x, names);
  if (!is_finite(p.y)) throw_coordinate(predicate, "coordinate y", index, p.y, names);
}

/// Every coordinate of the points finite, else invalid_input naming the first that is not by
/// its letter in `names`.
template <class... P>
void check_named_points(const char* predicate, const char* names, const P&... p) {
  int index = 0;
  (check_point(predicate, p, index++, names), ...);
}

/// -(p - t) . (q - t) after the inline filter (its value and bound): the points checked when the
/// value is not finite (a finite value has finite inputs, each entering a difference), then the
/// stages after the filter on the points where they are (after_ranged_filter_points: t = p and
/// t = q, the formula's vanishing pairs, are a comparison of bits; then the lattice
/// certificate, which decides integer input from the value itself). Inlined into the exported
/// functions: what t = p and t = q run is that comparison, not one more call.
template <class F, class P>
EXACTPRED_ALWAYS_INLINE sign diametral_side(const char* name, double value, double bound,
                                            const P& p, const P& q, const P& t) {
  if (!is_finite(value)) check_named_points(name, "pqt", p, q, t);
  const double* const point[] = {&p.x, &t.x, &q.x};
  return -after_ranged_filter_points<F>(value, bound, point, std::make_index_sequence<F::arity>{});
}

/// Every coordinate of the points finite, else invalid_input naming the first that is not: one
/// test of all the exponent fields (all_finite), the named checks only when it fails.
template <class... P>
void check_points(const char* predicate, const P&... p) {
  if (all_finite(p.x..., p.y..., p.z...)) return;
  int index = 0;
  (check_point(predicate, p, index++), ...);
}

sign orient_xy(const point3& a, const point3& b, const point3& c) {
  return orient2d(point2{a.x, a.y}, point2{b.x, b.y}, point2{c.x, c.y});
}
sign orient_yz(const point3& a, const point3& b, const point3& c) {
  return orient2d(point2{a.y, a.z}, point2{b.y, b.z}, point2{c.y, c.z});
}
sign orient_xz(const point3& a, const point3& b, const point3& c) {
  return orient2d(point2{a.x, a.z}, point2{b.x, b.z}, point2{c.x, c.z});
}

/// CGAL's rule: the first projection (xy, yz, xz) in which a, b, c are not collinear. When the
/// xy filter cannot decide, two equal points (collinear in every projection, and the usual
/// reason) answer zero before any slower stage; they are compared on their bits (finite
/// points: same_bits; -0 beside +0 is left to the projections), since the filter's window
/// covers x and y only, and without branches (which pair repeats varies).
sign projected_orientation(const point3& a, const point3& b, const point3& c) {
  const auto exact = [&] {
    if (any_same_bits(a, b, c) != 0) {
      return sign::zero;
    }
    sign s = orient_xy(a, b, c);
    if (s == sign::zero) s = orient_yz(a, b, c);
    if (s == sign::zero) s = orient_xz(a, b, c);
    return s;
  };
  return filter_sign_or<orient2d_formula>([&](double) { return exact(); }, exact, a.x, a.y, b.x,
                                          b.y, c.x, c.y);
}

/// The first half of the four-point coplanar tests' precondition.
void require_coplanar(const char* predicate, const point3& a, const point3& b, const point3& c,
                      const point3& d) {
  if (staged_sign_expecting_zero_at<orient3d_formula>(a, b, c, d) != sign::zero) {
    throw invalid_input(std::string(predicate) +
                        ": the points are not coplanar (precondition: a, b, c, d coplanar)");
  }
}

/// The second half.
[[noreturn]] void throw_collinear(const char* predicate) {
  throw invalid_input(std::string(predicate) +
                      ": a, b and c are collinear (precondition: a, b, c not collinear)");
}

/// The precondition of the four-point coplanar tests.
void require_coplanar_triangle(const char* predicate, const point3& a, const point3& b,
                               const point3& c, const point3& d) {
  require_coplanar(predicate, a, b, c, d);
  if (projected_orientation(a, b, c) == sign::zero) throw_collinear(predicate);
}

bool same_weighted_point(const weighted_point2& a, const weighted_point2& b) {
  return (static_cast<unsigned>(exact_equal(a.x, b.x)) & exact_equal(a.y, b.y) &
          exact_equal(a.w, b.w)) != 0;
}
bool same_weighted_point(const weighted_point3& a, const weighted_point3& b) {
  return (static_cast<unsigned>(exact_equal(a.x, b.x)) & exact_equal(a.y, b.y) &
          exact_equal(a.z, b.z) & exact_equal(a.w, b.w)) != 0;
}

/// The same coordinates and weight, from equal bits (same_coordinate_bits; a -0 beside +0 is not
/// found): the repeated-point shortcut of the power tests' slow paths, which evaluate otherwise.
bool same_weighted_bits(const weighted_point2& a, const weighted_point2& b) {
  static_assert(sizeof(weighted_point2) == 3 * sizeof(double), "x, y, w in a row");
  return same_coordinate_bits<3>(&a.x, &b.x) != 0;
}
bool same_weighted_bits(const weighted_point3& a, const weighted_point3& b) {
  static_assert(sizeof(weighted_point3) == 4 * sizeof(double), "x, y, z, w in a row");
  return same_coordinate_bits<4>(&a.x, &b.x) != 0;
}

std::uint64_t not_finite_flags(const weighted_point2& p) {
  return not_finite_flag(p.x) | not_finite_flag(p.y) | not_finite_flag(p.w);
}
std::uint64_t not_finite_flags(const weighted_point3& p) {
  return not_finite_flag(p.x) | not_finite_flag(p.y) | not_finite_flag(p.z) | not_finite_flag(p.w);
}

template <class W>
void check_weighted(const char* predicate, const W* p, int n, const char* names = nullptr) {
  // One test of every exponent field first (see check_points), the named checks when it fails.
  std::uint64_t flags = 0;
  for (int i = 0; i < n; ++i) flags |= not_finite_flags(p[i]);
  if ((flags >> 63) == 0) return;
  for (int i = 0; i < n; ++i) {
    if (!is_finite(p[i].x)) throw_coordinate(predicate, "coordinate x", i, p[i].x, names);
    if (!is_finite(p[i].y)) throw_coordinate(predicate, "coordinate y", i, p[i].y, names);
    if constexpr (std::is_same_v<W, weighted_point3>) {
      if (!is_finite(p[i].z)) throw_coordinate(predicate, "coordinate z", i, p[i].z, names);
    }
    if (!is_finite(p[i].w)) throw_coordinate(predicate, "the weight", i, p[i].w, names);
  }
}

/// The power tests' arguments for the stages: per point its coordinates, then its weight split
/// into two factors of about its square root (split_weight: meshing_formulas.hpp).
template <class W>
void put_weighted(const W& p, double* x) {
  const weight_factors w = split_weight(p.w);
  int k = 0;
  x[k++] = p.x;
  x[k++] = p.y;
  if constexpr (std::is_same_v<W, weighted_point3>) x[k++] = p.z;
  x[k++] = w.u;
  x[k] = w.v;
}

#if defined(__SIZEOF_INT128__) && !defined(EXACTPRED_PORTABLE)
/// The integer certificate of the weighted formulas: F evaluated exactly on integers, when every
/// coordinate is m q with |m| < 2^C and every weight m q^2 with |m| < 2^W, for one q = 2^s.
/// Each formula's caller proves that its nodes stay below 2^127 for such integers; then F(x) =
/// q^d F(m) (F homogeneous, a weight of degree two, entered as u = m and v = 1, whose product is
/// m) and F(m) in lattice_node arithmetic (64-bit inputs and differences, 128-bit from degree
/// two) is exact. Everything is read from the inputs' bits: no floating-point operation, so the
/// answer is the same in every environment.
///
/// Why the integers are right. Take a subnormal's or a zero's exponent field as 1 (its bit 0 is
/// 2^-1074, as field 1's); every input is then significand 2^(field - 1075), the significand
/// below 2^53, and below 2^(field - 1022) in magnitude. From the largest fields (hc of the
/// coordinates, hw of the weights), s = max(hc - 1022 - C, ceil((hw - 1022 - W) / 2)) is the
/// finest lattice on which every coordinate's m is below 2^C and every weight's below 2^W. With
/// step = s (2 s for a weight) and U = max(C, W) - 53 (at most 11), m = significand 2^U / 2^r,
/// r = step + 1075 + U - field >= 53 + U - C (or W) >= 0. The input is a multiple of 2^step when
/// the right shift by r drops only zeros. (A shift beyond 63 is taken as 63, which leaves a
/// non-zero significand below 2^64 nothing to put back: not a multiple, as it is not.) nullopt
/// when an input is not finite (field 2047) or not on the lattice (then the stages decide).
/// Every input in one pass without branches: which of them fails, if any, varies from query to
/// query.
///
/// Input k, *in[k], goes to m[L::slot[k]] (L::weight[k]: whether it is a weight);
/// m[L::ones[j]] = 1 (the v of each weight). L's arrays are constants: every index below is.
template <class F, int C, int W, class L, std::size_t... K, std::size_t... J>
EXACTPRED_ALWAYS_INLINE std::optional<sign> weighted_lattice_sign(const double* const* in,
                                                                  std::index_sequence<K...>,
                                                                  std::index_sequence<J...>) {
  constexpr auto weight = L::weight;
  const std::uint64_t x[] = {bits_of(*in[K])...};
  constexpr int up = std::max(std::max(C, W) - 53, 0);
  static_assert(up <= 11 && C <= 62 && W <= 62, "integers below 2^62, significands below 2^64");
  std::uint64_t coordinate_field = 0, weight_field = 0;
  ((coordinate_field = std::max(coordinate_field, weight[K] ? 0 : x[K] & magnitude_mask)), ...);
  ((weight_field = std::max(weight_field, weight[K] ? x[K] & magnitude_mask : 0)), ...);
  // The largest fields, 1 for subnormals and zeros.
  const int hc = std::max(static_cast<int>(coordinate_field >> 52), 1),
            hw = std::max(static_cast<int>(weight_field >> 52), 1);
  if (std::max(hc, hw) == 0x7FF) return std::nullopt;
  // (a + 1) >> 1 is ceil(a / 2): an arithmetic shift floors.
  const int s = std::max(hc - 1022 - C, (hw - 1022 - W + 1) >> 1);
  // m, and whether the input is off the lattice; its sign from the sign bit (two's complement:
  // (v ^ -n) + n).
  std::uint64_t off = 0;
  const auto integer = [&off](std::uint64_t b, int step) {
    const std::uint64_t magnitude = b & magnitude_mask;
    const int field = std::max(static_cast<int>(magnitude >> 52), 1);
    // The significand: the magnitude's bits less field - 1 (the exponent field's lowest bit is
    // the implicit one).
    const std::uint64_t significand = (magnitude - (static_cast<std::uint64_t>(field - 1) << 52))
                                      << up;
    const int right = std::min(step + 1075 + up - field, 63);
    const std::uint64_t v = significand >> right, n = b >> 63;
    off |= (v << right) ^ significand;
    return static_cast<std::int64_t>((v ^ (0 - n)) + n);
  };
  std::int64_t m[F::arity] = {};
  ((m[L::slot[K]] = integer(x[K], weight[K] ? 2 * s : s)), ...);
  if (off != 0) return std::nullopt;
  ((m[L::ones[J]] = 1), ...);
  return sign_on_integers<F>(m, std::make_index_sequence<F::arity>{});
}
template <class F, int C, int W, class L>
EXACTPRED_ALWAYS_INLINE std::optional<sign> weighted_lattice_sign(const double* const* in) {
  return weighted_lattice_sign<F, C, W, L>(in, std::make_index_sequence<L::weight.size()>{},
                                           std::make_index_sequence<L::ones.size()>{});
}

/// compare_power_distance's inputs for weighted_lattice_sign: the coordinates of p, q and r,
/// then the weights of q and r (p has none: its u and v stay zero, which the formula does not
/// read).
template <int Dim, int Stride>
struct power_distance_layout {
  static constexpr std::size_t n = 3 * Dim + 2;
  static constexpr std::array<bool, n> weight = [] {
    std::array<bool, n> w{};
    for (std::size_t k = 3 * Dim; k < n; ++k) w[k] = true;
    return w;
  }();
  static constexpr std::array<int, n> slot = [] {
    std::array<int, n> t{};
    for (int k = 0; k < 3 * Dim; ++k) t[static_cast<std::size_t>(k)] = (k / Dim) * Stride + k % Dim;
    t[3 * Dim] = Stride + Dim;
    t[3 * Dim + 1] = 2 * Stride + Dim;
    return t;
  }();
  static constexpr std::array<int, 2> ones = {Stride + Dim + 1, 2 * Stride + Dim + 1};
};

/// power_incircle's: x, y and w of each point (u = m, v = 1 in the formula).
struct power_incircle_layout {
  static constexpr std::array<bool, 12> weight = {false, false, true, false, false, true,
                                                  false, false, true, false, false, true};
  static constexpr std::array<int, 12> slot = {0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14};
  static constexpr std::array<int, 4> ones = {3, 7, 11, 15};
};

/// compare_power_distance_2/_3's certificate (weighted_lattice_sign): coordinates below 2^60 q,
/// weights below 2^62 q^2. Integer points with integer weights (the exact ties of a power
/// diagram on snapped input), and such weights moved by an ulp, are decided here. The nodes: the
/// coordinates' differences are below 2^61 (64 bits), their squares below 2^122 and a sum of at
/// most three below 2^124 (128 bits), the difference of two such non-negative sums below 2^124,
/// the weights' difference below 2^63, the result below 2^127.
template <class F, class P, class Q>
EXACTPRED_ALWAYS_INLINE std::optional<sign> power_distance_lattice_sign(const P& p, const Q& q,
                                                                        const Q& r) {
  constexpr int dim = std::is_same_v<Q, weighted_point3> ? 3 : 2, stride = F::dim;
  static_assert(F::arity == 3 * stride && stride == dim + 2, "x, y[, z], u, v per point");
  using layout = power_distance_layout<dim, stride>;
  if constexpr (dim == 2) {
    const double* const in[] = {&p.x, &p.y, &q.x, &q.y, &r.x, &r.y, &q.w, &r.w};
    return weighted_lattice_sign<F, 60, 62, layout>(in);
  } else {
    const double* const in[] = {&p.x, &p.y, &p.z, &q.x, &q.y, &q.z, &r.x, &r.y, &r.z, &q.w, &r.w};
    return weighted_lattice_sign<F, 60, 62, layout>(in);
  }
}

/// power_incircle's certificate (weighted_lattice_sign): coordinates below 2^29 q, weights below
/// 2^60 q^2, where the power tests' own (power_lattice_sign) takes weights of 51 bits at most:
/// integer points with integer weights moved by an ulp are decided here. The nodes: differences
/// below 2^30, their squares and 2 x 2 minors below 2^61, a lift |a - d|^2 - (w_a - w_d) below
/// 2^61 + 2^61 = 2^62, each of the three products of a lift and a minor below 2^123, the
/// determinant and its partial sums below 2^125.
EXACTPRED_ALWAYS_INLINE std::optional<sign> power_incircle_integer_lattice_sign(
    const weighted_point2* p) {
  const double* const in[] = {&p[0].x, &p[0].y, &p[0].w, &p[1].x, &p[1].y, &p[1].w,
                              &p[2].x, &p[2].y, &p[2].w, &p[3].x, &p[3].y, &p[3].w};
  return weighted_lattice_sign<power_incircle_formula, 29, 60, power_incircle_layout>(in);
}
#else
template <class F, class P, class Q>
std::optional<sign> power_distance_lattice_sign(const P&, const Q&, const Q&) {
  return std::nullopt;
}
inline std::optional<sign> power_incircle_integer_lattice_sign(const weighted_point2*) {
  return std::nullopt;
}
#endif

/// compare_power_distance_2/_3 after the inline filter: equal q and r (coordinates and weight,
/// from their bits) are at equal power distances from every p, the degenerate query met most;
/// then the lattice certificate (which refuses input that is not finite); then the input check
/// (before any answer: a NaN given twice has equal bits too) and the stages.
template <class F, class P, class W>
sign compare_power_distance_slow(const char* predicate, const P& p, const W& q, const W& r) {
  const bool repeated = same_weighted_bits(q, r);
  if (!repeated) {
    if (const std::optional<sign> s =
            counted_lattice_int128(power_distance_lattice_sign<F>(p, q, r))) {
      return *s;
    }
  }
  const W w[] = {with_zero_weight(p), q, r};
  check_weighted(predicate, w, 3, "pqr");
  if (repeated) return sign::zero;
  constexpr int stride = F::dim;
  double x[F::arity];
  for (int i = 0; i < 3; ++i) put_weighted(w[i], x + stride * i);
  return slow_sign<F>(x);
}

}  // namespace

sign compare_slow(const char* predicate, const double* a, const double* b, int dim) {
  static const char* const names[] = {"coordinate x", "coordinate y", "coordinate z"};
  for (int j = 0; j < dim; ++j) {
    if (!is_finite(a[j])) throw_coordinate(predicate, names[j], 0, a[j]);
  }
  for (int j = 0; j < dim; ++j) {
    if (!is_finite(b[j])) throw_coordinate(predicate, names[j], 1, b[j]);
  }
  for (int j = 0; j < dim; ++j) {
    const sign s = exact_compare(a[j], b[j]);
    if (s != sign::zero) return s;
  }
  return sign::zero;
}

sign coplanar_orientation_3_slow(const point3& a, const point3& b, const point3& c) {
  check_points("coplanar_orientation_3", a, b, c);
  return projected_orientation(a, b, c);
}

sign coplanar_orientation_slow(const point3& a, const point3& b, const point3& c, const point3& d) {
  constexpr const char* name = "coplanar_orientation";
  check_points(name, a, b, c, d);
  require_coplanar(name, a, b, c, d);
  // CGAL's projections in its order; a, b, c collinear in all three break the precondition.
  const sign xy = orient_xy(a, b, c);
  if (xy != sign::zero) return xy * orient_xy(a, b, d);
  const sign yz = orient_yz(a, b, c);
  if (yz != sign::zero) return yz * orient_yz(a, b, d);
  const sign xz = orient_xz(a, b, c);
  if (xz != sign::zero) return xz * orient_xz(a, b, d);
  throw_collinear(name);
}

sign coplanar_side_of_bounded_circle_slow(const point3& a, const point3& b, const point3& c,
                                          const point3& d) {
  constexpr const char* name = "coplanar_side_of_bounded_circle";
  check_points(name, a, b, c, d);
  require_coplanar_triangle(name, a, b, c, d);
  return staged_sign<coplanar_circle_formula>(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y,
                                              d.z);
}

sign side_of_diametral_circle_after_filter(double value, double bound, const point2& p,
                                           const point2& q, const point2& t) {
  return diametral_side<angle_2d_formula>("side_of_diametral_circle", value, bound, p, q, t);
}

sign side_of_diametral_sphere_after_filter(double value, double bound, const point3& p,
                                           const point3& q, const point3& t) {
  return diametral_side<angle_3d_formula>("side_of_diametral_sphere", value, bound, p, q, t);
}

namespace {

/// Coordinate c (0 = x, 1 = y, 2 = z) of weighted point p.
double axis_of(const weighted_point2& p, int c) { return c == 0 ? p.x : p.y; }
double axis_of(const weighted_point3& p, int c) { return c == 0 ? p.x : (c == 1 ? p.y : p.z); }

/// The unbiased exponent of a positive normal number.
int exponent_of(double v) { return static_cast<int>(bits_of(v) >> 52) - 1023; }

/// The power lattice certificates' condition (power_lattice_sign, below) for nodes below 2^Bits
/// times q^k: s >= hd - spread from the coordinates' differences alone (a <= (Bits - 5) / 4 in
/// the plane, (Bits - 8) / 5 in space) ...
template <int Dim, int Bits>
inline constexpr int power_lattice_spread = Dim == 2 ? (Bits - 5) / 4 - 1 : (Bits - 8) / 5 - 1;

/// ... and the finest lattice q = 2^s that meets it with the weights' differences too (hw their
/// exponent, when there are any).
template <int Dim, int Bits>
int power_lattice_step(int hd, int hw, bool weighted) {
  const int s = hd - power_lattice_spread<Dim, Bits>;
  if (!weighted) return s;
  return std::max(
      s, Dim == 2 ? ceil_div(2 * hd + hw + 7 - Bits, 4) : ceil_div(3 * hd + hw + 10 - Bits, 5));
}

#if defined(__SIZEOF_INT128__) && !defined(EXACTPRED_PORTABLE)
inline constexpr bool power_lattice_wide = true;

/// The power lattice certificate for inputs whose nodes may need up to 126 bits (power-cospherical
/// integer points in space, 60 of them: 3 x 3 minors times lifts), its last step: the formula on
/// the lattice's integers m (input k of F is m[k] q, a weight m[k] q^2 times 1), in 128 bits
/// (lattice_node: 64-bit inputs and differences, 128-bit products), where power_lattice_sign's
/// evaluation in doubles needs 53. Its argument, with 2^126 for 2^53: every node is q^k times an
/// integer below 2^126 in magnitude, for every s at least power_lattice_step<Dim, 126>
/// (max(hd - 29, ceil((2 hd + hw - 119) / 4)) in the plane, max(hd - 22,
/// ceil((3 hd + hw - 116) / 5)) in space). The weight enters as u = m, v = 1, whose product is the
/// weight's integer. Integer arithmetic: exact, whatever the floating-point environment.
/// (Out of line: the 128-bit evaluation would enlarge power_lattice_sign's frame.)
template <class F, int Narrow, std::size_t... I>
EXACTPRED_NOINLINE sign power_lattice_int128_sign(const std::int64_t* m,
                                                  std::index_sequence<I...> seq) {
  return sign_on_integers<F, Narrow>(m, seq);
}
#else
inline constexpr bool power_lattice_wide = false;

/// Declared only: its calls are in branches that power_lattice_wide discards.
template <class F, int Narrow, std::size_t... I>
sign power_lattice_int128_sign(const std::int64_t* m, std::index_sequence<I...>);
#endif

/// The power tests' lattice certificate: the formula F (power_incircle_formula, Dim 2, or
/// power_insphere_formula, Dim 3, on n = Dim + 2 points, the last one the reference r of its
/// differences) evaluated in doubles on the points as given is exact, in every floating-point
/// environment, when their coordinates are multiples of one power of two q = 2^s, their weights
/// multiples of q^2, and the differences small enough; power-cospherical points on a lattice,
/// the exact zeros of a weighted Delaunay triangulation on snapped input, are then decided by one
/// evaluation (the error-free stage would check every operation of it). The weights enter
/// unsplit: u = w, v = 1, whose product is w exactly.
///
/// Why. Let C = 2^(hd + 1) exceed every |p_j - r_j| and W = 2^(hw + 1) every |w_p - w_r| (hd,
/// hw the exponents of the largest), s <= hd (so c = C / q >= 2), w = W / q^2. Every node of
/// degree k of the formula (a coordinate counting 1, a weight 2) is an integer multiple of q^k:
/// the differences, below C; their squares and 2 x 2 minors, below 2 C^2; a weight difference,
/// below W; a lift |p - r|^2 - (w_p - w_r), below 2 C^2 + W in the plane, 3 C^2 + W in space;
/// the 3 x 3 minors (space), below 6 C^3; the determinant's partial sums, below
/// 6 C^2 (2 C^2 + W) (plane) and 24 C^3 (3 C^2 + W) (space), which bound every other node in
/// units of q^k too (c >= 2). When that last bound is at most 2^53 q^d, every node is an integer
/// below 2^53 times q^k: a double, so every operation's exact result is representable and rounds
/// to itself in every rounding mode. With a = hd + 1 - s and b = hw + 1 - 2 s (2^a >= c,
/// 2^b >= w): 6 c^2 (2 c^2 + w) <= 2^(2a + max(2a + 1, b) + 4) and
/// 24 c^3 (3 c^2 + w) <= 2^(3a + max(2a + 2, b) + 6), at most 2^53 for every s at least
/// max(hd - 11, ceil((2 hd + hw - 46) / 4)) (plane), max(hd - 8, ceil((3 hd + hw - 43) / 5))
/// (space); without weight differences (w = 0) the first term alone. The certificate takes
/// that s, the finest lattice the differences allow (inputs on a coarser one are on it too), and
/// tests every input with lattice_lanes: a coordinate is m q and a weight m q^2 with
/// |m| <= 2^51, as it proves. The differences that gave C and W were computed before that test,
/// in the caller's environment, but on inputs that pass it they are exact (multiples of q below
/// 2^52 q, never subnormal); on others the test fails. With -200 <= s <= 150, every non-zero node
/// is at least q^5 >= 2^-1000 and below 2^53 q^5 <= 2^803, and every input below 2^51 q^2 <=
/// 2^351: nothing is subnormal (flush-to-zero has nothing to flush; a subnormal input fails the
/// test, which denormals-are-zero cannot fool) and nothing overflows. A fused multiply-add forms
/// the same exact nodes. Every input is screened by its bits before any arithmetic reads it:
/// zero or within [2^-200, 2^400) (infinities and NaN outside), so that the certificate raises
/// no flag but inexact and traps on nothing, in every environment and for every input.
/// Inputs that fail it for the bound in doubles get one more chance where there are 128-bit
/// integers: the same test on a finer lattice, whose integers the evaluation then takes
/// (power_lattice_int128_sign, above). nullopt when a condition fails.
template <class F, int Dim, class P, std::size_t... I>
EXACTPRED_ALWAYS_INLINE std::optional<sign> power_lattice_sign(const P* p,
                                                               std::index_sequence<I...> seq) {
  constexpr int n = Dim + 2, stride = Dim + 2, ref = n - 1;
  static_assert(F::arity == n * stride, "x, y[, z], u, v per point");
#if defined(__SSE2__) || defined(_M_X64)
  // The inputs in pairs: x and y of a point; z, and the weights, of two points (the reference
  // point's again past the last, a zero difference).
  constexpr int pairs = (n + 1) / 2;
  const auto paired = [p](int i, auto member) {
    return std::make_pair(member(p[i]), member(p[i + 1 < n ? i + 1 : ref]));
  };
  const auto weight_of = [](const P& q) { return q.w; };
  const auto z_of = [](const P& q) { return axis_of(q, Dim - 1); };
  using V = __m128d;
  const auto pair = [](std::pair<double, double> v) { return _mm_set_pd(v.second, v.first); };
  const auto magnitude = [](V x) {
    return _mm_and_pd(x, _mm_castsi128_pd(_mm_set1_epi64x(static_cast<long long>(magnitude_mask))));
  };
  const auto high = [](V x) { return _mm_cvtsd_f64(_mm_max_sd(x, _mm_unpackhi_pd(x, x))); };
  // Every input is screened by its bits before any arithmetic reads it (so that no input
  // raises a flag or traps): zero or within [2^-200, 2^400) (a larger or smaller non-zero
  // multiple of the q or q^2 allowed is refused too: conservative), and none with a full
  // significand (lattice_candidate: a multiple m q, |m| <= 2^51, has the two lowest bits of its
  // significand zero). Inside that window the differences and their maxima are normal or zero.
  const auto screened = [](const V* x, int count) {
    __m128i outside = _mm_setzero_si128();
    V low_bits = _mm_setzero_pd();
#pragma GCC unroll 5
    for (int i = 0; i < count; ++i) {
      outside = _mm_or_si128(outside, outside_window2<-200, 400>(x[i]));
      low_bits = _mm_or_pd(low_bits, x[i]);
    }
    return _mm_movemask_pd(_mm_castsi128_pd(outside)) == 0 &&
           lattice_candidate(_mm_cvtsd_f64(low_bits),
                             _mm_cvtsd_f64(_mm_unpackhi_pd(low_bits, low_bits)));
  };
  V xy[n], z[pairs], w[pairs];
#pragma GCC unroll 5
  for (int i = 0; i < n; ++i) xy[i] = _mm_loadu_pd(&p[i].x);
  if (!screened(xy, n)) return std::nullopt;
  V differences = _mm_setzero_pd(), weight_differences = _mm_setzero_pd();
#pragma GCC unroll 5
  for (int i = 0; i < ref; ++i) {
    differences = _mm_max_pd(differences, magnitude(_mm_sub_pd(xy[i], xy[ref])));
  }
  // No test of x and y on a lattice before the weights are read: the lattice tests below take
  // every input, and an early one cost each query that passes them (integer points, their exact
  // zeros) a pass of its own over x and y.
#pragma GCC unroll 5
  for (int k = 0; k < pairs; ++k) {
    w[k] = pair(paired(2 * k, weight_of));
    if constexpr (Dim == 3) z[k] = pair(paired(2 * k, z_of));
  }
  if (!screened(w, pairs) || (Dim == 3 && !screened(z, pairs))) return std::nullopt;
  const V w_ref = _mm_set1_pd(p[ref].w), z_ref = _mm_set1_pd(z_of(p[ref]));
#pragma GCC unroll 5
  for (int k = 0; k < pairs; ++k) {
    weight_differences = _mm_max_pd(weight_differences, magnitude(_mm_sub_pd(w[k], w_ref)));
    if constexpr (Dim == 3) {
      differences = _mm_max_pd(differences, magnitude(_mm_sub_pd(z[k], z_ref)));
    }
  }
  const double largest = high(differences), heaviest = high(weight_differences);
#else
  std::uint64_t outside = 0, low_bits = 0;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j <= Dim; ++j) {
      const double x = j < Dim ? axis_of(p[i], j) : p[i].w;
      outside |= outside_window<-200, 400>(x);
      low_bits |= bits_of(x);
    }
  }
  if ((outside >> 63) != 0 || (low_bits & 3) != 0) return std::nullopt;
  double largest = 0, heaviest = 0;
  for (int i = 0; i < ref; ++i) {
    for (int j = 0; j < Dim; ++j) {
      largest = std::max(largest, std::fabs(axis_of(p[i], j) - axis_of(p[ref], j)));
    }
    heaviest = std::max(heaviest, std::fabs(p[i].w - p[ref].w));
  }
#endif
  if (largest == 0) return std::nullopt;
  const int hd = exponent_of(largest), hw = exponent_of(heaviest);
  // Whether every coordinate is m q and every weight m q^2, |m| <= 2^51, for q = 2^s (tested with
  // lattice_lanes); with m given, the integers go there (input k of F at m[k]: the bits of x + C
  // less those of C).
  const auto on_lattice = [&](int s, std::int64_t* m) EXACTPRED_LAMBDA_INLINE {
    lattice_lanes coordinate_lanes(lattice_offset_of(s)), weight_lanes(lattice_offset_of(2 * s));
#if defined(__SSE2__) || defined(_M_X64)
    const auto integers = [](const lattice_lanes& lanes, V r) {
      return _mm_sub_epi64(_mm_castpd_si128(r), _mm_castpd_si128(lanes.c));
    };
    // Lane 0 of a pair to point i's input j, lane 1 to point i + 1's (past the last: none).
    const auto put = [&](__m128i v, int i, int j) {
      std::int64_t two[2];
      _mm_storeu_si128(reinterpret_cast<__m128i*>(two), v);
      m[i * stride + j] = two[0];
      if (i + 1 < n) m[(i + 1) * stride + j] = two[1];
    };
#pragma GCC unroll 5
    for (int i = 0; i < n; ++i) {
      const V r = coordinate_lanes.add(xy[i]);
      if (m != nullptr) {
        _mm_storeu_si128(reinterpret_cast<__m128i*>(m + i * stride), integers(coordinate_lanes, r));
      }
    }
#pragma GCC unroll 5
    for (int k = 0; k < pairs; ++k) {
      const V rw = weight_lanes.add(w[k]);
      if (m != nullptr) put(integers(weight_lanes, rw), 2 * k, Dim);
      if constexpr (Dim == 3) {
        const V rz = coordinate_lanes.add(z[k]);
        if (m != nullptr) put(integers(coordinate_lanes, rz), 2 * k, 2);
      }
    }
#else
    const auto integer = [](const lattice_lanes& lanes, double r) {
      return static_cast<std::int64_t>(bits_of(r) - bits_of(lanes.c));
    };
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < Dim; ++j) {
        const double r = coordinate_lanes.add(axis_of(p[i], j));
        if (m != nullptr) m[i * stride + j] = integer(coordinate_lanes, r);
      }
      const double r = weight_lanes.add(p[i].w);
      if (m != nullptr) m[i * stride + Dim] = integer(weight_lanes, r);
    }
#endif
    return coordinate_lanes.passed() && weight_lanes.passed();
  };
  const int s = power_lattice_step<Dim, 53>(hd, hw, heaviest != 0);
  if (s >= -200 && s <= 150 && s <= hd && on_lattice(s, nullptr)) {
    const auto input = [p](int k) {
      const int i = k / stride, j = k % stride;
      return j < Dim ? axis_of(p[i], j) : (j == Dim ? p[i].w : 1.0);
    };
    count_stage(&stage_counts::narrow_double);
    return sign_of(F::eval(input(static_cast<int>(I))...));
  }
  if constexpr (power_lattice_wide) {
    // The 128-bit certificate (power_lattice_int128_sign) on the finest lattice its bound allows
    // that also holds the largest coordinate below 2^51 q and the heaviest weight below 2^51 q^2.
#if defined(__SSE2__) || defined(_M_X64)
    V big = _mm_setzero_pd(), heavy = _mm_setzero_pd();
#pragma GCC unroll 5
    for (int i = 0; i < n; ++i) big = _mm_max_pd(big, magnitude(xy[i]));
#pragma GCC unroll 5
    for (int k = 0; k < pairs; ++k) {
      heavy = _mm_max_pd(heavy, magnitude(w[k]));
      if constexpr (Dim == 3) big = _mm_max_pd(big, magnitude(z[k]));
    }
    const double biggest = high(big), heaviest_weight = high(heavy);
#else
    double biggest = 0, heaviest_weight = 0;
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < Dim; ++j) biggest = std::max(biggest, std::fabs(axis_of(p[i], j)));
      heaviest_weight = std::max(heaviest_weight, std::fabs(p[i].w));
    }
#endif
    int s_wide =
        std::max(power_lattice_step<Dim, 126>(hd, hw, heaviest != 0), exponent_of(biggest) - 50);
    if (heaviest_weight != 0) {
      s_wide = std::max(s_wide, ceil_div(exponent_of(heaviest_weight) - 50, 2));
    }
    if (s_wide < -200 || s_wide > 150 || s_wide > hd) return std::nullopt;
    std::int64_t m[F::arity];
    for (int i = 0; i < n; ++i) m[i * stride + Dim + 1] = 1;
    // First the coarsest lattice on which every node up to degree Dim (3 x 3 minors in space,
    // 2 x 2 ones and lifts in the plane) fits in 64 bits, so that only the products of degree
    // Dim + 1 or more are 128-bit: with differences below 2^a in its units (a = hd + 1 - s) and
    // the weights below 2^51 (lattice_lanes proves it; their differences below 2^52), the squares
    // and 2 x 2 minors are below 2^(2a + 1), three squares below 2^(2a + 2), the lifts below
    // 2^(2a + 2) + 2^52 and the 3 x 3 minors below 6 2^3a: all below 2^62 for a <= 19 in space and
    // a <= 30 in the plane, which s_wide already implies there. No finer than s_wide, so the
    // argument above holds on it.
    const int s_narrow = std::max(s_wide, hd - (Dim == 2 ? 29 : 18));
    if (s_narrow <= std::min(hd, 150) && on_lattice(s_narrow, m)) {
      count_stage(&stage_counts::int128);
      return power_lattice_int128_sign<F, Dim>(m, seq);
    }
    if (s_narrow == s_wide || !on_lattice(s_wide, m)) return std::nullopt;
    count_stage(&stage_counts::int128);
    return power_lattice_int128_sign<F, 1>(m, seq);
  }
  return std::nullopt;
}

}  // namespace

sign compare_power_distance_2_slow(const point2& p, const weighted_point2& q,
                                   const weighted_point2& r) {
  return compare_power_distance_slow<compare_power_distance_2_formula>("compare_power_distance_2",
                                                                       p, q, r);
}

sign compare_power_distance_3_slow(const point3& p, const weighted_point3& q,
                                   const weighted_point3& r) {
  return compare_power_distance_slow<compare_power_distance_3_formula>("compare_power_distance_3",
                                                                       p, q, r);
}

std::optional<sign> power_incircle_lattice(const weighted_point2* p) {
  if (const std::optional<sign> s = power_lattice_sign<power_incircle_formula, 2>(
          p, std::make_index_sequence<power_incircle_formula::arity>{})) {
    return s;
  }
  // Weights of 52 or 53 bits (an ulp off a lattice's), which that certificate refuses; counted
  // as int128, as the other integer certificates are.
  return counted_lattice_int128(power_incircle_integer_lattice_sign(p));
}

std::optional<sign> compare_power_distance_2_lattice(const point2& p, const weighted_point2& q,
                                                     const weighted_point2& r) {
  return power_distance_lattice_sign<compare_power_distance_2_formula>(p, q, r);
}

std::optional<sign> compare_power_distance_3_lattice(const point3& p, const weighted_point3& q,
                                                     const weighted_point3& r) {
  return power_distance_lattice_sign<compare_power_distance_3_formula>(p, q, r);
}

std::optional<sign> power_insphere_lattice(const weighted_point3* p) {
  return power_lattice_sign<power_insphere_formula, 3>(
      p, std::make_index_sequence<power_insphere_formula::arity>{});
}

namespace {

/// The slow path of a power test (power_incircle_formula, power_insphere_formula) on the N
/// weighted points p, with `lattice` its integer certificates.
template <class F, int N, class W>
sign power_slow(const char* predicate, const W* p, std::optional<sign> (*lattice)(const W*)) {
  // A repeated point (weight included) makes the determinant zero: no evaluation needed. Before
  // the lattice certificate: the zero meshing code meets most, from bits alone. (The input check
  // then: a NaN given twice has equal bits too.)
  if (sos_search::equal_row_pairs<N>(
          [p](int i, int j) { return same_weighted_bits(p[i], p[j]); }) != 0) {
    check_weighted(predicate, p, N);
    return sign::zero;
  }
  // The certificate screens every input by its bits before reading it, and refuses one that is
  // not finite: the input check only after it.
  if (const std::optional<sign> s = lattice(p)) {
    return *s;
  }
  check_weighted(predicate, p, N);
  constexpr int stride = F::arity / N;
  double x[F::arity];
  for (int i = 0; i < N; ++i) put_weighted(p[i], x + stride * i);
  return slow_sign<F>(x);
}

sign power_incircle_slow(const weighted_point2* p) {
  return power_slow<power_incircle_formula, 4>("power_incircle", p, power_incircle_lattice);
}

sign power_insphere_slow(const weighted_point3* p) {
  return power_slow<power_insphere_formula, 5>("power_insphere", p, power_insphere_lattice);
}

using namespace sos_search;

// ---------------------------------------------------------------------------------------------
// Symbolic perturbation of the power tests: the scheme of sos.cpp with the lifted column
// W = |p|^2 - w. The minors without W are the unweighted ones; those with W are the power
// formulas of meshing_formulas.hpp, on split weights.

/// det [kept columns of (x, y, W) | 1] over the kept rows.
sign power_planar_minor(const weighted_point2* p, const minor_shape& s) {
  const int* r = s.rows;
  switch (s.nrows) {
    case 1:
      return sign::positive;
    case 2: {
      const weighted_point2 &a = p[r[0]], &b = p[r[1]];
      if (s.cols[0] < 2) return exact_compare(axis_of(a, s.cols[0]), axis_of(b, s.cols[0]));
      const weight_factors wa = split_weight(a.w), wb = split_weight(b.w);
      return staged_sign<power_lift_difference_2_formula>(a.x, a.y, wa.u, wa.v, b.x, b.y, wb.u,
                                                          wb.v);
    }
    case 3: {
      const weighted_point2 &a = p[r[0]], &b = p[r[1]], &c = p[r[2]];
      if (s.cols[1] < 2) return staged_sign<orient2d_formula>(a.x, a.y, b.x, b.y, c.x, c.y);
      const int u = s.cols[0], v = 1 - u;
      const weight_factors wa = split_weight(a.w), wb = split_weight(b.w), wc = split_weight(c.w);
      return staged_sign<power_lifted_orient2d_2_formula>(axis_of(a, u), axis_of(a, v), wa.u, wa.v,
                                                          axis_of(b, u), axis_of(b, v), wb.u, wb.v,
                                                          axis_of(c, u), axis_of(c, v), wc.u, wc.v);
    }
    default: {  // det[x y W 1] = power_incircle
      const weighted_point2 q[] = {p[r[0]], p[r[1]], p[r[2]], p[r[3]]};
      return power_incircle_slow(q);
    }
  }
}

/// det [kept columns of (x, y, z, W) | 1] over the kept rows.
sign power_spatial_minor(const weighted_point3* p, const minor_shape& s) {
  const int* r = s.rows;
  switch (s.nrows) {
    case 1:
      return sign::positive;
    case 2: {
      const weighted_point3 &a = p[r[0]], &b = p[r[1]];
      if (s.cols[0] < 3) return exact_compare(axis_of(a, s.cols[0]), axis_of(b, s.cols[0]));
      const weight_factors wa = split_weight(a.w), wb = split_weight(b.w);
      return staged_sign<power_lift_difference_3_formula>(a.x, a.y, a.z, wa.u, wa.v, b.x, b.y, b.z,
                                                          wb.u, wb.v);
    }
    case 3: {
      const weighted_point3 &a = p[r[0]], &b = p[r[1]], &c = p[r[2]];
      const int u = s.cols[0], v = s.cols[1];
      if (v < 3) {
        return staged_sign<orient2d_formula>(axis_of(a, u), axis_of(a, v), axis_of(b, u),
                                             axis_of(b, v), axis_of(c, u), axis_of(c, v));
      }
      const int o1 = u == 0 ? 1 : 0, o2 = u == 2 ? 1 : 2;  // the other two axes
      const weight_factors wa = split_weight(a.w), wb = split_weight(b.w), wc = split_weight(c.w);
      return staged_sign<power_lifted_orient2d_3_formula>(
          axis_of(a, u), axis_of(a, o1), axis_of(a, o2), wa.u, wa.v, axis_of(b, u), axis_of(b, o1),
          axis_of(b, o2), wb.u, wb.v, axis_of(c, u), axis_of(c, o1), axis_of(c, o2), wc.u, wc.v);
    }
    case 4: {
      const weighted_point3 &a = p[r[0]], &b = p[r[1]], &c = p[r[2]], &d = p[r[3]];
      const int u = s.cols[0], v = s.cols[1], t = s.cols[2];
      if (t < 3) {  // det[x y z 1] = -orient3d
        return -staged_sign<orient3d_formula>(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y,
                                              d.z);
      }
      const int o = 3 - u - v;  // the axis that only enters the lifted coordinate
      const weight_factors wa = split_weight(a.w), wb = split_weight(b.w), wc = split_weight(c.w),
                           wd = split_weight(d.w);
      return staged_sign<power_lifted_orient3d_formula>(
          axis_of(a, u), axis_of(a, v), axis_of(a, o), wa.u, wa.v, axis_of(b, u), axis_of(b, v),
          axis_of(b, o), wb.u, wb.v, axis_of(c, u), axis_of(c, v), axis_of(c, o), wc.u, wc.v,
          axis_of(d, u), axis_of(d, v), axis_of(d, o), wd.u, wd.v);
    }
    default: {  // det[x y z W 1] = -power_insphere
      const weighted_point3 q[] = {p[r[0]], p[r[1]], p[r[2]], p[r[3]], p[r[4]]};
      return -power_insphere_slow(q);
    }
  }
}

/// The perturbed power test (N weighted points, the determinant times `orientation`) for
/// checked input: sos_sign with the exact power test `power`.
template <int N, class W, class Minor, class Power>
sign power_sos_sign(const char* predicate, const W* p, const sos_index* index, Minor&& minor,
                    Power&& power, sign orientation) {
  const auto same = [p](int i, int j) { return same_weighted_point(p[i], p[j]); };
  const auto first_minor = [&minor](const int* rest) {
    return minor_without_column_0<N, N - 1>(minor, rest);
  };
  return sos_sign<N>(
      predicate, index, equal_row_pairs<N>(same), first_minor, [&] { return power(p); }, minor,
      same, orientation);
}

sign power_incircle_sos_slow(const weighted_point2* p, const sos_index* index) {
  check_weighted("power_incircle_sos", p, 4);
  return power_sos_sign<4>(
      "power_incircle_sos", p, index,
      [p](const minor_shape& m) { return power_planar_minor(p, m); }, power_incircle_slow,
      sign::positive);
}

sign power_insphere_sos_slow(const weighted_point3* p, const sos_index* index) {
  check_weighted("power_insphere_sos", p, 5);
  return power_sos_sign<5>(
      "power_insphere_sos", p, index,
      [p](const minor_shape& m) { return power_spatial_minor(p, m); }, power_insphere_slow,
      sign::negative);
}

}  // namespace

sign power_incircle_after_filter(const weighted_point2& a, const weighted_point2& b,
                                 const weighted_point2& c, const weighted_point2& d) {
  const weighted_point2 p[] = {a, b, c, d};
  return power_incircle_slow(p);
}

sign power_incircle_sos_after_filter(const sos_index* index, const weighted_point2& a,
                                     const weighted_point2& b, const weighted_point2& c,
                                     const weighted_point2& d) {
  const weighted_point2 p[] = {a, b, c, d};
  return power_incircle_sos_slow(p, index);
}

sign power_insphere_after_filter(const weighted_point3& a, const weighted_point3& b,
                                 const weighted_point3& c, const weighted_point3& d,
                                 const weighted_point3& e) {
  const weighted_point3 p[] = {a, b, c, d, e};
  return power_insphere_slow(p);
}

sign power_insphere_sos_after_filter(const sos_index* index, const weighted_point3& a,
                                     const weighted_point3& b, const weighted_point3& c,
                                     const weighted_point3& d, const weighted_point3& e) {
  const weighted_point3 p[] = {a, b, c, d, e};
  return power_insphere_sos_slow(p, index);
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
