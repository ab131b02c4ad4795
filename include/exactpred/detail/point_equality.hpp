// SPDX-License-Identifier: MIT
// include/exactpred/detail/point_equality.hpp — whether two points are the same point, as real
// numbers, from the bits of any finite input: exactly (same_point), or by equal bits alone, -0
// beside +0 left out (same_bits, integer comparisons). The repeated-point shortcuts of the
// perturbed and derived predicates use them.
#ifndef EXACTPRED_DETAIL_POINT_EQUALITY_HPP
#define EXACTPRED_DETAIL_POINT_EQUALITY_HPP

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#endif

#include "exactpred/detail/fp_bits.hpp"
#include "exactpred/point.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// Every coordinate equal (-0 equals +0), for any non-NaN input, without branches.
inline bool same_point(const point2& a, const point2& b) {
  return (static_cast<unsigned>(exact_equal(a.x, b.x)) & exact_equal(a.y, b.y)) != 0;
}
inline bool same_point(const point3& a, const point3& b) {
  return (static_cast<unsigned>(exact_equal(a.x, b.x)) & exact_equal(a.y, b.y) &
          exact_equal(a.z, b.z)) != 0;
}

/// 1 when every coordinate has the same bits, else 0: the same point (for finite coordinates),
/// in any environment and without a floating-point operation (integer comparisons of the 16 or
/// 24 bytes); a coordinate -0 beside +0 is not found. An integer, not a comparison's result, so
/// that callers combine several with | and branch once (which pair repeats varies).
inline unsigned same_bits(const point2& a, const point2& b) {
#if defined(__SSE2__) || defined(_M_X64)
  const __m128i eq = _mm_cmpeq_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(&a)),
                                     _mm_loadu_si128(reinterpret_cast<const __m128i*>(&b)));
  // The 16-bit mask plus one reaches bit 16 only when every byte compared equal.
  return (static_cast<unsigned>(_mm_movemask_epi8(eq)) + 1) >> 16;
#else
  const std::uint64_t differ = (bits_of(a.x) ^ bits_of(b.x)) | (bits_of(a.y) ^ bits_of(b.y));
  return static_cast<unsigned>(((differ | (0 - differ)) >> 63) ^ 1);
#endif
}
inline unsigned same_bits(const point3& a, const point3& b) {
#if defined(__SSE2__) || defined(_M_X64)
  const __m128i xy = _mm_cmpeq_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(&a)),
                                     _mm_loadu_si128(reinterpret_cast<const __m128i*>(&b)));
  const __m128i z = _mm_cmpeq_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(&a.z)),
                                    _mm_loadl_epi64(reinterpret_cast<const __m128i*>(&b.z)));
  return (static_cast<unsigned>(_mm_movemask_epi8(_mm_and_si128(xy, z))) + 1) >> 16;
#else
  const std::uint64_t differ =
      (bits_of(a.x) ^ bits_of(b.x)) | (bits_of(a.y) ^ bits_of(b.y)) | (bits_of(a.z) ^ bits_of(b.z));
  return static_cast<unsigned>(((differ | (0 - differ)) >> 63) ^ 1);
#endif
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_POINT_EQUALITY_HPP
