// SPDX-License-Identifier: MIT
// bench/compare_implicit.cpp — exactpred-compare-implicit: predicates on intersection points
// (implicit.hpp), three ways:
//   rounded     the point constructed in doubles (the textbook formula: ssi x = a + t (b - a);
//               lpi x = p + t (q - p); tpi by Cramer's rule on the three plane equations), then
//               exactpred's explicit predicate on the rounded point;
//   exactpred   exactpred's predicate on the implicit point (exact);
//   cgal_epeck  CGAL's Exact_predicates_exact_constructions_kernel: the intersection
//               constructed (Line_2 x Line_2, Line_3 x Plane_3, three Plane_3), then the
//               predicate on it.
// Cases (the point mix of each query): orient2d with 1, 2, 3 ssi, incircle with 1 ssi,
// orient3d with 1 lpi, orient3d with 1 tpi. Data sets:
//   random      every defining point uniform in [-1, 1]^d;
//   degenerate  the exact answer is 0 by construction: orient2d(a, b, ssi(a, b, c, d)),
//               orient2d(a, ssi(a, b, ..), ssi(a, b, ..)), three ssi on one line a-b;
//               orient3d(a, b, c, lpi(p, q, a, b, c)), orient3d(a1, b1, c1, tpi(a1, b1, c1, ..));
//               incircle of four points of the circle x^2 + y^2 = 25, the fourth an ssi of two
//               lines with integer directions through it.
// Method (as exactpred-compare): one process; the implementations run round-robin, `rounds`
// passes each (default 15) over the same pre-generated queries (20,000 per data set); the
// figure is the median ns/query over the passes; an implementation whose full pass takes over
// a second is timed in three passes, the later two over a prefix that takes about a second.
// `wrong` counts the answers that differ from exactpred's exact ones (tests/test_implicit.cpp
// checks those against CGAL's exact rationals; cgal_epeck's count is a cross-check).
//
// Passes are timed by the thread's CPU time (the machine may be shared; --wall-clock: elapsed
// time instead).
//
// usage: exactpred-compare-implicit [--rounds N] [--queries N] [--wall-clock] [--case NAME]...
//                                   [--dataset random|degenerate]...
// CGAL is used in this translation unit only (never in the library).
#include <CGAL/Exact_predicates_exact_constructions_kernel.h>
#include <CGAL/intersections.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "exactpred/exactpred.hpp"
#include "exactpred/implicit.hpp"
#include "side_by_side.hpp"

