// SPDX-License-Identifier: MIT
// Differential tests of the volume predicates against the CGAL exact-rational reference
// (oracle/cgal_volume.cpp), stage agreement of the volume formulas, input errors, and
// hand-checked cases.
//
// Query families, per predicate (every query is a valid input; exactness is preserved by
// building degenerate configurations from small integers and dyadic rationals, then scaling
// the whole query by an exact power of two):
//   random      uniform coordinates in [-1, 1], radii in [0, 1], sometimes scaled by 2^k;
//   degenerate  configurations built to be exactly tangent / on the boundary / touching:
//               integer vectors of integer length (Pythagorean quadruples) for radii,
//               segments and triangles perpendicular to them, collinear and coincident
//               triangles, zero-length segments, points on triangles (dyadic barycentric
//               combinations) with r = 0, boxes and segments with shared faces, edges and
//               corners; scaled by 2^k with k anywhere in the exact range, signed zeros;
//   near        the degenerate configurations with one coordinate moved by 1-3 ulps, and
//               configurations rounded in double (a point at distance ~r along a normalised
//               direction), so they are off by an ulp;
//   extreme     coordinates drawn from extreme_coord: subnormals, huge values near DBL_MAX,
//               signed zeros, mixed magnitudes within one query.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "cgal_reference.hpp"
#include "exactpred/exactpred.hpp"
#include "query.hpp"
#include "support/exact_formula.hpp"
#include "support/families.hpp"
#include "support/formula_stages.hpp"
#include "support/integer_vectors.hpp"
#include "support/non_finite.hpp"
#include "support/query_text.hpp"
#include "support/seed_queries.hpp"
#include "support/test_scale.hpp"

