// SPDX-License-Identifier: MIT
// bench/bench_seeds.cpp — ns/query of the derived ("seed") predicates: the plain double code of
// bench/naive_*.hpp, exactpred's C++ API, the same test written with CGAL's Epick kernel
// (oracle/cgal_epick_seeds.hpp, where a natural equivalent exists) and the CGAL exact-rational
// reference (oracle/cgal_reference.hpp, one iteration). Benchmark names:
// PREDICATE/IMPL/DATASET, DATASET in
//   random      uniform coordinates in [-1, 1]; radii in [0, 1]; boxes with lo <= hi; simple
//               (star-shaped) polygons of 8-16 vertices; convex polygons of 8-16 vertices;
//               hull inputs of 32 points;
//   degenerate  configurations built exactly degenerate from small integers and dyadic
//               rationals (points on edges, vertices, lines, planes and spheres, shared
//               endpoints, collinear overlaps, tangent balls, touching boxes, zero-area
//               polygons, duplicate and collinear hull points), each query then scaled by
//               2^k, |k| <= 60.
// The generators are tests/support/seed_queries.cpp's, shared with the tests.
// Every dataset holds `count` distinct pre-generated queries (100,000 for the fixed-size
// predicates; fewer, larger ones for polygons and hulls: see the *_count constants), so the branch
// predictor cannot learn the sequence. Every implementation returns the classification as an
// int (the value of exactpred's enum, a sign, a winding number, or a checksum of the hull's
// indices); after timing, each row counts the queries whose answer differs from exactpred's
// (counter `mismatches`: expected to be 0 for the exact implementations; for `naive` it
// counts the rounding errors).
#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "cgal_epick_seeds.hpp"
#include "cgal_reference.hpp"
#include "exactpred/exactpred.hpp"
#include "naive_planar.hpp"
#include "naive_spatial.hpp"
#include "naive_volume.hpp"
#include "query.hpp"
#include "support/seed_queries.hpp"

namespace {

using exactpred::point2;
using exactpred::point3;
using namespace exactpred::testing::seeds;  // the generators (tests/support/seed_queries.hpp)

// ---------------------------------------------------------------------------------------------
// The implementations, as ints.

point2 p2(const double* x, int i) { return {x[2 * i], x[2 * i + 1]}; }
point3 p3(const double* x, int i) { return {x[3 * i], x[3 * i + 1], x[3 * i + 2]}; }
point3 p3at(const double* x) { return {x[0], x[1], x[2]}; }

template <class E>
int code(E e) {
  return static_cast<int>(e);
}
int code(exactpred::sign s) { return exactpred::to_int(s); }
int code(const exactpred::winding_result& w) {
  return w.on_boundary ? exactpred::oracle::epick_winding_on_boundary : static_cast<int>(w.number);
}

// A polygon query with its vertices as point2 (the flat layout is kept for CGAL).
struct poly_query {
  point2 p;
  const point2* a;
  std::size_t na;
  const point2* b;
  std::size_t nb;
  exactpred::point2_span first() const { return {a, na}; }
  exactpred::point2_span second() const { return {b, nb}; }
};

// The checksum of a hull: its size and its indices in order.
int hull_code(const std::size_t* h, std::size_t n) {
  std::uint32_t s = static_cast<std::uint32_t>(n);
  for (std::size_t i = 0; i < n; ++i) s = s * 1000003u + static_cast<std::uint32_t>(h[i]);
  return static_cast<int>(s & 0x7fffffffu);
}
int hull_code(const std::vector<std::size_t>& h) { return hull_code(h.data(), h.size()); }

namespace ns = exactpred::naive;
namespace ep = exactpred;
namespace cg = exactpred::oracle;

#define EP_FIXED2(NAME, ...)                                                \
  int naive_##NAME(const double* x) { return code(ns::NAME(__VA_ARGS__)); } \
  int ours_##NAME(const double* x) { return code(ep::NAME(__VA_ARGS__)); }

EP_FIXED2(same_side_2d, p2(x, 0), p2(x, 1), p2(x, 2), p2(x, 3))
EP_FIXED2(segment_intersect_2d, p2(x, 0), p2(x, 1), p2(x, 2), p2(x, 3))
EP_FIXED2(point_in_triangle_2d, p2(x, 0), p2(x, 1), p2(x, 2), p2(x, 3))
EP_FIXED2(compare_distance_2d, p2(x, 0), p2(x, 1), p2(x, 2))
EP_FIXED2(same_side_3d, p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4))
EP_FIXED2(same_side_line_3d, p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3))
EP_FIXED2(segment_intersect_3d, p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3))
EP_FIXED2(point_in_triangle_3d, p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3))
EP_FIXED2(ray_plane, p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3))
EP_FIXED2(segment_plane, p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3))
EP_FIXED2(segment_triangle_3d, p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4))
EP_FIXED2(ray_triangle_3d, p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4))
EP_FIXED2(compare_distance_3d, p3(x, 0), p3(x, 1), p3(x, 2))
EP_FIXED2(closest_feature_3d, p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3))
EP_FIXED2(point_sphere, p3at(x), x[3], p3at(x + 4))
EP_FIXED2(sphere_sphere, p3at(x), x[3], p3at(x + 4), x[7])
EP_FIXED2(segment_sphere, p3at(x), x[3], p3at(x + 4), p3at(x + 7))
EP_FIXED2(triangle_sphere, p3at(x), x[3], p3at(x + 4), p3at(x + 7), p3at(x + 10))
EP_FIXED2(segment_box_3d, p3at(x), p3at(x + 3), p3at(x + 6), p3at(x + 9))
EP_FIXED2(ray_box_3d, p3at(x), p3at(x + 3), p3at(x + 6), p3at(x + 9))
EP_FIXED2(box_box_3d, p3at(x), p3at(x + 3), p3at(x + 6), p3at(x + 9))
EP_FIXED2(compare_distance_point_plane, p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3))
EP_FIXED2(compare_distance_point_line_3d, p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3))
EP_FIXED2(compare_distance_point_segment_3d, p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3))
EP_FIXED2(closest_feature_segment_segment_3d, p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3))
EP_FIXED2(closest_feature_segment_triangle, p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4))
EP_FIXED2(box_sphere, p3at(x), x[3], p3at(x + 4), p3at(x + 7))
EP_FIXED2(capsule_box, p3at(x), p3at(x + 3), x[6], p3at(x + 7), p3at(x + 10))

