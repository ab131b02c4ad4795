// SPDX-License-Identifier: MIT
// bench/compare_core.cpp — exactpred-compare: the four core predicates side by side with the
// code a user would otherwise write or pick: the naive formula (branch-free sign, inlined like
// ours), CGAL's filtered Epick kernel, and, when built with -DEXACTPRED_BENCH_PEERS=<dir>,
// Shewchuk's predicates.c and geogram's PCK (bench/peers.hpp).
//
// Method: one process; for every (predicate, dataset) the implementations run round-robin,
// `rounds` times each (default 15), every pass evaluating every query of the dataset once and
// writing its answers; the reported figure is the median ns/query over the passes (an
// implementation whose full pass takes over a second: three passes, the later two over a
// prefix of the dataset that takes about a second). Datasets
// are distinct pre-generated queries (tests/support/families.hpp), 100,000 each (20,000 for
// the extreme family, where the slowest peers take milliseconds per thousand queries). Every
// implementation's answers are compared with exactpred's exact ones (which the test suite
// checks against CGAL's exact rationals): `wrong` counts the queries where they differ; for a
// predicate with symbolic perturbation, answers where the exact sign is 0 are counted apart
// (`perturbed`), as it answers a different question there by design.
//
// usage: exactpred-compare [--rounds N] [--queries N] [--predicate NAME] [--impl NAME]...
//                          [--family NAME]... [--json FILE]
// Prints a table; --json writes the figures for scripts/bench_report.py.
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "core_functions.hpp"
#include "exactpred/batch.hpp"
#include "peers.hpp"
#include "side_by_side.hpp"
#include "support/families.hpp"

namespace {

using exactpred::bench::query_fn;
using exactpred::testing::family;

struct dataset {
  std::string predicate;
  family fam;
  std::size_t arity = 0, points_per_query = 0, queries = 0;
  std::vector<double> coords;         // queries * arity, point by point
  std::vector<std::uint32_t> tuples;  // the batch form: point k of query i is i * ppq + k
  std::vector<exactpred::sign> batch_out;
};

dataset make_dataset(const std::string& predicate, family f, std::size_t count) {
  dataset d;
  d.predicate = predicate;
  d.fam = f;
  d.arity = exactpred::testing::arity(predicate);
  d.points_per_query = exactpred::testing::point_count(predicate);
  for (const auto& q : exactpred::testing::make_queries(predicate, f, count, 20261201)) {
    d.coords.insert(d.coords.end(), q.begin(), q.end());
  }
  d.queries = d.coords.size() / d.arity;
  d.tuples.resize(d.queries * d.points_per_query);
  for (std::size_t i = 0; i < d.tuples.size(); ++i) d.tuples[i] = static_cast<std::uint32_t>(i);
  d.batch_out.resize(d.queries);
  return d;
}

// One pass over the dataset with a scalar implementation, inlined into this loop.
template <query_fn F>
void scalar_pass(dataset& d, std::int8_t* out) {
  const double* x = d.coords.data();
  for (std::size_t i = 0; i < d.queries; ++i, x += d.arity) out[i] = static_cast<std::int8_t>(F(x));
}

// One pass through the batch API over the same coordinates, read in place as a point array.
void batch_pass(dataset& d, std::int8_t* out) {
  const std::size_t n = d.queries * d.points_per_query;
  const std::string& p = d.predicate;
  if (p == "orient2d" || p == "incircle") {
    const auto* pts = reinterpret_cast<const exactpred::point2*>(d.coords.data());
    if (p == "orient2d")
      exactpred::orient2d_batch(pts, n, d.tuples.data(), d.queries, d.batch_out.data());
    else
      exactpred::incircle_batch(pts, n, d.tuples.data(), d.queries, d.batch_out.data());
  } else {
    const auto* pts = reinterpret_cast<const exactpred::point3*>(d.coords.data());
    if (p == "orient3d")
      exactpred::orient3d_batch(pts, n, d.tuples.data(), d.queries, d.batch_out.data());
    else
      exactpred::insphere_batch(pts, n, d.tuples.data(), d.queries, d.batch_out.data());
  }
  for (std::size_t i = 0; i < d.queries; ++i) out[i] = static_cast<std::int8_t>(d.batch_out[i]);
}

struct impl {
  const char* name;
  void (*pass)(dataset&, std::int8_t*);
  bool peer;       // needs the peers' sources
  bool perturbed;  // symbolic perturbation: never 0
};

template <int K>
std::vector<impl> impls_of() {
  using namespace exactpred::bench;
  constexpr query_fn shewchuk[] = {peers::shewchuk_orient2d, peers::shewchuk_orient3d,
                                   peers::shewchuk_incircle, peers::shewchuk_insphere};
  constexpr query_fn geogram[] = {peers::geogram_orient2d, peers::geogram_orient3d,
                                  peers::geogram_incircle, peers::geogram_insphere};
  return {{"naive", scalar_pass<core_table[K].naive>, false, false},
          {"exactpred", scalar_pass<core_table[K].ours>, false, false},
          {"exactpred_batch", batch_pass, false, false},
          {"cgal_epick", scalar_pass<core_table[K].cgal_epick>, false, false},
          {"shewchuk", scalar_pass<shewchuk[K]>, true, false},
          {"geogram", scalar_pass<geogram[K]>, true, K >= 2}};
}

std::vector<impl> impls_for(const std::string& predicate) {
  if (predicate == "orient2d") return impls_of<0>();
  if (predicate == "orient3d") return impls_of<1>();
  if (predicate == "incircle") return impls_of<2>();
  return impls_of<3>();
}

struct result {
  std::string predicate, dataset, impl;
  std::size_t queries = 0;
  double ns = 0;
  std::size_t wrong = 0, perturbed = 0;
};

std::size_t parse_count(const char* flag, const char* text) {
  return exactpred_bench::parse_count("exactpred-compare", flag, text, 100000000ULL);
}

using exactpred_bench::median;

}  // namespace

