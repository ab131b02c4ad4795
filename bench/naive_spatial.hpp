// SPDX-License-Identifier: MIT
// bench/naive_spatial.hpp — plain-double versions of the spatial predicates, written the way
// the seed articles write them (dot and cross products in double, sign tests on the rounded
// results, Moller-Trumbore for rays, Ericson's closest-point regions). They are the baseline
// for benchmarks and for showing where rounding changes answers; they are not exact.
// Header-only; same signatures and result enums as exactpred/spatial.hpp.
#ifndef EXACTPRED_BENCH_NAIVE_SPATIAL_HPP
#define EXACTPRED_BENCH_NAIVE_SPATIAL_HPP

#include <algorithm>
#include <cmath>

#include "exactpred/spatial.hpp"

namespace exactpred::naive {

namespace spatial_detail {

struct vec3 {
  double x, y, z;
};
inline vec3 operator-(const point3& a, const point3& b) {
  return {a.x - b.x, a.y - b.y, a.z - b.z};
}
inline double dot(const vec3& a, const vec3& b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline vec3 cross(const vec3& a, const vec3& b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
inline vec3 as_vec(const point3& p) { return {p.x, p.y, p.z}; }
inline sign sign_of_double(double v) {
  return v > 0 ? sign::positive : (v < 0 ? sign::negative : sign::zero);
}

// The 2D straddle test of the plane-geometry notes, on the projection that drops the largest
// component of the normal.
struct p2 {
  double x, y;
};
inline double cross2(const p2& a, const p2& b, const p2& c) {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}
inline bool on_segment2(const p2& a, const p2& b, const p2& p) {
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}
inline int dominant_axis(const vec3& n) {
  const double ax = std::fabs(n.x), ay = std::fabs(n.y), az = std::fabs(n.z);
  return (ax >= ay && ax >= az) ? 0 : (ay >= az ? 1 : 2);
}
inline p2 project(const point3& p, int drop) {
  if (drop == 0) return {p.y, p.z};
  if (drop == 1) return {p.z, p.x};
  return {p.x, p.y};
}
inline intersection_3d segments2(const p2& a, const p2& b, const p2& c, const p2& d) {
  const double d1 = cross2(a, b, c), d2 = cross2(a, b, d);
  const double d3 = cross2(c, d, a), d4 = cross2(c, d, b);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return intersection_3d::crossing;
  }
  if (d1 == 0 && d2 == 0) {
    const bool share = on_segment2(a, b, c) || on_segment2(a, b, d) || on_segment2(c, d, a) ||
                       on_segment2(c, d, b);
    return share ? intersection_3d::overlapping : intersection_3d::disjoint;
  }
  if ((d1 == 0 && on_segment2(a, b, c)) || (d2 == 0 && on_segment2(a, b, d)) ||
      (d3 == 0 && on_segment2(c, d, a)) || (d4 == 0 && on_segment2(c, d, b))) {
    return intersection_3d::touching;
  }
  return intersection_3d::disjoint;
}

// Moller-Trumbore: the line o + t dir meets the plane of a + u e1 + v e2 (h = dir x e2,
// det = e1 . h, non-zero) at (u, v), parameter t. False when (u, v) is outside the triangle
// (t is then not computed).
struct barycentric_hit {
  double u, v, t;
};
inline bool moller_trumbore(const point3& o, const vec3& dir, const point3& a, const vec3& e1,
                            const vec3& e2, const vec3& h, double det, barycentric_hit& hit) {
  const double f = 1 / det;
  const vec3 s = o - a;
  const double u = f * dot(s, h);
  if (u < 0 || u > 1) return false;
  const vec3 qv = cross(s, e1);
  const double v = f * dot(dir, qv);
  if (v < 0 || u + v > 1) return false;
  hit = {u, v, f * dot(e2, qv)};
  return true;
}

}  // namespace spatial_detail

inline sign same_side_3d(const point3& p, const point3& q, const point3& a, const point3& b,
                         const point3& c) {
  using namespace spatial_detail;
  const vec3 n = cross(b - a, c - a);
  return sign_of_double(dot(n, p - a) * dot(n, q - a));
}

inline sign same_side_line_3d(const point3& p, const point3& q, const point3& a, const point3& b) {
  using namespace spatial_detail;
  const vec3 ab = b - a;
  return sign_of_double(dot(cross(p - a, ab), cross(q - a, ab)));
}

inline intersection_3d segment_intersect_3d(const point3& p1, const point3& p2, const point3& q1,
                                            const point3& q2) {
  using namespace spatial_detail;
  const vec3 u = p2 - p1;
  if (dot(cross(u, q1 - p1), q2 - p1) != 0) return intersection_3d::disjoint;
  vec3 n = cross(u, q1 - p1);
  if (n.x == 0 && n.y == 0 && n.z == 0) n = cross(u, q2 - p1);
  const int k = dominant_axis(n);
  return segments2(project(p1, k), project(p2, k), project(q1, k), project(q2, k));
}

inline triangle_location_3d point_in_triangle_3d(const point3& p, const point3& a, const point3& b,
                                                 const point3& c) {
  using namespace spatial_detail;
  const vec3 n = cross(b - a, c - a);
  if (dot(n, p - a) != 0) return triangle_location_3d::outside;
  if ((p.x == a.x && p.y == a.y && p.z == a.z) || (p.x == b.x && p.y == b.y && p.z == b.z) ||
      (p.x == c.x && p.y == c.y && p.z == c.z)) {
    return triangle_location_3d::on_vertex;
  }
  // Same-side test: p and the opposite vertex on the same side of every edge.
  const double s1 = dot(cross(b - a, p - a), n);
  const double s2 = dot(cross(c - b, p - b), n);
  const double s3 = dot(cross(a - c, p - c), n);
  if (s1 < 0 || s2 < 0 || s3 < 0) return triangle_location_3d::outside;
  if (s1 == 0 || s2 == 0 || s3 == 0) return triangle_location_3d::on_edge;
  return triangle_location_3d::inside;
}

inline ray_plane_relation ray_plane(const point3& o, const point3& d, const point3& c,
                                    const point3& n) {
  using namespace spatial_detail;
  const double dn = dot(as_vec(d), as_vec(n));
  const double pcn = dot(c - o, as_vec(n));
  if (dn == 0) return pcn == 0 ? ray_plane_relation::in_plane : ray_plane_relation::parallel;
  if ((dn > 0 && pcn > 0) || (dn < 0 && pcn < 0)) return ray_plane_relation::hits;
  return ray_plane_relation::misses;
}

inline segment_plane_relation segment_plane(const point3& p, const point3& q, const point3& c,
                                            const point3& n) {
  using namespace spatial_detail;
  const vec3 nv = as_vec(n);
  const double dp = dot(p - c, nv), dq = dot(q - c, nv);
  if (dp == 0 && dq == 0) {
    const bool same = p.x == q.x && p.y == q.y && p.z == q.z;
    return same ? segment_plane_relation::touching : segment_plane_relation::in_plane;
  }
  if (dp == 0 || dq == 0) return segment_plane_relation::touching;
  return dp * dq < 0 ? segment_plane_relation::crossing : segment_plane_relation::disjoint;
}

// Moller-Trumbore on the segment p + t (q - p), t in [0, 1], with an in-plane fallback.
inline intersection_3d segment_triangle_3d(const point3& p, const point3& q, const point3& a,
                                           const point3& b, const point3& c) {
  using namespace spatial_detail;
  const vec3 dir = q - p, e1 = b - a, e2 = c - a;
  const vec3 h = cross(dir, e2);
  const double det = dot(e1, h);
  if (det == 0) {
    const vec3 n = cross(e1, e2);
    if (dot(n, p - a) != 0) return intersection_3d::disjoint;
    const int k = dominant_axis(n);
    const p2 pp = project(p, k), qq = project(q, k);
    const p2 aa = project(a, k), bb = project(b, k), cc = project(c, k);
    int hits = 0;
    for (const intersection_3d r :
         {segments2(pp, qq, aa, bb), segments2(pp, qq, bb, cc), segments2(pp, qq, cc, aa)}) {
      if (r == intersection_3d::overlapping || r == intersection_3d::crossing) {
        return intersection_3d::overlapping;
      }
      hits += r == intersection_3d::touching;
    }
    return hits == 0 ? intersection_3d::disjoint : intersection_3d::touching;
  }
  barycentric_hit m{};
  if (!moller_trumbore(p, dir, a, e1, e2, h, det, m)) return intersection_3d::disjoint;
  if (m.t < 0 || m.t > 1) return intersection_3d::disjoint;
  const bool interior = m.t > 0 && m.t < 1 && m.u > 0 && m.v > 0 && m.u + m.v < 1;
  return interior ? intersection_3d::crossing : intersection_3d::touching;
}

// Moller-Trumbore on the ray o + t d, t >= 0.
inline intersection_3d ray_triangle_3d(const point3& o, const point3& d, const point3& a,
                                       const point3& b, const point3& c) {
  using namespace spatial_detail;
  const vec3 dir = as_vec(d), e1 = b - a, e2 = c - a;
  const vec3 h = cross(dir, e2);
  const double det = dot(e1, h);
  if (det == 0) return intersection_3d::disjoint;  // parallel: treated as a miss
  barycentric_hit m{};
  if (!moller_trumbore(o, dir, a, e1, e2, h, det, m)) return intersection_3d::disjoint;
  if (m.t < 0) return intersection_3d::disjoint;
  const bool interior = m.t > 0 && m.u > 0 && m.v > 0 && m.u + m.v < 1;
  return interior ? intersection_3d::crossing : intersection_3d::touching;
}

inline sign compare_distance_3d(const point3& p, const point3& q, const point3& r) {
  using namespace spatial_detail;
  const vec3 pq = p - q, pr = p - r;
  return sign_of_double(dot(pq, pq) - dot(pr, pr));
}

// Ericson, Real-Time Collision Detection, ClosestPtPointTriangle, reporting the region.
inline triangle_feature closest_feature_3d(const point3& p, const point3& a, const point3& b,
                                           const point3& c) {
  using namespace spatial_detail;
  const vec3 ab = b - a, ac = c - a, ap = p - a;
  const double d1 = dot(ab, ap), d2 = dot(ac, ap);
  if (d1 <= 0 && d2 <= 0) return triangle_feature::vertex_a;
  const vec3 bp = p - b;
  const double d3 = dot(ab, bp), d4 = dot(ac, bp);
  if (d3 >= 0 && d4 <= d3) return triangle_feature::vertex_b;
  const double vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) return triangle_feature::edge_ab;
  const vec3 cp = p - c;
  const double d5 = dot(ab, cp), d6 = dot(ac, cp);
  if (d6 >= 0 && d5 <= d6) return triangle_feature::vertex_c;
  const double vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) return triangle_feature::edge_ca;
  const double va = d3 * d6 - d5 * d4;
  if (va <= 0 && (d4 - d3) >= 0 && (d5 - d6) >= 0) return triangle_feature::edge_bc;
  return triangle_feature::face;
}

