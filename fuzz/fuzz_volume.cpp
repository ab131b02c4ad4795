// SPDX-License-Identifier: MIT
// fuzz/fuzz_volume.cpp — libFuzzer harness for the volume predicates (balls and axis-aligned
// boxes): every input is one query, compared with the CGAL reference (see harness.hpp). Names the
// query table does not have yet are skipped, so the harness grows with the table.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "harness.hpp"

EXACTPRED_FUZZ_HARNESS("fuzz_volume", nullptr, "triangle_sphere", "segment_sphere", "point_sphere",
                       "sphere_sphere", "segment_box_3d", "ray_box_3d", "box_box_3d", "box_sphere",
                       "capsule_box")
