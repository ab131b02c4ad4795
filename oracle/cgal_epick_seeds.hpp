// SPDX-License-Identifier: MIT
// oracle/cgal_epick_seeds.hpp — derived ("seed") predicates written with CGAL's filtered
// Exact_predicates_inexact_constructions_kernel (Epick), the way a CGAL user would: the
// kernel's exact predicates (orientation, do_intersect, has_on, bounded_side,
// compare_distance_to_point, ...) and a few lines of classification logic around them. For
// speed comparisons in bench/; they are not the reference (that is cgal_reference.hpp).
//
// This header includes no CGAL header. Every function takes the flattened arguments of one
// query in the layout of the oracle command's query table (oracle/query_*.cpp, counts
// included) and returns the classification as an int: the value of exactpred's enum
// (static_cast<int>), or the sign -1/0/+1, or the winding number. No input checks: every
// coordinate must be finite and every argument in the predicate's domain.
//
// Only predicates with a natural Epick equivalent are here. Notes on the contracts:
//   polygon_orientation, winding_number, point_in_polygon(_even_odd): CGAL::orientation_2 and
//     CGAL::bounded_side_2 require a simple polygon; on simple polygons non-zero and even-odd
//     agree, and the winding number is +-1 inside (by the orientation), 0 outside.
//   convex_hull: CGAL::ch_graham_andrew on indices (Convex_hull_traits_adapter_2), rotated
//     to start at the lexicographically smallest point; of equal points the first index.
//   point_sphere, sphere_sphere: CGAL::compare_squared_distance against r * r and
//     (r1 + r2) * (r1 + r2) computed in double, so exact only when those are representable
//     (they are for the small dyadic radii of the degenerate benchmark data).
//   ray_box_3d: Ray_3(o, d) stores o + d rounded to double, exact when o + d is representable.
#ifndef EXACTPRED_ORACLE_CGAL_EPICK_SEEDS_HPP
#define EXACTPRED_ORACLE_CGAL_EPICK_SEEDS_HPP

#include <cstddef>
#include <limits>

namespace exactpred::oracle {

/// The int a winding number query answers for a point on the polygon's boundary.
inline constexpr int epick_winding_on_boundary = std::numeric_limits<int>::min();

// Planar (2D points as x y pairs).
int epick_same_side_2d(const double* x);          // px py qx qy ax ay bx by
int epick_segment_intersect_2d(const double* x);  // p1 p2 q1 q2: segment_relation
int epick_point_in_triangle_2d(const double* x);  // p a b c: triangle_location
int epick_compare_distance_2d(const double* x);   // p q r: sign
int epick_polygon_orientation(const double* x);   // n x1 y1 ...: sign (simple polygon)
int epick_winding_number(const double* x);        // px py n x1 y1 ...: number or on_boundary
int epick_point_in_polygon(const double* x);      // px py n x1 y1 ...: polygon_location
int epick_point_in_polygon_even_odd(const double* x);
/// n x1 y1 ...: writes the hull's indices to `out` (room for n) and returns their count.
std::size_t epick_convex_hull(const double* x, std::size_t* out);

// Spatial (3D points as x y z triples).
int epick_same_side_3d(const double* x);          // p q a b c: sign
int epick_segment_intersect_3d(const double* x);  // p1 p2 q1 q2: intersection_3d
int epick_point_in_triangle_3d(const double* x);  // p a b c: triangle_location_3d
int epick_compare_distance_3d(const double* x);   // p q r: sign

// Volume (the layouts of exactpred/volume.hpp).
int epick_point_sphere(const double* x);    // c r p: ball_side
int epick_sphere_sphere(const double* x);   // c1 r1 c2 r2: ball_relation
int epick_segment_box_3d(const double* x);  // p q lo hi: box_intersection
int epick_ray_box_3d(const double* x);      // o d lo hi: box_intersection
int epick_box_box_3d(const double* x);      // alo ahi blo bhi: box_box_relation

}  // namespace exactpred::oracle

#endif  // EXACTPRED_ORACLE_CGAL_EPICK_SEEDS_HPP
