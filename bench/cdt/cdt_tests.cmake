# SPDX-License-Identifier: MIT
# CDT's own test suite (CDT/tests/cdt.test.cpp), built twice: against stock CDT and against
# the routed copy. The suite is written for Catch2 v3; Debian bookworm ships Catch2 v2
# (package catch2, 2.13), whose single header has everything the suite uses
# (TEMPLATE_LIST_TEST_CASE, GENERATE, SECTION, BENCHMARK), so the v3 headers it includes are
# generated here as one-line forwards to <catch2/catch.hpp>. Run the executables from
# ${CDT_DIR}/CDT/tests (they read inputs/ and expected/ relative to it).
find_path(CATCH2_V2_INCLUDE catch2/catch.hpp REQUIRED)

set(_shim ${CMAKE_CURRENT_BINARY_DIR}/catch2_v3_shim)
foreach(_h catch2/benchmark/catch_benchmark.hpp catch2/catch_template_test_macros.hpp
           catch2/catch_test_macros.hpp catch2/generators/catch_generators.hpp
           catch2/matchers/catch_matchers_floating_point.hpp)
  file(CONFIGURE OUTPUT ${_shim}/${_h} CONTENT "#include <catch2/catch.hpp>\n")
endforeach()
file(CONFIGURE OUTPUT ${_shim}/catch_main.cpp
     CONTENT "#define CATCH_CONFIG_MAIN\n#include <catch2/catch.hpp>\n")

add_library(cdt_catch_main OBJECT ${_shim}/catch_main.cpp)
target_include_directories(cdt_catch_main SYSTEM PRIVATE ${CATCH2_V2_INCLUDE})
target_compile_definitions(cdt_catch_main PRIVATE CATCH_CONFIG_ENABLE_BENCHMARKING)

function(cdt_tests target include_dir)
  add_executable(${target} ${CDT_DIR}/CDT/tests/cdt.test.cpp)
  target_include_directories(${target} SYSTEM PRIVATE ${_shim} ${CATCH2_V2_INCLUDE} ${include_dir}
                                                      ${CDT_DIR}/CDT/extras)
  target_include_directories(${target} PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
  target_compile_definitions(${target} PRIVATE CATCH_CONFIG_ENABLE_BENCHMARKING)
  target_link_libraries(${target} PRIVATE cdt_catch_main exactpred::exactpred)
endfunction()
cdt_tests(cdt_tests_stock ${_cdt_include})
cdt_tests(cdt_tests_routed ${_routed_include})

# The drop-in: a copy of CDT's include/ whose predicates.h is predicates_dropin.h, a forwarder
# to <exactpred/compat/predicates.h> (every other header CDT's own, CDTUtils.hpp unrouted).
set(_dropin_include ${CMAKE_CURRENT_BINARY_DIR}/cdt_dropin_include)
file(MAKE_DIRECTORY ${_dropin_include})
file(COPY ${_cdt_headers} DESTINATION ${_dropin_include})
file(COPY_FILE ${CMAKE_CURRENT_SOURCE_DIR}/predicates_dropin.h ${_dropin_include}/predicates.h)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             ${CMAKE_CURRENT_SOURCE_DIR}/predicates_dropin.h)
cdt_tests(cdt_tests_dropin ${_dropin_include})
