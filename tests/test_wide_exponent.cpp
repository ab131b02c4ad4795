// SPDX-License-Identifier: MIT
// The wide-exponent arithmetic (src/wide_exponent.hpp) and the extended filter built on it
// (src/extended_filter.hpp), against exact rationals (GMP), in the four rounding modes (this file
// is built with -frounding-math) and, on x86, with flush-to-zero and denormals-are-zero:
//   * every finite double converts exactly, subnormals and signed zeros included;
//   * every sum and product is within one rounding (2^-52 of the exact result), for operands
//     whose exponents are equal, close, far apart (the smaller one dropped) or cancel;
//   * the extended filter certifies only exact signs on inputs whose exponents are too far apart
//     for one rescaling, with near-cancellations built in, and decides nearly all of them.
#include <gmpxx.h>
#include <gtest/gtest.h>

#include <cfenv>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <utility>
#include <vector>

#include "exactpred/detail/formulas.hpp"
#include "extended_filter.hpp"
#include "support/exact_formula.hpp"
#include "support/fp_environments.hpp"
#include "wide_exponent.hpp"

namespace {

namespace d = exactpred::detail;
using d::wide_double;

/// s 2^e exactly.
mpq_class exact(const wide_double& w) {
  mpq_class r(w.s);  // |s| in [1, 2) or 0: a normal double, converted exactly
  if (w.s == 0) return r;
  mpz_class p(1);
  const long e = static_cast<long>(w.e);
  mpz_mul_2exp(p.get_mpz_t(), p.get_mpz_t(), static_cast<unsigned long>(e < 0 ? -e : e));
  if (e < 0) {
    r /= p;
  } else {
    r *= p;
  }
  r.canonicalize();
  return r;
}

bool normalized(const wide_double& w) {
  if (w.s == 0) return w.e <= wide_double::zero_exponent / 2;  // far below every non-zero value
  return std::fabs(w.s) >= 1 && std::fabs(w.s) < 2;
}

using exactpred::testing::in_environment;
using environment = exactpred::testing::fp_environment;
const auto environments = exactpred::testing::fp_environments;

/// Doubles across the whole range: subnormals of every width, the smallest and largest normals,
/// signed zeros, significands next to powers of two.
double any_double(std::mt19937_64& g) {
  const std::uint64_t b = g();
  switch (b % 8) {
    case 0:  // subnormal, 1 to 52 significant bits
      return std::ldexp(static_cast<double>(g() >> (12 + (b >> 3) % 52)), -1074) *
             ((b >> 9) & 1 ? -1 : 1);
    case 1:
      return (b >> 3) & 1 ? -0.0 : 0.0;
    case 2:  // next to a power of two
      return std::ldexp((b >> 3) & 1 ? 1 - 0x1p-53 : 1 + 0x1p-52,
                        static_cast<int>((b >> 4) % 2098) - 1074) *
             ((b >> 20) & 1 ? -1 : 1);
    default: {
      const double m = 1 + static_cast<double>(g() >> 12) * 0x1p-52;
      return std::ldexp((b >> 3) & 1 ? -m : m, static_cast<int>((b >> 4) % 2046) - 1022);
    }
  }
}

TEST(WideExponent, ConvertsEveryFiniteDoubleExactly) {
  std::mt19937_64 g(20261205);
  std::vector<double> xs = {0.0,       -0.0,    0x1p-1074, -0x1p-1074, 0x1.fffffffffffffp-1023,
                            0x1p-1022, DBL_MAX, -DBL_MAX,  1.0,        -3.0};
  for (int i = 0; i < 20000; ++i) xs.push_back(any_double(g));
  for (const environment& e : environments()) {
    int wrong = 0;
    for (double x : xs) {
      const wide_double w = in_environment(e, [x] { return d::to_wide(x); });
      if ((!normalized(w) || exact(w) != mpq_class(x)) && ++wrong <= 3) {
        ADD_FAILURE() << std::hexfloat << x << " became " << w.s << " 2^" << std::dec << w.e;
      }
    }
    EXPECT_EQ(wrong, 0);
  }
}

/// |computed - exact| <= 2^-52 |exact|, and the result normalized.
bool within_one_rounding(const wide_double& r, const mpq_class& x) {
  if (!normalized(r)) return false;
  const mpq_class err = abs(exact(r) - x);
  return err * mpq_class(mpz_class(1) << 52) <= abs(x);
}

TEST(WideExponent, SumsAndProductsAreWithinOneRounding) {
  std::mt19937_64 g(7);
  struct pair {
    wide_double a, b;
  };
  std::vector<pair> pairs;
  for (int i = 0; i < 20000; ++i) {
    wide_double a = d::to_wide(any_double(g)), b = d::to_wide(any_double(g));
    // Products of inputs reach exponents far beyond double's; some pairs close in exponent
    // (cancellation), some just below and above the 900 where the smaller one is dropped.
    const std::uint64_t k = g() % 6;
    if (a.s != 0 && b.s != 0) {
      if (k == 0) a.e = b.e + static_cast<std::int64_t>(g() % 3);
      if (k == 1) a.e = b.e + 899 + static_cast<std::int64_t>(g() % 4);
      if (k == 2) a.e += 10000, b.e -= 10000;
      if (k == 3) a = d::normalize_wide(-b.s * (1 + 0x1p-52), b.e);  // cancels to 2^-52
    }
    pairs.push_back({a, b});
  }
  for (const environment& e : environments()) {
    int wrong = 0;
    for (const pair& p : pairs) {
      const auto r = in_environment(
          e, [&p] { return std::make_pair(p.a + p.b, std::make_pair(p.a - p.b, p.a * p.b)); });
      const mpq_class a = exact(p.a), b = exact(p.b);
      const bool ok = within_one_rounding(r.first, a + b) &&
                      within_one_rounding(r.second.first, a - b) &&
                      within_one_rounding(r.second.second, a * b);
      if (!ok && ++wrong <= 3) {
        ADD_FAILURE() << "rounding " << e.rounding << " flush " << e.flush << ": " << std::hexfloat
                      << p.a.s << " 2^" << std::dec << p.a.e << " and " << std::hexfloat << p.b.s
                      << " 2^" << std::dec << p.b.e;
      }
    }
    EXPECT_EQ(wrong, 0);
  }
}

/// Inputs whose exponents are too far apart for one rescaling, many of them near-degenerate:
/// some coordinates huge, some tiny or subnormal, and one coordinate chosen to nearly cancel the
/// largest term (the determinant's leading products then cancel to a few ulps).
template <class F>
std::vector<std::vector<double>> wide_inputs(std::mt19937_64& g, int n) {
  std::vector<std::vector<double>> r;
  for (int q = 0; q < n; ++q) {
    std::vector<double> x(F::arity);
    for (double& v : x) {
      const std::uint64_t b = g();
      const double m = 1 + static_cast<double>(b >> 12) * 0x1p-52;
      const int e = (b & 3) == 0   ? 990 + static_cast<int>((b >> 2) % 30)
                    : (b & 3) == 1 ? -1074 + static_cast<int>((b >> 2) % 60)
                    : (b & 3) == 2 ? static_cast<int>((b >> 2) % 40) - 20
                                   : -1000 + static_cast<int>((b >> 2) % 40);
      v = std::ldexp((b >> 8) & 1 ? -m : m, e);
    }
    if (q % 2 == 1) {  // a near copy of another coordinate: near-cancelling differences
      const std::size_t i = g() % x.size(), j = g() % x.size();
      x[i] = std::nextafter(x[j], g() % 2 ? INFINITY : -INFINITY);
    }
    r.push_back(std::move(x));
  }
  return r;
}

template <class F>
void check_extended_filter(const char* name) {
  std::mt19937_64 g(20261205);
  const auto inputs = wide_inputs<F>(g, 3000);
  std::vector<exactpred::sign> truth;
  for (const auto& x : inputs) truth.push_back(exactpred::testing::exact_formula_sign<F>(x.data()));
  for (const environment& e : environments()) {
    int decided = 0, wrong = 0;
    for (std::size_t q = 0; q < inputs.size(); ++q) {
      const std::optional<exactpred::sign> s = in_environment(e, [&] {
        return d::extended_filter_eval<F>(inputs[q].data(), std::make_index_sequence<F::arity>{});
      });
      if (!s) continue;
      ++decided;
      if (*s != truth[q] && ++wrong <= 3) {
        ADD_FAILURE() << name << ": wrong sign, rounding " << e.rounding << " flush " << e.flush
                      << ", input " << q;
      }
    }
    EXPECT_EQ(wrong, 0) << name;
    // Most of them (the near-cancelling half less often) are decided: the test reaches the
    // certificate.
    EXPECT_GT(decided, static_cast<int>(inputs.size()) * 2 / 3) << name;
    if (e.rounding == FE_TONEAREST && !e.flush) {
      std::printf("%s: %d of %zu decided\n", name, decided, inputs.size());
    }
  }
}

TEST(WideExponent, ExtendedFilterCertifiesOnlyExactSigns) {
  check_extended_filter<d::orient2d_formula>("orient2d");
  check_extended_filter<d::orient3d_formula>("orient3d");
  check_extended_filter<d::incircle_formula>("incircle");
  check_extended_filter<d::insphere_formula>("insphere");
}

}  // namespace
