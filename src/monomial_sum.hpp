// SPDX-License-Identifier: MIT
// src/monomial_sum.hpp — the exact sign of a formula of few monomials, for any finite inputs
// (the exact stage of orient2d, orient3d and incircle, and of every formula as small): the formula
// expanded into its monomials, each a product of inputs held exactly as an odd integer times a
// power of two, then summed exactly over the limbs their bits occupy.
//
// Why. Inputs whose exponents lie thousands of bits apart (1e-300 beside 1e300) are out of reach
// of the double-based stages, and a fixed-size integer wide enough for every finite input
// (wide_int.hpp: thousands of bits) spends its time on limbs that are zero. A monomial is a
// product of at most d inputs: d 53-bit significands, at most 53 d bits wherever its exponent
// lies, and the exact sum of a few dozen such terms needs only the limbs between the lowest and
// the highest of their bits.
//
// The expansion. F::eval runs on `monomials<N, L>`: N terms, each sign * m * 2^e with m an odd
// integer of L 64-bit limbs. A leaf (an input) is one term (none for a zero); a sum or difference
// concatenates the terms (no arithmetic, so nothing is lost); a product multiplies every pair of
// terms (the significands exactly, as multi-limb integers; the product of odd integers is odd, so
// e stays the exponent of the lowest set bit). The value of the formula is the exact sum of the
// terms. N and L are fixed at compile time by the formula's shape (orient2d: 8 terms of 2 limbs,
// orient3d: 48 of 3, incircle: 192 of 4); formulas of more than monomial_cap terms (insphere:
// 2304) keep the integer stage.
//
// The sum. Every term lies between 2^low (the least e) and 2^(top + 1) (top: the highest set
// bit of any term), so the positive terms and the negative ones are each summed exactly in an
// unsigned integer of top - low + 1 + ceil(log2(N)) bits, counted from 2^low, and the two
// compared limb by limb from the top. Its size follows the terms: a few limbs where the inputs'
// exponents are close, at most 2098 d bits (d inputs to a term) where they span the whole range.
//
// No floating-point operation is involved (the inputs are read as bits), so no environment
// changes the answer; no heap is used (every array's size is a compile-time constant).
#ifndef EXACTPRED_SRC_MONOMIAL_SUM_HPP
#define EXACTPRED_SRC_MONOMIAL_SUM_HPP

#include <cstdint>
#include <utility>

#include "exactpred/sign.hpp"
#include "portability.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// The most terms a formula may expand into for the monomial stage.
inline constexpr int monomial_cap = 192;

/// One term: (-1)^negative * m * 2^e, m odd (limbs m[0 .. L), least significant first).
template <int L>
struct monomial {
  std::uint64_t m[L];
  int e;
  bool negative;
};

/// A formula's value as N terms (n of them present).
template <int N, int L>
struct monomials {
  static constexpr int capacity = N;
  static constexpr int limbs = L;
  int n = 0;
  monomial<L> t[N];
};

/// The exact value of an input, |x| = odd * 2^low: one term, or none for a zero (the caller
/// decodes the bits: anatomy in stages_impl.hpp).
inline monomials<1, 1> monomial_leaf(bool zero, bool negative, std::uint64_t odd, int low) {
  monomials<1, 1> r;
  if (zero) return r;
  r.n = 1;
  r.t[0].m[0] = odd;
  r.t[0].e = low;
  r.t[0].negative = negative;
  return r;
}

template <int L, int M>
inline void widen_into(const monomial<L>& a, monomial<M>& r, bool negate) {
  for (int i = 0; i < L; ++i) r.m[i] = a.m[i];
  for (int i = L; i < M; ++i) r.m[i] = 0;
  r.e = a.e;
  r.negative = a.negative != negate;
}

template <int NA, int LA, int NB, int LB>
inline monomials<NA + NB, (LA > LB ? LA : LB)> concatenate(const monomials<NA, LA>& a,
                                                           const monomials<NB, LB>& b,
                                                           bool negate_b) {
  monomials<NA + NB, (LA > LB ? LA : LB)> r;
  for (int i = 0; i < a.n; ++i) widen_into(a.t[i], r.t[i], false);
  for (int i = 0; i < b.n; ++i) widen_into(b.t[i], r.t[a.n + i], negate_b);
  r.n = a.n + b.n;
  return r;
}

template <int NA, int LA, int NB, int LB>
inline auto operator+(const monomials<NA, LA>& a, const monomials<NB, LB>& b) {
  return concatenate(a, b, false);
}

template <int NA, int LA, int NB, int LB>
inline auto operator-(const monomials<NA, LA>& a, const monomials<NB, LB>& b) {
  return concatenate(a, b, true);
}

