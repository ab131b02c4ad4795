// fuzz/fuzz_core.cpp — libFuzzer harness for the four core predicates:
// every input is one query, compared with the CGAL reference (see harness.hpp). Names the
// query table does not have yet are skipped, so the harness grows with the table.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "harness.hpp"

namespace {

const char* const harness_name = "fuzz_core";

const std::vector<const char*>& names() {
  static const std::vector<const char*> n = {"orient2d", "orient3d", "incircle", "insphere"};
  return n;
}

const std::vector<exactpred::fuzzing::target>& targets() {
  static const std::vector<exactpred::fuzzing::target> t =
      exactpred::fuzzing::select_targets(names());
  return t;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  exactpred::fuzzing::announce(harness_name, names(), targets());
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return exactpred::fuzzing::run_one(harness_name, targets(), data, size);
}
