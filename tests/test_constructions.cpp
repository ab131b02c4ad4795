// SPDX-License-Identifier: MIT
// tests/test_constructions.cpp — the correctly rounded constructions (constructions.hpp, SPEC
// §11) against CGAL: each point constructed exactly in Simple_cartesian<Exact_rational> and
// rounded per coordinate by MPFR, with the word `exact` when the rational is its double
// (oracle/cgal_rounded.cpp, oracle/cgal_implicit.cpp), compared as the oracle prints both.
// Every construction (round_ip of p2, ssi, p3, lpi, tpi; the three circumcentres) on random,
// near-degenerate (nearly parallel lines and planes, nearly collinear and coplanar points),
// pooled (repeated and coincident points: exact points and undefined constructions), lattice,
// extreme-exponent and tie inputs (a coordinate exactly halfway between two doubles), and every
// family scaled so that the point lands among the subnormals or near overflow; then every
// floating-point environment, and the C++ API's errors. The fast path of circumcenter_2d, ssi
// and lpi (src/construction_paths.hpp) is also checked alone: against the stages on random input,
// which it must decide almost always, and against CGAL on points within a hair of a tie, in the
// default environment and with every exception but inexact unmasked. (Under a sanitizer the query
// counts are divided by EXACTPRED_TEST_DIVISOR, tests/support/test_scale.hpp.)
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#if defined(__SSE2__)
#include <xmmintrin.h>
#endif

#include "cgal_reference.hpp"
#include "construction_paths.hpp"
#include "exactpred/constructions.hpp"
#include "query.hpp"
#include "support/construction_families.hpp"
#include "support/query_answers.hpp"
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

