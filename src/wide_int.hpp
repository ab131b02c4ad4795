// SPDX-License-Identifier: MIT
// src/wide_int.hpp — fixed-capacity signed integers for the exact stage: sign and magnitude,
// 64-bit limbs stored in the object (no heap), only the used limbs touched by each operation.
//
// Invariants: limbs [0, size) hold the magnitude, least significant first, and
// limb[size - 1] != 0 (size == 0 is zero, and zero is never negative). Operations whose
// result would not fit in N limbs throw std::overflow_error; the exact stage sizes N so that
// this cannot happen for finite inputs, and the check keeps a sizing mistake from ever
// producing a wrong sign.
#ifndef EXACTPRED_SRC_WIDE_INT_HPP
#define EXACTPRED_SRC_WIDE_INT_HPP

#include <cstdint>
#include <stdexcept>

#include "portability.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

template <int N>
class wide_int {
 public:
  static constexpr int capacity = N;

  wide_int() = default;

  /// mag * 2^shift, negated when `negative`.
  static wide_int from_shifted(std::uint64_t mag, unsigned shift, bool negative) {
    wide_int r;
    if (mag == 0) return r;
    const int word = static_cast<int>(shift / 64);
    const unsigned bit = shift % 64;
    if (word + 2 > N) throw std::overflow_error("exactpred: wide_int capacity exceeded");
    for (int i = 0; i < word; ++i) r.limb_[i] = 0;
    r.limb_[word] = mag << bit;
    r.limb_[word + 1] = bit == 0 ? 0 : mag >> (64 - bit);
    r.size_ = word + 2;
    r.trim();
    r.negative_ = negative;
    return r;
  }

  int sign() const { return size_ == 0 ? 0 : (negative_ ? -1 : 1); }
  int size() const { return size_; }
  bool negative() const { return negative_; }
  std::uint64_t limb(int i) const { return limb_[i]; }

  friend wide_int operator-(const wide_int& a) {
    wide_int r = a;
    r.negative_ = a.size_ != 0 && !a.negative_;
    return r;
  }

  friend wide_int operator+(const wide_int& a, const wide_int& b) { return add(a, b, false); }
  friend wide_int operator-(const wide_int& a, const wide_int& b) { return add(a, b, true); }

  friend wide_int operator*(const wide_int& x, const wide_int& y) {
    wide_int r;
    if (x.size_ == 0 || y.size_ == 0) return r;
    const int n = x.size_ + y.size_;
    if (n > N) throw std::overflow_error("exactpred: wide_int capacity exceeded");
    for (int i = 0; i < n; ++i) r.limb_[i] = 0;
    // The operands of the exact stage are sparse (an input is 53 bits shifted into a number of
    // thousands of bits): the outer loop runs over the operand with fewer non-zero limbs and
    // skips its zero limbs (they add nothing; the limb r[i + |b|] is still zero then).
    const bool swap = x.nonzero_limbs() > y.nonzero_limbs();
    const wide_int& a = swap ? y : x;
    const wide_int& b = swap ? x : y;
    int b_low = 0;  // b's low zero limbs contribute nothing either
    while (b.limb_[b_low] == 0) ++b_low;
    for (int i = 0; i < a.size_; ++i) {
      if (a.limb_[i] == 0) continue;
      std::uint64_t carry = 0;
      const std::uint64_t ai = a.limb_[i];
      for (int j = b_low; j < b.size_; ++j) {
        carry = multiply_accumulate(ai, b.limb_[j], r.limb_[i + j], carry);
      }
      r.limb_[i + b.size_] = carry;
    }
    r.size_ = n;
    r.trim();
    r.negative_ = a.negative_ != b.negative_;
    return r;
  }

 private:
  int nonzero_limbs() const {
    int k = 0;
    for (int i = 0; i < size_; ++i) k += limb_[i] != 0;
    return k;
  }

  void trim() {
    while (size_ > 0 && limb_[size_ - 1] == 0) --size_;
    if (size_ == 0) negative_ = false;
  }

  // Compares magnitudes: -1, 0, +1.
  static int compare_magnitude(const wide_int& a, const wide_int& b) {
    if (a.size_ != b.size_) return a.size_ < b.size_ ? -1 : 1;
    for (int i = a.size_ - 1; i >= 0; --i) {
      if (a.limb_[i] != b.limb_[i]) return a.limb_[i] < b.limb_[i] ? -1 : 1;
    }
    return 0;
  }

  static wide_int add(const wide_int& a, const wide_int& b, bool negate_b) {
    const bool bneg = b.size_ != 0 && (b.negative_ != negate_b);
    wide_int r;
    if (a.size_ == 0 || b.size_ == 0 || a.negative_ == bneg) {
      // Same signs (or a zero operand): add magnitudes.
      const wide_int& big = a.size_ >= b.size_ ? a : b;
      const wide_int& small = a.size_ >= b.size_ ? b : a;
      std::uint64_t carry = 0;
      for (int i = 0; i < big.size_; ++i) {
        const std::uint64_t x = big.limb_[i];
        const std::uint64_t y = i < small.size_ ? small.limb_[i] : 0;
        const std::uint64_t s = x + y;
        const std::uint64_t c1 = s < x;
        const std::uint64_t s2 = s + carry;
        const std::uint64_t c2 = s2 < s;
        r.limb_[i] = s2;
        carry = c1 | c2;
      }
      r.size_ = big.size_;
      if (carry != 0) {
        if (r.size_ >= N) throw std::overflow_error("exactpred: wide_int capacity exceeded");
        r.limb_[r.size_++] = carry;
      }
      r.negative_ = a.size_ != 0 ? a.negative_ : bneg;
      r.trim();
      return r;
    }
    // Opposite signs: subtract the smaller magnitude from the larger.
    const int c = compare_magnitude(a, b);
    if (c == 0) return r;
    const wide_int& big = c > 0 ? a : b;
    const wide_int& small = c > 0 ? b : a;
    std::uint64_t borrow = 0;
    for (int i = 0; i < big.size_; ++i) {
      const std::uint64_t x = big.limb_[i];
      const std::uint64_t y = i < small.size_ ? small.limb_[i] : 0;
      const std::uint64_t d = x - y;
      const std::uint64_t b1 = x < y;
      const std::uint64_t d2 = d - borrow;
      const std::uint64_t b2 = d < borrow;
      r.limb_[i] = d2;
      borrow = b1 | b2;
    }
    r.size_ = big.size_;
    r.negative_ = c > 0 ? a.negative_ : bneg;
    r.trim();
    return r;
  }

  std::uint64_t limb_[N];
  int size_ = 0;
  bool negative_ = false;
};

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_WIDE_INT_HPP
