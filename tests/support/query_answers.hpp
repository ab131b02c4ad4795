// SPDX-License-Identifier: MIT
// tests/support/query_answers.hpp — oracle lines evaluated as the tests compare them: an answer
// as its text, or "error"; and the check that lines give the same answers in every caller's
// floating-point environment.
#ifndef EXACTPRED_TESTS_SUPPORT_QUERY_ANSWERS_HPP
#define EXACTPRED_TESTS_SUPPORT_QUERY_ANSWERS_HPP

#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "query.hpp"
#include "support/fp_environments.hpp"

namespace exactpred::testing {

/// An evaluated line as the tests compare it: the answer's text, or "error" for any error.
inline std::string show(const exactpred::query::line_result& r) {
  return r.status == exactpred::query::line_result::error ? std::string("error") : r.text;
}

/// Evaluates every line in every environment but the default one (fp_environments) and expects
/// the answers `expected` (one per line); reports the first three differences of each.
inline void expect_answers_in_every_environment(const std::vector<std::string>& lines,
                                                const std::vector<std::string>& expected) {
  ASSERT_EQ(lines.size(), expected.size());
  for (const fp_environment& e : fp_environments()) {
    if (e.is_default()) continue;
    const std::vector<std::string> got = in_environment(e, [&] {
      std::vector<std::string> r;
      for (const std::string& line : lines)
        r.push_back(show(exactpred::query::evaluate_line(line)));
      return r;
    });
    int mismatches = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      if (got[i] != expected[i] && ++mismatches <= 3) {
        ADD_FAILURE() << e.name() << ": " << got[i] << " instead of " << expected[i] << " for\n  "
                      << lines[i];
      }
    }
    EXPECT_EQ(mismatches, 0) << e.name();
  }
}

}  // namespace exactpred::testing

#endif  // EXACTPRED_TESTS_SUPPORT_QUERY_ANSWERS_HPP
