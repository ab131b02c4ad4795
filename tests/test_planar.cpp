// SPDX-License-Identifier: MIT
// Tests of the planar predicates: differential tests against the CGAL exact-rational reference
// (oracle/cgal_planar.cpp) on random, exactly degenerate (built from small integers and dyadic
// rationals, then scaled by 2^k over a wide range), nearly degenerate (rounded, off by ulps),
// extreme (subnormal, huge, mixed, signed zeros) and polygon-specific families; the stages of
// the polygon area sum alone; convex hull properties; input errors; hand-checked cases.
// A mismatch prints the query as an oracle command line that reproduces it.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cfenv>
#include <cfloat>
#include <cmath>
#include <limits>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "cgal_reference.hpp"
#include "exactpred/detail/planar_sum.hpp"
#include "exactpred/exactpred.hpp"
#include "query.hpp"
#include "support/families.hpp"
#include "support/query_text.hpp"
#include "support/test_scale.hpp"

namespace {

using exactpred::point2;
using exactpred::sign;
namespace ep = exactpred;
namespace tst = exactpred::testing;
using coords = std::vector<double>;
using rng_t = std::mt19937_64;

// ---------------------------------------------------------------------------------------------
// Comparing with the reference.

class differential {
 public:
  explicit differential(std::string name)
      : name_(std::move(name)),
        ours_(ep::query::find_predicate(name_)->ours),
        ref_(ep::oracle::reference_evaluator(name_)) {}

  // Compares both answers on the flattened arguments; returns the reference's answer.
  std::string check(const coords& x) {
    const std::string got = answer(ours_, x);
    const std::string expected = answer(ref_, x);
    ++count_;
    ++answers_[expected];
    if (got != expected && ++mismatches_ <= 10) {
      ADD_FAILURE() << tst::query_line(name_, x) << "\n  exactpred: " << got
                    << "\n  CGAL:      " << expected;
    }
    return expected;
  }

  // Every query agreed, and each of `words` was the answer at least once.
  void finish(const std::vector<std::string>& words, std::size_t minimum_queries) {
    EXPECT_EQ(mismatches_, 0u) << name_ << ": of " << count_ << " queries";
    EXPECT_GE(count_, exactpred::testing::scaled(minimum_queries)) << name_;
    for (const std::string& w : words) {
      EXPECT_GT(answers_[w], 0u) << name_ << ": the answer '" << w << "' never occurred";
    }
  }

  std::size_t occurrences(const std::string& word) { return answers_[word]; }

 private:
  static std::string answer(ep::query::evaluator f, const coords& x) {
    try {
      return f(x.data(), x.size());
    } catch (const std::exception& e) {
      return std::string("error: ") + e.what();
    }
  }