namespace {

using exactpred::ball_relation;
using exactpred::ball_side;
using exactpred::box_box_relation;
using exactpred::box_intersection;
using exactpred::point3;
using exactpred::sign;
using query = std::vector<double>;
namespace detail = exactpred::detail;
namespace testing_support = exactpred::testing;

enum class family { random, degenerate, near, extreme };
const family all_families[] = {family::random, family::degenerate, family::near, family::extreme};
const char* family_name(family f) {
  static const char* const names[] = {"random", "degenerate", "near", "extreme"};
  return names[static_cast<int>(f)];
}

// ---------------------------------------------------------------------------------------------
// Building blocks.

using exactpred::testing::coin;
using exactpred::testing::irand;

// Exact vector arithmetic and the degenerate configurations: tests/support/seed_queries.hpp.
namespace seeds = exactpred::testing::seeds;
using seeds::v3;

v3 uniform_vec(std::mt19937_64& rng) {
  return {testing_support::uniform_coord(rng), testing_support::uniform_coord(rng),
          testing_support::uniform_coord(rng)};
}

// Scales the whole query by 2^k (exactly), k drawn from the exact range or from [-40, 40].
void scale_somehow(query& q, std::mt19937_64& rng, bool wide) {
  int k_min = 0, k_max = 0;
  testing_support::exact_scale_range(q, k_min, k_max);
  if (!wide) {
    k_min = std::max(k_min, -40);
    k_max = std::min(k_max, 40);
  }
  if (k_min > k_max) return;
  EXPECT_TRUE(testing_support::scale_by_power_of_two(q, irand(rng, k_min, k_max)));
}

void flip_zero_signs(query& q, std::mt19937_64& rng) {
  for (double& v : q) {
    if (v == 0 && coin(rng)) v = -v;
  }
}

// Moves one coordinate by 1-3 ulps (the caller rejects the query if it leaves the domain).
void nudge(query& q, std::mt19937_64& rng) {
  const std::size_t i = static_cast<std::size_t>(irand(rng, 0, static_cast<int>(q.size()) - 1));
  const double to = coin(rng) ? std::numeric_limits<double>::infinity()
                              : -std::numeric_limits<double>::infinity();
  for (int n = irand(rng, 1, 3); n > 0; --n) q[i] = std::nextafter(q[i], to);
}

// ---------------------------------------------------------------------------------------------
// Validity of a generated query (the domain of each predicate).

bool valid(const std::string& name, const query& q) {
  for (double v : q) {
    if (!std::isfinite(v)) return false;
  }
  if (name == "point_sphere" || name == "segment_sphere" || name == "triangle_sphere")
    return q[3] >= 0;
  if (name == "sphere_sphere") return q[3] >= 0 && q[7] >= 0;
  const auto box_ok = [&q](std::size_t lo) {
    return q[lo] <= q[lo + 3] && q[lo + 1] <= q[lo + 4] && q[lo + 2] <= q[lo + 5];
  };
  if (name == "box_box_3d") return box_ok(0) && box_ok(6);
  if (name == "ray_box_3d" && q[3] == 0 && q[4] == 0 && q[5] == 0) return false;
  return box_ok(6);
}

// Sorts lo / hi coordinates of the box starting at q[lo] so that lo <= hi.
void order_box(query& q, std::size_t lo) {
  for (std::size_t i = 0; i < 3; ++i) {
    if (q[lo + i] > q[lo + 3 + i]) std::swap(q[lo + i], q[lo + 3 + i]);
  }
}

// ---------------------------------------------------------------------------------------------
// Exactly degenerate configurations (small integers and dyadic rationals, unscaled): the
// degenerate queries of the benchmarks (tests/support/seed_queries.cpp).

template <seeds::generator G>
query degenerate(std::mt19937_64& rng) {
  return G(rng, true);
}

using builder = query (*)(std::mt19937_64&);

// ---------------------------------------------------------------------------------------------
// Random and extreme queries: coordinates from `coordinate`, radii |.|, boxes ordered.

query free_query(const std::string& name, std::mt19937_64& rng, bool extreme) {
  const auto x = [&] {
    return extreme ? testing_support::extreme_coord(rng) : testing_support::uniform_coord(rng);
  };
  const std::size_t arity = exactpred::query::find_predicate(name)->prefix;
  query q(arity);
  for (double& v : q) v = x();
  if (name == "point_sphere" || name == "segment_sphere" || name == "triangle_sphere") {
    q[3] = std::fabs(q[3]);
  } else if (name == "sphere_sphere") {
    q[3] = std::fabs(q[3]);
    q[7] = std::fabs(q[7]);
  } else if (name == "box_box_3d") {
    order_box(q, 0);
    order_box(q, 6);
  } else {
    order_box(q, 6);
    if (name == "ray_box_3d" && q[3] == 0 && q[4] == 0 && q[5] == 0) q[3] = 1;
  }
  return q;
}

// Configurations rounded in double: a point at distance ~r in a normalised direction.
query rounded_query(const std::string& name, std::mt19937_64& rng) {
  const v3 c = uniform_vec(rng);
  v3 u = uniform_vec(rng);
  const double len = std::sqrt(dot(u, u));
  if (len == 0)
    u = {1, 0, 0};
  else
    u = (1 / len) * u;
  const double r = std::fabs(testing_support::uniform_coord(rng));
  const v3 f = c + r * u;  // rounded: about r from c
  query q;
  put(q, c);
  q.push_back(r);
  if (name == "point_sphere") {
    put(q, f);
  } else if (name == "sphere_sphere") {
    const double r2 = std::fabs(testing_support::uniform_coord(rng));
    put(q, c + (r + r2) * u);
    q.push_back(r2);
  } else {
    const v3 e = cross(u, uniform_vec(rng));
    const v3 g = f + testing_support::uniform_coord(rng) * u;
    if (name == "segment_sphere") {
      put(q, f - std::fabs(testing_support::uniform_coord(rng)) * e);
      put(q, f + std::fabs(testing_support::uniform_coord(rng)) * e);
    } else {
      const v3 e2 = cross(u, e);
      put(q, f - e);
      put(q, f + e + e2);
      put(q, coin(rng) ? g : f + e - e2);
    }
  }
  return q;
}

struct predicate_case {
  const char* name;
  builder degenerate;
  std::vector<std::string> words;  // every answer that must occur
};

const std::vector<predicate_case>& cases() {
  static const std::vector<predicate_case> all = {
      {"point_sphere", degenerate<seeds::gen_point_sphere>, {"outside", "on_boundary", "inside"}},
      {"sphere_sphere",
       degenerate<seeds::gen_sphere_sphere>,
       {"disjoint", "touching", "intersecting"}},
      {"segment_sphere",
       degenerate<seeds::gen_segment_sphere>,
       {"disjoint", "touching", "intersecting"}},
      {"triangle_sphere",
       degenerate<seeds::gen_triangle_sphere>,
       {"disjoint", "touching", "intersecting"}},
      {"segment_box_3d", degenerate<seeds::gen_segment_box_3d>, {"disjoint", "intersecting"}},
      {"ray_box_3d", degenerate<seeds::gen_ray_box_3d>, {"disjoint", "intersecting"}},
      {"box_box_3d", degenerate<seeds::gen_box_box_3d>, {"disjoint", "touching", "overlapping"}},
  };
  return all;
}

bool is_sphere_predicate(const std::string& name) {
  return name.find("sphere") != std::string::npos;
}

query make_query(const predicate_case& pc, family fam, std::mt19937_64& rng) {
  const std::string name = pc.name;
  for (;;) {
    query q;
    switch (fam) {
      case family::random:
        q = free_query(name, rng, false);
        if (coin(rng, 4)) scale_somehow(q, rng, false);
        break;
      case family::degenerate:
        q = pc.degenerate(rng);
        scale_somehow(q, rng, !coin(rng, 3));
        flip_zero_signs(q, rng);
        break;
      case family::near:
        if (is_sphere_predicate(name) && coin(rng)) {
          q = rounded_query(name, rng);
        } else {
          q = pc.degenerate(rng);
          nudge(q, rng);
        }
        if (coin(rng, 3)) scale_somehow(q, rng, true);
        break;
      case family::extreme:
        if (coin(rng, 4)) {  // degenerate configurations at the ends of the exponent range
          q = pc.degenerate(rng);
          int k_min = 0, k_max = 0;
          testing_support::exact_scale_range(q, k_min, k_max);
          if (k_min <= k_max) {
            EXPECT_TRUE(testing_support::scale_by_power_of_two(q, coin(rng) ? k_min : k_max));
          }
          flip_zero_signs(q, rng);
        } else {
          q = free_query(name, rng, true);
        }
        break;
    }
    if (valid(name, q)) return q;
  }
}

// ---------------------------------------------------------------------------------------------
// The differential test.

std::string ours(const std::string& name, const query& q) {
  return exactpred::query::find_predicate(name)->ours(q.data(), q.size());
}
std::string reference(const std::string& name, const query& q) {
  return exactpred::oracle::reference_volume(name)(q.data(), q.size());
}

const std::size_t queries_per_family = exactpred::testing::scaled(std::size_t{4000});

class VolumeDifferential : public ::testing::TestWithParam<std::size_t> {};

TEST_P(VolumeDifferential, AgreesWithCgal) {
  const predicate_case& pc = cases()[GetParam()];
  const std::string name = pc.name;
  ASSERT_NE(exactpred::query::find_predicate(name), nullptr);
  ASSERT_NE(exactpred::oracle::reference_volume(name), nullptr);
  std::map<std::string, std::size_t> answers;
  std::size_t total = 0, mismatches = 0;
  for (family fam : all_families) {
    std::mt19937_64 rng(0x5eed0000u + 97 * GetParam() + static_cast<unsigned>(fam));
    std::map<std::string, std::size_t> family_answers;
    for (std::size_t i = 0; i < queries_per_family; ++i) {
      const query q = make_query(pc, fam, rng);
      const std::string expected = reference(name, q);
      const std::string got = ours(name, q);
      ++answers[got];
      ++family_answers[got];
      ++total;
      if (got != expected && ++mismatches <= 10) {
        ADD_FAILURE() << "family " << family_name(fam) << ": "
                      << exactpred::testing::query_line(name, q) << "\n  CGAL " << expected
                      << ", exactpred " << got;
      }
    }
    if (fam == family::degenerate && pc.words.size() == 3) {
      // The built configurations must really hit the boundary cases.
      const std::string& boundary = pc.words[1];
      EXPECT_GT(family_answers[boundary], queries_per_family / 20)
          << name << ": too few '" << boundary << "' answers in the degenerate family";
    }
  }
  EXPECT_EQ(mismatches, 0u) << "of " << total << " queries";
  for (const std::string& w : pc.words)
    EXPECT_GT(answers[w], 0u) << name << " never answered " << w;
  EXPECT_EQ(answers.size(), pc.words.size()) << name << " gave an unexpected answer";
}

INSTANTIATE_TEST_SUITE_P(Volume, VolumeDifferential, ::testing::Range<std::size_t>(0, 7),
                         [](const ::testing::TestParamInfo<std::size_t>& info) {
                           return std::string(cases()[info.param].name);
                         });

// ---------------------------------------------------------------------------------------------
// Each stage of each volume formula agrees with the exact stage.

template <class F>
void check_stages(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::size_t decided = 0, expanded = 0, zeros = 0;
  for (int i = 0; i < 3000; ++i) {
    query x(F::arity);
    const int kind = i % 3;
    for (double& v : x) {
      v = kind == 0 ? testing_support::extreme_coord(rng)
                    : (kind == 1 ? testing_support::uniform_coord(rng)
                                 : double(irand(rng, -2, 2)));  // many exact zeros
    }
    if (kind == 2) scale_somehow(x, rng, true);
    // The reference: GMP rationals, independent of the library's stages.
    const sign exact = exactpred::testing::exact_formula_sign<F>(x.data());
    const auto filt = testing_support::formula_filter_sign<F>(x);
    const auto expa = detail::expansion_sign<F>(x.data());
    if (filt) ++decided;
    if (expa) ++expanded;
    zeros += exact == sign::zero;
    EXPECT_TRUE(!filt || *filt == exact) << "filter: " << testing_support::query_line(F::name, x);
    EXPECT_TRUE(!expa || *expa == exact)
        << "expansion: " << testing_support::query_line(F::name, x);
    EXPECT_EQ(detail::exact_sign<F>(x.data()), exact)
        << "exact stage: " << testing_support::query_line(F::name, x);
  }
  // Each stage decides its share: the filter most of the uniform third, expansions all but
  // the extreme queries they cannot hold; and the integer third gives exact zeros.
  EXPECT_GT(decided, 600u) << F::name << ": the filter decides too few queries";
  EXPECT_GT(expanded, 1500u) << F::name << ": the expansion stage decides too few queries";
  EXPECT_GT(zeros, 10u) << F::name << ": too few exact zeros";
}

TEST(VolumeStages, AgreeWithExactStage) {
  check_stages<detail::ball_point_formula>(11);
  check_stages<detail::ball_ball_formula>(12);
  check_stages<detail::segment_dot_formula>(13);
  check_stages<detail::line_ball_formula>(14);
  check_stages<detail::plane_ball_formula>(16);
}

// ---------------------------------------------------------------------------------------------
// Input errors.

TEST(VolumeErrors, NonFiniteArgumentsAreRejectedByName) {
  for (const predicate_case& pc : cases()) {
    std::mt19937_64 rng(7);
    exactpred::testing::expect_non_finite_rejected(pc.name, make_query(pc, family::degenerate, rng),
                                                   /*numbered=*/true);
  }
}

TEST(VolumeErrors, DomainErrors) {
  const point3 o{0, 0, 0}, one{1, 1, 1};
  EXPECT_THROW(exactpred::point_sphere(o, -1.0, one), exactpred::invalid_input);
  EXPECT_THROW(exactpred::point_sphere(o, -5e-324, one), exactpred::invalid_input);
  EXPECT_THROW(exactpred::sphere_sphere(o, 1.0, one, -1.0), exactpred::invalid_input);
  EXPECT_THROW(exactpred::sphere_sphere(o, -1.0, one, 1.0), exactpred::invalid_input);
  EXPECT_THROW(exactpred::segment_sphere(o, -1.0, o, one), exactpred::invalid_input);
  EXPECT_THROW(exactpred::triangle_sphere(o, -1.0, o, one, o), exactpred::invalid_input);
  EXPECT_THROW(exactpred::segment_box_3d(o, one, one, o), exactpred::invalid_input);
  EXPECT_THROW(exactpred::segment_box_3d(o, one, o, point3{1, -1, 1}), exactpred::invalid_input);
  EXPECT_THROW(exactpred::ray_box_3d(o, o, o, one), exactpred::invalid_input);
  EXPECT_THROW(exactpred::ray_box_3d(o, point3{-0.0, 0, -0.0}, o, one), exactpred::invalid_input);
  EXPECT_THROW(exactpred::ray_box_3d(o, one, one, o), exactpred::invalid_input);
  EXPECT_THROW(exactpred::box_box_3d(o, one, one, o), exactpred::invalid_input);
  EXPECT_THROW(exactpred::box_box_3d(one, o, o, one), exactpred::invalid_input);
  // A zero radius of either sign and flat boxes are valid.
  EXPECT_EQ(exactpred::point_sphere(o, -0.0, o), ball_side::on_boundary);
  EXPECT_EQ(exactpred::box_box_3d(o, o, o, o), box_box_relation::touching);
}

// ---------------------------------------------------------------------------------------------
// Hand-checked cases.

TEST(VolumeKnownCases, PointSphere) {
  const point3 c{1, 2, 3};
  EXPECT_EQ(exactpred::point_sphere(c, 3.0, point3{2, 4, 5}), ball_side::on_boundary);  // (1,2,2)
  EXPECT_EQ(exactpred::point_sphere(c, 3.0, point3{2, 4, 4}), ball_side::inside);
  EXPECT_EQ(exactpred::point_sphere(c, 2.0, point3{2, 4, 5}), ball_side::outside);
  // 0.1 is not exactly representable: the point (0.1, 0, 0) lies at 0.1000000000000000055...
  EXPECT_EQ(exactpred::point_sphere(point3{0, 0, 0}, 0.1, point3{0.1, 0, 0}),
            ball_side::on_boundary);
  EXPECT_EQ(exactpred::point_sphere(point3{0.3, 0, 0}, 0.1, point3{0.2, 0, 0}), ball_side::inside);
  EXPECT_EQ(exactpred::point_sphere(point3{0, 0, 0}, 5e-324, point3{5e-324, 5e-324, 0}),
            ball_side::outside);
  EXPECT_EQ(exactpred::point_sphere(point3{0, 0, 0}, DBL_MAX, point3{DBL_MAX, 0, 0}),
            ball_side::on_boundary);
  EXPECT_EQ(exactpred::point_sphere(point3{-DBL_MAX, 0, 0}, DBL_MAX, point3{DBL_MAX, 0, 0}),
            ball_side::outside);
}

TEST(VolumeKnownCases, SphereSphere) {
  const point3 o{0, 0, 0};
  EXPECT_EQ(exactpred::sphere_sphere(o, 1.0, point3{2, 0, 0}, 1.0), ball_relation::touching);
  EXPECT_EQ(exactpred::sphere_sphere(o, 1.0, point3{2, 0, 0}, 0.5), ball_relation::disjoint);
  EXPECT_EQ(exactpred::sphere_sphere(o, 2.0, point3{1, 0, 0}, 1.0), ball_relation::intersecting);
  EXPECT_EQ(exactpred::sphere_sphere(o, 3.0, o, 1.0), ball_relation::intersecting);
  EXPECT_EQ(exactpred::sphere_sphere(o, 0.0, o, 0.0), ball_relation::touching);
  EXPECT_EQ(exactpred::sphere_sphere(o, 0.0, point3{1, 2, 2}, 3.0), ball_relation::touching);
}

TEST(VolumeKnownCases, SegmentSphere) {
  const point3 o{0, 0, 0};
  // Tangent at the middle of the segment; the naive endpoint test sees both ends outside.
  EXPECT_EQ(exactpred::segment_sphere(o, 1.0, point3{-5, 1, 0}, point3{5, 1, 0}),
            ball_relation::touching);
  EXPECT_EQ(exactpred::segment_sphere(o, 1.0, point3{-5, 0.5, 0}, point3{5, 0.5, 0}),
            ball_relation::intersecting);
  // The line is close but the segment is not.
  EXPECT_EQ(exactpred::segment_sphere(o, 1.0, point3{2, 0, 0}, point3{5, 0, 0}),
            ball_relation::disjoint);
  EXPECT_EQ(exactpred::segment_sphere(o, 2.0, point3{2, 0, 0}, point3{5, 0, 0}),
            ball_relation::touching);
  EXPECT_EQ(exactpred::segment_sphere(o, 3.0, point3{1, 2, 2}, point3{1, 2, 2}),
            ball_relation::touching);
  EXPECT_EQ(exactpred::segment_sphere(o, 0.0, point3{-1, 0, 0}, point3{1, 0, 0}),
            ball_relation::touching);
}

TEST(VolumeKnownCases, TriangleSphere) {
  const point3 a{-1, -1, 0}, b{1, -1, 0}, t{0, 1, 0};
  EXPECT_EQ(exactpred::triangle_sphere(point3{0, 0, 1}, 1.0, a, b, t), ball_relation::touching);
  EXPECT_EQ(exactpred::triangle_sphere(point3{0, 0, 1}, 0.5, a, b, t), ball_relation::disjoint);
  EXPECT_EQ(exactpred::triangle_sphere(point3{0, 0, 1}, 2.0, a, b, t), ball_relation::intersecting);
  // Above the plane but beyond the edge ab: distance sqrt(1 + 1), not 1.
  EXPECT_EQ(exactpred::triangle_sphere(point3{0, -2, 1}, 1.0, a, b, t), ball_relation::disjoint);
  // Nearest to the vertex t = (0, 1, 0): distance 3 along (1, 2, 2).
  EXPECT_EQ(exactpred::triangle_sphere(point3{1, 3, 2}, 3.0, a, b, t), ball_relation::touching);
  // r = 0: the centre on the triangle (interior, edge, vertex) or not.
  EXPECT_EQ(exactpred::triangle_sphere(point3{0, 0, 0}, 0.0, a, b, t), ball_relation::touching);
  EXPECT_EQ(exactpred::triangle_sphere(point3{0, -1, 0}, 0.0, a, b, t), ball_relation::touching);
  EXPECT_EQ(exactpred::triangle_sphere(t, 0.0, a, b, t), ball_relation::touching);
  EXPECT_EQ(exactpred::triangle_sphere(point3{0, 0, 5e-324}, 0.0, a, b, t),
            ball_relation::disjoint);
  // Degenerate triangles: a segment (collinear) and a point (coincident).
  const point3 p{0, 0, 0}, q{4, 0, 0};
  EXPECT_EQ(exactpred::triangle_sphere(point3{2, 3, 0}, 3.0, p, q, point3{1, 0, 0}),
            ball_relation::touching);
  EXPECT_EQ(exactpred::triangle_sphere(point3{2, 3, 0}, 3.0, p, p, p), ball_relation::disjoint);
  EXPECT_EQ(exactpred::triangle_sphere(point3{1, 2, 2}, 3.0, p, p, p), ball_relation::touching);
  EXPECT_EQ(exactpred::triangle_sphere(point3{6, 0, 0}, 2.0, p, p, q), ball_relation::touching);
}

TEST(VolumeKnownCases, SegmentBox) {
  const point3 lo{0, 0, 0}, hi{1, 1, 1};
  EXPECT_EQ(exactpred::segment_box_3d(point3{-1, 0.5, 0.5}, point3{2, 0.5, 0.5}, lo, hi),
            box_intersection::intersecting);
  // Through the edge x = 1, y = 1 exactly: touches it.
  EXPECT_EQ(exactpred::segment_box_3d(point3{2, 0, 0.5}, point3{0, 2, 0.5}, lo, hi),
            box_intersection::intersecting);
  EXPECT_EQ(exactpred::segment_box_3d(point3{2.5, 0, 0.5}, point3{0, 2.5, 0.5}, lo, hi),
            box_intersection::disjoint);
  // The line crosses the box but the segment stops short.
  EXPECT_EQ(exactpred::segment_box_3d(point3{3, 3, 3}, point3{2, 2, 2}, lo, hi),
            box_intersection::disjoint);
  // A point on a corner, and in a flat box.
  EXPECT_EQ(exactpred::segment_box_3d(hi, hi, lo, hi), box_intersection::intersecting);
  EXPECT_EQ(exactpred::segment_box_3d(point3{0, 0, -1}, point3{1, 1, 1}, lo, point3{1, 1, 0}),
            box_intersection::intersecting);
  EXPECT_EQ(exactpred::segment_box_3d(point3{0, 0, -1}, point3{1, 1, 1}, lo, point3{0.5, 0.25, 0}),
            box_intersection::disjoint);
  EXPECT_EQ(exactpred::segment_box_3d(std::array<double, 3>{0, 0, -1}, {1, 1, 1}, {0, 0, 0},
                                      {0.5, 0.5, 0}),
            box_intersection::intersecting);
}

TEST(VolumeKnownCases, RayBox) {
  const point3 lo{0, 0, 0}, hi{1, 1, 1};
  EXPECT_EQ(exactpred::ray_box_3d(point3{5, 5, 0.5}, point3{-1, -1, 0}, lo, hi),
            box_intersection::intersecting);
  EXPECT_EQ(exactpred::ray_box_3d(point3{5, 5, 0.5}, point3{1, 1, 0}, lo, hi),
            box_intersection::disjoint);
  EXPECT_EQ(exactpred::ray_box_3d(point3{0.5, 0.5, 0.5}, point3{1e-300, 0, 0}, lo, hi),
            box_intersection::intersecting);
  // Grazing the edge x = 0, z = 0 from far away with a tiny slope.
  EXPECT_EQ(exactpred::ray_box_3d(point3{-1, 0.5, 5e-324}, point3{1, 0, -5e-324}, lo, hi),
            box_intersection::intersecting);
  EXPECT_EQ(exactpred::ray_box_3d(point3{-1, 0.5, 5e-324}, point3{1, 0, -1e-323}, lo, hi),
            box_intersection::disjoint);
}

TEST(VolumeKnownCases, BoxBox) {
  const point3 lo{0, 0, 0}, hi{1, 1, 1};
  EXPECT_EQ(exactpred::box_box_3d(lo, hi, point3{1, 0, 0}, point3{2, 1, 1}),
            box_box_relation::touching);
  EXPECT_EQ(exactpred::box_box_3d(lo, hi, point3{1, 1, 1}, point3{2, 2, 2}),
            box_box_relation::touching);
  EXPECT_EQ(exactpred::box_box_3d(lo, hi, point3{0.5, 0.5, 0.5}, point3{2, 2, 2}),
            box_box_relation::overlapping);
  EXPECT_EQ(exactpred::box_box_3d(lo, hi, point3{0.25, 0.25, 0.5}, point3{0.5, 0.5, 0.5}),
            box_box_relation::touching);  // a flat box inside: no volume
  EXPECT_EQ(exactpred::box_box_3d(lo, hi, point3{1, 0, 0}, point3{1, 0, 0}),
            box_box_relation::touching);
  EXPECT_EQ(exactpred::box_box_3d(lo, hi, point3{std::nextafter(1.0, 2.0), 0, 0}, point3{2, 1, 1}),
            box_box_relation::disjoint);
}

// Results print the same words as the oracle command.
TEST(VolumeKnownCases, Words) {
  EXPECT_STREQ(exactpred::to_string(ball_relation::touching), "touching");
  EXPECT_STREQ(exactpred::to_string(ball_side::on_boundary), "on_boundary");
  EXPECT_STREQ(exactpred::to_string(box_intersection::intersecting), "intersecting");
  EXPECT_STREQ(exactpred::to_string(box_box_relation::overlapping), "overlapping");
}

}  // namespace
