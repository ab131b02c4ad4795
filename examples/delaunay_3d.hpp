// SPDX-License-Identifier: MIT
// examples/delaunay_3d.hpp — a small 3D Delaunay triangulator driven only by the symbolic-
// perturbation predicates orient3d_sos and insphere_sos, and an independent validator.
//
// As in the 2D example (delaunay.hpp), the perturbed points are in general position: no four
// coplanar, no five cospherical, no two equal, whatever the input (integer grids, points on a
// sphere, duplicates). The algorithm below therefore has no degenerate case; its output is the
// Delaunay triangulation of the perturbed points. Seen at the input, every tetrahedron of
// non-zero volume has no input point strictly inside its circumsphere; tetrahedra of exactly
// zero volume occur where the perturbation bends coplanar points of the hull's boundary (or of
// all-coplanar input), and dropping them leaves a Delaunay triangulation of the input.
//
// The algorithm (incremental Bowyer-Watson with an infinite vertex, as CGAL does):
//   1. Sort the point indices lexicographically (x, y, z). This is the order of the perturbed
//      points along a direction (1, d, d^2), d small but much larger than the perturbation, so
//      each new point lies strictly outside the convex hull of the previous ones.
//   2. The first four points make the first tetrahedron, positive by orient3d_sos; each of its
//      facets gets an infinite cell (the facet and the vertex at infinity beyond it).
//   3. Each further point p: a cell is in conflict with p when p is strictly inside its
//      circumsphere (insphere_sos > 0, the cell being positive) or, for an infinite cell, when
//      p sees its hull facet (orient3d_sos with p in place of the infinite vertex > 0). One
//      infinite cell in conflict is found by a scan of the hull (p lies outside it); the
//      conflict region grows from it over neighbours and is a ball, star-shaped from p. Its
//      cells are removed and each facet on its boundary is joined to p.
// Cost: the infinite cell is looked for among the cells the previous insertion made (the
// previous point is a hull vertex that sees the new point), the conflict regions of sorted
// insertion are small on uniform input; facets are linked through a std::map. Enough for an
// example and for the tests, not tuned for speed.
//
// validate() is the test oracle. It sees only the points, the tetrahedra and the hull facets,
// and checks exactly: every tetrahedron positive under orient3d_sos; every facet of a
// tetrahedron shared, with the opposite orientation, by exactly one other tetrahedron, or a
// hull facet; no input point strictly outside the plane of a hull facet; no input point
// strictly inside the circumsphere of a tetrahedron of non-zero volume.
#ifndef EXACTPRED_EXAMPLE_DELAUNAY_3D_HPP
#define EXACTPRED_EXAMPLE_DELAUNAY_3D_HPP

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <numeric>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "exactpred/core.hpp"
#include "exactpred/meshing.hpp"
#include "exactpred/sos.hpp"

namespace exactpred_example {

/// A point's number: its position in the input, also its symbolic-perturbation index.
using vertex_id_3d = std::uint32_t;

/// Four vertex ids, positive under orient3d_sos.
using tetrahedron = std::array<vertex_id_3d, 4>;

/// Three vertex ids of a hull facet, the outside on its positive side: orient3d_sos(a, b, c, x)
/// < 0 for every other point x.
using hull_facet = std::array<vertex_id_3d, 3>;

struct triangulation_3d {
  std::vector<tetrahedron> tetrahedra;
  std::vector<hull_facet> hull;
};

struct delaunay_3d_stats {
  std::size_t insphere_tests = 0;
  std::size_t insphere_degenerate = 0;  // exact insphere was zero: the perturbation decided
  std::size_t orient_tests = 0;
  std::size_t orient_degenerate = 0;
};

/// The predicates of delaunay_3d(): orient3d_sos and insphere_sos on the points, perturbed by
/// their indices, counted into `stats` if given. Another policy supplies the same two members
/// with answers -1, 0 or +1: orient(a, b, c, d), the sign of det[b - a, c - a, d - a], and
/// insphere(v, e), positive when e lies inside the sphere through the positive tetrahedron v.
/// A zero answer is taken as "no conflict"; only predicates that never answer zero (a symbolic
/// perturbation) make every input safe.
struct sos_predicates_3d {
  const std::vector<exactpred::point3>& p;
  delaunay_3d_stats* stats = nullptr;

