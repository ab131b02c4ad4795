// SPDX-License-Identifier: MIT
// bench/bench_core.cpp — ns/query of the core predicates: naive double code, exactpred, CGAL's
// filtered Epick kernel and CGAL's exact-rational kernel, on 100,000 distinct pre-generated
// queries per dataset (so the branch predictor cannot learn the sequence).
// Benchmark names: PREDICATE/IMPL/DATASET.
#include <benchmark/benchmark.h>

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "core_functions.hpp"
#include "support/families.hpp"

namespace {

constexpr std::size_t queries_per_dataset = 100000;

using exactpred::bench::core_table;

struct dataset {
  std::size_t arity;
  std::vector<double> coords;  // queries_per_dataset * arity
};

dataset make_dataset(const std::string& predicate, exactpred::testing::family f) {
  dataset d{exactpred::testing::arity(predicate), {}};
  const auto queries =
      exactpred::testing::make_queries(predicate, f, queries_per_dataset, 20261129);
  d.coords.reserve(queries.size() * d.arity);
  for (const auto& q : queries) d.coords.insert(d.coords.end(), q.begin(), q.end());
  return d;
}

// One benchmark: every iteration evaluates every query of the dataset once.
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

struct impl {
  const char* name;
  void (*fn)(benchmark::State&, const dataset*);
  bool slow;  // a single iteration is enough
};

struct predicate_row {
  const char* name;
  impl impls[4];
};

// core_table's functions as template arguments, so that each benchmark loop inlines its call.
template <int K>
constexpr predicate_row row() {
  return {core_table[K].name,
          {{"naive", run<core_table[K].naive>, false},
           {"exactpred", run<core_table[K].ours>, false},
           {"cgal_epick", run<core_table[K].cgal_epick>, false},
           {"cgal_exact", run<core_table[K].cgal_exact>, true}}};
}

const predicate_row rows[] = {row<0>(), row<1>(), row<2>(), row<3>()};

std::vector<std::unique_ptr<dataset>>& storage() {
  static std::vector<std::unique_ptr<dataset>> s;
  return s;
}

}  // namespace

void register_core_benchmarks() {
  using exactpred::testing::family;
  for (const predicate_row& row : rows) {
    for (family f : exactpred::testing::all_families()) {
      if (f == family::kettner && std::string(row.name) != "orient2d") continue;
      storage().push_back(std::make_unique<dataset>(make_dataset(row.name, f)));
      const dataset* d = storage().back().get();
      for (const impl& im : row.impls) {
        const std::string name =
            std::string(row.name) + "/" + im.name + "/" + exactpred::testing::family_name(f);
        auto* b = benchmark::RegisterBenchmark(name.c_str(), im.fn, d);
        b->Unit(benchmark::kMillisecond);
        if (im.slow) b->Iterations(1);
      }
    }
  }
}
