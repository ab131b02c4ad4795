// SPDX-License-Identifier: MIT
// src/correct_rounding.hpp — the double nearest to an exact integer times a power of two
// (IEEE 754 roundTiesToEven, gradual underflow, overflow to infinity), from integer operations
// only: no floating-point operation, so no rounding mode, flush-to-zero or trap can change it.
//
// r 2^e with r != 0 of n bits has its leading bit at 2^lead, lead = n - 1 + e. A double keeps the
// bits from 2^lead down to 2^(lead - 52), and never below 2^-1074 (a subnormal keeps fewer). The
// bits below the lowest kept one decide: more than half an ulp rounds up, less rounds down, and
// exactly half (the next bit set, none below it) rounds to the even neighbour. A carry out of the
// 53 kept bits moves the leading bit up one place (a subnormal's carry into 2^-1022 is the
// encoding's own: the significand field overflows into the exponent field). A leading bit at
// 2^1024 or above, after rounding, is an infinity: the values at least DBL_MAX + ulp/2 (the tie
// rounds to the even 2^1024). The sign is r's, also for a non-zero value that rounds to zero.
#ifndef EXACTPRED_SRC_CORRECT_ROUNDING_HPP
#define EXACTPRED_SRC_CORRECT_ROUNDING_HPP

#include <cmath>
#include <cstdint>

#include "exactpred/detail/fp_bits.hpp"
#include "portability.hpp"
#include "wide_int.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// A magnitude held in limbs (least significant first, the top one non-zero) with a sign: what
/// round_to_double reads, as it reads a wide_int.
struct signed_limbs {
  const std::uint64_t* limbs;
  int count;
  bool is_negative;
  int size() const { return count; }
  bool negative() const { return is_negative; }
  std::uint64_t limb(int i) const { return limbs[i]; }
};

/// Bits [pos, pos + 64) of |r| (zeros past its top), pos >= 0.
template <class R>
std::uint64_t magnitude_bits(const R& r, int pos) {
  const int word = pos / 64, bit = pos % 64;
  const auto limb = [&r](int i) { return i < r.size() ? r.limb(i) : std::uint64_t{0}; };
  if (bit == 0) return limb(word);
  return limb(word) >> bit | limb(word + 1) << (64 - bit);
}

/// Whether any of the bits of |r| below 2^pos is set.
template <class R>
bool any_bit_below(const R& r, int pos) {
  const int word = pos / 64, bit = pos % 64;
  for (int i = 0; i < word && i < r.size(); ++i) {
    if (r.limb(i) != 0) return true;
  }
  return bit != 0 && word < r.size() && (r.limb(word) & ((std::uint64_t{1} << bit) - 1)) != 0;
}

/// The double nearest to r 2^e, ties to even (above); +0 for r = 0. r: a wide_int or signed_limbs.
template <class R>
double round_to_double(const R& r, int e) {
  if (r.size() == 0) return 0.0;
  const std::uint64_t sign_bit = r.negative() ? std::uint64_t{1} << 63 : 0;
  const int n = 64 * r.size() - count_leading_zeros(r.limb(r.size() - 1));
  const int lead = n - 1 + e;
  if (lead >= 1024) return double_of(sign_bit | 0x7FF0000000000000ull);
  int low = lead - 52 < -1074 ? -1074 : lead - 52;  // the lowest kept bit
  const int shift = low - e;                        // bits of r below it
  std::uint64_t m;                                  // the kept bits
  if (shift <= 0) {
    m = magnitude_bits(r, 0) << -shift;  // exact: n - shift <= 53 bits
  } else {
    m = magnitude_bits(r, shift) & ((std::uint64_t{1} << 53) - 1);
    const bool half = (magnitude_bits(r, shift - 1) & 1) != 0;
    if (half && (any_bit_below(r, shift - 1) || (m & 1) != 0)) ++m;
  }
  constexpr std::uint64_t implicit = std::uint64_t{1} << 52;
  if (m >= 2 * implicit) {  // the carry: 2^53 q = 2^52 (2q)
    m >>= 1;
    ++low;
  }
  if (m < implicit) return double_of(sign_bit | m);  // subnormal or zero (low = -1074)
  const int biased = low + 52 + 1023;
  if (biased >= 2047) return double_of(sign_bit | 0x7FF0000000000000ull);
  return double_of(sign_bit | static_cast<std::uint64_t>(biased) << 52 | (m - implicit));
}
}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_CORRECT_ROUNDING_HPP
