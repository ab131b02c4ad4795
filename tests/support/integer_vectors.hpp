// SPDX-License-Identifier: MIT
// tests/support/integer_vectors.hpp — small random integers and the vector arithmetic the tests
// use to build exactly degenerate configurations (points on a line or a plane, perpendicular
// directions) from integer vectors, where every operation is exact.
#ifndef EXACTPRED_TESTS_SUPPORT_INTEGER_VECTORS_HPP
#define EXACTPRED_TESTS_SUPPORT_INTEGER_VECTORS_HPP

#include <array>
#include <cstdint>
#include <random>

namespace exactpred::testing {
/// (Inline: exactpred::testing::irand, or all of them with `using namespace
/// exactpred::testing::integer_vectors`.)
inline namespace integer_vectors {

/// An integer in [lo, hi].
inline int irand(std::mt19937_64& rng, int lo, int hi) {
  return lo + static_cast<int>(rng() % static_cast<std::uint64_t>(hi - lo + 1));
}
/// True one time in one_in.
inline bool coin(std::mt19937_64& rng, int one_in = 2) { return rng() % one_in == 0; }

using vec3 = std::array<double, 3>;
inline vec3 add(const vec3& a, const vec3& b) { return {a[0] + b[0], a[1] + b[1], a[2] + b[2]}; }
inline vec3 sub(const vec3& a, const vec3& b) { return {a[0] - b[0], a[1] - b[1], a[2] - b[2]}; }
inline vec3 mul(double s, const vec3& a) { return {s * a[0], s * a[1], s * a[2]}; }
inline vec3 cross(const vec3& a, const vec3& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}
inline bool is_zero(const vec3& a) { return a[0] == 0 && a[1] == 0 && a[2] == 0; }
/// A vector of integers in [-r, r].
inline vec3 int_vec(std::mt19937_64& rng, int r) {
  return {double(irand(rng, -r, r)), double(irand(rng, -r, r)), double(irand(rng, -r, r))};
}

}  // namespace integer_vectors
}  // namespace exactpred::testing

#endif  // EXACTPRED_TESTS_SUPPORT_INTEGER_VECTORS_HPP
