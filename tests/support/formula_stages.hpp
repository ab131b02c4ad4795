// SPDX-License-Identifier: MIT
// tests/support/formula_stages.hpp — each stage of a formula alone against GMP rationals: the
// filter (when certain), the expansion stage (when it does not decline) and the exact stage,
// on uniform, small-integer (often exactly zero), scaled and extreme inputs.
#ifndef EXACTPRED_TESTS_SUPPORT_FORMULA_STAGES_HPP
#define EXACTPRED_TESTS_SUPPORT_FORMULA_STAGES_HPP

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "exactpred/exactpred.hpp"
#include "support/exact_formula.hpp"
#include "support/families.hpp"
#include "support/integer_vectors.hpp"
#include "support/query_text.hpp"

namespace exactpred::testing {

template <class F, std::size_t... I>
std::optional<sign> formula_filter_sign(const std::vector<double>& x, std::index_sequence<I...>) {
  return exactpred::detail::filter_sign<F>(x[I]...);
}

/// The semi-static filter's sign of formula F at x, when it is certain.
template <class F>
std::optional<sign> formula_filter_sign(const std::vector<double>& x) {
  return formula_filter_sign<F>(x, std::make_index_sequence<F::arity>{});
}

/// Multiplies x by 2^k exactly, k anywhere in its exact range clipped to [-1100, 1100]: one
/// time in ten the lowest k (into the subnormal range), one in ten the highest (up to the
/// overflow threshold).
inline void scale_randomly(std::vector<double>& x, std::mt19937_64& rng) {
  int lo = 0, hi = 0;
  exact_scale_range(x, lo, hi);
  lo = std::max(lo, -1100);
  hi = std::min(hi, 1100);
  if (lo > hi) return;
  const int r = irand(rng, 0, 9);
  const int k = r == 0 ? lo : (r == 1 ? hi : irand(rng, lo, hi));
  scale_by_power_of_two(x, k);
}

/// What check_formula_stages' queries must exceed: how many were exactly zero, needed the exact
/// stage, were decided by the filter and by the expansion stage (a stage that always declined
/// would agree vacuously).
struct stage_counts {
  std::size_t zeros = 0, exact_needed = 0, filter_decided = 0, expansion_decided = 0;
};

/// Checks every stage of F alone on `count` queries (seeded by F's name), in turn of uniform
/// coordinates, small integers in [-2, 2], the same scaled by scale_randomly, and extreme
/// coordinates; and that each count exceeds its floor.
template <class F>
void check_formula_stages(int count, const stage_counts& floor) {
  namespace detail = exactpred::detail;
  std::mt19937_64 rng(std::hash<std::string>{}(F::name));
  stage_counts n;
  for (int i = 0; i < count; ++i) {
    std::vector<double> x(F::arity);
    const int kind = i % 4;
    for (double& v : x) {
      if (kind == 0) v = uniform_coord(rng);
      if (kind == 1 || kind == 2) v = double(irand(rng, -2, 2));
      if (kind == 3) v = extreme_coord(rng);
    }
    if (kind == 2) scale_randomly(x, rng);
    const sign exact = exact_formula_sign<F>(x.data());
    const auto filt = formula_filter_sign<F>(x);
    const auto expa = detail::expansion_sign<F>(x.data());
    const sign exact_strategy = detail::exact_sign<F>(x.data());
    n.zeros += exact == sign::zero;
    n.exact_needed += !expa.has_value();
    n.filter_decided += filt.has_value();
    n.expansion_decided += expa.has_value();
    const bool ok =
        (!filt || *filt == exact) && (!expa || *expa == exact) && exact_strategy == exact;
    EXPECT_TRUE(ok) << query_line(F::name, x) << ": exact " << exactpred::to_int(exact);
  }
  EXPECT_GT(n.zeros, floor.zeros) << "too few exact zeros";
  EXPECT_GT(n.exact_needed, floor.exact_needed) << "too few queries need the exact strategy";
  EXPECT_GT(n.filter_decided, floor.filter_decided) << "the filter decides too few queries";
  EXPECT_GT(n.expansion_decided, floor.expansion_decided)
      << "the expansion strategy decides too few queries";
}

}  // namespace exactpred::testing

#endif  // EXACTPRED_TESTS_SUPPORT_FORMULA_STAGES_HPP
