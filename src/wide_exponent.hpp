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

namespace exactpred {
inline namespace v0 {
namespace detail {

struct wide_double {
  double s;        // 0, or 1 <= |s| < 2
  std::int64_t e;  // the exponent: above -1100 per degree for a non-zero value, far below for 0
  /// A zero's exponent after a conversion or a sum; a product with a zero factor adds the other
  /// factor's exponent (a few of these, never near INT64_MIN). So every zero's exponent lies far
  /// below every non-zero value's, and a sum drops a zero operand as a negligible one.
  static constexpr std::int64_t zero_exponent = -(std::int64_t{1} << 48);
};

// The arithmetic is branch-free (masks, not conditions): the inputs this stage takes mix zeros,
// subnormals and huge values at random, which branches would mispredict.

/// All ones when c, else 0.
EXACTPRED_ALWAYS_INLINE std::uint64_t mask_if(bool c) { return -static_cast<std::uint64_t>(c); }
EXACTPRED_ALWAYS_INLINE std::int64_t select(std::uint64_t mask, std::int64_t a, std::int64_t b) {
  return static_cast<std::int64_t>((mask & static_cast<std::uint64_t>(a)) |
                                   (~mask & static_cast<std::uint64_t>(b)));
}

inline constexpr std::uint64_t fraction_mask = (std::uint64_t{1} << 52) - 1;

/// s 2^e renormalised, for s = 0 or a normal number (never subnormal, by the arithmetic's
/// construction): s's exponent field moved into e.
EXACTPRED_ALWAYS_INLINE wide_double normalize_wide(double s, std::int64_t e) {
  const std::uint64_t b = bits_of(s);
  const auto field = static_cast<std::int64_t>((b & exponent_mask) >> 52);
  const std::uint64_t nonzero = mask_if(field != 0);
  const std::int64_t shift = select(nonzero, field - 1023, 0);
  return {double_of(b - (static_cast<std::uint64_t>(shift) << 52)),
          select(nonzero, e + shift, wide_double::zero_exponent)};
}

/// The double x (finite) as a wide_double, exactly, from its bits: |x| = m 2^(q - 1074) with m its
/// significand as an integer (the fraction, and the hidden bit of a normal number) and q its
/// exponent field less one (0 for a subnormal number or a zero). m is below 2^53, so converting
/// it to a double is exact and gives zero or a normal number whatever the environment (an integer
/// operand: neither denormals-are-zero nor flush-to-zero nor the rounding mode touches it), which
/// normalize_wide then takes apart; the sign bit is x's.
EXACTPRED_ALWAYS_INLINE wide_double to_wide(double x) {
  const std::uint64_t b = bits_of(x);
  const auto field = static_cast<std::int64_t>((b & exponent_mask) >> 52);
  const std::uint64_t normal = mask_if(field != 0);
  const std::uint64_t m = (b & fraction_mask) | (normal & (std::uint64_t{1} << 52));
  const wide_double w = normalize_wide(static_cast<double>(static_cast<std::int64_t>(m)),
                                       field - static_cast<std::int64_t>(normal & 1) - 1074);
  return {double_of(bits_of(w.s) | (b & ~magnitude_mask)), w.e};
}

/// s1 s2 lies in [1, 4) (below 4 in every rounding mode) or is 0: one halving at most.
EXACTPRED_ALWAYS_INLINE wide_double operator*(wide_double a, wide_double b) {
  const std::uint64_t p = bits_of(a.s * b.s);
  const std::uint64_t twice = (p >> 62) & 1;  // |p| in [2, 4): exponent field 1024
  return {double_of(p - (twice << 52)), a.e + b.e + static_cast<std::int64_t>(twice)};
}

EXACTPRED_ALWAYS_INLINE wide_double operator-(wide_double a) { return {-a.s, a.e}; }

/// 2^-k for 0 <= k <= 900, built from its bits; 0 beyond (the operand dropped).
EXACTPRED_ALWAYS_INLINE double wide_scale(std::int64_t k) {
  return double_of(mask_if(k <= 900) &
                   ((std::uint64_t{1023} - static_cast<std::uint64_t>(k)) << 52));
}

EXACTPRED_ALWAYS_INLINE wide_double operator+(wide_double a, wide_double b) {
  const std::int64_t e = a.e > b.e ? a.e : b.e;
  // Both products exact (a power of two times s, at least 2^-900, or 0): one rounding, the sum's.
  return normalize_wide(a.s * wide_scale(e - a.e) + b.s * wide_scale(e - b.e), e);
}

EXACTPRED_ALWAYS_INLINE wide_double operator-(wide_double a, wide_double b) { return a + (-b); }

EXACTPRED_ALWAYS_INLINE wide_double filter_abs(wide_double x) {
  return {double_of(bits_of(x.s) & magnitude_mask), x.e};
}

EXACTPRED_ALWAYS_INLINE bool is_zero(wide_double a) { return (bits_of(a.s) & magnitude_mask) == 0; }

/// |a| > b for b >= 0.
EXACTPRED_ALWAYS_INLINE bool magnitude_exceeds(wide_double a, wide_double b) {
  const double m = double_of(bits_of(a.s) & magnitude_mask);
  return !is_zero(a) && (a.e > b.e || (a.e == b.e && m > b.s));
}

/// The sign of a (a zero's sign bit is not read).
EXACTPRED_ALWAYS_INLINE sign sign_of_wide(wide_double a) {
  if (is_zero(a)) return sign::zero;
  return static_cast<std::int64_t>(bits_of(a.s)) < 0 ? sign::negative : sign::positive;
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_WIDE_EXPONENT_HPP
