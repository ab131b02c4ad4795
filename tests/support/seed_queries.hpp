// SPDX-License-Identifier: MIT
// tests/support/seed_queries.hpp — the query generators of the derived ("seed") predicates,
// shared by the benchmarks (bench/bench_seeds.cpp) and the differential tests, and the exact
// vector arithmetic they are built from.
//
// A generator returns one query in the query table's layout (tests/vectors/, the oracle
// command): `degenerate` false draws uniform coordinates in [-1, 1], radii in [0, 1], ordered
// boxes, star-shaped or convex polygons of 8-16 vertices, 32 hull points; `degenerate` true
// builds an exactly degenerate configuration from small integers and dyadic rationals (points
// on edges, vertices, lines, planes and spheres, shared endpoints, collinear overlaps, tangent
// balls, touching boxes, zero-area polygons, duplicate and collinear hull points). The
// fixed-size degenerate queries are returned unscaled (the caller may scale them by 2^k with
// `scale`); the polygonal ones (gen_point_polygon, gen_polygon_orientation, gen_hull,
// gen_convex_pair) are already scaled by 2^k, |k| <= 60.
//
// Every query is a pure function of the generator's state: std::mt19937_64 and operations whose
// results the C++ standard fixes (plus std::sin/std::cos for the random polygons).
#ifndef EXACTPRED_TESTS_SUPPORT_SEED_QUERIES_HPP
#define EXACTPRED_TESTS_SUPPORT_SEED_QUERIES_HPP

#include <cstddef>
#include <random>
#include <utility>
#include <vector>

namespace exactpred::testing::seeds {

using query = std::vector<double>;
using rng_t = std::mt19937_64;

// ---------------------------------------------------------------------------------------------
// Exact vector arithmetic (exact on the small integers and dyadic rationals used here).

struct v2 {
  double x, y;
};
struct v3 {
  double x, y, z;
};
inline v2 operator+(v2 a, v2 b) { return {a.x + b.x, a.y + b.y}; }
inline v2 operator-(v2 a, v2 b) { return {a.x - b.x, a.y - b.y}; }
inline v2 operator*(double s, v2 a) { return {s * a.x, s * a.y}; }
inline bool operator==(v2 a, v2 b) { return a.x == b.x && a.y == b.y; }
inline v3 operator+(v3 a, v3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
inline v3 operator-(v3 a, v3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
inline v3 operator*(double s, v3 a) { return {s * a.x, s * a.y, s * a.z}; }
inline v3 cross(v3 a, v3 b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
inline double dot(v3 a, v3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline bool is_zero(v3 a) { return a.x == 0 && a.y == 0 && a.z == 0; }

/// Appends the coordinates of a point to a query.
inline void put(query& q, v2 a) {
  q.push_back(a.x);
  q.push_back(a.y);
}
inline void put(query& q, v3 a) {
  q.push_back(a.x);
  q.push_back(a.y);
  q.push_back(a.z);
}

/// Vectors of integers in [lo, hi]; nonzero_int_vec3 draws again until one is not zero.
v2 int_vec2(rng_t& r, int lo, int hi);
v3 int_vec3(rng_t& r, int lo, int hi);
v3 nonzero_int_vec3(rng_t& r, int lo, int hi);
/// A point of uniform coordinates in [-1, 1].
v2 uniform_vec2(rng_t& r);

/// A random integer vector v of integer length n (a Pythagorean quadruple, axes permuted,
/// random signs), as (v, n).
std::pair<v3, double> integer_length_vec(rng_t& r);
/// A radius n (the length of a vector from integer_length_vec), sometimes n + 1 or n - 1.
double radius_near(rng_t& r, double n);

/// Multiplies every value from `from` on by 2^k (exact for the small dyadic data used here).
void scale(query& q, int k, std::size_t from = 0);
/// An exponent k for `scale`: |k| <= 60.
int scale_exponent(rng_t& r);

// ---------------------------------------------------------------------------------------------
// The generators, one per predicate (the polygonal ones shared by the predicates of one layout).

using generator = query (*)(rng_t& r, bool degenerate);

query gen_same_side_2d(rng_t& r, bool degenerate);
query gen_segment_intersect_2d(rng_t& r, bool degenerate);
query gen_point_in_triangle_2d(rng_t& r, bool degenerate);
query gen_compare_distance_2d(rng_t& r, bool degenerate);
query gen_same_side_3d(rng_t& r, bool degenerate);
query gen_same_side_line_3d(rng_t& r, bool degenerate);
query gen_segment_intersect_3d(rng_t& r, bool degenerate);
query gen_point_in_triangle_3d(rng_t& r, bool degenerate);
query gen_ray_plane(rng_t& r, bool degenerate);
query gen_segment_plane(rng_t& r, bool degenerate);
query gen_segment_triangle_3d(rng_t& r, bool degenerate);
query gen_ray_triangle_3d(rng_t& r, bool degenerate);
query gen_compare_distance_3d(rng_t& r, bool degenerate);
query gen_closest_feature_3d(rng_t& r, bool degenerate);
query gen_point_sphere(rng_t& r, bool degenerate);
query gen_sphere_sphere(rng_t& r, bool degenerate);
query gen_segment_sphere(rng_t& r, bool degenerate);
query gen_triangle_sphere(rng_t& r, bool degenerate);
query gen_segment_box_3d(rng_t& r, bool degenerate);
query gen_ray_box_3d(rng_t& r, bool degenerate);
query gen_box_box_3d(rng_t& r, bool degenerate);
query gen_compare_distance_point_plane(rng_t& r, bool degenerate);
query gen_compare_distance_point_line_3d(rng_t& r, bool degenerate);
query gen_compare_distance_point_segment_3d(rng_t& r, bool degenerate);
query gen_closest_feature_segment_segment_3d(rng_t& r, bool degenerate);
query gen_closest_feature_segment_triangle(rng_t& r, bool degenerate);
query gen_box_sphere(rng_t& r, bool degenerate);
query gen_capsule_box(rng_t& r, bool degenerate);
/// Layout: px py n x1 y1 ... (winding_number, point_in_polygon, point_in_polygon_even_odd).
query gen_point_polygon(rng_t& r, bool degenerate);
/// Layout: n x1 y1 ... (polygon_orientation).
query gen_polygon_orientation(rng_t& r, bool degenerate);
/// Layout: n x1 y1 ..., 32 points (convex_hull, convex_hull_collinear).
query gen_hull(rng_t& r, bool degenerate);
/// Layout: n x1 y1 ... m u1 v1 ... (convex_polygons_intersect).
query gen_convex_pair(rng_t& r, bool degenerate);

}  // namespace exactpred::testing::seeds

#endif  // EXACTPRED_TESTS_SUPPORT_SEED_QUERIES_HPP
