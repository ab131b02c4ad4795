// SPDX-License-Identifier: MIT
// bench/workload_delaunay.cpp — exactpred-workload: the example Delaunay triangulators
// (examples/delaunay.hpp, examples/delaunay_3d.hpp) as a workload, one algorithm driven by
//   naive     the plain double formulas of bench/naive_core.hpp (a zero answer is "not
//             visible" / "not in conflict"; nothing breaks ties),
//   exactpred orient2d_sos / incircle_sos / orient3d_sos / insphere_sos,
//   epick     CGAL's filtered Epick predicates (orientation, side_of_oriented_circle/sphere);
//             an answer of zero, which Epick gives exactly when the input is degenerate, is
//             broken by exactpred's `_sos` predicate on the same points (Epick has no
//             symbolic perturbation of its own), so those calls cost Epick + exactpred;
// and, as the reference point, CGAL's own Delaunay_triangulation_2/3<Epick> (range insertion,
// which spatially sorts the points itself) on the same points.
//
// Method. Every (input, driver) runs in a child process of its own (fork), so a driver that
// crashes or loops is reported ("crashed", "did not finish") and the others still run; the child
// has a wall-time limit (--limit seconds, SIGALRM). In the child:
//   1. the triangulation is built with every predicate answer appended to a tape (untimed;
//      this also warms the allocator and the caches for the two timed runs);
//   2. it is built again, timed (wall clock): "time";
//   3. it is built a third time with a policy that reads the answers back from the tape
//      instead of evaluating anything, and timed: the same algorithm, the same path through
//      it, the same memory traffic, minus the predicates (plus one sequential byte read per
//      call). "predicate share" = (time - replay time) / time;
//      with --repeat K, passes 2 and 3 (and CGAL's run) are made K times each and the
//      fastest of each counts (the least disturbed by other jobs on a shared machine); with
//      --clock cpu, times are the process's CPU time instead of wall-clock time;
//   4. the result is checked (exact predicates, O(n log n)): every triangle (tetrahedron)
//      exactly non-negative, every edge (facet) in one or two cells with opposite
//      orientations, every interior edge (facet) locally Delaunay for the exact incircle
//      (insphere) wherever the cell is not flat, the boundary one closed cycle (a closed
//      surface) that is locally convex, every point a vertex, and (2D) 2n - 2 - h triangles.
//      A local check: enough to reject what the naive driver produces on degenerate input.
//
// The examples insert the points in lexicographic order (each new point outside the hull of
// the previous ones: no point location, so no spatial sort applies to them).
//
// The constrained workload (2D; inputs uniform-cells, outlines, grid-lines): after the
// Delaunay triangulation, the input's constraint edges are inserted the way constrained
// Delaunay libraries do it (bench/constrained_delaunay.hpp: a walk along the segment with
// orient tests, the crossed triangles removed, each side re-triangulated by incircle tests),
// decided by the same policy, so the tape, the replay and "predicate share" cover both stages;
// the result column adds the insertion's own time and predicate share. The insertion needs
// triangle neighbours, which the example builds but does not return; rebuilding them from the
// triangle list (O(n), about 1 s at 10^6 points, nearly all cache misses) is subtracted from
// time and replay, as a library keeps them from its Delaunay stage. The check then also
// requires every constraint to be an edge and exempts constraint edges from the Delaunay test
// (locally constrained Delaunay: the constrained Delaunay triangulation). The reference point
// is CGAL's Constrained_Delaunay_triangulation_2<Epick> (insert_constraints: the points,
// spatially sorted, then the edges). The inputs (each constraint set non-crossing, no
// constraint through another point; see the generators for why):
//   uniform-cells  the uniform points, one edge in each cell of a grid of about n / 10 cells;
//   outlines       nested polygons (circles and star-shaped ones), every outline edge;
//   grid-lines     the grid points, chains of lattice segments along lines of 8 directions.
//
// usage: exactpred-workload [--n N]... [--dim 2|3] [--input NAME]... [--driver NAME]...
//                           [--limit SECONDS] [--repeat K] [--clock wall|cpu]
//   default: --n 100000 --n 1000000, both dimensions, inputs uniform, grid, sphere (circle in
//   2D), drivers naive, exactpred, epick, cgal, limit 300 s (wall clock), repeat 1, clock wall.
//   Prints a Markdown table.
#include <CGAL/Constrained_Delaunay_triangulation_2.h>
#include <CGAL/Delaunay_triangulation_2.h>
#include <CGAL/Delaunay_triangulation_3.h>
#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iterator>
#include <numeric>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "constrained_delaunay.hpp"
#include "delaunay.hpp"
#include "delaunay_3d.hpp"
#include "exactpred/core.hpp"
#include "exactpred/sos.hpp"
#include "naive_core.hpp"
#include "side_by_side.hpp"

