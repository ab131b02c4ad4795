// SPDX-License-Identifier: MIT
// src/construction_stages.hpp — the fast stage of the correctly rounded constructions
// (constructions.cpp): every numerator N_j and the denominator D of a construction
// (detail/construction_formulas.hpp) in double-word arithmetic with their derived bounds
// (double_double.hpp), then each coordinate base_j + N_j / D to double-word accuracy with a
// bound, and certified_rounding. Compiled a second time with FMA (constructions_fma.cpp).
//
// Preconditions: the library's floating-point environment (round to nearest, no flush to
// zero) and inputs y = x 2^k on which no intermediate value of any N_j or D underflows or
// overflows (constructions.cpp rescales as the predicates' stages do).
//
// The quotient. Let N = Nh + Nl + eps_N (|eps_N| <= eN), D = Dh + Dl + eps_D (|eps_D| <= eD),
// u = 2^-53, and dmin <= |Dh| - |Dl| - eD <= |D|, positive (else D might be zero: not here).
// One division serves every coordinate: inv = fl(1 / Dh).
//   q0 = fl(Nh inv) (within 3u of Nh / Dh);  q0 Dh = p + pe exactly (two_product);
//   r1 = Nh - p, exact (Sterbenz: p is within a factor 2 of Nh);
//   R = fl(fl(fl(r1 - pe) + Nl) - fl(q0 Dl)) approximates R* = Nh + Nl - q0 (Dh + Dl)
//   = r1 - pe + Nl - q0 Dl with four roundings, each at most u times a partial sum:
//   |R - R*| <= 4u S (1 + 4u), S = |r1| + |pe| + |Nl| + |fl(q0 Dl)|.
//   N - q0 D = R* + eps_N - q0 eps_D, so |N - q0 D - R| <= eR = eN + |q0| eD + 4u S (1 + 4u).
//   q1 = fl(R inv), within (2u + u^2) |R / Dh| <= 4u |q1| of R / Dh. N / D - q0 = (N - q0 D) / D,
//   so |N / D - q0 - q1| <= eR / |D| + |R| |1 / D - 1 / Dh| + |R / Dh - q1|
//                        <= eR / dmin + |R| (|Dl| + eD) / (dmin |Dh|) + 4u |q1|.
//   Then base + q0 = s + se exactly (two_sum), t = fl(se + q1) (error <= u |t|), and
//   s + t = hi + lo exactly (two_sum): the coordinate is hi + lo within
//   err = eq + u |t|, and certified_rounding decides.
// Underflow. The guards keep |Nh|, |Dh| and |q0| within [2^-400, 2^400] and dmin >= |Dh| / 2,
// so the head products and quotients are normal, two_product is exact (its error term is a
// multiple of the lowest bits of q0 and Dh, at least 2^-904), and a sum never rounds below
// the normal range (a sum that lands there is exact). What may still underflow are products
// with the small terms (q0 Dl, R inv, and the bounds' own products): each then errs by up to
// 2^-1075 more than u times its value. The bound covers this: fl(q0 Dl) and q1 carry an
// absolute 2^-1020 in eR and eq, and every product of the bound is taken rounded up,
// mul_up(a, b) = fl(fl(a b) (1 + 2^-50)) + 2^-1020 >= a b for a, b >= 0 (sums of bounds are
// enlarged by 1 + 2^-40). The floor is the least normal power of two that the sums keep
// (2^-1070 would do as well, but arithmetic on subnormals costs a microcode assist on x86).
// Exactness: when eN = eD = Nl = Dl = 0 and q0 Dh = Nh exactly (r1 = pe = 0), N / D is q0
// itself, q1 = 0, and the coordinate is hi + lo exactly (err = 0): it is hi when lo = 0. In any
// case it is not hi when |lo| > err; otherwise this stage cannot tell.
#ifndef EXACTPRED_SRC_CONSTRUCTION_STAGES_HPP
#define EXACTPRED_SRC_CONSTRUCTION_STAGES_HPP

#include <cmath>
#include <cstddef>
#include <tuple>
#include <utility>

#include "double_double.hpp"
#include "exactpred/detail/construction_formulas.hpp"
#include "expansion.hpp"
#include "isa_namespace.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// What the fast stage knows of one coordinate.
struct fast_coordinate {
  double value;  // NaN when the rounding is not certified
  int exact;     // 1: value is the coordinate itself; 0: it is not; -1: not known
};

EXACTPRED_ISA_BEGIN

/// a b rounded up, with underflow, for a, b >= 0 (above).
inline double mul_up(double a, double b) { return a * b * (1 + 0x1p-50) + 0x1p-1020; }

/// The denominator's part of the quotients (above): D = dh + dl within ed.
struct certified_denominator {
  double dh, dl, ed;
  double inv;       // fl(1 / dh)
  double inv_dmin;  // at least 1 / dmin
  double dfac;      // at least (|dl| + ed) / (dmin |dh|)
  bool exact;       // dl = ed = 0: D is dh
  bool ok;          // the guards hold: |dh| within [2^-400, 2^400], dmin >= |dh| / 2
};

