// SPDX-License-Identifier: MIT
// examples/delaunay.hpp — a small 2D Delaunay triangulator driven only by the symbolic-
// perturbation predicates orient2d_sos and incircle_sos, and an independent validator.
//
// Why symbolic perturbation. Exactly degenerate input (grids, cocircular points, collinear
// rows) makes the exact orient2d and incircle return zero, and every zero is a special case
// for a Delaunay algorithm: which diagonal of a square, whether a point on a hull edge is a
// hull vertex, what the first triangle of three collinear points is. The `_sos` predicates
// never return zero for distinct indices and their answers are those of one point set moved
// by an infinitesimal perturbation (each point lifted to the paraboloid and perturbed there),
// so the algorithm below runs as if the input were in general position and, with no special
// case at all, outputs the Delaunay triangulation of the perturbed points.
//
// Seen at the input, every triangle of non-zero area has no input point strictly inside its
// circumcircle. Triangles of exactly zero area occur only along a collinear run of points on
// the boundary of the convex hull that the perturbation bends inwards (a flat triangle's
// perturbed circumcircle is nearly a half-plane, empty only if no point is on that side), and
// on all-collinear input, where all 2k - 2 - h triangles of the k points are flat (h of them
// on the perturbed hull; k - 2 triangles when the indices increase along the line). They are
// counterclockwise under the perturbation, which keeps the whole a valid triangulation;
// dropping them leaves a Delaunay triangulation of the input.
//
// The algorithm (incremental "sweep-hull" insertion):
//   1. Sort the point indices lexicographically (x, then y). This is the order of the
//      perturbed points along a direction (1, delta) with delta small but much larger than the
//      perturbation, so every point is a strict extreme point of the points up to it: each new
//      point lies outside the convex hull of the previous ones, and the previous point, the
//      extreme one so far, sees the new point along a segment that meets the hull only there.
//   2. The first three points make the first triangle, counterclockwise by orient2d_sos (they
//      may be exactly collinear; the perturbation still orients them).
//   3. Each further point p: starting from the previous point q (a hull vertex), walk the hull
//      backwards and forwards over the edges that p sees (orient2d_sos(a, b, p) < 0 for a hull
//      edge a -> b with the interior on its left). Add the triangle (b, a, p) for each visible
//      edge and replace the visible chain of the hull by p.
//   4. Lawson legalisation: every edge opposite p in a new triangle (p, x, y) whose other
//      triangle (y, x, d) has d strictly inside the circle of (p, x, y) (incircle_sos > 0) is
//      flipped to (p, d) and the two edges now opposite p are checked in turn. Only edges
//      opposite p can become illegal, and every flip adds an edge at p, so the loop ends; the
//      result is the Delaunay triangulation of the perturbed points up to p.
// The hull walk is amortised O(1) per point (every visible edge walked over leaves the hull).
// Sorted insertion can make more flips than random insertion (about 10 per point on
// uniform random points, 50 per point on a 100 x 100 grid), but no search for the triangle
// containing a point is needed.
//
// validate() is the test oracle. It does not use the triangulator's data structure: it sees
// the points and the triangle list only, and checks that the triangles form a triangulation of
// the convex hull of the perturbed points that is locally (hence globally) Delaunay.
#ifndef EXACTPRED_EXAMPLE_DELAUNAY_HPP
#define EXACTPRED_EXAMPLE_DELAUNAY_HPP

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <numeric>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "exactpred/core.hpp"
#include "exactpred/sos.hpp"

