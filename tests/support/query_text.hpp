// SPDX-License-Identifier: MIT
// tests/support/query_text.hpp — a query as the oracle command's input line, with every
// number printed as a C99 hex float so that it reproduces the query bit for bit.
#ifndef EXACTPRED_TESTS_SUPPORT_QUERY_TEXT_HPP
#define EXACTPRED_TESTS_SUPPORT_QUERY_TEXT_HPP

#include <cstdio>
#include <string>
#include <vector>

namespace exactpred::testing {

inline std::string hex(double v) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%a", v);
  return buf;
}

inline std::string query_line(const std::string& name, const std::vector<double>& x) {
  std::string s = name;
  for (double v : x) {
    s += ' ';
    s += hex(v);
  }
  return s;
}

}  // namespace exactpred::testing

#endif  // EXACTPRED_TESTS_SUPPORT_QUERY_TEXT_HPP
