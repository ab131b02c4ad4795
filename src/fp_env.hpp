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
// The x87 unit (long double on x86) has its own control word; the one stage that uses it
// sets it with x87_env_guard.
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

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__)) && \
    !defined(EXACTPRED_PORTABLE)
/// The x87 environment for long double arithmetic: 64-bit precision, round to nearest, every
/// exception masked; the caller's (control word and flags) is restored on exit. The common case
/// is cheap: when the caller's x87 status word holds no flag (the x87 unit is idle in code that
/// does not use long double), the control word is saved and set only if it differs from ours,
/// and on exit the flags the stage raised are cleared (fnclex) and the control word written
/// back. Otherwise the whole environment is saved and restored (fnstenv / fldenv, which take
/// about a hundred cycles each).
class x87_env_guard {
 public:
  x87_env_guard() {
    __asm__ volatile("fnstcw %0" : "=m"(control_));
    unsigned short status;
    __asm__ volatile("fnstsw %0" : "=m"(status));
    // Bits 0-7: the six exception flags, stack fault and the exception summary.
    full_ = (status & 0xFFu) != 0;
    if (full_) __asm__ volatile("fnstenv %0" : "=m"(saved_));  // also masks every exception
    if (full_ || control_ != library_control) {
      __asm__ volatile("fldcw %0" : : "m"(library_control));
    }
  }
  ~x87_env_guard() {
    if (full_) {
      __asm__ volatile("fldenv %0" : : "m"(saved_));
    } else {
      // The caller's flags were clear: clear the ones the stage raised, then its control word
      // (after the flags, so that no unmasked exception is left pending).
      __asm__ volatile("fnclex");
      if (control_ != library_control) __asm__ volatile("fldcw %0" : : "m"(control_));
    }
  }
  x87_env_guard(const x87_env_guard&) = delete;
  x87_env_guard& operator=(const x87_env_guard&) = delete;

 private:
  static constexpr unsigned short library_control = 0x037F;
  unsigned short control_;
  bool full_;
  struct {
    unsigned short words[14];  // the 28-byte protected-mode environment
  } saved_;
};
#define EXACTPRED_HAVE_X87_GUARD 1
#endif

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_FP_ENV_HPP
