// SPDX-License-Identifier: MIT
// src/constructions_fma.cpp — the constructions with -mfma, called only when the CPU has FMA
// (constructions.cpp; the arithmetic lives in its own namespace, isa_namespace.hpp):
//  * the fast path of circumcenter_2d and ssi (below): both coordinates at once, two lanes, in
//    compensated arithmetic (compensated_lanes.hpp), with no environment of its own;
//  * the fast stage of every construction (construction_stages.hpp): two_product is one
//    multiplication and one fused multiply-add, and each double-word product 8 operations
//    instead of 24.
#define EXACTPRED_ISA_NAMESPACE fma_isa
#include <immintrin.h>

#include <utility>

#include "compensated_lanes.hpp"
#include "construction_paths.hpp"
#include "construction_stages.hpp"
#include "exactpred/detail/construction_formulas.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

// Only the double-word evaluation is compiled here: its number types live in this object's
// namespace (isa_namespace.hpp), whereas the evaluation on plain doubles (exact_leaves) would
// instantiate templates on double (std::make_tuple, ...) under the same names as the baseline
// objects, and an out-of-line copy compiled with FMA could then serve them too.
template <class C>
void fast_construction_fma(const double* y, int k, fast_coordinate* out) {
  fast_construction<C, false>(y, k, out, std::make_index_sequence<C::arity>{},
                              std::make_index_sequence<C::coords>{});
}

#define EXACTPRED_INSTANTIATE(C) \
  template void fast_construction_fma<C>(const double*, int, fast_coordinate*);
EXACTPRED_INSTANTIATE(ssi_construction)
EXACTPRED_INSTANTIATE(lpi_construction)
EXACTPRED_INSTANTIATE(tpi_construction)
EXACTPRED_INSTANTIATE(circumcenter_2d_construction)
EXACTPRED_INSTANTIATE(circumcenter_triangle_3d_construction)
EXACTPRED_INSTANTIATE(circumcenter_3d_construction)
#undef EXACTPRED_INSTANTIATE

// ---- The fast path of the constructions ---------------------------------------------------------
//
// Coordinate j of each point is a_j + N_j / D (construction_formulas.hpp), two coordinates side by
// side in two lanes (a 3D point's z in a second pair). Inside the window every input is zero or
// 2^-W <= |x| < 2^W (W = 200 in 2D, 120 for lpi and circumcenter_3d, 100 for
// circumcenter_triangle_3d), the caller rounds to nearest (value_fast_path_applies: the bits and
// two additions, no read of the control register), and:
//  1. N (lanes) and D in compensated arithmetic: exact differences, products with their exact
//     errors (fused multiply-adds), first-order tails: N = Ns + Nt within eN, D = Ds + Dt within
//     eD (each kernel below derives its bounds).
//  2. inv = fl(1 / Ds), q0 = fl(Ns inv), r = fl(Ns - q0 Ds) (one fused multiply-add), r2 = fl(r +
//     Nt), R = fl(r2 - q0 Dt) and q1 = fl(R inv). R approximates R* = Ns + Nt - q0 (Ds + Dt)
//     within u (|r| + |r2| + |R|), so N - q0 D is within eR = eN + |q0| eD + u (|r| + |r2| + |R|)
//     of R. With dmin = |Ds| - |Dt| - eD >= |Ds| / 2 (guarded) and 1 / |Ds| <= |inv| (1 + 1.01u),
//     |N / D - q0 - q1| <= eR / dmin + |R| (|Dt| + eD) / (dmin |Ds|) + 2.001 u |R / Ds|
//     <= 2 |inv| (1 + 1.01u) (eR + |R| ((|Dt| + eD) |inv| (1 + 1.01u) + 1.0005u)). The code takes
//     eq = |inv| (2 + 2^-43) (eR + |R| (ratio + 2u)), ratio = (|Dt| + eD) |inv| (1 + 2^-50): the
//     factors' slack covers the roundings of the bound's own dozen operations.
//  3. a + q0 = s + se exactly (two-sum) and tail = fl(se + q1): the coordinate X is within eq + u
//     |tail| of s + tail, and err = fl(fl(eq + 2u |tail|) + 2^-700) covers it with u |tail| <=
//     err (1 - 2u) / 2, as rounded_if_certain needs (double_double.hpp). X rounds to r when s +
//     (tail +- 2 err) both round to r; the point is proven not exact when some lane has s + tail =
//     h + l (two-sum) with |l| > err (h is then r, which s + tail rounds to as well).
// A lane whose Ns, Nt and eN are all zero (a line parallel to an axis) is a_j itself, exact.
// No value here is subnormal, underflows or overflows, so neither flush-to-zero nor
// denormals-are-zero changes anything and no flag but inexact is raised. The inputs are
// multiples of g = 2^-(W + 52); D's values and tails multiples of 2^-dD (2D: g^2 = 2^-504; lpi,
// circumcenter_3d: g^3 = 2^-516; circumcenter_triangle_3d: g^4 = 2^-608), N's of 2^-dN (g^3 =
// 2^-756, g^4 = 2^-688, g^5 = 2^-760), all below 2^610. The guards, each tested before the
// operation it protects: 2^-300 <= |Ds| (so |inv| <= 2^300; |Ds| is below 2^410) and |Dt| + eD <=
// |Ds| / 2; per lane |Ds| 2^-Q <= |Ns| <= |Ds| 2^400 (Q = 459, 447 and 354 in that order), so
// 2^-(Q + 1) <= |q0| <= 2^401 and ulp(q0) 2^-dD >= 2^-1016, which keeps r, r2 and R
// multiples of 2^-1016; and R = 0 or |R| >= |Ds| 2^-600 (so q1 = 0 or |q1| >= 2^-601). Then s,
// se and tail are multiples of 2^-653, margin is at least 2^-699, and every value
// rounded_if_certain forms is a multiple of 2^-751. The bound's products stay above 2^-1010: eN
// >= 2^-100 2^-dN or zero, |q0| eD >= 2^-863, u (|r| + |r2| + |R|) >= u |Ds| 2^-600 >= 2^-953
// (the sum raised to |Ds| 2^-600 first: a larger bound), ratio >= eD |inv| >= 2^-1009, |R|
// (ratio + 2u) >= 2^-952 or zero, and eq >= 2u |Ds| 2^-600 |inv| >= 2^-653; the largest, |q0| eD
// |inv|, is below 2^1013 (eD below 2^311, for
// circumcenter_triangle_3d, whose D is below 2^409). An exact lane
// computes on Ns = Ds, Nt = 0 and R = 0 instead (q0 = 1, q1 = 0), so its guards hold.

