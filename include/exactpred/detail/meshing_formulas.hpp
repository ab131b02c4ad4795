// SPDX-License-Identifier: MIT
// exactpred/detail/meshing_formulas.hpp — the polynomials behind the meshing predicates
// (meshing.hpp): the coplanar in-circle test and the power (weighted) tests with their minors.
//
// Weights. A CGAL weight w is a squared radius: the power formulas are homogeneous only when w
// counts as a product of two coordinates. Every strategy of the library (the filter's error
// bound and input window, the rescaling before the double-double and expansion strategies, the
// integers of the exact strategy) treats all arguments of a formula alike, as degree-one
// inputs. So a weight enters a formula as two arguments wu, wv with w = wu * wv exactly:
// wu = 2^floor(e/2) and wv = w / wu for w's exponent e (split_weight below, built from the
// bits, exact for every finite w including subnormals).
// The formula multiplies them back; the product is then a degree-two node to the filter (its
// bound grows with the weight like with a squared coordinate), and rescaling every argument
// by 2^k multiplies coordinates by 2^k and weights by 2^2k, as homogeneity requires. The inline
// filters (meshing.hpp) pass wu = w, wv = 1 instead: their bound holds for any exact inputs
// inside their window, and only the window's range for w is narrower unsplit.
#ifndef EXACTPRED_DETAIL_MESHING_FORMULAS_HPP
#define EXACTPRED_DETAIL_MESHING_FORMULAS_HPP

#include <cstdint>
#include <cstring>

#include "exactpred/config.hpp"
#include "exactpred/detail/formulas.hpp"
#include "exactpred/detail/fp_bits.hpp"
#include "exactpred/detail/vector_algebra.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// A weight w as the exact product u * v of two doubles of about sqrt(|w|) (see above):
/// u = 2^h, h = floor(e / 2) for w = +-1.f * 2^e (subnormals normalised), v = +-1.f * 2^(e - h).
/// Both are normal numbers for every finite w (|h|, |e - h| <= 537). Zeros give (0, 0); a NaN
/// or infinite w gives (w, 1), which no filter certifies and the slow path reports.
struct weight_factors {
  double u, v;
};

EXACTPRED_ALWAYS_INLINE double double_from_bits(std::uint64_t b) {
  double r;
  std::memcpy(&r, &b, sizeof r);
  return r;
}

EXACTPRED_ALWAYS_INLINE weight_factors split_weight(double w) {
  const std::uint64_t b = bits_of(w);
  const std::uint64_t a = b & magnitude_mask;
  if (a == 0) return {0.0, 0.0};
  if ((a & exponent_mask) == exponent_mask) return {w, 1.0};
  constexpr std::uint64_t fraction_mask = (std::uint64_t{1} << 52) - 1;
  std::uint64_t m = a & fraction_mask;
  int e = static_cast<int>(a >> 52) - 1023;
  if ((a >> 52) == 0) {  // subnormal: normalise the significand
    int shift = 0;
    while ((m & (std::uint64_t{1} << 52)) == 0) {
      m <<= 1;
      ++shift;
    }
    e = -1022 - shift;
  }
  const int h = e >= 0 ? e / 2 : -((-e + 1) / 2);  // floor(e / 2)
  const double u = double_from_bits(static_cast<std::uint64_t>(h + 1023) << 52);
  const double v =
      double_from_bits((b & ~magnitude_mask) | (static_cast<std::uint64_t>(e - h + 1023) << 52) |
                       (m & fraction_mask));
  return {u, v};
}

