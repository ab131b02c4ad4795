// SPDX-License-Identifier: MIT
// main.cpp — times artem-ogre/CDT with its stock predicates against CDT with its sign-only
// predicate calls routed to exactpred, on generated data sets and on CDT's own test inputs,
// checks that both give the same triangulation, and measures the identity-degenerate
// incircle queries (the query point is one of the circle's own points) that CDT asks.
#include <predicates.h>  // CDT's copy of the stock adaptive predicates, for the replay
#include <exactpred/core.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "variant.hpp"

namespace {

struct query {
  double v[8];
};

struct recorder_state {
  static constexpr std::size_t kept = 2000000;
  std::uint64_t orient_calls = 0, orient_identity = 0;
  std::uint64_t incircle_calls = 0, incircle_identity = 0;
  std::vector<query> incircle_identity_queries, incircle_other_queries;
  std::vector<query> orient_identity_queries, orient_other_queries;
  void clear() { *this = recorder_state(); }
};
recorder_state recorder;

bool same_point(double ax, double ay, double bx, double by) { return ax == bx && ay == by; }

void keep(std::vector<query>& to, const query& q) {
  if (to.size() < recorder_state::kept) to.push_back(q);
}

}  // namespace

namespace exactpred_cdt {
inline namespace recording {

void record_orient2d(double ax, double ay, double bx, double by, double cx, double cy) {
  ++recorder.orient_calls;
  const query q{{ax, ay, bx, by, cx, cy, 0, 0}};
  if (same_point(cx, cy, ax, ay) || same_point(cx, cy, bx, by)) {
    ++recorder.orient_identity;
    keep(recorder.orient_identity_queries, q);
  } else {
    keep(recorder.orient_other_queries, q);
  }
}

void record_incircle(double ax, double ay, double bx, double by, double cx, double cy, double dx,
                     double dy) {
  ++recorder.incircle_calls;
  const query q{{ax, ay, bx, by, cx, cy, dx, dy}};
  if (same_point(dx, dy, ax, ay) || same_point(dx, dy, bx, by) || same_point(dx, dy, cx, cy)) {
    ++recorder.incircle_identity;
    keep(recorder.incircle_identity_queries, q);
  } else {
    keep(recorder.incircle_other_queries, q);
  }
}

}  // namespace recording
}  // namespace exactpred_cdt

