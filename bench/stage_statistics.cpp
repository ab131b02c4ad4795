// SPDX-License-Identifier: MIT
// exactpred-stage-stats: runs the public core predicates over each benchmark dataset and
// prints, from the thread_local counters, which strategy decided what fraction of it (the
// slow path's strategies are listed, with when each applies, in src/stages_impl.hpp); then the
// same for the predicates on implicit points (src/implicit_impl.hpp), whose calls evaluate one
// formula per implicit point (its denominator's sign) and one for the predicate. Each
// evaluation must be counted once: the tool fails when the counts and the calls disagree. Last,
// polygon_orientation, whose sum of terms has a filter and strategies of its own
// (planar_sum.hpp): one decision per call.
// Needs a build with -DEXACTPRED_STATS=ON (scripts/bench --stages makes one).
#include <array>
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "exactpred/exactpred.hpp"
#include "exactpred/implicit.hpp"
#include "support/core_calls.hpp"
#include "support/families.hpp"

namespace {

/// The strategies' shares of the counts c, as a table row after `label`.
void print_row(const std::string& label, const exactpred::stage_counts& c) {
  const double n = static_cast<double>(c.total());
  const auto pct = [n](std::uint64_t v) { return 100.0 * static_cast<double>(v) / n; };
  std::printf(
      "| %s | %.3f%% | %.3f%% | %.3f%% | %.3f%% | %.3f%% | %.3f%% | %.3f%% | %.3f%% | %.3f%% | "
      "%.3f%% | %.3f%% |\n",
      label.c_str(), pct(c.filter), pct(c.error_free), pct(c.repeated_point), pct(c.narrow_double),
      pct(c.int128), pct(c.dynamic_filter), pct(c.double_double), pct(c.int256), pct(c.expansion),
      pct(c.extended_filter), pct(c.exact));
}

const char* const strategy_columns =
    "inline filter | error-free | repeated point | narrow double | int128 | dynamic filter | "
    "double-double | int256 | expansion | extended filter | exact |";

/// A predicate on implicit points (exactpred::detail::implicit_predicate's names).
struct implicit_case {
  const char* name;
  int points;
  int dim;
};

/// The doubles defining one point of the given kind (0 p2, 1 ssi, 2 p3, 3 lpi, 4 tpi).
int arity_of(int kind) {
  static const int arity[] = {2, 8, 3, 15, 27};
  return arity[kind];
}

/// Runs every predicate on implicit points over every mix of point kinds with an implicit
/// point, on random defining points (uniform in [-1, 1]) and with point b a copy of point a
/// (an exact zero, or a point compared with itself), and prints one row per predicate and data
/// set. Returns false when the decisions counted are not the formulas evaluated.
bool implicit_statistics() {
  const implicit_case cases[] = {{"orient2d", 3, 2}, {"incircle", 4, 2},    {"compare_x", 2, 2},
                                 {"orient3d", 4, 3}, {"orient2d_xy", 3, 3}, {"orient2d_yz", 3, 3},
                                 {"compare_z", 2, 3}};
  std::printf("\n| predicate on implicit points | dataset | %s\n", strategy_columns);
  std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  std::mt19937_64 rng(20261206);
  std::uniform_real_distribution<double> uniform(-1, 1);
  for (const implicit_case& c : cases) {
    const int first = c.dim == 2 ? 0 : 2, kinds_per_point = c.dim == 2 ? 2 : 3;
    int mixes = 1;
    for (int i = 0; i < c.points; ++i) mixes *= kinds_per_point;
    for (int repeated = 0; repeated < 2; ++repeated) {
      exactpred::reset_stage_statistics();
      std::uint64_t evaluations = 0;
      for (int mix = 0; mix < mixes; ++mix) {
        std::vector<int> kinds;
        int implicit = 0;
        for (int i = 0, m = mix; i < c.points; ++i, m /= kinds_per_point) {
          kinds.push_back(first + m % kinds_per_point);
          implicit += m % kinds_per_point != 0;
        }
        if (implicit == 0 || (repeated == 1 && kinds[1] != kinds[0])) continue;
        for (int q = 0; q < 100; ++q) {
          std::vector<double> x;
          for (int k : kinds) {
            for (int j = 0; j < arity_of(k); ++j) x.push_back(uniform(rng));
          }
          if (repeated == 1) {
            const int n = arity_of(kinds[0]);
            for (int j = 0; j < n; ++j)
              x[static_cast<std::size_t>(n + j)] = x[static_cast<std::size_t>(j)];
          }
          const std::uint64_t before = exactpred::stage_statistics().total();
          try {
            exactpred::detail::implicit_predicate(c.name, kinds.data(), c.points, x.data());
            evaluations += static_cast<std::uint64_t>(implicit) + 1;
          } catch (const exactpred::invalid_input&) {
            // An undefined point (parallel lines or planes, which random points almost never
            // give): the call stops after the denominators it evaluated, which are not checked.
            evaluations += exactpred::stage_statistics().total() - before;
          }
        }
      }
      const exactpred::stage_counts counts = exactpred::stage_statistics();
      if (counts.total() != evaluations) {
        std::fprintf(stderr,
                     "exactpred-stage-stats: %s on implicit points: %llu decisions for %llu "
                     "formulas evaluated\n",
                     c.name, static_cast<unsigned long long>(counts.total()),
                     static_cast<unsigned long long>(evaluations));
        return false;
      }
      print_row(std::string(c.name) + " | " + (repeated ? "b = a" : "random"), counts);
    }
  }
  return true;
}

/// polygon_orientation on polygons whose sum the filter decides (random vertices), whose sum is
/// zero or nearly (vertices on one line: the expansion strategy), and whose coordinates' exponents
/// lie too far apart for expansions (the exact strategy), held as doubles and, but for the last,
/// as floats (the span's other filter). Returns false unless every call is counted once.
bool polygon_statistics() {
  std::mt19937_64 rng(20261207);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  std::printf("\n| polygon_orientation | dataset | %s\n", strategy_columns);
  std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  const char* const datasets[] = {"random", "collinear", "extreme"};
  for (int d = 0; d < 3; ++d) {
    exactpred::reset_stage_statistics();
    std::uint64_t calls = 0;
    for (int i = 0; i < 2000; ++i) {
      std::vector<exactpred::point2> v(3 + static_cast<std::size_t>(i % 20));
      for (exactpred::point2& p : v) {
        const double t = uniform(rng);
        if (d == 0) p = {t, uniform(rng)};
        if (d == 1) p = {t, 0.1 * t + 0.3};
        if (d == 2) p = {t * 0x1p-600, t * 0x1p600};
      }
      (void)exactpred::polygon_orientation(v);
      ++calls;
      if (d < 2) {  // (floats cannot hold the extreme coordinates)
        std::vector<std::array<float, 2>> f;
        for (const exactpred::point2& p : v)
          f.push_back({static_cast<float>(p.x), static_cast<float>(p.y)});
        (void)exactpred::polygon_orientation(f);
        ++calls;
      }
    }
    const exactpred::stage_counts counts = exactpred::stage_statistics();
    if (counts.total() != calls) {
      std::fprintf(stderr,
                   "exactpred-stage-stats: polygon_orientation %s: %llu decisions for %llu calls\n",
                   datasets[d], static_cast<unsigned long long>(counts.total()),
                   static_cast<unsigned long long>(calls));
      return false;
    }
    print_row(std::string("polygon_orientation | ") + datasets[d], counts);
  }
  return true;
}

}  // namespace

int main() {
  if (!exactpred::stage_statistics_enabled) {
    std::fprintf(stderr, "exactpred-stage-stats: built without EXACTPRED_STATS\n");
    return 2;
  }
  std::printf("| predicate | dataset | %s\n", strategy_columns);
  std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  for (const std::string& name : exactpred::testing::predicate_names()) {
    for (auto fam : exactpred::testing::all_families()) {
      const auto queries = exactpred::testing::make_queries(name, fam, 100000, 20261129);
      exactpred::reset_stage_statistics();
      int acc = 0;
      for (const auto& q : queries)
        acc += exactpred::to_int(exactpred::testing::call_core(name, q.data()));
      const exactpred::stage_counts c = exactpred::stage_statistics();
      if (c.total() != queries.size()) {
        std::fprintf(stderr, "exactpred-stage-stats: %s %s: %llu decisions for %zu calls\n",
                     name.c_str(), exactpred::testing::family_name(fam),
                     static_cast<unsigned long long>(c.total()), queries.size());
        return 1;
      }
      print_row(name + " | " + exactpred::testing::family_name(fam), c);
      if (acc > static_cast<int>(queries.size())) return 1;
    }
  }
  return implicit_statistics() && polygon_statistics() ? 0 : 1;
}
