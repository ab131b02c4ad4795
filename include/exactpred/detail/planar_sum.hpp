// SPDX-License-Identifier: MIT
// exactpred/detail/planar_sum.hpp — the exact sign of a sum of n terms, each term one formula
// (formulas.hpp) evaluated on its own coordinates:
//
//     S = sum_{i < n} F::eval(x_i),   x_i = the F::arity coordinates of term i.
//
// The number of terms is known only at run time (e.g. twice the area of an n-gon is the sum of
// orient2d(v0, v_i, v_{i+1})), so the one-formula stages of stages.hpp are extended with a
// summation: an inline filter whose bound is derived below for n terms, then (compiled, in
// src/planar_sum.hpp) an expansion accumulator and an exact big-integer accumulator.
//
// Terms are produced on demand by a callable `term(i, out)` writing F::arity doubles to `out`
// (the filter), or by a term_source (the compiled stages), so that no array of coordinates is
// ever built.
//
// Filter bound for the sum. For one term, filter.hpp gives, with P_i its true permanent, m_i
// its computed magnitude, L = max(1, max |input|) and eta = 2^-1074,
//
//     |v_i - X_i| <= alpha P_i + tau,   tau <= t eta L^(d-2)
//     P_i <= (1 + rho) m_i + sigma,     sigma <= s eta L^(d-2)
//
// (the constants of the formula's bound B). The values are added left to right: S^ =
// fl(...fl(v_0 + v_1)... + v_{n-1}), and so are the magnitudes: M^ = fl-sum of the m_i. Every
// addition is exact when its result is subnormal and has relative error at most U = 2^-52
// otherwise (in every rounding mode), so recursive summation (Higham, "Accuracy and Stability
// of Numerical Algorithms", 2nd ed., eq. (4.4)) gives, with g = (n-1)U / (1 - (n-1)U),
//
//     |S^ - sum v_i| <= g sum |v_i|,          |M^ - sum m_i| <= g sum m_i.
//
// Then sum |v_i| <= (1 + alpha) sum P_i + n tau, sum m_i <= M^ / (1 - g), and
//
//     |S^ - S| <= g sum |v_i| + sum |v_i - X_i|
//              <= A sum P_i + (1 + g) n tau,                         A = alpha + g (1 + alpha)
//              <= A (1 + rho) / (1 - g) M^ + n (A s + (1 + g) t) eta L^(d-2).
//
// So sign(S^) = sign(S) whenever |S^| > E_n M^ + T_n eta L^(d-2) with
//
//     E_n = A (1 + rho) / (1 - g),     T_n = n (A s + (1 + g) t).
//
// As in filter.hpp the constants are enlarged before use (factor 1 + 2^-30, which covers the
// few roundings of computing them at run time, plus 8 eta for the rounding of E_n M^ and of the
// comparison), and T_n eta is replaced by the normal number 2^-1020 above it. The filter
// accepts at most 2^20 terms: then g < 2^-31, and with every input below the formula's range
// guard L_max (every term and magnitude below 2^1000) no partial sum can overflow.
#ifndef EXACTPRED_DETAIL_PLANAR_SUM_HPP
#define EXACTPRED_DETAIL_PLANAR_SUM_HPP

#include <cmath>
#include <cstddef>
#include <optional>
#include <utility>

#include "exactpred/detail/filter.hpp"
#include "exactpred/sign.hpp"
#include "exactpred/statistics.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// Where the compiled stages read the terms of a sum: get(ctx, i, out) writes the
/// F::arity coordinates of term i to out.
struct term_source {
  const void* ctx;
  void (*get)(const void* ctx, std::size_t i, double* out);
};

/// Most terms the filter handles; longer sums go straight to the compiled stages.
inline constexpr std::size_t summed_filter_max_terms = std::size_t{1} << 20;

/// The sum's sign s, certified by its filter, counted as the filter's decision when statistics
/// are compiled in.
inline sign summed_filter_decision(double s) {
#if defined(EXACTPRED_STATS)
  ++thread_stage_counts().filter;
#endif
  return sign_of(s);
}

template <class F, std::size_t... I>
inline auto filter_term(const double* x, std::index_sequence<I...>) {
  return F::eval(filter_input{x[I], std::fabs(x[I])}...);
}

/// The filter window (filter.hpp) of F on a coordinate array: every term inside it keeps the
/// sum's arithmetic clear of overflow, underflow and subnormal numbers too (at most 2^20 terms,
/// each below 2^1000).
template <class F, std::size_t... I>
EXACTPRED_ALWAYS_INLINE bool in_filter_window_array(const double* x, std::index_sequence<I...>) {
  return in_filter_window<F>(x[I]...);
}

template <class F>
using term_bound =
    typename decltype(filter_term<F>(nullptr, std::make_index_sequence<F::arity>{}))::bound;

/// The run-time constants E_n and K_n = ceil(T_n) eta of the bound derived above.
template <class F>
struct summed_filter_bound {
  double E;
  double K;
  explicit constexpr summed_filter_bound(std::size_t n) : E(), K() {
    using B = term_bound<F>;
    constexpr double safety = 1 + 0x1p-30;
    const double nd = static_cast<double>(n);
    const double k = (nd - 1) * filter_unit;
    const double g = k / (1 - k);
    const double a = B::alpha + g * (1 + B::alpha);
    E = a * (1 + B::rho) / (1 - g) * safety * filter_fault;
    // T_n eta < 2^-1020 (n <= 2^20 and s, t < 2^30, so T_n < 2^52): K = 2^-1020 covers it and
    // is normal, so that the bound never does subnormal arithmetic (a slow microcode path on
    // many CPUs), as in filter.hpp.
    static_assert(B::s < 0x1p30 && B::t < 0x1p30, "underflow coefficients too large for K");
    K = 0x1p-1020 * filter_fault;
  }
};

