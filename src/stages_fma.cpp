// SPDX-License-Identifier: MIT
// src/stages_fma.cpp — the double-double stage of the four core predicates (and of their
// correctly rounded values, double_double_rounded) compiled with
// -mfma: two_product becomes one multiplication and one fused multiply-add instead of
// Dekker's 17 operations, and double-double products take 8 operations instead of 24; and
// their error-free evaluation (error_free.hpp), where a product's exactness is one fused
// multiply-add instead of two trailing-zero counts (also for the power tests, whose slow path
// meets their exact zeros there: has_fma_error_free). Called only when the CPU has FMA (see
// double_double_stage and error_free_sign_compiled in stages_impl.hpp); the arithmetic lives
// in its own namespace here (isa_namespace.hpp), and the error-free operators, instantiated
// for checked_double<true> only where FMA is compiled in, are always inlined.
#define EXACTPRED_ISA_NAMESPACE fma_isa
#include <immintrin.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <optional>
#include <utility>

#include "compensated_lanes.hpp"
#include "double_double.hpp"
#include "exactpred/detail/error_free.hpp"
#include "exactpred/detail/formulas.hpp"
#include "exactpred/detail/meshing_formulas.hpp"
#include "heads_and_tails.hpp"
#include "value_paths.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// The double-double stage with FMA: only its specialisations for the core four exist, the
/// two-lane kernels below (stages_impl.hpp declares them).
template <class F>
std::optional<sign> double_double_fma(const double* y, double m_floor);

EXACTPRED_ISA_BEGIN
template <class F, std::size_t... I>
std::optional<sign> error_free_fma_impl(const double* x, std::index_sequence<I...>) {
  return error_free_sign_in_window<F, true>(x[I]...);
}
EXACTPRED_ISA_END

template <class F>
std::optional<sign> error_free_fma(const double* x) {
  return error_free_fma_impl<F>(x, std::make_index_sequence<F::arity>{});
}

template std::optional<sign> error_free_fma<orient2d_formula>(const double*);
template std::optional<sign> error_free_fma<orient3d_formula>(const double*);
template std::optional<sign> error_free_fma<incircle_formula>(const double*);
template std::optional<sign> error_free_fma<insphere_formula>(const double*);
template std::optional<sign> error_free_fma<power_incircle_formula>(const double*);
template std::optional<sign> error_free_fma<power_insphere_formula>(const double*);

template <class F>
double double_double_rounded_fma(const double* y, int k, double m_floor) {
  return double_double_rounded<F>(y, k, std::make_index_sequence<F::arity>{}, m_floor);
}

template double double_double_rounded_fma<orient2d_formula>(const double*, int, double);
template double double_double_rounded_fma<orient3d_formula>(const double*, int, double);
template double double_double_rounded_fma<incircle_formula>(const double*, int, double);
template double double_double_rounded_fma<insphere_formula>(const double*, int, double);

double orient3d_heads_and_tails_fma(const double* y, int k) {
  return orient3d_heads_and_tails(y, k);
}

// ---- Two lanes at a time: the four core predicates (compensated_lanes.hpp) ------------------

EXACTPRED_ISA_BEGIN

/// orient2d on the points a, b, c (x and y side by side): cross_lanes of a - c and b - c;
/// err = 2^-102 n (1 - 2u) covers 14.01 u^2 n, its magnitude raised to 2^-900 so that the bound
/// cannot underflow; u |tail| <= 4.0005 u^2 n is below err / 4.
EXACTPRED_ALWAYS_INLINE double_word_value orient2d_lanes(__m128d a, __m128d b, __m128d c) {
  __m128d u_lo, v_lo;
  const __m128d u = exact_difference(a, c, u_lo), v = exact_difference(b, c, v_lo);
  const compensated m = cross_lanes(u, u_lo, v, v_lo);
  return {m.s, m.tail, 0x1p-101 * filter_max(m.n, 0x1p-900)};
}

