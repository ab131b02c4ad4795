// SPDX-License-Identifier: MIT
// oracle/cgal_arrangement.cpp — the reference counts of a segment arrangement: CGAL's
// Arrangement_2 with Arr_segment_traits_2 over Exact_predicates_exact_constructions_kernel
// (every intersection point constructed exactly; overlaps split by CGAL).
#include "cgal_arrangement.hpp"

#include <CGAL/Arr_segment_traits_2.h>
#include <CGAL/Arrangement_2.h>
#include <CGAL/Exact_predicates_exact_constructions_kernel.h>

namespace exactpred::oracle {

arrangement_reference cgal_arrangement_2d(const std::vector<std::array<double, 4>>& segments) {
  using Kernel = CGAL::Exact_predicates_exact_constructions_kernel;
  using Traits = CGAL::Arr_segment_traits_2<Kernel>;
  using Arrangement = CGAL::Arrangement_2<Traits>;
  std::vector<Traits::X_monotone_curve_2> curves;
  curves.reserve(segments.size());
  for (const auto& s : segments) {
    curves.emplace_back(Kernel::Point_2(s[0], s[1]), Kernel::Point_2(s[2], s[3]));
  }
  Arrangement arr;
  CGAL::insert(arr, curves.begin(), curves.end());
  arrangement_reference r;
  r.vertices = arr.number_of_vertices();
  r.edges = arr.number_of_edges();
  r.faces = arr.number_of_faces();
  return r;
}

}  // namespace exactpred::oracle
