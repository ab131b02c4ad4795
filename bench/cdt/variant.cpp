// SPDX-License-Identifier: MIT
// variant.cpp — compiled once per variant: CDT_BENCH_VARIANT names the namespace, CDT is
// renamed per variant on the command line and the include path picks stock or routed CDT.
#include "variant.hpp"

#include <CDT.h>

#include <chrono>

namespace CDT_BENCH_VARIANT {

double triangulate(const cdt_bench::input& in, cdt_bench::output* out) {
  std::vector<CDT::V2d<double>> vertices;
  vertices.reserve(in.xy.size() / 2);
  for (std::size_t i = 0; i + 1 < in.xy.size(); i += 2) {
    vertices.emplace_back(in.xy[i], in.xy[i + 1]);
  }
  std::vector<CDT::Edge> edges;
  edges.reserve(in.edges.size() / 2);
  for (std::size_t i = 0; i + 1 < in.edges.size(); i += 2) {
    edges.emplace_back(in.edges[i], in.edges[i + 1]);
  }
  const CDT::DuplicatesInfo duplicates = CDT::RemoveDuplicatesAndRemapEdges(vertices, edges);

  const auto start = std::chrono::steady_clock::now();
  CDT::Triangulation<double> cdt(CDT::VertexInsertionOrder::Auto,
                                 CDT::IntersectingConstraintEdges::TryResolve, 0.0);
  cdt.insertVertices(vertices);
  cdt.insertEdges(edges);
  cdt.eraseSuperTriangle();
  const auto stop = std::chrono::steady_clock::now();

  if (out != nullptr) {
    out->duplicates_removed = duplicates.duplicates.size();
    out->xy.clear();
    for (const CDT::V2d<double>& v : cdt.vertices) {
      out->xy.push_back(v.x);
      out->xy.push_back(v.y);
    }
    out->triangles.clear();
    for (const CDT::Triangle& t : cdt.triangles) {
      out->triangles.push_back({static_cast<std::uint32_t>(t.vertices[0]),
                                static_cast<std::uint32_t>(t.vertices[1]),
                                static_cast<std::uint32_t>(t.vertices[2])});
    }
  }
  return std::chrono::duration<double, std::milli>(stop - start).count();
}

}  // namespace CDT_BENCH_VARIANT
