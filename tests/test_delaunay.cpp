// SPDX-License-Identifier: MIT
// The example Delaunay triangulator (examples/delaunay.hpp) on exactly degenerate input: grids,
// collinear rows, lattice points on circles, at extreme scales and offsets. Driven only by
// orient2d_sos and incircle_sos it must always produce the Delaunay triangulation of the
// perturbed points, which validate() checks from the triangle list alone.
//
// What the perturbation does to degenerate input, and what the tests require:
//   * Every triangle is counterclockwise under the perturbation. Its exact area is zero only
//     when its three vertices are collinear on a line that has no input point strictly on one
//     side: a flat triangle needs an empty perturbed circumcircle, which for three collinear
//     points is nearly a half-plane. So flat triangles occur only along a collinear run of
//     points on the boundary of the exact convex hull, where the perturbation bends the run
//     inwards, and on all-collinear input (where every triangle is flat).
//   * No input point lies strictly inside the circumcircle of a triangle of non-zero area
//     (checked by brute force, independently of validate()).
//   * A full m x n grid has 2(m-1)(n-1) triangles of area 1/2 (every unit square is split by a
//     diagonal) plus one flat triangle for every boundary point that the perturbation moves
//     inside the hull: 2mn - 2 - h triangles in all, h the number of perturbed hull vertices.
//     With the grid numbered row by row, the top row and the right column bend inwards.
//   * The triangles' exact areas add up to the area of the exact convex hull.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "delaunay.hpp"
#include "exactpred/exactpred.hpp"

namespace {

using exactpred::point2;
using exactpred::sign;
using exactpred_example::delaunay;
using exactpred_example::triangle;
using exactpred_example::triangulation;
using exactpred_example::validate;

// ---- input sets --------------------------------------------------------------------------

/// The m x n integer grid scaled by `scale` and translated by (offset, offset), numbered row
/// by row (x fastest).
std::vector<point2> grid(int m, int n, double scale = 1, double offset = 0) {
  std::vector<point2> p;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < m; ++x) p.push_back({offset + x * scale, offset + y * scale});
  }
  return p;
}

/// The same grid numbered column by column.
std::vector<point2> grid_by_columns(int m, int n) {
  std::vector<point2> p;
  for (int x = 0; x < m; ++x) {
    for (int y = 0; y < n; ++y) p.push_back({double(x), double(y)});
  }
  return p;
}

/// Fisher-Yates with the raw mt19937 output (the same sequence on every standard library).
template <class T>
void shuffle(std::vector<T>& v, std::uint32_t seed) {
  std::mt19937 rng(seed);
  for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng() % i]);
}

/// All integer points on x^2 + y^2 = r^2, in order of x (then y > 0 before y < 0).
std::vector<point2> lattice_circle(std::int64_t r) {
  std::vector<point2> p;
  for (std::int64_t x = -r; x <= r; ++x) {
    const std::int64_t y2 = r * r - x * x;
    const std::int64_t y = static_cast<std::int64_t>(std::llround(std::sqrt(double(y2))));
    if (y * y != y2) continue;
    p.push_back({double(x), double(y)});
    if (y != 0) p.push_back({double(x), double(-y)});
  }
  return p;
}

/// A uniform double in [0, 1) from the raw mt19937 output.
double uniform(std::mt19937& rng) {
  const std::uint64_t hi = rng() >> 5, lo = rng() >> 6;
  return std::ldexp(double(hi * 67108864u + lo), -53);
}

std::vector<point2> random_points(std::size_t n, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::vector<point2> p(n);
  for (point2& q : p) q = {uniform(rng), uniform(rng)};
  return p;
}

// ---- exact measurements (for inputs whose differences and products are exact doubles) -----

