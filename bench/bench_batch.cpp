// SPDX-License-Identifier: MIT
// bench/bench_batch.cpp — the batch API against loops of scalar calls over the same indexed
// layout (a point array and index tuples, as a mesh stores them). Rows PREDICATE/IMPL/DATASET:
//   naive_indexed      loop of the plain double formula on points gathered through the indices
//   exactpred_indexed  loop of the scalar exactpred call on the same points
//   exactpred_batch    one batch call, kernels chosen for this CPU
//   batch_sse2 / batch_avx2 / batch_avx512 / batch_scalar   one batch call, kernels forced
//   c_batch            one call of the C interface's batch (exactpred_orient2d_batch...) on the
//                      same points, flattened one query after another as the C layout asks
// Each dataset holds 100,000 queries over 100,000 * points-per-query distinct points.
#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core_functions.hpp"
#include "exactpred/batch.hpp"
#include "exactpred/exactpred.h"
#include "support/families.hpp"

namespace {

constexpr std::size_t batch_queries = 100000;

using exactpred::point2;
using exactpred::point3;
using exactpred::sign;

struct indexed_dataset {
  std::vector<point2> p2;
  std::vector<point3> p3;
  std::vector<std::uint32_t> index;
  std::vector<sign> out;
  std::size_t queries = 0;
};

indexed_dataset make_indexed(const std::string& predicate, exactpred::testing::family f) {
  indexed_dataset d;
  const std::size_t dim = exactpred::testing::dimension(predicate);
  for (const auto& q : exactpred::testing::make_queries(predicate, f, batch_queries, 20261130)) {
    for (std::size_t i = 0; i + dim <= q.size(); i += dim) {
      d.index.push_back(static_cast<std::uint32_t>(dim == 2 ? d.p2.size() : d.p3.size()));
      if (dim == 2) d.p2.push_back(point2{q[i], q[i + 1]});
      if (dim == 3) d.p3.push_back(point3{q[i], q[i + 1], q[i + 2]});
    }
    ++d.queries;
  }
  d.out.resize(d.queries);
  return d;
}

void set_counter(benchmark::State& state, std::size_t n) {
  state.counters["ns_per_query"] = benchmark::Counter(
      static_cast<double>(n) * 1e-9,
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// Gathers the K points of query i into x (the layout of naive_core.hpp) and evaluates.
template <int K, class P, int (*Eval)(const double*)>
void run_indexed(benchmark::State& state, const indexed_dataset* d, const std::vector<P>& pts) {
  constexpr int dim = sizeof(P) / sizeof(double);
  for (auto _ : state) {
    int acc = 0;
    const std::uint32_t* t = d->index.data();
    for (std::size_t i = 0; i < d->queries; ++i, t += K) {
      double x[K * dim];
      for (int k = 0; k < K; ++k) {
        const double* c = &pts[t[k]].x;
        for (int j = 0; j < dim; ++j) x[k * dim + j] = c[j];
      }
      acc += Eval(x);
    }
    benchmark::DoNotOptimize(acc);
  }
  set_counter(state, d->queries);
}

template <class P>
using batch_fn = void (*)(const P*, std::size_t, const std::uint32_t*, std::size_t, sign*);

template <class P>
void run_batch(benchmark::State& state, indexed_dataset* d, const std::vector<P>& pts,
               batch_fn<P> fn, exactpred::batch_isa isa, bool force) {
  const exactpred::batch_isa before = exactpred::batch_isa_in_use();
  if (force && !exactpred::set_batch_isa(isa)) {
    state.SkipWithError("instruction set not supported by this CPU");
    return;
  }
  for (auto _ : state) {
    fn(pts.data(), pts.size(), d->index.data(), d->queries, d->out.data());
    benchmark::DoNotOptimize(d->out.data());
    benchmark::ClobberMemory();
  }
  exactpred::set_batch_isa(before);
  set_counter(state, d->queries);
}

using c_batch_fn = int (*)(size_t, const double*, int*, size_t*);

// The C batch on the dataset's points, which make_indexed stores one query after another: the
// point array is the C layout's flat coordinates.
template <class P>
void run_c_batch(benchmark::State& state, const indexed_dataset* d, const std::vector<P>& pts,
                 c_batch_fn fn) {
  std::vector<int> out(d->queries);
  for (auto _ : state) {
    std::size_t first = 0;
    if (fn(d->queries, &pts[0].x, out.data(), &first) != EXACTPRED_OK) {
      state.SkipWithError("the C batch failed");
      return;
    }
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  set_counter(state, d->queries);
}

std::vector<std::unique_ptr<indexed_dataset>>& storage() {
  static std::vector<std::unique_ptr<indexed_dataset>> s;
  return s;
}

template <int K, class P, int (*Naive)(const double*), int (*Ours)(const double*)>
void register_rows(const char* predicate, batch_fn<P> fn, c_batch_fn c_fn,
                   std::vector<P> indexed_dataset::*pts) {
  using exactpred::batch_isa;
  using exactpred::testing::family;
  for (family f : {family::random, family::near_degenerate, family::degenerate, family::lattice,
                   family::extreme}) {
    storage().push_back(std::make_unique<indexed_dataset>(make_indexed(predicate, f)));
    indexed_dataset* d = storage().back().get();
    const std::string prefix = std::string(predicate) + "/";
    const std::string suffix = std::string("/") + exactpred::testing::family_name(f);
    auto reg = [&](const std::string& impl, auto fnc) {
      benchmark::RegisterBenchmark((prefix + impl + suffix).c_str(), fnc)
          ->Unit(benchmark::kMillisecond);
    };
    reg("naive_indexed",
        [d, pts](benchmark::State& s) { run_indexed<K, P, Naive>(s, d, d->*pts); });
    reg("exactpred_indexed",
        [d, pts](benchmark::State& s) { run_indexed<K, P, Ours>(s, d, d->*pts); });
    reg("exactpred_batch", [d, pts, fn](benchmark::State& s) {
      run_batch(s, d, d->*pts, fn, batch_isa::scalar, false);
    });
    reg("c_batch", [d, pts, c_fn](benchmark::State& s) { run_c_batch(s, d, d->*pts, c_fn); });
    for (batch_isa isa : {batch_isa::scalar, batch_isa::sse2, batch_isa::avx2, batch_isa::avx512}) {
      reg(std::string("batch_") + exactpred::to_string(isa),
          [d, pts, fn, isa](benchmark::State& s) { run_batch(s, d, d->*pts, fn, isa, true); });
    }
  }
}

}  // namespace

void register_batch_benchmarks() {
  register_rows<3, point2, exactpred::naive::orient2d, exactpred::bench::ours_orient2d>(
      "orient2d", exactpred::orient2d_batch, exactpred_orient2d_batch, &indexed_dataset::p2);
  register_rows<4, point3, exactpred::naive::orient3d, exactpred::bench::ours_orient3d>(
      "orient3d", exactpred::orient3d_batch, exactpred_orient3d_batch, &indexed_dataset::p3);
  register_rows<4, point2, exactpred::naive::incircle, exactpred::bench::ours_incircle>(
      "incircle", exactpred::incircle_batch, exactpred_incircle_batch, &indexed_dataset::p2);
  register_rows<5, point3, exactpred::naive::insphere, exactpred::bench::ours_insphere>(
      "insphere", exactpred::insphere_batch, exactpred_insphere_batch, &indexed_dataset::p3);
}
