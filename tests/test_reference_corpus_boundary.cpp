// SPDX-License-Identifier: MIT
// The reference corpus (tests/vectors/, written by scripts/make-vectors) keeps its boundary
// cases: in every predicate's file at least 5% of the queries (error lines included in the
// count) must have a boundary answer, the exact tie that a rounding implementation gets wrong
// most easily. The table below names, per predicate, the answers that count; a corpus file
// with no entry fails, so a new predicate has to be classified here.
//
// segment_box_3d and ray_box_3d answer only `disjoint` or `intersecting`: their boundary case
// is a segment or ray that grazes the box (meets its boundary but not its interior). Counted
// instead are the `intersecting` queries that lie in the closed outer half-space of one face
// plane of the box (segment: min(p_i, q_i) >= hi_i or max(p_i, q_i) <= lo_i; ray:
// o_i >= hi_i and d_i >= 0, or o_i <= lo_i and d_i <= 0); such a query meets the box only on
// that face plane, so it grazes it. tests/make_vectors.cpp constructs them exactly.
//
// The constructions (circumcenter_*, round_ip) answer a point and the word `exact` or `rounded`:
// their boundary cases are the exact points (the exactness a bound cannot show) and the
// undefined constructions (`error`: exactly collinear or coplanar points, parallel lines).
//
// Exempt: convex_hull and convex_hull_collinear (their answers are index lists: collinear and
// repeated points are in the queries, not in a class of answers) and closest_feature_3d (every
// answer names a feature, exact ties are broken by the fixed rule of SPEC.md).

#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "support/corpus_files.hpp"

