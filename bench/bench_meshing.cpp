// SPDX-License-Identifier: MIT
// bench/bench_meshing.cpp — ns/query of the meshing predicates: naive double code (CGAL's
// formulas in doubles), exactpred and CGAL's filtered Epick kernel, on 100,000 distinct
// pre-generated queries per dataset. Benchmark names: PREDICATE/IMPL/DATASET, datasets
// random, near_degenerate and degenerate (power-cocircular or cospherical weighted points,
// cocircular points of a tilted plane, equal x coordinates, equal power distances, points on
// the circle or sphere with diameter pq). The coplanar
// predicates get exactly coplanar queries only (their precondition; exactpred checks it, CGAL does
// not).
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstddef>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "cgal_oracle.hpp"
#include "exactpred/exactpred.hpp"
#include "naive_meshing.hpp"
#include "support/families.hpp"

namespace {

constexpr std::size_t queries_per_dataset = 100000;

using exactpred::point2;
using exactpred::point3;
using exactpred::to_int;
using exactpred::weighted_point2;
using exactpred::weighted_point3;

int ours_compare_xy(const double* x) {
  return to_int(exactpred::compare_xy(point2{x[0], x[1]}, point2{x[2], x[3]}));
}
point3 p3(const double* x) { return {x[0], x[1], x[2]}; }
int ours_coplanar_orientation(const double* x) {
  return to_int(exactpred::coplanar_orientation(p3(x), p3(x + 3), p3(x + 6), p3(x + 9)));
}
int ours_coplanar_side_of_bounded_circle(const double* x) {
  return to_int(exactpred::coplanar_side_of_bounded_circle(p3(x), p3(x + 3), p3(x + 6), p3(x + 9)));
}
int ours_power_incircle(const double* x) {
  const auto w = [x](int i) { return weighted_point2{x[3 * i], x[3 * i + 1], x[3 * i + 2]}; };
  return to_int(exactpred::power_incircle(w(0), w(1), w(2), w(3)));
}
int ours_power_insphere(const double* x) {
  const auto w = [x](int i) {
    return weighted_point3{x[4 * i], x[4 * i + 1], x[4 * i + 2], x[4 * i + 3]};
  };
  return to_int(exactpred::power_insphere(w(0), w(1), w(2), w(3), w(4)));
}

int ours_compare_power_distance_2(const double* x) {
  return to_int(exactpred::compare_power_distance_2(
      point2{x[0], x[1]}, weighted_point2{x[2], x[3], x[4]}, weighted_point2{x[5], x[6], x[7]}));
}
int ours_compare_power_distance_3(const double* x) {
  return to_int(exactpred::compare_power_distance_3(p3(x), weighted_point3{x[3], x[4], x[5], x[6]},
                                                    weighted_point3{x[7], x[8], x[9], x[10]}));
}

int ours_side_of_diametral_circle(const double* x) {
  return to_int(exactpred::side_of_diametral_circle(point2{x[0], x[1]}, point2{x[2], x[3]},
                                                    point2{x[4], x[5]}));
}
int ours_side_of_diametral_sphere(const double* x) {
  return to_int(exactpred::side_of_diametral_sphere(p3(x), p3(x + 3), p3(x + 6)));
}

struct dataset {
  std::size_t arity;
  std::vector<double> coords;
};

std::mt19937_64 rng(20261201);
double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); }
int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

/// A weighted point of the random sets: coordinates in [-1, 1], weight in [0, 0.01].
void random_weighted(int dim, std::vector<double>& out) {
  for (int a = 0; a < dim; ++a) out.push_back(uniform(-1, 1));
  out.push_back(uniform(0, 0.01));
}

/// A weighted point at power distance K from c: integer coordinates v in [-1000, 1000], weight
/// |v - c|^2 - K (exact), one ulp larger when `moved`.
void power_weighted(int dim, const int* c, long long K, bool moved, std::vector<double>& out) {
  long long d2 = 0;
  for (int a = 0; a < dim; ++a) {
    const int v = integer(-1000, 1000);
    out.push_back(v);
    d2 += static_cast<long long>(v - c[a]) * (v - c[a]);
  }
  const double w = static_cast<double>(d2 - K);
  out.push_back(moved ? std::nextafter(w, HUGE_VAL) : w);
}

