// SPDX-License-Identifier: MIT
// src/fp_env.hpp — the floating-point environment the compiled code runs in, whatever the
// caller's: round to nearest, subnormals neither flushed (FTZ) nor read as zero (DAZ), every
// exception masked (no trap). The caller's environment is saved on entry and, if anything had
// to change, restored whole on exit (also when an exception is thrown): control modes and
// status flags alike. When the caller's environment already is the library's, nothing is
// written, and the compiled code may leave the inexact flag raised, as the inline filter does.
//
// Reading the SSE control register costs more than a whole inline filter on some CPUs, which is
// why the inline fast path never reads it: it stays inside an input window where no
// environment can change its result (detail/filter.hpp), and only the compiled code, where a
// read is cheap in comparison, sets its own environment.
//
//   x86-64 (any compiler): MXCSR, through the SSE intrinsics.
//   elsewhere, and with EXACTPRED_PORTABLE: <cfenv>, fegetenv / fesetenv(FE_DFL_ENV), which on
//   glibc and MSVC also reset flush-to-zero (AArch64 FPCR.FZ, x86 FTZ/DAZ), but not on every
//   C runtime (MinGW-w64's leaves x86 DAZ set): code that must read a subnormal operand
//   exactly does it on the bits (detail::widen for floats; the test of the Windows build
//   PointSpan.SubnormalFloatsCountUnderFlushToZero holds it to that).
// No stage computes in long double: the x87 unit's control word and flags are never touched.
#ifndef EXACTPRED_SRC_FP_ENV_HPP
#define EXACTPRED_SRC_FP_ENV_HPP

#if (defined(__SSE2__) || defined(_M_X64)) && !defined(EXACTPRED_PORTABLE)
#include <xmmintrin.h>
#define EXACTPRED_HAVE_MXCSR 1
#else
#include <cfenv>
#endif

namespace exactpred {
inline namespace v0 {
namespace detail {

#if defined(EXACTPRED_HAVE_MXCSR)
/// MXCSR: flags in bits 0-5, DAZ bit 6, exception masks bits 7-12, rounding bits 13-14, FTZ
/// bit 15. The library's control: every exception masked, round to nearest, no FTZ/DAZ.
inline constexpr unsigned mxcsr_flags = 0x003Fu;
inline constexpr unsigned mxcsr_library_control = 0x1F80u;

class fp_env_guard {
 public:
  fp_env_guard() : saved_(_mm_getcsr()) {
    const unsigned wanted = mxcsr_library_control | (saved_ & mxcsr_flags);
    if (wanted != saved_) _mm_setcsr(wanted);
  }
  // Written back always (cheap, unlike the read): the flags the compiled code raised go too.
  ~fp_env_guard() { _mm_setcsr(saved_); }
  fp_env_guard(const fp_env_guard&) = delete;
  fp_env_guard& operator=(const fp_env_guard&) = delete;

 private:
  unsigned saved_;
};
#else
class fp_env_guard {
 public:
  fp_env_guard() {
    std::fegetenv(&saved_);
    std::fesetenv(FE_DFL_ENV);
  }
  ~fp_env_guard() { std::fesetenv(&saved_); }
  fp_env_guard(const fp_env_guard&) = delete;
  fp_env_guard& operator=(const fp_env_guard&) = delete;

 private:
  std::fenv_t saved_;
};
#endif

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_FP_ENV_HPP
