// SPDX-License-Identifier: MIT
// exactpred/detail/sos_formulas.hpp — the minors that symbolic perturbation (sos.hpp) needs
// beyond the core formulas.
//
// The perturbed predicates are signs of determinants of matrices whose rows are points, with
// columns (x, y[, z], w, 1) where w is the lifted coordinate |p|^2 (in-circle, in-sphere) and
// 1 a column of ones. When the determinant vanishes, the perturbation falls back on minors:
// the same kind of determinant over fewer rows and columns. Minors that use only plain
// coordinates are the core formulas (orient2d on two chosen axes, orient3d); the ones below
// are the minors that keep the lifted column. Each is a homogeneous polynomial, so every
// stage of the library (filter, expansions, exact integers) evaluates it exactly.
//
// A determinant with the lifted column and a column of ones is unchanged when the points move
// along an axis whose column it keeps: |p - s e|^2 = |p|^2 - 2 s (p . e) + s^2 differs from
// |p|^2 by a combination of that axis' column and the ones. So the minors are written
// translated to their last point along those axes, with only a difference of squares,
// (t_a - t_d)(t_a + t_d), on each axis that enters the lift alone: difference form with a raw
// reference point (filter.hpp), whose inline filter is the ranged one.
#ifndef EXACTPRED_DETAIL_SOS_FORMULAS_HPP
#define EXACTPRED_DETAIL_SOS_FORMULAS_HPP

#include "exactpred/config.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// det |ua  wa  1|
///     |ub  wb  1|   with w = u^2 + v^2 (a 2D point p = (u, v) lifted), i.e. orient2d of the
///     |uc  wc  1|   points (u, w); arguments per point: u, v.
struct EXACTPRED_API lifted_orient2d_2_formula {
  static constexpr const char* name = "lifted_orient2d_2";
  static constexpr int arity = 6;
  static constexpr int dim = 2;
  static constexpr bool difference_form = true;  // translated along u; v raw (raw_reference)
  static constexpr int reference_point = 2;
  static constexpr bool raw_reference = true;
  static constexpr bool zero_on_repeated_point = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ua, const T& va, const T& ub,
                                                     const T& vb, const T& uc, const T& vc) {
    const auto uac = ua - uc, ubc = ub - uc;
    const auto wac = uac * uac + (va - vc) * (va + vc);
    const auto wbc = ubc * ubc + (vb - vc) * (vb + vc);
    return uac * wbc - wac * ubc;
  }
};

/// As lifted_orient2d_2 for a 3D point p = (u, v, t): w = u^2 + v^2 + t^2.
struct EXACTPRED_API lifted_orient2d_3_formula {
  static constexpr const char* name = "lifted_orient2d_3";
  static constexpr int arity = 9;
  static constexpr int dim = 3;
  static constexpr bool difference_form = true;  // translated along u; v, t raw (raw_reference)
  static constexpr int reference_point = 2;
  static constexpr bool raw_reference = true;
  static constexpr bool zero_on_repeated_point = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ua, const T& va, const T& ta,
                                                     const T& ub, const T& vb, const T& tb,
                                                     const T& uc, const T& vc, const T& tc) {
    const auto uac = ua - uc, ubc = ub - uc;
    const auto wac = uac * uac + ((va - vc) * (va + vc) + (ta - tc) * (ta + tc));
    const auto wbc = ubc * ubc + ((vb - vc) * (vb + vc) + (tb - tc) * (tb + tc));
    return uac * wbc - wac * ubc;
  }
};

/// det |ua va wa 1|
///     |ub vb wb 1|   with w = u^2 + v^2 + t^2 (a 3D point p = (u, v, t) lifted);
///     |uc vc wc 1|   arguments per point: u, v, t.
///     |ud vd wd 1|
struct EXACTPRED_API lifted_orient3d_formula {
  static constexpr const char* name = "lifted_orient3d";
  static constexpr int arity = 12;
  static constexpr int dim = 3;
  static constexpr bool difference_form = true;  // translated along u, v; t raw (raw_reference)
  static constexpr int reference_point = 3;
  static constexpr bool raw_reference = true;
  static constexpr bool zero_on_repeated_point = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ua, const T& va, const T& ta,
                                                     const T& ub, const T& vb, const T& tb,
                                                     const T& uc, const T& vc, const T& tc,
                                                     const T& ud, const T& vd, const T& td) {
    const auto uad = ua - ud, vad = va - vd;
    const auto wad = (uad * uad + vad * vad) + (ta - td) * (ta + td);
    const auto ubd = ub - ud, vbd = vb - vd;
    const auto wbd = (ubd * ubd + vbd * vbd) + (tb - td) * (tb + td);
    const auto ucd = uc - ud, vcd = vc - vd;
    const auto wcd = (ucd * ucd + vcd * vcd) + (tc - td) * (tc + td);
    return uad * (vbd * wcd - wbd * vcd) - vad * (ubd * wcd - wbd * ucd) +
           wad * (ubd * vcd - vbd * ucd);
  }
};

/// |a|^2 - |b|^2 for 2D points (arguments ax, ay, bx, by).
struct EXACTPRED_API lift_difference_2_formula {
  static constexpr const char* name = "lift_difference_2";
  static constexpr int arity = 4;
  static constexpr int dim = 2;
  static constexpr bool zero_on_repeated_point = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ax, const T& ay, const T& bx,
                                                     const T& by) {
    return (ax * ax + ay * ay) - (bx * bx + by * by);
  }
};

/// |a|^2 - |b|^2 for 3D points.
struct EXACTPRED_API lift_difference_3_formula {
  static constexpr const char* name = "lift_difference_3";
  static constexpr int arity = 6;
  static constexpr int dim = 3;
  static constexpr bool zero_on_repeated_point = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ax, const T& ay, const T& az,
                                                     const T& bx, const T& by, const T& bz) {
    return (ax * ax + ay * ay + az * az) - (bx * bx + by * by + bz * bz);
  }
};

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_SOS_FORMULAS_HPP
