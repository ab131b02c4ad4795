// SPDX-License-Identifier: MIT
// bench/constrained_delaunay.hpp — constraint edges inserted into the triangulation of
// examples/delaunay.hpp the way constrained Delaunay libraries do it, for the constrained rows
// of exactpred-workload (bench/workload_delaunay.cpp).
//
// Written from the published algorithm: the cavity re-triangulation of Anglada ("An improved
// incremental algorithm for constructing restricted Delaunay triangulations", Computers &
// Graphics 21(2), 1997), as also described in Shewchuk's lecture notes on constrained Delaunay
// triangulations. For each constraint edge (a, b):
//   1. Rotate around a (orient tests) to the triangle whose wedge at a contains b. If b is a
//      neighbour of a met on the way, the edge exists: mark it constrained, done.
//   2. Walk from a toward b through the triangles the open segment ab crosses: entering a
//      triangle through the crossed edge (r, l), r right of a -> b and l left of it, its third
//      vertex w is either b (the last triangle) or, by one orient(a, b, w) test, a new vertex of
//      the left or the right chain; the segment leaves through the edge (r, w) or (w, l).
//      Record the crossed triangles and, for each edge of theirs that is not crossed, the
//      triangle on its other side (the cavity's boundary).
//   3. Remove the crossed triangles and re-triangulate each side: the chain [a, l1, ..., lk, b]
//      (and [b, rm, ..., r1, a]) with the base edge (a, b) (resp. (b, a)). The apex c of the
//      base (P, Q) is the chain vertex whose circle through P, Q, c contains no other chain
//      vertex: a scan that keeps the candidate c and replaces it by the next vertex d whenever
//      incircle(P, Q, c, d) > 0. Add the triangle (P, Q, c) and do the same for the sub-chains
//      from P to c and from c to Q (an explicit stack, no recursion). The new triangles reuse
//      the removed ones' slots (as many: a side with k vertices between its ends gets k).
//   4. Link the two triangles on (a, b) and mark it constrained.
// Every decision is a call of the predicate policy the example triangulator takes
// (orient(a, b, c), incircle(a, b, c, d) as -1, 0, +1), so the same drivers, the recording
// and the replaying policies apply unchanged.
//
// The chains may repeat a vertex: when every triangle around a vertex v is crossed (the segment
// passes close to v), v's star is removed and v hangs into the cavity on an edge (y, v) that
// the walk met from both sides: the left chain reads ..., y, v, y, ... . (Not rare: 5 % of
// long segments across a few random points make one.) The scan skips a chain vertex equal to its
// candidate (the same point), which is all the published scan needs: a vertex that occurs twice in
// a (sub-)chain is never the apex (each occurrence holds a crossed edge of the walk, whose part
// from the vertex to the segment reaches the base, and the apex's triangle, convex, would
// contain both), so the split point is unique. The edge met from both sides becomes an edge of
// two new triangles, which are linked to each other.
//
// Identity queries. The published scan starts with c the first chain vertex and tests every
// vertex, c included: one incircle(P, Q, c, c) per apex, a query whose point is one of the
// circle's own (what CDT asks, see bench/cdt). With the `_sos` predicates (and the Epick
// driver's tie-break) that call cannot be made: the perturbation needs distinct indices and
// incircle_sos throws. So the scan here starts at the second vertex and compares indices, and
// none is asked: one incircle call fewer per re-made triangle than the published form.
//
// Adjacency. The example returns the triangle list only; the neighbours (3 per triangle), one
// triangle per vertex and 3 constrained-edge bits per triangle are built here in O(n) by the
// constructor (half-edges bucketed by origin; the workload does not time it, as a library keeps
// its neighbours from its Delaunay stage), and the unconstrained workload is untouched.
//
// Constraint edges must be distinct pairs of distinct vertices, must not cross each other and
// must not pass through another input point. Predicates that answer zero or contradict each
// other (plain doubles) can break the walk: it then throws std::logic_error rather than loop.
#ifndef EXACTPRED_BENCH_CONSTRAINED_DELAUNAY_HPP
#define EXACTPRED_BENCH_CONSTRAINED_DELAUNAY_HPP

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

