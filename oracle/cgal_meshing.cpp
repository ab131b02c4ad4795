// SPDX-License-Identifier: MIT
// oracle/cgal_meshing.cpp — CGAL reference answers for the meshing predicates.
//
// Every answer is CGAL's own kernel function in CGAL::Simple_cartesian<CGAL::Exact_rational>,
// each double (weights included) converted exactly: compare_xy, compare_xyz,
// coplanar_orientation (3 and 4 points), coplanar_side_of_bounded_circle,
// power_side_of_oriented_power_circle, power_side_of_oriented_power_sphere and the functors
// compare_power_distance_2 and _3, side_of_bounded_circle and side_of_bounded_sphere on two
// points (side_of_diametral_circle, _sphere). CGAL's enum
// values (Comparison_result, Orientation, Oriented_side, Bounded_side) are -1, 0, 1 and are
// printed unchanged. The preconditions CGAL states for the four-point coplanar functions
// (coplanar points, the first three not collinear) are checked with CGAL::coplanar and
// CGAL::collinear and reported as errors, as exactpred reports them.
#include <string>

#include "cgal_exact.hpp"
#include "cgal_reference.hpp"

namespace exactpred::oracle {
namespace {

using namespace exact;

Weighted2 w2(const double* x, int i) {
  return Weighted2(Point2(FT(x[3 * i]), FT(x[3 * i + 1])), FT(x[3 * i + 2]));
}
Weighted3 w3(const double* x, int i) {
  return Weighted3(Point3(FT(x[4 * i]), FT(x[4 * i + 1]), FT(x[4 * i + 2])), FT(x[4 * i + 3]));
}

std::string ref_compare_xy(const double* x, std::size_t n) {
  require_finite("compare_xy", x, n);
  return sign_text(static_cast<int>(CGAL::compare_xy(p2(x, 0), p2(x, 1))));
}

std::string ref_compare_xyz(const double* x, std::size_t n) {
  require_finite("compare_xyz", x, n);
  return sign_text(static_cast<int>(CGAL::compare_xyz(p3(x, 0), p3(x, 1))));
}

std::string ref_coplanar_orientation_3(const double* x, std::size_t n) {
  require_finite("coplanar_orientation_3", x, n);
  return sign_text(static_cast<int>(CGAL::coplanar_orientation(p3(x, 0), p3(x, 1), p3(x, 2))));
}

void require_coplanar_triangle(const char* name, const Point3& a, const Point3& b, const Point3& c,
                               const Point3& d) {
  if (!CGAL::coplanar(a, b, c, d)) {
    throw std::domain_error(std::string(name) + ": the points are not coplanar");
  }
  if (CGAL::collinear(a, b, c)) {
    throw std::domain_error(std::string(name) + ": a, b and c are collinear");
  }
}

std::string ref_coplanar_orientation(const double* x, std::size_t n) {
  require_finite("coplanar_orientation", x, n);
  const Point3 a = p3(x, 0), b = p3(x, 1), c = p3(x, 2), d = p3(x, 3);
  require_coplanar_triangle("coplanar_orientation", a, b, c, d);
  return sign_text(static_cast<int>(CGAL::coplanar_orientation(a, b, c, d)));
}

std::string ref_coplanar_side_of_bounded_circle(const double* x, std::size_t n) {
  require_finite("coplanar_side_of_bounded_circle", x, n);
  const Point3 a = p3(x, 0), b = p3(x, 1), c = p3(x, 2), d = p3(x, 3);
  require_coplanar_triangle("coplanar_side_of_bounded_circle", a, b, c, d);
  return sign_text(static_cast<int>(CGAL::coplanar_side_of_bounded_circle(a, b, c, d)));
}

std::string ref_power_incircle(const double* x, std::size_t n) {
  require_finite("power_incircle", x, n);
  return sign_text(static_cast<int>(
      CGAL::power_side_of_oriented_power_circle(w2(x, 0), w2(x, 1), w2(x, 2), w2(x, 3))));
}

std::string ref_power_insphere(const double* x, std::size_t n) {
  require_finite("power_insphere", x, n);
  return sign_text(static_cast<int>(
      CGAL::power_side_of_oriented_power_sphere(w3(x, 0), w3(x, 1), w3(x, 2), w3(x, 3), w3(x, 4))));
}

// compare_power_distance_2/_3: the kernel's functors (p a point, q and r weighted points).
std::string ref_compare_power_distance_2(const double* x, std::size_t n) {
  require_finite("compare_power_distance_2", x, n);
  const Point2 p{FT(x[0]), FT(x[1])};
  return sign_text(
      static_cast<int>(Kernel().compare_power_distance_2_object()(p, w2(x + 2, 0), w2(x + 2, 1))));
}

std::string ref_compare_power_distance_3(const double* x, std::size_t n) {
  require_finite("compare_power_distance_3", x, n);
  const Point3 p{FT(x[0]), FT(x[1]), FT(x[2])};
  return sign_text(
      static_cast<int>(Kernel().compare_power_distance_3_object()(p, w3(x + 3, 0), w3(x + 3, 1))));
}

// side_of_diametral_circle/_sphere: the kernel's side_of_bounded_circle/_sphere on two points
// and the query point (the circle or sphere with diameter pq).
std::string ref_side_of_diametral_circle(const double* x, std::size_t n) {
  require_finite("side_of_diametral_circle", x, n);
  return sign_text(static_cast<int>(CGAL::side_of_bounded_circle(p2(x, 0), p2(x, 1), p2(x, 2))));
}

std::string ref_side_of_diametral_sphere(const double* x, std::size_t n) {
  require_finite("side_of_diametral_sphere", x, n);
  return sign_text(static_cast<int>(CGAL::side_of_bounded_sphere(p3(x, 0), p3(x, 1), p3(x, 2))));
}

const exact::named_evaluator entries[] = {
    {"compare_xy", ref_compare_xy},
    {"compare_xyz", ref_compare_xyz},
    {"coplanar_orientation_3", ref_coplanar_orientation_3},
    {"coplanar_orientation", ref_coplanar_orientation},
    {"coplanar_side_of_bounded_circle", ref_coplanar_side_of_bounded_circle},
    {"power_incircle", ref_power_incircle},
    {"power_insphere", ref_power_insphere},
    {"compare_power_distance_2", ref_compare_power_distance_2},
    {"compare_power_distance_3", ref_compare_power_distance_3},
    {"side_of_diametral_circle", ref_side_of_diametral_circle},
    {"side_of_diametral_sphere", ref_side_of_diametral_sphere},
};

}  // namespace

query::evaluator reference_meshing(std::string_view name) {
  return exact::find_evaluator(entries, name);
}

}  // namespace exactpred::oracle
