// SPDX-License-Identifier: MIT
// exactpred/detail/error_free.hpp — the error-free evaluation (error_free): the formula
// evaluated in doubles, each operation checked to have been exact.
//
// When the filter cannot decide, the value is often exact anyway: snapped or grid coordinates
// (small integers times a power of two) make every difference, product and sum of a low-degree
// formula exactly representable, and their configurations are exactly degenerate, so the
// answer is a zero that no error bound can certify. This stage evaluates the formula once more
// with `checked_value`, a double that carries the residuals of the checks below; when every
// residual is zero, every operation was exact and the sign of the value is the sign of the
// exact value, zero included.
//
// The checks, valid in every IEEE rounding mode (a faithful rounding suffices), given that no
// value underflows or overflows (the filter's input window guarantees it: every non-zero value
// of degree k is a multiple of 2^(k (lo - 52)) >= 2^-1022 and every value is below 2^1000):
//   s = fl(a + b):  if |a| >= |b| then fl(s - a) = s - a exactly (the first half of Fast2Sum
//                   holds for every faithful rounding in radix 2), so fl(s - a) == b iff
//                   s = a + b; symmetrically fl(s - b) == a when |b| >= |a|. Both tests pass
//                   iff s is exact, whichever operand dominates: no comparison of magnitudes.
//                   Each test is the residual fl(fl(s - a) - b), zero iff the two are equal
//                   (a difference of two doubles rounds to zero only if it is zero, as long as
//                   nothing underflows).
//   d = fl(a - b):  the same with -b: fl(fl(d - a) + b) and fl(fl(d + b) - a).
//   p = fl(a * b):  with a fused multiply-add, fma(a, b, -p) is the exact error a b - p (it is
//                   representable: a multiple of ulp(a) ulp(b) below ulp(p)); p is exact iff it
//                   is zero, and it is the residual. Without one, an integer test on the bits: if
//                   a's and b's significands span w_a and w_b bits (leading to trailing one), the
//                   product of the significands spans at most w_a + w_b bits, and w_a bits when
//                   w_b = 1 (a power of two): it fits 53 bits if w_a + w_b <= 53 or either is 1.
// Floating-point contraction cannot mislead the checks: a fused a * b + c differs from the
// evaluation it replaces only when a * b is inexact, and then that product's own check fails.
// Comparisons of non-NaN values raise no exception, and no operand is subnormal, so the stage
// runs the same in every floating-point environment, like the filter.
#ifndef EXACTPRED_DETAIL_ERROR_FREE_HPP
#define EXACTPRED_DETAIL_ERROR_FREE_HPP

#include <cmath>
#include <cstdint>
#include <optional>
#include <utility>

#include "exactpred/detail/filter.hpp"
#include "exactpred/detail/fp_bits.hpp"
#include "exactpred/sign.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// A double and the sum of the magnitudes of the residuals of the operations that produced
/// it: zero iff every operation was exact. (A residual is zero or at least 2^-1022 in the
/// window, so no rounding of the sum of non-negative residuals can reach zero; a sum that
/// overflows to infinity only makes the test fail.) Residuals are summed rather than compared
/// one by one: a few vector instructions each, and no branch or flag.
/// Fma: products are checked with a fused multiply-add (true only where the code is compiled
/// for an instruction set that has one: the caller's flags, or the library's FMA object behind
/// a run-time CPU check, error_free_sign_fma).
template <bool Fma>
struct checked_double {
  double v;
  double residual;
};

#if defined(__FMA__) || defined(__aarch64__) || defined(__ARM_FEATURE_FMA)
inline constexpr bool error_free_uses_fma = true;
#else
inline constexpr bool error_free_uses_fma = false;
#endif

using checked_value = checked_double<error_free_uses_fma>;

