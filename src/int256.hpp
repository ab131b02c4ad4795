// SPDX-License-Identifier: MIT
// src/int256.hpp — integers up to 256 bits for the int256 strategy (stages_impl.hpp): the exact
// sign of a formula on inputs that span at most 62 bits, where d B + log2(terms) exceeds the
// 126 bits of __int128 but not 254 (orient3d and incircle on coordinates of up to 62 and 61
// significant bits, insphere up to 48: decimal coordinates such as 12.3 beside 99.9, which
// span about 56 bits, and their exact zeros).
//
// bounded_int<Bits> holds an integer below 2^Bits in magnitude, Bits known at compile time from
// the formula's shape: a leaf is below 2^62, a sum or difference of values below 2^A and 2^B is
// below 2^(max(A, B) + 1), a product below 2^(A + B). It is stored in 64 bits up to Bits = 63,
// in __int128 up to 127 and otherwise in int256 (two's complement modulo 2^256), so that each
// operation costs what its operands' sizes need: a difference of leaves one subtraction, a 2 x 2
// minor of them two 64 x 64 products, a lifted term times a minor one 128 x 128 product. Above
// 255 bits (a degree-5 formula on 62-bit inputs) the static bound says nothing; the strategy's
// run-time condition (every intermediate value below 2^254, as for int128_eval) then keeps the
// arithmetic modulo 2^256 exact.
//
// Where the compiler has no __int128 the strategy is not compiled.
#ifndef EXACTPRED_SRC_INT256_HPP
#define EXACTPRED_SRC_INT256_HPP

#include <cstdint>
#include <type_traits>

namespace exactpred {
inline namespace v0 {
namespace detail {

#if defined(__SIZEOF_INT128__) && !defined(EXACTPRED_PORTABLE)
/// An integer modulo 2^256 read as two's complement: lo holds bits 0-127, hi bits 128-255.
struct int256 {
  using u128 = unsigned __int128;
  u128 lo = 0, hi = 0;

  int256() = default;
  constexpr int256(u128 low, u128 high) : lo(low), hi(high) {}
  /// A signed 128-bit value, sign-extended.
  constexpr explicit int256(__int128 v)
      : lo(static_cast<u128>(v)), hi(v < 0 ? ~u128{0} : u128{0}) {}

  friend int256 operator+(const int256& a, const int256& b) {
    const u128 low = a.lo + b.lo;
    return {low, a.hi + b.hi + static_cast<u128>(low < a.lo)};
  }
  friend int256 operator-(const int256& a, const int256& b) {
    return {a.lo - b.lo, a.hi - b.hi - static_cast<u128>(a.lo < b.lo)};
  }
  friend int256 operator-(const int256& a) { return int256() - a; }
  /// The product's low 256 bits: a.lo b.lo in full (full_product below) plus (a.lo b.hi + a.hi
  /// b.lo) 2^128 modulo 2^256, which is the product of the two's complement values modulo 2^256.
  friend int256 operator*(const int256& a, const int256& b);
  /// -1, 0 or 1.
  int sign() const {
    if (static_cast<__int128>(hi) < 0) return -1;
    return (lo | hi) != 0 ? 1 : 0;
  }
};

/// The full product of two unsigned 128-bit values: four 64 x 64 products.
inline int256 full_product(unsigned __int128 x, unsigned __int128 y) {
  using u128 = unsigned __int128;
  const auto x0 = static_cast<std::uint64_t>(x), x1 = static_cast<std::uint64_t>(x >> 64);
  const auto y0 = static_cast<std::uint64_t>(y), y1 = static_cast<std::uint64_t>(y >> 64);
  const u128 p00 = static_cast<u128>(x0) * y0, p01 = static_cast<u128>(x0) * y1,
             p10 = static_cast<u128>(x1) * y0, p11 = static_cast<u128>(x1) * y1;
  const u128 mid = p01 + p10;  // a carry out of it is worth 2^192
  const u128 mid_carry = static_cast<u128>(mid < p01) << 64;
  const u128 low = p00 + (mid << 64);
  return {low, p11 + (mid >> 64) + mid_carry + static_cast<u128>(low < p00)};
}

inline int256 operator*(const int256& a, const int256& b) {
  int256 p = full_product(a.lo, b.lo);
  p.hi += a.lo * b.hi + a.hi * b.lo;
  return p;
}

/// The full product of two signed 128-bit values below 2^127 in magnitude, as an int256: the
/// magnitudes' product, negated when the signs differ.
inline int256 wide_product(__int128 a, __int128 b) {
  using u128 = unsigned __int128;
  const bool negative = (a < 0) != (b < 0);
  const u128 x = a < 0 ? -static_cast<u128>(a) : static_cast<u128>(a);
  const u128 y = b < 0 ? -static_cast<u128>(b) : static_cast<u128>(b);
  const int256 magnitude = full_product(x, y);
  return negative ? -magnitude : magnitude;
}

/// An integer below 2^Bits in magnitude (see the top of the file).
template <int Bits>
struct bounded_int {
  using type = std::conditional_t<(Bits <= 63), std::int64_t,
                                  std::conditional_t<(Bits <= 127), __int128, int256>>;
  type v;
};

template <int A, int B>
inline constexpr int sum_bits = (A > B ? A : B) + 1;

/// v as the storage of bounded_int<Bits> (widening only).
template <int Bits, class T>
inline typename bounded_int<Bits>::type widened(const T& v) {
  using R = typename bounded_int<Bits>::type;
  if constexpr (std::is_same_v<R, T>) {
    return v;
  } else if constexpr (std::is_same_v<R, int256>) {
    return int256(static_cast<__int128>(v));
  } else {
    return static_cast<R>(v);
  }
}

template <int A, int B>
inline bounded_int<sum_bits<A, B>> operator+(const bounded_int<A>& a, const bounded_int<B>& b) {
  constexpr int R = sum_bits<A, B>;
  return {widened<R>(a.v) + widened<R>(b.v)};
}
template <int A, int B>
inline bounded_int<sum_bits<A, B>> operator-(const bounded_int<A>& a, const bounded_int<B>& b) {
  constexpr int R = sum_bits<A, B>;
  return {widened<R>(a.v) - widened<R>(b.v)};
}
template <int A>
inline bounded_int<A> operator-(const bounded_int<A>& a) {
  return {-a.v};
}
template <int A, int B>
inline bounded_int<A + B> operator*(const bounded_int<A>& a, const bounded_int<B>& b) {
  constexpr int R = A + B;
  using T = typename bounded_int<R>::type;
  if constexpr (std::is_same_v<T, int256> && A <= 127 && B <= 127) {
    return {wide_product(static_cast<__int128>(a.v), static_cast<__int128>(b.v))};
  } else {
    return {widened<R>(a.v) * widened<R>(b.v)};
  }
}

/// The sign of a 128-bit integer and of a bounded_int: -1, 0 or 1.
inline int sign_of_integer(__int128 a) { return (a > 0) - (a < 0); }
/// The sign of a bounded_int: -1, 0 or 1.
template <int Bits>
inline int sign_of_integer(const bounded_int<Bits>& a) {
  if constexpr (std::is_same_v<typename bounded_int<Bits>::type, int256>) {
    return a.v.sign();
  } else {
    return (a.v > 0) - (a.v < 0);
  }
}
#endif

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_INT256_HPP