/// The filter for a sum of n terms of formula F: the sign of the sum, certified by the bound
/// derived above, or nullopt ("uncertain"). term(i, out) writes the coordinates of term i.
/// NaN and infinite coordinates are always uncertain.
template <class F, class Term>
inline std::optional<sign> summed_filter_sign(std::size_t n, const Term& term) {
  using B = term_bound<F>;
  using C = filter_constants<B>;
  if (n == 0) return sign::zero;
  if (n > summed_filter_max_terms) return std::nullopt;
  double s = 0, m = 0, lam = 0;
  for (std::size_t i = 0; i < n; ++i) {
    double x[F::arity];
    term(i, x);
    if (!in_filter_window_array<F>(x, std::make_index_sequence<F::arity>{})) return std::nullopt;
    const auto r = filter_term<F>(x, std::make_index_sequence<F::arity>{});
    s += r.v;
    m += r.m;
    for (int j = 0; j < F::arity; ++j) lam = filter_max(lam, std::fabs(x[j]));
  }
  if (!(lam < C::L_max)) return std::nullopt;
  const summed_filter_bound<F> k(n);
  double bound = k.E * m;
  if constexpr (B::degree > 2) {
    const double l = lam > 1 ? lam : 1;
    double l_pow = l;
    for (int i = 3; i < B::degree; ++i) l_pow *= l;
    bound += k.K * l_pow;
  } else {
    bound += k.K;
  }
  if (std::fabs(s) > bound) return summed_filter_decision(s);
  return std::nullopt;
}

/// summed_filter_sign for the shoelace sum of a polygon held as doubles in place (vertex i at
/// first + i * stride: x, then y): the sum of orient2d(v0, v(i+1), v(i+2)) over i < n - 2,
/// every term and magnitude rounded as summed_filter_sign rounds them (the same bound holds),
/// but each vertex read, window-tested and differenced once, and the bound's constant taken
/// for the next power of two of the term count (it grows with the count). n >= 3.
template <class F>
inline std::optional<sign> summed_fan_filter_sign(const double* first, std::size_t stride,
                                                  std::size_t n) {
  static_assert(F::arity == 6, "the fan of orient2d terms");
  using B = term_bound<F>;
  using C = filter_constants<B>;
  static_assert(B::degree == 2, "a bound without the scale term");
  constexpr int max_log = 20;
  if (n - 2 > (std::size_t{1} << max_log)) return std::nullopt;
  int log = 0;  // the least 2^log >= n - 2
  while ((std::size_t{1} << log) < n - 2) ++log;
  if constexpr (strict_fp_exceptions) {
    // The strict build raises no flag for any input: every vertex inside the window before
    // any arithmetic (the loop below tests them as it goes).
    for (std::size_t i = 0; i < n; ++i) {
      if (!in_filter_window<F>(first[i * stride], first[i * stride + 1])) return std::nullopt;
    }
  }
  const double x0 = first[0], y0 = first[1];
  bool inside = in_filter_window<F>(x0, y0);
  double lam = filter_max(std::fabs(x0), std::fabs(y0));
  // The differences of vertex 1, then for each next vertex the term with the previous one.
  const double* v = first + stride;
  double bx = v[0] - x0, by = v[1] - y0;
  inside &= in_filter_window<F>(v[0], v[1]);
  lam = filter_max(lam, filter_max(std::fabs(v[0]), std::fabs(v[1])));
  double s = 0, m = 0;
  for (std::size_t i = 2; i < n; ++i) {
    v += stride;
    const double cx = v[0] - x0, cy = v[1] - y0;
    inside &= in_filter_window<F>(v[0], v[1]);
    lam = filter_max(lam, filter_max(std::fabs(v[0]), std::fabs(v[1])));
    s += bx * cy - by * cx;
    m += std::fabs(bx) * std::fabs(cy) + std::fabs(by) * std::fabs(cx);
    bx = cx;
    by = cy;
  }
  if (!inside || !(lam < C::L_max)) return std::nullopt;
  struct constants {
    double E[max_log + 1];
    constexpr constants() : E() {
      for (int k = 0; k <= max_log; ++k) E[k] = summed_filter_bound<F>(std::size_t{1} << k).E;
    }
  };
  static constexpr constants k{};
  const double bound = k.E[log] * m + summed_filter_bound<F>(1).K;
  if (std::fabs(s) > bound) return summed_filter_decision(s);
  return std::nullopt;
}

/// The expansion strategy for a sum: expansion accumulation. nullopt when the inputs'
/// exponents are too far apart or a term outgrows its expansion. Precondition: every
/// coordinate finite.
template <class F>
EXACTPRED_API std::optional<sign> summed_expansion_sign(std::size_t n, term_source terms);

/// The exact strategy for a sum: exact big-integer accumulation; decides every finite input.
template <class F>
EXACTPRED_API sign summed_exact_sign(std::size_t n, term_source terms);

/// The expansion strategy, then the exact one: the slow path after summed_filter_sign.
/// Precondition: every coordinate finite (callers check, so that the error can name their own
/// argument).
template <class F>
EXACTPRED_API sign summed_slow_sign(std::size_t n, term_source terms);

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_PLANAR_SUM_HPP
