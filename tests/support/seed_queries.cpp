// SPDX-License-Identifier: MIT
// tests/support/seed_queries.cpp — the random and degenerate query generators of the derived
// ("seed") predicates (seed_queries.hpp).
#include "seed_queries.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <utility>
#include <vector>

#include "exactpred/exactpred.hpp"
#include "support/families.hpp"
#include "support/integer_vectors.hpp"

namespace exactpred::testing::seeds {

v2 int_vec2(rng_t& r, int lo, int hi) {
  return {double(irand(r, lo, hi)), double(irand(r, lo, hi))};
}
v3 int_vec3(rng_t& r, int lo, int hi) {
  return {double(irand(r, lo, hi)), double(irand(r, lo, hi)), double(irand(r, lo, hi))};
}
v3 nonzero_int_vec3(rng_t& r, int lo, int hi) {
  v3 v = int_vec3(r, lo, hi);
  while (is_zero(v)) v = int_vec3(r, lo, hi);
  return v;
}
v2 uniform_vec2(rng_t& r) { return {uniform_coord(r), uniform_coord(r)}; }

void scale(query& q, int k, std::size_t from) {
  for (std::size_t i = from; i < q.size(); ++i) q[i] = std::ldexp(q[i], k);
}
int scale_exponent(rng_t& r) { return irand(r, -60, 60); }

namespace {

// The query of the given points, in order. The arguments are evaluated in an unspecified order,
// so none of them may draw from a generator.
template <class... V>
query points(const V&... v) {
  query q;
  (put(q, v), ...);
  return q;
}
template <class V, std::size_t N>
query points(const std::array<V, N>& v) {
  query q;
  for (const V& p : v) put(q, p);
  return q;
}

// A point of the plane o + s u + t w (u, w independent integer vectors): a 2D configuration
// of dyadic coordinates embedded exactly in 3D.
struct plane_frame {
  v3 o, u, w;
  v3 at(v2 p) const { return o + p.x * u + p.y * w; }
  v3 normal() const { return cross(u, w); }
};
plane_frame random_frame(rng_t& r) {
  for (;;) {
    const plane_frame f{int_vec3(r, -6, 6), int_vec3(r, -3, 3), int_vec3(r, -3, 3)};
    if (!is_zero(f.normal())) return f;
  }
}

// Barycentric combination (wa a + wb b + wc c) / 8 with integer weights summing to 8.
v2 bary8(v2 a, v2 b, v2 c, int wa, int wb) {
  return (double(wa) / 8) * a + (double(wb) / 8) * b + (double(8 - wa - wb) / 8) * c;
}

// Weights of a point on a vertex, an edge, inside or outside a triangle (kind 0..3).
std::pair<int, int> triangle_weights(rng_t& r, int kind) {
  switch (kind) {
    case 0:
      return coin(r, 3) ? std::make_pair(8, 0)
                        : (coin(r) ? std::make_pair(0, 8) : std::make_pair(0, 0));
    case 1: {
      const int w = irand(r, 1, 7);
      const int e = irand(r, 0, 2);
      return e == 0 ? std::make_pair(w, 8 - w)
                    : (e == 1 ? std::make_pair(0, w) : std::make_pair(w, 0));
    }
    case 2: {
      const int wa = irand(r, 1, 6);
      return {wa, irand(r, 1, 7 - wa)};
    }
    default: {  // one weight negative
      const int neg = irand(r, -4, -1), other = irand(r, 0, 12);
      const int e = irand(r, 0, 2);
      return e == 0
                 ? std::make_pair(neg, other)
                 : (e == 1 ? std::make_pair(other, neg) : std::make_pair(other, 8 - neg - other));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// 2D degenerate building blocks (unscaled).

// Two segments p1p2, q1q2 meeting in a degenerate way (or a generic integer pair).
std::array<v2, 4> degenerate_segments_2d(rng_t& r) {
  std::array<v2, 4> s;
  switch (irand(r, 0, 5)) {
    case 0: {  // shared endpoint
      const v2 a = int_vec2(r, -8, 8), b = int_vec2(r, -8, 8), c = int_vec2(r, -8, 8);
      s = {a, b, b, c};
      break;
    }
    case 1: {  // one line: overlapping, touching or disjoint intervals
      const v2 o = int_vec2(r, -6, 6);
      v2 w = int_vec2(r, -3, 3);
      if (w == v2{0, 0}) w = {1, 2};
      for (v2& p : s) p = o + (double(irand(r, -8, 8)) / 2) * w;
      break;
    }
    case 2: {  // T-junction: an endpoint on the other segment
      const v2 a = int_vec2(r, -8, 8), b = int_vec2(r, -8, 8);
      const int t = irand(r, 0, 8);
      s = {a, b, (double(t) / 8) * a + (double(8 - t) / 8) * b, int_vec2(r, -8, 8)};
      break;
    }
    case 3: {  // crossing (or touching) at a dyadic point
      const v2 x = (0.5) * int_vec2(r, -12, 12);
      const v2 u = int_vec2(r, -3, 3), w = int_vec2(r, -3, 3);
      s = {x - double(irand(r, 0, 3)) * u, x + double(irand(r, 0, 3)) * u,
           x - double(irand(r, 0, 3)) * w, x + double(irand(r, 0, 3)) * w};
      break;
    }
    case 4: {  // a zero-length segment on the other one
      const v2 a = int_vec2(r, -8, 8), b = int_vec2(r, -8, 8);
      const int t = irand(r, 0, 8);
      const v2 p = (double(t) / 8) * a + (double(8 - t) / 8) * b;
      s = {p, p, a, b};
      break;
    }
    default:
      for (v2& p : s) p = int_vec2(r, -8, 8);
      break;
  }
  if (coin(r)) std::swap(s[0], s[1]);
  if (coin(r)) std::swap(s[2], s[3]);
  if (coin(r)) {
    std::swap(s[0], s[2]);
    std::swap(s[1], s[3]);
  }
  return s;
}

// A triangle (collinear one time in eight) and a point on a vertex, an edge, inside or outside.
std::array<v2, 4> degenerate_point_triangle_2d(rng_t& r) {
  const v2 a = int_vec2(r, -8, 8), b = int_vec2(r, -8, 8);
  v2 c = int_vec2(r, -8, 8);
  if (coin(r, 8)) c = a + (double(irand(r, -4, 4)) / 2) * (b - a);
  const auto [wa, wb] = triangle_weights(r, irand(r, 0, 3));
  std::array<v2, 4> t = {bary8(a, b, c, wa, wb), a, b, c};
  std::shuffle(t.begin() + 1, t.end(), r);
  return t;
}

// ---------------------------------------------------------------------------------------------
// Fixed-size generators: one query in the query table's layout.

query random_fixed(rng_t& r, std::size_t arity) {
  query q(arity);
  for (double& v : q) v = uniform_coord(r);
  return q;
}

void order_box(query& q, std::size_t lo) {
  for (std::size_t i = 0; i < 3; ++i) {
    if (q[lo + i] > q[lo + 3 + i]) std::swap(q[lo + i], q[lo + 3 + i]);
  }
}

// A random query that holds boxes (lo, hi) at the given offsets, put in order.
query random_with_boxes(rng_t& r, std::size_t arity, std::initializer_list<std::size_t> boxes) {
  query q = random_fixed(r, arity);
  for (const std::size_t lo : boxes) order_box(q, lo);
  return q;
}
// A random query of a radius at `radius_at` (the magnitude of a coordinate) and a box at `box_at`.
query random_radius_box(rng_t& r, std::size_t arity, std::size_t radius_at, std::size_t box_at) {
  query q = random_fixed(r, arity);
  q[radius_at] = std::fabs(q[radius_at]);
  order_box(q, box_at);
  return q;
}

}  // namespace

query gen_same_side_2d(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 8);
  const v2 a = int_vec2(r, -8, 8), b = coin(r, 10) ? a : int_vec2(r, -8, 8);
  const auto on_or_off = [&] {
    const v2 p = a + (double(irand(r, -16, 16)) / 8) * (b - a);
    return coin(r, 3) ? p + int_vec2(r, -2, 2) : p;
  };
  const v2 p = on_or_off(), q = on_or_off();
  return points(p, q, a, b);
}

query gen_segment_intersect_2d(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 8);
  return points(degenerate_segments_2d(r));
}

query gen_point_in_triangle_2d(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 8);
  return points(degenerate_point_triangle_2d(r));
}

namespace {

// The query p, p + v, p + w of compare_distance: w one of `turned` (v turned or reflected, as
// long as v), v itself, or random() (one choice in N + 2).
template <class V, std::size_t N, class Random>
query compare_distance_query(rng_t& r, V p, V v, const std::array<V, N>& turned, Random random) {
  const int k = irand(r, 0, static_cast<int>(N) + 1);
  const V w = k < static_cast<int>(N) ? turned[static_cast<std::size_t>(k)]
                                      : (k == static_cast<int>(N) ? v : random());
  return points(p, p + v, p + w);
}

}  // namespace

query gen_compare_distance_2d(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 6);
  const v2 p = int_vec2(r, -8, 8), v = int_vec2(r, -6, 6);
  const std::array<v2, 3> turned = {{{-v.y, v.x}, {v.y, v.x}, {-v.x, v.y}}};
  return compare_distance_query(r, p, v, turned, [&r] { return int_vec2(r, -6, 6); });
}