EXACTPRED_ISA_BEGIN
namespace {

constexpr int fast_window_lo = -200, fast_window_hi = 200;

/// A two-lane compensated value: s + tail within err of the exact one, lane by lane.
struct compensated2 {
  __m128d s, tail, err;
};

EXACTPRED_ALWAYS_INLINE __m128d abs2(__m128d v) { return _mm_andnot_pd(_mm_set1_pd(-0.0), v); }
EXACTPRED_ALWAYS_INLINE __m128d swap2(__m128d v) { return _mm_shuffle_pd(v, v, 1); }

/// The product of compensated lanes B = bs + bt and W = w + w_lo (an exact difference's low
/// part, or a compensated value's tail): pv = fl(bs w) with its exact error pe, pt = fl(bs w_lo +
/// fl(bt w + pe)); times() for one value.
struct product2 {
  __m128d v, t;
};
EXACTPRED_ALWAYS_INLINE product2 scaled2(__m128d bs, __m128d bt, __m128d w, __m128d w_lo) {
  product2 p;
  p.v = _mm_mul_pd(bs, w);
  p.t = _mm_fmadd_pd(bs, w_lo, _mm_fmadd_pd(bt, w, _mm_fmsub_pd(bs, w, p.v)));
  return p;
}

/// 2^-k, at compile time.
constexpr double inverse_power_of_two(int k) {
  double r = 1;
  for (int i = 0; i < k; ++i) r /= 2;
  return r;
}

/// The denominator D = ds + dt within ed, for the quotients (step 2 above); ok when its guards
/// hold: 2^-300 <= |ds| and |dt| + ed <= |ds| / 2.
struct quotient_denominator {
  bool ok;
  double ds, dt, ed, inv, ratio;
};
EXACTPRED_ALWAYS_INLINE quotient_denominator denominator_of(double ds, double dt, double ed) {
  quotient_denominator d{false, ds, dt, ed, 0.0, 0.0};
  const double ad = std::fabs(ds);
  if (!(ad >= 0x1p-300 && (std::fabs(dt) + ed) * (2 + 0x1p-40) <= ad)) return d;
  d.ok = true;
  d.inv = 1 / ds;
  d.ratio = (std::fabs(dt) + ed) * std::fabs(d.inv) * (1 + 0x1p-50);
  return d;
}

/// What certified_quotient2 found in two lanes: both guards held (ok), and as lane masks which
/// coordinates are certified and which are proven not to be exact.
struct quotient2 {
  bool ok;
  __m128d value, certified, inexact;
};

/// base_j + N_j / D in both lanes (steps 2 and 3 above), for N within n.err. QFloor is the q0
/// guard's exponent Q: |Ns| >= |Ds| 2^-Q, so that ulp(q0) times the grid of D's values is at
/// least 2^-1016 (2D: 2^-512 2^-504; lpi: 2^-500 2^-516); QCap its other end, |Ns| <= |Ds|
/// 2^QCap (400; tpi, whose eD reaches 2^396: 200).
template <int QFloor, int QCap = 400>
EXACTPRED_ALWAYS_INLINE quotient2 certified_quotient2(__m128d base, const compensated2& n,
                                                      const quotient_denominator& d) {
  quotient2 out{false, base, base, base};
  const __m128d zero = _mm_setzero_pd();
  // A lane whose numerator is exactly zero (its value, tail and bound: an axis-parallel line) is
  // the base itself (+0 for a zero base); it computes on Ns = Ds instead, where nothing can
  // underflow, and is certified and exact.
  const __m128d exact_lane = _mm_and_pd(
      _mm_and_pd(_mm_cmpeq_pd(n.s, zero), _mm_cmpeq_pd(n.tail, zero)), _mm_cmpeq_pd(n.err, zero));
  const __m128d vinv = _mm_set1_pd(d.inv), vad = _mm_set1_pd(std::fabs(d.ds));
  const __m128d ns = _mm_blendv_pd(n.s, _mm_set1_pd(d.ds), exact_lane);
  const __m128d an = abs2(ns);
  const __m128d q_ok =
      _mm_and_pd(_mm_cmpge_pd(an, _mm_mul_pd(vad, _mm_set1_pd(inverse_power_of_two(QFloor)))),
                 _mm_cmple_pd(an, _mm_mul_pd(vad, _mm_set1_pd(1 / inverse_power_of_two(QCap)))));
  if (_mm_movemask_pd(q_ok) != 3) return out;
  const __m128d q0 = _mm_mul_pd(ns, vinv);
  const __m128d r = _mm_fnmadd_pd(q0, _mm_set1_pd(d.ds), ns);
  const __m128d r2 = _mm_add_pd(r, _mm_andnot_pd(exact_lane, n.tail));
  const __m128d big_r = _mm_andnot_pd(exact_lane, _mm_fnmadd_pd(q0, _mm_set1_pd(d.dt), r2));
  const __m128d abs_r = abs2(big_r);
  // R = 0 (a quotient whose heads divide exactly, as simple coefficients give) or |R| at least
  // |Ds| 2^-600, so that q1 is zero or normal.
  const __m128d r_floor = _mm_mul_pd(vad, _mm_set1_pd(0x1p-600));
  const __m128d r_ok = _mm_or_pd(_mm_cmpge_pd(abs_r, r_floor), _mm_cmpeq_pd(big_r, zero));
  if (_mm_movemask_pd(r_ok) != 3) return out;
  const __m128d q1 = _mm_mul_pd(big_r, vinv);
  // s + se = base + q0 exactly (two-sum), tail = fl(se + q1).
  __m128d se;
  const __m128d s = exact_sum(base, q0, se);
  const __m128d tail = _mm_add_pd(se, q1);
  // The bound (step 2): eR, then eq, then err.
  // (u (|r| + |r2| + |R|) on that sum raised to |Ds| 2^-600 at least, a larger bound that keeps
  // it and eq clear of underflow.)
  const __m128d rounding = _mm_max_pd(_mm_add_pd(_mm_add_pd(abs2(r), abs2(r2)), abs_r), r_floor);
  const __m128d e_r = _mm_add_pd(_mm_fmadd_pd(abs2(q0), _mm_set1_pd(d.ed), n.err),
                                 _mm_mul_pd(_mm_set1_pd(0x1p-53), rounding));
  const __m128d bracket = _mm_add_pd(e_r, _mm_mul_pd(abs_r, _mm_set1_pd(d.ratio + 0x1p-52)));
  const __m128d eq = _mm_mul_pd(bracket, _mm_set1_pd(std::fabs(d.inv) * (2 + 0x1p-43)));
  const __m128d err =
      _mm_add_pd(_mm_fmadd_pd(abs2(tail), _mm_set1_pd(0x1p-52), eq), _mm_set1_pd(0x1p-700));
  const __m128d margin = _mm_add_pd(err, err);
  const __m128d up = _mm_add_pd(s, _mm_add_pd(tail, margin));
  const __m128d down = _mm_add_pd(s, _mm_sub_pd(tail, margin));
  out.ok = true;
  out.value = _mm_blendv_pd(up, _mm_add_pd(base, zero), exact_lane);
  out.certified =
      _mm_or_pd(_mm_and_pd(_mm_cmpeq_pd(up, down), _mm_cmpge_pd(abs2(up), _mm_set1_pd(0x1p-1022))),
                exact_lane);
  // s + tail = h + l exactly (two-sum). In a certified lane h = up (s + tail lies between the two
  // sums that rounded to up), so X is within err of up + l: not up when |l| > err.
  __m128d l;
  exact_sum(s, tail, l);
  out.inexact = _mm_andnot_pd(exact_lane, _mm_cmpgt_pd(abs2(l), err));
  return out;
}

/// A 3D point from certified_quotient2 on (x, y) and on (z, z): decided when every coordinate is
/// certified and one is proven not exact.
EXACTPRED_ALWAYS_INLINE bool decided3(const quotient2& xy, const quotient2& z, __m128d& out_xy,
                                      double& out_z) {
  if (!xy.ok || !z.ok || _mm_movemask_pd(_mm_and_pd(xy.certified, z.certified)) != 3 ||
      _mm_movemask_pd(_mm_or_pd(xy.inexact, z.inexact)) == 0) {
    return false;
  }
  out_xy = xy.value;
  out_z = low_lane(z.value);
  return true;
}

/// A 2D point from certified_quotient2: decided when both lanes are certified and one is proven
/// not exact.
EXACTPRED_ALWAYS_INLINE bool decided2(const quotient2& q, __m128d& out) {
  if (!q.ok || _mm_movemask_pd(q.certified) != 3 || _mm_movemask_pd(q.inexact) == 0) return false;
  out = q.value;
  return true;
}

/// circumcenter_2d on a, b, c (construction_formulas.hpp): with b' = b - a = B + B_lo and c' = c -
/// a = C + C_lo exactly, D = 2 (b' x c') and N = |b'|^2 (c'_y, -c'_x) + |c'|^2 (-b'_y, b'_x).
/// D: cross_lanes, error <= 14.01 u^2 n (n its magnitude), doubled: eD = 2^-101 n. N: the lifts
/// (lift_lanes: error <= 12.02 u^2 S, |tail| <= 4.02 u S, S their value) times the swapped
/// differences W = w + w_lo (scaled2), each product P within 27.09 u^2 S |w| (5.021 and 6.022
/// for the two roundings of pt, 4.02 for the dropped bt w_lo, 12.021 for the lift's error times
/// |W|) with |pt| <= 6.023 u S |w|; their values summed exactly (two-sum, |e| <= u M, M = S_b
/// |w_1| + S_c |w_2|), tail = fl(e + fl(pt_1 + pt_2)) rounds twice, 6.023 and 7.025 u^2 M: in all
/// 40.14 u^2 M, which eN = 2^-100 M' covers (M' the computed M, at least M (1 - 2u)).
EXACTPRED_ALWAYS_INLINE bool circumcenter_2d_lanes(__m128d a, __m128d b, __m128d c, __m128d& out) {
  __m128d b_lo, c_lo;
  const __m128d bd = exact_difference(b, a, b_lo), cd = exact_difference(c, a, c_lo);
  const compensated d = cross_lanes(bd, b_lo, cd, c_lo);
  // Both lifts at once, |b'|^2 in lane 0 and |c'|^2 in lane 1, as lift_lanes computes each.
  const __m128d x = _mm_unpacklo_pd(bd, cd), x_lo = _mm_unpacklo_pd(b_lo, c_lo);
  const __m128d y = _mm_unpackhi_pd(bd, cd), y_lo = _mm_unpackhi_pd(b_lo, c_lo);
  const __m128d sx = _mm_mul_pd(x, x), sy = _mm_mul_pd(y, y);
  __m128d lift_e;
  const __m128d lift = exact_sum(sx, sy, lift_e);
  const __m128d cross = _mm_fmadd_pd(_mm_add_pd(x, x), x_lo, _mm_mul_pd(_mm_add_pd(y, y), y_lo));
  const __m128d lift_t = _mm_add_pd(
      _mm_add_pd(lift_e, _mm_add_pd(_mm_fmsub_pd(x, x, sx), _mm_fmsub_pd(y, y, sy))), cross);
  // (c'_y, -c'_x) and (-b'_y, b'_x), with their low parts: negating a lane is exact.
  const __m128d neg_hi = _mm_set_pd(-0.0, 0.0), neg_lo = _mm_set_pd(0.0, -0.0);
  const __m128d w1 = _mm_xor_pd(swap2(cd), neg_hi), w1_lo = _mm_xor_pd(swap2(c_lo), neg_hi);
  const __m128d w2 = _mm_xor_pd(swap2(bd), neg_lo), w2_lo = _mm_xor_pd(swap2(b_lo), neg_lo);
  const __m128d lb = _mm_unpacklo_pd(lift, lift), lc = _mm_unpackhi_pd(lift, lift);
  const product2 p1 = scaled2(lb, _mm_unpacklo_pd(lift_t, lift_t), w1, w1_lo),
                 p2 = scaled2(lc, _mm_unpackhi_pd(lift_t, lift_t), w2, w2_lo);
  compensated2 n;
  __m128d e;
  n.s = exact_sum(p1.v, p2.v, e);
  n.tail = _mm_add_pd(e, _mm_add_pd(p1.t, p2.t));
  const __m128d m = _mm_fmadd_pd(lc, abs2(w2), _mm_mul_pd(lb, abs2(w1)));
  n.err = _mm_mul_pd(m, _mm_set1_pd(0x1p-100));
  const quotient_denominator den = denominator_of(2 * d.s, 2 * d.tail, 0x1p-101 * d.n);
  return den.ok && decided2(certified_quotient2<459>(a, n, den), out);
}

/// ssi on a, b, c, d (construction_formulas.hpp): with U = b - a, V = d - c and W = c - a exactly,
/// D = U x V and N = t U for t = W x V (cross_lanes both: error <= 14.01 u^2 n, |tail| <= 4.0005
/// u n). D: eD = 2^-102 n. N = scaled2(t, U) errs by at most 29.02 u^2 n_t |U| (14.01 for t's
/// error times |U|, 4.0005 for the dropped t_tail U_lo, 5.001 and 6.002 for the two roundings of
/// pt), which eN = 2^-101 fl(n_t |U|) covers.
EXACTPRED_ALWAYS_INLINE bool ssi_lanes(__m128d a, __m128d b, __m128d c, __m128d d, __m128d& out) {
  __m128d u_lo, v_lo, w_lo;
  const __m128d u = exact_difference(b, a, u_lo), v = exact_difference(d, c, v_lo),
                w = exact_difference(c, a, w_lo);
  const compensated den = cross_lanes(u, u_lo, v, v_lo);
  const compensated t = cross_lanes(w, w_lo, v, v_lo);
  const product2 p = scaled2(_mm_set1_pd(t.s), _mm_set1_pd(t.tail), u, u_lo);
  compensated2 n;
  n.s = p.v;
  n.tail = p.t;
  n.err = _mm_mul_pd(_mm_mul_pd(_mm_set1_pd(t.n), abs2(u)), _mm_set1_pd(0x1p-101));
  const quotient_denominator q = denominator_of(den.s, den.tail, 0x1p-102 * den.n);
  return q.ok && decided2(certified_quotient2<459>(a, n, q), out);
}

/// A compensated 3D vector: x and y side by side (lanes of compensated2's kind, err unused),
/// z alone; n the magnitudes the bounds are measured against.
struct compensated3 {
  __m128d xy, xy_tail, xy_n;
  compensated z;
};

/// U x V for exact differences U and V: each component a 2x2 minor computed as cross_lanes
/// computes one (the products with their exact errors E and cross terms Q = u_lo v + u v_lo,
/// E + Q rounded once, the products' difference exactly and its error added to the difference of
/// the two E + Q): error <= 14.01 u^2 n and |tail| <= 4.0005 u n for each component, n = |p1| +
/// |p2| its products' magnitudes. z is cross_lanes itself; x and y, (U_y V_z - U_z V_y, U_z V_x -
/// U_x V_z), are A V_z - B U_z for A = (U_y, -U_x) and B = (V_y, -V_x), both lanes at once.
EXACTPRED_ALWAYS_INLINE compensated3 cross3(const exact_point3& u, const exact_point3& v) {
  const __m128d neg_hi = _mm_set_pd(-0.0, 0.0);
  const __m128d a = _mm_xor_pd(swap2(u.xy), neg_hi), a_lo = _mm_xor_pd(swap2(u.xy_lo), neg_hi);
  const __m128d b = _mm_xor_pd(swap2(v.xy), neg_hi), b_lo = _mm_xor_pd(swap2(v.xy_lo), neg_hi);
  const __m128d vz = _mm_set1_pd(v.z), vz_lo = _mm_set1_pd(v.z_lo);
  const __m128d uz = _mm_set1_pd(u.z), uz_lo = _mm_set1_pd(u.z_lo);
  const __m128d p1 = _mm_mul_pd(a, vz), p2 = _mm_mul_pd(b, uz);
  const __m128d eq1 =
      _mm_add_pd(_mm_fmsub_pd(a, vz, p1), _mm_fmadd_pd(a_lo, vz, _mm_mul_pd(a, vz_lo)));
  const __m128d eq2 =
      _mm_add_pd(_mm_fmsub_pd(b, uz, p2), _mm_fmadd_pd(b_lo, uz, _mm_mul_pd(b, uz_lo)));
  compensated3 c;
  __m128d s_lo;
  c.xy = exact_difference(p1, p2, s_lo);
  c.xy_tail = _mm_add_pd(s_lo, _mm_sub_pd(eq1, eq2));
  c.xy_n = _mm_add_pd(abs2(p1), abs2(p2));
  c.z = cross_lanes(u.xy, u.xy_lo, v.xy, v.xy_lo);
  return c;
}

/// W . N for an exact difference W and a compensated N (cross3): each product w_i N_i as scaled2
/// (pv exactly with its error, pt = fl(N_s w_lo + fl(N_t w + pe))) errs by at most 29.02 u^2 m_i
/// (14.01 for N_i's error times |w_i|, 4.0005 for the dropped N_t w_lo, 5.001 and 6.002 for pt's
/// roundings; m_i = n_i |w_i|) with |pt| <= 6.003 u m_i; the three pv summed exactly (two two-sums:
/// s2 + e1 + e2, |e1| + |e2| <= 2.001 u M, M = sum m_i) and tail = (e1 + e2) + ((pt_x + pt_y) +
/// pt_z), whose four sums round by at most 2.001, 6.004, 6.005 and 8.01 u^2 M. In all 51.04 u^2 M,
/// which err = 2^-100 M' covers (M' the computed M, at least M (1 - 3u)); |tail| <= 8.01 u M.
struct compensated_scalar {
  double s, tail, m;
};
EXACTPRED_ALWAYS_INLINE compensated_scalar dot3(const exact_point3& w, const compensated3& n) {
  const product2 pxy = scaled2(n.xy, n.xy_tail, w.xy, w.xy_lo);
  const compensated_product pz = times(n.z, exact_value(w.z, w.z_lo));
  double s1, e1, s2, e2;
  xp::two_sum(low_lane(pxy.v), high_lane(pxy.v), s1, e1);
  xp::two_sum(s1, pz.v, s2, e2);
  const __m128d mxy = _mm_mul_pd(n.xy_n, abs2(w.xy));
  return {s2, (e1 + e2) + ((low_lane(pxy.t) + high_lane(pxy.t)) + pz.t),
          (low_lane(mxy) + high_lane(mxy)) + n.z.n * std::fabs(w.z)};
}

/// lpi on p, q, a, b, c (construction_formulas.hpp): with r = q - p, u = b - a, v = c - a and
/// w = a - p exactly, n = u x v (cross3), D = r . n and s = w . n (dot3: within 2^-100 M, |tail|
/// <= 8.01 u M), N = s r (scaled2 on each coordinate): it errs by at most 78.1 u^2 M_s |r| (51.04
/// (1 + u) for s's error times |r|, 8.01 for the dropped s_tail r_lo, 9.02 and 10.03 for pt's
/// roundings), which eN = 2^-99 fl(M_s |r|) covers. Inside the window [2^-120, 2^120) the
/// inputs are multiples of g = 2^-172, D's values multiples of g^3 = 2^-516 (hence the q0 guard
/// 2^-447: ulp(q0) >= 2^-500) and N's of g^4 = 2^-688, all below 2^490.
EXACTPRED_ALWAYS_INLINE bool lpi_lanes(const double* const (&p)[5], __m128d& out_xy,
                                       double& out_z) {
  const exact_point3 r = exact_difference3(p[1], p[0]), u = exact_difference3(p[3], p[2]),
                     v = exact_difference3(p[4], p[2]), w = exact_difference3(p[2], p[0]);
  const compensated3 n = cross3(u, v);
  const compensated_scalar d = dot3(r, n), t = dot3(w, n);
  const quotient_denominator den = denominator_of(d.s, d.tail, 0x1p-100 * d.m);
  if (!den.ok) return false;
  const __m128d ts = _mm_set1_pd(t.s), tt = _mm_set1_pd(t.tail), tm = _mm_set1_pd(t.m);
  const product2 pxy = scaled2(ts, tt, r.xy, r.xy_lo);
  const __m128d rz = _mm_set1_pd(r.z);
  const product2 pz = scaled2(ts, tt, rz, _mm_set1_pd(r.z_lo));
  const __m128d e = _mm_set1_pd(0x1p-99);
  const compensated2 nxy{pxy.v, pxy.t, _mm_mul_pd(_mm_mul_pd(tm, abs2(r.xy)), e)};
  const compensated2 nz{pz.v, pz.t, _mm_mul_pd(_mm_mul_pd(tm, abs2(rz)), e)};
  return decided3(certified_quotient2<447>(_mm_loadu_pd(p[0]), nxy, den),
                  certified_quotient2<447>(_mm_set1_pd(p[0][2]), nz, den), out_xy, out_z);
}

/// L C for a compensated scalar L (broadcast: ls, lt) and a compensated pair C (c, c_tail):
/// pv = fl(ls c) with its exact error and pt = fl(ls c_tail + fl(lt c + error)), lane by lane, as
/// times() does for one value.
EXACTPRED_ALWAYS_INLINE product2 times2(const compensated& l, __m128d c, __m128d c_tail) {
  return scaled2(_mm_set1_pd(l.s), _mm_set1_pd(l.tail), c, c_tail);
}

/// circumcenter_3d on a, b, c, d (construction_formulas.hpp): with b' = b - a, c' = c - a and
/// d' = d - a exactly, D = 2 b' . (c' x d') (cross3 and dot3: D / 2 within 2^-100 M, so eD =
/// 2^-99 M) and N = L_b (c' x d') + L_c (d' x b') + L_d (b' x c') with the lifts L (lift3: within
/// 38.1 u^2 S, |lt| <= 5.02 u S, S their value). Each product L C of a component (C within 14.01
/// u^2 n, |C_tail| <= 4.0005 u n) errs by at most 88.3 u^2 S n (38.11 for L's error times |C|,
/// 14.01 for C's times |L|, 20.09 for the dropped lt C_tail, 6.03 and 10.04 for pt's two
/// roundings), |pt| <= 10.05 u S n; the three pv of a component summed exactly (two two-sums,
/// |e1| + |e2| <= 2.001 u M, M = the sum of S n) and tail = ((e1 + e2) + (pt_b + pt_c)) + pt_d,
/// whose four sums round by at most 2.001, 10.06, 12.07 and 12.08 u^2 M: in all 124.6 u^2 M,
/// which eN = 2^-98 M' covers (M' the computed M, at least M (1 - 3u)). Degrees 3 (D) and 4 (N),
/// as lpi's: the same window and q0 guard.
EXACTPRED_ALWAYS_INLINE bool circumcenter_3d_lanes(const double* const (&p)[4], __m128d& out_xy,
                                                   double& out_z) {
  const exact_point3 b = exact_difference3(p[1], p[0]), c = exact_difference3(p[2], p[0]),
                     d = exact_difference3(p[3], p[0]);
  const compensated3 cd = cross3(c, d), db = cross3(d, b), bc = cross3(b, c);
  const compensated_scalar det = dot3(b, cd);
  const quotient_denominator den = denominator_of(2 * det.s, 2 * det.tail, 0x1p-99 * det.m);
  if (!den.ok) return false;
  const compensated lb = lift3(b), lc = lift3(c), ld = lift3(d);
  // x and y: three products in two lanes, summed as sum_of_three sums one value.
  const product2 tb = times2(lb, cd.xy, cd.xy_tail), tc = times2(lc, db.xy, db.xy_tail),
                 td = times2(ld, bc.xy, bc.xy_tail);
  __m128d e1, e2;
  const __m128d s1 = exact_sum(tb.v, tc.v, e1);
  compensated2 nxy;
  nxy.s = exact_sum(s1, td.v, e2);
  nxy.tail = _mm_add_pd(_mm_add_pd(_mm_add_pd(e1, e2), _mm_add_pd(tb.t, tc.t)), td.t);
  const __m128d mxy = _mm_fmadd_pd(
      _mm_set1_pd(ld.s), bc.xy_n,
      _mm_fmadd_pd(_mm_set1_pd(lc.s), db.xy_n, _mm_mul_pd(_mm_set1_pd(lb.s), cd.xy_n)));
  nxy.err = _mm_mul_pd(mxy, _mm_set1_pd(0x1p-98));
  // z: the same on one value (sum_of_three's order of operations).
  const compensated nz = sum_of_three(times(lb, cd.z), times(lc, db.z), times(ld, bc.z));
  const compensated2 nzz{_mm_set1_pd(nz.s), _mm_set1_pd(nz.tail), _mm_set1_pd(0x1p-98 * nz.n)};
  return decided3(certified_quotient2<447>(_mm_loadu_pd(p[0]), nxy, den),
                  certified_quotient2<447>(_mm_set1_pd(p[0][2]), nzz, den), out_xy, out_z);
}

/// lc b - lb c for compensated scalars lc, lb (lifts: within 38.1 u^2 S, |tail| <= 5.02 u S) and
/// exact differences b, c: each product as scaled2 errs by at most 56.2 u^2 S |x| (38.11 for
/// the lift's error times |x|, 5.02 for the dropped l_tail x_lo, 6.03 and 7.04 for pt's two
/// roundings), |pt| <= 7.05 u S |x|; their values' difference exactly (e, |e| <= u m) and tail =
/// e + (pt1 - pt2), whose two sums round by at most 7.06 and 8.06 u^2 m: each component within
/// 71.32 u^2 m of the exact one, |tail| <= 8.07 u m, m = S_c |b_i| + S_b |c_i| (the n fields).
EXACTPRED_ALWAYS_INLINE compensated3 lift_combination(const compensated& lc, const exact_point3& b,
                                                      const compensated& lb,
                                                      const exact_point3& c) {
  const product2 p1 = scaled2(_mm_set1_pd(lc.s), _mm_set1_pd(lc.tail), b.xy, b.xy_lo);
  const product2 p2 = scaled2(_mm_set1_pd(lb.s), _mm_set1_pd(lb.tail), c.xy, c.xy_lo);
  compensated3 w;
  __m128d e;
  w.xy = exact_difference(p1.v, p2.v, e);
  w.xy_tail = _mm_add_pd(e, _mm_sub_pd(p1.t, p2.t));
  w.xy_n = _mm_fmadd_pd(_mm_set1_pd(lc.s), abs2(b.xy), _mm_mul_pd(_mm_set1_pd(lb.s), abs2(c.xy)));
  const compensated_product q1 = times(lc, exact_value(b.z, b.z_lo)),
                            q2 = times(lb, exact_value(c.z, c.z_lo));
  double ze;
  xp::two_difference(q1.v, q2.v, w.z.s, ze);
  w.z.tail = ze + (q1.t - q2.t);
  w.z.n = std::fma(lc.s, std::fabs(b.z), lb.s * std::fabs(c.z));
  return w;
}

/// n x w for compensated vectors n (cross3: within 14.01 u^2 n_i, |tail| <= 4.0005 u n_i) and w
/// (lift_combination: within 71.32 u^2 m_i, |tail| <= 8.07 u m_i): each product n_j w_k (times2,
/// or times() lane by lane) errs by at most 139.9 u^2 n_j m_k (32.28 for the dropped product of
/// the tails, 71.4 for w's error times |n|, 14.02 for n's times |w|, and pt's two roundings: 9.08
/// and 13.09 when the scalar factor is w's, 5.01 and 13.08 when it is n's), |pt| <= 13.1 u n_j
/// m_k; a component's two values' difference exactly (e) and tail = e + (pt1 - pt2), rounding by
/// at most 13.1 and 14.1 u^2 M: within 167.1 u^2 M, |tail| <= 14.1 u M, M = n_j m_k + n_k m_j
/// (the n fields; the computed M at least M (1 - 3u)). For factors with smaller errors and tails
/// (two cross3: 14.01 and 4.0005) the same bounds hold. x and y: (n_y w_z - n_z w_y, n_z w_x - n_x
/// w_z) = A w_z - B n_z for A = (n_y, -n_x), B = (w_y, -w_x); z: n_x w_y - n_y w_x from the lanes
/// of n and (w_y, w_x).
EXACTPRED_ALWAYS_INLINE compensated3 cross_compensated(const compensated3& n,
                                                       const compensated3& w) {
  const __m128d neg_hi = _mm_set_pd(-0.0, 0.0);
  const __m128d a = _mm_xor_pd(swap2(n.xy), neg_hi), a_t = _mm_xor_pd(swap2(n.xy_tail), neg_hi);
  const __m128d b = _mm_xor_pd(swap2(w.xy), neg_hi), b_t = _mm_xor_pd(swap2(w.xy_tail), neg_hi);
  const product2 p1 = times2(w.z, a, a_t), p2 = times2(n.z, b, b_t);
  compensated3 c;
  __m128d e;
  c.xy = exact_difference(p1.v, p2.v, e);
  c.xy_tail = _mm_add_pd(e, _mm_sub_pd(p1.t, p2.t));
  c.xy_n = _mm_fmadd_pd(swap2(n.xy_n), _mm_set1_pd(w.z.n),
                        _mm_mul_pd(swap2(w.xy_n), _mm_set1_pd(n.z.n)));
  // z: the products (n_x w_y, n_y w_x) in two lanes, then their difference.
  const product2 pz = scaled2(n.xy, n.xy_tail, swap2(w.xy), swap2(w.xy_tail));
  double ze;
  xp::two_difference(low_lane(pz.v), high_lane(pz.v), c.z.s, ze);
  c.z.tail = ze + (low_lane(pz.t) - high_lane(pz.t));
  const __m128d m = _mm_mul_pd(n.xy_n, swap2(w.xy_n));
  c.z.n = low_lane(m) + high_lane(m);
  return c;
}

/// A compensated3's lanes (x, y) and (z, z) as numerators within 2^-k times their magnitudes.
EXACTPRED_ALWAYS_INLINE void numerators_of(const compensated3& c, double bound, compensated2& nxy,
                                           compensated2& nz) {
  nxy = {c.xy, c.xy_tail, _mm_mul_pd(c.xy_n, _mm_set1_pd(bound))};
  nz = {_mm_set1_pd(c.z.s), _mm_set1_pd(c.z.tail), _mm_set1_pd(bound * c.z.n)};
}

/// circumcenter_triangle_3d on a, b, c (construction_formulas.hpp): with b' = b - a and c' = c - a
/// exactly, n = b' x c' (cross3), w = |c'|^2 b' - |b'|^2 c' (lift_combination), D = 2 n . n and
/// N = n x w (cross_compensated). n . n: each square s^2 + 2 s t of n_i = s + t within 53.05 u^2
/// n_i^2 (16.004 for the dropped t^2, 28.03 for n_i's error times 2 |n_i|, 9.01 for rounding 2 s t
/// + s^2's error), |pt| <= 9.01 u n_i^2; summed as sum_of_three sums (33.1 u^2 M more, M = sum
/// n_i^2): D within 2 (86.2 u^2 M), which eD = 2^-98 M' covers. Degrees 4 (D) and 5 (N): inside
/// the window [2^-100, 2^100) the inputs are multiples of g = 2^-152, D's values multiples of g^4 =
/// 2^-608 (hence the q0 guard 2^-354: ulp(q0) >= 2^-408) and N's of g^5 = 2^-760, all below
/// 2^512.
EXACTPRED_ALWAYS_INLINE bool circumcenter_triangle_3d_lanes(const double* const (&p)[3],
                                                            __m128d& out_xy, double& out_z) {
  const exact_point3 b = exact_difference3(p[1], p[0]), c = exact_difference3(p[2], p[0]);
  const compensated3 n = cross3(b, c);
  // D / 2 = n . n: the squares (two lanes and z) with their errors, then summed.
  const __m128d sq = _mm_mul_pd(n.xy, n.xy);
  const __m128d sq_t =
      _mm_fmadd_pd(_mm_add_pd(n.xy, n.xy), n.xy_tail, _mm_fmsub_pd(n.xy, n.xy, sq));
  const double zsq = n.z.s * n.z.s;
  const double zsq_t = std::fma(n.z.s + n.z.s, n.z.tail, std::fma(n.z.s, n.z.s, -zsq));
  double s1, e1, s2, e2;
  xp::two_sum(low_lane(sq), high_lane(sq), s1, e1);
  xp::two_sum(s1, zsq, s2, e2);
  const double tail = ((e1 + e2) + (low_lane(sq_t) + high_lane(sq_t))) + zsq_t;
  const __m128d nn = _mm_mul_pd(n.xy_n, n.xy_n);
  const double m = (low_lane(nn) + high_lane(nn)) + n.z.n * n.z.n;
  const quotient_denominator den = denominator_of(2 * s2, 2 * tail, 0x1p-98 * m);
  if (!den.ok) return false;
  const compensated lb = lift3(b), lc = lift3(c);
  const compensated3 w = lift_combination(lc, b, lb, c);
  compensated2 nxy, nz;
  numerators_of(cross_compensated(n, w), 0x1p-98, nxy, nz);
  return decided3(certified_quotient2<354>(_mm_loadu_pd(p[0]), nxy, den),
                  certified_quotient2<354>(_mm_set1_pd(p[0][2]), nz, den), out_xy, out_z);
}

/// a . c for compensated vectors a (cross3: within 14.01 u^2 a_i, |tail| <= 4.0005 u a_i) and c
/// (cross_compensated: within 167.1 u^2 M_i, |tail| <= 14.1 u M_i): each product as times()
/// errs by at most 271.9 u^2 a_i M_i (56.41 for the dropped product of the tails, 14.02 and
/// 167.2 for each factor's error times the other, 15.1 and 19.11 for pt's two roundings), |pt|
/// <= 19.12 u a_i M_i; the three values summed exactly (two two-sums) and tail = ((e1 + e2) +
/// (pt_x + pt_y)) + pt_z, rounding by at most 2.001, 19.13, 21.14 and 21.15 u^2 S: within 335.3
/// u^2 S, S = sum a_i M_i (computed: at least S (1 - 4u)), |tail| <= 21.14 u S.
EXACTPRED_ALWAYS_INLINE compensated_scalar dot_compensated(const compensated3& a,
                                                           const compensated3& c) {
  const product2 p = scaled2(a.xy, a.xy_tail, c.xy, c.xy_tail);
  const compensated_product z = times(a.z, c.z);
  double s1, e1, s2, e2;
  xp::two_sum(low_lane(p.v), high_lane(p.v), s1, e1);
  xp::two_sum(s1, z.v, s2, e2);
  const __m128d m = _mm_mul_pd(a.xy_n, c.xy_n);
  return {s2, ((e1 + e2) + (low_lane(p.t) + high_lane(p.t))) + z.t,
          (low_lane(m) + high_lane(m)) + a.z.n * c.z.n};
}

/// tpi on the planes (a1, b1, c1), (a2, b2, c2), (a3, b3, c3) (construction_formulas.hpp): n_i =
/// (b_i - a_i) x (c_i - a_i) (cross3), d_i = n_i . (a_i - a1) (dot3: within 51.04 u^2 m_i, |tail|
/// <= 8.01 u m_i), the crosses n3 x n1, n1 x n2, n2 x n3 (cross_compensated), D = n1 . (n2 x n3)
/// (dot_compensated: within 335.3 u^2 S, so eD = 2^-97 S'), N = d2 (n3 x n1) + d3 (n1 x n2): each
/// product as times() errs by at most 363.3 u^2 m M (112.9 for the dropped product of the tails,
/// 51.05 for d's error times |c|, 167.2 for c's times |d|, 9.02 and 23.12 for pt's two roundings),
/// |pt| <= 23.13 u m M; the two values summed exactly (e) and tail = e + (pt1 + pt2), rounding by
/// at most 23.14 and 24.14 u^2 T: within 410.6 u^2 T, T = m_2 M_31 + m_3 M_12 per component, which
/// eN = 2^-97 T' covers. Degrees 6 (D) and 7 (N): inside the window [2^-80, 2^80) the inputs are
/// multiples of g = 2^-132, D's values multiples of g^6 = 2^-792 (hence the q0 guard 2^-170:
/// ulp(q0) >= 2^-224) and N's of g^7 = 2^-924, all below 2^580; |q0| <= 2^201 (QCap 200) keeps
/// |q0| eD |inv| below 2^900.
EXACTPRED_ALWAYS_INLINE bool tpi_lanes(const double* const (&p)[9], __m128d& out_xy,
                                       double& out_z) {
  const compensated3 n1 = cross3(exact_difference3(p[1], p[0]), exact_difference3(p[2], p[0]));
  const compensated3 n2 = cross3(exact_difference3(p[4], p[3]), exact_difference3(p[5], p[3]));
  const compensated3 n3 = cross3(exact_difference3(p[7], p[6]), exact_difference3(p[8], p[6]));
  const compensated_scalar det = dot_compensated(n1, cross_compensated(n2, n3));
  const quotient_denominator den = denominator_of(det.s, det.tail, 0x1p-97 * det.m);
  if (!den.ok) return false;
  const compensated_scalar d2 = dot3(exact_difference3(p[3], p[0]), n2);
  const compensated_scalar d3 = dot3(exact_difference3(p[6], p[0]), n3);
  const compensated c2{d2.s, d2.tail, d2.m}, c3{d3.s, d3.tail, d3.m};
  const compensated3 n31 = cross_compensated(n3, n1), n12 = cross_compensated(n1, n2);
  const product2 txy2 = times2(c2, n31.xy, n31.xy_tail), txy3 = times2(c3, n12.xy, n12.xy_tail);
  __m128d e;
  compensated2 nxy;
  nxy.s = exact_sum(txy2.v, txy3.v, e);
  nxy.tail = _mm_add_pd(e, _mm_add_pd(txy2.t, txy3.t));
  nxy.err =
      _mm_mul_pd(_mm_fmadd_pd(_mm_set1_pd(c2.n), n31.xy_n, _mm_mul_pd(_mm_set1_pd(c3.n), n12.xy_n)),
                 _mm_set1_pd(0x1p-97));
  const compensated_product tz2 = times(c2, n31.z), tz3 = times(c3, n12.z);
  double zs, ze;
  xp::two_sum(tz2.v, tz3.v, zs, ze);
  const compensated2 nz{_mm_set1_pd(zs), _mm_set1_pd(ze + (tz2.t + tz3.t)),
                        _mm_set1_pd(0x1p-97 * (tz2.n + tz3.n))};
  return decided3(certified_quotient2<170, 200>(_mm_loadu_pd(p[0]), nxy, den),
                  certified_quotient2<170, 200>(_mm_set1_pd(p[0][2]), nz, den), out_xy, out_z);
}

}  // namespace
EXACTPRED_ISA_END

