// SPDX-License-Identifier: MIT
// exactpred/planar.hpp — the planar predicates built on orient2d: sides of a line, segment
// intersection, point in triangle, polygon orientation, winding number and point in polygon,
// convex hull, distance comparison and convex polygon intersection.
//
// Every answer is exact for every finite input, as if computed with real numbers: the
// predicates are logic over exact signs (orient2d, the formulas of planar_formulas.hpp, the
// exact n-term sums of planar_sum.hpp) and exact comparisons of coordinates; no rounded value
// ever decides an answer. All sets are closed. Non-finite coordinates throw
// exactpred::invalid_input naming the predicate and the argument.
//
// Two points are equal when their coordinates compare equal (so -0.0 equals +0.0); points
// are ordered lexicographically, x first, then y, which on any line is the order along it.
#ifndef EXACTPRED_PLANAR_HPP
#define EXACTPRED_PLANAR_HPP

#include <cmath>
#include <cstddef>
#include <iterator>
#include <type_traits>
#include <vector>

#include "exactpred/core.hpp"
#include "exactpred/detail/planar_formulas.hpp"
#include "exactpred/detail/planar_sum.hpp"
#include "exactpred/detail/point_equality.hpp"
#include "exactpred/detail/words.hpp"
#include "exactpred/point.hpp"
#include "exactpred/point_span.hpp"
#include "exactpred/sign.hpp"

