// SPDX-License-Identifier: MIT
// src/stages_fma.cpp — the double-double stage of the four core predicates (and of their
// correctly rounded values, double_double_rounded) compiled with
// -mfma: two_product becomes one multiplication and one fused multiply-add instead of
// Dekker's 17 operations, and double-double products take 8 operations instead of 24; and
// their error-free evaluation (error_free.hpp), where a product's exactness is one fused
// multiply-add instead of two trailing-zero counts. Called only when the CPU has FMA (see
// double_double_stage and error_free_sign_compiled in stages_impl.hpp); the arithmetic lives
// in its own namespace here (isa_namespace.hpp), and the error-free operators, instantiated
// for checked_double<true> only where FMA is compiled in, are always inlined.
#define EXACTPRED_ISA_NAMESPACE fma_isa
#include <immintrin.h>

#include <cmath>
#include <cstdint>
#include <optional>
#include <utility>

#include "double_double.hpp"
#include "exactpred/detail/error_free.hpp"
#include "exactpred/detail/formulas.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

template <class F>
std::optional<sign> double_double_fma(const double* y, double m_floor) {
  return double_double_eval<F>(y, std::make_index_sequence<F::arity>{}, m_floor);
}

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

template <class F>
double double_double_rounded_fma(const double* y, int k, double m_floor) {
  return double_double_rounded<F>(y, k, std::make_index_sequence<F::arity>{}, m_floor);
}

template double double_double_rounded_fma<orient2d_formula>(const double*, int, double);
template double double_double_rounded_fma<orient3d_formula>(const double*, int, double);
template double double_double_rounded_fma<incircle_formula>(const double*, int, double);
template double double_double_rounded_fma<insphere_formula>(const double*, int, double);

/// orient2d on x = {ax, ay, bx, by, cx, cy} in double-word arithmetic, two lanes at a time:
/// X = r + rl + delta with |delta| <= err, and r + rl = s + tail exactly when |tail| <= |s|.
/// Preconditions: the caller rounds to nearest, and no value formed here is subnormal,
/// underflows or overflows (inputs inside orient2d's filter window or value window, or rescaled
/// as the stages rescale). The x and y lanes side by side: U = a - c and V = b - c exactly as
/// hi + lo (two-sum), W = V's lanes swapped, and X = U_x W_x - U_y W_y from the products P =
/// U_hi W_hi (exact errors E by fused multiply-adds) and the cross terms Q = U_lo W_hi + U_hi
/// W_lo; the lanes' difference is then p1 - p2 (two-sum: s + s_lo exactly) plus the rounded tail
/// (s_lo + (e1 - e2)) + (q1 - q2). With N = |p1| + |p2| and u = 2^-53, the error of s + tail
/// against X is at most 13.01 u^2 N: u^2 N for the dropped U_lo W_lo, 3.0001 u^2 N for rounding
/// Q, 1.0001 for e1 - e2, 2.0002 for adding s_lo, 2.0001 for q1 - q2 and 4.0004 for the last
/// sum; err = 2^-102 N (1 - 2u) covers it. The magnitude is raised to 2^-900 so that the bound
/// cannot underflow.
struct orient2d_double_word {
  double s, tail, r, rl, err;
};
EXACTPRED_ALWAYS_INLINE orient2d_double_word orient2d_lanes(__m128d a, __m128d b, __m128d c) {
  // p - c as hi + lo exactly (two-sum of p and -c).
  const auto difference = [c](__m128d p, __m128d& lo) {
    const __m128d s = _mm_sub_pd(p, c);
    const __m128d c_part = _mm_sub_pd(s, p);  // the part of -c in s
    const __m128d p_part = _mm_sub_pd(s, c_part);
    lo = _mm_sub_pd(_mm_sub_pd(p, p_part), _mm_add_pd(c, c_part));
    return s;
  };
  __m128d u_lo, v_lo;
  const __m128d u = difference(a, u_lo), v = difference(b, v_lo);
  const __m128d w = _mm_shuffle_pd(v, v, 1), w_lo = _mm_shuffle_pd(v_lo, v_lo, 1);
  const __m128d p = _mm_mul_pd(u, w);
  const __m128d e = _mm_fmsub_pd(u, w, p);
  const __m128d q = _mm_fmadd_pd(u_lo, w, _mm_mul_pd(u, w_lo));
  // The lanes' differences: the products' exactly (two-sum: s + s_lo), the others rounded. The
  // terms are added as soon as they are known, the late cross terms last.
  const auto low = [](__m128d v) { return _mm_cvtsd_f64(v); };
  const auto high = [](__m128d v) { return _mm_cvtsd_f64(_mm_unpackhi_pd(v, v)); };
  orient2d_double_word d;
  double s_lo;
  xp::two_sum(low(p), -high(p), d.s, s_lo);
  d.tail = (s_lo + (low(e) - high(e))) + (low(q) - high(q));
  // r + rl = s + tail exactly (fast two-sum) when |tail| <= |s|.
  d.r = d.s + d.tail;
  d.rl = d.tail - (d.r - d.s);
  const __m128d abs_p = _mm_andnot_pd(_mm_set1_pd(-0.0), p);
  const double n = low(abs_p) + high(abs_p);
  d.err = 0x1p-102 * (n > 0x1p-900 ? n : 0x1p-900);
  return d;
}

