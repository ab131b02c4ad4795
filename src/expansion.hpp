// SPDX-License-Identifier: MIT
// src/expansion.hpp — expansion arithmetic (Shewchuk 1997, sec. 2): error-free transformations
// and operations on expansions, sums of doubles stored in increasing order of magnitude,
// nonoverlapping, with no zero components (the empty expansion is zero).
//
// Invariants and preconditions:
//   * the rounding mode is round-to-nearest (the callers hold an fp_env_guard);
//   * no operation underflows or overflows: the callers' range guard ensures every value is
//     an integer multiple of 2^-1074 and below 2^960 (so Veltkamp's split cannot overflow);
//   * outputs never alias inputs, except where a function says so.
// Under these conditions every function here is exact.
#ifndef EXACTPRED_SRC_EXPANSION_HPP
#define EXACTPRED_SRC_EXPANSION_HPP

#include <cmath>

#include "exactpred/sign.hpp"
#include "isa_namespace.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {
EXACTPRED_ISA_BEGIN
namespace xp {

/// s + e = a + b exactly, |e| <= ulp(s)/2 (Knuth's two-sum; any magnitudes).
inline void two_sum(double a, double b, double& s, double& e) {
  s = a + b;
  const double bv = s - a;
  const double av = s - bv;
  e = (a - av) + (b - bv);
}

/// s + e = a - b exactly, |e| <= ulp(s)/2: two_sum(a, -b) without negating b.
inline void two_difference(double a, double b, double& s, double& e) {
  s = a - b;
  const double bv = a - s;
  const double av = s + bv;
  e = (a - av) + (bv - b);
}

/// s + e = a + b exactly when |a| >= |b| or a == 0 (Dekker's fast two-sum).
inline void fast_two_sum(double a, double b, double& s, double& e) {
  s = a + b;
  e = b - (s - a);
}

/// p + e = a * b exactly. With hardware FMA the error is one fused operation; otherwise
/// Veltkamp's split and Dekker's product (exact while |a|, |b| < 2^996).
inline void two_product(double a, double b, double& p, double& e) {
  p = a * b;
#if defined(__FMA__) || defined(__aarch64__)
  e = std::fma(a, b, -p);
#else
  constexpr double splitter = 134217729.0;  // 2^27 + 1
  const double ca = splitter * a;
  const double ahi = ca - (ca - a);
  const double alo = a - ahi;
  const double cb = splitter * b;
  const double bhi = cb - (cb - b);
  const double blo = b - bhi;
  e = ((ahi * bhi - p) + ahi * blo + alo * bhi) + alo * blo;
#endif
}

/// h = e + (negate_f ? -f : f). h needs room for ne + nf components. Returns the length.
/// Merges by magnitude, then a chain of two-sums (Shewchuk's fast_expansion_sum_zeroelim,
/// Theorem 13: exact for strongly nonoverlapping inputs, output strongly nonoverlapping).
inline int sum(const double* e, int ne, const double* f, int nf, bool negate_f, double* h) {
  const double fs = negate_f ? -1.0 : 1.0;
  if (ne == 0) {
    for (int i = 0; i < nf; ++i) h[i] = fs * f[i];
    return nf;
  }
  if (nf == 0) {
    for (int i = 0; i < ne; ++i) h[i] = e[i];
    return ne;
  }
  int i = 0, j = 0, n = 0;
  // Takes the next component of smaller magnitude from e or f.
  const auto next = [&]() {
    if (j >= nf || (i < ne && std::fabs(e[i]) <= std::fabs(f[j]))) return e[i++];
    return fs * f[j++];
  };
  double q = next();
  while (i < ne || j < nf) {
    double s, err;
    two_sum(q, next(), s, err);
    if (err != 0) h[n++] = err;
    q = s;
  }
  if (q != 0 || n == 0) h[n++] = q;
  if (n == 1 && h[0] == 0) n = 0;
  return n;
}

/// h = e * b. h needs room for 2 ne components. Returns the length.
/// (Shewchuk's scale_expansion_zeroelim, Theorem 19.)
inline int scale(const double* e, int ne, double b, double* h) {
  if (ne == 0 || b == 0) return 0;
  int n = 0;
  double q, err;
  two_product(e[0], b, q, err);
  if (err != 0) h[n++] = err;
  for (int i = 1; i < ne; ++i) {
    double p1, p0, s;
    two_product(e[i], b, p1, p0);
    two_sum(q, p0, s, err);
    if (err != 0) h[n++] = err;
    fast_two_sum(p1, s, q, err);
    if (err != 0) h[n++] = err;
  }
  if (q != 0 || n == 0) h[n++] = q;
  if (n == 1 && h[0] == 0) n = 0;
  return n;
}

/// Rewrites e (length n) in place as a nonadjacent expansion of the same value whose
/// largest component approximates the value to within one ulp (Shewchuk's compress).
/// Returns the new length.
inline int compress(double* e, int n) {
  if (n <= 1) return n;
  int bottom = n - 1;
  double q = e[bottom];
  for (int i = n - 2; i >= 0; --i) {
    double s, err;
    fast_two_sum(q, e[i], s, err);
    if (err != 0) {
      e[bottom--] = s;
      q = err;
    } else {
      q = s;
    }
  }
  int top = 0;
  for (int i = bottom + 1; i < n; ++i) {
    double s, err;
    fast_two_sum(e[i], q, s, err);
    if (err != 0) e[top++] = err;
    q = s;
  }
  e[top] = q;
  return (top == 0 && q == 0) ? 0 : top + 1;
}

/// The sign of an expansion: that of its largest component.
inline sign sign_of(const double* e, int n) {
  return n == 0 ? sign::zero : exactpred::sign_of(e[n - 1]);
}

/// Approximate value (sum of components, largest last).
inline double estimate(const double* e, int n) {
  double s = 0;
  for (int i = 0; i < n; ++i) s += e[i];
  return s;
}

}  // namespace xp
EXACTPRED_ISA_END
}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_EXPANSION_HPP
