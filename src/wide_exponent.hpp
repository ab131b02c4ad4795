// SPDX-License-Identifier: MIT
// src/wide_exponent.hpp — a floating-point number with a double's 53-bit significand and an
// exponent of its own (a 64-bit integer): the number type of the extended filter
// (extended_filter.hpp), which evaluates the filter on inputs whose exponents are too far apart
// for one rescaling into double's range (1e-320 beside 1e300).
//
// A wide_double is s 2^e with s = 0 (then e = zero_exponent) or 1 <= |s| < 2. Its arithmetic:
//   * product: s1 s2 (in [1, 4): one rounding, relative error at most 2^-52 in any rounding
//     mode), then renormalised (exactly, on the bits);
//   * sum: the operand of the smaller exponent is scaled by 2^-k (k the exponents' difference:
//     exact, the result is a normal number no smaller than 2^-900) and added (one rounding);
//     for k > 900 the smaller operand is dropped, which moves the sum by less than 2^-898 of
//     itself, far below one rounding. The sum is zero or a multiple of 2^(-k-52), a normal
//     number (at least 2^-952), and is renormalised exactly.
// So every operation is exact but for one rounding of relative error at most 2^-52 (the unit of
// the filter's bounds, any rounding mode), no value ever overflows, underflows or is subnormal
// (flush-to-zero and denormals-are-zero change nothing), and no floating-point exception but
// inexact is raised: the filter's error analysis holds without its underflow term, for every
// finite input, in every floating-point environment, with no environment to set. The inputs are
// converted from their bits (a subnormal double is never an operand of the floating-point unit).
#ifndef EXACTPRED_SRC_WIDE_EXPONENT_HPP
#define EXACTPRED_SRC_WIDE_EXPONENT_HPP

#include <cstdint>

#include "exactpred/config.hpp"
#include "exactpred/detail/fp_bits.hpp"
#include "exactpred/sign.hpp"
#include "portability.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

struct wide_double {
  double s;        // 0, or 1 <= |s| < 2
  std::int64_t e;  // the exponent; zero_exponent for 0
  /// Far below the exponent of every non-zero value of a formula (above -1100 per degree), and
  /// far enough above INT64_MIN that a product's sum of exponents does not wrap.
  static constexpr std::int64_t zero_exponent = -(std::int64_t{1} << 48);
};

inline constexpr std::uint64_t fraction_mask = (std::uint64_t{1} << 52) - 1;
inline constexpr std::uint64_t exponent_of_one = std::uint64_t{1023} << 52;

/// The double x (finite) as a wide_double, exactly, from its bits.
EXACTPRED_ALWAYS_INLINE wide_double to_wide(double x) {
  const std::uint64_t b = bits_of(x);
  const std::uint64_t sign = b & ~magnitude_mask, f = b & fraction_mask;
  const auto field = static_cast<std::int64_t>((b & exponent_mask) >> 52);
  if (field != 0) return {double_of(sign | exponent_of_one | f), field - 1023};
  if (f == 0) return {double_of(sign), wide_double::zero_exponent};
  // Subnormal: f 2^-1074 with the highest set bit of f moved to bit 52.
  const int shift = count_leading_zeros(f) - 11;
  return {double_of(sign | exponent_of_one | ((f << shift) & fraction_mask)), -1022 - shift};
}

/// s 2^e for s = 0 or a normal number (never subnormal, by the arithmetic's construction).
EXACTPRED_ALWAYS_INLINE wide_double normalize_wide(double s, std::int64_t e) {
  const std::uint64_t b = bits_of(s);
  const auto field = static_cast<std::int64_t>((b & exponent_mask) >> 52);
  if (field == 0) return {s, wide_double::zero_exponent};
  return {double_of((b & ~exponent_mask) | exponent_of_one), e + field - 1023};
}

EXACTPRED_ALWAYS_INLINE wide_double operator*(wide_double a, wide_double b) {
  return normalize_wide(a.s * b.s, a.e + b.e);
}

EXACTPRED_ALWAYS_INLINE wide_double operator-(wide_double a) { return {-a.s, a.e}; }

EXACTPRED_ALWAYS_INLINE wide_double operator+(wide_double a, wide_double b) {
  const bool a_high = a.e >= b.e;
  const wide_double high = a_high ? a : b, low = a_high ? b : a;
  const std::int64_t k = high.e - low.e;
  // 2^-k, built from its bits, for k <= 900; 0 beyond (the smaller operand dropped).
  const std::uint64_t scale_bits = static_cast<std::uint64_t>(1023 - (k > 900 ? 900 : k)) << 52;
  const double scale = k > 900 ? 0.0 : double_of(scale_bits);
  return normalize_wide(high.s + low.s * scale, high.e);
}

EXACTPRED_ALWAYS_INLINE wide_double operator-(wide_double a, wide_double b) { return a + (-b); }

EXACTPRED_ALWAYS_INLINE wide_double filter_abs(wide_double x) {
  return {double_of(bits_of(x.s) & magnitude_mask), x.e};
}

/// |a| > b for b >= 0.
EXACTPRED_ALWAYS_INLINE bool magnitude_exceeds(wide_double a, wide_double b) {
  const double m = double_of(bits_of(a.s) & magnitude_mask);
  return a.e > b.e || (a.e == b.e && m > b.s);
}

/// The sign of a (a zero's sign bit is not read).
EXACTPRED_ALWAYS_INLINE sign sign_of_wide(wide_double a) {
  if (a.e == wide_double::zero_exponent) return sign::zero;
  return static_cast<std::int64_t>(bits_of(a.s)) < 0 ? sign::negative : sign::positive;
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_WIDE_EXPONENT_HPP
