// SPDX-License-Identifier: MIT
// examples/arrangement_2d.hpp — the planar arrangement of n segments, decided only by exact
// predicates on explicit and implicit points (exactpred/implicit.hpp); no point is rounded.
//
// Every common point of two segments is a vertex: a proper crossing is kept as the implicit
// point ssi{a, b, c, d}; a touching point or the ends of a collinear overlap are segment
// endpoints. The vertices on each segment are sorted along it exactly (compare_x, or compare_y
// for a vertical segment, on implicit points), coincident ones (several segments through one
// point, each pair giving its own ssi) are merged exactly by a lexicographic sort of all
// vertices (compare_x, then compare_y). Consecutive vertices along a segment bound an edge;
// overlapping segments share their common edges. The counts: V vertices, E edges, and F faces
// (the unbounded one included) by Euler's formula for a planar graph with C connected
// components, F = E - V + C + 1.
#ifndef EXACTPRED_EXAMPLES_ARRANGEMENT_2D_HPP
#define EXACTPRED_EXAMPLES_ARRANGEMENT_2D_HPP

#include <algorithm>
#include <cstddef>
#include <numeric>
#include <set>
#include <stdexcept>
#include <utility>
#include <vector>

#include "exactpred/exactpred.hpp"
#include "exactpred/implicit.hpp"

namespace exactpred_example {

using exactpred::compare_x;
using exactpred::compare_y;
using exactpred::implicit_point2;
using exactpred::orient2d;
using exactpred::point2;
using exactpred::segment_intersect_2d;
using exactpred::segment_relation;
using exactpred::sign;
using exactpred::ssi;

struct segment2 {
  point2 a, b;
};

struct arrangement_counts {
  std::size_t vertices = 0, edges = 0, faces = 0;
  std::size_t candidates = 0;  // vertex candidates before coincident ones were merged
};

namespace detail_arrangement {

inline bool lex_less(const implicit_point2& p, const implicit_point2& q) {
  const sign x = compare_x(p, q);
  if (x != sign::zero) return x == sign::negative;
  return compare_y(p, q) == sign::negative;
}

inline bool same_point(const implicit_point2& p, const implicit_point2& q) {
  return compare_x(p, q) == sign::zero && compare_y(p, q) == sign::zero;
}

// p on the closed segment s (p explicit).
inline bool on_segment(const point2& p, const segment2& s) {
  if (orient2d(s.a, s.b, p) != sign::zero) return false;
  return std::min(s.a.x, s.b.x) <= p.x && p.x <= std::max(s.a.x, s.b.x) &&
         std::min(s.a.y, s.b.y) <= p.y && p.y <= std::max(s.a.y, s.b.y);
}

inline std::size_t find(std::vector<std::size_t>& parent, std::size_t i) {
  while (parent[i] != i) i = parent[i] = parent[parent[i]];
  return i;
}

}  // namespace detail_arrangement

/// V, E, F of the arrangement of the segments (each of positive length).
inline arrangement_counts arrangement_2d(const std::vector<segment2>& segs) {
  using namespace detail_arrangement;
  const std::size_t n = segs.size();
  for (const segment2& s : segs) {
    if (s.a.x == s.b.x && s.a.y == s.b.y)
      throw std::invalid_argument("arrangement_2d: a segment of length 0");
  }
  // Vertex candidates, and for each segment the candidates on it.
  std::vector<implicit_point2> points;
  std::vector<std::vector<std::size_t>> on(n);
  auto add = [&](const implicit_point2& p, std::size_t i, std::size_t j) {
    points.push_back(p);
    on[i].push_back(points.size() - 1);
    if (j != i) on[j].push_back(points.size() - 1);
  };
  for (std::size_t i = 0; i < n; ++i) {
    add(segs[i].a, i, i);
    add(segs[i].b, i, i);
  }
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      const segment2 &s = segs[i], &t = segs[j];
      switch (segment_intersect_2d(s.a, s.b, t.a, t.b)) {
        case segment_relation::disjoint:
          break;
        case segment_relation::crossing:
          add(ssi{s.a, s.b, t.a, t.b}, i, j);
          break;
        case segment_relation::touching:
        case segment_relation::overlapping:
          // The common points that are vertices: the endpoints of either on the other.
          for (const point2& p : {t.a, t.b})
            if (on_segment(p, s)) add(p, i, j);
          for (const point2& p : {s.a, s.b})
            if (on_segment(p, t)) add(p, i, j);
          break;
      }
    }
  }
  // Merge coincident points: ids by a lexicographic sort.
  std::vector<std::size_t> order(points.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(),
            [&](std::size_t p, std::size_t q) { return lex_less(points[p], points[q]); });
  std::vector<std::size_t> id(points.size());
  std::size_t vertices = 0;
  for (std::size_t k = 0; k < order.size(); ++k) {
    if (k > 0 && !same_point(points[order[k - 1]], points[order[k]])) ++vertices;
    id[order[k]] = vertices;
  }
  if (!points.empty()) ++vertices;
  // Each segment's vertices in order along it; consecutive distinct ones bound an edge.
  std::set<std::pair<std::size_t, std::size_t>> edges;
  std::vector<std::size_t> parent(vertices);
  std::iota(parent.begin(), parent.end(), 0);
  for (std::size_t i = 0; i < n; ++i) {
    const segment2& s = segs[i];
    const bool by_x = s.a.x != s.b.x;
    const bool forward = by_x ? s.a.x < s.b.x : s.a.y < s.b.y;
    std::vector<std::size_t>& v = on[i];
    std::sort(v.begin(), v.end(), [&](std::size_t p, std::size_t q) {
      const sign c = by_x ? compare_x(points[p], points[q]) : compare_y(points[p], points[q]);
      return forward ? c == sign::negative : c == sign::positive;
    });
    for (std::size_t k = 1; k < v.size(); ++k) {
      const std::size_t p = id[v[k - 1]], q = id[v[k]];
      if (p == q) continue;
      edges.insert({std::min(p, q), std::max(p, q)});
      parent[find(parent, p)] = find(parent, q);
    }
  }
  std::size_t components = 0;
  for (std::size_t k = 0; k < vertices; ++k) components += find(parent, k) == k;
  arrangement_counts r;
  r.vertices = vertices;
  r.edges = edges.size();
  r.faces = r.edges + components + 1 - r.vertices;
  r.candidates = points.size();
  return r;
}

}  // namespace exactpred_example

#endif  // EXACTPRED_EXAMPLES_ARRANGEMENT_2D_HPP
