// SPDX-License-Identifier: MIT
// bench/cdt/predicates_dropin.h — CDT's predicates.h (Lenthe's header-only port of Shewchuk's
// predicates) reduced to a forwarder to exactpred's predicates.c drop-in
// <exactpred/compat/predicates.h>: the same namespaces (predicates::exact,
// predicates::adaptive), function templates and signatures, each returning predicates.c's
// determinant correctly rounded. cdt_tests.cmake copies CDT's include/ with this file as its
// predicates.h and builds CDT's test suite against it (cdt_tests_dropin).
#ifndef PREDICATES_H_INCLUDED
#define PREDICATES_H_INCLUDED

#include <cmath>
#include <limits>

#include "exactpred/compat/predicates.h"

namespace predicates {
namespace dropin {

// The double result as T. For T = float, a non-zero value below float's least subnormal keeps
// its sign (the least subnormal of that sign) so that a sign test on it stays exact.
template <typename T>
T narrow(double v) {
  const T t = static_cast<T>(v);
  if (t == T(0) && v != 0)
    return std::copysign(std::numeric_limits<T>::denorm_min(), T(v < 0 ? -1 : 1));
  return t;
}

template <typename T>
T orient2d(T ax, T ay, T bx, T by, T cx, T cy) {
  const double a[2] = {double(ax), double(ay)}, b[2] = {double(bx), double(by)},
               c[2] = {double(cx), double(cy)};
  return narrow<T>(::orient2d(a, b, c));
}
template <typename T>
T incircle(T ax, T ay, T bx, T by, T cx, T cy, T dx, T dy) {
  const double a[2] = {double(ax), double(ay)}, b[2] = {double(bx), double(by)},
               c[2] = {double(cx), double(cy)}, d[2] = {double(dx), double(dy)};
  return narrow<T>(::incircle(a, b, c, d));
}
template <typename T>
T orient3d(const T* pa, const T* pb, const T* pc, const T* pd) {
  const double a[3] = {double(pa[0]), double(pa[1]), double(pa[2])},
               b[3] = {double(pb[0]), double(pb[1]), double(pb[2])},
               c[3] = {double(pc[0]), double(pc[1]), double(pc[2])},
               d[3] = {double(pd[0]), double(pd[1]), double(pd[2])};
  return narrow<T>(::orient3d(a, b, c, d));
}
template <typename T>
T insphere(const T* pa, const T* pb, const T* pc, const T* pd, const T* pe) {
  const double a[3] = {double(pa[0]), double(pa[1]), double(pa[2])},
               b[3] = {double(pb[0]), double(pb[1]), double(pb[2])},
               c[3] = {double(pc[0]), double(pc[1]), double(pc[2])},
               d[3] = {double(pd[0]), double(pd[1]), double(pd[2])},
               e[3] = {double(pe[0]), double(pe[1]), double(pe[2])};
  return narrow<T>(::insphere(a, b, c, d, e));
}

}  // namespace dropin

// predicates.h's two namespaces, the same functions in each (both are exact now).
#define EXACTPRED_CDT_DROPIN_FUNCTIONS                                                           \
  template <typename T>                                                                          \
  T orient2d(T const ax, T const ay, T const bx, T const by, T const cx, T const cy) {           \
    return dropin::orient2d(ax, ay, bx, by, cx, cy);                                             \
  }                                                                                              \
  template <typename T>                                                                          \
  T orient2d(T const* const pa, T const* const pb, T const* const pc) {                          \
    return dropin::orient2d(pa[0], pa[1], pb[0], pb[1], pc[0], pc[1]);                           \
  }                                                                                              \
  template <typename T>                                                                          \
  T incircle(T const ax, T const ay, T const bx, T const by, T const cx, T const cy, T const dx, \
             T const dy) {                                                                       \
    return dropin::incircle(ax, ay, bx, by, cx, cy, dx, dy);                                     \
  }                                                                                              \
  template <typename T>                                                                          \
  T incircle(T const* const pa, T const* const pb, T const* const pc, T const* const pd) {       \
    return dropin::incircle(pa[0], pa[1], pb[0], pb[1], pc[0], pc[1], pd[0], pd[1]);             \
  }                                                                                              \
  template <typename T>                                                                          \
  T orient3d(T const* const pa, T const* const pb, T const* const pc, T const* const pd) {       \
    return dropin::orient3d(pa, pb, pc, pd);                                                     \
  }                                                                                              \
  template <typename T>                                                                          \
  T insphere(T const* const pa, T const* const pb, T const* const pc, T const* const pd,         \
             T const* const pe) {                                                                \
    return dropin::insphere(pa, pb, pc, pd, pe);                                                 \
  }

namespace exact {
EXACTPRED_CDT_DROPIN_FUNCTIONS
}  // namespace exact
namespace adaptive {
EXACTPRED_CDT_DROPIN_FUNCTIONS
}  // namespace adaptive

#undef EXACTPRED_CDT_DROPIN_FUNCTIONS

}  // namespace predicates

#endif  // PREDICATES_H_INCLUDED
