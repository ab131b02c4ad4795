// SPDX-License-Identifier: MIT
// src/batch_sse2.cpp — the batch kernels for SSE2 (the x86-64 baseline), 2 lanes.
#define EXACTPRED_BATCH_WIDTH 2
#include "batch_kernel.hpp"
#include "batch_x86.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {
EXACTPRED_BATCH_KERNELS(batch_kernels_sse2)
}  // namespace detail
}  // namespace v0
}  // namespace exactpred