  std::string name_;
  ep::query::evaluator ours_;
  ep::query::evaluator ref_;
  std::map<std::string, std::size_t> answers_;
  std::size_t count_ = 0;
  std::size_t mismatches_ = 0;
};

// ---------------------------------------------------------------------------------------------
// Generators.

int int_in(rng_t& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
bool coin(rng_t& rng) { return int_in(rng, 0, 1) == 1; }
double small_int(rng_t& rng, int r) { return int_in(rng, -r, r); }
double unit(rng_t& rng) { return tst::uniform_coord(rng, 0.0, 1.0); }

void push(coords& x, const point2& p) {
  x.push_back(p.x);
  x.push_back(p.y);
}
point2 grid_point(rng_t& rng, int r) { return {small_int(rng, r), small_int(rng, r)}; }
point2 uniform_point(rng_t& rng) { return {tst::uniform_coord(rng), tst::uniform_coord(rng)}; }
point2 extreme_point(rng_t& rng) { return {tst::extreme_coord(rng), tst::extreme_coord(rng)}; }
// a + (j / 4)(b - a): exact for small integers a, b, j.
point2 on_line(const point2& a, const point2& b, int j) {
  return {a.x + j * (b.x - a.x) / 4, a.y + j * (b.y - a.y) / 4};
}
// a + t (b - a) rounded: near the line through a and b (a itself if that overflows).
point2 near_line(const point2& a, const point2& b, double t) {
  const point2 p{a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
  return std::isfinite(p.x) && std::isfinite(p.y) ? p : a;
}

// Scales all values by 2^k for a random k that keeps them exact: across the whole range
// usually, or pushed to the subnormal or the near-overflow end.
void random_scale(coords& x, rng_t& rng) {
  int k_min = 0, k_max = 0;
  tst::exact_scale_range(x, k_min, k_max);
  k_min = std::max(k_min, -1100);
  k_max = std::min(k_max, 1100);
  if (k_min > k_max) return;
  int k = int_in(rng, k_min, k_max);
  const int pick = int_in(rng, 0, 5);
  if (pick == 0) k = k_min;
  if (pick == 1) k = k_max;
  ASSERT_TRUE(tst::scale_by_power_of_two(x, k));
}

// Moves one value by 1-3 ulps.
void nudge(coords& x, rng_t& rng) {
  if (x.empty()) return;
  double& v = x[static_cast<std::size_t>(int_in(rng, 0, static_cast<int>(x.size()) - 1))];
  const double to = coin(rng) ? DBL_MAX : -DBL_MAX;
  for (int i = int_in(rng, 1, 3); i > 0; --i) v = std::nextafter(v, to);
}

// Flips the sign of some zeros (the answers must not depend on it).
void flip_zeros(coords& x, rng_t& rng) {
  for (double& v : x) {
    if (v == 0 && coin(rng)) v = -v;
  }
}

// A counted list: n, then the coordinates.
coords counted(const coords& pts) {
  coords x{static_cast<double>(pts.size() / 2)};
  x.insert(x.end(), pts.begin(), pts.end());
  return x;
}
coords concat(coords a, const coords& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}
std::vector<point2> as_points(const coords& pts) {
  std::vector<point2> v;
  for (std::size_t i = 0; i + 1 < pts.size(); i += 2) v.push_back({pts[i], pts[i + 1]});
  return v;
}

// ---------------------------------------------------------------------------------------------
// Fixed-size predicates.

constexpr int families = 7;

// The points of one query of a fixed-size predicate, by family: 0 random, 1 small grid,
// 2 exactly degenerate (built), 3 nearly degenerate (rounded), 4 degenerate then nudged,
// 5 extreme coordinates, 6 degenerate scaled to extreme exponents. `build(rng, exact)` makes a
// degenerate configuration (exact) or a rounded one (!exact).
template <class Build>
coords fixed_query(int fam, int points, rng_t& rng, const Build& build) {
  coords x;
  switch (fam) {
    case 0:
      for (int i = 0; i < points; ++i) push(x, uniform_point(rng));
      if (coin(rng)) random_scale(x, rng);
      break;
    case 1:
      for (int i = 0; i < points; ++i) push(x, grid_point(rng, 2));
      random_scale(x, rng);
      break;
    case 2:
      x = build(rng, true);
      random_scale(x, rng);
      break;
    case 3:
      x = build(rng, false);
      if (coin(rng)) nudge(x, rng);
      break;
    case 4:
      x = build(rng, true);
      random_scale(x, rng);
      nudge(x, rng);
      break;
    case 5:
      for (int i = 0; i < points; ++i) push(x, extreme_point(rng));
      break;
    default:
      x = build(rng, true);
      random_scale(x, rng);
      random_scale(x, rng);
      break;
  }
  flip_zeros(x, rng);
  return x;
}

// Checks `count` fixed-size queries of d's predicate with `points` points, the i-th of family
// i % families and passed through vary(i, x), and that each of `words` was an answer.
template <class Build, class Vary>
void check_fixed(differential& d, rng_t& rng, int points, int count, const Build& build,
                 const Vary& vary, const std::vector<std::string>& words) {
  for (int i = 0; i < exactpred::testing::scaled(count); ++i) {
    coords x = fixed_query(i % families, points, rng, build);
    vary(i, x);
    d.check(x);
  }
  d.finish(words, static_cast<std::size_t>(count));
}

void unvaried(int, coords&) {}

template <class Build>
void check_fixed(differential& d, rng_t& rng, int points, int count, const Build& build,
                 const std::vector<std::string>& words) {
  check_fixed(d, rng, points, count, build, unvaried, words);
}

// Swaps points i and j of the flattened 2D coordinates.
void swap_points(coords& x, std::size_t i, std::size_t j) {
  std::swap(x[2 * i], x[2 * j]);
  std::swap(x[2 * i + 1], x[2 * j + 1]);
}

TEST(PlanarDifferential, SameSide) {
  differential d("same_side_2d");
  rng_t rng(11);
  const auto build = [](rng_t& g, bool exact) {
    const point2 a = grid_point(g, 6), b = coin(g) ? grid_point(g, 6) : a;
    const point2 p = exact ? on_line(a, b, int_in(g, -8, 12)) : near_line(a, b, unit(g) * 3 - 1);
    const point2 q =
        coin(g) ? grid_point(g, 6)
                : (exact ? on_line(a, b, int_in(g, -8, 12)) : near_line(a, b, unit(g) * 3 - 1));
    coords x;
    for (const point2& v : {p, q, a, b}) push(x, v);
    return x;
  };
  check_fixed(d, rng, 4, 14000, build, {"-1", "0", "1"});
}

TEST(PlanarDifferential, SegmentIntersect) {
  differential d("segment_intersect_2d");
  rng_t rng(12);
  const auto build = [](rng_t& g, bool exact) {
    coords x;
    const int kind = int_in(g, 0, 4);
    const point2 a = grid_point(g, 6), b = grid_point(g, 6);
    if (kind == 4) {  // a shared endpoint a; the other two on one line through it (either side,
                      // or a itself), or off it; the permutations below vary which endpoint
      const point2 c = exact ? on_line(a, b, int_in(g, -6, 6)) : near_line(a, b, unit(g) * 4 - 2);
      for (const point2& v : {a, b, a, coin(g) ? c : grid_point(g, 6)}) push(x, v);
      if (coin(g)) {
        std::swap(x[0], x[2]);
        std::swap(x[1], x[3]);
      }
    } else if (kind == 0) {  // all four on one line
      for (int i = 0; i < 4; ++i) {
        push(x, exact ? on_line(a, b, int_in(g, -6, 10)) : near_line(a, b, unit(g) * 3 - 1));
      }
    } else if (kind == 1) {  // an endpoint on the other segment, or shared
      const point2 c = grid_point(g, 6);
      const point2 on = exact ? on_line(a, b, int_in(g, 0, 4)) : near_line(a, b, unit(g));
      for (const point2& v : {a, b, on, c}) push(x, v);
    } else if (kind == 2) {  // both through one dyadic point, symmetric about it
      const point2 c = grid_point(g, 4), u = grid_point(g, 3), w = grid_point(g, 3);
      const double s = int_in(g, 1, 4) / 4.0;
      for (const point2& v : {point2{c.x - u.x, c.y - u.y}, point2{c.x + s * u.x, c.y + s * u.y},
                              point2{c.x - w.x, c.y - w.y}, point2{c.x + w.x, c.y + w.y}}) {
        push(x, v);
      }
      if (!exact) nudge(x, g);
    } else {  // zero-length segments
      const point2 p = exact ? on_line(a, b, int_in(g, -2, 6)) : near_line(a, b, unit(g));
      for (const point2& v : {p, p, a, coin(g) ? b : a}) push(x, v);
    }
    return x;
  };
  const auto permute = [](int i, coords& x) {
    if (i % 5 == 0) swap_points(x, 0, 1);  // endpoint permutations
    if (i % 7 == 0) {                      // the segments' order
      swap_points(x, 0, 2);
      swap_points(x, 1, 3);
    }
  };
  check_fixed(d, rng, 4, 16000, build, permute,
              {"disjoint", "crossing", "touching", "overlapping"});
}

TEST(PlanarDifferential, PointInTriangle) {
  differential d("point_in_triangle_2d");
  rng_t rng(13);
  const auto build = [](rng_t& g, bool exact) {
    const point2 a = grid_point(g, 5), b = grid_point(g, 5);
    const int kind = int_in(g, 0, 3);
    point2 c = grid_point(g, 5);
    if (kind == 0) c = exact ? on_line(a, b, int_in(g, -4, 8)) : near_line(a, b, unit(g) * 2);
    if (kind == 1) c = coin(g) ? a : b;
    point2 p;
    if (exact) {
      // (i a + j b + k c) / 4 with i + j + k = 4: vertices, edge points, interior, outside.
      const int i = int_in(g, -1, 5), j = int_in(g, -1, 5 - i), k = 4 - i - j;
      p = {(i * a.x + j * b.x + k * c.x) / 4, (i * a.y + j * b.y + k * c.y) / 4};
    } else {
      const double u = unit(g), v = unit(g) * (1 - u);
      p = {a.x + u * (b.x - a.x) + v * (c.x - a.x), a.y + u * (b.y - a.y) + v * (c.y - a.y)};
      if (coin(g)) p = near_line(a, b, unit(g));
    }
    coords x;
    for (const point2& v : {p, a, b, c}) push(x, v);
    return x;
  };
  const auto reorient = [](int i, coords& x) {
    if (i % 3 == 0) swap_points(x, 2, 3);  // the other orientation
  };
  check_fixed(d, rng, 4, 16000, build, reorient, {"outside", "inside", "on_edge", "on_vertex"});
}

TEST(PlanarDifferential, CompareDistance) {
  differential d("compare_distance_2d");
  rng_t rng(14);
  const auto build = [](rng_t& g, bool exact) {
    const point2 p = grid_point(g, 6), q = grid_point(g, 6);
    const double dx = q.x - p.x, dy = q.y - p.y;
    point2 r;
    if (exact) {  // a rotation or reflection of q about p: equally far
      const int k = int_in(g, 0, 3);
      r = k == 0 ? point2{p.x - dy, p.y + dx}
                 : (k == 1 ? point2{p.x + dy, p.y + dx}
                           : (k == 2 ? point2{p.x - dx, p.y + dy} : point2{p.x + dx, p.y - dy}));
    } else {
      const double len = std::sqrt(dx * dx + dy * dy), t = unit(g) * 6.3;
      r = {p.x + len * std::cos(t), p.y + len * std::sin(t)};
    }
    coords x;
    for (const point2& v : {p, q, r}) push(x, v);
    return x;
  };
  check_fixed(d, rng, 3, 14000, build, {"-1", "0", "1"});
}

// ---------------------------------------------------------------------------------------------
// Polygons.

// The coordinates of a polygon of n vertices, by family: 0 random, 1 small grid (collinear
// and repeated vertices, self-intersections), 2 collinear, 3 a polygon followed by its reverse
// (exactly zero area), 4 star polygons winding several times, 5 extreme coordinates,
// 6 repeated vertices and zero-length edges.
coords polygon_coords(int fam, int n, rng_t& rng) {
  coords x;
  switch (fam) {
    case 0:
      for (int i = 0; i < n; ++i) push(x, uniform_point(rng));
      break;
    case 1:
      for (int i = 0; i < n; ++i) push(x, grid_point(rng, 3));
      break;
    case 2: {
      const point2 a = grid_point(rng, 5), b = grid_point(rng, 5);
      for (int i = 0; i < n; ++i) push(x, on_line(a, b, int_in(rng, -8, 12)));
      break;
    }
    case 3: {
      std::vector<point2> v;
      for (int i = 0; i < (n + 1) / 2; ++i) v.push_back(grid_point(rng, 20));
      for (const point2& p : v) push(x, p);
      for (auto it = v.rbegin(); it != v.rend(); ++it) push(x, *it);
      break;
    }
    case 4: {
      // {m/k} star on a circle of radius 1000, rounded to integers: winds k times.
      const int m = std::max(n, 3) | 1;
      const int k = int_in(rng, 1, (m - 1) / 2);
      const double cx = small_int(rng, 3), cy = small_int(rng, 3);
      for (int i = 0; i < m; ++i) {
        const double t = 2 * M_PI * k * i / m;
        push(x, {cx + std::round(1000 * std::cos(t)), cy + std::round(1000 * std::sin(t))});
      }
      if (coin(rng)) {  // clockwise
        coords y;
        for (std::size_t i = x.size(); i >= 2; i -= 2) {
          y.push_back(x[i - 2]);
          y.push_back(x[i - 1]);
        }
        x = y;
      }
      break;
    }
    case 5:
      for (int i = 0; i < n; ++i) push(x, extreme_point(rng));
      break;
    default: {
      std::vector<point2> v;
      for (int i = 0; i < n; ++i) v.push_back(grid_point(rng, 4));
      for (int i = 0; i < n; ++i) {
        push(x, v[static_cast<std::size_t>(i)]);
        if (coin(rng)) push(x, v[static_cast<std::size_t>(i)]);
      }
      break;
    }
  }
  return x;
}

TEST(PlanarDifferential, PolygonOrientation) {
  differential d("polygon_orientation");
  rng_t rng(15);
  for (int i = 0; i < exactpred::testing::scaled(9000); ++i) {
    coords pts = polygon_coords(i % families, int_in(rng, 0, 14), rng);
    if (i % 3 == 0) random_scale(pts, rng);
    if (i % 4 == 1) nudge(pts, rng);
    flip_zeros(pts, rng);
    d.check(counted(pts));
  }
  d.finish({"-1", "0", "1"}, 9000);
}

// Long polygons with heavy cancellation: a polygon traversed forward and back (area exactly
// zero) far from the origin, some moved by an ulp; huge vertex counts; mixed magnitudes.
TEST(PlanarDifferential, PolygonOrientationLong) {
  differential d("polygon_orientation");
  rng_t rng(16);
  for (int i = 0; i < 120; ++i) {
    const int n = i % 10 == 0 ? int_in(rng, 20000, 60000) : int_in(rng, 100, 3000);
    std::vector<point2> v;
    const double offset = std::ldexp(1.0, int_in(rng, 0, 60));
    for (int j = 0; j < n / 2; ++j) {
      v.push_back({offset + small_int(rng, 1000), offset + small_int(rng, 1000)});
    }
    coords pts;
    for (const point2& p : v) push(pts, p);
    for (auto it = v.rbegin(); it != v.rend(); ++it) push(pts, *it);
    const int kind = i % 6;
    if (kind == 1 || kind == 4) nudge(pts, rng);
    if (kind == 2) {  // a tiny extra triangle's worth of area
      pts.push_back(pts[0] + 1);
      pts.push_back(pts[1] + (coin(rng) ? 0.5 : -0.5));
    }
    if (kind == 3) random_scale(pts, rng);
    if (kind == 5) {
      for (double& c : pts) {
        if (coin(rng)) c = tst::extreme_coord(rng);
      }
    }
    d.check(counted(pts));
  }
  d.finish({"-1", "0", "1"}, 120);
}

// Each stage of the polygon area sum alone agrees with the reference.
TEST(PlanarStages, PolygonOrientationStagesAlone) {
  rng_t rng(17);
  namespace dt = exactpred::detail;
  const ep::query::evaluator ref = ep::oracle::reference_evaluator("polygon_orientation");
  std::size_t filtered = 0, fanned = 0, expanded = 0, declined = 0, queries = 0;
  for (int i = 0; i < exactpred::testing::scaled(6000); ++i) {
    coords pts = polygon_coords(i % families, int_in(rng, 3, 14), rng);
    if (i % 3 == 0) random_scale(pts, rng);
    if (i % 4 == 1) nudge(pts, rng);
    const coords x = counted(pts);
    const int expected = std::stoi(ref(x.data(), x.size()));
    const std::vector<point2> v = as_points(pts);
    const std::size_t terms = v.size() - 2;
    const auto term = [&v](std::size_t k, double* out) {
      const point2* w[3] = {&v[0], &v[k + 1], &v[k + 2]};
      for (int j = 0; j < 3; ++j) {
        out[2 * j] = w[j]->x;
        out[2 * j + 1] = w[j]->y;
      }
    };
    const dt::term_source source{&term, [](const void* ctx, std::size_t k, double* out) {
                                   (*static_cast<decltype(&term)>(ctx))(k, out);
                                 }};
    const auto f = dt::summed_filter_sign<dt::orient2d_formula>(terms, term);
    // The same filter on the points in place (polygon_orientation's on a point array).
    const auto fan = dt::summed_fan_filter_sign<dt::orient2d_formula>(&v[0].x, 2, v.size());
    const auto e = dt::summed_expansion_sign<dt::orient2d_formula>(terms, source);
    const sign x3 = dt::summed_exact_sign<dt::orient2d_formula>(terms, source);
    ++queries;
    filtered += f.has_value();
    fanned += fan.has_value();
    expanded += e.has_value();
    declined += !e.has_value();
    const bool ok = (!f || ep::to_int(*f) == expected) && (!fan || ep::to_int(*fan) == expected) &&
                    (!e || ep::to_int(*e) == expected) && ep::to_int(x3) == expected &&
                    ep::to_int(ep::polygon_orientation(v)) == expected;
    if (!ok) {
      ADD_FAILURE() << tst::query_line("polygon_orientation", x) << "\n  reference " << expected
                    << ", filter " << (f ? std::to_string(ep::to_int(*f)) : "uncertain")
                    << ", in place " << (fan ? std::to_string(ep::to_int(*fan)) : "uncertain")
                    << ", expansion " << (e ? std::to_string(ep::to_int(*e)) : "declined")
                    << ", exact " << ep::to_int(x3);
      break;
    }
  }
  // Every stage decided a fair share of the queries.
  EXPECT_GT(filtered, queries / 4);
  // The in-place filter's constant is the one for the next power of two of the term count: it
  // declines at most a few more.
  EXPECT_GT(fanned, filtered - filtered / 50);
  EXPECT_GT(expanded, queries / 4);
  EXPECT_GT(declined, 0u);
}

// The n-term filter's bound holds in every rounding mode (the filter runs in the caller's).
TEST(PlanarStages, PolygonOrientationInEveryRoundingMode) {
  const ep::query::evaluator ref = ep::oracle::reference_evaluator("polygon_orientation");
  rng_t rng(21);
  std::vector<coords> queries;
  std::vector<int> expected;
  for (int i = 0; i < 1500; ++i) {
    coords pts = polygon_coords(i % families, int_in(rng, 3, 14), rng);
    if (i % 3 == 0) random_scale(pts, rng);
    if (i % 2 == 1) nudge(pts, rng);
    queries.push_back(pts);
    const coords x = counted(pts);
    expected.push_back(std::stoi(ref(x.data(), x.size())));
  }
  for (const int mode : {FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO, FE_TONEAREST}) {
    std::size_t mismatches = 0;
    for (std::size_t i = 0; i < queries.size(); ++i) {
      const std::vector<point2> v = as_points(queries[i]);
      ASSERT_EQ(std::fesetround(mode), 0);
      const int got = ep::to_int(ep::polygon_orientation(v));
      std::fesetround(FE_TONEAREST);
      if (got != expected[i] && ++mismatches <= 5) {
        ADD_FAILURE() << "rounding mode " << mode << ": "
                      << tst::query_line("polygon_orientation", counted(queries[i])) << "\n  got "
                      << got << ", reference " << expected[i];
      }
    }
    EXPECT_EQ(mismatches, 0u);
  }
}

// The terms of the fan of polygon p for summed_filter_sign: term k is the orient2d query
// (p[0], p[k + 1], p[k + 2]).
auto fan_term(const std::vector<point2>& p) {
  return [&p](std::size_t k, double* out) {
    out[0] = p[0].x;
    out[1] = p[0].y;
    out[2] = p[k + 1].x;
    out[3] = p[k + 1].y;
    out[4] = p[k + 2].x;
    out[5] = p[k + 2].y;
  };
}

// The filter's bound for n terms is not too pessimistic: well-conditioned sums are certain.
TEST(PlanarStages, SummedFilterCertifiesEasySums) {
  namespace dt = exactpred::detail;
  std::vector<point2> v;
  for (int i = 0; i < exactpred::testing::scaled(100000); ++i) {
    const double t = 2 * M_PI * i / 100000;
    v.push_back({std::cos(t), std::sin(t)});
  }
  const auto s = dt::summed_filter_sign<dt::orient2d_formula>(v.size() - 2, fan_term(v));
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(*s, sign::positive);
  // An exactly zero sum is never certified.
  std::vector<point2> w = {{0, 0}, {1, 0}, {1, 1}, {0, 1}, {1, 1}, {1, 0}};
  EXPECT_FALSE(dt::summed_filter_sign<dt::orient2d_formula>(w.size() - 2, fan_term(w)).has_value());
  EXPECT_EQ(ep::polygon_orientation(w), sign::zero);
}

// Winding number and point in polygon (both fill rules) on the same queries.
TEST(PlanarDifferential, WindingAndPointInPolygon) {
  differential wn("winding_number");
  differential nz("point_in_polygon");
  differential eo("point_in_polygon_even_odd");
  rng_t rng(18);
  std::size_t multiple = 0;
  for (int i = 0; i < exactpred::testing::scaled(12000); ++i) {
    const int fam = i % families;
    coords pts = polygon_coords(fam, int_in(rng, 0, 12), rng);
    point2 p;
    const int where = int_in(rng, 0, 4);
    const std::vector<point2> v = as_points(pts);
    if (where == 0 || v.empty()) {
      p = fam == 4 ? grid_point(rng, 200)
                   : (fam == 0 || fam == 5 ? uniform_point(rng) : grid_point(rng, 3));
    } else if (where == 1) {  // a vertex, or on an edge, exactly when the vertices are dyadic
      const point2& a = v[static_cast<std::size_t>(int_in(rng, 0, static_cast<int>(v.size()) - 1))];
      const point2& b = v[static_cast<std::size_t>(int_in(rng, 0, static_cast<int>(v.size()) - 1))];
      p = coin(rng) ? a : point2{(a.x + b.x) / 2, (a.y + b.y) / 2};
    } else if (where == 2) {  // half-integer points: on edges and vertices' lines
      p = {small_int(rng, 6) / 2, small_int(rng, 6) / 2};
    } else if (where == 3) {  // near an edge
      const std::size_t k =
          static_cast<std::size_t>(int_in(rng, 0, static_cast<int>(v.size()) - 1));
      p = near_line(v[k], v[(k + 1) % v.size()], unit(rng));
    } else {
      p = {small_int(rng, 3), small_int(rng, 3)};
    }
    if (!(std::isfinite(p.x) && std::isfinite(p.y))) p = v[0];  // a midpoint overflowed
    coords x;
    push(x, p);
    x = concat(x, pts);
    if (i % 3 == 0) random_scale(x, rng);
    if (i % 5 == 2) nudge(x, rng);
    flip_zeros(x, rng);
    coords q(x.begin(), x.begin() + 2);
    q = concat(q, counted(coords(x.begin() + 2, x.end())));
    const std::string w = wn.check(q);
    if (w != "on_boundary" && w != "0" && w != "1" && w != "-1") ++multiple;
    nz.check(q);
    eo.check(q);
  }
  wn.finish({"on_boundary", "0", "1", "-1", "2", "-2"}, 12000);
  EXPECT_GT(multiple, 100u);
  nz.finish({"inside", "outside", "on_boundary"}, 12000);
  eo.finish({"inside", "outside", "on_boundary"}, 12000);
  // Even-odd and non-zero differ where the winding number is even and non-zero.
  EXPECT_GT(nz.occurrences("inside"), eo.occurrences("inside"));
}

// The same on polygons of 40 to 200 vertices: the winding loop takes the vertices 63 edges at
// a time, so these cross its blocks' seams (and the closing edge wraps from the last block).
TEST(PlanarDifferential, WindingOnLongPolygons) {
  differential wn("winding_number");
  differential eo("point_in_polygon_even_odd");
  rng_t rng(1863);
  for (int i = 0; i < exactpred::testing::scaled(300); ++i) {
    const int fam = i % families;
    const coords pts = polygon_coords(fam, int_in(rng, 40, 200), rng);
    const std::vector<point2> v = as_points(pts);
    if (v.empty()) continue;
    point2 p;
    const std::size_t k = static_cast<std::size_t>(int_in(rng, 0, static_cast<int>(v.size()) - 1));
    switch (i % 4) {
      case 0:  // a vertex anywhere along the polygon, in the last block too
        p = v[k];
        break;
      case 1:  // level with a vertex
        p = {v[(k + 1) % v.size()].x / 2 + v[k].x / 2, v[k].y};
        break;
      case 2:
        p = near_line(v[k], v[(k + 1) % v.size()], unit(rng));
        break;
      default:
        p = fam == 4 ? grid_point(rng, 200) : uniform_point(rng);
        break;
    }
    if (!(std::isfinite(p.x) && std::isfinite(p.y))) p = v[0];
    coords x;
    push(x, p);
    x = concat(x, pts);
    if (i % 3 == 0) random_scale(x, rng);
    flip_zeros(x, rng);
    coords q(x.begin(), x.begin() + 2);
    q = concat(q, counted(coords(x.begin() + 2, x.end())));
    wn.check(q);
    eo.check(q);
  }
  wn.finish({"on_boundary", "0", "1", "-1"}, 300);
}

// ---------------------------------------------------------------------------------------------
// Convex hull.

// Properties of a hull result on any input: indices valid and distinct, the first is the
// lexicographically smallest point, every turn a left turn (or collinear when keeping
// collinear points), and every input point inside or on the hull.
void check_hull_properties(const std::vector<point2>& pts, const std::vector<std::size_t>& h,
                           bool keep_collinear, const coords& x) {
  const std::string line =
      tst::query_line(keep_collinear ? "convex_hull_collinear" : "convex_hull", counted(x));
  if (pts.empty()) {
    EXPECT_TRUE(h.empty()) << line;
    return;
  }
  ASSERT_FALSE(h.empty()) << line;
  std::vector<std::size_t> sorted = h;
  std::sort(sorted.begin(), sorted.end());
  ASSERT_TRUE(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end()) << line;
  for (std::size_t i : h) ASSERT_LT(i, pts.size()) << line;
  for (const point2& p : pts) {
    const point2& f = pts[h[0]];
    ASSERT_FALSE(p.x < f.x || (p.x == f.x && p.y < f.y)) << line;
  }
  if (h.size() == 1) {
    for (const point2& p : pts) ASSERT_TRUE(p.x == pts[h[0]].x && p.y == pts[h[0]].y) << line;
    return;
  }
  bool collinear = true;
  for (const point2& p : pts) {
    collinear = collinear && ep::orient2d(pts[h[0]], pts[h[1]], p) == sign::zero;
  }
  if (collinear) {
    // From the smallest to the largest point: the two extremes, or every distinct point.
    std::vector<point2> distinct;
    for (const point2& p : pts) {
      if (std::none_of(distinct.begin(), distinct.end(),
                       [&](const point2& q) { return q.x == p.x && q.y == p.y; })) {
        distinct.push_back(p);
      }
    }
    ASSERT_EQ(h.size(), keep_collinear ? distinct.size() : 2u) << line;
    for (std::size_t i = 0; i + 1 < h.size(); ++i) {
      const point2& a = pts[h[i]];
      const point2& b = pts[h[i + 1]];
      ASSERT_TRUE(a.x < b.x || (a.x == b.x && a.y < b.y)) << line;
    }
    for (const point2& p : pts) {
      const point2& b = pts[h.back()];
      ASSERT_FALSE(b.x < p.x || (b.x == p.x && b.y < p.y)) << line;
    }
    return;
  }
  const std::size_t m = h.size();
  bool turned = false;
  for (std::size_t i = 0; i < m; ++i) {
    const sign s = ep::orient2d(pts[h[i]], pts[h[(i + 1) % m]], pts[h[(i + 2) % m]]);
    if (keep_collinear) {
      ASSERT_NE(s, sign::negative) << line;
    } else {
      ASSERT_EQ(s, sign::positive) << line;
    }
    turned = turned || s == sign::positive;
    for (const point2& p : pts) {
      ASSERT_NE(ep::orient2d(pts[h[i]], pts[h[(i + 1) % m]], p), sign::negative) << line;
    }
  }
  ASSERT_TRUE(turned) << line;
  // Turning once around: a convex, non-self-touching boundary has positive area.
  std::vector<point2> poly;
  for (std::size_t i : h) poly.push_back(pts[i]);
  ASSERT_EQ(ep::polygon_orientation(poly), sign::positive) << line;
}

TEST(PlanarDifferential, ConvexHull) {
  differential strict("convex_hull");
  differential keep("convex_hull_collinear");
  rng_t rng(19);
  std::size_t sizes[4] = {0, 0, 0, 0};  // hulls of 0, 1, 2, 3+ points
  for (int i = 0; i < exactpred::testing::scaled(5000); ++i) {
    const int fam = i % 6;
    const int n = int_in(rng, 0, 24);
    coords pts;
    if (fam == 0) {
      for (int j = 0; j < n; ++j) push(pts, grid_point(rng, 3));
    } else if (fam == 1) {  // all collinear, with repeats
      pts = polygon_coords(2, n, rng);
    } else if (fam == 2) {  // nearly collinear: rounded points on a line, and a few others
      const point2 a = uniform_point(rng), b = uniform_point(rng);
      for (int j = 0; j < n; ++j) {
        push(pts, j % 7 == 6 ? uniform_point(rng) : near_line(a, b, unit(rng) * 4 - 2));
      }
    } else if (fam == 3) {  // rounded circle points: many nearly collinear triples
      const double r = std::ldexp(1.0, int_in(rng, -3, 30));
      for (int j = 0; j < n; ++j) {
        const double t = unit(rng) * 6.283185307179586;
        push(pts, {r * std::cos(t), r * std::sin(t)});
      }
    } else if (fam == 4) {
      for (int j = 0; j < n; ++j) push(pts, extreme_point(rng));
    } else {  // grid points with duplicates of earlier ones
      for (int j = 0; j < n; ++j) {
        if (j > 0 && coin(rng)) {
          const std::size_t k = static_cast<std::size_t>(int_in(rng, 0, j - 1));
          push(pts, {pts[2 * k], pts[2 * k + 1]});
        } else {
          push(pts, grid_point(rng, 4));
        }
      }
    }
    if (i % 3 == 0) random_scale(pts, rng);
    if (i % 4 == 1 && fam != 1) nudge(pts, rng);
    flip_zeros(pts, rng);
    const std::vector<point2> v = as_points(pts);
    const std::vector<std::size_t> hs = ep::convex_hull(v);
    const std::vector<std::size_t> hk = ep::convex_hull(v, true);
    check_hull_properties(v, hs, false, pts);
    check_hull_properties(v, hk, true, pts);
    EXPECT_GE(hk.size(), hs.size());
    ++sizes[std::min<std::size_t>(hs.size(), 3)];
    strict.check(counted(pts));
    keep.check(counted(pts));
  }
  strict.finish({""}, 5000);
  keep.finish({""}, 5000);
  for (std::size_t s : sizes) EXPECT_GT(s, 0u);
}

// ---------------------------------------------------------------------------------------------
// Convex polygons.

// A convex polygon on a small grid around `center`: the strict hull of random points, then
// sometimes with repeated vertices, collinear edge midpoints, reversed or rotated; or a
// degenerate one (a point, or collinear points). `strict` says whether it is a strict hull of
// at least three vertices (safe to move by an ulp).
coords convex_polygon(rng_t& rng, const point2& center, int r, bool& strict) {
  strict = false;
  const int kind = int_in(rng, 0, 9);
  std::vector<point2> v;
  if (kind == 0) {
    v.push_back({center.x + small_int(rng, r), center.y + small_int(rng, r)});
  } else if (kind == 1) {
    const point2 a{center.x + small_int(rng, r), center.y + small_int(rng, r)};
    const point2 b{center.x + small_int(rng, r), center.y + small_int(rng, r)};
    for (int j = int_in(rng, 2, 4); j > 0; --j) v.push_back(on_line(a, b, int_in(rng, 0, 4)));
  } else {
    std::vector<point2> cloud;
    for (int j = int_in(rng, 3, 9); j > 0; --j) {
      cloud.push_back({center.x + small_int(rng, r), center.y + small_int(rng, r)});
    }
    for (std::size_t i : ep::convex_hull(cloud)) v.push_back(cloud[i]);
    strict = v.size() >= 3;
    if (kind == 2 && v.size() >= 2) {  // a repeated vertex
      const std::size_t k =
          static_cast<std::size_t>(int_in(rng, 0, static_cast<int>(v.size()) - 1));
      const point2 repeated = v[k];
      v.insert(v.begin() + static_cast<std::ptrdiff_t>(k), repeated);
      strict = false;
    }
    if (kind == 3 && v.size() >= 2) {  // a collinear vertex: an edge's midpoint
      const std::size_t k =
          static_cast<std::size_t>(int_in(rng, 0, static_cast<int>(v.size()) - 1));
      const point2 a = v[k], b = v[(k + 1) % v.size()];
      v.insert(v.begin() + static_cast<std::ptrdiff_t>(k + 1), {(a.x + b.x) / 2, (a.y + b.y) / 2});
      strict = false;
    }
    if (coin(rng)) std::reverse(v.begin(), v.end());
    if (!v.empty()) {
      std::rotate(v.begin(), v.begin() + int_in(rng, 0, static_cast<int>(v.size()) - 1), v.end());
    }
  }
  coords x;
  for (const point2& p : v) push(x, p);
  return x;
}

TEST(PlanarDifferential, ConvexPolygonsIntersect) {
  differential d("convex_polygons_intersect");
  rng_t rng(20);
  for (int i = 0; i < exactpred::testing::scaled(6000); ++i) {
    const int r = int_in(rng, 1, 4);
    const point2 ca = grid_point(rng, 1);
    const point2 cb = {ca.x + small_int(rng, 2 * r), ca.y + small_int(rng, 2 * r)};
    bool strict_a = false, strict_b = false;
    const coords a = convex_polygon(rng, ca, r, strict_a);
    const coords b = convex_polygon(rng, cb, r, strict_b);
    coords all = concat(a, b);
    if (i % 2 == 0) {
      random_scale(all, rng);
      // Moved by ulps: a strictly convex polygon of integer vertices stays convex, unless
      // the scaling made its coordinates subnormal (then an ulp is not small).
      const bool normal = std::all_of(all.begin(), all.end(),
                                      [](double v) { return v == 0 || std::fabs(v) >= 0x1p-1000; });
      if (i % 3 == 0 && strict_a && strict_b && normal) nudge(all, rng);
    } else if (i % 3 == 0) {  // far from the origin: an exact translation by a power of two
      const double shift = std::ldexp(1.0, int_in(rng, 10, 50));
      for (std::size_t k = 0; k < all.size(); k += 2) all[k] += shift;
    }
    flip_zeros(all, rng);
    const coords pa(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(a.size()));
    const coords pb(all.begin() + static_cast<std::ptrdiff_t>(a.size()), all.end());
    d.check(concat(counted(pa), counted(pb)));
    if (i % 4 == 0) d.check(concat(counted(pb), counted(pa)));
  }
  d.finish({"disjoint", "touching", "overlapping"}, 6000);
}

// ---------------------------------------------------------------------------------------------
// Hand-checked cases.

TEST(PlanarKnownCases, SameSide) {
  EXPECT_EQ(ep::same_side_2d(point2{0, 1}, {5, 2}, {0, 0}, {1, 0}), sign::positive);
  EXPECT_EQ(ep::same_side_2d(point2{0, 1}, {5, -2}, {0, 0}, {1, 0}), sign::negative);
  EXPECT_EQ(ep::same_side_2d(point2{0, 1}, {5, 0}, {0, 0}, {1, 0}), sign::zero);
  EXPECT_EQ(ep::same_side_2d(point2{0, 1}, {5, 2}, {3, 3}, {3, 3}), sign::zero);
  // Kettner's near-collinear point: 0.5 + 2^-53 is not on the line y = x.
  EXPECT_EQ(ep::same_side_2d(point2{0.5, 0.5 + 0x1p-53}, {0, 1}, {12, 12}, {24, 24}),
            sign::positive);
  const std::array<double, 2> p{0, 1}, q{1, 2}, a{0, 0}, b{1, 0};
  EXPECT_EQ(ep::same_side_2d(p, q, a, b), sign::positive);
}

TEST(PlanarKnownCases, SegmentIntersect) {
  using r = ep::segment_relation;
  EXPECT_EQ(ep::segment_intersect_2d(point2{0, 0}, {2, 2}, {0, 2}, {2, 0}), r::crossing);
  EXPECT_EQ(ep::segment_intersect_2d(point2{0, 0}, {2, 2}, {1, 1}, {2, 0}), r::touching);
  EXPECT_EQ(ep::segment_intersect_2d(point2{0, 0}, {2, 2}, {2, 2}, {3, 0}), r::touching);
  EXPECT_EQ(ep::segment_intersect_2d(point2{0, 0}, {2, 2}, {2, 2}, {3, 3}), r::touching);
  EXPECT_EQ(ep::segment_intersect_2d(point2{0, 0}, {2, 2}, {1, 1}, {3, 3}), r::overlapping);
  EXPECT_EQ(ep::segment_intersect_2d(point2{0, 0}, {2, 2}, {3, 3}, {4, 4}), r::disjoint);
  EXPECT_EQ(ep::segment_intersect_2d(point2{0, 0}, {2, 2}, {1, 1}, {1, 1}), r::touching);
  EXPECT_EQ(ep::segment_intersect_2d(point2{0, 0}, {0, 0}, {0, 0}, {0, 0}), r::touching);
  EXPECT_EQ(ep::segment_intersect_2d(point2{0, 0}, {0, 0}, {-0.0, 5e-324}, {-0.0, 5e-324}),
            r::disjoint);
  EXPECT_EQ(ep::segment_intersect_2d(point2{0, 0}, {2, 2}, {1, 1 + 0x1p-52}, {5, 0}), r::crossing);
  EXPECT_EQ(ep::segment_intersect_2d(point2{0, 0}, {2, 2}, {1, 1 - 0x1p-52}, {5, 0}), r::disjoint);
  EXPECT_STREQ(ep::to_string(r::overlapping), "overlapping");
}

TEST(PlanarKnownCases, PointInTriangle) {
  using l = ep::triangle_location;
  const point2 a{0, 0}, b{4, 0}, c{0, 4};
  EXPECT_EQ(ep::point_in_triangle_2d(point2{1, 1}, a, b, c), l::inside);
  EXPECT_EQ(ep::point_in_triangle_2d(point2{1, 1}, a, c, b), l::inside);
  EXPECT_EQ(ep::point_in_triangle_2d(point2{2, 2}, a, b, c), l::on_edge);
  EXPECT_EQ(ep::point_in_triangle_2d(point2{4, 0}, a, b, c), l::on_vertex);
  EXPECT_EQ(ep::point_in_triangle_2d(point2{2, 2 + 0x1p-51}, a, b, c), l::outside);
  EXPECT_EQ(ep::point_in_triangle_2d(point2{2, 0}, a, b, point2{8, 0}), l::on_edge);
  EXPECT_EQ(ep::point_in_triangle_2d(point2{4, 0}, a, b, point2{8, 0}), l::on_vertex);
  EXPECT_EQ(ep::point_in_triangle_2d(point2{9, 0}, a, b, point2{8, 0}), l::outside);
  EXPECT_EQ(ep::point_in_triangle_2d(point2{-0.0, 0}, a, a, a), l::on_vertex);
  EXPECT_EQ(ep::point_in_triangle_2d(point2{1, 0}, a, a, a), l::outside);
  EXPECT_STREQ(ep::to_string(l::on_vertex), "on_vertex");
}

TEST(PlanarKnownCases, CompareDistance) {
  EXPECT_EQ(ep::compare_distance_2d(point2{0, 0}, {1, 0}, {0, 1}), sign::zero);
  EXPECT_EQ(ep::compare_distance_2d(point2{0, 0}, {1, 0}, {0, 2}), sign::negative);
  EXPECT_EQ(ep::compare_distance_2d(point2{0, 0}, {3, 4}, {5, 0}), sign::zero);
  EXPECT_EQ(ep::compare_distance_2d(point2{0, 0}, {3, 4}, {5, 5e-324}), sign::negative);
  EXPECT_EQ(ep::compare_distance_2d(point2{0, 0}, {DBL_MAX, 0}, {0, -DBL_MAX}), sign::zero);
  EXPECT_EQ(ep::compare_distance_2d(point2{0, 0}, {DBL_MAX, 0}, {5e-324, -DBL_MAX}),
            sign::negative);
}

TEST(PlanarKnownCases, Polygons) {
  const std::vector<point2> square = {{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  std::vector<point2> cw(square.rbegin(), square.rend());
  EXPECT_EQ(ep::polygon_orientation(square), sign::positive);
  EXPECT_EQ(ep::polygon_orientation(cw), sign::negative);
  EXPECT_EQ(ep::polygon_orientation(ep::point2_span(square.data(), 2)), sign::zero);
  EXPECT_EQ(ep::polygon_orientation(ep::point2_span()), sign::zero);
  // A figure eight: equal lobes of opposite orientation cancel exactly.
  const std::vector<point2> eight = {{0, 0}, {1, 1}, {1, 0}, {0, 1}};
  EXPECT_EQ(ep::polygon_orientation(eight), sign::zero);
  // Subnormal vertices.
  const std::vector<point2> tiny = {{0, 0}, {5e-324, 0}, {0, 5e-324}};
  EXPECT_EQ(ep::polygon_orientation(tiny), sign::positive);

  const ep::winding_result in = ep::winding_number({1, 1}, square);
  EXPECT_FALSE(in.on_boundary);
  EXPECT_EQ(in.number, 1);
  EXPECT_EQ(ep::winding_number({1, 1}, cw).number, -1);
  EXPECT_TRUE(ep::winding_number({1, 0}, square).on_boundary);
  EXPECT_TRUE(ep::winding_number({2, 2}, square).on_boundary);
  EXPECT_EQ(ep::winding_number({3, 1}, square).number, 0);
  EXPECT_EQ(ep::winding_number({1, 1}, ep::point2_span()).number, 0);
  std::vector<point2> twice = square;
  twice.insert(twice.end(), square.begin(), square.end());
  EXPECT_EQ(ep::winding_number({1, 1}, twice).number, 2);
  EXPECT_EQ(ep::point_in_polygon({1, 1}, twice), ep::polygon_location::inside);
  EXPECT_EQ(ep::point_in_polygon({1, 1}, twice, ep::fill_rule::even_odd),
            ep::polygon_location::outside);
  EXPECT_EQ(ep::point_in_polygon({0, 1}, twice), ep::polygon_location::on_boundary);
  // Zero-length edges: a polygon of one repeated point.
  const std::vector<point2> dot = {{1, 1}, {1, 1}};
  EXPECT_TRUE(ep::winding_number({1, 1}, dot).on_boundary);
  EXPECT_EQ(ep::winding_number({1, 2}, dot).number, 0);
  EXPECT_STREQ(ep::to_string(ep::polygon_location::on_boundary), "on_boundary");
}

TEST(PlanarKnownCases, ConvexHull) {
  const std::vector<point2> pts = {{1, 1}, {0, 0}, {2, 0}, {1, 0}, {2, 2}, {0, 2}, {0, 0}, {1, 2}};
  EXPECT_EQ(ep::convex_hull(pts), (std::vector<std::size_t>{1, 2, 4, 5}));
  EXPECT_EQ(ep::convex_hull(pts, true), (std::vector<std::size_t>{1, 3, 2, 4, 7, 5}));
  const std::vector<point2> line = {{2, 2}, {0, 0}, {1, 1}, {0, 0}};
  EXPECT_EQ(ep::convex_hull(line), (std::vector<std::size_t>{1, 0}));
  EXPECT_EQ(ep::convex_hull(line, true), (std::vector<std::size_t>{1, 2, 0}));
  const std::vector<point2> same = {{3, 3}, {3, 3}};
  EXPECT_EQ(ep::convex_hull(same), (std::vector<std::size_t>{0}));
  EXPECT_TRUE(ep::convex_hull(ep::point2_span()).empty());
  // Kettner's nearly collinear points: no reflex or self-touching hull.
  const std::vector<point2> k = {{0.5, 0.5 + 0x1p-53}, {12, 12}, {24, 24}, {0.5, 0.5}};
  EXPECT_EQ(ep::convex_hull(k), (std::vector<std::size_t>{3, 2, 0}));
}

TEST(PlanarKnownCases, ConvexPolygons) {
  using r = ep::convex_relation;
  const std::vector<point2> a = {{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  const std::vector<point2> right = {{2, 0}, {4, 0}, {4, 2}, {2, 2}};
  const std::vector<point2> corner = {{2, 2}, {3, 2}, {3, 3}};
  const std::vector<point2> inside = {{1, 1}, {1.5, 1}, {1, 1.5}};
  const std::vector<point2> far = {{3, 3}, {4, 3}, {3, 4}};
  const std::vector<point2> cw(inside.rbegin(), inside.rend());
  EXPECT_EQ(ep::convex_polygons_intersect(a, right), r::touching);
  EXPECT_EQ(ep::convex_polygons_intersect(a, corner), r::touching);
  EXPECT_EQ(ep::convex_polygons_intersect(a, inside), r::overlapping);
  EXPECT_EQ(ep::convex_polygons_intersect(a, cw), r::overlapping);
  EXPECT_EQ(ep::convex_polygons_intersect(a, far), r::disjoint);
  const std::vector<point2> seg = {{1, 1}, {5, 5}};
  const std::vector<point2> dot = {{2, 1}};
  EXPECT_EQ(ep::convex_polygons_intersect(a, seg), r::touching);
  EXPECT_EQ(ep::convex_polygons_intersect(dot, a), r::touching);
  EXPECT_EQ(ep::convex_polygons_intersect(dot, far), r::disjoint);
  // Squares 2^-52 apart.
  const std::vector<point2> gap = {{2 + 0x1p-51, 0}, {4, 0}, {4, 2}, {2 + 0x1p-51, 2}};
  EXPECT_EQ(ep::convex_polygons_intersect(a, gap), r::disjoint);
  EXPECT_STREQ(ep::to_string(r::touching), "touching");
}

// ---------------------------------------------------------------------------------------------
// Errors.

template <class F>
void expect_invalid(const F& f, const std::string& expected_text) {
  try {
    f();
    ADD_FAILURE() << "no exception; expected one mentioning '" << expected_text << "'";
  } catch (const ep::invalid_input& e) {
    EXPECT_NE(std::string(e.what()).find(expected_text), std::string::npos) << e.what();
  }
}

TEST(PlanarErrors, NonFiniteInput) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  const point2 o{0, 0}, e{1, 0}, f{0, 1};
  expect_invalid([&] { ep::same_side_2d(point2{nan, 0}, o, e, f); }, "same_side_2d");
  expect_invalid([&] { ep::same_side_2d(o, o, o, point2{0, inf}); }, "coordinate y of point b");
  expect_invalid([&] { ep::segment_intersect_2d(o, o, o, point2{nan, 0}); }, "point q2");
  expect_invalid(
      [&] {
        ep::segment_intersect_2d(point2{-inf, 0}, e, f, o);
      },
      "segment_intersect_2d: coordinate x of point p1 is -infinity");
  expect_invalid(
      [&] {
        ep::point_in_triangle_2d(point2{nan, nan}, o, e, f);
      },
      "point_in_triangle_2d: coordinate x of point p is NaN");
  expect_invalid([&] { ep::point_in_triangle_2d(o, o, e, point2{0, nan}); }, "point c");
  expect_invalid(
      [&] {
        ep::compare_distance_2d(o, e, point2{inf, 0});
      },
      "compare_distance_2d: coordinate x of point r is +infinity; every coordinate "
      "must be finite");
  expect_invalid(
      [&] {
        ep::compare_distance_2d(point2{0, nan}, e, f);
      },
      "compare_distance_2d: coordinate y of point p is NaN");
  expect_invalid(
      [&] {
        ep::compare_distance_2d(o, point2{-inf, 0}, f);
      },
      "compare_distance_2d: coordinate x of point q is -infinity");
  std::vector<point2> poly = {o, e, f, {nan, 1}};
  expect_invalid([&] { ep::polygon_orientation(poly); },
                 "polygon_orientation: coordinate x of vertex 4");
  expect_invalid([&] { ep::polygon_orientation(ep::point2_span(poly.data() + 3, 1)); }, "vertex 1");
  expect_invalid([&] { ep::winding_number(o, poly); }, "winding_number");
  // p on an edge of the first 63, a NaN vertex after them: the answer waits for the check.
  std::vector<point2> long_poly;
  for (int k = 0; k < 100; ++k) long_poly.push_back({std::cos(k * 0.0628), std::sin(k * 0.0628)});
  long_poly[90].y = nan;
  expect_invalid([&] { ep::winding_number(long_poly[3], long_poly); },
                 "winding_number: coordinate y of vertex 91 is NaN");
  long_poly[90].y = 0.5;
  EXPECT_TRUE(ep::winding_number(long_poly[3], long_poly).on_boundary);
  long_poly[97].x = -inf;  // in the block of the closing edge
  expect_invalid(
      [&] {
        ep::point_in_polygon(point2{5, 5}, long_poly);
      },
      "point_in_polygon: coordinate x of vertex 98 is -infinity");
  expect_invalid([&] { ep::winding_number(point2{0, inf}, ep::point2_span()); }, "point p");
  expect_invalid([&] { ep::point_in_polygon(o, poly, ep::fill_rule::even_odd); },
                 "point_in_polygon: coordinate x of vertex 4 is NaN");
  expect_invalid(
      [&] {
        ep::point_in_polygon(point2{inf, 0}, poly);
      },
      "point_in_polygon: coordinate x of point p is +infinity");
  expect_invalid(
      [&] {
        ep::winding_number(point2{inf, 0}, poly);
      },
      "winding_number: coordinate x of point p is +infinity");
  expect_invalid([&] { ep::convex_hull(poly); }, "convex_hull: coordinate x of point 4");
  expect_invalid(
      [&] {
        ep::convex_polygons_intersect(std::vector<point2>{o, e, f}, poly);
      },
      "vertex 4 of the second polygon");
  // A NaN whose comparisons would all be false still never reaches an answer.
  const std::vector<point2> square = {{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  expect_invalid(
      [&] {
        ep::point_in_polygon(point2{nan, 1}, square);
      },
      "point_in_polygon: coordinate x of point p is NaN");
}

TEST(PlanarErrors, DomainErrors) {
  const std::vector<point2> tri = {{0, 0}, {1, 0}, {0, 1}};
  expect_invalid([&] { ep::convex_polygons_intersect(ep::point2_span(), tri); },
                 "first polygon has no vertices");
  const std::vector<point2> bowtie = {{0, 0}, {1, 1}, {1, 0}, {0, 1}};
  expect_invalid([&] { ep::convex_polygons_intersect(tri, bowtie); }, "not convex");
}

TEST(PlanarOracle, ArityAndLayout) {
  using ep::query::evaluate_line;
  using ep::query::line_result;
  EXPECT_EQ(evaluate_line("convex_polygons_intersect 1 0 0 1 0 0").text, "touching");
  EXPECT_EQ(evaluate_line("convex_polygons_intersect 1 0 0 2 0 0").status, line_result::error);
  EXPECT_EQ(evaluate_line("convex_polygons_intersect 1 0 0").status, line_result::error);
  EXPECT_EQ(evaluate_line("convex_polygons_intersect 0 1 0 0").status, line_result::error);
  EXPECT_EQ(evaluate_line("convex_hull 0").text, "");
  EXPECT_EQ(evaluate_line("winding_number 1 1 2 0 0").status, line_result::error);
  EXPECT_EQ(evaluate_line("winding_number 1 1 0").text, "0");
  EXPECT_EQ(evaluate_line("point_in_polygon_even_odd 1 1 0").text, "outside");
  EXPECT_EQ(evaluate_line("polygon_orientation 3 0 0 1 0 0 1").text, "1");
  EXPECT_EQ(evaluate_line("same_side_2d 0 1 1 1 0 0 1").status, line_result::error);
}

}  // namespace