/// Twice the signed area of triangle t, exact when the coordinate differences are small
/// multiples of one power of two.
double doubled_area(const std::vector<point2>& p, const triangle& t) {
  const point2 &a = p[t[0]], &b = p[t[1]], &c = p[t[2]];
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/// Twice the area of the exact convex hull (Andrew's monotone chain with exact orient2d).
double hull_doubled_area(std::vector<point2> p) {
  std::sort(p.begin(), p.end(), [](const point2& a, const point2& b) {
    return a.x < b.x || (a.x == b.x && a.y < b.y);
  });
  std::vector<point2> h(2 * p.size());
  std::size_t k = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    while (k >= 2 && exactpred::orient2d(h[k - 2], h[k - 1], p[i]) != sign::positive) --k;
    h[k++] = p[i];
  }
  for (std::size_t i = p.size() - 1, lower = k + 1; i-- > 0;) {
    while (k >= lower && exactpred::orient2d(h[k - 2], h[k - 1], p[i]) != sign::positive) --k;
    h[k++] = p[i];
  }
  double area = 0;
  for (std::size_t i = 1; i + 1 < k - 1; ++i) {
    area += (h[i].x - h[0].x) * (h[i + 1].y - h[0].y) - (h[i].y - h[0].y) * (h[i + 1].x - h[0].x);
  }
  return area;
}

bool is_flat(const std::vector<point2>& p, const triangle& t) {
  return exactpred::orient2d(p[t[0]], p[t[1]], p[t[2]]) == sign::zero;
}

std::size_t count_flat(const std::vector<point2>& p, const std::vector<triangle>& tris) {
  return static_cast<std::size_t>(
      std::count_if(tris.begin(), tris.end(), [&](const triangle& t) { return is_flat(p, t); }));
}

/// Empty if every flat triangle lies on a line with no input point strictly on one side of
/// it (a supporting line of the exact convex hull, or the line of all-collinear input).
std::string flat_triangles_on_hull_lines(const std::vector<point2>& p,
                                         const std::vector<triangle>& tris) {
  for (const triangle& t : tris) {
    if (!is_flat(p, t)) continue;
    bool left = false, right = false;
    for (const point2& q : p) {
      const sign s = exactpred::orient2d(p[t[0]], p[t[1]], q);
      left = left || s == sign::positive;
      right = right || s == sign::negative;
    }
    if (left && right) {
      return "flat triangle [" + std::to_string(t[0]) + ", " + std::to_string(t[1]) + ", " +
             std::to_string(t[2]) + "] inside the point set";
    }
  }
  return std::string();
}

/// Empty if no input point lies strictly inside the circumcircle of a triangle of non-zero
/// area (the global Delaunay property at the input, checked by brute force).
std::string empty_circumcircles(const std::vector<point2>& p, const std::vector<triangle>& tris) {
  for (const triangle& t : tris) {
    if (is_flat(p, t)) continue;
    for (std::size_t q = 0; q < p.size(); ++q) {
      if (exactpred::incircle(p[t[0]], p[t[1]], p[t[2]], p[q]) == sign::positive) {
        return "point " + std::to_string(q) + " inside the circumcircle of [" +
               std::to_string(t[0]) + ", " + std::to_string(t[1]) + ", " + std::to_string(t[2]) +
               "]";
      }
    }
  }
  return std::string();
}

/// Empty if the triangulator's hull list is the boundary cycle of its triangles.
std::string hull_matches_boundary(const triangulation& r) {
  std::set<std::pair<std::uint32_t, std::uint32_t>> edges;
  for (const triangle& t : r.triangles) {
    for (int i = 0; i < 3; ++i) edges.insert({t[i], t[(i + 1) % 3]});
  }
  std::size_t boundary = 0;
  for (const auto& e : edges) boundary += edges.count({e.second, e.first}) == 0;
  if (boundary != r.hull.size()) {
    return std::to_string(boundary) + " boundary edges, hull of " + std::to_string(r.hull.size());
  }
  for (std::size_t i = 0; i < r.hull.size(); ++i) {
    const std::uint32_t a = r.hull[i], b = r.hull[(i + 1) % r.hull.size()];
    if (edges.count({a, b}) == 0 || edges.count({b, a}) != 0) {
      return "hull edge " + std::to_string(a) + " -> " + std::to_string(b) + " is no boundary edge";
    }
  }
  return std::string();
}

/// Triangulates, validates, and checks the properties every result must have.
triangulation checked(const std::vector<point2>& p) {
  const triangulation r = delaunay(p);
  EXPECT_EQ(validate(p, r.triangles), "");
  if (p.size() >= 3) {
    EXPECT_EQ(hull_matches_boundary(r), "");
    EXPECT_EQ(r.triangles.size(), 2 * p.size() - 2 - r.hull.size());
  }
  EXPECT_EQ(flat_triangles_on_hull_lines(p, r.triangles), "");
  if (p.size() <= 500) {
    EXPECT_EQ(empty_circumcircles(p, r.triangles), "");
  }
  return r;
}

