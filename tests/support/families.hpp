// SPDX-License-Identifier: MIT
// Query generators for the hard input families used by the tests, fuzzers and benchmarks.
//
// A query is the flattened coordinate vector of one predicate call, point by point, in the
// order of SPEC.md section 3:
//   orient2d  6 numbers (a, b, c)          orient3d  12 numbers (a, b, c, d)
//   incircle  8 numbers (a, b, c, d)       insphere  15 numbers (a, b, c, d, e)
//
// Every generated number is finite (never NaN or +-inf). The output is a pure function of
// (predicate, family, count, seed): the generators use std::mt19937_64 and only operations whose
// results the C++ standard fixes, plus std::sin/std::cos, which only shape the near-degenerate
// family. Exact answers come from the oracle, never from these files.
//
// Families:
//   random           uniform coordinates in [-1, 1]; a quarter of the queries are scaled by an
//                    exact power of two 2^k, |k| <= 200 (far from overflow and underflow).
//   near_degenerate  configurations rounded onto a line / plane / circle / sphere (the last
//                    point computed in double, or cos/sin/sqrt-rounded points), so nearly but
//                    mostly not exactly degenerate; a quarter are then moved by 1-4 ulps, an
//                    eighth are exactly degenerate integer configurations, half of them moved
//                    by 1-4 ulps (so that over 5% of the family are exact zeros), and an eighth
//                    are scaled by an exact 2^k, |k| <= 200.
//   degenerate       exactly degenerate integer configurations (collinear, coplanar,
//                    co-circular, co-spherical, repeated points), scaled by an exact power of two
//                    2^k, k in [-1000, 1000]. Most answers are exactly 0; about one query in eight
//                    has one coordinate moved by one integer unit, which gives an exact non-zero.
//   kettner          the grid of Kettner et al., "Classroom examples of robustness problems in
//                    geometric computations": orient2d(p, q, r) with
//                    p = (0.5 + i*2^-53, 0.5 + j*2^-53), q = (12, 12), r = (24, 24),
//                    i, j in [0, 256), and the analogous ulp grids around exactly degenerate
//                    configurations for the other predicates (see families.cpp). Each run of
//                    256 queries sweeps one grid row; odd queries have their points permuted.
//   extreme          extreme exponents and signed zeros: subnormals, tiny and huge normals up to
//                    DBL_MAX, +-0.0, wildly mixed magnitudes within one query, degenerate
//                    configurations scaled to the subnormal or the near-overflow range, and the
//                    hand-picked subnormal cases listed in families.cpp.
//   lattice          snapped or grid input, as CAD data is full of: small integers (below 2^10)
//                    exactly collinear, coplanar, co-circular, co-spherical or repeated, the
//                    whole query scaled by 2^k, k in [-40, 40]. Every answer is exactly 0.
//   identity         degenerate by identity, the exact zeros meshing code meets most: random
//                    points over 17 binades with one point repeated in any position (a
//                    triangle's own vertex as the query point); with four or five points a
//                    quarter also repeat a second pair. Every answer is exactly 0.
//
// This file depends on the C++17 standard library only, so every test program can use it.

#ifndef EXACTPRED_TESTS_SUPPORT_FAMILIES_HPP
#define EXACTPRED_TESTS_SUPPORT_FAMILIES_HPP

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace exactpred {
namespace testing {

enum class family { random, near_degenerate, degenerate, kettner, extreme, lattice, identity };

// "random", "near_degenerate", "degenerate", "kettner", "extreme", "lattice", "identity".
const char* family_name(family f);

// All families, in declaration order.
const std::vector<family>& all_families();

// Parses a family name; throws std::invalid_argument for an unknown name.
family family_from_name(const std::string& name);

// "orient2d", "orient3d", "incircle", "insphere".
const std::vector<std::string>& predicate_names();

// Number of coordinates of one query: orient2d 6, orient3d 12, incircle 8, insphere 15.
// Throws std::invalid_argument for an unknown predicate.
std::size_t arity(const std::string& predicate);

// Dimension of the points (2 or 3) and number of points of one query.
std::size_t dimension(const std::string& predicate);
std::size_t point_count(const std::string& predicate);

// `count` queries of the family for the predicate, deterministic given `seed`.
// Throws std::invalid_argument for an unknown predicate.
std::vector<std::vector<double>> make_queries(const std::string& predicate, family f,
                                              std::size_t count, std::uint64_t seed);

// --- Helpers -------------------------------------------------------------------------------------

// `points` points of dimension `dim`, coordinates uniform in [lo, hi], flattened.
std::vector<double> random_point_coords(std::size_t dim, std::size_t points, std::mt19937_64& rng,
                                        double lo = -1.0, double hi = 1.0);

// One coordinate uniform in [lo, hi]. Unlike std::uniform_real_distribution, the result is the
// same on every standard library.
double uniform_coord(std::mt19937_64& rng, double lo = -1.0, double hi = 1.0);

// A finite double drawn from raw bit patterns, biased toward the extremes: subnormals
// (including +-5e-324), tiny normals near 1e-300, ordinary values, huge values up to DBL_MAX,
// and +-0.0.
double extreme_coord(std::mt19937_64& rng);

// Three points p, q, t (flattened, `dim` 2 or 3 coordinates each) with a right angle at t, so
// that t lies exactly on the circle (sphere) with diameter pq: integer p and t in [-range,
// range], q = t + k v with v orthogonal to t - p (t - p turned by a right angle in 2D, u x (t - p)
// in 3D; u and k in [-9, 9]). Every coordinate is an integer below 2^24: exact.
std::vector<double> right_angle_at_t(std::size_t dim, std::mt19937_64& rng, long long range = 1000);

// Multiplies every value by 2^k exactly. Returns false and leaves `values` unchanged when some
// value would overflow or lose bits (underflow into or within the subnormal range).
bool scale_by_power_of_two(std::vector<double>& values, int k);

// The range [k_min, k_max] of exponents k for which scale_by_power_of_two(values, k) succeeds.
// For all-zero input the range is unbounded and clamped to [-2100, 2100].
void exact_scale_range(const std::vector<double>& values, int& k_min, int& k_max);

// The query as one line for the exactpred-oracle command: the predicate name, then every
// coordinate in C99 hex-float form ("%a"), which round-trips exactly, signed zeros included.
std::string format_query(const std::string& predicate, const std::vector<double>& query);

}  // namespace testing
}  // namespace exactpred

#endif  // EXACTPRED_TESTS_SUPPORT_FAMILIES_HPP