/// Which of orient2d_lanes' intermediate values on the points a, b, c are inexact, as a mask:
/// bits 0 and 1 the differences' lanes (a low part: not snapped input, half of the
/// near-degenerate input), bits 2 and 3 the products' (an error). The operations are
/// orient2d_lanes' own, which the compiler shares.
EXACTPRED_ALWAYS_INLINE int orient2d_lanes_inexact(__m128d a, __m128d b, __m128d c) {
  __m128d u_lo, v_lo;
  const __m128d u = exact_difference(a, c, u_lo), v = exact_difference(b, c, v_lo);
  const __m128d w = _mm_shuffle_pd(v, v, 1);
  const __m128d e = _mm_fmsub_pd(u, w, _mm_mul_pd(u, w));
  const __m128d zero = _mm_setzero_pd();  // -0 | 0 is -0, which equals 0
  return _mm_movemask_pd(_mm_cmpneq_pd(_mm_or_pd(u_lo, v_lo), zero)) |
         _mm_movemask_pd(_mm_cmpneq_pd(e, zero)) << 2;
}

/// orient2d on the points a, b, c when both differences are exact: X = (p1 - p2) + (e1 - e2)
/// exactly, from the products' heads p and exact errors e (fused multiply-adds), each difference
/// a two-difference: X = s + s_lo + d + d_lo. Then s_lo + d = t + t_lo and s + t = r + re
/// (two-sums), so X = r + re + t_lo + d_lo; small = fl(t_lo + d_lo) and rl = fl(re + small) err
/// by at most u |small| and u |rl|, which err = 2^-51 (|small| + |rl|) + 2^-1020 covers with
/// room (u |rl| <= err / 2, err >= 2^-1020, as rounded_if_certain needs): margin = 2^-50
/// (|small| + |rl|) + 2^-1019. Every value here is a multiple of 2^-1022 (value_window), so none
/// is subnormal.
EXACTPRED_ALWAYS_INLINE double_word_value orient2d_lanes_exact_differences(__m128d a, __m128d b,
                                                                           __m128d c) {
  const __m128d u = _mm_sub_pd(a, c), v = _mm_sub_pd(b, c);
  const __m128d w = _mm_shuffle_pd(v, v, 1);
  const __m128d p = _mm_mul_pd(u, w);
  const __m128d e = _mm_fmsub_pd(u, w, p);
  double s, s_lo, d, d_lo, t, t_lo, r, re;
  xp::two_difference(low_lane(p), high_lane(p), s, s_lo);
  xp::two_difference(low_lane(e), high_lane(e), d, d_lo);
  xp::two_sum(s_lo, d, t, t_lo);
  xp::two_sum(s, t, r, re);
  const double small = t_lo + d_lo, rl = re + small;
  return {r, rl, 0x1p-50 * (std::fabs(small) + std::fabs(rl)) + 0x1p-1019};
}

