// SPDX-License-Identifier: MIT
// Differential tests of the spatial predicates against the CGAL exact-rational reference, on
// generated families: random coordinates; exactly degenerate configurations built from small
// integers and dyadic weights (points on a common plane or line, on edges and vertices, shared
// and repeated points, zero-length segments, collinear triangles, rays aimed exactly at
// vertices, normals exactly perpendicular), scaled by 2^k over the whole exponent range, with
// axes permuted and signed zeros; the same configurations built with non-dyadic weights
// (rounded, off by an ulp) or nudged by ulps; and extreme exponents. Every classification word
// must occur. Plus non-finite input, domain errors, hand-checked cases and the naive versions.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "../bench/naive_spatial.hpp"
#include "cgal_reference.hpp"
#include "exactpred/exactpred.hpp"
#include "query.hpp"
#include "support/exact_formula.hpp"
#include "support/families.hpp"
#include "support/formula_stages.hpp"
#include "support/integer_vectors.hpp"
#include "support/non_finite.hpp"
#include "support/query_text.hpp"
#include "support/test_scale.hpp"

namespace {

using exactpred::intersection_3d;
using exactpred::point3;
using exactpred::ray_plane_relation;
using exactpred::segment_plane_relation;
using exactpred::sign;
using exactpred::triangle_feature;
using exactpred::triangle_location_3d;
using exactpred::testing::scale_randomly;
using vec = exactpred::testing::vec3;

// ---- query generation -------------------------------------------------------------------------

// What each slot of a query holds: a point, a ray direction (never zero), a plane normal
// (never zero).
enum class slot { point, direction, normal };

struct predicate_case {
  const char* name;
  std::vector<slot> slots;
  std::vector<const char*> words;  // every answer the predicate can give
};

const std::vector<predicate_case>& cases() {
  using s = slot;
  static const std::vector<const char*> signs = {"-1", "0", "1"};
  static const std::vector<const char*> intersections = {"disjoint", "crossing", "touching",
                                                         "overlapping"};
  static const std::vector<predicate_case> all = {
      {"same_side_3d", {s::point, s::point, s::point, s::point, s::point}, signs},
      {"same_side_line_3d", {s::point, s::point, s::point, s::point}, signs},
      {"segment_intersect_3d", {s::point, s::point, s::point, s::point}, intersections},
      {"point_in_triangle_3d",
       {s::point, s::point, s::point, s::point},
       {"outside", "inside", "on_edge", "on_vertex"}},
      {"ray_plane",
       {s::point, s::direction, s::point, s::normal},
       {"hits", "misses", "parallel", "in_plane"}},
      {"segment_plane",
       {s::point, s::point, s::point, s::normal},
       {"disjoint", "crossing", "touching", "in_plane"}},
      {"segment_triangle_3d", {s::point, s::point, s::point, s::point, s::point}, intersections},
      {"ray_triangle_3d", {s::point, s::direction, s::point, s::point, s::point}, intersections},
      {"compare_distance_3d", {s::point, s::point, s::point}, signs},
      {"closest_feature_3d",
       {s::point, s::point, s::point, s::point},
       {"vertex_a", "vertex_b", "vertex_c", "edge_ab", "edge_bc", "edge_ca", "face"}},
  };
  return all;
}

using namespace exactpred::testing::integer_vectors;

// A plane o + u e1 + v e2 with normal n = e1 x e2 (all small integers), and the line o + u e1.
// Weights u, v are dyadic (exact) or, when `rounded`, fractions like 1/3 evaluated in double,
// so the built points are off the exact structure by rounding.
struct structure {
  vec o, e1, e2, n;
  bool rounded = false;
  std::vector<vec> placed;

  explicit structure(std::mt19937_64& rng, bool round) : rounded(round) {
    o = int_vec(rng, 4);
    do {
      e1 = int_vec(rng, 3);
      e2 = int_vec(rng, 3);
      n = cross(e1, e2);
    } while (is_zero(n));
  }

  double weight(std::mt19937_64& rng) const {
    if (rounded) {
      static const double den[] = {3, 5, 7, 9, 10};
      return double(irand(rng, -4, 8)) / den[rng() % 5];
    }
    return double(irand(rng, -4, 8)) / 4;  // -1 .. 2 in quarters
  }
  vec on_plane(std::mt19937_64& rng) const {
    return add(o, add(mul(weight(rng), e1), mul(weight(rng), e2)));
  }
  vec on_line(std::mt19937_64& rng) const { return add(o, mul(weight(rng), e1)); }

