// SPDX-License-Identifier: MIT
// tests/support/exact_formula.hpp — a formula's exact value with GMP rationals, independent of
// the library's exact stages: the reference the tests hold every stage to.
#ifndef EXACTPRED_TESTS_SUPPORT_EXACT_FORMULA_HPP
#define EXACTPRED_TESTS_SUPPORT_EXACT_FORMULA_HPP

#include <gmpxx.h>

#include <cstddef>
#include <utility>

#include "exactpred/sign.hpp"

namespace exactpred {
namespace testing {

/// A rational number type for formula eval bodies (each operation evaluated at once: gmpxx's
/// expression templates would keep references to the body's temporaries).
struct rational {
  mpq_class v;
};
inline rational operator+(const rational& a, const rational& b) { return {a.v + b.v}; }
inline rational operator-(const rational& a, const rational& b) { return {a.v - b.v}; }
inline rational operator*(const rational& a, const rational& b) { return {a.v * b.v}; }
inline rational operator-(const rational& a) { return {-a.v}; }

template <class F, std::size_t... I>
mpq_class exact_formula_value(const double* x, std::index_sequence<I...>) {
  return F::eval(rational{mpq_class(x[I])}...).v;
}

/// The exact value of formula F at the coordinates x[0 .. F::arity).
template <class F>
mpq_class exact_formula_value(const double* x) {
  return exact_formula_value<F>(x, std::make_index_sequence<F::arity>{});
}

/// Its sign.
template <class F>
exactpred::sign exact_formula_sign(const double* x) {
  const int s = sgn(exact_formula_value<F>(x));
  return s > 0 ? exactpred::sign::positive
               : (s < 0 ? exactpred::sign::negative : exactpred::sign::zero);
}

}  // namespace testing
}  // namespace exactpred

#endif  // EXACTPRED_TESTS_SUPPORT_EXACT_FORMULA_HPP
