// SPDX-License-Identifier: MIT
// tests/support/fp_environments.hpp — the caller's floating-point environments that the tests
// run the library in: each rounding mode, with and (on x86) without flush-to-zero and
// denormals-are-zero, and a helper that runs code in one and returns to the default.
// (test_environment keeps its own table: it also unmasks traps and sets the x87 control word.)
#ifndef EXACTPRED_TESTS_SUPPORT_FP_ENVIRONMENTS_HPP
#define EXACTPRED_TESTS_SUPPORT_FP_ENVIRONMENTS_HPP

#include <cfenv>
#include <string>
#include <vector>

#if defined(__SSE2__) || defined(_M_X64)
#include <xmmintrin.h>
#define EXACTPRED_TEST_MXCSR 1
#endif

namespace exactpred::testing {

/// A rounding mode (<cfenv>) and whether flush-to-zero and denormals-are-zero are on.
struct fp_environment {
  int rounding;
  bool flush;
  bool is_default() const { return rounding == FE_TONEAREST && !flush; }
  std::string name() const {
    const char* mode = rounding == FE_UPWARD       ? "upward"
                       : rounding == FE_DOWNWARD   ? "downward"
                       : rounding == FE_TOWARDZERO ? "toward_zero"
                                                   : "to_nearest";
    return std::string(mode) + (flush ? " with ftz+daz" : "");
  }
};

/// Every environment: the four rounding modes, each also with FTZ + DAZ on x86; the default one
/// (to nearest, no flushing) first.
inline std::vector<fp_environment> fp_environments() {
  std::vector<fp_environment> r;
  for (int mode : {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO}) {
    r.push_back({mode, false});
#if defined(EXACTPRED_TEST_MXCSR)
    r.push_back({mode, true});
#endif
  }
  return r;
}

/// Runs f in environment e, then returns to the default one, and returns f's result (compute
/// exact references outside: GMP's conversions are not meant to run under flush-to-zero).
template <class F>
auto in_environment(const fp_environment& e, F&& f) {
#if defined(EXACTPRED_TEST_MXCSR)
  const unsigned saved = _mm_getcsr();
  if (e.flush) _mm_setcsr(saved | 0x8040u);
#endif
  std::fesetround(e.rounding);
  const auto r = f();
  std::fesetround(FE_TONEAREST);
#if defined(EXACTPRED_TEST_MXCSR)
  _mm_setcsr(saved);
#endif
  return r;
}

}  // namespace exactpred::testing

#endif  // EXACTPRED_TESTS_SUPPORT_FP_ENVIRONMENTS_HPP
