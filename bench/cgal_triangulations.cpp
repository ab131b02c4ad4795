// SPDX-License-Identifier: MIT
// bench/cgal_triangulations.cpp — exactpred-cgal-triangulations: CGAL's own
// Delaunay_triangulation_2 and Delaunay_triangulation_3 with the geometric traits
//   Epick      CGAL::Exact_predicates_inexact_constructions_kernel, and
//   exactpred  the same kernel with the predicates the triangulations call replaced by
//              exactpred's (bench/cgal_exactpred_traits.hpp),
// on the same points, timed alternately, with the two triangulations compared.
//
// Method (as bench/cdt's driver). For each data set: one warm-up run of each variant, whose
// outputs are compared, then --runs timed runs of each, alternating which variant goes first.
// The timed region is constructing the triangulation and `insert(begin, end)` of the points
// (CGAL copies them, sorts them spatially and inserts them in that order); both variants get
// the same std::vector of Epick points, made once outside the timing, and the destruction of
// the triangulation is not timed. Printed: the median and best wall-clock ms of each, the
// paired ratio (the median over the runs of exactpred ms / Epick ms of the same run) and the
// same ratio of the thread's CPU time, which the time spent waiting for a core on a shared
// machine does not enter.
//
// replayed: the same insertion with Epick's predicate answers read from a tape recorded in the
// warm-up (bench/cgal_replay_traits.hpp), one run after each round: what the triangulation costs
// without its predicates, the least time any predicate implementation could reach;
// replayed/Epick is its paired ratio to Epick's run of the same round.
//
// identical: the same number of vertices and the same set of finite triangles (tetrahedra),
// each as its sorted tuple of input indices (a vertex's index found from its coordinates).
//
// Before the data sets, every replaced functor is compared with Epick's on random and
// degenerate queries (small integer coordinates, points on a plane); a mismatch ends the run.
//
// usage: exactpred-cgal-triangulations [--runs N] [--quick] [--dataset NAME]...
//   --runs N          timed runs per variant and data set (default 5)
//   --quick           1/10 of the sizes (a smoke test)
//   --dataset NAME    only the data sets whose name contains NAME (repeatable)
#include <CGAL/Delaunay_triangulation_2.h>
#include <CGAL/Delaunay_triangulation_3.h>
#include <CGAL/Delaunay_triangulation_cell_base_3.h>
#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/Triangulation_data_structure_2.h>
#include <CGAL/Triangulation_data_structure_3.h>
#include <CGAL/Triangulation_face_base_2.h>
#include <CGAL/Triangulation_vertex_base_with_info_2.h>
#include <CGAL/Triangulation_vertex_base_with_info_3.h>
#include <time.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "cgal_exactpred_traits.hpp"
#include "cgal_replay_traits.hpp"
#include "side_by_side.hpp"

