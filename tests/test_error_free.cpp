// SPDX-License-Identifier: MIT
// The error-free evaluation (exactpred/detail/error_free.hpp): whenever it answers, in any
// rounding mode, its answer is the exact sign (checked against the exact-integer strategy);
// it answers every query whose every operation is exact (small integers times 2^k, exactly
// degenerate or not); each operation's check rejects the inexact cases, whichever operand
// dominates. This translation unit is compiled with -frounding-math (mode changes stay where
// they are written); a second build adds -O3 -march=native -ffp-contract=fast, which on a CPU
// with FMA checks products with it and lets the compiler contract the formula.
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "exactpred/exactpred.hpp"
#include "support/core_formulas.hpp"

namespace {

using namespace exactpred;
using detail::checked_value;

const int modes[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};

/// Queries of F whose coordinates are B-bit integers times 2^k: a quarter with two equal points,
/// a quarter with the last point on the line through the first two, the rest general.
template <class F>
std::vector<std::vector<double>> integer_queries(int bits, std::mt19937_64& rng, int count) {
  std::vector<std::vector<double>> out;
  for (int q = 0; q < count; ++q) {
    std::vector<double> x(F::arity);
    for (double& v : x) {
      const double m = static_cast<double>(rng() & ((std::uint64_t{1} << bits) - 1));
      v = rng() % 2 ? -m : m;
    }
    if (q % 4 == 0) {
      exactpred::testing::repeat_first_point<F>(x);
    } else if (q % 4 == 1) {
      exactpred::testing::put_last_point_on_line<F>(x, static_cast<double>(rng() % 3));
    }
    const int k = static_cast<int>(rng() % 81) - 40;
    for (double& v : x) v = std::ldexp(v, k);
    out.push_back(x);
  }
  return out;
}

/// Random doubles of mixed magnitudes: most evaluations are inexact.
template <class F>
std::vector<std::vector<double>> random_queries(std::mt19937_64& rng, int count) {
  std::uniform_real_distribution<double> u(-1, 1);
  std::vector<std::vector<double>> out;
  for (int q = 0; q < count; ++q) {
    std::vector<double> x(F::arity);
    for (double& v : x) v = std::ldexp(u(rng), static_cast<int>(rng() % 60) - 30);
    out.push_back(x);
  }
  return out;
}

/// Integer inputs of this many bits make every operation of F exact (see below).
template <class F>
int formula_degree_bits() {
  const std::string name = F::name;
  return name == "orient2d" ? 24 : name == "orient3d" ? 14 : name == "incircle" ? 10 : 8;
}

struct tally {
  std::size_t answered = 0, wrong = 0;
};

template <class F>
tally check(const std::vector<std::vector<double>>& queries) {
  tally t;
  for (int mode : modes) {
    EXPECT_EQ(std::fesetround(mode), 0);
    for (const auto& x : queries) {
      const auto s = detail::error_free_sign<F>(x.data());
      if (!s) continue;
      ++t.answered;
      std::fesetround(FE_TONEAREST);
      if (*s != detail::exact_sign<F>(x.data()) && t.wrong++ < 5) {
        ADD_FAILURE() << F::name << " rounding mode " << mode << ": wrong sign";
      }
      std::fesetround(mode);
    }
  }
  std::fesetround(FE_TONEAREST);
  return t;
}

template <class F>
class ErrorFree : public ::testing::Test {};
TYPED_TEST_SUITE(ErrorFree, exactpred::testing::core_formulas);

TYPED_TEST(ErrorFree, AnswersOnlyExactSignsInEveryRoundingMode) {
  using F = TypeParam;
  std::mt19937_64 rng(20261201);
  for (int bits = 1; bits <= 30; ++bits) {
    const tally t = check<F>(integer_queries<F>(bits, rng, 400));
    EXPECT_EQ(t.wrong, 0u) << "integers of " << bits << " bits";
  }
  const tally r = check<F>(random_queries<F>(rng, 4000));
  EXPECT_EQ(r.wrong, 0u) << "random doubles";
  // Random doubles of 53 bits almost never multiply exactly.
  EXPECT_LT(r.answered, 4u * 40u);
}

TYPED_TEST(ErrorFree, AnswersEveryQueryOfSmallIntegers) {
  using F = TypeParam;
  // Inputs of B bits give differences below 2^(B + 1); every intermediate value then stays
  // below 2^53 and every product's factors span at most 53 bits together: B = 24 for orient2d
  // (products below 2^50), 14 for orient3d (minors below 2^31, products below 2^46), 10 for
  // incircle (lifts and minors below 2^23) and 8 for insphere (3x3 minors below 2^30, lifts
  // below 2^20). Every operation is exact, so every query is answered.
  const int bits = formula_degree_bits<F>();
  std::mt19937_64 rng(7);
  const auto queries = integer_queries<F>(bits, rng, 4000);
  const tally t = check<F>(queries);
  EXPECT_EQ(t.wrong, 0u);
  EXPECT_EQ(t.answered, 4 * queries.size()) << F::name << " with " << bits << "-bit integers";
}

bool exact(const checked_value& v) { return v.residual == 0; }

// Each operation's check, with either operand dominating, in every rounding mode.
TEST(ErrorFreeOperations, RejectEveryInexactResult) {
  const double tiny = std::ldexp(1.0, -60), big = std::ldexp(1.0, 60);
  for (int mode : modes) {
    ASSERT_EQ(std::fesetround(mode), 0);
    const checked_value one{1, 0}, t{tiny, 0}, b{big, 0}, three{3, 0}, five{5, 0};
    EXPECT_FALSE(exact((one + t)));
    EXPECT_FALSE(exact((t + one)));
    EXPECT_FALSE(exact((one - t)));
    EXPECT_FALSE(exact((t - one)));
    EXPECT_FALSE(exact((b - one)));
    EXPECT_FALSE(exact((one - b)));
    EXPECT_FALSE(exact((b + one)));
    EXPECT_FALSE(exact((-one + b)));
    EXPECT_TRUE(exact((three - five)));
    EXPECT_TRUE(exact((five + -three)));
    EXPECT_TRUE(exact((b - b)));
    EXPECT_TRUE(exact((b * t)));
    const double third = 1.0 / 3;  // 53 significant bits
    const checked_value th{third, 0};
    EXPECT_FALSE(exact((th * th)));
    EXPECT_FALSE(exact((th * three)));
    EXPECT_TRUE(exact((th * checked_value{4, 0})));
    EXPECT_FALSE(exact((th * checked_value{4, 1})));  // an inexact operand stays inexact
  }
  std::fesetround(FE_TONEAREST);
}

// Without a fused multiply-add, a product is certified by the widths of its factors'
// significands: the rule must never accept an inexact product (checked against fma), and must
// accept the exact products of factors of few bits and of powers of two.
TEST(ErrorFreeOperations, SignificandWidthRuleIsSound) {
  EXPECT_EQ(detail::significand_width(0.0), 1);
  EXPECT_EQ(detail::significand_width(1.0), 1);
  EXPECT_EQ(detail::significand_width(-3.0), 2);
  EXPECT_EQ(detail::significand_width(1.0 / 3), 53);
  EXPECT_EQ(detail::significand_width(std::ldexp(5.0, -900)), 3);
  std::mt19937_64 rng(3);
  std::size_t accepted = 0, accepted_power = 0;
  for (int i = 0; i < 200000; ++i) {
    const int wa = 1 + static_cast<int>(rng() % 53), wb = 1 + static_cast<int>(rng() % 53);
    const auto odd = [&](int w) {  // an odd integer of exactly w bits
      const std::uint64_t top = std::uint64_t{1} << (w - 1);
      return static_cast<double>(top | (rng() & (top - 1)) | 1);
    };
    const double a = std::ldexp(odd(wa), static_cast<int>(rng() % 40) - 20);
    const double b = -std::ldexp(odd(wb), static_cast<int>(rng() % 40) - 20);
    ASSERT_EQ(detail::significand_width(a), wa);
    const bool exact = std::fma(a, b, -(a * b)) == 0.0;
    if (detail::significands_fit_product(a, b)) {
      ++accepted;
      accepted_power += wa == 1 || wb == 1;
      EXPECT_TRUE(exact) << a << " * " << b;
    } else {
      EXPECT_GT(wa + wb, 53);  // rejected only when the widths exceed the format
    }
  }
  EXPECT_GT(accepted, 1000u);
  EXPECT_GT(accepted_power, 100u);
}

}  // namespace