namespace {

using cdt_bench::input;
using cdt_bench::output;

struct dataset {
  std::string name;
  input in;
  int runs;
};

input random_points(std::size_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  input in;
  in.xy.resize(2 * n);
  for (double& v : in.xy) v = u(rng);
  return in;
}

input grid(int side) {
  input in;
  for (int i = 0; i < side; ++i) {
    for (int j = 0; j < side; ++j) {
      in.xy.push_back(i);
      in.xy.push_back(j);
    }
  }
  return in;
}

input circle(std::size_t n) {
  input in;
  const double two_pi = 6.283185307179586476925286766559;
  for (std::size_t i = 0; i < n; ++i) {
    const double angle = two_pi * static_cast<double>(i) / static_cast<double>(n);
    in.xy.push_back(std::cos(angle));
    in.xy.push_back(std::sin(angle));
  }
  return in;
}

// Random points in the unit square and one constraint edge in each cell of a cells x cells
// grid that holds at least two points, between two of them: the cells are disjoint convex
// sets, so no two edges cross, and each edge cuts the Delaunay edges of the other points of
// its cell.
input constrained(std::size_t n, int cells, std::uint64_t seed) {
  input in = random_points(n, seed);
  std::vector<std::vector<std::uint32_t>> members(static_cast<std::size_t>(cells) * cells);
  for (std::uint32_t i = 0; i < n; ++i) {
    const int cx = std::min(cells - 1, static_cast<int>(in.xy[2 * i] * cells));
    const int cy = std::min(cells - 1, static_cast<int>(in.xy[2 * i + 1] * cells));
    members[static_cast<std::size_t>(cx) * cells + cy].push_back(i);
  }
  for (const std::vector<std::uint32_t>& m : members) {
    if (m.size() < 2) continue;
    in.edges.push_back(m[0]);
    in.edges.push_back(m[1]);
  }
  return in;
}

// CDT's own input format (tests/inputs): "nVerts nEdges", then x y per vertex, then v1 v2 per
// edge.
input read_cdt_input(const std::string& path) {
  std::ifstream f(path);
  if (!f) throw std::runtime_error("cannot open " + path);
  std::size_t vertices = 0, edges = 0;
  f >> vertices >> edges;
  input in;
  in.xy.resize(2 * vertices);
  for (double& v : in.xy) f >> v;
  in.edges.resize(2 * edges);
  for (std::uint32_t& e : in.edges) f >> e;
  if (!f) throw std::runtime_error("cannot read " + path);
  return in;
}

std::vector<std::array<std::uint32_t, 3>> canonical(std::vector<std::array<std::uint32_t, 3>> t) {
  for (std::array<std::uint32_t, 3>& tri : t) std::sort(tri.begin(), tri.end());
  std::sort(t.begin(), t.end());
  return t;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t m = v.size() / 2;
  return v.size() % 2 == 1 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

double best(const std::vector<double>& v) { return *std::min_element(v.begin(), v.end()); }

struct timing_row {
  std::string name;
  std::size_t points = 0, constraints = 0;
  double stock_median = 0, routed_median = 0, stock_best = 0, routed_best = 0;
  double paired_ratio = 0;  // median over the runs of exactpred ms / stock ms of the same run
  std::string identical;
};

timing_row time_dataset(const dataset& d) {
  timing_row row;
  row.name = d.name;
  row.points = d.in.xy.size() / 2;
  row.constraints = d.in.edges.size() / 2;
  output stock_out, routed_out;
  std::vector<double> stock_ms, routed_ms;
  try {
    // Warm-up run of each, which also gives the outputs compared.
    stock::triangulate(d.in, &stock_out);
    routed::triangulate(d.in, &routed_out);
    for (int r = 0; r < d.runs; ++r) {
      // Alternate which variant goes first.
      if (r % 2 == 0) {
        stock_ms.push_back(stock::triangulate(d.in, nullptr));
        routed_ms.push_back(routed::triangulate(d.in, nullptr));
      } else {
        routed_ms.push_back(routed::triangulate(d.in, nullptr));
        stock_ms.push_back(stock::triangulate(d.in, nullptr));
      }
    }
  } catch (const std::exception& e) {
    row.identical = std::string("error: ") + e.what();
    return row;
  }
  row.stock_median = median(stock_ms);
  row.routed_median = median(routed_ms);
  row.stock_best = best(stock_ms);
  row.routed_best = best(routed_ms);
  std::vector<double> ratios;
  for (std::size_t i = 0; i < stock_ms.size(); ++i) ratios.push_back(routed_ms[i] / stock_ms[i]);
  row.paired_ratio = median(ratios);
  const bool same = stock_out.xy == routed_out.xy &&
                    canonical(stock_out.triangles) == canonical(routed_out.triangles);
  row.identical = same ? "yes" : "NO";
  return row;
}

// Replays recorded queries through the stock adaptive predicate and through exactpred,
// interleaved; returns the best ns per query of each over `reps` passes. A pass goes over the
// queries as many times as it takes to make at least 2 x 10^5 calls, so that few queries are
// still timed above the clock's resolution.
template <typename Stock, typename Exact>
void replay(const std::vector<query>& qs, int reps, Stock stock_fn, Exact exact_fn,
            double* stock_ns, double* exact_ns) {
  *stock_ns = *exact_ns = 0;
  if (qs.empty()) return;
  const std::size_t rounds = std::max<std::size_t>(1, 200000 / qs.size());
  double bs = 1e300, be = 1e300;
  long checksum = 0;
  for (int r = 0; r < reps; ++r) {
    for (int which = 0; which < 2; ++which) {
      const bool stock_pass = (which == 0) == (r % 2 == 0);
      const auto start = std::chrono::steady_clock::now();
      long s = 0;
      for (std::size_t k = 0; k < rounds; ++k) {
        if (stock_pass) {
          for (const query& q : qs) s += stock_fn(q);
        } else {
          for (const query& q : qs) s += exact_fn(q);
        }
      }
      const auto stop = std::chrono::steady_clock::now();
      checksum += s;
      const double ns = std::chrono::duration<double, std::nano>(stop - start).count() /
                        static_cast<double>(qs.size() * rounds);
      (stock_pass ? bs : be) = std::min(stock_pass ? bs : be, ns);
    }
  }
  if (checksum == 42424242) std::puts("");
  *stock_ns = bs;
  *exact_ns = be;
}

int sign_of(double v) { return (v > 0) - (v < 0); }

int stock_incircle(const query& q) {
  return sign_of(predicates::adaptive::incircle(q.v[0], q.v[1], q.v[2], q.v[3], q.v[4], q.v[5],
                                                q.v[6], q.v[7]));
}
int exact_incircle(const query& q) {
  return exactpred::to_int(
      exactpred::incircle(exactpred::point2{q.v[0], q.v[1]}, exactpred::point2{q.v[2], q.v[3]},
                          exactpred::point2{q.v[4], q.v[5]}, exactpred::point2{q.v[6], q.v[7]}));
}
int stock_orient(const query& q) {
  return sign_of(predicates::adaptive::orient2d(q.v[0], q.v[1], q.v[2], q.v[3], q.v[4], q.v[5]));
}
int exact_orient(const query& q) {
  return exactpred::to_int(exactpred::orient2d(exactpred::point2{q.v[0], q.v[1]},
                                               exactpred::point2{q.v[2], q.v[3]},
                                               exactpred::point2{q.v[4], q.v[5]}));
}

// Signs of stock and exactpred agree on every recorded query (a check of the routing's sign
// convention); returns the number of disagreements.
std::size_t disagreements(const recorder_state& r) {
  std::size_t bad = 0;
  for (const auto* qs : {&r.incircle_identity_queries, &r.incircle_other_queries}) {
    for (const query& q : *qs) bad += stock_incircle(q) != exact_incircle(q);
  }
  for (const auto* qs : {&r.orient_identity_queries, &r.orient_other_queries}) {
    for (const query& q : *qs) bad += stock_orient(q) != exact_orient(q);
  }
  return bad;
}

std::string fmt(const char* f, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

}  // namespace

int main(int argc, char** argv) {
  bool quick = false, skip_generated = false, skip_inputs = false;
  int big_runs = 5, small_runs = 15;
  std::string inputs_dir = CDT_BENCH_TEST_INPUTS;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--quick") {
      quick = true;
    } else if (a == "--no-generated") {
      skip_generated = true;
    } else if (a == "--no-inputs") {
      skip_inputs = true;
    } else if (a == "--runs" && i + 1 < argc) {
      big_runs = std::atoi(argv[++i]);
    } else if (a == "--inputs" && i + 1 < argc) {
      inputs_dir = argv[++i];
    } else {
      std::fprintf(stderr,
                   "usage: %s [--runs N] [--quick] [--no-generated] [--no-inputs] "
                   "[--inputs DIR]\n",
                   argv[0]);
      return 2;
    }
  }

