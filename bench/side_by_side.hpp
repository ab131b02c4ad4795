// SPDX-License-Identifier: MIT
// bench/side_by_side.hpp — what the side-by-side tools (exactpred-compare,
// exactpred-compare-implicit) share: the median of the passes and their count arguments.
#ifndef EXACTPRED_BENCH_SIDE_BY_SIDE_HPP
#define EXACTPRED_BENCH_SIDE_BY_SIDE_HPP

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace exactpred_bench {

/// The median of the pass times (the mean of the middle two for an even count).
inline double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/// A count argument in [1, most]; anything else stops the program with a message naming
/// the tool and the flag (exit status 2).
inline std::size_t parse_count(const char* tool, const char* flag, const char* text,
                               unsigned long long most) {
  char* end = nullptr;
  const unsigned long long v = std::strtoull(text, &end, 10);
  if (end == text || *end != '\0' || v == 0 || v > most) {
    std::fprintf(stderr, "%s: %s needs an integer in [1, %llu], got '%s'\n", tool, flag, most,
                 text);
    std::exit(2);
  }
  return static_cast<std::size_t>(v);
}

}  // namespace exactpred_bench

#endif  // EXACTPRED_BENCH_SIDE_BY_SIDE_HPP
