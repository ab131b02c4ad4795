// SPDX-License-Identifier: MIT
// oracle/query_implicit.cpp — the queries on implicit points (SPEC section 9): orient2d_ip,
// incircle_ip, orient3d_ip, orient2d_xy_ip / _yz_ip / _zx_ip, compare_x_ip / _y_ip / _z_ip, and
// round_ip (section 11: the point's coordinates correctly rounded, then `exact` or `rounded`).
// Their points are tagged groups (`p2 x y`, `ssi` + 8 numbers, `p3 x y z`, `lpi` + 15,
// `tpi` + 27), so they are parsed here rather than by the fixed layouts of the main table.
// An evaluator receives the points as [n, kind_1, ..., kind_n, the numbers in order], kinds
// numbered as in exactpred/implicit.hpp (p2 0, ssi 1, p3 2, lpi 3, tpi 4).
#include <cstring>
#include <string>
#include <vector>

#include "exactpred/constructions.hpp"
#include "exactpred/detail/implicit_formulas.hpp"
#include "exactpred/implicit.hpp"
#include "query.hpp"

namespace exactpred::query {
namespace {

struct ip_query {
  const char* name;  // the query's name; the predicate's is the name without "_ip"
  int points;
  int dim;  // 2, 3, or 0: both (two points of one dimension)
};

const ip_query ip_queries[] = {
    {"orient2d_ip", 3, 2},    {"incircle_ip", 4, 2},    {"orient3d_ip", 4, 3},
    {"orient2d_xy_ip", 3, 3}, {"orient2d_yz_ip", 3, 3}, {"orient2d_zx_ip", 3, 3},
    {"compare_x_ip", 2, 0},   {"compare_y_ip", 2, 0},   {"compare_z_ip", 2, 3},
    {"round_ip", 1, 0},
};

const ip_query* find_ip(std::string_view name) {
  for (const ip_query& q : ip_queries) {
    if (name == q.name) return &q;
  }
  return nullptr;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

int kind_of(std::string_view tag) {
  for (int k = detail::ip_p2; k <= detail::ip_tpi; ++k) {
    if (tag == detail::ip_kind_name(k)) return k;
  }
  return -1;
}

std::string ours(const std::string& predicate, const double* x, std::size_t) {
  const int n = static_cast<int>(x[0]);
  int kinds[4];
  for (int i = 0; i < n; ++i) kinds[i] = static_cast<int>(x[1 + i]);
  return sign_text(detail::implicit_predicate(predicate.c_str(), kinds, n, x + 1 + n));
}

#define EXACTPRED_IP_EVALUATOR(q) \
  std::string eval_##q(const double* x, std::size_t count) { return ours(#q, x, count); }
EXACTPRED_IP_EVALUATOR(orient2d)
EXACTPRED_IP_EVALUATOR(incircle)
EXACTPRED_IP_EVALUATOR(orient3d)
EXACTPRED_IP_EVALUATOR(orient2d_xy)
EXACTPRED_IP_EVALUATOR(orient2d_yz)
EXACTPRED_IP_EVALUATOR(orient2d_zx)
EXACTPRED_IP_EVALUATOR(compare_x)
EXACTPRED_IP_EVALUATOR(compare_y)
EXACTPRED_IP_EVALUATOR(compare_z)
#undef EXACTPRED_IP_EVALUATOR

point2 p2_at(const double* x) { return {x[0], x[1]}; }
point3 p3_at(const double* x) { return {x[0], x[1], x[2]}; }

std::string eval_round_ip(const double* args, std::size_t) {
  const double* x = args + 2;
  switch (static_cast<int>(args[1])) {
    case detail::ip_p2:
    case detail::ip_ssi: {
      const rounded_point2 r =
          static_cast<int>(args[1]) == detail::ip_p2
              ? rounded(p2_at(x))
              : rounded(ssi{p2_at(x), p2_at(x + 2), p2_at(x + 4), p2_at(x + 6)});
      const double v[] = {r.point.x, r.point.y};
      return rounded_point_text(v, 2, r.exact);
    }
    default: {
      implicit_point3 p = p3_at(x);
      if (static_cast<int>(args[1]) == detail::ip_lpi) {
        p = lpi{p3_at(x), p3_at(x + 3), p3_at(x + 6), p3_at(x + 9), p3_at(x + 12)};
      } else if (static_cast<int>(args[1]) == detail::ip_tpi) {
        p = tpi{p3_at(x),      p3_at(x + 3),  p3_at(x + 6),  p3_at(x + 9), p3_at(x + 12),
                p3_at(x + 15), p3_at(x + 18), p3_at(x + 21), p3_at(x + 24)};
      }
      const rounded_point3 r = rounded(p);
      const double v[] = {r.point.x, r.point.y, r.point.z};
      return rounded_point_text(v, 3, r.exact);
    }
  }
}

evaluator ours_for(std::string_view name) {
  if (name == "round_ip") return eval_round_ip;
  if (name == "orient2d_ip") return eval_orient2d;
  if (name == "incircle_ip") return eval_incircle;
  if (name == "orient3d_ip") return eval_orient3d;
  if (name == "orient2d_xy_ip") return eval_orient2d_xy;
  if (name == "orient2d_yz_ip") return eval_orient2d_yz;
  if (name == "orient2d_zx_ip") return eval_orient2d_zx;
  if (name == "compare_x_ip") return eval_compare_x;
  if (name == "compare_y_ip") return eval_compare_y;
  if (name == "compare_z_ip") return eval_compare_z;
  return nullptr;
}

}  // namespace

bool is_implicit_query(std::string_view name) { return find_ip(name) != nullptr; }

std::vector<std::pair<std::string, std::string>> implicit_query_layouts() {
  std::vector<std::pair<std::string, std::string>> r;
  for (const ip_query& q : ip_queries) {
    std::string layout;
    const char* point = q.dim == 2 ? "P2" : (q.dim == 3 ? "P3" : "P");
    for (int i = 0; i < q.points; ++i) layout += std::string(i ? " " : "") + point;
    r.emplace_back(q.name, layout);
  }
  return r;
}

line_result evaluate_implicit_line(std::string_view name, std::string_view rest,
                                   reference_table reference) {
  const ip_query& q = *find_ip(name);
  const std::string prefix = std::string(q.name) + ": ";
  std::vector<double> args(1 + static_cast<std::size_t>(q.points), 0.0);
  std::vector<int> kinds;
  std::size_t j = 0;
  const auto next = [&](std::string_view& token) {
    while (j < rest.size() && is_space(rest[j])) ++j;
    if (j == rest.size()) return false;
    std::size_t k = j;
    while (k < rest.size() && !is_space(rest[k])) ++k;
    token = rest.substr(j, k - j);
    j = k;
    return true;
  };
  std::string_view token;
  while (next(token)) {
    const int point = static_cast<int>(kinds.size()) + 1;
    if (point > q.points) {
      return {line_result::error, prefix + "takes " + std::to_string(q.points) +
                                      " points, got more (extra token " + quoted_token(token) +
                                      ")"};
    }
    const int kind = kind_of(token);
    if (kind < 0) {
      return {line_result::error, prefix + "point " + std::to_string(point) + ": " +
                                      quoted_token(token) +
                                      " is not a point kind (p2, ssi, p3, lpi or tpi)"};
    }
    const int dim = detail::ip_kind_dim(kind);
    const int want = q.dim != 0 ? q.dim : (kinds.empty() ? dim : detail::ip_kind_dim(kinds[0]));
    if (dim != want) {
      return {line_result::error, prefix + "point " + std::to_string(point) + " is " +
                                      detail::ip_kind_name(kind) + ", a " + std::to_string(dim) +
                                      "D point, where a " + std::to_string(want) + "D point (" +
                                      (want == 2 ? "p2 or ssi" : "p3, lpi or tpi") + ") is needed"};
    }
    kinds.push_back(kind);
    args[static_cast<std::size_t>(point)] = kind;
    const int count = detail::ip_kind_arity(kind);
    for (int i = 0; i < count; ++i) {
      double v;
      std::string why;
      if (!next(token)) {
        return {line_result::error,
                prefix + "point " + std::to_string(point) + " (" + detail::ip_kind_name(kind) +
                    ") takes " + std::to_string(count) + " numbers, got " + std::to_string(i)};
      }
      if (!parse_number(token, v, why)) {
        return {line_result::error, prefix + "point " + std::to_string(point) + " (" +
                                        detail::ip_kind_name(kind) + "), number " +
                                        std::to_string(i + 1) + ": " + why};
      }
      args.push_back(v);
    }
  }
  if (static_cast<int>(kinds.size()) != q.points) {
    return {line_result::error, prefix + "takes " + std::to_string(q.points) + " points, got " +
                                    std::to_string(kinds.size())};
  }
  args[0] = q.points;
  evaluator f = ours_for(name);
  if (reference != nullptr) {
    f = reference(name);
    if (f == nullptr) return {line_result::error, "the reference has no " + std::string(name)};
  }
  try {
    return {line_result::answered, f(args.data(), args.size())};
  } catch (const std::exception& e) {
    return {line_result::error, e.what()};
  }
}

}  // namespace exactpred::query