namespace exactpred_example {

/// A point's number: its position in the input vector, also its symbolic-perturbation index.
using vertex_id = std::uint32_t;

/// Three vertex ids, counterclockwise under orient2d_sos.
using triangle = std::array<vertex_id, 3>;

struct triangulation {
  std::vector<triangle> triangles;
  /// The vertices of the convex hull of the perturbed points, counterclockwise, starting at
  /// the lexicographically smallest point. For fewer than three points: the points, sorted.
  std::vector<vertex_id> hull;
};

/// Counts of the predicate calls of one triangulation. A call is degenerate when the plain
/// exact predicate is zero, i.e. when only the perturbation could decide it.
struct delaunay_stats {
  std::size_t orient_tests = 0;
  std::size_t orient_degenerate = 0;
  std::size_t incircle_tests = 0;
  std::size_t incircle_degenerate = 0;
  std::size_t flips = 0;
};

/// The predicates of delaunay(): orient2d_sos and incircle_sos on the points, perturbed by
/// their indices, counted into `stats` if given. Another triangulation policy supplies the same
/// two members: orient(a, b, c), the sign of the orientation of points a, b, c, and
/// incircle(a, b, c, d), the sign of d against the circle of the counterclockwise a, b, c
/// (positive inside), as -1, 0 or +1. A zero answer is taken as "not visible" and "not inside";
/// only predicates that never answer zero (a symbolic perturbation) make every input safe.
struct sos_predicates {
  const std::vector<exactpred::point2>& pts;
  delaunay_stats* stats = nullptr;

  int orient(vertex_id a, vertex_id b, vertex_id c) {
    if (stats != nullptr) {
      ++stats->orient_tests;
      stats->orient_degenerate +=
          exactpred::orient2d(pts[a], pts[b], pts[c]) == exactpred::sign::zero;
    }
    return exactpred::to_int(exactpred::orient2d_sos(pts[a], pts[b], pts[c], a, b, c));
  }

  int incircle(vertex_id a, vertex_id b, vertex_id c, vertex_id d) {
    if (stats != nullptr) {
      ++stats->incircle_tests;
      stats->incircle_degenerate +=
          exactpred::incircle(pts[a], pts[b], pts[c], pts[d]) == exactpred::sign::zero;
    }
    return exactpred::to_int(exactpred::incircle_sos(pts[a], pts[b], pts[c], pts[d], a, b, c, d));
  }
};

namespace detail {

inline constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();

inline int next3(int i) { return i == 2 ? 0 : i + 1; }
inline int prev3(int i) { return i == 0 ? 2 : i - 1; }

/// The triangulation under construction: triangles with their neighbours, and the hull as a
/// circular doubly linked list of vertices. Every geometric decision is a call of
/// `Predicates` (see sos_predicates below for what it supplies).
template <class Predicates>
class builder {
 public:
  builder(const std::vector<exactpred::point2>& points, Predicates& predicates)
      : pts_(points), pred_(predicates) {}

  /// The number of flips made so far.
  std::size_t flips() const { return flips_; }

  triangulation run() {
    const std::size_t n = pts_.size();
    if (n >= static_cast<std::size_t>(none)) {
      throw std::invalid_argument("delaunay: too many points for 32-bit vertex ids");
    }
    for (std::size_t i = 0; i < n; ++i) {
      if (!std::isfinite(pts_[i].x) || !std::isfinite(pts_[i].y)) {
        throw std::invalid_argument("delaunay: point " + std::to_string(i) +
                                    " has a non-finite coordinate");
      }
    }
    std::vector<vertex_id> order(n);
    std::iota(order.begin(), order.end(), vertex_id{0});
    std::sort(order.begin(), order.end(), [this](vertex_id a, vertex_id b) {
      return pts_[a].x < pts_[b].x || (pts_[a].x == pts_[b].x && pts_[a].y < pts_[b].y);
    });
    for (std::size_t k = 1; k < n; ++k) {
      const exactpred::point2 &a = pts_[order[k - 1]], &b = pts_[order[k]];
      if (a.x == b.x && a.y == b.y) {
        // Coincident points get distinct perturbations, but the perturbed lifted point of one
        // of them may lie above the lower hull of the others (it is then no vertex of the
        // perturbed Delaunay triangulation), which insertion outside the hull cannot express.
        throw std::invalid_argument("delaunay: points " + std::to_string(order[k - 1]) + " and " +
                                    std::to_string(order[k]) + " coincide");
      }
    }

    triangulation out;
    if (n < 3) {
      out.hull = order;
      return out;
    }
    next_.assign(n, none);
    prev_.assign(n, none);
    hull_tri_.assign(n, none);
    tris_.reserve(2 * n);
    adj_.reserve(2 * n);

    // The first triangle, counterclockwise under the perturbation.
    vertex_id a = order[0], b = order[1], c = order[2];
    if (orient(a, b, c) < 0) std::swap(b, c);
    add_triangle(a, b, c);
    next_[a] = b, next_[b] = c, next_[c] = a;
    prev_[a] = c, prev_[b] = a, prev_[c] = b;
    hull_tri_[a] = hull_tri_[b] = hull_tri_[c] = 0;

    for (std::size_t k = 3; k < n; ++k) insert(order[k], order[k - 1]);

    out.triangles = tris_;
    vertex_id v = order[0];  // the lexicographic minimum is a hull vertex
    do {
      out.hull.push_back(v);
      v = next_[v];
    } while (v != order[0]);
    return out;
  }

