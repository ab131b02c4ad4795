#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tests/package_test.sh SOURCE_DIR BUILD_DIR WORK_DIR C_COMPILER CXX_COMPILER [installed-only]
#
# Uses exactpred the ways a fresh project does, from an already built tree:
#   1. `cmake --install BUILD_DIR --prefix WORK_DIR/prefix`, then examples/consumer configured
#      against the installed package (find_package + CMAKE_PREFIX_PATH), built and run;
#   2. one-file C++ and C programs built with `pkg-config --cflags --libs exactpred`;
#   3. examples/consumer with add_subdirectory and with FetchContent on the source tree (not
#      with `installed-only`: they build the library from source, the same whatever BUILD_DIR
#      holds, so one pass of them is enough).
# Everything happens below WORK_DIR, which is emptied first. Builds use every core.
set -euo pipefail
src=$(realpath "$1") build=$(realpath "$2") work=$(realpath -m "$3") cc=$4 cxx=$5
only_installed=${6:-}
jobs=$(nproc 2>/dev/null || echo 2)
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
libfile=$(find "$prefix" -name libexactpred.a -o -name 'libexactpred.so.*.*.*' | head -1)
# A shared build: the library carries its SONAME, exports the API only, and the programs below
# find it at run time through LD_LIBRARY_PATH (as a system install would through ld.so.conf);
# Python's ctypes loads it and calls the C interface.
if [ -n "$libfile" ] && [ "${libfile%.a}" = "$libfile" ]; then
  step "shared library: SONAME, exported symbols, ctypes"
  export LD_LIBRARY_PATH="$(dirname "$libfile")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  readelf -d "$libfile" | grep -q 'SONAME.*libexactpred[.]so[.]' || { echo "no SONAME"; exit 1; }
  if nm -DC --defined-only "$libfile" | grep -v ' exactpred::\| exactpred_\| std::\|typeinfo\|vtable\|__' |
     grep -q .; then
    echo "the shared library exports more than its API:"
    nm -DC --defined-only "$libfile" | grep -v ' exactpred::\| exactpred_\| std::\|typeinfo\|vtable\|__'
    exit 1
  fi
  python3 - "$libfile" <<'PY'
import ctypes, sys
lib = ctypes.CDLL(sys.argv[1])
r = ctypes.c_int()
pt = ctypes.c_double * 2
assert lib.exactpred_orient2d(pt(0, 0), pt(1, 0), pt(0, 1), ctypes.byref(r)) == 0 and r.value == 1
assert lib.exactpred_orient2d(pt(0, 0), pt(5e-324, 0), pt(0, 5e-324), ctypes.byref(r)) == 0
assert r.value == 1
lib.exactpred_version.restype = ctypes.c_char_p
print("ctypes: exactpred", lib.exactpred_version().decode(), "orient2d ok")
PY
fi
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
quiet cmake --build "$work/find" --parallel "$jobs"
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
# A program built without exceptions: the non-throwing forms report a NaN as an error.
cat >"$work/noexc.cpp" <<'CPP'
#include <exactpred/exactpred.hpp>
#include <cmath>
#include <cstring>
int main() {
  namespace nt = exactpred::nothrow;
  const auto ok = nt::orient2d(exactpred::point2{0, 0}, exactpred::point2{1, 0},
                               exactpred::point2{0, 5e-324});
  const auto bad = nt::orient2d(exactpred::point2{0, 0}, exactpred::point2{1, 0},
                                exactpred::point2{0, std::nan("")});
  return ok && ok.value() == exactpred::sign::positive && !bad &&
                 std::strstr(bad.message(), "is NaN") != nullptr
             ? 0
             : 1;
}
CPP
# shellcheck disable=SC2046
"$cxx" -std=c++17 -fno-exceptions "$work/noexc.cpp" -o "$work/noexc" \
  $(pkg-config --cflags --libs exactpred)
"$work/noexc"
# shellcheck disable=SC2046
"$cc" -std=c11 "$src/examples/consumer/c_orient.c" -o "$work/pc_c" \
  $(pkg-config --cflags --libs exactpred)
"$work/pc_c"

if [ "$only_installed" = installed-only ]; then
  echo "package test passed (installed package only)"
  exit 0
fi

# The add_subdirectory and FetchContent consumers compile the same library sources with the
# same flags: with ccache (when installed), the second build takes the first one's objects.
# A CCACHE_DIR set by the caller is kept: scripts/test fills it in its main build, whose library
# objects differ from these only by -Werror (CCACHE_IGNOREOPTIONS there), so both hit.
launcher=()
if command -v ccache >/dev/null 2>&1; then
  export CCACHE_DIR=${CCACHE_DIR:-$work/ccache}
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
fi

step "add_subdirectory consumer"
quiet cmake -S "$src/examples/consumer" -B "$work/subdir" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" -DEXACTPRED_SOURCE_DIR="$src" \
  "${launcher[@]}"
quiet cmake --build "$work/subdir" --parallel "$jobs"
"$work/subdir/hull" >/dev/null
"$work/subdir/c_orient"

step "FetchContent consumer"
quiet cmake -S "$src/examples/consumer" -B "$work/fetch" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" -DEXACTPRED_FETCH=ON \
  -DEXACTPRED_FETCH_SOURCE="$src" "${launcher[@]}"
quiet cmake --build "$work/fetch" --parallel "$jobs"
[ ${#launcher[@]} -eq 0 ] || echo "ccache: $(ccache --print-stats | awk -F'\t' \
  '$1 ~ /_cache_hit$/ { h += $2 } $1 == "cache_miss" { m = $2 } END { print h + 0 " hits, " m + 0 " misses" }')"
"$work/fetch/hull" >/dev/null
echo "package test passed"
