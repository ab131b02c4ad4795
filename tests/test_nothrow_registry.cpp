// SPDX-License-Identifier: MIT
// tests/test_nothrow_registry.cpp — the nothrow form of every row of the registry
// (interfaces/predicates.py; tests/generated/nothrow_rows.inc is written from it), through the
// oracle's reading of its arguments: on every query of its corpus file (tests/vectors/, CGAL's
// answers) it answers as CGAL does, and where CGAL rejects the query (a violated precondition)
// it reports an error instead of an answer.
#include <gtest/gtest.h>

#include <cstddef>
#include <fstream>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "exactpred/exactpred.hpp"
#include "exactpred/nothrow.hpp"
#include "query.hpp"

namespace {

using exactpred::fill_rule;
using exactpred::point2;
using exactpred::point3;
using exactpred::weighted_point2;
using exactpred::weighted_point3;
using exactpred::query::double_text;
using exactpred::query::indices_text;
using exactpred::query::rounded_point_text;
using exactpred::query::sign_text;
using exactpred::query::vertices;
using exactpred::query::winding_text;

struct entry {
  const char* name;
  exactpred::query::evaluator evaluate;
};

const entry entries[] = {
#include "generated/nothrow_rows.inc"
};

exactpred::query::evaluator nothrow_form(std::string_view name) {
  for (const entry& e : entries) {
    if (name == e.name) return e.evaluate;
  }
  return nullptr;
}

TEST(NothrowRegistry, EveryRowAnswersItsCorpusAsCgal) {
  std::size_t rows = 0;
  for (const entry& e : entries) {
    // A perturbed row (NAME_sos) has no CGAL answers of its own: it runs on its unperturbed
    // predicate's queries, where it must give the throwing form's answer, and CGAL's when that
    // is not zero.
    const std::string name = e.name;
    const bool perturbed = name.size() > 4 && name.compare(name.size() - 4, 4, "_sos") == 0;
    const std::string stem = perturbed ? name.substr(0, name.size() - 4) : name;
    const std::string path = std::string(EXACTPRED_VECTORS_DIR) + "/" + stem + ".txt";
    std::ifstream in(path);
    if (!in) {
      ADD_FAILURE() << name << ": no corpus file " << path;
      continue;
    }
    int queries = 0, mismatches = 0;
    for (std::string line; std::getline(in, line);) {
      if (line.empty() || line[0] == '#') continue;
      const std::size_t tab = line.find('\t');
      ASSERT_NE(tab, std::string::npos) << path << ": " << line;
      std::string query = line.substr(0, tab), expected = line.substr(tab + 1);
      if (perturbed) {
        query = name + query.substr(stem.size());
        const auto thrown = exactpred::query::evaluate_line(query);
        if (expected == "0" || thrown.status == exactpred::query::line_result::error) {
          expected = thrown.status == exactpred::query::line_result::error ? "error" : thrown.text;
        }
      }
      const auto r = exactpred::query::evaluate_line(query, &nothrow_form);
      const std::string got = r.status == exactpred::query::line_result::error ? "error" : r.text;
      ++queries;
      if (got != expected && ++mismatches <= 3) {
        ADD_FAILURE() << name << ": nothrow " << got << ", expected " << expected << " for\n  "
                      << query;
      }
    }
    EXPECT_GT(queries, 0) << path;
    EXPECT_EQ(mismatches, 0) << name << ": " << mismatches << " of " << queries;
    ++rows;
  }
  // Every query of the registry's rows: the oracle's table holds them all (and the implicit
  // points' and round_ip, which are not rows).
  std::size_t registry_queries = 0;
  for (const auto& p : exactpred::query::predicates()) {
    registry_queries += nothrow_form(p.name) != nullptr;
  }
  EXPECT_EQ(rows, sizeof(entries) / sizeof(entries[0]));
  EXPECT_EQ(registry_queries, rows);
}

TEST(NothrowRegistry, AnErrorIsReportedAsAnError) {
  // A NaN never reaches an evaluator through a query line, so call one directly.
  const double nan_query[] = {0, 0, 1, 0, std::numeric_limits<double>::quiet_NaN(), 1};
  EXPECT_EQ(nothrow_form("orient2d")(nan_query, 6), "error");
  EXPECT_EQ(nothrow_form("side_of_diametral_circle")(nan_query, 6), "error");
  const double fine[] = {0, 0, 1, 0, 0, 1};
  EXPECT_EQ(nothrow_form("orient2d")(fine, 6), "1");
}

}  // namespace
