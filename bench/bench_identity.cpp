// SPDX-License-Identifier: MIT
// bench/bench_identity.cpp — queries that are degenerate by identity, the exact zeros meshing
// code meets most, beside the same predicate on random points: rows PREDICATE/exactpred/identity
// and PREDICATE/exactpred/random_points (ns/query over 20,000 distinct pre-generated queries).
//   random_points  coordinates uniform in [-1, 1] times 2^e, e in [-8, 8] per coordinate
//   identity       the same points, then one point copied onto another as meshing code asks:
//                  a triangle's own vertex as the query point (orient, in-circle, in-sphere,
//                  their perturbed and power forms, point in triangle), segments sharing an
//                  endpoint, a segment sharing a vertex with a triangle, a repeated point, a
//                  diameter's endpoint as the point tested against its circle or sphere, a
//                  point compared with itself, an endpoint at the plane's point, segments (a
//                  segment and a plane's vertex) meeting at an endpoint in a constructed
//                  intersection.
// The *_ip rows are the predicates on implicit points (every point an intersection: ssi in 2D,
// lpi in 3D), one of them given twice.
// The perturbed (SoS) rows show what a repeated point costs there: the exact zero, then the
// perturbation's first non-zero minor.
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "exactpred/exactpred.hpp"
#include "support/families.hpp"