/// The properties of a triangulated full m x n grid with unit spacing (after any relabelling).
void expect_grid_structure(const std::vector<point2>& p, const triangulation& r, int m, int n,
                           double unit = 1) {
  std::size_t nondegenerate = 0;
  for (const triangle& t : r.triangles) {
    if (is_flat(p, t)) continue;
    ++nondegenerate;
    EXPECT_EQ(doubled_area(p, t), unit * unit) << "a grid triangle bigger than half a square";
  }
  EXPECT_EQ(nondegenerate, std::size_t(2) * (m - 1) * (n - 1));
  const std::size_t boundary_points = std::size_t(2) * (m + n) - 4;
  EXPECT_EQ(count_flat(p, r.triangles), boundary_points - r.hull.size());
}

// ---- small and collinear input ---------------------------------------------------------

TEST(DelaunaySos, FewerThanThreePoints) {
  for (std::size_t n = 0; n < 3; ++n) {
    const std::vector<point2> p = {{1, 2}, {0, 5}};
    const std::vector<point2> q(p.begin(), p.begin() + std::min<std::size_t>(n, 2));
    const triangulation r = delaunay(q);
    EXPECT_TRUE(r.triangles.empty());
    EXPECT_EQ(r.hull.size(), q.size());
    EXPECT_EQ(validate(q, r.triangles), "");
  }
}

TEST(DelaunaySos, RejectsCoincidentAndNonFinitePoints) {
  EXPECT_THROW(delaunay({{0, 0}, {1, 0}, {0, 1}, {1, 0}}), std::invalid_argument);
  EXPECT_THROW(delaunay({{0, 0}, {1, 0}, {0, std::nan("")}}), std::invalid_argument);
  EXPECT_THROW(delaunay({{0, 0}, {HUGE_VAL, 0}, {0, 1}}), std::invalid_argument);
}

// k >= 3 collinear points: the perturbation makes them a thin convex polygon with h of them as
// vertices, triangulated into 2k - 2 - h triangles, all of exact area zero. With the indices
// increasing along the row every point is a vertex of that polygon: k - 2 flat triangles.
TEST(DelaunaySos, CollinearRow) {
  for (int k : {3, 4, 10, 50}) {
    std::vector<point2> horizontal, vertical, diagonal, falling;
    for (int i = 0; i < k; ++i) {
      horizontal.push_back({double(i), 7});
      vertical.push_back({-3, double(i)});
      diagonal.push_back({double(i), double(i)});
      falling.push_back({double(2 * i), double(-3 * i)});
    }
    for (const auto* row : {&horizontal, &vertical, &diagonal, &falling}) {
      const triangulation r = checked(*row);
      EXPECT_EQ(r.hull.size(), std::size_t(k));
      EXPECT_EQ(r.triangles.size(), std::size_t(k - 2));
      EXPECT_EQ(count_flat(*row, r.triangles), r.triangles.size());
    }
    for (std::uint32_t seed = 1; seed <= 5; ++seed) {
      std::vector<point2> shuffled = diagonal;
      shuffle(shuffled, seed);
      const triangulation r = checked(shuffled);
      EXPECT_EQ(count_flat(shuffled, r.triangles), r.triangles.size());
    }
  }
}

// A collinear row with one more point: the apex gives k - 1 proper triangles whichever side it
// is on; the row points the perturbation moves inside the hull add flat triangles.
TEST(DelaunaySos, CollinearRowWithApex) {
  for (double apex_y : {3.0, -3.0}) {
    for (bool apex_first : {false, true}) {
      std::vector<point2> p;
      if (apex_first) p.push_back({2.5, apex_y});
      for (int i = 0; i < 6; ++i) p.push_back({double(i), 0});
      if (!apex_first) p.push_back({2.5, apex_y});
      const triangulation r = checked(p);
      EXPECT_EQ(r.triangles.size() - count_flat(p, r.triangles), 5u);
      EXPECT_EQ(count_flat(p, r.triangles), 7 - r.hull.size());
    }
  }
}

// ---- grids ---------------------------------------------------------------------------------

