// SPDX-License-Identifier: MIT
// oracle/query_meshing.cpp — the meshing predicates (lexicographic comparisons, coplanar and
// power tests) and the symbolically perturbed predicates in the oracle command's query table.
// Weighted points are flattened as their coordinates followed by their weight; the indices of
// the perturbed predicates are the points' positions in the query (0, 1, 2, ...).
#include <iterator>
#include <string>

#include "exactpred/meshing.hpp"
#include "exactpred/sos.hpp"
#include "query.hpp"

namespace exactpred::query {
namespace {

point2 p2(const double* x, int i) { return {x[2 * i], x[2 * i + 1]}; }
point3 p3(const double* x, int i) { return {x[3 * i], x[3 * i + 1], x[3 * i + 2]}; }
weighted_point2 w2(const double* x, int i) { return {x[3 * i], x[3 * i + 1], x[3 * i + 2]}; }
weighted_point3 w3(const double* x, int i) {
  return {x[4 * i], x[4 * i + 1], x[4 * i + 2], x[4 * i + 3]};
}

std::string sign_text(sign s) { return s == sign::negative ? "-1" : (s == sign::zero ? "0" : "1"); }

std::string eval_compare_xy(const double* x, std::size_t) {
  return sign_text(compare_xy(p2(x, 0), p2(x, 1)));
}
std::string eval_compare_xyz(const double* x, std::size_t) {
  return sign_text(compare_xyz(p3(x, 0), p3(x, 1)));
}
std::string eval_coplanar_orientation_3(const double* x, std::size_t) {
  return sign_text(coplanar_orientation(p3(x, 0), p3(x, 1), p3(x, 2)));
}
std::string eval_coplanar_orientation(const double* x, std::size_t) {
  return sign_text(coplanar_orientation(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3)));
}
std::string eval_coplanar_side_of_bounded_circle(const double* x, std::size_t) {
  return sign_text(coplanar_side_of_bounded_circle(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3)));
}
std::string eval_power_incircle(const double* x, std::size_t) {
  return sign_text(power_incircle(w2(x, 0), w2(x, 1), w2(x, 2), w2(x, 3)));
}
std::string eval_power_insphere(const double* x, std::size_t) {
  return sign_text(power_insphere(w3(x, 0), w3(x, 1), w3(x, 2), w3(x, 3), w3(x, 4)));
}
std::string eval_orient2d_sos(const double* x, std::size_t) {
  return sign_text(orient2d_sos(p2(x, 0), p2(x, 1), p2(x, 2), 0, 1, 2));
}
std::string eval_orient3d_sos(const double* x, std::size_t) {
  return sign_text(orient3d_sos(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), 0, 1, 2, 3));
}
std::string eval_incircle_sos(const double* x, std::size_t) {
  return sign_text(incircle_sos(p2(x, 0), p2(x, 1), p2(x, 2), p2(x, 3), 0, 1, 2, 3));
}
std::string eval_insphere_sos(const double* x, std::size_t) {
  return sign_text(insphere_sos(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4), 0, 1, 2, 3, 4));
}
std::string eval_power_incircle_sos(const double* x, std::size_t) {
  return sign_text(power_incircle_sos(w2(x, 0), w2(x, 1), w2(x, 2), w2(x, 3), 0, 1, 2, 3));
}
std::string eval_power_insphere_sos(const double* x, std::size_t) {
  return sign_text(
      power_insphere_sos(w3(x, 0), w3(x, 1), w3(x, 2), w3(x, 3), w3(x, 4), 0, 1, 2, 3, 4));
}

constexpr const char* power_circle_layout = "ax ay aw bx by bw cx cy cw dx dy dw";
constexpr const char* power_sphere_layout =
    "ax ay az aw bx by bz bw cx cy cz cw dx dy dz dw ex ey ez ew";
constexpr const char* four_points_3 = "ax ay az bx by bz cx cy cz dx dy dz";

}  // namespace

void append_meshing_predicates(std::vector<predicate_info>& table) {
  const predicate_info rows[] = {
      {"compare_xy", "ax ay bx by", 4, 0, eval_compare_xy},
      {"compare_xyz", "ax ay az bx by bz", 6, 0, eval_compare_xyz},
      {"coplanar_orientation_3", "ax ay az bx by bz cx cy cz", 9, 0, eval_coplanar_orientation_3},
      {"coplanar_orientation", four_points_3, 12, 0, eval_coplanar_orientation},
      {"coplanar_side_of_bounded_circle", four_points_3, 12, 0,
       eval_coplanar_side_of_bounded_circle},
      {"power_incircle", power_circle_layout, 12, 0, eval_power_incircle},
      {"power_insphere", power_sphere_layout, 20, 0, eval_power_insphere},
      {"orient2d_sos", "ax ay bx by cx cy", 6, 0, eval_orient2d_sos},
      {"orient3d_sos", four_points_3, 12, 0, eval_orient3d_sos},
      {"incircle_sos", "ax ay bx by cx cy dx dy", 8, 0, eval_incircle_sos},
      {"insphere_sos", "ax ay az bx by bz cx cy cz dx dy dz ex ey ez", 15, 0, eval_insphere_sos},
      {"power_incircle_sos", power_circle_layout, 12, 0, eval_power_incircle_sos},
      {"power_insphere_sos", power_sphere_layout, 20, 0, eval_power_insphere_sos},
  };
  table.insert(table.end(), std::begin(rows), std::end(rows));
}

}  // namespace exactpred::query