#undef EP_FIXED2

int naive_polygon_orientation(const poly_query& q) {
  return code(ns::polygon_orientation(q.first()));
}
int ours_polygon_orientation(const poly_query& q) {
  return code(ep::polygon_orientation(q.first()));
}
int naive_winding_number(const poly_query& q) { return code(ns::winding_number(q.p, q.first())); }
int ours_winding_number(const poly_query& q) { return code(ep::winding_number(q.p, q.first())); }
int naive_point_in_polygon(const poly_query& q) {
  return code(ns::point_in_polygon(q.p, q.first()));
}
int ours_point_in_polygon(const poly_query& q) {
  return code(ep::point_in_polygon(q.p, q.first()));
}
int naive_point_in_polygon_even_odd(const poly_query& q) {
  return code(ns::point_in_polygon(q.p, q.first(), ep::fill_rule::even_odd));
}
int ours_point_in_polygon_even_odd(const poly_query& q) {
  return code(ep::point_in_polygon(q.p, q.first(), ep::fill_rule::even_odd));
}
int naive_convex_hull(const poly_query& q) { return hull_code(ns::convex_hull(q.first())); }
int ours_convex_hull(const poly_query& q) { return hull_code(ep::convex_hull(q.first())); }
int naive_convex_hull_collinear(const poly_query& q) {
  return hull_code(ns::convex_hull(q.first(), true));
}
int ours_convex_hull_collinear(const poly_query& q) {
  return hull_code(ep::convex_hull(q.first(), true));
}
int naive_convex_polygons_intersect(const poly_query& q) {
  return code(ns::convex_polygons_intersect(q.first(), q.second()));
}
int ours_convex_polygons_intersect(const poly_query& q) {
  return code(ep::convex_polygons_intersect(q.first(), q.second()));
}

int epick_convex_hull(const double* x) {
  thread_local std::vector<std::size_t> out;
  out.resize(static_cast<std::size_t>(x[0]));
  return hull_code(out.data(), cg::epick_convex_hull(x, out.data()));
}

// ---------------------------------------------------------------------------------------------
// Parsing the reference's answers into the same ints.

