// SPDX-License-Identifier: MIT
// oracle/cgal_values.cpp — the CGAL reference for the correctly rounded values (SPEC §11): each
// determinant of its definition in CGAL's exact rationals (CGAL::determinant on
// CGAL::Exact_rational, built from the doubles exactly), rounded to nearest with ties to even by
// MPFR (cgal_rounding.hpp). CGAL's own to_double is not used: it is not correctly rounded.
#include <CGAL/determinant.h>

#include <string>

#include "cgal_exact.hpp"
#include "cgal_reference.hpp"
#include "cgal_rounding.hpp"

namespace exactpred::oracle {
namespace {

using exact::FT;

FT q(double v) { return FT(v); }

std::string ref_orient2d_value(const double* x, std::size_t) {
  const FT ux = q(x[2]) - q(x[0]), uy = q(x[3]) - q(x[1]);
  const FT vx = q(x[4]) - q(x[0]), vy = q(x[5]) - q(x[1]);
  return rounded_text(CGAL::determinant(ux, uy, vx, vy));
}

std::string ref_orient3d_value(const double* x, std::size_t) {
  FT m[3][3];
  for (int r = 0; r < 3; ++r) {
    for (int c = 0; c < 3; ++c) m[r][c] = q(x[3 * (r + 1) + c]) - q(x[c]);
  }
  return rounded_text(CGAL::determinant(m[0][0], m[0][1], m[0][2], m[1][0], m[1][1], m[1][2],
                                        m[2][0], m[2][1], m[2][2]));
}

std::string ref_incircle_value(const double* x, std::size_t) {
  FT m[3][3];
  for (int r = 0; r < 3; ++r) {
    m[r][0] = q(x[2 * r]) - q(x[6]);
    m[r][1] = q(x[2 * r + 1]) - q(x[7]);
    m[r][2] = m[r][0] * m[r][0] + m[r][1] * m[r][1];
  }
  return rounded_text(CGAL::determinant(m[0][0], m[0][1], m[0][2], m[1][0], m[1][1], m[1][2],
                                        m[2][0], m[2][1], m[2][2]));
}

std::string ref_insphere_value(const double* x, std::size_t) {
  FT m[4][4];
  for (int r = 0; r < 4; ++r) {
    for (int c = 0; c < 3; ++c) m[r][c] = q(x[3 * r + c]) - q(x[12 + c]);
    m[r][3] = m[r][0] * m[r][0] + m[r][1] * m[r][1] + m[r][2] * m[r][2];
  }
  const FT det =
      CGAL::determinant(m[0][0], m[0][1], m[0][2], m[0][3], m[1][0], m[1][1], m[1][2], m[1][3],
                        m[2][0], m[2][1], m[2][2], m[2][3], m[3][0], m[3][1], m[3][2], m[3][3]);
  return rounded_text(FT(-det));
}

}  // namespace

query::evaluator reference_values(std::string_view name) {
  static const exact::named_evaluator table[] = {
      {"orient2d_value", ref_orient2d_value},
      {"orient3d_value", ref_orient3d_value},
      {"incircle_value", ref_incircle_value},
      {"insphere_value", ref_insphere_value},
  };
  return exact::find_evaluator(table, name);
}

}  // namespace exactpred::oracle
