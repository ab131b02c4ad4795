// SPDX-License-Identifier: MIT
// The wide-exponent arithmetic (src/wide_exponent.hpp) and the extended filter built on it
// (src/extended_filter.hpp), against exact rationals (GMP), in the four rounding modes (this file
// is built with -frounding-math) and, on x86, with flush-to-zero and denormals-are-zero:
//   * every finite double converts exactly, subnormals and signed zeros included;
//   * every sum and product is within one rounding (2^-52 of the exact result), for operands
//     whose exponents are equal, close, far apart (the smaller one dropped) or cancel;
//   * the extended filter certifies only exact signs on inputs whose exponents are too far apart
//     for one rescaling, with near-cancellations built in, and decides nearly all of them;
//   * so does its first step alone for orient2d and orient3d, the flushed filter (each axis
//     scaled into the filter's window, the coordinates too small for it set to zero), which
//     decides most of them, and which declines (or is right) where the large coordinates cancel
//     exactly and the flushed ones decide the sign;
//   * the formulas that declare `axis_homogeneous` are homogeneous in each axis, and the core
//     formulas that do not are not.
#include <gmpxx.h>
#include <gtest/gtest.h>

#include <cfenv>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
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

/// How many of the inputs eval(x) decides in each environment (fp_environments' order), failing
/// the test on every sign that differs from the exact one; prints the round-to-nearest count.
template <class F, class Eval>
std::vector<int> decided_in_each_environment(const char* what,
                                             const std::vector<std::vector<double>>& inputs,
                                             Eval eval) {
  std::vector<exactpred::sign> truth;
  for (const auto& x : inputs) truth.push_back(exactpred::testing::exact_formula_sign<F>(x.data()));
  std::vector<int> counts;
  for (const environment& e : environments()) {
    int decided = 0, wrong = 0;
    for (std::size_t q = 0; q < inputs.size(); ++q) {
      const std::optional<exactpred::sign> s = in_environment(e, [&] { return eval(inputs[q]); });
      if (!s) continue;
      ++decided;
      if (*s != truth[q] && ++wrong <= 3) {
        ADD_FAILURE() << what << ": wrong sign, rounding " << e.rounding << " flush " << e.flush
                      << ", input " << q;
      }
    }
    EXPECT_EQ(wrong, 0) << what;
    if (e.rounding == FE_TONEAREST && !e.flush) {
      std::printf("%s: %d of %zu decided\n", what, decided, inputs.size());
    }
    counts.push_back(decided);
  }
  return counts;
}

template <class F>
void check_extended_filter(const char* name) {
  std::mt19937_64 g(20261205);
  const auto inputs = wide_inputs<F>(g, 3000);
  const std::vector<int> decided =
      decided_in_each_environment<F>(name, inputs, [](const std::vector<double>& x) {
        return d::extended_filter_eval<F>(x.data(), std::make_index_sequence<F::arity>{});
      });
  // Most of them (the near-cancelling half less often) are decided in every environment: the
  // test reaches the certificate.
  for (const int n : decided) EXPECT_GT(n, static_cast<int>(inputs.size()) * 2 / 3) << name;
}

/// Exactly degenerate configurations of large coordinates (collinear, coplanar, cocircular,
/// cospherical: small integers times 2^k) whose zero coordinates are replaced, some of them, by
/// tiny or subnormal values: the large terms cancel exactly and the tiny ones decide the sign
/// (or leave it zero), which the flushed filter cannot see.
template <class F>
std::vector<std::vector<double>> cancelling_inputs(std::mt19937_64& g, int n) {
  std::vector<double> base;
  switch (F::arity) {
    case 6:  // orient2d: a line through the origin
      base = {0, 0, 1, 2, 3, 6};
      break;
    case 12:  // orient3d: the plane z = 0
      base = {0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0};
      break;
    case 8:  // incircle: the unit circle
      base = {1, 0, 0, 1, -1, 0, 0, -1};
      break;
    default:  // insphere: the unit sphere
      base = {1, 0, 0, 0, 1, 0, -1, 0, 0, 0, -1, 0, 0, 0, 1};
      break;
  }
  std::vector<std::vector<double>> r;
  for (int q = 0; q < n; ++q) {
    // 2^k with the largest term of the formula below the overflow threshold.
    const int k = 100 + static_cast<int>(g() % 80);
    std::vector<double> x(base);
    for (double& v : x) {
      v = std::ldexp(v, k);
      if (v == 0 && g() % 3 != 0) {
        const std::uint64_t b = g();
        const double m = 1 + static_cast<double>(b >> 12) * 0x1p-52;
        const int e = b % 2 == 0 ? -1074 + static_cast<int>((b >> 1) % 50)
                                 : -1000 + static_cast<int>((b >> 1) % 60);
        v = std::ldexp((b >> 8) & 1 ? -m : m, e);
      }
    }
    r.push_back(std::move(x));
  }
  return r;
}

