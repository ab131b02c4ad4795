// SPDX-License-Identifier: MIT
// oracle/cgal_implicit.cpp — CGAL reference answers for the queries on implicit points (SPEC
// section 9). Each point is constructed exactly in CGAL::Simple_cartesian<CGAL::Exact_rational>
// with CGAL's own intersection functions (Line_2 with Line_2, Line_3 with Plane_3, three
// Plane_3), every double converted exactly; a construction that is not a single point
// (degenerate defining points, parallel or coincident lines and planes) is an error. Then
// CGAL's predicate on the exact points: orientation, side_of_oriented_circle, orientation of
// the projected points, compare_x / compare_y / compare_z; and round_ip, the exact point's
// coordinates rounded to nearest by MPFR (cgal_rounding.hpp).
#include <CGAL/intersections.h>

#include <stdexcept>
#include <string>
#include <string_view>

#include "cgal_exact.hpp"
#include "cgal_reference.hpp"
#include "cgal_rounding.hpp"

namespace exactpred::oracle {
namespace {

using namespace exact;

[[noreturn]] void undefined(int i, const char* kind) {
  throw std::domain_error(std::string("point ") + static_cast<char>('a' + i) + " (" + kind +
                          ") is undefined");
}

Plane3 plane(const double* x, int i, const char* kind) {
  const Point3 a = p3(x), b = p3(x + 3), c = p3(x + 6);
  if (CGAL::collinear(a, b, c)) undefined(i, kind);
  return Plane3(a, b, c);
}

/// The points of a query ([n, kinds..., numbers...]), constructed exactly.
struct points {
  int n = 0;
  int dim = 0;
  Point2 q2[4];
  Point3 q3[4];
};

points construct(const double* args) {
  points r;
  r.n = static_cast<int>(args[0]);
  const double* x = args + 1 + r.n;
  for (int i = 0; i < r.n; ++i) {
    const int kind = static_cast<int>(args[1 + i]);
    r.dim = kind <= 1 ? 2 : 3;
    switch (kind) {
      case 0:
        r.q2[i] = p2(x);
        x += 2;
        break;
      case 1: {
        const Point2 a = p2(x), b = p2(x + 2), c = p2(x + 4), d = p2(x + 6);
        if (a == b || c == d) undefined(i, "ssi");
        const auto o = CGAL::intersection(Line2(a, b), Line2(c, d));
        const Point2* p = o ? boost::get<Point2>(&*o) : nullptr;
        if (p == nullptr) undefined(i, "ssi");
        r.q2[i] = *p;
        x += 8;
        break;
      }
      case 2:
        r.q3[i] = p3(x);
        x += 3;
        break;
      case 3: {
        const Point3 p = p3(x), q = p3(x + 3);
        if (p == q) undefined(i, "lpi");
        const Plane3 h = plane(x + 6, i, "lpi");
        const auto o = CGAL::intersection(Line3(p, q), h);
        const Point3* s = o ? boost::get<Point3>(&*o) : nullptr;
        if (s == nullptr) undefined(i, "lpi");
        r.q3[i] = *s;
        x += 15;
        break;
      }
      default: {
        const Plane3 h1 = plane(x, i, "tpi"), h2 = plane(x + 9, i, "tpi"),
                     h3 = plane(x + 18, i, "tpi");
        const auto o = CGAL::intersection(h1, h2, h3);
        const Point3* s = o ? boost::get<Point3>(&*o) : nullptr;
        if (s == nullptr) undefined(i, "tpi");
        r.q3[i] = *s;
        x += 27;
        break;
      }
    }
  }
  return r;
}

Point2 project(const Point3& p, int axis) {
  switch (axis) {
    case 0:
      return Point2(p.x(), p.y());
    case 1:
      return Point2(p.y(), p.z());
    default:
      return Point2(p.z(), p.x());
  }
}

std::string ref_orient2d(const double* x, std::size_t) {
  const points p = construct(x);
  return sign_text(CGAL::orientation(p.q2[0], p.q2[1], p.q2[2]));
}
std::string ref_incircle(const double* x, std::size_t) {
  const points p = construct(x);
  return sign_text(CGAL::side_of_oriented_circle(p.q2[0], p.q2[1], p.q2[2], p.q2[3]));
}
std::string ref_orient3d(const double* x, std::size_t) {
  const points p = construct(x);
  return sign_text(CGAL::orientation(p.q3[0], p.q3[1], p.q3[2], p.q3[3]));
}
template <int Axis>
std::string ref_orient_projected(const double* x, std::size_t) {
  const points p = construct(x);
  return sign_text(
      CGAL::orientation(project(p.q3[0], Axis), project(p.q3[1], Axis), project(p.q3[2], Axis)));
}
template <int Axis>
std::string ref_compare(const double* x, std::size_t) {
  const points p = construct(x);
  if (p.dim == 2) {
    return sign_text(Axis == 0 ? CGAL::compare_x(p.q2[0], p.q2[1])
                               : CGAL::compare_y(p.q2[0], p.q2[1]));
  }
  return sign_text(Axis == 0   ? CGAL::compare_x(p.q3[0], p.q3[1])
                   : Axis == 1 ? CGAL::compare_y(p.q3[0], p.q3[1])
                               : CGAL::compare_z(p.q3[0], p.q3[1]));
}

std::string ref_round_ip(const double* x, std::size_t) {
  const points p = construct(x);
  if (p.dim == 2) {
    const FT c[] = {p.q2[0].x(), p.q2[0].y()};
    return rounded_point_text(c, 2);
  }
  const FT c[] = {p.q3[0].x(), p.q3[0].y(), p.q3[0].z()};
  return rounded_point_text(c, 3);
}

}  // namespace

query::evaluator reference_implicit(std::string_view name) {
  if (name == "orient2d_ip") return ref_orient2d;
  if (name == "incircle_ip") return ref_incircle;
  if (name == "orient3d_ip") return ref_orient3d;
  if (name == "orient2d_xy_ip") return ref_orient_projected<0>;
  if (name == "orient2d_yz_ip") return ref_orient_projected<1>;
  if (name == "orient2d_zx_ip") return ref_orient_projected<2>;
  if (name == "compare_x_ip") return ref_compare<0>;
  if (name == "compare_y_ip") return ref_compare<1>;
  if (name == "compare_z_ip") return ref_compare<2>;
  if (name == "round_ip") return ref_round_ip;
  return nullptr;
}

}  // namespace exactpred::oracle