const char* const segment_words[] = {"disjoint", "crossing", "touching", "overlapping", nullptr};
const char* const triangle_words[] = {"outside", "inside", "on_edge", "on_vertex", nullptr};
const char* const polygon_words[] = {"outside", "inside", "on_boundary", nullptr};
const char* const convex_words[] = {"disjoint", "touching", "overlapping", nullptr};
const char* const ray_plane_words[] = {"hits", "misses", "parallel", "in_plane", nullptr};
const char* const segment_plane_words[] = {"disjoint", "crossing", "touching", "in_plane", nullptr};
const char* const feature_words[] = {"vertex_a", "vertex_b", "vertex_c", "edge_ab",
                                     "edge_bc",  "edge_ca",  "face",     nullptr};
const char* const ball_words[] = {"disjoint", "touching", "intersecting", nullptr};
const char* const ball_side_words[] = {"outside", "on_boundary", "inside", nullptr};
const char* const box_words[] = {"disjoint", "intersecting", nullptr};
const char* const box_box_words[] = {"disjoint", "touching", "overlapping", nullptr};
const char* const segment_pair_words[] = {
    "intersecting", "parallel",    "p1_q1",       "p1_q2",       "p1_interior",       "p2_q1",
    "p2_q2",        "p2_interior", "interior_q1", "interior_q2", "interior_interior", nullptr};
const char* const segment_triangle_words[] = {"intersecting", "edge_ab",    "edge_bc", "edge_ca",
                                              "endpoint_p",   "endpoint_q", nullptr};

enum class answer_kind { sign, words, winding, hull };

int parse_answer(const std::string& s, answer_kind kind, const char* const* words) {
  switch (kind) {
    case answer_kind::sign:
      return std::stoi(s);
    case answer_kind::winding:
      return s == "on_boundary" ? exactpred::oracle::epick_winding_on_boundary : std::stoi(s);
    case answer_kind::hull: {
      std::vector<std::size_t> h;
      std::size_t at = 0;
      while (at < s.size()) {
        std::size_t used = 0;
        h.push_back(static_cast<std::size_t>(std::stoul(s.substr(at), &used)));
        at += used;
        while (at < s.size() && s[at] == ' ') ++at;
      }
      return hull_code(h);
    }
    default:
      for (int i = 0; words[i] != nullptr; ++i) {
        if (s == words[i]) return i;
      }
      throw std::runtime_error("bench_seeds: unexpected reference answer '" + s + "'");
  }
}

// ---------------------------------------------------------------------------------------------
// Datasets, built on first use and shared by the rows that use the same generator.

struct seed_dataset {
  generator make;
  bool degenerate;
  bool polygonal;
  std::size_t count;
  std::uint64_t seed;
  seed_dataset(generator g, bool deg, bool poly, std::size_t n, std::uint64_t s)
      : make(g), degenerate(deg), polygonal(poly), count(n), seed(s) {}

  bool built = false;
  std::vector<double> flat;          // every query in the query table's layout
  std::vector<std::size_t> offset;   // count + 1 starts into flat
  std::size_t arity = 0;             // fixed-size queries: the common length
  std::vector<point2> vertices;      // polygonal: every vertex
  std::vector<poly_query> polygons;  // polygonal: the queries

  void build() {
    if (built) return;
    built = true;
    rng_t r(seed);
    offset.push_back(0);
    std::vector<std::pair<std::size_t, std::size_t>> lists;  // (first vertex, count) per list
    std::set<query> seen;
    for (std::size_t i = 0; i < count; ++i) {
      query q;
      do {  // distinct queries only
        q = make(r, degenerate);
        if (degenerate && !polygonal) scale(q, scale_exponent(r));
      } while (!seen.insert(q).second);
      if (q.empty()) throw std::logic_error("bench_seeds: empty query");
      flat.insert(flat.end(), q.begin(), q.end());
      offset.push_back(flat.size());
      if (!polygonal) {
        arity = q.size();
        continue;
      }
      // Layouts: [px py] n x1 y1 ... [m u1 v1 ...]: a point first for gen_point_polygon.
      std::size_t at = make == gen_point_polygon ? 2 : 0;
      poly_query pq{};
      if (at == 2) pq.p = {q[0], q[1]};
      for (int list = 0; at < q.size(); ++list) {
        const std::size_t n = static_cast<std::size_t>(q[at]);
        lists.emplace_back(vertices.size(), n);
        for (std::size_t j = 0; j < n; ++j)
          vertices.push_back({q[at + 1 + 2 * j], q[at + 2 + 2 * j]});
        at += 1 + 2 * n;
        (list == 0 ? pq.na : pq.nb) = n;
      }
      polygons.push_back(pq);
    }
    if (!polygonal) return;
    std::size_t k = 0;
    for (poly_query& pq : polygons) {
      pq.a = vertices.data() + lists[k++].first;
      if (make == gen_convex_pair) pq.b = vertices.data() + lists[k++].first;
    }
  }
  const double* query_at(std::size_t i) const { return flat.data() + offset[i]; }
  std::size_t query_size(std::size_t i) const { return offset[i + 1] - offset[i]; }
};