  // A point on the segment between two placed points (or on its line beyond), or a convex
  // combination of three: points on edges and inside triangles, exactly or rounded.
  vec combination(std::mt19937_64& rng) const {
    const vec& a = placed[rng() % placed.size()];
    const vec& b = placed[rng() % placed.size()];
    const vec& c = placed[rng() % placed.size()];
    if (coin(rng)) {
      const double t = coin(rng, 4) ? weight(rng) : double(irand(rng, 1, 3)) / 4;
      return add(a, mul(t, sub(b, a)));
    }
    const double u = double(irand(rng, 0, 3)) / 4, v = double(irand(rng, 0, 4 - int(u * 4))) / 4;
    return add(a, add(mul(u, sub(b, a)), mul(v, sub(c, a))));
  }

  vec point(std::mt19937_64& rng) {
    vec p;
    const int r = irand(rng, 0, 99);
    if (r < 35) {
      p = on_plane(rng);
    } else if (r < 45) {
      p = on_line(rng);
    } else if (r < 55 && !placed.empty()) {
      p = placed[rng() % placed.size()];
    } else if (r < 75 && placed.size() >= 2) {
      p = combination(rng);
    } else if (r < 88) {
      p = add(on_plane(rng), mul(double(irand(rng, -4, 4)) / 2, n));
    } else {
      p = int_vec(rng, 4);
    }
    placed.push_back(p);
    return p;
  }

  // From the ray's origin toward a structure point, along the plane or
  // the line, along the normal, or arbitrary.
  vec direction(std::mt19937_64& rng, const vec& from) {
    vec d;
    const int r = irand(rng, 0, 99);
    if (r < 50) {
      d = sub(point(rng), from);
      placed.pop_back();
    } else if (r < 70) {
      d = add(mul(weight(rng), e1), mul(weight(rng), e2));
    } else if (r < 80) {
      d = mul(weight(rng), e1);
    } else if (r < 90) {
      d = mul(double(irand(rng, -2, 2)), n);
    } else {
      d = int_vec(rng, 3);
    }
    return is_zero(d) ? e1 : d;
  }

  vec normal(std::mt19937_64& rng) {
    if (coin(rng, 4)) {
      const vec d = int_vec(rng, 3);
      return is_zero(d) ? n : d;
    }
    return mul(double(coin(rng) ? irand(rng, 1, 2) : -irand(rng, 1, 2)), n);
  }
};

std::vector<double> flatten(const std::vector<vec>& pts) {
  std::vector<double> x;
  for (const vec& p : pts) x.insert(x.end(), p.begin(), p.end());
  return x;
}

std::vector<double> structured_query(const predicate_case& pc, std::mt19937_64& rng, bool rounded) {
  structure st(rng, rounded);
  // Points in a random order, so that any of them can be built from the others; then the
  // directions (from the ray's origin, the slot before) and normals.
  std::vector<vec> pts(pc.slots.size());
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < pc.slots.size(); ++i) {
    if (pc.slots[i] == slot::point) order.push_back(i);
  }
  std::shuffle(order.begin(), order.end(), rng);
  for (std::size_t i : order) pts[i] = st.point(rng);
  for (std::size_t i = 0; i < pc.slots.size(); ++i) {
    if (pc.slots[i] == slot::direction) pts[i] = st.direction(rng, pts[i - 1]);
    if (pc.slots[i] == slot::normal) pts[i] = st.normal(rng);
  }
  return flatten(pts);
}

// Exact transformations that keep every answer: permuting or negating the axes, scaling by
// 2^k, turning zeros into negative zeros.
void permute_axes(std::vector<double>& x, std::mt19937_64& rng) {
  int perm[3] = {0, 1, 2};
  std::shuffle(perm, perm + 3, rng);
  const bool negate[3] = {coin(rng), coin(rng), coin(rng)};
  for (std::size_t i = 0; i + 2 < x.size(); i += 3) {
    const double p[3] = {x[i], x[i + 1], x[i + 2]};
    for (int j = 0; j < 3; ++j) x[i + j] = negate[j] ? -p[perm[j]] : p[perm[j]];
  }
}

void sign_zeros(std::vector<double>& x, std::mt19937_64& rng) {
  for (double& v : x) {
    if (v == 0 && coin(rng)) v = -0.0;
  }
}

// Moves one to three coordinates by one or two ulps.
void nudge(std::vector<double>& x, std::mt19937_64& rng) {
  const int moves = irand(rng, 1, 3);
  for (int m = 0; m < moves; ++m) {
    double& v = x[rng() % x.size()];
    const double to = coin(rng) ? DBL_MAX : -DBL_MAX;
    v = std::nextafter(v, to);
    if (coin(rng)) v = std::nextafter(v, to);
  }
}

// Replaces a zero direction or normal slot (possible after rounding) by (1, 0, 0).
void keep_valid(const predicate_case& pc, std::vector<double>& x) {
  for (std::size_t i = 0; i < pc.slots.size(); ++i) {
    if (pc.slots[i] == slot::point) continue;
    if (x[3 * i] == 0 && x[3 * i + 1] == 0 && x[3 * i + 2] == 0) x[3 * i] = 1;
  }
}

