// SPDX-License-Identifier: MIT
// bench/compare_values.cpp — exactpred-compare-values: the correctly rounded values
// (values.hpp) side by side with the code a user would otherwise call for a determinant's
// value: the formula in plain doubles (inlined), and, when built with
// -DEXACTPRED_BENCH_PEERS=<dir>, predicates.c's approximate orient2d, orient3d, incircle and
// insphere (bench/peers.hpp); and exactpred's sign call on the same queries, the price the value
// is measured against.
//
// Method as exactpred-compare's (bench/compare_core.cpp): one process, the implementations
// round-robin, `rounds` passes each over distinct pre-generated queries (tests/support/
// families.hpp, 100,000 per dataset, 20,000 for the extreme family), the median ns/query.
// `wrong` counts the values whose bits differ from exactpred's (which tests/test_values.cpp
// checks against exact rationals rounded by MPFR); `wrong sign` the non-zero values whose sign
// differs from the exact sign, `zero for non-zero` the zeros where the exact value is not zero
// (for exactpred's, values below half the least subnormal, rounded to a zero of their sign).
//
// usage: exactpred-compare-values [--rounds N] [--queries N]
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "exactpred/core.hpp"
#include "exactpred/values.hpp"
#include "peers.hpp"
#include "side_by_side.hpp"
#include "support/families.hpp"

namespace {

using exactpred::point2;
using exactpred::point3;
using exactpred::testing::family;
using value_fn = double (*)(const double*);

template <class F, std::size_t... I>
double naive_eval(const double* x, std::index_sequence<I...>) {
  return F::eval(x[I]...);
}
template <class F>
double naive(const double* x) {
  return naive_eval<F>(x, std::make_index_sequence<F::arity>{});
}

point2 p2(const double* x) { return {x[0], x[1]}; }
point3 p3(const double* x) { return {x[0], x[1], x[2]}; }

double ours_orient2d(const double* x) {
  return exactpred::orient2d_value(p2(x), p2(x + 2), p2(x + 4));
}
double ours_orient3d(const double* x) {
  return exactpred::orient3d_value(p3(x), p3(x + 3), p3(x + 6), p3(x + 9));
}
double ours_incircle(const double* x) {
  return exactpred::incircle_value(p2(x), p2(x + 2), p2(x + 4), p2(x + 6));
}
double ours_insphere(const double* x) {
  return exactpred::insphere_value(p3(x), p3(x + 3), p3(x + 6), p3(x + 9), p3(x + 12));
}
double sign_orient2d(const double* x) {
  return static_cast<double>(exactpred::orient2d(p2(x), p2(x + 2), p2(x + 4)));
}
double sign_orient3d(const double* x) {
  return static_cast<double>(exactpred::orient3d(p3(x), p3(x + 3), p3(x + 6), p3(x + 9)));
}
double sign_incircle(const double* x) {
  return static_cast<double>(exactpred::incircle(p2(x), p2(x + 2), p2(x + 4), p2(x + 6)));
}
double sign_insphere(const double* x) {
  return static_cast<double>(
      exactpred::insphere(p3(x), p3(x + 3), p3(x + 6), p3(x + 9), p3(x + 12)));
}

struct implementation {
  const char* name;
  value_fn f;
  bool is_value;  // compared with exactpred's value (the sign call is not)
};

struct predicate_row {
  const char* name;
  std::vector<implementation> impls;
};

// A predicate's row: the naive formula, exactpred's value and sign, and Shewchuk's value when the
// peers are built in.
predicate_row row(const char* name, value_fn naive_value, value_fn value, value_fn sign,
                  value_fn shewchuk_value) {
  predicate_row r{name,
                  {{"naive", naive_value, true},
                   {"exactpred_value", value, true},
                   {"exactpred_sign", sign, false}}};
  if (exactpred::bench::peers::available()) r.impls.push_back({"shewchuk", shewchuk_value, true});
  return r;
}

std::vector<predicate_row> rows() {
  namespace d = exactpred::detail;
  namespace peers = exactpred::bench::peers;
  return {
      row("orient2d", naive<d::orient2d_formula>, ours_orient2d, sign_orient2d,
          peers::shewchuk_orient2d_value),
      row("orient3d", naive<d::orient3d_formula>, ours_orient3d, sign_orient3d,
          peers::shewchuk_orient3d_value),
      row("incircle", naive<d::incircle_formula>, ours_incircle, sign_incircle,
          peers::shewchuk_incircle_value),
      row("insphere", naive<d::insphere_formula>, ours_insphere, sign_insphere,
          peers::shewchuk_insphere_value),
  };
}

using exactpred_bench::bits_of;

}  // namespace

