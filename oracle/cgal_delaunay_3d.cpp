// SPDX-License-Identifier: MIT
// oracle/cgal_delaunay_3d.cpp — see cgal_delaunay_3d.hpp. CGAL::Delaunay_triangulation_3 over
// CGAL::Exact_predicates_exact_constructions_kernel, each vertex carrying its input index.
#include "cgal_delaunay_3d.hpp"

#include <CGAL/Delaunay_triangulation_3.h>
#include <CGAL/Exact_predicates_exact_constructions_kernel.h>
#include <CGAL/Triangulation_data_structure_3.h>
#include <CGAL/Triangulation_vertex_base_with_info_3.h>

#include <utility>

namespace exactpred::oracle {
namespace {

using Kernel = CGAL::Exact_predicates_exact_constructions_kernel;
using Vb = CGAL::Triangulation_vertex_base_with_info_3<std::uint32_t, Kernel>;
using Tds = CGAL::Triangulation_data_structure_3<Vb>;
using Delaunay = CGAL::Delaunay_triangulation_3<Kernel, Tds>;

}  // namespace

delaunay_3d_reference cgal_delaunay_3d(const std::vector<std::array<double, 3>>& points) {
  Delaunay dt;
  for (std::size_t i = 0; i < points.size(); ++i) {
    const Delaunay::Point p(points[i][0], points[i][1], points[i][2]);
    // Insert one at a time, in input order: an equal point keeps the first index.
    const std::size_t before = dt.number_of_vertices();
    const Delaunay::Vertex_handle v = dt.insert(p);
    if (dt.number_of_vertices() != before) v->info() = static_cast<std::uint32_t>(i);
  }
  delaunay_3d_reference r;
  r.dimension = dt.dimension();
  if (dt.dimension() < 3) return r;
  for (auto c = dt.finite_cells_begin(); c != dt.finite_cells_end(); ++c) {
    r.cells.push_back(
        {c->vertex(0)->info(), c->vertex(1)->info(), c->vertex(2)->info(), c->vertex(3)->info()});
  }
  for (auto c = dt.all_cells_begin(); c != dt.all_cells_end(); ++c) {
    if (!dt.is_infinite(c)) continue;
    const int inf = c->index(dt.infinite_vertex());
    std::array<std::uint32_t, 3> f;
    int m = 0;
    for (int i = 0; i < 4; ++i) {
      if (i != inf) f[m++] = c->vertex(i)->info();
    }
    r.hull.push_back(f);
  }
  return r;
}

}  // namespace exactpred::oracle
