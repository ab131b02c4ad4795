// SPDX-License-Identifier: MIT
// src/monomial_sum.hpp — the exact sign of a formula of few monomials, for any finite inputs
// (the exact stage of the core predicates and of every formula as small): the formula's
// monomials in its inputs (symbolic_polynomial.hpp: expanded at compile time, like terms combined),
// each a product of inputs held exactly as an odd integer times a power of two, summed exactly
// over the limbs their bits occupy.
//
// Why. Inputs whose exponents lie thousands of bits apart (1e-300 beside 1e300) are out of reach
// of the double-based stages, and a fixed-size integer wide enough for every finite input
// (wide_int.hpp: thousands of bits) spends its time on limbs that are zero. A monomial is a
// product of d inputs: d 53-bit significands, at most 53 d bits wherever its exponent lies, and
// the exact sum of a few hundred such terms needs only the limbs between the lowest and the
// highest of their bits.
//
// The terms. monomial_table<F> lists F's monomials (orient2d 6, orient3d 24, incircle 48,
// insphere 360), each as d input indices and an integer coefficient. A term with a zero factor
// is left out; the others are c * m * 2^e with m the product of the factors' odd significands
// (d limbs of 64 bits, exactly) and e the sum of their lowest set bits.
//
// The sum. Every term lies between 2^low (the least e) and 2^(top + 1) (top: above the highest
// set bit of any term, from the factors' exponents), so the positive terms and the negative ones
// are each summed exactly in an unsigned integer of top - low + 1 + ceil(log2(N)) bits, counted
// from 2^low, and the two compared limb by limb from the top. Its size follows the terms: a few
// limbs where the inputs' exponents are close, at most 2098 d bits where they span the whole
// range.
//
// No floating-point operation is involved (the inputs are read as bits), so no environment
// changes the answer; no heap is used (every array's size is a compile-time constant).
#ifndef EXACTPRED_SRC_MONOMIAL_SUM_HPP
#define EXACTPRED_SRC_MONOMIAL_SUM_HPP

#include <cstdint>
#include <utility>

#include "exactpred/detail/filter.hpp"
#include "exactpred/sign.hpp"
#include "portability.hpp"
#include "symbolic_polynomial.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// The most monomials a formula may have for the monomial stage.
inline constexpr int monomial_cap = 400;

/// The most terms a formula may expand into, distributed term by term before like terms are
/// combined, for its symbolic expansion to be tried at all (which costs compile time).
inline constexpr long distributed_cap = 8192;

/// Counts terms through F::eval from the types alone, saturating above distributed_cap (a large
/// formula's count would overflow).
template <long N>
struct monomial_counter {
  static constexpr long count = N;
};
constexpr long saturated(long n) { return n > distributed_cap ? distributed_cap + 1 : n; }
template <long A, long B>
constexpr monomial_counter<saturated(A + B)> operator+(const monomial_counter<A>&,
                                                       const monomial_counter<B>&) {
  return {};
}
template <long A, long B>
constexpr monomial_counter<saturated(A + B)> operator-(const monomial_counter<A>&,
                                                       const monomial_counter<B>&) {
  return {};
}
template <long A>
constexpr monomial_counter<A> operator-(const monomial_counter<A>&) {
  return {};
}
template <long A, long B>
constexpr monomial_counter<saturated(A* B)> operator*(const monomial_counter<A>&,
                                                      const monomial_counter<B>&) {
  return {};
}

/// The number of terms F distributes into (before like terms are combined), or
/// distributed_cap + 1 when there are more.
template <class F, std::size_t... I>
constexpr long distributed_count_of(std::index_sequence<I...>) {
  using R = decltype(F::eval((static_cast<void>(I), monomial_counter<1>{})...));
  return R::count;
}
template <class F>
inline constexpr long distributed_count =
    distributed_count_of<F>(std::make_index_sequence<F::arity>{});

/// F's symbolic expansion, for formulas small enough to try (else an empty one marked overflow).
template <class F>
constexpr symbolic_polynomial symbolic_expansion() {
  if constexpr (distributed_count<F> <= distributed_cap && F::arity <= 31 &&
                formula_degree<F> <= max_symbolic_degree) {
    return expand_symbolic<F>(std::make_index_sequence<F::arity>{});
  } else {
    symbolic_polynomial r;
    r.overflow = true;
    return r;
  }
}

/// F's monomials as the monomial stage reads them: N terms of degree D in lexicographic order of
/// their factors, term k the product of the inputs index[k][0 .. D) (in decreasing order) times
/// coefficient[k]. shared[k]: how many leading factors term k shares with term k - 1, whose
/// partial products it reuses; inputs[k]: the inputs it contains; odd_inputs[k]: those it
/// contains an odd number of times (the ones whose signs enter its sign).
template <int N, int D>
struct monomial_list {
  std::uint8_t index[N][D];
  std::uint8_t shared[N];
  std::uint32_t inputs[N];
  std::uint32_t odd_inputs[N];
  long long coefficient[N];
  int coefficient_bits;  // bits of the largest |coefficient|
};

template <class F>
struct monomial_table {
 private:
  static constexpr symbolic_polynomial expansion = symbolic_expansion<F>();