namespace {

using exactpred::point2;
using exactpred::point3;
using exactpred::sign;
using exactpred::bench::constraint;
using exactpred_example::triangle;
using exactpred_example::vertex_id;
using exactpred_example::vertex_id_3d;
using K = CGAL::Exact_predicates_inexact_constructions_kernel;

/// --clock cpu: the process's CPU time instead of the wall clock (the children are single-
/// threaded): time spent descheduled while other jobs run does not count, cache sharing does.
bool cpu_clock = false;

double now() {
  if (cpu_clock) {
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
  }
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// ---- inputs ------------------------------------------------------------------------------

std::vector<point2> make_2d(const std::string& kind, std::size_t n) {
  std::mt19937_64 rng(20261201);
  std::vector<point2> p;
  if (kind == "grid") {
    const auto side = static_cast<std::size_t>(std::llround(std::sqrt(static_cast<double>(n))));
    for (std::size_t i = 0; i < side; ++i) {
      for (std::size_t j = 0; j < side; ++j) {
        p.push_back({static_cast<double>(i), static_cast<double>(j)});
      }
    }
  } else if (kind == "circle") {
    std::uniform_real_distribution<double> angle(0, 2 * M_PI);
    for (std::size_t i = 0; i < n; ++i) {
      const double t = angle(rng);
      p.push_back({std::cos(t), std::sin(t)});
    }
  } else {
    std::uniform_real_distribution<double> u(0, 1);
    for (std::size_t i = 0; i < n; ++i) p.push_back({u(rng), u(rng)});
  }
  std::shuffle(p.begin(), p.end(), rng);
  std::sort(p.begin(), p.end(), [](const point2& a, const point2& b) {
    return a.x < b.x || (a.x == b.x && a.y < b.y);
  });
  p.erase(std::unique(p.begin(), p.end(),
                      [](const point2& a, const point2& b) { return a.x == b.x && a.y == b.y; }),
          p.end());
  std::shuffle(p.begin(), p.end(), rng);  // index order (the perturbation) independent of x
  return p;
}

std::vector<point3> make_3d(const std::string& kind, std::size_t n) {
  std::mt19937_64 rng(20261202);
  std::vector<point3> p;
  if (kind == "grid") {
    const auto side = static_cast<std::size_t>(std::llround(std::cbrt(static_cast<double>(n))));
    for (std::size_t i = 0; i < side; ++i) {
      for (std::size_t j = 0; j < side; ++j) {
        for (std::size_t k = 0; k < side; ++k) {
          p.push_back({static_cast<double>(i), static_cast<double>(j), static_cast<double>(k)});
        }
      }
    }
  } else if (kind == "sphere") {
    std::normal_distribution<double> g;
    for (std::size_t i = 0; i < n; ++i) {
      const double x = g(rng), y = g(rng), z = g(rng), r = std::sqrt(x * x + y * y + z * z);
      p.push_back({x / r, y / r, z / r});
    }
  } else {
    std::uniform_real_distribution<double> u(0, 1);
    for (std::size_t i = 0; i < n; ++i) p.push_back({u(rng), u(rng), u(rng)});
  }
  const auto less = [](const point3& a, const point3& b) {
    return a.x < b.x || (a.x == b.x && (a.y < b.y || (a.y == b.y && a.z < b.z)));
  };
  std::sort(p.begin(), p.end(), less);
  p.erase(std::unique(p.begin(), p.end(),
                      [](const point3& a, const point3& b) {
                        return a.x == b.x && a.y == b.y && a.z == b.z;
                      }),
          p.end());
  std::shuffle(p.begin(), p.end(), rng);
  return p;
}

// ---- constrained inputs (2D) ----------------------------------------------------------------

bool is_constrained(const std::string& kind) {
  return kind == "uniform-cells" || kind == "outlines" || kind == "grid-lines";
}

struct constrained_input {
  std::vector<point2> points;
  std::vector<constraint> constraints;
};

/// The uniform points and one constraint edge in each cell of an m x m grid of cells
/// (m = round(sqrt(n / 10)), about 10 points a cell) holding two points or more: the two of
/// smallest index whose open segment holds no third point of the cell (exact orient2d). A
/// cell's points lie in a box of its own (the cell of a coordinate is monotone in it), so
/// edges of different cells neither cross nor touch, and no edge passes through a point.
constrained_input uniform_cells(std::size_t n) {
  constrained_input in{make_2d("uniform", n), {}};
  const std::vector<point2>& p = in.points;
  const auto m = static_cast<std::size_t>(
      std::max<long long>(1, std::llround(std::sqrt(static_cast<double>(p.size()) / 10))));
  const auto at = [m](double x) {
    return std::min(m - 1, static_cast<std::size_t>(std::max(0.0, std::floor(x * m))));
  };
  std::vector<std::size_t> cell(p.size());
  for (std::size_t i = 0; i < p.size(); ++i) cell[i] = at(p[i].y) * m + at(p[i].x);
  std::vector<vertex_id> order(p.size());
  std::iota(order.begin(), order.end(), vertex_id{0});
  std::stable_sort(order.begin(), order.end(),
                   [&cell](vertex_id a, vertex_id b) { return cell[a] < cell[b]; });
  const auto on_segment = [&p](vertex_id a, vertex_id b, vertex_id c) {
    return exactpred::orient2d(p[a], p[b], p[c]) == sign::zero &&
           std::min(p[a].x, p[b].x) <= p[c].x && p[c].x <= std::max(p[a].x, p[b].x) &&
           std::min(p[a].y, p[b].y) <= p[c].y && p[c].y <= std::max(p[a].y, p[b].y);
  };
  for (std::size_t s = 0; s < order.size();) {
    std::size_t e = s + 1;
    while (e < order.size() && cell[order[e]] == cell[order[s]]) ++e;
    bool done = false;
    for (std::size_t i = s; i < e && !done; ++i) {
      for (std::size_t j = i + 1; j < e && !done; ++j) {
        bool clear = true;
        for (std::size_t k = s; k < e && clear; ++k) {
          if (k != i && k != j && on_segment(order[i], order[j], order[k])) clear = false;
        }
        if (clear) {
          in.constraints.emplace_back(order[i], order[j]);
          done = true;
        }
      }
    }
    s = e;
  }
  return in;
}

/// Polygon outlines, every outline edge a constraint: groups of nested rings on a g x g grid
/// of centres (g = round(sqrt(n / 2000))), ring r = 1, 2, ... of a group with
/// ceil(8 sqrt(r + 1)) vertices at angles 2 pi (k + u/2) / m (u uniform in [0, 1): consecutive
/// vertices 1/2 to 3/2 steps apart) and rings added until the group has n / g^2 points. In
/// every other group the rings are circles (radius r: points on circles rounded to doubles,
/// near-degenerate for incircle); in the others star-shaped polygons (radius r + [-0.3, 0.3)).
/// The steps are small enough that an outline edge of ring r stays between radius r - 0.5 and
/// r + 0.3 (its sagitta is below 0.18), so outlines of different rings never meet, those of one
/// ring are a star-shaped polygon's edges, and no edge passes through another point; groups are
/// 2 R + 2 apart, R the number of rings. Indices are shuffled, as for the other inputs.
constrained_input outlines(std::size_t n) {
  std::mt19937_64 rng(20261203);
  std::uniform_real_distribution<double> u(0, 1);
  const auto g = static_cast<std::size_t>(
      std::max<long long>(1, std::llround(std::sqrt(static_cast<double>(n) / 2000))));
  const double per_group = static_cast<double>(n) / static_cast<double>(g * g);
  std::vector<std::size_t> ring;
  for (std::size_t total = 0; static_cast<double>(total) < per_group;) {
    const double r = static_cast<double>(ring.size() + 1);
    ring.push_back(static_cast<std::size_t>(std::ceil(8 * std::sqrt(r + 1))));
    total += ring.back();
  }
  const double spacing = 2 * static_cast<double>(ring.size()) + 2;
  std::vector<point2> p;
  std::vector<constraint> c;
  for (std::size_t gx = 0; gx < g; ++gx) {
    for (std::size_t gy = 0; gy < g; ++gy) {
      const bool star = (gx + gy) % 2 == 1;
      const double cx = static_cast<double>(gx) * spacing, cy = static_cast<double>(gy) * spacing;
      for (std::size_t r = 1; r <= ring.size(); ++r) {
        const std::size_t m = ring[r - 1];
        const auto base = static_cast<vertex_id>(p.size());
        for (std::size_t k = 0; k < m; ++k) {
          const double t =
              2 * M_PI * (static_cast<double>(k) + 0.5 * u(rng)) / static_cast<double>(m);
          const double rho = static_cast<double>(r) + (star ? 0.6 * (u(rng) - 0.5) : 0.0);
          p.push_back({cx + rho * std::cos(t), cy + rho * std::sin(t)});
          c.emplace_back(base + static_cast<vertex_id>(k),
                         base + static_cast<vertex_id>((k + 1) % m));
        }
      }
    }
  }
  std::vector<vertex_id> perm(p.size());
  std::iota(perm.begin(), perm.end(), vertex_id{0});
  std::shuffle(perm.begin(), perm.end(), rng);
  constrained_input in;
  in.points.resize(p.size());
  for (std::size_t i = 0; i < p.size(); ++i) in.points[perm[i]] = p[i];
  for (const constraint& e : c) in.constraints.emplace_back(perm[e.first], perm[e.second]);
  return in;
}

/// The integer grid of the grid input and constraint lines: in each block of 16 x 16 points,
/// the segments (x, y) - (x + dx, y + dy) between the block's points on every third line
/// q x - p y = 0 (mod 3) of one primitive direction (dx, dy) (gcd 1: no lattice point inside a
/// segment), the direction cycling by block through (1, 0), (0, 1), (1, 1), (1, -1), (2, 1),
/// (1, -2), (3, 2), (2, -3). Collinear segments of one line share endpoints only, lines of one
/// block are parallel, blocks' points have disjoint hulls: no two constraints cross. Rows and
/// columns are Delaunay edges already; the other directions cross cocircular lattice cells.
constrained_input grid_lines(std::size_t n) {
  constrained_input in{make_2d("grid", n), {}};
  const std::vector<point2>& p = in.points;
  std::size_t side = 0;
  for (const point2& x : p) side = std::max(side, static_cast<std::size_t>(x.x) + 1);
  std::vector<vertex_id> at(side * side, exactpred_example::detail::none);
  for (std::size_t i = 0; i < p.size(); ++i) {
    at[static_cast<std::size_t>(p[i].x) * side + static_cast<std::size_t>(p[i].y)] =
        static_cast<vertex_id>(i);
  }
  static const int dirs[8][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}, {2, 1}, {1, -2}, {3, 2}, {2, -3}};
  const long long block = 16, s = static_cast<long long>(side);
  for (long long bx = 0; bx * block < s; ++bx) {
    for (long long by = 0; by * block < s; ++by) {
      const int* d = dirs[(bx + 3 * by) % 8];
      const long long x0 = bx * block, y0 = by * block;
      const long long x1 = std::min(s, x0 + block), y1 = std::min(s, y0 + block);
      for (long long x = x0; x < x1; ++x) {
        for (long long y = y0; y < y1; ++y) {
          if (((d[1] * x - d[0] * y) % 3 + 3) % 3 != 0) continue;
          const long long x2 = x + d[0], y2 = y + d[1];
          if (x2 < x0 || x2 >= x1 || y2 < y0 || y2 >= y1) continue;
          in.constraints.emplace_back(at[static_cast<std::size_t>(x * s + y)],
                                      at[static_cast<std::size_t>(x2 * s + y2)]);
        }
      }
    }
  }
  return in;
}

constrained_input make_constrained(const std::string& kind, std::size_t n) {
  if (kind == "uniform-cells") return uniform_cells(n);
  if (kind == "outlines") return outlines(n);
  return grid_lines(n);
}

// ---- predicate policies ------------------------------------------------------------------

struct naive_2d {
  const std::vector<point2>& p;
  int orient(vertex_id a, vertex_id b, vertex_id c) const {
    const double x[] = {p[a].x, p[a].y, p[b].x, p[b].y, p[c].x, p[c].y};
    return exactpred::naive::orient2d(x);
  }
  int incircle(vertex_id a, vertex_id b, vertex_id c, vertex_id d) const {
    const double x[] = {p[a].x, p[a].y, p[b].x, p[b].y, p[c].x, p[c].y, p[d].x, p[d].y};
    return exactpred::naive::incircle(x);
  }
};

struct epick_2d {
  const std::vector<point2>& p;
  std::vector<K::Point_2> q;
  explicit epick_2d(const std::vector<point2>& points) : p(points) {
    q.reserve(p.size());
    for (const point2& x : p) q.emplace_back(x.x, x.y);
  }
  int orient(vertex_id a, vertex_id b, vertex_id c) const {
    const int s = static_cast<int>(CGAL::orientation(q[a], q[b], q[c]));
    if (s != 0) return s;
    return exactpred::to_int(exactpred::orient2d_sos(p[a], p[b], p[c], a, b, c));
  }
  int incircle(vertex_id a, vertex_id b, vertex_id c, vertex_id d) const {
    const int s = static_cast<int>(CGAL::side_of_oriented_circle(q[a], q[b], q[c], q[d]));
    if (s != 0) return s;
    return exactpred::to_int(exactpred::incircle_sos(p[a], p[b], p[c], p[d], a, b, c, d));
  }
};

struct naive_3d {
  const std::vector<point3>& p;
  int orient(vertex_id_3d a, vertex_id_3d b, vertex_id_3d c, vertex_id_3d d) const {
    const double x[] = {p[a].x, p[a].y, p[a].z, p[b].x, p[b].y, p[b].z,
                        p[c].x, p[c].y, p[c].z, p[d].x, p[d].y, p[d].z};
    return exactpred::naive::orient3d(x);
  }
  int insphere(const std::array<vertex_id_3d, 4>& v, vertex_id_3d e) const {
    const double x[] = {p[v[0]].x, p[v[0]].y, p[v[0]].z, p[v[1]].x, p[v[1]].y,
                        p[v[1]].z, p[v[2]].x, p[v[2]].y, p[v[2]].z, p[v[3]].x,
                        p[v[3]].y, p[v[3]].z, p[e].x,    p[e].y,    p[e].z};
    return exactpred::naive::insphere(x);
  }
};

struct epick_3d {
  const std::vector<point3>& p;
  std::vector<K::Point_3> q;
  explicit epick_3d(const std::vector<point3>& points) : p(points) {
    q.reserve(p.size());
    for (const point3& x : p) q.emplace_back(x.x, x.y, x.z);
  }
  int orient(vertex_id_3d a, vertex_id_3d b, vertex_id_3d c, vertex_id_3d d) const {
    const int s = static_cast<int>(CGAL::orientation(q[a], q[b], q[c], q[d]));
    if (s != 0) return s;
    return exactpred::to_int(exactpred::orient3d_sos(p[a], p[b], p[c], p[d], a, b, c, d));
  }
  int insphere(const std::array<vertex_id_3d, 4>& v, vertex_id_3d e) const {
    const int s =
        static_cast<int>(CGAL::side_of_oriented_sphere(q[v[0]], q[v[1]], q[v[2]], q[v[3]], q[e]));
    if (s != 0) return s;
    return exactpred::to_int(exactpred::insphere_sos(p[v[0]], p[v[1]], p[v[2]], p[v[3]], p[e], v[0],
                                                     v[1], v[2], v[3], e));
  }
};

/// Forwards to P and appends every answer to a tape.
template <class P>
struct recording {
  P& inner;
  std::vector<std::int8_t>& tape;
  template <class... A>
  int orient(A... a) {
    const int s = inner.orient(a...);
    tape.push_back(static_cast<std::int8_t>(s));
    return s;
  }
  template <class... A>
  int incircle(A... a) {
    const int s = inner.incircle(a...);
    tape.push_back(static_cast<std::int8_t>(s));
    return s;
  }
  int insphere(const std::array<vertex_id_3d, 4>& v, vertex_id_3d e) {
    const int s = inner.insphere(v, e);
    tape.push_back(static_cast<std::int8_t>(s));
    return s;
  }
};

/// Evaluates nothing: reads the recorded answers back.
struct replaying {
  const std::int8_t* next;
  template <class... A>
  int orient(A...) {
    return *next++;
  }
  template <class... A>
  int incircle(A...) {
    return *next++;
  }
  int insphere(const std::array<vertex_id_3d, 4>&, vertex_id_3d) { return *next++; }
};

// ---- checks ------------------------------------------------------------------------------

/// `constraints`, if given (sorted (min << 32 | max) keys, no repeats): each must be an edge,
/// and is exempt from the Delaunay test (the constrained Delaunay property).
std::string check_2d(const std::vector<point2>& p, const std::vector<triangle>& tr,
                     const std::vector<std::uint64_t>* constraints = nullptr) {
  const std::size_t n = p.size();
  if (tr.empty()) return "no triangles";
  struct side {
    std::uint64_t key;
    bool reversed;
    std::uint32_t tri;
    int opposite;
    bool operator<(const side& o) const {
      return key < o.key || (key == o.key && reversed < o.reversed);
    }
  };
  std::vector<side> sides;
  sides.reserve(3 * tr.size());
  std::vector<char> flat(tr.size()), used(n);
  for (std::size_t i = 0; i < tr.size(); ++i) {
    const auto& v = tr[i];
    for (vertex_id x : v) {
      if (x >= n) return "vertex out of range";
      used[x] = 1;
    }
    if (v[0] == v[1] || v[1] == v[2] || v[0] == v[2]) return "repeated vertex";
    const sign s = exactpred::orient2d(p[v[0]], p[v[1]], p[v[2]]);
    if (s == sign::negative) return "clockwise triangle";
    flat[i] = s == sign::zero;
    for (int k = 0; k < 3; ++k) {
      const vertex_id a = v[(k + 1) % 3], b = v[(k + 2) % 3];
      const std::uint64_t lo = std::min(a, b), hi = std::max(a, b);
      sides.push_back({(lo << 32) | hi, a > b, static_cast<std::uint32_t>(i), k});
    }
  }
  std::sort(sides.begin(), sides.end());
  std::vector<vertex_id> bnext(n, exactpred_example::detail::none);
  std::vector<std::uint32_t> bin(n, 0);
  std::size_t next_constraint = 0, constraints_found = 0;
  for (std::size_t e = 0; e < sides.size();) {
    std::size_t c = 1;
    while (e + c < sides.size() && sides[e + c].key == sides[e].key) ++c;
    if (c > 2) return "edge in more than two triangles";
    const side& s = sides[e];
    bool constrained = false;
    if (constraints != nullptr) {
      while (next_constraint < constraints->size() && (*constraints)[next_constraint] < s.key) {
        ++next_constraint;
      }
      if (next_constraint < constraints->size() && (*constraints)[next_constraint] == s.key) {
        constrained = true;
        ++constraints_found;
      }
    }
    if (c == 1) {
      const vertex_id a = tr[s.tri][(s.opposite + 1) % 3], b = tr[s.tri][(s.opposite + 2) % 3];
      if (bnext[a] != exactpred_example::detail::none) return "boundary not one cycle";
      bnext[a] = b;
      ++bin[b];
    } else {
      const side& u = sides[e + 1];
      if (u.reversed == s.reversed) return "two triangles on one side of an edge";
      for (int k = 0; k < 2 && !constrained; ++k) {
        const side& x = k == 0 ? s : u;
        const side& y = k == 0 ? u : s;
        if (flat[x.tri]) continue;
        const auto& v = tr[x.tri];
        if (exactpred::incircle(p[v[0]], p[v[1]], p[v[2]], p[tr[y.tri][y.opposite]]) ==
            sign::positive) {
          return constraints != nullptr ? "not constrained Delaunay" : "not Delaunay";
        }
      }
    }
    e += c;
  }
  std::size_t h = 0;
  vertex_id start = exactpred_example::detail::none;
  for (vertex_id v = 0; v < n; ++v) {
    if (!used[v]) return "a point is no vertex";
    if (bnext[v] == exactpred_example::detail::none) continue;
    if (bin[v] != 1) return "boundary not one cycle";
    ++h;
    start = v;
  }
  std::size_t cycle = 0;
  vertex_id v = start;
  do {
    const vertex_id w = bnext[v], x = bnext[w];
    if (exactpred::orient2d(p[v], p[w], p[x]) == sign::negative) return "boundary not convex";
    ++cycle;
    v = w;
  } while (v != start && cycle <= h);
  if (cycle != h) return "boundary not one cycle";
  if (tr.size() != 2 * n - 2 - h) return "wrong number of triangles";
  if (constraints != nullptr && constraints_found != constraints->size()) {
    return "a constraint edge is missing";
  }
  return {};
}

std::string check_3d(const std::vector<point3>& p, const exactpred_example::triangulation_3d& t) {
  const std::size_t n = p.size();
  const auto& tets = t.tetrahedra;
  if (tets.empty()) return "no tetrahedra";
  // Oriented facets: key = sorted triple, parity of the sorting permutation; cell = tetrahedron
  // number or, for a hull facet, -1 - its number; opposite = the fourth vertex.
  struct facet {
    std::array<vertex_id_3d, 3> key;
    int parity;
    std::int64_t cell;
    vertex_id_3d opposite;
    bool operator<(const facet& o) const { return key < o.key; }
  };
  const auto make = [](vertex_id_3d a, vertex_id_3d b, vertex_id_3d c, std::int64_t cell,
                       vertex_id_3d opp) {
    std::array<vertex_id_3d, 3> k = {a, b, c};
    int parity = 0;
    if (k[0] > k[1]) std::swap(k[0], k[1]), parity ^= 1;
    if (k[1] > k[2]) std::swap(k[1], k[2]), parity ^= 1;
    if (k[0] > k[1]) std::swap(k[0], k[1]), parity ^= 1;
    return facet{k, parity, cell, opp};
  };
  std::vector<facet> fs;
  fs.reserve(4 * tets.size() + t.hull.size());
  std::vector<char> flat(tets.size()), used(n);
  for (std::size_t i = 0; i < tets.size(); ++i) {
    const auto& x = tets[i];
    for (vertex_id_3d v : x) {
      if (v >= n) return "vertex out of range";
      used[v] = 1;
    }
    const sign s = exactpred::orient3d(p[x[0]], p[x[1]], p[x[2]], p[x[3]]);
    if (s == sign::negative) return "negative tetrahedron";
    flat[i] = s == sign::zero;
    const auto c = static_cast<std::int64_t>(i);
    fs.push_back(make(x[1], x[2], x[3], c, x[0]));
    fs.push_back(make(x[0], x[3], x[2], c, x[1]));
    fs.push_back(make(x[0], x[1], x[3], c, x[2]));
    fs.push_back(make(x[0], x[2], x[1], c, x[3]));
  }
  for (std::size_t i = 0; i < t.hull.size(); ++i) {
    const auto& f = t.hull[i];
    for (vertex_id_3d v : f) {
      if (v >= n) return "vertex out of range";
    }
    // Outside on its positive side, like a tetrahedron's outward facet: matched by the reverse.
    fs.push_back(make(f[0], f[2], f[1], -1 - static_cast<std::int64_t>(i), 0));
  }
  for (vertex_id_3d v = 0; v < n; ++v) {
    if (!used[v]) return "a point is no vertex";
  }
  std::sort(fs.begin(), fs.end());
  for (std::size_t e = 0; e < fs.size(); e += 2) {
    if (e + 1 >= fs.size() || fs[e + 1].key != fs[e].key ||
        (e + 2 < fs.size() && fs[e + 2].key == fs[e].key)) {
      return "a facet not in exactly two cells";
    }
    if (fs[e].parity == fs[e + 1].parity) return "two cells on one side of a facet";
    for (int k = 0; k < 2; ++k) {
      const facet& x = fs[e + k];
      const facet& y = fs[e + 1 - k];
      if (x.cell < 0 || y.cell < 0 || flat[static_cast<std::size_t>(x.cell)]) continue;
      const auto& v = tets[static_cast<std::size_t>(x.cell)];
      if (exactpred::insphere(p[v[0]], p[v[1]], p[v[2]], p[v[3]], p[y.opposite]) ==
          sign::positive) {
        return "not Delaunay";
      }
    }
  }
  // The hull: every edge in two hull facets, each locally convex across it.
  struct hedge {
    std::uint64_t key;
    std::uint32_t facet;
    vertex_id_3d far;
    bool operator<(const hedge& o) const { return key < o.key; }
  };
  std::vector<hedge> es;
  for (std::size_t i = 0; i < t.hull.size(); ++i) {
    const auto& f = t.hull[i];
    for (int k = 0; k < 3; ++k) {
      const std::uint64_t a = f[(k + 1) % 3], b = f[(k + 2) % 3];
      es.push_back({(std::min(a, b) << 32) | std::max(a, b), static_cast<std::uint32_t>(i), f[k]});
    }
  }
  std::sort(es.begin(), es.end());
  for (std::size_t e = 0; e < es.size(); e += 2) {
    if (e + 1 >= es.size() || es[e + 1].key != es[e].key ||
        (e + 2 < es.size() && es[e + 2].key == es[e].key)) {
      return "hull not a closed surface";
    }
    for (int k = 0; k < 2; ++k) {
      const auto& f = t.hull[es[e + k].facet];
      if (exactpred::orient3d(p[f[0]], p[f[1]], p[f[2]], p[es[e + 1 - k].far]) == sign::positive) {
        return "hull not convex";
      }
    }
  }
  return {};
}

// ---- one driver in a child process -----------------------------------------------------

struct outcome {
  int status = 0;  // 0 ok, 1 threw
  double time = 0, replay = 0;
  double stage = 0, stage_replay = 0;  // the constraint insertion inside time and replay
  std::uint64_t calls = 0, cells = 0;
  char check[80] = {};
  char note[160] = {};  // what the constraint insertion did
};

struct evaluating {};  // the policy itself: what the first, timed run uses

/// Written by a build that has a second stage (the constraint insertion): its time, the time
/// of work inside the build that is not timed (the neighbours rebuilt from the triangle list,
/// which the triangulator had and a library keeps), and a note.
struct stage_report {
  double seconds = 0, untimed = 0;
  std::string note;
};

/// Each timed pass is made this many times (--repeat) and the fastest counts: on a machine
/// shared with other jobs the minimum is the least disturbed figure.
unsigned repeats = 1;

template <class Build>
outcome measure(Build build, const stage_report* stage = nullptr) {
  outcome o;
  try {
    std::vector<std::int8_t> tape;
    build(&tape);  // untimed; also warms the allocator and the caches for both timed runs
    o.calls = tape.size();
    std::optional<decltype(build(static_cast<evaluating*>(nullptr)))> first;
    for (unsigned k = 0; k < repeats; ++k) {
      const double t0 = now();
      auto result = build(static_cast<evaluating*>(nullptr));
      const double t = now() - t0 - (stage != nullptr ? stage->untimed : 0);
      if (k == 0 || t < o.time) {
        o.time = t;
        if (stage != nullptr) o.stage = stage->seconds;
      }
      if (!first) first.emplace(std::move(result));
    }
    if (stage != nullptr) std::snprintf(o.note, sizeof o.note, "%s", stage->note.c_str());
    for (unsigned k = 0; k < repeats; ++k) {
      replaying r{tape.data()};
      const double t0 = now();
      auto again = build(&r);
      const double t = now() - t0 - (stage != nullptr ? stage->untimed : 0);
      if (k == 0 || t < o.replay) {
        o.replay = t;
        if (stage != nullptr) o.stage_replay = stage->seconds;
      }
    }
    const std::string why = first->second();
    o.cells = first->first;
    std::snprintf(o.check, sizeof o.check, "%s", why.empty() ? "valid" : why.c_str());
  } catch (const std::exception& e) {
    o.status = 1;
    std::snprintf(o.check, sizeof o.check, "%s", e.what());
  }
  return o;
}

template <class Run>
std::string in_child(Run run, unsigned limit, outcome& o) {
  int fd[2];
  if (pipe(fd) != 0) return "pipe failed";
  std::fflush(stdout);
  const pid_t pid = fork();
  if (pid == 0) {
    close(fd[0]);
    alarm(limit);
    const outcome r = run();
    if (write(fd[1], &r, sizeof r) != static_cast<ssize_t>(sizeof r)) _exit(3);
    _exit(0);
  }
  close(fd[1]);
  const ssize_t got = read(fd[0], &o, sizeof o);
  close(fd[0]);
  int ws = 0;
  waitpid(pid, &ws, 0);
  if (got == static_cast<ssize_t>(sizeof o)) return {};
  if (WIFSIGNALED(ws) && WTERMSIG(ws) == SIGALRM) {
    return "did not finish in " + std::to_string(limit) + " s";
  }
  if (WIFSIGNALED(ws)) return std::string("crashed (") + strsignal(WTERMSIG(ws)) + ")";
  return "failed";
}

void row(int dim, const std::string& input, std::size_t n, const std::string& driver,
         const std::string& failure, const outcome& o, double naive_time) {
  std::printf("| %dD | %s | %zu | %s | ", dim, input.c_str(), n, driver.c_str());
  if (!failure.empty()) {
    std::printf("— | — | — | %s |\n", failure.c_str());
  } else if (o.status != 0) {
    std::printf("— | — | — | threw: %s |\n", o.check);
  } else {
    std::printf("%.3f | ", o.time);
    if (naive_time > 0) {
      std::printf("%.2f | ", o.time / naive_time);
    } else {
      std::printf("— | ");
    }
    if (o.calls > 0) {
      std::printf("%.0f%% (%.1f M calls) | ", 100 * (o.time - o.replay) / o.time,
                  static_cast<double>(o.calls) / 1e6);
    } else {
      std::printf("— | ");
    }
    std::printf("%s (%llu %s", o.check, static_cast<unsigned long long>(o.cells),
                dim == 2 ? "triangles" : "tetrahedra");
    if (o.note[0] != 0) std::printf("; %s", o.note);
    if (o.stage > 0) {
      std::printf("; insertion %.3f s, %.0f%% predicates", o.stage,
                  100 * (o.stage - o.stage_replay) / o.stage);
    }
    std::printf(") |\n");
  }
  std::fflush(stdout);
}

/// build(policy, tape) with the policy of one pass of measure() (its argument tape_or_replay):
/// `base` recording into the tape (then also given as `tape`), the replay, or `base` itself
/// (`tape` nullptr for these two).
template <class Policy, class T, class Build>
auto with_pass_policy(Policy& base, T* tape_or_replay, Build build) {
  using tape_t = std::vector<std::int8_t>;
  if constexpr (std::is_same_v<T, tape_t>) {
    recording<Policy> rec{base, *tape_or_replay};
    return build(rec, static_cast<const tape_t*>(tape_or_replay));
  } else if constexpr (std::is_same_v<T, replaying>) {
    return build(*tape_or_replay, static_cast<const tape_t*>(nullptr));
  } else {
    return build(base, static_cast<const tape_t*>(nullptr));
  }
}

template <class Policy>
outcome run_2d(const std::vector<point2>& p) {
  Policy base(p);
  return measure([&](auto* tape_or_replay) {
    exactpred_example::triangulation t = with_pass_policy(
        base, tape_or_replay,
        [&p](auto& policy, const auto*) { return exactpred_example::delaunay_with(p, policy); });
    const std::uint64_t cells = t.triangles.size();
    return std::make_pair(cells, [&p, t = std::move(t)] { return check_2d(p, t.triangles); });
  });
}

template <class Policy>
outcome run_3d(const std::vector<point3>& p) {
  Policy base(p);
  return measure([&](auto* tape_or_replay) {
    exactpred_example::triangulation_3d t = with_pass_policy(
        base, tape_or_replay,
        [&p](auto& policy, const auto*) { return exactpred_example::delaunay_3d_with(p, policy); });
    const std::uint64_t cells = t.tetrahedra.size();
    return std::make_pair(cells, [&p, t = std::move(t)] { return check_3d(p, t); });
  });
}

// The two stages of the constrained workload as functions of their own, one instance per
// policy, so that a profiler tells them apart (and the timed pass, the plain policy, from the
// recording and the replaying ones):
//   valgrind --tool=callgrind exactpred-workload --dim 2 --input outlines --driver exactpred ...
//   callgrind_annotate --inclusive=yes callgrind.out.<child> | grep -E '_stage<'
template <class Policy>
[[gnu::noinline]] exactpred_example::triangulation delaunay_stage(const std::vector<point2>& p,
                                                                  Policy& policy) {
  return exactpred_example::delaunay_with(p, policy);
}

template <class Policy>
[[gnu::noinline]] void insertion_stage(exactpred::bench::constrained_inserter<Policy>& ins,
                                       const std::vector<constraint>& cons) {
  for (const constraint& e : cons) ins.insert(e.first, e.second);
}

/// The Delaunay triangulation, then the constraint edges inserted (bench/constrained_delaunay.hpp),
/// both decided by one policy: the tape and the replay cover both stages.
template <class Policy>
outcome run_2d_constrained(const std::vector<point2>& p, const std::vector<constraint>& cons,
                           const std::vector<std::uint64_t>& keys) {
  Policy base(p);
  stage_report stage;
  std::size_t stage_calls = 0;  // predicate calls of the insertion (the recording pass counts)
  return measure(
      [&](auto* tape_or_replay) {
        exactpred::bench::constrained_stats st;
        const auto build = [&](auto& policy, const std::vector<std::int8_t>* tape) {
          exactpred_example::triangulation dt = delaunay_stage(p, policy);
          const std::size_t calls = tape != nullptr ? tape->size() : 0;
          const double t0 = now();
          exactpred::bench::constrained_inserter ins(p.size(), std::move(dt.triangles), policy);
          const double t1 = now();
          insertion_stage(ins, cons);
          stage.untimed = t1 - t0;
          stage.seconds = now() - t1;
          if (tape != nullptr) stage_calls = tape->size() - calls;
          st = ins.stats();
          return ins.take_triangles();
        };
        std::vector<triangle> tr = with_pass_policy(base, tape_or_replay, build);
        char note[160];
        std::snprintf(note, sizeof note,
                      "%zu constraints: %zu inserted, %zu triangles re-made, %.2f M calls",
                      cons.size(), st.inserted, st.remade, static_cast<double>(stage_calls) / 1e6);
        stage.note = note;
        if (st.hanging > 0) stage.note += ", " + std::to_string(st.hanging) + " hanging edges";
        const std::uint64_t cells = tr.size();
        return std::make_pair(cells,
                              [&p, &keys, tr = std::move(tr)] { return check_2d(p, tr, &keys); });
      },
      &stage);
}

// Policies built from the points alone.
struct naive_2d_of : naive_2d {
  explicit naive_2d_of(const std::vector<point2>& q) : naive_2d{q} {}
};
struct exact_2d_of : exactpred_example::sos_predicates {
  explicit exact_2d_of(const std::vector<point2>& q) : sos_predicates{q, nullptr} {}
};
struct naive_3d_of : naive_3d {
  explicit naive_3d_of(const std::vector<point3>& q) : naive_3d{q} {}
};
struct exact_3d_of : exactpred_example::sos_predicates_3d {
  explicit exact_3d_of(const std::vector<point3>& q) : sos_predicates_3d{q, nullptr} {}
};

outcome cgal_2d(const std::vector<point2>& p) {
  outcome o;
  std::vector<K::Point_2> q;
  for (const point2& x : p) q.emplace_back(x.x, x.y);
  for (unsigned k = 0; k < repeats; ++k) {
    const double t0 = now();
    CGAL::Delaunay_triangulation_2<K> dt;
    dt.insert(q.begin(), q.end());
    const double t = now() - t0;
    if (k == 0 || t < o.time) o.time = t;
    o.cells = dt.number_of_faces();
  }
  std::snprintf(o.check, sizeof o.check, "reference");
  return o;
}

outcome cgal_2d_constrained(const std::vector<point2>& p, const std::vector<constraint>& cons) {
  outcome o;
  std::vector<K::Point_2> q;
  for (const point2& x : p) q.emplace_back(x.x, x.y);
  std::vector<std::pair<std::size_t, std::size_t>> idx(cons.begin(), cons.end());
  for (unsigned k = 0; k < repeats; ++k) {
    const double t0 = now();
    CGAL::Constrained_Delaunay_triangulation_2<K> cdt;
    cdt.insert_constraints(q.begin(), q.end(), idx.begin(), idx.end());
    const double t = now() - t0;
    if (k == 0 || t < o.time) o.time = t;
    o.cells = cdt.number_of_faces();
  }
  std::snprintf(o.check, sizeof o.check, "reference");
  return o;
}

outcome cgal_3d(const std::vector<point3>& p) {
  outcome o;
  std::vector<K::Point_3> q;
  for (const point3& x : p) q.emplace_back(x.x, x.y, x.z);
  for (unsigned k = 0; k < repeats; ++k) {
    const double t0 = now();
    CGAL::Delaunay_triangulation_3<K> dt;
    dt.insert(q.begin(), q.end());
    const double t = now() - t0;
    if (k == 0 || t < o.time) o.time = t;
    o.cells = dt.number_of_finite_cells();
  }
  std::snprintf(o.check, sizeof o.check, "reference");
  return o;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::size_t> sizes;
  std::vector<std::string> inputs;
  std::vector<std::string> drivers;
  int only_dim = 0;
  unsigned limit = 300;
  const auto usage = [&] {
    std::fprintf(stderr,
                 "usage: %s [--n N]... [--dim 2|3] [--input NAME]... [--driver NAME]... "
                 "[--limit SECONDS] [--repeat K] [--clock wall|cpu]\n",
                 argv[0]);
    return 2;
  };
  const auto count = [&](const char* flag, const char* text, unsigned long long most) {
    return exactpred_bench::parse_count("exactpred-workload", flag, text, most);
  };
  const char* const flags[] = {"--n",     "--dim",   "--input", "--driver",
                               "--limit", "--clock", "--repeat"};
  const char* const input_names[] = {"uniform",       "grid",     "circle",    "sphere",
                                     "uniform-cells", "outlines", "grid-lines"};
  const char* const driver_names[] = {"naive", "exactpred", "epick", "cgal"};
  const auto one_of = [](const auto& names, const std::string& v) {
    return std::find(std::begin(names), std::end(names), v) != std::end(names);
  };
  for (int i = 1; i < argc; i += 2) {
    const std::string a = argv[i];
    if (!one_of(flags, a)) return usage();
    if (i + 1 >= argc) {  // every flag takes a value: a lone one is an error, not ignored
      std::fprintf(stderr, "exactpred-workload: %s needs a value\n", a.c_str());
      return usage();
    }
    const char* v = argv[i + 1];
    if ((a == "--input" && !one_of(input_names, v)) ||
        (a == "--driver" && !one_of(driver_names, v))) {
      std::fprintf(stderr, "exactpred-workload: %s: unknown name '%s'\n", a.c_str(), v);
      return usage();
    }
    if (a == "--n") {
      sizes.push_back(count("--n", v, 100000000ULL));
    } else if (a == "--dim") {
      if (std::strcmp(v, "2") != 0 && std::strcmp(v, "3") != 0) {
        std::fprintf(stderr, "exactpred-workload: --dim: 2 or 3, got '%s'\n", v);
        return 2;
      }
      only_dim = v[0] - '0';
    } else if (a == "--input") {
      inputs.push_back(v);
    } else if (a == "--driver") {
      drivers.push_back(v);
    } else if (a == "--limit") {
      limit = static_cast<unsigned>(count("--limit", v, 86400));
    } else if (a == "--clock") {
      if (std::strcmp(v, "wall") != 0 && std::strcmp(v, "cpu") != 0) {
        std::fprintf(stderr, "exactpred-workload: --clock: wall or cpu, got '%s'\n", v);
        return 2;
      }
      cpu_clock = std::strcmp(v, "cpu") == 0;
    } else if (a == "--repeat") {
      repeats = static_cast<unsigned>(count("--repeat", v, 1000));
    } else {
      return usage();
    }
  }
  if (sizes.empty()) sizes = {100000, 1000000};
  if (drivers.empty()) drivers = {"naive", "exactpred", "epick", "cgal"};
  const auto wanted = [&](const std::string& d) {
    return std::find(drivers.begin(), drivers.end(), d) != drivers.end();
  };
  std::printf(
      "| dim | input | points | driver | time (s) | / naive | predicate share | result |\n");
  std::printf("|---|---|---|---|---|---|---|---|\n");
  for (int dim : {2, 3}) {
    if (only_dim != 0 && dim != only_dim) continue;
    std::vector<std::string> kinds = inputs;
    if (kinds.empty()) kinds = {"uniform", "grid", dim == 2 ? "circle" : "sphere"};
    for (std::size_t n : sizes) {
      for (const std::string& kind : kinds) {
        const bool two = dim == 2;
        const bool constrained = is_constrained(kind);
        if (constrained && !two) continue;  // 2D only
        constrained_input ci = constrained ? make_constrained(kind, n) : constrained_input{};
        const std::vector<point2> p2 = constrained ? std::move(ci.points)
                                       : two       ? make_2d(kind, n)
                                                   : std::vector<point2>{};
        const std::vector<constraint>& cons = ci.constraints;
        std::vector<std::uint64_t> keys;
        for (const constraint& e : cons) {
          keys.push_back(std::uint64_t{std::min(e.first, e.second)} << 32 |
                         std::max(e.first, e.second));
        }
        std::sort(keys.begin(), keys.end());
        keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
        const std::vector<point3> p3 = two ? std::vector<point3>{} : make_3d(kind, n);
        const std::size_t count = two ? p2.size() : p3.size();
        double naive_time = 0;
        for (const std::string& d : drivers) {
          if (!wanted(d)) continue;
          outcome o;
          std::string failure;
          if (constrained) {
            if (d == "naive") {
              failure = in_child([&] { return run_2d_constrained<naive_2d_of>(p2, cons, keys); },
                                 limit, o);
            } else if (d == "exactpred") {
              failure = in_child([&] { return run_2d_constrained<exact_2d_of>(p2, cons, keys); },
                                 limit, o);
            } else if (d == "epick") {
              failure =
                  in_child([&] { return run_2d_constrained<epick_2d>(p2, cons, keys); }, limit, o);
            } else {
              failure = in_child([&] { return cgal_2d_constrained(p2, cons); }, limit, o);
            }
          } else if (d == "naive") {
            failure = two ? in_child([&] { return run_2d<naive_2d_of>(p2); }, limit, o)
                          : in_child([&] { return run_3d<naive_3d_of>(p3); }, limit, o);
          } else if (d == "exactpred") {
            failure = two ? in_child([&] { return run_2d<exact_2d_of>(p2); }, limit, o)
                          : in_child([&] { return run_3d<exact_3d_of>(p3); }, limit, o);
          } else if (d == "epick") {
            failure = two ? in_child([&] { return run_2d<epick_2d>(p2); }, limit, o)
                          : in_child([&] { return run_3d<epick_3d>(p3); }, limit, o);
          } else {
            failure = two ? in_child([&] { return cgal_2d(p2); }, limit, o)
                          : in_child([&] { return cgal_3d(p3); }, limit, o);
          }
          const bool ok = failure.empty() && o.status == 0;
          const char* cgal_name = constrained ? "CGAL Constrained_Delaunay_triangulation"
                                              : "CGAL Delaunay_triangulation";
          row(dim, kind, count, d == "cgal" ? cgal_name : d, failure, o,
              d == "naive" ? 0 : naive_time);
          if (d == "naive" && ok) naive_time = o.time;
        }
      }
    }
  }
  return 0;
}
