// SPDX-License-Identifier: MIT
// Differential tests of the meshing predicates (exactpred/meshing.hpp) against CGAL's exact
// rational kernel (compare_xy, compare_xyz, coplanar_orientation, coplanar_side_of_bounded_circle,
// power_side_of_oriented_power_circle / _sphere) on random, near-degenerate, exactly degenerate
// (coplanar lattice points, cocircular points in a tilted plane, power-cocircular weighted
// points), lattice and extreme-exponent families; every compiled stage of the power formulas
// against the same reference; and the properties of the perturbed power predicates.
#include <gtest/gtest.h>

#include <array>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "cgal_reference.hpp"
#include "exactpred/exactpred.hpp"
#include "query.hpp"
#include "support/families.hpp"
#include "support/program_random.hpp"
#include "support/query_text.hpp"
#include "support/test_scale.hpp"

namespace exactpred::testing::program_random {
const std::uint64_t seed = 20261130;
}

namespace {

using exactpred::point2;
using exactpred::point3;
using exactpred::sign;
using exactpred::weighted_point2;
using exactpred::weighted_point3;
using query_list = std::vector<std::vector<double>>;
namespace detail = exactpred::detail;

/// Both answers of a query line: exactpred's and CGAL's. Errors (a violated precondition)
/// must coincide, as errors.
struct answers {
  std::string ours, cgal;
};

answers ask(const std::string& name, const std::vector<double>& x) {
  const std::string line = exactpred::testing::query_line(name, x);
  const auto a = exactpred::query::evaluate_line(line);
  const auto b = exactpred::query::evaluate_line(line, exactpred::oracle::reference_evaluator);
  EXPECT_NE(b.text.rfind("the reference has no", 0), 0u) << "no CGAL reference for " << name;
  const auto show = [](const exactpred::query::line_result& r) {
    return r.status == exactpred::query::line_result::error ? std::string("error") : r.text;
  };
  return {show(a), show(b)};
}

/// Checks every query; returns how many answers of each value CGAL gave (-1, 0, 1, error), so
/// that a family can require its degenerate answers to occur.
std::array<int, 4> check_all(const std::string& name, const query_list& queries) {
  std::array<int, 4> seen{};
  int mismatches = 0;
  for (const auto& x : queries) {
    const answers r = ask(name, x);
    if (r.ours != r.cgal && ++mismatches <= 5) {
      ADD_FAILURE() << name << ": exactpred " << r.ours << ", CGAL " << r.cgal << " for\n  "
                    << exactpred::testing::query_line(name, x);
    }
    if (r.cgal == "-1") ++seen[0];
    if (r.cgal == "0") ++seen[1];
    if (r.cgal == "1") ++seen[2];
    if (r.cgal == "error") ++seen[3];
  }
  EXPECT_EQ(mismatches, 0) << name << ": " << mismatches << " of " << queries.size();
  return seen;
}

/// check_all, and more than `at_least` answers of each sign (-1, 0, 1) from CGAL.
void expect_every_answer(const std::string& name, const query_list& queries, int at_least) {
  const std::array<int, 4> seen = check_all(name, queries);
  EXPECT_GT(seen[0], at_least) << name;
  EXPECT_GT(seen[1], at_least) << name;
  EXPECT_GT(seen[2], at_least) << name;
}

using namespace exactpred::testing::program_random;

/// A value of any exponent (subnormal to near DBL_MAX / 2^8), either sign, or zero.
double extreme(int lo_exp = -1074, int hi_exp = 1000) {
  if (integer(0, 15) == 0) return 0.0;
  const double m = uniform(1, 2) * (integer(0, 1) ? -1 : 1);
  return std::ldexp(m, integer(lo_exp, hi_exp));
}

/// Moves one coordinate of x by one ulp (a near-degenerate copy of a degenerate query).
std::vector<double> nudge(std::vector<double> x) {
  const std::size_t i = static_cast<std::size_t>(integer(0, static_cast<int>(x.size()) - 1));
  x[i] = std::nextafter(x[i], integer(0, 1) ? HUGE_VAL : -HUGE_VAL);
  return x;
}

/// Multiplies coordinates by 2^k and weights (every `stride`-th value from `weight`) by 2^2k.
std::vector<double> scaled(std::vector<double> x, int k, int stride = 0, int weight = 0) {
  for (std::size_t i = 0; i < x.size(); ++i) {
    const bool is_weight = stride > 0 && static_cast<int>(i % stride) == weight;
    x[i] = std::ldexp(x[i], is_weight ? 2 * k : k);
  }
  return x;
}

// ---------------------------------------------------------------------------------------------
// Generators of exactly degenerate configurations.

/// Points o + i u + j v of a lattice plane (small integers: every coordinate exact).
std::vector<double> lattice_plane_points(int n, bool collinear = false) {
  int o[3], u[3], v[3];
  for (int k = 0; k < 3; ++k) {
    o[k] = integer(-50, 50);
    u[k] = integer(-9, 9);
    v[k] = collinear ? 2 * u[k] : integer(-9, 9);
  }
  std::vector<double> x;
  for (int p = 0; p < n; ++p) {
    const int i = integer(-20, 20), j = integer(-20, 20);
    for (int k = 0; k < 3; ++k) x.push_back(o[k] + i * u[k] + j * v[k]);
  }
  return x;
}

/// Four points of a lattice plane with integer coordinates of up to 37 bits, a, b, c nearly
/// collinear (c = b + u), and d off the plane by one unit in one coordinate if `off`: orient3d's
/// value is then below 2^38 against a filter bound near 2^58, so only an exact evaluation tells
/// the off-plane points (a precondition error) from the coplanar ones.
std::vector<double> wide_lattice_plane_points(bool off) {
  std::int64_t o[3], u[3], v[3];
  for (int k = 0; k < 3; ++k) {
    o[k] = integer(-50, 50);
    u[k] = integer(-9, 9);
    v[k] = integer(-9, 9);
  }
  const auto wide = [] { return std::int64_t{integer(-(1 << 28), 1 << 28)} * 8 + integer(0, 7); };
  const std::int64_t i[] = {wide(), wide(), wide()}, j[] = {wide(), wide(), wide()};
  std::vector<double> x;
  const auto add = [&](std::int64_t s, std::int64_t t, int extra_u) {
    for (int k = 0; k < 3; ++k)
      x.push_back(static_cast<double>(o[k] + (s + extra_u) * u[k] + t * v[k]));
  };
  add(i[0], j[0], 0);                // a
  add(i[0] + i[1], j[0] + j[1], 0);  // b
  add(i[0] + i[1], j[0] + j[1], 1);  // c = b + u
  add(i[2], j[2], 0);                // d
  if (off) x[static_cast<std::size_t>(integer(9, 11))] += integer(0, 1) ? 1 : -1;
  return x;
}

/// Pairs of orthogonal integer vectors of equal length: a tilted plane with an exact metric.
const int tilted_bases[][2][3] = {
    {{1, 2, 2}, {2, 1, -2}},
    {{2, 3, 6}, {3, -6, 2}},
    {{1, 4, 8}, {8, 1, -4}},
    {{1, 0, 0}, {0, 0, 1}},
};
/// Integer points (a, b) with a^2 + b^2 = 25 or 65.
const int circle25[][2] = {{5, 0},  {0, 5},  {-5, 0}, {0, -5}, {3, 4},   {4, 3},
                           {-3, 4}, {-4, 3}, {3, -4}, {4, -3}, {-3, -4}, {-4, -3}};

/// Four points of a tilted plane: a, b, c on a circle, d on it, inside or outside.
std::vector<double> tilted_circle_points() {
  const auto& basis = tilted_bases[integer(0, 3)];
  int c[3];
  for (int& v : c) v = integer(-100, 100);
  std::vector<double> x;
  int picked[3] = {-1, -1, -1};
  for (int p = 0; p < 3; ++p) {
    int k;
    do {
      k = integer(0, 11);
    } while (k == picked[0] || k == picked[1]);
    picked[p] = k;
    for (int j = 0; j < 3; ++j) {
      x.push_back(c[j] + circle25[k][0] * basis[0][j] + circle25[k][1] * basis[1][j]);
    }
  }
  int a, b;
  switch (integer(0, 2)) {
    case 0:  // on the circle
      a = circle25[integer(0, 11)][0];
      b = a == 0 ? 5 : (a == 5 || a == -5 ? 0 : (a == 3 || a == -3 ? 4 : 3));
      break;
    default:
      a = integer(-7, 7);
      b = integer(-7, 7);
  }
  for (int j = 0; j < 3; ++j) x.push_back(c[j] + a * basis[0][j] + b * basis[1][j]);
  return x;
}

/// Weighted points (coordinates, then weight) with w = |p - c|^2 - K: power-cocircular
/// (power-cospherical), the answer is zero. `dim` 2 or 3, `n` points.
std::vector<double> power_cospherical(int dim, int n) {
  int c[3];
  for (int& v : c) v = integer(-30, 30);
  const int K = integer(-500, 500);
  std::vector<double> x;
  for (int p = 0; p < n; ++p) {
    long long d2 = 0;
    for (int j = 0; j < dim; ++j) {
      const int v = integer(-60, 60);
      x.push_back(v);
      d2 += static_cast<long long>(v - c[j]) * (v - c[j]);
    }
    x.push_back(static_cast<double>(d2 - K));
  }
  return x;
}

/// Random weighted points: coordinates in [-1, 1], weights in [-1, 1] (or zero).
std::vector<double> random_weighted(int dim, int n) {
  std::vector<double> x;
  for (int p = 0; p < n; ++p) {
    for (int j = 0; j < dim; ++j) x.push_back(uniform());
    x.push_back(integer(0, 4) == 0 ? 0.0 : uniform());
  }
  return x;
}

// ---------------------------------------------------------------------------------------------

TEST(Meshing, CompareXyAndXyzMatchCgal) {
  const double pool[] = {0.0,     -0.0,     1.0, -1.0, 0x1p-1074, -0x1p-1074, 0x1p-1022,
                         DBL_MAX, -DBL_MAX, 1.5, 0.1,  -0.1,      1e300,      -1e-300};
  query_list q2, q3;
  for (int i = 0; i < exactpred::testing::scaled(4000); ++i) {
    std::vector<double> a, b;
    for (int j = 0; j < 3; ++j) {
      a.push_back(pool[integer(0, 13)]);
      b.push_back(integer(0, 1) ? a.back() : pool[integer(0, 13)]);
    }
    q2.push_back({a[0], a[1], b[0], b[1]});
    q3.push_back({a[0], a[1], a[2], b[0], b[1], b[2]});
    q2.push_back({extreme(), extreme(), extreme(), extreme()});
  }
  const auto s2 = check_all("compare_xy", q2);
  const auto s3 = check_all("compare_xyz", q3);
  for (int k = 0; k < 3; ++k) {
    EXPECT_GT(s2[k], 100);
    EXPECT_GT(s3[k], 100);
  }
}

TEST(Meshing, CoplanarOrientation3MatchesCgal) {
  query_list q;
  for (int i = 0; i < 1500; ++i) {
    q.push_back(lattice_plane_points(3));
    q.push_back(lattice_plane_points(3, true));  // collinear: every projection is zero
    std::vector<double> r;
    for (int j = 0; j < 9; ++j) r.push_back(uniform());
    q.push_back(r);
    // Points in a vertical plane (zero xy projection) and on a line parallel to an axis.
    const double y0 = uniform();
    q.push_back({uniform(), y0, uniform(), uniform(), y0, uniform(), uniform(), y0, uniform()});
    q.push_back(nudge(lattice_plane_points(3, true)));
    q.push_back(scaled(lattice_plane_points(3), integer(-1100, 960)));
    std::vector<double> e;
    for (int j = 0; j < 9; ++j) e.push_back(extreme());
    q.push_back(e);
  }
  expect_every_answer("coplanar_orientation_3", q, 100);
}

TEST(Meshing, CoplanarOrientation4MatchesCgal) {
  query_list q;
  for (int i = 0; i < 1500; ++i) {
    q.push_back(lattice_plane_points(4));
    q.push_back(scaled(lattice_plane_points(4), integer(-1100, 960)));
    // d on the line ab: zero.
    std::vector<double> x = lattice_plane_points(3);
    const int t = integer(-3, 3);
    for (int j = 0; j < 3; ++j) x.push_back(x[j] + t * (x[3 + j] - x[j]));
    q.push_back(x);
    q.push_back(nudge(lattice_plane_points(4)));  // off the plane: a precondition error
    q.push_back(wide_lattice_plane_points(false));
    q.push_back(wide_lattice_plane_points(true));  // off the plane by one unit: an error
    q.push_back(lattice_plane_points(4, true));    // a, b, c collinear: error
    q.push_back(tilted_circle_points());
  }
  const auto seen = check_all("coplanar_orientation", q);
  EXPECT_GT(seen[0], 100);
  EXPECT_GT(seen[1], 100);
  EXPECT_GT(seen[2], 100);
  EXPECT_GT(seen[3], 100);
}

TEST(Meshing, CoplanarSideOfBoundedCircleMatchesCgal) {
  query_list q;
  for (int i = 0; i < 1500; ++i) {
    const std::vector<double> x = tilted_circle_points();
    q.push_back(x);
    q.push_back(scaled(x, integer(-1100, 950)));  // the same circle at every exponent
    q.push_back(lattice_plane_points(4));
    q.push_back(nudge(x));
    // Coplanar with tiny and huge offsets: a lattice plane spanned by 2^k-scaled vectors.
    std::vector<double> y = lattice_plane_points(4);
    for (double& v : y) v = std::ldexp(v, integer(-30, 30)) + 0.0;
    q.push_back(y);  // usually not coplanar any more: both report the precondition
  }
  const auto seen = check_all("coplanar_side_of_bounded_circle", q);
  EXPECT_GT(seen[0], 100);
  EXPECT_GT(seen[1], 100);
  EXPECT_GT(seen[2], 100);
  EXPECT_GT(seen[3], 100);
}

void power_family(const std::string& name, int dim) {
  const int n = dim + 2, stride = dim + 1;
  query_list q;
  for (int i = 0; i < 1500; ++i) {
    q.push_back(random_weighted(dim, n));
    const std::vector<double> z = power_cospherical(dim, n);
    q.push_back(z);
    q.push_back(nudge(z));
    q.push_back(scaled(z, integer(-530, 450), stride, dim));  // weights by 2^2k
    q.push_back(scaled(nudge(z), integer(-530, 450), stride, dim));
    // Lattice points with zero weights: cocircular / cospherical integer grids.
    std::vector<double> g;
    for (int p = 0; p < n; ++p) {
      for (int j = 0; j < dim; ++j) g.push_back(integer(0, 2));
      g.push_back(0.0);
    }
    q.push_back(g);
    // Extreme exponents, weights of any exponent (subnormal to 2^1000).
    std::vector<double> e;
    for (int p = 0; p < n; ++p) {
      for (int j = 0; j < dim; ++j) e.push_back(extreme(-1074, 500));
      e.push_back(extreme());
    }
    q.push_back(e);
    // Equal coordinates, weights differing by one ulp of a huge or tiny value.
    std::vector<double> w = random_weighted(dim, n);
    const double big = std::ldexp(1.0, integer(-1074, 1020));
    for (int p = 0; p < n; ++p) w[p * stride + dim] = p == 0 ? std::nextafter(big, 0.0) : big;
    q.push_back(w);
    // A point given twice (weight included): zero, from the bits; with -0 beside +0 in a
    // coordinate and the weight, by evaluation; with the weight one ulp apart, not zero.
    std::vector<double> r = random_weighted(dim, n);
    const int from = integer(0, n - 1), to = (from + integer(1, n - 1)) % n;
    for (int j = 0; j <= dim; ++j) r[to * stride + j] = r[from * stride + j];
    if (i % 3 == 1) {
      r[from * stride] = 0.0;
      r[to * stride] = -0.0;
      r[from * stride + dim] = 0.0;
      r[to * stride + dim] = -0.0;
    } else if (i % 3 == 2) {
      r[to * stride + dim] = std::nextafter(r[from * stride + dim], HUGE_VAL);
    }
    q.push_back(r);
  }
  expect_every_answer(name, q, 100);
}

// power_incircle on lattices wider than the power tests' own certificate takes, where the
// integer one decides (or refuses): power-cocircular integer points around a centre up to 2^14
// (weights up to 2^30), one weight moved by an ulp (a 53-bit significand) or not; points at
// 2^28 and 2^29 (at and past the integers' bound) on a circle of radius 5 about them, also far
// from the origin; and the same scaled by 2^k (weights by 2^2k).
void power_incircle_lattice_family() {
  query_list q;
  for (int i = 0; i < 1500; ++i) {
    const int reach = 1 << integer(1, 14);
    long long c[2] = {integer(-reach, reach), integer(-reach, reach)};
    const long long K = integer(-1000, 1000);
    std::vector<double> z;
    for (int p = 0; p < 4; ++p) {
      long long d2 = 0;
      for (int j = 0; j < 2; ++j) {
        const long long v = c[j] + integer(-reach, reach);
        z.push_back(static_cast<double>(v));
        d2 += (v - c[j]) * (v - c[j]);
      }
      z.push_back(static_cast<double>(d2 - K));
    }
    q.push_back(z);
    std::vector<double> moved = z;
    const std::size_t w = static_cast<std::size_t>(3 * integer(0, 3) + 2);
    moved[w] = std::nextafter(moved[w], integer(0, 1) ? HUGE_VAL : -HUGE_VAL);
    q.push_back(moved);
    // Radius 5 about a centre at 2^28 or 2^29 (x or y), weights 25 - K (a tie), or one ulp off.
    static const int circle[][2] = {{5, 0},  {0, 5},  {-5, 0}, {0, -5}, {3, 4},   {4, 3},
                                    {-3, 4}, {-4, 3}, {3, -4}, {4, -3}, {-3, -4}, {-4, -3}};
    const double far = std::ldexp(1.0, integer(28, 29)) * (integer(0, 1) ? 1 : -1);
    std::vector<double> ring;
    for (int p = 0; p < 4; ++p) {
      const int* d = circle[integer(0, 11)];
      ring.push_back(i % 2 == 0 ? far + d[0] : d[0]);
      ring.push_back(i % 2 == 0 ? d[1] : far + d[1]);
      ring.push_back(static_cast<double>(25 - K));
    }
    q.push_back(ring);
    std::vector<double> ring_moved = ring;
    ring_moved[2] = std::nextafter(ring_moved[2], HUGE_VAL);
    q.push_back(ring_moved);
    const int k = integer(-500, 450);
    q.push_back(scaled(moved, k, 3, 2));
    q.push_back(scaled(ring, k, 3, 2));
  }
  expect_every_answer("power_incircle", q, 100);
}

TEST(Meshing, PowerIncircleOnWideLatticesMatchesCgal) { power_incircle_lattice_family(); }
TEST(Meshing, PowerIncircleMatchesCgal) { power_family("power_incircle", 2); }
TEST(Meshing, PowerInsphereMatchesCgal) { power_family("power_insphere", 3); }

/// A compare_power_distance query (p; q, qw; r, rw) scaled: every coordinate by 2^k, the weights
/// by 2^2k.
std::vector<double> scaled_power_distance(const std::vector<double>& x, int k, int dim) {
  std::vector<double> p = scaled(std::vector<double>(x.begin(), x.begin() + dim), k);
  const std::vector<double> rest =
      scaled(std::vector<double>(x.begin() + dim, x.end()), k, dim + 1, dim);
  p.insert(p.end(), rest.begin(), rest.end());
  return p;
}

// compare_power_distance_2/_3 (p; q, qw; r, rw) against CGAL's functors: random points and
// weights; equal power distances (integer points, w = |p - q|^2 - K: the answer is zero), also
// moved by one ulp and scaled by 2^k (weights by 2^2k); extreme exponents; q and r the same
// weighted point (zero from the bits), with -0 beside +0, or the weights one ulp apart; p on q.
void power_distance_family(const std::string& name, int dim) {
  query_list q;
  const auto weighted = [dim](std::vector<double>& x, const int* c, long long w) {
    for (int j = 0; j < dim; ++j) x.push_back(c[j]);
    x.push_back(static_cast<double>(w));
  };
  for (int i = 0; i < 1500; ++i) {
    std::vector<double> r;
    for (int j = 0; j < dim; ++j) r.push_back(uniform());
    const std::vector<double> wq = random_weighted(dim, 2);
    r.insert(r.end(), wq.begin(), wq.end());
    q.push_back(r);
    // Equal power distances from p: w = |p - x|^2 - K.
    int pc[3], qc[3], rc[3];
    for (int j = 0; j < 3; ++j) {
      pc[j] = integer(-60, 60);
      qc[j] = integer(-60, 60);
      rc[j] = integer(-60, 60);
    }
    const long long K = integer(-500, 500);
    long long dq = 0, dr = 0;
    for (int j = 0; j < dim; ++j) {
      dq += static_cast<long long>(pc[j] - qc[j]) * (pc[j] - qc[j]);
      dr += static_cast<long long>(pc[j] - rc[j]) * (pc[j] - rc[j]);
    }
    std::vector<double> z(pc, pc + dim);
    weighted(z, qc, dq - K);
    weighted(z, rc, dr - K);
    q.push_back(z);
    q.push_back(nudge(z));
    q.push_back(scaled_power_distance(z, integer(-530, 450), dim));
    // Extreme exponents.
    std::vector<double> e;
    for (int j = 0; j < dim; ++j) e.push_back(extreme(-1074, 500));
    for (int p = 0; p < 2; ++p) {
      for (int j = 0; j < dim; ++j) e.push_back(extreme(-1074, 500));
      e.push_back(extreme());
    }
    q.push_back(e);
    // q and r the same weighted point; -0 beside +0; weights one ulp apart.
    std::vector<double> same = r;
    std::copy(same.begin() + dim, same.begin() + 2 * dim + 1, same.begin() + 2 * dim + 1);
    if (i % 3 == 1) {
      same[dim] = 0.0;
      same[2 * dim + 1] = -0.0;
    } else if (i % 3 == 2) {
      same[3 * dim + 1] = std::nextafter(same[2 * dim], HUGE_VAL);
    }
    q.push_back(same);
    // p on q.
    std::vector<double> on = r;
    std::copy(on.begin() + dim, on.begin() + 2 * dim, on.begin());
    q.push_back(on);
  }
  expect_every_answer(name, q, 100);
}

TEST(Meshing, ComparePowerDistance2MatchesCgal) {
  power_distance_family("compare_power_distance_2", 2);
}
TEST(Meshing, ComparePowerDistance3MatchesCgal) {
  power_distance_family("compare_power_distance_3", 3);
}

// Whether the build has the 128-bit lattice certificate (src/meshing.cpp), which takes spreads
// beyond those of the evaluation in doubles, and the weighted formulas' integer certificate.
#if defined(__SIZEOF_INT128__) && !defined(EXACTPRED_PORTABLE)
constexpr bool wide_lattice = true;
#else
constexpr bool wide_lattice = false;
#endif

// compare_power_distance_2/_3 on lattices, where the integer certificate decides (or refuses):
// coordinates odd x 2^e spanning up to 60 bits, weights spanning up to 64, some of them with
// their lowest bit at an odd power of two (so that the weights' lattice sets q); equal power
// distances far from the origin whose terms need 80 bits, also one ulp off; integers at 2^59
// and beyond (where m leaves the certificate's range), also two of opposite signs on one axis
// and a tie whose x differences pass 2^60, and opposite corners at 2^61; subnormal weights at
// zero points; every coordinate and weight scaled by 2^k, k down to the subnormal range; signed
// zeros.
void power_distance_lattice_family(const std::string& name, int dim) {
  query_list q;
  const auto odd_times_power = [](int bits, int lo, int hi) {
    const long long odd = 2 * static_cast<long long>(integer(0, (1 << bits) - 1)) + 1;
    return (integer(0, 1) ? -1.0 : 1.0) * std::ldexp(static_cast<double>(odd), integer(lo, hi));
  };
  for (int i = 0; i < 1500; ++i) {
    // Spread: each input odd x 2^e, e in [0, 39] (coordinates) or [-3, 43] (weights).
    std::vector<double> spread;
    for (int point = 0; point < 3; ++point) {
      for (int j = 0; j < dim; ++j) spread.push_back(odd_times_power(20, 0, 39));
      if (point > 0) spread.push_back(i % 4 == 0 ? 0.0 : odd_times_power(20, -3, 43));
    }
    q.push_back(spread);
    // Equal power distances around an offset c of up to 2^45: p, q, r = c + small integers,
    // w_q up to 2^50, w_r = w_q + |p - r|^2 - |p - q|^2; then r's weight one ulp off.
    const double offset = std::ldexp(static_cast<double>(integer(1, 1 << 20)), integer(0, 25));
    long long pc[3], qc[3], rc[3];
    for (int j = 0; j < 3; ++j) {
      pc[j] = integer(-1000, 1000);
      qc[j] = integer(-1000, 1000);
      rc[j] = integer(-1000, 1000);
    }
    long long dq = 0, dr = 0;
    for (int j = 0; j < dim; ++j) {
      dq += (pc[j] - qc[j]) * (pc[j] - qc[j]);
      dr += (pc[j] - rc[j]) * (pc[j] - rc[j]);
    }
    const long long wq =
        (static_cast<long long>(integer(0, 1 << 25)) << integer(0, 25)) * (integer(0, 1) ? -1 : 1);
    std::vector<double> tie;
    for (int j = 0; j < dim; ++j) tie.push_back(offset + static_cast<double>(pc[j]));
    for (int j = 0; j < dim; ++j) tie.push_back(offset + static_cast<double>(qc[j]));
    tie.push_back(static_cast<double>(wq));
    for (int j = 0; j < dim; ++j) tie.push_back(offset + static_cast<double>(rc[j]));
    tie.push_back(static_cast<double>(wq + dr - dq));
    q.push_back(tie);
    std::vector<double> off = tie;
    off.back() = std::nextafter(off.back(), integer(0, 1) ? HUGE_VAL : -HUGE_VAL);
    q.push_back(off);
    // At and past the top: a coordinate of 2^59 or 2^60 (+ 2^8) beside small integers; then
    // p's and q's x at the top with opposite signs (their difference is 2^61 and more).
    std::vector<double> top = tie;
    top[static_cast<std::size_t>(integer(0, 3 * dim))] =
        std::ldexp(1.0, integer(59, 60)) + (integer(0, 1) ? 256.0 : 0.0);
    q.push_back(top);
    std::vector<double> opposite = tie;
    opposite[0] = std::ldexp(1.0, integer(59, 60)) + (integer(0, 1) ? 256.0 : 0.0);
    opposite[static_cast<std::size_t>(dim)] = -std::ldexp(1.0, integer(59, 60));
    q.push_back(opposite);
    // A tie at the top: p = (2^59 + 1, 0), q = (-2^59, 0), r = (-2^59 + 2, 2^31), equal weights
    // (|p - q|^2 = |p - r|^2 = 2^120 + 2^61 + 1); mirrored in x every other query, r's weight
    // 2 more every third.
    {
      std::vector<double> wide(static_cast<std::size_t>(3 * dim + 2), 0.0);
      const double sx = i % 2 == 0 ? 1.0 : -1.0, w = static_cast<double>(integer(-1000, 1000));
      wide[0] = sx * (0x1p59 + 1);
      wide[static_cast<std::size_t>(dim)] = sx * -0x1p59;
      wide[static_cast<std::size_t>(2 * dim)] = w;
      wide[static_cast<std::size_t>(2 * dim + 1)] = sx * (-0x1p59 + 2);
      wide[static_cast<std::size_t>(2 * dim + 2)] = 0x1p31;
      wide.back() = i % 3 == 0 ? w + 2 : w;
      q.push_back(wide);
    }
    // Opposite corners at the top: p = (X, X[, X]), q = -p, r = 0, X = 2^61 - 2^8 (the squared
    // distance from p to q is 4 dim X^2, 2^126 and more).
    {
      std::vector<double> corners(static_cast<std::size_t>(3 * dim + 2), 0.0);
      const double x = i % 2 == 0 ? 0x1p61 - 256 : -(0x1p61 - 256);
      for (int j = 0; j < dim; ++j) {
        corners[static_cast<std::size_t>(j)] = x;
        corners[static_cast<std::size_t>(dim + j)] = -x;
      }
      corners[static_cast<std::size_t>(2 * dim)] = static_cast<double>(integer(-1000, 1000));
      corners.back() = static_cast<double>(integer(-1000, 1000));
      q.push_back(corners);
    }
    // Zero points, subnormal (or zero) weights.
    std::vector<double> tiny(static_cast<std::size_t>(3 * dim + 2), 0.0);
    tiny[static_cast<std::size_t>(dim) * 2] = odd_times_power(20, -1074, -1060);
    tiny.back() = i % 3 == 0 ? -0.0 : odd_times_power(20, -1074, -1060);
    q.push_back(tiny);
    // The tie and the spread scaled: coordinates by 2^k, weights by 2^2k.
    const int k = integer(-560, 450);
    q.push_back(scaled_power_distance(tie, k, dim));
    q.push_back(scaled_power_distance(spread, k, dim));
  }
  expect_every_answer(name, q, 100);
}

// compare_power_distance's certificate alone (detail::compare_power_distance_*_lattice): where
// there are 128-bit integers it must decide every integer tie, and the tie with its larger
// weight one ulp off, as CGAL does; and it must refuse a coordinate off the lattice that its
// largest coordinate allows (2^60 + 2^8 beside an odd integer: q = 2), a weight off q^2, and
// every input not finite.
template <int Dim>
void check_power_distance_certificate() {
  using P = std::conditional_t<Dim == 2, point2, point3>;
  using W = std::conditional_t<Dim == 2, weighted_point2, weighted_point3>;
  const std::string name = Dim == 2 ? "compare_power_distance_2" : "compare_power_distance_3";
  const auto certify = [](const std::vector<double>& x) {
    P p{};
    W q{}, r{};
    double* const out[] = {&p.x, &q.x, &r.x};
    for (int j = 0; j < Dim; ++j) out[0][j] = x[static_cast<std::size_t>(j)];
    for (int j = 0; j <= Dim; ++j) {
      out[1][j] = x[static_cast<std::size_t>(Dim + j)];
      out[2][j] = x[static_cast<std::size_t>(2 * Dim + 1 + j)];
    }
    if constexpr (Dim == 2) {
      return exactpred::detail::compare_power_distance_2_lattice(p, q, r);
    } else {
      return exactpred::detail::compare_power_distance_3_lattice(p, q, r);
    }
  };
  int decided = 0, ties = 0;
  for (int i = 0; i < 500; ++i) {
    long long c[3], d2[2] = {0, 0};
    std::vector<double> x;
    for (long long& v : c) v = integer(-1000, 1000);
    for (int j = 0; j < Dim; ++j) x.push_back(static_cast<double>(c[j]));
    const long long K = integer(-100000, 100000);
    for (int point = 0; point < 2; ++point) {
      for (int j = 0; j < Dim; ++j) {
        const long long v = integer(-1000, 1000);
        x.push_back(static_cast<double>(v));
        d2[point] += (v - c[j]) * (v - c[j]);
      }
      x.push_back(static_cast<double>(d2[point] - K));
    }
    // (The moved weight's 53 bits fit the lattice when it is the larger weight: beside a larger
    // one they may need more than 62 bits; a zero weight moved is 2^-1074, off every lattice.)
    std::vector<double> moved = x;
    moved.back() = std::nextafter(moved.back(), integer(0, 1) ? HUGE_VAL : -HUGE_VAL);
    for (const std::vector<double>* query : {&x, &moved}) {
      const bool expected =
          wide_lattice &&
          (query == &x || (x.back() != 0 && std::fabs(x.back()) >= std::fabs(x[2 * Dim])));
      ties += expected;
      const std::optional<sign> s = certify(*query);
      if (expected) {
        EXPECT_TRUE(s.has_value()) << exactpred::testing::query_line(name, *query);
      }
      if (!s) continue;
      ++decided;
      EXPECT_EQ(std::to_string(exactpred::to_int(*s)), ask(name, *query).cgal)
          << name << " query " << i;
    }
    std::vector<double> off_lattice = x;
    off_lattice[0] = 0x1p60 + 256;
    off_lattice[static_cast<std::size_t>(Dim)] = 2 * integer(0, 1000) + 1.0;
    EXPECT_FALSE(certify(off_lattice).has_value()) << name << " query " << i;
    std::vector<double> fine_weight = x;
    fine_weight[static_cast<std::size_t>(2 * Dim)] = 0x1p-100;
    EXPECT_FALSE(certify(fine_weight).has_value()) << name << " query " << i;
    for (const double bad : {HUGE_VAL, -HUGE_VAL, std::nan("")}) {
      std::vector<double> y = x;
      y[static_cast<std::size_t>(integer(0, 3 * Dim + 1))] = bad;
      EXPECT_FALSE(certify(y).has_value()) << name << " query " << i;
    }
  }
  EXPECT_GE(decided, ties);
  EXPECT_GT(ties, wide_lattice ? 700 : -1);
}

TEST(Meshing, ComparePowerDistanceCertificateDecidesLatticeTies) {
  check_power_distance_certificate<2>();
  check_power_distance_certificate<3>();
}

TEST(Meshing, ComparePowerDistance2OnLatticesMatchesCgal) {
  power_distance_lattice_family("compare_power_distance_2", 2);
}
TEST(Meshing, ComparePowerDistance3OnLatticesMatchesCgal) {
  power_distance_lattice_family("compare_power_distance_3", 3);
}

// side_of_diametral_circle/_sphere (p, q, t) against CGAL's side_of_bounded_circle/_sphere(p, q,
// t): random points; t exactly on the circle (sphere) with diameter pq (integer points, q = t +
// k v, v orthogonal to t - p), the same moved by one ulp and scaled by 2^k; t = p, t = q, with
// -0 beside +0; p = q; extreme exponents; and t at the midpoint of pq with p, q at subnormal
// distances (the value's products underflow).
void diametral_family(const std::string& name, int dim) {
  query_list q;
  for (int i = 0; i < 2000; ++i) {
    std::vector<double> r;
    for (int j = 0; j < 3 * dim; ++j) r.push_back(uniform());
    q.push_back(r);
    const std::vector<double> on =
        exactpred::testing::right_angle_at_t(static_cast<std::size_t>(dim), rng());
    q.push_back(on);
    q.push_back(nudge(on));
    q.push_back(scaled(on, integer(-1000, 900)));
    // t = p, t = q (the second with -0 beside +0), p = q.
    std::vector<double> tp = r, tq = r, pq = r;
    std::copy(r.begin(), r.begin() + dim, tp.begin() + 2 * dim);
    std::copy(r.begin() + dim, r.begin() + 2 * dim, tq.begin() + 2 * dim);
    if (i % 2 == 1) {
      tq[dim] = 0.0;
      tq[2 * dim] = -0.0;
    }
    std::copy(r.begin(), r.begin() + dim, pq.begin() + dim);
    q.push_back(tp);
    q.push_back(tq);
    q.push_back(pq);
    std::vector<double> e;
    for (int j = 0; j < 3 * dim; ++j) e.push_back(extreme(-1074, 1000));
    q.push_back(e);
    // The midpoint of p and q a few subnormal steps away from each (inside; or on p = q).
    std::vector<double> mid(3 * dim);
    for (int a = 0; a < dim; ++a) {
      const double c = std::ldexp(integer(-64, 64), -1074 + 2);
      const double h = std::ldexp(integer(0, 3), -1074 + 1);
      mid[a] = c - h;
      mid[dim + a] = c + h;
      mid[2 * dim + a] = a == 0 && i % 3 == 0 ? c + 4 * h : c;
    }
    q.push_back(mid);
  }
  expect_every_answer(name, q, 1000);
}

TEST(Meshing, SideOfDiametralCircleMatchesCgal) { diametral_family("side_of_diametral_circle", 2); }
TEST(Meshing, SideOfDiametralSphereMatchesCgal) { diametral_family("side_of_diametral_sphere", 3); }

TEST(Meshing, SideOfDiametralCircleAndSphereOnTheirOwnPoints) {
  // Thales: a right angle at t is on the circle; t = p and t = q are on it; p = q is a point.
  const point2 p{0, 0}, q{4, 0};
  EXPECT_EQ(exactpred::side_of_diametral_circle(p, q, point2{2, 2}), sign::zero);
  EXPECT_EQ(exactpred::side_of_diametral_circle(p, q, point2{2, 1.5}), sign::positive);
  EXPECT_EQ(exactpred::side_of_diametral_circle(p, q, point2{2, 2.5}), sign::negative);
  EXPECT_EQ(exactpred::side_of_diametral_circle(p, q, p), sign::zero);
  EXPECT_EQ(exactpred::side_of_diametral_circle(p, q, q), sign::zero);
  EXPECT_EQ(exactpred::side_of_diametral_circle(p, p, p), sign::zero);
  EXPECT_EQ(exactpred::side_of_diametral_circle(p, p, q), sign::negative);
  // Tiny coordinates whose products underflow: still exact.
  const double s = 0x1p-1074;
  EXPECT_EQ(exactpred::side_of_diametral_circle(point2{0, 0}, point2{4 * s, 0}, point2{2 * s, s}),
            sign::positive);
  EXPECT_EQ(
      exactpred::side_of_diametral_circle(point2{0, 0}, point2{4 * s, 0}, point2{2 * s, 2 * s}),
      sign::zero);
  const point3 a{1, 1, 1}, b{1, 1, 5};
  EXPECT_EQ(exactpred::side_of_diametral_sphere(a, b, point3{1, 3, 3}), sign::zero);
  EXPECT_EQ(exactpred::side_of_diametral_sphere(a, b, point3{1, 2, 3}), sign::positive);
  EXPECT_EQ(exactpred::side_of_diametral_sphere(a, b, point3{3, 2, 3}), sign::negative);
  EXPECT_EQ(exactpred::side_of_diametral_sphere(a, b, b), sign::zero);
  EXPECT_EQ(exactpred::side_of_diametral_sphere(a, a, b), sign::negative);
  // p = q, and t so close that |p - t|^2 underflows: the inline filter cannot decide, and the
  // stages after it must not take p = q for a zero (the formula vanishes for t = p and t = q
  // only).
  const point2 tiny{0x1p-600, 0};
  EXPECT_EQ(exactpred::side_of_diametral_circle(tiny, tiny, point2{0, 0}), sign::negative);
  EXPECT_EQ(exactpred::side_of_diametral_circle(tiny, tiny, tiny), sign::zero);
  const point3 tiny3{0, 0x1p-600, 0};
  EXPECT_EQ(exactpred::side_of_diametral_sphere(tiny3, tiny3, point3{0, 0, 0}), sign::negative);
  EXPECT_EQ(exactpred::side_of_diametral_sphere(tiny3, point3{0, 0, 0}, tiny3), sign::zero);
}

// Every stage of the power formulas (on split weights) alone against CGAL: a certified answer
// of the filter, the dynamic filter, the error-free evaluation (with FMA where the CPU has it),
// the expansion stage and the exact integers. Returns whether the error-free evaluation answered.
template <class F, std::size_t... I>
bool check_stages(const std::vector<double>& x, int dim, const std::string& expected,
                  std::index_sequence<I...>) {
  std::vector<double> args;
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (static_cast<int>(i % (dim + 1)) == dim) {
      const detail::weight_factors w = detail::split_weight(x[i]);
      EXPECT_EQ(w.u * w.v, x[i]);  // exact (inputs here are normal and not tiny)
      args.push_back(w.u);
      args.push_back(w.v);
    } else {
      args.push_back(x[i]);
    }
  }
  EXPECT_EQ(args.size(), static_cast<std::size_t>(F::arity));
  if (args.size() != static_cast<std::size_t>(F::arity)) return false;
  const auto text = [](sign s) { return std::to_string(exactpred::to_int(s)); };
  if (const auto s = detail::filter_sign<F>(args[I]...)) {
    EXPECT_EQ(text(*s), expected);
  }
  if (const auto s = detail::dynamic_filter_sign<F>(args[I]...)) {
    EXPECT_EQ(text(*s), expected);
  }
  if (const auto s = detail::expansion_sign<F>(args.data())) {
    EXPECT_EQ(text(*s), expected);
  }
  // Moderate inputs: no value of the formula underflows or overflows (the stage's condition).
  const std::optional<sign> error_free = detail::error_free_sign_compiled<F>(args.data());
  if (error_free) {
    EXPECT_EQ(text(*error_free), expected);
  }
  EXPECT_EQ(text(detail::exact_sign<F>(args.data())), expected);
  EXPECT_EQ(text(detail::slow_sign<F>(args.data())), expected);
  return error_free.has_value();
}

