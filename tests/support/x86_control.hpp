// SPDX-License-Identifier: MIT
// tests/support/x86_control.hpp — EXACTPRED_TEST_X86 is defined where a test may set the SSE
// control register (MXCSR, <xmmintrin.h>) and the x87 one (GNU inline assembly): x86-64 under
// g++ or clang++.
#ifndef EXACTPRED_TESTS_SUPPORT_X86_CONTROL_HPP
#define EXACTPRED_TESTS_SUPPORT_X86_CONTROL_HPP

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <xmmintrin.h>
#define EXACTPRED_TEST_X86 1
#endif

#endif  // EXACTPRED_TESTS_SUPPORT_X86_CONTROL_HPP
