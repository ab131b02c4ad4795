// SPDX-License-Identifier: MIT
// exactpred-stage-stats: runs the public core predicates over each benchmark dataset and
// prints, from the thread_local counters, which strategy decided what fraction of it (the
// slow path's strategies are listed, with when each applies, in src/stages_impl.hpp).
// Needs a build with -DEXACTPRED_STATS=ON (scripts/bench --stages makes one).
#include <cstdint>
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
      "| predicate | dataset | inline filter | error-free | repeated point | narrow double | "
      "int128 | dynamic filter | double-double | int256 | expansion | extended filter | exact |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  for (const std::string& name : exactpred::testing::predicate_names()) {
    for (auto fam : exactpred::testing::all_families()) {
      const auto queries = exactpred::testing::make_queries(name, fam, 100000, 20261129);
      exactpred::reset_stage_statistics();
      int acc = 0;
      for (const auto& q : queries)
        acc += exactpred::to_int(exactpred::testing::call_core(name, q.data()));
      const exactpred::stage_counts c = exactpred::stage_statistics();
      if (c.total() != queries.size()) {
        std::fprintf(stderr, "exactpred-stage-stats: %s %s: %llu decisions for %zu calls\n",
                     name.c_str(), exactpred::testing::family_name(fam),
                     static_cast<unsigned long long>(c.total()), queries.size());
        return 1;
      }
      const double n = static_cast<double>(c.total());
      const auto pct = [n](std::uint64_t v) { return 100.0 * static_cast<double>(v) / n; };
      std::printf(
          "| %s | %s | %.3f%% | %.3f%% | %.3f%% | %.3f%% | %.3f%% | %.3f%% | %.3f%% | %.3f%% | "
          "%.3f%% | %.3f%% | %.3f%% |\n",
          name.c_str(), exactpred::testing::family_name(fam), pct(c.filter), pct(c.error_free),
          pct(c.repeated_point), pct(c.narrow_double), pct(c.int128), pct(c.dynamic_filter),
          pct(c.double_double), pct(c.int256), pct(c.expansion), pct(c.extended_filter),
          pct(c.exact));
      if (acc > static_cast<int>(queries.size())) return 1;
    }
  }
  return 0;
}
