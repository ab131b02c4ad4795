// SPDX-License-Identifier: MIT
// src/values.cpp — the core formulas' values, correctly rounded (values.hpp).
//
// The fast path first: inputs inside the value window and a caller that rounds to nearest need
// no environment of their own, and the double-double evaluation below on the inputs as they are
// decides almost every such query (value_without_fma; where the CPU has FMA, the public
// functions jump to the kernels of stages_fma.cpp instead, two lanes at a time, their window and
// rounding tests included, orient2d's also on inputs outside the window scaled into it by a
// power of two, which jump back to the stages: value_paths.hpp). Every other query, and each one
// the double-double evaluation cannot certify, runs in the library's floating-point environment
// (fp_env_guard: no trap, the caller's flags restored) through the strategies below, in this order
// (staged_value), after one shortcut outside the value window: inputs whose differences are so
// small that the value lies below half the least subnormal (tiny_value) get the zero of its
// sign from the sign's own slow path, which decides such input far sooner than the strategies
// below round the exact value (extreme inputs and configurations scaled to the bottom of the
// range; docs/benchmarks.md):
//   * The lattice certificate: the ranged filter's value when the certificate proves it exact
//     (lattice_certificate.hpp), as the sign's strategies use it: snapped and grid input.
//     Inside the value window before the environment is set (it needs none there); outside
//     it, in the library's environment on the rescaled inputs of the double-double
//     evaluation, whose largest is brought near 1 where the safe range allows
//     (rescale_exponent, centred): that also decides snapped input scaled by a power of two
//     beyond the certificate's range (its exact zeros and small values), the exact value then
//     unscaled by certified_rounding.
//   * The double-double evaluation. The inputs are rescaled by 2^k (rescale_exponent, centred:
//     no intermediate value underflows or overflows), and the formula is evaluated in
//     double-word arithmetic (double_double.hpp): hi + lo with |hi + lo - X| <= err = E m. hi
//     is hi + lo rounded to nearest, so when |lo| + err is below half the gap from |hi| to its
//     neighbours (the gap below is half the gap above when |hi| is a power of two), X rounds
//     to hi as well (rounding is monotone and no midpoint lies within |lo| + err of hi). The
//     formula is homogeneous of degree d, so the value is X 2^(-d k), and hi 2^(-d k) is exact
//     and is the rounded value while it stays a normal number (double_double_rounded, with FMA
//     two-products when the CPU has them). Inputs whose magnitudes lie in the value window
//     need no rescaling and skip range_of; the fast path has tried them already.
//   * The expansions, when the double-double evaluation cannot certify (near a degeneracy or
//     exactly on it), for orient2d (see the measurements where they are called): the exact
//     value on the same inputs as an expansion, rounded when certified (expansion_value); an
//     exact zero is +0. For orient3d the determinant of the exact differences' heads exactly
//     and its terms in their tails at the precision each order needs (heads_and_tails.hpp),
//     rounded when certified, an exact value (exact zeros included) as it is.
//   * For orient2d input whose exponents lie too far apart for one rescaling, the same
//     double-double evaluation on the coordinates scaled axis by axis into the value window,
//     those that would fall below it set to zero, certified with a term for them as the
//     flushed filter of the signs is (flushed_value; for orient3d that cost more than it
//     saved).
//   * The exact strategy: exact integers. Every input is an integer multiple of 2^low (the
//     lowest set bit over the inputs), the formula's value on the integers x / 2^low is an
//     integer r (wide_int.hpp, sized for any finite input as the sign's exact strategy is), and
//     the value is r 2^(d low), rounded once by integer operations (correct_rounding.hpp).
#include "exactpred/values.hpp"