namespace {

/// The window test of the 3D fast path on N points (x and y, then the z's in pairs): every
/// coordinate zero or within [2^-W, 2^W).
template <int W, int N, std::size_t... I, std::size_t... J>
EXACTPRED_ALWAYS_INLINE bool fast_path_applies3(const double* const (&p)[N],
                                                std::index_sequence<I...>,
                                                std::index_sequence<J...>) {
  // Written out, not as loops (which g++ ran through memory).
  const __m128d v[] = {_mm_loadu_pd(p[I])...,
                       _mm_set_pd(p[2 * J + 1 < N ? 2 * J + 1 : 2 * J][2], p[2 * J][2])...};
  return value_fast_path_applies<-W, W>(v);
}
template <int W, int N>
EXACTPRED_ALWAYS_INLINE bool fast_path_applies3(const double* const (&p)[N]) {
  return fast_path_applies3<W>(p, std::make_index_sequence<N>{},
                               std::make_index_sequence<(N + 1) / 2>{});
}

/// A 3D kernel's point on the N points p, inside its window [2^-W, 2^W).
template <int W, int N, class Kernel>
EXACTPRED_ALWAYS_INLINE bool fast3(const double* const (&p)[N], Kernel kernel,
                                   rounded_point3& out) {
  __m128d xy;
  double z;
  if (!fast_path_applies3<W>(p) || !kernel(p, xy, z)) return false;
  out = {{low_lane(xy), high_lane(xy), z}, false};
  return true;
}

/// A 2D kernel's point on the N points v (x and y side by side), inside the 2D window.
template <int N, class Kernel>
EXACTPRED_ALWAYS_INLINE bool fast2(const __m128d (&v)[N], Kernel kernel, rounded_point2& out) {
  __m128d r;
  if (!value_fast_path_applies<fast_window_lo, fast_window_hi>(v) || !kernel(v, r)) return false;
  out = {{low_lane(r), high_lane(r)}, false};
  return true;
}

}  // namespace

