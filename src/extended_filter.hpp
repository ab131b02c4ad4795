// SPDX-License-Identifier: MIT
// src/extended_filter.hpp — the filter of include/exactpred/detail/filter.hpp for the inputs
// whose exponents are too far apart for the stages' rescaling (1e-320 beside 1e300), in two
// steps, each exact in every floating-point environment:
//
//  1. For a formula homogeneous in each axis (formulas.hpp: `axis_homogeneous`, orient2d and
//     orient3d), the flushed filter (flushed_filter_eval): the coordinates of each axis times the
//     power of two 2^s_j that brings that axis's largest into [2^(hi-1), 2^hi) of the filter's
//     window, which multiplies the value by a positive power of two, and every coordinate that
//     would land below 2^lo replaced by zero (chosen on the bits, so no subnormal reaches the
//     floating-point unit). The kept inputs are scaled exactly into the window, where the dynamic
//     filter's bound E m holds alone in any rounding mode, with flush-to-zero and
//     denormals-are-zero (filter.hpp, filter_window). Zeroing moves each scaled input by less
//     than delta = 2^lo, which moves the formula's value by at most A = d c delta (2^hi +
//     delta)^(d-1) (d the degree, c the bound's coefficient of filter.hpp, every intermediate
//     value being at most c L^d for inputs below L): by induction over the formula, an input
//     moves by delta = 1 delta c (L + delta)^0, a sum of degree k by at most k delta (c_a + c_b)
//     (L + delta)^(k-1), a product of degrees k_a + k_b by at most D_a M_b + M_a D_b <= (k_a +
//     k_b) delta c_a c_b (L + delta)^(k-1). So |v| > E m + 2 A certifies the sign (2 A: the
//     sum's own rounding). For orient2d A is about 2^70 against values up to 2^1000: it decides
//     whenever the large coordinates of each axis decide. (One scale for every axis, the only
//     one a formula such as incircle allows, decided a quarter of tests/test_wide_exponent.cpp's
//     inputs and did not pay for its attempts.) An axis whose largest coordinate sits at the
//     bottom of the range (tiny or subnormal: its scale is no double, or its subnormal coordinates
//     would land inside the window) has its coordinates rebuilt from their integer significands
//     instead (flushed_filter_decoded); an axis of zeros makes the value zero.
//  2. Otherwise the same filter evaluated in wide_double (wide_exponent.hpp: a double's
//     significand with an exponent of its own), where nothing underflows or overflows and no
//     value is subnormal, so the filter's error analysis holds without its underflow term: the
//     bound is the filter's own (units of 2^-52, valid for any significand of at least 53 bits
//     and any rounding mode).
//
// Neither needs a floating-point environment (no x87 unit, no control word, no flags to restore;
// no flag but inexact is raised), and both are the same on every platform. Together they decide
// nearly every such input whose answer is not zero, leaving the exact integers for the rest.
#ifndef EXACTPRED_SRC_EXTENDED_FILTER_HPP
#define EXACTPRED_SRC_EXTENDED_FILTER_HPP

#include <cstdint>
#include <optional>
#include <type_traits>
#include <utility>

#include "exactpred/detail/filter.hpp"
#include "exactpred/detail/fp_bits.hpp"
#include "exactpred/sign.hpp"
#include "portability.hpp"
#include "wide_exponent.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// The filter's value type in wide_double (same arithmetic, same bound).
using extended_input = filter_value<input_bound, wide_double>;

/// The perturbation term A of step 1 above for a result of bound B and inputs in [2^Lo, 2^Hi)
/// or flushed from below 2^Lo, at compile time, with room for the rounding of its own products
/// (each rounded up by at most 2^-52 of itself).
template <class B, int Lo, int Hi>
constexpr double flush_term() {
  double delta = 1, top = 1;
  for (int i = 0; i > Lo; --i) delta /= 2;
  for (int i = 0; i < Hi; ++i) top *= 2;
  double a = B::degree * B::c * delta * (1 + 0x1p-40);
  for (int k = 1; k < B::degree; ++k) a *= (top + delta) * (1 + 0x1p-40);
  return a;
}
/// flush_term in the filter's window.
template <class B>
constexpr double flushed_filter_term() {
  return flush_term<B, filter_window<B>::lo, filter_window<B>::hi>();
}

