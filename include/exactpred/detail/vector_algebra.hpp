// SPDX-License-Identifier: MIT
// exactpred/detail/vector_algebra.hpp — three-vectors of any number type, for the formulas.
//
// A formula is one template over its number type (formulas.hpp): plain doubles, the filter's
// values with their error bounds, double words, expansions, wide integers. Its vectors are
// vec3 of whatever types its components have (each component of a filter value carries its own
// bound type), and the operations below write each result as the one expression a hand
// expansion would: cross(u, v).x is u.y * v.z - u.z * v.y, dot(u, v) is
// u.x * v.x + u.y * v.y + u.z * v.z, left to right. A formula written with them has the same
// expression tree, hence the same derived error bound and the same code, as the expansion.
//
// Always inlined: the formulas are also compiled with FMA (constructions_fma.cpp,
// stages_fma.cpp), and an out-of-line copy instantiated there on plain doubles could otherwise be
// the one the linker keeps for the baseline code too.
#ifndef EXACTPRED_DETAIL_VECTOR_ALGEBRA_HPP
#define EXACTPRED_DETAIL_VECTOR_ALGEBRA_HPP

#include <cstddef>
#include <utility>

#include "exactpred/config.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

template <class X, class Y, class Z>
struct vec3 {
  X x;
  Y y;
  Z z;
};

template <class X, class Y, class Z>
EXACTPRED_ALWAYS_INLINE constexpr vec3<X, Y, Z> make_vec3(X x, Y y, Z z) {
  return {x, y, z};
}

/// The point (x, y, z) given as three coordinates, without copying them.
template <class T>
EXACTPRED_ALWAYS_INLINE constexpr vec3<const T&, const T&, const T&> ref3(const T& x, const T& y,
                                                                          const T& z) {
  return {x, y, z};
}

/// u - v.
template <class U, class V>
EXACTPRED_ALWAYS_INLINE constexpr auto sub3(const U& u, const V& v) {
  return make_vec3(u.x - v.x, u.y - v.y, u.z - v.z);
}

/// p - q for points given as three coordinates each (no copy of the coordinates).
template <class T>
EXACTPRED_ALWAYS_INLINE constexpr auto sub3(const T& px, const T& py, const T& pz, const T& qx,
                                            const T& qy, const T& qz) {
  return make_vec3(px - qx, py - qy, pz - qz);
}

/// u x v.
template <class U, class V>
EXACTPRED_ALWAYS_INLINE constexpr auto cross(const U& u, const V& v) {
  return make_vec3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x);
}

/// u . v.
template <class U, class V>
EXACTPRED_ALWAYS_INLINE constexpr auto dot(const U& u, const V& v) {
  return u.x * v.x + u.y * v.y + u.z * v.z;
}

/// |u|^2 = u . u.
template <class U>
EXACTPRED_ALWAYS_INLINE constexpr auto norm2(const U& u) {
  return dot(u, u);
}

/// A flat's normal and a point's offset along it, as the distance formulas use them: the squared
/// distance is offset^2 / |normal|^2.
template <class N, class H>
struct normal_and_offset {
  N normal;
  H offset;
};

/// The plane abc's normal (b - a) x (c - a).
template <class A, class B, class C>
EXACTPRED_ALWAYS_INLINE constexpr auto plane_normal(const A& a, const B& b, const C& c) {
  return cross(sub3(b, a), sub3(c, a));
}

/// The plane abc's normal n = (b - a) x (c - a) and y's offset h = n . (y - a): y lies at the
/// distance |h| / |n| from the plane.
template <class Y, class A, class B, class C>
EXACTPRED_ALWAYS_INLINE constexpr auto plane_normal_offset(const Y& y, const A& a, const B& b,
                                                           const C& c) {
  auto n = plane_normal(a, b, c);
  auto h = dot(n, sub3(y, a));
  return normal_and_offset<decltype(n), decltype(h)>{std::move(n), std::move(h)};
}

/// The lines p1p2 and q1q2's common normal N = (p2 - p1) x (q2 - q1) and det = N . (q1 - p1):
/// non-parallel, they lie at the distance |det| / |N| from each other.
template <class P1, class P2, class Q1, class Q2>
EXACTPRED_ALWAYS_INLINE constexpr auto lines_normal_offset(const P1& p1, const P2& p2, const Q1& q1,
                                                           const Q2& q2) {
  auto n = cross(sub3(p2, p1), sub3(q2, q1));
  auto det = dot(n, sub3(q1, p1));
  return normal_and_offset<decltype(n), decltype(det)>{std::move(n), std::move(det)};
}

/// The evaluation of a formula D on points of three coordinates: D derives from on_points3<D>
/// and writes on_points(p, q, ...) over its points as vectors (ref3 of their coordinates: no
/// copy), always inlined, and is evaluated, as every formula is, by eval on its D::arity
/// coordinates (x, y and z of each point in turn): eval has on_points' expression tree, and is
/// inlined or not where a formula's own eval would be.
template <class D>
struct on_points3 {
  template <class T, class... R>
  static constexpr auto eval(const T& x0, const R&... x) {
    static_assert(sizeof...(R) + 1 == D::arity && D::arity % 3 == 0,
                  "three coordinates for each point");
    const T* const c[] = {&x0, &x...};
    return on_points_of(c, std::make_index_sequence<D::arity / 3>{});
  }

 private:
  template <class T, std::size_t... I>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points_of(const T* const* c,
                                                             std::index_sequence<I...>) {
    return D::on_points(ref3(*c[3 * I], *c[3 * I + 1], *c[3 * I + 2])...);
  }
};

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_VECTOR_ALGEBRA_HPP
