// SPDX-License-Identifier: MIT
// fuzz/fuzz_spatial.cpp — libFuzzer harness for the spatial predicates (points, segments, rays,
// planes and triangles in 3D): every input is one query, compared with the CGAL reference (see
// harness.hpp): every oracle name of the registry's spatial group (harness_names.hpp, written by
// scripts/generate-interfaces).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "harness.hpp"
#include "harness_names.hpp"

EXACTPRED_FUZZ_HARNESS("fuzz_spatial", nullptr, EXACTPRED_FUZZ_SPATIAL_NAMES)
