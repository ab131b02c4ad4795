// SPDX-License-Identifier: MIT
// src/batch_x86.hpp — the vector types of the x86 batch kernels. Each kernel translation unit
// includes this header after setting EXACTPRED_BATCH_WIDTH (2: SSE2, 4: AVX2, 8: AVX-512F)
// and is compiled for that instruction set; the types live in an unnamed namespace.
#ifndef EXACTPRED_SRC_BATCH_X86_HPP
#define EXACTPRED_SRC_BATCH_X86_HPP

#include <immintrin.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "batch_lane_offsets.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {
namespace {

#if EXACTPRED_BATCH_WIDTH == 2
using native = __m128d;
#define EXACTPRED_V(op) _mm_##op##_pd
#elif EXACTPRED_BATCH_WIDTH == 4
using native = __m256d;
#define EXACTPRED_V(op) _mm256_##op##_pd
#elif EXACTPRED_BATCH_WIDTH == 8
using native = __m512d;
#define EXACTPRED_V(op) _mm512_##op##_pd
#else
#error "EXACTPRED_BATCH_WIDTH must be 2, 4 or 8"
#endif

/// W doubles in one register, with the arithmetic of the filter.
struct V {
  static constexpr int width = EXACTPRED_BATCH_WIDTH;
  native x;
  V() = default;
  V(native y) : x(y) {}  // NOLINT: implicit from the register type
  explicit V(double d) : x(EXACTPRED_V(set1)(d)) {}
  /// The vector whose lane l has the bits b[l].
  EXACTPRED_ALWAYS_INLINE static V from_bits(const std::uint64_t* b) {
    const auto i = [&](int l) { return static_cast<long long>(b[l]); };
#if EXACTPRED_BATCH_WIDTH == 2
    return _mm_castsi128_pd(_mm_set_epi64x(i(1), i(0)));
#elif EXACTPRED_BATCH_WIDTH == 4
    return _mm256_castsi256_pd(_mm256_set_epi64x(i(3), i(2), i(1), i(0)));
#else
    return _mm512_castsi512_pd(_mm512_set_epi64(i(7), i(6), i(5), i(4), i(3), i(2), i(1), i(0)));
#endif
  }
  /// Whether t[0 .. n) are all <= last (n a multiple of 2: n = W K).
  static bool indices_at_most(const std::uint32_t* t, int n, std::uint32_t last) {
    int i = 0;
#if EXACTPRED_BATCH_WIDTH == 8
    const __m512i l16 = _mm512_set1_epi32(static_cast<int>(last));
    for (; i + 16 <= n; i += 16) {
      if (_mm512_cmpgt_epu32_mask(_mm512_loadu_si512(t + i), l16) != 0) return false;
    }
#endif
#if EXACTPRED_BATCH_WIDTH >= 4
    const __m256i l8 = _mm256_set1_epi32(static_cast<int>(last));
    for (; i + 8 <= n; i += 8) {
      const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(t + i));
      if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_min_epu32(x, l8), x)) != -1) return false;
    }
    const __m128i l4 = _mm_set1_epi32(static_cast<int>(last));
    for (; i + 4 <= n; i += 4) {
      const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(t + i));
      if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_min_epu32(x, l4), x)) != 0xffff) return false;
    }
#else
    // SSE2 has no unsigned comparison: flip the sign bits and compare as signed.
    const __m128i flip = _mm_set1_epi32(INT32_MIN);
    const __m128i l4 = _mm_xor_si128(_mm_set1_epi32(static_cast<int>(last)), flip);
    for (; i + 4 <= n; i += 4) {
      const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(t + i));
      if (_mm_movemask_epi8(_mm_cmpgt_epi32(_mm_xor_si128(x, flip), l4)) != 0) return false;
    }
