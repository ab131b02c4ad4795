// SPDX-License-Identifier: MIT
// exactpred/detail/implicit_formulas.hpp — the polynomials behind the predicates on implicit
// points (exactpred/implicit.hpp, docs/SPEC.md section 9).
//
// An implicit point is kept as the doubles it is constructed from. Its homogeneous coordinates
// (X, Y[, Z], W) are polynomials in them, written here relative to a reference point e (the
// translated numerators X' = X - e_x W, ...):
//   ssi (a, b, c, d):   u = b - a, v = d - c, W = u x v (degree 2), t = (c - a) x v,
//                       X' = (a_x - e_x) W + t u_x (degree 3);
//   lpi (p, q, a, b, c): r = q - p, n = (b - a) x (c - a), W = r . n (degree 3),
//                       s = (a - p) . n, X' = (p_x - e_x) W + s r_x (degree 4);
//   tpi (planes a_i, b_i, c_i): n_i = (b_i - a_i) x (c_i - a_i), d_i = n_i . (a_i - e),
//                       W = n_1 . (n_2 x n_3) (degree 6),
//                       X' = d_1 (n_2 x n_3) + d_2 (n_3 x n_1) + d_3 (n_1 x n_2) (degree 7).
// An explicit point is (x - e_x, ...) (degree 1) with W = 1, which never enters a formula.
//
// A predicate on a mix of points is one formula on the concatenated defining doubles: the
// points come in a canonical order (explicit points first, then the implicit kinds in the
// order ssi / lpi, tpi; the caller tracks the permutation's sign), the reference e is the first
// point when it is explicit (so that every formula stays a difference of nearby points and
// the explicit point drops out of the determinant), else the first defining point of the first
// point. Each formula is the predicate's determinant on rows of homogeneous coordinates, a
// homogeneous polynomial in all the inputs; its sign times the signs of the W's of the
// implicit points (each decided exactly on its own, and required non-zero) is the answer.
//   orient2d (and orient2d_xy of 3D points):  det [X Y W] / prod W;
//   orient3d:                                 -det [X Y Z W] / prod W;
//   incircle: the rows (X W, Y W, X^2 + Y^2, W^2) are the rows (x, y, x^2 + y^2, 1) scaled by
//             W^2 > 0: det of them has the sign of incircle, no W sign needed;
//   compare_x: sign(X_0 W_1 - X_1 W_0) sign(W_0 W_1) (or -X'_1 when point 0 is explicit).
// The other axes (compare_y, orient2d_yz, ...) permute the coordinates of every defining
// point first (the constructions commute with that), so that one formula serves every axis.
#ifndef EXACTPRED_DETAIL_IMPLICIT_FORMULAS_HPP
#define EXACTPRED_DETAIL_IMPLICIT_FORMULAS_HPP

#include <utility>

#include "exactpred/config.hpp"
#include "exactpred/detail/vector_algebra.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// Point kinds; the explicit kinds are 0 (2D) and 2 (3D).
enum ip_kind : int { ip_p2 = 0, ip_ssi = 1, ip_p3 = 2, ip_lpi = 3, ip_tpi = 4 };

constexpr int ip_kind_arity(int k) {
  return k == ip_p2 ? 2 : k == ip_ssi ? 8 : k == ip_p3 ? 3 : k == ip_lpi ? 15 : 27;
}
constexpr int ip_kind_dim(int k) { return k <= ip_ssi ? 2 : 3; }
constexpr bool ip_kind_implicit(int k) { return k == ip_ssi || k == ip_lpi || k == ip_tpi; }
constexpr const char* ip_kind_name(int k) {
  return k == ip_p2 ? "p2" : k == ip_ssi ? "ssi" : k == ip_p3 ? "p3" : k == ip_lpi ? "lpi" : "tpi";
}

/// The predicates (each with the dimension of its points).
enum ip_predicate : int {
  ip_orient2d = 0,   // 2D
  ip_incircle = 1,   // 2D
  ip_compare_2 = 2,  // 2D: x coordinates
  ip_orient3d = 3,   // 3D
  ip_orient_xy = 4,  // 3D: orient2d of the (x, y) projections
  ip_compare_3 = 5,  // 3D: x coordinates
};
constexpr int ip_predicate_dim(int p) { return p <= ip_compare_2 ? 2 : 3; }
constexpr const char* ip_predicate_name(int p) {
  return p == ip_orient2d    ? "orient2d"
         : p == ip_incircle  ? "incircle"
         : p == ip_orient3d  ? "orient3d"
         : p == ip_orient_xy ? "orient2d_xy"
                             : "compare_x";
}

/// A point with homogeneous coordinates (x, y, z, w); 2D points leave z unused (an int).
template <class X, class Y, class Z, class W>
struct ip_hpoint {
  static constexpr bool has_w = true;
  X x;
  Y y;
  Z z;
  W w;
};
/// An explicit point (w = 1).
template <class X, class Y, class Z>
struct ip_epoint {
  static constexpr bool has_w = false;
  X x;
  Y y;
  Z z;
};
template <class X, class Y, class Z, class W>
inline constexpr ip_hpoint<X, Y, Z, W> ip_make_h(X x, Y y, Z z, W w) {
  return {x, y, z, w};
}
template <class X, class Y, class Z>
inline constexpr ip_epoint<X, Y, Z> ip_make_e(X x, Y y, Z z) {
  return {x, y, z};
}

