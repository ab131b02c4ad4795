// SPDX-License-Identifier: MIT
// exactpred/constructions.hpp — constructed points, correctly rounded (docs/SPEC.md §11): each
// coordinate is the exact real coordinate rounded to the nearest double, ties to even, for
// every finite input and in every floating-point environment. Gradual underflow gives
// subnormals; a coordinate at least DBL_MAX + ulp/2 in magnitude is an infinity of its sign (an
// answer: nearly parallel lines and nearly collinear circumcentres may overflow); an exact zero
// is +0.0, and a non-zero coordinate that rounds to zero keeps its sign.
//
// Each function returns the point and whether its doubles are the point itself (`exact`: every
// coordinate exactly representable) or a rounding of it. A non-finite coordinate or an
// undefined construction (parallel lines, a degenerate plane, collinear or coplanar points)
// throws invalid_input.
#ifndef EXACTPRED_CONSTRUCTIONS_HPP
#define EXACTPRED_CONSTRUCTIONS_HPP

#include "exactpred/config.hpp"
#include "exactpred/implicit.hpp"
#include "exactpred/point.hpp"
#include "exactpred/sign.hpp"  // invalid_input

namespace exactpred {
inline namespace v0 {

/// A constructed 2D point, rounded per coordinate; `exact` when no coordinate was rounded.
struct rounded_point2 {
  point2 point;
  bool exact;
};

/// A constructed 3D point, rounded per coordinate; `exact` when no coordinate was rounded.
struct rounded_point3 {
  point3 point;
  bool exact;
};

/// The coordinates of an implicit point (section 9), correctly rounded.
EXACTPRED_API rounded_point2 rounded(const ssi& p);
EXACTPRED_API rounded_point3 rounded(const lpi& p);
EXACTPRED_API rounded_point3 rounded(const tpi& p);

/// The coordinates of an implicit point (ssi), correctly rounded; an explicit point gives its
/// own coordinates (-0.0 as +0.0), exactly.
EXACTPRED_API rounded_point2 rounded(const implicit_point2& p);
/// The coordinates of an implicit point (lpi, tpi), correctly rounded; an explicit point gives
/// its own coordinates (-0.0 as +0.0), exactly.
EXACTPRED_API rounded_point3 rounded(const implicit_point3& p);

/// The centre of the circle through a, b, c, correctly rounded (collinear points, repeated ones
/// included, throw invalid_input).
EXACTPRED_API rounded_point2 circumcenter(const point2& a, const point2& b, const point2& c);
/// The centre of the circle through a, b, c in their plane, correctly rounded (collinear points
/// throw invalid_input).
EXACTPRED_API rounded_point3 circumcenter(const point3& a, const point3& b, const point3& c);
/// The centre of the sphere through a, b, c, d, correctly rounded (coplanar points throw
/// invalid_input).
EXACTPRED_API rounded_point3 circumcenter(const point3& a, const point3& b, const point3& c,
                                          const point3& d);

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_CONSTRUCTIONS_HPP