namespace {

using exactpred::lpi;
using exactpred::point2;
using exactpred::point3;
using exactpred::ssi;
using exactpred::tpi;

// ---- naive_rounded: each construction in plain doubles (no contraction: -ffp-contract=off) ----
point2 naive_rounded(const point2& p) { return p; }
point3 naive_rounded(const point3& p) { return p; }
point2 naive_rounded(const ssi& s) {
  const double ux = s.b.x - s.a.x, uy = s.b.y - s.a.y, vx = s.d.x - s.c.x, vy = s.d.y - s.c.y;
  const double t = ((s.c.x - s.a.x) * vy - (s.c.y - s.a.y) * vx) / (ux * vy - uy * vx);
  return {s.a.x + t * ux, s.a.y + t * uy};
}
struct vec3 {
  double x, y, z;
};
vec3 sub(const point3& a, const point3& b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
vec3 cross(const vec3& u, const vec3& v) {
  return {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x};
}
double dot(const vec3& u, const vec3& v) { return u.x * v.x + u.y * v.y + u.z * v.z; }
double dot(const vec3& u, const point3& v) { return u.x * v.x + u.y * v.y + u.z * v.z; }
point3 naive_rounded(const lpi& l) {
  const vec3 n = cross(sub(l.b, l.a), sub(l.c, l.a)), u = sub(l.q, l.p);
  const double t = dot(n, sub(l.a, l.p)) / dot(n, u);
  return {l.p.x + t * u.x, l.p.y + t * u.y, l.p.z + t * u.z};
}
point3 naive_rounded(const tpi& t) {
  const vec3 n1 = cross(sub(t.b1, t.a1), sub(t.c1, t.a1));
  const vec3 n2 = cross(sub(t.b2, t.a2), sub(t.c2, t.a2));
  const vec3 n3 = cross(sub(t.b3, t.a3), sub(t.c3, t.a3));
  const double d1 = dot(n1, t.a1), d2 = dot(n2, t.a2), d3 = dot(n3, t.a3);
  const vec3 c23 = cross(n2, n3), c31 = cross(n3, n1), c12 = cross(n1, n2);
  const double det = dot(n1, c23);
  return {(d1 * c23.x + d2 * c31.x + d3 * c12.x) / det,
          (d1 * c23.y + d2 * c31.y + d3 * c12.y) / det,
          (d1 * c23.z + d2 * c31.z + d3 * c12.z) / det};
}

// ---- CGAL Epeck constructions ----------------------------------------------------------------
using K = CGAL::Exact_predicates_exact_constructions_kernel;
K::Point_2 epeck(const point2& p) { return {p.x, p.y}; }
K::Point_3 epeck(const point3& p) { return {p.x, p.y, p.z}; }
K::Point_2 epeck(const ssi& s) {
  const auto o =
      CGAL::intersection(K::Line_2(epeck(s.a), epeck(s.b)), K::Line_2(epeck(s.c), epeck(s.d)));
  return boost::get<K::Point_2>(*o);
}
K::Point_3 epeck(const lpi& l) {
  const auto o = CGAL::intersection(K::Line_3(epeck(l.p), epeck(l.q)),
                                    K::Plane_3(epeck(l.a), epeck(l.b), epeck(l.c)));
  return boost::get<K::Point_3>(*o);
}
K::Point_3 epeck(const tpi& t) {
  const auto o = CGAL::intersection(K::Plane_3(epeck(t.a1), epeck(t.b1), epeck(t.c1)),
                                    K::Plane_3(epeck(t.a2), epeck(t.b2), epeck(t.c2)),
                                    K::Plane_3(epeck(t.a3), epeck(t.b3), epeck(t.c3)));
  return boost::get<K::Point_3>(*o);
}

int cgal_sign(CGAL::Sign s) { return s == CGAL::POSITIVE ? 1 : (s == CGAL::NEGATIVE ? -1 : 0); }

// ---- the cases: a query is a tuple of points, of static types -------------------------------
template <class A, class B, class C>
struct q3 {
  A a;
  B b;
  C c;
};
template <class A, class B, class C, class D>
struct q4 {
  A a;
  B b;
  C c;
  D d;
};

template <class A, class B, class C>
int rounded_orient2d(const q3<A, B, C>& q) {
  return exactpred::to_int(
      exactpred::orient2d(naive_rounded(q.a), naive_rounded(q.b), naive_rounded(q.c)));
}
template <class A, class B, class C>
int exact_orient2d(const q3<A, B, C>& q) {
  return exactpred::to_int(exactpred::orient2d(exactpred::implicit_point2(q.a),
                                               exactpred::implicit_point2(q.b),
                                               exactpred::implicit_point2(q.c)));
}
template <class A, class B, class C>
int epeck_orient2d(const q3<A, B, C>& q) {
  return cgal_sign(CGAL::orientation(epeck(q.a), epeck(q.b), epeck(q.c)));
}
template <class A, class B, class C, class D>
int rounded_incircle(const q4<A, B, C, D>& q) {
  return exactpred::to_int(exactpred::incircle(naive_rounded(q.a), naive_rounded(q.b),
                                               naive_rounded(q.c), naive_rounded(q.d)));
}
template <class A, class B, class C, class D>
int exact_incircle(const q4<A, B, C, D>& q) {
  return exactpred::to_int(
      exactpred::incircle(exactpred::implicit_point2(q.a), exactpred::implicit_point2(q.b),
                          exactpred::implicit_point2(q.c), exactpred::implicit_point2(q.d)));
}
template <class A, class B, class C, class D>
int epeck_incircle(const q4<A, B, C, D>& q) {
  return cgal_sign(CGAL::side_of_oriented_circle(epeck(q.a), epeck(q.b), epeck(q.c), epeck(q.d)));
}
template <class A, class B, class C, class D>
int rounded_orient3d(const q4<A, B, C, D>& q) {
  return exactpred::to_int(exactpred::orient3d(naive_rounded(q.a), naive_rounded(q.b),
                                               naive_rounded(q.c), naive_rounded(q.d)));
}
template <class A, class B, class C, class D>
int exact_orient3d(const q4<A, B, C, D>& q) {
  return exactpred::to_int(
      exactpred::orient3d(exactpred::implicit_point3(q.a), exactpred::implicit_point3(q.b),
                          exactpred::implicit_point3(q.c), exactpred::implicit_point3(q.d)));
}
template <class A, class B, class C, class D>
int epeck_orient3d(const q4<A, B, C, D>& q) {
  return cgal_sign(CGAL::orientation(epeck(q.a), epeck(q.b), epeck(q.c), epeck(q.d)));
}

// ---- data -------------------------------------------------------------------------------------
struct gen {
  std::mt19937_64 rng{20261201};
  std::uniform_real_distribution<double> u{-1.0, 1.0};
  point2 p2() { return {u(rng), u(rng)}; }
  point3 p3() { return {u(rng), u(rng), u(rng)}; }
  ssi s() { return {p2(), p2(), p2(), p2()}; }
  ssi on(const point2& a, const point2& b) { return {a, b, p2(), p2()}; }
  lpi l() { return {p3(), p3(), p3(), p3(), p3()}; }
  tpi t() { return {p3(), p3(), p3(), p3(), p3(), p3(), p3(), p3(), p3()}; }
  int small(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
};

// The integer points of the circle x^2 + y^2 = 25.
constexpr point2 circle25[] = {{5, 0},  {4, 3},   {3, 4},   {0, 5},  {-3, 4}, {-4, 3},
                               {-5, 0}, {-4, -3}, {-3, -4}, {0, -5}, {3, -4}, {4, -3}};

// An ssi equal to p: the lines p + s u and p + s v (u, v non-parallel integer vectors) through
// two points each, p - k1 u, p + k2 u and p - m1 v, p + m2 v.
ssi ssi_at(gen& g, const point2& p) {
  for (;;) {
    const double ux = g.small(-9, 9), uy = g.small(-9, 9), vx = g.small(-9, 9), vy = g.small(-9, 9);
    if (ux * vy - uy * vx == 0) continue;
    const double k1 = g.small(1, 7), k2 = g.small(1, 7), m1 = g.small(1, 7), m2 = g.small(1, 7);
    return {{p.x - k1 * ux, p.y - k1 * uy},
            {p.x + k2 * ux, p.y + k2 * uy},
            {p.x - m1 * vx, p.y - m1 * vy},
            {p.x + m2 * vx, p.y + m2 * vy}};
  }
}

struct timed_impl {
  const char* name;
  std::function<void(std::size_t n, std::int8_t* out)> pass;
};

struct bench_case {
  std::string name, dataset;
  std::size_t queries;
  std::vector<timed_impl> impls;  // rounded, exactpred, cgal_epeck
};

template <class Q, class R, class E, class C>
bench_case make_case(const std::string& name, const std::string& dataset, std::vector<Q> qs,
                     R rounded_fn, E exact_fn, C epeck_fn) {
  auto data = std::make_shared<std::vector<Q>>(std::move(qs));
  bench_case c{name, dataset, data->size(), {}};
  c.impls.push_back({"rounded", [data, rounded_fn](std::size_t n, std::int8_t* out) {
                       for (std::size_t i = 0; i < n; ++i)
                         out[i] = static_cast<std::int8_t>(rounded_fn((*data)[i]));
                     }});
  c.impls.push_back({"exactpred", [data, exact_fn](std::size_t n, std::int8_t* out) {
                       for (std::size_t i = 0; i < n; ++i)
                         out[i] = static_cast<std::int8_t>(exact_fn((*data)[i]));
                     }});
  c.impls.push_back({"cgal_epeck", [data, epeck_fn](std::size_t n, std::int8_t* out) {
                       for (std::size_t i = 0; i < n; ++i)
                         out[i] = static_cast<std::int8_t>(epeck_fn((*data)[i]));
                     }});
  return c;
}

std::vector<bench_case> make_cases(std::size_t n) {
  std::vector<bench_case> cases;
  for (const bool degenerate : {false, true}) {
    gen g;
    const std::string ds = degenerate ? "degenerate" : "random";
    {
      using Q = q3<point2, point2, ssi>;
      std::vector<Q> v;
      for (std::size_t i = 0; i < n; ++i) {
        const point2 a = g.p2(), b = g.p2();
        v.push_back(degenerate ? Q{a, b, g.on(a, b)} : Q{a, b, g.s()});
      }
      cases.push_back(make_case("orient2d_1ssi", ds, v, rounded_orient2d<point2, point2, ssi>,
                                exact_orient2d<point2, point2, ssi>,
                                epeck_orient2d<point2, point2, ssi>));
    }
    {
      using Q = q3<point2, ssi, ssi>;
      std::vector<Q> v;
      for (std::size_t i = 0; i < n; ++i) {
        const point2 a = g.p2(), b = g.p2();
        v.push_back(degenerate ? Q{a, g.on(a, b), g.on(a, b)} : Q{a, g.s(), g.s()});
      }
      cases.push_back(make_case("orient2d_2ssi", ds, v, rounded_orient2d<point2, ssi, ssi>,
                                exact_orient2d<point2, ssi, ssi>,
                                epeck_orient2d<point2, ssi, ssi>));
    }
    {
      using Q = q3<ssi, ssi, ssi>;
      std::vector<Q> v;
      for (std::size_t i = 0; i < n; ++i) {
        const point2 a = g.p2(), b = g.p2();
        v.push_back(degenerate ? Q{g.on(a, b), g.on(a, b), g.on(a, b)} : Q{g.s(), g.s(), g.s()});
      }
      cases.push_back(make_case("orient2d_3ssi", ds, v, rounded_orient2d<ssi, ssi, ssi>,
                                exact_orient2d<ssi, ssi, ssi>, epeck_orient2d<ssi, ssi, ssi>));
    }
    {
      using Q = q4<point2, point2, point2, ssi>;
      std::vector<Q> v;
      for (std::size_t i = 0; i < n; ++i) {
        if (degenerate) {
          int k[4];
          k[0] = g.small(0, 11);
          do k[1] = g.small(0, 11);
          while (k[1] == k[0]);
          do k[2] = g.small(0, 11);
          while (k[2] == k[0] || k[2] == k[1]);
          k[3] = g.small(0, 11);
          v.push_back(Q{circle25[k[0]], circle25[k[1]], circle25[k[2]], ssi_at(g, circle25[k[3]])});
        } else {
          v.push_back(Q{g.p2(), g.p2(), g.p2(), g.s()});
        }
      }
      cases.push_back(make_case("incircle_1ssi", ds, v,
                                rounded_incircle<point2, point2, point2, ssi>,
                                exact_incircle<point2, point2, point2, ssi>,
                                epeck_incircle<point2, point2, point2, ssi>));
    }
    {
      using Q = q4<point3, point3, point3, lpi>;
      std::vector<Q> v;
      for (std::size_t i = 0; i < n; ++i) {
        const point3 a = g.p3(), b = g.p3(), c = g.p3();
        v.push_back(degenerate ? Q{a, b, c, lpi{g.p3(), g.p3(), a, b, c}} : Q{a, b, c, g.l()});
      }
      cases.push_back(make_case("orient3d_1lpi", ds, v,
                                rounded_orient3d<point3, point3, point3, lpi>,
                                exact_orient3d<point3, point3, point3, lpi>,
                                epeck_orient3d<point3, point3, point3, lpi>));
    }
    {
      using Q = q4<point3, point3, point3, tpi>;
      std::vector<Q> v;
      for (std::size_t i = 0; i < n; ++i) {
        const point3 a = g.p3(), b = g.p3(), c = g.p3();
        v.push_back(degenerate
                        ? Q{a, b, c, tpi{a, b, c, g.p3(), g.p3(), g.p3(), g.p3(), g.p3(), g.p3()}}
                        : Q{a, b, c, g.t()});
      }
      cases.push_back(make_case("orient3d_1tpi", ds, v,
                                rounded_orient3d<point3, point3, point3, tpi>,
                                exact_orient3d<point3, point3, point3, tpi>,
                                epeck_orient3d<point3, point3, point3, tpi>));
    }
  }
  return cases;
}

// The time of one pass (exactpred_bench::now_ns): CPU time, or steady_clock with --wall-clock.
bool wall_clock = false;
double now_ns() { return exactpred_bench::now_ns(wall_clock); }

std::size_t parse_count(const char* flag, const char* text) {
  return exactpred_bench::parse_count("exactpred-compare-implicit", flag, text, 10000000ULL);
}

using exactpred_bench::median;

}  // namespace

int main(int argc, char** argv) {
  std::size_t rounds = 15, queries = 20000;
  std::vector<std::string> only, only_datasets;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--rounds" && i + 1 < argc) {
      rounds = parse_count("--rounds", argv[++i]);
    } else if (a == "--queries" && i + 1 < argc) {
      queries = parse_count("--queries", argv[++i]);
    } else if (a == "--wall-clock") {
      wall_clock = true;
    } else if (a == "--dataset" && i + 1 < argc) {
      only_datasets.push_back(argv[++i]);
    } else if (a == "--case" && i + 1 < argc) {
      only.push_back(argv[++i]);
    } else {
      std::fprintf(stderr,
                   "usage: exactpred-compare-implicit [--rounds N] [--queries N] [--wall-clock] "
                   "[--case NAME]... [--dataset random|degenerate]...\n");
      return 2;
    }
  }
  std::printf("%-14s %-11s %-11s %10s %7s %14s\n", "case", "dataset", "impl", "ns/query", "wrong",
              "/ rounded");
  for (bench_case& c : make_cases(queries)) {
    if (!only.empty() && std::find(only.begin(), only.end(), c.name) == only.end()) continue;
    if (!only_datasets.empty() &&
        std::find(only_datasets.begin(), only_datasets.end(), c.dataset) == only_datasets.end())
      continue;
    const std::size_t full = c.queries, m = c.impls.size();
    std::vector<std::vector<std::int8_t>> answers(m, std::vector<std::int8_t>(full));
    std::vector<std::vector<double>> times(m);
    std::vector<std::size_t> timed(m, full);
    for (std::size_t r = 0; r < rounds; ++r) {
      for (std::size_t k = 0; k < m; ++k) {
        if (r >= 3 && timed[k] < full) continue;
        const std::size_t n = r == 0 ? full : timed[k];
        const double start = now_ns();
        c.impls[k].pass(n, answers[k].data());
        const double ns = now_ns() - start;
        times[k].push_back(ns / static_cast<double>(n));
        if (r == 0 && ns > 1e9) {
          timed[k] = std::max<std::size_t>(1000, static_cast<std::size_t>(1e9 / ns * full));
        }
      }
    }
    const double rounded_ns = median(times[0]);
    for (std::size_t k = 0; k < m; ++k) {
      std::size_t wrong = 0;
      for (std::size_t i = 0; i < full; ++i) wrong += answers[k][i] != answers[1][i];
      const double ns = median(times[k]);
      std::printf("%-14s %-11s %-11s %10.1f %7zu %14.2f\n", c.name.c_str(), c.dataset.c_str(),
                  c.impls[k].name, ns, wrong, ns / rounded_ns);
      std::fflush(stdout);
    }
  }
  return 0;
}