#include "delaunay.hpp"

namespace exactpred::bench {

using exactpred_example::triangle;
using exactpred_example::vertex_id;

/// A constraint edge between two vertices (point indices).
using constraint = std::pair<vertex_id, vertex_id>;

/// What the insertion did.
struct constrained_stats {
  std::size_t present = 0;   ///< constraints that were edges of the triangulation already
  std::size_t inserted = 0;  ///< constraints that crossed edges (a cavity each)
  std::size_t remade = 0;    ///< triangles removed and re-made, over all cavities
  std::size_t hanging = 0;   ///< edges inside a cavity (met by the walk from both sides)
};

namespace constrained_detail {

inline constexpr std::uint32_t none = exactpred_example::detail::none;
inline int next3(int i) { return i == 2 ? 0 : i + 1; }
inline int prev3(int i) { return i == 0 ? 2 : i - 1; }

}  // namespace constrained_detail

/// A triangulation with neighbours and constrained-edge bits, and the insertion of constraint
/// edges into it. The constructor builds the neighbours from the triangle list (work that a
/// library keeps from its Delaunay stage: the workload does not time it).
template <class Predicates>
class constrained_inserter {
 public:
  /// `triangles`: n points' Delaunay triangulation (counterclockwise triangles with
  /// consistent neighbours, as delaunay_with() returns); `predicates`: the policy of
  /// delaunay_with(), which decides everything.
  constrained_inserter(std::size_t n, std::vector<triangle> triangles, Predicates& predicates)
      : pred_(predicates), tris_(std::move(triangles)) {
    const std::size_t m = tris_.size();
    if (3 * m >= static_cast<std::size_t>(none)) {
      throw std::invalid_argument("constrained: too many triangles");
    }
    adj_.assign(m, {none, none, none});
    flags_.assign(m, 0);
    removed_.assign(m, 0);
    vtri_.assign(n, none);
    // Half-edges bucketed by origin: the edge of t opposite i runs from t[i + 1] to t[i + 2];
    // its twin (if any) is the half-edge from t[i + 2] to t[i + 1].
    std::vector<std::uint32_t> first(n + 1, 0);
    for (const triangle& t : tris_) {
      for (vertex_id v : t) {
        if (v >= n) throw std::invalid_argument("constrained: vertex out of range");
        ++first[v + 1];
      }
    }
    for (std::size_t v = 0; v < n; ++v) first[v + 1] += first[v];
    struct half_edge {
      vertex_id to;
      std::uint32_t where;  // 3 * triangle + local index of the opposite vertex
    };
    std::vector<half_edge> out(3 * m);
    std::vector<std::uint32_t> fill(first.begin(), first.end() - 1);
    for (std::size_t t = 0; t < m; ++t) {
      for (int i = 0; i < 3; ++i) {
        const vertex_id from = tris_[t][next3(i)], to = tris_[t][prev3(i)];
        out[fill[from]++] = {to, static_cast<std::uint32_t>(3 * t + static_cast<std::size_t>(i))};
        vtri_[from] = static_cast<std::uint32_t>(t);
      }
    }
    for (std::size_t t = 0; t < m; ++t) {
      for (int i = 0; i < 3; ++i) {
        const vertex_id from = tris_[t][next3(i)], to = tris_[t][prev3(i)];
        for (std::uint32_t k = first[to]; k < first[to + 1]; ++k) {
          if (out[k].to == from) {
            adj_[t][i] = out[k].where / 3;
            break;
          }
        }
      }
    }
  }

  const constrained_stats& stats() const { return stats_; }
  std::vector<triangle> take_triangles() { return std::move(tris_); }

