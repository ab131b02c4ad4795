// SPDX-License-Identifier: MIT
// include/exactpred/values.hpp — the values whose signs the core predicates are, correctly
// rounded: the exact real determinant rounded to the nearest double, ties to even, for every
// finite input and in every floating-point environment (docs/SPEC.md §11). Gradual underflow
// gives subnormals; a value at least DBL_MAX + ulp/2 in magnitude is an infinity of its sign
// (an answer, not an error); an exact zero is +0.0, and a non-zero value that rounds to zero
// keeps its sign. A non-finite coordinate throws invalid_input.
#ifndef EXACTPRED_VALUES_HPP
#define EXACTPRED_VALUES_HPP

#include "exactpred/config.hpp"
#include "exactpred/point.hpp"
#include "exactpred/sign.hpp"  // invalid_input

namespace exactpred {
inline namespace v0 {

/// (b - a) x (c - a) = (bx - ax)(cy - ay) - (by - ay)(cx - ax), correctly rounded: the value whose
/// sign is orient2d(a, b, c).
EXACTPRED_API double orient2d_value(const point2& a, const point2& b, const point2& c);

/// det[b - a; c - a; d - a] (rows), correctly rounded: the value whose sign is
/// orient3d(a, b, c, d).
EXACTPRED_API double orient3d_value(const point3& a, const point3& b, const point3& c,
                                    const point3& d);

/// det[[a - d, |a - d|^2]; [b - d, |b - d|^2]; [c - d, |c - d|^2]], correctly rounded: the
/// value whose sign is incircle(a, b, c, d).
EXACTPRED_API double incircle_value(const point2& a, const point2& b, const point2& c,
                                    const point2& d);

/// -det[[a - e, |a - e|^2]; [b - e, |b - e|^2]; [c - e, |c - e|^2]; [d - e, |d - e|^2]],
/// correctly rounded: the value whose sign is insphere(a, b, c, d, e).
EXACTPRED_API double insphere_value(const point3& a, const point3& b, const point3& c,
                                    const point3& d, const point3& e);

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_VALUES_HPP
