// SPDX-License-Identifier: MIT
// Unit tests of the expansion primitives (src/expansion.hpp) and of the expansion type that
// the expansion strategy evaluates formulas with. Values are checked against exact integer
// arithmetic (__int128) on inputs chosen so the exact results fit.
#include <gtest/gtest.h>

#include <algorithm>
#include <cfenv>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <utility>
#include <vector>

#include "exactpred/detail/formulas.hpp"
#include "exactpred/detail/meshing_formulas.hpp"
#include "exactpred/detail/planar_formulas.hpp"
#include "exactpred/detail/sos_formulas.hpp"
#include "exactpred/detail/spatial_formulas.hpp"
#include "exactpred/detail/volume_formulas.hpp"
#include "expansion.hpp"
#include "fp_env.hpp"
#include "int256.hpp"
#include "stages_impl.hpp"
#include "wide_int.hpp"

#include <boost/multiprecision/cpp_int.hpp>

namespace {

namespace xp = exactpred::detail::xp;
using exactpred::sign;

// Exact value of an expansion whose components are integers below 2^120 in magnitude.
__int128 value(const double* e, int n) {
  __int128 s = 0;
  for (int i = 0; i < n; ++i) s += static_cast<__int128>(e[i]);
  return s;
}

// Nonoverlapping: each component's lowest set bit lies above the previous one's highest.
bool nonoverlapping_increasing(const double* e, int n) {
  for (int i = 0; i < n; ++i) {
    if (e[i] == 0) return false;
  }
  for (int i = 1; i < n; ++i) {
    int ehi;
    std::frexp(e[i - 1], &ehi);  // |e[i-1]| < 2^ehi
    // e[i] must be a multiple of 2^ehi (its lowest set bit at or above ehi).
    if (std::fmod(e[i], std::ldexp(1.0, ehi)) != 0) return false;
  }
  return true;
}

std::int64_t random_int(std::mt19937_64& rng, int bits) {
  const std::uint64_t m = bits >= 63 ? ~std::uint64_t{0} >> 1 : (std::uint64_t{1} << bits) - 1;
  std::int64_t v = static_cast<std::int64_t>(rng() & m);
  return (rng() & 1) ? -v : v;
}

TEST(ExpansionPrimitives, TwoSumIsExact) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 100000; ++i) {
    const double a =
        std::ldexp(static_cast<double>(random_int(rng, 53)), static_cast<int>(rng() % 40));
    const double b = static_cast<double>(random_int(rng, 53));
    double s, e;
    xp::two_sum(a, b, s, e);
    ASSERT_EQ(static_cast<__int128>(s) + static_cast<__int128>(e),
              static_cast<__int128>(a) + static_cast<__int128>(b));
    ASSERT_EQ(s, a + b);
  }
}

TEST(ExpansionPrimitives, FastTwoSumIsExactWhenOrdered) {
  std::mt19937_64 rng(8);
  for (int i = 0; i < 100000; ++i) {
    double a = static_cast<double>(random_int(rng, 53)) * 1024.0;
    double b = static_cast<double>(random_int(rng, 40));
    if (std::fabs(a) < std::fabs(b)) std::swap(a, b);
    double s, e;
    xp::fast_two_sum(a, b, s, e);
    ASSERT_EQ(static_cast<__int128>(s) + static_cast<__int128>(e),
              static_cast<__int128>(a) + static_cast<__int128>(b));
  }
}

TEST(ExpansionPrimitives, TwoProductIsExact) {
  std::mt19937_64 rng(9);
  for (int i = 0; i < 100000; ++i) {
    const double a = static_cast<double>(random_int(rng, 53));
    const double b = static_cast<double>(random_int(rng, 53));
    double p, e;
    xp::two_product(a, b, p, e);
    ASSERT_EQ(static_cast<__int128>(p) + static_cast<__int128>(e),
              static_cast<__int128>(a) * static_cast<__int128>(b));
    ASSERT_EQ(p, a * b);
  }
}

TEST(ExpansionPrimitives, TwoProductOfSmallValuesIsExact) {
  // (1 + 2^-52) 2^-400 squared = (1 + 2^-51) 2^-800 + 2^-904: both parts are representable.
  const double a = std::ldexp(1.0 + 0x1p-52, -400);
  double p, e;
  xp::two_product(a, a, p, e);
  EXPECT_EQ(p, std::ldexp(1.0 + 0x1p-51, -800));
  EXPECT_EQ(e, std::ldexp(1.0, -904));
}

