// SPDX-License-Identifier: MIT
// oracle/cgal_constructions.cpp — the CGAL reference for the correctly rounded circumcentres
// (SPEC §11): CGAL::circumcenter in CGAL::Simple_cartesian<CGAL::Exact_rational>, every double
// converted exactly, each coordinate rounded to nearest with ties to even by MPFR
// (cgal_rounding.hpp); collinear (or, for the sphere, coplanar) points are an error. CGAL's own
// to_double is not used: it is not correctly rounded.
#include <stdexcept>
#include <string>

#include "cgal_exact.hpp"
#include "cgal_reference.hpp"
#include "cgal_rounding.hpp"

namespace exactpred::oracle {
namespace {

using namespace exact;

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

query::evaluator reference_constructions(std::string_view name) {
  static const exact::named_evaluator table[] = {
      {"circumcenter_2d", ref_circumcenter_2d},
      {"circumcenter_triangle_3d", ref_circumcenter_triangle_3d},
      {"circumcenter_3d", ref_circumcenter_3d},
  };
  return exact::find_evaluator(table, name);
}

}  // namespace exactpred::oracle