  /// Makes (a, b) an edge of the triangulation and marks it constrained.
  void insert(vertex_id a, vertex_id b) {
    if (a == b || a >= vtri_.size() || b >= vtri_.size() || vtri_[a] == none) {
      throw std::invalid_argument("constrained: bad constraint edge");
    }
    // 1. The triangle (a, u, v) at a whose wedge contains b: orient(a, u, b) > 0 (u right of
    // a -> b) and orient(a, v, b) < 0 (v left of it). Rotate counterclockwise; at the hull,
    // rotate clockwise from the start instead. Each ray a -> x is tested once.
    const std::uint32_t start = vtri_[a];
    std::uint32_t t = start;
    int i = index_of(t, a);
    int o_u = 0;
    bool known_u = false;
    int start_o_u = 0;
    for (;;) {
      const vertex_id u = tris_[t][next3(i)], v = tris_[t][prev3(i)];
      if (u == b) return mark(t, prev3(i));
      if (v == b) return mark(t, next3(i));
      if (!known_u) o_u = orient(a, u, b);
      if (t == start) start_o_u = o_u;
      const int o_v = orient(a, v, b);
      if (o_u > 0 && o_v < 0) break;
      const std::uint32_t n = adj_[t][next3(i)];  // across a - v
      if (n == none) {
        t = none;
        break;
      }
      if (n == start) throw std::logic_error("constrained: no triangle at a faces b");
      t = n;
      i = index_of(t, a);
      o_u = o_v;
      known_u = true;
    }
    if (t == none) {
      t = start;
      i = index_of(t, a);
      int o_v = start_o_u;  // the ray a -> u of one triangle is a -> v of the next clockwise
      for (;;) {
        const std::uint32_t n = adj_[t][prev3(i)];  // across a - u
        if (n == none || n == start) {
          throw std::logic_error("constrained: no triangle at a faces b");
        }
        t = n;
        i = index_of(t, a);
        const vertex_id u = tris_[t][next3(i)];
        if (u == b) return mark(t, prev3(i));
        o_u = orient(a, u, b);
        if (o_u > 0 && o_v < 0) break;
        o_v = o_u;
      }
    }

    // 2. The walk. Chains start at a; half_* hold, for chain edge k (chain[k], chain[k + 1]),
    // the triangle outside it and whether it is constrained.
    const vertex_id u0 = tris_[t][next3(i)], v0 = tris_[t][prev3(i)];
    left_.assign({a, v0});
    right_.assign({a, u0});
    half_left_.assign({outside(t, next3(i))});
    half_right_.assign({outside(t, prev3(i))});
    cavity_.assign({t});
    removed_[t] = 1;
    vertex_id r = u0, l = v0;
    std::uint32_t cur = t;
    int cross = i;  // the crossed edge (r, l) of cur is opposite this local index
    for (;;) {
      if ((flags_[cur] >> cross) & 1) throw std::logic_error("constrained: constraints cross");
      const std::uint32_t n = adj_[cur][cross];
      if (n == none) throw std::logic_error("constrained: the segment leaves the hull");
      if (removed_[n] != 0) throw std::logic_error("constrained: the walk turns back");
      const int j = opposite(n, l, r);  // n = (l, r, w) from w's successor
      if (tris_[n][next3(j)] != l) throw std::logic_error("constrained: broken orientation");
      const vertex_id w = tris_[n][j];
      cavity_.push_back(n);
      removed_[n] = 1;
      if (w == b) {
        half_right_.push_back(outside(n, next3(j)));  // r -> b
        half_left_.push_back(outside(n, prev3(j)));   // b -> l
        left_.push_back(b);
        right_.push_back(b);
        break;
      }
      if (orient(a, b, w) > 0) {
        half_left_.push_back(outside(n, prev3(j)));  // w -> l
        left_.push_back(w);
        l = w;
        cross = next3(j);  // r - w
      } else {
        half_right_.push_back(outside(n, next3(j)));  // r -> w
        right_.push_back(w);
        r = w;
        cross = prev3(j);  // w - l
      }
      cur = n;
    }
    ++stats_.inserted;
    stats_.remade += cavity_.size();

    // 3. Both sides, the right one read from b so that its apexes are left of its base.
    std::reverse(right_.begin(), right_.end());
    std::reverse(half_right_.begin(), half_right_.end());
    slot_ = 0;
    pending_.clear();
    const std::uint32_t top_left = fill_side(left_, half_left_);
    const std::uint32_t top_right = fill_side(right_, half_right_);
    // Edges the walk met from both sides: both their triangles are new.
    for (std::size_t p = 0; p < pending_.size(); ++p) {
      const auto [tp, kp] = pending_[p];
      if (adj_[tp][kp] != none) continue;
      const vertex_id x = tris_[tp][next3(kp)], y = tris_[tp][prev3(kp)];
      bool linked = false;
      for (std::size_t q = p + 1; q < pending_.size() && !linked; ++q) {
        const auto [tq, kq] = pending_[q];
        if (tris_[tq][next3(kq)] == y && tris_[tq][prev3(kq)] == x) {
          adj_[tp][kp] = tq;
          adj_[tq][kq] = tp;
          linked = true;
        }
      }
      if (!linked) throw std::logic_error("constrained: an inner cavity edge without twin");
      ++stats_.hanging;
    }
    for (std::uint32_t c : cavity_) removed_[c] = 0;

    // 4. The constraint itself: edge (a, b) of top_left, (b, a) of top_right, both index 2.
    adj_[top_left][2] = top_right;
    adj_[top_right][2] = top_left;
    flags_[top_left] |= 4;
    flags_[top_right] |= 4;
  }