 public:
  /// Whether the monomial stage applies: the expansion fits and has at most monomial_cap terms.
  static constexpr bool fits =
      !expansion.overflow && expansion.n > 0 && expansion.n <= monomial_cap;
  static constexpr int count = fits ? expansion.n : 1;
  static constexpr int degree = fits ? key_degree(expansion.t[0].key) : 1;

 private:
  using list_type = monomial_list<count, degree>;
  static constexpr list_type build() {
    list_type r{};
    if (!fits) return r;
    long long largest = 0;
    for (int k = 0; k < count; ++k) {
      const symbolic_term& t = expansion.t[k];
      // Factors in decreasing order: the expansion is sorted by key, which compares the highest
      // index first, so the terms are then in lexicographic order of their factors.
      for (int j = 0; j < degree; ++j) {
        r.index[k][j] = static_cast<std::uint8_t>(key_index(t.key, degree - 1 - j));
      }
      r.coefficient[k] = t.coefficient;
      const long long a = t.coefficient < 0 ? -t.coefficient : t.coefficient;
      largest = a > largest ? a : largest;
    }
    while (largest != 0) {
      ++r.coefficient_bits;
      largest >>= 1;
    }
    for (int k = 0; k < count; ++k) {
      int s = 0;
      while (k > 0 && s < degree && r.index[k][s] == r.index[k - 1][s]) ++s;
      r.shared[k] = static_cast<std::uint8_t>(s);
      for (int j = 0; j < degree; ++j) {
        r.inputs[k] |= std::uint32_t{1} << r.index[k][j];
        r.odd_inputs[k] ^= std::uint32_t{1} << r.index[k][j];
      }
    }
    return r;
  }
  static constexpr bool homogeneous() {
    for (int k = 0; k < count && fits; ++k) {
      if (key_degree(expansion.t[k].key) != degree) return false;
    }
    return true;
  }
  static_assert(homogeneous(), "formulas are homogeneous polynomials");

 public:
  static constexpr list_type list = build();
};

/// Adds m * 2^shift (shift >= 0, relative to the accumulator's bit 0) into acc.
template <int L>
inline void accumulate(std::uint64_t* acc, const std::uint64_t* m, int shift) {
  const int word = shift / 64;
  const int bit = shift % 64;
  std::uint64_t* a = acc + word;
  std::uint64_t carry = 0;
#pragma GCC unroll 16
  for (int i = 0; i <= L; ++i) {
    // The limb's bits from m[i] and, above a shift, the top of m[i - 1]: (x >> 1) >> (63 - bit)
    // is x >> (64 - bit), and 0 for bit = 0, with no shift by 64.
    const std::uint64_t lo = i < L ? m[i] << bit : 0;
    const std::uint64_t hi = i > 0 ? (m[i - 1] >> 1) >> (63 - bit) : 0;
    const std::uint64_t add = lo | hi;
    const std::uint64_t s = a[i] + add;
    const std::uint64_t c1 = s < add;
    a[i] = s + carry;
    carry = c1 | (a[i] < s);
  }
  for (int i = L + 1; carry != 0; ++i) {  // the span has room for every carry
    a[i] += 1;
    carry = a[i] == 0;
  }
}

/// Limbs of a term's significand: D factors below 2^53 and the coefficient.
template <class F>
inline constexpr int monomial_limbs = (53 * monomial_table<F>::degree +
                                       monomial_table<F>::list.coefficient_bits + 63) /
                                      64;

/// Bits of the count of terms, rounded up: 2^G >= N.
constexpr int count_bits(int n) {
  int g = 0;
  while ((1 << g) < n) ++g;
  return g;
}

/// Limbs of monomial_sum's accumulators. Every factor lies between 2^-1074 and 2^1024, so a term
/// spans at most 2098 D bits plus the coefficient's, and the sums need that plus log2(N) bits,
/// plus the L + 1 limbs accumulate touches from a term's first limb.
template <class F>
inline constexpr int monomial_span = (2098 * monomial_table<F>::degree +
                                      monomial_table<F>::list.coefficient_bits +
                                      count_bits(monomial_table<F>::count)) /
                                         64 +
                                     monomial_limbs<F> + 2;

