// SPDX-License-Identifier: MIT
// src/implicit_orient3d.cpp — the formulas of orient3d on implicit points (every mix of p3,
// lpi and tpi: 14 formulas).
#include <utility>

#include "implicit_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

sign ip_dispatch_orient3d(int na, int nb, const double* x) {
  static constexpr ip_table<ip_orient3d, 4> table =
      ip_make_table<ip_orient3d, 4>(std::make_index_sequence<25>{});
  return table.f[na][nb](x);
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
