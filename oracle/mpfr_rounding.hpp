// SPDX-License-Identifier: MIT
// oracle/mpfr_rounding.hpp — an exact rational rounded to the nearest double, ties to even,
// with gradual underflow and overflow to infinity (IEEE 754 binary64, roundTiesToEven), by
// MPFR: the reference rounding of the correctly rounded values (SPEC §11), shared by the CGAL
// reference (cgal_rounded.cpp) and tests/test_values.cpp.
#ifndef EXACTPRED_ORACLE_MPFR_ROUNDING_HPP
#define EXACTPRED_ORACLE_MPFR_ROUNDING_HPP

#include <gmp.h>
#include <mpfr.h>

namespace exactpred::oracle {

/// q rounded to the nearest double (mpfr_set_q in 53 bits within double's exponent range, then
/// mpfr_subnormalize for the subnormals). MPFR's exponent range is restored afterwards.
inline double nearest_double(mpq_srcptr q) {
  const mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
  mpfr_set_emin(-1073);  // MPFR's significands lie in [1/2, 1): 2^-1074 = 0.5 2^-1073
  mpfr_set_emax(1024);
  mpfr_t v;
  mpfr_init2(v, 53);
  int t = mpfr_set_q(v, q, MPFR_RNDN);
  t = mpfr_check_range(v, t, MPFR_RNDN);
  mpfr_subnormalize(v, t, MPFR_RNDN);
  const double d = mpfr_get_d(v, MPFR_RNDN);
  mpfr_clear(v);
  mpfr_set_emin(emin);
  mpfr_set_emax(emax);
  return d;
}

}  // namespace exactpred::oracle

#endif  // EXACTPRED_ORACLE_MPFR_ROUNDING_HPP
