// SPDX-License-Identifier: MIT
// src/heads_and_tails.hpp — orient3d's correctly rounded value near a degeneracy, where the
// double-double stage's bound (a few u^2 times the formula's magnitude M, u = 2^-53) is wider
// than the gap between the doubles around the value: the determinant of the exact differences
// split into heads and tails, its terms of each order in the tails at the precision that order
// needs, summed by order of magnitude.
//
// With U = b - a, V = c - a, W = d - a exactly (two-difference: head h plus tail l, |l| <= u |h|),
// the determinant X of the rows U, V, W is multilinear, so with H the heads' matrix and L the
// tails':
//   X = det H + sum_rj l_rj C_rj(H) + sum_rj h_rj C_rj(L) + det L,
// C_rj the cofactor of entry (r, j), written cyclically (rows r + 1, r + 2 and columns j + 1,
// j + 2, mod 3: that gives the cofactor's sign as well). The orders are about M, u M, u^2 M and
// u^3 M. Near-degenerate input has |X| of u M or a few orders of magnitude below, so correct
// rounding needs X within about u^3 M, not the double-double stage's u^2 M:
//   * det H exactly: C_0j(H) = p - q for the two products p + pe, q + qe (two-product), p - q =
//     s + t (two-difference), so C_0j(H) = s + t + pe - qe exactly and h_0j C_0j(H) is four
//     exact products, each a head and an error (two-product);
//   * the first order: l C(H) = l s + l (t + pe - qe), with l s exact as a head v and an error f
//     (two-product, v exact in the sum below) and g = fl(l fl(fl(t + pe) - qe)). With K = |p| +
//     |q|: |t| <= u (1 + u) K, |pe| + |qe| <= u K, so fl(t + pe) - qe errs by at most 5.02 u^2 K
//     (two roundings, at most u (2 + u) u K and 3.01 u^2 K) and |fl(t + pe) - qe| <= 2.01 u K, so
//     the rounding of g adds 2.01 u^2 |l| K: g + f + v is l C within 7.03 u^2 |l| K;
//   * the second order: h fl(fl(l l') - fl(l'' l''')) within 3.02 u |h| KL, KL = |l l'| + |l''
//     l'''| (two roundings of the products, one of the difference, one of the product by h);
//   * det L is left out: |det L| <= sum_j |l_0j| KL_0j.
// Sum, by order of magnitude: the three h_0j s_j (about M) by two two-sums into S0 and two
// errors; level 1 (about u M: those errors, the errors of h_0j s_j, the heads of h_0j t, h_0j pe
// and h_0j qe, the nine first-order heads v; 23 terms) by a chain of two-sums into hi1, whose
// errors (each at most u times a running sum of level-1 terms, so about u^2 M) are summed in
// doubles into lo1 within 24 u times the sum of their magnitudes (22 roundings); level 2 (about
// u^2 M: the errors of h_0j t, h_0j pe and h_0j qe, f, g and the second-order terms; 36 terms)
// in doubles into acc within 37 u times the sum of their magnitudes. Then S0 + hi1 = H + e3
// exactly (two-sum), w = fl(e3 + fl(lo1 + acc)) with two roundings, each within u of its result,
// and hi + lo = H + w exactly: every error but the last two is about u^3 M, and those two are
// about u^2 |H|, u^2 of the value itself. The bound on X - (hi + lo) is the sum of all of the
// above, computed in doubles with factors rounded up (8 u^2 for 7.03 u^2, 4 u for 3.02 u,
// 2 u for the last two roundings, 1.01 for det L, and 1 + 2^-40 over all), times the
// fault-injection hook.
//
// Preconditions as for the double-double stage (double_double.hpp): round-to-nearest, inputs
// that are multiples of 2^q with 3 q >= -1022 and below the value window's top, so that every
// value formed here is zero or a normal number (a multiple of 2^(3 q) of degree at most 3 in
// the inputs) below 2^958: nothing underflows or overflows and every rounding is within u.
// An exact result (nothing rounded or left out: every tail, two-sum error and level-2 term zero)
// is returned as it is, exact zeros included, while the scaled value is a normal number; otherwise
// the value when the bound certifies its rounding (certified_rounding), else NaN.
#ifndef EXACTPRED_SRC_HEADS_AND_TAILS_HPP
#define EXACTPRED_SRC_HEADS_AND_TAILS_HPP

#include <cmath>
#include <initializer_list>

#include "double_double.hpp"
#include "exactpred/detail/filter.hpp"
#include "expansion.hpp"
#include "isa_namespace.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {
EXACTPRED_ISA_BEGIN

