// SPDX-License-Identifier: MIT
// src/values.cpp — the core formulas' values, correctly rounded (values.hpp).
//
// The fast path first (correctly_rounded_value): inputs inside the value window and a caller
// that rounds to nearest need no environment of their own, and stage 1 below on the inputs as
// they are decides almost every such query (for orient2d with FMA: two lanes at a time, its
// window and rounding tests included, orient2d_value_fma in stages_fma.cpp). Every other query,
// and each one stage 1 cannot certify, runs in the library's floating-point environment
// (fp_env_guard: no trap, the caller's flags restored) through four stages (staged_value):
//  0. Lattice: the ranged filter's value when the lattice certificate proves it exact
//     (lattice_certificate.hpp), as the sign's stages use it: snapped and grid input. Inside
//     the value window before the environment is set (it needs none there); outside it, in the
//     library's environment on the rescaled inputs of stage 1, whose largest is brought near 1
//     where the safe range allows (rescale_exponent, centred): that also decides snapped input
//     scaled by a power of two beyond the certificate's range (its exact zeros and small
//     values), the exact value then unscaled by certified_rounding.
//  1. Double-double. The inputs are rescaled by 2^k (rescale_exponent, centred: no intermediate
//     value underflows or overflows), and the formula is evaluated in double-word
//     arithmetic (double_double.hpp): hi + lo with |hi + lo - X| <= err = E m. hi is hi + lo
//     rounded to nearest, so when |lo| + err is below half the gap from |hi| to its neighbours
//     (the gap below is half the gap above when |hi| is a power of two), X rounds to hi as well
//     (rounding is monotone and no midpoint lies within |lo| + err of hi). The formula is
//     homogeneous of degree d, so the value is X 2^(-d k), and hi 2^(-d k) is exact and is
//     the rounded value while it stays a normal number (double_double_rounded, with FMA
//     two-products when the CPU has them). Inputs whose magnitudes lie in the value window
//     need no rescaling and skip range_of; the fast path has tried them already.
//  2. Expansions, for orient2d only (see the measurements where it is called), when
//     stage 1 cannot certify (near a degeneracy or exactly on it): the exact value on the same
//     inputs as an expansion, rounded when certified (expansion_value); an exact zero is +0.
//  3. Exact integers. Every input is an integer multiple of 2^low (the lowest set bit over the
//     inputs), the formula's value on the integers x / 2^low is an integer r (wide_int.hpp,
//     sized for any finite input as the sign's exact stage is), and the value is r 2^(d low),
//     rounded once by integer operations (correct_rounding.hpp).
#include "exactpred/values.hpp"

