// SPDX-License-Identifier: MIT
// oracle/cgal_volume.cpp — CGAL reference answers for the volume predicates, computed in
// CGAL::Simple_cartesian<CGAL::Exact_rational> (every double converted exactly) with CGAL's
// own distances, predicates and constructions:
//   point_sphere     Sphere_3(c, r^2).bounded_side(p)
//   sphere_sphere    squared_distance(c1, c2) compared with (r1 + r2)^2
//   segment_sphere   squared_distance(c, Segment_3(p, q)) compared with r^2
//   triangle_sphere  squared_distance(c, Triangle_3(a, b, t)) compared with r^2 (CGAL handles
//                    degenerate triangles as the union of their edges)
//   segment_box_3d   do_intersect(Segment_3, Iso_cuboid_3); a zero-length segment is a point,
//                    tested with Iso_cuboid_3::has_on_unbounded_side
//   ray_box_3d       do_intersect(Ray_3(o, d), Iso_cuboid_3)
//   box_box_3d       intersection(Iso_cuboid_3, Iso_cuboid_3): empty, zero or positive volume
// Domain errors (negative radius, lo > hi, zero direction) throw std::domain_error.
#include <CGAL/Exact_rational.h>
#include <CGAL/Simple_cartesian.h>
#include <CGAL/intersections.h>
#include <CGAL/squared_distance_3.h>

#include <cmath>
#include <stdexcept>
#include <string>

#include "cgal_reference.hpp"

namespace exactpred::oracle {
namespace {

using FT = CGAL::Exact_rational;
using Kernel = CGAL::Simple_cartesian<FT>;
using Point3 = Kernel::Point_3;
using Vector3 = Kernel::Vector_3;
using Segment3 = Kernel::Segment_3;
using Triangle3 = Kernel::Triangle_3;
using Ray3 = Kernel::Ray_3;
using Sphere3 = Kernel::Sphere_3;
using Cuboid3 = Kernel::Iso_cuboid_3;

void require_finite(const char* name, const double* x, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    if (!std::isfinite(x[i])) {
      throw std::domain_error(std::string(name) + ": argument " + std::to_string(i + 1) +
                              " is not finite");
    }
  }
}

FT exact(double v) { return FT(v); }
Point3 point(const double* x) { return Point3(exact(x[0]), exact(x[1]), exact(x[2])); }

FT radius(const char* name, double r) {
  if (r < 0) throw std::domain_error(std::string(name) + ": negative radius");
  return exact(r);
}

Cuboid3 cuboid(const char* name, const double* lo, const double* hi) {
  for (int i = 0; i < 3; ++i) {
    if (lo[i] > hi[i]) throw std::domain_error(std::string(name) + ": lo > hi");
  }
  return Cuboid3(point(lo), point(hi));
}

std::string relation(const FT& squared_distance, const FT& r) {
  switch (CGAL::compare(squared_distance, r * r)) {
    case CGAL::LARGER:
      return "disjoint";
    case CGAL::EQUAL:
      return "touching";
    default:
      return "intersecting";
  }
}

std::string ref_point_sphere(const double* x, std::size_t n) {
  require_finite("point_sphere", x, n);
  const FT r = radius("point_sphere", x[3]);
  switch (Sphere3(point(x), r * r).bounded_side(point(x + 4))) {
    case CGAL::ON_UNBOUNDED_SIDE:
      return "outside";
    case CGAL::ON_BOUNDARY:
      return "on_boundary";
    default:
      return "inside";
  }
}

std::string ref_sphere_sphere(const double* x, std::size_t n) {
  require_finite("sphere_sphere", x, n);
  const FT r1 = radius("sphere_sphere", x[3]);
  const FT r2 = radius("sphere_sphere", x[7]);
  return relation(CGAL::squared_distance(point(x), point(x + 4)), r1 + r2);
}

std::string ref_segment_sphere(const double* x, std::size_t n) {
  require_finite("segment_sphere", x, n);
  const FT r = radius("segment_sphere", x[3]);
  return relation(CGAL::squared_distance(point(x), Segment3(point(x + 4), point(x + 7))), r);
}

std::string ref_triangle_sphere(const double* x, std::size_t n) {
  require_finite("triangle_sphere", x, n);
  const FT r = radius("triangle_sphere", x[3]);
  const Triangle3 t(point(x + 4), point(x + 7), point(x + 10));
  return relation(CGAL::squared_distance(point(x), t), r);
}

std::string ref_segment_box_3d(const double* x, std::size_t n) {
  require_finite("segment_box_3d", x, n);
  const Cuboid3 box = cuboid("segment_box_3d", x + 6, x + 9);
  const Point3 p = point(x), q = point(x + 3);
  const bool hit = p == q ? !box.has_on_unbounded_side(p) : CGAL::do_intersect(Segment3(p, q), box);
  return hit ? "intersecting" : "disjoint";
}

std::string ref_ray_box_3d(const double* x, std::size_t n) {
  require_finite("ray_box_3d", x, n);
  if (x[3] == 0 && x[4] == 0 && x[5] == 0) {
    throw std::domain_error("ray_box_3d: zero direction");
  }
  const Cuboid3 box = cuboid("ray_box_3d", x + 6, x + 9);
  const Ray3 ray(point(x), Vector3(exact(x[3]), exact(x[4]), exact(x[5])));
  return CGAL::do_intersect(ray, box) ? "intersecting" : "disjoint";
}

std::string ref_box_box_3d(const double* x, std::size_t n) {
  require_finite("box_box_3d", x, n);
  const Cuboid3 a = cuboid("box_box_3d", x, x + 3);
  const Cuboid3 b = cuboid("box_box_3d", x + 6, x + 9);
  const auto common = CGAL::intersection(a, b);
  if (!common) return "disjoint";
  const Cuboid3* c = boost::get<Cuboid3>(&*common);
  return c != nullptr && c->volume() > 0 ? "overlapping" : "touching";
}

struct entry {
  const char* name;
  query::evaluator f;
};

const entry entries[] = {
    {"point_sphere", ref_point_sphere},     {"sphere_sphere", ref_sphere_sphere},
    {"segment_sphere", ref_segment_sphere}, {"triangle_sphere", ref_triangle_sphere},
    {"segment_box_3d", ref_segment_box_3d}, {"ray_box_3d", ref_ray_box_3d},
    {"box_box_3d", ref_box_box_3d},
};

}  // namespace

query::evaluator reference_volume(std::string_view name) {
  for (const entry& e : entries) {
    if (name == e.name) return e.f;
  }
  return nullptr;
}

}  // namespace exactpred::oracle
