// SPDX-License-Identifier: MIT
// exactpred-stage-report: for each core predicate and test family, which fraction of the
// queries each strategy decided (the filter, double-double, expansion, exact integers), checked
// against the CGAL oracle.
//   exactpred-stage-report [QUERIES_PER_FAMILY]
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cgal_oracle.hpp"
#include "exactpred/exactpred.hpp"
#include "support/families.hpp"

namespace {

namespace detail = exactpred::detail;

template <class F, std::size_t... I>
std::optional<exactpred::sign> filter_of(const std::vector<double>& x, std::index_sequence<I...>) {
  return detail::filter_sign<F>(x[I]...);
}

template <class F>
int report(std::size_t count) {
  int wrong = 0;
  for (auto fam : exactpred::testing::all_families()) {
    const auto queries = exactpred::testing::make_queries(F::name, fam, count, 2024);
    std::size_t by_filter = 0, by_double_double = 0, by_expansion = 0, by_extended = 0,
                by_exact = 0, zeros = 0;
    for (const auto& x : queries) {
      const int expected = exactpred::oracle::evaluate(F::name, x);
      int got;
      if (auto s = filter_of<F>(x, std::make_index_sequence<F::arity>{})) {
        ++by_filter;
        got = exactpred::to_int(*s);
      } else if (auto dd = detail::double_double_sign<F>(x.data())) {
        ++by_double_double;
        got = exactpred::to_int(*dd);
      } else if (auto e = detail::expansion_sign<F>(x.data(), false)) {
        ++by_expansion;
        got = exactpred::to_int(*e);
      } else if (auto ext = detail::extended_filter_sign<F>(x.data())) {
        ++by_extended;
        got = exactpred::to_int(*ext);
      } else {
        ++by_exact;
        got = exactpred::to_int(detail::exact_sign<F>(x.data()));
      }
      zeros += expected == 0;
      if (got != expected) ++wrong;
    }
    const double n = static_cast<double>(queries.size());
    std::printf(
        "| %-8s | %-15s | %7zu | %6.2f%% | %6.2f%% | %6.2f%% | %6.2f%% | %6.2f%% | %6.2f%% |\n",
        F::name, exactpred::testing::family_name(fam), queries.size(), 100.0 * by_filter / n,
        100.0 * by_double_double / n, 100.0 * by_expansion / n, 100.0 * by_extended / n,
        100.0 * by_exact / n, 100.0 * zeros / n);
  }
  return wrong;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t count = 20000;
  if (argc > 2) {
    std::fprintf(stderr, "usage: exactpred-stage-report [QUERIES_PER_FAMILY]\n");
    return 2;
  }
  if (argc == 2) {
    char* end = nullptr;
    const long v = std::strtol(argv[1], &end, 10);
    if (end == argv[1] || *end != '\0' || v <= 0) {
      std::fprintf(stderr, "exactpred-stage-report: '%s' is not a positive count\n", argv[1]);
      return 2;
    }
    count = static_cast<std::size_t>(v);
  }
  std::printf(
      "| predicate | family | queries | filter | double-double | expansions | extended filter | "
      "exact integers | answer 0 |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|\n");
  int wrong = 0;
  wrong += report<detail::orient2d_formula>(count);
  wrong += report<detail::orient3d_formula>(count);
  wrong += report<detail::incircle_formula>(count);
  wrong += report<detail::insphere_formula>(count);
  std::printf("disagreements with the oracle: %d\n", wrong);
  return wrong == 0 ? 0 : 1;
}
