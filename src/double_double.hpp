// SPDX-License-Identifier: MIT
// src/double_double.hpp — the double-double strategy (in role, between the filter and the first
// expansion-based step of Shewchuk's adaptive predicates): the formula evaluated in double-word
// arithmetic, with a bound derived by the same rules as the filter
// (include/exactpred/detail/filter.hpp) but with double-word rounding units. It decides almost
// every input that is near, but not exactly at, a degeneracy for a fraction of the cost of
// expansions.
//
// Preconditions (established by the rescaling before the double-double and expansion
// strategies in stages_impl.hpp): round-to-nearest; every input a multiple of 2^-1074 and
// every intermediate value below 2^958, so no operation underflows or overflows.
//
// Units (u = 2^-53, Joldes, Muller and Popescu, "Tight and rigorous error bounds for basic
// building blocks of double-word arithmetic", ACM TOMS 2017, for the product):
//   * the sum of two double-words (dd_add) has error <= 3.001 u^2 times the sum of the
//     operands' magnitudes;
//   * the product computed below (their DWTimesDW1 without the fused multiply-add: the head
//     product is exact by two_product and the three cross terms are rounded) has relative
//     error <= 7u^2 (each rounded cross term or sum contributes at most u^2 |ab|);
//   * the difference of two doubles is exact (two-sum);
//   * magnitudes are plain doubles rounded to nearest: u.
// The value unit 2^-103 = 8u^2 covers both operations.
#ifndef EXACTPRED_SRC_DOUBLE_DOUBLE_HPP
#define EXACTPRED_SRC_DOUBLE_DOUBLE_HPP

#include <cmath>
#include <cstdint>
#include <optional>

#include "exactpred/detail/filter.hpp"
#include "exactpred/detail/fp_bits.hpp"
#include "exactpred/sign.hpp"
#include "expansion.hpp"
#include "isa_namespace.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {
EXACTPRED_ISA_BEGIN

struct double_double_units {
  static constexpr double value = 0x1p-103;
  static constexpr double mag = 0x1p-53;
  static constexpr double leaf_difference = 0;  // exact
};

template <class Bound>
struct dd_value {
  using bound = Bound;
  double hi, lo;  // the value hi + lo, |lo| <= ulp(hi) / 2
  double m;       // the magnitude, a double
};

using dd_input = dd_value<input_bound_t<double_double_units>>;

template <class A, class B>
using dd_sum_t =
    dd_value<std::conditional_t<A::exact && B::exact, rounded_input_bound<double_double_units>,
                                sum_bound<A, B>>>;

// The sum of two double-words (|al| <= u |ah|, |bl| <= u |bh|): the heads' sum exactly (s + e),
// the tails added to e, then renormalised (two-sum: s may have cancelled below the tail). Its
// error is at most 3.001 u^2 (|ah| + |bh|): u^2 (|ah| + |bh|) for al + bl, whose magnitude is at
// most u (|ah| + |bh|), and 2.001 u^2 (|ah| + |bh|) for adding e (|e| <= u |s|). That is within
// the value unit (8 u^2) times the magnitudes, the bound's rule for a sum, although not relative
// to |a + b| as the accurate sum of Joldes, Muller and Popescu is (six operations more).
inline void dd_add(double ah, double al, double bh, double bl, double& zh, double& zl) {
  double s, e;
  xp::two_sum(ah, bh, s, e);
  const double t = e + (al + bl);
  xp::two_sum(s, t, zh, zl);
}

// The sum of two inputs (both `exact`: a double each, lo = 0) is one two-sum, exact: hi + lo is
// the sum and hi its rounding, as the double-word sum would give with more operations.
template <class A, class B>
inline dd_sum_t<A, B> operator+(const dd_value<A>& a, const dd_value<B>& b) {
  dd_sum_t<A, B> r;
  if constexpr (A::exact && B::exact) {
    xp::two_sum(a.hi, b.hi, r.hi, r.lo);
  } else {
    dd_add(a.hi, a.lo, b.hi, b.lo, r.hi, r.lo);
  }
  r.m = (A::exact && B::exact) ? std::fabs(r.hi) : a.m + b.m;
  return r;
}

template <class A, class B>
inline dd_sum_t<A, B> operator-(const dd_value<A>& a, const dd_value<B>& b) {
  return a + dd_value<B>{-b.hi, -b.lo, b.m};  // negation is exact
}

template <class A>
inline dd_value<A> operator-(const dd_value<A>& a) {
  return {-a.hi, -a.lo, a.m};
}

template <class A, class B>
inline dd_value<product_bound<A, B>> operator*(const dd_value<A>& a, const dd_value<B>& b) {
  dd_value<product_bound<A, B>> r;
  double p, e;
  xp::two_product(a.hi, b.hi, p, e);
  const double cross = a.hi * b.lo + a.lo * b.hi;
  xp::fast_two_sum(p, e + cross, r.hi, r.lo);
  r.m = a.m * b.m;
  return r;
}

/// The bound of a double-double evaluation with error type B: |hi + lo - X| <= E m, with
/// alpha (1 + rho) from the double-word units above; 2^-40 covers the rounding of E m and of
/// the comparisons made with it (filter_fault: the filters' one fault-injection hook).
template <class B>
inline constexpr double double_double_error = B::alpha*(1 + B::rho) * (1 + 0x1p-40) * filter_fault;

