// SPDX-License-Identifier: MIT
// tests/test_values.cpp — the correctly rounded values (values.hpp) against an exact rational
// reference: the determinants of docs/SPEC.md §11 evaluated in GMP rationals from their own
// definitions, rounded to nearest (ties to even) by MPFR in double's exponent range with
// gradual underflow (oracle/mpfr_rounding.hpp, the oracle's reference rounding). Inputs: the shared
// families (random, near-degenerate, exactly degenerate, lattice, extreme exponents, identity),
// exact ties (a value halfway between two doubles), values near overflow and below the normal
// range, all scaled by powers of two; then every floating-point environment the platform can set.
#include <gmpxx.h>
#include <gtest/gtest.h>

#include <cfenv>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "correct_rounding.hpp"
#include "double_double.hpp"
#include "exactpred/detail/formulas.hpp"
#include "exactpred/values.hpp"
#include "heads_and_tails.hpp"
#include "mpfr_rounding.hpp"
#include "support/families.hpp"
#include "support/x86_control.hpp"

namespace {

using exactpred::point2;
using exactpred::point3;
using matrix = std::vector<std::vector<mpq_class>>;

mpq_class exact(double x) {
  mpq_class q;
  mpq_set_d(q.get_mpq_t(), x);  // exact for every finite double
  return q;
}

mpq_class determinant(const matrix& m) {
  const std::size_t n = m.size();
  if (n == 1) return m[0][0];
  mpq_class r = 0;
  for (std::size_t j = 0; j < n; ++j) {
    matrix minor;
    for (std::size_t i = 1; i < n; ++i) {
      std::vector<mpq_class> row;
      for (std::size_t k = 0; k < n; ++k) {
        if (k != j) row.push_back(m[i][k]);
      }
      minor.push_back(row);
    }
    const mpq_class term = m[0][j] * determinant(minor);
    r += j % 2 == 0 ? term : mpq_class(-term);
  }
  return r;
}

/// SPEC §11's value of the predicate on x (its coordinates, point after point).
mpq_class reference_value(const std::string& predicate, const std::vector<double>& x) {
  std::vector<mpq_class> q;
  for (double v : x) q.push_back(exact(v));
  if (predicate == "orient2d") {
    return (q[2] - q[0]) * (q[5] - q[1]) - (q[3] - q[1]) * (q[4] - q[0]);
  }
  if (predicate == "orient3d") {  // rows b - a, c - a, d - a
    matrix m;
    for (int p = 1; p <= 3; ++p)
      m.push_back({q[3 * p] - q[0], q[3 * p + 1] - q[1], q[3 * p + 2] - q[2]});
    return determinant(m);
  }
  if (predicate == "incircle") {  // rows p - d, |p - d|^2
    matrix m;
    for (int p = 0; p < 3; ++p) {
      const mpq_class u = q[2 * p] - q[6], v = q[2 * p + 1] - q[7];
      m.push_back({u, v, u * u + v * v});
    }
    return determinant(m);
  }
  matrix m;  // insphere: -det of rows p - e, |p - e|^2
  for (int p = 0; p < 4; ++p) {
    const mpq_class u = q[3 * p] - q[12], v = q[3 * p + 1] - q[13], w = q[3 * p + 2] - q[14];
    m.push_back({u, v, w, u * u + v * v + w * w});
  }
  return -determinant(m);
}

double round_nearest(const mpq_class& q) {
  return exactpred::oracle::nearest_double(q.get_mpq_t());
}

double value_of(const std::string& predicate, const std::vector<double>& x) {
  using exactpred::orient2d_value;
  if (predicate == "orient2d") return orient2d_value({x[0], x[1]}, {x[2], x[3]}, {x[4], x[5]});
  if (predicate == "orient3d") {
    return exactpred::orient3d_value({x[0], x[1], x[2]}, {x[3], x[4], x[5]}, {x[6], x[7], x[8]},
                                     {x[9], x[10], x[11]});
  }
  if (predicate == "incircle") {
    return exactpred::incircle_value({x[0], x[1]}, {x[2], x[3]}, {x[4], x[5]}, {x[6], x[7]});
  }
  return exactpred::insphere_value({x[0], x[1], x[2]}, {x[3], x[4], x[5]}, {x[6], x[7], x[8]},
                                   {x[9], x[10], x[11]}, {x[12], x[13], x[14]});
}

std::uint64_t bits(double d) {
  std::uint64_t b;
  std::memcpy(&b, &d, sizeof b);
  return b;
}

const char* const predicates[] = {"orient2d", "orient3d", "incircle", "insphere"};

/// Every query of `queries`, with its reference; returns how many were compared.
struct checked {
  std::vector<std::vector<double>> queries;
  std::vector<double> expected;
};

checked with_references(const std::string& predicate, std::vector<std::vector<double>> queries) {
  checked c;
  for (auto& q : queries) {
    bool finite = true;
    for (double v : q) finite &= std::isfinite(v);
    if (!finite) continue;
    c.expected.push_back(round_nearest(reference_value(predicate, q)));
    c.queries.push_back(std::move(q));
  }
  return c;
}

int mismatches(const std::string& predicate, const checked& c, const char* what) {
  int wrong = 0;
  for (std::size_t i = 0; i < c.queries.size(); ++i) {
    const double got = value_of(predicate, c.queries[i]);
    if (bits(got) != bits(c.expected[i])) {
      if (++wrong <= 3) {
        std::string args;
        for (double v : c.queries[i]) {
          char buf[40];
          std::snprintf(buf, sizeof buf, " %a", v);
          args += buf;
        }
        ADD_FAILURE() << predicate << " (" << what << "):" << args << ": got " << got << " ("
                      << std::hexfloat << got << "), expected " << c.expected[i]
                      << std::defaultfloat;
      }
    }
  }
  return wrong;
}

/// Queries whose value is exactly halfway between two doubles (or, scaled below the normal
/// range or near overflow, whatever the reference makes of it): with a = 0 and b = (bx, by),
/// c = (cx, cy), orient2d is bx cy - by cx; bx cy = M 2^s (M of 53 bits) and -by cx half its
/// ulp, or a little more or less (near ties). The other predicates get the same value through
/// a = 0 and their own leading minors; orient2d also the same points moved off the origin.
std::vector<std::vector<double>> ties(const std::string& predicate, std::mt19937_64& rng, int n) {
  std::vector<std::vector<double>> out;
  std::uniform_int_distribution<int> scale(-500, 480);
  for (int i = 0; i < n; ++i) {
    const double m = std::ldexp(static_cast<double>(rng() >> 11 | std::uint64_t{1} << 52), -52);
    const int s = scale(rng) / 2;
    const double bx = std::ldexp(m, s), cy = std::ldexp(1.0, s);
    const double half = std::ldexp(1.0, 2 * s - 53);  // half an ulp of bx cy in [2^2s, 2^(2s+1))
    const double by = -std::ldexp(1.0, s);
    // Every third one a near tie: the product by cx moved off half an ulp by 2^-k of it, on
    // either side, so that the value lies just above or below the midpoint.
    const int k = i % 3 == 0 ? 1 + static_cast<int>(rng() % 60) : 0;
    const double off = k == 0 ? 1.0 : rng() & 1 ? 1 + std::ldexp(1.0, -k) : 1 - std::ldexp(1.0, -k);
    const double cx = half * off / std::ldexp(1.0, s);
    const double sign = rng() & 1 ? 1.0 : -1.0;
    if (predicate == "orient2d") {
      out.push_back({0, 0, bx, sign * by, cx, sign * cy});
      // The same triangle moved by a = (tx, ty) (each coordinate rounded, so the differences
      // are no longer exact, and the value is whatever the moved points give).
      const double tx = std::ldexp(static_cast<double>(rng() % 1000) + 1, s - 12),
                   ty = std::ldexp(static_cast<double>(rng() % 1000) + 1, s - 12);
      out.push_back({tx, ty, tx + bx, ty + sign * by, tx + cx, ty + sign * cy});
    } else if (predicate == "orient3d") {  // rows b, c, d = (0, 0, 1): the 2x2 minor
      out.push_back({0, 0, 0, bx, by, 0, cx, sign * cy, 0, 0, 0, 1});
    } else {
      return out;  // incircle and insphere: no constructed ties (their families and scalings)
    }
  }
  return out;
}

/// x with every coordinate multiplied by 2^k (exact while no coordinate leaves the range).
std::vector<double> scaled(std::vector<double> x, int k) {
  for (double& v : x) v = std::ldexp(v, k);
  return x;
}

TEST(Values, AgreeWithExactRoundingOnEveryFamily) {
  using exactpred::testing::family;
  int total = 0;
  for (const char* p : predicates) {
    for (family f : {family::random, family::near_degenerate, family::degenerate, family::kettner,
                     family::extreme, family::lattice, family::identity}) {
      const checked c = with_references(p, exactpred::testing::make_queries(p, f, 1500, 20261203));
      total += static_cast<int>(c.queries.size());
      EXPECT_EQ(mismatches(p, c, exactpred::testing::family_name(f)), 0);
    }
  }
  EXPECT_GT(total, 30000);
}

/// Rounding modes, flush-to-zero, denormals-are-zero, and every exception unmasked but
/// inexact: the caller's environment changes no bit of any of c's values and is restored (x86;
/// elsewhere nothing is checked here).
void expect_same_bits_in_every_environment(const std::string& p, const checked& c) {
#if defined(EXACTPRED_TEST_X86)
  for (unsigned csr : {0x5F80u, 0x3F80u, 0x7F80u, 0x9F80u, 0x1FC0u, 0xDFC0u, 0x1100u}) {
    _mm_setcsr(csr);
    std::vector<double> got;
    for (const auto& q : c.queries) got.push_back(value_of(p, q));
    const unsigned after = _mm_getcsr();
    _mm_setcsr(0x1F80);
    EXPECT_EQ(after & ~0x3Fu, csr) << p << ": environment not restored";
    int wrong = 0;
    for (std::size_t i = 0; i < got.size(); ++i) wrong += bits(got[i]) != bits(c.expected[i]);
    EXPECT_EQ(wrong, 0) << p << " with MXCSR 0x" << std::hex << csr;
  }
#else
  (void)p;
  (void)c;
#endif
}

// Small integer configurations (random, and with a point repeated or on a line: exact zeros)
// scaled by 2^-k for k around the point where the value leaves the subnormals for a zero of its
// sign (src/values.cpp: tiny_differences), at times beside a common offset, so that only the
// differences are small: the zeros' signs, and the subnormal values just above.
TEST(Values, ZeroOfItsSignBelowTheSubnormals) {
  std::mt19937_64 rng(1075);
  for (const char* p : predicates) {
    const bool three = std::string(p) == "orient3d" || std::string(p) == "insphere";
    const std::size_t dim = three ? 3 : 2;
    const std::size_t points = std::string(p) == "orient2d"   ? 3
                               : std::string(p) == "insphere" ? 5
                                                              : 4;
    const int degree = std::string(p) == "orient2d"   ? 2
                       : std::string(p) == "orient3d" ? 3
                       : std::string(p) == "incircle" ? 4
                                                      : 5;
    std::vector<std::vector<double>> queries;
    for (int i = 0; i < 2000; ++i) {
      std::vector<double> q(dim * points);
      for (double& v : q) v = static_cast<double>(static_cast<int>(rng() % 64) - 32);
      if (rng() % 4 == 0) std::copy(q.begin(), q.begin() + dim, q.begin() + dim);  // repeated
      // Differences near 2^(-1075 / degree), give or take 40 binades, and a third of the time
      // every coordinate moved by 2^(47 - k), exactly (the sums take 48 bits): small
      // differences of larger coordinates.
      const int k = 1075 / degree + static_cast<int>(rng() % 81) - 40;
      const double offset = rng() % 3 == 0 ? std::ldexp(1.0, 47 - k) : 0;
      for (double& v : q) v = std::ldexp(v, -k) + offset;
      queries.push_back(std::move(q));
    }
    const checked c = with_references(p, queries);
    int negative_zeros = 0, zeros = 0, subnormals = 0;
    for (double e : c.expected) {
      negative_zeros += e == 0 && std::signbit(e);
      zeros += e == 0;
      subnormals += e != 0 && std::fabs(e) < DBL_MIN;
    }
    EXPECT_GT(negative_zeros, 100) << p;
    EXPECT_GT(zeros - negative_zeros, 100) << p;
    EXPECT_GT(subnormals, 100) << p;
    EXPECT_EQ(mismatches(p, c, "tiny differences"), 0);
    expect_same_bits_in_every_environment(p, c);
  }
}

// orient2d on points a = (1, 1) s, b = (t, k), c = (0, 0), scaled and permuted: X = s^2 (k - t)
// with t so far below 1 that no rescaling holds every input, k kept beside 1 on its axis and t
// not on its own (src/values.cpp, flushed_value): the value of the kept inputs, k s^2, is not
// the value, and only the flushed inputs' term keeps it from being certified.
TEST(Values, Orient2dFarApartAxesWithFlushedCoordinates) {
  std::mt19937_64 rng(950);
  std::uniform_real_distribution<double> unit(1, 2);
  std::vector<std::vector<double>> queries;
  for (int i = 0; i < 2000; ++i) {
    const double s = std::ldexp(1.0, static_cast<int>(rng() % 200) - 100);
    const double k = std::ldexp(unit(rng), -880 - static_cast<int>(rng() % 40)) * s;
    const double t = std::ldexp(unit(rng), -940 - static_cast<int>(rng() % 120)) * s;
    std::vector<point2> p = {{s, s}, {rng() & 1 ? t : -t, k}, {0, 0}};
    std::shuffle(p.begin(), p.end(), rng);
    queries.push_back({p[0].x, p[0].y, p[1].x, p[1].y, p[2].x, p[2].y});
  }
  const checked c = with_references("orient2d", queries);
  EXPECT_EQ(mismatches("orient2d", c, "far-apart axes"), 0);
  expect_same_bits_in_every_environment("orient2d", c);
}

// orient2d on a = (2^k, -(2^-53 - 2^-80)), b = (1, 2^-k), c = (0, -m 2^-1074): X = 1 + 2^-53 -
// 2^-80 + m 2^-1074 (2^k - 1), which rounds to 1 + 2^-52 where the subnormal c_y's term (2^-74
// for k = 1000, m = 1) lifts it above the midpoint 1 + 2^-53, and to 1 without that term. DAZ
// reads c_y as zero and FTZ flushes the low part of b_y - c_y, and the stages that take this
// input outside the value window must not round the value they would then find. Also with the
// points in other orders.
TEST(Values, Orient2dSubnormalBesideHugeCoordinates) {
  std::vector<std::vector<double>> queries;
  for (int k : {1000, 1010, 994, 960}) {
    for (int m : {1, 2, 3, 7}) {
      const double ax = std::ldexp(1.0, k), ay = -(0x1p-53 - 0x1p-80), by = std::ldexp(1.0, -k);
      const double cy = -m * 0x1p-1074;
      queries.push_back({ax, ay, 1, by, 0, cy});
      queries.push_back({1, by, ax, ay, 0, cy});
      queries.push_back({0, cy, ax, ay, 1, by});
    }
  }
  const checked c = with_references("orient2d", queries);
  EXPECT_EQ(c.expected[0], 1 + 0x1p-52);  // k = 1000, m = 1: lifted by 2^-74
  EXPECT_EQ(c.expected[1], -1 - 0x1p-52);
  EXPECT_EQ(mismatches("orient2d", c, "subnormal beside huge"), 0);
  expect_same_bits_in_every_environment("orient2d", c);
}

// Coordinates of full precision at exponents from -8 to 8: the differences of such inputs are
// rarely exact (those of the random family, a grid of 2^-52 in [-1, 1], always are), so the
// evaluations' low parts of the differences are exercised.
TEST(Values, AgreeWithExactRoundingOnInexactDifferences) {
  std::mt19937_64 rng(20261204);
  for (const char* p : predicates) {
    const int arity = std::string(p) == "orient2d"   ? 6
                      : std::string(p) == "orient3d" ? 12
                      : std::string(p) == "incircle" ? 8
                                                     : 15;
    std::vector<std::vector<double>> queries;
    int inexact = 0;
    for (int i = 0; i < 3000; ++i) {
      std::vector<double> q(static_cast<std::size_t>(arity));
      for (double& v : q) {
        v = std::ldexp(exactpred::testing::uniform_coord(rng), static_cast<int>(rng() % 17) - 8);
      }
      // How often the x difference of the first two points is inexact (a proxy for all).
      const std::size_t dim = arity == 12 || arity == 15 ? 3 : 2;
      inexact += exact(q[0] - q[dim]) != exact(q[0]) - exact(q[dim]);
      queries.push_back(std::move(q));
    }
    EXPECT_GT(inexact, 1000) << p;
    const checked c = with_references(p, queries);
    EXPECT_EQ(mismatches(p, c, "inexact differences"), 0);
  }
}

// orient3d near a degeneracy with inexact differences (heads_and_tails.hpp): d = a + s (b - a) +
// t (c - a) rounded, a at 2^-30..2^9 beside b and c in [-1, 1] (so that the differences' tails
// are mostly not zero), half of them with one coordinate of d moved by an ulp, the points in every
// rotation, scaled by 2^-200..2^200 (inside the value window: no rescaling). The stage alone
// must certify almost every one (the double-double stage certifies few of them), every value
// it certifies must be the correctly rounded one, and so must every public value; exactly
// coplanar integers (no tail, no rounding) give an exact +0.
TEST(Values, HeadsAndTailsOnNearDegenerateOrient3d) {
  std::mt19937_64 rng(20261206);
  std::vector<std::vector<double>> queries;
  for (int i = 0; i < 4000; ++i) {
    double p[4][3];
    const int ea = static_cast<int>(rng() % 40) - 30;
    for (int j = 0; j < 3; ++j) {
      p[0][j] = std::ldexp(exactpred::testing::uniform_coord(rng), ea);
      p[1][j] = exactpred::testing::uniform_coord(rng);
      p[2][j] = exactpred::testing::uniform_coord(rng);
    }
    const double s = exactpred::testing::uniform_coord(rng),
                 t = exactpred::testing::uniform_coord(rng);
    for (int j = 0; j < 3; ++j)
      p[3][j] = p[0][j] + s * (p[1][j] - p[0][j]) + t * (p[2][j] - p[0][j]);
    if (i % 2 == 1) {
      double& x = p[3][rng() % 3];
      x = std::nextafter(x, rng() % 2 == 0 ? HUGE_VAL : -HUGE_VAL);
    }
    const int k = static_cast<int>(rng() % 401) - 200, first = i % 4;
    std::vector<double> q;
    for (int m = 0; m < 4; ++m) {
      for (int j = 0; j < 3; ++j) q.push_back(std::ldexp(p[(first + m) % 4][j], k));
    }
    queries.push_back(std::move(q));
  }
  const checked c = with_references("orient3d", queries);
  int certified = 0, tails = 0, double_double_certified = 0;
  for (std::size_t i = 0; i < c.queries.size(); ++i) {
    const double* y = c.queries[i].data();
    bool inexact = false;
    for (int m = 1; m < 4; ++m) {
      for (int j = 0; j < 3; ++j)
        inexact |= exact(y[3 * m + j] - y[j]) != exact(y[3 * m + j]) - exact(y[j]);
    }
    tails += inexact;
    double_double_certified +=
        !std::isnan(exactpred::detail::double_double_rounded<exactpred::detail::orient3d_formula>(
            y, 0, std::make_index_sequence<12>{}, 0x1p-900));
    const double v = exactpred::detail::orient3d_heads_and_tails(y, 0);
    if (std::isnan(v)) continue;
    ++certified;
    EXPECT_EQ(bits(v), bits(c.expected[i])) << i;
  }
  const int n = static_cast<int>(c.queries.size());
  EXPECT_GT(tails, n * 9 / 10);
  EXPECT_LT(double_double_certified, n / 2);
  EXPECT_GT(certified, n * 97 / 100);
  EXPECT_EQ(mismatches("orient3d", c, "heads and tails"), 0);
  // Coplanar integers: d = b + c - a, every difference, product and sum exact.
  for (int i = 0; i < 200; ++i) {
    double y[12];
    for (int j = 0; j < 9; ++j) y[j] = static_cast<double>(static_cast<int>(rng() % 2001) - 1000);
    for (int j = 0; j < 3; ++j) y[9 + j] = y[3 + j] + y[6 + j] - y[j];
    EXPECT_EQ(bits(exactpred::detail::orient3d_heads_and_tails(y, i % 3 - 1)), 0u);
  }
}

// orient3d exactly at and next to a tie, with inexact differences: a = (2^-60 + e, 0, 0),
// b = (2^-6, 0, 0), c = (cx, 2^20, 0), d = (dx, dy, 1) have the value 2^20 (2^-6 - 2^-60 - e),
// for e = 0 halfway between 2^14 - 2^-39 and 2^14, and for e = +-2^-70 just off it. Three integer
// shears (z += k x, y += m z, x += n y) keep every coordinate a double and the value as it is, and
// make the products' roundings generic: the heads-and-tails stage then holds the value only
// within its bound, and a value taken as certain without it rounds to the wrong neighbour.
TEST(Values, HeadsAndTailsAtTiesWithInexactDifferences) {
  std::mt19937_64 rng(20261207);
  const auto integer = [&rng](int bits) {
    return static_cast<double>(static_cast<std::int64_t>(rng() % (std::uint64_t{2} << bits)) -
                               (std::int64_t{1} << bits));
  };
  std::vector<std::vector<double>> queries;
  for (int i = 0; i < 3000; ++i) {
    const double e = i % 3 == 0 ? 0 : (i % 3 == 1 ? 0x1p-70 : -0x1p-70);
    double p[4][3] = {{0x1p-60 + e, 0, 0},
                      {0x1p-6, 0, 0},
                      {integer(20), 0x1p20, 0},
                      {integer(20), integer(20), 1}};
    const double k = integer(10), m = integer(10), n = integer(10);
    for (auto& q : p) q[2] += k * q[0];
    for (auto& q : p) q[1] += m * q[2];
    for (auto& q : p) q[0] += n * q[1];
    const int first = i % 4;
    std::vector<double> q;
    for (int j = 0; j < 4; ++j) {
      for (int t = 0; t < 3; ++t) q.push_back(p[(first + j) % 4][t]);
    }
    queries.push_back(std::move(q));
  }
  const checked c = with_references("orient3d", queries);
  int inexact = 0;
  for (const auto& q : c.queries) {
    for (int j = 3; j < 12; ++j) {
      if (exact(q[j] - q[j % 3]) != exact(q[j]) - exact(q[j % 3])) {
        ++inexact;
        break;
      }
    }
  }
  EXPECT_GT(inexact, 2900);
  EXPECT_EQ(mismatches("orient3d", c, "ties"), 0);
}

// Integer points nearly on one line, with exact differences and products too wide for a double:
// b - a = (p, q) of 30 bits, coprime, and c = a + k (p, q) + m (r, s) with p s - q r = 1, so that
// orient2d(a, b, c) is m, in -2..2, against products near 2^80; the points taken in every order,
// scaled by 2^e. A value computed as if the products were exact is wrong there.
TEST(Values, AgreeWithExactRoundingOnWideIntegersNearALine) {
  std::mt19937_64 rng(20261205);
  std::vector<std::vector<double>> queries;
  while (queries.size() < 3000) {
    const std::int64_t p = static_cast<std::int64_t>(rng() % (1u << 30)) + 1;
    const std::int64_t q = static_cast<std::int64_t>(rng() % (1u << 30)) + 1;
    // Extended Euclid: r0 = p, r1 = q; s p - t q = g with s, t < 2^31.
    std::int64_t old_r = p, r = q, old_s = 1, sc = 0, old_t = 0, tc = 1;
    while (r != 0) {
      const std::int64_t quotient = old_r / r;
      old_r -= quotient * r;
      std::swap(old_r, r);
      old_s -= quotient * sc;
      std::swap(old_s, sc);
      old_t -= quotient * tc;
      std::swap(old_t, tc);
    }
    if (old_r != 1) continue;  // p old_s + q old_t = 1: (r, s) = (-old_t, old_s)
    const double rx = static_cast<double>(-old_t), sy = static_cast<double>(old_s);
    const double ax = static_cast<double>(rng() % (1u << 20)),
                 ay = static_cast<double>(rng() % (1u << 20));
    const double k = static_cast<double>(rng() % (1u << 20) + 1);
    const double m = static_cast<double>(static_cast<int>(rng() % 5) - 2);
    const double pts[3][2] = {
        {ax, ay},
        {ax + static_cast<double>(p), ay + static_cast<double>(q)},
        {ax + k * static_cast<double>(p) + m * rx, ay + k * static_cast<double>(q) + m * sy}};
    const int order = static_cast<int>(rng() % 6);
    const int perm[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {1, 0, 2}, {0, 2, 1}, {2, 1, 0}};
    const int e = static_cast<int>(rng() % 201) - 100;
    std::vector<double> query;
    for (int i : perm[order]) {
      query.push_back(std::ldexp(pts[i][0], e));
      query.push_back(std::ldexp(pts[i][1], e));
    }
    queries.push_back(std::move(query));
  }
  const checked c = with_references("orient2d", queries);
  EXPECT_EQ(c.queries.size(), 3000u);
  EXPECT_EQ(mismatches("orient2d", c, "wide integers near a line"), 0);
}

// Integer points (to 2^20) scaled by 2^k with k near -540 or +510: inputs outside the value
// window whose values land among the subnormals or beyond DBL_MAX, where a value computed on
// the inputs scaled back into the window must be rounded once more.
TEST(Values, AgreeWithExactRoundingOnScaledIntegersNearTheRangeEnds) {
  std::mt19937_64 rng(20261206);
  for (const char* p : predicates) {
    const std::string name = p;
    const int arity = name == "orient2d"   ? 6
                      : name == "orient3d" ? 12
                      : name == "incircle" ? 8
                                           : 15;
    const int degree = name == "orient2d" ? 2 : name == "insphere" ? 5 : name == "orient3d" ? 3 : 4;
    std::vector<std::vector<double>> queries;
    for (int i = 0; i < 2000; ++i) {
      std::vector<double> q(static_cast<std::size_t>(arity));
      for (double& v : q) v = static_cast<double>(static_cast<int>(rng() % (1u << 21)) - (1 << 20));
      // The value near 2^(degree k + 20 degree): among the subnormals or beyond DBL_MAX.
      const int target = rng() % 2 == 0 ? -1040 - static_cast<int>(rng() % 60)
                                        : 1000 + static_cast<int>(rng() % 60);
      const int k = target / degree - 20;
      for (double& v : q) v = std::ldexp(v, k);
      queries.push_back(std::move(q));
    }
    const checked c = with_references(p, queries);
    int subnormal = 0, infinite = 0;
    for (double v : c.expected) {
      subnormal += v != 0 && std::fabs(v) < DBL_MIN;
      infinite += std::isinf(v);
    }
    EXPECT_GT(subnormal, 100) << p;
    EXPECT_GT(infinite, 100) << p;
    EXPECT_EQ(mismatches(p, c, "scaled integers near the range ends"), 0);
  }
}

TEST(Values, TiesSubnormalsAndOverflow) {
  std::mt19937_64 rng(1203);
  for (const char* p : predicates) {
    std::vector<std::vector<double>> queries = ties(p, rng, 2000);
    // Every family, scaled so that the value lands below the normal range, at its edge and
    // near overflow.
    for (auto f : {exactpred::testing::family::random, exactpred::testing::family::near_degenerate,
                   exactpred::testing::family::lattice}) {
      for (const auto& q : exactpred::testing::make_queries(p, f, 300, 7)) {
        for (int target : {-1200, -1100, -1075, -1074, -1060, -1023, -1022, 1000, 1023, 1024}) {
          // Scale so that the largest coordinate is about 2^(target / degree).
          double largest = 0;
          for (double v : q) largest = std::max(largest, std::fabs(v));
          if (largest == 0) continue;
          const int degree = std::string(p) == "orient2d"   ? 2
                             : std::string(p) == "orient3d" ? 3
                             : std::string(p) == "incircle" ? 4
                                                            : 5;
          const int k = target / degree - std::ilogb(largest);
          queries.push_back(scaled(q, k));
        }
      }
    }
    const std::size_t n_ties =
        std::string(p) == "orient2d" || std::string(p) == "orient3d" ? 2000 : 0;
    for (std::size_t i = 0; i < n_ties; ++i) {
      for (int k : {-530, -520, -510, -300, 200, 250, 255})
        queries.push_back(scaled(queries[i], k));
    }
    const checked c = with_references(p, queries);
    EXPECT_EQ(mismatches(p, c, "ties, subnormal and overflowing values"), 0);
    // The set reaches every kind of result.
    int subnormal = 0, infinite = 0, tie_like = 0;
    for (double e : c.expected) {
      subnormal += e != 0 && std::fabs(e) < 0x1p-1022;
      infinite += std::isinf(e);
    }
    for (std::size_t i = 0; i < n_ties && i < c.expected.size(); ++i)
      tie_like += c.expected[i] != 0;
    EXPECT_GT(subnormal, 50) << p;
    EXPECT_GT(infinite, 50) << p;
    if (n_ties > 0) {
      EXPECT_GT(tie_like, 1000) << p;
    }
  }
}

// The double-double stage's certificate on its own: hi + lo and a bound err on |X - (hi + lo)|,
// with hi + lo near a midpoint between doubles (|lo| near half a gap, hi near a power of two,
// err near the distance left), and scalings that reach the subnormal range. Whenever the
// certificate answers, both extremes hi + lo - err and hi + lo + err must round to its answer
// (rounding is monotone, so every X between them does too).
TEST(Values, CertifiedRoundingHoldsAtTheExtremesOfItsInterval) {
  std::mt19937_64 rng(31);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  int answered = 0, declined = 0;
  for (int i = 0; i < 200000; ++i) {
    const int e = static_cast<int>(rng() % 40) - 20;
    // hi: a power of two, its neighbour, or any double.
    double hi = std::ldexp(1.0 + (rng() % 3 == 0 ? 0.0 : unit(rng)), e);
    if (rng() % 4 == 0) hi = std::nextafter(hi, 0.0);
    if (rng() & 1) hi = -hi;
    const double ulp_above = std::nextafter(std::fabs(hi), INFINITY) - std::fabs(hi);
    const double ulp_below = std::fabs(hi) - std::nextafter(std::fabs(hi), 0.0);
    // lo within half the gap on its side (hi is then hi + lo rounded to nearest), near its edge.
    const bool toward_zero = rng() & 1;
    const double half = (toward_zero ? ulp_below : ulp_above) / 2;
    const double lo_mag = half * (1 - std::ldexp(unit(rng), -static_cast<int>(rng() % 60)));
    const double lo = (hi > 0) == toward_zero ? -lo_mag : lo_mag;
    const double err = std::ldexp(unit(rng), -static_cast<int>(rng() % 120)) * half;
    const int scale = rng() % 3 == 0 ? -1021 - static_cast<int>(rng() % 60) - e
                                     : static_cast<int>(rng() % 200) - 100;
    const double got = exactpred::detail::certified_rounding(hi, lo, err, scale);
    if (std::isnan(got)) {
      ++declined;
      continue;
    }
    ++answered;
    const mpq_class two_scale =
        scale >= 0 ? mpq_class(mpz_class(1) << scale) : mpq_class(1, mpz_class(1) << -scale);
    const mpq_class centre = exact(hi) + exact(lo);
    for (const mpq_class& x : {mpq_class(centre - exact(err)), mpq_class(centre + exact(err))}) {
      const double expected = round_nearest(x * two_scale);
      ASSERT_EQ(bits(got), bits(expected))
          << std::hexfloat << "hi " << hi << " lo " << lo << " err " << err << " scale " << std::dec
          << scale << ": got " << std::hexfloat << got << ", expected " << expected;
    }
  }
  EXPECT_GT(answered, 50000);
  EXPECT_GT(declined, 50000);
}

/// rounded_if_certain on its own: s + tail near a midpoint between doubles (tail near half a gap
/// of s, s near a power of two, err near the distance left), with u |tail| <= err / 2 and err = 0
/// or at least 2^-1020 (its preconditions), down to the bottom of the normal range; whenever it
/// answers, both extremes s + tail - err and s + tail + err must round to its answer. `csr`: the
/// MXCSR it runs under (flush-to-zero and denormals-are-zero on x86), round to nearest always.
void check_rounded_if_certain(unsigned csr) {
  std::mt19937_64 rng(37 + csr);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  int answered = 0, declined = 0;
  for (int i = 0; i < 200000; ++i) {
    const int e =
        rng() % 4 == 0 ? -1022 + static_cast<int>(rng() % 40) : static_cast<int>(rng() % 400) - 200;
    double s = std::ldexp(1.0 + (rng() % 3 == 0 ? 0.0 : unit(rng)), e);
    if (rng() % 4 == 0 && e > -1022) s = std::nextafter(s, 0.0);
    if (rng() & 1) s = -s;
    const double gap_above = std::nextafter(std::fabs(s), INFINITY) - std::fabs(s);
    const double gap_below = std::fabs(s) - std::nextafter(std::fabs(s), 0.0);
    const bool toward_zero = rng() & 1;
    const double half = (toward_zero ? gap_below : gap_above) / 2;
    // tail near half a gap (within 2^-k of it), or anywhere up to a few gaps, on either side.
    double tail = rng() % 4 == 0
                      ? std::ldexp(unit(rng), 1 - static_cast<int>(rng() % 8)) * half
                      : half * (1 - std::ldexp(unit(rng), -static_cast<int>(rng() % 60)));
    if ((s > 0) == toward_zero) tail = -tail;
    // Or tail near -s, exact (err = 0): s + tail is then tiny, subnormal near the bottom.
    const bool cancel = rng() % 16 == 0;
    if (cancel) tail = -s * (1 - std::ldexp(1.0, -static_cast<int>(rng() % 50) - 1));
    if (std::fabs(tail) < 0x1p-1022) tail = 0;  // no subnormal tail (the kernels form none)
    double err = 0;
    if (rng() % 8 != 0 && !cancel) {
      err = std::ldexp(unit(rng), -static_cast<int>(rng() % 110)) * half;
      err = std::fmax(err, 0x1p-52 * std::fabs(tail) * (1 + unit(rng)));
      err = std::fmax(err, 0x1p-1020 * (1 + unit(rng)));
    }
    double got = NAN, margin = 2 * err;
    bool certain = false;
#if defined(EXACTPRED_TEST_X86)
    // The empty statements keep the compiler from moving the arithmetic across the changes of
    // the control register.
    _mm_setcsr(csr);
    __asm__ volatile("" : "+x"(s), "+x"(tail), "+x"(margin));
#endif
    certain = exactpred::detail::rounded_if_certain(s, tail, margin, got);
#if defined(EXACTPRED_TEST_X86)
    __asm__ volatile("" : "+x"(got), "+r"(certain));
    _mm_setcsr(0x1F80);
#endif
    if (!certain) {
      ++declined;
      continue;
    }
    ++answered;
    const mpq_class centre = exact(s) + exact(tail);
    for (const mpq_class& x : {mpq_class(centre - exact(err)), mpq_class(centre + exact(err))}) {
      const double expected = round_nearest(x);
      ASSERT_EQ(bits(got), bits(expected))
          << std::hexfloat << "s " << s << " tail " << tail << " err " << err << ": got " << got
          << ", expected " << expected << std::dec << " (MXCSR 0x" << std::hex << csr << ")";
    }
  }
  EXPECT_GT(answered, 40000);
  EXPECT_GT(declined, 40000);
}

TEST(Values, RoundedIfCertainHoldsAtTheExtremesOfItsInterval) {
  check_rounded_if_certain(0x1F80);
#if defined(EXACTPRED_TEST_X86)
  check_rounded_if_certain(0x9FC0);  // flush-to-zero and denormals-are-zero
#endif
}

TEST(Values, ExactZeroIsPositiveZero) {
  const double v = exactpred::orient2d_value({1, 1}, {2, 2}, {3, 3});
  EXPECT_EQ(bits(v), bits(0.0));
  const double w = exactpred::incircle_value({-0.0, 0}, {1, 0}, {0, 1}, {1, 1});
  EXPECT_EQ(bits(w), bits(0.0));
  // A negative value below half the least subnormal rounds to -0.
  const double t = 0x1p-600;
  EXPECT_EQ(bits(exactpred::orient2d_value({0, 0}, {0, t}, {t, 0})), bits(-0.0));
  EXPECT_EQ(bits(exactpred::orient2d_value({0, 0}, {t, 0}, {0, t})), bits(0.0));
}

TEST(Values, NonFiniteInputThrows) {
  EXPECT_THROW(exactpred::orient2d_value({0, 0}, {1, NAN}, {2, 2}), exactpred::invalid_input);
  EXPECT_THROW(
      exactpred::insphere_value({0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {INFINITY, 0, 0}),
      exactpred::invalid_input);
}

#if defined(EXACTPRED_TEST_X86)
TEST(Values, SameBitsInEveryEnvironment) {
  for (const char* p : predicates) {
    std::vector<std::vector<double>> queries;
    // Lattice and degenerate: snapped input, whose lattice stage runs before the library sets
    // its environment (inside the value window) and on the rescaled inputs (outside it).
    for (auto f : {exactpred::testing::family::random, exactpred::testing::family::near_degenerate,
                   exactpred::testing::family::extreme, exactpred::testing::family::lattice,
                   exactpred::testing::family::degenerate}) {
      for (auto& q : exactpred::testing::make_queries(p, f, 300, 99)) queries.push_back(q);
    }
    expect_same_bits_in_every_environment(p, with_references(p, queries));
  }
}
#endif

}  // namespace
