// SPDX-License-Identifier: MIT
// src/symbolic_polynomial.hpp — a formula's polynomial in its inputs, expanded at compile time:
// its monomials (each a multiset of input indices) with integer coefficients, like terms
// combined and cancelled terms gone.
//
// Why. A formula is written for the floating-point stages, in differences from a reference point
// (orient2d: (bx - ax)(cy - ay) - (by - ay)(cx - ax)). Distributed over its inputs term by term,
// as the exact stage must to hold every input exactly, it gives 2^d products per product of d
// differences, many of them equal with opposite signs: orient2d 8 terms for its 6 monomials,
// orient3d 48 for 24, incircle 192 for 48, insphere 2304 for 360 (the determinants' own
// expansions: 3!, 4!, 4! 2 and 5! 3 terms). The exact stage (monomial_sum.hpp) sums what is
// left: every cancelled pair is a product it does not form and a sum it does not carry.
//
// How. F::eval runs in a constant expression on symbolic_polynomial: a sorted list of
// (monomial, coefficient) pairs, where a monomial of degree at most max_symbolic_degree is its
// input indices in increasing order, packed into an integer (5 bits each, index + 1, first
// index in the lowest bits) so that equal monomials have equal keys. A sum merges the two sorted
// lists, adding the coefficients of equal keys and dropping zeros; a product adds the products of
// one term of the shorter factor with the other factor, one term at a time (a monomial times a
// sorted list, sorted again, then merged). A formula whose expansion does not fit (more than
// symbolic_capacity terms at some step, a monomial of higher degree, more than 31 inputs) marks
// the result `overflow`, and the exact stage keeps its integers.
#ifndef EXACTPRED_SRC_SYMBOLIC_POLYNOMIAL_HPP
#define EXACTPRED_SRC_SYMBOLIC_POLYNOMIAL_HPP

#include <cstdint>
#include <utility>

namespace exactpred {
inline namespace v0 {
namespace detail {

inline constexpr int max_symbolic_degree = 12;  // 12 indices of 5 bits in a 64-bit key
inline constexpr int symbolic_capacity = 512;   // terms at any step of the expansion

/// One monomial: key packs the sorted input indices (index + 1 in 5 bits each, lowest first; 0
/// ends the list), times an integer coefficient.
struct symbolic_term {
  std::uint64_t key = 0;
  long long coefficient = 0;
};

/// The degree of a monomial key.
constexpr int key_degree(std::uint64_t key) {
  int d = 0;
  while (key != 0) {
    ++d;
    key >>= 5;
  }
  return d;
}

/// The input index of factor k (0-based, k < key_degree(key)).
constexpr int key_index(std::uint64_t key, int k) {
  return static_cast<int>((key >> (5 * k)) & 31) - 1;
}

/// The product of two monomials (their indices merged in order), or 0 when its degree exceeds
/// max_symbolic_degree.
constexpr std::uint64_t key_product(std::uint64_t a, std::uint64_t b) {
  const int da = key_degree(a), db = key_degree(b);
  if (da + db > max_symbolic_degree) return 0;
  std::uint64_t r = 0;
  int i = 0, j = 0;
  for (int k = 0; k < da + db; ++k) {
    std::uint64_t next = 0;
    if (j == db || (i < da && ((a >> (5 * i)) & 31) <= ((b >> (5 * j)) & 31))) {
      next = (a >> (5 * i++)) & 31;
    } else {
      next = (b >> (5 * j++)) & 31;
    }
    r |= next << (5 * k);
  }
  return r;
}

struct symbolic_polynomial {
  int n = 0;
  bool overflow = false;
  symbolic_term t[symbolic_capacity] = {};

  /// The input with index i (a leaf of eval).
  static constexpr symbolic_polynomial input(int i) {
    symbolic_polynomial r;
    if (i < 0 || i >= 31) {
      r.overflow = true;
      return r;
    }
    r.n = 1;
    r.t[0].key = static_cast<std::uint64_t>(i + 1);
    r.t[0].coefficient = 1;
    return r;
  }

  /// a + sign * b, both sorted by key: merged, equal keys combined, zeros dropped.
  static constexpr symbolic_polynomial merge(const symbolic_polynomial& a,
                                             const symbolic_polynomial& b, long long sign) {
    symbolic_polynomial r;
    r.overflow = a.overflow || b.overflow;
    int i = 0, j = 0;
    while (!r.overflow && (i < a.n || j < b.n)) {
      symbolic_term next;
      if (j == b.n || (i < a.n && a.t[i].key < b.t[j].key)) {
        next = a.t[i++];
      } else if (i == a.n || b.t[j].key < a.t[i].key) {
        next = b.t[j++];
        next.coefficient *= sign;
      } else {
        next = a.t[i++];
        next.coefficient += sign * b.t[j++].coefficient;
        if (next.coefficient == 0) continue;
      }
      if (r.n == symbolic_capacity) {
        r.overflow = true;
      } else {
        r.t[r.n++] = next;
      }
    }
    return r;
  }

  /// term * b, sorted by key (insertion sort: the products of one sorted list by one monomial
  /// are nearly sorted).
  static constexpr symbolic_polynomial times_term(const symbolic_term& term,
                                                  const symbolic_polynomial& b) {
    symbolic_polynomial r;
    r.overflow = b.overflow;
    for (int j = 0; j < b.n && !r.overflow; ++j) {
      const std::uint64_t key = key_product(term.key, b.t[j].key);
      if (key == 0) {
        r.overflow = true;
        break;
      }
      symbolic_term p{key, term.coefficient * b.t[j].coefficient};
      int k = r.n++;
      while (k > 0 && r.t[k - 1].key > key) {
        r.t[k] = r.t[k - 1];
        --k;
      }
      r.t[k] = p;
    }
    return r;
  }

  friend constexpr symbolic_polynomial operator+(const symbolic_polynomial& a,
                                                 const symbolic_polynomial& b) {
    return merge(a, b, 1);
  }
  friend constexpr symbolic_polynomial operator-(const symbolic_polynomial& a,
                                                 const symbolic_polynomial& b) {
    return merge(a, b, -1);
  }
  friend constexpr symbolic_polynomial operator-(const symbolic_polynomial& a) {
    symbolic_polynomial r = a;
    for (int i = 0; i < r.n; ++i) r.t[i].coefficient = -r.t[i].coefficient;
    return r;
  }
  friend constexpr symbolic_polynomial operator*(const symbolic_polynomial& a,
                                                 const symbolic_polynomial& b) {
    const bool a_shorter = a.n <= b.n;
    const symbolic_polynomial& s = a_shorter ? a : b;
    const symbolic_polynomial& l = a_shorter ? b : a;
    symbolic_polynomial r;
    r.overflow = a.overflow || b.overflow;
    for (int i = 0; i < s.n && !r.overflow; ++i) r = merge(r, times_term(s.t[i], l), 1);
    return r;
  }
};

/// F's polynomial in its F::arity inputs (F::eval must be constexpr).
template <class F, std::size_t... I>
constexpr symbolic_polynomial expand_symbolic(std::index_sequence<I...>) {
  return F::eval(symbolic_polynomial::input(static_cast<int>(I))...);
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_SYMBOLIC_POLYNOMIAL_HPP