// ---------------------------------------------------------------------------------------------
// The rows.

using fixed_fn = int (*)(const double*);
using poly_fn = int (*)(const poly_query&);

struct seed_row {
  const char* name;
  generator make;
  bool polygonal;
  std::size_t count;
  fixed_fn naive_fixed, ours_fixed;
  poly_fn naive_poly, ours_poly;
  fixed_fn epick;         // query table layout; nullptr: no natural Epick equivalent
  bool epick_degenerate;  // the Epick version's contract holds on the degenerate dataset
  answer_kind kind;
  const char* const* words;
};

struct dataset_state {
  seed_dataset* data;
  const seed_row* row;
  std::vector<int> expected;  // exactpred's answers
};

int evaluate(const seed_row& row, fixed_fn f, poly_fn g, const seed_dataset& d, std::size_t i) {
  return row.polygonal && g != nullptr ? g(d.polygons[i]) : f(d.query_at(i));
}

// The dataset of s, built, with exactpred's answers computed.
const seed_dataset& ensure_expected(dataset_state& s) {
  s.data->build();
  if (!s.expected.empty()) return *s.data;
  const std::size_t n = s.data->count;
  s.expected.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    s.expected[i] = evaluate(*s.row, s.row->ours_fixed, s.row->ours_poly, *s.data, i);
  }
  return *s.data;
}

void report(benchmark::State& state, std::size_t n, std::size_t mismatches) {
  state.counters["ns_per_query"] = benchmark::Counter(
      static_cast<double>(n) * 1e-9,
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  state.counters["mismatches"] = static_cast<double>(mismatches);
  state.counters["queries"] = static_cast<double>(n);
}

// Reports the row's counters, counting the queries i whose answer(i) differs from exactpred's.
template <class Answer>
void report_mismatches(benchmark::State& state, const dataset_state& s, Answer answer) {
  const std::size_t n = s.data->count;
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < n; ++i) wrong += answer(i) != s.expected[i];
  report(state, n, wrong);
}

template <fixed_fn F>
void run_fixed(benchmark::State& state, dataset_state* s) {
  const seed_dataset& d = ensure_expected(*s);
  const std::size_t n = d.count;
  const std::size_t stride = d.arity;
  for (auto _ : state) {
    int acc = 0;
    const double* x = d.flat.data();
    for (std::size_t i = 0; i < n; ++i, x += stride) acc += F(x);
    benchmark::DoNotOptimize(acc);
  }
  report_mismatches(state, *s, [&d](std::size_t i) { return F(d.query_at(i)); });
}

// Query i of a polygonal dataset as F takes it: the vertex lists (poly_fn), or the query table's
// layout (the Epick versions).
template <auto F>
decltype(auto) polygonal_query(const seed_dataset& d, std::size_t i) {
  if constexpr (std::is_same_v<decltype(F), poly_fn>) {
    return (d.polygons[i]);
  } else {
    return d.flat.data() + d.offset[i];
  }
}

template <auto F>
void run_polygonal(benchmark::State& state, dataset_state* s) {
  const seed_dataset& d = ensure_expected(*s);
  const std::size_t n = d.count;
  for (auto _ : state) {
    int acc = 0;
    for (std::size_t i = 0; i < n; ++i) acc += F(polygonal_query<F>(d, i));
    benchmark::DoNotOptimize(acc);
  }
  report_mismatches(state, *s, [&d](std::size_t i) { return F(polygonal_query<F>(d, i)); });
}

// The CGAL exact-rational reference: strings parsed into the same ints (one iteration).
void run_reference(benchmark::State& state, dataset_state* s) {
  const seed_dataset& d = ensure_expected(*s);
  const exactpred::query::evaluator f = exactpred::oracle::reference_evaluator(s->row->name);
  const std::size_t n = d.count;
  std::vector<int> got(n);
  for (auto _ : state) {
    for (std::size_t i = 0; i < n; ++i) {
      got[i] = parse_answer(f(d.query_at(i), d.query_size(i)), s->row->kind, s->row->words);
    }
    benchmark::DoNotOptimize(got.data());
  }
  report_mismatches(state, *s, [&got](std::size_t i) { return got[i]; });
}

