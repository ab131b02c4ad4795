// SPDX-License-Identifier: MIT
// src/batch_lane_offsets.hpp — where each lane of a vector batch kernel finds its query's points,
// and the scalar tail of the index check: shared by the vector types of batch_x86.hpp and
// batch_wasm.hpp. In an unnamed namespace, as they are: each kernel translation unit is compiled
// for its own instruction set.
#ifndef EXACTPRED_SRC_BATCH_LANE_OFFSETS_HPP
#define EXACTPRED_SRC_BATCH_LANE_OFFSETS_HPP

#include <cstddef>
#include <cstdint>

#include "exactpred/config.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {
namespace {

/// Lane l's offset (in coordinates) of one point of its query.
template <int Width>
struct lane_offsets {
  std::size_t o[Width];
};

/// Where lane l finds point k of its query: t[l K + k] * stride (in coordinates). (Plain loads
/// and inserts: the gather instructions are slower on many CPUs, much slower under microcode
/// mitigations.)
template <int Width>
EXACTPRED_ALWAYS_INLINE lane_offsets<Width> lane_offsets_of(const std::uint32_t* t, int K,
                                                            std::size_t stride, int k) {
  lane_offsets<Width> r;
#pragma GCC unroll 8
  for (int l = 0; l < Width; ++l) r.o[l] = std::size_t{t[l * K + k]} * stride;
  return r;
}

/// Whether t[i .. n) are all <= last: the indices a vector test leaves over.
inline bool indices_at_most_from(const std::uint32_t* t, int i, int n, std::uint32_t last) {
  bool ok = true;
  for (; i < n; ++i) ok &= t[i] <= last;
  return ok;
}

}  // namespace
}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_BATCH_LANE_OFFSETS_HPP
