// SPDX-License-Identifier: MIT
// src/portability.hpp — the few things standard C++17 lacks that the compiled stages use:
// bit scans, a 64 x 64 -> 128-bit product, CPU feature detection and a branch hint. Each has a
// fast form where the compiler provides one (GCC and Clang builtins, MSVC intrinsics) and a
// standard fallback; defining EXACTPRED_PORTABLE (CMake option EXACTPRED_PORTABLE=ON) forces
// the fallbacks everywhere, so that the code path of compilers without the extensions is
// built and tested on any machine. Exactness never depends on which form is used: the
// fallbacks compute the same values, and a missing CPU feature only means a slower kernel.
#ifndef EXACTPRED_SRC_PORTABILITY_HPP
#define EXACTPRED_SRC_PORTABILITY_HPP

#include <cstdint>

#if !defined(EXACTPRED_PORTABLE) && (defined(__GNUC__) || defined(__clang__))
#define EXACTPRED_GNU_BUILTINS 1
#elif !defined(EXACTPRED_PORTABLE) && defined(_MSC_VER)
#include <intrin.h>
#define EXACTPRED_MSVC_INTRINSICS 1
#endif

#if defined(EXACTPRED_GNU_BUILTINS)
#define EXACTPRED_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define EXACTPRED_UNLIKELY(x) (x)
#endif

// A lambda inlined into its caller whatever the compiler's size budget for the translation unit
// (hot loops over predicates: the convex hull's chain).
#if defined(EXACTPRED_GNU_BUILTINS)
#define EXACTPRED_LAMBDA_INLINE __attribute__((always_inline))
#else
#define EXACTPRED_LAMBDA_INLINE
#endif

namespace exactpred {
inline namespace v0 {
namespace detail {

/// Index of the lowest set bit of x != 0.
inline int count_trailing_zeros(std::uint64_t x) {
#if defined(EXACTPRED_GNU_BUILTINS)
  return __builtin_ctzll(x);
#elif defined(EXACTPRED_MSVC_INTRINSICS) && defined(_M_X64)
  unsigned long i;
  _BitScanForward64(&i, x);
  return static_cast<int>(i);
#else
  int n = 0;
  while ((x & 0xFFFFFFFFu) == 0) {
    x >>= 32;
    n += 32;
  }
  while ((x & 1) == 0) {
    x >>= 1;
    ++n;
  }
  return n;
#endif
}

/// 1 when x has an odd number of set bits, else 0.
inline int parity(std::uint32_t x) {
#if defined(EXACTPRED_GNU_BUILTINS)
  return __builtin_parity(x);
#else
  for (int shift = 16; shift > 0; shift /= 2) x ^= x >> shift;
  return static_cast<int>(x & 1);
#endif
}

/// Number of zero bits above the highest set bit of x != 0.
inline int count_leading_zeros(std::uint64_t x) {
#if defined(EXACTPRED_GNU_BUILTINS)
  return __builtin_clzll(x);
#elif defined(EXACTPRED_MSVC_INTRINSICS) && defined(_M_X64)
  unsigned long i;
  _BitScanReverse64(&i, x);
  return 63 - static_cast<int>(i);
#else
  int n = 0;
  while ((x >> 32) == 0) {
    x <<= 32;
    n += 32;
  }
  while ((x >> 63) == 0) {
    x <<= 1;
    ++n;
  }
  return n;
#endif
}

/// The 128-bit product a * b as (high, low) 64-bit halves.
struct product128 {
  std::uint64_t high, low;
};
inline product128 multiply_64x64(std::uint64_t a, std::uint64_t b) {
#if defined(EXACTPRED_GNU_BUILTINS) && defined(__SIZEOF_INT128__)
  const unsigned __int128 p = static_cast<unsigned __int128>(a) * b;
  return {static_cast<std::uint64_t>(p >> 64), static_cast<std::uint64_t>(p)};
#elif defined(EXACTPRED_MSVC_INTRINSICS) && defined(_M_X64)
  std::uint64_t high;
  const std::uint64_t low = _umul128(a, b, &high);
  return {high, low};
#else
  const std::uint64_t a0 = a & 0xFFFFFFFFu, a1 = a >> 32, b0 = b & 0xFFFFFFFFu, b1 = b >> 32;
  const std::uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  const std::uint64_t middle = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
  return {p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32), (middle << 32) | (p00 & 0xFFFFFFFFu)};
#endif
}

/// One step of a schoolbook multiplication: r + a * b + carry (below 2^128, so the two
/// additions carry into the high half at most) stored as r = its low half; returns the high
/// half, the next carry.
inline std::uint64_t multiply_accumulate(std::uint64_t a, std::uint64_t b, std::uint64_t& r,
                                         std::uint64_t carry) {
  const product128 p = multiply_64x64(a, b);
  std::uint64_t low = p.low + r;
  std::uint64_t high = p.high + (low < p.low);
  low += carry;
  high += low < carry;
  r = low;
  return high;
}

/// CPU features of the machine the code runs on (x86-64: AVX2, AVX-512F, FMA with AVX, each
/// with the operating system's support for its registers). False where unknown: the baseline
/// code then runs.
enum class cpu_feature { avx2, avx512f, fma };
bool cpu_supports(cpu_feature f);

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_PORTABILITY_HPP
