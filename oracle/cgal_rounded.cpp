// SPDX-License-Identifier: MIT
// oracle/cgal_rounded.cpp — the CGAL reference for the correctly rounded values and
// circumcentres (SPEC §11), in CGAL::Simple_cartesian<CGAL::Exact_rational> with every double
// converted exactly: each determinant of its definition (CGAL::determinant) and each
// CGAL::circumcenter, every number rounded to nearest with ties to even by MPFR
// (cgal_rounding.hpp); collinear (or, for the sphere, coplanar) points are an error. CGAL's own
// to_double is not used: it is not correctly rounded.
#include <CGAL/determinant.h>

#include <stdexcept>
#include <string>

#include "cgal_exact.hpp"
#include "cgal_reference.hpp"
#include "cgal_rounding.hpp"

namespace exactpred::oracle {
namespace {

using namespace exact;

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

std::string text(const Point2& p) {
  const FT c[] = {p.x(), p.y()};
  return rounded_point_text(c, 2);
}
std::string text(const Point3& p) {
  const FT c[] = {p.x(), p.y(), p.z()};
  return rounded_point_text(c, 3);
}

std::string ref_circumcenter_2d(const double* x, std::size_t) {
  const Point2 a = p2(x), b = p2(x + 2), c = p2(x + 4);
  if (CGAL::collinear(a, b, c)) throw std::domain_error("circumcenter_2d: collinear points");
  return text(CGAL::circumcenter(a, b, c));
}
std::string ref_circumcenter_triangle_3d(const double* x, std::size_t) {
  const Point3 a = p3(x), b = p3(x + 3), c = p3(x + 6);
  if (CGAL::collinear(a, b, c)) {
    throw std::domain_error("circumcenter_triangle_3d: collinear points");
  }
  return text(CGAL::circumcenter(a, b, c));
}
std::string ref_circumcenter_3d(const double* x, std::size_t) {
  const Point3 a = p3(x), b = p3(x + 3), c = p3(x + 6), d = p3(x + 9);
  if (CGAL::coplanar(a, b, c, d)) throw std::domain_error("circumcenter_3d: coplanar points");
  return text(CGAL::circumcenter(a, b, c, d));
}

}  // namespace

query::evaluator reference_rounded(std::string_view name) {
  static const exact::named_evaluator table[] = {
      {"orient2d_value", ref_orient2d_value},
      {"orient3d_value", ref_orient3d_value},
      {"incircle_value", ref_incircle_value},
      {"insphere_value", ref_insphere_value},
      {"circumcenter_2d", ref_circumcenter_2d},
      {"circumcenter_triangle_3d", ref_circumcenter_triangle_3d},
      {"circumcenter_3d", ref_circumcenter_3d},
  };
  return exact::find_evaluator(table, name);
}

}  // namespace exactpred::oracle