/// Whether formula F declares itself homogeneous in each axis (formulas.hpp).
template <class F, class = void>
struct is_axis_homogeneous : std::false_type {};
template <class F>
struct is_axis_homogeneous<F, std::enable_if_t<F::axis_homogeneous>> : std::true_type {};

/// Step 1's test, on the inputs scaled into the window and flushed (each zero or in [2^lo,
/// 2^hi)): the sign when |v| > E m + 2 A, else nullopt.
template <class F, class... X>
EXACTPRED_ALWAYS_INLINE std::optional<sign> flushed_filter_certify(X... kept) {
  using B = formula_bound<F>;
  const filter_result<double> r = dynamic_filter_evaluate<F, double, false>(kept...);
  constexpr double A = flushed_filter_term<B>();
  if (std::fabs(r.value) > r.bound + 2 * A) return sign_of_nonzero(r.value);
  return std::nullopt;
}

/// The largest magnitude of each axis, as bits.
template <class F, std::size_t... I>
EXACTPRED_ALWAYS_INLINE void axis_tops(const double* x, std::uint64_t* top,
                                       std::index_sequence<I...>) {
  for (int j = 0; j < F::dim; ++j) top[j] = 0;
  ((top[I % F::dim] =
        magnitude_bits(x[I]) > top[I % F::dim] ? magnitude_bits(x[I]) : top[I % F::dim]),
   ...);
}

/// The exponent e of a non-zero magnitude given as bits, 2^e <= |x| < 2^(e+1): its exponent
/// field less 1023, or for a subnormal its highest set bit less 1074.
EXACTPRED_ALWAYS_INLINE int exponent_of_bits(std::uint64_t magnitude) {
  const int field = static_cast<int>(magnitude >> 52);
  return field != 0 ? field - 1023 : 63 - count_leading_zeros(magnitude) - 1074;
}

/// Step 1 when an axis's largest coordinate is so small (2^e with e < hi - lo - 1023: at the
/// bottom of the normal range, or subnormal) that its scale 2^s_j is no double, or that
/// subnormal coordinates land inside the window, where denormals-are-zero would read them as
/// zero. Every coordinate is rebuilt from its bits instead: |v| = m 2^c with m an integer below
/// 2^53 (the significand, its hidden bit included), and the scaled input is m 2^(c + s_j),
/// the integer m converted exactly and multiplied by a power of two. For a kept input (|v| >=
/// 2^(lo - s_j), compared on the bits, subnormal thresholds included) that product lies in
/// [2^lo, 2^hi), so c + s_j is between lo - 52 and hi - 1 and both factors and the product are
/// normal numbers: exact, and the same in every environment. A flushed input's exponent is
/// clamped into that range and its product masked to zero.
template <class F, std::size_t... I>
EXACTPRED_NOINLINE std::optional<sign> flushed_filter_decoded(const double* x,
                                                              std::index_sequence<I...>) {
  using W = filter_window<formula_bound<F>>;
  static_assert(W::lo - 53 >= -1022 && W::hi <= 1023, "the decoded scaling's powers are normal");
  std::uint64_t top[F::dim];
  axis_tops<F>(x, top, std::index_sequence<I...>{});
  int s[F::dim];
  std::uint64_t threshold[F::dim];
  for (int j = 0; j < F::dim; ++j) {
    if (top[j] == 0) return sign::zero;  // (flushed_filter_eval's reason)
    s[j] = W::hi - 1 - exponent_of_bits(top[j]);
    // The bits of 2^(lo - s_j): a normal or subnormal power of two, or 0 below the subnormals
    // (every non-zero input is kept).
    const int t = W::lo - s[j];
    threshold[j] = t >= -1022   ? static_cast<std::uint64_t>(t + 1023) << 52
                   : t >= -1074 ? std::uint64_t{1} << (t + 1074)
                                : 0;
  }
  const auto kept = [&s, &threshold](double v, int j) {
    const raw_double a = decode(v);
    int k = a.scale + s[j];
    k = k < W::lo - 53 ? W::lo - 53 : (k > W::hi ? W::hi : k);
    const double r = static_cast<double>(static_cast<std::int64_t>(a.m)) * power_of_two(k);
    const std::uint64_t b = magnitude_bits(v);
    const std::uint64_t keep = b >= threshold[j] ? ~std::uint64_t{0} : 0;
    return double_of((bits_of(r) | (bits_of(v) & ~magnitude_mask)) & keep);
  };
  return flushed_filter_certify<F>(kept(x[I], static_cast<int>(I % F::dim))...);
}