/// The sign of F on inputs y (rescaled, or inside the filter's window: see
/// double_double_in_window in stages_impl.hpp), or nullopt when the bound cannot decide.
/// m_floor raises the magnitude in the bound to at least m_floor (a larger bound is still a
/// bound): inside the window it keeps E m from underflowing.
template <class F, std::size_t... I>
inline std::optional<sign> double_double_eval(const double* y, std::index_sequence<I...>,
                                              double m_floor = 0) {
  const auto r = F::eval(dd_input{y[I], 0.0, std::fabs(y[I])}...);
  constexpr double E = double_double_error<typename decltype(r)::bound>;
  const double m = r.m > m_floor ? r.m : m_floor;
  if (std::fabs(r.hi) * (1 - 0x1p-50) > E * m) return sign_of(r.hi);
  return std::nullopt;
}

/// hi 2^scale when that is certainly X 2^scale rounded to nearest, else NaN, given a real X
/// with |X - (hi + lo)| <= err, where hi is hi + lo rounded to nearest and hi, lo and err are
/// finite. In the library's environment (round to nearest, no flush-to-zero). hi is X rounded
/// when no midpoint between doubles lies within |lo| + err of it: |lo| + err below half the gap
/// from |hi| to its neighbours (the gap below a power of two is half the one above). Scaling by
/// 2^scale commutes with rounding while the result is a normal number (biased exponent 1 to
/// 2046): the scaled neighbours are then the result's neighbours, except below 2^-1022, where
/// the subnormals are spaced as the numbers above it and the half gap below is wider than the
/// one tested.
inline double certified_rounding(double hi, double lo, double err, int scale) {
  if (hi == 0) return NAN;
  const std::uint64_t hi_bits = bits_of(hi);
  const int biased = static_cast<int>(hi_bits >> 52 & 0x7FF);
  const bool power_of_two = (hi_bits & 0xFFFFFFFFFFFFFull) == 0;
  // Half the gap below |hi|: 2^(e - 53), or 2^(e - 54) at a power of two (e = biased - 1023).
  const int half_gap = biased - 53 - (power_of_two ? 1 : 0);
  const int result = biased + scale;  // the biased exponent of hi 2^scale
  if (half_gap < 1 || result < 1 || result > 2046) return NAN;
  // |lo| + err, enlarged for the rounding of this sum (a factor 1 + 2^-50 covers it).
  const double slack = (std::fabs(lo) + err) * (1 + 0x1p-50);
  if (!(slack < double_of(static_cast<std::uint64_t>(half_gap) << 52))) return NAN;
  return double_of((hi_bits & ~(std::uint64_t{0x7FF} << 52)) | static_cast<std::uint64_t>(result)
                                                                   << 52);
}

/// Whether X rounded to nearest is certain, and then r = that double, given X within err of
/// s + tail, margin = 2 err, u |tail| <= err / 2, and err = 0 or err >= 2^-1020, for a caller
/// that rounds to nearest (flush-to-zero and denormals-are-zero may be on: see below). X lies
/// between s + t_lo and s + t_hi for t_hi = fl(tail + margin) and t_lo = fl(tail - margin): each
/// sum errs by at most u (|tail| + 2 err), below err (with err = 0 both are tail, and s + tail is
/// X). Rounding is monotone, so when s + t_lo and s + t_hi round to the same double r, X rounds to
/// r as well: two additions and a comparison, with no normalisation of s + tail and no look at
/// r's bits. r must be a normal number (at least 2^-1022 in magnitude), so that neither sum was
/// flushed to zero; the t's may be (or read as zero), but a flushed t_hi is a zero above
/// tail + err, since tail + 2 err is then below 2^-1022 and err is at least 2^-1020, and t_lo
/// likewise; s must not be subnormal. A zero r is never certified: X = 0 gives t_hi = 2 err and
/// t_lo = -2 err, or a zero r.
EXACTPRED_ALWAYS_INLINE bool rounded_if_certain(double s, double tail, double margin, double& r) {
  r = s + (tail + margin);
  return r == s + (tail - margin) && std::fabs(r) >= 0x1p-1022;
}

EXACTPRED_ISA_END

constexpr int ceil_log2(double c) {
  int k = 0;
  double p = 1;
  while (p < c) {
    p *= 2;
    ++k;
  }
  return k;
}

constexpr int floor_div(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }
constexpr int ceil_div(int a, int b) { return -floor_div(-a, b); }

/// The inputs that need no rescaling for the double-double evaluation of the correctly rounded
/// values, tested on their magnitudes alone (cheaper than their lowest set bits): zero, or in
/// [2^lo, 2^hi). A normal x >= 2^lo has its lowest set bit at or above lo - 52 =
/// ceil(-1022 / d), and x < 2^hi has its highest below floor((958 - log2 count - 2) / d):
/// rescale_exponent's conditions for k = 0.
template <class F>
struct value_window {
  static constexpr int d = formula_degree<F>;
  static constexpr int lo = 52 + ceil_div(-1022, d);
  static constexpr int hi = floor_div(958 - (ceil_log2(formula_count<F>) + 2), d);
};

EXACTPRED_ISA_BEGIN

/// The double-double evaluation of the correctly rounded values (src/values.cpp): F on inputs
/// y = x 2^k that need no further rescaling (no intermediate value underflows or overflows),
/// evaluated in double-word arithmetic; X(x) = X(y) 2^(-d k) rounded to nearest when the bound
/// certifies it, else NaN. m_floor raises the magnitude in the bound as in double_double_eval.
template <class F, std::size_t... I>
inline double double_double_rounded(const double* y, int k, std::index_sequence<I...>,
                                    double m_floor = 0) {
  const auto r = F::eval(dd_input{y[I], 0.0, std::fabs(y[I])}...);
  constexpr double E = double_double_error<typename decltype(r)::bound>;
  const double m = r.m > m_floor ? r.m : m_floor;
  return certified_rounding(r.hi, r.lo, E * m, -formula_degree<F> * k);
}

EXACTPRED_ISA_END
}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_DOUBLE_DOUBLE_HPP
