// SPDX-License-Identifier: MIT
// The 3D Delaunay example (examples/delaunay_3d.hpp), driven only by orient3d_sos and
// insphere_sos, against CGAL's Delaunay_triangulation_3 with an exact kernel: on
// general-position input the same tetrahedra (hence the same number) and the same hull facets;
// on degenerate input (an integer grid, lattice points on a sphere, duplicates) a valid
// Delaunay triangulation of the same convex hull (the same facet planes, the same volume).
// Every result also passes the example's exact validator: tetrahedra positive, facets matched,
// no point outside a hull facet, no point strictly inside the circumsphere of a tetrahedron of
// non-zero volume.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <numeric>
#include <random>
#include <set>
#include <tuple>
#include <vector>

#include "cgal_delaunay_3d.hpp"
#include "delaunay_3d.hpp"
#include "exactpred/exactpred.hpp"

namespace {

using exactpred::point3;
using exactpred_example::delaunay_3d;
using exactpred_example::triangulation_3d;
using exactpred_example::validate_3d;
using quad = std::array<std::uint32_t, 4>;
using triple = std::array<std::uint32_t, 3>;

exactpred::oracle::delaunay_3d_reference reference(const std::vector<point3>& p) {
  std::vector<std::array<double, 3>> q;
  for (const point3& x : p) q.push_back({x.x, x.y, x.z});
  return exactpred::oracle::cgal_delaunay_3d(q);
}

template <class A>
std::set<A> sorted_set(const std::vector<A>& v) {
  std::set<A> s;
  for (A a : v) {
    std::sort(a.begin(), a.end());
    s.insert(a);
  }
  return s;
}

/// 6 x the volume of tetrahedron abcd, exactly, for integer coordinates below 2^20.
long long volume6(const point3& a, const point3& b, const point3& c, const point3& d) {
  const long long ux = std::llround(b.x - a.x), uy = std::llround(b.y - a.y),
                  uz = std::llround(b.z - a.z);
  const long long vx = std::llround(c.x - a.x), vy = std::llround(c.y - a.y),
                  vz = std::llround(c.z - a.z);
  const long long wx = std::llround(d.x - a.x), wy = std::llround(d.y - a.y),
                  wz = std::llround(d.z - a.z);
  return ux * (vy * wz - vz * wy) - uy * (vx * wz - vz * wx) + uz * (vx * wy - vy * wx);
}

/// The planes of the hull facets of non-zero area (integer input): the outward normal divided
/// by the gcd of its components, and the offset.
std::set<std::array<long long, 4>> hull_planes(const std::vector<point3>& p,
                                               const std::vector<triple>& facets) {
  std::set<std::array<long long, 4>> planes;
  for (const triple& f : facets) {
    const point3 &a = p[f[0]], &b = p[f[1]], &c = p[f[2]];
    const long long ux = std::llround(b.x - a.x), uy = std::llround(b.y - a.y),
                    uz = std::llround(b.z - a.z);
    const long long vx = std::llround(c.x - a.x), vy = std::llround(c.y - a.y),
                    vz = std::llround(c.z - a.z);
    long long n[3] = {uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx};
    if (n[0] == 0 && n[1] == 0 && n[2] == 0) continue;
    const long long g = std::gcd(std::gcd(std::llabs(n[0]), std::llabs(n[1])), std::llabs(n[2]));
    for (long long& v : n) v /= g;
    const auto dot = [&](const point3& x) {
      return n[0] * std::llround(x.x) + n[1] * std::llround(x.y) + n[2] * std::llround(x.z);
    };
    long long offset = dot(a);
    bool outward = true;
    for (const point3& x : p) outward &= dot(x) <= offset;
    if (!outward) {
      for (long long& v : n) v = -v;
      offset = -offset;
    }
    planes.insert({n[0], n[1], n[2], offset});
  }
  return planes;
}

/// General-position input: the same tetrahedra and hull facets as CGAL.
void expect_same_as_cgal(const std::vector<point3>& p) {
  const triangulation_3d t = delaunay_3d(p);
  EXPECT_EQ(validate_3d(p, t), "");
  const auto r = reference(p);
  ASSERT_EQ(r.dimension, 3);
  EXPECT_EQ(t.tetrahedra.size(), r.cells.size());
  EXPECT_EQ(sorted_set(t.tetrahedra), sorted_set(r.cells));
  EXPECT_EQ(t.hull.size(), r.hull.size());
  EXPECT_EQ(sorted_set(t.hull), sorted_set(r.hull));
}

/// Degenerate integer input: valid, the same hull planes and the same volume as CGAL's.
void expect_same_hull_and_volume(const std::vector<point3>& p) {
  const triangulation_3d t = delaunay_3d(p);
  EXPECT_EQ(validate_3d(p, t), "");
  const auto r = reference(p);
  ASSERT_EQ(r.dimension, 3);
  long long ours = 0, theirs = 0;
  for (const quad& x : t.tetrahedra) {
    const long long v = volume6(p[x[0]], p[x[1]], p[x[2]], p[x[3]]);
    EXPECT_GE(v, 0);
    ours += v;
  }
  for (const quad& x : r.cells) {
    const long long v = volume6(p[x[0]], p[x[1]], p[x[2]], p[x[3]]);
    EXPECT_GT(v, 0);
    theirs += v;
  }
  EXPECT_EQ(ours, theirs);
  EXPECT_EQ(hull_planes(p, t.hull), hull_planes(p, r.hull));
}

TEST(Delaunay3d, UniformRandomMatchesCgal) {
  std::mt19937_64 rng(31);
  std::uniform_real_distribution<double> u(-1, 1);
  for (const std::size_t n : {5u, 30u, 400u}) {
    std::vector<point3> p;
    for (std::size_t i = 0; i < n; ++i) p.push_back({u(rng), u(rng), u(rng)});
    expect_same_as_cgal(p);
  }
}

TEST(Delaunay3d, PointsNearASphereMatchCgal) {
  // Rounded onto the unit sphere: nearly cospherical, so the in-sphere tests are close calls.
  std::mt19937_64 rng(32);
  std::normal_distribution<double> g;
  std::vector<point3> p;
  for (int i = 0; i < 300; ++i) {
    const double x = g(rng), y = g(rng), z = g(rng);
    const double r = std::sqrt(x * x + y * y + z * z);
    p.push_back({x / r, y / r, z / r});
  }
  p.push_back({0.0, 0.0, 0.0});
  expect_same_as_cgal(p);
}

TEST(Delaunay3d, LatticePointsOnASphereAreValid) {
  // Every integer point with x^2 + y^2 + z^2 = 50 (all cospherical), and the centre.
  std::vector<point3> p = {{0, 0, 0}};
  for (int x = -7; x <= 7; ++x) {
    for (int y = -7; y <= 7; ++y) {
      for (int z = -7; z <= 7; ++z) {
        if (x * x + y * y + z * z == 50) p.push_back({double(x), double(y), double(z)});
      }
    }
  }
  ASSERT_GT(p.size(), 50u);
  expect_same_hull_and_volume(p);
}

TEST(Delaunay3d, IntegerGridIsValid) {
  // Every unit cube has eight cospherical corners; every row, face and plane is degenerate.
  std::vector<point3> p;
  for (int x = 0; x < 6; ++x) {
    for (int y = 0; y < 6; ++y) {
      for (int z = 0; z < 6; ++z) p.push_back({double(x), double(y), double(z)});
    }
  }
  std::shuffle(p.begin(), p.end(), std::mt19937_64(33));
  expect_same_hull_and_volume(p);
  // Scaled to tiny and huge coordinates: the same combinatorics (the predicates are exact
  // and every scaling by a power of two is exact).
  const triangulation_3d t = delaunay_3d(p);
  for (const int k : {-1060, 1000}) {
    std::vector<point3> q;
    for (const point3& x : p)
      q.push_back({std::ldexp(x.x, k), std::ldexp(x.y, k), std::ldexp(x.z, k)});
    const triangulation_3d s = delaunay_3d(q);
    EXPECT_EQ(validate_3d(q, s), "") << k;
    EXPECT_EQ(sorted_set(s.tetrahedra), sorted_set(t.tetrahedra)) << k;
  }
}

TEST(Delaunay3d, DuplicatesAreValid) {
  std::mt19937_64 rng(34);
  std::uniform_int_distribution<int> c(0, 4);
  std::vector<point3> p;
  for (int i = 0; i < 60; ++i) p.push_back({double(c(rng)), double(c(rng)), double(c(rng))});
  for (int i = 0; i < 60; ++i) p.push_back(p[static_cast<std::size_t>(c(rng) * 11)]);
  expect_same_hull_and_volume(p);
}

TEST(Delaunay3d, ValidatorRejectsBrokenTriangulations) {
  std::mt19937_64 rng(35);
  std::uniform_real_distribution<double> u(-1, 1);
  std::vector<point3> p;
  for (int i = 0; i < 40; ++i) p.push_back({u(rng), u(rng), u(rng)});
  const triangulation_3d t = delaunay_3d(p);
  ASSERT_EQ(validate_3d(p, t), "");
  triangulation_3d missing = t;
  missing.tetrahedra.pop_back();
  EXPECT_NE(validate_3d(p, missing), "");
  triangulation_3d flipped = t;
  std::swap(flipped.tetrahedra[0][0], flipped.tetrahedra[0][1]);
  EXPECT_NE(validate_3d(p, flipped), "");
  triangulation_3d no_hull = t;
  no_hull.hull.pop_back();
  EXPECT_NE(validate_3d(p, no_hull), "");
}

}  // namespace
