// exactpred-instr PREDICATE IMPL DATASET COUNT PASSES: evaluates COUNT queries of a dataset
// PASSES times with one implementation, for instruction counting under callgrind
// (scripts/bench --instructions runs it with 1 and 2 passes and reports the difference per
// query, so that generating the queries and starting up cancel out).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "cgal_oracle.hpp"
#include "exactpred/exactpred.hpp"
#include "naive_core.hpp"
#include "support/core_calls.hpp"
#include "support/families.hpp"

namespace {

int ours(const std::string& p, const double* x) {
  return exactpred::to_int(exactpred::testing::call_core(p, x));
}

int naive(const std::string& p, const double* x) {
  if (p == "orient2d") return exactpred::naive::orient2d(x);
  if (p == "orient3d") return exactpred::naive::orient3d(x);
  if (p == "incircle") return exactpred::naive::incircle(x);
  return exactpred::naive::insphere(x);
}

}  // namespace

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
    int acc = 0;
    for (long pass = 0; pass < passes; ++pass) {
      for (const auto& q : queries) {
        if (impl == "naive") {
          acc += naive(pred, q.data());
        } else if (impl == "exactpred") {
          acc += ours(pred, q.data());
        } else if (impl == "cgal_epick") {
          acc += exactpred::oracle::epick_evaluate(pred, q);
        } else if (impl == "cgal_exact") {
          acc += exactpred::oracle::evaluate(pred, q);
        } else {
          throw std::invalid_argument("unknown implementation " + impl);
        }
      }
    }
    std::printf("%d\n", acc);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "exactpred-instr: %s\n", e.what());
    return 2;
  }
  return 0;
}
