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

// ---- The fast path of circumcenter_2d and ssi ---------------------------------------------------
//
// Coordinate j of either point is a_j + N_j / D (construction_formulas.hpp), both coordinates side
// by side in two lanes. Inside the window every input is zero or 2^-200 <= |x| < 2^200, the caller
// rounds to nearest (value_fast_path_applies: the bits and two additions, no read of the control
// register), and:
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
// No value here is subnormal, underflows or overflows, so neither flush-to-zero nor
// denormals-are-zero changes anything and no flag but inexact is raised. The inputs are
// multiples of g = 2^-252 below 2^200: differences multiples of g below 2^201, every value and
// tail of degree k (Ds, Dt: 2; Ns, Nt, eN's magnitude: 3) a multiple of g^k, and below 2^610.
// The guards, each tested before the operation it protects: 2^-300 <= |Ds| (so 2^-405 < |inv| <=
// 2^300) and |Dt| + eD <= |Ds| / 2; per lane |Ds| 2^-459 <= |Ns| <= |Ds| 2^400 (so 2^-460 <= |q0|
// <= 2^401, ulp(q0) >= 2^-512), which keeps r, r2 and R multiples of 2^-512 g^2 = 2^-1016; and
// |R| >= |Ds| 2^-600 (so |q1| >= 2^-601). Then s, se and tail are multiples of 2^-653, margin is
// at least 2^-699, and every value rounded_if_certain forms is a multiple of 2^-751. The bound's
// products stay above 2^-1010: eN >= 2^-856 or zero, |q0| eD >= 2^-863, u |R| >= 2^-953, ratio
// >= eD |inv| >= 2^-1009, |R| (ratio + 2u) >= 2^-952, and eq >= 2u |R| |inv| >= 2^-653; the
// largest, |q0| eD |inv|, is below 2^1006.