  std::vector<dataset> sets;
  if (!skip_generated) {
    const std::size_t scale = quick ? 10 : 1;
    sets.push_back({"random 10^6", random_points(1000000 / scale, 1), big_runs});
    sets.push_back({"grid 1000x1000", grid(quick ? 316 : 1000), big_runs});
    sets.push_back({"circle 10^5", circle(100000 / scale), big_runs});
    sets.push_back(
        {"10^4 constraints / 10^5 random", constrained(100000 / scale, 100, 2), big_runs});
  }
  if (!skip_inputs) {
    std::vector<std::string> files;
    for (const auto& e : std::filesystem::directory_iterator(inputs_dir)) {
      if (e.path().extension() == ".txt") files.push_back(e.path().string());
    }
    std::sort(files.begin(), files.end());
    for (const std::string& f : files) {
      sets.push_back(
          {"CDT: " + std::filesystem::path(f).stem().string(), read_cdt_input(f), small_runs});
    }
  }

  std::printf(
      "| dataset | points | constraints | stock ms | exactpred ms | exactpred/stock |"
      " stock best ms | exactpred best ms | paired ratio | identical |\n");
  std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|\n");
  double inputs_stock = 0, inputs_routed = 0;
  for (const dataset& d : sets) {
    const timing_row r = time_dataset(d);
    const bool failed = r.identical.rfind("error", 0) == 0;
    if (d.name.rfind("CDT: ", 0) == 0 && !failed) {
      inputs_stock += r.stock_median;
      inputs_routed += r.routed_median;
    }
    std::printf("| %s | %zu | %zu | %s | %s | %s | %s | %s | %s | %s |\n", r.name.c_str(), r.points,
                r.constraints, fmt("%.3f", r.stock_median).c_str(),
                fmt("%.3f", r.routed_median).c_str(),
                failed ? "-" : fmt("%.3f", r.routed_median / r.stock_median).c_str(),
                fmt("%.3f", r.stock_best).c_str(), fmt("%.3f", r.routed_best).c_str(),
                failed ? "-" : fmt("%.3f", r.paired_ratio).c_str(), r.identical.c_str());
    std::fflush(stdout);
  }
  if (!skip_inputs && inputs_stock > 0) {
    std::printf("| CDT inputs, sum of medians | | | %.3f | %.3f | %.3f | | | | |\n", inputs_stock,
                inputs_routed, inputs_routed / inputs_stock);
  }

