// SPDX-License-Identifier: MIT
// Differential tests of the four core predicates against the CGAL exact-rational oracle, on
// every hard family, for the whole predicate and for each stage alone. Built twice by CMake:
// with the project's flags and with -O3 -march=native -ffp-contract=fast, the flags a user
// may compile the inline fast path with.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "cgal_oracle.hpp"
#include "exactpred/exactpred.hpp"
#include "support/core_calls.hpp"
#include "support/core_formulas.hpp"
#include "support/families.hpp"
#include "support/query_text.hpp"
#include "support/test_scale.hpp"

namespace {

using exactpred::sign;
using exactpred::testing::family;
namespace detail = exactpred::detail;

template <class F, std::size_t... I>
std::optional<sign> filter_of(const std::vector<double>& x, std::index_sequence<I...>) {
  return detail::filter_sign<F>(x[I]...);
}

/// The lattice certificates on the ranged filter's value and bound (lattice_certificate.hpp):
/// first the one that proves the value exact, then the one in 128-bit integers.
template <class F, std::size_t... I>
std::pair<std::optional<sign>, std::optional<sign>> lattice_of(const std::vector<double>& x,
                                                               std::index_sequence<I...>) {
  if constexpr (detail::ranged_inline_filter<F>) {
    const detail::ranged_result r = detail::ranged_filter_evaluate<F>(x[I]...);
    if (!detail::is_finite(r.value)) return {};
    std::optional<sign> narrow;
    if (detail::lattice_certified<F>(r.bound, x.data())) narrow = exactpred::sign_of(r.value);
    const std::optional<sign> wide = detail::lattice_int128_sign<F>(r.bound, x.data());
    // The gate in front of both (lattice_candidate) must pass wherever either would decide.
    if ((narrow || wide) && !detail::lattice_candidate(x[0], x[1])) {
      ADD_FAILURE() << "lattice_candidate rejects a query a lattice certificate decides";
    }
    return {narrow, wide};
  } else {
    return {};
  }
}

template <class F, std::size_t... I>
std::optional<sign> dynamic_filter_of(const std::vector<double>& x, std::index_sequence<I...>) {
  return detail::dynamic_filter_sign<F>(x[I]...);
}

/// How many queries each stage decided alone (a stage that always declined would pass the
/// agreement check; these counts catch it).
struct stage_decisions {
  std::size_t queries = 0, filter = 0, error_free = 0, dynamic = 0, double_double = 0,
              expansion = 0, expansion_only = 0, extended = 0, repeated_point = 0, lattice = 0,
              lattice_int128 = 0;
};

template <class F>
stage_decisions check_queries(const char* label, const std::vector<std::vector<double>>& queries) {
  const std::string name = F::name;
  stage_decisions n;
  EXPECT_FALSE(queries.empty());
  std::size_t mismatches = 0;
  for (const auto& x : queries) {
    if (x.size() != static_cast<std::size_t>(F::arity)) {
      ADD_FAILURE() << "query of " << x.size() << " coordinates";
      return n;
    }
    const int expected = exactpred::oracle::evaluate(name, x);
    const int got = exactpred::to_int(exactpred::testing::call_core(name, x.data()));
    const int stored = exactpred::to_int(exactpred::testing::call_core_stored(name, x.data()));
    const auto filt = filter_of<F>(x, std::make_index_sequence<F::arity>{});
    const auto ef = detail::error_free_sign<F>(x.data());
    const auto rep = detail::repeated_point_sign<F>(x.data());
    const auto dyn = dynamic_filter_of<F>(x, std::make_index_sequence<F::arity>{});
    const auto [lat, lat128] = lattice_of<F>(x, std::make_index_sequence<F::arity>{});
    const auto expa = detail::expansion_sign<F>(x.data());
    const auto pure = detail::expansion_sign<F>(x.data(), false);
    const auto dd = detail::double_double_sign<F>(x.data());
    const auto ext = detail::extended_filter_sign<F>(x.data());
    const int exact = exactpred::to_int(detail::exact_sign<F>(x.data()));
    // The compiled stages alone (the public call may be decided before them).
    const int slow = exactpred::to_int(detail::slow_sign<F>(x.data()));
    ++n.queries;
    n.filter += filt.has_value();
    n.error_free += ef.has_value();
    n.repeated_point += rep.has_value();
    n.dynamic += dyn.has_value();
    n.lattice += lat.has_value();
    n.lattice_int128 += lat128.has_value();
    n.double_double += dd.has_value();
    n.expansion += expa.has_value();
    n.expansion_only += pure.has_value();
    n.extended += ext.has_value();
    const bool ok =
        got == expected && stored == expected && (!filt || exactpred::to_int(*filt) == expected) &&
        (!ef || exactpred::to_int(*ef) == expected) &&
        (!rep || exactpred::to_int(*rep) == expected) &&
        (!dyn || exactpred::to_int(*dyn) == expected) &&
        (!lat || exactpred::to_int(*lat) == expected) &&
        (!lat128 || exactpred::to_int(*lat128) == expected) &&
        (!expa || exactpred::to_int(*expa) == expected) &&
        (!pure || exactpred::to_int(*pure) == expected) &&
        (!dd || exactpred::to_int(*dd) == expected) &&
        (!ext || exactpred::to_int(*ext) == expected) && exact == expected && slow == expected;
    if (!ok && ++mismatches <= 10) {
      ADD_FAILURE()
          << label << ": " << exactpred::testing::query_line(name, x) << "\n  oracle " << expected
          << ", public " << got << ", on stored points " << stored << ", filter "
          << (filt ? std::to_string(exactpred::to_int(*filt)) : "uncertain") << ", error-free "
          << (ef ? std::to_string(exactpred::to_int(*ef)) : "inexact") << ", repeated point "
          << (rep ? std::to_string(exactpred::to_int(*rep)) : "none") << ", dynamic filter "
          << (dyn ? std::to_string(exactpred::to_int(*dyn)) : "uncertain") << ", lattice "
          << (lat ? std::to_string(exactpred::to_int(*lat)) : "none") << ", lattice in 128 bits "
          << (lat128 ? std::to_string(exactpred::to_int(*lat128)) : "none") << ", expansion "
          << (expa ? std::to_string(exactpred::to_int(*expa)) : "declined") << ", double-double "
          << (dd ? std::to_string(exactpred::to_int(*dd)) : "uncertain") << ", extended "
          << (ext ? std::to_string(exactpred::to_int(*ext)) : "uncertain") << ", expansions only "
          << (pure ? std::to_string(exactpred::to_int(*pure)) : "declined") << ", exact " << exact
          << ", compiled stages " << slow;
    }
  }
  EXPECT_EQ(mismatches, 0u) << "of " << queries.size() << " queries";
  std::printf(
      "%s %-16s decided: filter %.3f, error-free %.3f, repeated point %.3f, dynamic %.3f, "
      "lattice %.3f, lattice in 128 bits %.3f, double-double %.3f, expansion %.3f, expansions "
      "only %.3f, extended %.3f\n",
      F::name, label, double(n.filter) / n.queries, double(n.error_free) / n.queries,
      double(n.repeated_point) / n.queries, double(n.dynamic) / n.queries,
      double(n.lattice) / n.queries, double(n.lattice_int128) / n.queries,
      double(n.double_double) / n.queries, double(n.expansion) / n.queries,
      double(n.expansion_only) / n.queries, double(n.extended) / n.queries);
  return n;
}

/// The least fraction of a family's queries each stage must decide alone.
struct stage_minimum {
  double filter, dynamic, double_double, expansion, extended;
  double error_free = 0;      // the error-free evaluation alone
  double repeated_point = 0;  // the repeated-point test alone
};

template <class F>
void check_family(family fam, std::size_t count, std::uint64_t seed, const stage_minimum& least) {
  const stage_decisions n = check_queries<F>(
      exactpred::testing::family_name(fam),
      exactpred::testing::make_queries(F::name, fam, exactpred::testing::scaled(count), seed));
  const double q = static_cast<double>(n.queries);
  EXPECT_GE(n.filter / q, least.filter) << "the inline filter decides too few queries";
  EXPECT_GE(n.error_free / q, least.error_free) << "error-free evaluation decides too few queries";
  EXPECT_GE(n.repeated_point / q, least.repeated_point)
      << "the repeated-point test decides too few queries";
  EXPECT_GE(n.dynamic / q, least.dynamic) << "the dynamic filter decides too few queries";
  EXPECT_GE(n.double_double / q, least.double_double) << "double-double decides too few queries";
  EXPECT_GE(n.expansion / q, least.expansion) << "the expansion stage decides too few queries";
  EXPECT_GE(n.expansion_only / q, least.expansion) << "expansions alone decide too few queries";
  EXPECT_GE(n.extended / q, least.extended) << "the extended filter decides too few queries";
}

// Exactly degenerate configurations of B-bit integers (B = 1 .. 63), then moved by one unit in
// a few queries and scaled by 2^k: around the limits of the exact double (d B <= 53) and
// 128-bit integer (d B <= 126) evaluations.
template <class F>
std::vector<std::vector<double>> integer_span_queries(std::uint64_t seed, int k_low = -200,
                                                      int k_high = 200) {
  std::mt19937_64 rng(seed);
  const int points = F::arity / F::dim;
  std::vector<std::vector<double>> out;
  for (int bits = 1; bits <= 63; ++bits) {
    for (int rep = 0; rep < 40; ++rep) {
      auto coord = [&] {
        const std::uint64_t m = bits >= 63 ? rng() >> 1 : rng() & ((std::uint64_t{1} << bits) - 1);
        const double v = static_cast<double>(m);  // rounds above 53 bits: still an integer
        return rng() % 2 ? -v : v;
      };
      std::vector<double> x(F::arity);
      for (double& v : x) v = coord();
      const int kind = rep % 4;
      if (kind == 0) {  // two equal points: every core predicate vanishes
        exactpred::testing::repeat_first_point<F>(x);
      } else if (kind == 1) {  // the last point on the line through the first two, exactly
        exactpred::testing::put_last_point_on_line<F>(x, static_cast<double>(rng() % 3));
      } else if (kind == 2) {  // a unit away from two equal points
        exactpred::testing::repeat_first_point<F>(x);
        x[(points - 1) * F::dim] += 1;
      }
      const int k = k_low + static_cast<int>(rng() % static_cast<unsigned>(k_high - k_low + 1));
      for (double& v : x) v = std::ldexp(v, k);
      out.push_back(x);
    }
  }
  return out;
}

template <class F>
class CoreDifferential : public ::testing::Test {};
TYPED_TEST_SUITE(CoreDifferential, exactpred::testing::core_formulas);

TYPED_TEST(CoreDifferential, Random) {
  check_family<TypeParam>(family::random, 20000, 1, {0.9, 0.9, 0.99, 0.99, 0.99});
}
TYPED_TEST(CoreDifferential, NearDegenerate) {
  check_family<TypeParam>(family::near_degenerate, 20000, 2, {0.005, 0.02, 0.9, 0.99, 0.02});
  // The family's promise: over 5% exact zeros among its near misses.
  std::size_t zeros = 0;
  const auto queries = exactpred::testing::make_queries(
      TypeParam::name, family::near_degenerate, exactpred::testing::scaled(std::size_t{4000}), 2);
  for (const auto& x : queries) zeros += exactpred::oracle::evaluate(TypeParam::name, x) == 0;
  std::printf("%s near_degenerate: %.1f%% exact zeros\n", TypeParam::name,
              100.0 * static_cast<double>(zeros) / static_cast<double>(queries.size()));
  EXPECT_GE(zeros * 20, queries.size());
}
TYPED_TEST(CoreDifferential, Degenerate) {
  check_family<TypeParam>(family::degenerate, 20000, 3, {0.005, 0.005, 0.05, 0.99, 0.05, 0.1});
}
TYPED_TEST(CoreDifferential, Kettner) {
  check_family<TypeParam>(family::kettner, 65536, 4, {0, 0, 0.9, 0.99, 0});
}
TYPED_TEST(CoreDifferential, Extreme) {
  check_family<TypeParam>(family::extreme, 20000, 5, {0, 0, 0.15, 0.25, 0.2});
}
TYPED_TEST(CoreDifferential, Lattice) {
  // Small integers times 2^k: every operation of the formula is exact, so the error-free
  // evaluation decides every query.
  check_family<TypeParam>(family::lattice, 20000, 6, {0, 0, 0, 0.99, 0, 0.99});
  // The family's promise: every query exactly degenerate.
  std::size_t nonzero = 0;
  for (const auto& x : exactpred::testing::make_queries(
           TypeParam::name, family::lattice, exactpred::testing::scaled(std::size_t{2000}), 6)) {
    nonzero += exactpred::oracle::evaluate(TypeParam::name, x) != 0;
  }
  EXPECT_EQ(nonzero, 0u);
}
TYPED_TEST(CoreDifferential, Identity) {
  // A point given twice: the repeated-point test alone decides every query, and the other
  // stages, where they decide, agree.
  check_family<TypeParam>(family::identity, 20000, 7, {0, 0, 0, 0.99, 0, 0, 1.0});
}
TYPED_TEST(CoreDifferential, IntegerSpans) {
  const stage_decisions n =
      check_queries<TypeParam>("integer spans", integer_span_queries<TypeParam>(6));
  // The lattice certificates decide their share on the inline filter's value and bound: the
  // exact double value where the spans are narrow, 128-bit integers up to about 39 bits per
  // degree (lattice_int128_bits).
  const double q = static_cast<double>(n.queries);
  EXPECT_GE(n.lattice / q, 0.1);
  EXPECT_GE(n.lattice_int128 / q, 0.3);
  EXPECT_GE(n.lattice_int128, n.lattice);
}
TYPED_TEST(CoreDifferential, IntegerSpansAtExtremeScales) {
  // The same configurations at the ends of the exponent range, where the certificates' lattice
  // (q between 2^-1022 and the ranged filter's cap) and the filter's window end.
  check_queries<TypeParam>("spans, tiny", integer_span_queries<TypeParam>(8, -1080, -950));
  check_queries<TypeParam>("spans, huge", integer_span_queries<TypeParam>(9, 150, 960));
}

// Float points, near-degenerate: points of a line through two float points, rounded to float
// (so nearly, and sometimes exactly, collinear), and the analogues for the other predicates
// (the last point rounded onto a plane / circle / sphere). Every answer on point2f/point3f
// must equal CGAL's on the same values as doubles; the float formula in float arithmetic
// gets a share of them wrong (counted, to show the cases are hard).
TEST(CoreKnownCases, FloatInputNearDegenerate) {
  std::mt19937_64 rng(2026);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  std::size_t mismatches = 0, float_wrong = 0, zeros = 0, total = 0;
  for (int i = 0; i < 20000; ++i) {
    const float ax = u(rng), ay = u(rng), bx = u(rng), by = u(rng);
    const float t = u(rng) * 4.0f;
    const exactpred::point2f a{ax, ay}, b{bx, by};
    const exactpred::point2f c{ax + t * (bx - ax), ay + t * (by - ay)};
    const std::vector<double> x{a.x, a.y, b.x, b.y, c.x, c.y};
    const int expected = exactpred::oracle::evaluate("orient2d", x);
    const int got = exactpred::to_int(exactpred::orient2d(a, b, c));
    const float v = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
    mismatches += got != expected;
    float_wrong += ((v > 0) - (v < 0)) != expected;
    zeros += expected == 0;
    ++total;
    // A fourth point on the circle through a, b, c, rounded to float.
    const float ang = u(rng) * 3.14159265f;
    const exactpred::point2f d{std::cos(ang), std::sin(ang)};
    const exactpred::point2f p{1.0f, 0.0f}, q{0.0f, 1.0f}, r{-1.0f, 0.0f};
    const std::vector<double> y{p.x, p.y, q.x, q.y, r.x, r.y, d.x, d.y};
    mismatches += exactpred::to_int(exactpred::incircle(p, q, r, d)) !=
                  exactpred::oracle::evaluate("incircle", y);
    // A point rounded onto the plane through three float points.
    const exactpred::point3f e{u(rng), u(rng), u(rng)}, f{u(rng), u(rng), u(rng)},
        g{u(rng), u(rng), u(rng)};
    const float s1 = u(rng), s2 = u(rng);
    const exactpred::point3f h{e.x + s1 * (f.x - e.x) + s2 * (g.x - e.x),
                               e.y + s1 * (f.y - e.y) + s2 * (g.y - e.y),
                               e.z + s1 * (f.z - e.z) + s2 * (g.z - e.z)};
    const std::vector<double> z{e.x, e.y, e.z, f.x, f.y, f.z, g.x, g.y, g.z, h.x, h.y, h.z};
    mismatches += exactpred::to_int(exactpred::orient3d(e, f, g, h)) !=
                  exactpred::oracle::evaluate("orient3d", z);
  }
  EXPECT_EQ(mismatches, 0u);
  std::printf("float orient2d near a line: %zu of %zu wrong in float arithmetic, %zu exact zeros\n",
              float_wrong, total, zeros);
  EXPECT_GT(float_wrong, total / 100) << "the float cases are not hard";
}

// Shewchuk's bounds fail here: the product 5e-324 * 5e-324 underflows to zero.
TEST(CoreKnownCases, SubnormalOrientation) {
  using exactpred::point2;
  EXPECT_EQ(exactpred::orient2d(point2{0, 0}, {0, 5e-324}, {5e-324, 0}), sign::negative);
  EXPECT_EQ(exactpred::orient2d(point2{0, 0}, {5e-324, 0}, {0, 5e-324}), sign::positive);
}

TEST(CoreKnownCases, ConventionsMatchCgal) {
  using exactpred::point2;
  using exactpred::point3;
  EXPECT_EQ(exactpred::orient2d(point2{0, 0}, {1, 0}, {0, 1}), sign::positive);
  EXPECT_EQ(exactpred::orient3d(point3{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}), sign::positive);
  EXPECT_EQ(exactpred::incircle(point2{1, 0}, {0, 1}, {-1, 0}, {0, 0}), sign::positive);
  EXPECT_EQ(exactpred::incircle(point2{1, 0}, {0, 1}, {-1, 0}, {0, -1}), sign::zero);
  EXPECT_EQ(
      exactpred::insphere(point3{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {0.25, 0.25, 0.25}),
      sign::positive);
  EXPECT_EQ(
      exactpred::insphere(point3{1, 0, 0}, {0, 0, 0}, {0, 1, 0}, {0, 0, 1}, {0.25, 0.25, 0.25}),
      sign::negative);
  EXPECT_EQ(exactpred::insphere(point3{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 1, 1.5}),
            sign::negative);
  EXPECT_EQ(exactpred::insphere(point3{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 1, 1}),
            sign::zero);
  EXPECT_EQ(exactpred::insphere(point3{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 1, 0}),
            sign::zero);
}

// Mixed magnitudes far beyond any expansion: only the exact stage can decide.
TEST(CoreKnownCases, MixedMagnitudesReachExactStage) {
  const double x[12] = {0, 0, 0, 1e300, 0, 0, 0, 1e-300, 0, 0, 0, 5e-324};
  EXPECT_FALSE(detail::expansion_sign<detail::orient3d_formula>(x).has_value());
  EXPECT_EQ(detail::exact_sign<detail::orient3d_formula>(x), sign::positive);
  EXPECT_EQ(exactpred::orient3d(exactpred::point3{0, 0, 0}, {1e300, 0, 0}, {0, 1e-300, 0},
                                {0, 0, 5e-324}),
            sign::positive);
  EXPECT_EQ(exactpred::oracle::orient3d(x), 1);
}

}  // namespace
