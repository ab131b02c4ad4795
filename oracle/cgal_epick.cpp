// SPDX-License-Identifier: MIT
// The core and meshing predicates in CGAL::Exact_predicates_inexact_constructions_kernel
// (Epick), for speed comparisons. Epick's predicates are filtered and exact, but they are not
// the reference: the reference is the pure rational kernel in cgal_oracle.cpp.

#include "cgal_oracle.hpp"

#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>

#include <stdexcept>
#include <string>

#include "cgal_exact.hpp"  // require_finite, evaluate_sign

namespace exactpred {
namespace oracle {
namespace {

using Kernel = CGAL::Exact_predicates_inexact_constructions_kernel;
using Point2 = Kernel::Point_2;
using Point3 = Kernel::Point_3;

using exact::require_finite;

Point2 point2(const double* x) { return Point2(x[0], x[1]); }
Point3 point3(const double* x) { return Point3(x[0], x[1], x[2]); }

}  // namespace

int epick_orient2d(const double* x) {
  require_finite("orient2d", x, 6);
  return static_cast<int>(CGAL::orientation(point2(x), point2(x + 2), point2(x + 4)));
}

int epick_orient3d(const double* x) {
  require_finite("orient3d", x, 12);
  return static_cast<int>(
      CGAL::orientation(point3(x), point3(x + 3), point3(x + 6), point3(x + 9)));
}

int epick_incircle(const double* x) {
  require_finite("incircle", x, 8);
  return static_cast<int>(
      CGAL::side_of_oriented_circle(point2(x), point2(x + 2), point2(x + 4), point2(x + 6)));
}

int epick_insphere(const double* x) {
  require_finite("insphere", x, 15);
  return static_cast<int>(CGAL::side_of_oriented_sphere(point3(x), point3(x + 3), point3(x + 6),
                                                        point3(x + 9), point3(x + 12)));
}

int epick_compare_xy(const double* x) {
  require_finite("compare_xy", x, 4);
  return static_cast<int>(CGAL::compare_xy(point2(x), point2(x + 2)));
}

int epick_coplanar_orientation(const double* x) {
  require_finite("coplanar_orientation", x, 12);
  return static_cast<int>(
      CGAL::coplanar_orientation(point3(x), point3(x + 3), point3(x + 6), point3(x + 9)));
}

int epick_coplanar_side_of_bounded_circle(const double* x) {
  require_finite("coplanar_side_of_bounded_circle", x, 12);
  return static_cast<int>(CGAL::coplanar_side_of_bounded_circle(point3(x), point3(x + 3),
                                                                point3(x + 6), point3(x + 9)));
}

int epick_power_incircle(const double* x) {
  require_finite("power_incircle", x, 12);
  const auto w = [x](int i) { return Kernel::Weighted_point_2(point2(x + 3 * i), x[3 * i + 2]); };
  return static_cast<int>(CGAL::power_side_of_oriented_power_circle(w(0), w(1), w(2), w(3)));
}

int epick_power_insphere(const double* x) {
  require_finite("power_insphere", x, 20);
  const auto w = [x](int i) { return Kernel::Weighted_point_3(point3(x + 4 * i), x[4 * i + 3]); };
  return static_cast<int>(CGAL::power_side_of_oriented_power_sphere(w(0), w(1), w(2), w(3), w(4)));
}

int epick_compare_power_distance_2(const double* x) {
  require_finite("compare_power_distance_2", x, 8);
  const auto w = [x](int i) {
    return Kernel::Weighted_point_2(point2(x + 2 + 3 * i), x[4 + 3 * i]);
  };
  return static_cast<int>(Kernel().compare_power_distance_2_object()(point2(x), w(0), w(1)));
}

int epick_compare_power_distance_3(const double* x) {
  require_finite("compare_power_distance_3", x, 11);
  const auto w = [x](int i) {
    return Kernel::Weighted_point_3(point3(x + 3 + 4 * i), x[6 + 4 * i]);
  };
  return static_cast<int>(Kernel().compare_power_distance_3_object()(point3(x), w(0), w(1)));
}

int epick_side_of_diametral_circle(const double* x) {
  require_finite("side_of_diametral_circle", x, 6);
  return static_cast<int>(CGAL::side_of_bounded_circle(point2(x), point2(x + 2), point2(x + 4)));
}

int epick_side_of_diametral_sphere(const double* x) {
  require_finite("side_of_diametral_sphere", x, 9);
  return static_cast<int>(CGAL::side_of_bounded_sphere(point3(x), point3(x + 3), point3(x + 6)));
}

int epick_evaluate(const std::string& predicate, const double* x, std::size_t count) {
  static const exact::sign_predicate table[] = {
      {"orient2d", 6, &epick_orient2d},
      {"orient3d", 12, &epick_orient3d},
      {"incircle", 8, &epick_incircle},
      {"insphere", 15, &epick_insphere},
      {"compare_xy", 4, &epick_compare_xy},
      {"coplanar_orientation", 12, &epick_coplanar_orientation},
      {"coplanar_side_of_bounded_circle", 12, &epick_coplanar_side_of_bounded_circle},
      {"power_incircle", 12, &epick_power_incircle},
      {"power_insphere", 20, &epick_power_insphere},
      {"compare_power_distance_2", 8, &epick_compare_power_distance_2},
      {"compare_power_distance_3", 11, &epick_compare_power_distance_3},
      {"side_of_diametral_circle", 6, &epick_side_of_diametral_circle},
      {"side_of_diametral_sphere", 9, &epick_side_of_diametral_sphere},
  };
  return exact::evaluate_sign("exactpred::oracle::epick_evaluate", table, predicate, x, count);
}

}  // namespace oracle
}  // namespace exactpred
