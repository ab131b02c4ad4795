// SPDX-License-Identifier: MIT
// src/point_equality.hpp — whether two points are the same point, as real numbers: on any
// finite input from the bits, inside the inline filter's window with floating-point
// comparisons. The repeated-point shortcuts of the perturbed and derived predicates use them.
#ifndef EXACTPRED_SRC_POINT_EQUALITY_HPP
#define EXACTPRED_SRC_POINT_EQUALITY_HPP

#include "exactpred/detail/fp_bits.hpp"
#include "exactpred/detail/stages.hpp"
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

/// same_point for points inside the inline filter's window: every coordinate is zero or a
/// normal number there, so floating-point equality is exact (-0 equals +0) and no environment
/// (denormals-are-zero reads only subnormal operands) changes it.
inline bool same_point_in_window(const point2& a, const point2& b) {
#if defined(__SSE2__) || defined(_M_X64)
  return _mm_movemask_pd(_mm_cmpeq_pd(_mm_set_pd(a.y, a.x), _mm_set_pd(b.y, b.x))) == 3;
#else
  return ((a.x == b.x) & (a.y == b.y)) != 0;
#endif
}
inline bool same_point_in_window(const point3& a, const point3& b) {
#if defined(__SSE2__) || defined(_M_X64)
  const __m128d xy = _mm_cmpeq_pd(_mm_set_pd(a.y, a.x), _mm_set_pd(b.y, b.x));
  const __m128d z = _mm_cmpeq_sd(_mm_set_sd(a.z), _mm_set_sd(b.z));
  return _mm_movemask_pd(_mm_and_pd(xy, _mm_unpacklo_pd(z, z))) == 3;
#else
  return ((a.x == b.x) & (a.y == b.y) & (a.z == b.z)) != 0;
#endif
}

/// Every coordinate the same bits: the same point (for finite coordinates), in any environment
/// and without a floating-point operation (integer comparisons of the 16 or 24 bytes); a
/// coordinate -0 beside +0 is not found.
inline bool same_bits(const point2& a, const point2& b) {
#if defined(__SSE2__) || defined(_M_X64)
  const __m128i eq = _mm_cmpeq_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(&a)),
                                     _mm_loadu_si128(reinterpret_cast<const __m128i*>(&b)));
  return _mm_movemask_epi8(eq) == 0xFFFF;
#else
  return ((bits_of(a.x) ^ bits_of(b.x)) | (bits_of(a.y) ^ bits_of(b.y))) == 0;
#endif
}
inline bool same_bits(const point3& a, const point3& b) {
#if defined(__SSE2__) || defined(_M_X64)
  const __m128i xy = _mm_cmpeq_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(&a)),
                                     _mm_loadu_si128(reinterpret_cast<const __m128i*>(&b)));
  const __m128i z = _mm_cmpeq_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(&a.z)),
                                    _mm_loadl_epi64(reinterpret_cast<const __m128i*>(&b.z)));
  return _mm_movemask_epi8(_mm_and_si128(xy, z)) == 0xFFFF;
#else
  return ((bits_of(a.x) ^ bits_of(b.x)) | (bits_of(a.y) ^ bits_of(b.y)) |
          (bits_of(a.z) ^ bits_of(b.z))) == 0;
#endif
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_POINT_EQUALITY_HPP
