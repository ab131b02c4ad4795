// SPDX-License-Identifier: MIT
// exactpred/detail/fp_bits.hpp — comparisons and conversions of floating-point inputs done
// on their bits, so that no answer depends on the caller's floating-point environment.
//
// A comparison such as `a.x == b.x` or `r < 0` is executed by the floating-point unit in the
// caller's environment: with denormals-are-zero (DAZ) a subnormal compares equal to zero, an
// ordered comparison of a NaN raises the invalid exception (a trap when the caller unmasked
// it), and a subnormal operand raises the x86 denormal exception. Every comparison of input
// coordinates in the library's inline code is therefore one of the integer functions below:
// exact, branch-free, raising nothing, in any environment. The conversion of a float input to
// double goes through the bits likewise (the hardware conversion flushes a subnormal float to
// zero under DAZ).
#ifndef EXACTPRED_DETAIL_FP_BITS_HPP
#define EXACTPRED_DETAIL_FP_BITS_HPP

#include <cstdint>
#include <cstring>

#include "exactpred/config.hpp"
#include "exactpred/sign.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

EXACTPRED_ALWAYS_INLINE std::uint64_t bits_of(double x) noexcept {
  std::uint64_t b;
  std::memcpy(&b, &x, sizeof b);
  return b;
}

EXACTPRED_ALWAYS_INLINE double double_of(std::uint64_t b) noexcept {
  double x;
  std::memcpy(&x, &b, sizeof x);
  return x;
}

/// A finite double's bits as an integer significand and a scale, |x| = m * 2^scale (m == 0 for
/// zeros), decoded without branches.
struct raw_double {
  std::uint64_t m;
  int scale;
  unsigned field;  // the biased exponent field (0: zero or subnormal, 0x7ff: not finite)
  bool negative;
};

EXACTPRED_ALWAYS_INLINE raw_double decode(double x) noexcept {
  const std::uint64_t b = bits_of(x);
  raw_double r;
  r.field = static_cast<unsigned>(b >> 52) & 0x7ff;
  const unsigned normal = (0u - r.field) >> 31;  // 1 unless the field is zero
  r.m = (b & ((std::uint64_t{1} << 52) - 1)) | (static_cast<std::uint64_t>(normal) << 52);
  r.scale = static_cast<int>(r.field + 1 - normal) - 1075;
  r.negative = (b >> 63) != 0;
  return r;
}

/// 2^e as a double, for -1022 <= e <= 1023 (a normal number, built from its bits).
EXACTPRED_ALWAYS_INLINE double power_of_two(int e) noexcept {
  return double_of(static_cast<std::uint64_t>(e + 1023) << 52);
}

inline constexpr std::uint64_t magnitude_mask = 0x7FFFFFFFFFFFFFFFull;
inline constexpr std::uint64_t exponent_mask = 0x7FF0000000000000ull;

/// |x| as an integer: the order of these integers is the order of the magnitudes.
EXACTPRED_ALWAYS_INLINE std::uint64_t magnitude_bits(double x) noexcept {
  return bits_of(x) & magnitude_mask;
}

/// Neither NaN nor infinite.
EXACTPRED_ALWAYS_INLINE bool is_finite(double x) noexcept {
  return (bits_of(x) & exponent_mask) != exponent_mask;
}

/// Bit 63 set exactly when the double whose bits are b is NaN or infinite (its exponent field
/// all ones, plus 2^52, carries into it): the flags of many values or-ed together test them all
/// with one comparison, without a branch per value (all_finite).
EXACTPRED_ALWAYS_INLINE std::uint64_t not_finite_flag_of_bits(std::uint64_t b) noexcept {
  return (b & exponent_mask) + (std::uint64_t{1} << 52);
}
EXACTPRED_ALWAYS_INLINE std::uint64_t not_finite_flag(double x) noexcept {
  return not_finite_flag_of_bits(bits_of(x));
}
/// Every x finite: one test of all their exponent fields.
template <class... X>
EXACTPRED_ALWAYS_INLINE bool all_finite(X... x) noexcept {
  return ((not_finite_flag(x) | ...) >> 63) == 0;
}