 private:
  static constexpr std::uint32_t none = constrained_detail::none;
  static int next3(int i) { return constrained_detail::next3(i); }
  static int prev3(int i) { return constrained_detail::prev3(i); }

  struct half {
    std::uint32_t outside;
    std::uint8_t constrained;
  };
  struct job {
    std::uint32_t lo, hi;  // chain positions: the base is (chain[lo], chain[hi])
    std::uint32_t parent;  // the triangle on the other side of the base (none: the top)
    int parent_index;      // the base's local index in parent
  };

  int orient(vertex_id a, vertex_id b, vertex_id c) { return pred_.orient(a, b, c); }
  int incircle(vertex_id a, vertex_id b, vertex_id c, vertex_id d) {
    return pred_.incircle(a, b, c, d);
  }

  int index_of(std::uint32_t t, vertex_id v) const {
    for (int k = 0; k < 3; ++k) {
      if (tris_[t][k] == v) return k;
    }
    throw std::logic_error("constrained: vertex not in triangle");
  }

  /// The local index in t of the vertex that is neither x nor y.
  int opposite(std::uint32_t t, vertex_id x, vertex_id y) const {
    for (int k = 0; k < 3; ++k) {
      if (tris_[t][k] != x && tris_[t][k] != y) return k;
    }
    throw std::logic_error("constrained: degenerate triangle");
  }

  half outside(std::uint32_t t, int k) const {
    return {adj_[t][k], static_cast<std::uint8_t>((flags_[t] >> k) & 1)};
  }

  /// Marks the edge of t opposite k constrained, on both sides.
  void mark(std::uint32_t t, int k) {
    ++stats_.present;
    flags_[t] |= static_cast<std::uint8_t>(1 << k);
    const std::uint32_t o = adj_[t][k];
    if (o == none) return;
    flags_[o] |=
        static_cast<std::uint8_t>(1 << opposite(o, tris_[t][next3(k)], tris_[t][prev3(k)]));
  }