template <int N, int L>
inline monomials<N, L> operator-(const monomials<N, L>& a) {
  monomials<N, L> r = a;
  for (int i = 0; i < r.n; ++i) r.t[i].negative = !r.t[i].negative;
  return r;
}

template <int NA, int LA, int NB, int LB>
inline monomials<NA * NB, LA + LB> operator*(const monomials<NA, LA>& a,
                                             const monomials<NB, LB>& b) {
  monomials<NA * NB, LA + LB> r;
  for (int i = 0; i < a.n; ++i) {
    for (int j = 0; j < b.n; ++j) {
      monomial<LA + LB>& p = r.t[r.n++];
      for (int k = 0; k < LA + LB; ++k) p.m[k] = 0;
      // Schoolbook multiplication; each row's carry lands in a limb not yet written.
      for (int x = 0; x < LA; ++x) {
        std::uint64_t carry = 0;
        for (int y = 0; y < LB; ++y) {
          carry = multiply_accumulate(a.t[i].m[x], b.t[j].m[y], p.m[x + y], carry);
        }
        p.m[x + LB] = carry;
      }
      p.e = a.t[i].e + b.t[j].e;
      p.negative = a.t[i].negative != b.t[j].negative;
    }
  }
  return r;
}

/// Counts terms through F::eval from the types alone, saturating above monomial_cap (a large
/// formula's count would overflow, and its monomials type would be far too large to build).
template <long N>
struct monomial_counter {
  static constexpr long count = N;
};
constexpr long saturated(long n) { return n > monomial_cap ? monomial_cap + 1 : n; }
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

/// The number of terms F expands into (its monomials counted with repetition), or
/// monomial_cap + 1 when there are more.
template <class F, std::size_t... I>
constexpr long monomial_count_of(std::index_sequence<I...>) {
  using R = decltype(F::eval((static_cast<void>(I), monomial_counter<1>{})...));
  return R::count;
}
template <class F>
inline constexpr long monomial_count = monomial_count_of<F>(std::make_index_sequence<F::arity>{});

/// The exponent of the highest set bit of a term.
template <int L>
inline int top_bit(const monomial<L>& t) {
  int k = L - 1;
  while (t.m[k] == 0) --k;  // m is odd, so some limb is not zero
  return t.e + 64 * k + 63 - count_leading_zeros(t.m[k]);
}

/// Adds m * 2^shift (shift >= 0, relative to the accumulator's bit 0) into acc.
template <int L>
inline void accumulate(std::uint64_t* acc, const std::uint64_t* m, int shift) {
  const int word = shift / 64;
  const int bit = shift % 64;
  std::uint64_t carry = 0;
  for (int i = 0; i <= L; ++i) {
    const std::uint64_t lo = i < L ? m[i] << bit : 0;
    const std::uint64_t hi = i > 0 && bit != 0 ? m[i - 1] >> (64 - bit) : 0;
    const std::uint64_t add = lo | hi;
    std::uint64_t& a = acc[word + i];
    const std::uint64_t s = a + add;
    const std::uint64_t c1 = s < add;
    a = s + carry;
    carry = c1 | (a < s);
  }
  for (int i = word + L + 1; carry != 0; ++i) {  // the span has room for every carry
    acc[i] += 1;
    carry = acc[i] == 0;
  }
}

/// The sign of the sum of r's terms (see the top of the file).
template <int N, int L>
sign sign_of_sum(const monomials<N, L>& r) {
  if (r.n == 0) return sign::zero;
  constexpr int G = [] {
    int g = 0;
    while ((1 << g) < N) ++g;  // 2^G >= N
    return g;
  }();
  // Every term is a product of at most L inputs: e >= -1074 L and top bit < 1024 L, so the
  // accumulators need (top - low + 1) + G bits, plus the L + 1 limbs accumulate touches from a
  // term's first limb.
  constexpr int span_limbs = (2098 * L + G) / 64 + L + 2;
  int low = r.t[0].e, top = top_bit(r.t[0]);
  for (int i = 1; i < r.n; ++i) {
    low = r.t[i].e < low ? r.t[i].e : low;
    const int hi = top_bit(r.t[i]);
    top = hi > top ? hi : top;
  }
  const int used = (top - low + G) / 64 + L + 1;
  std::uint64_t positive[span_limbs], negative[span_limbs];
  for (int i = 0; i < used; ++i) positive[i] = negative[i] = 0;
  for (int i = 0; i < r.n; ++i) {
    const monomial<L>& t = r.t[i];
    accumulate<L>(t.negative ? negative : positive, t.m, t.e - low);
  }
  for (int i = used - 1; i >= 0; --i) {
    if (positive[i] != negative[i])
      return positive[i] > negative[i] ? sign::positive : sign::negative;
  }
  return sign::zero;
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_MONOMIAL_SUM_HPP