/// Inputs whose flushed coordinates flip the sign the kept ones give, with a margin far above the
/// filter's rounding bound but below its perturbation term: the filter must decline them all.
/// Built in the window's frame (each axis's largest in [2^(hi-1), 2^hi), a flushed coordinate
/// just below 2^lo, a kept one at 2^lo), then each axis scaled by a power of two of its own.
/// orient2d: a = 0, b = (2^(hi-1), m), c = (f, 2^lo) with m = 2^hi (1 - e), f = 2^lo (1 - e):
/// the value 2^(hi-1+lo) - m f is negative, 2^(hi-1+lo) without f. orient3d: a = 0, b =
/// (2^(hi-1), 0, 2^(hi-1)), c = (0, 2^(hi-1), f), d = (0, m, 2^lo): the value 2^(hi-1) (2^(hi-1+lo)
/// - f m) likewise.
template <class F>
std::vector<std::vector<double>> flipping_inputs(std::mt19937_64& g, int n) {
  using W = d::filter_window<d::formula_bound<F>>;
  std::vector<std::vector<double>> r;
  for (int q = 0; q < n; ++q) {
    const double e = static_cast<double>(g() >> 40) * 0x1p-30;  // in [0, 2^-6)
    const double top = std::ldexp(1.0, W::hi - 1), low = std::ldexp(1.0, W::lo);
    const double m = std::ldexp(1 - e, W::hi), f = low * (1 - e);
    std::vector<double> x = F::arity == 6
                                ? std::vector<double>{0, 0, top, m, f, low}
                                : std::vector<double>{0, 0, 0, top, 0, top, 0, top, f, 0, m, low};
    for (int j = 0; j < F::dim; ++j) {
      const int k = static_cast<int>(g() % 801) - 400;
      for (int i = j; i < F::arity; i += F::dim) {
        x[static_cast<std::size_t>(i)] = std::ldexp(x[static_cast<std::size_t>(i)], k);
      }
    }
    r.push_back(std::move(x));
  }
  return r;
}

/// wide_inputs with every coordinate of one axis at the bottom of the range: subnormal (1 to 52
/// significant bits) or tiny (below 2^-900), so that the flushed filter scales them from their
/// bits (flushed_filter_decoded: the axis's scale is no double, and its subnormal coordinates land
/// inside the window). With `zero`, that axis is all zeros (of either sign) instead: the value is
/// then zero.
template <class F>
std::vector<std::vector<double>> bottom_axis_inputs(std::mt19937_64& g, int n, bool zero) {
  std::vector<std::vector<double>> r = wide_inputs<F>(g, n);
  for (std::vector<double>& x : r) {
    const int j = static_cast<int>(g() % F::dim);
    for (int i = j; i < F::arity; i += F::dim) {
      const std::uint64_t b = g();
      double v = 0;
      if (!zero && b % 2 == 0) {
        v = static_cast<double>(g() >> (12 + (b >> 1) % 52)) * 0x1p-1074;  // exact
      } else if (!zero) {
        const double m = 1 + static_cast<double>(g() >> 12) * 0x1p-52;
        v = std::ldexp(m, -1022 + static_cast<int>((b >> 1) % 120));
      }
      x[static_cast<std::size_t>(i)] = (b >> 8) & 1 ? -v : v;
    }
  }
  return r;
}