TEST(Meshing, PowerStagesAgreeWithCgal) {
  // The error-free evaluation decides the power-cospherical lattice points (exact zeros).
  int error_free_incircle = 0, error_free_insphere = 0;
  for (int i = 0; i < 400; ++i) {
    for (const std::vector<double>& x :
         {random_weighted(2, 4), power_cospherical(2, 4), nudge(power_cospherical(2, 4))}) {
      const std::string expected = ask("power_incircle", x).cgal;
      error_free_incircle += check_stages<detail::power_incircle_formula>(
          x, 2, expected, std::make_index_sequence<16>{});
    }
    for (const std::vector<double>& x :
         {random_weighted(3, 5), power_cospherical(3, 5), nudge(power_cospherical(3, 5))}) {
      const std::string expected = ask("power_insphere", x).cgal;
      error_free_insphere += check_stages<detail::power_insphere_formula>(
          x, 3, expected, std::make_index_sequence<25>{});
    }
  }
  EXPECT_GE(error_free_incircle, 400);
  EXPECT_GE(error_free_insphere, 400);
}

// The power tests' lattice certificate (detail::power_incircle_lattice, power_insphere_lattice):
// whenever it answers, CGAL's exact sign. Power-cospherical lattice points (exact zeros), moved
// along the lattice (a weight by one unit: near the degeneracy, every node exact), scaled by a
// power of two and translated; spreads from a few bits to beyond what the certificate takes,
// where a looser bound would answer with a rounded value. It must answer the small ones.
template <class P>
std::optional<sign> power_lattice(const std::vector<double>& x, int dim) {
  const int n = dim + 2;
  std::vector<P> p(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    double* q = &p[static_cast<std::size_t>(i)].x;
    for (int j = 0; j <= dim; ++j) q[j] = x[static_cast<std::size_t>(i * (dim + 1) + j)];
  }
  if constexpr (std::is_same_v<P, weighted_point2>) {
    return detail::power_incircle_lattice(p.data());
  } else {
    return detail::power_insphere_lattice(p.data());
  }
}

