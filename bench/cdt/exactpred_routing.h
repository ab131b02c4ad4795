// SPDX-License-Identifier: MIT
// exactpred_routing.h — what the routed copy of CDT's CDTUtils.hpp calls instead of
// predicates::adaptive::orient2d / incircle at its sign-only call sites.
//
// Shewchuk's convention (and so the one of CDT's predicates.h): orient2d(a, b, c) > 0 when
// a, b, c turn counterclockwise; incircle(a, b, c, d) > 0 when d is inside the circle through
// a, b, c taken counterclockwise. exactpred::orient2d and exactpred::incircle (CGAL's
// orientation and side_of_oriented_circle) use the same signs, so the sign passes through.
#ifndef EXACTPRED_CDT_ROUTING_H
#define EXACTPRED_CDT_ROUTING_H

#include <exactpred/core.hpp>

namespace exactpred_cdt {

#ifdef EXACTPRED_CDT_RECORD
#define EXACTPRED_CDT_INLINE_NS recording
#else
#define EXACTPRED_CDT_INLINE_NS plain
#endif
// The recording and the plain variant are linked into one executable: their inline functions
// differ, so they must not share names.
inline namespace EXACTPRED_CDT_INLINE_NS {

#ifdef EXACTPRED_CDT_RECORD
// Defined by the benchmark driver: sees every routed query (recording variant only).
void record_orient2d(double ax, double ay, double bx, double by, double cx, double cy);
void record_incircle(double ax, double ay, double bx, double by, double cx, double cy, double dx,
                     double dy);
#endif

/// The sign of Shewchuk's orient2d(a, b, c) as -1, 0 or 1.
inline int orient2d(double ax, double ay, double bx, double by, double cx, double cy) {
#ifdef EXACTPRED_CDT_RECORD
  record_orient2d(ax, ay, bx, by, cx, cy);
#endif
  return exactpred::to_int(exactpred::orient2d(exactpred::point2{ax, ay}, exactpred::point2{bx, by},
                                               exactpred::point2{cx, cy}));
}

/// The sign of Shewchuk's incircle(a, b, c, d) as -1, 0 or 1.
inline int incircle(double ax, double ay, double bx, double by, double cx, double cy, double dx,
                    double dy) {
#ifdef EXACTPRED_CDT_RECORD
  record_incircle(ax, ay, bx, by, cx, cy, dx, dy);
#endif
  return exactpred::to_int(exactpred::incircle(exactpred::point2{ax, ay}, exactpred::point2{bx, by},
                                               exactpred::point2{cx, cy},
                                               exactpred::point2{dx, dy}));
}

}  // namespace EXACTPRED_CDT_INLINE_NS
}  // namespace exactpred_cdt

#endif  // EXACTPRED_CDT_ROUTING_H
