// SPDX-License-Identifier: MIT
// exactpred/batch.hpp — the core predicates over arrays of queries.
//
// Layout: points are the caller's own array of any point type (a point2_span / point3_span:
// point2, point3f, Eigen::Vector3d, a struct with x, y, z members, ...; not copied: doubles
// and floats stored in the points are gathered in place, with the array's stride), and each
// query is a tuple of
// point indices stored contiguously (three per orient2d query, four per orient3d or incircle,
// five per insphere), like the triangles and tetrahedra of a mesh. Queries are independent,
// so the kernels evaluate them in the lanes of SIMD registers: the filter of several queries
// runs at once, and only the lanes it cannot decide take the exact stages of the scalar API.
// Results are identical to the scalar calls on every input (both are exact).
//
// The instruction set is picked at the first call from what the CPU supports (AVX2, else
// AVX-512F, else SSE2 on x86-64; a portable one-lane kernel elsewhere, except WebAssembly built
// with -msimd128, where `scalar` names a 4-lane f64x2 kernel (src/batch_wasm.hpp): the 8-lane
// AVX-512 kernels are usually no faster, their gathers cost more); the environment variable
// EXACTPRED_BATCH_ISA (sse2, avx2, avx512, scalar) or set_batch_isa() can choose another that
// the CPU supports; an unknown or unsupported value of the variable is ignored, and
// batch_isa_from_environment() tells a program about it.
//
// Errors: an index >= num_points or a non-finite coordinate throws invalid_input naming the
// first failing query k (and the point, for an index), with every instruction set: out[0 .. k)
// holds the answers of queries 0 .. k-1, and out[k ..] is not written.
#ifndef EXACTPRED_BATCH_HPP
#define EXACTPRED_BATCH_HPP

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "exactpred/point.hpp"
#include "exactpred/point_span.hpp"
#include "exactpred/sign.hpp"

