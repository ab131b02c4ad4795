// SPDX-License-Identifier: MIT
// exactpred/core.hpp — the four core predicates: orient2d, orient3d, incircle, insphere.
//
// Every function returns the exact sign of its determinant for every finite input (any
// mix of magnitudes, subnormals, signed zeros), and throws exactpred::invalid_input for a
// NaN or infinite coordinate. Points are point2/point3 or any adapted type (point.hpp).
// The fast path (a few multiplications and one comparison) is inline; the rare uncertain
// case calls into the library. Points held in memory (a mesh's point array) are passed on to it
// as one pointer each; points built in the call (temporaries, adapted types) as their
// coordinates, so that nothing is stored before the filter has decided.
#ifndef EXACTPRED_CORE_HPP
#define EXACTPRED_CORE_HPP

#include "exactpred/detail/formulas.hpp"
#include "exactpred/detail/stages.hpp"
#include "exactpred/point.hpp"
#include "exactpred/sign.hpp"

namespace exactpred {
inline namespace v0 {

namespace detail {
template <class P, int N>
inline void require_point() {
  static_assert(is_point_v<P, N>,
                "exactpred: argument is not a point of the required dimension: use "
                "point2/point3, std::array<double, N>, double[N], a struct with x/y(/z) members "
                "or accessors, or specialise exactpred::point_traits");
}

/// A point of any adapted type as point2 / point3 (with a clear error for other types).
template <class P>
inline point2 to_point2(const P& p) {
  require_point<P, 2>();
  return point2{coord(p, 0), coord(p, 1)};
}
template <class P>
inline point3 to_point3(const P& p) {
  require_point<P, 3>();
  return point3{coord(p, 0), coord(p, 1), coord(p, 2)};
}
}  // namespace detail

/// Sign of det[b - a, c - a]: positive when c lies left of the directed line a -> b
/// (a, b, c counterclockwise), zero when collinear.
EXACTPRED_ALWAYS_INLINE sign orient2d(const point2& a, const point2& b, const point2& c) {
  return detail::staged_sign_at<detail::orient2d_formula>(a, b, c);
}
/// Points built in the call (orient2d({x0, y0}, ...), point2{...}): see staged_sign_of.
EXACTPRED_ALWAYS_INLINE sign orient2d(point2&& a, point2&& b, point2&& c) {
  return detail::staged_sign_of<detail::orient2d_formula>(a, b, c);
}
template <class P, detail::if_explicit_point<P> = 0>
EXACTPRED_ALWAYS_INLINE sign orient2d(const P& a, const P& b, const P& c) {
  using detail::to_point2;
  return detail::staged_sign_of<detail::orient2d_formula>(to_point2(a), to_point2(b), to_point2(c));
}

/// Sign of det[b - a, c - a, d - a]: positive when d lies on the side of the plane abc that
/// (b - a) x (c - a) points to, zero when coplanar. This is CGAL's orientation and the
/// opposite sign of Shewchuk's orient3d.
EXACTPRED_ALWAYS_INLINE sign orient3d(const point3& a, const point3& b, const point3& c,
                                      const point3& d) {
  return detail::staged_sign_at<detail::orient3d_formula>(a, b, c, d);
}
EXACTPRED_ALWAYS_INLINE sign orient3d(point3&& a, point3&& b, point3&& c, point3&& d) {
  return detail::staged_sign_of<detail::orient3d_formula>(a, b, c, d);
}
template <class P, detail::if_explicit_point<P> = 0>
EXACTPRED_ALWAYS_INLINE sign orient3d(const P& a, const P& b, const P& c, const P& d) {
  using detail::to_point3;
  return detail::staged_sign_of<detail::orient3d_formula>(to_point3(a), to_point3(b), to_point3(c),
                                                          to_point3(d));
}

/// Positive when d lies inside the circle through a, b, c if a, b, c are counterclockwise
/// (outside if clockwise), zero when the four points are cocircular or a, b, c collinear
/// with d on that line. Equals CGAL's side_of_oriented_circle(a, b, c, d).
EXACTPRED_ALWAYS_INLINE sign incircle(const point2& a, const point2& b, const point2& c,
                                      const point2& d) {
  return detail::staged_sign_at<detail::incircle_formula>(a, b, c, d);
}
EXACTPRED_ALWAYS_INLINE sign incircle(point2&& a, point2&& b, point2&& c, point2&& d) {
  return detail::staged_sign_of<detail::incircle_formula>(a, b, c, d);
}
template <class P, detail::if_explicit_point<P> = 0>
EXACTPRED_ALWAYS_INLINE sign incircle(const P& a, const P& b, const P& c, const P& d) {
  using detail::to_point2;
  return detail::staged_sign_of<detail::incircle_formula>(to_point2(a), to_point2(b), to_point2(c),
                                                          to_point2(d));
}

/// Positive when e lies inside the sphere through a, b, c, d if orient3d(a, b, c, d) > 0
/// (outside if < 0), zero when the five points are cospherical (or degenerate likewise).
/// Equals CGAL's side_of_oriented_sphere(a, b, c, d, e).
EXACTPRED_ALWAYS_INLINE sign insphere(const point3& a, const point3& b, const point3& c,
                                      const point3& d, const point3& e) {
  return detail::staged_sign_at<detail::insphere_formula>(a, b, c, d, e);
}
EXACTPRED_ALWAYS_INLINE sign insphere(point3&& a, point3&& b, point3&& c, point3&& d, point3&& e) {
  return detail::staged_sign_of<detail::insphere_formula>(a, b, c, d, e);
}
template <class P>
EXACTPRED_ALWAYS_INLINE sign insphere(const P& a, const P& b, const P& c, const P& d, const P& e) {
  using detail::to_point3;
  return detail::staged_sign_of<detail::insphere_formula>(to_point3(a), to_point3(b), to_point3(c),
                                                          to_point3(d), to_point3(e));
}

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_CORE_HPP