/// n weighted points with integer coordinates in [-2^t, 2^t] and integer weights in
/// [-2^2t, 2^2t] (rounded to doubles beyond 2^53): determinants of about 2^5t (space), where a
/// bound too loose for 128 bits would wrap around.
std::vector<double> random_lattice_weighted(int dim, int n, int t) {
  std::uniform_int_distribution<long long> coordinate(-(1ll << t), 1ll << t);
  std::uniform_int_distribution<long long> weight(-(1ll << 2 * t), 1ll << 2 * t);
  std::vector<double> x;
  for (int p = 0; p < n; ++p) {
    for (int j = 0; j < dim; ++j) x.push_back(static_cast<double>(coordinate(rng())));
    x.push_back(static_cast<double>(weight(rng())));
  }
  return x;
}

/// n weighted points with coordinates in [-2^t, 2^t] (integers), w = |p - c|^2 - K, then one
/// weight moved by `move` (an integer: the points stay on the lattice).
std::vector<double> wide_power_cospherical(int dim, int n, int t, int move) {
  const long long span = 1ll << t;
  std::uniform_int_distribution<long long> coordinate(-span, span);
  long long c[3];
  for (long long& v : c) v = coordinate(rng());
  const long long K = coordinate(rng());
  const int moved = integer(0, n - 1);
  std::vector<double> x;
  for (int p = 0; p < n; ++p) {
    long long d2 = 0;
    for (int j = 0; j < dim; ++j) {
      const long long v = coordinate(rng());
      x.push_back(static_cast<double>(v));
      d2 += (v - c[j]) * (v - c[j]);
    }
    x.push_back(static_cast<double>(d2 - K + (p == moved ? move : 0)));
  }
  return x;
}

