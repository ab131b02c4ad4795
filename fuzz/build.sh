#!/bin/bash -eu
# SPDX-License-Identifier: MIT
# OSS-Fuzz / ClusterFuzzLite build script: builds the library, the CGAL oracle and the
# harnesses with CMake and copies the harnesses, their seed corpora (zipped) and dictionaries
# to $OUT. Honours $CXX, $CC, $CXXFLAGS, $CFLAGS (sanitizer and coverage flags chosen by the
# infrastructure), $LIB_FUZZING_ENGINE (e.g. -fsanitize=fuzzer) and $OUT; $SRC defaults to
# the parent of this script's directory. Needs CMake, CGAL, Boost, GMP and MPFR (the project
# Dockerfile installs libcgal-dev libboost-dev libgmp-dev libmpfr-dev).
# The optimisation level is the infrastructure's (its $CFLAGS carry -O1, the sanitizers'
# usual level); without one, -O1.
#
# Locally, e.g.:
#   CXX=clang++ CC=clang CXXFLAGS="-fsanitize=address,fuzzer-no-link" \
#   LIB_FUZZING_ENGINE=-fsanitize=fuzzer OUT=/tmp/out fuzz/build.sh
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
: "${CXX:=clang++}" "${CC:=clang}" "${CXXFLAGS:=}" "${CFLAGS:=}"
: "${LIB_FUZZING_ENGINE:=-fsanitize=fuzzer}" "${OUT:=$root/build-oss-fuzz/out}"
build=${WORK:-$root/build-oss-fuzz}/cmake
mkdir -p "$OUT" "$build"

cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_COMPILER="$CXX" -DCMAKE_C_COMPILER="$CC" \
  -DCMAKE_CXX_FLAGS="-O1 $CXXFLAGS" -DCMAKE_C_FLAGS="-O1 $CFLAGS" \
  -DCMAKE_CXX_FLAGS_RELEASE=-DNDEBUG -DCMAKE_C_FLAGS_RELEASE=-DNDEBUG \
  -DEXACTPRED_BUILD_FUZZ=ON -DEXACTPRED_FUZZ_ENGINE="$LIB_FUZZING_ENGINE" \
  -DEXACTPRED_BUILD_TESTS=OFF -DEXACTPRED_WERROR=OFF -DEXACTPRED_INSTALL=OFF
harnesses="fuzz_core fuzz_planar fuzz_spatial fuzz_volume fuzz_meshing fuzz_implicit"
# shellcheck disable=SC2086
cmake --build "$build" -j "$(nproc)" --target $harnesses

for h in $harnesses; do
  cp "$build/bin/$h" "$OUT/$h"
  cp "$here/$h.dict" "$OUT/$h.dict"
  printf '[libfuzzer]\ndict = %s.dict\ntimeout = 10\nrss_limit_mb = 4096\n' "$h" >"$OUT/$h.options"
  rm -f "$OUT/${h}_seed_corpus.zip"
  (cd "$here/corpus/$h" && zip -q -j "$OUT/${h}_seed_corpus.zip" ./*)
done