/// orient2d on the points a, b, c as orient2d_lanes, for values too close to zero for its bound:
/// every product of U W = (u + u_lo)(w + w_lo) exactly as hi + lo (fused multiply-adds), the
/// lanes' exact errors summed in double-word arithmetic (two-sums into hi, their errors into
/// lo), then the lanes' difference (p1 - p2) + (hi1 - hi2) + (lo1 - lo2). With N = |p1| + |p2|,
/// the seven terms of a lane after p are at most 5.01 u N in all, so each two-sum's error is at
/// most u times that and lo's six roundings err by at most 180 u^3 N; the lanes' difference of
/// lo and the sums after it add at most 130 u^3 N: err = 2^-140 N covers the 310 u^3 N (2^-150.7
/// N) with room. r = fl(s + t) with its error re (two-sum), and rl = fl(re + tail) errs by at most
/// u |rl|, which err takes in twice (2^-52 |rl|, so that u |rl| <= err / 2 as well). N is raised
/// to 2^-880 so that err cannot underflow. When no two-sum had an error (into lo, or th's and
/// t1's), r + rl is X itself and err is 0.
EXACTPRED_ALWAYS_INLINE double_word_value orient2d_lanes_accurate(__m128d a, __m128d b, __m128d c) {
  __m128d u_lo, v_lo;
  const __m128d u = exact_difference(a, c, u_lo), v = exact_difference(b, c, v_lo);
  const __m128d w = _mm_shuffle_pd(v, v, 1), w_lo = _mm_shuffle_pd(v_lo, v_lo, 1);
  const __m128d p = _mm_mul_pd(u, w);
  const __m128d c1 = _mm_mul_pd(u_lo, w), c2 = _mm_mul_pd(u, w_lo), d = _mm_mul_pd(u_lo, w_lo);
  const __m128d zero = _mm_setzero_pd();
  __m128d hi = _mm_fmsub_pd(u, w, p), lo = zero, inexact = zero;
  // Two-sum of hi and t, both lanes, written out for each term (as a loop over an array of the
  // terms, g++ kept the array in memory).
  const auto add = [&hi, &lo, &inexact, zero](__m128d t) {
    __m128d error;
    const __m128d sum = exact_sum(hi, t, error);
    lo = _mm_add_pd(lo, error);
    inexact = _mm_or_pd(inexact, _mm_cmpneq_pd(error, zero));
    hi = sum;
  };
  add(c1);
  add(c2);
  add(_mm_fmsub_pd(u_lo, w, c1));
  add(_mm_fmsub_pd(u, w_lo, c2));
  add(d);
  add(_mm_fmsub_pd(u_lo, w_lo, d));
  double s, s_lo, th, th_lo, t1, t1_lo, r, re;
  xp::two_difference(low_lane(p), high_lane(p), s, s_lo);
  xp::two_difference(low_lane(hi), high_lane(hi), th, th_lo);
  const double tl = (low_lane(lo) - high_lane(lo)) + th_lo;
  xp::two_sum(th, s_lo, t1, t1_lo);
  xp::two_sum(s, t1, r, re);
  const double rl = re + (tl + t1_lo);
  const __m128d abs_p = _mm_andnot_pd(_mm_set1_pd(-0.0), p);
  const double n = low_lane(abs_p) + high_lane(abs_p);
  // Every two-sum exact (no error into lo, none from th or t1): X = r + rl exactly. Otherwise
  // err >= 2 u |rl|, as rounded_if_certain needs of the tail rl.
  const bool exact = _mm_movemask_pd(inexact) == 0 && th_lo == 0 && t1_lo == 0;
  return {r, rl, exact ? 0.0 : 0x1p-139 * filter_max(n, 0x1p-880) + 0x1p-51 * std::fabs(rl)};
}

/// incircle on the points a, b, c, d: with A = a - d, B = b - d, C = c - d exactly, X = lift(A)
/// m(B, C) + lift(B) m(C, A) + lift(C) m(A, B) (lift_lanes, cross_lanes). Each term L m from L
/// = lv + lt and m = ms + mt: pv = fl(lv ms) with its exact error pe, and pt = fl(lv mt + fl(lt
/// ms + pe)) (two fused multiply-adds). Against S N (S, N the magnitudes of L and m) a term errs
/// by at most 56.2 u^2 S N: 16.09 for the dropped lt mt, 12.021 for L's error times |m|, 14.011
/// for m's error times |L|, 5.03 and 9.04 for the two roundings; |pt| <= 9.05 u S N. The three
/// pv are summed exactly (two two-sums: s2 + e1 + e2), and tail = ((e1 + e2) + (pt_a + pt_b)) +
/// pt_c, its terms at most 11.06 u M in all (M the sum of the terms' S N), so its four sums err
/// by at most 44.24 u^2 M. In all 100.44 u^2 M, which err = 2^-99 M' (M' the computed M, at
/// least M (1 - 10u)) covers; M' is raised to 2^-900 so that the bound cannot underflow. u |tail|
/// <= 11.07 u^2 M is below err / 8.
EXACTPRED_ALWAYS_INLINE double_word_value incircle_lanes(__m128d a, __m128d b, __m128d c,
                                                         __m128d d) {
  __m128d a_lo, b_lo, c_lo;
  const __m128d ad = exact_difference(a, d, a_lo), bd = exact_difference(b, d, b_lo),
                cd = exact_difference(c, d, c_lo);
  const compensated la = lift_lanes(ad, a_lo), lb = lift_lanes(bd, b_lo), lc = lift_lanes(cd, c_lo);
  const compensated mbc = cross_lanes(bd, b_lo, cd, c_lo), mca = cross_lanes(cd, c_lo, ad, a_lo),
                    mab = cross_lanes(ad, a_lo, bd, b_lo);
  const compensated x = sum_of_three(times(la, mbc), times(lb, mca), times(lc, mab));
  return {x.s, x.tail, 0x1p-98 * filter_max(x.n, 0x1p-900)};
}

