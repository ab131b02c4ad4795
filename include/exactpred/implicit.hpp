// SPDX-License-Identifier: MIT
// exactpred/implicit.hpp — predicates on constructed points that are never rounded
// (docs/SPEC.md, section 9).
//
// An implicit point is kept as the explicit doubles it is constructed from:
//   ssi{a, b, c, d}                   2D: the intersection of the lines a -> b and c -> d;
//   lpi{p, q, a, b, c}                3D: the line p -> q meets the plane (a, b, c);
//   tpi{a1, b1, c1, a2, b2, c2, a3, b3, c3}  3D: the planes (a1, b1, c1), (a2, b2, c2),
//                                     (a3, b3, c3) meet.
// The predicates take any mix of explicit and implicit points and answer exactly for the real
// intersection point, for every finite input and in any floating-point environment:
//   orient2d(P, Q, R), incircle(P, Q, R, S)        2D points (point2 or ssi)
//   orient3d(P, Q, R, S)                           3D points (point3, lpi or tpi)
//   orient2d_xy / orient2d_yz / orient2d_zx(P, Q, R)  orient2d of the projections of 3D
//                                                  points on (x, y), (y, z), (z, x)
//   compare_x / compare_y (P, Q)                   2D points: sign of P's coordinate minus Q's
//   compare_x / compare_y / compare_z (P, Q)       3D points likewise
// with the sign conventions of the explicit predicates (core.hpp). Every argument converts to
// implicit_point2 (std::variant<point2, ssi>) or implicit_point3 (std::variant<point3, lpi,
// tpi>), the runtime form these functions take; nothing is allocated.
//
// Errors: a non-finite coordinate, or an undefined construction (parallel lines, a line
// parallel to its plane or of zero length, a degenerate plane, planes that do not meet in one
// point), throw invalid_input naming the point; never a sign.
//
// How: each point's homogeneous coordinates are polynomials in its defining doubles, and each
// predicate on a mix of kinds is one homogeneous polynomial in all of them
// (detail/implicit_formulas.hpp), evaluated by the library's stages: the filter, double-double
// and expansions, exact integers; see src/implicit_impl.hpp for the high-degree formulas.
#ifndef EXACTPRED_IMPLICIT_HPP
#define EXACTPRED_IMPLICIT_HPP

#include <type_traits>
#include <variant>

#include "exactpred/config.hpp"
#include "exactpred/point.hpp"
#include "exactpred/sign.hpp"

namespace exactpred {
inline namespace v0 {

/// The intersection of the line a -> b and the line c -> d (defined when (b - a) x (d - c) != 0).
struct ssi {
  point2 a, b, c, d;
};

/// The point where the line p -> q meets the plane through a, b, c (defined when
/// (q - p) . ((b - a) x (c - a)) != 0).
struct lpi {
  point3 p, q, a, b, c;
};

/// The common point of the planes (a1, b1, c1), (a2, b2, c2), (a3, b3, c3) (defined when
/// det [n1; n2; n3] != 0, ni = (bi - ai) x (ci - ai)).
struct tpi {
  point3 a1, b1, c1, a2, b2, c2, a3, b3, c3;
};

/// A 2D point that is explicit or implicit.
using implicit_point2 = std::variant<point2, ssi>;
/// A 3D point that is explicit or implicit.
using implicit_point3 = std::variant<point3, lpi, tpi>;

namespace detail {
template <>
struct is_implicit_point<ssi> : std::true_type {};
template <>
struct is_implicit_point<lpi> : std::true_type {};
template <>
struct is_implicit_point<tpi> : std::true_type {};
template <>
struct is_implicit_point<implicit_point2> : std::true_type {};
template <>
struct is_implicit_point<implicit_point3> : std::true_type {};
}  // namespace detail

/// orient2d of three 2D points (positive: counterclockwise).
EXACTPRED_API sign orient2d(const implicit_point2& a, const implicit_point2& b,
                            const implicit_point2& c);
/// incircle of four 2D points (CGAL's side_of_oriented_circle).
EXACTPRED_API sign incircle(const implicit_point2& a, const implicit_point2& b,
                            const implicit_point2& c, const implicit_point2& d);
/// orient3d of four 3D points (CGAL's orientation).
EXACTPRED_API sign orient3d(const implicit_point3& a, const implicit_point3& b,
                            const implicit_point3& c, const implicit_point3& d);
/// orient2d of the projections of three 3D points on (x, y), (y, z) and (z, x).
EXACTPRED_API sign orient2d_xy(const implicit_point3& a, const implicit_point3& b,
                               const implicit_point3& c);
EXACTPRED_API sign orient2d_yz(const implicit_point3& a, const implicit_point3& b,
                               const implicit_point3& c);
EXACTPRED_API sign orient2d_zx(const implicit_point3& a, const implicit_point3& b,
                               const implicit_point3& c);
/// Sign of a's coordinate minus b's.
EXACTPRED_API sign compare_x(const implicit_point2& a, const implicit_point2& b);
EXACTPRED_API sign compare_y(const implicit_point2& a, const implicit_point2& b);
EXACTPRED_API sign compare_x(const implicit_point3& a, const implicit_point3& b);
EXACTPRED_API sign compare_y(const implicit_point3& a, const implicit_point3& b);
EXACTPRED_API sign compare_z(const implicit_point3& a, const implicit_point3& b);

namespace detail {
/// The predicates on points given by kind and defining doubles (the oracle's form): kinds[i]
/// is 0 (p2), 1 (ssi), 2 (p3), 3 (lpi) or 4 (tpi); x holds the points' doubles in order.
/// `predicate` is one of "orient2d", "incircle", "orient3d", "orient2d_xy", "orient2d_yz",
/// "orient2d_zx", "compare_x", "compare_y", "compare_z"; the kinds must fit it (else
/// invalid_input).
EXACTPRED_API sign implicit_predicate(const char* predicate, const int* kinds, int n,
                                      const double* x);
}  // namespace detail

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_IMPLICIT_HPP
