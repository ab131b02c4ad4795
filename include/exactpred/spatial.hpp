// SPDX-License-Identifier: MIT
// exactpred/spatial.hpp — exact predicates on 3D points, lines, planes, segments, rays and
// triangles.
//
// Every answer is exact for every finite input (subnormals, signed zeros, values near
// DBL_MAX, any mix of magnitudes): each predicate is logic over exact signs of polynomials
// (orient2d/orient3d and the formulas of detail/spatial_formulas.hpp) and exact comparisons
// of input coordinates; nothing is constructed in floating point. All sets are closed.
// A NaN or infinite coordinate throws exactpred::invalid_input naming the predicate, the point
// and the coordinate; so do the domain errors listed at each function.
//
// Points are point3 or any type adapted to it (point.hpp). Directions and normals are vectors,
// passed as point3 (their three coordinates). Degenerate input (coincident points,
// zero-length segments, collinear "triangles") is answered like any other: a zero-length
// segment is a point, a degenerate triangle is the segment or point conv(a, b, c), which has
// no interior.
#ifndef EXACTPRED_SPATIAL_HPP
#define EXACTPRED_SPATIAL_HPP

#include "exactpred/core.hpp"
#include "exactpred/detail/spatial_formulas.hpp"

namespace exactpred {
inline namespace v0 {

/// How two closed sets meet: `disjoint` (no common point), `crossing` (exactly one common
/// point, interior to both — see each predicate for what interior means), `touching`
/// (exactly one common point, otherwise), `overlapping` (more than one common point).
enum class intersection_3d : signed char { disjoint, crossing, touching, overlapping };

/// Where a point lies relative to a closed triangle in 3D.
enum class triangle_location_3d : signed char { outside, inside, on_edge, on_vertex };

/// How a ray meets a plane (see ray_plane).
enum class ray_plane_relation : signed char { hits, misses, parallel, in_plane };

/// How a closed segment meets a plane (see segment_plane).
enum class segment_plane_relation : signed char { disjoint, crossing, touching, in_plane };

/// A feature of a triangle abc: a vertex, an (open) edge or the (open) face.
enum class triangle_feature : signed char {
  vertex_a,
  vertex_b,
  vertex_c,
  edge_ab,
  edge_bc,
  edge_ca,
  face
};

/// Which pair of features of a closed segment pq and a closed triangle abc is closest (see
/// closest_feature_segment_triangle): `intersecting`, the segment with an edge (`edge_ab`,
/// `edge_bc`, `edge_ca`), or an endpoint (`endpoint_p`, `endpoint_q`) with the triangle's face.
enum class segment_triangle_feature : signed char {
  intersecting,
  edge_ab,
  edge_bc,
  edge_ca,
  endpoint_p,
  endpoint_q
};

/// Where the closest pair of points of two closed segments p1p2 and q1q2 lies (see
/// closest_feature_segment_segment_3d): `intersecting` (they meet), `parallel` (more than one
/// closest pair), or the features holding the unique closest pair, the first segment's
/// (`p1`, `p2` or its open `interior`) then the second's (`q1`, `q2` or `interior`).
enum class segment_pair_feature : signed char {
  intersecting,
  parallel,
  p1_q1,
  p1_q2,
  p1_interior,
  p2_q1,
  p2_q2,
  p2_interior,
  interior_q1,
  interior_q2,
  interior_interior
};

/// The classification words, as the oracle command prints them.
EXACTPRED_API const char* to_string(intersection_3d r) noexcept;
EXACTPRED_API const char* to_string(triangle_location_3d r) noexcept;
EXACTPRED_API const char* to_string(ray_plane_relation r) noexcept;
EXACTPRED_API const char* to_string(segment_plane_relation r) noexcept;
EXACTPRED_API const char* to_string(triangle_feature r) noexcept;
EXACTPRED_API const char* to_string(segment_pair_feature r) noexcept;
EXACTPRED_API const char* to_string(segment_triangle_feature r) noexcept;

namespace detail {
/// point_in_triangle_3d after an undecided inline filter of value `value`.
EXACTPRED_API triangle_location_3d point_in_triangle_3d_after_filter(const point3& p,
                                                                     const point3& a,
                                                                     const point3& b,
                                                                     const point3& c, double value);
/// segment_intersect_3d after an undecided inline filter of value `value`.
EXACTPRED_API intersection_3d segment_intersect_3d_after_filter(const point3& p1, const point3& p2,
                                                                const point3& q1, const point3& q2,
                                                                double value);
EXACTPRED_API sign same_side_3d_slow(const point3& p, const point3& q, const point3& a,
                                     const point3& b, const point3& c);
EXACTPRED_API sign same_side_line_3d_slow(const point3& p, const point3& q, const point3& a,
                                          const point3& b);
EXACTPRED_API sign compare_distance_3d_slow(const point3& p, const point3& q, const point3& r);
EXACTPRED_API sign compare_distance_point_plane_slow(const point3& c, const point3& n,
                                                     const point3& p, const point3& q);
EXACTPRED_API sign compare_distance_point_line_3d_slow(const point3& a, const point3& b,
                                                       const point3& p, const point3& q);
/// After segment_plane's inline filters, with whether each side (of p, of q) was certified: an
/// endpoint at c (from the bits) with the other side certified is `touching`; else the checked
/// path.
EXACTPRED_API segment_plane_relation segment_plane_after_filter(const point3& p, const point3& q,
                                                                const point3& c, const point3& n,
                                                                bool p_certified, bool q_certified);
}  // namespace detail

/// orient3d(a, b, c, p) * orient3d(a, b, c, q): +1 when p and q lie strictly on the same side
/// of the plane abc, -1 when strictly on opposite sides, 0 when at least one lies on the plane
/// or a, b, c are collinear.
inline sign same_side_3d(const point3& p, const point3& q, const point3& a, const point3& b,
                         const point3& c) {
  // Both filters, then one branch for both (which of them fails to decide varies: p or q on
  // the plane). Certified signs imply finite input; anything else goes to the checked slow path.
  using F = detail::orient3d_formula;
  const auto sp =
      detail::filter_certificate<F>(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, p.x, p.y, p.z);
  const auto sq =
      detail::filter_certificate<F>(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, q.x, q.y, q.z);
  if (detail::both_certified(sp, sq)) return detail::sign_of_product(sp.value, sq.value);
  return detail::same_side_3d_slow(p, q, a, b, c);
}

/// Sign of ((p - a) x (b - a)) . ((q - a) x (b - a)), the cross-product side test of two points
/// against the line ab. For p, q, a, b in one plane: +1 when p and q lie strictly on the same
/// side of the line ab, -1 when strictly on opposite sides, 0 when p or q is on the line or
/// a = b. (Off a common plane it is the sign of the cosine of the dihedral angle between the
/// half-planes from line ab through p and through q.)
/// (The filter inline; the stages after it out of line, or the checked slow path.)
inline sign same_side_line_3d(const point3& p, const point3& q, const point3& a, const point3& b) {
  using F = detail::same_side_line_3d_formula;
  return detail::filter_sign_or<F>(
      [&](double value) {
        return detail::after_inline_filter<F>(true, value, p.x, p.y, p.z, q.x, q.y, q.z, a.x, a.y,
                                              a.z, b.x, b.y, b.z);
      },
      [&] { return detail::same_side_line_3d_slow(p, q, a, b); }, p.x, p.y, p.z, q.x, q.y, q.z, a.x,
      a.y, a.z, b.x, b.y, b.z);
}

/// Closed segments p1p2 and q1q2 (a zero-length segment is a point): `disjoint`, `crossing`
/// (one common point, interior to both segments), `touching` (one common point, an endpoint of
/// at least one), `overlapping` (more than one common point, i.e. collinear overlap).
/// Segments not in a common plane are disjoint.
inline intersection_3d segment_intersect_3d(const point3& p1, const point3& p2, const point3& q1,
                                            const point3& q2) {
  // Segments not in a common plane never meet. A certified sign (never zero) also implies
  // finite coordinates, so only the slow path checks its input.
  return detail::filter_then_after<detail::orient3d_formula>(
      [](sign) { return intersection_3d::disjoint; },
      [&](double value, double) {
        return detail::segment_intersect_3d_after_filter(p1, p2, q1, q2, value);
      },
      p1.x, p1.y, p1.z, p2.x, p2.y, p2.z, q1.x, q1.y, q1.z, q2.x, q2.y, q2.z);
}

/// Point p against the closed triangle abc (either orientation): `on_vertex` (p equals a
/// vertex), `on_edge` (on the boundary, not a vertex), `inside` (relative interior), `outside`
/// (including every point off the triangle's plane). A degenerate triangle (collinear a, b, c)
/// has no interior: its points are `on_edge` or `on_vertex`.
inline triangle_location_3d point_in_triangle_3d(const point3& p, const point3& a, const point3& b,
                                                 const point3& c) {
  // Off the triangle's plane (certified, so finite input): outside.
  return detail::filter_then_after<detail::orient3d_formula>(
      [](sign) { return triangle_location_3d::outside; },
      [&](double value, double) {
        return detail::point_in_triangle_3d_after_filter(p, a, b, c, value);
      },
      a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, p.x, p.y, p.z);
}

/// The ray o + t d, t >= 0, against the plane through c with normal n: `hits` (exactly one
/// common point, t >= 0), `misses` (the line meets the plane once, at t < 0), `parallel`
/// (d . n = 0 and o off the plane), `in_plane` (the whole ray lies in the plane).
/// Throws invalid_input when d = 0 or n = 0.
EXACTPRED_API ray_plane_relation ray_plane(const point3& o, const point3& d, const point3& c,
                                           const point3& n);

/// The closed segment pq against the plane through c with normal n: `disjoint` (no common
/// point), `crossing` (p and q strictly on opposite sides), `touching` (exactly one of p, q on
/// the plane, or p = q on the plane), `in_plane` (p != q, both on the plane).
/// Throws invalid_input when n = 0.
inline segment_plane_relation segment_plane(const point3& p, const point3& q, const point3& c,
                                            const point3& n) {
  // Both sides certified (so non-zero: n is non-zero and the input finite).
  // One branch for both (an endpoint on the plane, p or q, is the usual reason one fails).
  using F = detail::plane_side_3d_formula;
  const auto sp = detail::filter_certificate<F>(p.x, p.y, p.z, c.x, c.y, c.z, n.x, n.y, n.z);
  const auto sq = detail::filter_certificate<F>(q.x, q.y, q.z, c.x, c.y, c.z, n.x, n.y, n.z);
  if (detail::both_certified(sp, sq)) {
    return detail::sign_of_product(sp.value, sq.value) == sign::positive
               ? segment_plane_relation::disjoint
               : segment_plane_relation::crossing;
  }
  return detail::segment_plane_after_filter(p, q, c, n, sp.certified, sq.certified);
}

/// The closed segment pq against the closed triangle abc: `disjoint`, `crossing` (one common
/// point, interior to the segment and to the triangle: the segment pierces the face),
/// `touching` (one common point, otherwise: at an endpoint of the segment or on the triangle's
/// boundary), `overlapping` (more than one common point; only possible in the triangle's
/// plane). A zero-length segment is a point (never `crossing`); a degenerate triangle is a
/// segment or point without interior (never `crossing`).
EXACTPRED_API intersection_3d segment_triangle_3d(const point3& p, const point3& q, const point3& a,
                                                  const point3& b, const point3& c);

/// The closed ray o + t d, t >= 0, against the closed triangle abc, with the words of
/// segment_triangle_3d: `crossing` is one common point with t > 0 in the triangle's interior.
/// Decided by signs of triple products; no point beyond o is constructed.
/// Throws invalid_input when d = 0.
EXACTPRED_API intersection_3d ray_triangle_3d(const point3& o, const point3& d, const point3& a,
                                              const point3& b, const point3& c);

/// Sign of |p - q|^2 - |p - r|^2: -1 when q is closer to p than r, 0 at equal distances.
/// (The filter inline; out of line the lattice certificate and the stages after it, as for the
/// core predicates, or for a non-finite input the checked slow path, which names it.)
inline sign compare_distance_3d(const point3& p, const point3& q, const point3& r) {
  using F = detail::compare_distance_3d_formula;
  return detail::filter_then_after<F>([](sign s) { return s; },
                                      [&](double value, double bound) {
                                        return detail::is_finite(value)
                                                   ? detail::after_ranged_filter<F>(
                                                         value, bound, p.x, p.y, p.z, q.x, q.y, q.z,
                                                         r.x, r.y, r.z)
                                                   : detail::compare_distance_3d_slow(p, q, r);
                                      },
                                      p.x, p.y, p.z, q.x, q.y, q.z, r.x, r.y, r.z);
}

/// The feature of the closed triangle abc whose relative interior contains the point of the
/// triangle closest to p: `vertex_a`, `vertex_b`, `vertex_c`, `edge_ab`, `edge_bc`, `edge_ca`
/// (open edges) or `face` (the open triangle). Unique for a non-degenerate triangle. For a
/// degenerate one (coincident or collinear vertices) the closest point may lie in several
/// features' relative interiors; the answer is then the first in the order vertex_a,
/// vertex_b, vertex_c, edge_ab, edge_bc, edge_ca (a degenerate triangle has no open face).
/// The tests are Ericson's closest-point Voronoi-region tests, evaluated exactly.
EXACTPRED_API triangle_feature closest_feature_3d(const point3& p, const point3& a, const point3& b,
                                                  const point3& c);

/// Which of p and q is closer to the plane through c with normal n: the sign of
/// dist(p, plane)^2 - dist(q, plane)^2, i.e. of ((p - c) . n)^2 - ((q - c) . n)^2: -1 when p
/// is the closer point, 0 at equal distances (on either side), +1 when q is closer. Throws
/// invalid_input when n = 0.
inline sign compare_distance_point_plane(const point3& c, const point3& n, const point3& p,
                                         const point3& q) {
  // A certified non-zero sign implies finite input and n != 0.
  if (const auto s = detail::filter_sign<detail::plane_distance_compare_formula>(
          c.x, c.y, c.z, n.x, n.y, n.z, p.x, p.y, p.z, q.x, q.y, q.z)) {
    if (*s != sign::zero) return *s;
  }
  return detail::compare_distance_point_plane_slow(c, n, p, q);
}

/// Which of p and q is closer to the line through a and b: the sign of
/// dist(p, line)^2 - dist(q, line)^2, i.e. of |(p - a) x (b - a)|^2 - |(q - a) x (b - a)|^2:
/// -1 when p is the closer point, 0 at equal distances, +1 when q is closer. Throws
/// invalid_input when a = b (no line).
inline sign compare_distance_point_line_3d(const point3& a, const point3& b, const point3& p,
                                           const point3& q) {
  // A certified non-zero sign implies finite input and a != b.
  if (const auto s = detail::filter_sign<detail::line_distance_compare_formula>(
          a.x, a.y, a.z, b.x, b.y, b.z, p.x, p.y, p.z, q.x, q.y, q.z)) {
    if (*s != sign::zero) return *s;
  }
  return detail::compare_distance_point_line_3d_slow(a, b, p, q);
}

/// Which of p and q is closer to the closed segment ab (a = b: the point a): the sign of
/// dist(p, ab)^2 - dist(q, ab)^2: -1 when p is the closer point, 0 at equal distances, +1 when
/// q is closer. Each distance is to the endpoint a when (x - a) . (b - a) <= 0, to b when
/// (x - b) . (a - b) <= 0, else to the line ab; the pieces are compared exactly
/// (detail/spatial_formulas.hpp), never rounded.
EXACTPRED_API sign compare_distance_point_segment_3d(const point3& a, const point3& b,
                                                     const point3& p, const point3& q);

/// The closest pair of points of the closed segments p1p2 and q1q2 (a zero-length segment is
/// a point): `intersecting` when they share a point (distance 0); `parallel` when the closest
/// pair is not unique (parallel segments whose projections onto their common direction overlap
/// in more than one point); otherwise the features holding the unique closest pair: the first
/// segment's endpoint `p1` or `p2` or its open interior, then the second's `q1`, `q2` or
/// interior (`p1_q1`, ..., `interior_interior`). A zero-length segment p1 = p2 is reported as
/// `p1` (q1 = q2 as `q1`). Decided by exact signs of the parameters of the lines' closest
/// points (Ericson's s and t, never divided) and exact comparisons of the candidate squared
/// distances; equals the closest pair CGAL's exact squared_distance(Segment_3, Segment_3)
/// implies.
EXACTPRED_API segment_pair_feature closest_feature_segment_segment_3d(const point3& p1,
                                                                      const point3& p2,
                                                                      const point3& q1,
                                                                      const point3& q2);

/// Which pair of features realises the distance between the closed segment pq (p = q: a
/// point) and the closed triangle abc (a degenerate triangle is the union of its edges):
/// `intersecting` when they share a point; otherwise, among the pairs the segment with the
/// edge ab, bc or ca (`edge_ab`, `edge_bc`, `edge_ca`) and the endpoint p or q with the
/// triangle (`endpoint_p`, `endpoint_q`), the first in that order whose distance is the least.
/// An endpoint therefore wins only when it is strictly nearer than the segment is to every
/// edge, i.e. its closest point lies in the open face. Exact ties (two pairs at exactly the
/// same distance) go to the earlier pair of that order. Every distance is compared exactly as
/// the piece that realises it (point-point, point-line, line-line or point-plane, chosen by
/// exact signs), never rounded.
EXACTPRED_API segment_triangle_feature closest_feature_segment_triangle(
    const point3& p, const point3& q, const point3& a, const point3& b, const point3& c);

// ---- adapted point types ----------------------------------------------------------------------

template <class P>
inline sign same_side_3d(const P& p, const P& q, const P& a, const P& b, const P& c) {
  using detail::to_point3;
  return same_side_3d(to_point3(p), to_point3(q), to_point3(a), to_point3(b), to_point3(c));
}
template <class P>
inline sign same_side_line_3d(const P& p, const P& q, const P& a, const P& b) {
  using detail::to_point3;
  return same_side_line_3d(to_point3(p), to_point3(q), to_point3(a), to_point3(b));
}
template <class P>
inline intersection_3d segment_intersect_3d(const P& p1, const P& p2, const P& q1, const P& q2) {
  using detail::to_point3;
  return segment_intersect_3d(to_point3(p1), to_point3(p2), to_point3(q1), to_point3(q2));
}
template <class P>
inline triangle_location_3d point_in_triangle_3d(const P& p, const P& a, const P& b, const P& c) {
  using detail::to_point3;
  return point_in_triangle_3d(to_point3(p), to_point3(a), to_point3(b), to_point3(c));
}
template <class P>
inline ray_plane_relation ray_plane(const P& o, const P& d, const P& c, const P& n) {
  using detail::to_point3;
  return ray_plane(to_point3(o), to_point3(d), to_point3(c), to_point3(n));
}
template <class P>
inline segment_plane_relation segment_plane(const P& p, const P& q, const P& c, const P& n) {
  using detail::to_point3;
  return segment_plane(to_point3(p), to_point3(q), to_point3(c), to_point3(n));
}
template <class P>
inline intersection_3d segment_triangle_3d(const P& p, const P& q, const P& a, const P& b,
                                           const P& c) {
  using detail::to_point3;
  return segment_triangle_3d(to_point3(p), to_point3(q), to_point3(a), to_point3(b), to_point3(c));
}
template <class P>
inline intersection_3d ray_triangle_3d(const P& o, const P& d, const P& a, const P& b, const P& c) {
  using detail::to_point3;
  return ray_triangle_3d(to_point3(o), to_point3(d), to_point3(a), to_point3(b), to_point3(c));
}
template <class P>
inline sign compare_distance_3d(const P& p, const P& q, const P& r) {
  using detail::to_point3;
  return compare_distance_3d(to_point3(p), to_point3(q), to_point3(r));
}
template <class P>
inline triangle_feature closest_feature_3d(const P& p, const P& a, const P& b, const P& c) {
  using detail::to_point3;
  return closest_feature_3d(to_point3(p), to_point3(a), to_point3(b), to_point3(c));
}

template <class P>
inline sign compare_distance_point_plane(const P& c, const P& n, const P& p, const P& q) {
  using detail::to_point3;
  return compare_distance_point_plane(to_point3(c), to_point3(n), to_point3(p), to_point3(q));
}
template <class P>
inline sign compare_distance_point_line_3d(const P& a, const P& b, const P& p, const P& q) {
  using detail::to_point3;
  return compare_distance_point_line_3d(to_point3(a), to_point3(b), to_point3(p), to_point3(q));
}
template <class P>
inline sign compare_distance_point_segment_3d(const P& a, const P& b, const P& p, const P& q) {
  using detail::to_point3;
  return compare_distance_point_segment_3d(to_point3(a), to_point3(b), to_point3(p), to_point3(q));
}
template <class P>
inline segment_pair_feature closest_feature_segment_segment_3d(const P& p1, const P& p2,
                                                               const P& q1, const P& q2) {
  using detail::to_point3;
  return closest_feature_segment_segment_3d(to_point3(p1), to_point3(p2), to_point3(q1),
                                            to_point3(q2));
}
template <class P>
inline segment_triangle_feature closest_feature_segment_triangle(const P& p, const P& q, const P& a,
                                                                 const P& b, const P& c) {
  using detail::to_point3;
  return closest_feature_segment_triangle(to_point3(p), to_point3(q), to_point3(a), to_point3(b),
                                          to_point3(c));
}

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SPATIAL_HPP
