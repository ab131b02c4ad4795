// SPDX-License-Identifier: MIT
// src/batch_avx2.cpp — the batch kernels for AVX2, 4 lanes; compiled with -mavx2, called only after
// the CPU check.
#define EXACTPRED_BATCH_WIDTH 4
#include "batch_kernel.hpp"
#include "batch_x86.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {
EXACTPRED_BATCH_KERNELS(batch_kernels_avx2)
}  // namespace detail
}  // namespace v0
}  // namespace exactpred
