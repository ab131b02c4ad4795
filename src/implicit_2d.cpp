// SPDX-License-Identifier: MIT
// src/implicit_2d.cpp — the formulas of the 2D predicates on implicit points (orient2d,
// incircle, compare_x) and of the denominators of ssi, lpi and tpi.
#include <utility>

#include "implicit_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

sign ip_dispatch_2d(int predicate, int na, const double* x) {
  static constexpr ip_table<ip_orient2d, 3> orient =
      ip_make_table<ip_orient2d, 3>(std::make_index_sequence<16>{});
  static constexpr ip_table<ip_incircle, 4> incircle =
      ip_make_table<ip_incircle, 4>(std::make_index_sequence<25>{});
  static constexpr ip_table<ip_compare_2, 2> compare =
      ip_make_table<ip_compare_2, 2>(std::make_index_sequence<9>{});
  switch (predicate) {
    case ip_orient2d:
      return orient.f[na][0](x);
    case ip_incircle:
      return incircle.f[na][0](x);
    default:
      return compare.f[na][0](x);
  }
}

sign ip_w_sign(int kind, const double* x) {
  switch (kind) {
    case ip_ssi:
      return ip_formula_sign<ip_w_formula<ip_ssi>>(x);
    case ip_lpi:
      return ip_formula_sign<ip_w_formula<ip_lpi>>(x);
    default:
      return ip_formula_sign<ip_w_formula<ip_tpi>>(x);
  }
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