/// Step 1 above: the sign of F on x (finite) from the filter on the inputs scaled into its
/// window, axis by axis, with those that would fall below it flushed to zero; or nullopt. An
/// axis whose coordinates are all zero makes every monomial zero (each holds coordinates of
/// every axis). An axis whose largest coordinate is so small that a subnormal one would land
/// inside the window goes to flushed_filter_decoded.
template <class F, std::size_t... I>
inline std::optional<sign> flushed_filter_eval(const double* x, std::index_sequence<I...> seq) {
  static_assert(is_axis_homogeneous<F>::value && F::dim <= 3);
  using W = filter_window<formula_bound<F>>;
  std::uint64_t top[F::dim];
  axis_tops<F>(x, top, seq);
  double scale[F::dim];
  std::uint64_t threshold[F::dim];
  for (int j = 0; j < F::dim; ++j) {
    if (top[j] == 0) return sign::zero;
    // 2^(e - 1023) <= the largest < 2^(e - 1022), e its exponent field (0: every coordinate of
    // the axis zero or subnormal); with s = hi - 1 - (e - 1023) it lands in [2^(hi-1), 2^hi).
    const int s = W::hi - 1 - (static_cast<int>(top[j] >> 52) - 1023);
    // s <= lo + 1022: the threshold 2^(lo - s) is normal, so every kept input is a normal
    // number (denormals-are-zero leaves it) whose scaled value is at least 2^lo; s >= hi -
    // 1024 >= -1022: 2^s is normal too.
    if (s > W::lo + 1022) return flushed_filter_decoded<F>(x, seq);
    scale[j] = power_of_two(s);
    threshold[j] = bits_of(power_of_two(W::lo - s));
  }
  // A flushed input is masked to +0 before the product: no subnormal operand, no underflow.
  const auto kept = [&scale, &threshold](double v, int j) {
    const std::uint64_t keep = magnitude_bits(v) >= threshold[j] ? ~std::uint64_t{0} : 0;
    return double_of(bits_of(v) & keep) * scale[j];
  };
  return flushed_filter_certify<F>(kept(x[I], static_cast<int>(I % F::dim))...);
}

/// Step 2 above: the sign of F on x (finite) from the filter in wide_double, or nullopt.
template <class F, std::size_t... I>
inline std::optional<sign> wide_filter_eval(const double* x, std::index_sequence<I...>) {
  const wide_double y[] = {to_wide(x[I])...};
  const auto r = F::eval(extended_input{y[I], filter_abs(y[I])}...);
  using B = typename decltype(r)::bound;
  if (magnitude_exceeds(r.v, to_wide(filter_constants<B>::E) * r.m)) return sign_of_wide(r.v);
  return std::nullopt;
}

/// The sign of F on x (finite) from the flushed filter (formulas homogeneous in each axis), else
/// from the wide-exponent filter, or nullopt.
template <class F, std::size_t... I>
inline std::optional<sign> extended_filter_eval(const double* x, std::index_sequence<I...> seq) {
  if constexpr (is_axis_homogeneous<F>::value) {
    if (const std::optional<sign> s = flushed_filter_eval<F>(x, seq)) return s;
  }
  return wide_filter_eval<F>(x, seq);
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_EXTENDED_FILTER_HPP