/// z1 m1 + z2 m2 + z3 m3 for exact z_i = zh + zl and the compensated 2x2 minors m_i, as in
/// orient3d_lanes (whose analysis this is): s + tail within 58.03 u^2 M of the exact value,
/// |tail| <= 8.01 u M and |s| <= M (1 + 4u), M = the magnitude n returned.
EXACTPRED_ALWAYS_INLINE compensated z_combination(double z1, double z1_lo, const compensated& m1,
                                                  double z2, double z2_lo, const compensated& m2,
                                                  double z3, double z3_lo, const compensated& m3) {
  return sum_of_three(times(exact_value(z1, z1_lo), m1), times(exact_value(z2, z2_lo), m2),
                      times(exact_value(z3, z3_lo), m3));
}

/// orient3d on the points a, b, c, d (x and y side by side, z apart): with U = b - a, V = c - a,
/// W = d - a exactly (x, y and z), X = U_z m(V, W) + V_z m(W, U) + W_z m(U, V) (cross_lanes: m(P,
/// Q) = P_x Q_y - P_y Q_x). Each term z m from z = zh + zl and m = ms + mt: pv = fl(zh ms) with
/// its exact error pe, and pt = fl(zh mt + fl(zl ms + pe)). Against Z N (Z = |zh|, N m's
/// magnitude) a term errs by at most 26.02 u^2 Z N: 4.0005 for the dropped zl mt, 14.012 for m's
/// error times |z|, 2.0003 and 6.0008 for the two roundings; |pt| <= 6.001 u Z N. The three pv
/// are summed exactly (two two-sums), and tail = ((e1 + e2) + (pt_a + pt_b)) + pt_c, its terms at
/// most 8.002 u M (M the sum of the terms' Z N), errs by at most 32.01 u^2 M. In all 58.03 u^2 M,
/// which err = 2^-100 M' (M' the computed M, at least M (1 - 10u)) covers; M' is raised to
/// 2^-900 so that the bound cannot underflow. u |tail| <= 8.01 u^2 M is below err / 8.
EXACTPRED_ALWAYS_INLINE double_word_value orient3d_lanes(const double* pa, const double* pb,
                                                         const double* pc, const double* pd) {
  const __m128d a = _mm_loadu_pd(pa), b = _mm_loadu_pd(pb), c = _mm_loadu_pd(pc),
                d = _mm_loadu_pd(pd);
  __m128d u_lo, v_lo, w_lo;
  const __m128d u = exact_difference(b, a, u_lo), v = exact_difference(c, a, v_lo),
                w = exact_difference(d, a, w_lo);
  double uz, uz_lo, vz, vz_lo, wz, wz_lo;
  xp::two_sum(pb[2], -pa[2], uz, uz_lo);
  xp::two_sum(pc[2], -pa[2], vz, vz_lo);
  xp::two_sum(pd[2], -pa[2], wz, wz_lo);
  const compensated mvw = cross_lanes(v, v_lo, w, w_lo), mwu = cross_lanes(w, w_lo, u, u_lo),
                    muv = cross_lanes(u, u_lo, v, v_lo);
  const compensated x3 = z_combination(uz, uz_lo, mvw, vz, vz_lo, mwu, wz, wz_lo, muv);
  return {x3.s, x3.tail, 0x1p-99 * filter_max(x3.n, 0x1p-900)};
}