constexpr std::size_t fixed_count = 100000;
constexpr std::size_t point_polygon_count = 100000;
constexpr std::size_t orientation_count = 50000;
constexpr std::size_t hull_count = 20000;
constexpr std::size_t convex_pair_count = 20000;

#define FIXED(NAME, EPICK, EPICK_DEG, KIND, WORDS)                                             \
  {                                                                                            \
#NAME, gen_##NAME, false, fixed_count, naive_##NAME, ours_##NAME, nullptr, nullptr, EPICK, \
        EPICK_DEG, answer_kind::KIND, WORDS                                                    \
  }
#define POLY(NAME, GEN, COUNT, EPICK, EPICK_DEG, KIND, WORDS)                               \
  {                                                                                         \
#NAME, GEN, true, COUNT, nullptr, nullptr, naive_##NAME, ours_##NAME, EPICK, EPICK_DEG, \
        answer_kind::KIND, WORDS                                                            \
  }

constexpr seed_row rows[] = {
    FIXED(same_side_2d, cg::epick_same_side_2d, true, sign, nullptr),
    FIXED(segment_intersect_2d, cg::epick_segment_intersect_2d, true, words, segment_words),
    FIXED(point_in_triangle_2d, cg::epick_point_in_triangle_2d, true, words, triangle_words),
    FIXED(compare_distance_2d, cg::epick_compare_distance_2d, true, sign, nullptr),
    POLY(polygon_orientation, gen_polygon_orientation, orientation_count,
         cg::epick_polygon_orientation, false, sign, nullptr),
    POLY(winding_number, gen_point_polygon, point_polygon_count, cg::epick_winding_number, true,
         winding, nullptr),
    POLY(point_in_polygon, gen_point_polygon, point_polygon_count, cg::epick_point_in_polygon, true,
         words, polygon_words),
    POLY(point_in_polygon_even_odd, gen_point_polygon, point_polygon_count,
         cg::epick_point_in_polygon_even_odd, true, words, polygon_words),
    POLY(convex_hull, gen_hull, hull_count, epick_convex_hull, true, hull, nullptr),
    POLY(convex_hull_collinear, gen_hull, hull_count, nullptr, false, hull, nullptr),
    POLY(convex_polygons_intersect, gen_convex_pair, convex_pair_count, nullptr, false, words,
         convex_words),
    FIXED(same_side_3d, cg::epick_same_side_3d, true, sign, nullptr),
    FIXED(same_side_line_3d, nullptr, false, sign, nullptr),
    FIXED(segment_intersect_3d, cg::epick_segment_intersect_3d, true, words, segment_words),
    FIXED(point_in_triangle_3d, cg::epick_point_in_triangle_3d, true, words, triangle_words),
    FIXED(ray_plane, nullptr, false, words, ray_plane_words),
    FIXED(segment_plane, nullptr, false, words, segment_plane_words),
    FIXED(segment_triangle_3d, nullptr, false, words, segment_words),
    FIXED(ray_triangle_3d, nullptr, false, words, segment_words),
    FIXED(compare_distance_3d, cg::epick_compare_distance_3d, true, sign, nullptr),
    FIXED(closest_feature_3d, nullptr, false, words, feature_words),
    FIXED(point_sphere, cg::epick_point_sphere, true, words, ball_side_words),
    FIXED(sphere_sphere, cg::epick_sphere_sphere, true, words, ball_words),
    FIXED(segment_sphere, nullptr, false, words, ball_words),
    FIXED(triangle_sphere, nullptr, false, words, ball_words),
    FIXED(segment_box_3d, cg::epick_segment_box_3d, true, words, box_words),
    FIXED(ray_box_3d, cg::epick_ray_box_3d, true, words, box_words),
    FIXED(box_box_3d, cg::epick_box_box_3d, true, words, box_box_words),
    FIXED(compare_distance_point_plane, nullptr, false, sign, nullptr),
    FIXED(compare_distance_point_line_3d, nullptr, false, sign, nullptr),
    FIXED(compare_distance_point_segment_3d, nullptr, false, sign, nullptr),
    FIXED(closest_feature_segment_segment_3d, nullptr, false, words, segment_pair_words),
    FIXED(closest_feature_segment_triangle, nullptr, false, words, segment_triangle_words),
    FIXED(box_sphere, nullptr, false, words, ball_words),
    FIXED(capsule_box, nullptr, false, words, ball_words),
};

