// SPDX-License-Identifier: MIT
// oracle/query_constructions.cpp — the correctly rounded circumcentres (SPEC §11) in the oracle
// command's query table: the coordinates (double_text) and then `exact` or `rounded`. (round_ip
// takes a tagged point: query_implicit.cpp.)
#include <string>

#include "exactpred/constructions.hpp"
#include "query.hpp"

namespace exactpred::query {

std::string rounded_point_text(const double* v, int n, bool exact) {
  std::string r;
  for (int i = 0; i < n; ++i) r += double_text(v[i]) + " ";
  return r + (exact ? "exact" : "rounded");
}

namespace {

point2 p2(const double* x) { return {x[0], x[1]}; }
point3 p3(const double* x) { return {x[0], x[1], x[2]}; }

std::string text(const rounded_point2& r) {
  const double v[] = {r.point.x, r.point.y};
  return rounded_point_text(v, 2, r.exact);
}
std::string text(const rounded_point3& r) {
  const double v[] = {r.point.x, r.point.y, r.point.z};
  return rounded_point_text(v, 3, r.exact);
}

std::string eval_circumcenter_2d(const double* x, std::size_t) {
  return text(circumcenter(p2(x), p2(x + 2), p2(x + 4)));
}
std::string eval_circumcenter_triangle_3d(const double* x, std::size_t) {
  return text(circumcenter(p3(x), p3(x + 3), p3(x + 6)));
}
std::string eval_circumcenter_3d(const double* x, std::size_t) {
  return text(circumcenter(p3(x), p3(x + 3), p3(x + 6), p3(x + 9)));
}

}  // namespace

void append_construction_predicates(std::vector<predicate_info>& table) {
  table.push_back({"circumcenter_2d", "ax ay bx by cx cy", 6, 0, eval_circumcenter_2d});
  table.push_back({"circumcenter_triangle_3d", "ax ay az bx by bz cx cy cz", 9, 0,
                   eval_circumcenter_triangle_3d});
  table.push_back(
      {"circumcenter_3d", "ax ay az bx by bz cx cy cz dx dy dz", 12, 0, eval_circumcenter_3d});
}

}  // namespace exactpred::query