int main(int argc, char** argv) {
  const char* tool = "exactpred-compare-values";
  std::size_t rounds = 9, queries = 100000;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--rounds" && i + 1 < argc) {
      rounds = exactpred_bench::parse_count(tool, "--rounds", argv[++i], 1000);
    } else if (a == "--queries" && i + 1 < argc) {
      queries = exactpred_bench::parse_count(tool, "--queries", argv[++i], 10000000);
    } else {
      std::fprintf(stderr, "usage: %s [--rounds N] [--queries N]\n", tool);
      return 2;
    }
  }
  exactpred::bench::peers::initialize();
  std::printf(
      "| predicate | dataset | implementation | ns/query | wrong | wrong sign | "
      "zero for non-zero | ÷ exactpred_sign |\n|---|---|---|---|---|---|---|---|\n");
  for (const predicate_row& row : rows()) {
    const std::size_t arity = exactpred::testing::arity(row.name);
    for (family f : {family::random, family::near_degenerate, family::degenerate, family::lattice,
                     family::extreme}) {
      const std::size_t count = f == family::extreme ? queries / 5 : queries;
      std::vector<double> x;
      for (const auto& q : exactpred::testing::make_queries(row.name, f, count, 20261203)) {
        x.insert(x.end(), q.begin(), q.end());
      }
      const std::size_t n = x.size() / arity;
      std::vector<std::vector<double>> out(row.impls.size(), std::vector<double>(n));
      std::vector<std::vector<double>> times(row.impls.size());
      for (std::size_t r = 0; r < rounds; ++r) {
        for (std::size_t k = 0; k < row.impls.size(); ++k) {
          const value_fn fn = row.impls[k].f;
          double* o = out[k].data();
          const auto t0 = std::chrono::steady_clock::now();
          for (std::size_t i = 0; i < n; ++i) o[i] = fn(x.data() + i * arity);
          const auto t1 = std::chrono::steady_clock::now();
          times[k].push_back(std::chrono::duration<double, std::nano>(t1 - t0).count() /
                             static_cast<double>(n));
        }
      }
      const std::vector<double>& ours = out[1];
      const std::vector<double>& exact_sign = out[2];
      const double sign_ns = exactpred_bench::median(times[2]);
      for (std::size_t k = 0; k < row.impls.size(); ++k) {
        if (!row.impls[k].is_value) continue;
        std::size_t wrong = 0, wrong_sign = 0, underflow = 0;
        for (std::size_t i = 0; i < n; ++i) {
          const double v = out[k][i];
          wrong += bits_of(v) != bits_of(ours[i]);
          const int s = static_cast<int>(exact_sign[i]);
          if (v == 0 && s != 0) {
            ++underflow;  // a non-zero value rounded to zero (correctly, for exactpred's)
          } else {
            wrong_sign += ((v > 0) - (v < 0)) != s;
          }
        }
        const double ns = exactpred_bench::median(times[k]);
        std::printf("| %s | %s | %s | %.1f | %zu | %zu | %zu | %.2f |\n", row.name,
                    exactpred::testing::family_name(f), row.impls[k].name, ns, wrong, wrong_sign,
                    underflow, ns / sign_ns);
      }
      std::printf("| %s | %s | exactpred_sign | %.1f | | | | 1.00 |\n", row.name,
                  exactpred::testing::family_name(f), sign_ns);
    }
  }
  return 0;
}