/// One query of `name` from `family` (random, near_degenerate, degenerate).
void add_query(const std::string& name, const std::string& family, std::vector<double>& out) {
  if (name == "compare_xy") {
    const double ax = uniform(-1, 1), bx = family == "random" ? uniform(-1, 1) : ax;
    const double ay = uniform(-1, 1), by = family == "degenerate" ? ay : uniform(-1, 1);
    out.insert(out.end(), {ax, ay, bx, by});
    return;
  }
  if (name == "coplanar_orientation" || name == "coplanar_side_of_bounded_circle") {
    // An integer plane o + i u + j v with u, v orthogonal of equal length (exact metric).
    static const int bases[][2][3] = {{{1, 2, 2}, {2, 1, -2}}, {{2, 3, 6}, {3, -6, 2}}};
    const auto& b = bases[integer(0, 1)];
    int o[3];
    for (int& v : o) v = integer(-1000, 1000);
    static const int circle[][2] = {{5, 0},  {0, 5},  {-5, 0}, {0, -5}, {3, 4},   {4, 3},
                                    {-3, 4}, {-4, 3}, {3, -4}, {4, -3}, {-3, -4}, {-4, -3}};
    for (int k = 0; k < 4; ++k) {
      int i, j;
      if (family == "random" || (family == "near_degenerate" && k == 3)) {
        i = integer(-100000, 100000);
        j = integer(-100000, 100000);
      } else {
        const int c = k == 3 ? integer(0, 11) : 4 * k;  // three fixed, non-collinear
        i = circle[c][0] * 1000;
        j = circle[c][1] * 1000;
        if (family == "near_degenerate" && k == 3) ++i;
      }
      for (int a = 0; a < 3; ++a) out.push_back(o[a] + double(i) * b[0][a] + double(j) * b[1][a]);
    }
    return;
  }
  if (name == "compare_power_distance_2" || name == "compare_power_distance_3") {
    // random: p, q, r in the unit square (cube), weights in [0, 0.01]; degenerate: integer
    // points at equal power distances from p (w = |p - x|^2 - K); near_degenerate: the same
    // with r's weight one ulp larger.
    const int dim = name == "compare_power_distance_2" ? 2 : 3;
    if (family == "random") {
      for (int a = 0; a < dim; ++a) out.push_back(uniform(-1, 1));
      for (int p = 0; p < 2; ++p) random_weighted(dim, out);
      return;
    }
    int c[3];
    for (int& v : c) v = integer(-1000, 1000);
    const long long K = integer(-100000, 100000);
    for (int a = 0; a < dim; ++a) out.push_back(c[a]);
    for (int p = 0; p < 2; ++p)
      power_weighted(dim, c, K, p == 1 && family == "near_degenerate", out);
    return;
  }
  if (name == "side_of_diametral_circle" || name == "side_of_diametral_sphere") {
    // random: p, q, t in the unit square (cube); degenerate: integer t on the circle (sphere)
    // with diameter pq, q = t + k v with v orthogonal to t - p (v = (t - p) rotated by a right
    // angle in 2D, u x (t - p) in 3D); near_degenerate: the same with t's x moved by one ulp.
    const int dim = name == "side_of_diametral_circle" ? 2 : 3;
    if (family == "random") {
      for (int k = 0; k < 3 * dim; ++k) out.push_back(uniform(-1, 1));
      return;
    }
    std::vector<double> x =
        exactpred::testing::right_angle_at_t(static_cast<std::size_t>(dim), rng);
    if (family == "near_degenerate") x[2 * dim] = std::nextafter(x[2 * dim], HUGE_VAL);
    out.insert(out.end(), x.begin(), x.end());
    return;
  }
  const int dim = name == "power_incircle" ? 2 : 3, n = dim + 2;
  if (family == "random") {
    for (int p = 0; p < n; ++p) random_weighted(dim, out);
    return;
  }
  // Power-cospherical: w = |p - c|^2 - K, exact for integers; near-degenerate moves one
  // weight by one ulp.
  int c[3];
  for (int& v : c) v = integer(-1000, 1000);
  const long long K = integer(-100000, 100000);
  const int moved = family == "near_degenerate" ? integer(0, n - 1) : -1;
  for (int p = 0; p < n; ++p) power_weighted(dim, c, K, p == moved, out);
}