namespace {

using Epick = CGAL::Epick;
using Exact = exactpred_cgal::Epick_with_exactpred;
using Replay = exactpred_cgal::Epick_replay;
using Point_2 = Epick::Point_2;
using Point_3 = Epick::Point_3;
static_assert(std::is_same_v<Exact::Point_2, Point_2> && std::is_same_v<Exact::Point_3, Point_3>);

template <class Gt>
using delaunay_2 = CGAL::Delaunay_triangulation_2<
    Gt, CGAL::Triangulation_data_structure_2<CGAL::Triangulation_vertex_base_with_info_2<int, Gt>,
                                             CGAL::Triangulation_face_base_2<Gt>>>;
template <class Gt>
using delaunay_3 = CGAL::Delaunay_triangulation_3<
    Gt, CGAL::Triangulation_data_structure_3<CGAL::Triangulation_vertex_base_with_info_3<int, Gt>,
                                             CGAL::Delaunay_triangulation_cell_base_3<Gt>>>;

// ---- the sign conventions, checked ---------------------------------------------------------

/// Compares every replaced functor of Exact with Epick's on random queries with coordinates in
/// {0, 1, 2, 3} (many zeros: collinear, cocircular, coplanar, cospherical) and in [0, 1), and
/// the coplanar functors on points of the planes z = x + 2y, z = 1, x = 2 and y = x (for the
/// projections CGAL's coplanar_orientation falls back to). Returns the number of queries and
/// adds the mismatches to *bad.
std::size_t check_signs(std::size_t* bad) {
  std::mt19937_64 rng(20261215);
  std::uniform_int_distribution<int> small(0, 3);
  std::uniform_real_distribution<double> unit(0, 1);
  const Epick ek;
  const Exact xk;
  std::size_t queries = 0;
  const auto expect = [&](int epick, int exact) {
    ++queries;
    *bad += epick != exact;
  };
  for (int round = 0; round < 40000; ++round) {
    const bool integer = round % 2 == 0;
    const auto c = [&] { return integer ? static_cast<double>(small(rng)) : unit(rng); };
    std::array<Point_2, 4> p;
    for (Point_2& x : p) x = Point_2(c(), c());
    expect(ek.orientation_2_object()(p[0], p[1], p[2]),
           xk.orientation_2_object()(p[0], p[1], p[2]));
    expect(ek.side_of_oriented_circle_2_object()(p[0], p[1], p[2], p[3]),
           xk.side_of_oriented_circle_2_object()(p[0], p[1], p[2], p[3]));
    std::array<Point_3, 5> q;
    for (Point_3& x : q) x = Point_3(c(), c(), c());
    expect(ek.orientation_3_object()(q[0], q[1], q[2], q[3]),
           xk.orientation_3_object()(q[0], q[1], q[2], q[3]));
    expect(ek.side_of_oriented_sphere_3_object()(q[0], q[1], q[2], q[3], q[4]),
           xk.side_of_oriented_sphere_3_object()(q[0], q[1], q[2], q[3], q[4]));
    // Coplanar points (exactly: small integers, or the planes below are exact in doubles).
    std::array<Point_3, 4> s;
    for (Point_3& x : s) {
      const double u = static_cast<double>(small(rng)), v = static_cast<double>(small(rng));
      switch (round % 4) {
        case 0:
          x = Point_3(u, v, u + 2 * v);
          break;
        case 1:
          x = Point_3(u, v, 1);
          break;
        case 2:
          x = Point_3(2, u, v);
          break;
        default:
          x = Point_3(u, u, v);
          break;
      }
    }
    const int local = ek.coplanar_orientation_3_object()(s[0], s[1], s[2]);
    expect(local, xk.coplanar_orientation_3_object()(s[0], s[1], s[2]));
    if (local != 0) {  // both require p, q, r not collinear
      expect(ek.coplanar_orientation_3_object()(s[0], s[1], s[2], s[3]),
             xk.coplanar_orientation_3_object()(s[0], s[1], s[2], s[3]));
      expect(ek.coplanar_side_of_bounded_circle_3_object()(s[0], s[1], s[2], s[3]),
             xk.coplanar_side_of_bounded_circle_3_object()(s[0], s[1], s[2], s[3]));
    }
  }
  // The documented conventions on examples: counterclockwise is positive, inside is positive.
  const Point_2 o(0, 0), ex(1, 0), ey(0, 1), mid(0.25, 0.25), far(2, 2);
  *bad += xk.orientation_2_object()(o, ex, ey) != CGAL::POSITIVE;
  *bad += xk.side_of_oriented_circle_2_object()(o, ex, ey, mid) != CGAL::ON_POSITIVE_SIDE;
  *bad += xk.side_of_oriented_circle_2_object()(o, ex, ey, far) != CGAL::ON_NEGATIVE_SIDE;
  const Point_3 a(0, 0, 0), b(1, 0, 0), c(0, 1, 0), d(0, 0, 1), in(0.2, 0.2, 0.2), out(2, 2, 2);
  *bad += xk.orientation_3_object()(a, b, c, d) != CGAL::POSITIVE;
  *bad += xk.side_of_oriented_sphere_3_object()(a, b, c, d, in) != CGAL::ON_POSITIVE_SIDE;
  *bad += xk.side_of_oriented_sphere_3_object()(a, b, c, d, out) != CGAL::ON_NEGATIVE_SIDE;
  *bad += xk.coplanar_side_of_bounded_circle_3_object()(a, b, c, Point_3(0.25, 0.25, 0)) !=
          CGAL::ON_BOUNDED_SIDE;
  return queries + 9;
}

// ---- data sets -----------------------------------------------------------------------------

/// n points (Point_2 or Point_3) of coordinates uniform in [0, 1), drawn in order.
template <class P>
std::vector<P> random_points(std::size_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  std::vector<P> p;
  p.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    const double x = u(rng), y = u(rng);
    if constexpr (std::is_same_v<P, Point_3>) {
      p.emplace_back(x, y, u(rng));
    } else {
      p.emplace_back(x, y);
    }
  }
  return p;
}

