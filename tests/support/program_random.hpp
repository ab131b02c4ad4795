// SPDX-License-Identifier: MIT
// tests/support/program_random.hpp — one random stream for a whole test program, drawn from in
// the order the program's tests run, with uniform doubles and integers from it. The program
// defines the seed:
//   namespace exactpred::testing::program_random { const std::uint64_t seed = ...; }
#ifndef EXACTPRED_TESTS_SUPPORT_PROGRAM_RANDOM_HPP
#define EXACTPRED_TESTS_SUPPORT_PROGRAM_RANDOM_HPP

#include <cstdint>
#include <random>

namespace exactpred::testing::program_random {

/// The stream's seed, defined by the test program.
extern const std::uint64_t seed;

inline std::mt19937_64& rng() {
  static std::mt19937_64 r(seed);
  return r;
}

/// A double uniform in [lo, hi).
inline double uniform(double lo = -1, double hi = 1) {
  return std::uniform_real_distribution<double>(lo, hi)(rng());
}

/// An integer uniform in [lo, hi].
inline int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng()); }

}  // namespace exactpred::testing::program_random

#endif  // EXACTPRED_TESTS_SUPPORT_PROGRAM_RANDOM_HPP
