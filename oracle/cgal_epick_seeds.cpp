// SPDX-License-Identifier: MIT
// oracle/cgal_epick_seeds.cpp — the derived predicates with CGAL's Epick kernel, for speed
// comparisons (see cgal_epick_seeds.hpp). Every decision is made by one of Epick's filtered,
// exact predicates or by comparing input coordinates.
#include "cgal_epick_seeds.hpp"

#include <CGAL/Convex_hull_traits_adapter_2.h>
#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/Polygon_2_algorithms.h>
#include <CGAL/ch_graham_andrew.h>
#include <CGAL/intersections.h>
#include <CGAL/property_map.h>

#include <algorithm>
#include <vector>

#include "exactpred/planar.hpp"
#include "exactpred/spatial.hpp"
#include "exactpred/volume.hpp"

namespace exactpred::oracle {
namespace {

using K = CGAL::Exact_predicates_inexact_constructions_kernel;
using Point2 = K::Point_2;
using Segment2 = K::Segment_2;
using Triangle2 = K::Triangle_2;
using Point3 = K::Point_3;
using Vector3 = K::Vector_3;
using Segment3 = K::Segment_3;
using Triangle3 = K::Triangle_3;
using Ray3 = K::Ray_3;
using Cuboid3 = K::Iso_cuboid_3;

Point2 pt2(const double* x, int i) { return Point2(x[2 * i], x[2 * i + 1]); }
Point3 pt3(const double* x, int i) { return Point3(x[3 * i], x[3 * i + 1], x[3 * i + 2]); }

template <class E>
int code(E e) {
  return static_cast<int>(e);
}

// The counted vertex list at x (x[0] = n), copied into a reused buffer.
const std::vector<Point2>& polygon_at(const double* x) {
  thread_local std::vector<Point2> v;
  const std::size_t n = static_cast<std::size_t>(x[0]);
  v.clear();
  for (std::size_t i = 0; i < n; ++i) v.emplace_back(x[1 + 2 * i], x[2 + 2 * i]);
  return v;
}

/// The code of segment_intersect_2d's or _3d's relation R between the closed segments p1p2 and
/// q1q2, from CGAL's do_intersect, collinear and has_on (CGAL's < on points is lexicographic).
template <class R, class Segment, class Point>
int segment_relation_code(const Point& p1, const Point& p2, const Point& q1, const Point& q2) {
  if (p1 == p2 && q1 == q2) return code(p1 == q1 ? R::touching : R::disjoint);
  if (p1 == p2) return code(Segment(q1, q2).has_on(p1) ? R::touching : R::disjoint);
  if (q1 == q2) return code(Segment(p1, p2).has_on(q1) ? R::touching : R::disjoint);
  const Segment s(p1, p2), t(q1, q2);
  if (!CGAL::do_intersect(s, t)) return code(R::disjoint);
  if (CGAL::collinear(p1, p2, q1) && CGAL::collinear(p1, p2, q2)) {
    const bool p_up = p1 < p2, q_up = q1 < q2;
    const Point& plo = p_up ? p1 : p2;
    const Point& phi = p_up ? p2 : p1;
    const Point& qlo = q_up ? q1 : q2;
    const Point& qhi = q_up ? q2 : q1;
    return code(phi == qlo || qhi == plo ? R::touching : R::overlapping);
  }
  // One common point: an endpoint of either segment, or interior to both.
  if (t.has_on(p1) || t.has_on(p2) || s.has_on(q1) || s.has_on(q2)) return code(R::touching);
  return code(R::crossing);
}

CGAL::Bounded_side polygon_side(const double* x) {
  const std::vector<Point2>& v = polygon_at(x + 2);
  return CGAL::bounded_side_2(v.begin(), v.end(), Point2(x[0], x[1]), K());
}

}  // namespace

int epick_same_side_2d(const double* x) {
  const Point2 p = pt2(x, 0), q = pt2(x, 1), a = pt2(x, 2), b = pt2(x, 3);
  const int sp = static_cast<int>(CGAL::orientation(a, b, p));
  if (sp == 0) return 0;
  return sp * static_cast<int>(CGAL::orientation(a, b, q));
}

int epick_segment_intersect_2d(const double* x) {
  return segment_relation_code<segment_relation, Segment2>(pt2(x, 0), pt2(x, 1), pt2(x, 2),
                                                           pt2(x, 3));
}

int epick_point_in_triangle_2d(const double* x) {
  using L = triangle_location;
  const Point2 p = pt2(x, 0), a = pt2(x, 1), b = pt2(x, 2), c = pt2(x, 3);
  if (p == a || p == b || p == c) return code(L::on_vertex);
  if (CGAL::collinear(a, b, c)) {
    for (const Segment2& s : {Segment2(a, b), Segment2(b, c), Segment2(c, a)}) {
      if (!s.is_degenerate() && s.has_on(p)) return code(L::on_edge);
    }
    return code(L::outside);
  }
  switch (Triangle2(a, b, c).bounded_side(p)) {
    case CGAL::ON_BOUNDED_SIDE:
      return code(L::inside);
    case CGAL::ON_BOUNDARY:
      return code(L::on_edge);
    default:
      return code(L::outside);
  }
}

int epick_compare_distance_2d(const double* x) {
  return static_cast<int>(CGAL::compare_distance_to_point(pt2(x, 0), pt2(x, 1), pt2(x, 2)));
}

int epick_polygon_orientation(const double* x) {
  const std::vector<Point2>& v = polygon_at(x);
  return static_cast<int>(CGAL::orientation_2(v.begin(), v.end(), K()));
}

int epick_winding_number(const double* x) {
  const std::vector<Point2>& v = polygon_at(x + 2);
  switch (CGAL::bounded_side_2(v.begin(), v.end(), Point2(x[0], x[1]), K())) {
    case CGAL::ON_BOUNDARY:
      return epick_winding_on_boundary;
    case CGAL::ON_BOUNDED_SIDE:
      return static_cast<int>(CGAL::orientation_2(v.begin(), v.end(), K()));
    default:
      return 0;
  }
}

int epick_point_in_polygon(const double* x) {
  using L = polygon_location;
  switch (polygon_side(x)) {
    case CGAL::ON_BOUNDARY:
      return code(L::on_boundary);
    case CGAL::ON_BOUNDED_SIDE:
      return code(L::inside);
    default:
      return code(L::outside);
  }
}

int epick_point_in_polygon_even_odd(const double* x) { return epick_point_in_polygon(x); }

std::size_t epick_convex_hull(const double* x, std::size_t* out) {
  using Map = CGAL::Pointer_property_map<Point2>::const_type;
  using Traits = CGAL::Convex_hull_traits_adapter_2<K, Map>;
  const std::vector<Point2>& v = polygon_at(x);
  thread_local std::vector<std::size_t> indices;
  indices.resize(v.size());
  for (std::size_t i = 0; i < v.size(); ++i) indices[i] = i;
  std::size_t* end = CGAL::ch_graham_andrew(indices.begin(), indices.end(), out,
                                            Traits(CGAL::make_property_map(v)));
  const std::size_t h = static_cast<std::size_t>(end - out);
  if (h == 0) return 0;
  // Of equal points the first index; start at the lexicographically smallest point.
  std::size_t smallest = 0;
  for (std::size_t k = 0; k < h; ++k) {
    for (std::size_t j = 0; j < out[k]; ++j) {
      if (v[j] == v[out[k]]) {
        out[k] = j;
        break;
      }
    }
    if (CGAL::compare_xy(v[out[k]], v[out[smallest]]) == CGAL::SMALLER) smallest = k;
  }
  std::rotate(out, out + smallest, out + h);
  return h;
}

int epick_same_side_3d(const double* x) {
  const Point3 p = pt3(x, 0), q = pt3(x, 1), a = pt3(x, 2), b = pt3(x, 3), c = pt3(x, 4);
  const int sp = static_cast<int>(CGAL::orientation(a, b, c, p));
  if (sp == 0) return 0;
  return sp * static_cast<int>(CGAL::orientation(a, b, c, q));
}

int epick_segment_intersect_3d(const double* x) {
  return segment_relation_code<intersection_3d, Segment3>(pt3(x, 0), pt3(x, 1), pt3(x, 2),
                                                          pt3(x, 3));
}

int epick_point_in_triangle_3d(const double* x) {
  using L = triangle_location_3d;
  const Point3 p = pt3(x, 0), a = pt3(x, 1), b = pt3(x, 2), c = pt3(x, 3);
  if (p == a || p == b || p == c) return code(L::on_vertex);
  if ((a != b && Segment3(a, b).has_on(p)) || (b != c && Segment3(b, c).has_on(p)) ||
      (c != a && Segment3(c, a).has_on(p))) {
    return code(L::on_edge);
  }
  const Triangle3 t(a, b, c);
  return code(!t.is_degenerate() && t.has_on(p) ? L::inside : L::outside);
}

int epick_compare_distance_3d(const double* x) {
  return static_cast<int>(CGAL::compare_distance_to_point(pt3(x, 0), pt3(x, 1), pt3(x, 2)));
}

// The code of `larger`, `equal` or `smaller` as the squared distance of the points at x and x + 4
// compares with r * r.
template <class E>
int by_squared_distance(const double* x, double r, E larger, E equal, E smaller) {
  switch (CGAL::compare_squared_distance(pt3(x, 0), pt3(x + 4, 0), r * r)) {
    case CGAL::LARGER:
      return code(larger);
    case CGAL::EQUAL:
      return code(equal);
    default:
      return code(smaller);
  }
}

int epick_point_sphere(const double* x) {
  using S = ball_side;
  return by_squared_distance(x, x[3], S::outside, S::on_boundary, S::inside);
}

int epick_sphere_sphere(const double* x) {
  using R = ball_relation;
  return by_squared_distance(x, x[3] + x[7], R::disjoint, R::touching, R::intersecting);
}

int epick_segment_box_3d(const double* x) {
  using B = box_intersection;
  const Point3 p = pt3(x, 0), q = pt3(x, 1);
  const Cuboid3 box(pt3(x, 2), pt3(x, 3));
  const bool hit = p == q ? !box.has_on_unbounded_side(p) : CGAL::do_intersect(Segment3(p, q), box);
  return code(hit ? B::intersecting : B::disjoint);
}

int epick_ray_box_3d(const double* x) {
  using B = box_intersection;
  const Ray3 ray(pt3(x, 0), Vector3(x[3], x[4], x[5]));
  const Cuboid3 box(pt3(x, 2), pt3(x, 3));
  return code(CGAL::do_intersect(ray, box) ? B::intersecting : B::disjoint);
}

int epick_box_box_3d(const double* x) {
  using R = box_box_relation;
  const Cuboid3 a(pt3(x, 0), pt3(x, 1)), b(pt3(x, 2), pt3(x, 3));
  if (!CGAL::do_intersect(a, b)) return code(R::disjoint);
  const auto common = CGAL::intersection(a, b);
  const Cuboid3* c = common ? boost::get<Cuboid3>(&*common) : nullptr;
  return code(c != nullptr && !c->is_degenerate() ? R::overlapping : R::touching);
}

}  // namespace exactpred::oracle