query gen_same_side_3d(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 15);
  const v3 a = int_vec3(r, -6, 6), b = int_vec3(r, -6, 6);
  v3 c = int_vec3(r, -6, 6);
  if (coin(r, 10)) c = a + double(irand(r, -2, 2)) * (b - a);
  const v3 n = cross(b - a, c - a);
  const auto point = [&] {
    const v3 on =
        a + (double(irand(r, -8, 8)) / 4) * (b - a) + (double(irand(r, -8, 8)) / 4) * (c - a);
    return coin(r) ? on : on + double(irand(r, -1, 1)) * n;
  };
  const v3 p = point(), q = point();
  return points(p, q, a, b, c);
}

query gen_same_side_line_3d(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 12);
  const v3 a = int_vec3(r, -6, 6), b = coin(r, 10) ? a : int_vec3(r, -6, 6);
  const v3 w = int_vec3(r, -3, 3);
  const v3 off = cross(b - a, w);
  const auto point = [&] {
    const v3 p = a + (double(irand(r, -8, 8)) / 4) * (b - a) + double(irand(r, -2, 2)) * w;
    return coin(r, 4) ? p + double(irand(r, -1, 1)) * off : p;
  };
  const v3 p = point(), q = point();
  return points(p, q, a, b);
}

query gen_segment_intersect_3d(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 12);
  const plane_frame f = random_frame(r);
  query q;
  for (const v2& p : degenerate_segments_2d(r)) put(q, f.at(p));
  if (coin(r, 5)) {  // one endpoint lifted off the common plane
    const v3 n = f.normal();
    const std::size_t i = 3 * static_cast<std::size_t>(irand(r, 0, 3));
    q[i] += n.x;
    q[i + 1] += n.y;
    q[i + 2] += n.z;
  }
  return q;
}

