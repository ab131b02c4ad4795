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
//     inputs and did not pay for its attempts.)
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
#include "wide_exponent.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// The filter's value type in wide_double (same arithmetic, same bound).
using extended_input = filter_value<input_bound, wide_double>;

/// The perturbation term A of step 1 above for a result of bound B, at compile time, with room
/// for the rounding of its own products (each rounded up by at most 2^-52 of itself).
template <class B>
constexpr double flushed_filter_term() {
  using W = filter_window<B>;
  double delta = 1, top = 1;
  for (int i = 0; i > W::lo; --i) delta /= 2;
  for (int i = 0; i < W::hi; ++i) top *= 2;
  double a = B::degree * B::c * delta * (1 + 0x1p-40);
  for (int k = 1; k < B::degree; ++k) a *= (top + delta) * (1 + 0x1p-40);
  return a;
}

/// Whether formula F declares itself homogeneous in each axis (formulas.hpp).
template <class F, class = void>
struct is_axis_homogeneous : std::false_type {};
template <class F>
struct is_axis_homogeneous<F, std::enable_if_t<F::axis_homogeneous>> : std::true_type {};

/// Step 1 above: the sign of F on x (finite) from the filter on the inputs scaled into its
/// window, axis by axis, with those that would fall below it flushed to zero; or nullopt (also
/// when an axis's largest coordinate is so small that a subnormal one would land inside the
/// window).
template <class F, std::size_t... I>
inline std::optional<sign> flushed_filter_eval(const double* x, std::index_sequence<I...>) {
  static_assert(is_axis_homogeneous<F>::value && F::dim <= 3);
  using B = formula_bound<F>;
  using W = filter_window<B>;
  std::uint64_t top[F::dim] = {};  // each axis's largest magnitude, as bits
  ((top[I % F::dim] =
        magnitude_bits(x[I]) > top[I % F::dim] ? magnitude_bits(x[I]) : top[I % F::dim]),
   ...);
  double scale[F::dim];
  std::uint64_t threshold[F::dim];
  for (int j = 0; j < F::dim; ++j) {
    // 2^(e - 1023) <= the largest < 2^(e - 1022), e its exponent field (0: every coordinate of
    // the axis zero or subnormal); with s = hi - 1 - (e - 1023) it lands in [2^(hi-1), 2^hi).
    const int s = W::hi - 1 - (static_cast<int>(top[j] >> 52) - 1023);
    // s <= lo + 1022: the threshold 2^(lo - s) is normal, so every kept input is a normal
    // number (denormals-are-zero leaves it) whose scaled value is at least 2^lo; s >= hi -
    // 1024 >= -1022: 2^s is normal too.
    if (s > W::lo + 1022) return std::nullopt;
    scale[j] = power_of_two(s);
    threshold[j] = bits_of(power_of_two(W::lo - s));
  }
  // A flushed input is masked to +0 before the product: no subnormal operand, no underflow.
  const auto kept = [&scale, &threshold](double v, int j) {
    const std::uint64_t keep = magnitude_bits(v) >= threshold[j] ? ~std::uint64_t{0} : 0;
    return double_of(bits_of(v) & keep) * scale[j];
  };
  const filter_result<double> r =
      dynamic_filter_evaluate<F, double, false>(kept(x[I], static_cast<int>(I % F::dim))...);
  constexpr double A = flushed_filter_term<B>();
  if (std::fabs(r.value) > r.bound + 2 * A) return sign_of_nonzero(r.value);
  return std::nullopt;
}

/// The sign of F on x (finite) from the flushed filter, else from the wide-exponent filter, or
/// nullopt.
template <class F, std::size_t... I>
inline std::optional<sign> extended_filter_eval(const double* x, std::index_sequence<I...> seq) {
  if constexpr (is_axis_homogeneous<F>::value) {
    if (const std::optional<sign> s = flushed_filter_eval<F>(x, seq)) return s;
  } else {
    (void)seq;
  }
  const wide_double y[] = {to_wide(x[I])...};
  const auto r = F::eval(extended_input{y[I], filter_abs(y[I])}...);
  using B = typename decltype(r)::bound;
  if (magnitude_exceeds(r.v, to_wide(filter_constants<B>::E) * r.m)) return sign_of_wide(r.v);
  return std::nullopt;
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_EXTENDED_FILTER_HPP