TEST(ExpansionPrimitives, SumScaleCompressAreExactAndNonoverlapping) {
  std::mt19937_64 rng(10);
  for (int iter = 0; iter < 20000; ++iter) {
    // Two expansions built from integer two-sums, values below 2^100.
    double e[8], f[8];
    int ne = 0, nf = 0;
    for (int k = 0; k < 3; ++k) {
      double g[16];
      const double x =
          std::ldexp(static_cast<double>(random_int(rng, 30)), static_cast<int>(rng() % 60));
      const int n = xp::sum(e, ne, &x, x != 0 ? 1 : 0, false, g);
      for (int i = 0; i < n; ++i) e[i] = g[i];
      ne = n;
      const double y =
          std::ldexp(static_cast<double>(random_int(rng, 30)), static_cast<int>(rng() % 60));
      const int m = xp::sum(f, nf, &y, y != 0 ? 1 : 0, true, g);
      for (int i = 0; i < m; ++i) f[i] = g[i];
      nf = m;
    }
    ASSERT_TRUE(nonoverlapping_increasing(e, ne));
    ASSERT_TRUE(nonoverlapping_increasing(f, nf));
    double h[16];
    const int nh = xp::sum(e, ne, f, nf, (iter & 1) != 0, h);
    const __int128 expected =
        (iter & 1) ? value(e, ne) - value(f, nf) : value(e, ne) + value(f, nf);
    ASSERT_EQ(value(h, nh), expected);
    ASSERT_TRUE(nonoverlapping_increasing(h, nh));
    const double b = static_cast<double>(random_int(rng, 12));
    double s[32];
    const int ns = xp::scale(h, nh, b, s);
    ASSERT_EQ(value(s, ns), expected * static_cast<__int128>(b));
    ASSERT_TRUE(nonoverlapping_increasing(s, ns));
    const int nc = xp::compress(s, ns);
    ASSERT_LE(nc, ns);
    ASSERT_EQ(value(s, nc), expected * static_cast<__int128>(b));
    ASSERT_TRUE(nonoverlapping_increasing(s, nc));
    const sign want = expected * static_cast<__int128>(b) > 0   ? sign::positive
                      : expected * static_cast<__int128>(b) < 0 ? sign::negative
                                                                : sign::zero;
    ASSERT_EQ(xp::sign_of(s, nc), want);
  }
}

TEST(ExpansionPrimitives, ZeroIsTheEmptyExpansion) {
  const double a = 3.0;
  double h[4];
  EXPECT_EQ(xp::sum(&a, 1, &a, 1, true, h), 0);
  EXPECT_EQ(xp::scale(&a, 1, 0.0, h), 0);
  EXPECT_EQ(xp::sign_of(h, 0), sign::zero);
}

TEST(ExpansionType, ProductOfExpansionsMatchesIntegers) {
  using exactpred::detail::expansion;
  std::mt19937_64 rng(11);
  for (int iter = 0; iter < 20000; ++iter) {
    const double a0 = static_cast<double>(random_int(rng, 25)),
                 a1 = static_cast<double>(random_int(rng, 25));
    const double b0 = static_cast<double>(random_int(rng, 25)),
                 b1 = static_cast<double>(random_int(rng, 25));
    const auto leaf = [](double v) {
      expansion<1> e;
      e.n = v != 0;
      e.c[0] = v;
      return e;
    };
    const auto r = (leaf(a0) - leaf(a1) * leaf(std::ldexp(1.0, 40))) * (leaf(b0) + leaf(b1));
    ASSERT_TRUE(r.ok);
    const __int128 want =
        (static_cast<__int128>(a0) - static_cast<__int128>(a1) * (static_cast<__int128>(1) << 40)) *
        (static_cast<__int128>(b0) + static_cast<__int128>(b1));
    ASSERT_EQ(value(r.c, r.n), want);
  }
}

// Three sums that together tell round-to-nearest from the three directed modes.
bool rounds_to_nearest() {
  volatile double tiny = 0x1p-60;
  volatile double most_of_ulp = 0x1.8p-53;
  volatile double a = 1.0 + tiny;         // nearest, down, toward zero: 1
  volatile double b = -1.0 - tiny;        // nearest, up, toward zero: -1
  volatile double c = 1.0 + most_of_ulp;  // nearest, up: 1 + 2^-52
  return a == 1.0 && b == -1.0 && c == 1.0 + 0x1p-52;
}

TEST(FpEnv, GuardSetsNearestAndRestoresTheCallersMode) {
  const int modes[] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
  for (int mode : modes) {
    ASSERT_EQ(std::fesetround(mode), 0);
    const bool nearest_before = rounds_to_nearest();
    EXPECT_EQ(nearest_before, mode == FE_TONEAREST);
    {
      exactpred::detail::fp_env_guard g;
      EXPECT_TRUE(rounds_to_nearest()) << "mode " << mode;
    }
    EXPECT_EQ(rounds_to_nearest(), nearest_before);
    EXPECT_EQ(std::fegetround(), mode);
  }
  std::fesetround(FE_TONEAREST);
}