#endif
    return indices_at_most_from(t, i, n, last);
  }

  using offsets = lane_offsets<width>;
  EXACTPRED_ALWAYS_INLINE static offsets offsets_of(const std::uint32_t* t, int K,
                                                    std::size_t stride, int k) {
    return lane_offsets_of<width>(t, K, stride, k);
  }
  /// Lane l holds base[o_l + c] (a float is widened exactly: the batch entry points run in the
  /// library's floating-point environment, without denormals-are-zero).
  template <class T>
  EXACTPRED_ALWAYS_INLINE static V gather(const T* base, const offsets& r, int c) {
    const std::size_t* o = r.o;
    const auto x = [&](int l) { return widened(base[o[l] + c]); };
#if EXACTPRED_BATCH_WIDTH == 2
    return _mm_set_pd(x(1), x(0));
#elif EXACTPRED_BATCH_WIDTH == 4
    return _mm256_set_pd(x(3), x(2), x(1), x(0));
#else
    return _mm512_set_pd(x(7), x(6), x(5), x(4), x(3), x(2), x(1), x(0));
#endif
  }
  /// A coordinate as a double. A float's conversion is exact in the library's environment as
  /// MXCSR sets it (no denormals-are-zero); with EXACTPRED_PORTABLE that environment comes
  /// from <cfenv>, whose FE_DFL_ENV leaves DAZ set on some C runtimes (MinGW-w64's), so there
  /// the float is widened on its bits.
  static double widened(double x) { return x; }
  static double widened(float x) {
#if defined(EXACTPRED_PORTABLE)
    return detail::widen(x);
#else
    return x;
#endif
  }
  /// Coordinates 0 .. dim-1 of point k of each lane's query. Doubles: x and y are loaded as
  /// pairs and transposed (two shuffles per vector instead of one insert per lane).
  template <class T>
  EXACTPRED_ALWAYS_INLINE static void gather_point(const T* base, const offsets& r, int dim,
                                                   V* out) {
    if constexpr (std::is_same_v<T, double>) {
      const std::size_t* o = r.o;
#if EXACTPRED_BATCH_WIDTH == 2
      const __m128d a = _mm_loadu_pd(base + o[0]), b = _mm_loadu_pd(base + o[1]);
      out[0] = _mm_unpacklo_pd(a, b);
      out[1] = _mm_unpackhi_pd(a, b);
#else
      auto pair = [&](int i, int j) {
        return _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_loadu_pd(base + o[i])),
                                    _mm_loadu_pd(base + o[j]), 1);
      };
#if EXACTPRED_BATCH_WIDTH == 4
      const __m256d a = pair(0, 2), b = pair(1, 3);  // lanes (0, 2) and (1, 3)
      out[0] = _mm256_unpacklo_pd(a, b);
      out[1] = _mm256_unpackhi_pd(a, b);
#else
      const __m512d a = _mm512_insertf64x4(_mm512_castpd256_pd512(pair(0, 2)), pair(4, 6), 1);
      const __m512d b = _mm512_insertf64x4(_mm512_castpd256_pd512(pair(1, 3)), pair(5, 7), 1);
      out[0] = _mm512_unpacklo_pd(a, b);
      out[1] = _mm512_unpackhi_pd(a, b);
#endif
#endif
    } else {
      out[0] = gather(base, r, 0);
      out[1] = gather(base, r, 1);
    }
    if (dim == 3) out[2] = gather(base, r, 2);
  }
};

inline V operator+(V a, V b) { return EXACTPRED_V(add)(a.x, b.x); }
inline V operator-(V a, V b) { return EXACTPRED_V(sub)(a.x, b.x); }
inline V operator*(V a, V b) { return EXACTPRED_V(mul)(a.x, b.x); }