query gen_point_in_triangle_3d(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 12);
  const plane_frame f = random_frame(r);
  const std::array<v2, 4> t = degenerate_point_triangle_2d(r);
  query q;
  v3 p = f.at(t[0]);
  if (coin(r, 5)) p = p + double(coin(r) ? 1 : -1) * f.normal();
  put(q, p);
  for (int i = 1; i < 4; ++i) put(q, f.at(t[static_cast<std::size_t>(i)]));
  return q;
}

query gen_ray_plane(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 12);
  const v3 n = nonzero_int_vec3(r, -4, 4), c = int_vec3(r, -6, 6);
  const auto in_plane_dir = [&] {
    for (;;) {
      const v3 d = cross(n, int_vec3(r, -3, 3));
      if (!is_zero(d)) return d;
    }
  };
  v3 o = c + cross(n, int_vec3(r, -3, 3));
  if (coin(r)) o = o + double(irand(r, -2, 2)) * n;
  v3 d;
  switch (irand(r, 0, 2)) {
    case 0:
      d = in_plane_dir();
      break;
    case 1:
      d = double(coin(r) ? 1 : -1) * n + (coin(r) ? in_plane_dir() : v3{0, 0, 0});
      break;
    default:
      d = nonzero_int_vec3(r, -4, 4);
      break;
  }
  return points(o, d, c, n);
}

query gen_segment_plane(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 12);
  const v3 n = nonzero_int_vec3(r, -4, 4), c = int_vec3(r, -6, 6);
  const auto point = [&] {
    const v3 p = c + cross(n, int_vec3(r, -3, 3));
    return coin(r) ? p : p + double(irand(r, -2, 2)) * n;
  };
  const v3 p = point();
  const v3 s = coin(r, 8) ? p : point();
  return points(p, s, c, n);
}

namespace {

// A triangle in a frame, an oblique direction off its plane, and a point of its plane on a
// vertex, an edge, inside or outside.
struct triangle_case {
  plane_frame f;
  v2 a, b, c;
  v3 off;
  v2 x;
};
triangle_case make_triangle_case(rng_t& r) {
  triangle_case t{
      random_frame(r), int_vec2(r, -4, 4), int_vec2(r, -4, 4), int_vec2(r, -4, 4), {}, {}};
  if (coin(r, 8)) t.c = t.a + (double(irand(r, -4, 4)) / 2) * (t.b - t.a);
  t.off = t.f.normal() + double(irand(r, -1, 1)) * t.f.u;
  const auto [wa, wb] = triangle_weights(r, irand(r, 0, 3));
  t.x = bary8(t.a, t.b, t.c, wa, wb);
  return t;
}

// Two points (a segment or a ray) and the triangle of a triangle_case: one time in three the
// points from `in_plane` (in the triangle's plane), otherwise from `across`.
using point_pair = std::pair<v3, v3>;
template <class InPlane, class Across>
query with_triangle_case(rng_t& r, InPlane in_plane, Across across) {
  const triangle_case t = make_triangle_case(r);
  const point_pair s = coin(r, 3) ? in_plane(t) : across(t);
  return points(s.first, s.second, t.f.at(t.a), t.f.at(t.b), t.f.at(t.c));
}

}  // namespace

query gen_segment_triangle_3d(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 15);
  const auto in_plane = [&r](const triangle_case& t) {
    const auto [wa, wb] = triangle_weights(r, irand(r, 0, 3));
    return point_pair(t.f.at(t.x), t.f.at(bary8(t.a, t.b, t.c, wa, wb)));
  };
  const auto across = [&r](const triangle_case& t) {  // an endpoint possibly on the plane
    const v3 x = t.f.at(t.x);
    const v3 p = x + double(irand(r, 0, 2)) * t.off;
    const v3 q = x - double(irand(r, 0, 2)) * t.off;
    return point_pair(p, q);
  };
  return with_triangle_case(r, in_plane, across);
}

query gen_ray_triangle_3d(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 15);
  const auto in_plane = [&r](const triangle_case& t) {
    v2 d = int_vec2(r, -3, 3);
    if (d == v2{0, 0}) d = {1, 0};
    return point_pair(t.f.at(t.x), d.x * t.f.u + d.y * t.f.w);
  };
  const auto across = [&r](const triangle_case& t) {  // towards the plane (at x) or away from it
    const v3 o = t.f.at(t.x) + double(irand(r, 0, 2)) * t.off;
    const v3 d = double(coin(r, 4) ? 1 : -1) * t.off;
    return point_pair(o, d);
  };
  return with_triangle_case(r, in_plane, across);
}

query gen_compare_distance_3d(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 9);
  const v3 p = int_vec3(r, -8, 8), v = int_vec3(r, -6, 6);
  const std::array<v3, 2> turned = {{{v.y, v.z, v.x}, {-v.x, v.z, -v.y}}};
  return compare_distance_query(r, p, v, turned, [&r] { return int_vec3(r, -6, 6); });
}