enum class mode { random, built, built_scaled, rounded, nudged, extreme, mixed };
const char* mode_name(mode m) {
  static const char* const names[] = {"random", "built",   "built_scaled", "rounded",
                                      "nudged", "extreme", "mixed"};
  return names[static_cast<int>(m)];
}

std::vector<double> make_query(const predicate_case& pc, mode m, std::mt19937_64& rng) {
  std::vector<double> x;
  const std::size_t n = 3 * pc.slots.size();
  switch (m) {
    case mode::random:
      x = exactpred::testing::random_point_coords(3, pc.slots.size(), rng);
      if (coin(rng, 4)) scale_randomly(x, rng);
      break;
    case mode::built:
      x = structured_query(pc, rng, false);
      permute_axes(x, rng);
      break;
    case mode::built_scaled:
      x = structured_query(pc, rng, false);
      permute_axes(x, rng);
      scale_randomly(x, rng);
      sign_zeros(x, rng);
      break;
    case mode::rounded:
      x = structured_query(pc, rng, true);
      permute_axes(x, rng);
      if (coin(rng)) scale_randomly(x, rng);
      break;
    case mode::nudged:
      x = structured_query(pc, rng, false);
      nudge(x, rng);
      if (coin(rng)) scale_randomly(x, rng);
      break;
    case mode::extreme:
      x.resize(n);
      for (double& v : x) v = exactpred::testing::extreme_coord(rng);
      break;
    case mode::mixed: {
      // A built configuration whose points are scaled by one of two far-apart powers of two:
      // magnitudes differ wildly within the query, and points that coincided and got the
      // same factor still coincide.
      x = structured_query(pc, rng, false);
      const int k[2] = {irand(rng, -1100, 1000), irand(rng, -1100, 1000)};
      for (std::size_t i = 0; i < n; i += 3) {
        std::vector<double> p(x.begin() + i, x.begin() + i + 3);
        exactpred::testing::scale_by_power_of_two(p, k[rng() % 2]);
        std::copy(p.begin(), p.end(), x.begin() + i);
      }
      sign_zeros(x, rng);
      break;
    }
  }
  keep_valid(pc, x);
  return x;
}

// ---- the differential runner ------------------------------------------------------------------

std::string answer(exactpred::query::evaluator f, const std::vector<double>& x) {
  try {
    return f(x.data(), x.size());
  } catch (const std::exception& e) {
    return std::string("error: ") + e.what();
  }
}

struct tally {
  std::size_t queries = 0, mismatches = 0;
  std::map<std::string, std::size_t> answers;
};

void compare(const std::string& name, const std::vector<double>& x, const char* family, tally& t) {
  const auto* info = exactpred::query::find_predicate(name);
  const auto reference = exactpred::oracle::reference_evaluator(name);
  ASSERT_NE(info, nullptr) << name;
  ASSERT_NE(reference, nullptr) << name;
  const std::string ours = answer(info->ours, x);
  const std::string theirs = answer(reference, x);
  ++t.queries;
  ++t.answers[ours];
  if (ours != theirs && ++t.mismatches <= 10) {
    ADD_FAILURE() << family << ": " << exactpred::testing::query_line(name, x) << "\n  exactpred "
                  << ours << ", CGAL " << theirs;
  }
}

class SpatialDifferential : public ::testing::TestWithParam<std::size_t> {};

TEST_P(SpatialDifferential, AgreesWithCgalOnEveryFamily) {
  const predicate_case& pc = cases()[GetParam()];
  std::mt19937_64 rng(0x5eed0000u + GetParam());
  tally total;
  const std::size_t per_mode = exactpred::testing::scaled(std::size_t{2000});
  for (mode m : {mode::random, mode::built, mode::built_scaled, mode::rounded, mode::nudged,
                 mode::extreme, mode::mixed}) {
    tally t;
    for (std::size_t i = 0; i < per_mode; ++i) {
      compare(pc.name, make_query(pc, m, rng), mode_name(m), t);
    }
    EXPECT_EQ(t.mismatches, 0u) << pc.name << ", " << mode_name(m) << ": of " << t.queries;
    total.queries += t.queries;
    total.mismatches += t.mismatches;
    for (const auto& [word, count] : t.answers) total.answers[word] += count;
  }
  std::string summary;
  for (const auto& [word, count] : total.answers) {
    summary += " " + word + "=" + std::to_string(count);
  }
  std::printf("%s: %zu queries, %zu mismatches;%s\n", pc.name, total.queries, total.mismatches,
              summary.c_str());
  for (const char* word : pc.words) {
    EXPECT_GT(total.answers[word], 0u) << pc.name << " never answered " << word;
  }
  EXPECT_EQ(total.answers.size(), pc.words.size()) << pc.name << ": unexpected answers";
}

INSTANTIATE_TEST_SUITE_P(Spatial, SpatialDifferential,
                         ::testing::Range<std::size_t>(0, cases().size()),
                         [](const ::testing::TestParamInfo<std::size_t>& info) {
                           return std::string(cases()[info.param].name);
                         });

