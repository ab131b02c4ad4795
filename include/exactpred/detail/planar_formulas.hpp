// SPDX-License-Identifier: MIT
// exactpred/detail/planar_formulas.hpp — the polynomials of the planar predicates beyond
// orient2d (formulas.hpp explains the formula structs): distances and angles. The other planar
// predicates are logic over orient2d and exact comparisons of coordinates.
#ifndef EXACTPRED_DETAIL_PLANAR_FORMULAS_HPP
#define EXACTPRED_DETAIL_PLANAR_FORMULAS_HPP

#include "exactpred/config.hpp"
#include "exactpred/detail/formulas.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// compare_distance_2d(p, q, r) = |p - q|^2 - |p - r|^2
///   = (px - qx)^2 + (py - qy)^2 - (px - rx)^2 - (py - ry)^2.
/// Negative when q is closer to p than r is.
struct EXACTPRED_API compare_distance_2d_formula {
  static constexpr const char* name = "compare_distance_2d";
  static constexpr bool difference_form = true;  // inputs enter as p - q, p - r
  static constexpr int reference_point = 0;
  static constexpr int arity = 6;
  static constexpr int dim = 2;
  static constexpr unsigned vanishing_pairs = point_pair_bit(1, 2);  // q = r
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& qx, const T& qy, const T& rx,
                             const T& ry) {
    const auto qdx = px - qx, qdy = py - qy;
    const auto rdx = px - rx, rdy = py - ry;
    return (qdx * qdx + qdy * qdy) - (rdx * rdx + rdy * rdy);
  }
};

/// (p - a) . (b - a): positive when the angle at a between p and b is acute, zero when it is
/// right or a is p or b, negative when obtuse (degree 2; angle_3d_formula in the plane).
struct EXACTPRED_API angle_2d_formula {
  static constexpr const char* name = "angle_2d";
  static constexpr bool difference_form = true;  // inputs enter as p - a, b - a
  static constexpr int reference_point = 1;
  static constexpr int arity = 6;
  static constexpr int dim = 2;
  static constexpr unsigned vanishing_pairs = point_pair_bit(0, 1) | point_pair_bit(1, 2);
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& ax, const T& ay, const T& bx,
                             const T& by) {
    return (px - ax) * (bx - ax) + (py - ay) * (by - ay);
  }
};

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_PLANAR_FORMULAS_HPP