query gen_closest_feature_3d(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 12);
  const triangle_case t = make_triangle_case(r);
  const v3 a = t.f.at(t.a), b = t.f.at(t.b), c = t.f.at(t.c), n = t.f.normal();
  v3 p;
  switch (irand(r, 0, 2)) {
    case 0: {  // on the plane through a vertex perpendicular to an edge from it
      const v3 vs[3] = {a, b, c};
      const int i = irand(r, 0, 2), j = (i + irand(r, 1, 2)) % 3;
      const v3 v = vs[i], e = vs[j] - vs[i];
      p = v + cross(e, int_vec3(r, -2, 2));
      break;
    }
    default:  // above a point on a vertex, an edge, inside or outside
      p = t.f.at(t.x) + double(irand(r, -2, 2)) * n;
      break;
  }
  return points(p, a, b, c);
}

namespace {

// Integer vectors of integer length: (x, y, z, length).
const int pythagorean[][4] = {{0, 0, 1, 1},    {0, 3, 4, 5},   {1, 2, 2, 3},   {2, 3, 6, 7},
                              {1, 4, 8, 9},    {4, 4, 7, 9},   {2, 6, 9, 11},  {6, 6, 7, 11},
                              {0, 5, 12, 13},  {3, 4, 12, 13}, {2, 5, 14, 15}, {2, 10, 11, 15},
                              {1, 12, 12, 17}, {8, 9, 12, 17}, {0, 8, 15, 17}};

}  // namespace

// A random integer vector v of integer length n (signs and axes permuted).
std::pair<v3, double> integer_length_vec(rng_t& r) {
  const int* e = pythagorean[irand(r, 0, static_cast<int>(std::size(pythagorean)) - 1)];
  double c[3] = {double(e[0]), double(e[1]), double(e[2])};
  std::shuffle(c, c + 3, r);
  for (double& x : c) {
    if (coin(r)) x = -x;
  }
  return {v3{c[0], c[1], c[2]}, double(e[3])};
}

namespace {

double random_radius(rng_t& r) { return std::fabs(uniform_coord(r)); }

// A random query whose values at the given offsets are radii, drawn in order after the
// coordinates.
query random_with_radii(rng_t& r, std::size_t arity, std::initializer_list<std::size_t> radii) {
  query q = random_fixed(r, arity);
  for (const std::size_t i : radii) q[i] = random_radius(r);
  return q;
}

}  // namespace

query gen_point_sphere(rng_t& r, bool deg) {
  if (!deg) return random_with_radii(r, 7, {3});
  const v3 c = int_vec3(r, -9, 9);
  const auto [v, n] = integer_length_vec(r);
  query q;
  put(q, c);
  const int kind = irand(r, 0, 3);
  if (kind == 0) {
    q.push_back(coin(r) ? 0 : n);
    put(q, c);
  } else {
    q.push_back(n + (kind == 1 ? 0 : (kind == 2 ? 1 : -1)));
    put(q, c + v);
  }
  return q;
}

query gen_sphere_sphere(rng_t& r, bool deg) {
  if (!deg) return random_with_radii(r, 8, {3, 7});
  const v3 c1 = int_vec3(r, -9, 9);
  const auto [v, n] = integer_length_vec(r);
  const int kind = irand(r, 0, 4);
  const double r1 = irand(r, 0, static_cast<int>(n));
  double r2 = n - r1;
  if (kind == 1) r2 = r1 + n;
  if (kind == 2) r2 = n - r1 + 1;
  if (kind == 3) r2 = std::max(0.0, n - r1 - 1);
  query q;
  put(q, c1);
  q.push_back(r1);
  put(q, kind == 4 ? c1 : c1 + v);
  q.push_back(kind == 4 ? r1 + irand(r, 0, 2) : r2);
  if (coin(r)) std::rotate(q.begin(), q.begin() + 4, q.end());
  return q;
}

double radius_near(rng_t& r, double n) {
  const int k = irand(r, 0, 5);
  return k == 0 ? n + 1 : (k == 1 ? n - 1 : n);
}

query gen_segment_sphere(rng_t& r, bool deg) {
  if (!deg) return random_with_radii(r, 10, {3});
  const v3 c = int_vec3(r, -9, 9);
  const auto [v, n] = integer_length_vec(r);
  const v3 f = c + v, e = cross(v, int_vec3(r, -2, 2));
  v3 p, s;
  double rad = radius_near(r, n);
  v3 centre = c;
  switch (irand(r, 0, 4)) {
    case 0:  // tangent, the foot inside the segment or at an end
      p = f - double(irand(r, 0, 2)) * e;
      s = f + double(irand(r, 0, 2)) * e;
      break;
    case 1:  // an end on the sphere, the segment leading away
      p = f;
      s = f + double(irand(r, 0, 2)) * v + double(irand(r, -2, 2)) * e;
      break;
    case 2:  // zero length
      p = s = f;
      break;
    case 3:  // the foot beyond the segment's end
      p = f + double(irand(r, 1, 2)) * e;
      s = f + double(irand(r, 3, 4)) * e;
      break;
    default: {  // r = 0, the centre on the segment
      p = int_vec3(r, -6, 6);
      s = int_vec3(r, -6, 6);
      const int w = irand(r, 0, 8);
      centre = (double(w) / 8) * p + (double(8 - w) / 8) * s;
      rad = 0;
      break;
    }
  }
  if (coin(r)) std::swap(p, s);
  query q;
  put(q, centre);
  q.push_back(rad);
  put(q, p);
  put(q, s);
  return q;
}