std::vector<Point_2> grid_2d(int side) {
  std::vector<Point_2> p;
  for (int i = 0; i < side; ++i) {
    for (int j = 0; j < side; ++j) p.emplace_back(i, j);
  }
  return p;
}

std::vector<Point_2> circle_2d(std::size_t n) {
  std::vector<Point_2> p;
  const double two_pi = 6.283185307179586476925286766559;
  for (std::size_t i = 0; i < n; ++i) {
    const double angle = two_pi * static_cast<double>(i) / static_cast<double>(n);
    p.emplace_back(std::cos(angle), std::sin(angle));
  }
  return p;
}

std::vector<Point_3> grid_3d(int side) {
  std::vector<Point_3> p;
  for (int i = 0; i < side; ++i) {
    for (int j = 0; j < side; ++j) {
      for (int k = 0; k < side; ++k) p.emplace_back(i, j, k);
    }
  }
  return p;
}

// Normalised Gaussian vectors, rounded to doubles: on the unit sphere up to rounding.
std::vector<Point_3> sphere_3d(std::size_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::normal_distribution<double> g;
  std::vector<Point_3> p;
  p.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    const double x = g(rng), y = g(rng), z = g(rng), r = std::sqrt(x * x + y * y + z * z);
    p.emplace_back(x / r, y / r, z / r);
  }
  return p;
}

// ---- one run -------------------------------------------------------------------------------

struct output {
  std::size_t vertices = 0;
  std::vector<std::array<int, 4>> cells;  // sorted input indices (2D: the last is -1)
};

/// Input index of each point, found from its coordinates (the first of equal points).
template <class P>
struct index_of {
  std::vector<int> order;
  const std::vector<P>* points;
  explicit index_of(const std::vector<P>& p) : points(&p) {
    order.resize(p.size());
    for (std::size_t i = 0; i < p.size(); ++i) order[i] = static_cast<int>(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return CGAL::compare_lexicographically(p[a], p[b]) == CGAL::SMALLER;
    });
  }
  int operator()(const P& q) const {
    const auto it = std::lower_bound(order.begin(), order.end(), q, [&](int a, const P& x) {
      return CGAL::compare_lexicographically((*points)[a], x) == CGAL::SMALLER;
    });
    return it != order.end() && (*points)[*it] == q ? *it : -1;
  }
};

/// The time of one run: wall clock (steady_clock) and the CPU time of the thread
/// (CLOCK_THREAD_CPUTIME_ID), which leaves out the time the thread waited for a core.
struct timing {
  double wall_ms = 0, cpu_ms = 0;
};

struct stopwatch {
  std::chrono::steady_clock::time_point wall = std::chrono::steady_clock::now();
  double cpu = cpu_ms();
  static double cpu_ms() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return 1e3 * static_cast<double>(t.tv_sec) + 1e-6 * static_cast<double>(t.tv_nsec);
  }
  timing stop() const {
    timing t;
    t.cpu_ms = cpu_ms() - cpu;
    t.wall_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall).count();
    return t;
  }
};

