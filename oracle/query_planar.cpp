// SPDX-License-Identifier: MIT
// oracle/query_planar.cpp — the planar predicates in the oracle command's query table.
#include <cmath>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "exactpred/planar.hpp"
#include "query.hpp"

namespace exactpred::query {
namespace {

std::string sign_text(sign s) { return std::to_string(to_int(s)); }

point2 p2(const double* x, int i) { return {x[2 * i], x[2 * i + 1]}; }

// The counted vertex list starting at x[at]: x[at] = n, then n points.
std::vector<point2> vertices(const double* x, std::size_t at) {
  const std::size_t n = static_cast<std::size_t>(x[at]);
  std::vector<point2> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = {x[at + 1 + 2 * i], x[at + 2 + 2 * i]};
  return v;
}

std::string eval_same_side_2d(const double* x, std::size_t) {
  return sign_text(same_side_2d(p2(x, 0), p2(x, 1), p2(x, 2), p2(x, 3)));
}
std::string eval_segment_intersect_2d(const double* x, std::size_t) {
  return to_string(segment_intersect_2d(p2(x, 0), p2(x, 1), p2(x, 2), p2(x, 3)));
}
std::string eval_point_in_triangle_2d(const double* x, std::size_t) {
  return to_string(point_in_triangle_2d(p2(x, 0), p2(x, 1), p2(x, 2), p2(x, 3)));
}
std::string eval_compare_distance_2d(const double* x, std::size_t) {
  return sign_text(compare_distance_2d(p2(x, 0), p2(x, 1), p2(x, 2)));
}
std::string eval_polygon_orientation(const double* x, std::size_t) {
  return sign_text(polygon_orientation(vertices(x, 0)));
}
std::string eval_winding_number(const double* x, std::size_t) {
  const winding_result w = winding_number(p2(x, 0), vertices(x, 2));
  return w.on_boundary ? "on_boundary" : std::to_string(w.number);
}
std::string eval_point_in_polygon(const double* x, std::size_t) {
  return to_string(point_in_polygon(p2(x, 0), vertices(x, 2)));
}
// The oracle's variants of a library function (one of its options under a name of their own)
// report input errors under the name the query used.
template <class F>
std::string named(const char* function, const char* variant, F&& f) {
  try {
    return f();
  } catch (const invalid_input& e) {
    const std::string_view what = e.what();
    const std::size_t n = std::strlen(function);
    if (what.size() > n && what.compare(0, n, function) == 0 && what[n] == ':') {
      throw invalid_input(variant + std::string(what.substr(n)), e.why());
    }
    throw;
  }
}

std::string eval_point_in_polygon_even_odd(const double* x, std::size_t) {
  return named("point_in_polygon", "point_in_polygon_even_odd", [x] {
    return std::string(to_string(point_in_polygon(p2(x, 0), vertices(x, 2), fill_rule::even_odd)));
  });
}
std::string hull_text(const double* x, bool keep_collinear) {
  const std::vector<std::size_t> h = convex_hull(vertices(x, 0), keep_collinear);
  std::string s;
  for (std::size_t i = 0; i < h.size(); ++i) {
    if (i > 0) s += ' ';
    s += std::to_string(h[i]);
  }
  return s;
}
std::string eval_convex_hull(const double* x, std::size_t) { return hull_text(x, false); }
std::string eval_convex_hull_collinear(const double* x, std::size_t) {
  return named("convex_hull", "convex_hull_collinear", [x] { return hull_text(x, true); });
}
std::string eval_convex_polygons_intersect(const double* x, std::size_t) {
  const std::vector<point2> a = vertices(x, 0);
  const std::vector<point2> b = vertices(x, 1 + 2 * a.size());
  return to_string(convex_polygons_intersect(a, b));
}

bool is_count(double n) { return n >= 0 && n == std::floor(n) && n <= 1e8; }

// Two counted vertex lists: n x1 y1 ... xn yn m u1 v1 ... um vm.
bool check_two_polygons(const std::vector<double>& args, std::string& why) {
  const std::string name = "convex_polygons_intersect";
  if (args.empty() || !is_count(args[0])) {
    why = name + ": the first value must be the vertex count n of the first polygon";
    return false;
  }
  const std::size_t at = 1 + 2 * static_cast<std::size_t>(args[0]);
  if (args.size() <= at || !is_count(args[at])) {
    why = name + ": after the " + std::to_string(static_cast<std::size_t>(args[0])) +
          " vertices of the first polygon the vertex count m of the second must follow";
    return false;
  }
  const std::size_t expected = at + 1 + 2 * static_cast<std::size_t>(args[at]);
  if (args.size() != expected) {
    why = name + ": vertex counts " + std::to_string(static_cast<std::size_t>(args[0])) + " and " +
          std::to_string(static_cast<std::size_t>(args[at])) + " need " + std::to_string(expected) +
          " numbers in all, got " + std::to_string(args.size());
    return false;
  }
  return true;
}

}  // namespace

void append_planar_predicates(std::vector<predicate_info>& table) {
  const std::vector<predicate_info> planar = {
      {"same_side_2d", "px py qx qy ax ay bx by", 8, 0, eval_same_side_2d},
      {"segment_intersect_2d", "p1x p1y p2x p2y q1x q1y q2x q2y", 8, 0, eval_segment_intersect_2d},
      {"point_in_triangle_2d", "px py ax ay bx by cx cy", 8, 0, eval_point_in_triangle_2d},
      {"compare_distance_2d", "px py qx qy rx ry", 6, 0, eval_compare_distance_2d},
      {"polygon_orientation", "n x1 y1 ... xn yn", 0, 2, eval_polygon_orientation},
      {"winding_number", "px py n x1 y1 ... xn yn", 2, 2, eval_winding_number},
      {"point_in_polygon", "px py n x1 y1 ... xn yn", 2, 2, eval_point_in_polygon},
      {"point_in_polygon_even_odd", "px py n x1 y1 ... xn yn", 2, 2,
       eval_point_in_polygon_even_odd},
      {"convex_hull", "n x1 y1 ... xn yn", 0, 2, eval_convex_hull},
      {"convex_hull_collinear", "n x1 y1 ... xn yn", 0, 2, eval_convex_hull_collinear},
      {"convex_polygons_intersect", "n x1 y1 ... xn yn m u1 v1 ... um vm", 0, 0,
       eval_convex_polygons_intersect, check_two_polygons},
  };
  table.insert(table.end(), planar.begin(), planar.end());
}

}  // namespace exactpred::query