  int orient(vertex_id_3d a, vertex_id_3d b, vertex_id_3d c, vertex_id_3d d) {
    if (stats != nullptr) {
      ++stats->orient_tests;
      if (exactpred::orient3d(p[a], p[b], p[c], p[d]) == exactpred::sign::zero) {
        ++stats->orient_degenerate;
      }
    }
    return exactpred::to_int(exactpred::orient3d_sos(p[a], p[b], p[c], p[d], a, b, c, d));
  }

  int insphere(const std::array<vertex_id_3d, 4>& v, vertex_id_3d e) {
    if (stats != nullptr) {
      ++stats->insphere_tests;
      if (exactpred::insphere(p[v[0]], p[v[1]], p[v[2]], p[v[3]], p[e]) == exactpred::sign::zero) {
        ++stats->insphere_degenerate;
      }
    }
    return exactpred::to_int(exactpred::insphere_sos(p[v[0]], p[v[1]], p[v[2]], p[v[3]], p[e], v[0],
                                                     v[1], v[2], v[3], e));
  }
};

namespace detail3 {

constexpr vertex_id_3d infinite = 0xffffffffu;

struct cell {
  std::array<vertex_id_3d, 4> v;
  std::array<int, 4> nb;  // nb[i]: the cell across the facet opposite v[i]
};

template <class Predicates>
class builder {
 public:
  builder(const std::vector<exactpred::point3>& p, Predicates& predicates)
      : p_(p), pred_(predicates) {}

  triangulation_3d run() {
    triangulation_3d out;
    const std::size_t n = p_.size();
    if (n < 4) return out;
    std::vector<vertex_id_3d> order(n);
    std::iota(order.begin(), order.end(), vertex_id_3d{0});
    std::sort(order.begin(), order.end(), [this](vertex_id_3d a, vertex_id_3d b) {
      const exactpred::sign s = exactpred::compare_xyz(p_[a], p_[b]);
      // Equal points: the smaller index carries the larger perturbation (sos.hpp), so it is
      // the later one along (1, d, d^2).
      return s != exactpred::sign::zero ? s == exactpred::sign::negative : a > b;
    });
    start(order[0], order[1], order[2], order[3]);
    for (std::size_t k = 4; k < n; ++k) insert(order[k]);
    for (std::size_t c = 0; c < cells_.size(); ++c) {
      if (!alive_[c]) continue;
      const cell& x = cells_[c];
      int inf = -1;
      for (int i = 0; i < 4; ++i) {
        if (x.v[i] == infinite) inf = i;
      }
      if (inf < 0) {
        out.tetrahedra.push_back(x.v);
        continue;
      }
      // Move the infinite vertex last by an even permutation: (v_j, v_k, v_l, inf) with j < k
      // < l the other positions is a permutation of parity 3 - inf.
      hull_facet f;
      int m = 0;
      for (int i = 0; i < 4; ++i) {
        if (i != inf) f[m++] = x.v[i];
      }
      if ((3 - inf) % 2 == 1) std::swap(f[0], f[1]);
      out.hull.push_back(f);
    }
    return out;
  }

 private:
  const std::vector<exactpred::point3>& p_;
  Predicates& pred_;
  std::vector<cell> cells_;
  std::vector<char> alive_;
  std::vector<int> mark_;  // insertion step that last visited a cell (-1: never)
  int step_ = 0;
  std::vector<int> last_fresh_;  // the cells made by the last insertion

  int orient(vertex_id_3d a, vertex_id_3d b, vertex_id_3d c, vertex_id_3d d) {
    return pred_.orient(a, b, c, d);
  }

  int insphere(const std::array<vertex_id_3d, 4>& v, vertex_id_3d e) {
    return pred_.insphere(v, e);
  }

  int add(const std::array<vertex_id_3d, 4>& v) {
    cells_.push_back(cell{v, {-1, -1, -1, -1}});
    alive_.push_back(1);
    mark_.push_back(-1);
    return static_cast<int>(cells_.size()) - 1;
  }

  bool in_conflict(int c, vertex_id_3d q) {
    const cell& x = cells_[static_cast<std::size_t>(c)];
    for (int i = 0; i < 4; ++i) {
      if (x.v[i] != infinite) continue;
      std::array<vertex_id_3d, 4> w = x.v;
      w[i] = q;
      return orient(w[0], w[1], w[2], w[3]) > 0;
    }
    return insphere(x.v, q) > 0;
  }