// The branch-free exponent scan of the slow path against anatomy(), one input at a time, on
// arrays mixing signed zeros, normal numbers of every exponent, subnormals, infinities and NaN.
TEST(ExponentRange, MatchesAnatomy) {
  using exactpred::detail::anatomy;
  using exactpred::detail::exponent_range;
  std::mt19937_64 rng(21);
  const auto draw = [&rng]() {
    std::uint64_t b = rng();
    switch (rng() % 8) {
      case 0:
        return (rng() & 1) ? -0.0 : 0.0;
      case 1:
        b &= ~(std::uint64_t{0x7ff} << 52);  // subnormal (or zero)
        break;
      case 2:
        b &= ~((std::uint64_t{1} << (rng() % 53)) - 1);  // few significant bits
        break;
      case 3:
        if (rng() % 16 == 0) return (rng() & 1) ? HUGE_VAL : std::nan("");
        break;
      default:
        break;
    }
    double v;
    std::memcpy(&v, &b, sizeof v);
    return std::isnan(v) || std::isinf(v) ? 1.5 : v;
  };
  // Every count the formulas use, odd and even (the SSE2 pass takes two inputs at a time), and
  // one given at run time.
  const auto check = [](const double* x, int n, const exponent_range& r) {
    bool all_zero = true, subnormal = false, not_finite = false;
    int low = 0, high = 0;
    for (int i = 0; i < n; ++i) {
      const double v = x[i];
      if (!std::isfinite(v)) {
        not_finite = true;
        continue;
      }
      const auto a = anatomy(v);
      if (a.zero) continue;
      subnormal |= a.high < -1022;
      low = all_zero ? a.low : std::min(low, a.low);
      high = all_zero ? a.high : std::max(high, a.high);
      all_zero = false;
    }
    ASSERT_EQ(r.not_finite, not_finite) << n;
    if (not_finite) return;
    ASSERT_EQ(r.all_zero, all_zero) << n;
    ASSERT_EQ(r.subnormal, subnormal) << n;
    if (!all_zero) {
      ASSERT_EQ(r.low, low) << n;
      ASSERT_EQ(r.high, high) << n;
    }
  };
  for (int iter = 0; iter < 200000; ++iter) {
    double x[16];
    // A third of the queries as drawn; the others with their subnormal and non-finite inputs
    // mostly replaced, so that the pass over zeros and normal numbers alone is tested too.
    const int special_every = iter % 3 == 0 ? 1 : 40;
    for (double& v : x) {
      v = draw();
      if (rng() % special_every != 0 &&
          !(std::isfinite(v) && (v == 0 || std::fabs(v) >= 0x1p-1022))) {
        v = std::ldexp(static_cast<double>(rng() % 100000 + 1),
                       static_cast<int>(rng() % 200) - 100);
      }
    }
    check(x, 6, exactpred::detail::range_of<6>(x));
    check(x, 5, exactpred::detail::range_of<5>(x));
    check(x, 15, exactpred::detail::range_of<15>(x));
    check(x, 16, exactpred::detail::range_of<16>(x));
    check(x, 7, exactpred::detail::range_of(x, 7));
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// wide_int against Boost's (dynamically sized) cpp_int on random chains of operations that
// mix products and sums of opposite signs, the pattern of a determinant.
TEST(WideInt, MatchesBoostCppInt) {
  using boost::multiprecision::cpp_int;
  using W = exactpred::detail::wide_int<40>;
  std::mt19937_64 rng(12);
  const auto to_cpp = [](const W& w) {
    cpp_int r = 0;
    for (int i = w.size() - 1; i >= 0; --i) {
      r <<= 64;
      r += w.limb(i);
    }
    return w.negative() ? cpp_int(-r) : r;
  };
  for (int iter = 0; iter < 20000; ++iter) {
    W a[4];
    cpp_int b[4];
    for (int k = 0; k < 4; ++k) {
      const std::uint64_t m = rng() >> (rng() % 64);
      const unsigned shift = static_cast<unsigned>(rng() % 600);
      const bool neg = (rng() & 1) != 0;
      a[k] = W::from_shifted(m, shift, neg);
      b[k] = cpp_int(m) << shift;
      if (neg) b[k] = -b[k];
      ASSERT_EQ(to_cpp(a[k]), b[k]);
    }
    const W p = a[0] * a[1] - a[2] * a[3];
    const cpp_int q = b[0] * b[1] - b[2] * b[3];
    ASSERT_EQ(to_cpp(p), q);
    const W s = p * a[0] + (-p) * a[1] - a[2];
    const cpp_int t = q * b[0] + (-q) * b[1] - b[2];
    ASSERT_EQ(to_cpp(s), t);
    ASSERT_EQ(s.sign(), t.sign());
    ASSERT_EQ((s - s).sign(), 0);
    ASSERT_FALSE((s - s).negative());
  }
}

#if defined(__SIZEOF_INT128__) && !defined(EXACTPRED_PORTABLE)
// int256 (src/int256.hpp) against boost's integers: sums, differences and products modulo 2^256
// read as two's complement, and the full product of two values below 2^127, on operands of
// every size from one bit to 255, of both signs.
TEST(Int256, MatchesBoostCppIntModulo2To256) {
  using boost::multiprecision::cpp_int;
  using exactpred::detail::int256;
  using u128 = unsigned __int128;
  std::mt19937_64 rng(13);
  const cpp_int modulus = cpp_int(1) << 256, half = cpp_int(1) << 255;
  const auto to_cpp = [&](const int256& w) {
    cpp_int r = (cpp_int(static_cast<std::uint64_t>(w.hi >> 64)) << 192) +
                (cpp_int(static_cast<std::uint64_t>(w.hi)) << 128) +
                (cpp_int(static_cast<std::uint64_t>(w.lo >> 64)) << 64) +
                cpp_int(static_cast<std::uint64_t>(w.lo));
    return r >= half ? cpp_int(r - modulus) : r;
  };
  const auto reduced = [&](cpp_int v) {  // v modulo 2^256, as two's complement
    v %= modulus;
    if (v < 0) v += modulus;
    return v >= half ? cpp_int(v - modulus) : v;
  };
  const auto random_value = [&rng](int bits) {  // below 2^bits in magnitude, either sign
    int256 v{(static_cast<u128>(rng()) << 64) | rng(), (static_cast<u128>(rng()) << 64) | rng()};
    const int drop = 256 - bits;  // keep the low `bits` bits
    if (drop >= 128) {
      v.lo = drop >= 256 ? 0 : v.lo >> (drop - 128);
      v.hi = 0;
    } else if (drop > 0) {
      v.hi >>= drop;
    }
    return (rng() & 1) != 0 ? -v : v;
  };
  for (int iter = 0; iter < 20000; ++iter) {
    const int256 a = random_value(1 + static_cast<int>(rng() % 255)),
                 b = random_value(1 + static_cast<int>(rng() % 255));
    const cpp_int x = to_cpp(a), y = to_cpp(b);
    ASSERT_EQ(to_cpp(a + b), reduced(x + y));
    ASSERT_EQ(to_cpp(a - b), reduced(x - y));
    ASSERT_EQ(to_cpp(-a), reduced(-x));
    ASSERT_EQ(to_cpp(a * b), reduced(x * y));
    ASSERT_EQ(a.sign(), x.sign());
    const int256 c = random_value(1 + static_cast<int>(rng() % 127)),
                 d = random_value(1 + static_cast<int>(rng() % 127));
    const auto narrow = [](const int256& w) { return static_cast<__int128>(w.lo); };
    ASSERT_EQ(to_cpp(exactpred::detail::wide_product(narrow(c), narrow(d))), to_cpp(c) * to_cpp(d));
  }
}

// The int256 strategy (stages_impl.hpp) on inputs spanning more bits than int128 takes for
// degree 3 and more: decimal coordinates (multiples of 1/10 below 100, which span about 56 bits)
// or integers of `coordinate_bits` bits, on exactly degenerate configurations (coplanar points,
// the corners of a rectangle and of a box: cospherical), the same with one coordinate moved by an
// ulp, and random ones, in every order; each sign against the exact stage. Inputs wider than the
// strategy takes are declined.
template <class F>
void check_int256_stage(int coordinate_bits, std::uint64_t seed) {
  using namespace exactpred::detail;
  constexpr int n = F::arity / F::dim;
  constexpr int d = formula_degree<F>;
  const int max_bits = std::min(62, (254 - ceil_log2(formula_count<F>)) / d);
  const int int128_bits = std::min(62, (126 - ceil_log2(formula_count<F>)) / d);
  std::mt19937_64 rng(seed);
  const auto coordinate = [&rng, coordinate_bits] {
    if (coordinate_bits == 0) return static_cast<double>(rng() % 1000) / 10.0 + 0.1;
    return static_cast<double>(rng() >> (64 - coordinate_bits));
  };
  std::size_t decided = 0, zeros = 0, beyond_int128 = 0;
  for (int iter = 0; iter < 4000; ++iter) {
    double corner[2][3];
    for (auto& c : corner) {
      for (double& v : c) v = coordinate();
    }
    double x[F::arity];
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < F::dim; ++j) {
        // Point i at a corner of the box (the bits of i + iter pick the corner): on one circle or
        // sphere for in-circle and in-sphere, and coplanar (z = x) for the orientations.
        const int pick = ((i + iter) >> j) & 1;
        double v = corner[pick][j];
        if (F::dim == 3 && n == 4 && j == 2) v = x[i * F::dim];  // orient3d: the plane z = x
        x[i * F::dim + j] = iter % 4 == 3 ? coordinate() : v;
      }
    }
    if (iter % 4 == 1) {
      double& v = x[rng() % F::arity];
      v = std::nextafter(v, (rng() & 1) != 0 ? HUGE_VAL : -HUGE_VAL);
    }
    const exponent_range range = range_of(x, F::arity);
    const int bits = range.high - range.low + 1;
    const std::optional<sign> got = int256_eval<F>(x, range, std::make_index_sequence<F::arity>{});
    if (bits > max_bits) {
      ASSERT_FALSE(got.has_value()) << F::name << " query " << iter << ": " << bits << " bits";
      continue;
    }
    ASSERT_TRUE(got.has_value()) << F::name << " query " << iter << ": " << bits << " bits";
    ASSERT_EQ(*got, exact_sign<F>(x)) << F::name << " query " << iter;
    ++decided;
    zeros += *got == sign::zero;
    beyond_int128 += bits > int128_bits;
  }
  EXPECT_GT(decided, 2000u) << F::name;
  EXPECT_GT(beyond_int128, 2000u) << F::name;
  EXPECT_GT(zeros, 500u) << F::name;
  // At the edge: inputs spanning max_bits bits are taken, one bit more is declined.
  for (const int span : {max_bits, max_bits + 1}) {
    double y[F::arity] = {};
    y[0] = std::ldexp(1.0, span - 1);
    y[F::dim + 1] = 1.0;
    const exponent_range r = range_of(y, F::arity);
    ASSERT_EQ(r.high - r.low + 1, span);
    EXPECT_EQ(int256_eval<F>(y, r, std::make_index_sequence<F::arity>{}).has_value(),
              span == max_bits)
        << F::name << ": " << span << " bits";
  }
}