#if EXACTPRED_BATCH_WIDTH == 8
inline V filter_abs(V a) { return _mm512_abs_pd(a.x); }
/// a if a > b, else b (b when either is NaN), as the scalar filter_max.
inline V filter_max(V a, V b) {
  return _mm512_mask_blend_pd(_mm512_cmp_pd_mask(a.x, b.x, _CMP_GT_OQ), b.x, a.x);
}
/// a if a < b, else b (b when either is NaN), as the scalar filter_min.
inline V filter_min(V a, V b) {
  return _mm512_mask_blend_pd(_mm512_cmp_pd_mask(a.x, b.x, _CMP_LT_OQ), b.x, a.x);
}
inline unsigned greater_mask(V a, V b) { return _mm512_cmp_pd_mask(a.x, b.x, _CMP_GT_OQ); }
inline unsigned equal_mask(V a, V b) { return _mm512_cmp_pd_mask(a.x, b.x, _CMP_EQ_OQ); }
/// The bitwise operations on the lanes' bits (AVX-512F has them on integers only).
inline __m512i bits(V a) { return _mm512_castpd_si512(a.x); }
inline V operator|(V a, V b) { return _mm512_castsi512_pd(_mm512_or_si512(bits(a), bits(b))); }
inline V operator&(V a, V b) { return _mm512_castsi512_pd(_mm512_and_si512(bits(a), bits(b))); }
inline V operator^(V a, V b) { return _mm512_castsi512_pd(_mm512_xor_si512(bits(a), bits(b))); }
/// The lanes whose 64 bits are all zero.
inline unsigned zero_bits_mask(V a) { return _mm512_testn_epi64_mask(bits(a), bits(a)); }
#else
inline V filter_abs(V a) { return EXACTPRED_V(andnot)(EXACTPRED_V(set1)(-0.0), a.x); }
/// a if a > b, else b (b when either is NaN), as the scalar filter_max.
inline V filter_max(V a, V b) { return EXACTPRED_V(max)(a.x, b.x); }
/// a if a < b, else b (b when either is NaN), as the scalar filter_min.
inline V filter_min(V a, V b) { return EXACTPRED_V(min)(a.x, b.x); }
#if EXACTPRED_BATCH_WIDTH == 4
inline native greater_than(native a, native b) { return _mm256_cmp_pd(a, b, _CMP_GT_OQ); }
inline native equal_to(native a, native b) { return _mm256_cmp_pd(a, b, _CMP_EQ_OQ); }
#else
inline native greater_than(native a, native b) { return _mm_cmpgt_pd(a, b); }
inline native equal_to(native a, native b) { return _mm_cmpeq_pd(a, b); }
#endif
inline unsigned greater_mask(V a, V b) {
  return static_cast<unsigned>(EXACTPRED_V(movemask)(greater_than(a.x, b.x)));
}
inline unsigned equal_mask(V a, V b) {
  return static_cast<unsigned>(EXACTPRED_V(movemask)(equal_to(a.x, b.x)));
}
/// The bitwise operations on the lanes' bits.
inline V operator|(V a, V b) { return EXACTPRED_V(or)(a.x, b.x); }
inline V operator&(V a, V b) { return EXACTPRED_V(and)(a.x, b.x); }
inline V operator^(V a, V b) { return EXACTPRED_V(xor)(a.x, b.x); }
/// The lanes whose 64 bits are all zero (compared as integers: a subnormal is not zero).
inline unsigned zero_bits_mask(V a) {
#if EXACTPRED_BATCH_WIDTH == 4
  const __m256i zero = _mm256_cmpeq_epi64(_mm256_castpd_si256(a.x), _mm256_setzero_si256());
  return static_cast<unsigned>(_mm256_movemask_pd(_mm256_castsi256_pd(zero)));
#else
  // SSE2 compares 32-bit halves: a lane is zero when both of its halves are.
  const __m128i half = _mm_cmpeq_epi32(_mm_castpd_si128(a.x), _mm_setzero_si128());
  const __m128i both = _mm_and_si128(half, _mm_shuffle_epi32(half, _MM_SHUFFLE(2, 3, 0, 1)));
  return static_cast<unsigned>(_mm_movemask_pd(_mm_castsi128_pd(both)));
#endif
}
#endif

#undef EXACTPRED_V

}  // namespace
}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_BATCH_X86_HPP