query gen_triangle_sphere(rng_t& r, bool deg) {
  if (!deg) return random_with_radii(r, 13, {3});
  const v3 c = int_vec3(r, -9, 9);
  const auto [v, n] = integer_length_vec(r);
  const v3 f = c + v;
  const v3 e1 = cross(v, int_vec3(r, -2, 2)), e2 = cross(v, int_vec3(r, -2, 2));
  const auto comb = [&](int lo, int hi) {
    return f + double(irand(r, lo, hi)) * e1 + double(irand(r, lo, hi)) * e2;
  };
  std::array<v3, 3> t;
  double rad = radius_near(r, n);
  v3 centre = c;
  switch (irand(r, 0, 6)) {
    case 0:  // in the tangent plane at f: f inside, on an edge, a vertex, outside
      t = {comb(-2, 2), comb(-2, 2), comb(-2, 2)};
      break;
    case 1:  // an edge tangent at f, the third vertex farther from c
      t = {f - double(irand(r, 0, 2)) * e1, f + double(irand(r, 0, 2)) * e1,
           f + double(irand(r, 1, 2)) * v + double(irand(r, -2, 2)) * e2};
      break;
    case 2:  // a vertex at f, the triangle leading away
      t = {f, f + double(irand(r, 0, 2)) * v + double(irand(r, -2, 2)) * e1,
           f + double(irand(r, 0, 2)) * v + double(irand(r, -2, 2)) * e2};
      break;
    case 3:  // collinear along a tangent line
      t = {f + double(irand(r, -3, 3)) * e1, f + double(irand(r, -3, 3)) * e1,
           f + double(irand(r, -3, 3)) * e1};
      break;
    case 4:  // coincident vertices
      t = {f, f, coin(r) ? f : comb(-2, 2)};
      break;
    case 5: {  // r = 0, the centre on the triangle (sometimes a collinear one)
      t = {int_vec3(r, -6, 6), int_vec3(r, -6, 6), int_vec3(r, -6, 6)};
      if (coin(r, 4)) t[2] = t[0] + double(irand(r, -2, 2)) * (t[1] - t[0]);
      const int wa = irand(r, 0, 16), wb = irand(r, 0, 16 - wa);
      centre =
          (double(wa) / 16) * t[0] + (double(wb) / 16) * t[1] + (double(16 - wa - wb) / 16) * t[2];
      rad = 0;
      break;
    }
    default:  // the centre in the triangle's plane
      t = {comb(-2, 2), comb(-2, 2), comb(-2, 2)};
      centre = f;
      rad = irand(r, 0, 3);
      break;
  }
  std::shuffle(t.begin(), t.end(), r);
  query q;
  put(q, centre);
  q.push_back(rad);
  for (const v3& x : t) put(q, x);
  return q;
}

namespace {

void put_int_box(query& q, rng_t& r) {
  const v3 lo = int_vec3(r, -2, 2);
  put(q, lo);
  put(q, lo + int_vec3(r, 0, 2));
}

}  // namespace

query gen_segment_box_3d(rng_t& r, bool deg) {
  if (!deg) return random_with_boxes(r, 12, {6});
  query q;
  const v3 p = 0.5 * int_vec3(r, -6, 6);
  put(q, p);
  put(q, coin(r, 6) ? p : 0.5 * int_vec3(r, -6, 6));
  put_int_box(q, r);
  return q;
}

query gen_ray_box_3d(rng_t& r, bool deg) {
  if (!deg) return random_with_boxes(r, 12, {6});
  query q;
  put(q, 0.5 * int_vec3(r, -6, 6));
  put(q, nonzero_int_vec3(r, -2, 2));
  put_int_box(q, r);
  return q;
}

query gen_box_box_3d(rng_t& r, bool deg) {
  if (!deg) return random_with_boxes(r, 12, {0, 6});
  query q;
  put_int_box(q, r);
  put_int_box(q, r);
  return q;
}

// The distance predicates (SPEC section 10): equal distances, region boundaries, parallel and
// crossing segments, tangent balls and capsules, from small integers.
query gen_compare_distance_point_plane(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 12);
  const v3 c = int_vec3(r, -3, 3), n = nonzero_int_vec3(r, -2, 2), p = int_vec3(r, -4, 4);
  const v3 w = cross(n, int_vec3(r, -2, 2));
  const v3 s = coin(r) ? p + w : (2.0 * c - p) + w;
  return points(c, n, p, s);
}

query gen_compare_distance_point_line_3d(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 12);
  const v3 a = int_vec3(r, -3, 3), e = nonzero_int_vec3(r, -2, 2), p = int_vec3(r, -4, 4);
  const v3 m = a + 0.5 * double(irand(r, -2, 2)) * e;
  const v3 s =
      coin(r) ? p + double(irand(r, -2, 2)) * e : (2.0 * m - p) + double(irand(r, -1, 1)) * e;
  return points(a, a + e, p, s);
}

