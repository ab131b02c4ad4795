// SPDX-License-Identifier: MIT
// exactpred/detail/construction_formulas.hpp — the polynomials behind the correctly rounded
// constructions (exactpred/constructions.hpp, docs/SPEC.md §11), each written once.
//
// Every coordinate of a constructed point is one of its defining doubles plus a quotient of
// two polynomials in all of them:
//   coordinate j = x[base[j]] + N_j / D,
// with N_j homogeneous of degree deg(D) + 1, so that the quotient scales with the inputs (a
// power-of-two rescaling of every input rescales the point by the same power). Taking the
// quotient relative to a defining point keeps it a difference of nearby points: its numerator
// has no cancellation from a far-away origin, and an axis-parallel line leaves N_j exactly
// zero (the coordinate is then the defining double itself).
//
// A construction is a stateless struct with
//   name    the oracle's name;
//   arity   the number of defining doubles; dim coordinates per defining point;
//   coords  the coordinates of the result (2 or 3);
//   base    base[j]: the index of the defining double coordinate j is relative to;
//   eval    a template over the number type returning the tuple (N_0, ..., N_(coords-1), D);
//   denominator  D alone (eval's last element, for the stages that need D only);
//   undefined  why D = 0, for the error message.
// Every stage evaluates the same eval (construction_part turns each element into a formula of
// formulas.hpp's kind, for the degree and error-bound machinery). D = 0 is exactly the
// undefined construction.
//
//   ssi (a, b, c, d):      u = b - a, v = d - c, D = u x v, t = (c - a) x v: a + t u / D;
//   lpi (p, q, a, b, c):   r = q - p, n = (b - a) x (c - a), D = r . n, s = (a - p) . n:
//                          p + s r / D;
//   tpi (planes ai, bi, ci): ni = (bi - ai) x (ci - ai), di = ni . (ai - a1), D = n1 . (n2 x n3):
//                          a1 + (d2 (n3 x n1) + d3 (n1 x n2)) / D   (d1 = 0);
//   circumcenter_2d (a, b, c): b' = b - a, c' = c - a, D = 2 (b' x c'):
//                          a + (|b'|^2 c'_y - |c'|^2 b'_y, |c'|^2 b'_x - |b'|^2 c'_x) / D;
//   circumcenter_triangle_3d (a, b, c): n = b' x c', w = |c'|^2 b' - |b'|^2 c', D = 2 |n|^2:
//                          a + n x w / D;
//   circumcenter_3d (a, b, c, d): D = 2 b' . (c' x d'):
//                          a + (|b'|^2 (c' x d') + |c'|^2 (d' x b') + |d'|^2 (b' x c')) / D.
#ifndef EXACTPRED_DETAIL_CONSTRUCTION_FORMULAS_HPP
#define EXACTPRED_DETAIL_CONSTRUCTION_FORMULAS_HPP

#include <cstddef>
#include <tuple>
#include <utility>

#include "exactpred/config.hpp"
#include "exactpred/detail/vector_algebra.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// The intersection of the lines a -> b and c -> d.
struct EXACTPRED_API ssi_construction {
  static constexpr const char* name = "ssi";
  static constexpr int arity = 8;
  static constexpr int dim = 2;
  static constexpr int coords = 2;
  static constexpr const char* undefined =
      "the lines a->b and c->d are parallel or one has zero length ((b - a) x (d - c) = 0)";
  static constexpr int base[] = {0, 1};
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ax, const T& ay, const T& bx,
                                                     const T& by, const T& cx, const T& cy,
                                                     const T& dx, const T& dy) {
    const auto ux = bx - ax, uy = by - ay;
    const auto vx = dx - cx, vy = dy - cy;
    const auto wx = cx - ax, wy = cy - ay;
    const auto t = wx * vy - wy * vx;
    return std::make_tuple(t * ux, t * uy, denominator(ax, ay, bx, by, cx, cy, dx, dy));
  }
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto denominator(const T& ax, const T& ay, const T& bx,
                                                            const T& by, const T& cx, const T& cy,
                                                            const T& dx, const T& dy) {
    return (bx - ax) * (dy - cy) - (by - ay) * (dx - cx);
  }
};

