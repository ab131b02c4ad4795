// SPDX-License-Identifier: MIT
// src/value_paths.hpp — the two halves of the correctly rounded values (values.hpp): the fast
// path with FMA (stages_fma.cpp, chosen at run time) and the stages after it (values.cpp),
// each taking the points where the caller holds them, so that one jumps to the other with their
// addresses in registers.
#ifndef EXACTPRED_SRC_VALUE_PATHS_HPP
#define EXACTPRED_SRC_VALUE_PATHS_HPP

#include "exactpred/point.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// The stages after the fast path (values.cpp): `fast_path_tried` when the fast path ran its
/// evaluation on the inputs as they are and it could not certify the rounding.
double orient2d_value_staged(const point2& a, const point2& b, const point2& c,
                             bool fast_path_tried);
double orient3d_value_staged(const point3& a, const point3& b, const point3& c, const point3& d,
                             bool fast_path_tried);
double incircle_value_staged(const point2& a, const point2& b, const point2& c, const point2& d,
                             bool fast_path_tried);
double insphere_value_staged(const point3& a, const point3& b, const point3& c, const point3& d,
                             const point3& e, bool fast_path_tried);

/// r 2^e rounded to nearest, ties to even, with gradual underflow and overflow to infinity, for
/// a finite double r (integer operations only: any environment).
double scaled_and_rounded(double r, int e);

#if defined(EXACTPRED_FMA_STAGE)
/// The values correctly rounded: the fast path with FMA, two lanes at a time (stages_fma.cpp),
/// which goes on to the stages above for every query it cannot certify.
double orient2d_value_fma(const point2& a, const point2& b, const point2& c);
double orient3d_value_fma(const point3& a, const point3& b, const point3& c, const point3& d);
double incircle_value_fma(const point2& a, const point2& b, const point2& c, const point2& d);
double insphere_value_fma(const point3& a, const point3& b, const point3& c, const point3& d,
                          const point3& e);
/// orient3d_heads_and_tails (heads_and_tails.hpp) compiled with FMA.
double orient3d_heads_and_tails_fma(const double* y, int k);
#endif

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_VALUE_PATHS_HPP
