// SPDX-License-Identifier: MIT
// The 2D segment arrangement example (examples/arrangement_2d.hpp), decided only by exact
// predicates on explicit and implicit points (ssi), against CGAL's Arrangement_2 with exact
// constructions: the same numbers of vertices, edges and faces on random segments, on segments
// between lattice points (many through common points, many collinear and overlapping), on
// pencils of segments through common points, on axis-parallel grids with overlaps, and on
// lattice segments scaled by 0.1 (rounded: crossings that nearly coincide).
#include <gtest/gtest.h>

#include <array>
#include <cstddef>
#include <random>
#include <vector>

#include "arrangement_2d.hpp"
#include "cgal_arrangement.hpp"

namespace {

using exactpred::point2;
using exactpred_example::arrangement_2d;
using exactpred_example::segment2;

// Returns how many vertex candidates were merged into others.
std::size_t expect_same_as_cgal(const std::vector<segment2>& segs) {
  std::vector<std::array<double, 4>> q;
  for (const segment2& s : segs) q.push_back({s.a.x, s.a.y, s.b.x, s.b.y});
  const auto ref = exactpred::oracle::cgal_arrangement_2d(q);
  const auto ours = arrangement_2d(segs);
  EXPECT_EQ(ours.vertices, ref.vertices);
  EXPECT_EQ(ours.edges, ref.edges);
  EXPECT_EQ(ours.faces, ref.faces);
  return ours.candidates - ours.vertices;
}

TEST(Arrangement2d, SmallCases) {
  // Two crossing segments: 5 vertices, 4 edges, 1 face.
  auto r = arrangement_2d({{{0, 0}, {2, 2}}, {{0, 2}, {2, 0}}});
  EXPECT_EQ(r.vertices, 5u);
  EXPECT_EQ(r.edges, 4u);
  EXPECT_EQ(r.faces, 1u);
  // Three segments through one point (three ssi, one vertex): 7, 6, 1.
  r = arrangement_2d({{{0, 0}, {3, 3}}, {{0, 3}, {3, 0}}, {{0, 1}, {3, 2}}});
  EXPECT_EQ(r.vertices, 7u);
  EXPECT_EQ(r.edges, 6u);
  EXPECT_EQ(r.faces, 1u);
  // A triangle: 3, 3, 2; the same with one side doubled by an overlapping segment: 4, 4, 2.
  r = arrangement_2d({{{0, 0}, {4, 0}}, {{4, 0}, {0, 4}}, {{0, 4}, {0, 0}}});
  EXPECT_EQ(r.vertices, 3u);
  EXPECT_EQ(r.edges, 3u);
  EXPECT_EQ(r.faces, 2u);
  r = arrangement_2d({{{0, 0}, {4, 0}}, {{4, 0}, {0, 4}}, {{0, 4}, {0, 0}}, {{1, 0}, {6, 0}}});
  EXPECT_EQ(r.vertices, 5u);
  EXPECT_EQ(r.edges, 5u);
  EXPECT_EQ(r.faces, 2u);
}

TEST(Arrangement2d, RandomSegmentsAgreeWithCgal) {
  std::mt19937_64 rng(16);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  for (int trial = 0; trial < 20; ++trial) {
    std::vector<segment2> segs;
    for (int i = 0; i < 30; ++i) segs.push_back({{u(rng), u(rng)}, {u(rng), u(rng)}});
    expect_same_as_cgal(segs);
  }
}

std::vector<segment2> lattice_segments(std::mt19937_64& rng, int n, int size, double scale) {
  std::uniform_int_distribution<int> c(0, size);
  std::vector<segment2> segs;
  while (static_cast<int>(segs.size()) < n) {
    const point2 a{c(rng) * scale, c(rng) * scale}, b{c(rng) * scale, c(rng) * scale};
    if (a.x == b.x && a.y == b.y) continue;
    segs.push_back({a, b});
  }
  return segs;
}

TEST(Arrangement2d, LatticeSegmentsAgreeWithCgal) {
  std::mt19937_64 rng(1616);
  for (int trial = 0; trial < 20; ++trial) {
    expect_same_as_cgal(lattice_segments(rng, 40, 6, 1.0));    // common points, overlaps
    expect_same_as_cgal(lattice_segments(rng, 40, 6, 0.1));    // rounded: near-coincidences
    expect_same_as_cgal(lattice_segments(rng, 40, 4, 0.125));  // exact scaling
  }
}

TEST(Arrangement2d, PencilsAndGridsAgreeWithCgal) {
  std::mt19937_64 rng(160);
  std::uniform_int_distribution<int> d(-5, 5), k(1, 4), pos(0, 8);
  for (int trial = 0; trial < 20; ++trial) {
    std::vector<segment2> segs;
    // Three pencils of segments through three centres.
    for (int p = 0; p < 3; ++p) {
      const point2 c{static_cast<double>(pos(rng)), static_cast<double>(pos(rng))};
      for (int i = 0; i < 8; ++i) {
        const double ux = d(rng), uy = d(rng);
        if (ux == 0 && uy == 0) continue;
        const double k1 = k(rng), k2 = k(rng);
        segs.push_back({{c.x - k1 * ux, c.y - k1 * uy}, {c.x + k2 * ux, c.y + k2 * uy}});
      }
    }
    // Axis-parallel segments on a few lines, overlapping one another.
    for (int i = 0; i < 12; ++i) {
      const double at = pos(rng), from = pos(rng) - 4, to = from + k(rng) + 1;
      if (i % 2)
        segs.push_back({{from, at}, {to, at}});
      else
        segs.push_back({{at, from}, {at, to}});
    }
    EXPECT_GT(expect_same_as_cgal(segs), 0u);
  }
}

}  // namespace
