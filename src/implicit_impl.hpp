// SPDX-License-Identifier: MIT
// src/implicit_impl.hpp — how the formulas of exactpred/detail/implicit_formulas.hpp are
// evaluated, and the tables the predicates on implicit points dispatch through (one per
// predicate, indexed by the counts of each point kind after sorting). Included by the
// translation units that instantiate them (implicit_2d.cpp, implicit_3d.cpp,
// implicit_orient3d.cpp); never by users.
//
// Formulas of moderate degree (every one with at most one or two implicit points) run the
// library's stages unchanged: the inline filter, then slow_sign (double-double, expansions,
// exact integers). The filter's input window and underflow constant (detail/filter.hpp) do not
// exist beyond degree 18 or so, and expansions of such degrees outgrow their fixed storage at
// once, so the high-degree formulas (orient3d with three or four tpi, incircle with four ssi,
// ...) take a path of their own, still exact for every finite input:
//   * inputs spanning few bits: the formula in plain doubles or 128-bit integers (exact);
//   * after the exact rescaling before the double-double and expansion strategies (in the
//     library's floating-point environment): the dynamic filter (value and magnitude in
//     doubles, the bound of filter.hpp with its underflow term), then double-double with its
//     derived bound;
//   * the exact strategy: fixed-size big integers sized from the degree (wide_int.hpp).
// Expansions are skipped there (their products of long expansions do not fit the capped
// storage, and they would cost the most compile time).
// They are a list of strategies run as slow_sign runs its own (stages_impl.hpp), each decision
// counted (exactpred/statistics.hpp) under the name of the strategy that made it: narrow_double,
// int128, dynamic_filter, double_double, exact.
#ifndef EXACTPRED_SRC_IMPLICIT_IMPL_HPP
#define EXACTPRED_SRC_IMPLICIT_IMPL_HPP

#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>

#include "exactpred/detail/filter.hpp"
#include "exactpred/detail/implicit_formulas.hpp"
#include "exactpred/detail/stages.hpp"
#include "exactpred/sign.hpp"
#include "stages_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// True when the inline filter's constants exist for F (filter.hpp's static assertions hold):
/// the underflow coefficient is in range and the input window is not empty.
template <class F>
constexpr bool ip_light() {
  using B = formula_bound<F>;
  const int d = B::degree;
  if (d > 16) return false;
  const double T = bound_coefficients<B>::T;
  if (!(T < 0x1p49)) return false;
  return window_lo<B>() < 0 && window_hi<B>() > 0;
}

/// The dynamic filter on rescaled inputs y (every intermediate value below 2^958; round to
/// nearest, no flush to zero): bound (1) of filter.hpp with its coefficients
/// (bound_coefficients: without the range checks of filter_constants, which high degrees
/// exceed).
template <class F, std::size_t... I>
std::optional<sign> ip_rescaled_filter(const double* y, std::index_sequence<I...>) {
  const auto r = F::eval(filter_input{y[I], std::fabs(y[I])}...);
  using B = typename decltype(r)::bound;
  constexpr double E = bound_coefficients<B>::E;
  constexpr double T = bound_coefficients<B>::T;
  constexpr double K = T * 0x1p-1074 > 0x1p-1020 ? T * 0x1p-1074 : 0x1p-1020;
  double lam = 1;
  for (int i = 0; i < F::arity; ++i) lam = std::fmax(lam, std::fabs(y[i]));
  double pow = 1;
  for (int i = 2; i < B::degree; ++i) pow *= lam;
  const double bound = (E * r.m + K * filter_fault * (1 + pow)) * (1 + 0x1p-40);
  if (std::fabs(r.v) > bound) return sign_of(r.v);
  return std::nullopt;
}

/// A big integer of the exact stage kept on the heap: a high-degree formula holds hundreds of
/// intermediate values, each of up to 7 KB at full width, which would take megabytes of stack.
/// Used only for inputs whose exponents span too many bits for the stack tier below (rare), so
/// the common cases stay allocation-free.
template <int N>
class boxed_int {
 public:
  using integer = wide_int<N>;
  explicit boxed_int(integer v) : p_(new integer(v)) {}
  boxed_int(const boxed_int& o) : p_(new integer(*o.p_)) {}
  boxed_int(boxed_int&&) noexcept = default;
  boxed_int& operator=(const boxed_int&) = delete;
  const integer& value() const { return *p_; }

  friend boxed_int operator+(const boxed_int& a, const boxed_int& b) {
    return boxed_int(*a.p_ + *b.p_);
  }
  friend boxed_int operator-(const boxed_int& a, const boxed_int& b) {
    return boxed_int(*a.p_ - *b.p_);
  }
  friend boxed_int operator*(const boxed_int& a, const boxed_int& b) {
    return boxed_int(*a.p_ * *b.p_);
  }
  friend boxed_int operator-(const boxed_int& a) { return boxed_int(-*a.p_); }

 private:
  std::unique_ptr<integer> p_;
};

/// Limbs of the stack tier of the exact stage for high degrees: enough when the inputs, scaled
/// to integers, span at most about 100 bits (nearly every input that reaches that stage).
inline constexpr int ip_stack_limbs = 48;