TEST(Int256Stage, DecidesWideCoordinatesExactly) {
  using namespace exactpred::detail;
  check_int256_stage<orient3d_formula>(0, 31);
  check_int256_stage<incircle_formula>(0, 32);
  check_int256_stage<insphere_formula>(40, 33);
}
#endif

// The monomial stage (src/monomial_sum.hpp) against the integers wide enough for every finite
// input, on inputs drawn from the edges of the range, where its accumulators are widest and its
// terms cancel: the largest and the least doubles, subnormals, powers of two and their
// neighbours, zeros of both signs, in pools small enough that terms repeat and cancel.
template <class F>
void check_monomial_stage(std::uint64_t seed) {
  using namespace exactpred::detail;
  std::mt19937_64 rng(seed);
  const auto edge = [&rng]() -> double {
    switch (rng() % 8) {
      case 0:
        return DBL_MAX;
      case 1:
        return std::nextafter(DBL_MAX, 0.0);
      case 2:
        return 0x1p-1074 * static_cast<double>(1 + rng() % 5);
      case 3:
        return 0x1p-1022;
      case 4:
        return std::ldexp(1.0, static_cast<int>(rng() % 2098) - 1074);
      case 5:
        return std::nextafter(1.0, 2.0);
      case 6:
        return std::ldexp(static_cast<double>(rng() >> 11), static_cast<int>(rng() % 2000) - 1000);
      default:
        return 0.0;
    }
  };
  std::size_t zeros = 0, nonzeros = 0;
  for (int iter = 0; iter < 20000; ++iter) {
    double pool[4];
    for (double& v : pool) v = (rng() & 1) != 0 ? -edge() : edge();
    double x[F::arity];
    for (double& v : x) v = pool[rng() % (iter % 3 == 0 ? 4 : 2 + rng() % 3)];
    const exponent_range range = range_of(x, F::arity);
    const sign expected = range.all_zero
                              ? sign::zero
                              : exact_eval<F>(x, range.low, std::make_index_sequence<F::arity>{});
    const sign got = monomial_sign<F>(x);
    ASSERT_EQ(got, expected) << F::name << " query " << iter;
    (expected == sign::zero ? zeros : nonzeros) += 1;
  }
  // Both answers are common, so neither a stage that always answers zero nor one that never
  // does could pass.
  EXPECT_GT(zeros, 200u) << F::name;
  EXPECT_GT(nonzeros, 1000u) << F::name;
}

