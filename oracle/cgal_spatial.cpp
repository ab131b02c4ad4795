// SPDX-License-Identifier: MIT
// oracle/cgal_spatial.cpp — CGAL reference answers for the spatial predicates.
//
// Every answer is computed in CGAL::Simple_cartesian<CGAL::Exact_rational> (each double
// converted exactly) with CGAL's own predicates and constructions: orientation, has_on,
// intersection of segments, rays, planes and triangles, projections and squared distances.
// The distance comparisons use CGAL's squared_distance to a Plane_3, Line_3 or Segment_3; the
// closest feature pair of two segments is found among the candidate pairs (each endpoint with
// its closest point on the other segment, the lines' closest points when they fall inside
// both) by exact rational distances, whose least value must equal CGAL's
// squared_distance(Segment_3, Segment_3).
// Degenerate objects, which CGAL's intersection functions exclude by precondition, are handled
// as the point or the union of segments they are. The answers are the strings the oracle
// command prints.
#include <CGAL/intersections.h>
#include <CGAL/squared_distance_3.h>

#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "cgal_exact.hpp"
#include "cgal_reference.hpp"

namespace exactpred::oracle {
namespace {

using namespace exact;

Vector3 vector(const double* x, int i) {
  return Vector3(FT(x[3 * i]), FT(x[3 * i + 1]), FT(x[3 * i + 2]));
}

void require_nonzero(const char* name, const char* what, const Vector3& v) {
  if (v == CGAL::NULL_VECTOR) {
    throw std::domain_error(std::string(name) + ": the " + what + " is the zero vector");
  }
}

// Common points of a closed segment or ray with the pieces of a set: whether some piece shares
// a segment of positive length, and the isolated common points otherwise.
struct contact {
  bool overlap = false;
  std::vector<Point3> points;

  void add(const Point3& x) {
    for (const Point3& y : points) {
      if (y == x) return;
    }
    points.push_back(x);
  }

  // A CGAL intersection result: empty, a point, or a segment (possibly of zero length).
  template <class Result>
  void add_result(const Result& r) {
    if (!r) return;
    if (const Point3* x = boost::get<Point3>(&*r)) {
      add(*x);
      return;
    }
    const Segment3& s = boost::get<Segment3>(*r);
    if (s.is_degenerate()) {
      add(s.source());
    } else {
      overlap = true;
    }
  }

