// SPDX-License-Identifier: MIT
// src/planar_sum.hpp — the expansion and exact strategies for a sum of n terms of one formula
// (see include/exactpred/detail/planar_sum.hpp), and the macro that instantiates them.
//
// Both strategies rely on homogeneity, as the one-formula strategies of stages_impl.hpp do:
// every term is a degree-d polynomial, so scaling every coordinate of every term by the same
// 2^k scales the sum by 2^(kd) > 0.
//   * The expansion strategy picks one k for all terms so that every term's intermediate
//     values are multiples of 2^-1074 and, together with every partial sum (at most
//     n * count * L^d), stay below 2^958; it evaluates each term on expansions and adds it to
//     an accumulator expansion, compressed after every term. The accumulator lives on the
//     stack while it is short and moves to the heap only when it outgrows that (many terms
//     with widely spread exponents).
//   * The exact strategy scales all coordinates to integers by the same 2^-lo and accumulates
//     the exact integer terms; one limb more than a single term needs holds any sum of up to
//     2^64 terms.
#ifndef EXACTPRED_SRC_PLANAR_SUM_HPP
#define EXACTPRED_SRC_PLANAR_SUM_HPP

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "exactpred/detail/planar_sum.hpp"
#include "stages_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// Storage for one expansion: inline up to `inline_capacity` components, else on the heap.
class expansion_buffer {
 public:
  static constexpr int inline_capacity = 128;
  /// Room for n components; the previous contents are not kept.
  double* room(int n) {
    if (n <= inline_capacity) return inline_;
    if (heap_.size() < static_cast<std::size_t>(n)) heap_.resize(static_cast<std::size_t>(n));
    return heap_.data();
  }

 private:
  double inline_[inline_capacity];
  std::vector<double> heap_;
};

inline exponent_range merge(exponent_range a, const exponent_range& b) {
  if (b.all_zero) return a;
  if (a.all_zero) return b;
  a.low = b.low < a.low ? b.low : a.low;
  a.high = b.high > a.high ? b.high : a.high;
  return a;
}

inline exponent_range summed_range(std::size_t n, term_source terms, int arity, double* x) {
  exponent_range r;
  for (std::size_t i = 0; i < n; ++i) {
    terms.get(terms.ctx, i, x);
    r = merge(r, range_of(x, arity));
  }
  return r;
}

template <class F, std::size_t... I>
inline auto expansion_term(const double* y, std::index_sequence<I...> seq) {
  return exact_expansion<F>(y, seq);
}

template <class F>
std::optional<sign> summed_expansion_sign(std::size_t n, term_source terms) {
  fp_env_guard env;
  double x[F::arity];
  const exponent_range range = summed_range(n, terms, F::arity, x);
  if (range.all_zero) return sign::zero;
  constexpr int d = formula_degree<F>;
  constexpr int log2c = ceil_log2(formula_count<F>) + 2;
  const int log2n = ceil_log2(static_cast<double>(n));
  // As in expansion_sign, with room for the n-term sum: every partial sum is at most
  // n * count * max(1, |x|)^d after scaling.
  const int k_min = ceil_div(-1074, d) - range.low;
  const int k_max = floor_div(958 - log2c - log2n, d) - range.high - 1;
  if (k_min > k_max) return std::nullopt;
  const int k = k_min > 0 ? k_min : (k_max < 0 ? k_max : 0);
  expansion_buffer buffers[2];
  double* acc = buffers[0].room(0);
  int nacc = 0;
  int current = 0;
  for (std::size_t i = 0; i < n; ++i) {
    terms.get(terms.ctx, i, x);
    scale_by_power_of_two(x, x, F::arity, k);
    const auto t = expansion_term<F>(x, std::make_index_sequence<F::arity>{});
    if (!t.ok) return std::nullopt;
    if (t.n == 0) continue;
    double* out = buffers[1 - current].room(nacc + t.n);
    int nout = xp::sum(acc, nacc, t.c, t.n, false, out);
    if (nout > 4) nout = xp::compress(out, nout);
    acc = out;
    nacc = nout;
    current = 1 - current;
  }
  return xp::sign_of(acc, nacc);
}

template <class F, std::size_t... I>
inline auto exact_term(const double* x, int low, std::index_sequence<I...>) {
  return F::eval(integer_leaf<wide_int<exact_limbs<F> + 1>>(x[I], low)...);
}

template <class F>
sign summed_exact_sign(std::size_t n, term_source terms) {
  double x[F::arity];
  const exponent_range range = summed_range(n, terms, F::arity, x);
  if (range.all_zero) return sign::zero;
  wide_int<exact_limbs<F> + 1> sum;
  for (std::size_t i = 0; i < n; ++i) {
    terms.get(terms.ctx, i, x);
    sum = sum + exact_term<F>(x, range.low, std::make_index_sequence<F::arity>{});
  }
  return static_cast<sign>(sum.sign());
}

/// What the strategies for a sum share: its terms.
template <class F>
struct summed_path {
  std::size_t n;
  term_source terms;
};

struct summed_expansion_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::expansion;
  template <class F>
  static std::optional<sign> decide(const summed_path<F>& p) {
    return summed_expansion_sign<F>(p.n, p.terms);
  }
};

struct summed_exact_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::exact;
  template <class F>
  static std::optional<sign> decide(const summed_path<F>& p) {
    return summed_exact_sign<F>(p.n, p.terms);
  }
};

template <class F>
sign summed_slow_sign(std::size_t n, term_source terms) {
  const summed_path<F> p{n, terms};
  return run_strategies(p, strategy_list<summed_expansion_strategy, summed_exact_strategy>{});
}

#define EXACTPRED_INSTANTIATE_SUMMED(F)                                                    \
  template std::optional<sign> summed_expansion_sign<F>(std::size_t n, term_source terms); \
  template sign summed_exact_sign<F>(std::size_t n, term_source terms);                    \
  template sign summed_slow_sign<F>(std::size_t n, term_source terms)

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_PLANAR_SUM_HPP
