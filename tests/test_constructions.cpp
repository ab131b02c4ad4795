// SPDX-License-Identifier: MIT
// tests/test_constructions.cpp — the correctly rounded constructions (constructions.hpp, SPEC
// §11) against CGAL: each point constructed exactly in Simple_cartesian<Exact_rational> and
// rounded per coordinate by MPFR, with the word `exact` when the rational is its double
// (oracle/cgal_constructions.cpp, oracle/cgal_implicit.cpp), compared as the oracle prints both.
// Every construction (round_ip of p2, ssi, p3, lpi, tpi; the three circumcentres) on random,
// near-degenerate (nearly parallel lines and planes, nearly collinear and coplanar points),
// pooled (repeated and coincident points: exact points and undefined constructions), lattice,
// extreme-exponent and tie inputs (a coordinate exactly halfway between two doubles), and every
// family scaled so that the point lands among the subnormals or near overflow; then every
// floating-point environment, and the C++ API's errors. (Under a sanitizer the query counts are
// divided by EXACTPRED_TEST_DIVISOR, tests/support/test_scale.hpp.)
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#if defined(__SSE2__)
#include <xmmintrin.h>
#endif

#include "cgal_reference.hpp"
#include "exactpred/constructions.hpp"
#include "query.hpp"
#include "support/construction_families.hpp"
#include "support/test_scale.hpp"

