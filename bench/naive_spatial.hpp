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
  const double f = 1 / det;
  const vec3 s = p - a;
  const double u = f * dot(s, h);
  if (u < 0 || u > 1) return intersection_3d::disjoint;
  const vec3 qv = cross(s, e1);
  const double v = f * dot(dir, qv);
  if (v < 0 || u + v > 1) return intersection_3d::disjoint;
  const double t = f * dot(e2, qv);
  if (t < 0 || t > 1) return intersection_3d::disjoint;
  const bool interior = t > 0 && t < 1 && u > 0 && v > 0 && u + v < 1;
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
  const double f = 1 / det;
  const vec3 s = o - a;
  const double u = f * dot(s, h);
  if (u < 0 || u > 1) return intersection_3d::disjoint;
  const vec3 qv = cross(s, e1);
  const double v = f * dot(dir, qv);
  if (v < 0 || u + v > 1) return intersection_3d::disjoint;
  const double t = f * dot(e2, qv);
  if (t < 0) return intersection_3d::disjoint;
  const bool interior = t > 0 && u > 0 && v > 0 && u + v < 1;
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

}  // namespace exactpred::naive

#endif  // EXACTPRED_BENCH_NAIVE_SPATIAL_HPP