#include <array>
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
#include "heads_and_tails.hpp"
#include "stages_impl.hpp"
#include "value_paths.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {
namespace {

/// The double-double evaluation on inputs y = x 2^k that need no further rescaling
/// (double_double_rounded), with FMA two-products when the CPU has them (the same value: the
/// products are exact either way).
template <class F, std::size_t... I>
double double_double_value(const double* y, int k, std::index_sequence<I...> seq,
                           double m_floor = 0) {
#if defined(EXACTPRED_FMA_STAGE)
  if (cpu_has_fma()) return double_double_rounded_fma<F>(y, k, m_floor);
#endif
  return double_double_rounded<F>(y, k, seq, m_floor);
}

/// The expansions' counterpart for orient3d (heads_and_tails.hpp) on the same inputs, with FMA
/// two-products when the CPU has them.
inline double heads_and_tails_value(const double* y, int k) {
#if defined(EXACTPRED_FMA_STAGE)
  if (cpu_has_fma()) return orient3d_heads_and_tails_fma(y, k);
#endif
  return orient3d_heads_and_tails(y, k);
}

/// The expansions on the same inputs: F's exact value X as an expansion c[0..n)
/// (expansion_eval's arithmetic), summed to hi + lo within err (sum_expansion), rounded when
/// certified, else NaN (an expansion over capacity too). An exact zero is +0.
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

/// The exact strategy: the exact value, rounded once: the sum of the formula's monomials
/// (monomial_sum.hpp: the positive terms' sum minus the negative ones', over the limbs the terms
/// occupy) where that pays (monomials_pay), else the exact stage's integer. An exact zero is +0.
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

/// The lattice certificate: the filter's own value when the certificate proves it exact
/// (snapped and grid input, exact zeros on them), in any environment; else NaN.
template <class F, std::size_t... I>
double lattice_value(const double* x, std::index_sequence<I...>) {
  const ranged_result r = ranged_filter_evaluate<F>(x[I]...);
  if (!lattice_certified<F>(r.bound, x)) return NAN;
  return r.value == 0 ? 0.0 : r.value;  // an exact zero is +0
}

/// The largest L' whose differences leave F's value below half the least subnormal: |X| <= P <=
/// c L'^d (P the permanent on the exact differences, c the semi-static bound's, filter.hpp), so
/// with L' <= 2^e, e the largest with c 2^(d e) <= 2^-1076, |X| <= 2^-1076 (1 + 2^-49) even
/// after the rounding of each |difference| (at most a factor 1 + 2^-52 each): below 2^-1075, and
/// X rounds to the zero of its sign. (orient2d: 2^-539; insphere: 2^-217.)
template <class F>
constexpr double tiny_differences() {
  constexpr int e = floor_div(-1076 - ceil_log2(semi_static_of<F>::c), formula_degree<F>);
  double t = 1;
  for (int i = 0; i > e; --i) t /= 2;  // exact: 2^e is normal
  return t;
}
static_assert(tiny_differences<orient2d_formula>() == 0x1p-539);

/// F's value when its inputs' differences are so small (tiny_differences) that it rounds to a
/// zero: +0 for an exact zero, -0 for a negative value, from the sign's own slow path (exact for
/// every finite input; a statistics build counts that call among the signs' stages); NaN for
/// every other input. In the library's environment (each difference rounded to nearest, none
/// flushed).
template <class F>
double tiny_value(const double* x) {
  const double scale =
      difference_scale<F>(x, std::make_index_sequence<difference_scale_terms<F>>{});
  constexpr double limit = tiny_differences<F>();  // at compile time, not a loop at run time
  if (!(scale <= limit)) return NAN;
  return slow_sign<F>(x) == sign::negative ? -0.0 : 0.0;
}

/// orient2d's value for input whose exponents lie too far apart for one rescaling, as the
/// flushed filter takes its sign (extended_filter.hpp, step 1): the coordinates of each axis
/// times the power of two 2^s_j that brings that axis's largest into [2^(hi-1), 2^hi) of the
/// value window, those that would land below 2^lo replaced by zero, and the double-double
/// evaluation on the result y, whose value is X 2^S (S = s_x + s_y: each monomial holds one
/// coordinate of each axis). Each scaled input is its integer significand times a normal power
/// of two (exact: a normal number), y lies in the value window, where the evaluation's bound E m
/// holds, and zeroing moves an input by less than 2^lo and the value by at most flush_term (the
/// flushed filter's argument, in the value window). X 2^S is certified as hi when |lo| + E m + A
/// stays below half the gap around hi, and X is hi 2^-S while that is a normal number
/// (certified_rounding); else NaN. An axis of zeros makes the value an exact zero. In the
/// library's environment.
template <class F, std::size_t... I>
double flushed_value(const double* x, std::index_sequence<I...> seq) {
  static_assert(is_axis_homogeneous<F>::value);
  using W = value_window<F>;
  static_assert(W::lo - 53 >= -1022 && W::hi <= 1023, "the scaling's powers are normal");
  std::uint64_t top[F::dim];
  axis_tops<F>(x, top, seq);
  int s[F::dim], total = 0;
  for (int j = 0; j < F::dim; ++j) {
    if (top[j] == 0) return 0.0;  // every monomial holds a zero: an exact zero, +0
    s[j] = W::hi - 1 - exponent_of_bits(top[j]);
    total += s[j];
  }
  bool flushed = false;
  const auto kept = [&s, &flushed](double v, int j) {
    const raw_double a = decode(v);
    const int k = a.scale + s[j];
    // Below k = lo - 53, m 2^k < 2^lo for every m < 2^53; above, 2^k is normal and the product
    // exact.
    const double r = k < W::lo - 53 ? 0.0 : static_cast<double>(a.m) * power_of_two(k);
    const bool keep = r >= power_of_two(W::lo);
    flushed |= !keep && a.m != 0;
    return keep ? (a.negative ? -r : r) : 0.0;
  };
  const double y[] = {kept(x[I], static_cast<int>(I % F::dim))...};
  const auto r = F::eval(dd_input{y[I], 0.0, std::fabs(y[I])}...);
  using B = typename decltype(r)::bound;
  constexpr double A = flush_term<formula_bound<F>, W::lo, W::hi>();
  const double err = double_double_error<B> * r.m + (flushed ? A : 0.0);
  return certified_rounding(r.hi, r.lo, err, -total);
}

/// The value of F on x, correctly rounded, after the fast path (value_without_fma, or the FMA
/// kernels of stages_fma.cpp): `name` (the function's) in the error of a non-finite coordinate;
/// `fast_path_tried` when the fast path ran the double-double evaluation on x itself and it could
/// not certify.
template <class F>
EXACTPRED_NOINLINE double staged_value(const char* name, const double* x, bool fast_path_tried) {
  for (int i = 0; i < F::arity; ++i) {
    if (!is_finite(x[i])) throw_not_finite(name, F::dim, F::arity, i, x[i]);
  }
  if constexpr (has_vanishing_pairs<F>::value) {
    // A point given twice (a triangle's own vertex as the query point): the value is exactly
    // zero, found from the bits by the signs' own repeated-point test.
    constexpr int n = F::arity / F::dim;
    const double* point[n];
    for (int i = 0; i < n; ++i) point[i] = x + i * F::dim;
    if (repeated_point_bits<F, false>(0.0, point)) return 0.0;
  }
  constexpr auto seq = std::make_index_sequence<F::arity>{};
  const bool in_window = in_value_window<F>(x, seq);
  // Inside the value window the lattice certificate needs no environment (no operand or result
  // is subnormal, and the certificate holds in every rounding mode; at most inexact is raised,
  // as by the inline filters); outside it, it runs below on the rescaled inputs.
  if (in_window) {
    const double exact = lattice_value<F>(x, seq);
    if (exact == exact) return exact;
  }
  const fp_env_guard env;
  // The double-double evaluation and the expansions on y = x 2^k: x itself inside the value
  // window, else rescaled.
  double scaled[F::arity];
  const double* y = x;
  int k = 0;
  if (!in_window) {
    const exponent_range range = range_of(x, F::arity);
    if (range.all_zero) return 0.0;
    // A value below half the least subnormal (inputs at the bottom of the range, a configuration
    // scaled down to it): the zero of its sign, where the stages below would round it from
    // its exact value.
    const double tiny = tiny_value<F>(x);
    if (tiny == tiny) return tiny;
    const std::optional<int> power = rescale_exponent<F>(range, true);
    if (!power) {
      // orient2d only: for orient3d the stage cost more than it saved (docs/benchmarks.md).
      if constexpr (std::is_same_v<F, orient2d_formula>) {
        const double v = flushed_value<F>(x, seq);
        if (v == v) return v;
      }
      return exact_value<F>(x, range);
    }
    k = *power;
    scale_by_power_of_two(x, scaled, F::arity, k);
    y = scaled;
    // The lattice certificate on y (the largest input near 1 where the safe range allows):
    // snapped input, also scaled by a power of two beyond the certificate's range, gets its exact
    // value here (exact zeros included), unscaled by certified_rounding (exact, so certified
    // whenever the result is a normal number).
    const double v = lattice_candidate(y[0], y[1]) ? lattice_value<F>(y, seq) : NAN;
    if (v == 0) return 0.0;
    if (v == v) {
      const double r = certified_rounding(v, 0, 0, -formula_degree<F> * k);
      if (r == r) return r;
    }
  }
  if (!fast_path_tried) {
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
  // orient3d near a degeneracy: the exact differences' heads and tails (heads_and_tails.hpp).
  if constexpr (std::is_same_v<F, orient3d_formula>) {
    const double e = heads_and_tails_value(y, k);
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

/// The coordinates of the points p..., in a row (x, y[, z] each), as the stages take them.
template <class F, class... P, std::size_t... I>
EXACTPRED_ALWAYS_INLINE std::array<double, F::arity> coordinates_of(std::index_sequence<I...>,
                                                                    const P&... p) {
  const std::common_type_t<P...>* const point[] = {&p...};
  return {member_coordinate<I % F::dim>(*point[I / F::dim])...};
}

/// staged_value on the points p...
template <class F, class... P>
EXACTPRED_NOINLINE double staged_value_of(const char* name, bool fast_path_tried, const P&... p) {
  const auto x = coordinates_of<F>(std::make_index_sequence<F::arity>{}, p...);
  return staged_value<F>(name, x.data(), fast_path_tried);
}

/// The value of F on the points p..., correctly rounded, where the CPU has no FMA (with it, the
/// public functions jump to the FMA fast path, value_paths.hpp, which goes on to staged_value
/// itself). The fast path: inputs inside the value window (every one zero or a normal number of
/// moderate exponent; NaN and infinities are outside) and a caller that rounds to nearest
/// (rounds_to_nearest: two additions, no read of the control register). The double-double
/// evaluation then needs no environment of its own: every value it forms is a multiple of
/// 2^-1022 below 2^958 (value_window), so no operand or result is subnormal (flush-to-zero and
/// denormals-are-zero change nothing) and nothing underflows, overflows or traps; only its bound
/// E m could underflow, and m is raised to 2^-900 for it (a larger bound). Everything else, and
/// every value the double-double evaluation cannot certify, goes to the stages (staged_value).
template <class F, class... P>
EXACTPRED_NOINLINE double value_without_fma(const char* name, const P&... p) {
  constexpr auto seq = std::make_index_sequence<F::arity>{};
  const auto x = coordinates_of<F>(seq, p...);
  const bool fast = in_value_window<F>(x.data(), seq) && rounds_to_nearest();
  if (fast) {
    const double v = double_double_value<F>(x.data(), 0, seq, 0x1p-900);
    if (v == v) return v;
  }
  return staged_value<F>(name, x.data(), fast);
}

}  // namespace

double scaled_and_rounded(double r, int e) {
  const std::uint64_t bits = bits_of(r);
  const int field = static_cast<int>(bits >> 52 & 0x7FF);
  std::uint64_t m = bits & 0xFFFFFFFFFFFFFull;
  if (field != 0)
    m |= std::uint64_t{1} << 52;  // normal: the implicit bit; subnormal: 2^-1074 units
  const signed_limbs limbs{&m, m != 0 ? 1 : 0, (bits >> 63) != 0};
  return round_to_double(limbs, (field != 0 ? field : 1) - 1075 + e);
}

double orient2d_value_staged(const point2& a, const point2& b, const point2& c,
                             bool fast_path_tried) {
  return staged_value_of<orient2d_formula>("orient2d_value", fast_path_tried, a, b, c);
}

double orient3d_value_staged(const point3& a, const point3& b, const point3& c, const point3& d,
                             bool fast_path_tried) {
  return staged_value_of<orient3d_formula>("orient3d_value", fast_path_tried, a, b, c, d);
}

double incircle_value_staged(const point2& a, const point2& b, const point2& c, const point2& d,
                             bool fast_path_tried) {
  return staged_value_of<incircle_formula>("incircle_value", fast_path_tried, a, b, c, d);
}

double insphere_value_staged(const point3& a, const point3& b, const point3& c, const point3& d,
                             const point3& e, bool fast_path_tried) {
  return staged_value_of<insphere_formula>("insphere_value", fast_path_tried, a, b, c, d, e);
}

}  // namespace detail

// Where the CPU has FMA, one test and a jump to its fast path: nothing is copied or stored here.
double orient2d_value(const point2& a, const point2& b, const point2& c) {
#if defined(EXACTPRED_FMA_STAGE)
  if (detail::has_fma) return detail::orient2d_value_fma(a, b, c);
#endif
  return detail::value_without_fma<detail::orient2d_formula>("orient2d_value", a, b, c);
}

double orient3d_value(const point3& a, const point3& b, const point3& c, const point3& d) {
#if defined(EXACTPRED_FMA_STAGE)
  if (detail::has_fma) return detail::orient3d_value_fma(a, b, c, d);
#endif
  return detail::value_without_fma<detail::orient3d_formula>("orient3d_value", a, b, c, d);
}

double incircle_value(const point2& a, const point2& b, const point2& c, const point2& d) {
#if defined(EXACTPRED_FMA_STAGE)
  if (detail::has_fma) return detail::incircle_value_fma(a, b, c, d);
#endif
  return detail::value_without_fma<detail::incircle_formula>("incircle_value", a, b, c, d);
}

double insphere_value(const point3& a, const point3& b, const point3& c, const point3& d,
                      const point3& e) {
#if defined(EXACTPRED_FMA_STAGE)
  if (detail::has_fma) return detail::insphere_value_fma(a, b, c, d, e);
#endif
  return detail::value_without_fma<detail::insphere_formula>("insphere_value", a, b, c, d, e);
}

}  // namespace v0
}  // namespace exactpred
