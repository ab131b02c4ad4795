// SPDX-License-Identifier: MIT
// bench/side_by_side.hpp — what the side-by-side tools (exactpred-compare,
// exactpred-compare-implicit, -values, -constructions) share: the clock, the median of the
// passes, their count arguments and the bits of an answer.
#ifndef EXACTPRED_BENCH_SIDE_BY_SIDE_HPP
#define EXACTPRED_BENCH_SIDE_BY_SIDE_HPP

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace exactpred_bench {

/// The time now in ns: this thread's CPU time (CLOCK_THREAD_CPUTIME_ID), so that the time the
/// thread waits for a core (the machine shared with other jobs) is not counted; the steady
/// clock's with `wall_clock`.
inline double now_ns(bool wall_clock) {
  if (wall_clock) {
    return std::chrono::duration<double, std::nano>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
  }
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e9 + static_cast<double>(t.tv_nsec);
}

/// The bits of a double: answers are compared bit for bit.
inline std::uint64_t bits_of(double v) {
  std::uint64_t b;
  std::memcpy(&b, &v, sizeof b);
  return b;
}

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
