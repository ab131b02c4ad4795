// fuzz/fuzz_spatial.cpp — libFuzzer harness for the spatial predicates (points, segments, rays,
// planes and triangles in 3D): every input is one query, compared with the CGAL reference (see
// harness.hpp). Names the query table does not have yet are skipped, so the harness grows with the
// table.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "harness.hpp"

namespace {

const char* const harness_name = "fuzz_spatial";

const std::vector<const char*>& names() {
  static const std::vector<const char*> n = {
      "same_side_3d",        "same_side_line_3d", "segment_intersect_3d", "point_in_triangle_3d",
      "ray_plane",           "segment_plane",     "segment_triangle_3d",  "ray_triangle_3d",
      "compare_distance_3d", "closest_feature_3d"};
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
