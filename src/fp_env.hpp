// src/fp_env.hpp — the floating-point environment the compiled stages need: round to nearest,
// subnormals neither flushed nor treated as zero. The caller's environment (any rounding
// mode, FTZ/DAZ) is saved on entry and restored on exit, so it changes no answer.
#ifndef EXACTPRED_SRC_FP_ENV_HPP
#define EXACTPRED_SRC_FP_ENV_HPP

#if defined(__SSE2__) || defined(_M_X64)
#include <xmmintrin.h>
#define EXACTPRED_HAVE_MXCSR 1
#else
#include <cfenv>
#endif

namespace exactpred::detail {

class fp_env_guard {
 public:
#if defined(EXACTPRED_HAVE_MXCSR)
  fp_env_guard() : saved_(_mm_getcsr()) {
    // Rounding control (bits 13-14) to nearest; FTZ (bit 15) and DAZ (bit 6) off.
    const unsigned wanted = saved_ & ~(0x6000u | 0x8000u | 0x0040u);
    changed_ = wanted != saved_;
    if (changed_) _mm_setcsr(wanted);
  }
  ~fp_env_guard() {
    // Exception flags the stages raise stay raised, as those of the inline filter do.
    if (changed_) _mm_setcsr(saved_);
  }

 private:
  unsigned saved_;
  bool changed_;
#else
  fp_env_guard() : saved_(std::fegetround()) {
    if (saved_ != FE_TONEAREST) std::fesetround(FE_TONEAREST);
  }
  ~fp_env_guard() {
    if (saved_ != FE_TONEAREST) std::fesetround(saved_);
  }

 private:
  int saved_;
#endif

 public:
  fp_env_guard(const fp_env_guard&) = delete;
  fp_env_guard& operator=(const fp_env_guard&) = delete;
};

}  // namespace exactpred::detail

#endif  // EXACTPRED_SRC_FP_ENV_HPP