template <int N>
int ip_int_sign(const wide_int<N>& v) {
  return v.sign();
}
template <int N>
int ip_int_sign(const boxed_int<N>& v) {
  return v.value().sign();
}

/// Formula F on the inputs scaled to integers (by 2^-low) as wide_int<N>, each converted by
/// `make` (to itself, or to a boxed_int).
template <class F, int N, class Make, std::size_t... I>
sign ip_integer_eval(const double* x, int low, Make make, std::index_sequence<I...>) {
  const auto r = F::eval(make(integer_leaf<wide_int<N>>(x[I], low))...);
  return static_cast<sign>(ip_int_sign(r));
}

/// The exact stage of a high-degree formula: fixed-size integers on the stack when the bound on
/// every intermediate value fits ip_stack_limbs, else heap-kept integers of the full width.
template <class F>
sign ip_heavy_exact(const double* x, const exponent_range& range) {
  constexpr auto seq = std::make_index_sequence<F::arity>{};
  const int span = range.high - range.low + 1;
  const long bits = static_cast<long>(formula_degree<F>) * span + ceil_log2(formula_count<F>) + 2;
  if (bits <= 64L * (ip_stack_limbs - 2)) {
    return ip_integer_eval<F, ip_stack_limbs>(
        x, range.low, [](const wide_int<ip_stack_limbs>& w) { return w; }, seq);
  }
  constexpr int N = exact_limbs<F>;
  return ip_integer_eval<F, N>(
      x, range.low, [](const wide_int<N>& w) { return boxed_int<N>(w); }, seq);
}

/// The dynamic filter of a high-degree formula, on the rescaled copy in the library's
/// environment (ip_rescaled_filter).
struct ip_rescaled_filter_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::dynamic_filter;
  template <class F>
  static std::optional<sign> decide(slow_path<F>& p) {
    return p.on_rescaled_in_environment([](const double* y) {
      return ip_rescaled_filter<F>(y, std::make_index_sequence<F::arity>{});
    });
  }
};

/// The exact strategy of a high-degree formula (ip_heavy_exact).
struct ip_heavy_exact_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::exact;
  template <class F>
  static std::optional<sign> decide(slow_path<F>& p) {
    return ip_heavy_exact<F>(p.input(), p.range());
  }
};

/// The strategies of a high-degree formula (see the top of this file), in slow_sign's order
/// with those that do not exist for it left out: narrow_double and int128 decide inputs that
/// span few bits (every input zero included), the double-double strategy runs after the
/// dynamic filter on the same rescaled copy, and the exact strategy decides the rest.
using ip_heavy_strategies =
    strategy_list<narrow_double_strategy, int128_strategy, ip_rescaled_filter_strategy,
                  double_double_strategy, ip_heavy_exact_strategy>;

/// The sign of a high-degree formula. Every x[i] finite.
template <class F>
sign ip_heavy_sign(const double* x) {
  slow_path<F> p(x);
  return run_strategies(p, ip_heavy_strategies{});
}

template <class F, std::size_t... I>
EXACTPRED_ALWAYS_INLINE std::optional<sign> ip_filter(const double* x, std::index_sequence<I...>) {
  return counted_filter_sign<F>(x[I]...);
}

/// The sign of formula F on x (every x[i] finite).
template <class F>
sign ip_formula_sign(const double* x) {
  if constexpr (ip_light<F>()) {
    if (const std::optional<sign> s = ip_filter<F>(x, std::make_index_sequence<F::arity>{})) {
      return *s;
    }
    return slow_sign<F>(x);
  } else {
    return ip_heavy_sign<F>(x);
  }
}

using ip_sign_fn = sign (*)(const double*);

/// The table of predicate P on N points: entry [na][nb] evaluates the formula on N - na - nb
/// explicit points, na of the first implicit kind, nb tpi (nullptr where there is none).
template <int P, int N>
struct ip_table {
  ip_sign_fn f[N + 1][N + 1];
};

template <int P, int N, int NA, int NB>
constexpr ip_sign_fn ip_entry() {
  if constexpr (NA + NB == 0 || NA + NB > N || (ip_predicate_dim(P) == 2 && NB > 0)) {
    return nullptr;
  } else {
    return &ip_formula_sign<ip_formula<P, N - NA - NB, NA, NB>>;
  }
}

template <int P, int N, std::size_t... A>
constexpr ip_table<P, N> ip_make_table(std::index_sequence<A...>) {
  ip_table<P, N> t{};
  ((t.f[A / (N + 1)][A % (N + 1)] =
        ip_entry<P, N, static_cast<int>(A / (N + 1)), static_cast<int>(A % (N + 1))>()),
   ...);
  return t;
}

/// Predicate P on points sorted by kind, with na of the first implicit kind and nb tpi:
/// the sign of its formula (implicit_2d.cpp, implicit_3d.cpp, implicit_orient3d.cpp).
sign ip_dispatch_2d(int predicate, int na, const double* x);
sign ip_dispatch_orient3d(int na, int nb, const double* x);
sign ip_dispatch_3d(int predicate, int na, int nb, const double* x);

/// The sign of W for an implicit point of kind K (its defining doubles x, all finite).
sign ip_w_sign(int kind, const double* x);

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_IMPLICIT_IMPL_HPP