inline certified_denominator make_denominator(double dh, double dl, double ed) {
  certified_denominator d;
  d.dh = dh;
  d.dl = dl;
  d.ed = ed;
  const double ad = std::fabs(dh);
  const double lo = (std::fabs(dl) + ed) * (1 + 0x1p-50);  // at least |dl| + ed
  d.ok = ad >= 0x1p-400 && ad <= 0x1p400 && lo <= 0.5 * ad;
  d.exact = dl == 0 && ed == 0;
  // dmin = |dh| - lo >= |dh| / 2, so 1 / dmin <= 2^401 (normal).
  d.inv = 1 / dh;
  d.inv_dmin = (1 / (ad - lo)) * (1 + 0x1p-50);
  d.dfac = mul_up(mul_up(lo, d.inv_dmin), std::fabs(d.inv));
  return d;
}

/// base + N / D (scaled by 2^scale) from double-word N and D with bounds (above).
inline fast_coordinate certified_quotient(double base, double nh, double nl, double en,
                                          const certified_denominator& d, int scale) {
  constexpr double grow = 1 + 0x1p-40;
  if (nh == 0 && nl == 0 && en == 0) {  // N = 0: the coordinate is the base itself
    if (base == 0) return {0.0, 1};
    const double v = certified_rounding(base, 0.0, 0.0, scale);
    return {v, v == v ? 1 : -1};
  }
  const double an = std::fabs(nh);
  const double q0 = nh * d.inv;
  const double aq = std::fabs(q0);
  if (!(an >= 0x1p-400 && an <= 0x1p400 && aq >= 0x1p-400 && aq <= 0x1p400)) return {NAN, -1};
  double p, pe;
  xp::two_product(q0, d.dh, p, pe);
  const double r1 = nh - p;
  const double t3 = q0 * d.dl;
  const double r = ((r1 - pe) + nl) - t3;
  const double q1 = r * d.inv;
  double s, se, hi, lo;
  xp::two_sum(base, q0, s, se);
  const double t = se + q1;
  xp::two_sum(s, t, hi, lo);
  if (en == 0 && d.exact && nl == 0 && r1 == 0 && pe == 0) {  // N / D = q0 exactly
    const double v = certified_rounding(hi, lo, 0.0, scale);
    return {v, lo == 0 ? 1 : 0};
  }
  const double s_sum = std::fabs(r1) + std::fabs(pe) + std::fabs(nl) + std::fabs(t3);
  const double er = (en + mul_up(aq, d.ed) + mul_up(s_sum, 0x1p-51) + 0x1p-1020) * grow;
  const double eq = (mul_up(er, d.inv_dmin) + mul_up(std::fabs(r), d.dfac) +
                     mul_up(std::fabs(q1), 0x1p-51) + 0x1p-1020) *
                    grow;
  const double err = (eq + mul_up(std::fabs(t), 0x1p-53)) * grow;
  const double v = certified_rounding(hi, lo, err, scale);
  return {v, std::fabs(lo) > err * grow ? 0 : -1};
}

/// Every coordinate of out undecided (value NaN), as a stage that cannot certify leaves them.
template <std::size_t... J>
inline void leave_undecided(fast_coordinate* out, std::index_sequence<J...>) {
  ((out[J] = fast_coordinate{NAN, -1}), ...);
}

/// Every coordinate base_j + N_j / D (certified_quotient) from the double-word numerators of t
/// (C::eval's tuple on dd_input) over the denominator den.
template <class C, class T, std::size_t... J>
inline void double_word_quotients(const double* y, int k, const T& t,
                                  const certified_denominator& den, fast_coordinate* out,
                                  std::index_sequence<J...>) {
  const auto one = [&](const auto& num, int j) {
    constexpr double EN = double_double_error<typename std::decay_t<decltype(num)>::bound>;
    return certified_quotient(y[C::base[j]], num.hi, num.lo, EN * num.m, den, -k);
  };
  ((out[J] = one(std::get<J>(t), static_cast<int>(J))), ...);
}

/// The fast stage of construction C on y = x 2^k: each coordinate (value NaN when not
/// certified) into out[0..C::coords). When `exact_leaves`, y spans so few bits that C's
/// formulas are exact in plain doubles, and they are evaluated so (no bound).
template <class C, bool exact_leaves, std::size_t... I, std::size_t... J>
inline void fast_construction(const double* y, int k, fast_coordinate* out,
                              std::index_sequence<I...>, std::index_sequence<J...>) {
  constexpr int n = C::coords;
  if constexpr (exact_leaves) {
    const auto t = C::eval(y[I]...);
    const double dh = std::get<n>(t);
    if (dh == 0) return leave_undecided(out, std::index_sequence<J...>{});
    const certified_denominator den = make_denominator(dh, 0.0, 0.0);
    if (!den.ok) return leave_undecided(out, std::index_sequence<J...>{});
    ((out[J] = certified_quotient(y[C::base[J]], std::get<J>(t), 0.0, 0.0, den, -k)), ...);
  } else {
    const auto t = C::eval(dd_input{y[I], 0.0, std::fabs(y[I])}...);
    const auto& d = std::get<n>(t);
    constexpr double ED = double_double_error<typename std::decay_t<decltype(d)>::bound>;
    const certified_denominator den = make_denominator(d.hi, d.lo, ED * d.m);
    if (!den.ok) return leave_undecided(out, std::index_sequence<J...>{});
    double_word_quotients<C>(y, k, t, den, out, std::index_sequence<J...>{});
  }
}

EXACTPRED_ISA_END

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_CONSTRUCTION_STAGES_HPP
