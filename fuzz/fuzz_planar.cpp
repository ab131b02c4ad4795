// fuzz/fuzz_planar.cpp — libFuzzer harness for the planar predicates (points, segments, triangles
// and polygons in 2D): every input is one query, compared with the CGAL reference (see
// harness.hpp). Names the query table does not have yet are skipped, so the harness grows with the
// table.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "harness.hpp"

namespace {

const char* const harness_name = "fuzz_planar";

const std::vector<const char*>& names() {
  static const std::vector<const char*> n = {"same_side_2d",
                                             "segment_intersect_2d",
                                             "point_in_triangle_2d",
                                             "polygon_orientation",
                                             "winding_number",
                                             "point_in_polygon",
                                             "point_in_polygon_even_odd",
                                             "convex_hull",
                                             "convex_hull_collinear",
                                             "compare_distance_2d",
                                             "convex_polygons_intersect"};
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
