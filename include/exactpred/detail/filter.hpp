// SPDX-License-Identifier: MIT
// exactpred/detail/filter.hpp — the inline filter: floating point, derived from the formula.
//
// A formula (see formulas.hpp) is evaluated once with `filter_value`, a double that carries
// beside its value v a magnitude m (the same expression evaluated on absolute values, i.e.
// the permanent) and, in its type, compile-time coefficients from which a proven bound
//
//     |v - X| <= E * m + T * eta * L^(d-2)                                      (1)
//
// follows, where X is the exact value of the expression on the given inputs, d its degree
// (every formula is homogeneous), L = max(1, max |input|) and eta = 2^-1074. If |v| exceeds
// the right-hand side, sign(v) = sign(X); otherwise the filter answers "uncertain".
//
// Derivation (forward error analysis in the style of Shewchuk 1997, sec. 4.2, and Ozaki et
// al. 2016, with the underflow term made explicit). Let U = 2^-52: in every IEEE rounding
// mode, |fl(y) - y| <= U|y| when fl(y) is normal, and |fl(y) - y| < eta when it is not;
// sums whose result is subnormal are exact. For every node with exact value X and true
// permanent P (exact arithmetic on exact absolute values) we keep
//
//     |v - X| <= alpha * P + tau,   tau <= t * eta * L^(d-2)                    (2)
//     P <= r * m + sigma,           sigma <= s * eta * L^(d-2),  r = 1 + rho    (3)
//     P, m <= c * L^d                                                           (4)
//
//   input x (exact):          alpha = 0, rho = 0, c = 1, t = s = 0, m = |x|.
//   x - y of two inputs:      v = fl(x - y) has |v - X| <= U|X|; it is treated as a leaf with
//                             P = |X|, m = |v| >= (1-U)P: alpha = U, rho = U/(1-U), c = 2.
//   a +- b:                   alpha = U + (1+U) max(alpha_a, alpha_b)
//                             t = (1+U)(t_a + t_b),  s = s_a + s_b
//                             rho = max(rho_a, rho_b)(1 + w) + w,  w = U/(1-U)
//                             c = (c_a + c_b)(1 + 2U)
//   a * b:                    alpha = (1+U)(1+alpha_a)(1+alpha_b) - 1
//                             t = 1 + (1+U)[(1+alpha_a) c_a t_b + (1+alpha_b) c_b t_a] + ...
//                             s = (1+rho_a)(1+rho_b)/(1-U) + (1+rho_a) c_a s_b
//                                 + (1+rho_b) c_b s_a + ...
//                             rho = (1+rho_a)(1+rho_b)/(1-U) - 1,  c = c_a c_b (1 + 2U)
// where "..." are products of two underflow terms, bounded by t_a t_b 2^-900 (eta^2 is far
// below eta). Each rounding of a product adds at most U|p| + eta; the eta is multiplied by
// the other factors on its way to the root, each at most c L^deg, hence L^(d-2).
// Combining (2) and (3): E = alpha (1 + rho), T = alpha s + t. The final comparison is itself
// rounded, so E and T are enlarged (factor 1 + 2^-30, plus 8 eta) before use.
//
// Two filters use these coefficients. The dynamic filter tests (1) with the magnitude m
// evaluated beside the value. The semi-static filter, inline for formulas in difference form
// (every input enters as a difference of one coordinate of two points, as in the core
// predicates), needs no magnitude: with L' the largest such difference, P <= c L'^d, so
// |v - X| <= alpha c L'^d + T eta max(1, L')^(d-2) (semi_static_constants below). It costs the
// value, the largest difference and a power; the slow path first retries the sharper dynamic
// bound. Both bounds add K = 2^-1020 >= T eta in place of T eta, a normal number, so that no
// subnormal arithmetic (a slow microcode path on many CPUs) happens on ordinary input.
//
// A range guard (every |input| below L_max, a power of two derived from c and d) rules out
// overflow, which the directed rounding modes would turn into a silent DBL_MAX.
// Consequences that the tests pin: the bound holds in all four rounding modes, with or without
// FMA contraction (a fused operation only removes roundings) and through gradual underflow;
// NaN and infinity never pass.
#ifndef EXACTPRED_DETAIL_FILTER_HPP
#define EXACTPRED_DETAIL_FILTER_HPP

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <utility>

#include "exactpred/detail/fp_bits.hpp"
#include "exactpred/sign.hpp"

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#endif
#if defined(__wasm_simd128__) && !defined(EXACTPRED_PORTABLE)
#include <wasm_simd128.h>
#endif
#if (defined(__GNUC__) || defined(__clang__)) && defined(__SSE2__) && !defined(EXACTPRED_PORTABLE)
#define EXACTPRED_FILTER_SSE2_ASM 1
#endif