namespace {

using exactpred::point2;
using exactpred::point3;
using exactpred::weighted_point2;
using exactpred::weighted_point3;
using rng_t = std::mt19937_64;

constexpr std::size_t query_count = 20000;

double coord(rng_t& r) {
  const int e = static_cast<int>(r() % 17) - 8;
  return std::ldexp(exactpred::testing::uniform_coord(r), e);
}
point2 p2(rng_t& r) { return {coord(r), coord(r)}; }
point3 p3(rng_t& r) { return {coord(r), coord(r), coord(r)}; }
int pick(rng_t& r, int n) { return static_cast<int>(r() % static_cast<std::uint64_t>(n)); }

// n points; with `repeat`, point j is a copy of point i for two random positions i != j.
template <class P, class Make>
std::vector<P> points(rng_t& r, int n, bool repeat, Make make) {
  std::vector<P> v;
  for (int k = 0; k < n; ++k) v.push_back(make(r));
  if (repeat) {
    const int i = pick(r, n);
    int j = pick(r, n);
    while (j == i) j = pick(r, n);
    v[static_cast<std::size_t>(j)] = v[static_cast<std::size_t>(i)];
  }
  return v;
}

// One row: a query is a vector of points; `run` answers it as an int.
template <class P>
struct row {
  const char* name;
  int points;
  // Copies of points in the identity dataset: {from, to}; empty = any pair at random.
  std::vector<std::pair<int, int>> copy;
  std::function<int(const P*)> run;
};

template <class P>
struct dataset {
  std::vector<std::vector<P>> queries;
  const row<P>* r;
};

template <class P, class Make>
dataset<P> make_dataset(const row<P>& rw, bool identity, std::uint64_t seed, Make make) {
  rng_t r(seed);
  dataset<P> d{{}, &rw};
  for (std::size_t q = 0; q < query_count; ++q) {
    std::vector<P> v = points<P>(r, rw.points, identity && rw.copy.empty(), make);
    if (identity && !rw.copy.empty()) {
      const auto& c = rw.copy[static_cast<std::size_t>(pick(r, static_cast<int>(rw.copy.size())))];
      v[static_cast<std::size_t>(c.second)] = v[static_cast<std::size_t>(c.first)];
    }
    d.queries.push_back(std::move(v));
  }
  return d;
}

template <class P>
void run_rows(benchmark::State& state, const dataset<P>* d) {
  long acc = 0;
  for (auto _ : state) {
    for (const auto& q : d->queries) acc += d->r->run(q.data());
    benchmark::DoNotOptimize(acc);
  }
  state.counters["ns_per_query"] = benchmark::Counter(
      static_cast<double>(d->queries.size()) * 1e-9,
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  state.counters["queries"] = static_cast<double>(d->queries.size());
}

int i(exactpred::sign s) { return exactpred::to_int(s); }
template <class E>
int e(E v) {
  return static_cast<int>(v);
}

double weight(rng_t& r) { return std::ldexp(exactpred::testing::uniform_coord(r, 0, 1), -4); }
weighted_point2 w2(rng_t& r) {
  const point2 p = p2(r);
  return {p.x, p.y, weight(r)};
}
weighted_point3 w3(rng_t& r) {
  const point3 p = p3(r);
  return {p.x, p.y, p.z, weight(r)};
}

// An intersection of two lines through random points (2D), of a line and a plane (3D).
exactpred::implicit_point2 ssi2(rng_t& r) { return exactpred::ssi{p2(r), p2(r), p2(r), p2(r)}; }
exactpred::implicit_point3 lpi3(rng_t& r) {
  return exactpred::lpi{p3(r), p3(r), p3(r), p3(r), p3(r)};
}

std::vector<std::unique_ptr<void, void (*)(void*)>>& keep() {
  static std::vector<std::unique_ptr<void, void (*)(void*)>> k;
  return k;
}

template <class P, class Make>
void add_rows(const std::vector<row<P>>& rows, Make make) {
  std::uint64_t seed = 20261201;
  for (const row<P>& rw : rows) {
    for (const bool identity : {false, true}) {
      auto* d = new dataset<P>(make_dataset(rw, identity, ++seed, make));
      keep().emplace_back(d, [](void* p) { delete static_cast<dataset<P>*>(p); });
      const std::string name =
          std::string(rw.name) + "/exactpred/" + (identity ? "identity" : "random_points");
      benchmark::RegisterBenchmark(name.c_str(), run_rows<P>, d)->Unit(benchmark::kMillisecond);
    }
  }
}

}  // namespace

void register_identity_benchmarks() {
  using namespace exactpred;
  static const std::vector<row<point2>> planar = {
      {"orient2d", 3, {}, [](const point2* p) { return i(orient2d(p[0], p[1], p[2])); }},
      {"incircle", 4, {}, [](const point2* p) { return i(incircle(p[0], p[1], p[2], p[3])); }},
      {"orient2d_sos",
       3,
       {},
       [](const point2* p) { return i(orient2d_sos(p[0], p[1], p[2], 0, 1, 2)); }},
      {"incircle_sos",
       4,
       {},
       [](const point2* p) { return i(incircle_sos(p[0], p[1], p[2], p[3], 0, 1, 2, 3)); }},
      // Segments p0p1 and p2p3 sharing an endpoint.
      {"segment_intersect_2d",
       4,
       {{1, 2}, {0, 2}, {1, 3}, {0, 3}},
       [](const point2* p) { return e(segment_intersect_2d(p[0], p[1], p[2], p[3])); }},
      // The query point p0 is a vertex of triangle p1p2p3.
      {"point_in_triangle_2d",
       4,
       {{1, 0}, {2, 0}, {3, 0}},
       [](const point2* p) { return e(point_in_triangle_2d(p[0], p[1], p[2], p[3])); }},
      // same_side_2d(p, q, a, b) with p on the line's own point a.
      {"same_side_2d",
       4,
       {{2, 0}, {3, 0}, {2, 1}, {3, 1}},
       [](const point2* p) { return i(same_side_2d(p[0], p[1], p[2], p[3])); }},
      // t one of the diameter's endpoints p, q (a segment's own endpoint as the encroacher).
      {"side_of_diametral_circle",
       3,
       {{0, 2}, {1, 2}},
       [](const point2* p) { return i(side_of_diametral_circle(p[0], p[1], p[2])); }},
      // compare_distance_2d(p, q, r) with q = r (equally far).
      {"compare_distance_2d",
       3,
       {{1, 2}},
       [](const point2* p) { return i(compare_distance_2d(p[0], p[1], p[2])); }},
      // A construction: two lines through a common endpoint.
      {"ssi_rounded",
       4,
       {{0, 2}, {0, 3}, {1, 2}, {1, 3}},
       [](const point2* p) {
         return static_cast<int>(rounded(ssi{p[0], p[1], p[2], p[3]}).point.x > 0);
       }},
  };
  static const std::vector<row<point3>> spatial = {
      {"orient3d", 4, {}, [](const point3* p) { return i(orient3d(p[0], p[1], p[2], p[3])); }},
      {"insphere",
       5,
       {},
       [](const point3* p) { return i(insphere(p[0], p[1], p[2], p[3], p[4])); }},
      {"orient3d_sos",
       4,
       {},
       [](const point3* p) { return i(orient3d_sos(p[0], p[1], p[2], p[3], 0, 1, 2, 3)); }},
      {"insphere_sos",
       5,
       {},
       [](const point3* p) {
         return i(insphere_sos(p[0], p[1], p[2], p[3], p[4], 0, 1, 2, 3, 4));
       }},
      {"coplanar_orientation_3",
       3,
       {},
       [](const point3* p) { return i(coplanar_orientation(p[0], p[1], p[2])); }},
      {"segment_intersect_3d",
       4,
       {{1, 2}, {0, 2}, {1, 3}, {0, 3}},
       [](const point3* p) { return e(segment_intersect_3d(p[0], p[1], p[2], p[3])); }},
      // Segment p0p1 against triangle p2p3p4, sharing a vertex.
      {"segment_triangle_3d",
       5,
       {{2, 0}, {3, 0}, {4, 1}},
       [](const point3* p) { return e(segment_triangle_3d(p[0], p[1], p[2], p[3], p[4])); }},
      {"point_in_triangle_3d",
       4,
       {{1, 0}, {2, 0}, {3, 0}},
       [](const point3* p) { return e(point_in_triangle_3d(p[0], p[1], p[2], p[3])); }},
      {"side_of_diametral_sphere",
       3,
       {{0, 2}, {1, 2}},
       [](const point3* p) { return i(side_of_diametral_sphere(p[0], p[1], p[2])); }},
      {"compare_distance_3d",
       3,
       {{1, 2}},
       [](const point3* p) { return i(compare_distance_3d(p[0], p[1], p[2])); }},
      {"segment_plane",
       4,
       {{0, 2}, {1, 2}},
       [](const point3* p) { return e(segment_plane(p[0], p[1], p[2], p[3])); }},
      {"ray_plane",
       4,
       {{0, 2}},
       [](const point3* p) { return e(ray_plane(p[0], p[1], p[2], p[3])); }},
      {"compare_distance_point_plane",
       4,
       {{2, 3}},
       [](const point3* p) { return i(compare_distance_point_plane(p[0], p[1], p[2], p[3])); }},
      {"compare_distance_point_line_3d",
       4,
       {{2, 3}},
       [](const point3* p) { return i(compare_distance_point_line_3d(p[0], p[1], p[2], p[3])); }},
      {"compare_distance_point_segment_3d",
       4,
       {{2, 3}},
       [](const point3* p) {
         return i(compare_distance_point_segment_3d(p[0], p[1], p[2], p[3]));
       }},
      // Constructions: a line ending on the other line's endpoint, or on the plane's vertex.
      {"lpi_rounded",
       5,
       {{0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}},
       [](const point3* p) {
         return static_cast<int>(rounded(lpi{p[0], p[1], p[2], p[3], p[4]}).point.x > 0);
       }},
      {"same_side_3d",
       5,
       {{2, 0}, {3, 0}, {4, 0}, {2, 1}},
       [](const point3* p) { return i(same_side_3d(p[0], p[1], p[2], p[3], p[4])); }},
  };
  static const std::vector<row<weighted_point2>> power_planar = {
      {"power_incircle",
       4,
       {},
       [](const weighted_point2* p) { return i(power_incircle(p[0], p[1], p[2], p[3])); }},
  };
  static const std::vector<row<weighted_point3>> power_spatial = {
      {"power_insphere",
       5,
       {},
       [](const weighted_point3* p) { return i(power_insphere(p[0], p[1], p[2], p[3], p[4])); }},
  };
  // Predicates on implicit points (every point an intersection): the same intersection point
  // met twice, as in a mesh's arrangement of intersecting triangles.
  static const std::vector<row<implicit_point2>> implicit_planar = {
      {"orient2d_ip",
       3,
       {},
       [](const implicit_point2* p) { return i(orient2d(p[0], p[1], p[2])); }},
      {"incircle_ip",
       4,
       {},
       [](const implicit_point2* p) { return i(incircle(p[0], p[1], p[2], p[3])); }},
  };
  static const std::vector<row<implicit_point3>> implicit_spatial = {
      {"orient3d_ip",
       4,
       {},
       [](const implicit_point3* p) { return i(orient3d(p[0], p[1], p[2], p[3])); }},
  };
  add_rows(planar, p2);
  add_rows(spatial, p3);
  add_rows(power_planar, w2);
  add_rows(power_spatial, w3);
  add_rows(implicit_planar, ssi2);
  add_rows(implicit_spatial, lpi3);
}
