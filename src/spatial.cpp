// SPDX-License-Identifier: MIT
// src/spatial.cpp — the spatial predicates (spatial.hpp): the compiled stages of their
// formulas, the slow paths of the inline predicates, and the composite predicates.
//
// Every composite predicate is logic over exact signs (orient2d, orient3d, the formulas of
// spatial_formulas.hpp) and exact comparisons of input coordinates. Coplanar configurations
// are reduced exactly to 2D by dropping a coordinate axis k for which the projection is
// injective on the configuration's plane (or line): that axis is found with exact orient2d
// signs of the projections, and an affine bijection preserves every classification below.
// Inputs are checked for finiteness first, so no NaN reaches a comparison. Nothing here
// computes in floating point itself and every comparison is of bits, so no function holds the
// library's floating-point environment: the stages that need it set it themselves, only when
// they run (a read of the control register alone costs more than a whole filtered query).
#include <cmath>
#include <string>
#include <utility>

#include "exactpred/detail/point_equality.hpp"
#include "exactpred/detail/spatial_formulas.hpp"
#include "exactpred/detail/words.hpp"
#include "exactpred/spatial.hpp"
#include "portability.hpp"
#include "stages_impl.hpp"

namespace exactpred {
inline namespace v0 {

namespace detail {
EXACTPRED_INSTANTIATE_STAGES(dot_3d_formula);
EXACTPRED_INSTANTIATE_STAGES(plane_side_3d_formula);
EXACTPRED_INSTANTIATE_STAGES(angle_3d_formula);
EXACTPRED_INSTANTIATE_STAGES(compare_distance_3d_formula);
EXACTPRED_INSTANTIATE_STAGES(same_side_line_3d_formula);
EXACTPRED_INSTANTIATE_STAGES(line_side_3d_formula);
EXACTPRED_INSTANTIATE_STAGES(ray_side_2d_formula);
EXACTPRED_INSTANTIATE_STAGES(edge_region_3d_formula);
EXACTPRED_INSTANTIATE_STAGES(plane_distance_compare_formula);
EXACTPRED_INSTANTIATE_STAGES(line_distance_compare_formula);
EXACTPRED_INSTANTIATE_STAGES(point_pair_compare_formula);
EXACTPRED_INSTANTIATE_STAGES(point_line_compare_formula);
EXACTPRED_INSTANTIATE_STAGES(line_pair_compare_formula);
EXACTPRED_INSTANTIATE_STAGES(direction_dot_formula);
EXACTPRED_INSTANTIATE_STAGES(direction_cross_2d_formula);
EXACTPRED_INSTANTIATE_STAGES(line_line_parameter_formula);
}  // namespace detail

namespace {

using detail::staged_sign;

// ---- input checks -----------------------------------------------------------------------------

struct named_point {
  const char* name;
  const point3& p;
};

double coord_of(const point3& p, int i) { return i == 0 ? p.x : (i == 1 ? p.y : p.z); }

/// Throws invalid_input naming the first non-finite coordinate of `points`.
[[noreturn]] EXACTPRED_NOINLINE void throw_non_finite(const char* predicate,
                                                      std::initializer_list<named_point> points) {
  static const char* const axis_names[] = {"x", "y", "z"};
  for (const named_point& np : points) {
    for (int i = 0; i < 3; ++i) {
      const double v = coord_of(np.p, i);
      if (detail::is_finite(v)) continue;
      detail::throw_not_finite_input(
          std::string(predicate) + ": coordinate " + axis_names[i] + " of " + np.name, v);
    }
  }
  throw invalid_input(std::string(predicate) + ": a coordinate is not finite",
                      invalid_input::reason::not_finite);
}

/// Every coordinate finite, else invalid_input naming the first that is not. The check is
/// inline and without branches; the message is built out of line.
EXACTPRED_ALWAYS_INLINE void require_finite(const char* predicate,
                                            std::initializer_list<named_point> points) {
  unsigned finite = 1;
  for (const named_point& np : points) {
    finite &= static_cast<unsigned>(detail::is_finite(np.p.x)) & detail::is_finite(np.p.y) &
              detail::is_finite(np.p.z);
  }
  if (!finite) throw_non_finite(predicate, points);
}

bool is_zero_vector(const point3& v) {
  return detail::is_zero(v.x) && detail::is_zero(v.y) && detail::is_zero(v.z);
}

void require_nonzero(const char* predicate, const char* what, const point3& v) {
  if (is_zero_vector(v)) {
    throw invalid_input(std::string(predicate) + ": the " + what + " is the zero vector");
  }
}

// ---- exact signs ------------------------------------------------------------------------------

bool same(const point3& a, const point3& b) {
  using detail::exact_equal;
  return exact_equal(a.x, b.x) && exact_equal(a.y, b.y) && exact_equal(a.z, b.z);
}
bool same(const point2& a, const point2& b) {
  return detail::exact_equal(a.x, b.x) && detail::exact_equal(a.y, b.y);
}

// (p - c) . n
sign plane_side(const point3& p, const point3& c, const point3& n) {
  return staged_sign<detail::plane_side_3d_formula>(p.x, p.y, p.z, c.x, c.y, c.z, n.x, n.y, n.z);
}

// (p - a) . (b - a)
sign angle(const point3& p, const point3& a, const point3& b) {
  return staged_sign<detail::angle_3d_formula>(p.x, p.y, p.z, a.x, a.y, a.z, b.x, b.y, b.z);
}

// det[d, a - o, b - o] = orient3d(o, o + d, a, b)
sign line_side(const point3& o, const point3& d, const point3& a, const point3& b) {
  return staged_sign<detail::line_side_3d_formula>(o.x, o.y, o.z, d.x, d.y, d.z, a.x, a.y, a.z, b.x,
                                                   b.y, b.z);
}

// ((b - a) x (c - a)) . d = det[d, b - a, c - a]: line_side_3d with o = a.
sign plane_direction(const point3& a, const point3& b, const point3& c, const point3& d) {
  return line_side(a, d, b, c);
}

// Ericson's vc for edge ab of triangle abc (see edge_region_3d_formula).
sign edge_region(const point3& p, const point3& a, const point3& b, const point3& c) {
  return staged_sign<detail::edge_region_3d_formula>(p.x, p.y, p.z, a.x, a.y, a.z, b.x, b.y, b.z,
                                                     c.x, c.y, c.z);
}

// cross(d, x - o) in the plane = orient2d(o, o + d, x)
sign ray_side_2d(const point2& o, const point2& d, const point2& x) {
  return staged_sign<detail::ray_side_2d_formula>(o.x, o.y, d.x, d.y, x.x, x.y);
}

// (x - o) . d in the plane: ray_side_2d with d turned a quarter clockwise, since
// cross((dy, -dx), w) = dx wx + dy wy (negation is exact).
sign ray_dot_2d(const point2& o, const point2& d, const point2& x) {
  return ray_side_2d(o, point2{d.y, -d.x}, x);
}

// ---- projections ------------------------------------------------------------------------------

// The projection that drops axis k (keeps axes k+1 and k+2, cyclically).
point2 drop(const point3& p, int k) {
  const double c[] = {p.x, p.y, p.z, p.x};
  return {c[k + 1], c[(k + 2) % 3]};
}

sign orient2d_dropping(const point3& a, const point3& b, const point3& c, int k) {
  return orient2d(drop(a, k), drop(b, k), drop(c, k));
}

// An axis whose projection keeps a, b, c non-collinear, or -1 when a, b, c are collinear
// (then every projection is degenerate).
int triangle_axis(const point3& a, const point3& b, const point3& c) {
  for (int k = 2; k >= 0; --k) {
    if (orient2d_dropping(a, b, c, k) != sign::zero) return k;
  }
  return -1;
}

// An axis whose projection is injective on the affine hull of the points, which must lie in
// one plane: the normal of a non-collinear triple has a non-zero component k exactly when the
// projection dropping k keeps that triple non-collinear; for collinear points, any axis other
// than one along which two distinct points differ keeps that difference.
int injective_axis(std::initializer_list<const point3*> points) {
  const point3& u = **points.begin();
  const point3* v = nullptr;
  for (const point3* w : points) {
    if (!same(*w, u)) {
      v = w;
      break;
    }
  }
  if (v == nullptr) return 2;
  for (const point3* w : points) {
    const int k = triangle_axis(u, *v, *w);
    if (k >= 0) return k;
  }
  const int i = !detail::exact_equal(u.x, v->x) ? 0 : (!detail::exact_equal(u.y, v->y) ? 1 : 2);
  return (i + 1) % 3;
}

// For collinear points u, v, x: x on the closed segment uv (coordinatewise betweenness).
bool between(double u, double v, double x) {
  using detail::exact_less_equal;
  return exact_less_equal(u, v) ? (exact_less_equal(u, x) && exact_less_equal(x, v))
                                : (exact_less_equal(v, x) && exact_less_equal(x, u));
}
bool on_segment_2d(const point2& x, const point2& u, const point2& v) {
  return orient2d(u, v, x) == sign::zero && between(u.x, v.x, x.x) && between(u.y, v.y, x.y);
}

// ---- 2D classifications (on projections) ------------------------------------------------------

// Closed intervals [p1, p2] and [q1, q2] (either order) on a line.
intersection_3d intervals_1d(double p1, double p2, double q1, double q2) {
  using detail::exact_max;
  using detail::exact_min;
  const double lo = exact_max(exact_min(p1, p2), exact_min(q1, q2));
  const double hi = exact_min(exact_max(p1, p2), exact_max(q1, q2));
  if (detail::exact_less(hi, lo)) return intersection_3d::disjoint;
  return detail::exact_equal(lo, hi) ? intersection_3d::touching : intersection_3d::overlapping;
}

// Closed segments p1p2 and q1q2 in the plane, degenerate ones included.
intersection_3d segments_2d(const point2& p1, const point2& p2, const point2& q1,
                            const point2& q2) {
  const bool p_point = same(p1, p2), q_point = same(q1, q2);
  if (p_point || q_point) {
    const bool meet = p_point ? on_segment_2d(p1, q1, q2) : on_segment_2d(q1, p1, p2);
    return meet ? intersection_3d::touching : intersection_3d::disjoint;
  }
  const sign o1 = orient2d(p1, p2, q1), o2 = orient2d(p1, p2, q2);
  if (o1 == o2 && o1 != sign::zero) return intersection_3d::disjoint;
  if (o1 == sign::zero && o2 == sign::zero) {
    // One line: compare along an axis on which p1 and p2 differ (injective on the line).
    return !detail::exact_equal(p1.x, p2.x) ? intervals_1d(p1.x, p2.x, q1.x, q2.x)
                                            : intervals_1d(p1.y, p2.y, q1.y, q2.y);
  }
  const sign o3 = orient2d(q1, q2, p1), o4 = orient2d(q1, q2, p2);
  if (o3 == o4 && o3 != sign::zero) return intersection_3d::disjoint;
  // Distinct lines whose segments straddle each other: exactly one common point.
  const bool interior =
      o1 != sign::zero && o2 != sign::zero && o3 != sign::zero && o4 != sign::zero;
  return interior ? intersection_3d::crossing : intersection_3d::touching;
}

// Point p against the closed triangle abc in the plane.
triangle_location_3d point_in_triangle_2d(const point2& p, const point2& a, const point2& b,
                                          const point2& c) {
  if (same(p, a) || same(p, b) || same(p, c)) return triangle_location_3d::on_vertex;
  const sign o = orient2d(a, b, c);
  if (o == sign::zero) {
    const bool on = on_segment_2d(p, a, b) || on_segment_2d(p, b, c) || on_segment_2d(p, c, a);
    return on ? triangle_location_3d::on_edge : triangle_location_3d::outside;
  }
  const sign s1 = orient2d(a, b, p) * o;
  if (s1 == sign::negative) return triangle_location_3d::outside;
  const sign s2 = orient2d(b, c, p) * o;
  if (s2 == sign::negative) return triangle_location_3d::outside;
  const sign s3 = orient2d(c, a, p) * o;
  if (s3 == sign::negative) return triangle_location_3d::outside;
  const bool boundary = s1 == sign::zero || s2 == sign::zero || s3 == sign::zero;
  return boundary ? triangle_location_3d::on_edge : triangle_location_3d::inside;
}

// x on the closed ray o + t d, t >= 0, in the plane.
bool on_ray_2d(const point2& o, const point2& d, const point2& x) {
  return ray_side_2d(o, d, x) == sign::zero && ray_dot_2d(o, d, x) != sign::negative;
}

// The closed ray o + t d (d != 0) against the closed segment uv (u = v allowed) in the plane;
// `crossing` is one common point with t > 0 interior to the segment.
intersection_3d ray_segment_2d(const point2& o, const point2& d, const point2& u, const point2& v) {
  const sign su = ray_side_2d(o, d, u), sv = ray_side_2d(o, d, v);
  if (su == sv && su != sign::zero) return intersection_3d::disjoint;
  if (su == sign::zero && sv == sign::zero) {  // u and v on the ray's line: compare t values
    const sign tu = ray_dot_2d(o, d, u), tv = ray_dot_2d(o, d, v);
    const sign far = tu > tv ? tu : tv;
    if (far == sign::negative) return intersection_3d::disjoint;
    if (far == sign::zero || same(u, v)) return intersection_3d::touching;
    return intersection_3d::overlapping;
  }
  // The lines meet in one point x of the closed segment uv, at o + t d with
  // t = orient2d(u, v, o) / cross(d, v - u).
  const sign t = orient2d(u, v, o) * ray_side_2d(u, d, v);
  if (t == sign::negative) return intersection_3d::disjoint;
  if (t == sign::zero) return intersection_3d::touching;
  const bool interior = su != sign::zero && sv != sign::zero;
  return interior ? intersection_3d::crossing : intersection_3d::touching;
}

// What remains once no interior point is shared: the common points are among the listed
// candidates (endpoints of the segment or ray, vertices of the triangle), counted distinct.
intersection_3d by_count(int common) {
  if (common == 0) return intersection_3d::disjoint;
  return common == 1 ? intersection_3d::touching : intersection_3d::overlapping;
}

// The closed segment pq against the non-degenerate closed triangle abc, all in the plane.
// S n T is convex. It has more than one point if an endpoint is interior to T, or S crosses
// an edge (one point interior to both, so S enters the open triangle), or S overlaps an edge.
// Otherwise S meets each edge only at an endpoint of S or a vertex of T, and S n T (empty, a
// point, or a segment whose ends are on the boundary) is read off by counting those points.
intersection_3d segment_triangle_2d(const point2& p, const point2& q, const point2& a,
                                    const point2& b, const point2& c) {
  const triangle_location_3d lp = point_in_triangle_2d(p, a, b, c);
  if (same(p, q)) {
    return lp == triangle_location_3d::outside ? intersection_3d::disjoint
                                               : intersection_3d::touching;
  }
  const triangle_location_3d lq = point_in_triangle_2d(q, a, b, c);
  if (lp == triangle_location_3d::inside || lq == triangle_location_3d::inside) {
    return intersection_3d::overlapping;
  }
  const point2* const corners[] = {&a, &b, &c};
  for (int i = 0; i < 3; ++i) {
    const intersection_3d r = segments_2d(p, q, *corners[i], *corners[(i + 1) % 3]);
    if (r == intersection_3d::crossing || r == intersection_3d::overlapping) {
      return intersection_3d::overlapping;
    }
  }
  int common = (lp != triangle_location_3d::outside) + (lq != triangle_location_3d::outside);
  for (const point2* v : corners) {
    common += !same(*v, p) && !same(*v, q) && on_segment_2d(*v, p, q);
  }
  return by_count(common);
}

// The closed ray o + t d against the non-degenerate closed triangle abc, all in the plane;
// the same reasoning as segment_triangle_2d (R n T is bounded, its far end on the boundary).
intersection_3d ray_triangle_2d(const point2& o, const point2& d, const point2& a, const point2& b,
                                const point2& c) {
  const triangle_location_3d lo = point_in_triangle_2d(o, a, b, c);
  if (lo == triangle_location_3d::inside) return intersection_3d::overlapping;
  const point2* const corners[] = {&a, &b, &c};
  for (int i = 0; i < 3; ++i) {
    const intersection_3d r = ray_segment_2d(o, d, *corners[i], *corners[(i + 1) % 3]);
    if (r == intersection_3d::crossing || r == intersection_3d::overlapping) {
      return intersection_3d::overlapping;
    }
  }
  int common = lo != triangle_location_3d::outside;
  for (const point2* v : corners) common += !same(*v, o) && on_ray_2d(o, d, *v);
  return by_count(common);
}

// ---- 3D building blocks (inputs already checked) ----------------------------------------------

// Segments xa and xb sharing the endpoint x: x is common, so they touch, unless they share
// more than x: a and b on the line through x, on the same side of it ((a - x).(b - x) > 0).
// The collinearity test first: its first projection decides for most segments.
intersection_3d sharing_an_endpoint(const point3& x, const point3& a, const point3& b) {
  // A segment that is a point (a = x or b = x) is collinear in the xy projection.
  if (orient2d(point2{x.x, x.y}, point2{a.x, a.y}, point2{b.x, b.y}) != sign::zero) {
    return intersection_3d::touching;
  }
  if (same(a, x) || same(b, x) || triangle_axis(x, a, b) >= 0) return intersection_3d::touching;
  return angle(a, x, b) == sign::positive ? intersection_3d::overlapping
                                          : intersection_3d::touching;
}

// Point p, not a vertex, against the closed triangle abc: outside unless on its plane, then
// in the projection that keeps the points apart.
triangle_location_3d point_in_plane_triangle(const point3& p, const point3& a, const point3& b,
                                             const point3& c) {
  if (orient3d(a, b, c, p) != sign::zero) return triangle_location_3d::outside;
  const int k = injective_axis({&a, &b, &c, &p});
  return point_in_triangle_2d(drop(p, k), drop(a, k), drop(b, k), drop(c, k));
}

// Point p against the closed triangle abc, for finite input.
triangle_location_3d point_in_triangle_3d_checked(const point3& p, const point3& a, const point3& b,
                                                  const point3& c) {
  if (same(p, a) || same(p, b) || same(p, c)) return triangle_location_3d::on_vertex;
  return point_in_plane_triangle(p, a, b, c);
}

intersection_3d segment_intersect_3d_checked(const point3& p1, const point3& p2, const point3& q1,
                                             const point3& q2) {
  // A shared endpoint, as in meshes: decided without projecting the configuration.
  if (same(p1, q1)) return sharing_an_endpoint(p1, p2, q2);
  if (same(p1, q2)) return sharing_an_endpoint(p1, p2, q1);
  if (same(p2, q1)) return sharing_an_endpoint(p2, p1, q2);
  if (same(p2, q2)) return sharing_an_endpoint(p2, p1, q1);
  if (orient3d(p1, p2, q1, q2) != sign::zero) return intersection_3d::disjoint;
  const int k = injective_axis({&p1, &p2, &q1, &q2});
  return segments_2d(drop(p1, k), drop(p2, k), drop(q1, k), drop(q2, k));
}

// The closed ray o + t d (d != 0) against the closed segment uv (u = v allowed).
intersection_3d ray_segment_3d(const point3& o, const point3& d, const point3& u, const point3& v) {
  if (line_side(o, d, u, v) != sign::zero) return intersection_3d::disjoint;
  // Coplanar: a plane spanned by d and x - o for x in {u, v} off the ray's line, else the line.
  int k = -1;
  for (const point3* x : {&u, &v}) {
    for (int j = 2; j >= 0 && k < 0; --j) {
      if (ray_side_2d(drop(o, j), drop(d, j), drop(*x, j)) != sign::zero) k = j;
    }
  }
  if (k < 0) {
    const int i = !detail::is_zero(d.x) ? 0 : (!detail::is_zero(d.y) ? 1 : 2);
    k = (i + 1) % 3;
  }
  return ray_segment_2d(drop(o, k), drop(d, k), drop(u, k), drop(v, k));
}

// The two extreme points of collinear a, b, c: conv(a, b, c) = segment uv (u = v when the
// three points coincide).
void hull_of_collinear(const point3& a, const point3& b, const point3& c, point3& u, point3& v) {
  int i = 0;
  while (i < 2 && detail::exact_equal(coord_of(a, i), coord_of(b, i)) &&
         detail::exact_equal(coord_of(a, i), coord_of(c, i)))
    ++i;
  const point3* lo = &a;
  const point3* hi = &a;
  for (const point3* x : {&b, &c}) {
    if (detail::exact_less(coord_of(*x, i), coord_of(*lo, i))) lo = x;
    if (detail::exact_less(coord_of(*hi, i), coord_of(*x, i))) hi = x;
  }
  u = *lo;
  v = *hi;
}

// A degenerate triangle has no interior: a crossing of its hull segment only touches it.
intersection_3d without_interior(intersection_3d r) {
  return r == intersection_3d::crossing ? intersection_3d::touching : r;
}

// Count of strictly positive and strictly negative signs and of zeros among three.
struct sign_tally {
  int positive = 0, negative = 0, zero = 0;
  explicit sign_tally(std::initializer_list<sign> signs) {
    for (sign s : signs) {
      positive += s == sign::positive;
      negative += s == sign::negative;
      zero += s == sign::zero;
    }
  }
};

// The line through the segment or ray has crossed the triangle's plane at one point x, interior
// to the segment or ray; e1..e3 are the signs of that line against the edges ab, bc, ca.
// x is in the closed triangle exactly when no two signs are opposite; on an edge or vertex
// when one or two vanish.
intersection_3d pierce(sign e1, sign e2, sign e3) {
  const sign_tally t{e1, e2, e3};
  if (t.positive > 0 && t.negative > 0) return intersection_3d::disjoint;
  return t.zero == 0 ? intersection_3d::crossing : intersection_3d::touching;
}

// ---- squared distances, compared exactly ------------------------------------------------------

// A squared distance, by kind: from x to the point e {x, e}; from x to the line uv (u != v)
// {x, u, v}; between the non-parallel lines p1p2 and q1q2 {p1, p2, q1, q2}; from y to the
// plane of the non-degenerate triangle abc {y, a, b, c}. Each is a fraction with a positive
// denominator (spatial_formulas.hpp); two are compared by one formula per pair of kinds.
struct squared_distance {
  enum kind_t { point, line, lines, plane } kind;
  const point3* v[4];
};

// The coordinates of up to eight points, in order (no allocation).
struct formula_args {
  double x[24];
  int n = 0;
  void push(const point3* p) {
    x[n++] = p->x;
    x[n++] = p->y;
    x[n++] = p->z;
  }
  double operator[](std::size_t i) const { return x[i]; }
};

void append(formula_args& x, const squared_distance& d, int count) {
  for (int i = 0; i < count; ++i) x.push(d.v[i]);
}

template <class F, std::size_t... I>
sign staged_of(const formula_args& x, std::index_sequence<I...>) {
  return staged_sign<F>(x[I]...);
}
template <class F>
sign staged_of(const formula_args& x) {
  return staged_of<F>(x, std::make_index_sequence<F::arity>{});
}

int point_count(squared_distance::kind_t k) {
  return k == squared_distance::point ? 2 : (k == squared_distance::line ? 3 : 4);
}

// Sign of A - B, through the formula for the pair of kinds (no fraction is formed).
sign compare_squared(const squared_distance& A, const squared_distance& B) {
  using k = squared_distance;
  if (A.kind > B.kind) return -compare_squared(B, A);
  formula_args x;
  if (A.kind == k::line && B.kind == k::line && A.v[1] == B.v[1] && A.v[2] == B.v[2]) {
    // One line uv: |(x - u) x (v - u)|^2 - |(y - u) x (v - u)|^2.
    const point3 &u = *A.v[1], &v = *A.v[2], &p = *A.v[0], &q = *B.v[0];
    return staged_sign<detail::line_distance_compare_formula>(u.x, u.y, u.z, v.x, v.y, v.z, p.x,
                                                              p.y, p.z, q.x, q.y, q.z);
  }
  if (A.kind == k::plane) {  // both planes, of the same triangle
    const point3* const pts[] = {A.v[0], B.v[0], A.v[1], A.v[2], A.v[3]};
    for (const point3* q : pts) x.push(q);
    return staged_of<detail::plane_plane_compare_formula>(x);
  }
  append(x, A, point_count(A.kind));
  append(x, B, point_count(B.kind));
  switch (A.kind * 4 + B.kind) {
    case k::point * 4 + k::point:
      return staged_of<detail::point_pair_compare_formula>(x);
    case k::point * 4 + k::line:
      return staged_of<detail::point_line_compare_formula>(x);
    case k::point * 4 + k::lines:
      return staged_of<detail::point_lines_compare_formula>(x);
    case k::point * 4 + k::plane:
      return staged_of<detail::point_plane_compare_formula>(x);
    case k::line * 4 + k::line:
      return staged_of<detail::line_pair_compare_formula>(x);
    case k::line * 4 + k::lines:
      return staged_of<detail::line_lines_compare_formula>(x);
    case k::line * 4 + k::plane:
      return staged_of<detail::line_plane_compare_formula>(x);
    case k::lines * 4 + k::lines:
      return staged_of<detail::lines_lines_compare_formula>(x);
    default:  // lines against plane
      return staged_of<detail::lines_plane_compare_formula>(x);
  }
}

// Where the point of the closed segment uv closest to x lies (u = v: at u).
enum class segment_part { start, end, interior };

segment_part closest_part(const point3& x, const point3& u, const point3& v) {
  if (angle(x, u, v) != sign::positive) return segment_part::start;
  if (angle(x, v, u) != sign::positive) return segment_part::end;
  return segment_part::interior;
}

squared_distance to_segment(const point3& x, const point3& u, const point3& v, segment_part part) {
  switch (part) {
    case segment_part::start:
      return {squared_distance::point, {&x, &u, nullptr, nullptr}};
    case segment_part::end:
      return {squared_distance::point, {&x, &v, nullptr, nullptr}};
    default:
      return {squared_distance::line, {&x, &u, &v, nullptr}};
  }
}

// The feature pair of a closest pair: the first segment's part, then the second's.
segment_pair_feature pair_feature(segment_part first, segment_part second) {
  static const segment_pair_feature table[3][3] = {
      {segment_pair_feature::p1_q1, segment_pair_feature::p1_q2, segment_pair_feature::p1_interior},
      {segment_pair_feature::p2_q1, segment_pair_feature::p2_q2, segment_pair_feature::p2_interior},
      {segment_pair_feature::interior_q1, segment_pair_feature::interior_q2,
       segment_pair_feature::interior_interior}};
  return table[static_cast<int>(first)][static_cast<int>(second)];
}

// (p2 - p1) x (q2 - q1) = 0 (the directions are parallel, or one of them is zero).
bool parallel_directions(const point3& p1, const point3& p2, const point3& q1, const point3& q2) {
  for (int k = 0; k < 3; ++k) {
    const point2 a = drop(p1, k), b = drop(p2, k), c = drop(q1, k), d = drop(q2, k);
    if (staged_sign<detail::direction_cross_2d_formula>(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y) !=
        sign::zero)
      return false;
  }
  return true;
}

sign line_line_parameter(const point3& p1, const point3& p2, const point3& q1, const point3& q2) {
  return staged_sign<detail::line_line_parameter_formula>(p1.x, p1.y, p1.z, p2.x, p2.y, p2.z, q1.x,
                                                          q1.y, q1.z, q2.x, q2.y, q2.z);
}

// The distance between the closed segments p1p2 and q1q2 (either may be a point), as the
// squared distance of the piece that realises it: the lines' distance when their closest
// points lie inside both segments (then the lines are not parallel), else the least of the
// four endpoint-to-segment distances.
squared_distance segment_segment_distance(const point3& p1, const point3& p2, const point3& q1,
                                          const point3& q2) {
  if (!parallel_directions(p1, p2, q1, q2) &&
      line_line_parameter(p1, p2, q1, q2) == sign::positive &&
      line_line_parameter(p2, p1, q1, q2) == sign::positive &&
      line_line_parameter(q1, q2, p1, p2) == sign::positive &&
      line_line_parameter(q2, q1, p1, p2) == sign::positive) {
    return {squared_distance::lines, {&p1, &p2, &q1, &q2}};
  }
  squared_distance best = to_segment(p1, q1, q2, closest_part(p1, q1, q2));
  const squared_distance others[] = {to_segment(p2, q1, q2, closest_part(p2, q1, q2)),
                                     to_segment(q1, p1, p2, closest_part(q1, p1, p2)),
                                     to_segment(q2, p1, p2, closest_part(q2, p1, p2))};
  for (const squared_distance& d : others) {
    if (compare_squared(d, best) == sign::negative) best = d;
  }
  return best;
}

}  // namespace

// ---- classification words ---------------------------------------------------------------------

const char* to_string(intersection_3d r) noexcept {
  return detail::word_of(r, {"disjoint", "crossing", "touching", "overlapping"});
}

const char* to_string(triangle_location_3d r) noexcept {
  return detail::word_of(r, {"outside", "inside", "on_edge", "on_vertex"});
}

const char* to_string(ray_plane_relation r) noexcept {
  return detail::word_of(r, {"hits", "misses", "parallel", "in_plane"});
}

const char* to_string(segment_plane_relation r) noexcept {
  return detail::word_of(r, {"disjoint", "crossing", "touching", "in_plane"});
}

const char* to_string(triangle_feature r) noexcept {
  return detail::word_of(
      r, {"vertex_a", "vertex_b", "vertex_c", "edge_ab", "edge_bc", "edge_ca", "face"});
}

const char* to_string(segment_triangle_feature r) noexcept {
  return detail::word_of(
      r, {"intersecting", "edge_ab", "edge_bc", "edge_ca", "endpoint_p", "endpoint_q"});
}

const char* to_string(segment_pair_feature r) noexcept {
  return detail::word_of(
      r, {"intersecting", "parallel", "p1_q1", "p1_q2", "p1_interior", "p2_q1", "p2_q2",
          "p2_interior", "interior_q1", "interior_q2", "interior_interior"});
}

// ---- slow paths of the inline predicates ------------------------------------------------------

namespace detail {

sign same_side_3d_slow(const point3& p, const point3& q, const point3& a, const point3& b,
                       const point3& c) {
  // The named check only when one test of every exponent field fails.
  if (!all_finite(p.x, p.y, p.z, q.x, q.y, q.z, a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z)) {
    require_finite("same_side_3d", {{"p", p}, {"q", q}, {"a", a}, {"b", b}, {"c", c}});
  }
  // p or q a vertex of the plane's triangle, as in meshes: on the plane, from the bits at once
  // (without branches: which vertex varies; -0 beside +0 is left to orient3d).
  if ((same_bits(p, a) | same_bits(p, b) | same_bits(p, c) | same_bits(q, a) | same_bits(q, b) |
       same_bits(q, c)) != 0) {
    return sign::zero;
  }
  const sign sp = orient3d(a, b, c, p);
  if (sp == sign::zero) return sign::zero;
  return sp * orient3d(a, b, c, q);
}

sign same_side_line_3d_slow(const point3& p, const point3& q, const point3& a, const point3& b) {
  require_finite("same_side_line_3d", {{"p", p}, {"q", q}, {"a", a}, {"b", b}});
  const double x[] = {p.x, p.y, p.z, q.x, q.y, q.z, a.x, a.y, a.z, b.x, b.y, b.z};
  return slow_sign<same_side_line_3d_formula>(x);
}

sign compare_distance_3d_slow(const point3& p, const point3& q, const point3& r) {
  require_finite("compare_distance_3d", {{"p", p}, {"q", q}, {"r", r}});
  const double x[] = {p.x, p.y, p.z, q.x, q.y, q.z, r.x, r.y, r.z};
  return slow_sign<compare_distance_3d_formula>(x);
}

/// The checked slow path of a formula whose filter could not decide, on finite input, with p and
/// q (the formula's last two points, a pair it declares vanishing) given twice from the bits
/// first, as meshes ask. (repeated_point_sign<F> would test the same pair, and every other pair F
/// declares, as values on order keys: 4-7 ns more a query in a harness outside the repository,
/// 13-15 ns against 18-23.) slow_sign tries that test only after its rescaled evaluations.
template <class F>
sign self_comparison_or_slow_sign(const point3& p, const point3& q, const double* x) {
  static_assert((F::vanishing_pairs & point_pair_bit(2, 3)) != 0, "p = q must be a zero of F");
  if (same_bits(p, q) != 0) {
    count_stage(&stage_counts::repeated_point);
    return sign::zero;
  }
  return slow_sign<F>(x);
}

sign compare_distance_point_plane_slow(const point3& c, const point3& n, const point3& p,
                                       const point3& q) {
  require_finite("compare_distance_point_plane", {{"c", c}, {"n", n}, {"p", p}, {"q", q}});
  require_nonzero("compare_distance_point_plane", "normal n", n);
  const double x[] = {c.x, c.y, c.z, n.x, n.y, n.z, p.x, p.y, p.z, q.x, q.y, q.z};
  return self_comparison_or_slow_sign<plane_distance_compare_formula>(p, q, x);
}

sign compare_distance_point_line_3d_slow(const point3& a, const point3& b, const point3& p,
                                         const point3& q) {
  require_finite("compare_distance_point_line_3d", {{"a", a}, {"b", b}, {"p", p}, {"q", q}});
  if (same(a, b)) {
    throw invalid_input("compare_distance_point_line_3d: a = b does not define a line");
  }
  const double x[] = {a.x, a.y, a.z, b.x, b.y, b.z, p.x, p.y, p.z, q.x, q.y, q.z};
  return self_comparison_or_slow_sign<line_distance_compare_formula>(p, q, x);
}

}  // namespace detail

// ---- composite predicates ---------------------------------------------------------------------

namespace detail {
namespace {

/// The input check, then the checked path: for a query whose filter value is not finite.
intersection_3d segment_intersect_3d_slow(const point3& p1, const point3& p2, const point3& q1,
                                          const point3& q2) {
  require_finite("segment_intersect_3d", {{"p1", p1}, {"p2", p2}, {"q1", q1}, {"q2", q2}});
  return segment_intersect_3d_checked(p1, p2, q1, q2);
}

triangle_location_3d point_in_triangle_3d_slow(const point3& p, const point3& a, const point3& b,
                                               const point3& c) {
  require_finite("point_in_triangle_3d", {{"p", p}, {"a", a}, {"b", b}, {"c", c}});
  return point_in_triangle_3d_checked(p, a, b, c);
}

}  // namespace
}  // namespace detail

namespace {

/// Segments p1p2 and q1q2 sharing an endpoint (found from equal bits) whose answer the shortcut of
/// segment_intersect_3d_after_filter did not give: out of line, so that the shortcut needs no
/// frame.
EXACTPRED_NOINLINE intersection_3d segments_3d_sharing_an_endpoint(const point3& p1,
                                                                   const point3& p2,
                                                                   const point3& q1,
                                                                   const point3& q2) {
  const auto e = detail::shared_endpoint(p1, p2, q1, q2);
  return sharing_an_endpoint(*e.x, *e.a, *e.b);
}

}  // namespace

intersection_3d detail::segment_intersect_3d_after_filter(const point3& p1, const point3& p2,
                                                          const point3& q1, const point3& q2,
                                                          double value) {
  // A finite value has finite inputs (each enters a difference); otherwise the slow path reports
  // the input (or, in the strict build, sorts a query outside the filter's window).
  if (!detail::is_finite(value)) return segment_intersect_3d_slow(p1, p2, q1, q2);
  // A shared endpoint, as in meshes, from equal bits without branches (which endpoint is shared
  // is unpredictable), in any environment; -0 beside +0 is left to the checked path.
  const unsigned q1_shared = same_bits(p1, q1) | same_bits(p2, q1);
  const unsigned q2_shared = same_bits(p1, q2) | same_bits(p2, q2);
  if ((q1_shared | q2_shared) == 0) return segment_intersect_3d_checked(p1, p2, q1, q2);
  // The segments then meet only at that endpoint (touching) when p1, p2 and q's other endpoint q
  // are not collinear: two distinct lines through it. One inline filter on the xy projection
  // tells (a certified sign is exact and non-zero), on q picked without a branch. With both of
  // q's endpoints shared, q is one of p1, p2, the sign zero, and the path below decides.
  const point3& q = q1_shared ? q2 : q1;
  if (filter_certificate<orient2d_formula>(p1.x, p1.y, p2.x, p2.y, q.x, q.y).certified) {
    return intersection_3d::touching;
  }
  return segments_3d_sharing_an_endpoint(p1, p2, q1, q2);
}

triangle_location_3d detail::point_in_triangle_3d_after_filter(const point3& p, const point3& a,
                                                               const point3& b, const point3& c,
                                                               double value) {
  // As segment_intersect_3d_after_filter: finite input, then a vertex from equal bits.
  if (!detail::is_finite(value)) return point_in_triangle_3d_slow(p, a, b, c);
  if ((detail::same_bits(p, a) | detail::same_bits(p, b) | detail::same_bits(p, c)) != 0) {
    return triangle_location_3d::on_vertex;
  }
  return point_in_triangle_3d_checked(p, a, b, c);
}

ray_plane_relation ray_plane(const point3& o, const point3& d, const point3& c, const point3& n) {
  {
    // Both signs certified: then both are non-zero (so are d and n) and every coordinate is
    // finite, and the input checks are not needed.
    const auto side = detail::filter_sign<detail::plane_side_3d_formula>(o.x, o.y, o.z, c.x, c.y,
                                                                         c.z, n.x, n.y, n.z);
    const auto towards = detail::filter_sign<detail::dot_3d_formula>(d.x, d.y, d.z, n.x, n.y, n.z);
    if (side && towards) {
      return *side * *towards == sign::positive ? ray_plane_relation::misses
                                                : ray_plane_relation::hits;
    }
    // The origin at c, the plane's own point (as meshes ask), and the direction certified
    // across the plane (so d and n finite and non-zero): the ray starts on the plane.
    if (towards && detail::same_bits(o, c) != 0 && detail::all_finite(o.x, o.y, o.z)) {
      return ray_plane_relation::hits;
    }
  }
  require_finite("ray_plane", {{"o", o}, {"d", d}, {"c", c}, {"n", n}});
  require_nonzero("ray_plane", "direction d", d);
  require_nonzero("ray_plane", "normal n", n);
  const sign side = plane_side(o, c, n);
  const sign towards = staged_sign<detail::dot_3d_formula>(d.x, d.y, d.z, n.x, n.y, n.z);
  if (towards == sign::zero) {
    return side == sign::zero ? ray_plane_relation::in_plane : ray_plane_relation::parallel;
  }
  // The line meets the plane at t = -side / towards (in sign terms).
  return side * towards == sign::positive ? ray_plane_relation::misses : ray_plane_relation::hits;
}

segment_plane_relation detail::segment_plane_after_filter(const point3& p, const point3& q,
                                                          const point3& c, const point3& n,
                                                          bool p_certified, bool q_certified) {
  // One endpoint at c, the plane's own point (as meshes ask), the other strictly off the plane:
  // its certified sign makes the other inputs finite and n non-zero, and the endpoint at c
  // has c's bits.
  if ((static_cast<unsigned>(p_certified) & same_bits(q, c)) |
      (static_cast<unsigned>(q_certified) & same_bits(p, c))) {
    return segment_plane_relation::touching;
  }
  require_finite("segment_plane", {{"p", p}, {"q", q}, {"c", c}, {"n", n}});
  require_nonzero("segment_plane", "normal n", n);
  const sign sp = plane_side(p, c, n), sq = plane_side(q, c, n);
  if (sp == sign::zero && sq == sign::zero) {
    return same(p, q) ? segment_plane_relation::touching : segment_plane_relation::in_plane;
  }
  if (sp == sign::zero || sq == sign::zero) return segment_plane_relation::touching;
  return sp == sq ? segment_plane_relation::disjoint : segment_plane_relation::crossing;
}

intersection_3d segment_triangle_3d(const point3& p, const point3& q, const point3& a,
                                    const point3& b, const point3& c) {
  require_finite("segment_triangle_3d", {{"p", p}, {"q", q}, {"a", a}, {"b", b}, {"c", c}});
  const int k = triangle_axis(a, b, c);
  if (k < 0) {
    point3 u, v;
    hull_of_collinear(a, b, c, u, v);
    return without_interior(segment_intersect_3d_checked(p, q, u, v));
  }
  const sign sp = orient3d(a, b, c, p), sq = orient3d(a, b, c, q);
  if (sp == sq && sp != sign::zero) return intersection_3d::disjoint;
  if (sp != sign::zero && sq != sign::zero) {
    return pierce(orient3d(p, q, a, b), orient3d(p, q, b, c), orient3d(p, q, c, a));
  }
  if (sp == sign::zero && sq == sign::zero) {
    return segment_triangle_2d(drop(p, k), drop(q, k), drop(a, k), drop(b, k), drop(c, k));
  }
  // Exactly one endpoint x on the plane: x is the only candidate.
  const point3& x = sp == sign::zero ? p : q;
  const triangle_location_3d lx =
      point_in_triangle_2d(drop(x, k), drop(a, k), drop(b, k), drop(c, k));
  return lx == triangle_location_3d::outside ? intersection_3d::disjoint
                                             : intersection_3d::touching;
}

intersection_3d ray_triangle_3d(const point3& o, const point3& d, const point3& a, const point3& b,
                                const point3& c) {
  require_finite("ray_triangle_3d", {{"o", o}, {"d", d}, {"a", a}, {"b", b}, {"c", c}});
  require_nonzero("ray_triangle_3d", "direction d", d);
  const int k = triangle_axis(a, b, c);
  if (k < 0) {
    point3 u, v;
    hull_of_collinear(a, b, c, u, v);
    return without_interior(ray_segment_3d(o, d, u, v));
  }
  const sign so = orient3d(a, b, c, o);
  const sign towards = plane_direction(a, b, c, d);
  if (so != sign::zero) {
    // The ray reaches the plane (at t > 0) only when d points from o's side to the other.
    if (towards != -so) return intersection_3d::disjoint;
    return pierce(line_side(o, d, a, b), line_side(o, d, b, c), line_side(o, d, c, a));
  }
  if (towards != sign::zero) {  // o on the plane, the ray leaves it at once
    const triangle_location_3d lo =
        point_in_triangle_2d(drop(o, k), drop(a, k), drop(b, k), drop(c, k));
    return lo == triangle_location_3d::outside ? intersection_3d::disjoint
                                               : intersection_3d::touching;
  }
  return ray_triangle_2d(drop(o, k), drop(d, k), drop(a, k), drop(b, k), drop(c, k));
}

triangle_feature closest_feature_3d(const point3& p, const point3& a, const point3& b,
                                    const point3& c) {
  require_finite("closest_feature_3d", {{"p", p}, {"a", a}, {"b", b}, {"c", c}});
  // Vertex v is the closest point exactly when (p - v) . (w - v) <= 0 for both other vertices
  // w (p - v lies in the normal cone of conv(a, b, c) at v); this holds for degenerate
  // triangles too.
  const sign at_a_b = angle(p, a, b), at_a_c = angle(p, a, c);
  if (at_a_b != sign::positive && at_a_c != sign::positive) return triangle_feature::vertex_a;
  const sign at_b_a = angle(p, b, a), at_b_c = angle(p, b, c);
  if (at_b_a != sign::positive && at_b_c != sign::positive) return triangle_feature::vertex_b;
  const sign at_c_a = angle(p, c, a), at_c_b = angle(p, c, b);
  if (at_c_a != sign::positive && at_c_b != sign::positive) return triangle_feature::vertex_c;
  // The open edge uv holds the closest point exactly when p projects strictly inside uv and,
  // within the plane, on the far side of (or on) the line uv from the third vertex: Ericson's
  // region test (always true for a degenerate triangle, whose region numerators vanish).
  if (at_a_b == sign::positive && at_b_a == sign::positive &&
      edge_region(p, a, b, c) != sign::positive)
    return triangle_feature::edge_ab;
  if (at_b_c == sign::positive && at_c_b == sign::positive &&
      edge_region(p, b, c, a) != sign::positive)
    return triangle_feature::edge_bc;
  if (at_c_a == sign::positive && at_a_c == sign::positive &&
      edge_region(p, c, a, b) != sign::positive)
    return triangle_feature::edge_ca;
  // Neither a vertex nor an edge: p projects strictly inside the non-degenerate triangle.
  return triangle_feature::face;
}

sign compare_distance_point_segment_3d(const point3& a, const point3& b, const point3& p,
                                       const point3& q) {
  require_finite("compare_distance_point_segment_3d", {{"a", a}, {"b", b}, {"p", p}, {"q", q}});
  // A point given twice: equal distances (x first: one comparison on random points).
  if (detail::bits_of(p.x) == detail::bits_of(q.x) && detail::same_bits(p, q) != 0) {
    return sign::zero;
  }
  return compare_squared(to_segment(p, a, b, closest_part(p, a, b)),
                         to_segment(q, a, b, closest_part(q, a, b)));
}

segment_pair_feature closest_feature_segment_segment_3d(const point3& p1, const point3& p2,
                                                        const point3& q1, const point3& q2) {
  require_finite("closest_feature_segment_segment_3d",
                 {{"p1", p1}, {"p2", p2}, {"q1", q1}, {"q2", q2}});
  if (segment_intersect_3d_checked(p1, p2, q1, q2) != intersection_3d::disjoint) {
    return segment_pair_feature::intersecting;
  }
  const bool p_point = same(p1, p2), q_point = same(q1, q2);
  if (p_point) return pair_feature(segment_part::start, closest_part(p1, q1, q2));
  if (q_point) return pair_feature(closest_part(q1, p1, p2), segment_part::start);
  if (parallel_directions(p1, p2, q1, q2)) {
    // Positions along d = p2 - p1: p1 at 0, p2 at |d|^2 > 0; q1 and q2 differ (q2 - q1 is a
    // non-zero multiple of d). lo and hi are q's endpoints in the order along d.
    const bool ascending =
        staged_sign<detail::direction_dot_formula>(p1.x, p1.y, p1.z, p2.x, p2.y, p2.z, q1.x, q1.y,
                                                   q1.z, q2.x, q2.y, q2.z) == sign::positive;
    const point3& lo = ascending ? q1 : q2;
    const point3& hi = ascending ? q2 : q1;
    const segment_part lo_part = ascending ? segment_part::start : segment_part::end;
    const segment_part hi_part = ascending ? segment_part::end : segment_part::start;
    if (angle(hi, p1, p2) != sign::positive) return pair_feature(segment_part::start, hi_part);
    if (angle(lo, p2, p1) != sign::positive) return pair_feature(segment_part::end, lo_part);
    return segment_pair_feature::parallel;
  }
  // Not parallel: the closest pair is unique. It is interior to both segments exactly when the
  // closest points of the two lines are, 0 < s < 1 and 0 < t < 1 (numerators over the positive
  // |d1 x d2|^2).
  if (line_line_parameter(p1, p2, q1, q2) == sign::positive &&
      line_line_parameter(p2, p1, q1, q2) == sign::positive &&
      line_line_parameter(q1, q2, p1, p2) == sign::positive &&
      line_line_parameter(q2, q1, p1, p2) == sign::positive) {
    return segment_pair_feature::interior_interior;
  }
  // Otherwise it lies on the boundary of the parameter square: an endpoint of one segment
  // against the other segment. The nearest of the four; when two tie they name one pair (the
  // minimiser is unique), so the first is kept.
  struct candidate {
    squared_distance d;
    segment_pair_feature f;
  };
  candidate best{};
  bool have = false;
  const point3* const ps[] = {&p1, &p2};
  const point3* const qs[] = {&q1, &q2};
  for (int i = 0; i < 2; ++i) {
    const segment_part own = i == 0 ? segment_part::start : segment_part::end;
    const segment_part part = closest_part(*ps[i], q1, q2);
    const candidate c{to_segment(*ps[i], q1, q2, part), pair_feature(own, part)};
    if (!have || compare_squared(c.d, best.d) == sign::negative) best = c;
    have = true;
  }
  for (int i = 0; i < 2; ++i) {
    const segment_part own = i == 0 ? segment_part::start : segment_part::end;
    const segment_part part = closest_part(*qs[i], p1, p2);
    const candidate c{to_segment(*qs[i], p1, p2, part), pair_feature(part, own)};
    if (compare_squared(c.d, best.d) == sign::negative) best = c;
  }
  return best.f;
}

segment_triangle_feature closest_feature_segment_triangle(const point3& p, const point3& q,
                                                          const point3& a, const point3& b,
                                                          const point3& c) {
  require_finite("closest_feature_segment_triangle",
                 {{"p", p}, {"q", q}, {"a", a}, {"b", b}, {"c", c}});
  if (segment_triangle_3d(p, q, a, b, c) != intersection_3d::disjoint) {
    return segment_triangle_feature::intersecting;
  }
  // The candidates in the order of the tie rule; a later one wins only when strictly nearer.
  segment_triangle_feature best = segment_triangle_feature::edge_ab;
  squared_distance best_d = segment_segment_distance(p, q, a, b);
  const auto consider = [&](segment_triangle_feature f, const squared_distance& d) {
    if (compare_squared(d, best_d) == sign::negative) {
      best = f;
      best_d = d;
    }
  };
  consider(segment_triangle_feature::edge_bc, segment_segment_distance(p, q, b, c));
  consider(segment_triangle_feature::edge_ca, segment_segment_distance(p, q, c, a));
  // An endpoint can be strictly nearer than every edge only when its closest point of the
  // triangle is in the open face (otherwise an edge is at most as far); the distance is then
  // the distance to the triangle's plane.
  if (closest_feature_3d(p, a, b, c) == triangle_feature::face) {
    consider(segment_triangle_feature::endpoint_p, {squared_distance::plane, {&p, &a, &b, &c}});
  }
  if (closest_feature_3d(q, a, b, c) == triangle_feature::face) {
    consider(segment_triangle_feature::endpoint_q, {squared_distance::plane, {&q, &a, &b, &c}});
  }
  return best;
}

}  // namespace v0
}  // namespace exactpred