template <class P>
void check_power_lattice(const std::string& name, int dim) {
  const int n = dim + 2, stride = dim + 1;
  int answered_small = 0, small = 0, answered = 0, wide_answered = 0, beyond_double = 0;
  for (int i = 0; i < 600; ++i) {
    std::vector<std::vector<double>> q = {power_cospherical(dim, n)};
    // Weights scaled by 2^2k stay within the certificate's [2^-200, 2^400).
    q.push_back(scaled(q[0], integer(-90, 100), stride, dim));
    std::vector<double> moved = power_cospherical(dim, n);
    moved[static_cast<std::size_t>(integer(0, n - 1) * stride + dim)] += integer(0, 1) ? 1 : -1;
    q.push_back(moved);
    std::vector<double> translated = power_cospherical(dim, n);
    for (std::size_t k = 0; k < translated.size(); ++k) {
      if (static_cast<int>(k % stride) != dim) translated[k] += 0x1p30;
    }
    q.push_back(translated);
    // Spreads of 2^3 to 2^30, power-cospherical and random (determinants near 2^5t): the
    // evaluation in doubles takes up to about 2^11 (plane) and 2^8 (space), the 128-bit one up to
    // about 2^29 and 2^22.
    const int t = 2 + i % 28;
    q.push_back(wide_power_cospherical(dim, n, t, integer(-1, 1)));
    q.push_back(random_lattice_weighted(dim, n, t));
    for (std::size_t k = 0; k < q.size(); ++k) {
      const std::optional<sign> s = power_lattice<P>(q[k], dim);
      if (k < 4) {
        ++small;
        answered_small += s.has_value();
      }
      if (!s) continue;
      ++answered;
      if (k == 4 && t >= (dim == 2 ? 9 : 6)) ++wide_answered;  // the last bits the bound takes
      if (k == 4 && t >= (dim == 2 ? 12 : 9)) ++beyond_double;
      EXPECT_EQ(std::to_string(exactpred::to_int(*s)), ask(name, q[k]).cgal)
          << name << " query " << i << "." << k;
    }
  }
  EXPECT_EQ(answered_small, small) << "the small lattices must be certified";
  EXPECT_GT(wide_answered, 20) << "spreads near the bound must be certified too";
  if (wide_lattice) {
    EXPECT_GT(beyond_double, 20) << "the 128-bit certificate takes wider spreads";
  }
  // A weight on a lattice 2^30 times finer than the integers: beyond the evaluation in doubles,
  // within the 128-bit one (whose finest lattice here is about 2^-15: differences below 2^7).
  std::vector<double> fine = power_cospherical(dim, n);
  fine[static_cast<std::size_t>(dim)] += 0x1p-30;
  const std::optional<sign> fine_sign = power_lattice<P>(fine, dim);
  EXPECT_EQ(fine_sign.has_value(), wide_lattice);
  if (fine_sign) {
    EXPECT_EQ(std::to_string(exactpred::to_int(*fine_sign)), ask(name, fine).cgal);
  }
  // A weight one ulp off an integer (53 significant bits, where a multiple m q^2 of the x + C
  // test has at most 51): certified by power_incircle's integer certificate (where there are
  // 128-bit integers), not by power_insphere's.
  std::vector<double> off = power_cospherical(dim, n);
  off[static_cast<std::size_t>(dim)] = std::nextafter(off[static_cast<std::size_t>(dim)], HUGE_VAL);
  const std::optional<sign> off_sign = power_lattice<P>(off, dim);
  EXPECT_EQ(off_sign.has_value(), wide_lattice && dim == 2);
  if (off_sign) {
    EXPECT_EQ(std::to_string(exactpred::to_int(*off_sign)), ask(name, off).cgal);
  }
  // Not certified: a subnormal coordinate, a spread too wide, and non-lattice coordinates.
  std::vector<double> tiny = power_cospherical(dim, n);
  tiny[0] = 0x1p-1070;
  EXPECT_FALSE(power_lattice<P>(tiny, dim).has_value());
  std::vector<double> wide = power_cospherical(dim, n);
  wide[0] = 0x1p40 + 1;
  EXPECT_FALSE(power_lattice<P>(wide, dim).has_value());
  EXPECT_FALSE(power_lattice<P>(random_weighted(dim, n), dim).has_value());
  // Not finite (the slow path asks the certificate before it checks its input): refused in every
  // coordinate and weight, each point.
  for (const double bad : {HUGE_VAL, -HUGE_VAL, std::nan(""), -std::nan("")}) {
    for (int k = 0; k < n * stride; ++k) {
      std::vector<double> x = power_cospherical(dim, n);
      x[static_cast<std::size_t>(k)] = bad;
      EXPECT_FALSE(power_lattice<P>(x, dim).has_value()) << k << " " << bad;
    }
  }
  EXPECT_GT(answered, 2000);
}