template <class T>
inline constexpr auto ip_load3(const T* const* p) {
  return make_vec3(*p[0], *p[1], *p[2]);
}

/// The normal (b - a) x (c - a) of the plane through the points a, b, c whose nine doubles start
/// at p.
template <class T>
inline constexpr auto ip_plane_normal(const T* const* p) {
  return plane_normal(ip_load3(p), ip_load3(p + 3), ip_load3(p + 6));
}

/// The point of kind K whose defining doubles start at p, relative to the reference e (Self:
/// e is the point's own first defining point, so its offset terms vanish).
template <int K, bool Self, class T>
inline constexpr auto ip_build(const T* const* p, const T* const* e) {
  if constexpr (K == ip_p2) {
    return ip_make_e(*p[0] - *e[0], *p[1] - *e[1], 0);
  } else if constexpr (K == ip_p3) {
    return ip_make_e(*p[0] - *e[0], *p[1] - *e[1], *p[2] - *e[2]);
  } else if constexpr (K == ip_ssi) {
    const T &ax = *p[0], &ay = *p[1], &bx = *p[2], &by = *p[3];
    const T &cx = *p[4], &cy = *p[5], &dx = *p[6], &dy = *p[7];
    const auto ux = bx - ax, uy = by - ay, vx = dx - cx, vy = dy - cy;
    const auto w = ux * vy - uy * vx;
    const auto t = (cx - ax) * vy - (cy - ay) * vx;
    if constexpr (Self) {
      return ip_make_h(t * ux, t * uy, 0, w);
    } else {
      return ip_make_h((ax - *e[0]) * w + t * ux, (ay - *e[1]) * w + t * uy, 0, w);
    }
  } else if constexpr (K == ip_lpi) {
    const auto P = ip_load3(p), A = ip_load3(p + 6);
    const auto r = sub3(ip_load3(p + 3), P);
    const auto n = ip_plane_normal(p + 6);
    const auto w = dot(r, n);
    const auto s = dot(sub3(A, P), n);
    if constexpr (Self) {
      return ip_make_h(s * r.x, s * r.y, s * r.z, w);
    } else {
      const auto pe = sub3(P, ip_load3(e));
      return ip_make_h(pe.x * w + s * r.x, pe.y * w + s * r.y, pe.z * w + s * r.z, w);
    }
  } else {
    static_assert(K == ip_tpi, "unknown point kind");
    const auto A1 = ip_load3(p), A2 = ip_load3(p + 9), A3 = ip_load3(p + 18);
    const auto n1 = ip_plane_normal(p), n2 = ip_plane_normal(p + 9), n3 = ip_plane_normal(p + 18);
    const auto c23 = cross(n2, n3), c31 = cross(n3, n1), c12 = cross(n1, n2);
    const auto w = dot(n1, c23);
    const auto E = ip_load3(e);
    const auto d2 = dot(n2, sub3(A2, E)), d3 = dot(n3, sub3(A3, E));
    if constexpr (Self) {
      return ip_make_h(d2 * c31.x + d3 * c12.x, d2 * c31.y + d3 * c12.y, d2 * c31.z + d3 * c12.z,
                       w);
    } else {
      const auto d1 = dot(n1, sub3(A1, E));
      return ip_make_h(d1 * c23.x + d2 * c31.x + d3 * c12.x, d1 * c23.y + d2 * c31.y + d3 * c12.y,
                       d1 * c23.z + d2 * c31.z + d3 * c12.z, w);
    }
  }
}

/// The W of ip_build alone (a formula must not compute intermediate values of a higher degree
/// than its own: the exact stage sizes its integers by that degree).
template <int K, class T>
inline constexpr auto ip_denominator(const T* const* p) {
  if constexpr (K == ip_ssi) {
    return (*p[2] - *p[0]) * (*p[7] - *p[5]) - (*p[3] - *p[1]) * (*p[6] - *p[4]);
  } else if constexpr (K == ip_lpi) {
    return dot(sub3(ip_load3(p + 3), ip_load3(p)), ip_plane_normal(p + 6));
  } else {
    static_assert(K == ip_tpi, "no denominator");
    const auto n1 = ip_plane_normal(p), n2 = ip_plane_normal(p + 9), n3 = ip_plane_normal(p + 18);
    return dot(n1, cross(n2, n3));
  }
}

/// The denominator W of a point of kind K (arity: the kind's), as its own formula.
template <int K>
struct ip_w_formula {
  static constexpr const char* name = ip_kind_name(K);
  static constexpr int arity = ip_kind_arity(K);
  static constexpr int dim = 0;
  template <class T, class... R>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& x0, const R&... x) {
    const T* in[] = {&x0, &x...};
    return ip_denominator<K>(in);
  }
};

