// SPDX-License-Identifier: MIT
// exactpred/detail/formulas.hpp — the polynomials behind the predicates, each written once.
//
// A formula is a stateless struct with
//   name    the predicate's name, as the oracle command prints it;
//   arity   the number of coordinates it takes;
//   dim     coordinates per point (used to name an offending argument in error messages);
//   eval    a template over the number type whose body is plain arithmetic (+, -, *, unary -).
// Every stage evaluates the same eval: the filter (filter_value), the expansion stage
// (expansion<N>) and the exact stage (fixed-size big integers). Intermediates are `auto`
// because the filter and expansion types change with every operation. `eval` is always inlined
// so that the filter's arithmetic lands in the caller's code.
//
// Formulas must be homogeneous polynomials in their coordinates (checked at compile time):
// then scaling every input by the same power of two scales the value by a positive factor,
// which the slower stages use to move inputs into a safe exponent range. A formula whose
// inputs enter only as differences x[k][j] - x[i][j] of one coordinate of two points
// (translation-invariant form) declares `difference_form` and `reference_point`; its inline
// filter is then semi-static (filter.hpp). One whose every leaf is a difference from the
// reference point (no difference of two other points) also declares `leaves_from_reference`:
// its semi-static filter (filter.hpp) and the lattice certificate (lattice_certificate.hpp) then
// bound its leaves by the largest such difference instead of twice it, a bound 2^d times smaller
// (tests/test_filter_bounds.cpp checks the declaration). A formula
// that vanishes whenever one point is given twice (all `dim` arguments of two points equal: a
// determinant with two equal rows, such as every orientation and in-circle test) declares
// `zero_on_repeated_point`; one that vanishes only when certain points are equal declares those
// pairs instead, `vanishing_pairs` (point_pair_bit: (p - a) . (b - a) vanishes for p = a and for
// a = b, not for p = b). The stages after the filter then answer such a query by comparing bits
// (stages.hpp), and tests/test_expansion.cpp checks each declaration with the exact stage. A
// formula homogeneous in each axis on its own (scaling one coordinate axis of every point by a > 0
// scales the value by a power of a: every monomial holds the same number of coordinates of each
// axis, as a determinant of coordinate differences does) declares `axis_homogeneous`: the
// extended filter may then scale each axis by a power of two of its own (src/extended_filter.hpp;
// tests/test_wide_exponent.cpp checks the declaration).
#ifndef EXACTPRED_DETAIL_FORMULAS_HPP
#define EXACTPRED_DETAIL_FORMULAS_HPP

#include <type_traits>

#include "exactpred/config.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// orient2d(a, b, c) = det [b - a; c - a]
///                   = (bx - ax)(cy - ay) - (by - ay)(cx - ax).
/// Positive when a, b, c are counterclockwise.
struct EXACTPRED_API orient2d_formula {
  static constexpr const char* name = "orient2d";
  static constexpr bool difference_form = true;  // inputs enter as x[k][j] - x[0][j]
  static constexpr int reference_point = 0;
  static constexpr bool leaves_from_reference = true;
  static constexpr int arity = 6;
  static constexpr int dim = 2;
  static constexpr bool zero_on_repeated_point = true;
  static constexpr bool axis_homogeneous = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ax, const T& ay, const T& bx,
                                                     const T& by, const T& cx, const T& cy) {
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  }
};

/// orient3d(a, b, c, d) = det [b - a; c - a; d - a]   (CGAL's orientation; the opposite of
/// Shewchuk's orient3d). With u = b - a, v = c - a, w = d - a:
///   u . (v x w) = ux (vy wz - vz wy) - uy (vx wz - vz wx) + uz (vx wy - vy wx).
struct EXACTPRED_API orient3d_formula {
  static constexpr const char* name = "orient3d";
  static constexpr bool difference_form = true;  // inputs enter as x[k][j] - x[0][j]
  static constexpr int reference_point = 0;
  static constexpr bool leaves_from_reference = true;
  static constexpr int arity = 12;
  static constexpr int dim = 3;
  static constexpr bool zero_on_repeated_point = true;
  static constexpr bool axis_homogeneous = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ax, const T& ay, const T& az,
                                                     const T& bx, const T& by, const T& bz,
                                                     const T& cx, const T& cy, const T& cz,
                                                     const T& dx, const T& dy, const T& dz) {
    const auto ux = bx - ax, uy = by - ay, uz = bz - az;
    const auto vx = cx - ax, vy = cy - ay, vz = cz - az;
    const auto wx = dx - ax, wy = dy - ay, wz = dz - az;
    return ux * (vy * wz - vz * wy) - uy * (vx * wz - vz * wx) + uz * (vx * wy - vy * wx);
  }
};

/// incircle(a, b, c, d) = det | ax-dx  ay-dy  (ax-dx)^2 + (ay-dy)^2 |
///                            | bx-dx  by-dy  (bx-dx)^2 + (by-dy)^2 |
///                            | cx-dx  cy-dy  (cx-dx)^2 + (cy-dy)^2 |
/// expanded along the last column. Positive when d is inside the circle through a, b, c and
/// a, b, c are counterclockwise (CGAL's side_of_oriented_circle).
struct EXACTPRED_API incircle_formula {
  static constexpr const char* name = "incircle";
  static constexpr bool difference_form = true;  // inputs enter as x[k][j] - x[3][j]
  static constexpr int reference_point = 3;
  static constexpr bool leaves_from_reference = true;
  static constexpr int arity = 8;
  static constexpr int dim = 2;
  static constexpr bool zero_on_repeated_point = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ax, const T& ay, const T& bx,
                                                     const T& by, const T& cx, const T& cy,
                                                     const T& dx, const T& dy) {
    const auto adx = ax - dx, ady = ay - dy;
    const auto bdx = bx - dx, bdy = by - dy;
    const auto cdx = cx - dx, cdy = cy - dy;
    const auto alift = adx * adx + ady * ady;
    const auto blift = bdx * bdx + bdy * bdy;
    const auto clift = cdx * cdx + cdy * cdy;
    return alift * (bdx * cdy - cdx * bdy) + blift * (cdx * ady - adx * cdy) +
           clift * (adx * bdy - bdx * ady);
  }
};