TEST(Meshing, PowerLatticeCertificateMatchesCgal) {
  check_power_lattice<weighted_point2>("power_incircle", 2);
  check_power_lattice<weighted_point3>("power_insphere", 3);
  // Zero weights: cocircular integer points on x^2 + y^2 = 5^12 (radius 15625, 52 of them;
  // differences up to 2^14.9, intermediate values up to about 2^63): exact zeros that only an
  // exact evaluation gives, where only the coordinates' bound decides (no weight difference);
  // the certificate must leave the odd ones to the other stages.
  std::vector<std::array<double, 2>> circle;
  const long long r2 = 244140625;
  for (long long x = -15625; x <= 15625; ++x) {
    const long long y = std::llround(std::sqrt(static_cast<double>(r2 - x * x)));
    for (const long long v : {y, -y}) {
      if (x * x + v * v == r2) circle.push_back({static_cast<double>(x), static_cast<double>(v)});
    }
  }
  ASSERT_GE(circle.size(), 48u);
  for (int i = 0; i < 2000; ++i) {
    std::vector<double> x;
    const double shift = integer(-4, 4) * 1024.0;
    for (int p = 0; p < 4; ++p) {
      const auto& c =
          circle[static_cast<std::size_t>(integer(0, static_cast<int>(circle.size()) - 1))];
      x.insert(x.end(), {c[0] + shift, c[1], 0.0});
    }
    if (const std::optional<sign> s = power_lattice<weighted_point2>(x, 2)) {
      EXPECT_EQ(std::to_string(exactpred::to_int(*s)), ask("power_incircle", x).cgal) << i;
    }
  }
}