template <int (*Eval)(const double*)>
void run(benchmark::State& state, const dataset* d) {
  const std::size_t n = d->coords.size() / d->arity;
  for (auto _ : state) {
    int acc = 0;
    const double* x = d->coords.data();
    for (std::size_t i = 0; i < n; ++i, x += d->arity) acc += Eval(x);
    benchmark::DoNotOptimize(acc);
  }
  state.counters["ns_per_query"] = benchmark::Counter(
      static_cast<double>(n) * 1e-9,
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

using runner = void (*)(benchmark::State&, const dataset*);

struct row {
  const char* name;
  std::size_t arity;
  runner naive, ours, epick;
};

const row rows[] = {
    {"compare_xy", 4, run<exactpred::naive::compare_xy>, run<ours_compare_xy>,
     run<exactpred::oracle::epick_compare_xy>},
    {"coplanar_orientation", 12, run<exactpred::naive::coplanar_orientation>,
     run<ours_coplanar_orientation>, run<exactpred::oracle::epick_coplanar_orientation>},
    {"coplanar_side_of_bounded_circle", 12, run<exactpred::naive::coplanar_side_of_bounded_circle>,
     run<ours_coplanar_side_of_bounded_circle>,
     run<exactpred::oracle::epick_coplanar_side_of_bounded_circle>},
    {"power_incircle", 12, run<exactpred::naive::power_incircle>, run<ours_power_incircle>,
     run<exactpred::oracle::epick_power_incircle>},
    {"power_insphere", 20, run<exactpred::naive::power_insphere>, run<ours_power_insphere>,
     run<exactpred::oracle::epick_power_insphere>},
    {"compare_power_distance_2", 8, run<exactpred::naive::compare_power_distance_2>,
     run<ours_compare_power_distance_2>, run<exactpred::oracle::epick_compare_power_distance_2>},
    {"compare_power_distance_3", 11, run<exactpred::naive::compare_power_distance_3>,
     run<ours_compare_power_distance_3>, run<exactpred::oracle::epick_compare_power_distance_3>},
    {"side_of_diametral_circle", 6, run<exactpred::naive::side_of_diametral_circle>,
     run<ours_side_of_diametral_circle>, run<exactpred::oracle::epick_side_of_diametral_circle>},
    {"side_of_diametral_sphere", 9, run<exactpred::naive::side_of_diametral_sphere>,
     run<ours_side_of_diametral_sphere>, run<exactpred::oracle::epick_side_of_diametral_sphere>},
};

std::vector<std::unique_ptr<dataset>>& storage() {
  static std::vector<std::unique_ptr<dataset>> s;
  return s;
}

}  // namespace

bool has_meshing_rows(const std::string& name) {
  for (const row& r : rows) {
    if (name == r.name) return true;
  }
  return false;
}

void register_meshing_benchmarks() {
  for (const row& r : rows) {
    for (const char* family : {"random", "near_degenerate", "degenerate"}) {
      auto d = std::make_unique<dataset>();
      d->arity = r.arity;
      for (std::size_t i = 0; i < queries_per_dataset; ++i) add_query(r.name, family, d->coords);
      storage().push_back(std::move(d));
      const dataset* data = storage().back().get();
      const std::pair<const char*, runner> impls[] = {
          {"naive", r.naive}, {"exactpred", r.ours}, {"cgal_epick", r.epick}};
      for (const auto& [impl, fn] : impls) {
        const std::string name = std::string(r.name) + "/" + impl + "/" + family;
        benchmark::RegisterBenchmark(name.c_str(), fn, data)->Unit(benchmark::kMillisecond);
      }
    }
  }
}
