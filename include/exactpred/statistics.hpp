// SPDX-License-Identifier: MIT
// exactpred/statistics.hpp — opt-in counts of which stage decided each predicate call, per
// thread. Compiled in only when EXACTPRED_STATS is defined for the library and its users
// (CMake option EXACTPRED_STATS); otherwise the counters do not exist and stage_statistics()
// returns zeros, so the fast path pays nothing.
#ifndef EXACTPRED_STATISTICS_HPP
#define EXACTPRED_STATISTICS_HPP

#include <cstdint>

#include "exactpred/config.hpp"

namespace exactpred {
inline namespace v0 {

/// Calls decided by each strategy on this thread since the last reset: the inline filter,
/// then the slow path's strategies in the order they are tried (src/stages_impl.hpp lists
/// each with when it applies and why it is exact).
struct stage_counts {
  std::uint64_t filter = 0;           // the inline filter
  std::uint64_t error_free = 0;       // the inline evaluation checked to be exact
  std::uint64_t repeated_point = 0;   // a point given twice, where the formula vanishes
  std::uint64_t narrow_double = 0;    // inputs spanning few bits, exact in plain doubles
  std::uint64_t int128 = 0;           // inputs spanning few bits, exact in 128-bit integers
  std::uint64_t int256 = 0;           // inputs spanning up to 62 bits, exact in 256-bit integers
  std::uint64_t dynamic_filter = 0;   // the dynamic filter (after a semi-static inline one)
  std::uint64_t double_double = 0;    // double-double evaluation with a derived bound
  std::uint64_t expansion = 0;        // exact expansion arithmetic
  std::uint64_t extended_filter = 0;  // the filter with exponents of unbounded range
  std::uint64_t exact = 0;            // exact fixed-size integers

  std::uint64_t total() const noexcept {
    return filter + error_free + repeated_point + narrow_double + int128 + int256 + dynamic_filter +
           double_double + expansion + extended_filter + exact;
  }
};

#if defined(EXACTPRED_STATS)
inline constexpr bool stage_statistics_enabled = true;
namespace detail {
// Exported, so that the library and the program count in one place in a shared build.
EXACTPRED_API inline stage_counts& thread_stage_counts() noexcept {
  thread_local stage_counts counts;
  return counts;
}
}  // namespace detail
inline stage_counts stage_statistics() noexcept { return detail::thread_stage_counts(); }
inline void reset_stage_statistics() noexcept { detail::thread_stage_counts() = stage_counts{}; }
#else
inline constexpr bool stage_statistics_enabled = false;
inline stage_counts stage_statistics() noexcept { return {}; }
inline void reset_stage_statistics() noexcept {}
#endif

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_STATISTICS_HPP
