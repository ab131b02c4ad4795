// SPDX-License-Identifier: MIT
// A consumer of the installed exactpred package: a convex hull that stays correct on
// near-degenerate input, and a point-location check on exactly cocircular points.
//
// The hull is Andrew's monotone chain, whose only geometric decision is orient2d. On the
// Kettner et al. grid below (points a few ulps off the line y = x) a naive floating-point
// orientation test makes the chain non-convex; the exact one cannot. The program checks its
// own output and exits non-zero on any failure.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <vector>

#include <exactpred/exactpred.hpp>

namespace {

using point = std::array<double, 2>;  // an adapted point type: no copies into point2

// Counterclockwise hull without collinear vertices.
std::vector<point> convex_hull(std::vector<point> pts) {
  std::sort(pts.begin(), pts.end());
  pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
  if (pts.size() < 3) return pts;
  std::vector<point> hull(2 * pts.size());
  std::size_t k = 0;
  const auto turns_left = [&](const point& p) {
    return exactpred::orient2d(hull[k - 2], hull[k - 1], p) == exactpred::sign::positive;
  };
  for (const point& p : pts) {  // lower chain
    while (k >= 2 && !turns_left(p)) --k;
    hull[k++] = p;
  }
  for (std::size_t i = pts.size() - 1, lower = k + 1; i-- > 0;) {  // upper chain
    while (k >= lower && !turns_left(pts[i])) --k;
    hull[k++] = pts[i];
  }
  hull.resize(k - 1);
  return hull;
}

}  // namespace

int main() {
  // Kettner's grid: p = (0.5 + i*2^-53, 0.5 + j*2^-53) beside (12, 12) and (24, 24).
  std::vector<point> pts = {{12, 12}, {24, 24}};
  const double u = std::ldexp(1.0, -53);
  for (int i = 0; i < 16; ++i) {
    for (int j = 0; j < 16; ++j) pts.push_back({0.5 + i * u, 0.5 + j * u});
  }
  const std::vector<point> hull = convex_hull(pts);
  int failures = 0;
  const std::size_t n = hull.size();
  for (std::size_t e = 0; e < n; ++e) {
    const point& a = hull[e];
    const point& b = hull[(e + 1) % n];
    if (exactpred::orient2d(a, b, hull[(e + 2) % n]) != exactpred::sign::positive) ++failures;
    for (const point& p : pts) {
      if (exactpred::orient2d(a, b, p) == exactpred::sign::negative) ++failures;
    }
  }
  std::printf("convex hull of %zu near-collinear points: %zu vertices\n", pts.size(), n);
  for (const point& p : hull) std::printf("  (%a, %a)\n", p[0], p[1]);

  // Point location: (3, 4), (-4, 3), (0, -5) and (5, 0) lie exactly on one circle; a point one
  // ulp further out is outside, one ulp further in is inside.
  const exactpred::point2 a{3, 4}, b{-4, 3}, c{0, -5};
  const struct {
    exactpred::point2 d;
    exactpred::sign expected;
  } cases[] = {{{5, 0}, exactpred::sign::zero},
               {{std::nextafter(5.0, 6.0), 0}, exactpred::sign::negative},
               {{std::nextafter(5.0, 4.0), 0}, exactpred::sign::positive}};
  for (const auto& t : cases) {
    const exactpred::sign s = exactpred::incircle(a, b, c, t.d);
    std::printf("incircle(..., (%a, 0)) = %d\n", t.d.x, exactpred::to_int(s));
    if (s != t.expected) ++failures;
  }
  std::printf("%s\n", failures == 0 ? "ok" : "FAILED");
  return failures == 0 ? 0 : 1;
}
