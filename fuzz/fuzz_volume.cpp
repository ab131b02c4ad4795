// SPDX-License-Identifier: MIT
// fuzz/fuzz_volume.cpp — libFuzzer harness for the volume predicates (balls and axis-aligned
// boxes): every input is one query, compared with the CGAL reference (see harness.hpp): every
// oracle name of the registry's volume group (harness_names.hpp, written by
// scripts/generate-interfaces).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "harness.hpp"
#include "harness_names.hpp"

EXACTPRED_FUZZ_HARNESS("fuzz_volume", nullptr, EXACTPRED_FUZZ_VOLUME_NAMES)