int main(int argc, char** argv) {
  std::size_t rounds = 15, queries = 100000;
  std::string json, only;
  std::vector<std::string> only_impls, only_families;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if ((a == "--rounds" || a == "--queries" || a == "--json" || a == "--predicate" ||
         a == "--impl" || a == "--family") &&
        i + 1 < argc) {
      if (a == "--rounds")
        rounds = parse_count("--rounds", argv[++i]);
      else if (a == "--queries")
        queries = parse_count("--queries", argv[++i]);
      else if (a == "--predicate")
        only = argv[++i];
      else if (a == "--impl")
        only_impls.push_back(argv[++i]);
      else if (a == "--family")
        only_families.push_back(argv[++i]);
      else
        json = argv[++i];
    } else {
      std::fprintf(stderr,
                   "usage: exactpred-compare [--rounds N] [--queries N] [--predicate NAME] "
                   "[--impl NAME]... [--family NAME]... [--json FILE]\n");
      return 2;
    }
  }
  const bool peers = exactpred::bench::peers::available();
  exactpred::bench::peers::initialize();
  const family families[] = {family::random,  family::near_degenerate, family::degenerate,
                             family::lattice, family::extreme,         family::identity};
  std::vector<result> results;
  std::printf("%-9s %-16s %-16s %10s %9s %9s\n", "predicate", "dataset", "impl", "ns/query",
              "wrong", "perturbed");
  const auto& names = exactpred::testing::predicate_names();
  if (!only.empty() && std::find(names.begin(), names.end(), only) == names.end()) {
    std::fprintf(stderr, "exactpred-compare: not a core predicate: %s\n", only.c_str());
    return 2;
  }
  for (const std::string& predicate : names) {
    if (!only.empty() && predicate != only) continue;
    for (family f : families) {
      if (!only_families.empty() &&
          std::find(only_families.begin(), only_families.end(),
                    exactpred::testing::family_name(f)) == only_families.end()) {
        continue;
      }
      const std::size_t count =
          f == family::extreme ? std::min<std::size_t>(queries, 20000) : queries;
      dataset d = make_dataset(predicate, f, count);
      std::vector<impl> impls;
      for (const impl& im : impls_for(predicate)) {
        const bool wanted = only_impls.empty() || std::find(only_impls.begin(), only_impls.end(),
                                                            im.name) != only_impls.end();
        if ((!im.peer || peers) && wanted) impls.push_back(im);
      }
      // Exact answers first (exactpred's scalar call), then every implementation's.
      std::vector<std::int8_t> exact(d.queries);
      impls_for(predicate)[1].pass(d, exact.data());
      std::vector<std::vector<std::int8_t>> answers(impls.size(),
                                                    std::vector<std::int8_t>(d.queries));
      std::vector<std::vector<double>> times(impls.size());
      // Round 0 answers every query (the wrong counts come from it). An implementation whose
      // full pass takes over a second is then timed on a prefix of the dataset that takes about
      // a second, and in three rounds only (round 0 included).
      const std::size_t full = d.queries;
      std::vector<std::size_t> timed(impls.size(), full);
      for (std::size_t r = 0; r < rounds; ++r) {
        for (std::size_t k = 0; k < impls.size(); ++k) {
          if (r >= 3 && timed[k] < full) continue;
          d.queries = r == 0 ? full : timed[k];
          const auto start = std::chrono::steady_clock::now();
          impls[k].pass(d, answers[k].data());
          const auto stop = std::chrono::steady_clock::now();
          const double ns = std::chrono::duration<double, std::nano>(stop - start).count();
          times[k].push_back(ns / static_cast<double>(d.queries));
          if (r == 0 && ns > 1e9) {
            timed[k] = std::max<std::size_t>(1000, static_cast<std::size_t>(1e9 / ns * full));
          }
        }
      }
      d.queries = full;
      for (std::size_t k = 0; k < impls.size(); ++k) {
        result res{predicate,
                   exactpred::testing::family_name(f),
                   impls[k].name,
                   d.queries,
                   median(times[k]),
                   0,
                   0};
        for (std::size_t i = 0; i < d.queries; ++i) {
          if (answers[k][i] == exact[i]) continue;
          if (impls[k].perturbed && exact[i] == 0)
            ++res.perturbed;
          else
            ++res.wrong;
        }
        std::printf("%-9s %-16s %-16s %10.2f %9zu %9zu\n", predicate.c_str(), res.dataset.c_str(),
                    res.impl.c_str(), res.ns, res.wrong, res.perturbed);
        std::fflush(stdout);
        results.push_back(res);
      }
    }
  }
  if (!json.empty()) {
    std::ofstream out(json);
    out << "{\"rounds\": " << rounds << ", \"peers\": " << (peers ? "true" : "false")
        << ", \"results\": [\n";
    for (std::size_t i = 0; i < results.size(); ++i) {
      const result& r = results[i];
      out << "  {\"predicate\": \"" << r.predicate << "\", \"dataset\": \"" << r.dataset
          << "\", \"impl\": \"" << r.impl << "\", \"queries\": " << r.queries
          << ", \"ns_per_query\": " << r.ns << ", \"wrong\": " << r.wrong
          << ", \"perturbed\": " << r.perturbed << "}" << (i + 1 < results.size() ? "," : "")
          << "\n";
    }
    out << "]}\n";
    if (!out) {
      std::fprintf(stderr, "exactpred-compare: cannot write %s\n", json.c_str());
      return 1;
    }
  }
  return 0;
}