TEST(Meshing, SplitWeightIsExactForEveryExponent) {
  for (int e = -1074; e <= 1023; ++e) {
    for (double m : {1.0, -1.0, 1.75, -1.9999999999999998}) {
      const double w = std::ldexp(m, e);
      if (w == 0 || !std::isfinite(w)) continue;
      const detail::weight_factors f = detail::split_weight(w);
      // u is a power of two, both factors are normal, and u * v = w exactly (checked by
      // dividing back, which is exact for a power of two).
      ASSERT_GE(std::fabs(f.u), DBL_MIN) << w;
      ASSERT_GE(std::fabs(f.v), DBL_MIN) << w;
      ASSERT_EQ(std::ldexp(f.v, std::ilogb(f.u)), w) << w;
      ASSERT_EQ(std::ldexp(1.0, std::ilogb(f.u)), f.u) << w;
    }
  }
  const detail::weight_factors z = detail::split_weight(-0.0);
  EXPECT_EQ(z.u * z.v, 0.0);
}

TEST(Meshing, PowerWithZeroWeightsIsIncircleAndInsphere) {
  for (int i = 0; i < 3000; ++i) {
    exactpred::point2 p[4];
    weighted_point2 w[4];
    for (int k = 0; k < 4; ++k) {
      p[k] = {static_cast<double>(integer(0, 3)), i % 2 ? uniform() : integer(0, 3) * 0.5};
      w[k] = {p[k].x, p[k].y, 0.0};
    }
    ASSERT_EQ(exactpred::power_incircle(w[0], w[1], w[2], w[3]),
              exactpred::incircle(p[0], p[1], p[2], p[3]));
    point3 s[5];
    weighted_point3 ws[5];
    for (int k = 0; k < 5; ++k) {
      s[k] = {static_cast<double>(integer(0, 2)), static_cast<double>(integer(0, 2)),
              i % 2 ? uniform() : static_cast<double>(integer(0, 2))};
      ws[k] = {s[k].x, s[k].y, s[k].z, 0.0};
    }
    ASSERT_EQ(exactpred::power_insphere(ws[0], ws[1], ws[2], ws[3], ws[4]),
              exactpred::insphere(s[0], s[1], s[2], s[3], s[4]));
  }
}