  // The routed queries, recorded: how many are identity-degenerate, and what they cost.
  std::printf(
      "\n| dataset | incircle calls | identity incircle | stock ns (identity) | "
      "exactpred ns (identity) | exactpred/stock (identity) | stock ns (other) | "
      "exactpred ns (other) | identity incircle ms, stock / exactpred (calls x ns) | "
      "orient2d calls | identity orient2d | sign mismatches |\n");
  std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  for (const dataset& d : sets) {
    recorder.clear();
    try {
      recording::triangulate(d.in, nullptr);
    } catch (const std::exception&) {
      continue;
    }
    const int reps = 5;
    double si = 0, ei = 0, so = 0, eo = 0;
    replay(recorder.incircle_identity_queries, reps, stock_incircle, exact_incircle, &si, &ei);
    replay(recorder.incircle_other_queries, reps, stock_incircle, exact_incircle, &so, &eo);
    const double share = recorder.incircle_calls == 0
                             ? 0.0
                             : 100.0 * static_cast<double>(recorder.incircle_identity) /
                                   static_cast<double>(recorder.incircle_calls);
    const double identity = static_cast<double>(recorder.incircle_identity);
    std::printf(
        "| %s | %llu | %llu (%.1f%%) | %s | %s | %s | %s | %s | %s | %llu | %llu | %zu |\n",
        d.name.c_str(), static_cast<unsigned long long>(recorder.incircle_calls),
        static_cast<unsigned long long>(recorder.incircle_identity), share,
        si > 0 ? fmt("%.1f", si).c_str() : "-", ei > 0 ? fmt("%.1f", ei).c_str() : "-",
        si > 0 ? fmt("%.2f", ei / si).c_str() : "-", so > 0 ? fmt("%.1f", so).c_str() : "-",
        eo > 0 ? fmt("%.1f", eo).c_str() : "-",
        si > 0 ? (fmt("%.3f", identity * si * 1e-6) + " / " + fmt("%.3f", identity * ei * 1e-6))
                     .c_str()
               : "-",
        static_cast<unsigned long long>(recorder.orient_calls),
        static_cast<unsigned long long>(recorder.orient_identity), disagreements(recorder));
    std::fflush(stdout);
  }
  return 0;
}