// ---- the formulas' stages ----------------------------------------------------------------------

// Each stage of each spatial formula alone: the filter (when certain) and the expansion stage
// (when it does not decline) agree with the exact big-integer stage, on random, integer-grid
// (often exactly zero), scaled and extreme inputs.
template <class F>
class SpatialFormulaStages : public ::testing::Test {};
using SpatialFormulas = ::testing::Types<
    exactpred::detail::dot_3d_formula, exactpred::detail::plane_side_3d_formula,
    exactpred::detail::angle_3d_formula, exactpred::detail::compare_distance_3d_formula,
    exactpred::detail::same_side_line_3d_formula, exactpred::detail::line_side_3d_formula,
    exactpred::detail::ray_side_2d_formula, exactpred::detail::edge_region_3d_formula>;
TYPED_TEST_SUITE(SpatialFormulaStages, SpatialFormulas);

TYPED_TEST(SpatialFormulaStages, StagesAgree) {
  // A fair share of exact zeros (the integer kinds), some queries for the exact stage; each
  // stage decides its share: the filter most of the uniform kind (a quarter of the queries),
  // expansions all but the extreme ones that overflow or underflow them.
  exactpred::testing::check_formula_stages<TypeParam>(4000, {80, 0, 800, 2000});
}

// ---- non-finite input and domain errors -------------------------------------------------------

TEST(SpatialErrors, NonFiniteCoordinatesAreRejected) {
  std::mt19937_64 rng(7);
  for (const predicate_case& pc : cases()) {
    // Both a generic query and a degenerate one (all points equal), so that every early exit of
    // the composite predicates is covered.
    exactpred::testing::expect_non_finite_rejected(pc.name, make_query(pc, mode::random, rng));
    exactpred::testing::expect_non_finite_rejected(pc.name,
                                                   std::vector<double>(3 * pc.slots.size(), 1.0));
  }
}

TEST(SpatialErrors, ErrorNamesThePointAndCoordinate) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  try {
    exactpred::segment_triangle_3d(point3{0, 0, 0}, {1, 1, 1}, {0, 0, 0}, {1, nan, 0}, {0, 1, 0});
    FAIL() << "no error";
  } catch (const exactpred::invalid_input& e) {
    EXPECT_STREQ(e.what(),
                 "segment_triangle_3d: coordinate y of b is NaN; every coordinate must be finite");
  }
  try {
    exactpred::compare_distance_3d(point3{0, 0, 0}, {1, 1, 1}, {0, 0, -INFINITY});
    FAIL() << "no error";
  } catch (const exactpred::invalid_input& e) {
    EXPECT_STREQ(e.what(),
                 "compare_distance_3d: coordinate z of r is -infinity; every coordinate must be "
                 "finite");
  }
}

TEST(SpatialErrors, ZeroDirectionsAndNormalsAreDomainErrors) {
  const point3 o{1, 2, 3}, zero{0, 0, 0}, negzero{-0.0, -0.0, -0.0}, d{0, 0, 1};
  const point3 a{0, 0, 0}, b{1, 0, 0}, c{0, 1, 0};
  for (const point3& z : {zero, negzero}) {
    EXPECT_THROW(exactpred::ray_plane(o, z, a, d), exactpred::invalid_input);
    EXPECT_THROW(exactpred::ray_plane(o, d, a, z), exactpred::invalid_input);
    EXPECT_THROW(exactpred::segment_plane(o, a, a, z), exactpred::invalid_input);
    EXPECT_THROW(exactpred::ray_triangle_3d(o, z, a, b, c), exactpred::invalid_input);
  }
  // The oracle command reports them as error lines, like CGAL's reference.
  for (const char* line :
       {"ray_plane 0 0 0 0 0 0 0 0 0 0 0 1", "ray_plane 0 0 0 1 0 0 0 0 0 0 0 -0",
        "segment_plane 0 0 0 1 1 1 0 0 0 0 0 0",
        "ray_triangle_3d 0 0 0 -0 0 0 0 0 0 1 0 0 0 1 0"}) {
    const auto ours = exactpred::query::evaluate_line(line);
    const auto cgal = exactpred::query::evaluate_line(line, exactpred::oracle::reference_evaluator);
    EXPECT_EQ(ours.status, exactpred::query::line_result::error) << line;
    EXPECT_EQ(cgal.status, exactpred::query::line_result::error) << line;
  }
}

// ---- hand-checked cases -----------------------------------------------------------------------

