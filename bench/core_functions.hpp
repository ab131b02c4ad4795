// SPDX-License-Identifier: MIT
// bench/core_functions.hpp — the four core predicates as int (*)(const double* x) over a query's
// flattened coordinates (SPEC section 3 order), for each implementation the benchmarks compare.
#ifndef EXACTPRED_BENCH_CORE_FUNCTIONS_HPP
#define EXACTPRED_BENCH_CORE_FUNCTIONS_HPP

#include <stdexcept>
#include <string>

#include "cgal_oracle.hpp"
#include "exactpred/exactpred.hpp"
#include "naive_core.hpp"

namespace exactpred::bench {

// The query's points read in place, as a mesh's point array (the coordinates of consecutive
// points are consecutive doubles, as in point2/point3 arrays): passed by reference.
inline int ours_orient2d(const double* x) {
  const auto* p = reinterpret_cast<const point2*>(x);
  return to_int(orient2d(p[0], p[1], p[2]));
}
inline int ours_orient3d(const double* x) {
  const auto* p = reinterpret_cast<const point3*>(x);
  return to_int(orient3d(p[0], p[1], p[2], p[3]));
}
inline int ours_incircle(const double* x) {
  const auto* p = reinterpret_cast<const point2*>(x);
  return to_int(incircle(p[0], p[1], p[2], p[3]));
}
inline int ours_insphere(const double* x) {
  const auto* p = reinterpret_cast<const point3*>(x);
  return to_int(insphere(p[0], p[1], p[2], p[3], p[4]));
}

// The same with the points built in the call from the coordinates (temporaries).
inline int built_orient2d(const double* x) {
  return to_int(orient2d(point2{x[0], x[1]}, point2{x[2], x[3]}, point2{x[4], x[5]}));
}
inline int built_orient3d(const double* x) {
  return to_int(orient3d(point3{x[0], x[1], x[2]}, point3{x[3], x[4], x[5]},
                         point3{x[6], x[7], x[8]}, point3{x[9], x[10], x[11]}));
}
inline int built_incircle(const double* x) {
  return to_int(
      incircle(point2{x[0], x[1]}, point2{x[2], x[3]}, point2{x[4], x[5]}, point2{x[6], x[7]}));
}
inline int built_insphere(const double* x) {
  return to_int(insphere(point3{x[0], x[1], x[2]}, point3{x[3], x[4], x[5]},
                         point3{x[6], x[7], x[8]}, point3{x[9], x[10], x[11]},
                         point3{x[12], x[13], x[14]}));
}

using query_fn = int (*)(const double* x);

struct core_functions {
  const char* name;
  query_fn naive, ours, ours_built, cgal_epick, cgal_exact;
};

inline constexpr core_functions core_table[] = {
    {"orient2d", naive::orient2d, ours_orient2d, built_orient2d, oracle::epick_orient2d,
     oracle::orient2d},
    {"orient3d", naive::orient3d, ours_orient3d, built_orient3d, oracle::epick_orient3d,
     oracle::orient3d},
    {"incircle", naive::incircle, ours_incircle, built_incircle, oracle::epick_incircle,
     oracle::incircle},
    {"insphere", naive::insphere, ours_insphere, built_insphere, oracle::epick_insphere,
     oracle::insphere},
};

/// The implementation `impl` (naive, exactpred, exactpred_built, cgal_epick or cgal_exact) of core
/// predicate `name`; throws std::invalid_argument for anything else.
inline query_fn core_function(const std::string& name, const std::string& impl) {
  for (const core_functions& f : core_table) {
    if (name != f.name) continue;
    if (impl == "naive") return f.naive;
    if (impl == "exactpred") return f.ours;
    if (impl == "exactpred_built") return f.ours_built;
    if (impl == "cgal_epick") return f.cgal_epick;
    if (impl == "cgal_exact") return f.cgal_exact;
    throw std::invalid_argument("unknown implementation " + impl);
  }
  throw std::invalid_argument("not a core predicate: " + name);
}

}  // namespace exactpred::bench

#endif  // EXACTPRED_BENCH_CORE_FUNCTIONS_HPP
