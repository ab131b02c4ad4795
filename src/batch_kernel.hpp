// SPDX-License-Identifier: MIT
// src/batch_kernel.hpp — the batch kernel for any formula and any vector type.
//
// A kernel translation unit (batch_sse2.cpp, batch_avx2.cpp, batch_avx512.cpp) is compiled
// for its instruction set, defines a vector type V of W doubles in an unnamed namespace (with
// the operations the filter needs: + - *, filter_abs, filter_max, filter_min, the lane masks of >
// and ==; for more than one lane the bitwise | & ^ and zero_bits_mask of batch_bit_stages; the
// index check and the gathering of points) and expands
// EXACTPRED_BATCH_KERNELS. Everything instantiated
// with V has internal linkage, so no function compiled for a wider instruction set can be
// picked by the linker for code that runs before the CPU check.
//
// Per block of W queries: the indices are checked, the coordinates gathered into vectors (lane l
// = query l; a short last block repeats its last query), the ranged filter evaluates the formula
// once for all lanes (ranged_filter_evaluate, the body of the scalar call's filter), and the lanes
// it cannot certify go through the stages that follow it in the scalar call, one by one, with the
// coordinates, value and bound the vector filter has computed.
//
// Errors: every kernel fails as the one-lane kernel does. When query k has an index out of
// range or a non-finite coordinate, out[0 .. k) receives the answers of the queries before it,
// nothing from out[k] on is written, and the exception names query k. A full block whose vector
// index test passes takes the fast path; any other block (the last queries, or a bad index) is
// a short block: the queries before its first bad index run as a block of fewer lanes, then the
// index is reported. The filter never certifies a non-finite coordinate (filter.hpp), so its
// lane goes to the exact stages, which batch_exact_lanes (batch.cpp: compiled once, and its try
// block keeps exception-handling symbols out of the kernel objects) calls in lane order before
// the block's bytes are stored; when lane l throws, it writes those before lane l only.
#ifndef EXACTPRED_SRC_BATCH_KERNEL_HPP
#define EXACTPRED_SRC_BATCH_KERNEL_HPP

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

#include "exactpred/detail/filter.hpp"
#include "exactpred/detail/formulas.hpp"
#include "exactpred/detail/lattice_certificate.hpp"
#include "exactpred/point.hpp"
#include "exactpred/sign.hpp"
#include "exactpred/statistics.hpp"
#include "portability.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// `signs` (the filter's byte per lane of a block of queries t, numbered from `query`) with the
/// bytes of the lanes `undecided` from the stages after the ranged filter, called in lane order
/// on the points (base, stride) and on the filter's value[l] and bound[l] of each lane l (from
/// the window test on when bits_tested: the kernel has run the repeated-point test and the
/// lattice certificate, batch_bit_stages). When
/// lane l throws invalid_input (naming query + l), out[0 .. l) is written first; out is not
/// touched otherwise. In batch.cpp.
template <class F, class T>
std::uint64_t batch_exact_lanes(const T* base, std::size_t stride, const std::uint32_t* t,
                                const double* value, const double* bound, bool bits_tested,
                                unsigned undecided, std::uint64_t signs, std::size_t query,
                                sign* out);

/// Where a kernel reads its points: point i's coordinate c is base[i * stride + c], a double
/// or a float (point_span's in-place storage: the caller's own array).
template <class T>
struct batch_points_of {
  const T* base;
  std::size_t stride;  // in coordinates
  std::size_t size;    // number of points
};

/// A kernel: (points, query indices, number of queries, output, number of the first query
/// (for error messages)).
template <class T>
using batch_kernel = void (*)(const batch_points_of<T>&, const std::uint32_t*, std::size_t, sign*,
                              std::size_t);

/// One instruction set's kernels, for double and for float coordinates.
struct batch_kernel_set {
  batch_kernel<double> orient2d, orient3d, incircle, insphere;
  batch_kernel<float> orient2d_f, orient3d_f, incircle_f, insphere_f;
};

/// Throws invalid_input for the first index >= num_points among the n queries at q (batch.cpp).
[[noreturn]] void batch_index_error(const char* predicate, int per_query, std::size_t num_points,
                                    const std::uint32_t* q, std::size_t n, std::size_t first);