/// det [a; b; c] of three rows given as (first, second, third) column entries.
template <class A1, class A2, class A3, class B1, class B2, class B3, class C1, class C2, class C3>
inline constexpr auto ip_det3(const A1& a1, const A2& a2, const A3& a3, const B1& b1, const B2& b2,
                              const B3& b3, const C1& c1, const C2& c2, const C3& c3) {
  return a1 * (b2 * c3 - b3 * c2) - a2 * (b1 * c3 - b3 * c1) + a3 * (b1 * c2 - b2 * c1);
}

/// Predicate P on NE explicit points, then NA points of the first implicit kind of P's
/// dimension (ssi, lpi), then NB tpi points (3D only).
template <int P, int NE, int NA, int NB>
struct ip_formula {
  static constexpr int dimension = ip_predicate_dim(P);
  static constexpr int explicit_kind = dimension == 2 ? ip_p2 : ip_p3;
  static constexpr int first_kind = dimension == 2 ? ip_ssi : ip_lpi;
  static constexpr int points = NE + NA + NB;
  static_assert(NA + NB >= 1, "at least one implicit point");
  static_assert(dimension == 3 || NB == 0, "tpi is a 3D point");
  static constexpr int kind(int i) {
    return i < NE ? explicit_kind : (i < NE + NA ? first_kind : ip_tpi);
  }
  static constexpr int offset(int i) {
    int o = 0;
    for (int j = 0; j < i; ++j) o += ip_kind_arity(kind(j));
    return o;
  }
  static constexpr const char* name = ip_predicate_name(P);
  static constexpr int arity = offset(points);
  static constexpr int dim = 0;  // points of several sizes: errors name them elsewhere

  template <int I, class T>
  static constexpr auto point(const T* const* in) {
    return ip_build < kind(I), NE == 0 && I == 0 > (in + offset(I), in);
  }

  template <class T, class... R>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& x0, const R&... x) {
    static_assert(1 + sizeof...(R) == arity, "wrong number of inputs");
    const T* in[] = {&x0, &x...};
    if constexpr (P == ip_orient2d || P == ip_orient_xy) {
      const auto b = point<1>(in);
      const auto c = point<2>(in);
      if constexpr (NE >= 1) {
        return b.x * c.y - b.y * c.x;
      } else {
        const auto a = point<0>(in);
        return ip_det3(a.x, a.y, a.w, b.x, b.y, b.w, c.x, c.y, c.w);
      }
    } else if constexpr (P == ip_orient3d) {
      const auto b = point<1>(in);
      const auto c = point<2>(in);
      const auto d = point<3>(in);
      if constexpr (NE >= 1) {
        return ip_det3(b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y, d.z);
      } else {
        // -det [X Y Z W] expanded along W (see the top of this file).
        const auto a = point<0>(in);
        return a.w * ip_det3(b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y, d.z) -
               b.w * ip_det3(a.x, a.y, a.z, c.x, c.y, c.z, d.x, d.y, d.z) +
               c.w * ip_det3(a.x, a.y, a.z, b.x, b.y, b.z, d.x, d.y, d.z) -
               d.w * ip_det3(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
      }
    } else if constexpr (P == ip_incircle) {
      const auto bp = point<1>(in);
      const auto cp = point<2>(in);
      const auto dp = point<3>(in);
      const auto b = row_incircle(bp);
      const auto c = row_incircle(cp);
      const auto d = row_incircle(dp);
      if constexpr (NE >= 1) {
        // incircle = det [x y l 1] = -det of the rows b, c, d (a at the origin).
        return -ip_det3(b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y, d.z);
      } else {
        // det [X W, Y W, X^2 + Y^2, W^2] expanded along the last column.
        const auto ap = point<0>(in);
        const auto a = row_incircle(ap);
        return bp.w * bp.w * ip_det3(a.x, a.y, a.z, c.x, c.y, c.z, d.x, d.y, d.z) -
               ap.w * ap.w * ip_det3(b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y, d.z) -
               cp.w * cp.w * ip_det3(a.x, a.y, a.z, b.x, b.y, b.z, d.x, d.y, d.z) +
               dp.w * dp.w * ip_det3(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
      }
    } else {
      static_assert(P == ip_compare_2 || P == ip_compare_3, "unknown predicate");
      static_assert(points == 2, "compare takes two points");
      const auto b = point<1>(in);
      if constexpr (NE >= 1) {
        return -b.x;
      } else {
        const auto a = point<0>(in);
        return a.x * b.w - b.x * a.w;
      }
    }
  }

 private:
  /// The incircle row of a point: (X W, Y W, X^2 + Y^2) (explicit: (x, y, x^2 + y^2)).
  template <class Pt>
  static constexpr auto row_incircle(const Pt& p) {
    if constexpr (Pt::has_w) {
      return make_vec3(p.x * p.w, p.y * p.w, p.x * p.x + p.y * p.y);
    } else {
      return make_vec3(p.x, p.y, p.x * p.x + p.y * p.y);
    }
  }
};

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_IMPLICIT_FORMULAS_HPP
