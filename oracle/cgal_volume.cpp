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
//   box_sphere       the exact squared distance from c to the box (the sum of the squared
//                    differences to c clamped into the box) compared with r^2; checked against
//                    do_intersect(Sphere_3(c, r^2), Iso_cuboid_3)
//   capsule_box      the exact squared distance from the segment to the box, by the definition
//                    (CGAL has no segment-box distance): the segment is cut where it crosses
//                    the box's slab planes; on each piece the squared distance is one quadratic
//                    in the segment's parameter, minimised exactly over the piece; compared
//                    with r^2, and 0 checked against do_intersect(Segment_3, Iso_cuboid_3)
// Domain errors (negative radius, lo > hi, zero direction) throw std::domain_error.
#include <CGAL/intersections.h>
#include <CGAL/squared_distance_3.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "cgal_exact.hpp"
#include "cgal_reference.hpp"

namespace exactpred::oracle {
namespace {

using namespace exact;

FT radius(const char* name, double r) {
  if (r < 0) throw std::domain_error(std::string(name) + ": negative radius");
  return FT(r);
}

Cuboid3 cuboid(const char* name, const double* lo, const double* hi) {
  for (int i = 0; i < 3; ++i) {
    if (lo[i] > hi[i]) throw std::domain_error(std::string(name) + ": lo > hi");
  }
  return Cuboid3(p3(lo), p3(hi));
}

std::string relation(const FT& squared_distance, const FT& r) {
  static const char* const words[] = {"intersecting", "touching", "disjoint"};
  return words[CGAL::compare(squared_distance, r * r) + 1];
}

std::string ref_point_sphere(const double* x, std::size_t n) {
  require_finite("point_sphere", x, n);
  const FT r = radius("point_sphere", x[3]);
  static const char* const words[] = {"outside", "on_boundary", "inside"};
  return words[Sphere3(p3(x), r * r).bounded_side(p3(x + 4)) + 1];
}

std::string ref_sphere_sphere(const double* x, std::size_t n) {
  require_finite("sphere_sphere", x, n);
  const FT r1 = radius("sphere_sphere", x[3]);
  const FT r2 = radius("sphere_sphere", x[7]);
  return relation(CGAL::squared_distance(p3(x), p3(x + 4)), r1 + r2);
}

std::string ref_segment_sphere(const double* x, std::size_t n) {
  require_finite("segment_sphere", x, n);
  const FT r = radius("segment_sphere", x[3]);
  return relation(CGAL::squared_distance(p3(x), Segment3(p3(x + 4), p3(x + 7))), r);
}

std::string ref_triangle_sphere(const double* x, std::size_t n) {
  require_finite("triangle_sphere", x, n);
  const FT r = radius("triangle_sphere", x[3]);
  const Triangle3 t(p3(x + 4), p3(x + 7), p3(x + 10));
  return relation(CGAL::squared_distance(p3(x), t), r);
}

std::string ref_segment_box_3d(const double* x, std::size_t n) {
  require_finite("segment_box_3d", x, n);
  const Cuboid3 box = cuboid("segment_box_3d", x + 6, x + 9);
  const Point3 p = p3(x), q = p3(x + 3);
  const bool hit = p == q ? !box.has_on_unbounded_side(p) : CGAL::do_intersect(Segment3(p, q), box);
  return hit ? "intersecting" : "disjoint";
}

std::string ref_ray_box_3d(const double* x, std::size_t n) {
  require_finite("ray_box_3d", x, n);
  if (x[3] == 0 && x[4] == 0 && x[5] == 0) {
    throw std::domain_error("ray_box_3d: zero direction");
  }
  const Cuboid3 box = cuboid("ray_box_3d", x + 6, x + 9);
  const Ray3 ray(p3(x), Vector3(FT(x[3]), FT(x[4]), FT(x[5])));
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

FT clamp(const FT& v, const FT& lo, const FT& hi) { return v < lo ? lo : (hi < v ? hi : v); }

FT squared_distance_to_box(const Point3& c, const Cuboid3& box) {
  FT sum = 0;
  for (int i = 0; i < 3; ++i) {
    const FT d = c[i] - clamp(c[i], box.min()[i], box.max()[i]);
    sum += d * d;
  }
  return sum;
}

std::string ref_box_sphere(const double* x, std::size_t n) {
  require_finite("box_sphere", x, n);
  const FT r = radius("box_sphere", x[3]);
  const Cuboid3 box = cuboid("box_sphere", x + 4, x + 7);
  const Point3 c = p3(x);
  const FT d = squared_distance_to_box(c, box);
  if (CGAL::do_intersect(Sphere3(c, r * r), box) != (d <= r * r)) {
    throw std::logic_error("box_sphere: the clamped distance disagrees with do_intersect");
  }
  return relation(d, r);
}

std::string ref_capsule_box(const double* x, std::size_t n) {
  require_finite("capsule_box", x, n);
  const FT r = radius("capsule_box", x[6]);
  const Cuboid3 box = cuboid("capsule_box", x + 7, x + 10);
  const Point3 p = p3(x), q = p3(x + 3);
  const Vector3 d = q - p;
  // The parameters in [0, 1] where a coordinate crosses a slab plane, and the ends.
  std::vector<FT> cuts = {FT(0), FT(1)};
  for (int i = 0; i < 3; ++i) {
    if (d[i] == 0) continue;
    for (const FT& plane : {box.min()[i], box.max()[i]}) {
      const FT t = (plane - p[i]) / d[i];
      if (0 < t && t < 1) cuts.push_back(t);
    }
  }
  std::sort(cuts.begin(), cuts.end());
  FT best = squared_distance_to_box(p, box);
  for (std::size_t k = 0; k + 1 < cuts.size(); ++k) {
    const FT t0 = cuts[k], t1 = cuts[k + 1];
    best = CGAL::min(best, squared_distance_to_box(p + t1 * d, box));
    if (!(t0 < t1)) continue;
    // On (t0, t1) each coordinate stays below, inside or above its slab: the squared distance
    // is sum over the outside coordinates of (p_i - b_i + t d_i)^2 = A t^2 + B t + C.
    const Point3 mid = p + ((t0 + t1) / 2) * d;
    FT A = 0, B = 0;
    for (int i = 0; i < 3; ++i) {
      const FT b = clamp(mid[i], box.min()[i], box.max()[i]);
      if (b == mid[i]) continue;
      A += d[i] * d[i];
      B += 2 * (p[i] - b) * d[i];
    }
    if (A > 0) {
      const FT t = -B / (2 * A);
      if (t0 < t && t < t1) best = CGAL::min(best, squared_distance_to_box(p + t * d, box));
    }
  }
  const bool meets =
      p == q ? !box.has_on_unbounded_side(p) : CGAL::do_intersect(Segment3(p, q), box);
  if (meets != (best == 0)) {
    throw std::logic_error("capsule_box: the piecewise distance disagrees with do_intersect");
  }
  return relation(best, r);
}

const exact::named_evaluator entries[] = {
    {"point_sphere", ref_point_sphere},     {"sphere_sphere", ref_sphere_sphere},
    {"segment_sphere", ref_segment_sphere}, {"triangle_sphere", ref_triangle_sphere},
    {"segment_box_3d", ref_segment_box_3d}, {"ray_box_3d", ref_ray_box_3d},
    {"box_box_3d", ref_box_box_3d},         {"box_sphere", ref_box_sphere},
    {"capsule_box", ref_capsule_box},
};

}  // namespace

query::evaluator reference_volume(std::string_view name) {
  return exact::find_evaluator(entries, name);
}

}  // namespace exactpred::oracle
