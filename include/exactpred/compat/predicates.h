/* SPDX-License-Identifier: MIT */
/* exactpred/compat/predicates.h — a drop-in for Shewchuk's predicates.c (docs/SPEC.md section
 * 12): the same function names, arguments (arrays of 2 or 3 doubles) and sign conventions,
 * returning the exact determinant of each one's formula rounded to the nearest double (ties to
 * even), for every finite input and in every floating-point environment.
 *
 *   -#include "predicates.h"            (or a copy of predicates.c's declarations)
 *   +#include <exactpred/compat/predicates.h>
 *
 * and link exactpred (pkg-config exactpred, or the CMake target exactpred::exactpred).
 *
 *   orient2d(pa, pb, pc)            det[pa - pc, pb - pc]: > 0 when pa, pb, pc turn
 *                                   counterclockwise (exactpred_orient2d_value)
 *   orient3d(pa, pb, pc, pd)        det[pa - pd, pb - pd, pc - pd]: > 0 when pd lies below the
 *                                   plane through pa, pb, pc, which appear counterclockwise
 *                                   from above (minus exactpred_orient3d_value)
 *   incircle(pa, pb, pc, pd)        > 0 when pd lies inside the circle through pa, pb, pc,
 *                                   counterclockwise (exactpred_incircle_value)
 *   insphere(pa, pb, pc, pd, pe)    > 0 when pe lies inside the sphere through pa..pd, with
 *                                   orient3d(pa, pb, pc, pd) > 0 (minus exactpred_insphere_value)
 *   orient2dfast ... inspherefast   the same exact functions
 *   exactinit()                     does nothing (no state to set up; kept for callers)
 *
 * Differences from predicates.c, each one toward the real-number answer:
 *   - the value is the correctly rounded determinant, where predicates.c returns an
 *     approximation whose sign is right only when no intermediate result underflows or
 *     overflows (its filter and expansions assume neither);
 *   - an exact zero is +0.0; a non-zero determinant below half the least subnormal rounds to a
 *     zero of its own sign; one beyond DBL_MAX (plus half an ulp) is +-infinity;
 *   - a NaN or infinite coordinate gives NaN (there is no error channel here; the C interface
 *     exactpred.h reports it as EXACTPRED_ERROR_NOT_FINITE).
 *
 * The functions are static inline forwarders to the C interface: they add no symbol to any
 * library, so a program may link exactpred and still contain another orient2d elsewhere. */
#ifndef EXACTPRED_COMPAT_PREDICATES_H
#define EXACTPRED_COMPAT_PREDICATES_H

#include <math.h>

#include "exactpred/exactpred.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The answer for a NaN or infinite coordinate. */
static inline double exactpred_compat_nan(void) { return NAN; }

static inline void exactinit(void) {}

static inline double orient2d(const double* pa, const double* pb, const double* pc) {
  double v = 0;
  return exactpred_orient2d_value(pa, pb, pc, &v) == EXACTPRED_OK ? v : exactpred_compat_nan();
}

static inline double orient3d(const double* pa, const double* pb, const double* pc,
                              const double* pd) {
  double v = 0;
  int sign = 0;
  if (exactpred_orient3d_value(pa, pb, pc, pd, &v) != EXACTPRED_OK) return exactpred_compat_nan();
  if (v != 0) return -v;
  exactpred_orient3d(pa, pb, pc, pd, &sign); /* a zero's sign: exact zero, or rounded */
  return sign > 0 ? -0.0 : 0.0;
}

static inline double incircle(const double* pa, const double* pb, const double* pc,
                              const double* pd) {
  double v = 0;
  return exactpred_incircle_value(pa, pb, pc, pd, &v) == EXACTPRED_OK ? v : exactpred_compat_nan();
}

static inline double insphere(const double* pa, const double* pb, const double* pc,
                              const double* pd, const double* pe) {
  double v = 0;
  int sign = 0;
  if (exactpred_insphere_value(pa, pb, pc, pd, pe, &v) != EXACTPRED_OK) {
    return exactpred_compat_nan();
  }
  if (v != 0) return -v;
  exactpred_insphere(pa, pb, pc, pd, pe, &sign);
  return sign > 0 ? -0.0 : 0.0;
}

static inline double orient2dfast(const double* pa, const double* pb, const double* pc) {
  return orient2d(pa, pb, pc);
}
static inline double orient3dfast(const double* pa, const double* pb, const double* pc,
                                  const double* pd) {
  return orient3d(pa, pb, pc, pd);
}
static inline double incirclefast(const double* pa, const double* pb, const double* pc,
                                  const double* pd) {
  return incircle(pa, pb, pc, pd);
}
static inline double inspherefast(const double* pa, const double* pb, const double* pc,
                                  const double* pd, const double* pe) {
  return insphere(pa, pb, pc, pd, pe);
}

#ifdef __cplusplus
}
#endif

#endif /* EXACTPRED_COMPAT_PREDICATES_H */