namespace exactpred {
inline namespace v0 {

enum class batch_isa { scalar, sse2, avx2, avx512 };

/// "scalar", "sse2", "avx2" or "avx512".
EXACTPRED_API const char* to_string(batch_isa isa) noexcept;

/// The instruction set the batch kernels use.
EXACTPRED_API batch_isa batch_isa_in_use();

/// What the environment variable EXACTPRED_BATCH_ISA asked for, as read once when the kernels
/// were first chosen (the first call of batch_isa_from_environment, batch_isa_in_use,
/// set_batch_isa or a batch predicate).
struct batch_isa_environment {
  enum status_kind {
    unset,        ///< not set, or empty: the kernels are the best the CPU supports
    applied,      ///< a supported instruction set, `isa`, used from the start
    unknown,      ///< not one of "scalar", "sse2", "avx2", "avx512": ignored
    unsupported,  ///< `isa`, which batch_isa_supported rejects: ignored
  };
  status_kind status;
  batch_isa isa;  ///< the instruction set named, when applied or unsupported
};

/// How EXACTPRED_BATCH_ISA was read. An unknown or unsupported value is ignored by the choice
/// of kernels (which then falls back to the CPU's best); a program can call this at start-up
/// to report it (the exactpred-oracle command stops with an error).
EXACTPRED_API batch_isa_environment batch_isa_from_environment() noexcept;

/// Whether this CPU (and build) can run the kernels of `isa`.
EXACTPRED_API bool batch_isa_supported(batch_isa isa) noexcept;

/// Uses `isa` from now on (all threads). Returns false, and changes nothing, when
/// batch_isa_supported(isa) is false.
EXACTPRED_API bool set_batch_isa(batch_isa isa) noexcept;

/// out[i] = orient2d(points[q[3i]], points[q[3i+1]], points[q[3i+2]]) for i < num_queries.
EXACTPRED_API void orient2d_batch(point2_span points, const std::uint32_t* q,
                                  std::size_t num_queries, sign* out);

/// out[i] = orient3d of the points q[4i .. 4i+3].
EXACTPRED_API void orient3d_batch(point3_span points, const std::uint32_t* q,
                                  std::size_t num_queries, sign* out);

/// out[i] = incircle of the points q[4i .. 4i+3].
EXACTPRED_API void incircle_batch(point2_span points, const std::uint32_t* q,
                                  std::size_t num_queries, sign* out);

/// out[i] = insphere of the points q[5i .. 5i+4].
EXACTPRED_API void insphere_batch(point3_span points, const std::uint32_t* q,
                                  std::size_t num_queries, sign* out);

/// The same with the points given as a pointer and a count, of any point type.
template <class P>
inline void orient2d_batch(const P* points, std::size_t num_points, const std::uint32_t* q,
                           std::size_t num_queries, sign* out) {
  orient2d_batch(point2_span(points, num_points), q, num_queries, out);
}
template <class P>
inline void orient3d_batch(const P* points, std::size_t num_points, const std::uint32_t* q,
                           std::size_t num_queries, sign* out) {
  orient3d_batch(point3_span(points, num_points), q, num_queries, out);
}
template <class P>
inline void incircle_batch(const P* points, std::size_t num_points, const std::uint32_t* q,
                           std::size_t num_queries, sign* out) {
  incircle_batch(point2_span(points, num_points), q, num_queries, out);
}
template <class P>
inline void insphere_batch(const P* points, std::size_t num_points, const std::uint32_t* q,
                           std::size_t num_queries, sign* out) {
  insphere_batch(point3_span(points, num_points), q, num_queries, out);
}

// ---- symbolic perturbation and the power tests ----------------------------------------------
// The same contract as above (index tuples into the point array; invalid_input naming the first
// query k that cannot be answered, with out[0 .. k) written). A point's index in the perturbed
// predicates is its position in the point array, so all queries of one call (and of calls on
// the same array) answer for one perturbed point set. Weighted points carry their weight after
// their coordinates (weighted_point2 / weighted_point3, exactpred/meshing.hpp). These loop over
// the scalar predicates (the inline filter, then the compiled stages) with the library's
// floating-point environment held once for the whole call.

struct weighted_point2;
struct weighted_point3;

/// out[i] = orient2d_sos of the points q[3i .. 3i+2], their indices q[3i .. 3i+2].
EXACTPRED_API void orient2d_sos_batch(const point2* points, std::size_t num_points,
                                      const std::uint32_t* q, std::size_t num_queries, sign* out);
/// out[i] = orient3d_sos of the points q[4i .. 4i+3].
EXACTPRED_API void orient3d_sos_batch(const point3* points, std::size_t num_points,
                                      const std::uint32_t* q, std::size_t num_queries, sign* out);
/// out[i] = incircle_sos of the points q[4i .. 4i+3].
EXACTPRED_API void incircle_sos_batch(const point2* points, std::size_t num_points,
                                      const std::uint32_t* q, std::size_t num_queries, sign* out);
/// out[i] = insphere_sos of the points q[5i .. 5i+4].
EXACTPRED_API void insphere_sos_batch(const point3* points, std::size_t num_points,
                                      const std::uint32_t* q, std::size_t num_queries, sign* out);
/// The perturbed batches on any point array the core batches take (point2_span, point3_span:
/// arrays of point2 or point3, of std::array<double, N> or float pairs, adapted point types,
/// containers), read in place.
EXACTPRED_API void orient2d_sos_batch(point2_span points, const std::uint32_t* q,
                                      std::size_t num_queries, sign* out);
EXACTPRED_API void orient3d_sos_batch(point3_span points, const std::uint32_t* q,
                                      std::size_t num_queries, sign* out);
EXACTPRED_API void incircle_sos_batch(point2_span points, const std::uint32_t* q,
                                      std::size_t num_queries, sign* out);
EXACTPRED_API void insphere_sos_batch(point3_span points, const std::uint32_t* q,
                                      std::size_t num_queries, sign* out);
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline void orient2d_sos_batch(const P* points, std::size_t num_points, const std::uint32_t* q,
                               std::size_t num_queries, sign* out) {
  orient2d_sos_batch(point2_span(points, num_points), q, num_queries, out);
}
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline void orient3d_sos_batch(const P* points, std::size_t num_points, const std::uint32_t* q,
                               std::size_t num_queries, sign* out) {
  orient3d_sos_batch(point3_span(points, num_points), q, num_queries, out);
}
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline void incircle_sos_batch(const P* points, std::size_t num_points, const std::uint32_t* q,
                               std::size_t num_queries, sign* out) {
  incircle_sos_batch(point2_span(points, num_points), q, num_queries, out);
}
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline void insphere_sos_batch(const P* points, std::size_t num_points, const std::uint32_t* q,
                               std::size_t num_queries, sign* out) {
  insphere_sos_batch(point3_span(points, num_points), q, num_queries, out);
}
/// out[i] = power_incircle of the weighted points q[4i .. 4i+3].
EXACTPRED_API void power_incircle_batch(const weighted_point2* points, std::size_t num_points,
                                        const std::uint32_t* q, std::size_t num_queries, sign* out);
/// out[i] = power_insphere of the weighted points q[5i .. 5i+4].
EXACTPRED_API void power_insphere_batch(const weighted_point3* points, std::size_t num_points,
                                        const std::uint32_t* q, std::size_t num_queries, sign* out);
/// out[i] = power_incircle_sos of the weighted points q[4i .. 4i+3].
EXACTPRED_API void power_incircle_sos_batch(const weighted_point2* points, std::size_t num_points,
                                            const std::uint32_t* q, std::size_t num_queries,
                                            sign* out);
/// out[i] = power_insphere_sos of the weighted points q[5i .. 5i+4].
EXACTPRED_API void power_insphere_sos_batch(const weighted_point3* points, std::size_t num_points,
                                            const std::uint32_t* q, std::size_t num_queries,
                                            sign* out);

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_BATCH_HPP
