// SPDX-License-Identifier: MIT
// variant.hpp — one CDT build (stock, routed to exactpred, or routed and recording), seen
// through plain types so that the driver needs none of CDT's.
#ifndef EXACTPRED_CDT_VARIANT_HPP
#define EXACTPRED_CDT_VARIANT_HPP

#include <array>
#include <cstdint>
#include <vector>

namespace cdt_bench {

struct input {
  std::vector<double> xy;            // x0, y0, x1, y1, ...
  std::vector<std::uint32_t> edges;  // constraint edges as index pairs
};

struct output {
  std::vector<double> xy;                               // the triangulation's vertices
  std::vector<std::array<std::uint32_t, 3>> triangles;  // vertex indices
  std::uint64_t duplicates_removed = 0;
};

}  // namespace cdt_bench

#define CDT_BENCH_DECLARE(ns)                                                         \
  namespace ns {                                                                      \
  /* Triangulates (vertices, constraint edges, eraseSuperTriangle); returns the ms of \
     that, excluding input conversion and duplicate removal. */                       \
  double triangulate(const cdt_bench::input& in, cdt_bench::output* out);             \
  }
CDT_BENCH_DECLARE(stock)
CDT_BENCH_DECLARE(routed)
CDT_BENCH_DECLARE(recording)
#undef CDT_BENCH_DECLARE

#endif  // EXACTPRED_CDT_VARIANT_HPP