  const char* word() const {
    if (overlap || points.size() > 1) return "overlapping";
    return points.empty() ? "disjoint" : "touching";
  }
};

// The closed segment pq (p = q allowed) against the closed segment uv (u = v allowed).
void segment_contact(const Point3& p, const Point3& q, const Point3& u, const Point3& v,
                     contact& out) {
  if (p == q && u == v) {
    if (p == u) out.add(p);
  } else if (p == q) {
    if (Segment3(u, v).has_on(p)) out.add(p);
  } else if (u == v) {
    if (Segment3(p, q).has_on(u)) out.add(u);
  } else {
    out.add_result(CGAL::intersection(Segment3(p, q), Segment3(u, v)));
  }
}

// The part of the ray o + t d, t >= 0, that can meet conv(a, b, c): the segment from o to
// o + (T + 1) d, where T >= 0 bounds the ray parameter (x - o).d / |d|^2 over the triangle (a
// linear function, largest at a vertex). CGAL 5.5's intersection(Ray_3, Triangle_3) is wrong
// for some coplanar rays (it reports a segment for a ray pointing away from the triangle), so
// rays are clipped to such segments and intersected as segments.
Segment3 clip_ray(const Point3& o, const Vector3& d, const Point3& a, const Point3& b,
                  const Point3& c) {
  FT t = 0;
  for (const Point3* v : {&a, &b, &c}) {
    const FT tv = ((*v - o) * d) / d.squared_length();
    if (tv > t) t = tv;
  }
  return Segment3(o, o + (t + 1) * d);
}

// x on the relative boundary of the non-degenerate triangle abc.
bool on_triangle_boundary(const Point3& x, const Point3& a, const Point3& b, const Point3& c) {
  return Segment3(a, b).has_on(x) || Segment3(b, c).has_on(x) || Segment3(c, a).has_on(x);
}

// Words of one isolated common point x: crossing when interior to both objects.
std::string single_point_word(bool interior) { return interior ? "crossing" : "touching"; }

std::string ref_same_side_3d(const double* x, std::size_t n) {
  require_finite("same_side_3d", x, n);
  const Point3 p = p3(x, 0), q = p3(x, 1), a = p3(x, 2), b = p3(x, 3), c = p3(x, 4);
  return sign_text(static_cast<int>(CGAL::orientation(a, b, c, p)) *
                   static_cast<int>(CGAL::orientation(a, b, c, q)));
}

std::string ref_same_side_line_3d(const double* x, std::size_t n) {
  require_finite("same_side_line_3d", x, n);
  const Point3 p = p3(x, 0), q = p3(x, 1), a = p3(x, 2), b = p3(x, 3);
  const Vector3 s = CGAL::cross_product(p - a, b - a);
  const Vector3 t = CGAL::cross_product(q - a, b - a);
  return sign_text(static_cast<int>(CGAL::sign(s * t)));
}

std::string ref_segment_intersect_3d(const double* x, std::size_t n) {
  require_finite("segment_intersect_3d", x, n);
  const Point3 p1 = p3(x, 0), p2 = p3(x, 1), q1 = p3(x, 2), q2 = p3(x, 3);
  contact c;
  segment_contact(p1, p2, q1, q2, c);
  if (!c.overlap && c.points.size() == 1) {
    const Point3& y = c.points.front();
    return single_point_word(p1 != p2 && q1 != q2 && y != p1 && y != p2 && y != q1 && y != q2);
  }
  return c.word();
}

std::string ref_point_in_triangle_3d(const double* x, std::size_t n) {
  require_finite("point_in_triangle_3d", x, n);
  const Point3 p = p3(x, 0), a = p3(x, 1), b = p3(x, 2), c = p3(x, 3);
  if (p == a || p == b || p == c) return "on_vertex";
  const Triangle3 t(a, b, c);
  const bool on_boundary = (a != b && Segment3(a, b).has_on(p)) ||
                           (b != c && Segment3(b, c).has_on(p)) ||
                           (c != a && Segment3(c, a).has_on(p));
  if (on_boundary) return "on_edge";
  if (!t.is_degenerate() && t.has_on(p)) return "inside";
  return "outside";
}

std::string ref_ray_plane(const double* x, std::size_t n) {
  require_finite("ray_plane", x, n);
  const Vector3 d = vector(x, 1), normal = vector(x, 3);
  require_nonzero("ray_plane", "direction d", d);
  require_nonzero("ray_plane", "normal n", normal);
  const Ray3 r(p3(x, 0), d);
  const Plane3 h(p3(x, 2), normal);
  const auto hit = CGAL::intersection(r, h);
  if (hit) return boost::get<Point3>(&*hit) != nullptr ? "hits" : "in_plane";
  return CGAL::intersection(r.supporting_line(), h) ? "misses" : "parallel";
}

std::string ref_segment_plane(const double* x, std::size_t n) {
  require_finite("segment_plane", x, n);
  const Vector3 normal = vector(x, 3);
  require_nonzero("segment_plane", "normal n", normal);
  const Point3 p = p3(x, 0), q = p3(x, 1);
  const Plane3 h(p3(x, 2), normal);
  if (p == q) return h.has_on(p) ? "touching" : "disjoint";
  const auto r = CGAL::intersection(Segment3(p, q), h);
  if (!r) return "disjoint";
  const Point3* y = boost::get<Point3>(&*r);
  if (y == nullptr) return "in_plane";
  return *y == p || *y == q ? "touching" : "crossing";
}

std::string ref_segment_triangle_3d(const double* x, std::size_t n) {
  require_finite("segment_triangle_3d", x, n);
  const Point3 p = p3(x, 0), q = p3(x, 1), a = p3(x, 2), b = p3(x, 3), c = p3(x, 4);
  const Triangle3 t(a, b, c);
  contact k;
  if (t.is_degenerate()) {  // the union of the three edges; no interior
    segment_contact(p, q, a, b, k);
    segment_contact(p, q, b, c, k);
    segment_contact(p, q, c, a, k);
    return k.word();
  }
  if (p == q) {
    if (t.has_on(p)) k.add(p);
    return k.word();
  }
  k.add_result(CGAL::intersection(Segment3(p, q), t));
  if (!k.overlap && k.points.size() == 1) {
    const Point3& y = k.points.front();
    return single_point_word(y != p && y != q && !on_triangle_boundary(y, a, b, c));
  }
  return k.word();
}

std::string ref_ray_triangle_3d(const double* x, std::size_t n) {
  require_finite("ray_triangle_3d", x, n);
  const Vector3 d = vector(x, 1);
  require_nonzero("ray_triangle_3d", "direction d", d);
  const Point3 o = p3(x, 0), a = p3(x, 2), b = p3(x, 3), c = p3(x, 4);
  const Segment3 r = clip_ray(o, d, a, b, c);
  const Triangle3 t(a, b, c);
  contact k;
  if (t.is_degenerate()) {
    segment_contact(r.source(), r.target(), a, b, k);
    segment_contact(r.source(), r.target(), b, c, k);
    segment_contact(r.source(), r.target(), c, a, k);
    return k.word();
  }
  k.add_result(CGAL::intersection(r, t));
  if (!k.overlap && k.points.size() == 1) {
    const Point3& y = k.points.front();
    return single_point_word(y != o && !on_triangle_boundary(y, a, b, c));
  }
  return k.word();
}

std::string ref_compare_distance_3d(const double* x, std::size_t n) {
  require_finite("compare_distance_3d", x, n);
  return sign_text(static_cast<int>(CGAL::compare_distance_to_point(p3(x, 0), p3(x, 1), p3(x, 2))));
}

// The closest point of the closed triangle to p, by brute force over the candidates (the
// vertices, the projections onto the edges' lines that fall on the edges, the projection onto
// the plane if it falls in the triangle); then the first feature whose relative interior holds
// it, in the order a, b, c, ab, bc, ca, face.
std::string ref_closest_feature_3d(const double* x, std::size_t n) {
  require_finite("closest_feature_3d", x, n);
  const Point3 p = p3(x, 0), a = p3(x, 1), b = p3(x, 2), c = p3(x, 3);
  std::vector<Point3> candidates = {a, b, c};
  const Point3 corners[] = {a, b, c};
  for (int i = 0; i < 3; ++i) {
    const Point3& u = corners[i];
    const Point3& v = corners[(i + 1) % 3];
    if (u == v) continue;
    const Point3 y = Line3(u, v).projection(p);
    if (Segment3(u, v).has_on(y)) candidates.push_back(y);
  }
  const Triangle3 t(a, b, c);
  if (!t.is_degenerate()) {
    const Point3 y = t.supporting_plane().projection(p);
    if (t.has_on(y)) candidates.push_back(y);
  }
  Point3 best = candidates.front();
  FT best_d = CGAL::squared_distance(p, best);
  for (const Point3& y : candidates) {
    const FT dy = CGAL::squared_distance(p, y);
    if (dy < best_d) {
      best = y;
      best_d = dy;
    }
  }
  if (best == a) return "vertex_a";
  if (best == b) return "vertex_b";
  if (best == c) return "vertex_c";
  if (a != b && Segment3(a, b).has_on(best)) return "edge_ab";
  if (b != c && Segment3(b, c).has_on(best)) return "edge_bc";
  if (c != a && Segment3(c, a).has_on(best)) return "edge_ca";
  return "face";
}

std::string compare_text(const FT& a, const FT& b) {
  return sign_text(a < b ? -1 : (b < a ? 1 : 0));
}

std::string ref_compare_distance_point_plane(const double* x, std::size_t n) {
  require_finite("compare_distance_point_plane", x, n);
  const Vector3 normal = vector(x, 1);
  require_nonzero("compare_distance_point_plane", "normal n", normal);
  const Plane3 h(p3(x, 0), normal);
  return compare_text(CGAL::squared_distance(p3(x, 2), h), CGAL::squared_distance(p3(x, 3), h));
}

std::string ref_compare_distance_point_line_3d(const double* x, std::size_t n) {
  require_finite("compare_distance_point_line_3d", x, n);
  if (p3(x, 0) == p3(x, 1)) {
    throw std::domain_error("compare_distance_point_line_3d: a = b does not define a line");
  }
  const Line3 l(p3(x, 0), p3(x, 1));
  return compare_text(CGAL::squared_distance(p3(x, 2), l), CGAL::squared_distance(p3(x, 3), l));
}

std::string ref_compare_distance_point_segment_3d(const double* x, std::size_t n) {
  require_finite("compare_distance_point_segment_3d", x, n);
  const Segment3 s(p3(x, 0), p3(x, 1));
  return compare_text(CGAL::squared_distance(p3(x, 2), s), CGAL::squared_distance(p3(x, 3), s));
}

// The point of the closed segment uv (u = v allowed) closest to x.
Point3 closest_on_segment(const Point3& x, const Point3& u, const Point3& v) {
  if (u == v) return u;
  const Vector3 d = v - u;
  FT t = ((x - u) * d) / (d * d);
  if (t < 0) t = 0;
  if (t > 1) t = 1;
  return u + t * d;
}

std::string ref_closest_feature_segment_segment_3d(const double* x, std::size_t n) {
  require_finite("closest_feature_segment_segment_3d", x, n);
  const Point3 p1 = p3(x, 0), p2 = p3(x, 1), q1 = p3(x, 2), q2 = p3(x, 3);
  std::vector<std::pair<Point3, Point3>> pairs;
  for (const Point3& a : {p1, p2}) pairs.push_back({a, closest_on_segment(a, q1, q2)});
  for (const Point3& b : {q1, q2}) pairs.push_back({closest_on_segment(b, p1, p2), b});
  const Vector3 d1 = p2 - p1, d2 = q2 - q1, r = p1 - q1;
  const FT denom = CGAL::cross_product(d1, d2).squared_length();
  if (denom != 0) {
    const FT b = d1 * d2, c = d1 * r, e = d2 * d2, f = d2 * r, a = d1 * d1;
    const FT s = (b * f - c * e) / denom, t = (a * f - b * c) / denom;
    if (0 < s && s < 1 && 0 < t && t < 1) pairs.push_back({p1 + s * d1, q1 + t * d2});
  }
  FT best = CGAL::squared_distance(pairs.front().first, pairs.front().second);
  for (const auto& [u, v] : pairs) best = CGAL::min(best, CGAL::squared_distance(u, v));
  // CGAL's own distance between the segments (a zero-length one as a point).
  FT cgal;
  if (p1 == p2 && q1 == q2) {
    cgal = CGAL::squared_distance(p1, q1);
  } else if (p1 == p2) {
    cgal = CGAL::squared_distance(p1, Segment3(q1, q2));
  } else if (q1 == q2) {
    cgal = CGAL::squared_distance(q1, Segment3(p1, p2));
  } else {
    cgal = CGAL::squared_distance(Segment3(p1, p2), Segment3(q1, q2));
  }
  if (cgal != best) {
    throw std::logic_error("closest_feature_segment_segment_3d: candidates miss CGAL's distance");
  }
  if (best == 0) return "intersecting";
  const std::pair<Point3, Point3>* closest = nullptr;
  for (const auto& pq : pairs) {
    if (CGAL::squared_distance(pq.first, pq.second) != best) continue;
    if (closest != nullptr && *closest != pq) return "parallel";
    closest = &pq;
  }
  const std::string first =
      closest->first == p1 ? "p1" : (closest->first == p2 ? "p2" : "interior");
  const std::string second =
      closest->second == q1 ? "q1" : (closest->second == q2 ? "q2" : "interior");
  return first + "_" + second;
}

// The squared distance between closed segments, a zero-length one as a point.
FT segment_distance(const Point3& p1, const Point3& p2, const Point3& q1, const Point3& q2) {
  if (p1 == p2 && q1 == q2) return CGAL::squared_distance(p1, q1);
  if (p1 == p2) return CGAL::squared_distance(p1, Segment3(q1, q2));
  if (q1 == q2) return CGAL::squared_distance(q1, Segment3(p1, p2));
  return CGAL::squared_distance(Segment3(p1, p2), Segment3(q1, q2));
}

// The candidates' exact distances (CGAL's segment-segment and point-triangle distances, the
// latter treating a degenerate triangle as its edges), the first least one in the order edge_ab,
// edge_bc, edge_ca, endpoint_p, endpoint_q (a segment piercing the face meets the triangle).
std::string ref_closest_feature_segment_triangle(const double* x, std::size_t n) {
  require_finite("closest_feature_segment_triangle", x, n);
  const Point3 p = p3(x, 0), q = p3(x, 1), a = p3(x, 2), b = p3(x, 3), c = p3(x, 4);
  const Triangle3 t(a, b, c);
  const FT d[] = {segment_distance(p, q, a, b), segment_distance(p, q, b, c),
                  segment_distance(p, q, c, a), CGAL::squared_distance(p, t),
                  CGAL::squared_distance(q, t)};
  const char* const words[] = {"edge_ab", "edge_bc", "edge_ca", "endpoint_p", "endpoint_q"};
  int best = 0;
  for (int i = 1; i < 5; ++i) {
    if (d[i] < d[best]) best = i;
  }
  // CGAL 5.5 has no segment-triangle distance: a common point is found by the intersection
  // reference (CGAL's do_intersect and intersection, degenerate cases included); without one,
  // the segment and the triangle are apart and the nearest candidate is at a positive distance.
  if (ref_segment_triangle_3d(x, n) != "disjoint") return "intersecting";
  if (d[best] == 0) {
    throw std::logic_error("closest_feature_segment_triangle: distance 0 without a common point");
  }
  return words[best];
}

const exact::named_evaluator entries[] = {
    {"same_side_3d", ref_same_side_3d},
    {"same_side_line_3d", ref_same_side_line_3d},
    {"segment_intersect_3d", ref_segment_intersect_3d},
    {"point_in_triangle_3d", ref_point_in_triangle_3d},
    {"ray_plane", ref_ray_plane},
    {"segment_plane", ref_segment_plane},
    {"segment_triangle_3d", ref_segment_triangle_3d},
    {"ray_triangle_3d", ref_ray_triangle_3d},
    {"compare_distance_3d", ref_compare_distance_3d},
    {"closest_feature_3d", ref_closest_feature_3d},
    {"compare_distance_point_plane", ref_compare_distance_point_plane},
    {"compare_distance_point_line_3d", ref_compare_distance_point_line_3d},
    {"compare_distance_point_segment_3d", ref_compare_distance_point_segment_3d},
    {"closest_feature_segment_segment_3d", ref_closest_feature_segment_segment_3d},
    {"closest_feature_segment_triangle", ref_closest_feature_segment_triangle},
};

}  // namespace

query::evaluator reference_spatial(std::string_view name) {
  return exact::find_evaluator(entries, name);
}

}  // namespace exactpred::oracle
