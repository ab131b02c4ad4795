// SPDX-License-Identifier: MIT
// oracle/cgal_planar.cpp — CGAL reference answers for the planar predicates.
//
// Every answer is computed in CGAL::Simple_cartesian<CGAL::Exact_rational> (each double
// converted exactly) with CGAL's own predicates and constructions, independently of exactpred's
// algorithms:
//   same_side_2d               Line_2::oriented_side of both points
//   segment_intersect_2d       CGAL::intersection of the segments (a point or a segment)
//   point_in_triangle_2d       Triangle_2::bounded_side; a degenerate triangle is the union of
//                              its edges (Segment_2::has_on)
//   compare_distance_2d        CGAL::compare_distance_to_point
//   polygon_orientation        the sign of CGAL::polygon_area_2
//   winding_number             signed crossings of a Ray_2 from p whose direction avoids every
//                              vertex (CGAL::do_intersect, CGAL::orientation); Segment_2::has_on
//                              for the boundary
//   point_in_polygon(_even_odd) the reference winding number, non-zero or odd
//   convex_hull(_collinear)    CGAL::ch_graham_andrew; the collinear variant adds every input
//                              point on the hull's boundary (CGAL::bounded_side_2 /
//                              Segment_2::has_on), ordered along each edge
//   convex_polygons_intersect  the hulls (ch_graham_andrew) as a point, a segment or a fan of
//                              triangles; closed sets meet by CGAL::do_intersect, interiors meet
//                              when some CGAL::intersection of two triangles has positive area
#include <CGAL/Polygon_2_algorithms.h>
#include <CGAL/ch_graham_andrew.h>
#include <CGAL/intersections.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cgal_exact.hpp"
#include "cgal_reference.hpp"
#include "exactpred/sign.hpp"

namespace exactpred::oracle {
namespace {

using namespace exact;

Point2 pt(const double* x, std::size_t i) { return Point2(FT(x[2 * i]), FT(x[2 * i + 1])); }

std::vector<Point2> points_at(const double* x, std::size_t at) {
  const std::size_t n = static_cast<std::size_t>(x[at]);
  std::vector<Point2> v;
  for (std::size_t i = 0; i < n; ++i)
    v.push_back(Point2(FT(x[at + 1 + 2 * i]), FT(x[at + 2 + 2 * i])));
  return v;
}

std::string ref_same_side_2d(const double* x, std::size_t) {
  const Point2 p = pt(x, 0), q = pt(x, 1), a = pt(x, 2), b = pt(x, 3);
  if (a == b) return "0";
  const Line2 l(a, b);
  return sign_text(static_cast<int>(l.oriented_side(p)) * static_cast<int>(l.oriented_side(q)));
}

std::string ref_segment_intersect_2d(const double* x, std::size_t) {
  const Point2 p1 = pt(x, 0), p2 = pt(x, 1), q1 = pt(x, 2), q2 = pt(x, 3);
  if (p1 == p2 && q1 == q2) return p1 == q1 ? "touching" : "disjoint";
  if (p1 == p2) return Segment2(q1, q2).has_on(p1) ? "touching" : "disjoint";
  if (q1 == q2) return Segment2(p1, p2).has_on(q1) ? "touching" : "disjoint";
  const auto r = CGAL::intersection(Segment2(p1, p2), Segment2(q1, q2));
  if (!r) return "disjoint";
  if (const Segment2* s = boost::get<Segment2>(&*r)) {
    return s->source() == s->target() ? "touching" : "overlapping";
  }
  const Point2& c = boost::get<Point2>(*r);
  return (c == p1 || c == p2 || c == q1 || c == q2) ? "touching" : "crossing";
}

std::string ref_point_in_triangle_2d(const double* x, std::size_t) {
  const Point2 p = pt(x, 0), a = pt(x, 1), b = pt(x, 2), c = pt(x, 3);
  if (p == a || p == b || p == c) return "on_vertex";
  if (CGAL::collinear(a, b, c)) {
    for (const Segment2& s : {Segment2(a, b), Segment2(b, c), Segment2(c, a)}) {
      if (!s.is_degenerate() && s.has_on(p)) return "on_edge";
    }
    return "outside";
  }
  switch (Triangle2(a, b, c).bounded_side(p)) {
    case CGAL::ON_BOUNDED_SIDE:
      return "inside";
    case CGAL::ON_BOUNDARY:
      return "on_edge";
    default:
      return "outside";
  }
}

std::string ref_compare_distance_2d(const double* x, std::size_t) {
  return sign_text(static_cast<int>(CGAL::compare_distance_to_point(pt(x, 0), pt(x, 1), pt(x, 2))));
}

std::string ref_polygon_orientation(const double* x, std::size_t) {
  const std::vector<Point2> v = points_at(x, 0);
  if (v.size() < 3) return "0";
  return sign_text(CGAL::sign(CGAL::polygon_area_2(v.begin(), v.end(), Kernel())));
}

// The winding number, or nothing when p is on the boundary.
bool ref_winding(const Point2& p, const std::vector<Point2>& v, long& w) {
  const std::size_t n = v.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Point2& a = v[i];
    const Point2& b = v[(i + 1) % n];
    if (a == b ? p == a : Segment2(a, b).has_on(p)) return false;
  }
  // A direction (1, t) whose ray from p meets no vertex: t above every slope to a vertex.
  FT t = 1;
  for (const Point2& q : v) {
    if (q.x() > p.x()) {
      const FT slope = CGAL::abs((q.y() - p.y()) / (q.x() - p.x()));
      if (slope + 1 > t) t = slope + 1;
    }
  }
  const Ray2 ray(p, Direction2(FT(1), t));
  w = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const Point2& a = v[i];
    const Point2& b = v[(i + 1) % n];
    if (a == b) continue;
    if (CGAL::do_intersect(ray, Segment2(a, b))) w += static_cast<int>(CGAL::orientation(a, b, p));
  }
  return true;
}

