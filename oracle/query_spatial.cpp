// SPDX-License-Identifier: MIT
// oracle/query_spatial.cpp — the spatial predicates in the oracle command's query table.
// Coordinates are flattened point by point (vectors d and n like points).
#include <iterator>
#include <string>

#include "exactpred/spatial.hpp"
#include "query.hpp"

namespace exactpred::query {
namespace {

point3 p3(const double* x, int i) { return {x[3 * i], x[3 * i + 1], x[3 * i + 2]}; }

std::string sign_text(sign s) { return s == sign::negative ? "-1" : (s == sign::zero ? "0" : "1"); }

std::string eval_same_side_3d(const double* x, std::size_t) {
  return sign_text(same_side_3d(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4)));
}
std::string eval_same_side_line_3d(const double* x, std::size_t) {
  return sign_text(same_side_line_3d(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3)));
}
std::string eval_segment_intersect_3d(const double* x, std::size_t) {
  return to_string(segment_intersect_3d(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3)));
}
std::string eval_point_in_triangle_3d(const double* x, std::size_t) {
  return to_string(point_in_triangle_3d(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3)));
}
std::string eval_ray_plane(const double* x, std::size_t) {
  return to_string(ray_plane(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3)));
}
std::string eval_segment_plane(const double* x, std::size_t) {
  return to_string(segment_plane(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3)));
}
std::string eval_segment_triangle_3d(const double* x, std::size_t) {
  return to_string(segment_triangle_3d(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4)));
}
std::string eval_ray_triangle_3d(const double* x, std::size_t) {
  return to_string(ray_triangle_3d(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4)));
}
std::string eval_compare_distance_3d(const double* x, std::size_t) {
  return sign_text(compare_distance_3d(p3(x, 0), p3(x, 1), p3(x, 2)));
}
std::string eval_closest_feature_3d(const double* x, std::size_t) {
  return to_string(closest_feature_3d(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3)));
}
std::string eval_compare_distance_point_plane(const double* x, std::size_t) {
  return sign_text(compare_distance_point_plane(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3)));
}
std::string eval_compare_distance_point_line_3d(const double* x, std::size_t) {
  return sign_text(compare_distance_point_line_3d(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3)));
}
std::string eval_compare_distance_point_segment_3d(const double* x, std::size_t) {
  return sign_text(compare_distance_point_segment_3d(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3)));
}
std::string eval_closest_feature_segment_segment_3d(const double* x, std::size_t) {
  return to_string(closest_feature_segment_segment_3d(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3)));
}
std::string eval_closest_feature_segment_triangle(const double* x, std::size_t) {
  return to_string(
      closest_feature_segment_triangle(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4)));
}

}  // namespace

void append_spatial_predicates(std::vector<predicate_info>& table) {
  const predicate_info rows[] = {
      {"same_side_3d", "px py pz qx qy qz ax ay az bx by bz cx cy cz", 15, 0, eval_same_side_3d},
      {"same_side_line_3d", "px py pz qx qy qz ax ay az bx by bz", 12, 0, eval_same_side_line_3d},
      {"segment_intersect_3d", "p1x p1y p1z p2x p2y p2z q1x q1y q1z q2x q2y q2z", 12, 0,
       eval_segment_intersect_3d},
      {"point_in_triangle_3d", "px py pz ax ay az bx by bz cx cy cz", 12, 0,
       eval_point_in_triangle_3d},
      {"ray_plane", "ox oy oz dx dy dz cx cy cz nx ny nz", 12, 0, eval_ray_plane},
      {"segment_plane", "px py pz qx qy qz cx cy cz nx ny nz", 12, 0, eval_segment_plane},
      {"segment_triangle_3d", "px py pz qx qy qz ax ay az bx by bz cx cy cz", 15, 0,
       eval_segment_triangle_3d},
      {"ray_triangle_3d", "ox oy oz dx dy dz ax ay az bx by bz cx cy cz", 15, 0,
       eval_ray_triangle_3d},
      {"compare_distance_3d", "px py pz qx qy qz rx ry rz", 9, 0, eval_compare_distance_3d},
      {"closest_feature_3d", "px py pz ax ay az bx by bz cx cy cz", 12, 0, eval_closest_feature_3d},
      {"compare_distance_point_plane", "cx cy cz nx ny nz px py pz qx qy qz", 12, 0,
       eval_compare_distance_point_plane},
      {"compare_distance_point_line_3d", "ax ay az bx by bz px py pz qx qy qz", 12, 0,
       eval_compare_distance_point_line_3d},
      {"compare_distance_point_segment_3d", "ax ay az bx by bz px py pz qx qy qz", 12, 0,
       eval_compare_distance_point_segment_3d},
      {"closest_feature_segment_segment_3d", "p1x p1y p1z p2x p2y p2z q1x q1y q1z q2x q2y q2z", 12,
       0, eval_closest_feature_segment_segment_3d},
      {"closest_feature_segment_triangle", "px py pz qx qy qz ax ay az bx by bz cx cy cz", 15, 0,
       eval_closest_feature_segment_triangle},
  };
  table.insert(table.end(), std::begin(rows), std::end(rows));
}

}  // namespace exactpred::query