/// insphere on the points a, b, c, d, e (three coordinates each), as formulas.hpp's lifted_det4
/// with A = a - e, ..., D = d - e exactly: the six 2x2 minors of x and y (cross_lanes), the four
/// 3x3 minors (z_combination: within 58.03 u^2 M_O, |tail| <= 8.01 u M_O), and X = (L_a bcd - L_b
/// cda) + (L_c dab - L_d abc) with the lifts L (lift3: within 38.1 u^2 S, |lt| <= 5.02 u S). Each
/// term L O as in incircle_lanes: pv = fl(lv os) with its exact error pe, pt = fl(lv ot + fl(lt
/// os + pe)); against S M_O it errs by at most 156.5 u^2 (40.21 for the dropped lt ot, 38.11 and
/// 58.04 for the factors' errors, 6.03 and 14.05 for the two roundings), |pt| <= 14.06 u S M_O.
/// The four pv are summed exactly (three two-sums), and the tail's seven terms, at most 16.07 u
/// M in all, err by at most 96.42 u^2 M in its six sums. In all 252.9 u^2 M, which err = 2^-96 M'
/// (M' the computed M, at least M (1 - 12u)) covers; M' is raised to 2^-900. u |tail| <= 16.08
/// u^2 M is below err / 64.
EXACTPRED_ALWAYS_INLINE double_word_value insphere_lanes(const double* pa, const double* pb,
                                                         const double* pc, const double* pd,
                                                         const double* e) {
  const exact_point3 a = exact_difference3(pa, e), b = exact_difference3(pb, e),
                     c = exact_difference3(pc, e), d = exact_difference3(pd, e);
  const compensated ab = cross_lanes(a.xy, a.xy_lo, b.xy, b.xy_lo),
                    bc = cross_lanes(b.xy, b.xy_lo, c.xy, c.xy_lo),
                    cd = cross_lanes(c.xy, c.xy_lo, d.xy, d.xy_lo),
                    da = cross_lanes(d.xy, d.xy_lo, a.xy, a.xy_lo),
                    ac = cross_lanes(a.xy, a.xy_lo, c.xy, c.xy_lo),
                    bd = cross_lanes(b.xy, b.xy_lo, d.xy, d.xy_lo);
  // abc = Az bc - Bz ac + Cz ab; bcd = Bz cd - Cz bd + Dz bc; cda = Cz da + Dz ac + Az cd;
  // dab = Dz ab + Az bd + Bz da (a negated z is exact).
  const compensated abc = z_combination(a.z, a.z_lo, bc, -b.z, -b.z_lo, ac, c.z, c.z_lo, ab);
  const compensated bcd = z_combination(b.z, b.z_lo, cd, -c.z, -c.z_lo, bd, d.z, d.z_lo, bc);
  const compensated cda = z_combination(c.z, c.z_lo, da, d.z, d.z_lo, ac, a.z, a.z_lo, cd);
  const compensated dab = z_combination(d.z, d.z_lo, ab, a.z, a.z_lo, bd, b.z, b.z_lo, da);
  const compensated_product ta = times(lift3(a), bcd), tb = times(lift3(b), cda),
                            tc = times(lift3(c), dab), td = times(lift3(d), abc);
  double s1, e1, s2, e2, s3, e3;
  xp::two_sum(ta.v, -tb.v, s1, e1);
  xp::two_sum(tc.v, -td.v, s2, e2);
  xp::two_sum(s1, s2, s3, e3);
  const double tail = ((e1 + e2) + e3) + ((ta.t - tb.t) + (tc.t - td.t));
  const double m = (ta.n + tb.n) + (tc.n + td.n);
  return {s3, tail, 0x1p-95 * filter_max(m, 0x1p-900)};
}

/// The sign of X from r = fl(s + tail), within err + u |r| of it: certain when |r| (1 - u)
/// exceeds err (taken as |r| > 2 err).
EXACTPRED_ALWAYS_INLINE std::optional<sign> lanes_sign(const double_word_value& d) {
  const double r = d.s + d.tail;
  if (std::fabs(r) > d.margin) return r > 0 ? sign::positive : sign::negative;
  return std::nullopt;
}

EXACTPRED_ISA_END