std::string ref_winding_number(const double* x, std::size_t) {
  long w = 0;
  if (!ref_winding(pt(x, 0), points_at(x, 2), w)) return "on_boundary";
  return std::to_string(w);
}
std::string ref_point_in_polygon(const double* x, std::size_t) {
  long w = 0;
  if (!ref_winding(pt(x, 0), points_at(x, 2), w)) return "on_boundary";
  return w != 0 ? "inside" : "outside";
}
std::string ref_point_in_polygon_even_odd(const double* x, std::size_t) {
  long w = 0;
  if (!ref_winding(pt(x, 0), points_at(x, 2), w)) return "on_boundary";
  return w % 2 != 0 ? "inside" : "outside";
}

// CGAL's hull, counterclockwise, rotated to start at the lexicographically smallest point.
std::vector<Point2> hull_of(const std::vector<Point2>& v) {
  std::vector<Point2> h;
  CGAL::ch_graham_andrew(v.begin(), v.end(), std::back_inserter(h), Kernel());
  if (!h.empty()) {
    const auto smallest = std::min_element(
        h.begin(), h.end(),
        [](const Point2& a, const Point2& b) { return CGAL::compare_xy(a, b) == CGAL::SMALLER; });
    std::rotate(h.begin(), smallest, h.end());
  }
  return h;
}

std::string index_text(const std::vector<Point2>& v, const std::vector<Point2>& chosen) {
  std::string s;
  for (const Point2& c : chosen) {
    const std::size_t i = static_cast<std::size_t>(std::find(v.begin(), v.end(), c) - v.begin());
    if (!s.empty()) s += ' ';
    s += std::to_string(i);
  }
  return s;
}

std::string ref_convex_hull(const double* x, std::size_t) {
  const std::vector<Point2> v = points_at(x, 0);
  return index_text(v, hull_of(v));
}

std::string ref_convex_hull_collinear(const double* x, std::size_t) {
  const std::vector<Point2> v = points_at(x, 0);
  const std::vector<Point2> h = hull_of(v);
  if (h.size() < 2) return index_text(v, h);
  std::vector<Point2> boundary;  // distinct input points on the hull's boundary
  for (const Point2& p : v) {
    if (std::find(boundary.begin(), boundary.end(), p) != boundary.end()) continue;
    const bool on =
        h.size() == 2 ? Segment2(h[0], h[1]).has_on(p)
                      : CGAL::bounded_side_2(h.begin(), h.end(), p, Kernel()) == CGAL::ON_BOUNDARY;
    if (on) boundary.push_back(p);
  }
  // Along each hull edge from its start (inclusive) to its end (exclusive); a two-point hull
  // is one edge with both ends.
  std::vector<Point2> ordered;
  const std::size_t edges = h.size() == 2 ? 1 : h.size();
  for (std::size_t j = 0; j < edges; ++j) {
    const Point2& s = h[j];
    const Point2& e = h[(j + 1) % h.size()];
    std::vector<Point2> on_edge;
    for (const Point2& p : boundary) {
      if (Segment2(s, e).has_on(p) && (h.size() == 2 || p != e)) on_edge.push_back(p);
    }
    std::sort(on_edge.begin(), on_edge.end(), [&](const Point2& a, const Point2& b) {
      return CGAL::compare_distance_to_point(s, a, b) == CGAL::SMALLER;
    });
    ordered.insert(ordered.end(), on_edge.begin(), on_edge.end());
  }
  return index_text(v, ordered);
}