/// Points per query of F (every core formula takes whole points).
template <class F>
inline constexpr int batch_points = F::arity / F::dim;

/// Gathers coordinates 0 .. dim-1 of point k of each lane's query into out.
template <class V, class F, int k, class T>
EXACTPRED_ALWAYS_INLINE void gather_point_of(const T* base, std::size_t stride,
                                             const std::uint32_t* t, V* out) {
  V::gather_point(base, V::offsets_of(t, batch_points<F>, stride, k), F::dim, out + k * F::dim);
}

/// Gathers the coordinates of each lane's query into c (coordinate i: coordinate i % dim of
/// point i / dim), then runs the ranged filter on them (the scalar call's filter, one lane per
/// query: the same value and bound). Everything inline: the points' offsets stay in registers.
template <class V, class F, class T, std::size_t... I>
EXACTPRED_ALWAYS_INLINE ranged_values<V> batch_filter(const T* base, std::size_t stride,
                                                      const std::uint32_t* t, V* c,
                                                      std::index_sequence<I...>) {
  constexpr int K = batch_points<F>;
  static_assert(K >= 3 && K <= 5, "the core formulas take three to five points");
  gather_point_of<V, F, 0>(base, stride, t, c);
  gather_point_of<V, F, 1>(base, stride, t, c);
  gather_point_of<V, F, 2>(base, stride, t, c);
  if constexpr (K > 3) gather_point_of<V, F, 3>(base, stride, t, c);
  if constexpr (K > 4) gather_point_of<V, F, 4>(base, stride, t, c);
  return ranged_filter_evaluate<F, V>(c[I]...);
}

/// The lanes of v stored in a row.
template <class V>
EXACTPRED_ALWAYS_INLINE void store_lanes(const V& v, double* to) {
  static_assert(sizeof(V) == V::width * sizeof(double), "a vector is its lanes");
  std::memcpy(to, &v, sizeof(V));
}

namespace {  // internal linkage: compiled once per instruction set (see the top of the file)

/// Byte i of entry m is 1 when bit i of m is set: four lanes' bits as bytes, by one load.
alignas(64) constexpr std::uint32_t nibble_bytes[16] = {
    0x00000000, 0x00000001, 0x00000100, 0x00000101, 0x00010000, 0x00010001, 0x00010100, 0x00010101,
    0x01000000, 0x01000001, 0x01000100, 0x01000101, 0x01010000, 0x01010001, 0x01010100, 0x01010101};

/// The lanes of a W-lane mask as bytes: byte l = 1 when bit l is set.
template <int W>
EXACTPRED_ALWAYS_INLINE std::uint64_t lane_bytes(unsigned bits) {
  static_assert(W <= 8, "lane_bytes packs at most 8 lanes");
  if constexpr (W <= 4) {
    return nibble_bytes[bits & 15u];
  } else {
    return nibble_bytes[bits & 15u] | std::uint64_t{nibble_bytes[(bits >> 4) & 15u]} << 32;
  }
}

/// The signs of up to 8 lanes as bytes: byte l = +1, -1 or 0 from bit l of the masks.
template <int W>
EXACTPRED_ALWAYS_INLINE std::uint64_t lane_signs(unsigned positive, unsigned negative) {
  return lane_bytes<W>(positive) | lane_bytes<W>(negative) * 0xff;
}

}  // namespace