/// The 4x4 determinant of the rows (a, la), (b, lb), (c, lc), (d, ld), the points given by
/// their coordinates relative to a fifth one, expanded by 2x2 minors of the x, y columns, then
/// 3x3 minors with z, then the lifted column: insphere's, and power_insphere's with weighted
/// lifts (meshing_formulas.hpp).
template <class X, class L>
EXACTPRED_ALWAYS_INLINE constexpr auto lifted_det4(const X& aex, const X& aey, const X& aez,
                                                   const X& bex, const X& bey, const X& bez,
                                                   const X& cex, const X& cey, const X& cez,
                                                   const X& dex, const X& dey, const X& dez,
                                                   const L& alift, const L& blift, const L& clift,
                                                   const L& dlift) {
  const auto ab = aex * bey - bex * aey;
  const auto bc = bex * cey - cex * bey;
  const auto cd = cex * dey - dex * cey;
  const auto da = dex * aey - aex * dey;
  const auto ac = aex * cey - cex * aey;
  const auto bd = bex * dey - dex * bey;
  const auto abc = aez * bc - bez * ac + cez * ab;
  const auto bcd = bez * cd - cez * bd + dez * bc;
  const auto cda = cez * da + dez * ac + aez * cd;
  const auto dab = dez * ab + aez * bd + bez * da;
  return (alift * bcd - blift * cda) + (clift * dab - dlift * abc);
}

/// insphere(a, b, c, d, e) = -det | a-e  |a-e|^2 |
///                                | b-e  |b-e|^2 |
///                                | c-e  |c-e|^2 |
///                                | d-e  |d-e|^2 |   (4x4, rows are points)
/// = CGAL's side_of_oriented_sphere: positive when e is inside the sphere through a, b, c, d
/// and orient3d(a, b, c, d) > 0. The determinant is expanded by 2x2 minors of the x, y
/// columns, then 3x3 minors with z, then the lifted column.
struct EXACTPRED_API insphere_formula {
  static constexpr const char* name = "insphere";
  static constexpr bool difference_form = true;  // inputs enter as x[k][j] - x[4][j]
  static constexpr int reference_point = 4;
  static constexpr bool leaves_from_reference = true;
  static constexpr int arity = 15;
  static constexpr int dim = 3;
  static constexpr bool zero_on_repeated_point = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ax, const T& ay, const T& az,
                                                     const T& bx, const T& by, const T& bz,
                                                     const T& cx, const T& cy, const T& cz,
                                                     const T& dx, const T& dy, const T& dz,
                                                     const T& ex, const T& ey, const T& ez) {
    const auto aex = ax - ex, aey = ay - ey, aez = az - ez;
    const auto bex = bx - ex, bey = by - ey, bez = bz - ez;
    const auto cex = cx - ex, cey = cy - ey, cez = cz - ez;
    const auto dex = dx - ex, dey = dy - ey, dez = dz - ez;
    return lifted_det4(aex, aey, aez, bex, bey, bez, cex, cey, cez, dex, dey, dez,
                       aex * aex + aey * aey + aez * aez, bex * bex + bey * bey + bez * bez,
                       cex * cex + cey * cey + cez * cez, dex * dex + dey * dey + dez * dez);
  }
};

/// The bit of the pair of points i < j (numbered from 0) in a `vanishing_pairs` mask: pairs in
/// the order (0, 1), (0, 2), (1, 2), (0, 3), ..., so that the pairs of n points are the first
/// n (n - 1) / 2 bits whatever n is.
constexpr unsigned point_pair_bit(int i, int j) { return 1u << (j * (j - 1) / 2 + i); }

/// The pairs of points of F on which it vanishes (above): every pair under
/// `zero_on_repeated_point`, the declared ones under `vanishing_pairs`, else none.
template <class F, class = void>
struct vanishing_pairs_of : std::integral_constant<unsigned, 0> {};
template <class F>
struct vanishing_pairs_of<F, std::enable_if_t<F::zero_on_repeated_point>>
    : std::integral_constant<unsigned,
                             (1u << (F::arity / F::dim) * (F::arity / F::dim - 1) / 2) - 1> {};
template <class F>
struct vanishing_pairs_of<F, std::enable_if_t<(F::vanishing_pairs > 0)>>
    : std::integral_constant<unsigned, F::vanishing_pairs> {};

/// Whether F vanishes when points i and j (i < j) are equal, as declared.
template <class F>
constexpr bool pair_vanishes(int i, int j) {
  return (vanishing_pairs_of<F>::value & point_pair_bit(i, j)) != 0;
}

/// Formulas with a repeated-point test: those that vanish on some pair of equal points.
template <class F>
struct has_vanishing_pairs : std::bool_constant<vanishing_pairs_of<F>::value != 0> {};

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_FORMULAS_HPP