// A defining point shared by every flat (segments meeting at an endpoint, a segment ending on a
// triangle's vertex, three faces around a vertex): the intersection is that point, exact, when
// it is defined; the same queries with the flats made parallel (undefined) are errors. Every
// position of the shared point, on random, extreme and lattice points and scaled ones.
TEST(Constructions, SharedDefiningPoint) {
  construction_generator g(1206);
  std::mt19937_64 rng(1206);
  struct shape {
    const char* tag;
    std::vector<int> flats;  // points per flat, in order
  };
  const shape shapes[] = {{"ssi", {2, 2}}, {"lpi", {2, 3}}, {"tpi", {3, 3, 3}}};
  for (const shape& sh : shapes) {
    const construction* c = nullptr;
    for (const construction& k : constructions) {
      if (k.tag != nullptr && std::string(k.tag) == sh.tag) c = &k;
    }
    ASSERT_NE(c, nullptr);
    tally t;
    int shared_exact = 0;
    for (int f : {cf_random, cf_extreme, cf_lattice}) {
      for (int i = 0; i < scaled(200, 50); ++i) {
        std::vector<double> x = g.query(*c, f);
        // Point `from` of the first flat copied onto one point of each other flat.
        const int from = static_cast<int>(rng() % static_cast<unsigned>(sh.flats[0]));
        for (std::size_t fl = 1, first = static_cast<std::size_t>(sh.flats[0]);
             fl < sh.flats.size(); first += static_cast<std::size_t>(sh.flats[fl]), ++fl) {
          const std::size_t to = first + rng() % static_cast<unsigned>(sh.flats[fl]);
          for (int k = 0; k < c->dim; ++k) {
            x[to * static_cast<std::size_t>(c->dim) + static_cast<std::size_t>(k)] =
                x[static_cast<std::size_t>(from * c->dim + k)];
          }
        }
        compare(construction_line(*c, x), construction_family_name(f), t);
        const std::string ours = show(exactpred::query::evaluate_line(construction_line(*c, x)));
        shared_exact += ours.size() > 5 && ours.compare(ours.size() - 5, 5, "exact") == 0;
        if (i % 8 == 0) {  // the second flat through the shared point only: undefined
          std::vector<double> y = x;
          const std::size_t n1 = static_cast<std::size_t>(sh.flats[0]) * c->dim;
          for (std::size_t k = 0; k < n1 && n1 + k < y.size(); ++k) y[n1 + k] = x[k];
          compare(construction_line(*c, y), "undefined", t);
        }
      }
    }
    EXPECT_EQ(t.mismatches, 0) << sh.tag << ": " << t.mismatches << " of " << t.total;
    EXPECT_GT(shared_exact, t.total / 2) << sh.tag;
    EXPECT_GT(t.errors, 0) << sh.tag;
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
  exactpred::testing::expect_answers_in_every_environment(lines, expected);
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
  // The line y = -0 and one crossing it at x = 1.1 (rounded): y is +0.0, in the fast path too.
  const exactpred::ssi on_zero{{0.5, -0.0}, {2, -0.0}, {1, -1}, {1.3, 2}};
  const exactpred::rounded_point2 z0 = exactpred::rounded(on_zero);
  EXPECT_FALSE(z0.exact);
  EXPECT_EQ(z0.point.x, 1.1);
  EXPECT_EQ(z0.point.y, 0.0);
  EXPECT_FALSE(std::signbit(z0.point.y));
  exactpred::rounded_point2 f0;
  if (exactpred::detail::ssi_fast(on_zero, f0)) {
    EXPECT_EQ(f0.point.x, 1.1);
    EXPECT_FALSE(std::signbit(f0.point.y));
  } else {
    EXPECT_FALSE(exactpred::detail::construction_fast_path_available()) << "the fast path declined";
  }
}

// ---- The fast path of the constructions --------------------------------------------------------

enum class fast_kind { circumcenter_2d, ssi, lpi, circumcenter_3d, circumcenter_triangle_3d, tpi };
const fast_kind fast_kinds[] = {
    fast_kind::circumcenter_2d,          fast_kind::ssi, fast_kind::lpi, fast_kind::circumcenter_3d,
    fast_kind::circumcenter_triangle_3d, fast_kind::tpi};

/// Each kind's name, number of defining doubles and row of constructions[] (the oracle's name).
struct fast_kind_info {
  const char* name;
  int arity, row;
};
const fast_kind_info& info(fast_kind k) {
  static const fast_kind_info infos[] = {
      {"circumcenter_2d", 6, 5},          {"ssi", 8, 1}, {"lpi", 15, 3}, {"circumcenter_3d", 12, 7},
      {"circumcenter_triangle_3d", 9, 6}, {"tpi", 27, 4}};
  return infos[static_cast<int>(k)];
}
const char* name_of(fast_kind k) { return info(k).name; }

/// A query of one of the fast path's constructions: its defining doubles in a row.
struct fast_query {
  fast_kind kind;
  std::vector<double> x;
  int arity() const { return info(kind).arity; }
  exactpred::point2 p2(int i) const {
    return {x[static_cast<std::size_t>(2 * i)], x[static_cast<std::size_t>(2 * i + 1)]};
  }
  exactpred::point3 p3(int i) const {
    const auto k = static_cast<std::size_t>(3 * i);
    return {x[k], x[k + 1], x[k + 2]};
  }
};

/// A constructed point, 2D or 3D (z = 0 in 2D).
struct fast_point {
  double c[3] = {0, 0, 0};
  bool exact = false;
};
fast_point from(const exactpred::rounded_point2& r) { return {{r.point.x, r.point.y, 0}, r.exact}; }
fast_point from(const exactpred::rounded_point3& r) {
  return {{r.point.x, r.point.y, r.point.z}, r.exact};
}

bool fast(const fast_query& q, fast_point& out) {
  namespace d = exactpred::detail;
  exactpred::rounded_point2 r2;
  exactpred::rounded_point3 r3;
  bool decided = false;
  switch (q.kind) {
    case fast_kind::circumcenter_2d:
      decided = d::circumcenter_2d_fast(q.p2(0), q.p2(1), q.p2(2), r2);
      break;
    case fast_kind::ssi:
      decided = d::ssi_fast({q.p2(0), q.p2(1), q.p2(2), q.p2(3)}, r2);
      break;
    case fast_kind::lpi:
      decided = d::lpi_fast({q.p3(0), q.p3(1), q.p3(2), q.p3(3), q.p3(4)}, r3);
      if (decided) out = from(r3);
      return decided;
    case fast_kind::circumcenter_3d:
      decided = d::circumcenter_3d_fast(q.p3(0), q.p3(1), q.p3(2), q.p3(3), r3);
      if (decided) out = from(r3);
      return decided;
    case fast_kind::circumcenter_triangle_3d:
      decided = d::circumcenter_triangle_3d_fast(q.p3(0), q.p3(1), q.p3(2), r3);
      if (decided) out = from(r3);
      return decided;
    case fast_kind::tpi:
      decided = d::tpi_fast(
          {q.p3(0), q.p3(1), q.p3(2), q.p3(3), q.p3(4), q.p3(5), q.p3(6), q.p3(7), q.p3(8)}, r3);
      if (decided) out = from(r3);
      return decided;
  }
  if (decided) out = from(r2);
  return decided;
}

fast_point staged(const fast_query& q) {
  namespace d = exactpred::detail;
  exactpred::rounded_point2 r2;
  exactpred::rounded_point3 r3;
  switch (q.kind) {
    case fast_kind::circumcenter_2d:
      d::circumcenter_2d_staged(q.p2(0), q.p2(1), q.p2(2), r2);
      return from(r2);
    case fast_kind::ssi:
      d::ssi_staged({q.p2(0), q.p2(1), q.p2(2), q.p2(3)}, r2);
      return from(r2);
    case fast_kind::lpi:
      d::lpi_staged({q.p3(0), q.p3(1), q.p3(2), q.p3(3), q.p3(4)}, r3);
      return from(r3);
    case fast_kind::circumcenter_3d:
      d::circumcenter_3d_staged(q.p3(0), q.p3(1), q.p3(2), q.p3(3), r3);
      return from(r3);
    case fast_kind::circumcenter_triangle_3d:
      d::circumcenter_triangle_3d_staged(q.p3(0), q.p3(1), q.p3(2), r3);
      return from(r3);
    case fast_kind::tpi:
      d::tpi_staged(
          {q.p3(0), q.p3(1), q.p3(2), q.p3(3), q.p3(4), q.p3(5), q.p3(6), q.p3(7), q.p3(8)}, r3);
      return from(r3);
  }
  return {};
}

std::string line_of(const fast_query& q) {
  return construction_line(constructions[info(q.kind).row], q.x);
}

bool same(const fast_point& a, const fast_point& b) {
  return std::memcmp(a.c, b.c, sizeof a.c) == 0 && a.exact == b.exact;
}

// Random points (uniform in a square or cube scaled by 2^k, and small figures far from the
// origin): every point the fast path decides is the stages' bit for bit, and it decides nearly
// every query of the square or cube (3D: k within its window of [2^-120, 2^120), or [2^-100,
// 2^100) for circumcenter_triangle_3d), also where
// a line is parallel to the x axis (ssi's first line, lpi's: a numerator exactly zero, that
// coordinate the base's own).
TEST(Constructions, FastPathAgreesWithTheStages) {
  if (!exactpred::detail::construction_fast_path_available()) GTEST_SKIP() << "no fast path here";
  std::mt19937_64 rng(20261206);
  std::uniform_real_distribution<double> u(-1, 1);
  for (fast_kind kind : fast_kinds) {
    int decided_square = 0, square = 0, decided_far = 0, mismatches = 0;
    const int range =
        kind == fast_kind::circumcenter_2d || kind == fast_kind::ssi
            ? 301
            : (kind == fast_kind::circumcenter_triangle_3d ? 81
                                                           : (kind == fast_kind::tpi ? 61 : 101));
    for (int i = 0; i < scaled(40000, 4000); ++i) {
      const bool far = i % 4 == 3;
      const int k = static_cast<int>(rng() % static_cast<unsigned>(range)) - range / 2;
      fast_query q{kind, {}};
      for (int j = 0; j < q.arity(); ++j) {
        q.x.push_back(far ? 1000 * (j % 2 ? -1 : 1) + std::ldexp(u(rng), -(i % 20))
                          : std::ldexp(u(rng), k));
      }
      if (i % 4 == 1 && kind == fast_kind::ssi) q.x[3] = q.x[1];  // b.y = a.y
      if (i % 4 == 1 && kind == fast_kind::lpi) q.x[4] = q.x[1];  // q.y = p.y
      fast_point f;
      const bool decided = fast(q, f);
      (far ? decided_far : decided_square) += decided;
      square += !far;
      if (decided && !same(f, staged(q)) && ++mismatches <= 5) {
        ADD_FAILURE() << "fast path and stages differ for\n  " << line_of(q);
      }
    }
    EXPECT_EQ(mismatches, 0);
    EXPECT_GE(decided_square, square - square / 50) << name_of(kind);
    std::printf("%s: the fast path decided %d of %d random queries, %d far from the origin\n",
                name_of(kind), decided_square, square, decided_far);
  }
}

/// Points whose answer has a coordinate within a hair of a tie (halfway between two doubles),
/// or exactly on one (hair = 0); m in [1, 2) has the ulp w.
/// ssi: the line (m + w, 1) -> (m, -1) is at m + w/2 + y w/2 at height y, so at the tie m + 3w/2
/// at y = 2; the second line runs from c = (m - r, 2) (r in [1/2, 4]) to d = c + (2^-51 /
/// |hair|, +-2^-51), so it crosses the first at a height of 2 + 2 r hair (1 + O(hair)), where x is
/// r hair w away from the tie (hair = +-2^-e, e >= 20: d is a double).
/// lpi: the same in the plane y = y0 of the line (m + w, y0, 1) -> (m, y0, -1), and the plane
/// through (m - r, 0, 2), (m - r, 1, 2) and (m - r + 2^-51 / |hair|, 0, 2 +- 2^-51). tpi: that
/// plane, the plane y = y0 and the plane through the line (m + w, y, 1) -> (m, y, -1).
/// circumcenter_2d: a = (m, 0) and b = (m + w, hair) have the perpendicular bisector x = m + w/2
/// when hair = 0, turned by hair / w otherwise; with c = (cx, cy), cy in [1, 2], the centre is
/// about cy hair / w from the tie (hair = +-2^-e: 2^(104 - e) ulps of m). circumcenter_3d: the
/// same a and b (z = 0), c and d with y in [1, 2], every coordinate but the hair times 2^60: the
/// bisecting plane of a and b likewise, the centre about 2^(44 - e) ulps from the tie (and
/// circumcenter_triangle_3d the same without d); half of them with x and z swapped.
fast_query near_tie(fast_kind kind, std::mt19937_64& rng, double hair, int scale) {
  std::uniform_real_distribution<double> u(0, 1);
  const double m = 1 + u(rng), w = std::nextafter(m, 4) - m;
  std::vector<double> x;
  if (kind == fast_kind::circumcenter_2d) {
    x = {m, 0, m + w, hair, 4 * u(rng) - 2, 1 + u(rng)};
  } else if (kind == fast_kind::circumcenter_3d || kind == fast_kind::circumcenter_triangle_3d) {
    // Every coordinate but the hair times 2^60 (the hair alone must stay inside the window of
    // [2^-120, 2^120) or [2^-100, 2^100)), and not scaled again below.
    const double big = 0x1p60;
    const double cx = 4 * u(rng) - 2, cy = 1 + u(rng), cz = 4 * u(rng) - 2;
    const double dx = 4 * u(rng) - 2, dy = 1 + u(rng), dz = 4 * u(rng) - 2;
    x = {m * big, 0, 0, (m + w) * big, hair, 0, cx * big, cy * big, cz * big};
    if (kind == fast_kind::circumcenter_3d) x.insert(x.end(), {dx * big, dy * big, dz * big});
    // Half of them turned so that the tie is in z.
    if (u(rng) < 0.5) {
      for (std::size_t i = 0; i < x.size(); i += 3) std::swap(x[i], x[i + 2]);
    }
    return {kind, x};
  } else {
    const double cx = m - (0.5 + 3.5 * u(rng));
    const double run = hair == 0 ? 4.0 : 0x1p-51 / std::fabs(hair);
    const double rise = hair == 0 ? 0.0 : std::copysign(0x1p-51, hair);
    if (kind == fast_kind::ssi) {
      x = {m + w, 1, m, -1, cx, 2, cx + run, 2 + rise};
    } else if (kind == fast_kind::tpi) {
      // The plane through the line (m + w, y, 1) -> (m, y, -1) (every y), the plane y = y0 and the
      // plane of lpi's case below.
      const double y0 = 0.5 + 0.5 * u(rng);
      x = {m + w, 0, 1,  m, 0,  -1, m + w, 1,  1, 0, y0,       0, 1,       y0,
           0,     0, y0, 1, cx, 0,  2,     cx, 1, 2, cx + run, 0, 2 + rise};
    } else {
      const double y0 = u(rng);
      x = {m + w, y0, 1, m, y0, -1, cx, 0, 2, cx, 1, 2, cx + run, 0, 2 + rise};
      // (the line's x at height t is m + w/2 + t w/2: the plane near height 2 meets it at the tie
      // m + 3w/2 when hair = 0)
    }
  }
  for (double& v : x) v = std::ldexp(v, scale);
  return {kind, x};
}

#if defined(__SSE2__)
/// Every exception but inexact unmasked, flags cleared; restored (with the caller's flags) after.
struct trapping_environment {
  unsigned saved = _mm_getcsr();
  trapping_environment() { _mm_setcsr((saved & ~0x1FBFu) | 0x1000u); }
  ~trapping_environment() { _mm_setcsr(saved); }
};
#endif

// Near ties: each point is CGAL's (exact rationals rounded by MPFR), the fast path decides no
// exact tie, and it decides ties missed by 2^-20 to 2^-50 ulps (ssi, lpi: from 2^-53 on, the tail
// of a coordinate that lands on a tie cannot hold the hair; circumcenter_2d: 2^24 down to 2^-46
// ulps). Then the same queries with every exception but inexact unmasked: no trap, no flag but
// inexact, the same points.
TEST(Constructions, FastPathNearTies) {
  if (!exactpred::detail::construction_fast_path_available()) GTEST_SKIP() << "no fast path here";
  std::mt19937_64 rng(1206);
  std::vector<fast_query> queries;
  std::vector<fast_point> points;
  for (fast_kind kind : fast_kinds) {
    const bool circle = kind != fast_kind::ssi && kind != fast_kind::lpi && kind != fast_kind::tpi;
    // b.y = hair is an input: scaled circumcentres in space, e from 60 to 99
    const bool window_120 =
        kind == fast_kind::circumcenter_3d || kind == fast_kind::circumcenter_triangle_3d;
    int decided = 0, ties_decided = 0, mismatches = 0, total = 0, close = 0, close_decided = 0;
    for (int i = 0; i < scaled(3000, 300); ++i) {
      const int e = window_120 ? static_cast<int>(rng() % 40) + 60
                               : (circle ? static_cast<int>(rng() % 91) + 80
                                         : static_cast<int>(rng() % 61) + 20);
      const double hair = i % 10 == 0 ? 0.0 : std::ldexp(rng() % 2 ? 1.0 : -1.0, -e);
      const bool is_close = hair != 0 && (window_120 ? e <= 90 : (circle ? e <= 150 : e <= 50));
      // (tpi's window, [2^-80, 2^80), holds 2^-51 scaled by 2^-20 at most)
      const int scale = kind == fast_kind::tpi ? static_cast<int>(rng() % 41) - 20
                                               : static_cast<int>(rng() % 81) - 40;
      const fast_query q = near_tie(kind, rng, hair, scale);
      fast_point f;
      const bool d = fast(q, f);
      decided += d;
      ties_decided += d && hair == 0;
      close += is_close;
      close_decided += is_close && d;
      const std::string line = line_of(q);
      const std::string ours = show(exactpred::query::evaluate_line(line));
      const std::string cgal =
          show(exactpred::query::evaluate_line(line, exactpred::oracle::reference_evaluator));
      ++total;
      if (ours != cgal && ++mismatches <= 5) {
        ADD_FAILURE() << "exactpred '" << ours << "', CGAL '" << cgal << "' for\n  " << line;
      }
      queries.push_back(q);
      points.push_back(d ? f : staged(q));
    }
    EXPECT_EQ(mismatches, 0);
    EXPECT_EQ(ties_decided, 0);
    EXPECT_GE(close_decided, close - close / 50);
    std::printf("%s near ties: the fast path decided %d of %d (%d of the %d close)\n",
                name_of(kind), decided, total, close_decided, close);
  }
#if defined(__SSE2__)
  int changed = 0;
  {
    const trapping_environment traps;
    for (std::size_t i = 0; i < queries.size(); ++i) {
      fast_point f;
      if (fast(queries[i], f) && !same(f, points[i])) ++changed;
    }
    EXPECT_EQ(std::fetestexcept(FE_ALL_EXCEPT & ~FE_INEXACT), 0);
  }
  EXPECT_EQ(changed, 0);
#endif
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