/// orient2d's value on x, correctly rounded, or NaN when this fast path does not apply or cannot
/// certify the rounding (correctly_rounded_value in values.cpp then takes the stages). It
/// applies when every input is inside orient2d's value window (value_window; tested on the
/// bits, so that flush-to-zero and denormals-are-zero cannot change the test) and the caller
/// rounds to nearest (two additions whose results tell the four rounding modes apart, as
/// rounds_to_nearest does, here both in one instruction): orient2d_lanes' preconditions.
double orient2d_value_fma(const double* x) {
  const __m128d a = _mm_loadu_pd(x), b = _mm_loadu_pd(x + 2), c = _mm_loadu_pd(x + 4);
  constexpr int lo = value_window<orient2d_formula>::lo, hi = value_window<orient2d_formula>::hi;
  const __m128i outside =
      _mm_or_si128(_mm_or_si128(outside_window2<lo, hi>(a), outside_window2<lo, hi>(b)),
                   outside_window2<lo, hi>(c));
  __m128d probe = _mm_set_pd(-0x1.8p-53, 0x1.8p-53);
#if defined(__GNUC__) || defined(__clang__)
  __asm__("" : "+x"(probe));  // not folded in the compiler's rounding
#else
  volatile __m128d opaque = probe;
  probe = opaque;
#endif
  // 1 + 3/4 ulp(1) and -1 - 3/4 ulp(1) round away from 1 and -1 only to nearest.
  const __m128d not_nearest = _mm_cmpneq_pd(_mm_add_pd(_mm_set_pd(-1.0, 1.0), probe),
                                            _mm_set_pd(-1 - 0x1p-52, 1 + 0x1p-52));
  if (_mm_movemask_pd(_mm_or_pd(_mm_castsi128_pd(outside), not_nearest)) != 0) return NAN;
  const orient2d_double_word d = orient2d_lanes(a, b, c);
  // r is X rounded when |rl| + err is below half the gap from |r| to its neighbours: 2^(e - 53)
  // for r in [2^e, 2^(e + 1)), 2^(e - 54) at r = 2^e (the gap below is the smaller one). A zero
  // r, or one too small for that half gap to be a normal number, is not certified. The sum
  // |rl| + err is compared with the half gap less 8 units of its last place, (1 - 2^-50) times
  // it, which covers the sum's rounding (an integer subtraction, where a product would wait).
  const std::uint64_t r_bits = bits_of(d.r);
  const std::uint64_t below = (r_bits & 0xFFFFFFFFFFFFFull) == 0 ? 54 : 53;
  const auto half_gap = static_cast<std::int64_t>((r_bits & exponent_mask) - (below << 52));
  const bool certified =
      half_gap > 0 && std::fabs(d.tail) <= std::fabs(d.s) &&
      std::fabs(d.rl) + d.err < double_of(static_cast<std::uint64_t>(half_gap) - 8);
  return certified ? d.r : NAN;
}

/// The double-double stage of orient2d's sign with orient2d_lanes (its preconditions are the
/// stage's): r = fl(s + tail) is within err + u |r| of X, so its sign is X's when |r| (1 - u)
/// exceeds err (taken as |r| > 2 err).
template <>
std::optional<sign> double_double_fma<orient2d_formula>(const double* y, double) {
  const orient2d_double_word d =
      orient2d_lanes(_mm_loadu_pd(y), _mm_loadu_pd(y + 2), _mm_loadu_pd(y + 4));
  if (std::fabs(d.r) > 2 * d.err) return d.r > 0 ? sign::positive : sign::negative;
  return std::nullopt;
}

template std::optional<sign> double_double_fma<orient3d_formula>(const double*, double);
template std::optional<sign> double_double_fma<incircle_formula>(const double*, double);
template std::optional<sign> double_double_fma<insphere_formula>(const double*, double);

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
