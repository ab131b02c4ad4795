// SPDX-License-Identifier: MIT
// tests/support/core_formulas.hpp — the four core formulas as a GoogleTest type list, and the
// exactly degenerate configurations the tests build on a query of one of them (its flattened
// coordinates, point after point).
#ifndef EXACTPRED_TESTS_SUPPORT_CORE_FORMULAS_HPP
#define EXACTPRED_TESTS_SUPPORT_CORE_FORMULAS_HPP

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "exactpred/exactpred.hpp"

namespace exactpred::testing {

/// orient2d, orient3d, incircle and insphere, for TYPED_TEST_SUITE.
using core_formulas =
    ::testing::Types<exactpred::detail::orient2d_formula, exactpred::detail::orient3d_formula,
                     exactpred::detail::incircle_formula, exactpred::detail::insphere_formula>;

/// Makes the last point of x (a query of F) equal to the first: every core predicate vanishes.
template <class F>
void repeat_first_point(std::vector<double>& x) {
  const int last = (F::arity / F::dim - 1) * F::dim;
  for (int j = 0; j < F::dim; ++j) x[last + j] = x[j];
}

/// Puts the last point of x (a query of F, integer coordinates) on the line through the first
/// two, exactly: those two are divided by 4 (truncated), the last becomes a + t (b - a).
template <class F>
void put_last_point_on_line(std::vector<double>& x, double t) {
  const int last = (F::arity / F::dim - 1) * F::dim;
  for (int j = 0; j < F::dim; ++j) {
    const double a = std::trunc(x[j] / 4);
    const double b = std::trunc(x[F::dim + j] / 4);
    x[j] = a;
    x[F::dim + j] = b;
    x[last + j] = a + t * (b - a);
  }
}

}  // namespace exactpred::testing

#endif  // EXACTPRED_TESTS_SUPPORT_CORE_FORMULAS_HPP
