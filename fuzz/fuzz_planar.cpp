// SPDX-License-Identifier: MIT
// fuzz/fuzz_planar.cpp — libFuzzer harness for the planar predicates (points, segments, triangles
// and polygons in 2D): every input is one query, compared with the CGAL reference (see
// harness.hpp): every oracle name of the registry's planar group (harness_names.hpp, written by
// scripts/generate-interfaces).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "harness.hpp"
#include "harness_names.hpp"

EXACTPRED_FUZZ_HARNESS("fuzz_planar", nullptr, EXACTPRED_FUZZ_PLANAR_NAMES)