TEST(DelaunaySos, FullGrids) {
  const std::pair<int, int> sizes[] = {{2, 2}, {3, 3}, {2, 17}, {7, 7}, {20, 20}, {32, 5}, {5, 32}};
  for (const auto& [m, n] : sizes) {
    SCOPED_TRACE(std::to_string(m) + " x " + std::to_string(n));
    const std::vector<point2> p = grid(m, n);
    const triangulation r = checked(p);
    expect_grid_structure(p, r, m, n);
    // Every coordinate is perturbed upwards, most for the smallest index. Numbered row by row,
    // each row is lifted most at its left end and each column moved right most at its bottom:
    // the bottom row and the left column bulge out, the top row and the right column bend in.
    // The hull is the bottom row, the left column and the top right corner.
    EXPECT_EQ(r.hull.size(), std::size_t(m + n));
    EXPECT_EQ(hull_doubled_area(p), 2.0 * (m - 1) * (n - 1));
  }
  // The unit square: two proper triangles, every corner a hull vertex.
  const triangulation square = delaunay(grid(2, 2));
  EXPECT_EQ(square.triangles.size(), 2u);
  EXPECT_EQ(square.hull.size(), 4u);
}

TEST(DelaunaySos, GridNumberedInOtherOrders) {
  for (const auto& [m, n] : {std::pair<int, int>{7, 7}, {12, 9}}) {
    SCOPED_TRACE(std::to_string(m) + " x " + std::to_string(n));
    const std::vector<point2> by_columns = grid_by_columns(m, n);
    expect_grid_structure(by_columns, checked(by_columns), m, n);
    std::vector<point2> reversed = grid(m, n);
    std::reverse(reversed.begin(), reversed.end());
    expect_grid_structure(reversed, checked(reversed), m, n);
    for (std::uint32_t seed = 1; seed <= 8; ++seed) {
      std::vector<point2> shuffled = grid(m, n);
      shuffle(shuffled, seed);
      expect_grid_structure(shuffled, checked(shuffled), m, n);
    }
  }
}

// Every minor the perturbation evaluates is homogeneous in the coordinates, so scaling by a
// power of two changes no sign: the triangulation must be the same one, down to subnormal
// coordinates (k * 2^-1069, k * 2^-1060) and up to 2^905, where the in-circle determinant is far
// outside the range of double.
TEST(DelaunaySos, ScaledGridsGiveTheSameTriangulation) {
  for (const auto& [m, n] : {std::pair<int, int>{20, 20}, {32, 5}, {7, 7}}) {
    const triangulation reference = delaunay(grid(m, n));
    for (int e : {-1069, -1060, -1000, -600, -1, 1, 300, 900}) {
      SCOPED_TRACE(std::to_string(m) + " x " + std::to_string(n) + " scaled by 2^" +
                   std::to_string(e));
      const std::vector<point2> p = grid(m, n, std::ldexp(1.0, e));
      const triangulation r = checked(p);
      EXPECT_EQ(r.triangles, reference.triangles);
      EXPECT_EQ(r.hull, reference.hull);
    }
  }
}

// A grid far from the origin: the coordinate differences stay exact, the lifted coordinates
// x^2 + y^2 are not representable. The perturbation is not translation invariant (the lifted
// coordinate mixes x and y), so only the structure is compared.
TEST(DelaunaySos, TranslatedGrids) {
  const double offsets[] = {std::ldexp(1.0, 30), -std::ldexp(1.0, 30), std::ldexp(1.0, 40) + 3,
                            std::ldexp(1.0, 52)};
  for (double offset : offsets) {
    for (double unit : {1.0, std::ldexp(1.0, -10)}) {
      if (offset == std::ldexp(1.0, 52) && unit != 1.0) continue;  // not exact there
      SCOPED_TRACE("offset " + std::to_string(offset) + ", spacing " + std::to_string(unit));
      const std::vector<point2> p = grid(20, 13, unit, offset);
      expect_grid_structure(p, checked(p), 20, 13, unit);
    }
  }
}

// ---- cocircular points ---------------------------------------------------------------------

