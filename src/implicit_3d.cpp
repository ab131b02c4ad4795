// SPDX-License-Identifier: MIT
// src/implicit_3d.cpp — the formulas of orient2d_xy and compare_x on 3D implicit points (the
// other axes permute coordinates first: implicit.cpp).
#include <utility>

#include "implicit_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

sign ip_dispatch_3d(int predicate, int na, int nb, const double* x) {
  static constexpr ip_table<ip_orient_xy, 3> orient =
      ip_make_table<ip_orient_xy, 3>(std::make_index_sequence<16>{});
  static constexpr ip_table<ip_compare_3, 2> compare =
      ip_make_table<ip_compare_3, 2>(std::make_index_sequence<9>{});
  if (predicate == ip_orient_xy) return orient.f[na][nb](x);
  return compare.f[na][nb](x);
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