query gen_compare_distance_point_segment_3d(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 12);
  // a = 0, b = (L, 0, 0): beyond a along (-3, 4, 0) or (0, 3, 4), across the interior, beyond b.
  const double L = double(irand(r, 1, 4)), k = double(irand(r, 1, 2));
  const auto piece = [&]() -> v3 {
    switch (irand(r, 0, 2)) {
      case 0:
        return coin(r) ? k * v3{-3, 4, 0} : k * v3{0, 3, 4};
      case 1:
        return {L + 5 * k, 0, 0};
      default:
        return {0.5 * double(irand(r, 0, int(2 * L))), coin(r) ? 5 * k : 3 * k,
                coin(r) ? 0 : 4 * k};
    }
  };
  const v3 s = piece(), t = piece();
  return points(v3{0, 0, 0}, v3{L, 0, 0}, s, t);
}

query gen_closest_feature_segment_segment_3d(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 12);
  const v3 p1 = int_vec3(r, -3, 3), e = nonzero_int_vec3(r, -2, 2), p2 = p1 + e;
  v3 q1, q2;
  switch (irand(r, 0, 3)) {
    case 0:  // parallel, overlapping or touching projections
      q1 = p1 + double(irand(r, -1, 2)) * e + cross(e, int_vec3(r, -1, 1));
      q2 = q1 + double(irand(r, 1, 2)) * e;
      break;
    case 1:  // q1 exactly above p2's region boundary
      q1 = p2 + cross(e, int_vec3(r, -2, 2));
      q2 = q1 + int_vec3(r, -2, 2);
      break;
    case 2: {  // lines meeting on P
      const v3 x = p1 + 0.5 * double(irand(r, 0, 2)) * e, f = nonzero_int_vec3(r, -2, 2);
      q1 = x + double(irand(r, -2, 1)) * f;
      q2 = x + double(irand(r, 0, 2)) * f;
      break;
    }
    default:
      q1 = int_vec3(r, -3, 3);
      q2 = int_vec3(r, -3, 3);
  }
  return points(p1, p2, q1, q2);
}

query gen_closest_feature_segment_triangle(rng_t& r, bool deg) {
  if (!deg) return random_fixed(r, 15);
  v3 a = int_vec3(r, -3, 3), b = int_vec3(r, -3, 3), c = int_vec3(r, -3, 3);
  if (coin(r)) {  // isosceles about x = 0
    const double k = double(irand(r, 1, 3));
    a = {-k, 0, 0};
    b = {k, 0, 0};
    c = {0, double(irand(r, 1, 3)), 0};
  }
  const v3 n = cross(b - a, c - a);
  v3 p, q;
  switch (irand(r, 0, 2)) {
    case 0: {  // parallel to the face at one height
      const double h = double(irand(r, -1, 1));
      p = a + 0.25 * double(irand(r, 0, 2)) * (b - a) + h * n;
      q = a + 0.25 * double(irand(r, 0, 2)) * (c - a) + h * n;
      break;
    }
    case 1:  // in the plane x = 0
      p = {0, double(irand(r, -4, 4)), double(irand(r, -3, 3))};
      q = {0, double(irand(r, -4, 4)), double(irand(r, -3, 3))};
      break;
    default:
      p = int_vec3(r, -3, 3);
      q = int_vec3(r, -3, 3);
  }
  return points(p, q, a, b, c);
}

query gen_box_sphere(rng_t& r, bool deg) {
  if (!deg) return random_radius_box(r, 10, 3, 4);
  // Tangent to a face (d, 0, 0), an edge (3, 4, 0) or a corner (1, 2, 2) of [0, 1]^3 shifted.
  const v3 lo = int_vec3(r, -40, 40), hi = lo + v3{1, 1, 1};
  const int kind = irand(r, 0, 2);
  const v3 off = kind == 0 ? v3{2, 0, 0} : (kind == 1 ? v3{3, 4, 0} : v3{1, 2, 2});
  const double rad = kind == 0 ? 2 : (kind == 1 ? 5 : 3);
  const v3 at = kind == 0 ? v3{1, 0.5, 0.5} : (kind == 1 ? v3{1, 1, 0.5} : v3{1, 1, 1});
  query q;
  put(q, lo + at + off);
  q.push_back(rad);
  put(q, lo);
  put(q, hi);
  return q;
}

query gen_capsule_box(rng_t& r, bool deg) {
  if (!deg) return random_radius_box(r, 13, 6, 7);
  // Above the top face of [0, 1]^3 shifted, at height 1, or past its edge y = z = 1 at
  // distance 5 (offset (3, 4) across the edge, running along (-4, 3)).
  const v3 lo = int_vec3(r, -40, 40), hi = lo + v3{1, 1, 1};
  const bool edge = coin(r);
  const v3 c = edge ? v3{0.5, 4, 5} : v3{0.5, 0.5, 2};
  const v3 d = edge ? v3{0, 4, -3} : v3{double(irand(r, -1, 1)), 1, 0};
  query q;
  put(q, lo + c - double(irand(r, 1, 2)) * d);
  put(q, lo + c + double(irand(r, 1, 2)) * d);
  q.push_back(edge ? 5 : 1);
  put(q, lo);
  put(q, hi);
  return q;
}

// ---------------------------------------------------------------------------------------------
// Polygons and point sets. Each generator appends the coordinates of one query to the flat
// layout of the query table.