// A convex polygon's point set: its hull as a point, a segment, or a fan of triangles.
struct convex_set {
  std::vector<Point2> hull;
  std::vector<Triangle2> fan;
};

convex_set convex_set_of(const std::vector<Point2>& v, const char* which) {
  if (v.empty()) {
    throw invalid_input(std::string("convex_polygons_intersect: the ") + which +
                        " polygon has no vertices");
  }
  convex_set c{hull_of(v), {}};
  for (std::size_t i = 1; i + 1 < c.hull.size(); ++i) {
    c.fan.push_back(Triangle2(c.hull[0], c.hull[i], c.hull[i + 1]));
  }
  return c;
}

// Closed sets a and b meet; a has at most as many hull points as b.
bool meets(const convex_set& a, const convex_set& b) {
  if (a.hull.size() > b.hull.size()) return meets(b, a);
  if (a.hull.size() == 1) {
    const Point2& p = a.hull[0];
    if (b.hull.size() == 1) return p == b.hull[0];
    if (b.hull.size() == 2) return CGAL::do_intersect(p, Segment2(b.hull[0], b.hull[1]));
    for (const Triangle2& t : b.fan) {
      if (CGAL::do_intersect(p, t)) return true;
    }
    return false;
  }
  if (a.hull.size() == 2) {
    const Segment2 s(a.hull[0], a.hull[1]);
    if (b.hull.size() == 2) return CGAL::do_intersect(s, Segment2(b.hull[0], b.hull[1]));
    for (const Triangle2& t : b.fan) {
      if (CGAL::do_intersect(s, t)) return true;
    }
    return false;
  }
  for (const Triangle2& t : a.fan) {
    for (const Triangle2& u : b.fan) {
      if (CGAL::do_intersect(t, u)) return true;
    }
  }
  return false;
}

bool interiors_meet(const convex_set& a, const convex_set& b) {
  for (const Triangle2& t : a.fan) {
    for (const Triangle2& u : b.fan) {
      const auto r = CGAL::intersection(t, u);
      if (!r) continue;
      if (boost::get<Triangle2>(&*r) != nullptr) return true;
      if (boost::get<std::vector<Point2>>(&*r) != nullptr) return true;
    }
  }
  return false;
}

std::string ref_convex_polygons_intersect(const double* x, std::size_t) {
  const std::vector<Point2> va = points_at(x, 0);
  const std::vector<Point2> vb = points_at(x, 1 + 2 * va.size());
  const convex_set a = convex_set_of(va, "first");
  const convex_set b = convex_set_of(vb, "second");
  if (!meets(a, b)) return "disjoint";
  return interiors_meet(a, b) ? "overlapping" : "touching";
}

const exact::named_evaluator entries[] = {
    {"same_side_2d", ref_same_side_2d},
    {"segment_intersect_2d", ref_segment_intersect_2d},
    {"point_in_triangle_2d", ref_point_in_triangle_2d},
    {"compare_distance_2d", ref_compare_distance_2d},
    {"polygon_orientation", ref_polygon_orientation},
    {"winding_number", ref_winding_number},
    {"point_in_polygon", ref_point_in_polygon},
    {"point_in_polygon_even_odd", ref_point_in_polygon_even_odd},
    {"convex_hull", ref_convex_hull},
    {"convex_hull_collinear", ref_convex_hull_collinear},
    {"convex_polygons_intersect", ref_convex_polygons_intersect},
};

}  // namespace

query::evaluator reference_planar(std::string_view name) {
  return exact::find_evaluator(entries, name);
}

}  // namespace exactpred::oracle
