// SPDX-License-Identifier: MIT
// src/rounded_quotient.hpp — the double nearest to an exact quotient of integers times a power of
// two, t / d 2^e (IEEE 754 roundTiesToEven, gradual underflow, overflow to infinity), and
// whether it is the quotient itself: the last stage of the constructions (constructions.cpp).
// Integer operations only, so no rounding mode, flush-to-zero or trap can change it.
//
// With n_t and n_d the bit lengths of |t| and |d|, s = 63 - n_t + n_d puts the quotient
// q = floor(|t| 2^s / |d|) in [2^62, 2^64): 63 or 64 bits, at least ten more than a double
// keeps. The value is (q + f) 2^(e - s) with 0 <= f < 1, and f > 0 exactly when the division
// leaves a remainder: that "sticky" fact lies below q's lowest bit, so rounding q with it gives
// the rounding of the quotient (correct_rounding.hpp's rule: the bits below the lowest kept one
// decide, and exactly half rounds to even).
#ifndef EXACTPRED_SRC_ROUNDED_QUOTIENT_HPP
#define EXACTPRED_SRC_ROUNDED_QUOTIENT_HPP

#include <cstdint>

#include "exactpred/detail/fp_bits.hpp"
#include "portability.hpp"
#include "wide_int.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// A coordinate and whether it is the exact real value.
struct rounded_value {
  double value;
  bool exact;
};

/// (q + f) 2^e rounded to nearest, ties to even, for q >= 2^62 and 0 <= f < 1 with f > 0 exactly
/// when `sticky`; negated when `negative` (a value that rounds to zero keeps its sign).
inline rounded_value round_sticky(std::uint64_t q, bool sticky, int e, bool negative) {
  const std::uint64_t sign_bit = negative ? std::uint64_t{1} << 63 : 0;
  const int n = 64 - count_leading_zeros(q);
  const int lead = n - 1 + e;
  constexpr std::uint64_t infinity = 0x7FF0000000000000ull;
  if (lead >= 1024) return {double_of(sign_bit | infinity), false};
  int low = lead - 52 < -1074 ? -1074 : lead - 52;  // the lowest kept bit
  const int shift = low - e;                        // bits of q below it: at least 10
  std::uint64_t m;
  bool half, rest;
  if (shift >= 65) {
    m = 0;
    half = false;
    rest = true;  // q != 0
  } else if (shift == 64) {
    m = 0;
    half = (q >> 63) != 0;
    rest = (q << 1) != 0 || sticky;
  } else {
    m = q >> shift;
    half = ((q >> (shift - 1)) & 1) != 0;
    rest = (q & ((std::uint64_t{1} << (shift - 1)) - 1)) != 0 || sticky;
  }
  const bool exact = !half && !rest;
  if (half && (rest || (m & 1) != 0)) ++m;
  constexpr std::uint64_t implicit = std::uint64_t{1} << 52;
  if (m >= 2 * implicit) {  // the carry: 2^53 = 2^52 * 2
    m >>= 1;
    ++low;
  }
  if (m < implicit) return {double_of(sign_bit | m), exact};  // subnormal or zero
  const int biased = low + 52 + 1023;
  if (biased >= 2047) return {double_of(sign_bit | infinity), false};
  return {double_of(sign_bit | static_cast<std::uint64_t>(biased) << 52 | (m - implicit)), exact};
}

/// Unsigned magnitudes of up to L limbs, least significant first, for the long division below.
template <int L>
struct quotient_limbs {
  std::uint64_t w[L];
  int n = 0;  // used limbs (the top one may be zero after a subtraction)

  void shift_right_one() {
    for (int i = 0; i < n; ++i) w[i] = w[i] >> 1 | (i + 1 < n ? w[i + 1] << 63 : 0);
  }
  /// Whether *this >= o.
  bool at_least(const quotient_limbs& o) const {
    const int top = n > o.n ? n : o.n;
    for (int i = top - 1; i >= 0; --i) {
      const std::uint64_t a = i < n ? w[i] : 0, b = i < o.n ? o.w[i] : 0;
      if (a != b) return a > b;
    }
    return true;
  }
  /// *this -= o (o <= *this).
  void subtract(const quotient_limbs& o) {
    std::uint64_t borrow = 0;
    for (int i = 0; i < n; ++i) {
      const std::uint64_t b = i < o.n ? o.w[i] : 0;
      const std::uint64_t d = w[i] - b;
      const std::uint64_t b1 = w[i] < b;
      w[i] = d - borrow;
      borrow = b1 | static_cast<std::uint64_t>(d < borrow);
    }
  }
  bool is_zero() const {
    for (int i = 0; i < n; ++i) {
      if (w[i] != 0) return false;
    }
    return true;
  }
};

/// |v| 2^shift (shift >= 0) into r.
template <int L, int N>
void load_shifted(const wide_int<N>& v, int shift, quotient_limbs<L>& r) {
  const int word = shift / 64, bit = shift % 64;
  r.n = v.size() + word + 1;
  if (r.n > L) throw std::overflow_error("exactpred: quotient capacity exceeded");
  for (int i = 0; i < r.n; ++i) r.w[i] = 0;
  for (int i = 0; i < v.size(); ++i) {
    r.w[i + word] |= v.limb(i) << bit;
    if (bit != 0) r.w[i + word + 1] |= v.limb(i) >> (64 - bit);
  }
}

template <int N>
int bit_length(const wide_int<N>& v) {
  return v.size() == 0 ? 0 : 64 * v.size() - count_leading_zeros(v.limb(v.size() - 1));
}

/// t / d 2^e rounded to nearest, ties to even (above), d != 0; t = 0 gives +0, exactly.
template <int N>
rounded_value round_quotient(const wide_int<N>& t, const wide_int<N>& d, int e) {
  if (t.size() == 0) return {0.0, true};
  const int s = 63 - bit_length(t) + bit_length(d);
  constexpr int L = N + 3;
  quotient_limbs<L> a, b;
  load_shifted(t, s > 0 ? s : 0, a);
  load_shifted(d, (s < 0 ? -s : 0) + 63, b);  // b 2^63: the first quotient bit's divisor
  std::uint64_t q = 0;
  for (int j = 63; j >= 0; --j) {
    if (a.at_least(b)) {
      a.subtract(b);
      q |= std::uint64_t{1} << j;
    }
    b.shift_right_one();
  }
  return round_sticky(q, !a.is_zero(), e - s, t.negative() != d.negative());
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_ROUNDED_QUOTIENT_HPP