  /// Links every pair of the given cells sharing a facet, leaving out each cell's facet opposite
  /// the vertex `skip` where it has one.
  void link(const std::vector<int>& cs, std::optional<vertex_id_3d> skip = std::nullopt) {
    std::map<std::array<vertex_id_3d, 3>, std::pair<int, int>> open;
    for (int c : cs) {
      for (int i = 0; i < 4; ++i) {
        if (cells_[static_cast<std::size_t>(c)].v[i] == skip) continue;
        std::array<vertex_id_3d, 3> key;
        int m = 0;
        for (int j = 0; j < 4; ++j) {
          if (j != i) key[m++] = cells_[static_cast<std::size_t>(c)].v[j];
        }
        std::sort(key.begin(), key.end());
        const auto it = open.find(key);
        if (it == open.end()) {
          open.emplace(key, std::make_pair(c, i));
        } else {
          cells_[static_cast<std::size_t>(c)].nb[i] = it->second.first;
          cells_[static_cast<std::size_t>(it->second.first)].nb[it->second.second] = c;
          open.erase(it);
        }
      }
    }
  }

  void start(vertex_id_3d a, vertex_id_3d b, vertex_id_3d c, vertex_id_3d d) {
    if (orient(a, b, c, d) <= 0) std::swap(c, d);
    std::vector<int> all = {add({a, b, c, d})};
    for (int i = 0; i < 4; ++i) {
      std::array<vertex_id_3d, 4> w = cells_[0].v;
      w[i] = infinite;  // the same side as v[i]: flip by swapping two other vertices
      std::swap(w[(i + 1) % 4], w[(i + 2) % 4]);
      all.push_back(add(w));
    }
    link(all);
    last_fresh_ = all;
  }

  void insert(vertex_id_3d q) {
    ++step_;
    // The previous point is a hull vertex and q sees one of the hull facets at it (the segment
    // from it to q leaves the hull there), and those facets' infinite cells were all made when
    // it was inserted: search them first, then, as a safeguard, the whole hull.
    int seed = -1;
    const auto search = [&](int c) {
      if (seed >= 0 || !alive_[static_cast<std::size_t>(c)]) return;
      const auto& v = cells_[static_cast<std::size_t>(c)].v;
      if (v[0] != infinite && v[1] != infinite && v[2] != infinite && v[3] != infinite) return;
      if (in_conflict(c, q)) seed = c;
    };
    for (int c : last_fresh_) search(c);
    for (std::size_t c = 0; c < cells_.size() && seed < 0; ++c) search(static_cast<int>(c));
    // Every new point lies outside the hull of the previous ones (step 1), so seed >= 0.
    if (seed < 0) throw std::logic_error("delaunay_3d: a new point inside the hull");
    std::vector<int> region = {seed}, stack = {seed};
    mark_[static_cast<std::size_t>(seed)] = step_;
    struct boundary {
      int inside, face, outside;
    };
    std::vector<boundary> faces;
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      for (int i = 0; i < 4; ++i) {
        const int n = cells_[static_cast<std::size_t>(c)].nb[i];
        if (mark_[static_cast<std::size_t>(n)] == step_) {
          if (!alive_[static_cast<std::size_t>(n)]) continue;  // in the region
          faces.push_back({c, i, n});                          // tested, not in conflict
          continue;
        }
        mark_[static_cast<std::size_t>(n)] = step_;
        if (in_conflict(n, q)) {
          alive_[static_cast<std::size_t>(n)] = 0;  // marks membership of the region
          region.push_back(n);
          stack.push_back(n);
        } else {
          faces.push_back({c, i, n});
        }
      }
      alive_[static_cast<std::size_t>(c)] = 0;
    }
    std::vector<int> fresh;
    for (const boundary& f : faces) {
      std::array<vertex_id_3d, 4> w = cells_[static_cast<std::size_t>(f.inside)].v;
      w[f.face] = q;
      const int c = add(w);
      cells_[static_cast<std::size_t>(c)].nb[f.face] = f.outside;
      cell& out = cells_[static_cast<std::size_t>(f.outside)];
      for (int j = 0; j < 4; ++j) {
        if (out.nb[j] == f.inside) out.nb[j] = c;
      }
      fresh.push_back(c);
    }
    // Facets through q, shared by two new cells (the facet opposite q is linked above).
    link(fresh, q);
    last_fresh_ = std::move(fresh);
  }
};

}  // namespace detail3