TEST(MonomialStage, MatchesWideIntegersAtTheEdgesOfTheRange) {
  using namespace exactpred::detail;
  // The determinants' own expansions (3!, 4!, 4! 2 and 5! 3 terms), from 8, 48, 192 and 2304
  // terms distributed over the differences.
  static_assert(distributed_count<orient2d_formula> == 8 &&
                monomial_table<orient2d_formula>::count == 6);
  static_assert(distributed_count<orient3d_formula> == 48 &&
                monomial_table<orient3d_formula>::count == 24);
  static_assert(distributed_count<incircle_formula> == 192 &&
                monomial_table<incircle_formula>::count == 48);
  static_assert(distributed_count<insphere_formula> == 2304 &&
                monomial_table<insphere_formula>::count == 360);
  check_monomial_stage<orient2d_formula>(31);
  check_monomial_stage<orient3d_formula>(32);
  check_monomial_stage<incircle_formula>(33);
  check_monomial_stage<insphere_formula>(34);
}

// Every other formula whose monomials the exact stage sums (the others keep the integers).
template <class... F>
void check_monomial_stages(std::uint64_t seed) {
  using namespace exactpred::detail;
  static_assert((monomial_table<F>::fits && ...), "each has a monomial table");
  (check_monomial_stage<F>(seed++), ...);
}

TEST(MonomialStage, EveryFormulaWithATableMatchesWideIntegers) {
  using namespace exactpred::detail;
  check_monomial_stages<
      lift_difference_2_formula, lift_difference_3_formula, lifted_orient2d_2_formula,
      lifted_orient2d_3_formula, lifted_orient3d_formula, power_incircle_formula,
      power_lift_difference_2_formula, power_lift_difference_3_formula,
      power_lifted_orient2d_2_formula, power_lifted_orient2d_3_formula,
      power_lifted_orient3d_formula, angle_3d_formula, ball_ball_formula, ball_point_formula,
      compare_distance_2d_formula, compare_distance_3d_formula, direction_cross_2d_formula,
      direction_dot_formula, dot_3d_formula, edge_region_3d_formula, line_ball_formula,
      line_distance_compare_formula, line_line_ball_formula, line_line_parameter_formula,
      line_side_3d_formula, plane_ball_formula, plane_distance_compare_formula,
      plane_side_3d_formula, point_line_compare_formula, point_pair_compare_formula,
      ray_side_2d_formula, same_side_line_3d_formula, segment_dot_formula>(40);
  // Too many monomials (or distributed terms) for a table: these keep the integers.
  static_assert(!monomial_table<power_insphere_formula>::fits);
  static_assert(!monomial_table<coplanar_circle_formula>::fits);
}

TEST(WideInt, CapacityIsChecked) {
  using W = exactpred::detail::wide_int<4>;
  const W a = W::from_shifted(1, 150, false);
  EXPECT_THROW((void)(a * a), std::overflow_error);
  EXPECT_THROW((void)W::from_shifted(1, 300, false), std::overflow_error);
}

}  // namespace

// ---- the difference-form declarations behind the semi-static filter ----------------------

