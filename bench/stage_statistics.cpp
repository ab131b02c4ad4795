// SPDX-License-Identifier: MIT
// exactpred-stage-stats: runs the public core predicates over each benchmark dataset and
// prints, from the thread_local stage counters, which stage decided what fraction of it.
// Needs a build with -DEXACTPRED_STATS=ON (scripts/bench --stages makes one).
#include <cstdio>
#include <string>

#include "exactpred/exactpred.hpp"
#include "support/core_calls.hpp"
#include "support/families.hpp"

int main() {
  if (!exactpred::stage_statistics_enabled) {
    std::fprintf(stderr, "exactpred-stage-stats: built without EXACTPRED_STATS\n");
    return 2;
  }
  std::printf(
      "| predicate | dataset | filter | double-double | expansions | extended filter | exact "
      "integers |\n");
  std::printf("|---|---|---|---|---|---|---|\n");
  for (const std::string& name : exactpred::testing::predicate_names()) {
    for (auto fam : exactpred::testing::all_families()) {
      const auto queries = exactpred::testing::make_queries(name, fam, 100000, 20261129);
      exactpred::reset_stage_statistics();
      int acc = 0;
      for (const auto& q : queries)
        acc += exactpred::to_int(exactpred::testing::call_core(name, q.data()));
      const exactpred::stage_counts c = exactpred::stage_statistics();
      const double n =
          static_cast<double>(c.filter + c.double_double + c.expansion + c.extended + c.exact);
      std::printf("| %s | %s | %.3f%% | %.3f%% | %.3f%% | %.3f%% | %.3f%% |\n", name.c_str(),
                  exactpred::testing::family_name(fam), 100.0 * c.filter / n,
                  100.0 * c.double_double / n, 100.0 * c.expansion / n, 100.0 * c.extended / n,
                  100.0 * c.exact / n);
      if (acc > static_cast<int>(queries.size())) return 1;
    }
  }
  return 0;
}