TEST(SpatialKnownCases, SameSide) {
  const point3 a{0, 0, 0}, b{1, 0, 0}, c{0, 1, 0};
  EXPECT_EQ(exactpred::same_side_3d(point3{0, 0, 1}, {5, 5, 2}, a, b, c), sign::positive);
  EXPECT_EQ(exactpred::same_side_3d(point3{0, 0, 1}, {5, 5, -2}, a, b, c), sign::negative);
  EXPECT_EQ(exactpred::same_side_3d(point3{0, 0, 1}, {5, 5, 0}, a, b, c), sign::zero);
  EXPECT_EQ(exactpred::same_side_3d(point3{0, 0, 1}, {0, 0, 2}, a, b, {2, 0, 0}), sign::zero);
  // 1e-300 above a plane at 1e300: only an exact evaluation sees it.
  EXPECT_EQ(exactpred::same_side_3d(point3{0, 0, 5e-324}, {1e300, 1e300, 5e-324}, a, b, c),
            sign::positive);
  EXPECT_EQ(exactpred::same_side_line_3d(point3{0, 1, 0}, {3, 2, 0}, a, b), sign::positive);
  EXPECT_EQ(exactpred::same_side_line_3d(point3{0, 1, 0}, {3, -2, 0}, a, b), sign::negative);
  EXPECT_EQ(exactpred::same_side_line_3d(point3{0, 1, 0}, {3, 0, 0}, a, b), sign::zero);
  EXPECT_EQ(exactpred::same_side_line_3d(point3{0, 1, 0}, {3, 2, 0}, a, a), sign::zero);
}

// p or q a vertex of the plane's triangle (the query meshing code makes): zero, whichever point
// is off the plane; but a non-finite other point is still reported, not hidden by the zero.
TEST(SpatialKnownCases, SameSideVertex) {
  const point3 v[] = {{0.25, -3, 7}, {1e-3, 2, 0.5}, {-4, 0.125, 3}};
  const point3 off{1.5, 1.25, -9};
  const auto& bad = exactpred::testing::non_finite_values;
  for (int k = 0; k < 3; ++k) {
    EXPECT_EQ(exactpred::same_side_3d(v[k], off, v[0], v[1], v[2]), sign::zero) << k;
    EXPECT_EQ(exactpred::same_side_3d(off, v[k], v[0], v[1], v[2]), sign::zero) << k;
    for (const double x : bad) {
      for (int c = 0; c < 3; ++c) {
        point3 q = off;
        (c == 0 ? q.x : c == 1 ? q.y : q.z) = x;
        EXPECT_THROW(exactpred::same_side_3d(v[k], q, v[0], v[1], v[2]), exactpred::invalid_input)
            << k << " " << c;
        EXPECT_THROW(exactpred::same_side_3d(q, v[k], v[0], v[1], v[2]), exactpred::invalid_input)
            << k << " " << c;
      }
    }
  }
  // A vertex given with -0 where the triangle has +0 is the same point.
  EXPECT_EQ(exactpred::same_side_3d(point3{-0.0, 1, 2}, off, {0, 1, 2}, v[1], v[2]), sign::zero);
}

TEST(SpatialKnownCases, Segments) {
  using exactpred::segment_intersect_3d;
  EXPECT_EQ(segment_intersect_3d(point3{0, 0, 0}, {2, 2, 2}, {0, 2, 2}, {2, 0, 0}),
            intersection_3d::crossing);
  EXPECT_EQ(segment_intersect_3d(point3{0, 0, 0}, {2, 2, 2}, {0, 2, 2}, {2, 0, 0.5}),
            intersection_3d::disjoint);  // skew
  EXPECT_EQ(segment_intersect_3d(point3{0, 0, 0}, {2, 2, 2}, {1, 1, 1}, {5, 0, 1}),
            intersection_3d::touching);
  EXPECT_EQ(segment_intersect_3d(point3{0, 0, 0}, {2, 2, 2}, {1, 1, 1}, {3, 3, 3}),
            intersection_3d::overlapping);
  EXPECT_EQ(segment_intersect_3d(point3{0, 0, 0}, {2, 2, 2}, {2, 2, 2}, {3, 3, 3}),
            intersection_3d::touching);
  EXPECT_EQ(segment_intersect_3d(point3{1, 1, 1}, {1, 1, 1}, {0, 0, 0}, {2, 2, 2}),
            intersection_3d::touching);  // a zero-length segment
  EXPECT_EQ(segment_intersect_3d(point3{1, 1, 1}, {1, 1, 1}, {1, 1, 1}, {1, 1, 1}),
            intersection_3d::touching);
  EXPECT_EQ(segment_intersect_3d(std::array<double, 3>{0, 0, 0}, {0, 0, 4}, {0, 0, 5}, {0, 0, 9}),
            intersection_3d::disjoint);
}