namespace {

constexpr double two_pi = 6.283185307179586;

// A simple star-shaped polygon: sorted random angles around a centre, random radii.
std::vector<v2> random_star_polygon(rng_t& r) {
  for (;;) {
    const int n = irand(r, 8, 16);
    std::vector<double> angle(static_cast<std::size_t>(n));
    for (double& a : angle) a = (uniform_coord(r) + 1) * (two_pi / 2);
    std::sort(angle.begin(), angle.end());
    double gap = angle.front() + two_pi - angle.back();
    for (std::size_t i = 1; i < angle.size(); ++i) gap = std::max(gap, angle[i] - angle[i - 1]);
    if (gap >= 0.9 * (two_pi / 2)) continue;
    const v2 c = 0.5 * uniform_vec2(r);
    std::vector<v2> v;
    for (double a : angle) {
      const double rad = 0.05 + 0.45 * std::fabs(uniform_coord(r));
      v.push_back(c + rad * v2{std::cos(a), std::sin(a)});
    }
    return v;
  }
}

// Exact angular order of non-zero integer vectors (half-plane, then cross product).
bool angle_less(v2 a, v2 b) {
  const bool ua = a.y > 0 || (a.y == 0 && a.x > 0), ub = b.y > 0 || (b.y == 0 && b.x > 0);
  if (ua != ub) return ua;
  return a.x * b.y - a.y * b.x > 0;
}

// A simple star-shaped polygon of integer vertices around `centre`: distinct directions in
// angular order, every turn between consecutive directions less than half a turn.
std::vector<v2> integer_star_polygon(rng_t& r, int n, v2 centre, int size) {
  for (;;) {
    std::vector<v2> d;
    while (static_cast<int>(d.size()) < n) {
      const v2 v = int_vec2(r, -size, size);
      if (v == v2{0, 0}) continue;
      bool same = false;
      for (const v2& w : d) same = same || (v.x * w.y == v.y * w.x && v.x * w.x + v.y * w.y > 0);
      if (!same) d.push_back(v);
    }
    std::sort(d.begin(), d.end(), angle_less);
    bool ok = true;
    for (std::size_t i = 0; i < d.size(); ++i) {
      const v2 a = d[i], b = d[(i + 1) % d.size()];
      ok = ok && a.x * b.y - a.y * b.x > 0;
    }
    if (!ok) continue;
    for (v2& v : d) v = centre + v;
    return d;
  }
}

void put_polygon(query& q, const std::vector<v2>& v) {
  q.push_back(static_cast<double>(v.size()));
  for (const v2& p : v) put(q, p);
}

// Scales a query of layout [prefix numbers] n x1 y1 ... (and optionally m u1 v1 ...) by 2^k,
// leaving the counts alone.
void scale_polygon_query(query& q, int k, std::size_t count_at) {
  for (std::size_t i = 0; i < count_at; ++i) q[i] = std::ldexp(q[i], k);
  std::size_t at = count_at;
  while (at < q.size()) {
    const std::size_t n = static_cast<std::size_t>(q[at]);
    for (std::size_t i = at + 1; i <= at + 2 * n; ++i) q[i] = std::ldexp(q[i], k);
    at += 1 + 2 * n;
  }
}

}  // namespace

// Point and polygon (winding_number, point_in_polygon, point_in_polygon_even_odd).
query gen_point_polygon(rng_t& r, bool deg) {
  query q;
  if (!deg) {
    put(q, uniform_vec2(r));
    put_polygon(q, random_star_polygon(r));
    return q;
  }
  const v2 centre = int_vec2(r, -4, 4);
  const std::vector<v2> v = integer_star_polygon(r, irand(r, 8, 16), centre, 12);
  const std::size_t i = static_cast<std::size_t>(irand(r, 0, static_cast<int>(v.size()) - 1));
  v2 p;
  switch (irand(r, 0, 4)) {
    case 0:  // a vertex
      p = v[i];
      break;
    case 1: {  // on an edge
      const int t = irand(r, 1, 7);
      p = (double(t) / 8) * v[i] + (double(8 - t) / 8) * v[(i + 1) % v.size()];
      break;
    }
    case 2:  // level with a vertex: the rightward ray passes through it
      p = {double(irand(r, -14, 14)) + centre.x, v[i].y};
      break;
    case 3:
      p = centre;
      break;
    default:
      p = centre + int_vec2(r, -14, 14);
      break;
  }
  put(q, p);
  put_polygon(q, v);
  scale_polygon_query(q, scale_exponent(r), 2);
  return q;
}

