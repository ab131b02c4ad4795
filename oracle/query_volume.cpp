// SPDX-License-Identifier: MIT
// oracle/query_volume.cpp — the volume predicates in the oracle command's query table.
#include <string>

#include "exactpred/volume.hpp"
#include "query.hpp"

namespace exactpred::query {
namespace {

point3 p3(const double* x) { return {x[0], x[1], x[2]}; }

std::string eval_point_sphere(const double* x, std::size_t) {
  return to_string(point_sphere(p3(x), x[3], p3(x + 4)));
}
std::string eval_sphere_sphere(const double* x, std::size_t) {
  return to_string(sphere_sphere(p3(x), x[3], p3(x + 4), x[7]));
}
std::string eval_segment_sphere(const double* x, std::size_t) {
  return to_string(segment_sphere(p3(x), x[3], p3(x + 4), p3(x + 7)));
}
std::string eval_triangle_sphere(const double* x, std::size_t) {
  return to_string(triangle_sphere(p3(x), x[3], p3(x + 4), p3(x + 7), p3(x + 10)));
}
std::string eval_segment_box_3d(const double* x, std::size_t) {
  return to_string(segment_box_3d(p3(x), p3(x + 3), p3(x + 6), p3(x + 9)));
}
std::string eval_ray_box_3d(const double* x, std::size_t) {
  return to_string(ray_box_3d(p3(x), p3(x + 3), p3(x + 6), p3(x + 9)));
}
std::string eval_box_box_3d(const double* x, std::size_t) {
  return to_string(box_box_3d(p3(x), p3(x + 3), p3(x + 6), p3(x + 9)));
}
std::string eval_box_sphere(const double* x, std::size_t) {
  return to_string(box_sphere(p3(x), x[3], p3(x + 4), p3(x + 7)));
}
std::string eval_capsule_box(const double* x, std::size_t) {
  return to_string(capsule_box(p3(x), p3(x + 3), x[6], p3(x + 7), p3(x + 10)));
}

}  // namespace

void append_volume_predicates(std::vector<predicate_info>& table) {
  table.push_back({"point_sphere", detail::point_sphere_layout, 7, 0, eval_point_sphere});
  table.push_back({"sphere_sphere", detail::sphere_sphere_layout, 8, 0, eval_sphere_sphere});
  table.push_back({"segment_sphere", detail::segment_sphere_layout, 10, 0, eval_segment_sphere});
  table.push_back({"triangle_sphere", detail::triangle_sphere_layout, 13, 0, eval_triangle_sphere});
  table.push_back({"segment_box_3d", detail::segment_box_3d_layout, 12, 0, eval_segment_box_3d});
  table.push_back({"ray_box_3d", detail::ray_box_3d_layout, 12, 0, eval_ray_box_3d});
  table.push_back({"box_box_3d", detail::box_box_3d_layout, 12, 0, eval_box_box_3d});
  table.push_back({"box_sphere", detail::box_sphere_layout, 10, 0, eval_box_sphere});
  table.push_back({"capsule_box", detail::capsule_box_layout, 13, 0, eval_capsule_box});
}

}  // namespace exactpred::query