bool circumcenter_3d_fma(const point3& a, const point3& b, const point3& c, const point3& d,
                         rounded_point3& out) {
  const double* const p[] = {&a.x, &b.x, &c.x, &d.x};
  return fast3<120>(p, circumcenter_3d_lanes, out);
}

bool circumcenter_triangle_3d_fma(const point3& a, const point3& b, const point3& c,
                                  rounded_point3& out) {
  const double* const p[] = {&a.x, &b.x, &c.x};
  return fast3<100>(p, circumcenter_triangle_3d_lanes, out);
}

bool tpi_fma(const tpi& t, rounded_point3& out) {
  const double* const p[] = {&t.a1.x, &t.b1.x, &t.c1.x, &t.a2.x, &t.b2.x,
                             &t.c2.x, &t.a3.x, &t.b3.x, &t.c3.x};
  return fast3<80>(p, tpi_lanes, out);
}

bool lpi_fma(const lpi& l, rounded_point3& out) {
  const double* const p[] = {&l.p.x, &l.q.x, &l.a.x, &l.b.x, &l.c.x};
  return fast3<120>(p, lpi_lanes, out);
}

bool circumcenter_2d_fma(const point2& a, const point2& b, const point2& c, rounded_point2& out) {
  const __m128d v[] = {_mm_loadu_pd(&a.x), _mm_loadu_pd(&b.x), _mm_loadu_pd(&c.x)};
  return fast2(
      v,
      [](const __m128d(&w)[3], __m128d& r) { return circumcenter_2d_lanes(w[0], w[1], w[2], r); },
      out);
}

bool ssi_fma(const ssi& s, rounded_point2& out) {
  const __m128d v[] = {_mm_loadu_pd(&s.a.x), _mm_loadu_pd(&s.b.x), _mm_loadu_pd(&s.c.x),
                       _mm_loadu_pd(&s.d.x)};
  return fast2(
      v, [](const __m128d(&w)[4], __m128d& r) { return ssi_lanes(w[0], w[1], w[2], w[3], r); },
      out);
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
