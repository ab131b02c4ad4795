// SPDX-License-Identifier: MIT
// oracle/query_values.cpp — the correctly rounded values (SPEC §11) in the oracle command's
// query table: one number per line, the shortest decimal that reads back as the same double
// (std::to_chars), sign of zero included; `inf` or `-inf` beyond the largest double.
#include <cfenv>
#include <charconv>
#include <string>

#if defined(__SSE2__) || defined(_M_X64)
#include <xmmintrin.h>
#endif

#include "exactpred/values.hpp"
#include "query.hpp"

namespace exactpred::query {

std::string double_text(double v) {
  // to_chars reads v with floating-point operations: under DAZ (denormals-are-zero) or a
  // flush-to-zero mode a subnormal would be written as 0. It runs in the default environment,
  // and the caller's is restored after (flags included).
  char buf[32];
#if defined(__SSE2__) || defined(_M_X64)
  const unsigned caller = _mm_getcsr();
  _mm_setcsr(0x1F80);  // round to nearest, every exception masked, no DAZ or FTZ
  const std::to_chars_result r = std::to_chars(buf, buf + sizeof buf, v);
  _mm_setcsr(caller);
#else
  std::fenv_t caller;
  std::fegetenv(&caller);
  std::fesetenv(FE_DFL_ENV);
  const std::to_chars_result r = std::to_chars(buf, buf + sizeof buf, v);
  std::fesetenv(&caller);
#endif
  return std::string(buf, r.ptr);
}

namespace {

point2 p2(const double* x) { return {x[0], x[1]}; }
point3 p3(const double* x) { return {x[0], x[1], x[2]}; }

std::string eval_orient2d_value(const double* x, std::size_t) {
  return double_text(orient2d_value(p2(x), p2(x + 2), p2(x + 4)));
}
std::string eval_orient3d_value(const double* x, std::size_t) {
  return double_text(orient3d_value(p3(x), p3(x + 3), p3(x + 6), p3(x + 9)));
}
std::string eval_incircle_value(const double* x, std::size_t) {
  return double_text(incircle_value(p2(x), p2(x + 2), p2(x + 4), p2(x + 6)));
}
std::string eval_insphere_value(const double* x, std::size_t) {
  return double_text(insphere_value(p3(x), p3(x + 3), p3(x + 6), p3(x + 9), p3(x + 12)));
}

}  // namespace

void append_value_predicates(std::vector<predicate_info>& table) {
  table.push_back({"orient2d_value", "ax ay bx by cx cy", 6, 0, eval_orient2d_value});
  table.push_back(
      {"orient3d_value", "ax ay az bx by bz cx cy cz dx dy dz", 12, 0, eval_orient3d_value});
  table.push_back({"incircle_value", "ax ay bx by cx cy dx dy", 8, 0, eval_incircle_value});
  table.push_back({"insphere_value", "ax ay az bx by bz cx cy cz dx dy dz ex ey ez", 15, 0,
                   eval_insphere_value});
}

}  // namespace exactpred::query