/// The correctly rounded values' fast path, on the points where the caller holds them (x and y
/// in a row, then z): inside the value window, for a caller that rounds to nearest
/// (value_fast_path_applies), the value from the kernel above when rounded_if_certain certifies
/// it (orient2d: else from orient2d_lanes_accurate, near a degeneracy). Every other query goes
/// to the stages (values.cpp), told whether the fast path has run its evaluation on the inputs as
/// they are (fast_path_tried). The public functions jump here, and from here to the stages, with
/// the points' addresses in registers: nothing is copied before the fast path has decided.
/// orient2d's value on points outside the value window, scaled into it: with e the largest
/// biased exponent field of the coordinates (2047 for a NaN or an infinity), every coordinate
/// times 2^s, s = 1023 - e, so that the largest lands in [1, 2). That is exact, in every
/// environment and raising no flag, when every input is zero or a normal number whose product is
/// one too, which the window test on the inputs with its ends moved by -s checks, the lower end
/// raised to 2^-1022 at least (a subnormal input is not scaled: denormals-are-zero would read it
/// as zero); the same test confirms rounding to nearest. Nothing before it is arithmetic on the
/// inputs. The kernels then run on the scaled points inside the window, and X(x) = X(y)
/// 2^(-2 s): the certified X(y), or X(y) itself on snapped input, unscaled by moving its exponent
/// field when the result is a normal number (scaling commutes with rounding there), an infinity
/// above that range, and below it X(y) 2^(-2 s) rounded once when X(y) is exactly a double.
/// Everything else goes to the stages.
namespace {
EXACTPRED_NOINLINE double orient2d_value_rescaled(const point2& a, const point2& b,
                                                  const point2& c) {
  const __m128d v[] = {_mm_loadu_pd(&a.x), _mm_loadu_pd(&b.x), _mm_loadu_pd(&c.x)};
  // The largest biased exponent field, from the bits: integer operations, since an arithmetic
  // maximum would raise the denormal flag on a subnormal input.
  const __m128i magnitude = _mm_set1_epi64x(static_cast<long long>(magnitude_mask));
  const auto field_of = [magnitude](__m128d x) {
    return _mm_srli_epi64(_mm_and_si128(_mm_castpd_si128(x), magnitude), 52);
  };
  __m128i fields = _mm_max_epi32(_mm_max_epi32(field_of(v[0]), field_of(v[1])), field_of(v[2]));
  fields = _mm_max_epi32(fields, _mm_unpackhi_epi64(fields, fields));
  const int e = _mm_cvtsi128_si32(fields);
  const int shift = 1023 - e;  // 2^shift must be normal: e in [1, 2045]
  if (e < 1 || e > 2045) return orient2d_value_staged(a, b, c, false);
  using W = value_window<orient2d_formula>;
  const int lo = W::lo - shift > -1022 ? W::lo - shift : -1022;
  const int hi = W::hi - shift < 1024 ? W::hi - shift : 1024;
  if (!value_fast_path_applies(v, window_lanes_for(lo, hi))) {
    return orient2d_value_staged(a, b, c, false);
  }
  const __m128d scale = _mm_set1_pd(double_of(static_cast<std::uint64_t>(1023 + shift) << 52));
  const __m128d y[] = {_mm_mul_pd(v[0], scale), _mm_mul_pd(v[1], scale), _mm_mul_pd(v[2], scale)};
  double r;
  const double_word_value f = orient2d_lanes(y[0], y[1], y[2]);
  if (!rounded_if_certain(f, r)) {
    if (orient2d_lanes_inexact(y[0], y[1], y[2]) != 0) return orient2d_value_staged(a, b, c, false);
    r = f.s + f.tail;        // snapped input: X(y) = s + tail (a multiple of 2^-1022), rounded
    if (r == 0) return 0.0;  // an exact zero, +0
  }
  // r 2^(-2 shift), when its biased exponent stays in [1, 2046].
  const std::uint64_t r_bits = bits_of(r);
  const int field = static_cast<int>(r_bits >> 52 & 0x7FF) - 2 * shift;
  if (field >= 1 && field <= 2046) {
    return double_of(r_bits -
                     (static_cast<std::uint64_t>(static_cast<std::int64_t>(2 * shift)) << 52));
  }
  // Above the range, an infinity: r is X(y) rounded, so X(y) is at least r less half the gap
  // below it, and X at least DBL_MAX + ulp/2. Below it, X(y) 2^(-2 shift) rounded once (to a
  // subnormal or a zero) when X(y) is a double (snapped input, s + tail exact); else the stages.
  if (field > 2046) return r > 0 ? INFINITY : -INFINITY;
  if (orient2d_lanes_inexact(y[0], y[1], y[2]) == 0) {
    double sum, sum_error;
    xp::two_sum(f.s, f.tail, sum, sum_error);
    if (sum_error == 0) return scaled_and_rounded(sum, -2 * shift);
  }
  return orient2d_value_staged(a, b, c, false);
}
}  // namespace

