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

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

#include "exactpred/config.hpp"
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

/// The or of the bits in which p[k] and q[k] differ, k = K... (8-byte integer loads, which
/// any earlier store forwards to).
template <std::size_t... K>
EXACTPRED_ALWAYS_INLINE std::uint64_t differing_bits(const double* p, const double* q,
                                                     std::index_sequence<K...>) {
  return ((bits_of(p[K]) ^ bits_of(q[K])) | ...);
}

/// 1 when the Dim coordinates from p and from q have the same bits, else 0: the same point (for
/// finite coordinates), in any environment and without a floating-point operation; a
/// coordinate -0 beside +0 is not found. An integer, not a comparison's result, so that callers
/// combine several with | and branch once (which pair repeats varies from query to query, and a
/// branch per pair would mispredict). With SSE2, two coordinates per 16-byte load: for memory
/// not just written one coordinate at a time (a 16-byte load of two 8-byte stores in flight
/// waits for both to complete).
template <int Dim>
EXACTPRED_ALWAYS_INLINE unsigned same_coordinate_bits(const double* p, const double* q) {
#if defined(__SSE2__) || defined(_M_X64)
  // Two coordinates per integer comparison (32-bit lanes: all four equal iff both are).
  __m128i eq = _mm_set1_epi32(-1);
  int k = 0;
  for (; k + 1 < Dim; k += 2) {
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + k));
    const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(q + k));
    eq = _mm_and_si128(eq, _mm_cmpeq_epi32(a, b));
  }
  if (k < Dim) {  // the last coordinate in the low half; the high halves are zero in both
    const __m128i a = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(p + k));
    const __m128i b = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(q + k));
    eq = _mm_and_si128(eq, _mm_cmpeq_epi32(a, b));
  }
  // The 16-bit mask plus one reaches bit 16 only when every byte compared equal.
  return (static_cast<unsigned>(_mm_movemask_epi8(eq)) + 1) >> 16;
#else
  const std::uint64_t differ = differing_bits(p, q, std::make_index_sequence<Dim>{});
  return static_cast<unsigned>(((differ | (0 - differ)) >> 63) ^ 1);
#endif
}

/// Whether the n doubles at p and q have the same bits (a point of any number of coordinates,
/// an implicit point's defining doubles; -0 beside +0 differs), for the repeated-point
/// shortcuts out of line.
inline bool same_double_bits(const double* p, const double* q, std::size_t n) {
  return std::memcmp(p, q, n * sizeof(double)) == 0;
}

/// same_coordinate_bits of two points (x, y and z in a row).
inline unsigned same_bits(const point2& a, const point2& b) {
  return same_coordinate_bits<2>(&a.x, &b.x);
}
inline unsigned same_bits(const point3& a, const point3& b) {
  return same_coordinate_bits<3>(&a.x, &b.x);
}

/// Whether two of a, b, c have the same bits (a point given twice), without branches.
inline unsigned any_same_bits(const point3& a, const point3& b, const point3& c) {
  return same_bits(a, b) | same_bits(b, c) | same_bits(a, c);
}

/// Segments p1p2 and q1q2 sharing an endpoint x, found from equal bits without branches:
/// `found` when some endpoint is shared, then the segments' other endpoints a (of p1p2) and b (of
/// q1q2), and whether x is p1. The first shared pair in the order p1q1, p1q2, p2q1, p2q2, picked
/// by indexing rather than branching (which endpoint is shared varies).
template <class P>
struct shared_endpoint_result {
  bool found;
  const P* x;
  const P* a;
  const P* b;
  bool x_is_p1;
};
template <class P>
EXACTPRED_ALWAYS_INLINE shared_endpoint_result<P> shared_endpoint(const P& p1, const P& p2,
                                                                  const P& q1, const P& q2) {
  const unsigned shared =
      same_bits(p1, q1) | same_bits(p1, q2) << 1 | same_bits(p2, q1) << 2 | same_bits(p2, q2) << 3;
  // The lowest set bit of the four, 2 bits per value of `shared` in one constant.
  const unsigned k = (0x12131210u >> (2 * shared)) & 3;
  const P* const p[] = {&p1, &p2};
  const P* const q[] = {&q2, &q1};
  return {shared != 0, p[k >> 1], p[(k >> 1) ^ 1], q[k & 1], k < 2};
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_POINT_EQUALITY_HPP