TEST(SpatialKnownCases, PointInTriangle) {
  using exactpred::point_in_triangle_3d;
  const point3 a{0, 0, 0}, b{4, 0, 4}, c{0, 4, 4};
  EXPECT_EQ(point_in_triangle_3d(point3{1, 1, 2}, a, b, c), triangle_location_3d::inside);
  EXPECT_EQ(point_in_triangle_3d(point3{1, 1, 2.5}, a, b, c), triangle_location_3d::outside);
  EXPECT_EQ(point_in_triangle_3d(point3{2, 0, 2}, a, b, c), triangle_location_3d::on_edge);
  EXPECT_EQ(point_in_triangle_3d(point3{4, 0, 4}, a, b, c), triangle_location_3d::on_vertex);
  EXPECT_EQ(point_in_triangle_3d(point3{5, 0, 5}, a, b, c), triangle_location_3d::outside);
  // Degenerate triangle: the segment from a to {2, 2, 2}.
  EXPECT_EQ(point_in_triangle_3d(point3{1, 1, 1}, a, {2, 2, 2}, {1.5, 1.5, 1.5}),
            triangle_location_3d::on_edge);
  EXPECT_EQ(point_in_triangle_3d(point3{3, 3, 3}, a, {2, 2, 2}, {1.5, 1.5, 1.5}),
            triangle_location_3d::outside);
}

TEST(SpatialKnownCases, RayAndSegmentAgainstPlane) {
  const point3 c{0, 0, 0}, n{0, 0, 1};
  EXPECT_EQ(exactpred::ray_plane(point3{0, 0, 1}, {1, 1, -1}, c, n), ray_plane_relation::hits);
  EXPECT_EQ(exactpred::ray_plane(point3{0, 0, 1}, {1, 1, 1}, c, n), ray_plane_relation::misses);
  EXPECT_EQ(exactpred::ray_plane(point3{0, 0, 1}, {1, 1, 0}, c, n), ray_plane_relation::parallel);
  EXPECT_EQ(exactpred::ray_plane(point3{5, 5, 0}, {1, 1, 0}, c, n), ray_plane_relation::in_plane);
  EXPECT_EQ(exactpred::ray_plane(point3{5, 5, 0}, {1, 1, 1}, c, n), ray_plane_relation::hits);
  // A direction 2^-1074 off parallel still hits.
  EXPECT_EQ(exactpred::ray_plane(point3{0, 0, 1e300}, {1, 0, -5e-324}, c, n),
            ray_plane_relation::hits);
  EXPECT_EQ(exactpred::segment_plane(point3{0, 0, 1}, {0, 0, -1}, c, n),
            segment_plane_relation::crossing);
  EXPECT_EQ(exactpred::segment_plane(point3{0, 0, 1}, {0, 0, 2}, c, n),
            segment_plane_relation::disjoint);
  EXPECT_EQ(exactpred::segment_plane(point3{0, 0, 1}, {0, 0, 0}, c, n),
            segment_plane_relation::touching);
  EXPECT_EQ(exactpred::segment_plane(point3{1, 0, 0}, {1, 0, 0}, c, n),
            segment_plane_relation::touching);
  EXPECT_EQ(exactpred::segment_plane(point3{1, 0, 0}, {0, 1, 0}, c, n),
            segment_plane_relation::in_plane);
}

// An endpoint or the ray's origin at c, the plane's own point (as meshes ask), in every
// position, against CGAL: random points, extreme exponents, directions along the plane (both
// sides zero, or parallel), and the same NaN at c and at the endpoint (an error).
TEST(SpatialKnownCases, EndpointAtThePlanePoint) {
  std::mt19937_64 rng(1206);
  tally t;
  for (int i = 0; i < 3000; ++i) {
    const int e = i % 3 == 0 ? irand(rng, -900, 900) : 0;
    const auto coordinate = [&] { return std::ldexp(exactpred::testing::uniform_coord(rng), e); };
    vec p{coordinate(), coordinate(), coordinate()}, c{coordinate(), coordinate(), coordinate()},
        n{coordinate(), coordinate(), coordinate()}, d{coordinate(), coordinate(), coordinate()};
    if (i % 5 == 0) d = cross(n, int_vec(rng, 3));          // along the plane, or zero
    if (i % 7 == 0) p = add(c, cross(n, int_vec(rng, 3)));  // in the plane, where exact
    const auto query = [](std::initializer_list<vec> v) {
      std::vector<double> x;
      for (const vec& a : v) x.insert(x.end(), a.begin(), a.end());
      return x;
    };
    if (i % 50 == 0) {  // the same NaN at c and at the point: invalid_input (the C++ calls,
                        // since the oracle's parser rejects a NaN before them)
      c[1] = std::numeric_limits<double>::quiet_NaN();
      const auto pt = [](const vec& v) { return point3{v[0], v[1], v[2]}; };
      EXPECT_THROW(exactpred::segment_plane(pt(p), pt(c), pt(c), pt(n)), exactpred::invalid_input);
      EXPECT_THROW(exactpred::segment_plane(pt(c), pt(p), pt(c), pt(n)), exactpred::invalid_input);
      const vec across{coordinate(), coordinate(), coordinate()};  // not along the plane
      EXPECT_THROW(exactpred::ray_plane(pt(c), pt(across), pt(c), pt(n)), exactpred::invalid_input);
      continue;
    }
    compare("segment_plane", query({p, c, c, n}), "q at c", t);
    compare("segment_plane", query({c, p, c, n}), "p at c", t);
    compare("ray_plane", query({c, d, c, n}), "origin at c", t);
  }
  EXPECT_EQ(t.mismatches, 0u);
  EXPECT_GT(t.answers["touching"], 3000u);
  EXPECT_GT(t.answers["hits"], 1000u);
}