/// The sums of orient3d_heads_and_tails, by order of magnitude: level 1 (about u M) summed by
/// two-sums into hi1 with their errors summed in doubles (lo1, their magnitudes lo1_magnitude);
/// level 2 (about u^2 M) in doubles (acc, acc_magnitude); the sums of the bounds' magnitudes.
struct heads_and_tails_sums {
  double v0[3];  // h_0j s_j rounded: level 0
  double hi1 = 0, lo1 = 0, lo1_magnitude = 0;
  double acc = 0, acc_magnitude = 0;
  double first_order = 0, second_order = 0, third_order = 0;
  EXACTPRED_ALWAYS_INLINE void level1(double x) {
    double e;
    xp::two_sum(hi1, x, hi1, e);
    lo1 += e;
    lo1_magnitude += std::fabs(e);
  }
  EXACTPRED_ALWAYS_INLINE void level2(double x) {
    acc += x;
    acc_magnitude += std::fabs(x);
  }
};

/// The terms of cofactor (R, J): its share of det H when R = 0, its first-order term l_RJ C_RJ(H)
/// and its second-order term h_RJ C_RJ(L), and their bounds (see the top of the file).
template <int R, int J>
EXACTPRED_ALWAYS_INLINE void cofactor_terms(const double (&h)[3][3], const double (&l)[3][3],
                                            heads_and_tails_sums& z) {
  constexpr int r1 = (R + 1) % 3, r2 = (R + 2) % 3, j1 = (J + 1) % 3, j2 = (J + 2) % 3;
  double p, pe, q, qe, s, t;
  xp::two_product(h[r1][j1], h[r2][j2], p, pe);
  xp::two_product(h[r1][j2], h[r2][j1], q, qe);
  xp::two_difference(p, q, s, t);
  if constexpr (R == 0) {  // h_0j (s + t + pe - qe), exactly
    double e;
    xp::two_product(h[0][J], s, z.v0[J], e);
    z.level1(e);
    for (const double c : {t, pe, -qe}) {
      double a, b;
      xp::two_product(h[0][J], c, a, b);
      z.level1(a);
      z.level2(b);
    }
  }
  const double lr = l[R][J];
  double v, f;
  xp::two_product(lr, s, v, f);
  z.level1(v);
  z.level2(f);
  z.level2(lr * ((t + pe) - qe));
  z.first_order += std::fabs(lr) * (std::fabs(p) + std::fabs(q));
  const double lp = l[r1][j1] * l[r2][j2], lq = l[r1][j2] * l[r2][j1];
  const double kl = std::fabs(lp) + std::fabs(lq);
  z.level2(h[R][J] * (lp - lq));
  z.second_order += std::fabs(h[R][J]) * kl;
  if constexpr (R == 0) z.third_order += std::fabs(lr) * kl;
}

/// orient3d's value on the points y (a, b, c, d; x, y, z each) times 2^(-3 k), correctly
/// rounded when certified (see the top of the file), else NaN.
inline double orient3d_heads_and_tails(const double* y, int k) {
  constexpr double u = 0x1p-53;
  double h[3][3], l[3][3];
  for (int r = 0; r < 3; ++r) {
    for (int j = 0; j < 3; ++j) xp::two_difference(y[3 * (r + 1) + j], y[j], h[r][j], l[r][j]);
  }
  heads_and_tails_sums z;
  cofactor_terms<0, 0>(h, l, z);
  cofactor_terms<0, 1>(h, l, z);
  cofactor_terms<0, 2>(h, l, z);
  cofactor_terms<1, 0>(h, l, z);
  cofactor_terms<1, 1>(h, l, z);
  cofactor_terms<1, 2>(h, l, z);
  cofactor_terms<2, 0>(h, l, z);
  cofactor_terms<2, 1>(h, l, z);
  cofactor_terms<2, 2>(h, l, z);
  // Level 0 exactly: S0 and two errors, which join level 1 (23 terms there, 36 in level 2).
  double a, alpha, s0, beta;
  xp::two_sum(z.v0[0], z.v0[1], a, alpha);
  xp::two_sum(a, z.v0[2], s0, beta);
  z.level1(alpha);
  z.level1(beta);
  // X = S0 + hi1 + (lo1 + acc) within the bounds; S0 + hi1 = H + e3 exactly, then w = fl(e3 +
  // fl(lo1 + acc)) and hi + lo = H + w exactly.
  double big, e3, hi, lo;
  xp::two_sum(s0, z.hi1, big, e3);
  const double small = z.lo1 + z.acc;
  const double w = e3 + small;
  xp::two_sum(big, w, hi, lo);
  const double err = ((24 * u) * z.lo1_magnitude + (37 * u) * z.acc_magnitude +
                      (2 * u) * (std::fabs(small) + std::fabs(w)) + (8 * u * u) * z.first_order +
                      (4 * u) * z.second_order + 1.01 * z.third_order) *
                     ((1 + 0x1p-40) * filter_fault);
  if (z.lo1_magnitude == 0 && z.acc_magnitude == 0 && z.first_order == 0 && z.second_order == 0 &&
      z.third_order == 0 && e3 == 0) {
    // Nothing was rounded and nothing left out: X = hi exactly.
    if (hi == 0) return 0.0;
    return certified_rounding(hi, 0, 0, -3 * k);
  }
  return certified_rounding(hi, lo, err, -3 * k);
}

EXACTPRED_ISA_END
}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_HEADS_AND_TAILS_HPP