/// One triangulation of `points` (range insertion), timed; with `out`, its finite cells as
/// sorted input indices (2D: the last index -1).
template <class Dt, class P>
timing run(const std::vector<P>& points, const index_of<P>* index, output* out) {
  constexpr bool spatial = std::is_same_v<P, Point_3>;
  const stopwatch watch;
  auto dt = std::make_unique<Dt>();
  dt->insert(points.begin(), points.end());
  const timing t = watch.stop();
  if (out != nullptr) {
    out->vertices = dt->number_of_vertices();
    for (auto v = dt->finite_vertices_begin(); v != dt->finite_vertices_end(); ++v) {
      v->info() = (*index)(v->point());
    }
    out->cells.clear();
    const auto add = [&](const auto& cell) {
      std::array<int, 4> c = {cell->vertex(0)->info(), cell->vertex(1)->info(),
                              cell->vertex(2)->info(), spatial ? cell->vertex(3)->info() : -1};
      std::sort(c.begin(), c.begin() + (spatial ? 4 : 3));
      out->cells.push_back(c);
    };
    if constexpr (spatial) {
      for (auto c = dt->finite_cells_begin(); c != dt->finite_cells_end(); ++c) add(c);
    } else {
      for (auto f = dt->finite_faces_begin(); f != dt->finite_faces_end(); ++f) add(f);
    }
    std::sort(out->cells.begin(), out->cells.end());
  }
  return t;
}

// ---- the table -----------------------------------------------------------------------------

using exactpred_bench::median;

double best(const std::vector<double>& v) { return *std::min_element(v.begin(), v.end()); }

