// SPDX-License-Identifier: MIT
// src/batch_wasm.hpp — the vector type of the WebAssembly SIMD batch kernel (wasm32 built with
// -msimd128): W doubles in W / 2 128-bit registers (f64x2), with the operations batch_kernel.hpp
// needs, lane for lane the IEEE operations of the one-lane kernel. Included by batch.cpp when
// __wasm_simd128__ is defined; the type lives in an unnamed namespace.
#ifndef EXACTPRED_SRC_BATCH_WASM_HPP
#define EXACTPRED_SRC_BATCH_WASM_HPP

#include <wasm_simd128.h>

#include <cmath>
#include <cstddef>
#include <cstdint>

#include "batch_lane_offsets.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {
namespace wasm_simd {
namespace {

constexpr int registers = EXACTPRED_WASM_REGISTERS;

/// 2 * registers doubles: lanes 2r and 2r + 1 in register r.
struct V {
  static constexpr int width = 2 * registers;
  v128_t x[registers];
  V() = default;
  explicit V(double d) {
    for (int r = 0; r < registers; ++r) x[r] = wasm_f64x2_splat(d);
  }
  /// The vector whose lane l has the bits b[l].
  EXACTPRED_ALWAYS_INLINE static V from_bits(const std::uint64_t* b) {
    V v;
    for (int r = 0; r < registers; ++r) {
      v.x[r] = wasm_i64x2_make(static_cast<std::int64_t>(b[2 * r]),
                               static_cast<std::int64_t>(b[2 * r + 1]));
    }
    return v;
  }
  /// Whether t[0 .. n) are all <= last.
  static bool indices_at_most(const std::uint32_t* t, int n, std::uint32_t last) {
    const v128_t l4 = wasm_u32x4_splat(last);
    v128_t bad = wasm_i32x4_splat(0);
    int i = 0;
    for (; i + 4 <= n; i += 4) bad = wasm_v128_or(bad, wasm_u32x4_gt(wasm_v128_load(t + i), l4));
    return !wasm_v128_any_true(bad) && indices_at_most_from(t, i, n, last);
  }
  using offsets = lane_offsets<width>;
  EXACTPRED_ALWAYS_INLINE static offsets offsets_of(const std::uint32_t* t, int K,
                                                    std::size_t stride, int k) {
    return lane_offsets_of<width>(t, K, stride, k);
  }
  /// Coordinates 0 .. dim-1 of point k of each lane's query (a float is widened exactly).
  template <class T>
  EXACTPRED_ALWAYS_INLINE static void gather_point(const T* base, const offsets& r, int dim,
                                                   V* out) {
    for (int c = 0; c < dim; ++c) {
      for (int g = 0; g < registers; ++g) {
        out[c].x[g] = wasm_f64x2_make(static_cast<double>(base[r.o[2 * g] + c]),
                                      static_cast<double>(base[r.o[2 * g + 1] + c]));
      }
    }
  }
};

#define EXACTPRED_WASM_LANES(expr)                     \
  V v;                                                 \
  for (int r = 0; r < registers; ++r) v.x[r] = (expr); \
  return v

inline V operator+(V a, V b) { EXACTPRED_WASM_LANES(wasm_f64x2_add(a.x[r], b.x[r])); }
inline V operator-(V a, V b) { EXACTPRED_WASM_LANES(wasm_f64x2_sub(a.x[r], b.x[r])); }
inline V operator*(V a, V b) { EXACTPRED_WASM_LANES(wasm_f64x2_mul(a.x[r], b.x[r])); }
inline V filter_abs(V a) { EXACTPRED_WASM_LANES(wasm_f64x2_abs(a.x[r])); }
/// a if a > b, else b (b when either is NaN), as the scalar filter_max: pmax(b, a) is
/// b < a ? a : b.
inline V filter_max(V a, V b) { EXACTPRED_WASM_LANES(wasm_f64x2_pmax(b.x[r], a.x[r])); }
/// a if a < b, else b (b when either is NaN), as the scalar filter_min: pmin(b, a) is
/// a < b ? a : b.
inline V filter_min(V a, V b) { EXACTPRED_WASM_LANES(wasm_f64x2_pmin(b.x[r], a.x[r])); }
/// The bitwise operations on the lanes' bits.
inline V operator|(V a, V b) { EXACTPRED_WASM_LANES(wasm_v128_or(a.x[r], b.x[r])); }
inline V operator&(V a, V b) { EXACTPRED_WASM_LANES(wasm_v128_and(a.x[r], b.x[r])); }
inline V operator^(V a, V b) { EXACTPRED_WASM_LANES(wasm_v128_xor(a.x[r], b.x[r])); }
#undef EXACTPRED_WASM_LANES

inline unsigned lane_mask(const v128_t* m) {
  unsigned bits = 0;
  for (int r = 0; r < registers; ++r)
    bits |= static_cast<unsigned>(wasm_i64x2_bitmask(m[r])) << (2 * r);
  return bits;
}
inline unsigned greater_mask(V a, V b) {
  v128_t m[registers];
  for (int r = 0; r < registers; ++r) m[r] = wasm_f64x2_gt(a.x[r], b.x[r]);
  return lane_mask(m);
}
inline unsigned equal_mask(V a, V b) {
  v128_t m[registers];
  for (int r = 0; r < registers; ++r) m[r] = wasm_f64x2_eq(a.x[r], b.x[r]);
  return lane_mask(m);
}
/// The lanes whose 64 bits are all zero (compared as integers).
inline unsigned zero_bits_mask(V a) {
  v128_t m[registers];
  for (int r = 0; r < registers; ++r) m[r] = wasm_i64x2_eq(a.x[r], wasm_i64x2_splat(0));
  return lane_mask(m);
}

}  // namespace
}  // namespace wasm_simd
}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_BATCH_WASM_HPP
