// SPDX-License-Identifier: MIT
// fuzz/fuzz_spatial.cpp — libFuzzer harness for the spatial predicates (points, segments, rays,
// planes and triangles in 3D): every input is one query, compared with the CGAL reference (see
// harness.hpp). Names the query table does not have yet are skipped, so the harness grows with the
// table.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "harness.hpp"

EXACTPRED_FUZZ_HARNESS("fuzz_spatial", nullptr, "same_side_3d", "same_side_line_3d",
                       "segment_intersect_3d", "point_in_triangle_3d", "ray_plane", "segment_plane",
                       "segment_triangle_3d", "ray_triangle_3d", "compare_distance_3d",
                       "closest_feature_3d", "compare_distance_point_plane",
                       "compare_distance_point_line_3d", "compare_distance_point_segment_3d",
                       "closest_feature_segment_segment_3d", "closest_feature_segment_triangle")