/// Warm-up (compared), then `runs` timed runs of the triangulation Dt with Epick and with
/// exactpred, alternating which goes first, each round followed by a run on the answers Epick's
/// warm-up recorded (replay_run); one row.
template <template <class> class Dt, class P>
void time_dataset(const std::string& name, const std::vector<P>& points, int runs) {
  constexpr auto epick_run = run<Dt<Epick>, P>;
  constexpr auto exact_run = run<Dt<Exact>, P>;
  constexpr auto replay_run = run<Dt<Replay>, P>;
  const index_of<P> index(points);
  output epick_out, exact_out, recorded_out;
  epick_run(points, &index, &epick_out);
  exact_run(points, &index, &exact_out);
  exactpred_cgal::tape().record();
  replay_run(points, &index, &recorded_out);
  const bool identical = epick_out.vertices == exact_out.vertices &&
                         epick_out.cells == exact_out.cells && !epick_out.cells.empty();
  if (recorded_out.cells != epick_out.cells) {
    std::fprintf(stderr, "exactpred-cgal-triangulations: %s: the recording run differs\n",
                 name.c_str());
    std::exit(1);
  }
  std::vector<double> epick_ms, exact_ms, replay_ms, ratios, cpu_ratios, floors;
  for (int r = 0; r < runs; ++r) {
    timing e, x;
    if (r % 2 == 0) {
      e = epick_run(points, nullptr, nullptr);
      x = exact_run(points, nullptr, nullptr);
    } else {
      x = exact_run(points, nullptr, nullptr);
      e = epick_run(points, nullptr, nullptr);
    }
    exactpred_cgal::tape().replay();
    const timing t = replay_run(points, nullptr, nullptr);
    if (!exactpred_cgal::tape().replayed_all()) {
      std::fprintf(stderr, "exactpred-cgal-triangulations: %s: the replay made fewer calls\n",
                   name.c_str());
      std::exit(1);
    }
    epick_ms.push_back(e.wall_ms);
    exact_ms.push_back(x.wall_ms);
    replay_ms.push_back(t.wall_ms);
    ratios.push_back(x.wall_ms / e.wall_ms);
    cpu_ratios.push_back(x.cpu_ms / e.cpu_ms);
    floors.push_back(t.wall_ms / e.wall_ms);
  }
  std::printf(
      "| %s | %zu | %zu | %zu | %.1f | %.1f | %.3f | %.1f | %.1f | %.3f | %.3f | %.1f | %.3f | %s "
      "|\n",
      name.c_str(), points.size(), exact_out.vertices, exact_out.cells.size(), median(epick_ms),
      median(exact_ms), median(exact_ms) / median(epick_ms), best(epick_ms), best(exact_ms),
      median(ratios), median(cpu_ratios), median(replay_ms), median(floors),
      identical ? "yes" : "NO");
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 5;
  bool quick = false;
  std::vector<std::string> only;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--quick") {
      quick = true;
    } else if (a == "--runs" && i + 1 < argc) {
      runs = static_cast<int>(
          exactpred_bench::parse_count("exactpred-cgal-triangulations", "--runs", argv[++i], 1000));
    } else if (a == "--dataset" && i + 1 < argc) {
      only.push_back(argv[++i]);
    } else {
      std::fprintf(stderr, "usage: %s [--runs N] [--quick] [--dataset NAME]...\n", argv[0]);
      return 2;
    }
  }

  std::size_t bad = 0;
  const std::size_t queries = check_signs(&bad);
  std::printf("Signs of the replaced functors against Epick's: %zu queries, %zu mismatches.\n\n",
              queries, bad);
  if (bad != 0) return 1;

  const std::size_t scale = quick ? 10 : 1;
  const int side_2d = quick ? 316 : 1000, side_3d = quick ? 46 : 100;
  int datasets = 0;
  const auto wanted = [&](const std::string& name) {
    bool w = only.empty();
    for (const std::string& o : only) w = w || name.find(o) != std::string::npos;
    datasets += w;
    return w;
  };
  const auto n_name = [](std::size_t n) {  // every size is a power of ten
    return "10^" + std::to_string(std::lround(std::log10(static_cast<double>(n))));
  };

  std::printf(
      "| dataset | points | vertices | finite cells | Epick ms | exactpred ms | exactpred/Epick |"
      " Epick best ms | exactpred best ms | paired ratio | paired ratio, CPU time |"
      " replayed ms | replayed/Epick | identical |\n");
  std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n");
  const std::size_t n_random_2d = 1000000 / scale, n_circle = 100000 / scale;
  const std::size_t n_random_3d = 1000000 / scale, n_sphere = 100000 / scale;
  const std::string side2 = std::to_string(side_2d), side3 = std::to_string(side_3d);
  if (const std::string name = "2D random " + n_name(n_random_2d); wanted(name)) {
    time_dataset<delaunay_2>(name, random_points<Point_2>(n_random_2d, 1), runs);
  }
  if (const std::string name = "2D grid " + side2 + "x" + side2; wanted(name)) {
    time_dataset<delaunay_2>(name, grid_2d(side_2d), runs);
  }
  if (const std::string name = "2D circle " + n_name(n_circle); wanted(name)) {
    time_dataset<delaunay_2>(name, circle_2d(n_circle), runs);
  }
  if (const std::string name = "3D random " + n_name(n_random_3d); wanted(name)) {
    time_dataset<delaunay_3>(name, random_points<Point_3>(n_random_3d, 2), runs);
  }
  if (const std::string name = "3D grid " + side3 + "x" + side3 + "x" + side3; wanted(name)) {
    time_dataset<delaunay_3>(name, grid_3d(side_3d), runs);
  }
  if (const std::string name = "3D sphere " + n_name(n_sphere); wanted(name)) {
    time_dataset<delaunay_3>(name, sphere_3d(n_sphere, 3), runs);
  }
  if (datasets == 0) {
    std::fprintf(stderr, "exactpred-cgal-triangulations: no data set matches --dataset\n");
    return 2;
  }
  return 0;
}