// polygon_orientation: random simple polygons, or zero-area ones (two loops of opposite
// orientation through one vertex, a path traced back, collinear vertices) and some integer
// star polygons.
query gen_polygon_orientation(rng_t& r, bool deg) {
  query q;
  if (!deg) {
    put_polygon(q, random_star_polygon(r));
    return q;
  }
  std::vector<v2> v;
  switch (irand(r, 0, 3)) {
    case 0: {  // a loop and its mirror image through the loop's first vertex
      const std::vector<v2> a = integer_star_polygon(r, irand(r, 4, 8), int_vec2(r, -4, 4), 9);
      v = a;
      for (const v2& p : a) v.push_back({2 * a[0].x - p.x, p.y});
      break;
    }
    case 1: {  // out and back along the same path
      const int k = irand(r, 4, 8);
      for (int i = 0; i <= k; ++i) v.push_back(int_vec2(r, -9, 9));
      for (int i = k - 1; i >= 1; --i) v.push_back(v[static_cast<std::size_t>(i)]);
      break;
    }
    case 2: {  // collinear vertices
      const v2 o = int_vec2(r, -6, 6);
      v2 w = int_vec2(r, -3, 3);
      if (w == v2{0, 0}) w = {2, -1};
      const int n = irand(r, 8, 16);
      for (int i = 0; i < n; ++i) v.push_back(o + (double(irand(r, -16, 16)) / 4) * w);
      break;
    }
    default:
      v = integer_star_polygon(r, irand(r, 8, 16), int_vec2(r, -4, 4), 12);
      if (coin(r)) std::reverse(v.begin(), v.end());
      break;
  }
  std::rotate(v.begin(), v.begin() + irand(r, 0, static_cast<int>(v.size()) - 1), v.end());
  put_polygon(q, v);
  scale_polygon_query(q, scale_exponent(r), 0);
  return q;
}

// Hull input: 32 points, random or on a small grid / on a triangle's edges / on one line.
query gen_hull(rng_t& r, bool deg) {
  std::vector<v2> v(32);
  if (!deg) {
    for (v2& p : v) p = uniform_vec2(r);
  } else {
    switch (irand(r, 0, 2)) {
      case 0:  // a small grid: duplicates and collinear boundary points
        for (v2& p : v) p = int_vec2(r, -3, 3);
        break;
      case 1: {  // a triangle's vertices, points on its edges and inside
        const v2 t[3] = {int_vec2(r, -8, 8), int_vec2(r, -8, 8), int_vec2(r, -8, 8)};
        for (v2& p : v) {
          const auto [wa, wb] = triangle_weights(r, irand(r, 0, 2));
          p = bary8(t[0], t[1], t[2], wa, wb);
        }
        break;
      }
      default: {  // one line
        const v2 o = int_vec2(r, -6, 6);
        v2 w = int_vec2(r, -3, 3);
        if (w == v2{0, 0}) w = {1, 1};
        for (v2& p : v) p = o + (double(irand(r, -8, 8)) / 2) * w;
        break;
      }
    }
  }
  query q;
  put_polygon(q, v);
  if (deg) scale_polygon_query(q, scale_exponent(r), 0);
  return q;
}

namespace {

// A strictly convex polygon, counterclockwise, from points on a circle (exact hull).
std::vector<v2> convex_from_circle(rng_t& r, v2 c, double rad, bool integer) {
  for (;;) {
    std::vector<point2> pts;
    const int n = irand(r, 9, 16);
    for (int i = 0; i < n; ++i) {
      const double a = (uniform_coord(r) + 1) * (two_pi / 2);
      v2 p = c + rad * v2{std::cos(a), std::sin(a)};
      if (integer) p = {std::round(p.x), std::round(p.y)};
      pts.push_back({p.x, p.y});
    }
    const std::vector<std::size_t> h = exactpred::convex_hull(pts);
    if (h.size() < 8 || h.size() > 16) continue;
    std::vector<v2> v;
    for (std::size_t i : h) v.push_back({pts[i].x, pts[i].y});
    return v;
  }
}

}  // namespace

query gen_convex_pair(rng_t& r, bool deg) {
  query q;
  if (!deg) {
    std::vector<v2> a = convex_from_circle(r, 0.6 * uniform_vec2(r),
                                           0.1 + 0.3 * std::fabs(uniform_coord(r)), false);
    std::vector<v2> b = convex_from_circle(r, 0.6 * uniform_vec2(r),
                                           0.1 + 0.3 * std::fabs(uniform_coord(r)), false);
    if (coin(r)) std::reverse(b.begin(), b.end());
    put_polygon(q, a);
    put_polygon(q, b);
    return q;
  }
  const std::vector<v2> a = convex_from_circle(r, int_vec2(r, -4, 4), 20, true);
  const std::size_t i = static_cast<std::size_t>(irand(r, 0, static_cast<int>(a.size()) - 1));
  const v2 u = a[i], w = a[(i + 1) % a.size()];
  v2 twice_centre{0, 0};  // b is a's point reflection through this centre
  bool segment = false;
  switch (irand(r, 0, 4)) {
    case 0:  // through a vertex: they touch there
      twice_centre = 2 * u;
      break;
    case 1: {  // through a point of an edge: they touch along part of it
      const int t = irand(r, 0, 8);
      twice_centre = (double(t) / 4) * u + (double(8 - t) / 4) * w;
      break;
    }
    case 2:  // through the midpoint of a diagonal: overlapping
      twice_centre = u + a[(i + a.size() / 2) % a.size()];
      break;
    case 3:  // through a point outside, beyond a vertex
      twice_centre = 2 * u + (u - a[(i + a.size() / 2) % a.size()]);
      break;
    default:  // a segment from a vertex: touching, or along the boundary
      segment = true;
      break;
  }
  std::vector<v2> b;
  if (segment) {
    b = {u, coin(r) ? u + (u - w) : 0.5 * (u + w)};
  } else {
    for (const v2& p : a) b.push_back(twice_centre - p);
  }
  if (coin(r)) std::reverse(b.begin(), b.end());
  put_polygon(q, a);
  put_polygon(q, b);
  scale_polygon_query(q, scale_exponent(r), 0);
  return q;
}

}  // namespace exactpred::testing::seeds