/// The point where the line p -> q meets the plane through a, b, c.
struct EXACTPRED_API lpi_construction {
  static constexpr const char* name = "lpi";
  static constexpr int arity = 15;
  static constexpr int dim = 3;
  static constexpr int coords = 3;
  static constexpr const char* undefined =
      "the line p->q is parallel to the plane (a, b, c), has zero length, or the plane is "
      "degenerate ((q - p) . ((b - a) x (c - a)) = 0)";
  static constexpr int base[] = {0, 1, 2};
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& px, const T& py, const T& pz,
                                                     const T& qx, const T& qy, const T& qz,
                                                     const T& ax, const T& ay, const T& az,
                                                     const T& bx, const T& by, const T& bz,
                                                     const T& cx, const T& cy, const T& cz) {
    const auto r = sub3(qx, qy, qz, px, py, pz);
    const auto n = plane_normal(ref3(ax, ay, az), ref3(bx, by, bz), ref3(cx, cy, cz));
    const auto s = dot(sub3(ax, ay, az, px, py, pz), n);
    return std::make_tuple(s * r.x, s * r.y, s * r.z,
                           denominator(px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz, cx, cy, cz));
  }
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto denominator(const T& px, const T& py, const T& pz,
                                                            const T& qx, const T& qy, const T& qz,
                                                            const T& ax, const T& ay, const T& az,
                                                            const T& bx, const T& by, const T& bz,
                                                            const T& cx, const T& cy, const T& cz) {
    return dot(sub3(qx, qy, qz, px, py, pz),
               plane_normal(ref3(ax, ay, az), ref3(bx, by, bz), ref3(cx, cy, cz)));
  }
};

/// The common point of the planes (a1, b1, c1), (a2, b2, c2), (a3, b3, c3).
struct EXACTPRED_API tpi_construction {
  static constexpr const char* name = "tpi";
  static constexpr int arity = 27;
  static constexpr int dim = 3;
  static constexpr int coords = 3;
  static constexpr const char* undefined =
      "the three planes do not meet in one point or one is degenerate (det[n1; n2; n3] = 0)";
  static constexpr int base[] = {0, 1, 2};
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(
      const T& a1x, const T& a1y, const T& a1z, const T& b1x, const T& b1y, const T& b1z,
      const T& c1x, const T& c1y, const T& c1z, const T& a2x, const T& a2y, const T& a2z,
      const T& b2x, const T& b2y, const T& b2z, const T& c2x, const T& c2y, const T& c2z,
      const T& a3x, const T& a3y, const T& a3z, const T& b3x, const T& b3y, const T& b3z,
      const T& c3x, const T& c3y, const T& c3z) {
    const auto n1 = plane_normal(ref3(a1x, a1y, a1z), ref3(b1x, b1y, b1z), ref3(c1x, c1y, c1z));
    const auto n2 = plane_normal(ref3(a2x, a2y, a2z), ref3(b2x, b2y, b2z), ref3(c2x, c2y, c2z));
    const auto n3 = plane_normal(ref3(a3x, a3y, a3z), ref3(b3x, b3y, b3z), ref3(c3x, c3y, c3z));
    const auto d2 = dot(n2, sub3(a2x, a2y, a2z, a1x, a1y, a1z));
    const auto d3 = dot(n3, sub3(a3x, a3y, a3z, a1x, a1y, a1z));
    const auto n31 = cross(n3, n1), n12 = cross(n1, n2);
    return std::make_tuple(
        d2 * n31.x + d3 * n12.x, d2 * n31.y + d3 * n12.y, d2 * n31.z + d3 * n12.z,
        denominator(a1x, a1y, a1z, b1x, b1y, b1z, c1x, c1y, c1z, a2x, a2y, a2z, b2x, b2y, b2z, c2x,
                    c2y, c2z, a3x, a3y, a3z, b3x, b3y, b3z, c3x, c3y, c3z));
  }
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto denominator(
      const T& a1x, const T& a1y, const T& a1z, const T& b1x, const T& b1y, const T& b1z,
      const T& c1x, const T& c1y, const T& c1z, const T& a2x, const T& a2y, const T& a2z,
      const T& b2x, const T& b2y, const T& b2z, const T& c2x, const T& c2y, const T& c2z,
      const T& a3x, const T& a3y, const T& a3z, const T& b3x, const T& b3y, const T& b3z,
      const T& c3x, const T& c3y, const T& c3z) {
    const auto n1 = plane_normal(ref3(a1x, a1y, a1z), ref3(b1x, b1y, b1z), ref3(c1x, c1y, c1z));
    const auto n2 = plane_normal(ref3(a2x, a2y, a2z), ref3(b2x, b2y, b2z), ref3(c2x, c2y, c2z));
    const auto n3 = plane_normal(ref3(a3x, a3y, a3z), ref3(b3x, b3y, b3z), ref3(c3x, c3y, c3z));
    return dot(n1, cross(n2, n3));
  }
};