TEST(DelaunaySos, LatticePointsOnACircle) {
  const std::pair<std::int64_t, std::size_t> circles[] = {
      {5, 12}, {25, 20}, {65, 36}, {325, 60}, {1105, 108}};
  for (const auto& [radius, count] : circles) {
    SCOPED_TRACE("r = " + std::to_string(radius));
    std::vector<point2> p = lattice_circle(radius);
    ASSERT_EQ(p.size(), count);
    // Cocircular only: any triangulation of the polygon is Delaunay; the perturbation picks
    // one. No three points are collinear, so no triangle is flat.
    triangulation r = checked(p);
    EXPECT_EQ(r.triangles.size(), count - 2);
    EXPECT_EQ(r.hull.size(), count);
    EXPECT_EQ(count_flat(p, r.triangles), 0u);
    // With the centre: a triangle of three circle points would have the centre strictly
    // inside its circle, so every triangle has the centre as a vertex.
    for (bool centre_first : {false, true}) {
      std::vector<point2> q = p;
      q.insert(centre_first ? q.begin() : q.end(), point2{0, 0});
      const std::uint32_t centre = centre_first ? 0 : static_cast<std::uint32_t>(count);
      r = checked(q);
      EXPECT_EQ(r.triangles.size(), count);
      for (const triangle& t : r.triangles) {
        EXPECT_TRUE(t[0] == centre || t[1] == centre || t[2] == centre);
      }
    }
    // With a few more points inside, outside and on a diameter.
    std::vector<point2> more = p;
    const double rr = double(radius);
    more.insert(more.begin() + 3, {{0, 0}, {1, 2}, {-2, 1}, {rr + 1, 0}, {0, -rr - 3}});
    more.push_back({rr / 5, 0});
    more.push_back({-rr / 5, 0});
    checked(more);
    shuffle(more, 7);
    checked(more);
  }
}

TEST(DelaunaySos, ConcentricCircles) {
  const std::pair<std::int64_t, std::int64_t> rings[] = {{5, 25}, {5, 10}, {65, 325}, {25, 1105}};
  for (const auto& [inner, outer] : rings) {
    for (bool with_centre : {false, true}) {
      SCOPED_TRACE("r = " + std::to_string(inner) + " and " + std::to_string(outer) +
                   (with_centre ? " with the centre" : ""));
      std::vector<point2> p = lattice_circle(inner);
      const std::vector<point2> o = lattice_circle(outer);
      p.insert(p.end(), o.begin(), o.end());
      if (with_centre) p.push_back({0, 0});
      const triangulation r = checked(p);
      EXPECT_EQ(r.hull.size(), o.size());
      EXPECT_EQ(count_flat(p, r.triangles), 0u);
      shuffle(p, 3);
      checked(p);
    }
  }
}

// ---- random input --------------------------------------------------------------------------

TEST(DelaunaySos, RandomSubsetsOfASmallGrid) {
  for (std::uint32_t seed = 1; seed <= 40; ++seed) {
    std::mt19937 rng(seed);
    const unsigned percent = 20 + seed % 4 * 20;  // keep 20 % to 80 % of the points
    std::vector<point2> p;
    for (const point2& q : grid(9, 9)) {
      if (rng() % 100 < percent) p.push_back(q);
    }
    if (seed % 2 == 0) shuffle(p, seed);
    SCOPED_TRACE("seed " + std::to_string(seed) + ", " + std::to_string(p.size()) + " points");
    const triangulation r = checked(p);
    double area = 0;
    for (const triangle& t : r.triangles) area += doubled_area(p, t);
    if (p.size() >= 3) {
      EXPECT_EQ(area, hull_doubled_area(p));
    }
  }
}

TEST(DelaunaySos, RandomDoubles) {
  for (std::uint32_t seed = 1; seed <= 5; ++seed) {
    for (std::size_t n : {3u, 4u, 10u, 100u, 2000u}) {
      SCOPED_TRACE("seed " + std::to_string(seed) + ", n = " + std::to_string(n));
      const std::vector<point2> p = random_points(n, seed);
      const triangulation r = checked(p);
      EXPECT_EQ(count_flat(p, r.triangles), 0u);
    }
  }
}

// ---- the largest cases ---------------------------------------------------------------------

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

TEST(DelaunaySos, LargeGrid) {
  const std::vector<point2> p = grid(100, 100);
  exactpred_example::delaunay_stats stats;
  const auto start = std::chrono::steady_clock::now();
  const triangulation r = delaunay(p, &stats);
  const double build = seconds_since(start);
  const auto checking = std::chrono::steady_clock::now();
  EXPECT_EQ(validate(p, r.triangles), "");
  const double check = seconds_since(checking);
  expect_grid_structure(p, r, 100, 100);
  std::printf(
      "  100 x 100 grid: %zu triangles in %.3f s (validate %.3f s), %zu of %zu in-circle "
      "tests degenerate, %zu flips\n",
      r.triangles.size(), build, check, stats.incircle_degenerate, stats.incircle_tests,
      stats.flips);
}