/// The Delaunay triangulation of the perturbed points (see the top of this file). Fewer than
/// four points: no tetrahedra.
inline triangulation_3d delaunay_3d(const std::vector<exactpred::point3>& points,
                                    delaunay_3d_stats* stats = nullptr) {
  sos_predicates_3d predicates{points, stats};
  return detail3::builder<sos_predicates_3d>(points, predicates).run();
}

/// The same algorithm decided by other predicates (see sos_predicates_3d). With predicates that
/// can answer zero or contradict each other (plain double arithmetic), the result may be no
/// triangulation, std::logic_error may be thrown, or a broken neighbourhood may be read.
template <class Predicates>
triangulation_3d delaunay_3d_with(const std::vector<exactpred::point3>& points,
                                  Predicates& predicates) {
  return detail3::builder<Predicates>(points, predicates).run();
}

/// An empty string when `t` is a Delaunay triangulation of `points` as described at the top of
/// this file; otherwise the first problem found.
inline std::string validate_3d(const std::vector<exactpred::point3>& points,
                               const triangulation_3d& t) {
  using exactpred::sign;
  const auto& p = points;
  std::ostringstream why;
  // Oriented facets: a tetrahedron (a, b, c, d) has the outward facets (b, c, d), (a, d, c),
  // (a, b, d), (a, c, b); an oriented facet is matched by its reverse.
  std::map<std::array<vertex_id_3d, 3>, int> facets;
  const auto canonical = [](std::array<vertex_id_3d, 3> f) {
    while (f[0] > f[1] || f[0] > f[2]) f = {f[1], f[2], f[0]};  // rotate the smallest first
    return f;
  };
  for (const tetrahedron& x : t.tetrahedra) {
    for (vertex_id_3d v : x) {
      if (v >= p.size()) return "a vertex id is out of range";
    }
    if (exactpred::orient3d_sos(p[x[0]], p[x[1]], p[x[2]], p[x[3]], x[0], x[1], x[2], x[3]) !=
        sign::positive) {
      why << "tetrahedron " << x[0] << " " << x[1] << " " << x[2] << " " << x[3]
          << " is not positive";
      return why.str();
    }
    const std::array<std::array<vertex_id_3d, 3>, 4> faces = {
        {{x[1], x[2], x[3]}, {x[0], x[3], x[2]}, {x[0], x[1], x[3]}, {x[0], x[2], x[1]}}};
    for (const auto& f : faces) ++facets[canonical(f)];
  }
  for (const hull_facet& f : t.hull) {
    for (vertex_id_3d v : f) {
      if (v >= p.size()) return "a hull vertex id is out of range";
    }
    // The hull facet is the outward facet of nothing: it must match the reverse of a
    // tetrahedron's outward facet, i.e. cancel a tetrahedron facet seen from outside.
    ++facets[canonical({f[0], f[2], f[1]})];
  }
  for (const auto& [f, count] : facets) {
    const auto reversed = canonical({f[0], f[2], f[1]});
    const auto it = facets.find(reversed);
    if (count != 1 || it == facets.end() || it->second != 1) {
      why << "facet " << f[0] << " " << f[1] << " " << f[2] << " appears " << count
          << " time(s), its reverse " << (it == facets.end() ? 0 : it->second);
      return why.str();
    }
  }
  for (const hull_facet& f : t.hull) {
    for (std::size_t x = 0; x < p.size(); ++x) {
      if (exactpred::orient3d(p[f[0]], p[f[1]], p[f[2]], p[x]) == sign::positive) {
        why << "point " << x << " lies outside hull facet " << f[0] << " " << f[1] << " " << f[2];
        return why.str();
      }
    }
  }
  for (const tetrahedron& x : t.tetrahedra) {
    if (exactpred::orient3d(p[x[0]], p[x[1]], p[x[2]], p[x[3]]) == sign::zero) continue;
    for (std::size_t e = 0; e < p.size(); ++e) {
      if (exactpred::insphere(p[x[0]], p[x[1]], p[x[2]], p[x[3]], p[e]) == sign::positive) {
        why << "point " << e << " lies inside the circumsphere of " << x[0] << " " << x[1] << " "
            << x[2] << " " << x[3];
        return why.str();
      }
    }
  }
  return {};
}

}  // namespace exactpred_example

#endif  // EXACTPRED_EXAMPLE_DELAUNAY_3D_HPP