/// The lanes of `undecided` that the stages right after the scalar call's ranged filter decide
/// from the bits (after_ranged_filter_points), tested for all lanes at once on the gathered
/// coordinates c: a repeated point (a zero; equal as numbers, -0 beside +0 included, since the
/// formula vanishes whenever two points are equal) and the lattice certificate (the filter's
/// value exact: its sign), both for a finite value only. Their bytes are set in `bytes`; returns
/// the lanes still undecided. `bound` holds the filter's bound of each lane.
template <class V, class F>
EXACTPRED_ALWAYS_INLINE unsigned batch_bit_stages(const V* c, V value, const double* bound,
                                                  unsigned undecided, std::uint64_t& bytes) {
  constexpr int W = V::width, dim = F::dim, n = F::arity / F::dim;
  // The lanes with a finite value (NaN compares false), which the two tests may decide.
  const unsigned candidates = undecided & greater_mask(V(HUGE_VAL), filter_abs(value));
  unsigned repeated = 0;
  if constexpr (has_vanishing_pairs<F>::value) {
    for (int i = 0; i < n; ++i) {
      for (int j = i + 1; j < n; ++j) {
        if (!pair_vanishes<F>(i, j)) continue;
        unsigned same = ~0u;
        for (int k = 0; k < dim; ++k) same &= equal_mask(c[i * dim + k], c[j * dim + k]);
        repeated |= same;
      }
    }
    repeated &= candidates;
  }
  // The lattice certificate (lattice_certificate.hpp), lane l with its own offset C_l, for the
  // lanes that no repeated point decided (none, where every query repeats a point).
  const unsigned rest = candidates & ~repeated;
  unsigned lattice = 0;
  if (rest != 0) {
    std::uint64_t offset[W];
    unsigned in_range = 0;
    for (int l = 0; l < W; ++l) {
      offset[l] = lattice_offset_bits<F>(bound[l]);
      in_range |= static_cast<unsigned>(offset[l] != 0) << l;
    }
    // Built lane by lane in registers: a vector load of the offsets just stored one by one
    // would wait for those stores.
    const V C = V::from_bits(offset);
    V differs(0.0), top(0.0);
    for (int i = 0; i < F::arity; ++i) {
      const V r = c[i] + C;
      differs = differs | ((r - C) ^ c[i]);
      top = top | (r ^ C);
    }
    const V bad =
        (differs & V(double_of(magnitude_mask))) | (top & V(double_of(0xFFF0000000000000ull)));
    lattice = zero_bits_mask(bad) & in_range & rest;
    bytes |=
        lane_signs<W>(lattice & greater_mask(value, V(0.0)), lattice & greater_mask(V(0.0), value));
  }
#if defined(EXACTPRED_STATS)
  for (unsigned m = repeated; m != 0; m &= m - 1) ++thread_stage_counts().repeated_point;
  for (unsigned m = lattice; m != 0; m &= m - 1) ++thread_stage_counts().narrow_double;
#endif
  return undecided & ~(repeated | lattice);
}

/// W queries: the indices t (W * K of them) are all checked already. Writes out[0 .. lanes), or
/// when query l throws, out[0 .. l) only (the filter's bytes are stored after the exact stages).
/// Stride: the points' stride when it is known at compile time (packed points: F::dim, so that
/// an index becomes an offset by shifts and adds, not a multiplication), or 0.
template <class V, class F, class T, std::size_t Stride = 0>
EXACTPRED_ALWAYS_INLINE void batch_block(const batch_points_of<T>& points, const std::uint32_t* t,
                                         int lanes, std::size_t query, sign* out) {
  constexpr int W = V::width;
  const std::size_t stride = Stride != 0 ? Stride : points.stride;
  V c[F::arity];
  const ranged_values<V> r =
      batch_filter<V, F>(points.base, stride, t, c, std::make_index_sequence<F::arity>{});
  // Certified lanes have a non-zero value (capped > bound >= bound_min > 0).
  const unsigned certified = greater_mask(r.capped, r.bound);
  const unsigned positive = certified & greater_mask(r.value, V(0.0));
  std::uint64_t bytes = lane_signs<W>(positive, certified & ~positive);
  unsigned undecided = ~certified & ((1u << lanes) - 1);
  if (EXACTPRED_UNLIKELY(undecided != 0)) {
    // The stages after the filter, on its coordinates, value and bound: nothing computed twice.
    // One lane: the scalar stages' own bit tests are cheaper than these in vector form.
    constexpr bool vector_bits = W > 1;
    double value[W], bound[W];
    store_lanes(r.bound, bound);
    if constexpr (vector_bits)
      undecided = batch_bit_stages<V, F>(c, r.value, bound, undecided, bytes);
    if (undecided != 0) {
      store_lanes(r.value, value);
      bytes = batch_exact_lanes<F>(points.base, points.stride, t, value, bound, vector_bits,
                                   undecided, bytes, query, out);
    }
  }
  std::memcpy(out, &bytes, static_cast<std::size_t>(lanes));  // sign is one byte, -1 = 0xff
}