TEST(Meshing, NonFiniteInputNamesPredicateAndArgument) {
  const double nan = std::nan("");
  const auto message = [](auto&& f) {
    try {
      f();
    } catch (const exactpred::invalid_input& e) {
      return std::string(e.what());
    }
    return std::string("no exception");
  };
  EXPECT_EQ(
      message([&] {
        exactpred::power_incircle({0, 0, 0}, {1, 0, 0}, {0, 1, nan}, {1, 1, 0});
      }),
      "power_incircle: the weight of point c (cw) is NaN; every coordinate and weight must be "
      "finite");
  EXPECT_EQ(message([&] {
              exactpred::power_insphere({0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0},
                                        {HUGE_VAL, 1, 1, 0});
            }),
            "power_insphere: coordinate x of point e is +infinity; every coordinate and weight "
            "must be finite");
  EXPECT_EQ(message([&] {
              exactpred::compare_power_distance_2(exactpred::point2{0, 0}, {1, 0, 0}, {0, 1, nan});
            }),
            "compare_power_distance_2: the weight of point r (rw) is NaN; every coordinate and "
            "weight must be finite");
  EXPECT_EQ(
      message([&] {
        exactpred::compare_power_distance_3(point3{0, -HUGE_VAL, 0}, {1, 0, 0, 0}, {0, 1, 0, 0});
      }),
      "compare_power_distance_3: coordinate y of point p is -infinity; every coordinate "
      "and weight must be finite");
  EXPECT_EQ(message([&] {
              exactpred::side_of_diametral_circle(exactpred::point2{0, 0}, {1, 0}, {nan, 1});
            }),
            "side_of_diametral_circle: coordinate x of point t is NaN; every coordinate and "
            "weight must be finite");
  EXPECT_EQ(message([&] {
              exactpred::side_of_diametral_sphere(point3{0, 0, 0}, {1, 0, HUGE_VAL}, {0, 1, 0});
            }),
            "side_of_diametral_sphere: coordinate z of point q is +infinity; every coordinate "
            "and weight must be finite");
  // t equal to p with a non-finite coordinate: the error, not the repeated-point zero.
  EXPECT_NE(message([&] {
              exactpred::side_of_diametral_circle(exactpred::point2{nan, 0}, {1, 0}, {nan, 0});
            }).find("side_of_diametral_circle: coordinate x of point p is NaN"),
            std::string::npos);
  EXPECT_EQ(message([&] {
              exactpred::compare_xy(exactpred::point2{0, 0}, {0, nan});
            }),
            "compare_xy: coordinate y of point b is NaN; every coordinate and weight must be "
            "finite");
  EXPECT_NE(message([&] {
              exactpred::coplanar_side_of_bounded_circle(point3{0, 0, 0}, {1, 0, 0}, {0, 1, 0},
                                                         {0, 0, -HUGE_VAL});
            }).find("coplanar_side_of_bounded_circle: coordinate z of point d is -infinity"),
            std::string::npos);
  // The xy projection decides these in the inline filter; the z coordinates it does not read
  // must still be finite.
  for (const double bad : {nan, HUGE_VAL, -HUGE_VAL}) {
    EXPECT_NE(message([&] {
                exactpred::coplanar_orientation(point3{0, 0, 0}, {1, 0, 0}, {0, 1, bad});
              }).find("coordinate z of point c is "),
              std::string::npos);
    EXPECT_NE(message([&] {
                exactpred::coplanar_orientation_3(point3{0, 0, bad}, {1, 0, 0}, {0, 1, 0});
              }).find("coplanar_orientation_3: coordinate z of point a is "),
              std::string::npos);
    // A point given twice with a non-finite z: not the repeated-point zero, the error.
    EXPECT_NE(message([&] {
                exactpred::coplanar_orientation(point3{0, 0, bad}, {0, 0, bad}, {1, 1, 0});
              }).find("coordinate z of point a is "),
              std::string::npos);
  }
  // A point given twice in each position, and with -0 beside +0: zero.
  const point3 p{0.25, -3, 7}, q{1, 2, -5}, pz{-0.0, 0, 1}, pp{0.0, -0.0, 1};
  EXPECT_EQ(exactpred::coplanar_orientation(p, p, q), exactpred::sign::zero);
  EXPECT_EQ(exactpred::coplanar_orientation(q, p, p), exactpred::sign::zero);
  EXPECT_EQ(exactpred::coplanar_orientation(p, q, p), exactpred::sign::zero);
  EXPECT_EQ(exactpred::coplanar_orientation(pz, q, pp), exactpred::sign::zero);
  EXPECT_NE(
      message([&] {
        exactpred::power_incircle_sos({0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, nan, 0}, 0, 1, 2, 3);
      }).find("power_incircle_sos: coordinate y of point d"),
      std::string::npos);
  // A weighted point given twice with a weight or coordinate not finite: the error, not the
  // repeated-point zero (the slow paths test repeated points before their input check).
  for (const double bad : {nan, HUGE_VAL, -HUGE_VAL}) {
    EXPECT_NE(message([&] {
                exactpred::power_incircle({0, 0, bad}, {0, 0, bad}, {0, 1, 0}, {1, 1, 0});
              }).find("power_incircle: the weight of point a"),
              std::string::npos);
    EXPECT_NE(message([&] {
                exactpred::power_insphere({0, 0, 0, 0}, {1, 0, 0, 0}, {bad, 1, 0, 0},
                                          {bad, 1, 0, 0}, {0, 0, 1, 0});
              }).find("power_insphere: coordinate x of point c"),
              std::string::npos);
  }
}

