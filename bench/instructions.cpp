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
#include "support/families.hpp"

namespace {

using query_fn = int (*)(const double* x);

// The predicate is chosen once, so that the count per query holds the call alone (no
// per-query dispatch on the predicate's name).
query_fn ours(const std::string& p) {
  using exactpred::point2;
  using exactpred::point3;
  using exactpred::to_int;
  if (p == "orient2d") {
    return [](const double* x) {
      return to_int(exactpred::orient2d(point2{x[0], x[1]}, {x[2], x[3]}, {x[4], x[5]}));
    };
  }
  if (p == "orient3d") {
    return [](const double* x) {
      return to_int(exactpred::orient3d(point3{x[0], x[1], x[2]}, {x[3], x[4], x[5]},
                                        {x[6], x[7], x[8]}, {x[9], x[10], x[11]}));
    };
  }
  if (p == "incircle") {
    return [](const double* x) {
      return to_int(
          exactpred::incircle(point2{x[0], x[1]}, {x[2], x[3]}, {x[4], x[5]}, {x[6], x[7]}));
    };
  }
  if (p == "insphere") {
    return [](const double* x) {
      return to_int(exactpred::insphere(point3{x[0], x[1], x[2]}, {x[3], x[4], x[5]},
                                        {x[6], x[7], x[8]}, {x[9], x[10], x[11]},
                                        {x[12], x[13], x[14]}));
    };
  }
  throw std::invalid_argument("not a core predicate: " + p);
}

query_fn naive(const std::string& p) {
  if (p == "orient2d") return [](const double* x) { return exactpred::naive::orient2d(x); };
  if (p == "orient3d") return [](const double* x) { return exactpred::naive::orient3d(x); };
  if (p == "incircle") return [](const double* x) { return exactpred::naive::incircle(x); };
  if (p == "insphere") return [](const double* x) { return exactpred::naive::insphere(x); };
  throw std::invalid_argument("not a core predicate: " + p);
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
    if (impl != "naive" && impl != "exactpred" && impl != "cgal_epick" && impl != "cgal_exact") {
      throw std::invalid_argument("unknown implementation " + impl);
    }
    const query_fn fn =
        impl == "naive" ? naive(pred) : (impl == "exactpred" ? ours(pred) : nullptr);
    int acc = 0;
    for (long pass = 0; pass < passes; ++pass) {
      for (const auto& q : queries) {
        if (fn != nullptr) {
          acc += fn(q.data());
        } else if (impl == "cgal_epick") {
          // CGAL's rows keep a dispatch on the name, a few dozen instructions against hundreds.
          acc += exactpred::oracle::epick_evaluate(pred, q);
        } else {
          acc += exactpred::oracle::evaluate(pred, q);
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
