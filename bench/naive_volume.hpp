// SPDX-License-Identifier: MIT
// bench/naive_volume.hpp — the volume predicates as plain double code, the way the seed
// articles write them (distances with sqrt, projections, the slab method with divisions):
// the speed baseline of the benchmarks, wrong near tangency and on touching boundaries.
// Same signatures and result enums as exactpred/volume.hpp; no input checks.
#ifndef EXACTPRED_BENCH_NAIVE_VOLUME_HPP
#define EXACTPRED_BENCH_NAIVE_VOLUME_HPP

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "exactpred/volume.hpp"

namespace exactpred::naive {

namespace volume_detail {

struct v3 {
  double x, y, z;
};
inline v3 sub(const point3& a, const point3& b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
inline double dot(const v3& a, const v3& b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline v3 cross(const v3& a, const v3& b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
inline double length(const v3& a) { return std::sqrt(dot(a, a)); }

inline ball_relation compare(double distance, double r) {
  return distance > r ? ball_relation::disjoint
                      : (distance == r ? ball_relation::touching : ball_relation::intersecting);
}

// Distance from c to the segment pq: clamp the projection parameter to [0, 1].
inline double segment_distance(const point3& c, const point3& p, const point3& q) {
  const v3 e = sub(q, p);
  const double ee = dot(e, e);
  double t = ee > 0 ? dot(sub(c, p), e) / ee : 0;
  t = std::min(1.0, std::max(0.0, t));
  const point3 f{p.x + t * e.x, p.y + t * e.y, p.z + t * e.z};
  return length(sub(c, f));
}

// The slab method on the parameter interval [t0, t1] of o + t d.
inline box_intersection slabs(const point3& o, const point3& d, double t0, double t1,
                              const point3& lo, const point3& hi) {
  const double os[3] = {o.x, o.y, o.z}, ds[3] = {d.x, d.y, d.z};
  const double los[3] = {lo.x, lo.y, lo.z}, his[3] = {hi.x, hi.y, hi.z};
  for (int i = 0; i < 3; ++i) {
    if (ds[i] == 0) {
      if (os[i] < los[i] || os[i] > his[i]) return box_intersection::disjoint;
      continue;
    }
    double a = (los[i] - os[i]) / ds[i], b = (his[i] - os[i]) / ds[i];
    if (a > b) std::swap(a, b);
    t0 = std::max(t0, a);
    t1 = std::min(t1, b);
    if (t0 > t1) return box_intersection::disjoint;
  }
  return box_intersection::intersecting;
}

}  // namespace volume_detail

inline ball_side point_sphere(const point3& c, double r, const point3& p) {
  const double d = volume_detail::length(volume_detail::sub(p, c));
  return d > r ? ball_side::outside : (d == r ? ball_side::on_boundary : ball_side::inside);
}

inline ball_relation sphere_sphere(const point3& c1, double r1, const point3& c2, double r2) {
  return volume_detail::compare(volume_detail::length(volume_detail::sub(c1, c2)), r1 + r2);
}

inline ball_relation segment_sphere(const point3& c, double r, const point3& p, const point3& q) {
  return volume_detail::compare(volume_detail::segment_distance(c, p, q), r);
}

// Seed 000: the nearest vertex, the nearest edge, then the centre projected onto the plane
// and a same-side test against each edge.
inline ball_relation triangle_sphere(const point3& c, double r, const point3& a, const point3& b,
                                     const point3& t) {
  using namespace volume_detail;
  double d = std::min({length(sub(c, a)), length(sub(c, b)), length(sub(c, t))});
  d = std::min(
      {d, segment_distance(c, a, b), segment_distance(c, b, t), segment_distance(c, t, a)});
  v3 n = cross(sub(b, a), sub(t, a));
  const double nl = length(n);
  n = {n.x / nl, n.y / nl, n.z / nl};
  const double h = dot(sub(c, a), n);
  const point3 f{c.x - h * n.x, c.y - h * n.y, c.z - h * n.z};
  const auto same_side = [](const point3& p1, const point3& p2, const point3& s, const point3& e) {
    return dot(cross(sub(p1, s), sub(e, s)), cross(sub(p2, s), sub(e, s))) >= 0;
  };
  if (same_side(f, t, a, b) && same_side(f, a, b, t) && same_side(f, b, t, a)) {
    d = std::min(d, std::fabs(h));
  }
  return compare(d, r);
}

inline box_intersection segment_box_3d(const point3& p, const point3& q, const point3& lo,
                                       const point3& hi) {
  return volume_detail::slabs(p, point3{q.x - p.x, q.y - p.y, q.z - p.z}, 0, 1, lo, hi);
}

inline box_intersection ray_box_3d(const point3& o, const point3& d, const point3& lo,
                                   const point3& hi) {
  return volume_detail::slabs(o, d, 0, std::numeric_limits<double>::infinity(), lo, hi);
}

inline box_box_relation box_box_3d(const point3& alo, const point3& ahi, const point3& blo,
                                   const point3& bhi) {
  if (alo.x > bhi.x || blo.x > ahi.x || alo.y > bhi.y || blo.y > ahi.y || alo.z > bhi.z ||
      blo.z > ahi.z)
    return box_box_relation::disjoint;
  if (alo.x == bhi.x || blo.x == ahi.x || alo.y == bhi.y || blo.y == ahi.y || alo.z == bhi.z ||
      blo.z == ahi.z)
    return box_box_relation::touching;
  return box_box_relation::overlapping;
}

// The collision notes' point-box distance: the clamped differences d_x, d_y, d_z.
inline ball_relation box_sphere(const point3& c, double r, const point3& lo, const point3& hi) {
  const auto d = [](double v, double l, double h) { return v < l ? l - v : (v > h ? v - h : 0.0); };
  const double dx = d(c.x, lo.x, hi.x), dy = d(c.y, lo.y, hi.y), dz = d(c.z, lo.z, hi.z);
  return volume_detail::compare(std::sqrt(dx * dx + dy * dy + dz * dz), r);
}

// The collision notes' segment-box distance: the segment cut where it crosses the slab
// planes, on each piece the minimum of d^2(t) at t* = sum (b_i - A_i) D_i / sum D_i^2 or at the
// ends.
inline ball_relation capsule_box(const point3& p, const point3& q, double r, const point3& lo,
                                 const point3& hi) {
  const double A[3] = {p.x, p.y, p.z}, D[3] = {q.x - p.x, q.y - p.y, q.z - p.z};
  const double L[3] = {lo.x, lo.y, lo.z}, H[3] = {hi.x, hi.y, hi.z};
  const auto d2 = [&](double t) {
    double s = 0;
    for (int i = 0; i < 3; ++i) {
      const double v = A[i] + t * D[i];
      const double d = v < L[i] ? L[i] - v : (v > H[i] ? v - H[i] : 0.0);
      s += d * d;
    }
    return s;
  };
  double cuts[8] = {0, 1};
  int n = 2;
  for (int i = 0; i < 3; ++i) {
    if (D[i] == 0) continue;
    for (double b : {L[i], H[i]}) {
      const double t = (b - A[i]) / D[i];
      if (t > 0 && t < 1) cuts[n++] = t;
    }
  }
  for (int i = 1; i < n; ++i) {  // insertion sort of the few cuts
    for (int j = i; j > 0 && cuts[j - 1] > cuts[j]; --j) std::swap(cuts[j - 1], cuts[j]);
  }
  double best = d2(0);
  for (int k = 0; k + 1 < n; ++k) {
    const double t0 = cuts[k], t1 = cuts[k + 1], mid = 0.5 * (t0 + t1);
    best = std::min(best, d2(t1));
    double num = 0, den = 0;
    for (int i = 0; i < 3; ++i) {
      const double v = A[i] + mid * D[i];
      if (v < L[i] || v > H[i]) {
        num += ((v < L[i] ? L[i] : H[i]) - A[i]) * D[i];
        den += D[i] * D[i];
      }
    }
    if (den > 0) {
      const double t = num / den;
      if (t > t0 && t < t1) best = std::min(best, d2(t));
    }
  }
  return volume_detail::compare(std::sqrt(best), r);
}

}  // namespace exactpred::naive

#endif  // EXACTPRED_BENCH_NAIVE_VOLUME_HPP