EXACTPRED_ISA_BEGIN
namespace {

constexpr int fast_window_lo = -200, fast_window_hi = 200;

/// A two-lane compensated value: s + tail within err of the exact one, lane by lane.
struct compensated2 {
  __m128d s, tail, err;
};

EXACTPRED_ALWAYS_INLINE __m128d abs2(__m128d v) { return _mm_andnot_pd(_mm_set1_pd(-0.0), v); }
EXACTPRED_ALWAYS_INLINE __m128d swap2(__m128d v) { return _mm_shuffle_pd(v, v, 1); }

/// The product of a compensated scalar B = bs + bt and exact differences W = w + w_lo (lanes,
/// |w_lo| <= u |w|): pv = fl(bs w) with its exact error pe, pt = fl(bs w_lo + fl(bt w + pe)).
struct product2 {
  __m128d v, t;
};
EXACTPRED_ALWAYS_INLINE product2 scaled2(__m128d bs, __m128d bt, __m128d w, __m128d w_lo) {
  product2 p;
  p.v = _mm_mul_pd(bs, w);
  p.t = _mm_fmadd_pd(bs, w_lo, _mm_fmadd_pd(bt, w, _mm_fmsub_pd(bs, w, p.v)));
  return p;
}

/// a_j + N_j / D in both lanes (steps 2 and 3 above), for N within n.err and D = ds + dt within
/// ed; true with the rounded coordinates in out when both are certified and the point is proven
/// not to be exact.
EXACTPRED_ALWAYS_INLINE bool certified_quotient2(__m128d base, const compensated2& n, double ds,
                                                 double dt, double ed, __m128d& out) {
  const double ad = std::fabs(ds);
  if (!(ad >= 0x1p-300 && (std::fabs(dt) + ed) * (2 + 0x1p-40) <= ad)) return false;
  const double inv = 1 / ds;
  const __m128d vds = _mm_set1_pd(ds), vinv = _mm_set1_pd(inv), vad = _mm_set1_pd(ad);
  const __m128d an = abs2(n.s);
  const __m128d q_ok = _mm_and_pd(_mm_cmpge_pd(an, _mm_mul_pd(vad, _mm_set1_pd(0x1p-459))),
                                  _mm_cmple_pd(an, _mm_mul_pd(vad, _mm_set1_pd(0x1p400))));
  if (_mm_movemask_pd(q_ok) != 3) return false;
  const __m128d q0 = _mm_mul_pd(n.s, vinv);
  const __m128d r = _mm_fnmadd_pd(q0, vds, n.s);
  const __m128d r2 = _mm_add_pd(r, n.tail);
  const __m128d big_r = _mm_fnmadd_pd(q0, _mm_set1_pd(dt), r2);
  const __m128d abs_r = abs2(big_r);
  if (_mm_movemask_pd(_mm_cmpge_pd(abs_r, _mm_mul_pd(vad, _mm_set1_pd(0x1p-600)))) != 3) {
    return false;
  }
  const __m128d q1 = _mm_mul_pd(big_r, vinv);
  // s + se = base + q0 exactly (two-sum), tail = fl(se + q1).
  __m128d se;
  const __m128d s = exact_sum(base, q0, se);
  const __m128d tail = _mm_add_pd(se, q1);
  // The bound (step 2): eR, then eq, then err.
  const double ratio = (std::fabs(dt) + ed) * std::fabs(inv) * (1 + 0x1p-50);
  const __m128d e_r = _mm_add_pd(
      _mm_fmadd_pd(abs2(q0), _mm_set1_pd(ed), n.err),
      _mm_mul_pd(_mm_set1_pd(0x1p-53), _mm_add_pd(_mm_add_pd(abs2(r), abs2(r2)), abs_r)));
  const __m128d bracket = _mm_add_pd(e_r, _mm_mul_pd(abs_r, _mm_set1_pd(ratio + 0x1p-52)));
  const __m128d eq = _mm_mul_pd(bracket, _mm_set1_pd(std::fabs(inv) * (2 + 0x1p-43)));
  const __m128d err =
      _mm_add_pd(_mm_fmadd_pd(abs2(tail), _mm_set1_pd(0x1p-52), eq), _mm_set1_pd(0x1p-700));
  const __m128d margin = _mm_add_pd(err, err);
  const __m128d up = _mm_add_pd(s, _mm_add_pd(tail, margin));
  const __m128d down = _mm_add_pd(s, _mm_sub_pd(tail, margin));
  const __m128d certified =
      _mm_and_pd(_mm_cmpeq_pd(up, down), _mm_cmpge_pd(abs2(up), _mm_set1_pd(0x1p-1022)));
  // s + tail = h + l exactly (two-sum). In a certified lane h = up (s + tail lies between the two
  // sums that rounded to up), so X is within err of up + l: not up when |l| > err.
  __m128d l;
  exact_sum(s, tail, l);
  const __m128d inexact = _mm_cmpgt_pd(abs2(l), err);
  if (_mm_movemask_pd(certified) != 3 || _mm_movemask_pd(inexact) == 0) return false;
  out = up;
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
  return certified_quotient2(a, n, 2 * d.s, 2 * d.tail, 0x1p-101 * d.n, out);
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
  return certified_quotient2(a, n, den.s, den.tail, 0x1p-102 * den.n, out);
}

}  // namespace
EXACTPRED_ISA_END

bool circumcenter_2d_fma(const point2& a, const point2& b, const point2& c, rounded_point2& out) {
  const __m128d v[] = {_mm_loadu_pd(&a.x), _mm_loadu_pd(&b.x), _mm_loadu_pd(&c.x)};
  if (!value_fast_path_applies<fast_window_lo, fast_window_hi>(v)) return false;
  __m128d r;
  if (!circumcenter_2d_lanes(v[0], v[1], v[2], r)) return false;
  out.point.x = low_lane(r);
  out.point.y = high_lane(r);
  out.exact = false;
  return true;
}

bool ssi_fma(const ssi& s, rounded_point2& out) {
  const __m128d v[] = {_mm_loadu_pd(&s.a.x), _mm_loadu_pd(&s.b.x), _mm_loadu_pd(&s.c.x),
                       _mm_loadu_pd(&s.d.x)};
  if (!value_fast_path_applies<fast_window_lo, fast_window_hi>(v)) return false;
  __m128d r;
  if (!ssi_lanes(v[0], v[1], v[2], v[3], r)) return false;
  out.point.x = low_lane(r);
  out.point.y = high_lane(r);
  out.exact = false;
  return true;
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