double orient2d_value_fma(const point2& a, const point2& b, const point2& c) {
  const __m128d v[] = {_mm_loadu_pd(&a.x), _mm_loadu_pd(&b.x), _mm_loadu_pd(&c.x)};
  using W = value_window<orient2d_formula>;
  if (!value_fast_path_applies<W::lo, W::hi>(v)) return orient2d_value_rescaled(a, b, c);
  double r;
  const double_word_value f = orient2d_lanes(v[0], v[1], v[2]);
  if (rounded_if_certain(f, r)) return r;
  const int inexact = orient2d_lanes_inexact(v[0], v[1], v[2]);
  if (inexact == 0) {
    // Snapped input: X = s + tail, a multiple of 2^-1022 (value_window), so zero or at least
    // 2^-1022 in magnitude, and r is X rounded (not flushed).
    r = f.s + f.tail;
    if (std::fabs(r) >= 0x1p-1022) return r;
    if (r == 0) return 0.0;  // an exact zero, +0
    return orient2d_value_staged(a, b, c, true);
  }
  if ((inexact & 3) == 0 &&
      rounded_if_certain(orient2d_lanes_exact_differences(v[0], v[1], v[2]), r)) {
    return r;
  }
  const double_word_value d = orient2d_lanes_accurate(v[0], v[1], v[2]);
  if (rounded_if_certain(d, r)) return r;
  if (d.margin == 0 && d.s + d.tail == 0) return 0.0;  // an exact zero (snapped input), +0
  return orient2d_value_staged(a, b, c, true);
}

double incircle_value_fma(const point2& a, const point2& b, const point2& c, const point2& d) {
  const __m128d v[] = {_mm_loadu_pd(&a.x), _mm_loadu_pd(&b.x), _mm_loadu_pd(&c.x),
                       _mm_loadu_pd(&d.x)};
  using W = value_window<incircle_formula>;
  if (!value_fast_path_applies<W::lo, W::hi>(v)) return incircle_value_staged(a, b, c, d, false);
  double r;
  if (rounded_if_certain(incircle_lanes(v[0], v[1], v[2], v[3]), r)) return r;
  return incircle_value_staged(a, b, c, d, true);
}

double orient3d_value_fma(const point3& a, const point3& b, const point3& c, const point3& d) {
  using W = value_window<orient3d_formula>;
  const __m128d v[] = {_mm_loadu_pd(&a.x), _mm_loadu_pd(&b.x),   _mm_loadu_pd(&c.x),
                       _mm_loadu_pd(&d.x), _mm_set_pd(b.z, a.z), _mm_set_pd(d.z, c.z)};
  if (!value_fast_path_applies<W::lo, W::hi>(v)) return orient3d_value_staged(a, b, c, d, false);
  double r;
  if (rounded_if_certain(orient3d_lanes(&a.x, &b.x, &c.x, &d.x), r)) return r;
  return orient3d_value_staged(a, b, c, d, true);
}

double insphere_value_fma(const point3& a, const point3& b, const point3& c, const point3& d,
                          const point3& e) {
  using W = value_window<insphere_formula>;
  const __m128d v[] = {_mm_loadu_pd(&a.x),   _mm_loadu_pd(&b.x), _mm_loadu_pd(&c.x),
                       _mm_loadu_pd(&d.x),   _mm_loadu_pd(&e.x), _mm_set_pd(b.z, a.z),
                       _mm_set_pd(d.z, c.z), _mm_set1_pd(e.z)};
  if (!value_fast_path_applies<W::lo, W::hi>(v)) {
    return insphere_value_staged(a, b, c, d, e, false);
  }
  double r;
  if (rounded_if_certain(insphere_lanes(&a.x, &b.x, &c.x, &d.x, &e.x), r)) return r;
  return insphere_value_staged(a, b, c, d, e, true);
}

/// The double-double stage of the core predicates' signs on the kernels above
/// (their preconditions are the stage's).
template <>
std::optional<sign> double_double_fma<orient2d_formula>(const double* y, double) {
  return lanes_sign(orient2d_lanes(_mm_loadu_pd(y), _mm_loadu_pd(y + 2), _mm_loadu_pd(y + 4)));
}
template <>
std::optional<sign> double_double_fma<orient3d_formula>(const double* y, double) {
  return lanes_sign(orient3d_lanes(y, y + 3, y + 6, y + 9));
}
template <>
std::optional<sign> double_double_fma<insphere_formula>(const double* y, double) {
  return lanes_sign(insphere_lanes(y, y + 3, y + 6, y + 9, y + 12));
}
template <>
std::optional<sign> double_double_fma<incircle_formula>(const double* y, double) {
  return lanes_sign(incircle_lanes(_mm_loadu_pd(y), _mm_loadu_pd(y + 2), _mm_loadu_pd(y + 4),
                                   _mm_loadu_pd(y + 6)));
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