namespace difference_form_trace {

// A symbolic value: a raw input (point, axis), or an expression that records whether every
// raw input it contains entered as a difference x[k][j] - x[i][j] of one coordinate of two
// points (then |difference| <= 2 max_k |x[k][j] - x[ref][j]|, as the semi-static bound needs),
// or, for the coordinates of the formula's free point, directly as an operand of a sum or a
// product and never in a difference.
struct trace {
  int point = -1;
  int axis = -1;
  bool ok = true;
  bool free = false;  // a raw coordinate of the free point
};

int reference = 0;
bool raw_reference = false;               // sums x[k][j] + x[ref][j] are leaves too
std::vector<std::pair<int, int>> leaves;  // (point, axis) of every input that entered correctly

bool raw(const trace& t) { return t.point >= 0 && !t.free; }
trace used(const trace& t) {  // a free coordinate as an operand: a leaf
  if (!t.free) return t;
  leaves.emplace_back(t.point, t.axis);
  return {-1, -1, true, false};
}

trace operator-(const trace& a, const trace& b) {
  if (a.free || b.free) return {-1, -1, false};
  if (raw(a) && raw(b)) {
    const bool ok = a.axis == b.axis && a.point != b.point;
    if (ok) {
      leaves.emplace_back(a.point, a.axis);
      leaves.emplace_back(b.point, b.axis);
    }
    return {-1, -1, ok};
  }
  return {-1, -1, !raw(a) && !raw(b) && a.ok && b.ok};
}
trace operator+(const trace& x, const trace& y) {
  const trace a = used(x), b = used(y);
  if (raw_reference && raw(a) && raw(b)) {  // x[k][j] + x[ref][j]
    const bool ok =
        a.axis == b.axis && a.point != b.point && (a.point == reference || b.point == reference);
    if (ok) {
      leaves.emplace_back(a.point, a.axis);
      leaves.emplace_back(b.point, b.axis);
    }
    return {-1, -1, ok};
  }
  return {-1, -1, !raw(a) && !raw(b) && a.ok && b.ok};
}
trace operator*(const trace& a, const trace& b) { return a + b; }
trace operator-(const trace& x) {
  const trace a = used(x);
  return {-1, -1, !raw(a) && a.ok};
}

template <class F, std::size_t... I>
bool check(std::index_sequence<I...>) {
  constexpr int free = exactpred::detail::free_point_of<F>::value;
  reference = F::reference_point;
  raw_reference = exactpred::detail::has_raw_reference<F>::value;
  leaves.clear();
  const trace t = F::eval(trace{static_cast<int>(I) / F::dim, static_cast<int>(I) % F::dim, true,
                                static_cast<int>(I) / F::dim == free}...);
  if (!t.ok || t.free || raw(t)) return false;
  // Every coordinate of every point must enter (so a NaN anywhere reaches the value).
  for (int k = 0; k < F::arity / F::dim; ++k) {
    for (int j = 0; j < F::dim; ++j) {
      if (std::find(leaves.begin(), leaves.end(), std::make_pair(k, j)) == leaves.end()) {
        return false;
      }
    }
  }
  return true;
}

template <class F>
bool declared_form_holds() {
  static_assert(exactpred::detail::is_difference_form<F>::value);
  return check<F>(std::make_index_sequence<F::arity>{});
}

}  // namespace difference_form_trace

TEST(DifferenceForm, DeclaredFormulasEnterInputsOnlyAsDifferencesOfOneCoordinate) {
  using namespace exactpred::detail;
  EXPECT_TRUE(difference_form_trace::declared_form_holds<orient2d_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<orient3d_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<incircle_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<insphere_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<compare_distance_2d_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<compare_distance_3d_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<angle_3d_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<angle_2d_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<edge_region_3d_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<plane_side_3d_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<line_side_3d_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<ray_side_2d_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<segment_dot_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<coplanar_circle_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<line_distance_compare_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<lifted_orient2d_2_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<lifted_orient2d_3_formula>());
  EXPECT_TRUE(difference_form_trace::declared_form_holds<lifted_orient3d_formula>());
}

namespace difference_form_trace {
struct sum_leaf {  // (bx + ax): not a difference (no raw_reference)
  static constexpr int arity = 4, dim = 2, reference_point = 0;
  static constexpr bool difference_form = true;
  template <class T>
  static auto eval(const T& ax, const T& ay, const T& bx, const T& by) {
    return (bx - ax) * (by + ay);
  }
};
struct free_in_difference {  // (bx - ax) * (cx - ax) with c declared free
  static constexpr int arity = 6, dim = 2, reference_point = 0, free_point = 2;
  static constexpr bool difference_form = true;
  template <class T>
  static auto eval(const T& ax, const T& ay, const T& bx, const T& by, const T& cx, const T& cy) {
    return (bx - ax) * (cx - ax) + (by - ay) * cy;
  }
};
struct free_unused {  // cy never enters
  static constexpr int arity = 6, dim = 2, reference_point = 0, free_point = 2;
  static constexpr bool difference_form = true;
  template <class T>
  static auto eval(const T& ax, const T& ay, const T& bx, const T& by, const T& cx, const T&) {
    return (bx - ax) * cx + (by - ay) * (by - ay);
  }
};
struct raw_sum_off_reference {  // (bx + cx) under raw_reference: neither is the reference
  static constexpr int arity = 6, dim = 2, reference_point = 0;
  static constexpr bool difference_form = true, raw_reference = true;
  template <class T>
  static auto eval(const T& ax, const T& ay, const T& bx, const T& by, const T& cx, const T& cy) {
    return (bx - ax) * (bx + cx) + (by - ay) * (cy - ay) + (cx - ax) * (cx - ax);
  }
};
struct crossed_axes {  // (by - ax): axes differ
  static constexpr int arity = 4, dim = 2, reference_point = 0;
  static constexpr bool difference_form = true;
  template <class T>
  static auto eval(const T& ax, const T& ay, const T& bx, const T& by) {
    return (bx - ax) * (by - ax) + (ay - ay) * (bx - ax);
  }
};
}  // namespace difference_form_trace