/// The flushed filter alone, in every environment: never a wrong sign, on the inputs above (most
/// of them decided), on those with an axis at the bottom of the range (most decided) or all zero
/// (all decided), on the cancelling ones and on the flipping ones (none decided).
template <class F>
void check_flushed_filter(const char* name) {
  std::mt19937_64 g(20261207);
  const auto wide = wide_inputs<F>(g, 3000);
  const auto cancelling = cancelling_inputs<F>(g, 1000);
  const auto flipping = flipping_inputs<F>(g, 1000);
  const auto bottom = bottom_axis_inputs<F>(g, 1000, false);
  const auto zero_axis = bottom_axis_inputs<F>(g, 200, true);
  const auto flushed = [](const std::vector<double>& x) {
    return d::flushed_filter_eval<F>(x.data(), std::make_index_sequence<F::arity>{});
  };
  const std::string n = name;
  // The wide inputs' large coordinates decide most of them (half of their coordinates are tiny
  // or subnormal, and flushed where their axis has a large one).
  for (const int k :
       decided_in_each_environment<F>((n + ", flushed, wide").c_str(), wide, flushed)) {
    EXPECT_GT(k, static_cast<int>(wide.size()) / 2) << name;
  }
  for (const int k :
       decided_in_each_environment<F>((n + ", flushed, bottom axis").c_str(), bottom, flushed)) {
    EXPECT_GT(k, static_cast<int>(bottom.size()) / 2) << name;
  }
  for (const auto& x : zero_axis) {
    ASSERT_EQ(exactpred::testing::exact_formula_sign<F>(x.data()), exactpred::sign::zero);
  }
  for (const int k :
       decided_in_each_environment<F>((n + ", flushed, zero axis").c_str(), zero_axis, flushed)) {
    EXPECT_EQ(k, static_cast<int>(zero_axis.size())) << name;
  }
  decided_in_each_environment<F>((n + ", flushed, cancelling").c_str(), cancelling, flushed);
  // The exact sign is the opposite of the kept coordinates' one on the flipping inputs.
  for (const auto& x : flipping) {
    ASSERT_NE(exactpred::testing::exact_formula_sign<F>(x.data()), exactpred::sign::zero);
  }
  for (const int k :
       decided_in_each_environment<F>((n + ", flushed, flipping").c_str(), flipping, flushed)) {
    EXPECT_EQ(k, 0) << name;
  }
  // No flag but inexact: the coordinates too small for the window are flushed on their bits, so
  // nothing underflows and no subnormal is an operand.
  int flagged = 0;
  for (const auto* inputs : {&wide, &cancelling, &flipping, &bottom, &zero_axis}) {
    for (const auto& x : *inputs) {
      std::feclearexcept(FE_ALL_EXCEPT);
      // (volatile: an unused result would let the compiler drop the evaluation)
      volatile bool decides = flushed(x).has_value();
      (void)decides;
      flagged += std::fetestexcept(FE_UNDERFLOW | FE_OVERFLOW | FE_INVALID | FE_DIVBYZERO) != 0;
    }
  }
  std::feclearexcept(FE_ALL_EXCEPT);
  EXPECT_EQ(flagged, 0) << name;
}

TEST(WideExponent, FlushedFilterCertifiesOnlyExactSigns) {
  check_flushed_filter<d::orient2d_formula>("orient2d");
  check_flushed_filter<d::orient3d_formula>("orient3d");
}

/// Whether F is homogeneous in each axis on exact values: scaling axis j of every point by 2
/// (then by 3) multiplies the value by the same power of 2 (of 3) for every sampled input.
template <class F>
bool axis_homogeneous_on_samples() {
  std::mt19937_64 g(20261208);
  for (int j = 0; j < F::dim; ++j) {
    for (const int a : {2, 3}) {
      mpq_class ratio = 0;  // the first non-zero ratio; every other must equal it
      for (int q = 0; q < 200; ++q) {
        std::vector<double> x(F::arity), y(F::arity);
        for (int i = 0; i < F::arity; ++i) {
          x[static_cast<std::size_t>(i)] = static_cast<double>(static_cast<int>(g() % 41) - 20);
          y[static_cast<std::size_t>(i)] =
              x[static_cast<std::size_t>(i)] * (i % F::dim == j ? a : 1);
        }
        const mpq_class fx = exactpred::testing::exact_formula_value<F>(x.data());
        const mpq_class fy = exactpred::testing::exact_formula_value<F>(y.data());
        if (fx == 0) {
          if (fy != 0) return false;
          continue;
        }
        const mpq_class r = fy / fx;
        if (ratio == 0) ratio = r;
        if (r != ratio) return false;
      }
    }
  }
  return true;
}

TEST(WideExponent, AxisHomogeneousDeclarationsHold) {
  EXPECT_EQ(axis_homogeneous_on_samples<d::orient2d_formula>(),
            d::is_axis_homogeneous<d::orient2d_formula>::value);
  EXPECT_EQ(axis_homogeneous_on_samples<d::orient3d_formula>(),
            d::is_axis_homogeneous<d::orient3d_formula>::value);
  EXPECT_EQ(axis_homogeneous_on_samples<d::incircle_formula>(),
            d::is_axis_homogeneous<d::incircle_formula>::value);
  EXPECT_EQ(axis_homogeneous_on_samples<d::insphere_formula>(),
            d::is_axis_homogeneous<d::insphere_formula>::value);
  EXPECT_TRUE(d::is_axis_homogeneous<d::orient2d_formula>::value);
  EXPECT_FALSE(d::is_axis_homogeneous<d::incircle_formula>::value);
}

TEST(WideExponent, ExtendedFilterCertifiesOnlyExactSigns) {
  check_extended_filter<d::orient2d_formula>("orient2d");
  check_extended_filter<d::orient3d_formula>("orient3d");
  check_extended_filter<d::incircle_formula>("incircle");
  check_extended_filter<d::insphere_formula>("insphere");
}

}  // namespace
