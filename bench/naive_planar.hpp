// SPDX-License-Identifier: MIT
// bench/naive_planar.hpp — the planar predicates as commonly written with plain doubles (the
// cross-product tests of the seed articles: the straddle test with a bounding-box check for
// collinear segments, same-side point in triangle, the shoelace area, ray casting and the
// winding number, Andrew's monotone chain, separating axes). Header-only, for benchmarks
// against exactpred; the answers are rounded, hence sometimes wrong near degeneracies.
#ifndef EXACTPRED_BENCH_NAIVE_PLANAR_HPP
#define EXACTPRED_BENCH_NAIVE_PLANAR_HPP

#include <algorithm>
#include <cstddef>
#include <vector>

#include "exactpred/planar.hpp"

namespace exactpred::naive {

inline double cross(const point2& a, const point2& b, const point2& c) {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

inline sign same_side_2d(const point2& p, const point2& q, const point2& a, const point2& b) {
  return sign_of(cross(a, b, p) * cross(a, b, q));
}

inline bool in_box(const point2& a, const point2& b, const point2& p) {
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}

inline segment_relation segment_intersect_2d(const point2& p1, const point2& p2, const point2& q1,
                                             const point2& q2) {
  const double d1 = cross(q1, q2, p1), d2 = cross(q1, q2, p2);
  const double d3 = cross(p1, p2, q1), d4 = cross(p1, p2, q2);
  if (d1 * d2 > 0 || d3 * d4 > 0) return segment_relation::disjoint;
  if (d1 == 0 && d2 == 0 && d3 == 0 && d4 == 0) {
    // Collinear: bounding boxes.
    if (std::max(p1.x, p2.x) < std::min(q1.x, q2.x) ||
        std::max(q1.x, q2.x) < std::min(p1.x, p2.x) ||
        std::max(p1.y, p2.y) < std::min(q1.y, q2.y) ||
        std::max(q1.y, q2.y) < std::min(p1.y, p2.y)) {
      return segment_relation::disjoint;
    }
    const bool point_touch = (p2.x == q1.x && p2.y == q1.y) || (p1.x == q2.x && p1.y == q2.y) ||
                             (p1.x == q1.x && p1.y == q1.y) || (p2.x == q2.x && p2.y == q2.y);
    return point_touch ? segment_relation::touching : segment_relation::overlapping;
  }
  if (d1 == 0 || d2 == 0 || d3 == 0 || d4 == 0) return segment_relation::touching;
  return segment_relation::crossing;
}

inline triangle_location point_in_triangle_2d(const point2& p, const point2& a, const point2& b,
                                              const point2& c) {
  if ((p.x == a.x && p.y == a.y) || (p.x == b.x && p.y == b.y) || (p.x == c.x && p.y == c.y)) {
    return triangle_location::on_vertex;
  }
  const double d1 = cross(a, b, p), d2 = cross(b, c, p), d3 = cross(c, a, p);
  const bool has_neg = d1 < 0 || d2 < 0 || d3 < 0;
  const bool has_pos = d1 > 0 || d2 > 0 || d3 > 0;
  if (has_neg && has_pos) return triangle_location::outside;
  if (d1 == 0 || d2 == 0 || d3 == 0) return triangle_location::on_edge;
  return triangle_location::inside;
}

inline sign compare_distance_2d(const point2& p, const point2& q, const point2& r) {
  const double dq = (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y);
  const double dr = (p.x - r.x) * (p.x - r.x) + (p.y - r.y) * (p.y - r.y);
  return sign_of(dq - dr);
}

/// Shoelace: twice the signed area as sum of x_i y_{i+1} - x_{i+1} y_i.
inline sign polygon_orientation(point2_span polygon) {
  const std::size_t n = polygon.size();
  double area2 = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const point2& a = polygon[i];
    const point2& b = polygon[(i + 1) % n];
    area2 += a.x * b.y - b.x * a.y;
  }
  return sign_of(area2);
}

/// Winding number by signed crossings of the rightward ray, with an on-edge test first.
inline winding_result winding_number(const point2& p, point2_span polygon) {
  const std::size_t n = polygon.size();
  long w = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const point2& a = polygon[i];
    const point2& b = polygon[(i + 1) % n];
    const double c = cross(a, b, p);
    if (c == 0 && in_box(a, b, p)) return {true, 0};
    if (a.y <= p.y) {
      if (b.y > p.y && c > 0) ++w;
    } else if (b.y <= p.y && c < 0) {
      --w;
    }
  }
  return {false, w};
}

