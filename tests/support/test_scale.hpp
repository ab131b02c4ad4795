// SPDX-License-Identifier: MIT
// tests/support/test_scale.hpp — how many random queries a test runs.
//
// The differential tests run tens of thousands of queries per family. Under a sanitizer or an
// emulator each query costs 10-50 times more, so those builds set EXACTPRED_TEST_DIVISOR (a
// whole number, e.g. 4 under ASan) and every count passed through scaled() is divided by it;
// the families, seeds and assertions stay the same (a prefix of each family is checked).
#ifndef EXACTPRED_TESTS_SUPPORT_TEST_SCALE_HPP
#define EXACTPRED_TESTS_SUPPORT_TEST_SCALE_HPP

#include <cstddef>
#include <cstdio>
#include <cstdlib>

namespace exactpred {
namespace testing {

/// EXACTPRED_TEST_DIVISOR, or 1 when unset; a value that is not a whole number >= 1 is an
/// error (the test program stops instead of silently running the full or no count).
inline std::size_t test_divisor() {
  static const std::size_t divisor = [] {
    const char* text = std::getenv("EXACTPRED_TEST_DIVISOR");
    if (text == nullptr || *text == '\0') return std::size_t{1};
    char* end = nullptr;
    const unsigned long long v = std::strtoull(text, &end, 10);
    if (*end != '\0' || v < 1 || v > 1000) {
      std::fprintf(stderr, "EXACTPRED_TEST_DIVISOR=%s: expected a whole number in [1, 1000]\n",
                   text);
      std::exit(2);
    }
    return static_cast<std::size_t>(v);
  }();
  return divisor;
}

/// n queries, divided by EXACTPRED_TEST_DIVISOR; never fewer than least (or n, if smaller).
inline std::size_t scaled(std::size_t n, std::size_t least = 200) {
  const std::size_t m = n / test_divisor();
  if (m >= least) return m;
  return n < least ? n : least;
}

/// The int form, for loops counted in int.
inline int scaled(int n, int least = 200) {
  return static_cast<int>(scaled(static_cast<std::size_t>(n), static_cast<std::size_t>(least)));
}

}  // namespace testing
}  // namespace exactpred

#endif  // EXACTPRED_TESTS_SUPPORT_TEST_SCALE_HPP
