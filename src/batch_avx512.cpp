// SPDX-License-Identifier: MIT
// src/batch_avx512.cpp — the batch kernels for AVX-512F, 8 lanes; compiled with -mavx512f, called
// only after the CPU check.
#define EXACTPRED_BATCH_WIDTH 8
// GCC 12's AVX-512 intrinsics start from _mm512_undefined_*(), which -W(maybe-)uninitialized
// reports inside the intrinsic headers (GCC bug 105593).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include "batch_kernel.hpp"
#include "batch_x86.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {
EXACTPRED_BATCH_KERNELS(batch_kernels_avx512)
}  // namespace detail
}  // namespace v0
}  // namespace exactpred