TEST(DifferenceForm, TheTraceRejectsOtherForms) {
  EXPECT_FALSE(difference_form_trace::declared_form_holds<difference_form_trace::sum_leaf>());
  EXPECT_FALSE(difference_form_trace::declared_form_holds<difference_form_trace::crossed_axes>());
  EXPECT_FALSE(
      difference_form_trace::declared_form_holds<difference_form_trace::free_in_difference>());
  EXPECT_FALSE(difference_form_trace::declared_form_holds<difference_form_trace::free_unused>());
  EXPECT_FALSE(
      difference_form_trace::declared_form_holds<difference_form_trace::raw_sum_off_reference>());
}

// ---------------------------------------------------------------------------------------------
// vanishing pairs (zero_on_repeated_point: every pair; vanishing_pairs: the pairs declared): the
// declaration lets the stages answer 0 from a bit comparison alone, so each declaring formula is
// checked with the exact stage: a point copied onto its partner in any declared pair, either way,
// gives an exact zero, for random and for extreme coordinates.
namespace repeated_point_check {

/// Whether copying point i onto point j or j onto i gives an exact zero for every pair (i, j) in
/// `pairs` (point_pair_bit), over 40 random bases.
template <class F>
bool vanishes_on_pairs(unsigned pairs, std::uint64_t seed) {
  constexpr int dim = F::dim, points = F::arity / F::dim;
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> uni(-1, 1);
  std::uniform_int_distribution<int> binade(-60, 60);
  for (int rep = 0; rep < 40; ++rep) {
    double base[F::arity];
    for (double& v : base) v = std::ldexp(uni(rng), rep % 4 == 3 ? binade(rng) * 16 : binade(rng));
    for (int i = 0; i < points; ++i) {
      for (int j = 0; j < points; ++j) {
        if (i == j) continue;
        if ((pairs & exactpred::detail::point_pair_bit(std::min(i, j), std::max(i, j))) == 0) {
          continue;
        }
        double x[F::arity];
        std::copy(base, base + F::arity, x);
        for (int k = 0; k < dim; ++k) x[j * dim + k] = x[i * dim + k];
        if (exactpred::detail::exact_sign<F>(x) != exactpred::sign::zero) return false;
      }
    }
  }
  return true;
}

/// Every pair of F's points.
template <class F>
constexpr unsigned every_pair() {
  // Pair by pair (not the library's closed form, which the assertions below check).
  constexpr int n = F::arity / F::dim;
  unsigned pairs = 0;
  for (int j = 1; j < n; ++j) {
    for (int i = 0; i < j; ++i) pairs |= exactpred::detail::point_pair_bit(i, j);
  }
  return pairs;
}

template <class F>
bool vanishes_on_every_repeated_point(std::uint64_t seed) {
  return vanishes_on_pairs<F>(every_pair<F>(), seed);
}

/// F declares pairs, and vanishes on each of them.
template <class F>
bool declared_and_true(std::uint64_t seed) {
  constexpr unsigned declared = exactpred::detail::vanishing_pairs_of<F>::value;
  return declared != 0 && vanishes_on_pairs<F>(declared, seed);
}

/// declared_and_true for each of F in turn, with the seeds first, first + 1, ...
template <class... F>
void expect_declared(std::uint64_t first) {
  std::uint64_t seed = first;
  const auto expect = [](bool ok, const char* name) { EXPECT_TRUE(ok) << name; };
  (expect(declared_and_true<F>(seed++), F::name), ...);
}

}  // namespace repeated_point_check

TEST(RepeatedPoint, DeclaredFormulasVanishWheneverAPointIsRepeated) {
  using namespace exactpred::detail;
  using repeated_point_check::every_pair;
  using repeated_point_check::expect_declared;
  expect_declared<orient2d_formula, orient3d_formula, incircle_formula, insphere_formula,
                  coplanar_circle_formula, power_incircle_formula, power_insphere_formula,
                  power_lift_difference_2_formula, power_lift_difference_3_formula,
                  power_lifted_orient2d_2_formula, power_lifted_orient2d_3_formula,
                  power_lifted_orient3d_formula, lifted_orient2d_2_formula,
                  lifted_orient2d_3_formula, lifted_orient3d_formula, lift_difference_2_formula,
                  lift_difference_3_formula>(1);
  static_assert(vanishing_pairs_of<orient2d_formula>::value == every_pair<orient2d_formula>());
  static_assert(vanishing_pairs_of<insphere_formula>::value == every_pair<insphere_formula>());
}

