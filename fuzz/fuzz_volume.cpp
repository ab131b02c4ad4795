// fuzz/fuzz_volume.cpp — libFuzzer harness for the volume predicates (balls and axis-aligned
// boxes): every input is one query, compared with the CGAL reference (see harness.hpp). Names the
// query table does not have yet are skipped, so the harness grows with the table.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "harness.hpp"

namespace {

const char* const harness_name = "fuzz_volume";

const std::vector<const char*>& names() {
  static const std::vector<const char*> n = {"triangle_sphere", "segment_sphere", "point_sphere",
                                             "sphere_sphere",   "segment_box_3d", "ray_box_3d",
                                             "box_box_3d"};
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
