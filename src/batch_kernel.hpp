// SPDX-License-Identifier: MIT
// src/batch_kernel.hpp — the batch kernel for any formula and any vector type.
//
// A kernel translation unit (batch_sse2.cpp, batch_avx2.cpp, batch_avx512.cpp) is compiled
// for its instruction set, defines a vector type V of W doubles in an unnamed namespace (with
// the operations the filter needs: + - * unary -, filter_abs, filter_max, filter_guard, the
// lane masks of > and <, the index check and the gathering of points) and expands
// EXACTPRED_BATCH_KERNELS. Everything instantiated
// with V has internal linkage, so no function compiled for a wider instruction set can be
// picked by the linker for code that runs before the CPU check.
//
// Per block of W queries: the indices are checked, the coordinates gathered into vectors (lane l
// = query l; a short last block repeats its last query), the filter evaluates the formula once
// for all lanes (filter_evaluate, the same body as the scalar filter), and the lanes it cannot
// certify call the exact stages one by one.
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
#include "exactpred/point.hpp"
#include "exactpred/sign.hpp"
#include "portability.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// `signs` (the filter's byte per lane of a block of queries t, numbered from `query`) with the
/// bytes of the lanes `undecided` from the exact stages, called in lane order. When lane l
/// throws invalid_input (naming query + l), out[0 .. l) is written first; out is not touched
/// otherwise. In batch.cpp.
template <class F, class T>
std::uint64_t batch_exact_lanes(const T* base, std::size_t stride, const std::uint32_t* t,
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

template <class V, class F, class T, std::size_t... I>
EXACTPRED_ALWAYS_INLINE filter_result<V> batch_filter(const T* base, std::size_t stride,
                                                      const std::uint32_t* t,
                                                      std::index_sequence<I...>) {
  V c[F::arity];  // coordinate i: coordinate i % dim of point i / dim of each lane's query
  for (int k = 0; k < batch_points<F>; ++k) {
    V::gather_point(base, V::offsets_of(t, batch_points<F>, stride, k), F::dim, c + k * F::dim);
  }
  return filter_evaluate<F, V>(c[I]...);
}

namespace {  // internal linkage: compiled once per instruction set (see the top of the file)

/// The signs of up to 8 lanes as bytes: byte l = +1, -1 or 0 from bit l of the masks.
inline std::uint64_t lane_signs(unsigned positive, unsigned negative) {
  // Bit i of a 4-bit nibble to byte i: multiply spreads copies, the mask keeps bit i of byte i.
  auto spread = [](unsigned bits) {
    const std::uint64_t lo = ((bits & 15u) * 0x00204081u) & 0x01010101u;
    const std::uint64_t hi = (((bits >> 4) & 15u) * 0x00204081u) & 0x01010101u;
    return lo | (hi << 32);
  };
  return spread(positive) | spread(negative) * 0xff;
}

}  // namespace

/// W queries: the indices t (W * K of them) are all checked already. Writes out[0 .. lanes), or
/// when query l throws, out[0 .. l) only (the filter's bytes are stored after the exact stages).
template <class V, class F, class T>
EXACTPRED_ALWAYS_INLINE void batch_block(const batch_points_of<T>& points, const std::uint32_t* t,
                                         int lanes, std::size_t query, sign* out) {
  static_assert(V::width <= 8, "lane_signs packs at most 8 lanes");
  const T* base = points.base;
  const filter_result<V> r =
      batch_filter<V, F>(base, points.stride, t, std::make_index_sequence<F::arity>{});
  const unsigned positive = greater_mask(r.value, r.bound);
  const unsigned negative = less_mask(r.value, -r.bound);
  std::uint64_t bytes = lane_signs(positive, negative);
  const unsigned undecided = ~(positive | negative) & ((1u << lanes) - 1);
  if (EXACTPRED_UNLIKELY(undecided != 0)) {  // the exact stages: the rare case
    bytes = batch_exact_lanes<F>(base, points.stride, t, undecided, bytes, query, out);
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

template <class V, class F, class T>
void batch_run(const batch_points_of<T>& points, const std::uint32_t* q, std::size_t n, sign* out,
               std::size_t first) {
  static_assert(sizeof(sign) == 1);
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
    batch_block<V, F>(points, t, W, first + q0, out + q0);
  }
  if (q0 < n) {  // the last queries
    batch_short_block<V, F>(points, q + q0 * K, static_cast<int>(n - q0), first + q0, out + q0);
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