/// coplanar_side_of_bounded_circle(p, q, r, t) for coplanar p, q, r, t with p, q, r not
/// collinear: CGAL's determinant
///     det | p-t  |p-t|^2 |
///         | r-t  |r-t|^2 |      v = (q - p) x (r - p),
///         | q-t  |q-t|^2 |
///         |  v   |v|^2   |
/// (side_of_bounded_sphere(p, q, r, t + v, t)). Expanded along the last column, the |v|^2 term
/// is |v|^2 det[p-t; r-t; q-t], zero for coplanar points; the rest, below, is homogeneous of
/// degree 6, and equal to CGAL's value whenever the precondition holds. Positive: t inside
/// the circle through p, q, r.
struct EXACTPRED_API coplanar_circle_formula {
  static constexpr const char* name = "coplanar_side_of_bounded_circle";
  static constexpr bool difference_form = true;  // inputs enter as differences, mostly x - t
  static constexpr int reference_point = 3;
  static constexpr int arity = 12;
  static constexpr int dim = 3;
  static constexpr bool zero_on_repeated_point = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& px, const T& py, const T& pz,
                                                     const T& qx, const T& qy, const T& qz,
                                                     const T& rx, const T& ry, const T& rz,
                                                     const T& tx, const T& ty, const T& tz) {
    const auto ptx = px - tx, pty = py - ty, ptz = pz - tz;
    const auto qtx = qx - tx, qty = qy - ty, qtz = qz - tz;
    const auto rtx = rx - tx, rty = ry - ty, rtz = rz - tz;
    const auto v = plane_normal(ref3(px, py, pz), ref3(qx, qy, qz), ref3(rx, ry, rz));
    const auto pt2 = ptx * ptx + pty * pty + ptz * ptz;
    const auto qt2 = qtx * qtx + qty * qty + qtz * qtz;
    const auto rt2 = rtx * rtx + rty * rty + rtz * rtz;
    // D(a, b, v) = det[a; b; v] = v . (a x b)
    const auto d_rq = v.x * (rty * qtz - rtz * qty) - v.y * (rtx * qtz - rtz * qtx) +
                      v.z * (rtx * qty - rty * qtx);
    const auto d_pq = v.x * (pty * qtz - ptz * qty) - v.y * (ptx * qtz - ptz * qtx) +
                      v.z * (ptx * qty - pty * qtx);
    const auto d_pr = v.x * (pty * rtz - ptz * rty) - v.y * (ptx * rtz - ptz * rtx) +
                      v.z * (ptx * rty - pty * rtx);
    return (rt2 * d_pq - pt2 * d_rq) - qt2 * d_pr;
  }
};

/// power_incircle(a, b, c, d) for weighted points (x, y, w), w = wu * wv:
///     det | a-d  |a-d|^2 - (wa - wd) |
///         | b-d  |b-d|^2 - (wb - wd) |   (3x3, rows are points)
///         | c-d  |c-d|^2 - (wc - wd) |
/// = CGAL's power_side_of_oriented_power_circle(a, b, c, d); with zero weights, incircle.
/// Arguments per point: x, y, wu, wv.
struct EXACTPRED_API power_incircle_formula {
  static constexpr const char* name = "power_incircle";
  static constexpr int arity = 16;
  static constexpr int dim = 4;
  static constexpr bool zero_on_repeated_point = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ax, const T& ay, const T& au,
                                                     const T& av, const T& bx, const T& by,
                                                     const T& bu, const T& bv, const T& cx,
                                                     const T& cy, const T& cu, const T& cv,
                                                     const T& dx, const T& dy, const T& du,
                                                     const T& dv) {
    const auto adx = ax - dx, ady = ay - dy;
    const auto bdx = bx - dx, bdy = by - dy;
    const auto cdx = cx - dx, cdy = cy - dy;
    const auto wd = du * dv;
    const auto alift = (adx * adx + ady * ady) - (au * av - wd);
    const auto blift = (bdx * bdx + bdy * bdy) - (bu * bv - wd);
    const auto clift = (cdx * cdx + cdy * cdy) - (cu * cv - wd);
    return alift * (bdx * cdy - cdx * bdy) + blift * (cdx * ady - adx * cdy) +
           clift * (adx * bdy - bdx * ady);
  }
};