namespace exactpred {
inline namespace v0 {

// ---------------------------------------------------------------------------------------------
// Classifications.

/// How two closed segments meet.
enum class segment_relation : signed char {
  disjoint,    ///< no common point
  crossing,    ///< exactly one common point, interior to both segments
  touching,    ///< exactly one common point, an endpoint of at least one segment
  overlapping  ///< more than one common point (collinear, overlapping)
};

/// Where a point lies with respect to a closed triangle.
enum class triangle_location : signed char {
  outside,   ///< not in the closed triangle
  inside,    ///< in the interior
  on_edge,   ///< on the boundary, not a vertex
  on_vertex  ///< equal to a vertex
};

/// Where a point lies with respect to a polygon, under a fill rule.
enum class polygon_location : signed char { outside, inside, on_boundary };

/// Which points a self-intersecting polygon covers: non-zero winding number, or odd one.
enum class fill_rule : signed char { non_zero, even_odd };

/// How two closed convex polygons meet.
enum class convex_relation : signed char {
  disjoint,    ///< no common point
  touching,    ///< common points, but the interiors do not meet (intersection of zero area)
  overlapping  ///< the interiors meet (intersection of positive area)
};

/// The classification words, as the oracle command prints them.
constexpr const char* to_string(segment_relation r) noexcept {
  return detail::word_of(r, {"disjoint", "crossing", "touching", "overlapping"});
}
constexpr const char* to_string(triangle_location l) noexcept {
  return detail::word_of(l, {"outside", "inside", "on_edge", "on_vertex"});
}
constexpr const char* to_string(polygon_location l) noexcept {
  return detail::word_of(l, {"outside", "inside", "on_boundary"});
}
constexpr const char* to_string(convex_relation r) noexcept {
  return detail::word_of(r, {"disjoint", "touching", "overlapping"});
}

/// The winding number of a closed polygon around a point, or the fact that the point lies on
/// the polygon's boundary (then `number` is 0).
struct winding_result {
  bool on_boundary;
  long number;
};

namespace detail {

[[noreturn]] EXACTPRED_API void throw_not_finite_point(const char* predicate, const char* argument,
                                                       const point2& p);

inline void check_finite(const char* predicate, const char* argument, const point2& p) {
  if (!(is_finite(p.x) && is_finite(p.y))) throw_not_finite_point(predicate, argument, p);
}

/// Lexicographic order: x first, then y.
inline bool lex_less(const point2& a, const point2& b) {
  return exact_less(a.x, b.x) || (exact_equal(a.x, b.x) && exact_less(a.y, b.y));
}

/// p on the closed segment [a, b], a != b.
inline bool on_segment(const point2& a, const point2& b, const point2& p) {
  if (orient2d(a, b, p) != sign::zero) return false;
  const bool a_low = lex_less(a, b);
  const point2& lo = a_low ? a : b;
  const point2& hi = a_low ? b : a;
  return !lex_less(p, lo) && !lex_less(hi, p);
}

/// segment_intersect_2d without the input check.
inline segment_relation segment_relation_of(const point2& p1, const point2& p2, const point2& q1,
                                            const point2& q2) {
  const bool p_point = same_point(p1, p2);
  const bool q_point = same_point(q1, q2);
  if (p_point && q_point) {
    return same_point(p1, q1) ? segment_relation::touching : segment_relation::disjoint;
  }
  if (p_point)
    return on_segment(q1, q2, p1) ? segment_relation::touching : segment_relation::disjoint;
  if (q_point)
    return on_segment(p1, p2, q1) ? segment_relation::touching : segment_relation::disjoint;
  const sign d1 = orient2d(q1, q2, p1);
  const sign d2 = orient2d(q1, q2, p2);
  if (d1 != sign::zero && d1 == d2) return segment_relation::disjoint;
  if (d1 == sign::zero || d2 == sign::zero) {
    // A shared endpoint x, as in meshes, with the segments' other endpoints a and b (neither
    // segment is a point here). Its orientation (x, a, b) is d2 when x is p1 and d1 when x is
    // p2: touching off one line, else overlapping when a and b lie on the same side of x (the
    // lexicographic order runs along the line).
    const auto e = shared_endpoint(p1, p2, q1, q2);
    if (e.found) {
      const sign d[] = {d1, d2};  // by indexing: which endpoint is shared varies
      if (d[e.x_is_p1] != sign::zero) return segment_relation::touching;
      return lex_less(*e.x, *e.a) == lex_less(*e.x, *e.b) ? segment_relation::overlapping
                                                          : segment_relation::touching;
    }
  }
  const sign d3 = orient2d(p1, p2, q1);
  const sign d4 = orient2d(p1, p2, q2);
  if (d3 != sign::zero && d3 == d4) return segment_relation::disjoint;
  if (d1 == sign::zero && d2 == sign::zero) {
    // One line: compare the intervals in the order along it.
    const bool p_up = lex_less(p1, p2);
    const bool q_up = lex_less(q1, q2);
    const point2& plo = p_up ? p1 : p2;
    const point2& phi = p_up ? p2 : p1;
    const point2& qlo = q_up ? q1 : q2;
    const point2& qhi = q_up ? q2 : q1;
    if (lex_less(phi, qlo) || lex_less(qhi, plo)) return segment_relation::disjoint;
    if (same_point(phi, qlo) || same_point(qhi, plo)) return segment_relation::touching;
    return segment_relation::overlapping;
  }
  // The lines meet in one point, which each segment reaches: an endpoint when some endpoint
  // lies on the other line.
  if (d1 == sign::zero || d2 == sign::zero || d3 == sign::zero || d4 == sign::zero) {
    return segment_relation::touching;
  }
  return segment_relation::crossing;
}

/// Term i of the shoelace sum of polygon v: the coordinates of orient2d(v0, v(i+1), v(i+2)).
inline void orientation_term(const point2_span& v, std::size_t i, double* x) {
  const point2 a = v[0], b = v[i + 1], c = v[i + 2];
  x[0] = a.x;
  x[1] = a.y;
  x[2] = b.x;
  x[3] = b.y;
  x[4] = c.x;
  x[5] = c.y;
}

/// The slow path of polygon_orientation: checks the vertices, then the expansion and exact
/// strategies.
EXACTPRED_API sign polygon_orientation_slow(point2_span polygon);

/// The slow path of same_side_2d: checks the points, then the exact orientations.
EXACTPRED_API sign same_side_2d_slow(const point2& p, const point2& q, const point2& a,
                                     const point2& b);

/// The slow path of compare_distance_2d: checks p, q and r, then the slow path's strategies
/// (slow_sign).
EXACTPRED_API sign compare_distance_2d_slow(const point2& p, const point2& q, const point2& r);

}  // namespace detail

// ---------------------------------------------------------------------------------------------
// Fixed-size predicates (inline).

/// orient2d(a, b, p) * orient2d(a, b, q): positive when p and q lie strictly on the same side of
/// the line through a and b, negative when strictly on opposite sides, zero when at least one
/// lies on the line or a = b (no line).
inline sign same_side_2d(const point2& p, const point2& q, const point2& a, const point2& b) {
  // Both filters, then one branch for both (which of them fails to decide varies: p or q on the
  // line). Certified signs imply finite input (NaN and infinity never pass a filter); anything
  // else goes to the checked slow path.
  using F = detail::orient2d_formula;
  const auto sp = detail::filter_certificate<F>(a.x, a.y, b.x, b.y, p.x, p.y);
  const auto sq = detail::filter_certificate<F>(a.x, a.y, b.x, b.y, q.x, q.y);
  if (detail::both_certified(sp, sq)) return detail::sign_of_product(sp.value, sq.value);
  return detail::same_side_2d_slow(p, q, a, b);
}

/// How the closed segments [p1, p2] and [q1, q2] meet (see segment_relation). A segment with
/// equal endpoints is a point: a point on the other segment, or two equal points, touch.
inline segment_relation segment_intersect_2d(const point2& p1, const point2& p2, const point2& q1,
                                             const point2& q2) {
  constexpr const char* name = "segment_intersect_2d";
  detail::check_finite(name, "p1", p1);
  detail::check_finite(name, "p2", p2);
  detail::check_finite(name, "q1", q1);
  detail::check_finite(name, "q2", q2);
  return detail::segment_relation_of(p1, p2, q1, q2);
}

/// Where p lies with respect to the closed triangle conv(a, b, c), of either orientation
/// (see triangle_location). A degenerate triangle (collinear a, b, c) is the segment between
/// its extreme vertices and has no interior: its points are on_edge or on_vertex; when
/// a = b = c it is a single point (on_vertex or outside).
inline triangle_location point_in_triangle_2d(const point2& p, const point2& a, const point2& b,
                                              const point2& c) {
  constexpr const char* name = "point_in_triangle_2d";
  detail::check_finite(name, "p", p);
  detail::check_finite(name, "a", a);
  detail::check_finite(name, "b", b);
  detail::check_finite(name, "c", c);
  if (detail::same_point(p, a) || detail::same_point(p, b) || detail::same_point(p, c)) {
    return triangle_location::on_vertex;
  }
  const sign o = orient2d(a, b, c);
  if (o == sign::zero) {
    const point2* lo = &a;
    const point2* hi = &a;
    for (const point2* v : {&b, &c}) {
      if (detail::lex_less(*v, *lo)) lo = v;
      if (detail::lex_less(*hi, *v)) hi = v;
    }
    if (detail::same_point(*lo, *hi)) return triangle_location::outside;
    return detail::on_segment(*lo, *hi, p) ? triangle_location::on_edge
                                           : triangle_location::outside;
  }
  const sign s1 = o * orient2d(a, b, p);
  if (s1 == sign::negative) return triangle_location::outside;
  const sign s2 = o * orient2d(b, c, p);
  if (s2 == sign::negative) return triangle_location::outside;
  const sign s3 = o * orient2d(c, a, p);
  if (s3 == sign::negative) return triangle_location::outside;
  if (s1 == sign::zero || s2 == sign::zero || s3 == sign::zero) return triangle_location::on_edge;
  return triangle_location::inside;
}

/// Sign of |p - q|^2 - |p - r|^2: negative when q is closer to p than r is, zero when both
/// are equally far, positive when r is closer.
inline sign compare_distance_2d(const point2& p, const point2& q, const point2& r) {
  if (const auto s =
          detail::inline_sign<detail::compare_distance_2d_formula>(p.x, p.y, q.x, q.y, r.x, r.y)) {
    return *s;
  }
  return detail::compare_distance_2d_slow(p, q, r);
}

template <class P>
inline sign same_side_2d(const P& p, const P& q, const P& a, const P& b) {
  const auto t = [](const P& v) { return detail::to_point2(v); };
  return same_side_2d(t(p), t(q), t(a), t(b));
}
template <class P>
inline segment_relation segment_intersect_2d(const P& p1, const P& p2, const P& q1, const P& q2) {
  const auto t = [](const P& v) { return detail::to_point2(v); };
  return segment_intersect_2d(t(p1), t(p2), t(q1), t(q2));
}
template <class P>
inline triangle_location point_in_triangle_2d(const P& p, const P& a, const P& b, const P& c) {
  const auto t = [](const P& v) { return detail::to_point2(v); };
  return point_in_triangle_2d(t(p), t(a), t(b), t(c));
}
template <class P>
inline sign compare_distance_2d(const P& p, const P& q, const P& r) {
  const auto t = [](const P& v) { return detail::to_point2(v); };
  return compare_distance_2d(t(p), t(q), t(r));
}

// ---------------------------------------------------------------------------------------------
// Polygons and point sets.

/// Sign of the exact signed area of the closed polygon v0, v1, ..., v(n-1) (shoelace formula,
/// computed as the sum of orient2d(v0, vi, vi+1)): positive when counterclockwise, negative
/// when clockwise, zero for zero area (n < 3, collinear vertices, or a self-intersecting
/// polygon whose lobes cancel exactly). Any n; a fast inline filter, then exact stages.
inline sign polygon_orientation(point2_span polygon) {
  const std::size_t n = polygon.size();
  if (n < 3) return detail::polygon_orientation_slow(polygon);
  if (polygon.storage() == detail::point_storage::doubles) {
    const auto s = detail::summed_fan_filter_sign<detail::orient2d_formula>(
        static_cast<const double*>(polygon.first_coordinate()), polygon.stride(), n);
    return s ? *s : detail::polygon_orientation_slow(polygon);
  }
  const auto term = [&polygon](std::size_t i, double* x) {
    detail::orientation_term(polygon, i, x);
  };
  if (const auto s = detail::summed_filter_sign<detail::orient2d_formula>(n - 2, term)) return *s;
  return detail::polygon_orientation_slow(polygon);
}

/// The exact winding number of the closed polygon v0, ..., v(n-1), v0 around p (counted
/// positive counterclockwise), for any polygon: self-intersecting, with repeated vertices or
/// zero-length edges. When p lies on an edge or a vertex the winding number is undefined and
/// the result says on_boundary. An empty polygon has winding number 0.
EXACTPRED_API winding_result winding_number(const point2& p, point2_span polygon);

/// Where p lies with respect to the polygon: on_boundary on an edge or vertex, else inside
/// when the winding number is non-zero (fill_rule::non_zero, the default) or odd
/// (fill_rule::even_odd, the ray-crossing parity), else outside.
EXACTPRED_API polygon_location point_in_polygon(const point2& p, point2_span polygon,
                                                fill_rule rule = fill_rule::non_zero);

template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline winding_result winding_number(const P& p, point2_span polygon) {
  return winding_number(detail::to_point2(p), polygon);
}
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline polygon_location point_in_polygon(const P& p, point2_span polygon,
                                         fill_rule rule = fill_rule::non_zero) {
  return point_in_polygon(detail::to_point2(p), polygon, rule);
}

/// The convex hull of the points (Andrew's monotone chain on exact orient2d): indices into
/// `points`, counterclockwise, starting at the lexicographically smallest point. Of equal
/// points only the first index appears. Without keep_collinear, every three consecutive hull
/// points make a strict left turn; with it, every input point on the hull's boundary is listed
/// (in boundary order). When all points are collinear the result runs from the smallest to
/// the largest point: the two extremes, or with keep_collinear every distinct point in order.
/// Empty input gives an empty result.
EXACTPRED_API std::vector<std::size_t> convex_hull(point2_span points, bool keep_collinear = false);

/// How the closed convex polygons a and b meet (see convex_relation), by the separating axis
/// test made exact: every axis test is a sign of orient2d. Precondition: each polygon is
/// convex, of either orientation, possibly with repeated or collinear vertices; a degenerate
/// one (collinear vertices: a segment, or a single point) has no interior, so it never
/// overlaps. An empty polygon, or one of zero area whose vertices are not collinear (so not
/// convex), throws invalid_input.
EXACTPRED_API convex_relation convex_polygons_intersect(point2_span a, point2_span b);

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_PLANAR_HPP