TEST(SpatialKnownCases, SegmentAndRayAgainstTriangle) {
  const point3 a{0, 0, 0}, b{4, 0, 0}, c{0, 4, 0};
  using exactpred::ray_triangle_3d;
  using exactpred::segment_triangle_3d;
  EXPECT_EQ(segment_triangle_3d(point3{1, 1, 1}, {1, 1, -1}, a, b, c), intersection_3d::crossing);
  EXPECT_EQ(segment_triangle_3d(point3{1, 1, 1}, {1, 1, 0}, a, b, c), intersection_3d::touching);
  EXPECT_EQ(segment_triangle_3d(point3{2, 0, 1}, {2, 0, -1}, a, b, c), intersection_3d::touching);
  EXPECT_EQ(segment_triangle_3d(point3{5, 5, 1}, {5, 5, -1}, a, b, c), intersection_3d::disjoint);
  EXPECT_EQ(segment_triangle_3d(point3{-1, 1, 0}, {1, 1, 0}, a, b, c),
            intersection_3d::overlapping);
  EXPECT_EQ(segment_triangle_3d(point3{-1, 1, 0}, {1, -1, 0}, a, b, c),
            intersection_3d::touching);  // through vertex a, in the plane
  EXPECT_EQ(segment_triangle_3d(point3{1, 1, 1}, {1, 1, -1}, a, b, {8, 0, 0}),
            intersection_3d::disjoint);  // degenerate triangle
  EXPECT_EQ(segment_triangle_3d(point3{1, 1, 1}, {1, -1, -1}, a, b, {8, 0, 0}),
            intersection_3d::touching);
  EXPECT_EQ(ray_triangle_3d(point3{1, 1, 1}, {0, 0, -1}, a, b, c), intersection_3d::crossing);
  EXPECT_EQ(ray_triangle_3d(point3{1, 1, 1}, {0, 0, 1}, a, b, c), intersection_3d::disjoint);
  EXPECT_EQ(ray_triangle_3d(point3{1, 1, 0}, {0, 0, 1}, a, b, c), intersection_3d::touching);
  EXPECT_EQ(ray_triangle_3d(point3{-1, -1, 0}, {1, 1, 0}, a, b, c), intersection_3d::overlapping);
  EXPECT_EQ(ray_triangle_3d(point3{-1, 1, 0}, {1, -1, 0}, a, b, c), intersection_3d::touching);
  // In the plane, pointing away from the triangle whose vertex lies behind the origin (CGAL
  // 5.5's intersection(Ray_3, Triangle_3) reports a segment here).
  EXPECT_EQ(ray_triangle_3d(point3{2.5, 2.5, 7.5}, {1, 3, 3}, {0, -5, 0}, {1.5, -0.5, 4.5},
                            {1.75, -2.75, 4.25}),
            intersection_3d::disjoint);
  EXPECT_EQ(ray_triangle_3d(point3{4, 4, 4}, {-1, -1, -1}, a, b, c), intersection_3d::touching);
  // A far origin with a direction that only just reaches the triangle's corner b.
  EXPECT_EQ(ray_triangle_3d(point3{4, 0, 0x1p900}, {0, 0, -1}, a, b, c), intersection_3d::touching);
  EXPECT_EQ(ray_triangle_3d(point3{4, 0, 0x1p900}, {0x1p-1074, 0, -1}, a, b, c),
            intersection_3d::disjoint);
}