namespace {

using namespace exactpred::testing;  // construction_families.hpp

/// x with every coordinate scaled by 2^k (nullopt-like empty when a coordinate would not be
/// exact or finite).
std::vector<double> scaled_by(std::vector<double> x, int k) {
  for (double& v : x) {
    const double s = std::ldexp(v, k);
    if (!std::isfinite(s) || std::ldexp(s, -k) != v) return {};
    v = s;
  }
  return x;
}

std::string show(const exactpred::query::line_result& r) {
  return r.status == exactpred::query::line_result::error ? std::string("error") : r.text;
}

struct tally {
  int total = 0, mismatches = 0, exact = 0, rounded = 0, errors = 0, subnormal = 0, infinite = 0;
};

void compare(const std::string& line, const char* what, tally& t) {
  const std::string ours = show(exactpred::query::evaluate_line(line));
  const std::string cgal =
      show(exactpred::query::evaluate_line(line, exactpred::oracle::reference_evaluator));
  ++t.total;
  if (ours != cgal && ++t.mismatches <= 5) {
    ADD_FAILURE() << what << ": exactpred '" << ours << "', CGAL '" << cgal << "' for\n  " << line;
  }
  t.exact += cgal.size() > 5 && cgal.compare(cgal.size() - 5, 5, "exact") == 0;
  t.rounded += cgal.size() > 7 && cgal.compare(cgal.size() - 7, 7, "rounded") == 0;
  t.errors += cgal == "error";
  t.infinite += cgal.find("inf") != std::string::npos;
  t.subnormal += cgal.find("e-31") != std::string::npos || cgal.find("e-32") != std::string::npos;
}

TEST(Constructions, AgreeWithCgalOnEveryFamily) {
  construction_generator g(20261203);
  for (const construction& c : constructions) {
    tally t;
    for (int f = 0; f < cf_family_count; ++f) {
      for (int i = 0; i < scaled(400, 100); ++i) {
        compare(construction_line(c, g.query(c, f)), construction_family_name(f), t);
      }
    }
    EXPECT_EQ(t.mismatches, 0) << label(c) << ": " << t.mismatches << " of " << t.total;
    EXPECT_GT(t.exact, 0) << label(c);
    if (c.points > 1) {  // an explicit point is never rounded
      EXPECT_GT(t.rounded, 0) << label(c);
      EXPECT_GT(t.errors, 0) << label(c);  // pooled: undefined constructions
    }
    std::printf("%s: %d queries, %d exact, %d rounded, %d errors, %d inf, %d subnormal\n",
                label(c).c_str(), t.total, t.exact, t.rounded, t.errors, t.infinite, t.subnormal);
  }
}

// Scaled so that the point lands below the normal range, at its edge, or near overflow.
TEST(Constructions, SubnormalAndOverflowingPoints) {
  construction_generator g(1203);
  for (const construction& c : constructions) {
    tally t;
    for (int f : {cf_random, cf_near_degenerate, cf_lattice, cf_ties}) {
      for (int i = 0; i < scaled(120, 40); ++i) {
        const std::vector<double> x = g.query(c, f);
        double largest = 0;
        for (double v : x) largest = std::max(largest, std::fabs(v));
        if (largest == 0) continue;
        for (int target :
             {-1090, -1074, -1060, -1040, -1022, -250, -120, 120, 250, 960, 1000, 1020, 1023}) {
          const std::vector<double> y = scaled_by(x, target - std::ilogb(largest));
          if (!y.empty()) compare(construction_line(c, y), "scaled", t);
        }
      }
    }
    EXPECT_EQ(t.mismatches, 0) << label(c) << ": " << t.mismatches << " of " << t.total;
    if (c.points > 1) {
      EXPECT_GT(t.infinite, 0) << label(c);
    }
    std::printf("%s: %d queries, %d exact, %d rounded, %d errors, %d inf, %d subnormal\n",
                label(c).c_str(), t.total, t.exact, t.rounded, t.errors, t.infinite, t.subnormal);
  }
}

// The answers do not depend on the caller's floating-point environment: every rounding mode,
// and flush-to-zero with denormals-are-zero (x86).
TEST(Constructions, AnyFloatingPointEnvironment) {
  construction_generator g(99);
  std::vector<std::string> lines, expected;
  for (const construction& c : constructions) {
    for (int f : {cf_random, cf_near_degenerate, cf_extreme, cf_ties}) {
      for (int i = 0; i < 40; ++i) {
        std::vector<double> x = g.query(c, f);
        if (i % 4 == 0) {
          double largest = 0;
          for (double v : x) largest = std::max(largest, std::fabs(v));
          if (largest != 0) {
            const std::vector<double> y = scaled_by(x, -1070 - std::ilogb(largest));
            if (!y.empty()) x = y;
          }
        }
        lines.push_back(construction_line(c, x));
        expected.push_back(show(
            exactpred::query::evaluate_line(lines.back(), exactpred::oracle::reference_evaluator)));
      }
    }
  }
  const int modes[] = {FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
  for (int m = 0; m < 4; ++m) {
#if defined(__SSE2__)
    const unsigned csr = _mm_getcsr();
    if (m == 3) _mm_setcsr(csr | 0x8040);  // FTZ and DAZ
#else
    if (m == 3) continue;
#endif
    if (m < 3) {
      ASSERT_EQ(std::fesetround(modes[m]), 0);
    }
    int mismatches = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::string got = show(exactpred::query::evaluate_line(lines[i]));
      if (got != expected[i] && ++mismatches <= 3) {
        ADD_FAILURE() << "environment " << m << ": " << got << " instead of " << expected[i]
                      << " for\n  " << lines[i];
      }
    }
    std::fesetround(FE_TONEAREST);
#if defined(__SSE2__)
    _mm_setcsr(csr);
#endif
    EXPECT_EQ(mismatches, 0) << "environment " << m;
  }
}

TEST(Constructions, ExplicitPointsAndZeros) {
  using exactpred::point2;
  using exactpred::point3;
  const exactpred::rounded_point2 p = exactpred::rounded(point2{-0.0, 0x1p-1074});
  EXPECT_TRUE(p.exact);
  EXPECT_FALSE(std::signbit(p.point.x));
  EXPECT_EQ(p.point.y, 0x1p-1074);
  // The centre of the circle through (-1, 0), (1, 0), (0, 1) is the origin: +0.0, exactly.
  const exactpred::rounded_point2 o =
      exactpred::circumcenter(point2{-1, 0}, point2{1, 0}, point2{0, 1});
  EXPECT_TRUE(o.exact);
  EXPECT_FALSE(std::signbit(o.point.x));
  EXPECT_FALSE(std::signbit(o.point.y));
  // A non-zero coordinate below half the least subnormal rounds to a zero of its sign: the line
  // (0, 0) -> (1, -2^-1000) meets x = 2^-100 at y = -2^-1100.
  const exactpred::rounded_point2 z =
      exactpred::rounded(exactpred::ssi{{0, 0}, {1, -0x1p-1000}, {0x1p-100, 0}, {0x1p-100, 1}});
  EXPECT_FALSE(z.exact);
  EXPECT_EQ(z.point.x, 0x1p-100);
  EXPECT_EQ(z.point.y, 0.0);
  EXPECT_TRUE(std::signbit(z.point.y));
  // An axis-parallel line: the coordinate is the defining double itself.
  const exactpred::rounded_point2 a =
      exactpred::rounded(exactpred::ssi{{0.1, -1}, {0.1, 1}, {-1, 0.3}, {1, 0.7}});
  EXPECT_EQ(a.point.x, 0.1);
}

TEST(Constructions, UndefinedAndNonFiniteInputThrow) {
  using exactpred::invalid_input;
  using exactpred::point2;
  using exactpred::point3;
  EXPECT_THROW(exactpred::circumcenter(point2{0, 0}, point2{1, 1}, point2{2, 2}), invalid_input);
  EXPECT_THROW(exactpred::circumcenter(point2{0, 0}, point2{0, 0}, point2{2, 3}), invalid_input);
  EXPECT_THROW(exactpred::circumcenter(point3{0, 0, 0}, point3{1, 1, 1}, point3{2, 2, 2}),
               invalid_input);
  EXPECT_THROW(
      exactpred::circumcenter(point3{0, 0, 0}, point3{1, 0, 0}, point3{0, 1, 0}, point3{1, 1, 0}),
      invalid_input);
  EXPECT_THROW(exactpred::rounded(exactpred::ssi{{0, 0}, {1, 1}, {0, 1}, {1, 2}}), invalid_input);
  EXPECT_THROW(exactpred::circumcenter(point2{0, NAN}, point2{1, 0}, point2{0, 1}), invalid_input);
  EXPECT_THROW(exactpred::rounded(point3{0, INFINITY, 0}), invalid_input);
  try {
    exactpred::rounded(exactpred::lpi{{0, 0, 0}, {1, 1, 0}, {0, 0, 1}, {1, 0, 1}, {0, 1, 1}});
    ADD_FAILURE() << "a line parallel to its plane must throw";
  } catch (const invalid_input& e) {
    EXPECT_NE(std::string(e.what()).find("parallel"), std::string::npos) << e.what();
  }
}

}  // namespace