namespace {

const std::map<std::string, std::set<std::string>>& boundary_answers() {
  static const std::map<std::string, std::set<std::string>> table = {
      // Signs: the tie 0.
      {"orient2d", {"0"}},
      {"orient3d", {"0"}},
      {"incircle", {"0"}},
      {"insphere", {"0"}},
      // Correctly rounded values: the exact zero (written 0).
      {"orient2d_value", {"0"}},
      {"orient3d_value", {"0"}},
      {"incircle_value", {"0"}},
      {"insphere_value", {"0"}},
      {"power_incircle", {"0"}},
      {"power_insphere", {"0"}},
      {"compare_power_distance_2", {"0"}},
      {"compare_power_distance_3", {"0"}},
      {"side_of_diametral_circle", {"0"}},
      {"side_of_diametral_sphere", {"0"}},
      {"compare_distance_2d", {"0"}},
      {"compare_distance_3d", {"0"}},
      {"compare_distance_point_line_3d", {"0"}},
      {"compare_distance_point_plane", {"0"}},
      {"compare_distance_point_segment_3d", {"0"}},
      {"compare_xy", {"0"}},
      {"compare_xyz", {"0"}},
      {"coplanar_orientation", {"0"}},
      {"coplanar_orientation_3", {"0"}},
      {"coplanar_side_of_bounded_circle", {"0"}},
      {"polygon_orientation", {"0"}},
      {"same_side_2d", {"0"}},
      {"same_side_3d", {"0"}},
      {"same_side_line_3d", {"0"}},
      // Points against polygons and triangles.
      {"point_in_polygon", {"on_boundary"}},
      {"point_in_polygon_even_odd", {"on_boundary"}},
      {"winding_number", {"on_boundary"}},
      {"point_in_triangle_2d", {"on_edge", "on_vertex"}},
      {"point_in_triangle_3d", {"on_edge", "on_vertex"}},
      // Segments, rays, triangles, planes.
      {"segment_intersect_2d", {"touching", "overlapping"}},
      {"segment_intersect_3d", {"touching", "overlapping"}},
      {"segment_triangle_3d", {"touching", "overlapping"}},
      {"ray_triangle_3d", {"touching", "overlapping"}},
      {"segment_plane", {"touching", "in_plane"}},
      {"ray_plane", {"parallel", "in_plane"}},
      {"convex_polygons_intersect", {"touching"}},
      // Distance 0 (the closest feature pair is undefined) or a non-unique closest pair.
      {"closest_feature_segment_segment_3d", {"intersecting", "parallel"}},
      {"closest_feature_segment_triangle", {"intersecting"}},
      // Balls and boxes.
      {"point_sphere", {"on_boundary"}},
      {"sphere_sphere", {"touching"}},
      {"segment_sphere", {"touching"}},
      {"triangle_sphere", {"touching"}},
      {"box_sphere", {"touching"}},
      {"capsule_box", {"touching"}},
      {"box_box_3d", {"touching"}},
  };
  return table;
}

const std::set<std::string>& grazing_predicates() {
  static const std::set<std::string> s = {"segment_box_3d", "ray_box_3d"};
  return s;
}

const std::set<std::string>& construction_predicates() {
  static const std::set<std::string> s = {"circumcenter_2d", "circumcenter_triangle_3d",
                                          "circumcenter_3d", "round_ip"};
  return s;
}

bool construction_boundary(const std::string& answer) {
  return answer == "error" ||
         (answer.size() > 6 && answer.compare(answer.size() - 6, 6, " exact") == 0);
}

const std::set<std::string>& exempt_predicates() {
  static const std::set<std::string> s = {"convex_hull", "convex_hull_collinear",
                                          "closest_feature_3d"};
  return s;
}

std::vector<double> numbers(const std::string& query) {
  std::istringstream in(query);
  std::string word;
  in >> word;  // the predicate
  std::vector<double> r;
  while (in >> word) r.push_back(std::strtod(word.c_str(), nullptr));
  return r;
}

// An `intersecting` segment_box_3d / ray_box_3d query in the closed outer half-space of a face
// plane of its box (see the comment at the top).
bool grazes(const std::string& predicate, const std::vector<double>& x) {
  if (x.size() != 12) return false;
  for (int i = 0; i < 3; ++i) {
    const double lo = x[6 + i];
    const double hi = x[9 + i];
    if (predicate == "segment_box_3d") {
      const double a = x[i];
      const double b = x[3 + i];
      if ((a >= hi && b >= hi) || (a <= lo && b <= lo)) return true;
    } else {
      const double o = x[i];
      const double d = x[3 + i];
      if ((o >= hi && d >= 0) || (o <= lo && d <= 0)) return true;
    }
  }
  return false;
}

std::vector<std::string> corpus_files() {
  return exactpred::testing::corpus_stems(EXACTPRED_VECTORS_DIR);
}

TEST(ReferenceCorpus, EveryPredicateIsClassified) {
  const std::vector<std::string> names = corpus_files();
  ASSERT_FALSE(names.empty()) << "no corpus in " << EXACTPRED_VECTORS_DIR;
  for (const std::string& name : names) {
    EXPECT_TRUE(boundary_answers().count(name) + grazing_predicates().count(name) +
                    construction_predicates().count(name) + exempt_predicates().count(name) ==
                1)
        << name << ": list its boundary answers in test_reference_corpus_boundary.cpp";
  }
}

TEST(ReferenceCorpus, AtLeastFivePercentBoundaryAnswers) {
  for (const std::string& name : corpus_files()) {
    if (exempt_predicates().count(name) != 0) continue;
    const auto it = boundary_answers().find(name);
    const bool graze = grazing_predicates().count(name) != 0;
    const bool construction = construction_predicates().count(name) != 0;
    if (it == boundary_answers().end() && !graze && !construction) continue;  // reported above
    std::ifstream in(std::string(EXACTPRED_VECTORS_DIR) + "/" + name + ".txt");
    ASSERT_TRUE(in) << name;
    std::size_t total = 0;
    std::size_t boundary = 0;
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      const std::size_t tab = line.rfind('\t');
      ASSERT_NE(tab, std::string::npos) << name << ": " << line;
      const std::string answer = line.substr(tab + 1);
      ++total;
      if (graze) {
        if (answer == "intersecting" && grazes(name, numbers(line.substr(0, tab)))) ++boundary;
      } else if (construction) {
        if (construction_boundary(answer)) ++boundary;
      } else if (it->second.count(answer) != 0) {
        ++boundary;
      }
    }
    EXPECT_GT(total, 0u) << name;
    EXPECT_GE(20 * boundary, total)
        << name << ": " << boundary << " of " << total
        << (graze ? " queries graze the box" : " answers are boundary answers")
        << ", below 5%; regenerate the corpus with more exact boundary cases "
           "(tests/make_vectors.cpp, scripts/make-vectors)";
  }
}

}  // namespace
