// SPDX-License-Identifier: MIT
// exactpred-delaunay-3d: 3D Delaunay triangulations of exactly degenerate point sets with the
// symbolic-perturbation predicates (examples/delaunay_3d.hpp).
//
// An 8 x 8 x 8 integer grid (the corners of every unit cube are cospherical, every row and
// plane degenerate), the integer points on the sphere x^2 + y^2 + z^2 = 50 with the centre,
// and a small grid with every point given twice. For each: the number of points, tetrahedra
// and hull facets, whether the result passes the validator, and how many of the predicate
// calls the plain exact predicates answered zero, i.e. how many decisions only the
// perturbation could make. Exits non-zero if a result is invalid.
#include <cstdio>
#include <string>
#include <vector>

#include "delaunay_3d.hpp"
#include "exactpred/exactpred.hpp"

namespace {

bool run(const char* name, const std::vector<exactpred::point3>& points) {
  exactpred_example::delaunay_3d_stats stats;
  const exactpred_example::triangulation_3d t = exactpred_example::delaunay_3d(points, &stats);
  const std::string error = exactpred_example::validate_3d(points, t);
  std::printf("%s: n = %zu, %zu tetrahedra, %zu hull facets, %s\n", name, points.size(),
              t.tetrahedra.size(), t.hull.size(), error.empty() ? "valid" : "INVALID");
  if (!error.empty()) std::printf("  %s\n", error.c_str());
  std::printf("  insphere: %zu of %zu tests exactly zero (decided by the perturbation)\n",
              stats.insphere_degenerate, stats.insphere_tests);
  std::printf("  orient3d: %zu of %zu tests exactly zero\n", stats.orient_degenerate,
              stats.orient_tests);
  return error.empty();
}

}  // namespace

int main() {
  std::vector<exactpred::point3> grid, sphere = {{0, 0, 0}}, twice;
  for (int x = 0; x < 8; ++x) {
    for (int y = 0; y < 8; ++y) {
      for (int z = 0; z < 8; ++z) grid.push_back({double(x), double(y), double(z)});
    }
  }
  for (int x = -7; x <= 7; ++x) {
    for (int y = -7; y <= 7; ++y) {
      for (int z = -7; z <= 7; ++z) {
        if (x * x + y * y + z * z == 50) sphere.push_back({double(x), double(y), double(z)});
      }
    }
  }
  for (int k = 0; k < 2; ++k) {
    for (int x = 0; x < 4; ++x) {
      for (int y = 0; y < 4; ++y) {
        for (int z = 0; z < 4; ++z) twice.push_back({double(x), double(y), double(z)});
      }
    }
  }
  bool ok = run("8 x 8 x 8 grid", grid);
  ok &= run("lattice points on x^2 + y^2 + z^2 = 50, and the centre", sphere);
  ok &= run("4 x 4 x 4 grid, every point twice", twice);
  return ok ? 0 : 1;
}