/// The centre of the circle through a, b, c.
struct EXACTPRED_API circumcenter_2d_construction {
  static constexpr const char* name = "circumcenter_2d";
  static constexpr int arity = 6;
  static constexpr int dim = 2;
  static constexpr int coords = 2;
  static constexpr const char* undefined =
      "the points a, b, c are collinear (or two of them are the same point): no circle passes "
      "through them";
  static constexpr int base[] = {0, 1};
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ax, const T& ay, const T& bx,
                                                     const T& by, const T& cx, const T& cy) {
    const auto bax = bx - ax, bay = by - ay;
    const auto cax = cx - ax, cay = cy - ay;
    const auto b2 = bax * bax + bay * bay, c2 = cax * cax + cay * cay;
    return std::make_tuple(b2 * cay - c2 * bay, c2 * bax - b2 * cax,
                           denominator(ax, ay, bx, by, cx, cy));
  }
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto denominator(const T& ax, const T& ay, const T& bx,
                                                            const T& by, const T& cx, const T& cy) {
    const auto cross = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    return cross + cross;
  }
};

/// The centre of the circle through a, b, c in 3D (in their plane).
struct EXACTPRED_API circumcenter_triangle_3d_construction {
  static constexpr const char* name = "circumcenter_triangle_3d";
  static constexpr int arity = 9;
  static constexpr int dim = 3;
  static constexpr int coords = 3;
  static constexpr const char* undefined =
      "the points a, b, c are collinear (or two of them are the same point): no circle passes "
      "through them";
  static constexpr int base[] = {0, 1, 2};
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ax, const T& ay, const T& az,
                                                     const T& bx, const T& by, const T& bz,
                                                     const T& cx, const T& cy, const T& cz) {
    const auto b = sub3(bx, by, bz, ax, ay, az), c = sub3(cx, cy, cz, ax, ay, az);
    const auto b2 = dot(b, b), c2 = dot(c, c);
    const auto n = cross(b, c);
    const auto w = make_vec3(c2 * b.x - b2 * c.x, c2 * b.y - b2 * c.y, c2 * b.z - b2 * c.z);
    const auto nw = cross(n, w);
    return std::make_tuple(nw.x, nw.y, nw.z, denominator(ax, ay, az, bx, by, bz, cx, cy, cz));
  }
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto denominator(const T& ax, const T& ay, const T& az,
                                                            const T& bx, const T& by, const T& bz,
                                                            const T& cx, const T& cy, const T& cz) {
    const auto n = plane_normal(ref3(ax, ay, az), ref3(bx, by, bz), ref3(cx, cy, cz));
    const auto n2 = dot(n, n);
    return n2 + n2;
  }
};

/// The centre of the sphere through a, b, c, d.
struct EXACTPRED_API circumcenter_3d_construction {
  static constexpr const char* name = "circumcenter_3d";
  static constexpr int arity = 12;
  static constexpr int dim = 3;
  static constexpr int coords = 3;
  static constexpr const char* undefined =
      "the points a, b, c, d are coplanar (or two of them are the same point): no sphere passes "
      "through them";
  static constexpr int base[] = {0, 1, 2};
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ax, const T& ay, const T& az,
                                                     const T& bx, const T& by, const T& bz,
                                                     const T& cx, const T& cy, const T& cz,
                                                     const T& dx, const T& dy, const T& dz) {
    const auto b = sub3(bx, by, bz, ax, ay, az), c = sub3(cx, cy, cz, ax, ay, az),
               d = sub3(dx, dy, dz, ax, ay, az);
    const auto b2 = dot(b, b), c2 = dot(c, c), d2 = dot(d, d);
    const auto cd = cross(c, d), db = cross(d, b), bc = cross(b, c);
    return std::make_tuple(b2 * cd.x + c2 * db.x + d2 * bc.x, b2 * cd.y + c2 * db.y + d2 * bc.y,
                           b2 * cd.z + c2 * db.z + d2 * bc.z,
                           denominator(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz));
  }
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto denominator(const T& ax, const T& ay, const T& az,
                                                            const T& bx, const T& by, const T& bz,
                                                            const T& cx, const T& cy, const T& cz,
                                                            const T& dx, const T& dy, const T& dz) {
    const auto b = sub3(bx, by, bz, ax, ay, az), c = sub3(cx, cy, cz, ax, ay, az),
               d = sub3(dx, dy, dz, ax, ay, az);
    const auto det = dot(b, cross(c, d));
    return det + det;
  }
};

/// Element J of construction C's tuple (J = C::coords: the denominator) as a formula of
/// formulas.hpp's kind, for the stages' degree and bound machinery.
template <class C, int J>
struct construction_part {
  static constexpr const char* name = C::name;
  static constexpr int arity = C::arity;
  static constexpr int dim = C::dim;
  template <class... T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T&... x) {
    if constexpr (J == C::coords) {
      return C::denominator(x...);  // alone: the numerators are not computed
    } else {
      return std::get<J>(C::eval(x...));
    }
  }
};

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_CONSTRUCTION_FORMULAS_HPP