/// Up to W queries q (lanes of them, numbered from `query`) whose indices are not checked yet:
/// the queries before the first one with an index out of range are evaluated as a block, padded
/// by repeating the last of them, then that index, if any, is reported. The last queries of a
/// batch, and a block whose vector check failed.
template <class V, class F, class T>
void batch_short_block(const batch_points_of<T>& points, const std::uint32_t* q, int lanes,
                       std::size_t query, sign* out) {
  const std::size_t num_points = points.size;
  constexpr int W = V::width;
  constexpr int K = batch_points<F>;
  int valid = 0;  // queries before the first out-of-range index
  for (; valid < lanes; ++valid) {
    bool ok = true;
    for (int k = 0; k < K; ++k) ok &= q[valid * K + k] < num_points;
    if (!ok) break;
  }
  if (valid > 0) {
    std::uint32_t t[W * K];
    for (int l = 0; l < W; ++l) {
      for (int k = 0; k < K; ++k) t[l * K + k] = q[(l < valid ? l : valid - 1) * K + k];
    }
    batch_block<V, F>(points, t, valid, query, out);
  }
  if (valid < lanes) batch_index_error(F::name, K, num_points, q + valid * K, 1, query + valid);
}

/// The full blocks of batch_run and then the last queries (Stride: batch_block).
template <class V, class F, class T, std::size_t Stride>
void batch_blocks(const batch_points_of<T>& points, const std::uint32_t* q, std::size_t n,
                  sign* out, std::size_t first) {
  const std::size_t num_points = points.size;
  constexpr int W = V::width;
  constexpr int K = batch_points<F>;
  // Every index must be below num_points: checked per block, in vector registers, as
  // index <= last (with no check when every 32-bit index is valid).
  const bool check = num_points <= 0xffffffffu;
  if (check && num_points == 0) batch_index_error(F::name, K, num_points, q, n, first);
  const std::uint32_t last = check ? static_cast<std::uint32_t>(num_points - 1) : 0;
  std::size_t q0 = 0;
  for (; q0 + W <= n; q0 += W) {
    const std::uint32_t* t = q + q0 * K;
    if (check && !V::indices_at_most(t, W * K, last)) {
      // The queries before the bad index, then its error.
      batch_short_block<V, F>(points, t, W, first + q0, out + q0);
      batch_index_error(F::name, K, num_points, t, W, first + q0);  // not reached
    }
    batch_block<V, F, T, Stride>(points, t, W, first + q0, out + q0);
  }
  if (q0 < n) {  // the last queries
    batch_short_block<V, F>(points, q + q0 * K, static_cast<int>(n - q0), first + q0, out + q0);
  }
}

template <class V, class F, class T>
void batch_run(const batch_points_of<T>& points, const std::uint32_t* q, std::size_t n, sign* out,
               std::size_t first) {
  static_assert(sizeof(sign) == 1);
  if (points.stride == F::dim) {
    batch_blocks<V, F, T, F::dim>(points, q, n, out, first);
  } else {
    batch_blocks<V, F, T, 0>(points, q, n, out, first);
  }
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

/// Defines `const batch_kernel_set& NAME()` from the vector type V in scope.
#define EXACTPRED_BATCH_KERNELS(NAME)                                                     \
  const batch_kernel_set& NAME() {                                                        \
    static const batch_kernel_set set = {                                                 \
        &batch_run<V, orient2d_formula, double>, &batch_run<V, orient3d_formula, double>, \
        &batch_run<V, incircle_formula, double>, &batch_run<V, insphere_formula, double>, \
        &batch_run<V, orient2d_formula, float>,  &batch_run<V, orient3d_formula, float>,  \
        &batch_run<V, incircle_formula, float>,  &batch_run<V, insphere_formula, float>}; \
    return set;                                                                           \
  }

#endif  // EXACTPRED_SRC_BATCH_KERNEL_HPP
