#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/package_test.sh SOURCE_DIR BUILD_DIR WORK_DIR C_COMPILER CXX_COMPILER
#
# Uses exactpred the ways a fresh project does, from an already built tree:
#   1. `cmake --install BUILD_DIR --prefix WORK_DIR/prefix`, then examples/consumer configured
#      against the installed package (find_package + CMAKE_PREFIX_PATH), built and run;
#   2. one-file C++ and C programs built with `pkg-config --cflags --libs exactpred`;
#   3. examples/consumer with add_subdirectory and with FetchContent on the source tree.
# Everything happens below WORK_DIR, which is emptied first.
set -euo pipefail
src=$(realpath "$1") build=$(realpath "$2") work=$(realpath -m "$3") cc=$4 cxx=$5
rm -rf "$work"
mkdir -p "$work"
prefix=$work/prefix
log=$work/log.txt

step() { echo "== $*"; }
quiet() { "$@" >>"$log" 2>&1 || { cat "$log"; echo "FAILED: $*"; exit 1; }; }

step "install into $prefix"
quiet cmake --install "$build" --prefix "$prefix"
for f in include/exactpred/exactpred.hpp include/exactpred/exactpred.h \
         include/exactpred/version.hpp include/exactpred/detail/formulas.hpp; do
  [ -f "$prefix/$f" ] || { echo "missing $prefix/$f"; exit 1; }
done
libfile=$(find "$prefix" -name libexactpred.a | head -1)
config=$(find "$prefix" -name exactpredConfig.cmake | head -1)
version=$(find "$prefix" -name exactpredConfigVersion.cmake | head -1)
pcfile=$(find "$prefix" -name exactpred.pc | head -1)
for f in "$libfile" "$config" "$version" "$pcfile"; do [ -n "$f" ] || { echo "incomplete install"; exit 1; }; done
if grep -rqi 'cgal\|boost\|exactpred_warnings' "$(dirname "$config")"; then
  echo "the installed package mentions a build-only dependency"; exit 1
fi

step "find_package consumer"
quiet cmake -S "$src/examples/consumer" -B "$work/find" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_PREFIX_PATH="$prefix"
quiet cmake --build "$work/find"
"$work/find/hull"
"$work/find/c_orient"

step "pkg-config"
export PKG_CONFIG_PATH="$(dirname "$pcfile")"
pc_version=$(pkg-config --modversion exactpred)
header_version=$(sed -n 's/^#define EXACTPRED_VERSION_\(MAJOR\|MINOR\|PATCH\) \([0-9]*\)$/\2/p' \
  "$prefix/include/exactpred/version.hpp" | paste -sd.)
echo "$pc_version"
[ "$pc_version" = "$header_version" ] || {
  echo "pkg-config version $pc_version, version.hpp $header_version"; exit 1; }
cat >"$work/pc.cpp" <<'CPP'
#include <exactpred/exactpred.hpp>
int main() {
  return exactpred::orient2d(exactpred::point2{0.5, 0.5}, exactpred::point2{12, 12},
                             exactpred::point2{24, 24}) == exactpred::sign::zero ? 0 : 1;
}
CPP
# shellcheck disable=SC2046
"$cxx" -std=c++17 "$work/pc.cpp" -o "$work/pc_cpp" $(pkg-config --cflags --libs exactpred)
"$work/pc_cpp"
# shellcheck disable=SC2046
"$cc" -std=c11 "$src/examples/consumer/c_orient.c" -o "$work/pc_c" \
  $(pkg-config --cflags --libs exactpred)
"$work/pc_c"

step "add_subdirectory consumer"
quiet cmake -S "$src/examples/consumer" -B "$work/subdir" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" -DEXACTPRED_SOURCE_DIR="$src"
quiet cmake --build "$work/subdir"
"$work/subdir/hull" >/dev/null
"$work/subdir/c_orient"

step "FetchContent consumer"
quiet cmake -S "$src/examples/consumer" -B "$work/fetch" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" -DEXACTPRED_FETCH=ON \
  -DEXACTPRED_FETCH_SOURCE="$src"
quiet cmake --build "$work/fetch"
"$work/fetch/hull" >/dev/null
echo "package test passed"
