// SPDX-License-Identifier: MIT
// Eigen's fixed-size vectors are points of their compile-time size (Eigen declares z() on
// every vector, so they must not be taken for x()/y()/z() types), Maps of them too, without a
// copy; dynamic-size vectors are not points.
#include <gtest/gtest.h>

#include <Eigen/Dense>
#include <random>

#if defined(__SSE2__) || defined(_M_X64)
#include <xmmintrin.h>
#endif

#include "exactpred/exactpred.hpp"

namespace {

using exactpred::point2;
using exactpred::point3;
using exactpred::sign;

static_assert(exactpred::is_point_v<Eigen::Vector2d, 2> &&
              !exactpred::is_point_v<Eigen::Vector2d, 3>);
static_assert(exactpred::is_point_v<Eigen::Vector3d, 3> &&
              !exactpred::is_point_v<Eigen::Vector3d, 2>);
static_assert(exactpred::is_point_v<Eigen::Vector2f, 2> &&
              exactpred::is_point_v<Eigen::Vector3f, 3>);
static_assert(exactpred::is_point_v<Eigen::Map<const Eigen::Vector2d>, 2>);
static_assert(exactpred::is_point_v<Eigen::RowVector3d, 3>);
static_assert(!exactpred::is_point_v<Eigen::VectorXd, 2> &&
              !exactpred::is_point_v<Eigen::VectorXd, 3>);
static_assert(!exactpred::is_point_v<Eigen::Vector4d, 3>);

TEST(Eigen, CorePredicatesOnEigenVectorsEqualThoseOnPoints) {
  std::mt19937_64 rng(7);
  std::uniform_int_distribution<int> small(-3, 3);
  for (int i = 0; i < 2000; ++i) {
    // Small integers: many exactly degenerate queries.
    Eigen::Vector2d a(small(rng), small(rng)), b(small(rng), small(rng)), c(small(rng), small(rng)),
        d(small(rng), small(rng));
    const point2 pa{a.x(), a.y()}, pb{b.x(), b.y()}, pc{c.x(), c.y()}, pd{d.x(), d.y()};
    EXPECT_EQ(exactpred::orient2d(a, b, c), exactpred::orient2d(pa, pb, pc));
    EXPECT_EQ(exactpred::incircle(a, b, c, d), exactpred::incircle(pa, pb, pc, pd));
    Eigen::Vector3d p(small(rng), small(rng), small(rng)), q(small(rng), small(rng), small(rng)),
        r(small(rng), small(rng), small(rng)), s(small(rng), small(rng), small(rng)),
        t(small(rng), small(rng), small(rng));
    const auto p3 = [](const Eigen::Vector3d& v) { return point3{v.x(), v.y(), v.z()}; };
    EXPECT_EQ(exactpred::orient3d(p, q, r, s), exactpred::orient3d(p3(p), p3(q), p3(r), p3(s)));
    EXPECT_EQ(exactpred::insphere(p, q, r, s, t),
              exactpred::insphere(p3(p), p3(q), p3(r), p3(s), p3(t)));
  }
}

TEST(Eigen, MapsAndFloatVectors) {
  const double raw[6] = {0, 0, 1, 0, 0, 5e-324};  // three points, no copy
  const Eigen::Map<const Eigen::Vector2d> a(raw), b(raw + 2), c(raw + 4);
  EXPECT_EQ(exactpred::orient2d(a, b, c), sign::positive);  // det 5e-324, not zero
  // A subnormal float is widened exactly (no flush to zero).
  const Eigen::Vector2f fa(0, 0), fb(1, 0), fc(0, 1e-45f);
  EXPECT_EQ(exactpred::orient2d(fa, fb, fc), sign::positive);
  const Eigen::Vector3f p(0, 0, 0), q(1, 0, 0), r(0, 1, 0), s(0, 0, -1e-45f);
  EXPECT_EQ(exactpred::orient3d(p, q, r, s), sign::negative);
}

// Arrays of Eigen vectors reach the polygon, point-set and batch functions without a copy:
// fixed-size vectors are read in place, Maps (whose data lies elsewhere) through point_traits.
TEST(Eigen, ArraysOfEigenVectors) {
  std::mt19937_64 rng(3);
  std::uniform_int_distribution<int> small(-5, 5);
  std::vector<Eigen::Vector2d> v2;
  std::vector<Eigen::Vector3f> v3;
  std::vector<point2> p2;
  std::vector<point3> p3;
  for (int i = 0; i < 40; ++i) {
    v2.emplace_back(small(rng), small(rng));
    p2.push_back({v2.back().x(), v2.back().y()});
    v3.emplace_back(small(rng), small(rng), small(rng));
    p3.push_back({v3.back().x(), v3.back().y(), v3.back().z()});
  }
  EXPECT_EQ(exactpred::point2_span(v2).storage(), exactpred::detail::point_storage::doubles);
  EXPECT_EQ(exactpred::point3_span(v3).storage(), exactpred::detail::point_storage::floats);
  EXPECT_EQ(exactpred::convex_hull(v2), exactpred::convex_hull(p2));
  EXPECT_EQ(exactpred::polygon_orientation(v2), exactpred::polygon_orientation(p2));
  EXPECT_EQ(exactpred::winding_number(v2[3], v2).number,
            exactpred::winding_number(p2[3], p2).number);
  std::vector<Eigen::Map<const Eigen::Vector2d>> maps;
  for (const point2& p : p2) maps.emplace_back(&p.x);
  EXPECT_EQ(exactpred::point2_span(maps).storage(), exactpred::detail::point_storage::other);
  EXPECT_EQ(exactpred::convex_hull(maps, true), exactpred::convex_hull(p2, true));
  std::vector<std::uint32_t> q(400);
  for (auto& i : q) i = static_cast<std::uint32_t>(rng() % 40);
  std::vector<sign> got(100), want(100);
  exactpred::incircle_batch(v2.data(), v2.size(), q.data(), 100, got.data());
  exactpred::incircle_batch(p2.data(), p2.size(), q.data(), 100, want.data());
  EXPECT_EQ(got, want);
  exactpred::orient2d_batch(maps.data(), maps.size(), q.data(), 100, got.data());
  exactpred::orient2d_batch(p2.data(), p2.size(), q.data(), 100, want.data());
  EXPECT_EQ(got, want);
  exactpred::orient3d_batch(v3.data(), v3.size(), q.data(), 100, got.data());
  exactpred::orient3d_batch(p3.data(), p3.size(), q.data(), 100, want.data());
  EXPECT_EQ(got, want);
}

#if defined(__SSE2__) || defined(_M_X64)
// Under flush-to-zero and denormals-are-zero (a -ffast-math plugin's setting), subnormal float
// coordinates of Eigen vectors still count, and the caller's environment is restored.
TEST(Eigen, SubnormalFloatsUnderFtzDaz) {
  const unsigned saved = _mm_getcsr();
  _mm_setcsr(0x9FC0);  // FTZ | DAZ, every exception masked, round to nearest
  const Eigen::Vector2f a(0, 0), b(1e-45f, 0), c(0, 1e-45f);
  const sign s = exactpred::orient2d(a, b, c);
  const unsigned after = _mm_getcsr();
  _mm_setcsr(saved);
  EXPECT_EQ(s, sign::positive);
  EXPECT_EQ(after & ~0x3Fu, 0x9FC0u);
}
#endif

}  // namespace