TEST(SpatialKnownCases, DistancesAndClosestFeatures) {
  using exactpred::closest_feature_3d;
  EXPECT_EQ(exactpred::compare_distance_3d(point3{0, 0, 0}, {1, 2, 2}, {3, 0, 0}), sign::zero);
  EXPECT_EQ(exactpred::compare_distance_3d(point3{0, 0, 0}, {1, 2, 2}, {3, 0, 5e-324}),
            sign::negative);
  const point3 a{0, 0, 0}, b{4, 0, 0}, c{0, 4, 0};
  EXPECT_EQ(closest_feature_3d(point3{-1, -1, 3}, a, b, c), triangle_feature::vertex_a);
  EXPECT_EQ(closest_feature_3d(point3{5, -1, 3}, a, b, c), triangle_feature::vertex_b);
  EXPECT_EQ(closest_feature_3d(point3{0, 5, -3}, a, b, c), triangle_feature::vertex_c);
  EXPECT_EQ(closest_feature_3d(point3{2, -1, 1}, a, b, c), triangle_feature::edge_ab);
  EXPECT_EQ(closest_feature_3d(point3{3, 3, 1}, a, b, c), triangle_feature::edge_bc);
  EXPECT_EQ(closest_feature_3d(point3{-1, 2, 1}, a, b, c), triangle_feature::edge_ca);
  EXPECT_EQ(closest_feature_3d(point3{1, 1, 7}, a, b, c), triangle_feature::face);
  EXPECT_EQ(closest_feature_3d(point3{2, 0, 7}, a, b, c), triangle_feature::edge_ab);
  // Degenerate triangles: the first feature in the order a, b, c, ab, bc, ca.
  EXPECT_EQ(closest_feature_3d(point3{1, 1, 1}, a, a, a), triangle_feature::vertex_a);
  EXPECT_EQ(closest_feature_3d(point3{5, 1, 1}, a, b, b), triangle_feature::vertex_b);
  EXPECT_EQ(closest_feature_3d(point3{1, 1, 1}, a, b, {2, 0, 0}), triangle_feature::edge_ab);
  EXPECT_EQ(closest_feature_3d(point3{3, 1, 1}, a, {2, 0, 0}, b), triangle_feature::edge_bc);
  EXPECT_EQ(closest_feature_3d(point3{2, 1, 1}, a, {1, 0, 0}, b), triangle_feature::edge_bc);
  EXPECT_EQ(closest_feature_3d(point3{2, 1, 1}, a, a, b), triangle_feature::edge_bc);
}

// The naive versions agree on well-separated configurations and compile with the same enums.
TEST(SpatialNaive, AgreeOnEasyCases) {
  const point3 a{0, 0, 0}, b{4, 0, 0}, c{0, 4, 0};
  EXPECT_EQ(exactpred::naive::same_side_3d({0, 0, 1}, {1, 1, 2}, a, b, c), sign::positive);
  EXPECT_EQ(exactpred::naive::same_side_line_3d({0, 1, 0}, {3, -2, 0}, a, b), sign::negative);
  EXPECT_EQ(exactpred::naive::segment_intersect_3d({0, 0, 0}, {2, 2, 2}, {0, 2, 2}, {2, 0, 0}),
            intersection_3d::crossing);
  EXPECT_EQ(exactpred::naive::point_in_triangle_3d({1, 1, 0}, a, b, c),
            triangle_location_3d::inside);
  EXPECT_EQ(exactpred::naive::ray_plane({0, 0, 1}, {1, 1, -1}, a, {0, 0, 1}),
            ray_plane_relation::hits);
  EXPECT_EQ(exactpred::naive::segment_plane({0, 0, 1}, {0, 0, -1}, a, {0, 0, 1}),
            segment_plane_relation::crossing);
  EXPECT_EQ(exactpred::naive::segment_triangle_3d({1, 1, 1}, {1, 1, -1}, a, b, c),
            intersection_3d::crossing);
  EXPECT_EQ(exactpred::naive::ray_triangle_3d({1, 1, 1}, {0, 0, -1}, a, b, c),
            intersection_3d::crossing);
  EXPECT_EQ(exactpred::naive::compare_distance_3d(a, b, {5, 0, 0}), sign::negative);
  EXPECT_EQ(exactpred::naive::closest_feature_3d({3, 3, 1}, a, b, c), triangle_feature::edge_bc);
}

// Where the naive versions go wrong and the exact ones do not: points rounded onto a plane,
// whose true side is far below the naive evaluation's rounding error.
TEST(SpatialNaive, RoundingChangesTheNaiveAnswer) {
  const point3 a{0.1, 0.2, 0.3}, b{1.7, 0.9, -0.4}, c{-0.6, 1.3, 0.8};
  const auto reference = exactpred::oracle::reference_evaluator("same_side_3d");
  int naive_wrong = 0;
  std::mt19937_64 rng(11);
  const auto near_plane = [&] {
    const double u = exactpred::testing::uniform_coord(rng, -2, 2);
    const double v = exactpred::testing::uniform_coord(rng, -2, 2);
    return point3{a.x + u * (b.x - a.x) + v * (c.x - a.x), a.y + u * (b.y - a.y) + v * (c.y - a.y),
                  a.z + u * (b.z - a.z) + v * (c.z - a.z)};
  };
  for (int i = 0; i < exactpred::testing::scaled(2000); ++i) {
    const point3 p = near_plane(), q = near_plane();
    const double x[] = {p.x, p.y, p.z, q.x, q.y, q.z, a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z};
    const int expected = std::stoi(reference(x, 15));
    EXPECT_EQ(exactpred::to_int(exactpred::same_side_3d(p, q, a, b, c)), expected);
    naive_wrong += exactpred::to_int(exactpred::naive::same_side_3d(p, q, a, b, c)) != expected;
  }
  EXPECT_GT(naive_wrong, 0);
}

}  // namespace
