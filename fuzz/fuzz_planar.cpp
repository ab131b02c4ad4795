// SPDX-License-Identifier: MIT
// fuzz/fuzz_planar.cpp — libFuzzer harness for the planar predicates (points, segments, triangles
// and polygons in 2D): every input is one query, compared with the CGAL reference (see
// harness.hpp). Names the query table does not have yet are skipped, so the harness grows with the
// table.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "harness.hpp"

EXACTPRED_FUZZ_HARNESS("fuzz_planar", nullptr, "same_side_2d", "segment_intersect_2d",
                       "point_in_triangle_2d", "polygon_orientation", "winding_number",
                       "point_in_polygon", "point_in_polygon_even_odd", "convex_hull",
                       "convex_hull_collinear", "compare_distance_2d", "convex_polygons_intersect")