 private:
  int orient(vertex_id a, vertex_id b, vertex_id c) { return pred_.orient(a, b, c); }

  int incircle(vertex_id a, vertex_id b, vertex_id c, vertex_id d) {
    return pred_.incircle(a, b, c, d);
  }

  std::uint32_t add_triangle(vertex_id a, vertex_id b, vertex_id c) {
    tris_.push_back({a, b, c});
    adj_.push_back({none, none, none});
    return static_cast<std::uint32_t>(tris_.size() - 1);
  }

  int local_index(std::uint32_t t, vertex_id v) const {
    for (int i = 0; i < 3; ++i) {
      if (tris_[t][i] == v) return i;
    }
    throw std::logic_error("delaunay: vertex not in triangle");
  }

  /// The local index in u of the vertex opposite its edge shared with t.
  int neighbour_index(std::uint32_t u, std::uint32_t t) const {
    for (int j = 0; j < 3; ++j) {
      if (adj_[u][j] == t) return j;
    }
    throw std::logic_error("delaunay: broken adjacency");
  }

  /// Makes the neighbour of t that was `from` point to `to` instead (t may be `none`).
  void replace_neighbour(std::uint32_t t, std::uint32_t from, std::uint32_t to) {
    if (t == none) return;
    for (int i = 0; i < 3; ++i) {
      if (adj_[t][i] == from) {
        adj_[t][i] = to;
        return;
      }
    }
    throw std::logic_error("delaunay: broken adjacency");
  }

  /// Inserts p, outside the hull of the points so far; q is the previously inserted point.
  void insert(vertex_id p, vertex_id q) {
    // The hull edges p sees form one chain first -> ... -> last through q.
    vertex_id first = q, last = q;
    while (orient(prev_[first], first, p) < 0) {
      first = prev_[first];
      if (first == q) throw std::logic_error("delaunay: every hull edge visible");
    }
    while (orient(last, next_[last], p) < 0) {
      last = next_[last];
      if (last == first) throw std::logic_error("delaunay: every hull edge visible");
    }
    if (first == last) throw std::logic_error("delaunay: no hull edge visible");

    // A triangle (b, a, p) on each visible edge a -> b, glued to the triangle inside the edge
    // (across its edge opposite p, local index 2) and to its predecessor (local indices 0/1).
    std::vector<std::uint32_t>& stack = stack_;
    stack.clear();
    std::uint32_t previous = none;
    for (vertex_id a = first; a != last;) {
      const vertex_id b = next_[a];
      const std::uint32_t inner = hull_tri_[a];
      const std::uint32_t t = add_triangle(b, a, p);
      const int k = prev3(local_index(inner, a));  // inner is (.., a, b) from k + 1
      adj_[inner][k] = t;
      adj_[t][2] = inner;
      if (previous == none) {
        hull_tri_[first] = t;  // the new hull edge first -> p
      } else {
        adj_[t][0] = previous;
        adj_[previous][1] = t;
      }
      stack.push_back(t);
      previous = t;
      a = b;
    }
    hull_tri_[p] = previous;  // the new hull edge p -> last
    next_[first] = p, prev_[p] = first;
    next_[p] = last, prev_[last] = p;

    // Lawson legalisation of the edges opposite p. The degree of p grows by one with each
    // flip, which bounds their number; exceeding it means inconsistent predicates.
    std::size_t flips = 0;
    while (!stack.empty()) {
      const std::uint32_t t = stack.back();
      stack.pop_back();
      const int i = local_index(t, p);
      const std::uint32_t u = adj_[t][i];
      if (u == none) continue;  // a hull edge
      const int j = neighbour_index(u, t);
      const vertex_id d = tris_[u][j];
      if (incircle(tris_[t][0], tris_[t][1], tris_[t][2], d) <= 0) continue;
      if (++flips > pts_.size()) throw std::logic_error("delaunay: flips do not terminate");
      flip(t, i, u, j);
      stack.push_back(t);
      stack.push_back(u);
    }
    flips_ += flips;
  }

