// SPDX-License-Identifier: MIT
// The caller's rounding mode must not change any answer: every family of every core
// predicate, evaluated in each of the four IEEE rounding modes, equals the oracle's answer
// (computed once in round-to-nearest). This translation unit is compiled with
// -frounding-math so that the compiler keeps the mode changes where they are written.
#include <gtest/gtest.h>

#include <cfenv>
#include <string>
#include <vector>

#include "cgal_oracle.hpp"
#include "exactpred/exactpred.hpp"
#include "support/core_calls.hpp"
#include "support/families.hpp"
#include "support/query_text.hpp"

namespace {

// The answer on points built in the call and on points held in memory (two paths to the slow
// stages); 99 when they differ, which matches no expected answer.
int ours(const std::string& name, const std::vector<double>& x) {
  const int built = exactpred::to_int(exactpred::testing::call_core(name, x.data()));
  const int stored = exactpred::to_int(exactpred::testing::call_core_stored(name, x.data()));
  return built == stored ? built : 99;
}

TEST(RoundingModes, EveryModeGivesTheExactAnswer) {
  const int modes[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
  const char* mode_names[] = {"to_nearest", "upward", "downward", "toward_zero"};
  for (const std::string& name : exactpred::testing::predicate_names()) {
    for (auto fam : exactpred::testing::all_families()) {
      const auto queries = exactpred::testing::make_queries(name, fam, 4000, 77);
      std::vector<int> expected;
      expected.reserve(queries.size());
      for (const auto& q : queries) expected.push_back(exactpred::oracle::evaluate(name, q));
      for (int m = 0; m < 4; ++m) {
        ASSERT_EQ(std::fesetround(modes[m]), 0);
        std::size_t bad = 0;
        std::string first;
        for (std::size_t i = 0; i < queries.size(); ++i) {
          const int got = ours(name, queries[i]);
          if (got != expected[i] && bad++ == 0) {
            first = exactpred::testing::query_line(name, queries[i]) + " -> " +
                    std::to_string(got) + ", oracle " + std::to_string(expected[i]);
          }
        }
        // The mode must be the caller's again after every call.
        EXPECT_EQ(std::fegetround(), modes[m]);
        std::fesetround(FE_TONEAREST);
        EXPECT_EQ(bad, 0u) << name << " / " << exactpred::testing::family_name(fam) << " / "
                           << mode_names[m] << ": " << first;
      }
    }
  }
}

#if defined(__x86_64__) || defined(__i386__)
// A caller that lowers the x87 precision to 24 bits changes no answer either (the extended
// filter sets the x87 control word itself and restores the caller's).
TEST(RoundingModes, LoweredX87PrecisionGivesTheExactAnswer) {
  unsigned short saved;
  __asm__ volatile("fnstcw %0" : "=m"(saved));
  const unsigned short single = static_cast<unsigned short>(saved & ~0x0300u);
  for (const std::string& name : exactpred::testing::predicate_names()) {
    const auto queries =
        exactpred::testing::make_queries(name, exactpred::testing::family::extreme, 3000, 78);
    std::vector<int> expected;
    for (const auto& q : queries) expected.push_back(exactpred::oracle::evaluate(name, q));
    __asm__ volatile("fldcw %0" : : "m"(single));
    std::size_t bad = 0;
    for (std::size_t i = 0; i < queries.size(); ++i) bad += ours(name, queries[i]) != expected[i];
    __asm__ volatile("fldcw %0" : : "m"(saved));
    EXPECT_EQ(bad, 0u) << name;
  }
}
#endif

}  // namespace