/// How an error message names a non-finite value: "NaN", "+infinity" or "-infinity".
inline const char* non_finite_name(double x) noexcept {
  if ((bits_of(x) & ~exponent_mask & magnitude_mask) != 0) return "NaN";
  return static_cast<std::int64_t>(bits_of(x)) < 0 ? "-infinity" : "+infinity";
}

/// x == 0 (either zero).
EXACTPRED_ALWAYS_INLINE bool is_zero(double x) noexcept { return magnitude_bits(x) == 0; }

/// x < 0 for a non-NaN x (-0 is not negative).
EXACTPRED_ALWAYS_INLINE bool is_negative(double x) noexcept {
  return static_cast<std::int64_t>(bits_of(x)) < 0 && magnitude_bits(x) != 0;
}

/// order_key of the double whose bits are b.
EXACTPRED_ALWAYS_INLINE std::int64_t order_key_of_bits(std::uint64_t b) noexcept {
  const std::uint64_t negative = static_cast<std::uint64_t>(static_cast<std::int64_t>(b) >> 63);
  return static_cast<std::int64_t>(((b & magnitude_mask) ^ negative) - negative);
}

/// A signed integer in the order of the real values of non-NaN doubles, with key(-0) =
/// key(+0) = 0.
EXACTPRED_ALWAYS_INLINE std::int64_t order_key(double x) noexcept {
  return order_key_of_bits(bits_of(x));
}

/// a == b for non-NaN a and b (so -0 equals +0), exactly as real numbers: the same bits, or
/// two zeros. No branch, so that `&` chains of it stay branch-free.
EXACTPRED_ALWAYS_INLINE bool exact_equal(double a, double b) noexcept {
  const std::uint64_t x = bits_of(a), y = bits_of(b);
  return ((x == y) | (((x | y) << 1) == 0)) != 0;
}
/// a < b for non-NaN a and b.
EXACTPRED_ALWAYS_INLINE bool exact_less(double a, double b) noexcept {
  return order_key(a) < order_key(b);
}
/// sign(a - b) for non-NaN a and b (-0 = +0), from their bits (any environment), without a
/// branch: which way two coordinates compare varies from query to query, and a branch on it
/// mispredicts.
EXACTPRED_ALWAYS_INLINE sign exact_compare(double a, double b) noexcept {
  const std::int64_t ka = order_key(a), kb = order_key(b);
  return static_cast<sign>(static_cast<int>(ka > kb) - static_cast<int>(ka < kb));
}
/// a <= b for non-NaN a and b.
EXACTPRED_ALWAYS_INLINE bool exact_less_equal(double a, double b) noexcept {
  return order_key(a) <= order_key(b);
}
EXACTPRED_ALWAYS_INLINE double exact_min(double a, double b) noexcept {
  return exact_less(b, a) ? b : a;
}
EXACTPRED_ALWAYS_INLINE double exact_max(double a, double b) noexcept {
  return exact_less(a, b) ? b : a;
}

/// The float x as a double, exactly, in any environment and raising nothing (signalling NaNs
/// stay NaNs).
EXACTPRED_ALWAYS_INLINE double widen(float x) noexcept {
  std::uint32_t f;
  std::memcpy(&f, &x, sizeof f);
  const std::uint64_t sign = static_cast<std::uint64_t>(f >> 31) << 63;
  const std::uint32_t e = (f >> 23) & 0xFFu;
  const std::uint64_t m = f & 0x7FFFFFu;
  if (e == 0) {
    // Zero or subnormal: m * 2^-149 in int-to-double conversion and a product by a power of
    // two, both exact with normal results (or zero), so no environment can change them.
    const double v = static_cast<double>(static_cast<std::int32_t>(m)) * 0x1p-149;
    return double_of(bits_of(v) | sign);
  }
  const std::uint64_t de = e == 0xFFu ? 0x7FFu : e - 127u + 1023u;
  return double_of(sign | (de << 52) | (m << 29));
}
EXACTPRED_ALWAYS_INLINE double widen(double x) noexcept { return x; }

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_FP_BITS_HPP