  /// Flips the edge b-c shared by t = (a, b, c) (a at local index i) and u = (d, c, b) (d at
  /// local index j) into t = (a, b, d) and u = (a, d, c).
  void flip(std::uint32_t t, int i, std::uint32_t u, int j) {
    const vertex_id a = tris_[t][i], b = tris_[t][next3(i)], c = tris_[t][prev3(i)];
    const vertex_id d = tris_[u][j];
    const std::uint32_t n_ab = adj_[t][prev3(i)], n_ca = adj_[t][next3(i)];
    const std::uint32_t n_bd = adj_[u][next3(j)], n_dc = adj_[u][prev3(j)];
    tris_[t] = {a, b, d};
    adj_[t] = {n_bd, u, n_ab};
    tris_[u] = {a, d, c};
    adj_[u] = {n_dc, n_ca, t};
    replace_neighbour(n_bd, u, t);
    replace_neighbour(n_ca, t, u);
    if (n_bd == none) hull_tri_[b] = t;  // hull edge b -> d now lies in t
    if (n_ca == none) hull_tri_[c] = u;  // hull edge c -> a now lies in u
  }

  const std::vector<exactpred::point2>& pts_;
  Predicates& pred_;
  std::size_t flips_ = 0;
  std::vector<triangle> tris_;
  std::vector<std::array<std::uint32_t, 3>> adj_;  // adj_[t][i]: across the edge opposite i
  std::vector<vertex_id> next_, prev_;   // the hull, counterclockwise (none: not on the hull)
  std::vector<std::uint32_t> hull_tri_;  // the triangle inside hull edge v -> next_[v]
  std::vector<std::uint32_t> stack_;
};

}  // namespace detail

/// The Delaunay triangulation of the points under the symbolic perturbation of exactpred's
/// `_sos` predicates, with point i perturbed as index i. Points must be finite and distinct
/// (std::invalid_argument otherwise). `stats`, if given, receives predicate counts.
inline triangulation delaunay(const std::vector<exactpred::point2>& points,
                              delaunay_stats* stats = nullptr) {
  sos_predicates predicates{points, stats};
  detail::builder<sos_predicates> b(points, predicates);
  triangulation t = b.run();
  if (stats != nullptr) stats->flips += b.flips();
  return t;
}

/// The same algorithm decided by other predicates (see sos_predicates for what `predicates`
/// supplies); `flips`, if given, receives the number of flips. With predicates that can answer
/// zero or contradict each other (plain double arithmetic), the result may be no triangulation,
/// or std::logic_error may be thrown.
template <class Predicates>
triangulation delaunay_with(const std::vector<exactpred::point2>& points, Predicates& predicates,
                            std::size_t* flips = nullptr) {
  detail::builder<Predicates> b(points, predicates);
  triangulation t = b.run();
  if (flips != nullptr) *flips = b.flips();
  return t;
}

/// Checks that `triangles` is the Delaunay triangulation of the perturbed `points`; returns an
/// empty string if so, else a description of the first violation found. It checks:
///   (a) every triangle has three distinct valid vertices, orient2d_sos > 0 and exact
///       orient2d >= 0;
///   (b) every edge is in one triangle (a boundary edge) or two, on opposite sides of it (an
///       interior edge, traversed in opposite directions);
///   (c) every interior edge is locally Delaunay: for the triangle (a, b, c) on one side and
///       the vertex d opposite on the other, incircle_sos(a, b, c, d) < 0 and exact
///       incircle <= 0, and likewise from the other side;
///   (d) the boundary edges form one closed cycle, and that cycle is the convex hull of the
///       perturbed points: orient2d_sos(a, b, p) > 0 for every boundary edge a -> b and every
///       other point p;
///   (e) every point is a vertex and there are 2n - 2 - h triangles, h the number of
///       boundary vertices (Euler's formula for a triangulation of n points in general
///       position).
/// Positively oriented triangles, each interior edge shared by two of them, and a boundary that
/// winds once around the convex hull cover every point of the hull exactly once, so (a), (b)
/// and (d) make a triangulation of the perturbed points; with (c), a locally Delaunay
/// triangulation, which is Delaunay. Cost O(n h + t) predicate calls.
inline std::string validate(const std::vector<exactpred::point2>& points,
                            const std::vector<triangle>& triangles) {
  using exactpred::sign;
  const std::size_t n = points.size();
  const auto pt = [&](vertex_id i) {
    std::ostringstream s;
    s.precision(17);
    s << '#' << i << " (" << points[i].x << ", " << points[i].y << ')';
    return s.str();
  };
  const auto tri = [&](std::size_t t) {
    const triangle& v = triangles[t];
    return "triangle " + std::to_string(t) + " [" + std::to_string(v[0]) + ", " +
           std::to_string(v[1]) + ", " + std::to_string(v[2]) + "]";
  };
  if (n < 3) {
    return triangles.empty()
               ? std::string()
               : "fewer than three points, but " + std::to_string(triangles.size()) + " triangles";
  }
  if (n >= static_cast<std::size_t>(detail::none)) return "too many points";
  if (triangles.empty()) return std::to_string(n) + " points but no triangles";

  // (a) vertices and orientation.
  for (std::size_t t = 0; t < triangles.size(); ++t) {
    const triangle& v = triangles[t];
    for (int i = 0; i < 3; ++i) {
      if (v[i] >= n) return tri(t) + ": vertex " + std::to_string(v[i]) + " out of range";
    }
    if (v[0] == v[1] || v[1] == v[2] || v[0] == v[2]) return tri(t) + ": repeated vertex";
    const exactpred::point2 &a = points[v[0]], &b = points[v[1]], &c = points[v[2]];
    if (exactpred::orient2d_sos(a, b, c, v[0], v[1], v[2]) != sign::positive) {
      return tri(t) + ": not counterclockwise under orient2d_sos";
    }
    if (exactpred::orient2d(a, b, c) == sign::negative) {
      return tri(t) + ": exact orient2d is negative";
    }
  }

  // (b) edges. Each side of an edge is recorded under the key (min, max) of its endpoints, with
  // the direction it has in its triangle and where it is (3 * triangle + local index of the
  // opposite vertex); sorting brings the sides of one edge together.
  struct side {
    std::uint64_t key;
    bool reversed;  // the triangle runs from the larger endpoint to the smaller
    std::size_t where;
    bool operator<(const side& o) const {
      return key < o.key || (key == o.key && reversed < o.reversed);
    }
  };
  std::vector<side> sides;
  sides.reserve(3 * triangles.size());
  for (std::size_t t = 0; t < triangles.size(); ++t) {
    for (int i = 0; i < 3; ++i) {
      const vertex_id a = triangles[t][detail::next3(i)], b = triangles[t][detail::prev3(i)];
      const std::uint64_t lo = std::min(a, b), hi = std::max(a, b);
      sides.push_back({(lo << 32) | hi, a > b, 3 * t + static_cast<std::size_t>(i)});
    }
  }
  std::sort(sides.begin(), sides.end());

  // (c) local Delaunay property of interior edges; collect the boundary edges.
  std::vector<vertex_id> boundary_next(n, detail::none);
  std::vector<std::uint32_t> boundary_in(n, 0);
  for (std::size_t e = 0; e < sides.size();) {
    std::size_t count = 1;
    while (e + count < sides.size() && sides[e + count].key == sides[e].key) ++count;
    const side& s = sides[e];
    const triangle& v = triangles[s.where / 3];
    const vertex_id a = v[detail::next3(static_cast<int>(s.where % 3))];
    const vertex_id b = v[detail::prev3(static_cast<int>(s.where % 3))];
    const std::string edge = "edge " + std::to_string(a) + " - " + std::to_string(b);
    if (count > 2) return edge + " is in " + std::to_string(count) + " triangles";
    if (count == 2 && sides[e + 1].reversed == s.reversed) {
      return edge + " has " + tri(s.where / 3) + " and " + tri(sides[e + 1].where / 3) +
             " on the same side";
    }
    e += count;
    if (count == 1) {
      if (boundary_next[a] != detail::none) {
        return "vertex " + pt(a) + " starts two boundary edges";
      }
      boundary_next[a] = b;
      ++boundary_in[b];
      continue;
    }
    const side& twin = sides[e - 1];
    const vertex_id d = triangles[twin.where / 3][twin.where % 3];
    const exactpred::point2 &p0 = points[v[0]], &p1 = points[v[1]], &p2 = points[v[2]];
    if (exactpred::incircle_sos(p0, p1, p2, points[d], v[0], v[1], v[2], d) != sign::negative) {
      return edge + " is not locally Delaunay: " + pt(d) + " is inside the perturbed circle of " +
             tri(s.where / 3);
    }
    if (exactpred::incircle(p0, p1, p2, points[d]) == sign::positive) {
      return edge + " is not locally Delaunay: " + pt(d) + " is strictly inside the circle of " +
             tri(s.where / 3);
    }
    // The same test from the other side must agree (it does for consistent predicates).
    const triangle& w = triangles[twin.where / 3];
    const vertex_id c = v[s.where % 3];
    if (exactpred::incircle_sos(points[w[0]], points[w[1]], points[w[2]], points[c], w[0], w[1],
                                w[2], c) != sign::negative) {
      return edge + " is not locally Delaunay: " + pt(c) + " is inside the perturbed circle of " +
             tri(twin.where / 3);
    }
  }

  // (d) one boundary cycle, which is the convex hull of the perturbed points.
  std::size_t h = 0;
  vertex_id start = detail::none;
  for (vertex_id v = 0; v < n; ++v) {
    if (boundary_next[v] == detail::none) {
      if (boundary_in[v] != 0) return "vertex " + pt(v) + " ends a boundary edge but starts none";
      continue;
    }
    if (boundary_in[v] != 1) {
      return "vertex " + pt(v) + " ends " + std::to_string(boundary_in[v]) + " boundary edges";
    }
    ++h;
    if (start == detail::none) start = v;
  }
  if (h < 3) return "the boundary has " + std::to_string(h) + " vertices";
  std::size_t cycle = 0;
  vertex_id v = start;
  do {
    ++cycle;
    v = boundary_next[v];
  } while (v != start && cycle <= h);
  if (cycle != h) return "the boundary edges form more than one cycle";
  for (vertex_id a = 0; a < n; ++a) {
    const vertex_id b = boundary_next[a];
    if (b == detail::none) continue;
    for (vertex_id p = 0; p < n; ++p) {
      if (p == a || p == b) continue;
      if (exactpred::orient2d_sos(points[a], points[b], points[p], a, b, p) != sign::positive) {
        return "boundary edge " + pt(a) + " -> " + pt(b) + " is not a convex hull edge: " + pt(p) +
               " is on its right under orient2d_sos";
      }
    }
  }

  // (e) every point a vertex; the number of triangles.
  std::vector<bool> used(n, false);
  for (const triangle& t : triangles) used[t[0]] = used[t[1]] = used[t[2]] = true;
  for (vertex_id p = 0; p < n; ++p) {
    if (!used[p]) return "point " + pt(p) + " is no vertex";
  }
  if (triangles.size() != 2 * n - 2 - h) {
    return std::to_string(triangles.size()) + " triangles, but " + std::to_string(n) +
           " points with " + std::to_string(h) + " on the hull need " +
           std::to_string(2 * n - 2 - h);
  }
  return std::string();
}

}  // namespace exactpred_example

#endif  // EXACTPRED_EXAMPLE_DELAUNAY_HPP
