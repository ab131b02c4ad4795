# SPDX-License-Identifier: MIT
# fuzz/harnesses.cmake — the fuzzing targets, shared by fuzz/CMakeLists.txt (libFuzzer builds)
# and tests/CMakeLists.txt (the decoder unit tests and the seed-corpus replay under any
# compiler). Needs the oracle targets (exactpred_oracle, exactpred_query).
set(EXACTPRED_FUZZ_DIR ${CMAKE_CURRENT_LIST_DIR})
set(EXACTPRED_FUZZ_HARNESSES fuzz_core fuzz_planar fuzz_spatial fuzz_volume fuzz_meshing fuzz_implicit)

# The decoders and the comparison logic (no libFuzzer dependency).
if(NOT TARGET exactpred_fuzz_support)
  add_library(exactpred_fuzz_support STATIC ${EXACTPRED_FUZZ_DIR}/decoders.cpp
                                            ${EXACTPRED_FUZZ_DIR}/harness.cpp)
  target_include_directories(exactpred_fuzz_support PUBLIC ${EXACTPRED_FUZZ_DIR}
                                                           ${PROJECT_SOURCE_DIR}/tests)
  target_link_libraries(exactpred_fuzz_support PUBLIC exactpred_oracle exactpred_query
                                               PRIVATE exactpred_warnings)
  # The same bytes decode to the same query under every compiler.
  target_compile_options(exactpred_fuzz_support PRIVATE -ffp-contract=off)
endif()

# exactpred_add_fuzz_harnesses([SUFFIX s] ENGINE replay|<link flags...>)
#   ENGINE replay: each harness gets the standalone main of replay_main.cpp;
#   otherwise the flags link the fuzzing engine (e.g. -fsanitize=fuzzer).
function(exactpred_add_fuzz_harnesses)
  cmake_parse_arguments(F "" "SUFFIX" "ENGINE" ${ARGN})
  foreach(h ${EXACTPRED_FUZZ_HARNESSES})
    set(t ${h}${F_SUFFIX})
    if("${F_ENGINE}" STREQUAL "replay")
      add_executable(${t} ${EXACTPRED_FUZZ_DIR}/${h}.cpp ${EXACTPRED_FUZZ_DIR}/replay_main.cpp)
    else()
      add_executable(${t} ${EXACTPRED_FUZZ_DIR}/${h}.cpp)
      target_link_options(${t} PRIVATE ${F_ENGINE})
    endif()
    target_link_libraries(${t} PRIVATE exactpred_fuzz_support exactpred_warnings)
  endforeach()
endfunction()