/// The number of significand bits of a normal or zero x from its leading to its trailing one
/// (1 for a power of two or zero), as 53 minus the trailing zeros of the 53-bit significand.
EXACTPRED_ALWAYS_INLINE int significand_width(double x) noexcept {
  const std::uint64_t m = (bits_of(x) & 0x000FFFFFFFFFFFFFull) | (std::uint64_t{1} << 52);
#if defined(__GNUC__) || defined(__clang__)
  return 53 - __builtin_ctzll(m);
#else
  int tz = 0;
  for (std::uint64_t t = m; (t & 1) == 0; t >>= 1) ++tz;
  return 53 - tz;
#endif
}

/// Whether the product of a's and b's significands fits 53 bits (so a * b is exact, barring
/// underflow): their widths add up to at most 53, or one of them is a power of two.
EXACTPRED_ALWAYS_INLINE bool significands_fit_product(double a, double b) noexcept {
  const int wa = significand_width(a), wb = significand_width(b);
  return wa + wb <= 53 || wa == 1 || wb == 1;
}

/// Zero when fl(a * b) = p is the exact product (a, b normal or zero, no underflow), else
/// positive: the exact error |a b - p| with a fused multiply-add, else 1 when the factors'
/// significands together span more than 53 bits.
template <bool Fma>
EXACTPRED_ALWAYS_INLINE double product_residual(double a, double b, double p) noexcept {
  if constexpr (Fma) {
    return std::fabs(std::fma(a, b, -p));
  } else {
    (void)p;
    return significands_fit_product(a, b) ? 0.0 : 1.0;
  }
}

template <bool Fma>
EXACTPRED_ALWAYS_INLINE checked_double<Fma> operator+(checked_double<Fma> a,
                                                      checked_double<Fma> b) noexcept {
  const double s = a.v + b.v;
  return {s, (a.residual + b.residual) + (std::fabs((s - a.v) - b.v) + std::fabs((s - b.v) - a.v))};
}

template <bool Fma>
EXACTPRED_ALWAYS_INLINE checked_double<Fma> operator-(checked_double<Fma> a,
                                                      checked_double<Fma> b) noexcept {
  const double d = a.v - b.v;
  return {d, (a.residual + b.residual) + (std::fabs((d - a.v) + b.v) + std::fabs((d + b.v) - a.v))};
}

template <bool Fma>
EXACTPRED_ALWAYS_INLINE checked_double<Fma> operator-(checked_double<Fma> a) noexcept {
  return {-a.v, a.residual};
}

template <bool Fma>
EXACTPRED_ALWAYS_INLINE checked_double<Fma> operator*(checked_double<Fma> a,
                                                      checked_double<Fma> b) noexcept {
  const double p = a.v * b.v;
  return {p, (a.residual + b.residual) + product_residual<Fma>(a.v, b.v, p)};
}

/// The exact sign of formula F when its double evaluation is error-free, else nullopt.
/// Precondition: every input inside F's filter window (in_filter_window).
template <class F, bool Fma = error_free_uses_fma, class... X>
EXACTPRED_ALWAYS_INLINE std::optional<sign> error_free_sign_in_window(X... x) {
  const checked_double<Fma> r = F::eval(checked_double<Fma>{x, 0.0}...);
  if (r.residual == 0) return sign_of(r.v);
  return std::nullopt;
}

template <class F, std::size_t... I>
EXACTPRED_ALWAYS_INLINE std::optional<sign> error_free_sign_impl(const double* x,
                                                                 std::index_sequence<I...>) {
  if (!in_filter_window<F>(x[I]...)) return std::nullopt;
  return error_free_sign_in_window<F>(x[I]...);
}

/// The stage alone on F::arity coordinates: nullopt outside the filter's window or when some
/// operation was inexact.
template <class F>
EXACTPRED_ALWAYS_INLINE std::optional<sign> error_free_sign(const double* x) {
  return error_free_sign_impl<F>(x, std::make_index_sequence<F::arity>{});
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_ERROR_FREE_HPP
