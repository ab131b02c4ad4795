// SPDX-License-Identifier: MIT
// oracle/cgal_arrangement.hpp — CGAL's Arrangement_2 of segments (exact constructions) as the
// reference of the 2D arrangement example (examples/arrangement_2d.hpp). No CGAL type crosses
// this header.
#ifndef EXACTPRED_ORACLE_CGAL_ARRANGEMENT_HPP
#define EXACTPRED_ORACLE_CGAL_ARRANGEMENT_HPP

#include <array>
#include <cstddef>
#include <vector>

namespace exactpred::oracle {

struct arrangement_reference {
  std::size_t vertices = 0, edges = 0, faces = 0;  // faces: the unbounded one included
};

/// The arrangement of the segments {x0, y0, x1, y1} (each of positive length), built by
/// CGAL::insert into Arrangement_2<Arr_segment_traits_2<Epeck>>.
arrangement_reference cgal_arrangement_2d(const std::vector<std::array<double, 4>>& segments);

}  // namespace exactpred::oracle

#endif  // EXACTPRED_ORACLE_CGAL_ARRANGEMENT_HPP