TEST(RepeatedPoint, FormulasThatVanishOnSomePairsDeclareThoseAlone) {
  // (p - a) . (b - a) vanishes for p = a and a = b; |p - q|^2 - |p - r|^2 for q = r. Neither
  // vanishes on its other pairs, which the check must see (a declaration of every pair would
  // answer zero for p = b, where the value is |p - a|^2).
  using namespace exactpred::detail;
  using repeated_point_check::every_pair;
  using repeated_point_check::expect_declared;
  using repeated_point_check::vanishes_on_pairs;
  expect_declared<angle_2d_formula, angle_3d_formula, compare_distance_2d_formula,
                  compare_distance_3d_formula>(18);
  expect_declared<plane_side_3d_formula, same_side_line_3d_formula, line_side_3d_formula,
                  ray_side_2d_formula, edge_region_3d_formula, line_distance_compare_formula,
                  plane_distance_compare_formula, direction_dot_formula, direction_cross_2d_formula,
                  segment_dot_formula>(26);
  // Each of them has a pair it does not vanish on, left out of its declaration.
  EXPECT_FALSE(vanishes_on_pairs<same_side_line_3d_formula>(point_pair_bit(0, 1), 36));
  EXPECT_FALSE(vanishes_on_pairs<line_side_3d_formula>(point_pair_bit(0, 1), 37));
  EXPECT_FALSE(vanishes_on_pairs<edge_region_3d_formula>(point_pair_bit(0, 3), 38));
  EXPECT_FALSE(vanishes_on_pairs<line_distance_compare_formula>(point_pair_bit(0, 2), 39));
  EXPECT_FALSE(vanishes_on_pairs<segment_dot_formula>(point_pair_bit(1, 2), 40));
  EXPECT_FALSE(vanishes_on_pairs<angle_2d_formula>(point_pair_bit(0, 2), 22));
  EXPECT_FALSE(vanishes_on_pairs<angle_3d_formula>(point_pair_bit(0, 2), 23));
  EXPECT_FALSE(vanishes_on_pairs<compare_distance_2d_formula>(point_pair_bit(0, 1), 24));
  EXPECT_FALSE(vanishes_on_pairs<compare_distance_3d_formula>(point_pair_bit(0, 2), 25));
  static_assert(vanishing_pairs_of<angle_3d_formula>::value ==
                (point_pair_bit(0, 1) | point_pair_bit(1, 2)));
  static_assert(vanishing_pairs_of<compare_distance_2d_formula>::value !=
                every_pair<compare_distance_2d_formula>());
  // The stage tests the declared pairs only: p = b is no zero (the value is |p - a|^2 > 0).
  const double p_is_b[] = {3.0, -2.0, 1.0, 5.0, 3.0, -2.0};
  EXPECT_FALSE(has_repeated_point<angle_2d_formula>(p_is_b));
  EXPECT_EQ(staged_sign<angle_2d_formula>(3.0, -2.0, 1.0, 5.0, 3.0, -2.0),
            exactpred::sign::positive);
  const double p_is_a[] = {1.0, 5.0, 1.0, 5.0, 3.0, -2.0};
  EXPECT_TRUE(has_repeated_point<angle_2d_formula>(p_is_a));
}

TEST(RepeatedPoint, TheCheckFailsForAFormulaThatDoesNotVanish) {
  // |p - q|^2 - |p - r|^2 vanishes when q = r, not when p = q: the check must see that.
  using exactpred::detail::compare_distance_2d_formula;
  EXPECT_FALSE(
      repeated_point_check::vanishes_on_every_repeated_point<compare_distance_2d_formula>(1));
}

TEST(RepeatedPoint, EqualityIsOfRealValuesBitForBit) {
  using exactpred::detail::has_repeated_point;
  using exactpred::detail::orient2d_formula;
  using exactpred::detail::repeated_point_sign;
  const double sub = 0x1p-1074;
  const double same_but_signed_zero[] = {0.0, sub, 1.0, 2.0, -0.0, sub};
  EXPECT_TRUE(has_repeated_point<orient2d_formula>(same_but_signed_zero));
  // A subnormal is not zero (under denormals-are-zero a floating-point == would say it is).
  const double subnormal_vs_zero[] = {0.0, sub, 1.0, 2.0, 0.0, 0.0};
  EXPECT_FALSE(has_repeated_point<orient2d_formula>(subnormal_vs_zero));
  const double one_ulp_apart[] = {1.0, 1.0, 3.0, 2.0, 1.0, std::nextafter(1.0, 2.0)};
  EXPECT_FALSE(has_repeated_point<orient2d_formula>(one_ulp_apart));
  EXPECT_FALSE(repeated_point_sign<orient2d_formula>(one_ulp_apart).has_value());
  const double first_and_second[] = {-5.0, 7.0, -5.0, 7.0, 1.0, 2.0};
  EXPECT_EQ(repeated_point_sign<orient2d_formula>(first_and_second), exactpred::sign::zero);
  // Points are compared whole: equal x, different y is no repetition.
  const double same_x_only[] = {-5.0, 7.0, -5.0, 8.0, -5.0, 9.0};
  EXPECT_FALSE(has_repeated_point<orient2d_formula>(same_x_only));
}
