// SPDX-License-Identifier: MIT
// exactpred-instr PREDICATE IMPL DATASET COUNT PASSES: evaluates COUNT queries of a dataset
// PASSES times with one implementation, for instruction counting under callgrind
// (scripts/bench --instructions runs it with 1 and 2 passes and reports the difference per
// query, so that generating the queries and starting up cancel out).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core_functions.hpp"
#include "support/families.hpp"

int main(int argc, char** argv) {
  if (argc != 6) {
    std::fprintf(stderr,
                 "usage: exactpred-instr PREDICATE naive|exactpred|cgal_epick|cgal_exact DATASET "
                 "COUNT PASSES\n");
    return 2;
  }
  const std::string pred = argv[1], impl = argv[2];
  try {
    const auto fam = exactpred::testing::family_from_name(argv[3]);
    const long count = std::strtol(argv[4], nullptr, 10);
    const long passes = std::strtol(argv[5], nullptr, 10);
    if (count <= 0 || passes <= 0) throw std::invalid_argument("COUNT and PASSES must be positive");
    const auto queries =
        exactpred::testing::make_queries(pred, fam, static_cast<std::size_t>(count), 7);
    // The function is chosen once, so that the count per query holds the call alone.
    const exactpred::bench::query_fn fn = exactpred::bench::core_function(pred, impl);
    int acc = 0;
    for (long pass = 0; pass < passes; ++pass) {
      for (const auto& q : queries) acc += fn(q.data());
    }
    std::printf("%d\n", acc);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "exactpred-instr: %s\n", e.what());
    return 2;
  }
  return 0;
}