  /// Triangulates one side of the cavity: chain[0] -> chain.back() is the base (the
  /// constraint), every other chain vertex is left of it, and chain edge k, from chain[k] to
  /// chain[k + 1], has `halves[k]` outside. Returns the triangle on the base (local index 2).
  std::uint32_t fill_side(const std::vector<vertex_id>& chain, const std::vector<half>& halves) {
    std::uint32_t top = none;
    stack_.clear();
    stack_.push_back({0, static_cast<std::uint32_t>(chain.size() - 1), none, 2});
    while (!stack_.empty()) {
      const job j = stack_.back();
      stack_.pop_back();
      if (j.hi == j.lo + 1) {
        link_outside(j.parent, j.parent_index, halves[j.lo]);
        continue;
      }
      const vertex_id p = chain[j.lo], q = chain[j.hi];
      std::uint32_t m = j.lo + 1;
      vertex_id c = chain[m];
      for (std::uint32_t k = j.lo + 2; k < j.hi; ++k) {
        const vertex_id d = chain[k];
        if (d != c && incircle(p, q, c, d) > 0) {
          m = k;
          c = d;
        }
      }
      if (slot_ == cavity_.size()) throw std::logic_error("constrained: cavity count");
      const std::uint32_t t = cavity_[slot_++];
      tris_[t] = {p, q, c};
      adj_[t] = {none, none, none};
      flags_[t] = 0;
      vtri_[p] = vtri_[q] = vtri_[c] = t;
      if (j.parent == none) {
        top = t;
      } else {
        adj_[j.parent][j.parent_index] = t;
        adj_[t][2] = j.parent;
      }
      stack_.push_back({j.lo, m, t, 1});  // edge (p, c), opposite q
      stack_.push_back({m, j.hi, t, 0});  // edge (c, q), opposite p
    }
    return top;
  }

  /// Links the edge of the new triangle t opposite k to the triangle outside the cavity.
  void link_outside(std::uint32_t t, int k, const half& h) {
    flags_[t] |= static_cast<std::uint8_t>(h.constrained << k);
    if (h.outside == none) return;
    if (removed_[h.outside] != 0) {
      pending_.emplace_back(t, k);  // the other side is new too
      return;
    }
    adj_[t][k] = h.outside;
    adj_[h.outside][opposite(h.outside, tris_[t][next3(k)], tris_[t][prev3(k)])] = t;
  }

  Predicates& pred_;
  std::vector<triangle> tris_;
  std::vector<std::array<std::uint32_t, 3>> adj_;  // adj_[t][i]: across the edge opposite i
  std::vector<std::uint8_t> flags_;                // bit i: the edge opposite i is constrained
  std::vector<std::uint8_t> removed_;              // in the current cavity
  std::vector<std::uint32_t> vtri_;                // a triangle at each vertex
  constrained_stats stats_;
  // Per insertion, kept for their capacity.
  std::vector<vertex_id> left_, right_;
  std::vector<half> half_left_, half_right_;
  std::vector<std::uint32_t> cavity_;
  std::vector<job> stack_;
  std::vector<std::pair<std::uint32_t, int>> pending_;
  std::size_t slot_ = 0;
};

/// The constrained Delaunay triangulation of n points with the given constraint edges, from
/// their Delaunay triangulation `triangles`, decided by `predicates` (see constrained_inserter).
/// `stats`, if given, receives what the insertion did.
template <class Predicates>
std::vector<triangle> insert_constraints(std::size_t n, std::vector<triangle> triangles,
                                         const std::vector<constraint>& constraints,
                                         Predicates& predicates,
                                         constrained_stats* stats = nullptr) {
  constrained_inserter<Predicates> ins(n, std::move(triangles), predicates);
  for (const constraint& e : constraints) ins.insert(e.first, e.second);
  if (stats != nullptr) *stats = ins.stats();
  return ins.take_triangles();
}

}  // namespace exactpred::bench

#endif  // EXACTPRED_BENCH_CONSTRAINED_DELAUNAY_HPP
