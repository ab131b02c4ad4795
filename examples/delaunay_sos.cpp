// SPDX-License-Identifier: MIT
// exactpred-delaunay: Delaunay triangulations of exactly degenerate point sets with the
// symbolic-perturbation predicates (examples/delaunay.hpp).
//
// A 12 x 12 integer grid (every unit square has four cocircular corners, every row and column
// is collinear) and the 12 lattice points on x^2 + y^2 = 25 with the centre (all cocircular).
// For each: the number of points, triangles and hull vertices, whether the result passes the
// validator, and how many of the predicate calls the plain exact predicates answered zero,
// i.e. how many decisions only the perturbation could make. Exits non-zero if a result is
// invalid.
#include <cstdio>
#include <string>
#include <vector>

#include "delaunay.hpp"
#include "exactpred/exactpred.hpp"

namespace {

bool run(const char* name, const std::vector<exactpred::point2>& points) {
  exactpred_example::delaunay_stats stats;
  const exactpred_example::triangulation t = exactpred_example::delaunay(points, &stats);
  const std::string error = exactpred_example::validate(points, t.triangles);
  std::printf("%s: n = %zu, %zu triangles, %zu hull vertices, %s\n", name, points.size(),
              t.triangles.size(), t.hull.size(), error.empty() ? "valid" : "INVALID");
  if (!error.empty()) std::printf("  %s\n", error.c_str());
  std::printf("  incircle: %zu of %zu edge tests exactly zero (decided by the perturbation)\n",
              stats.incircle_degenerate, stats.incircle_tests);
  std::printf("  orient2d: %zu of %zu tests exactly zero; %zu edge flips\n",
              stats.orient_degenerate, stats.orient_tests, stats.flips);
  return error.empty();
}

}  // namespace

int main() {
  std::vector<exactpred::point2> grid;
  for (int y = 0; y < 12; ++y) {
    for (int x = 0; x < 12; ++x) grid.push_back({double(x), double(y)});
  }

  std::vector<exactpred::point2> circle = {{0, 0}};  // the centre
  for (int x = -5; x <= 5; ++x) {
    for (int y = -5; y <= 5; ++y) {
      if (x * x + y * y == 25) circle.push_back({double(x), double(y)});
    }
  }

  bool ok = run("12 x 12 grid", grid);
  ok = run("x^2 + y^2 = 25 and centre", circle) && ok;
  return ok ? 0 : 1;
}
