#!/bin/bash -eu
# SPDX-License-Identifier: MIT
# The infrastructure's build step: the project's own OSS-Fuzz build script, which builds the
# five harnesses (fuzz_core, fuzz_planar, fuzz_spatial, fuzz_volume, fuzz_meshing) with the
# sanitizer and engine flags it is given and copies them, their dictionaries and seed corpora
# to $OUT.
"$SRC/exactpred/fuzz/build.sh"
