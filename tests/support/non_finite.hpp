// SPDX-License-Identifier: MIT
// tests/support/non_finite.hpp — the check every family's error tests share: each number of a
// valid query, in turn, set to NaN, +infinity and -infinity is rejected with invalid_input, and
// the message names the predicate.
#ifndef EXACTPRED_TESTS_SUPPORT_NON_FINITE_HPP
#define EXACTPRED_TESTS_SUPPORT_NON_FINITE_HPP

#include <gtest/gtest.h>

#include <limits>
#include <string>
#include <vector>

#include "exactpred/sign.hpp"
#include "query.hpp"
#include "support/query_text.hpp"

namespace exactpred::testing {

/// NaN, +infinity and -infinity.
inline const double non_finite_values[] = {std::numeric_limits<double>::quiet_NaN(),
                                           std::numeric_limits<double>::infinity(),
                                           -std::numeric_limits<double>::infinity()};

/// Every number of `valid`, in turn, set to each non-finite value: the oracle evaluator of `name`
/// throws invalid_input whose message begins with the name and says what is wrong: `finite`
/// (every coordinate must be finite) or, when `numbered`, the argument's number ("argument 4").
inline void expect_non_finite_rejected(const std::string& name, const std::vector<double>& valid,
                                       bool numbered = false) {
  const query::predicate_info* info = query::find_predicate(name);
  ASSERT_NE(info, nullptr) << name;
  for (std::size_t i = 0; i < valid.size(); ++i) {
    for (double b : non_finite_values) {
      std::vector<double> x = valid;
      x[i] = b;
      try {
        info->ours(x.data(), x.size());
        ADD_FAILURE() << "no error for " << query_line(name, x);
      } catch (const invalid_input& e) {
        const std::string what = e.what();
        EXPECT_EQ(what.rfind(name + ": ", 0), 0u) << what;
        const std::string says = numbered ? "argument " + std::to_string(i + 1) : "finite";
        EXPECT_NE(what.find(says), std::string::npos) << what;
      }
    }
  }
}

}  // namespace exactpred::testing

#endif  // EXACTPRED_TESTS_SUPPORT_NON_FINITE_HPP
