// SPDX-License-Identifier: MIT
// oracle/cgal_rounding.hpp — CGAL's exact rationals rounded to the nearest double by MPFR
// (mpfr_rounding.hpp), as the oracle prints correctly rounded values and constructed points
// (SPEC §11). For the CGAL translation units only.
#ifndef EXACTPRED_ORACLE_CGAL_ROUNDING_HPP
#define EXACTPRED_ORACLE_CGAL_ROUNDING_HPP

#include <CGAL/Exact_rational.h>

#include <cmath>
#include <string>
#include <type_traits>

#include "mpfr_rounding.hpp"
#include "query.hpp"

namespace exactpred::oracle {

/// The GMP rational inside an Exact_rational (mpq_class or CGAL::Gmpq).
template <class Q>
mpq_srcptr mpq_of(const Q& q) {
  if constexpr (std::is_same_v<Q, mpq_class>) {
    return q.get_mpq_t();
  } else {
    return q.mpq();
  }
}

/// q rounded to nearest, ties to even, as the value queries print it.
inline std::string rounded_text(const CGAL::Exact_rational& q) {
  return query::double_text(nearest_double(mpq_of(q)));
}

/// The exact coordinates c[0..n) rounded, as the constructions print them: the coordinates,
/// then `exact` when every one is its double, else `rounded`.
inline std::string rounded_point_text(const CGAL::Exact_rational* c, int n) {
  double v[3];
  bool exact = true;
  for (int i = 0; i < n; ++i) {
    v[i] = nearest_double(mpq_of(c[i]));
    exact = exact && std::isfinite(v[i]) && CGAL::Exact_rational(v[i]) == c[i];
  }
  return query::rounded_point_text(v, n, exact);
}

}  // namespace exactpred::oracle

#endif  // EXACTPRED_ORACLE_CGAL_ROUNDING_HPP