// The collision notes' distances (unit normal / tangent, rounded lengths), compared.
inline sign compare_distance_point_plane(const point3& c, const point3& n, const point3& p,
                                         const point3& q) {
  using namespace spatial_detail;
  const vec3 nn = as_vec(n);
  const double len = std::sqrt(dot(nn, nn));
  const vec3 u{n.x / len, n.y / len, n.z / len};
  return sign_of_double(std::fabs(dot(p - c, u)) - std::fabs(dot(q - c, u)));
}

namespace spatial_detail {
inline double length(const vec3& v) { return std::sqrt(dot(v, v)); }
inline double line_distance(const point3& x, const point3& a, const point3& b) {
  const vec3 e = b - a;
  const double len = length(e);
  const vec3 v{e.x / len, e.y / len, e.z / len};
  return length(cross(x - a, v));
}
// Before a, beyond b, or beside the segment.
inline double segment_distance(const point3& x, const point3& a, const point3& b) {
  const vec3 e = b - a;
  const double t = dot(x - a, e);
  if (t <= 0) return length(x - a);
  if (t >= dot(e, e)) return length(x - b);
  return line_distance(x, a, b);
}
}  // namespace spatial_detail

inline sign compare_distance_point_line_3d(const point3& a, const point3& b, const point3& p,
                                           const point3& q) {
  using namespace spatial_detail;
  return sign_of_double(line_distance(p, a, b) - line_distance(q, a, b));
}