// ---------------------------------------------------------------------------------------------
// Symbolic perturbation of the power tests.

std::vector<weighted_point2> planar_weighted(const std::vector<double>& x) {
  std::vector<weighted_point2> p;
  for (std::size_t i = 0; i + 2 < x.size(); i += 3) p.push_back({x[i], x[i + 1], x[i + 2]});
  return p;
}
std::vector<weighted_point3> spatial_weighted(const std::vector<double>& x) {
  std::vector<weighted_point3> p;
  for (std::size_t i = 0; i + 3 < x.size(); i += 4)
    p.push_back({x[i], x[i + 1], x[i + 2], x[i + 3]});
  return p;
}

/// Degenerate weighted sets: power-cospherical, repeated points, collinear / coplanar points
/// with equal weights.
std::vector<double> degenerate_weighted(int dim, int n) {
  std::vector<double> x;
  switch (integer(0, 3)) {
    case 0:
      return power_cospherical(dim, n);
    case 1: {  // few distinct points, weights from a small set
      for (int p = 0; p < n; ++p) {
        for (int j = 0; j < dim; ++j) x.push_back(integer(0, 1));
        x.push_back(integer(-1, 1));
      }
      return x;
    }
    case 2: {  // points on a line, zero weights
      for (int p = 0; p < n; ++p) {
        const int t = integer(-3, 3);
        for (int j = 0; j < dim; ++j) x.push_back(t * (j + 1));
        x.push_back(0.0);
      }
      return x;
    }
    default: {  // integer grid, equal weights
      const int w = integer(-2, 2);
      for (int p = 0; p < n; ++p) {
        for (int j = 0; j < dim; ++j) x.push_back(integer(0, 2));
        x.push_back(w);
      }
      return x;
    }
  }
}

// N distinct indices in random order of size: index k is k modulo N.
template <int N>
std::array<exactpred::sos_index, N> random_sos_indices() {
  std::array<exactpred::sos_index, N> id{};
  for (int k = 0; k < N; ++k) id[k] = static_cast<exactpred::sos_index>(integer(0, 1000)) * N + k;
  return id;
}

// A perturbed sign s is never zero and is the exact sign wherever that is not zero; counts in
// `perturbed` the queries only the perturbation decides.
void check_perturbed_sign(sign s, sign exact, int& perturbed) {
  ASSERT_NE(s, sign::zero);
  if (exact != sign::zero) {
    ASSERT_EQ(s, exact);
  } else {
    ++perturbed;
  }
}

TEST(MeshingSos, PowerIncircleSosProperties) {
  int perturbed = 0;
  for (int i = 0; i < 3000; ++i) {
    const auto p = planar_weighted(degenerate_weighted(2, 4));
    const auto id = random_sos_indices<4>();
    const sign s =
        exactpred::power_incircle_sos(p[0], p[1], p[2], p[3], id[0], id[1], id[2], id[3]);
    const sign exact = exactpred::power_incircle(p[0], p[1], p[2], p[3]);
    ASSERT_NO_FATAL_FAILURE(check_perturbed_sign(s, exact, perturbed));
    // Swapping two points with their indices flips the sign.
    ASSERT_EQ(exactpred::power_incircle_sos(p[1], p[0], p[2], p[3], id[1], id[0], id[2], id[3]),
              -s);
    ASSERT_EQ(exactpred::power_incircle_sos(p[0], p[3], p[2], p[1], id[0], id[3], id[2], id[1]),
              -s);
    // The lifted points (x, y, |p|^2 - w) under orient3d_sos: power_incircle = det[x y W 1] =
    // -orient3d of the lifted points (small integers: W is exact).
    point3 l[4];
    for (int k = 0; k < 4; ++k) l[k] = {p[k].x, p[k].y, p[k].x * p[k].x + p[k].y * p[k].y - p[k].w};
    ASSERT_EQ(s, -exactpred::orient3d_sos(l[0], l[1], l[2], l[3], id[0], id[1], id[2], id[3]));
    // Zero weights: incircle_sos.
    if (p[0].w == 0 && p[1].w == 0 && p[2].w == 0 && p[3].w == 0) {
      ASSERT_EQ(s, exactpred::incircle_sos(
                       exactpred::point2{p[0].x, p[0].y}, exactpred::point2{p[1].x, p[1].y},
                       exactpred::point2{p[2].x, p[2].y}, exactpred::point2{p[3].x, p[3].y}, id[0],
                       id[1], id[2], id[3]));
    }
  }
  EXPECT_GT(perturbed, 1000);
  EXPECT_THROW(
      exactpred::power_incircle_sos({0, 0, 0}, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}, 1, 2, 1, 3),
      exactpred::invalid_input);
}

TEST(MeshingSos, PowerInsphereSosProperties) {
  int perturbed = 0;
  for (int i = 0; i < 3000; ++i) {
    const auto p = spatial_weighted(degenerate_weighted(3, 5));
    const auto id = random_sos_indices<5>();
    const sign s = exactpred::power_insphere_sos(p[0], p[1], p[2], p[3], p[4], id[0], id[1], id[2],
                                                 id[3], id[4]);
    const sign exact = exactpred::power_insphere(p[0], p[1], p[2], p[3], p[4]);
    ASSERT_NO_FATAL_FAILURE(check_perturbed_sign(s, exact, perturbed));
    ASSERT_EQ(exactpred::power_insphere_sos(p[1], p[0], p[2], p[3], p[4], id[1], id[0], id[2],
                                            id[3], id[4]),
              -s);
    ASSERT_EQ(exactpred::power_insphere_sos(p[0], p[1], p[4], p[3], p[2], id[0], id[1], id[4],
                                            id[3], id[2]),
              -s);
    if (p[0].w == 0 && p[1].w == 0 && p[2].w == 0 && p[3].w == 0 && p[4].w == 0) {
      point3 q[5];
      for (int k = 0; k < 5; ++k) q[k] = {p[k].x, p[k].y, p[k].z};
      ASSERT_EQ(s, exactpred::insphere_sos(q[0], q[1], q[2], q[3], q[4], id[0], id[1], id[2], id[3],
                                           id[4]));
    }
  }
  EXPECT_GT(perturbed, 1000);
}

// The oracle's perturbed queries use the points' positions as indices.
TEST(MeshingSos, OracleQueriesUsePositionsAsIndices) {
  for (int i = 0; i < 500; ++i) {
    const std::vector<double> x2 = degenerate_weighted(2, 4);
    const auto p = planar_weighted(x2);
    const auto r2 =
        exactpred::query::evaluate_line(exactpred::testing::query_line("power_incircle_sos", x2));
    ASSERT_EQ(r2.text, std::to_string(exactpred::to_int(
                           exactpred::power_incircle_sos(p[0], p[1], p[2], p[3], 0, 1, 2, 3))));
    const std::vector<double> x3 = degenerate_weighted(3, 5);
    const auto q = spatial_weighted(x3);
    const auto r3 =
        exactpred::query::evaluate_line(exactpred::testing::query_line("power_insphere_sos", x3));
    ASSERT_EQ(r3.text, std::to_string(exactpred::to_int(exactpred::power_insphere_sos(
                           q[0], q[1], q[2], q[3], q[4], 0, 1, 2, 3, 4))));
    std::vector<double> c(6);
    for (double& v : c) v = integer(0, 1);
    const auto r =
        exactpred::query::evaluate_line(exactpred::testing::query_line("orient2d_sos", c));
    ASSERT_EQ(r.text, std::to_string(exactpred::to_int(exactpred::orient2d_sos(
                          exactpred::point2{c[0], c[1]}, exactpred::point2{c[2], c[3]},
                          exactpred::point2{c[4], c[5]}, 0, 1, 2))));
    ASSERT_NE(r.text, "0");
  }
}

}  // namespace