#include <cmath>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "correct_rounding.hpp"
#include "double_double.hpp"
#include "exactpred/detail/filter.hpp"
#include "exactpred/detail/formulas.hpp"
#include "exactpred/detail/lattice_certificate.hpp"
#include "fp_env.hpp"
#include "stages_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {
namespace {

/// Stage 1 on inputs y = x 2^k that need no further rescaling (double_double_rounded), with
/// FMA two-products when the CPU has them (the same value: the products are exact either way).
template <class F, std::size_t... I>
double double_double_value(const double* y, int k, std::index_sequence<I...> seq,
                           double m_floor = 0) {
#if defined(EXACTPRED_FMA_STAGE)
  if (cpu_has_fma()) return double_double_rounded_fma<F>(y, k, m_floor);
#endif
  return double_double_rounded<F>(y, k, seq, m_floor);
}

/// Stage 2 on the same inputs: F's exact value X as an expansion c[0..n) (expansion_eval's
/// arithmetic), summed to hi + lo within err (sum_expansion), rounded when certified, else NaN
/// (an expansion over capacity too). An exact zero is +0.
template <class F, std::size_t... I>
double expansion_value(const double* y, int k, std::index_sequence<I...> seq) {
  const auto r = exact_expansion<F>(y, seq);
  if (!r.ok) return NAN;
  if (r.n == 0) return 0.0;
  const expansion_sum x = sum_expansion(r);
  // At most one t_i: e is exact, X = s + e, and hi is X rounded to nearest, ties to even,
  // subnormal or not (the library's environment has gradual underflow): the value when
  // unscaled. (Below, an exact tie is not certified: the exact stage decides it.)
  if (x.terms <= 1 && k == 0) return x.hi;
  return certified_rounding(x.hi, x.lo, x.err, -formula_degree<F> * k);
}

template <class F, std::size_t... I>
EXACTPRED_ALWAYS_INLINE bool in_value_window(const double* x, std::index_sequence<I...>) {
  return in_window<value_window<F>::lo, value_window<F>::hi>(x[I]...);
}

/// Stage 2: the exact value, rounded once: the sum of the formula's monomials (monomial_sum.hpp:
/// the positive terms' sum minus the negative ones', over the limbs the terms occupy) where that
/// pays (monomials_pay), else the exact stage's integer. An exact zero is +0.
template <class F>
double exact_value(const double* x, const exponent_range& range) {
  if constexpr (monomial_table<F>::fits) {
    if (monomials_pay<F>(range.high - range.low + 1)) {
      return monomial_sum<F>(
          input_bits<F>(x).a,
          [](const std::uint64_t* positive, const std::uint64_t* negative, int used, int low) {
            const int top = highest_difference(positive, negative, used);
            if (top < 0) return 0.0;
            const bool is_negative = negative[top] > positive[top];
            const std::uint64_t* big = is_negative ? negative : positive;
            const std::uint64_t* small = is_negative ? positive : negative;
            std::uint64_t difference[monomial_span<F>];
            std::uint64_t borrow = 0;
            for (int i = 0; i <= top; ++i) {
              const std::uint64_t d = big[i] - small[i];
              difference[i] = d - borrow;
              borrow = static_cast<std::uint64_t>(big[i] < small[i]) |
                       static_cast<std::uint64_t>(d < borrow);
            }
            int count = top + 1;
            while (difference[count - 1] == 0) --count;  // big > small: some limb is not zero
            return round_to_double(signed_limbs{difference, count, is_negative}, low);
          });
    }
  }
  return round_to_double(exact_integer<F>(x, range.low, std::make_index_sequence<F::arity>{}),
                         formula_degree<F> * range.low);
}

/// Stage 0: the filter's own value when the lattice certificate proves it exact (snapped and
/// grid input, exact zeros on them), in any environment; else NaN.
template <class F, std::size_t... I>
double lattice_value(const double* x, std::index_sequence<I...>) {
  const ranged_result r = ranged_filter_evaluate<F>(x[I]...);
  if (!lattice_certified<F>(r.bound, x)) return NAN;
  return r.value == 0 ? 0.0 : r.value;  // an exact zero is +0
}

/// The value of F on x, correctly rounded, after the fast path (correctly_rounded_value): `name`
/// (the function's) in the error of a non-finite coordinate; `stage1_tried` when the fast path
/// ran stage 1 on x itself and it could not certify.
template <class F>
EXACTPRED_NOINLINE double staged_value(const char* name, const double* x, bool stage1_tried) {
  for (int i = 0; i < F::arity; ++i) {
    if (!is_finite(x[i])) throw_not_finite(name, F::dim, F::arity, i, x[i]);
  }
  constexpr auto seq = std::make_index_sequence<F::arity>{};
  const bool in_window = in_value_window<F>(x, seq);
  // Inside the value window stage 0 needs no environment (no operand or result is subnormal, and
  // the certificate holds in every rounding mode; at most inexact is raised, as by the inline
  // filters); outside it, it runs below on the rescaled inputs.
  if (in_window) {
    const double exact = lattice_value<F>(x, seq);
    if (exact == exact) return exact;
  }
  const fp_env_guard env;
  // Stages 1 and 2 on y = x 2^k: x itself inside the value window, else rescaled.
  double scaled[F::arity];
  const double* y = x;
  int k = 0;
  if (!in_window) {
    const exponent_range range = range_of(x, F::arity);
    if (range.all_zero) return 0.0;
    const std::optional<int> power = rescale_exponent<F>(range, true);
    if (!power) return exact_value<F>(x, range);
    k = *power;
    scale_by_power_of_two(x, scaled, F::arity, k);
    y = scaled;
    // Stage 0 on y (the largest input near 1 where the safe range allows): snapped input, also
    // scaled by a power of two beyond the certificate's range, gets its exact value here (exact
    // zeros included), unscaled by certified_rounding (exact, so certified whenever the result is
    // a normal number).
    const double v = lattice_candidate(y[0], y[1]) ? lattice_value<F>(y, seq) : NAN;
    if (v == 0) return 0.0;
    if (v == v) {
      const double r = certified_rounding(v, 0, 0, -formula_degree<F> * k);
      if (r == r) return r;
    }
  }
  if (!stage1_tried) {
    const double v = double_double_value<F>(y, k, seq);
    if (v == v) return v;
  }
  // Expansions pay only where they are shortest: orient2d. Instructions per call (callgrind,
  // 2,000 queries), exact stage alone -> with expansions first: orient2d degenerate 925 -> 789
  // (an exact zero ends here), near-degenerate 1432 -> 1414, extreme 2913 -> 3330 (subnormal
  // values, which only the exact stage rounds); orient3d near-degenerate 4508 -> 6003 and
  // incircle near-degenerate 5211 -> 10090, so not for those.
  if constexpr (std::is_same_v<F, orient2d_formula>) {
    const double e = expansion_value<F>(y, k, seq);
    if (e == e) return e;
  }
  return exact_value<F>(x, range_of(x, F::arity));
}

#if defined(EXACTPRED_FMA_STAGE)
/// Whether the CPU has fused multiply-add, read once at load time instead of at every call (a
/// call made by another object's static initializer before this one ran takes the path without
/// it, which is as exact).
const bool has_fma = cpu_has_fma();
#endif

/// The value of F on x, correctly rounded. The fast path: inputs inside the value window (every
/// one zero or a normal number of moderate exponent; NaN and infinities are outside) and a
/// caller that rounds to nearest (rounds_to_nearest: two additions, no read of the control
/// register). Stage 1 then needs no environment of its own: every value it forms is a multiple
/// of 2^-1022 below 2^958 (value_window), so no operand or result is subnormal (flush-to-zero
/// and denormals-are-zero change nothing) and nothing underflows, overflows or traps; only its
/// bound E m could underflow, and m is raised to 2^-900 for it (a larger bound). Everything
/// else, and every value stage 1 cannot certify, goes to the stages (staged_value).
template <class F>
double correctly_rounded_value(const char* name, const double* x) {
  constexpr auto seq = std::make_index_sequence<F::arity>{};
#if defined(EXACTPRED_FMA_STAGE)
  // The same fast path, two lanes at a time, its tests included (stages_fma.cpp).
  if (has_fma) {
    const double v = std::is_same_v<F, orient2d_formula>   ? orient2d_value_fma(x)
                     : std::is_same_v<F, orient3d_formula> ? orient3d_value_fma(x)
                     : std::is_same_v<F, incircle_formula> ? incircle_value_fma(x)
                                                           : insphere_value_fma(x);
    if (v == v && v != INFINITY) return v;
    return staged_value<F>(name, x, v == INFINITY);
  }
#endif
  const bool fast = in_value_window<F>(x, seq) && rounds_to_nearest();
  if (fast) {
    const double v = double_double_value<F>(x, 0, seq, 0x1p-900);
    if (v == v) return v;
  }
  return staged_value<F>(name, x, fast);
}

}  // namespace
}  // namespace detail

double orient2d_value(const point2& a, const point2& b, const point2& c) {
  const double x[] = {a.x, a.y, b.x, b.y, c.x, c.y};
  return detail::correctly_rounded_value<detail::orient2d_formula>("orient2d_value", x);
}

double orient3d_value(const point3& a, const point3& b, const point3& c, const point3& d) {
  const double x[] = {a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y, d.z};
  return detail::correctly_rounded_value<detail::orient3d_formula>("orient3d_value", x);
}

double incircle_value(const point2& a, const point2& b, const point2& c, const point2& d) {
  const double x[] = {a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y};
  return detail::correctly_rounded_value<detail::incircle_formula>("incircle_value", x);
}

double insphere_value(const point3& a, const point3& b, const point3& c, const point3& d,
                      const point3& e) {
  const double x[] = {a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y, d.z, e.x, e.y, e.z};
  return detail::correctly_rounded_value<detail::insphere_formula>("insphere_value", x);
}

}  // namespace v0
}  // namespace exactpred