/// power_insphere(a, b, c, d, e) for weighted points (x, y, z, w), w = wu * wv:
///     -det | a-e  |a-e|^2 - (wa - we) |
///          | ...                      |   (4x4, rows a, b, c, d)
/// = CGAL's power_side_of_oriented_power_sphere(a, b, c, d, e); with zero weights, insphere.
/// Arguments per point: x, y, z, wu, wv.
struct EXACTPRED_API power_insphere_formula {
  static constexpr const char* name = "power_insphere";
  static constexpr int arity = 25;
  static constexpr int dim = 5;
  static constexpr bool zero_on_repeated_point = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(
      const T& ax, const T& ay, const T& az, const T& au, const T& av, const T& bx, const T& by,
      const T& bz, const T& bu, const T& bv, const T& cx, const T& cy, const T& cz, const T& cu,
      const T& cv, const T& dx, const T& dy, const T& dz, const T& du, const T& dv, const T& ex,
      const T& ey, const T& ez, const T& eu, const T& ev) {
    const auto aex = ax - ex, aey = ay - ey, aez = az - ez;
    const auto bex = bx - ex, bey = by - ey, bez = bz - ez;
    const auto cex = cx - ex, cey = cy - ey, cez = cz - ez;
    const auto dex = dx - ex, dey = dy - ey, dez = dz - ez;
    const auto we = eu * ev;
    return lifted_det4(aex, aey, aez, bex, bey, bez, cex, cey, cez, dex, dey, dez,
                       (aex * aex + aey * aey + aez * aez) - (au * av - we),
                       (bex * bex + bey * bey + bez * bez) - (bu * bv - we),
                       (cex * cex + cey * cey + cez * cez) - (cu * cv - we),
                       (dex * dex + dey * dey + dez * dez) - (du * dv - we));
  }
};

// Minors of the perturbed power determinants (power_incircle_sos, power_insphere_sos) that
// keep the lifted column W = |p|^2 - w; the others are the unweighted ones (sos_formulas.hpp).

/// W_a - W_b for 2D weighted points (arguments per point: x, y, wu, wv).
struct EXACTPRED_API power_lift_difference_2_formula {
  static constexpr const char* name = "power_lift_difference_2";
  static constexpr int arity = 8;
  static constexpr int dim = 4;
  static constexpr bool zero_on_repeated_point = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ax, const T& ay, const T& au,
                                                     const T& av, const T& bx, const T& by,
                                                     const T& bu, const T& bv) {
    return ((ax * ax + ay * ay) - (bx * bx + by * by)) - (au * av - bu * bv);
  }
};

/// W_a - W_b for 3D weighted points (arguments per point: x, y, z, wu, wv).
struct EXACTPRED_API power_lift_difference_3_formula {
  static constexpr const char* name = "power_lift_difference_3";
  static constexpr int arity = 10;
  static constexpr int dim = 5;
  static constexpr bool zero_on_repeated_point = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ax, const T& ay, const T& az,
                                                     const T& au, const T& av, const T& bx,
                                                     const T& by, const T& bz, const T& bu,
                                                     const T& bv) {
    return ((ax * ax + ay * ay + az * az) - (bx * bx + by * by + bz * bz)) - (au * av - bu * bv);
  }
};

/// det |ua Wa 1; ub Wb 1; uc Wc 1| for 2D weighted points, u one of the axes and W = u^2 + v^2
/// - w (arguments per point: u, v, wu, wv).
struct EXACTPRED_API power_lifted_orient2d_2_formula {
  static constexpr const char* name = "power_lifted_orient2d_2";
  static constexpr int arity = 12;
  static constexpr int dim = 4;
  static constexpr bool zero_on_repeated_point = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ua, const T& va, const T& au,
                                                     const T& av, const T& ub, const T& vb,
                                                     const T& bu, const T& bv, const T& uc,
                                                     const T& vc, const T& cu, const T& cv) {
    const auto uac = ua - uc, ubc = ub - uc;
    const auto wc = (uc * uc + vc * vc) - cu * cv;
    const auto wac = ((ua * ua + va * va) - au * av) - wc;
    const auto wbc = ((ub * ub + vb * vb) - bu * bv) - wc;
    return uac * wbc - wac * ubc;
  }
};