#undef FIXED
#undef POLY

// The timed runners of each row, by template instantiation.
struct runners {
  void (*naive)(benchmark::State&, dataset_state*);
  void (*ours)(benchmark::State&, dataset_state*);
  void (*epick)(benchmark::State&, dataset_state*);
};

template <std::size_t I>
runners runners_of() {
  constexpr const seed_row& row = rows[I];
  runners r{};
  if constexpr (row.polygonal) {
    r.naive = run_polygonal<row.naive_poly>;
    r.ours = run_polygonal<row.ours_poly>;
    if constexpr (row.epick != nullptr) r.epick = run_polygonal<row.epick>;
  } else {
    r.naive = run_fixed<row.naive_fixed>;
    r.ours = run_fixed<row.ours_fixed>;
    if constexpr (row.epick != nullptr) r.epick = run_fixed<row.epick>;
  }
  return r;
}

template <std::size_t... I>
std::vector<runners> all_runners(std::index_sequence<I...>) {
  return {runners_of<I>()...};
}

std::vector<std::unique_ptr<seed_dataset>>& datasets() {
  static std::vector<std::unique_ptr<seed_dataset>> d;
  return d;
}
std::vector<std::unique_ptr<dataset_state>>& states() {
  static std::vector<std::unique_ptr<dataset_state>> s;
  return s;
}

// The shared dataset of a generator and kind.
seed_dataset* dataset_for(const seed_row& row, bool degenerate) {
  for (const auto& d : datasets()) {
    if (d->make == row.make && d->degenerate == degenerate) return d.get();
  }
  const std::uint64_t seed = 20261129u + 7919u * datasets().size();
  datasets().push_back(
      std::make_unique<seed_dataset>(row.make, degenerate, row.polygonal, row.count, seed));
  return datasets().back().get();
}

}  // namespace

bool has_meshing_rows(const std::string& name);  // bench_meshing.cpp

void register_seed_benchmarks() {
  constexpr std::size_t n_rows = sizeof(rows) / sizeof(rows[0]);
  static const std::vector<runners> run = all_runners(std::make_index_sequence<n_rows>{});
  // Every derived predicate of the query table has its rows.
  for (const exactpred::query::predicate_info& p : exactpred::query::predicates()) {
    const std::string name = p.name;
    if (name == "orient2d" || name == "orient3d" || name == "incircle" || name == "insphere") {
      continue;
    }
    // The meshing predicates with a CGAL counterpart have their rows in bench_meshing.cpp;
    // compare_xyz and coplanar_orientation_3 are compare_xy and coplanar_orientation's logic;
    // the perturbed ones cost their unperturbed predicate unless it is zero.
    if (has_meshing_rows(name) || name == "compare_xyz" || name == "coplanar_orientation_3" ||
        name.find("_sos") != std::string::npos) {
      continue;
    }
    // The correctly rounded values and constructions have their own drivers
    // (exactpred-compare-values, exactpred-compare-constructions).
    if (name.size() > 6 && name.compare(name.size() - 6, 6, "_value") == 0) continue;
    if (name.rfind("circumcenter", 0) == 0 || name == "round_ip") continue;
    bool found = false;
    for (const seed_row& row : rows) found = found || name == row.name;
    if (!found) throw std::logic_error("bench_seeds: no benchmark rows for " + name);
  }
  for (std::size_t k = 0; k < n_rows; ++k) {
    const seed_row& row = rows[k];
    for (const bool degenerate : {false, true}) {
      states().push_back(
          std::make_unique<dataset_state>(dataset_state{dataset_for(row, degenerate), &row, {}}));
      dataset_state* s = states().back().get();
      const std::string suffix = degenerate ? "/degenerate" : "/random";
      const auto add = [&](const char* impl, void (*fn)(benchmark::State&, dataset_state*),
                           bool slow) {
        const std::string name = std::string(row.name) + "/" + impl + suffix;
        auto* b = benchmark::RegisterBenchmark(name.c_str(), fn, s);
        b->Unit(benchmark::kMillisecond);
        if (slow) b->Iterations(1);
      };
      add("naive", run[k].naive, false);
      add("exactpred", run[k].ours, false);
      if (run[k].epick != nullptr && (!degenerate || row.epick_degenerate)) {
        add("cgal_epick", run[k].epick, false);
      }
      add("cgal_exact", run_reference, true);
    }
  }
}