namespace exactpred {
inline namespace v0 {
namespace detail {

inline constexpr double filter_unit = 0x1p-52;  // U above: one ulp, valid in every mode

constexpr double cmax(double a, double b) { return a > b ? a : b; }

/// The rounding units a bound is derived with: `value` bounds the relative error of one
/// operation on values, `mag` that of one operation on magnitudes (plain doubles), and
/// `leaf_difference` that of the difference of two inputs. The filter rounds every value
/// once (any rounding mode); the double-double stage of src/ uses its own units.
struct filter_units {
  static constexpr double value = filter_unit;
  static constexpr double mag = filter_unit;
  static constexpr double leaf_difference = filter_unit;
};

/// Compile-time error coefficients of an input (see the derivation above).
template <class Units>
struct input_bound_t {
  using units = Units;
  static constexpr int degree = 1;
  static constexpr bool exact = true;  // the value is an input, known exactly
  static constexpr double alpha = 0, rho = 0, c = 1, t = 0, s = 0;
  static constexpr int nodes = 0;  // rounded operations below and at this node
};
using input_bound = input_bound_t<filter_units>;

/// Difference (or sum) of two exact inputs: at most one rounding, magnitude taken as |v|.
template <class Units>
struct rounded_input_bound {
  using units = Units;
  static constexpr int degree = 1;
  static constexpr bool exact = false;
  static constexpr double alpha = Units::leaf_difference;
  static constexpr double rho = Units::mag / (1 - Units::mag);
  static constexpr double c = 2 * (1 + 2 * Units::mag);
  static constexpr double t = 0, s = 0;
  static constexpr int nodes = 1;
};

template <class A, class B>
struct sum_bound {
  static_assert(A::degree == B::degree,
                "exactpred formulas must be homogeneous: both sides of + or - need equal degree");
  using units = typename A::units;
  static constexpr int degree = A::degree;
  static constexpr bool exact = false;
  static constexpr double U = units::value;
  static constexpr double w = units::mag / (1 - units::mag);
  static constexpr double alpha = U + (1 + U) * cmax(A::alpha, B::alpha);
  static constexpr double rho = cmax(A::rho, B::rho) * (1 + w) + w;
  static constexpr double c = (A::c + B::c) * (1 + 2 * units::mag);
  static constexpr double t = (1 + U) * (A::t + B::t);
  static constexpr double s = A::s + B::s;
  static constexpr int nodes = A::nodes + B::nodes + 1;
};

template <class A, class B>
struct product_bound {
  using units = typename A::units;
  static constexpr int degree = A::degree + B::degree;
  static constexpr bool exact = false;
  static constexpr double U = units::value;
  static constexpr double w = units::mag / (1 - units::mag);
  static constexpr double alpha =
      A::alpha + B::alpha + A::alpha * B::alpha + U * (1 + A::alpha) * (1 + B::alpha);
  static constexpr double rho = A::rho + B::rho + A::rho * B::rho + w * (1 + A::rho) * (1 + B::rho);
  static constexpr double c = A::c * B::c * (1 + 2 * units::mag);
  static constexpr double t =
      1 + (1 + U) * ((1 + A::alpha) * A::c * B::t + (1 + B::alpha) * B::c * A::t) +
      A::t * B::t * 0x1p-900;
  static constexpr double s = (1 + A::rho) * (1 + B::rho) * (1 + w) + (1 + A::rho) * A::c * B::s +
                              (1 + B::rho) * B::c * A::s + A::s * B::s * 0x1p-900;
  static constexpr int nodes = A::nodes + B::nodes + 1;
};

/// Absolute value and maximum of the number types the filter runs on: double here, SIMD vectors
/// of doubles in the batch kernels and the wide-exponent numbers of the extended filter (which
/// provide their own overloads, found by argument-dependent lookup).
EXACTPRED_ALWAYS_INLINE double filter_abs(double x) { return std::fabs(x); }
EXACTPRED_ALWAYS_INLINE double filter_max(double a, double b) {
#if defined(EXACTPRED_FILTER_SSE2_ASM)
  // The instruction itself, whose definition is a > b ? a : b: written in C++, g++ sometimes
  // emits a four-instruction blend, and the intrinsic adds moves that clear the upper lane.
#if defined(__AVX__)
  __asm__("vmaxsd %2, %1, %0" : "=x"(a) : "x"(a), "xm"(b));
#else
  __asm__("maxsd %1, %0" : "+x"(a) : "xm"(b));
#endif
  return a;
#elif defined(__wasm_simd128__) && !defined(EXACTPRED_PORTABLE)
  // WebAssembly: f64x2.pmax(b, a) is b < a ? a : b, without a branch (an engine may turn a
  // select of doubles into one, which random input mispredicts).
  return wasm_f64x2_extract_lane(wasm_f64x2_pmax(wasm_f64x2_splat(b), wasm_f64x2_splat(a)), 0);
#else
  return a > b ? a : b;
#endif
}
/// a < b ? a : b (b when either is NaN), as filter_max.
EXACTPRED_ALWAYS_INLINE double filter_min(double a, double b) {
#if defined(EXACTPRED_FILTER_SSE2_ASM)
#if defined(__AVX__)
  __asm__("vminsd %2, %1, %0" : "=x"(a) : "x"(a), "xm"(b));
#else
  __asm__("minsd %1, %0" : "+x"(a) : "xm"(b));
#endif
  return a;
#elif defined(__wasm_simd128__) && !defined(EXACTPRED_PORTABLE)
  return wasm_f64x2_extract_lane(wasm_f64x2_pmin(wasm_f64x2_splat(b), wasm_f64x2_splat(a)), 0);
#else
  return a < b ? a : b;
#endif
}
/// `value` where `scale < limit`, else +infinity (also for a NaN scale).
EXACTPRED_ALWAYS_INLINE double filter_guard(double scale, double limit, double value) {
#if defined(__wasm_simd128__) && !defined(EXACTPRED_PORTABLE)
  const v128_t ok = wasm_f64x2_lt(wasm_f64x2_splat(scale), wasm_f64x2_splat(limit));
  return wasm_f64x2_extract_lane(
      wasm_v128_bitselect(wasm_f64x2_splat(value), wasm_f64x2_splat(HUGE_VAL), ok), 0);
#else
  return scale < limit ? value : HUGE_VAL;
#endif
}

/// A number with its magnitude; the type records the error coefficients. V is double for
/// the inline filter (one query) or a vector of doubles (several queries, one per lane).
template <class Bound, class V = double>
struct filter_value {
  using bound = Bound;
  V v;  // the value, rounded as the formula evaluates it
  V m;  // the magnitude (permanent), rounded likewise
};

using filter_input = filter_value<input_bound>;

/// The bound of a sum or difference: one rounding of two exact inputs, else the general rule.
template <class A, class B>
using sum_result_bound =
    std::conditional_t<A::exact && B::exact, rounded_input_bound<typename A::units>,
                       sum_bound<A, B>>;

template <class A, class B, class V>
using filter_sum_t = filter_value<sum_result_bound<A, B>, V>;

template <class A, class B, class V>
EXACTPRED_ALWAYS_INLINE filter_sum_t<A, B, V> operator+(filter_value<A, V> a,
                                                        filter_value<B, V> b) {
  const V v = a.v + b.v;
  if constexpr (A::exact && B::exact) {
    return {v, filter_abs(v)};
  } else {
    return {v, a.m + b.m};
  }
}

template <class A, class B, class V>
EXACTPRED_ALWAYS_INLINE filter_sum_t<A, B, V> operator-(filter_value<A, V> a,
                                                        filter_value<B, V> b) {
  const V v = a.v - b.v;
  if constexpr (A::exact && B::exact) {
    return {v, filter_abs(v)};
  } else {
    return {v, a.m + b.m};
  }
}

template <class A, class V>
EXACTPRED_ALWAYS_INLINE filter_value<A, V> operator-(filter_value<A, V> a) {
  return {-a.v, a.m};
}

template <class A, class B, class V>
EXACTPRED_ALWAYS_INLINE filter_value<product_bound<A, B>, V> operator*(filter_value<A, V> a,
                                                                       filter_value<B, V> b) {
  return {a.v * b.v, a.m * b.m};
}

/// A value without magnitude, for the semi-static filter (below): the same roundings and the
/// same bound types as filter_value, none of the magnitude arithmetic.
template <class Bound, class V = double>
struct static_value {
  using bound = Bound;
  V v;
};

template <class A, class B, class V>
EXACTPRED_ALWAYS_INLINE static_value<sum_result_bound<A, B>, V> operator+(static_value<A, V> a,
                                                                          static_value<B, V> b) {
  return {a.v + b.v};
}
template <class A, class B, class V>
EXACTPRED_ALWAYS_INLINE static_value<sum_result_bound<A, B>, V> operator-(static_value<A, V> a,
                                                                          static_value<B, V> b) {
  return {a.v - b.v};
}
template <class A, class V>
EXACTPRED_ALWAYS_INLINE static_value<A, V> operator-(static_value<A, V> a) {
  return {-a.v};
}
template <class A, class B, class V>
EXACTPRED_ALWAYS_INLINE static_value<product_bound<A, B>, V> operator*(static_value<A, V> a,
                                                                       static_value<B, V> b) {
  return {a.v * b.v};
}

/// The one fault-injection hook of every filter's bound (the single formulas' here, the sums'
/// in planar_sum.hpp, the implicit points' in src/implicit_impl.hpp). Planted fault for the
/// fuzzing self-test (CMake option EXACTPRED_FAULT_INJECTION, never in a release): every filter
/// trusts an error bound 2^40 times too small, so it certifies wrong signs for nearly degenerate
/// inputs. scripts/fuzz-fault-check requires every fuzz harness family to find it.
#if defined(EXACTPRED_FAULT_INJECTION)
inline constexpr double filter_fault = 0x1p-40;
#else
inline constexpr double filter_fault = 1;
#endif

/// The final-bound rule's coefficients for a result of bound B, with no range check (the
/// implicit points' high degrees exceed filter_constants' checks): E of (1), enlarged to cover
/// the rounding of the comparison itself (and by the fault hook), and T, the underflow term's.
template <class B>
struct bound_coefficients {
  static constexpr double safety = 1 + 0x1p-30;
  static constexpr double fault = filter_fault;
  static constexpr double E = B::alpha * (1 + B::rho) * safety * fault;
  static constexpr double T = (B::alpha * B::s + B::t) * safety + 8;
};

/// floor(log2(v)) for v > 0, at compile time.
constexpr int log2_floor(double v) {
  int e = 0;
  while (v >= 2) {
    v /= 2;
    ++e;
  }
  while (v < 1) {
    v *= 2;
    --e;
  }
  return e;
}

/// The range guard's exponent k for a result of bound B: with every |input| below 2^k, every
/// intermediate value (at most c max(1, L)^d) stays below 2^1000 (filter_constants::L_max).
template <class B>
constexpr int range_guard_exponent() {
  int e = 0;  // c <= 2^e
  for (double c = B::c; c > 1; c /= 2) ++e;
  return (1000 - e) / B::degree;
}

/// The ends of the input window [2^lo, 2^hi) of a result of bound B (filter_window argues them),
/// without its checks, which the implicit points' high degrees may fail: lo is the least with
/// d (lo - 52) + e_E >= -1022, e_E a lower bound on the bound's E (alpha times the fault hook;
/// each filter multiplies it by factors >= 1); hi one below the range guard's exponent.
template <class B>
constexpr int window_lo() {
  return 52 - (1022 + log2_floor(B::alpha * filter_fault)) / B::degree;
}
template <class B>
constexpr int window_hi() {
  return range_guard_exponent<B>() - 1;
}

/// The constants of the final test |v| > E m + K max(1, L)^(d-2) for a result of bound B.
template <class B>
struct filter_constants : bound_coefficients<B> {
  using bound_coefficients<B>::safety;
  using bound_coefficients<B>::fault;
  using bound_coefficients<B>::E;
  using bound_coefficients<B>::T;
  static_assert(T < 0x1p50, "underflow coefficient out of range");
  /// K >= ceil(T) eta (at most 2^-1024), raised to the normal number 2^-1020 so that the
  /// bound's arithmetic never meets a subnormal operand or result (many CPUs take a slow
  /// microcode path for those). The filter gives up only for |v| below about 2^-1020.
  static constexpr double K_min = static_cast<double>(static_cast<long long>(T) + 1) * 0x1p-1074;
  static_assert(K_min <= 0x1p-1020);
  static constexpr double K = 0x1p-1020 * fault;
  /// Range guard: with every |input| < L_max, every intermediate value of the formula (at
  /// most c max(1, L)^d) stays below 2^1000, so nothing overflows. This matters in the
  /// directed rounding modes, where an overflow saturates at DBL_MAX instead of becoming inf.
  static constexpr double L_max = [] {
    double r = 1;
    for (int i = 0; i < range_guard_exponent<B>(); ++i) r *= 2;
    return r;
  }();
};

/// The input window of a bound B: every input is zero or 2^lo <= |x| < 2^hi. Inside it the
/// filter's arithmetic meets neither overflow nor underflow nor a subnormal number, so it
/// raises no floating-point exception but inexact and gives the same result whatever the
/// caller's environment does with tiny numbers (flush-to-zero, denormals-are-zero) or with
/// exceptions (unmasked traps); rounding modes are covered by the bound itself.
///   hi: every difference of inputs is below 2^(hi+1) = L_max, so every intermediate value is
///       below c L_max^d <= 2^1000 (the range guard's argument).
///   lo: every input is a multiple of 2^(lo-52) (its ulp), hence so is every difference, and
///       every rounded product or sum of such multiples; a non-zero intermediate value of
///       degree k <= d is at least 2^(k(lo-52)) >= 2^(d(lo-52)), and the bound's largest
///       product E lam^d at least 2^(d(lo-52)) E >= 2^-1022 (E >= 2^e_E). Magnitudes of the
///       dynamic filter are sums of products of such multiples likewise.
/// Inside the window the bound is therefore E m (E L'^d for the semi-static filter) alone: the
/// underflow terms K of (1) stand for roundings below 2^-1022 that cannot happen there, the
/// bound's own product is at least 2^-1022 unless m (or L') is zero, and then every term is
/// zero, the value is exactly zero and "0 > 0" leaves it uncertain.
/// Everything outside the window (zero excepted) goes to the compiled stages, which run in an
/// environment of their own.
template <class B>
struct filter_window {
  static constexpr int d = B::degree;
  static constexpr int hi = window_hi<B>();
  static_assert(log2_floor(filter_constants<B>::L_max) == hi + 1, "filter window: the range guard");
  // A lower bound on E in both filters (each multiplies alpha by factors >= 1).
  static constexpr int e_E = log2_floor(B::alpha * filter_constants<B>::fault);
  static constexpr int lo = window_lo<B>();
  static_assert(d * (lo - 52) + e_E >= -1022, "filter window: the bound could underflow");
  static_assert(lo < 0 && hi > 0 && lo < hi, "filter window is empty");
};

/// Bit patterns of the window's ends, and the integer tests: for a = |x|'s bits (below 2^63),
/// a + up has bit 63 set iff a >= 2^hi's bits, and ((a - 1) >> 1) - low has bit 63 set iff
/// 1 <= a <= 2^lo's bits (a = 0, a zero, wraps to 2^63 - 1 - low and passes).
/// up and low for the ends 2^lo and 2^hi (-1022 <= lo < hi <= 1024), at compile time or, for a
/// window whose ends move (orient2d_value's rescaled inputs), at run time.
constexpr std::uint64_t window_up(int hi) {
  return (std::uint64_t{1} << 63) - (static_cast<std::uint64_t>(1023 + hi) << 52);
}
constexpr std::uint64_t window_low(int lo) {
  return (static_cast<std::uint64_t>(1023 + lo) << 52) >> 1;
}
template <int Lo, int Hi>
struct window_bits {
  static constexpr std::uint64_t up = window_up(Hi);
  static constexpr std::uint64_t low = window_low(Lo);
};

/// Bit 63 set when x is outside [2^Lo, 2^Hi) and not zero (NaN and infinity included).
template <int Lo, int Hi>
EXACTPRED_ALWAYS_INLINE std::uint64_t outside_window(double x) {
  using W = window_bits<Lo, Hi>;
  const std::uint64_t a = magnitude_bits(x);
  return (a + W::up) | (((a - 1) >> 1) - W::low);
}

#if defined(__SSE2__) || defined(_M_X64)
/// window_bits in both SSE2 lanes: the magnitude mask, up and low.
struct window_lanes {
  __m128i mask, up, low;
};
/// window_lanes for [2^lo, 2^hi), -1022 <= lo < hi <= 1024 (hi = 1024: every finite magnitude
/// below it); window_lanes_of for constant ends.
EXACTPRED_ALWAYS_INLINE window_lanes window_lanes_for(int lo, int hi) {
  return {_mm_set1_epi64x(static_cast<long long>(magnitude_mask)),
          _mm_set1_epi64x(static_cast<long long>(window_up(hi))),
          _mm_set1_epi64x(static_cast<long long>(window_low(lo)))};
}
template <int Lo, int Hi>
EXACTPRED_ALWAYS_INLINE window_lanes window_lanes_of() {
  return window_lanes_for(Lo, Hi);
}

/// The same test on two inputs at once (SSE2 integer lanes), with the window's lanes k.
EXACTPRED_ALWAYS_INLINE __m128i outside_window2(__m128d x, const window_lanes& k) {
  const __m128i a = _mm_and_si128(_mm_castpd_si128(x), k.mask);
  const __m128i up = _mm_add_epi64(a, k.up);
  const __m128i low = _mm_sub_epi64(_mm_srli_epi64(_mm_sub_epi64(a, _mm_set1_epi64x(1)), 1), k.low);
  return _mm_or_si128(up, low);
}
template <int Lo, int Hi>
EXACTPRED_ALWAYS_INLINE __m128i outside_window2(__m128d x) {
  return outside_window2(x, window_lanes_of<Lo, Hi>());
}

template <int Lo, int Hi, std::size_t... I>
EXACTPRED_ALWAYS_INLINE bool in_window_pairs(const double* x, std::index_sequence<I...>) {
  __m128i bad = _mm_setzero_si128();
  ((bad = _mm_or_si128(bad, outside_window2<Lo, Hi>(_mm_set_pd(x[2 * I + 1], x[2 * I])))), ...);
  return _mm_movemask_pd(_mm_castsi128_pd(bad)) == 0;
}
#endif

/// Every x inside the window [2^Lo, 2^Hi) or zero.
template <int Lo, int Hi, class... X>
EXACTPRED_ALWAYS_INLINE bool in_window(X... x) {
#if defined(__SSE2__) || defined(_M_X64)
  constexpr std::size_t n = sizeof...(X);
  const double xs[n + 1] = {x..., 0.0};  // an odd count is padded with a zero
  return in_window_pairs<Lo, Hi>(xs, std::make_index_sequence<(n + 1) / 2>{});
#else
  return ((outside_window<Lo, Hi>(x) | ...) >> 63) == 0;
#endif
}

/// The error-bound type of formula F (its degree, count and coefficients).
template <class F, std::size_t... I>
constexpr auto formula_bound_impl(std::index_sequence<I...>) ->
    typename decltype(F::eval(((void)I, filter_input{0, 0})...))::bound;
template <class F>
using formula_bound = decltype(formula_bound_impl<F>(std::make_index_sequence<F::arity>{}));

/// The window of formula F's filter.
template <class F, class... X>
EXACTPRED_ALWAYS_INLINE bool in_filter_window(X... x) {
  using W = filter_window<formula_bound<F>>;
  return in_window<W::lo, W::hi>(x...);
}

/// Largest input magnitude: the L of (1).
template <class V>
EXACTPRED_ALWAYS_INLINE V filter_scale(V x) {
  return filter_abs(x);
}
template <class V, class... X>
EXACTPRED_ALWAYS_INLINE V filter_scale(V x, X... rest) {
  return filter_max(filter_abs(x), filter_scale(rest...));
}

#if defined(EXACTPRED_FILTER_SSE2_ASM)
/// The largest magnitude of several doubles two at a time, in the two lanes of SSE2 registers:
/// one AND and one maximum per pair, then one across the lanes, where one at a time takes one of
/// each per double. Every instruction is exact, so the maximum is filter_scale's for inputs that
/// are not NaN (a NaN may be dropped by either, since the maximum instruction returns its second
/// operand when either is NaN; the filters' values are NaN then).
alignas(16) inline constexpr std::uint64_t filter_abs_mask_bits[2] = {0x7fffffffffffffff,
                                                                      0x7fffffffffffffff};
/// The mask that clears both lanes' sign bits, loaded by one instruction: g++ builds it from one
/// lane with a second, and keeps another copy for each scalar fabs.
EXACTPRED_ALWAYS_INLINE __m128d filter_abs_mask() {
  __m128d m;
#if defined(__AVX__)
  __asm__("vmovapd %1, %0" : "=x"(m) : "m"(filter_abs_mask_bits));
#else
  __asm__("movapd %1, %0" : "=x"(m) : "m"(filter_abs_mask_bits));
#endif
  return m;
}
/// a AND b, bit for bit, written into a's register: the caller passes first the operand it no
/// longer needs, where a register copy would otherwise precede the AND. Each operand is a double
/// or an SSE2 vector (one register), so |x| is filter_and(x, mask) or, keeping x, the low lane
/// of filter_and(mask, x).
template <class A, class B>
EXACTPRED_ALWAYS_INLINE A filter_and(A a, B b) {
#if defined(__AVX__)
  __asm__("vandpd %1, %0, %0" : "+x"(a) : "x"(b));
#else
  __asm__("andpd %1, %0" : "+x"(a) : "x"(b));
#endif
  return a;
}
EXACTPRED_ALWAYS_INLINE __m128d filter_max_pairs(__m128d a) { return a; }
template <class... R>
EXACTPRED_ALWAYS_INLINE __m128d filter_max_pairs(__m128d a, __m128d b, R... rest) {
  return filter_max_pairs(rest..., _mm_max_pd(a, b));  // a tree: the pairs' maxima go last
}
/// x, which the compiler may no longer take apart: a pair built from opaque low lanes is two
/// scalar differences moved together, where g++ would otherwise load each point's coordinates
/// 16 bytes at a time. Such a load waits for the stores of both coordinates to leave the store
/// buffer when they were written just before (a caller that gathers a query's points into an
/// array, then calls): orient3d took 19.6 instead of 13.9 ns a query in such a loop on an x86
/// machine (docs/benchmarks.md, "The largest difference two at a time").
EXACTPRED_ALWAYS_INLINE double filter_opaque(double x) {
  __asm__("" : "+x"(x));
  return x;
}
template <std::size_t N, std::size_t... I>
EXACTPRED_ALWAYS_INLINE __m128d filter_abs_pairs(const double (&v)[N], __m128d mask,
                                                 std::index_sequence<I...>) {
  return filter_max_pairs(_mm_and_pd(_mm_set_pd(v[2 * I + 1], filter_opaque(v[2 * I])), mask)...);
}
/// filter_scale of the doubles x... two at a time (from nine on: with four and six, orient2d's
/// and incircle's, g++ 12 -O2 takes one and two instructions more than one at a time).
template <class... X>
EXACTPRED_ALWAYS_INLINE double filter_scale_pairs(X... x) {
  constexpr std::size_t n = sizeof...(X);
  const double v[] = {x...};
  const __m128d mask = filter_abs_mask();
  const __m128d m = filter_abs_pairs(v, mask, std::make_index_sequence<n / 2>{});
  const double high = _mm_cvtsd_f64(_mm_castsi128_pd(_mm_shuffle_epi32(_mm_castpd_si128(m), 0xee)));
  const double r = filter_max(_mm_cvtsd_f64(m), high);
  if constexpr (n % 2 == 1) return filter_max(filter_and(v[n - 1], mask), r);
  return r;
}
#endif

/// The value of formula F and the bound its sign is certified by: sign(value) is exact when
/// |value| > bound. The bound is +infinity when the range guard fails (and for NaN or infinite
/// inputs). V is double or a vector of doubles; one body serves both.
template <class V>
struct filter_result {
  V value;
  V bound;
};

/// The bound's final terms: E_term + K (1 + lam^(d-2)) (at least K max(1, lam)^(d-2), without a
/// data-dependent branch and, K being normal, without a subnormal product), or +infinity unless
/// lam < L_max (the range guard: Guard false where the input window already implies it). lam_pow
/// is lam^(d-2) for d > 2.
template <class B, bool Guard, class V>
EXACTPRED_ALWAYS_INLINE V filter_final_bound(V e_term, V lam, V lam_pow, double K, double L_max) {
  if constexpr (!Guard) {
    // Inside the window (the only place a caller may drop the guard): nothing underflows, so
    // the underflow terms vanish and E m (or E L'^d) bounds the error alone (filter_window).
    (void)lam;
    (void)lam_pow;
    (void)K;
    (void)L_max;
    return e_term;
  }
  V bound;
  if constexpr (B::degree > 2) {
    bound = e_term + V(K) * (V(1.0) + lam_pow);
  } else {
    bound = e_term + V(K);
  }
  if constexpr (Guard) {
    return filter_guard(lam, L_max, bound);
  } else {
    (void)lam;
    (void)L_max;
    return bound;
  }
}

/// lam^n for n >= 1 (n < 1: 1).
template <int N, class V>
EXACTPRED_ALWAYS_INLINE V filter_power(V lam) {
  if constexpr (N < 1) {
    return V(1.0);
  } else {
    V p = lam;
    for (int i = 1; i < N; ++i) p = p * lam;
    return p;
  }
}

/// lam^n for n >= 1 by squaring: fewer products in a row than one after another from n = 4 on.
template <int N, class V>
EXACTPRED_ALWAYS_INLINE V filter_power_by_squaring(V lam) {
  static_assert(N >= 1, "a positive power");
  if constexpr (N == 1) {
    return lam;
  } else if constexpr (N % 2 == 0) {
    const V h = filter_power_by_squaring<N / 2>(lam);
    return h * h;
  } else {
    return lam * filter_power_by_squaring<N - 1>(lam);
  }
}

/// e lam^D with at most D products (each one rounding, as one after another): for D >= 4 by
/// squaring, the factor e beside the power of lam, so that the bound waits for three products
/// in a row where one after another takes D (incircle: lam^4 e; insphere: lam^4 (lam e)). Up to
/// D = 3 one after another: lam^2 (lam e) is no shorter in instructions, and g++ then allocates
/// orient3d's registers worse (three more instructions in its inline filter).
template <int D, class V>
EXACTPRED_ALWAYS_INLINE V filter_scaled_power(V lam, V e) {
  static_assert(D >= 1, "a positive power");
  if constexpr (D <= 3) {
    return filter_power<D>(lam) * e;
  } else if constexpr (D % 2 == 1) {
    return filter_power_by_squaring<D - 1>(lam) * (lam * e);
  } else {
    return filter_power_by_squaring<D>(lam) * e;
  }
}

/// The dynamic filter: bound (1) from the magnitude m evaluated beside the value.
template <class F, class V, bool Guard = true, class... X>
EXACTPRED_ALWAYS_INLINE filter_result<V> dynamic_filter_evaluate(X... x) {
  static_assert(sizeof...(X) == F::arity, "wrong number of coordinates for this formula");
  const auto r = F::eval(filter_value<input_bound, V>{x, filter_abs(x)}...);
  using B = typename decltype(r)::bound;
  using C = filter_constants<B>;
  const V lam = filter_scale(x...);
  return {r.v, filter_final_bound<B, Guard>(V(C::E) * r.m, lam, filter_power<B::degree - 2>(lam),
                                            C::K, C::L_max)};
}

/// Formulas in difference form declare `difference_form = true` and `reference_point`: every
/// input enters the formula only through differences x[k][j] - x[i][j] of one coordinate of two
/// points, and every coordinate enters at least one (tests/test_expansion.cpp checks the
/// declaration by tracing eval). Any such difference is at most 2 L', L' the largest
/// |x[k][j] - x[ref][j]|; the reference point is the formula's most common subtrahend, so that
/// the compiler shares those differences with the formula's.
template <class F, class = void>
struct is_difference_form : std::false_type {};
template <class F>
struct is_difference_form<F, std::enable_if_t<F::difference_form>> : std::true_type {};

/// A difference-form formula may also declare `free_point`: a point (a direction or a normal)
/// whose coordinates enter the formula raw, only as operands of sums and products, never in a
/// difference. Its leaves are then at most max_j |x[free][j]| <= L', taking L' as the larger
/// of that and the largest difference, and the bound below holds unchanged. -1: none.
///
/// Or `raw_reference = true`: a leaf may also be a sum x[k][j] + x[ref][j] of one coordinate
/// of a point and of the reference point (the lifted minors of symbolic perturbation,
/// sos_formulas.hpp: |a|^2 - |d|^2 translated along the axes the minor is invariant on leaves
/// (t_a - t_d)(t_a + t_d) on the others). L' then also takes 2 |x[ref][j]|, so that such a sum
/// is at most |x[k][j] - x[ref][j]| + 2 |x[ref][j]| <= 2 L', as every leaf, and the bound
/// below holds unchanged.
template <class F, class = void>
struct free_point_of : std::integral_constant<int, -1> {};
template <class F>
struct free_point_of<F, std::void_t<decltype(F::free_point)>>
    : std::integral_constant<int, F::free_point> {};
template <class F, class = void>
struct has_raw_reference : std::false_type {};
template <class F>
struct has_raw_reference<F, std::enable_if_t<F::raw_reference>> : std::true_type {};

/// How many magnitudes L' is the largest of: one per coordinate of the points other than the
/// reference, and one per coordinate of the reference point under raw_reference.
template <class F>
inline constexpr int difference_scale_terms = F::arity - F::dim +
                                              (has_raw_reference<F>::value ? F::dim : 0);

/// Formulas that declare leaves_from_reference (formulas.hpp): every leaf a difference from the
/// reference point, so at most L' (semi_static_constants, lattice_certificate.hpp).
template <class F, class = void>
struct has_leaves_from_reference : std::false_type {};
template <class F>
struct has_leaves_from_reference<F, std::enable_if_t<F::leaves_from_reference>> : std::true_type {};

/// The semi-static filter's constants. For a formula in difference form, let L' be the largest
/// |x[k][j] - x[ref][j]|. Every leaf is a difference of one coordinate, |X_leaf| <= 2 L', so the
/// induction behind (4) holds with L' in place of L: P <= c L'^d, and the underflow term of (2)
/// is at most t eta max(1, L')^(d-2). Hence |v - X| <= alpha c L'^d + t eta max(1, L')^(d-2):
/// no magnitude is needed, only L'. When every leaf is a difference from the reference point
/// (FromReference: leaves_from_reference), |X_leaf| <= L', half of what c was derived with at
/// every leaf, and P <= (c / 2^d) L'^d: the bound is 2^d times smaller (4 for orient2d, 32 for
/// insphere). L' is computed with one rounding per difference and the power with d - 1 more
/// (each at most a factor 1 - U low), which the factor (1 - U)^(-2d) covers; underflow in the
/// power costs at most d eta, which K covers too.
template <class B, bool FromReference = false>
struct semi_static_constants {
  using C = filter_constants<B>;
  /// A bound on |X| / L'^k over the nodes X of degree k: B::c, divided by 2^d when every leaf
  /// is at most L' (the lattice certificate uses it too).
  static constexpr double c = [] {
    double r = B::c;
    for (int i = 0; i < B::degree && FromReference; ++i) r /= 2;  // exact
    return r;
  }();
  static constexpr double E = [] {
    double e = B::alpha * c * C::safety * C::fault;
    for (int i = 0; i < 2 * B::degree; ++i) e /= 1 - filter_unit;
    return e;
  }();
  static_assert(C::K_min + (B::degree + 2) * 0x1p-1074 <= 0x1p-1020);
  static constexpr double K = C::K;  // covers K_min and the power's underflow
};

/// The semi-static constants of formula F (in difference form): its bound, at the leaf scale
/// its declarations give.
template <class F>
using semi_static_of = semi_static_constants<formula_bound<F>, has_leaves_from_reference<F>::value>;

/// x[k] - x[ref][k % dim] for the I-th coordinate k of a point other than the reference point
/// of a difference-form formula, x[k] for its free point; past those (raw_reference),
/// 2 x[ref][j]. (A function template, not a lambda, so that it is always inlined: the library's
/// own translation units otherwise call it.)
template <class F, int I, class V>
EXACTPRED_ALWAYS_INLINE V difference_term(const V* x) {
  constexpr int dim = F::dim, ref = F::reference_point, free = free_point_of<F>::value;
  constexpr int skip = ref * dim;            // the reference point's coordinates come last in I
  constexpr int k = I < skip ? I : I + dim;  // index of a coordinate of a point other than ref
  if constexpr (I >= F::arity - dim) {
    static_assert(has_raw_reference<F>::value, "past the other points' coordinates");
    return x[skip + I - (F::arity - dim)] + x[skip + I - (F::arity - dim)];
  } else if constexpr (k / dim == free) {
    return x[k];
  } else {
    return x[k] - x[skip + k % dim];
  }
}

/// Whether filter_scale_pairs is compiled (x86 with SSE2, g++ or clang, not portable).
#if defined(EXACTPRED_FILTER_SSE2_ASM)
inline constexpr bool filter_sse2_asm = true;
#else
inline constexpr bool filter_sse2_asm = false;
#endif

/// Whether difference_scale takes the differences two at a time (filter_scale_pairs).
template <class F, class V>
inline constexpr bool paired_scale =
    filter_sse2_asm && (difference_scale_terms<F> >= 9) && std::is_same<V, double>::value;

/// Largest |x[k][j] - x[ref][j]| over the points k != ref of a difference-form formula, and
/// |x[free][j]| for its free point, 2 |x[ref][j]| under raw_reference (I: the
/// difference_scale_terms).
template <class F, class V, std::size_t... I>
EXACTPRED_ALWAYS_INLINE V difference_scale(const V* x, std::index_sequence<I...>) {
#if defined(EXACTPRED_FILTER_SSE2_ASM)
  if constexpr (paired_scale<F, V>) {
    return filter_scale_pairs(difference_term<F, static_cast<int>(I)>(x)...);
  }
#endif
  return filter_scale(filter_abs(difference_term<F, static_cast<int>(I)>(x))...);
}

/// The filter's value and bound for formula F: the semi-static filter for formulas in difference
/// form (the value alone, and a bound from L'), the dynamic filter otherwise.
template <class F, class V, bool Guard = true, class... X>
EXACTPRED_ALWAYS_INLINE filter_result<V> filter_evaluate(X... x) {
  static_assert(sizeof...(X) == F::arity, "wrong number of coordinates for this formula");
  if constexpr (is_difference_form<F>::value) {
    const auto r = F::eval(static_value<input_bound, V>{x}...);
    using B = typename decltype(r)::bound;
    using S = semi_static_of<F>;
    static_assert(std::is_same_v<B, formula_bound<F>>);
    static_assert(B::degree >= 2, "difference-form formulas have degree 2 or more");
    const V xs[] = {x...};
    const V lam = difference_scale<F>(xs, std::make_index_sequence<difference_scale_terms<F>>{});
    const V pow = filter_power<B::degree - 2>(lam);  // lam^(d-2), then lam^d
    return {r.v, filter_final_bound<B, Guard>(V(S::E) * (pow * lam * lam), lam, pow, S::K,
                                              filter_constants<B>::L_max)};
  } else {
    return dynamic_filter_evaluate<F, V, Guard>(x...);
  }
}

/// The sign of a value known to be non-zero (a value the filter certified), from its sign bit:
/// three integer instructions, where a comparison with zero takes five.
EXACTPRED_ALWAYS_INLINE sign sign_of_nonzero(double v) {
  return static_cast<sign>(static_cast<int>(static_cast<std::int64_t>(bits_of(v)) >> 63) | 1);
}

/// Whether the filter certifies the sign of its value: |value| > bound (so the value is not zero,
/// nor NaN).
EXACTPRED_ALWAYS_INLINE bool filter_certifies(const filter_result<double>& r) {
  return std::fabs(r.value) > r.bound;
}

/// sign(value) when the filter certifies it, else nullopt ("uncertain").
EXACTPRED_ALWAYS_INLINE std::optional<sign> certified_sign(const filter_result<double>& r) {
  if (filter_certifies(r)) return sign_of_nonzero(r.value);
  return std::nullopt;
}

/// How the inline filter meets the caller's floating-point environment (docs/environment.md:
/// the ranged filter). By default a formula in difference form is evaluated on the inputs as
/// they are, and its bound from the largest difference L' (which it needs anyway) is kept in a
/// range (ranged_filter_evaluate): a minimum and a maximum instead of one test per input. The sign
/// is then exact in every environment (rounding mode, flush-to-zero, denormals-are-zero); for
/// inputs outside the window (subnormal, tiny, huge or not finite) the evaluation may raise the
/// underflow, overflow, denormal or invalid flag, or trap where the caller unmasked that exception,
/// before the library takes over. With EXACTPRED_STRICT_FP_EXCEPTIONS defined (the CMake option of
/// that name) every input is tested against the window first, as the other formulas always are: no
/// flag but inexact and no trap for any input, at the price of that test.
#if defined(EXACTPRED_STRICT_FP_EXCEPTIONS)
inline constexpr bool strict_fp_exceptions = true;
#else
inline constexpr bool strict_fp_exceptions = false;
#endif

/// Whether the inline filter of F is the ranged one.
template <class F>
inline constexpr bool ranged_inline_filter = is_difference_form<F>::value && !strict_fp_exceptions;

/// The ranged filter's constants for formula F (in difference form): with L' computed from the
/// inputs as they are and floor <= L' < L_max, |v - X| <= E L'^d in every environment.
/// Derivation (docs/environment.md): flush-to-zero and denormals-are-zero change an input or an
/// operation's result by less than 2^-1022 each, which reaches the root multiplied by at most
/// 2 c max(1, L')^(d-1); with gradual underflow's T eta besides, the absolute terms are at
/// most K max(1, L')^(d-1), and floor is the least power of two with
/// K <= 2^-20 E_semi floor^d, so E_semi (1 + 2^-19) covers them.
template <class F>
struct ranged_constants {
  using B = formula_bound<F>;
  using S = semi_static_of<F>;
  static constexpr int d = B::degree;
  static constexpr double K =
      (B::nodes + F::arity) * B::c * 0x1p-1019 + filter_constants<B>::T * 0x1p-1073;
  static constexpr double E = S::E * (1 + 0x1p-19);
  static constexpr double power(double v) {  // v^d
    double r = 1;
    for (int i = 0; i < d; ++i) r *= v;
    return r;
  }
  static constexpr double floor = [] {
    const double need = 0x1p20 * K / S::E;
    double f = 1;
    while (power(f / 2) >= need) f /= 2;
    return f;
  }();
  static_assert(floor <= 0x1p-100 && floor >= 0x1p-600, "ranged filter: floor out of range");
  static constexpr double L_max = filter_constants<B>::L_max;
  /// The bound's least value: E floor^d, which bounds the error when L' < floor.
  static constexpr double bound_min = E * power(floor);
  /// A computed bound below this one proves L' < L_max: the bound is E L'^d rounded d + 1
  /// times (each a factor at least 1 - 2^-52 while normal; an overflow only makes it larger).
  static constexpr double bound_cap = E * power(L_max) * (1 - 0x1p-40);
};

/// The ranged filter's value and its certificate: sign(value) is exact when capped > bound. V is
/// double, or a vector of doubles in the batch kernels.
template <class V>
struct ranged_values {
  V value;
  V capped;  // min(bound_cap, |value|); NaN for a NaN value
  V bound;   // max(bound_min, E L'^d)
};
using ranged_result = ranged_values<double>;

/// The window test behind a ranged filter that could not decide: out of line, so that the
/// caller's fast path loads its coordinates one by one, as the formula needs them, and not in
/// the pairs the test wants.
template <class F, class... X>
EXACTPRED_NOINLINE bool in_filter_window_after_ranged(X... x) {
  return in_filter_window<F>(x...);
}

/// |v| for the ranged filter's value of F: where the pairs' mask is loaded, from that mask,
/// written into its register (the value itself is needed for its sign).
template <class F, class V>
EXACTPRED_ALWAYS_INLINE V ranged_abs(V v) {
#if defined(EXACTPRED_FILTER_SSE2_ASM)
  if constexpr (paired_scale<F, V>) return _mm_cvtsd_f64(filter_and(filter_abs_mask(), v));
#endif
  return filter_abs(v);
}

/// The filter for a formula in difference form, in any environment: certified when
/// capped > bound, that is, when |value| > max(bound_min, E L'^d) and E L'^d < bound_cap
/// (L' < L_max): one comparison, the range folded into a minimum and a maximum.
template <class F, class V = double, class... X>
EXACTPRED_ALWAYS_INLINE ranged_values<V> ranged_filter_evaluate(X... x) {
  static_assert(sizeof...(X) == F::arity, "wrong number of coordinates for this formula");
  using R = ranged_constants<F>;
  const auto r = F::eval(static_value<input_bound, V>{x}...);
  const V xs[] = {x...};
  // max(L', floor), floor in the instruction's memory operand: E max(L', floor)^d is
  // max(bound_min, E L'^d) as computed (floor^d and E floor^d are exact, and every rounding,
  // flush-to-zero included, is monotone). The maximum drops a NaN L' (its second argument is
  // returned when either is NaN), but L' is NaN only for a NaN input, and then the value is NaN
  // too (each input enters a difference that enters the value), and so is capped.
  const V lam = filter_max(
      difference_scale<F>(xs, std::make_index_sequence<difference_scale_terms<F>>{}), V(R::floor));
  // Operand order: filter_min returns its second argument when either is NaN.
  return {r.v, filter_min(V(R::bound_cap), ranged_abs<F>(r.v)),
          filter_scaled_power<R::d>(lam, V(R::E))};
}

/// The sign of a b for non-zero a and b, from their sign bits.
EXACTPRED_ALWAYS_INLINE sign sign_of_product(double a, double b) {
  return static_cast<sign>(
      static_cast<int>(static_cast<std::int64_t>(bits_of(a) ^ bits_of(b)) >> 63) | 1);
}

/// The filter as a certificate and its value (non-zero when certified), without a branch in the
/// common build: filter_sign, and the predicates that combine two filters and branch once on
/// both (which of them fails to decide varies from query to query, and a branch each would
/// mispredict).
struct filter_certificate_result {
  bool certified;
  double value;
};
/// Whether both filters certified, as one condition: written as a sum, since g++ turns `a & b`
/// on two comparisons back into two branches.
EXACTPRED_ALWAYS_INLINE bool both_certified(const filter_certificate_result& a,
                                            const filter_certificate_result& b) {
  return static_cast<unsigned>(a.certified) + static_cast<unsigned>(b.certified) == 2;
}
/// (The ranged filter: ranged_filter_evaluate; otherwise inputs outside the formula's window,
/// see filter_window: NaN, infinite, subnormal, very large or very small, are uncertain before
/// any arithmetic, so the filter runs the same in every floating-point environment.)
template <class F, class... X>
EXACTPRED_ALWAYS_INLINE filter_certificate_result filter_certificate(X... x) {
  if constexpr (ranged_inline_filter<F>) {
    const ranged_result r = ranged_filter_evaluate<F>(x...);
    return {r.capped > r.bound, r.value};
  } else {
    if (!in_filter_window<F>(x...)) return {false, 0.0};
    const filter_result<double> r = filter_evaluate<F, double, false>(x...);
    return {std::fabs(r.value) > r.bound, r.value};
  }
}

/// The inline filter: evaluate formula F in floating point and certify the sign
/// with the bound derived above (filter_certificate), or return nullopt ("uncertain").
template <class F, class... X>
EXACTPRED_ALWAYS_INLINE std::optional<sign> filter_sign(X... x) {
  const filter_certificate_result r = filter_certificate<F>(x...);
  if (r.certified) return sign_of(r.value);
  return std::nullopt;
}

/// The dynamic filter alone (the slow path's first step after a semi-static filter), behind
/// the same window.
template <class F, class... X>
EXACTPRED_ALWAYS_INLINE std::optional<sign> dynamic_filter_sign(X... x) {
  if (!in_filter_window<F>(x...)) return std::nullopt;
  return certified_sign(dynamic_filter_evaluate<F, double, false>(x...));
}

/// Degree of formula F (all formulas are homogeneous polynomials in their coordinates).
template <class F>
inline constexpr int formula_degree = formula_bound<F>::degree;

/// A bound on |X| / L^d over all intermediate values of F (used by the range guards).
template <class F>
inline constexpr double formula_count = formula_bound<F>::c;

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_FILTER_HPP
