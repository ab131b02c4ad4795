// SPDX-License-Identifier: MIT
// oracle/cgal_delaunay_3d.hpp — CGAL's Delaunay_triangulation_3 (exact kernel) as the reference
// of the 3D Delaunay example (examples/delaunay_3d.hpp). No CGAL type crosses this header.
#ifndef EXACTPRED_ORACLE_CGAL_DELAUNAY_3D_HPP
#define EXACTPRED_ORACLE_CGAL_DELAUNAY_3D_HPP

#include <array>
#include <cstdint>
#include <vector>

namespace exactpred::oracle {

struct delaunay_3d_reference {
  /// Finite cells as input indices, positively oriented (CGAL's orientation). Equal input
  /// points are one vertex, numbered by the first of them.
  std::vector<std::array<std::uint32_t, 4>> cells;
  /// The facets of the infinite cells (the convex hull), as input indices.
  std::vector<std::array<std::uint32_t, 3>> hull;
  int dimension = -1;  // the triangulation's dimension (3 for non-coplanar input)
};

delaunay_3d_reference cgal_delaunay_3d(const std::vector<std::array<double, 3>>& points);

}  // namespace exactpred::oracle

#endif  // EXACTPRED_ORACLE_CGAL_DELAUNAY_3D_HPP