TEST(DelaunaySos, LargeRandom) {
  const std::vector<point2> p = random_points(100000, 2024);
  const auto start = std::chrono::steady_clock::now();
  const triangulation r = delaunay(p);
  const double build = seconds_since(start);
  const auto checking = std::chrono::steady_clock::now();
  EXPECT_EQ(validate(p, r.triangles), "");
  const double check = seconds_since(checking);
  EXPECT_EQ(count_flat(p, r.triangles), 0u);
  std::printf("  100000 random points: %zu triangles in %.3f s (validate %.3f s)\n",
              r.triangles.size(), build, check);
}

// ---- the oracle ----------------------------------------------------------------------------

/// Flips the diagonal shared by triangles s and t of a triangulation in the list.
bool flip_in_list(std::vector<triangle>& tris, std::size_t s, std::size_t t) {
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      const std::uint32_t a = tris[s][(i + 1) % 3], b = tris[s][(i + 2) % 3];
      if (tris[t][(j + 1) % 3] == b && tris[t][(j + 2) % 3] == a) {
        const std::uint32_t c = tris[s][i], d = tris[t][j];
        tris[s] = {c, a, d};
        tris[t] = {c, d, b};
        return true;
      }
    }
  }
  return false;
}

TEST(DelaunaySos, ValidateRejectsBrokenTriangulations) {
  const std::vector<point2> p = random_points(50, 11);
  const triangulation r = delaunay(p);
  ASSERT_EQ(validate(p, r.triangles), "");

  std::vector<triangle> t = r.triangles;
  std::swap(t[3][0], t[3][1]);
  EXPECT_NE(validate(p, t), "") << "a clockwise triangle";

  t = r.triangles;
  t.erase(t.begin() + 5);
  EXPECT_NE(validate(p, t), "") << "a missing triangle";

  t = r.triangles;
  t.push_back(t[0]);
  EXPECT_NE(validate(p, t), "") << "a repeated triangle";

  t = r.triangles;
  t[2][1] = static_cast<std::uint32_t>(p.size());
  EXPECT_NE(validate(p, t), "") << "a vertex out of range";

  // Flipping any edge whose quadrilateral is convex leaves a valid triangulation that is not
  // Delaunay (the Delaunay triangulation of points in general position is unique).
  std::size_t flipped = 0;
  for (std::size_t s = 0; s < r.triangles.size(); ++s) {
    for (std::size_t u = s + 1; u < r.triangles.size(); ++u) {
      t = r.triangles;
      if (!flip_in_list(t, s, u)) continue;
      if (doubled_area(p, t[s]) <= 0 || doubled_area(p, t[u]) <= 0) continue;
      ++flipped;
      const std::string error = validate(p, t);
      EXPECT_NE(error.find("not locally Delaunay"), std::string::npos) << error;
    }
  }
  EXPECT_GT(flipped, 10u);

  // The unit square: the other diagonal is Delaunay too, but not under the perturbation.
  const std::vector<point2> square = grid(2, 2);
  t = delaunay(square).triangles;
  ASSERT_EQ(t.size(), 2u);
  ASSERT_TRUE(flip_in_list(t, 0, 1));
  EXPECT_NE(validate(square, t).find("not locally Delaunay"), std::string::npos);

  // Flat triangles on the hull: the right column of the 2 x 5 grid numbered row by row bends
  // inwards; dropping one of its flat triangles breaks the boundary.
  const std::vector<point2> ladder = grid(2, 5);
  const triangulation lr = delaunay(ladder);
  ASSERT_EQ(validate(ladder, lr.triangles), "");
  for (std::size_t k = 0; k < lr.triangles.size(); ++k) {
    if (!is_flat(ladder, lr.triangles[k])) continue;
    t = lr.triangles;
    t.erase(t.begin() + static_cast<std::ptrdiff_t>(k));
    EXPECT_NE(validate(ladder, t), "");
  }
}

}  // namespace