/// The same for 3D weighted points, W = u^2 + v^2 + t^2 - w (arguments per point: u, v, t, wu,
/// wv).
struct EXACTPRED_API power_lifted_orient2d_3_formula {
  static constexpr const char* name = "power_lifted_orient2d_3";
  static constexpr int arity = 15;
  static constexpr int dim = 5;
  static constexpr bool zero_on_repeated_point = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& ua, const T& va, const T& ta,
                                                     const T& au, const T& av, const T& ub,
                                                     const T& vb, const T& tb, const T& bu,
                                                     const T& bv, const T& uc, const T& vc,
                                                     const T& tc, const T& cu, const T& cv) {
    const auto uac = ua - uc, ubc = ub - uc;
    const auto wc = (uc * uc + vc * vc + tc * tc) - cu * cv;
    const auto wac = ((ua * ua + va * va + ta * ta) - au * av) - wc;
    const auto wbc = ((ub * ub + vb * vb + tb * tb) - bu * bv) - wc;
    return uac * wbc - wac * ubc;
  }
};

/// det |ua va Wa 1; ...; ud vd Wd 1| for 3D weighted points (u, v two axes, t the third),
/// W = u^2 + v^2 + t^2 - w (arguments per point: u, v, t, wu, wv).
struct EXACTPRED_API power_lifted_orient3d_formula {
  static constexpr const char* name = "power_lifted_orient3d";
  static constexpr int arity = 20;
  static constexpr int dim = 5;
  static constexpr bool zero_on_repeated_point = true;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(
      const T& ua, const T& va, const T& ta, const T& au, const T& av, const T& ub, const T& vb,
      const T& tb, const T& bu, const T& bv, const T& uc, const T& vc, const T& tc, const T& cu,
      const T& cv, const T& ud, const T& vd, const T& td, const T& du, const T& dv) {
    const auto wd = (ud * ud + vd * vd + td * td) - du * dv;
    const auto uad = ua - ud, vad = va - vd;
    const auto wad = ((ua * ua + va * va + ta * ta) - au * av) - wd;
    const auto ubd = ub - ud, vbd = vb - vd;
    const auto wbd = ((ub * ub + vb * vb + tb * tb) - bu * bv) - wd;
    const auto ucd = uc - ud, vcd = vc - vd;
    const auto wcd = ((uc * uc + vc * vc + tc * tc) - cu * cv) - wd;
    return uad * (vbd * wcd - wbd * vcd) - vad * (ubd * wcd - wbd * ucd) +
           wad * (ubd * vcd - vbd * ucd);
  }
};

/// compare_power_distance_2(p, q, r) for a point p and weighted points q, r (w = wu * wv):
///     (|p - q|^2 - w_q) - (|p - r|^2 - w_r),
/// the power distance of p to q less its power distance to r (CGAL's compare_power_distance_2:
/// negative when p is closer to q in power). Arguments per point: x, y, wu, wv, p's weight
/// factors unused (p enters as a weighted point of weight zero, as the power tests' stages take
/// their points).
struct EXACTPRED_API compare_power_distance_2_formula {
  static constexpr const char* name = "compare_power_distance_2";
  static constexpr int arity = 12;
  static constexpr int dim = 4;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& px, const T& py, const T&, const T&,
                                                     const T& qx, const T& qy, const T& qu,
                                                     const T& qv, const T& rx, const T& ry,
                                                     const T& ru, const T& rv) {
    const auto qpx = px - qx, qpy = py - qy, rpx = px - rx, rpy = py - ry;
    return ((qpx * qpx + qpy * qpy) - (rpx * rpx + rpy * rpy)) - (qu * qv - ru * rv);
  }
};

/// compare_power_distance_3(p, q, r): the same in space (arguments per point: x, y, z, wu, wv).
struct EXACTPRED_API compare_power_distance_3_formula {
  static constexpr const char* name = "compare_power_distance_3";
  static constexpr int arity = 15;
  static constexpr int dim = 5;
  template <class T>
  EXACTPRED_ALWAYS_INLINE static constexpr auto eval(const T& px, const T& py, const T& pz,
                                                     const T&, const T&, const T& qx, const T& qy,
                                                     const T& qz, const T& qu, const T& qv,
                                                     const T& rx, const T& ry, const T& rz,
                                                     const T& ru, const T& rv) {
    const auto qp = sub3(px, py, pz, qx, qy, qz), rp = sub3(px, py, pz, rx, ry, rz);
    return (norm2(qp) - norm2(rp)) - (qu * qv - ru * rv);
  }
};

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_MESHING_FORMULAS_HPP