inline sign compare_distance_point_segment_3d(const point3& a, const point3& b, const point3& p,
                                              const point3& q) {
  using namespace spatial_detail;
  return sign_of_double(segment_distance(p, a, b) - segment_distance(q, a, b));
}

namespace spatial_detail {
// Ericson's ClosestPtSegmentSegment (the segment-triangle article's copy): s and t clamped to
// [0, 1]; returns the squared distance.
inline double closest_segment_segment(const point3& p1, const point3& q1, const point3& p2,
                                      const point3& q2, double& s, double& t, bool& parallel) {
  const double eps = 1e-12;
  const vec3 d1 = q1 - p1, d2 = q2 - p2, r = p1 - p2;
  const double a = dot(d1, d1), e = dot(d2, d2), f = dot(d2, r);
  parallel = false;
  const auto clamp01 = [](double v) { return std::min(1.0, std::max(0.0, v)); };
  if (a <= eps && e <= eps) {
    s = t = 0;
  } else if (a <= eps) {
    s = 0;
    t = clamp01(f / e);
  } else {
    const double c = dot(d1, r);
    if (e <= eps) {
      t = 0;
      s = clamp01(-c / a);
    } else {
      const double b = dot(d1, d2), denom = a * e - b * b;
      parallel = denom == 0;
      s = denom != 0 ? clamp01((b * f - c * e) / denom) : 0;
      t = (b * s + f) / e;
      if (t < 0) {
        t = 0;
        s = clamp01(-c / a);
      } else if (t > 1) {
        t = 1;
        s = clamp01((b - c) / a);
      }
    }
  }
  const vec3 c1{p1.x + s * d1.x, p1.y + s * d1.y, p1.z + s * d1.z};
  const vec3 c2{p2.x + t * d2.x, p2.y + t * d2.y, p2.z + t * d2.z};
  const vec3 d{c1.x - c2.x, c1.y - c2.y, c1.z - c2.z};
  return dot(d, d);
}
}  // namespace spatial_detail

