#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bindings/js/build.sh — compiles the library and src/glue.cpp with emscripten (em++, one file
# at a time) into dist/exactpred_wasm.mjs: an ES module factory with the WebAssembly embedded
# (SINGLE_FILE), loaded by index.mjs. ENVIRONMENT=web,worker: emscripten 3.1.6's node code path
# needs require/__dirname, which an ES module lacks; with the WebAssembly embedded nothing is
# fetched, so the web path runs unchanged under node (base64 via atob).
# The library's default code paths: clang's builtins and 128-bit integers, which clang has for
# wasm32 (the x86 kernels and the x87/SSE environment code are behind x86 guards, so the batch
# API takes its one-lane kernel and fp_env.hpp its <cfenv> path). EXACTPRED_PORTABLE=1 in the
# environment builds the standard C++ fallbacks instead (src/portability.hpp; build-portable/).
#   bindings/js/build.sh            (em++ from PATH; EMXX=... to choose another)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
emxx="${EMXX:-em++}"
# Debian's emscripten runs its JavaScript tools with the node on PATH and expects the Debian
# node modules it depends on (node-acorn) in /usr/share/nodejs, which a node from another source
# does not search.
[ -d /usr/share/nodejs ] && export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"
obj="$here/build"
portable=()
if [ "${EXACTPRED_PORTABLE:-0}" = 1 ]; then
  obj="$here/build-portable"
  portable=(-DEXACTPRED_PORTABLE=1)
fi
mkdir -p "$obj" "$here/dist"

flags=(-std=c++17 -O2 -fexceptions -ffp-contract=off "${portable[@]}"
       -Wall -Wextra -Werror -I"$root/include")
# Objects compiled with other flags (or another em++) are stale.
version="$("$emxx" --version)"  # read whole: a closed pipe would kill em++
stamp="${version%%$'\n'*} ${flags[*]}"
if [ "$(cat "$obj/flags" 2>/dev/null)" != "$stamp" ]; then
  rm -f "$obj"/*.o
  printf '%s' "$stamp" >"$obj/flags"
fi
# The portable sources of the library (add_library(exactpred ...) in CMakeLists.txt; the x86
# kernels are left out).
sources=("$root"/src/{core,planar,spatial,volume,sos,batch,c_api,nothrow}.cpp "$here/src/glue.cpp")
objects=()
for src in "${sources[@]}"; do
  o="$obj/$(basename "${src%.cpp}").o"
  if [ ! -f "$o" ] || [ "$src" -nt "$o" ] || [ -n "$(find "$root/include" "$root/src" -newer "$o" -name '*.hpp' -print -quit)" ]; then
    lib_flags=()
    [ "$src" != "$here/src/glue.cpp" ] && lib_flags=(-DEXACTPRED_BUILDING_LIBRARY=1)
    "$emxx" "${flags[@]}" "${lib_flags[@]}" -c "$src" -o "$o"
  fi
  objects+=("$o")
done

exports='["_malloc","_free","_exactpred_js_last_error","_exactpred_js_version",'
exports+='"_exactpred_js_orient2d","_exactpred_js_orient3d","_exactpred_js_incircle",'
exports+='"_exactpred_js_insphere","_exactpred_js_orient2d_batch","_exactpred_js_orient3d_batch",'
exports+='"_exactpred_js_incircle_batch","_exactpred_js_insphere_batch",'
exports+='"_exactpred_js_orient2d_sos","_exactpred_js_orient3d_sos","_exactpred_js_incircle_sos",'
exports+='"_exactpred_js_insphere_sos"]'
"$emxx" -O2 -fexceptions "${objects[@]}" -o "$here/dist/exactpred_wasm.mjs" \
  -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createExactpredModule -sSINGLE_FILE=1 \
  -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web,worker \
  -sEXPORTED_FUNCTIONS="$exports" -sEXPORTED_RUNTIME_METHODS='["UTF8ToString"]'
echo "bindings/js/build.sh: wrote $here/dist/exactpred_wasm.mjs" >&2