/// The exact sum of F's monomials on inputs given by their bits (a[i]: zero, negative, odd, low,
/// high of input i, as stages_impl.hpp's anatomy decodes them), for a formula whose
/// monomial_table fits: finish(positive, negative, used, low) with the positive and the negative
/// terms summed in positive[0 .. used) and negative[0 .. used), least significant limb first,
/// in units of 2^low; finish(nullptr, nullptr, 0, 0) when every term has a zero factor.
template <class F, class Bits, class Finish>
auto monomial_sum(const Bits* a, Finish&& finish) {
  using table = monomial_table<F>;
  static_assert(table::fits, "the monomial stage needs the formula's monomials");
  constexpr int N = table::count;
  constexpr int D = table::degree;
  constexpr const monomial_list<N, D>& list = table::list;
  constexpr int G = count_bits(N);
  constexpr int L = monomial_limbs<F>;
  constexpr int span_limbs = monomial_span<F>;
  // Which inputs are zero and which negative.
  std::uint32_t zero = 0, negative_inputs = 0;
  for (int i = 0; i < F::arity; ++i) {
    zero |= static_cast<std::uint32_t>(a[i].zero) << i;
    negative_inputs |= static_cast<std::uint32_t>(a[i].negative) << i;
  }
  // The terms lie between 2^low and 2^(top + 1). Few terms: low the least of their exponents, top
  // the greatest of their highest bits (a product of values below 2^(high + 1) is below 2^(sum
  // of (high + 1))), so that the accumulators span only the bits the terms have. Many terms: from
  // the inputs alone, the least lowest set bit and the greatest highest bit of a nonzero input (D
  // times each), which costs less than a pass over the terms.
  int low = 0, top = 0;
  bool any = false;
  if constexpr (N <= 64) {
    for (int k = 0; k < N; ++k) {
      if ((list.inputs[k] & zero) != 0) continue;
      int e = 0, hi = D + list.coefficient_bits;
#pragma GCC unroll 16
      for (int j = 0; j < D; ++j) {
        e += a[list.index[k][j]].low;
        hi += a[list.index[k][j]].high;
      }
      low = !any || e < low ? e : low;
      top = !any || hi > top ? hi : top;
      any = true;
    }
  } else {
    int least = 0, greatest = 0;
    for (int i = 0; i < F::arity; ++i) {
      if (a[i].zero) continue;
      least = !any || a[i].low < least ? a[i].low : least;
      greatest = !any || a[i].high > greatest ? a[i].high : greatest;
      any = true;
    }
    low = D * least;
    top = D * (greatest + 1) + list.coefficient_bits;
  }
  if (!any) return finish(nullptr, nullptr, 0, 0);
  const int used = (top - low + G) / 64 + L + 1;
  std::uint64_t positive[span_limbs], negative[span_limbs];
  for (int i = 0; i < used; ++i) positive[i] = negative[i] = 0;
  // product[j]: the product of term k's first j + 1 factors' significands (j + 1 limbs), kept for
  // the next terms that share those factors; exponent[j] the sum of their lowest set bits.
  // `valid`: how many of these levels hold the factors of the term before.
  constexpr int W = L > D ? L : D;  // limbs of a row (those above its j + 1 stay zero)
  std::uint64_t product[D][W] = {};
  int exponent[D] = {};
  int valid = 0;
  for (int k = 0; k < N; ++k) {
    const int reuse = list.shared[k] < valid ? list.shared[k] : valid;
    if ((list.inputs[k] & zero) != 0) {  // a zero factor: no term
      valid = reuse;
      continue;
    }
#pragma GCC unroll 16
    for (int j = 0; j < D; ++j) {
      if (j < reuse) continue;
      const Bits& f = a[list.index[k][j]];
      if (j == 0) {
        product[0][0] = f.odd;
        exponent[0] = f.low;
      } else {
        std::uint64_t carry = 0;
#pragma GCC unroll 16
        for (int i = 0; i < j; ++i) {
          std::uint64_t r = 0;
          carry = multiply_accumulate(product[j - 1][i], f.odd, r, carry);
          product[j][i] = r;
        }
        product[j][j] = carry;
        exponent[j] = exponent[j - 1] + f.low;
      }
    }
    valid = D;
    const bool negative_term =
        parity(list.odd_inputs[k] & negative_inputs) != static_cast<int>(list.coefficient[k] < 0);
    // The significand, below 2^(53 D) times the coefficient's magnitude: L limbs.
    const std::uint64_t* significand = product[D - 1];
    std::uint64_t scaled[W];
    const long long c = list.coefficient[k];
    if (c != 1 && c != -1) {
      const std::uint64_t magnitude = static_cast<std::uint64_t>(c < 0 ? -c : c);
      std::uint64_t carry = 0;
      for (int i = 0; i < W; ++i) {
        std::uint64_t r = 0;
        carry = multiply_accumulate(product[D - 1][i], magnitude, r, carry);
        scaled[i] = r;
      }
      significand = scaled;
    }
    accumulate<L>(negative_term ? negative : positive, significand, exponent[D - 1] - low);
  }
  return finish(static_cast<const std::uint64_t*>(positive),
                static_cast<const std::uint64_t*>(negative), used, low);
}

/// The highest limb where monomial_sum's two sums differ, or -1 when they are equal.
inline int highest_difference(const std::uint64_t* positive, const std::uint64_t* negative,
                              int used) {
  int i = used - 1;
  while (i >= 0 && positive[i] == negative[i]) --i;
  return i;
}

/// The exact sign of F (monomial_sum): the positive terms' sum against the negative ones', limb
/// by limb from the top.
template <class F, class Bits>
sign monomial_sum_sign(const Bits* a) {
  return monomial_sum<F>(
      a, [](const std::uint64_t* positive, const std::uint64_t* negative, int used, int) {
        const int i = highest_difference(positive, negative, used);
        if (i < 0) return sign::zero;
        return positive[i] > negative[i] ? sign::positive : sign::negative;
      });
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_MONOMIAL_SUM_HPP