/// Ray casting for even-odd (the intersection abscissa computed by division), winding number
/// for non-zero.
inline polygon_location point_in_polygon(const point2& p, point2_span polygon,
                                         fill_rule rule = fill_rule::non_zero) {
  if (rule == fill_rule::non_zero) {
    const winding_result w = naive::winding_number(p, polygon);
    if (w.on_boundary) return polygon_location::on_boundary;
    return w.number != 0 ? polygon_location::inside : polygon_location::outside;
  }
  const std::size_t n = polygon.size();
  bool in = false;
  for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
    const point2& a = polygon[i];
    const point2& b = polygon[j];
    if (cross(a, b, p) == 0 && in_box(a, b, p)) return polygon_location::on_boundary;
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) {
      in = !in;
    }
  }
  return in ? polygon_location::inside : polygon_location::outside;
}

/// Andrew's monotone chain with a floating-point cross product.
inline std::vector<std::size_t> convex_hull(point2_span points, bool keep_collinear = false) {
  const std::size_t n = points.size();
  std::vector<std::size_t> idx(n);
  for (std::size_t i = 0; i < n; ++i) idx[i] = i;
  std::sort(idx.begin(), idx.end(), [&](std::size_t i, std::size_t j) {
    const point2& a = points[i];
    const point2& b = points[j];
    return a.x < b.x || (a.x == b.x && (a.y < b.y || (a.y == b.y && i < j)));
  });
  std::vector<std::size_t> u;
  for (std::size_t i : idx) {
    if (u.empty() || points[u.back()].x != points[i].x || points[u.back()].y != points[i].y) {
      u.push_back(i);
    }
  }
  if (u.size() <= 2) return u;
  const auto drop = [&](std::size_t a, std::size_t b, std::size_t c) {
    const double s = cross(points[a], points[b], points[c]);
    return keep_collinear ? s < 0 : s <= 0;
  };
  std::vector<std::size_t> h(2 * u.size());
  std::size_t k = 0;
  for (std::size_t i = 0; i < u.size(); ++i) {
    while (k >= 2 && drop(h[k - 2], h[k - 1], u[i])) --k;
    h[k++] = u[i];
  }
  for (std::size_t i = u.size() - 1, t = k + 1; i-- > 0;) {
    while (k >= t && drop(h[k - 2], h[k - 1], u[i])) --k;
    h[k++] = u[i];
  }
  h.resize(k - 1);
  return h;
}

/// Separating axis test: project both polygons on every edge normal.
inline convex_relation convex_polygons_intersect(point2_span a, point2_span b) {
  bool touching = false;
  for (int pass = 0; pass < 2; ++pass) {
    const point2_span p = pass == 0 ? a : b;
    const std::size_t n = p.size();
    for (std::size_t i = 0; i < n; ++i) {
      const point2& u = p[i];
      const point2& w = p[(i + 1) % n];
      const double nx = u.y - w.y, ny = w.x - u.x;
      double amin = 1e308, amax = -1e308, bmin = 1e308, bmax = -1e308;
      for (const point2& v : a) {
        const double d = nx * v.x + ny * v.y;
        amin = std::min(amin, d);
        amax = std::max(amax, d);
      }
      for (const point2& v : b) {
        const double d = nx * v.x + ny * v.y;
        bmin = std::min(bmin, d);
        bmax = std::max(bmax, d);
      }
      if (amax < bmin || bmax < amin) return convex_relation::disjoint;
      if (amax == bmin || bmax == amin) touching = true;
    }
  }
  return touching ? convex_relation::touching : convex_relation::overlapping;
}

}  // namespace exactpred::naive

#endif  // EXACTPRED_BENCH_NAIVE_PLANAR_HPP