inline segment_pair_feature closest_feature_segment_segment_3d(const point3& p1, const point3& p2,
                                                               const point3& q1, const point3& q2) {
  using namespace spatial_detail;
  double s, t;
  bool parallel;
  const double d = closest_segment_segment(p1, p2, q1, q2, s, t, parallel);
  if (d == 0) return segment_pair_feature::intersecting;
  if (parallel) return segment_pair_feature::parallel;
  const int i = s == 0 ? 0 : (s == 1 ? 1 : 2), j = t == 0 ? 0 : (t == 1 ? 1 : 2);
  return static_cast<segment_pair_feature>(2 + 3 * i + j);
}

// segmentCloestPointTriangle: the three segment-edge distances and the two endpoint-triangle
// distances (Ericson's closest point), the first equal to the least in that order.
inline segment_triangle_feature closest_feature_segment_triangle(const point3& p, const point3& q,
                                                                 const point3& a, const point3& b,
                                                                 const point3& c) {
  using namespace spatial_detail;
  double s, t;
  bool parallel;
  const auto point_triangle = [&](const point3& x) {
    // The closest point through the region Ericson's test reports.
    const vec3 ab = b - a, ac = c - a, ax = x - a;
    const double d1 = dot(ab, ax), d2 = dot(ac, ax);
    const vec3 bx = x - b, cx = x - c;
    const double d3 = dot(ab, bx), d4 = dot(ac, bx), d5 = dot(ab, cx), d6 = dot(ac, cx);
    const double va = d3 * d6 - d5 * d4, vb = d5 * d2 - d1 * d6, vc = d1 * d4 - d3 * d2;
    const double denom = 1 / (va + vb + vc);
    const double v = vb * denom, w = vc * denom;
    switch (exactpred::naive::closest_feature_3d(x, a, b, c)) {
      case triangle_feature::face: {
        const vec3 y{a.x + ab.x * v + ac.x * w, a.y + ab.y * v + ac.y * w,
                     a.z + ab.z * v + ac.z * w};
        const vec3 d{x.x - y.x, x.y - y.y, x.z - y.z};
        return std::sqrt(dot(d, d));
      }
      default:
        return std::min(
            {segment_distance(x, a, b), segment_distance(x, b, c), segment_distance(x, c, a)});
    }
  };
  const double m[] = {std::sqrt(closest_segment_segment(p, q, a, b, s, t, parallel)),
                      std::sqrt(closest_segment_segment(p, q, b, c, s, t, parallel)),
                      std::sqrt(closest_segment_segment(p, q, c, a, s, t, parallel)),
                      point_triangle(p), point_triangle(q)};
  const double least = std::min({m[0], m[1], m[2], m[3], m[4]});
  if (least == 0) return segment_triangle_feature::intersecting;
  int i = 0;
  while (m[i] != least) ++i;
  return static_cast<segment_triangle_feature>(1 + i);
}

}  // namespace exactpred::naive

#endif  // EXACTPRED_BENCH_NAIVE_SPATIAL_HPP
