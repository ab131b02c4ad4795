// SPDX-License-Identifier: MIT
// exactpred/volume.hpp — the volume predicates: closed balls against points, segments,
// triangles and balls; closed axis-aligned boxes against segments, rays and boxes.
//
// Every predicate answers exactly for every finite input (subnormals, signed zeros, values
// near DBL_MAX, mixed magnitudes). Balls are closed (centre c, radius r >= 0; r = 0 is the
// single point c); boxes are closed (corners lo <= hi componentwise; flat boxes allowed).
// Non-finite coordinates, a negative radius, lo > hi in some coordinate or a zero ray
// direction throw exactpred::invalid_input naming the predicate and the argument.
//
// Method: each answer is logic over exact signs, never a rounded distance. Squared distances
// are compared with r^2 without division through the polynomials of volume_formulas.hpp
// (num - r^2 den, den > 0), each evaluated by the staged filter / expansion / exact chain;
// boxes need only double comparisons and exact 2D orientations in the coordinate planes.
#ifndef EXACTPRED_VOLUME_HPP
#define EXACTPRED_VOLUME_HPP

#include <cmath>
#include <optional>

#include "exactpred/core.hpp"
#include "exactpred/detail/spatial_formulas.hpp"
#include "exactpred/detail/volume_formulas.hpp"
#include "exactpred/detail/words.hpp"

namespace exactpred {
inline namespace v0 {

/// A closed ball against a closed set S: `disjoint` (distance(c, S) > r), `touching`
/// (distance = r: they meet, only on the ball's sphere) or `intersecting` (distance < r).
enum class ball_relation : unsigned char { disjoint, touching, intersecting };

/// A point against a closed ball: `outside` (|p - c| > r), `on_boundary` (= r), `inside` (< r).
enum class ball_side : unsigned char { outside, on_boundary, inside };

/// A closed segment or ray against a closed box: `disjoint` or `intersecting` (a common point).
enum class box_intersection : unsigned char { disjoint, intersecting };

/// Two closed boxes: `disjoint` (no common point), `touching` (they meet, but their
/// intersection has zero volume) or `overlapping` (the intersection has positive volume).
enum class box_box_relation : unsigned char { disjoint, touching, overlapping };

constexpr const char* to_string(ball_relation r) noexcept {
  return detail::word_of(r, {"disjoint", "touching", "intersecting"});
}
constexpr const char* to_string(ball_side s) noexcept {
  return detail::word_of(s, {"outside", "on_boundary", "inside"});
}
constexpr const char* to_string(box_intersection b) noexcept {
  return detail::word_of(b, {"disjoint", "intersecting"});
}
constexpr const char* to_string(box_box_relation r) noexcept {
  return detail::word_of(r, {"disjoint", "touching", "overlapping"});
}

namespace detail {

/// Argument layouts, as the oracle command lists them; error messages name arguments by them.
inline constexpr const char* point_sphere_layout = "cx cy cz r px py pz";
inline constexpr const char* sphere_sphere_layout = "c1x c1y c1z r1 c2x c2y c2z r2";
inline constexpr const char* segment_sphere_layout = "cx cy cz r px py pz qx qy qz";
inline constexpr const char* triangle_sphere_layout = "cx cy cz r ax ay az bx by bz tx ty tz";
inline constexpr const char* segment_box_3d_layout = "px py pz qx qy qz lox loy loz hix hiy hiz";
inline constexpr const char* ray_box_3d_layout = "ox oy oz dx dy dz lox loy loz hix hiy hiz";
inline constexpr const char* box_sphere_layout = "cx cy cz r lox loy loz hix hiy hiz";
inline constexpr const char* capsule_box_layout = "px py pz qx qy qz r lox loy loz hix hiy hiz";
inline constexpr const char* box_box_3d_layout =
    "alox aloy aloz ahix ahiy ahiz blox bloy bloz bhix bhiy bhiz";

/// Throws invalid_input: argument `index` (0-based, named by `layout`) of `predicate` is
/// `value`, which is not finite.
[[noreturn]] EXACTPRED_API void throw_volume_not_finite(const char* predicate, const char* layout,
                                                        int index, double value);
/// Throws invalid_input: `predicate` got arguments outside its domain, explained by `why`.
[[noreturn]] EXACTPRED_API void throw_volume_domain(const char* predicate, const char* why);

template <int N>
inline void require_finite(const char* predicate, const char* layout, const double (&x)[N]) {
  for (int i = 0; i < N; ++i) {
    if (!is_finite(x[i])) throw_volume_not_finite(predicate, layout, i, x[i]);
  }
}

inline void require_radius(const char* predicate, double r) {
  if (is_negative(r)) throw_volume_domain(predicate, "the radius is negative");
}

inline void require_box(const char* predicate, const point3& lo, const point3& hi) {
  if (!(exact_less_equal(lo.x, hi.x) && exact_less_equal(lo.y, hi.y) &&
        exact_less_equal(lo.z, hi.z))) {
    throw_volume_domain(predicate, "the box has lo > hi in some coordinate");
  }
}

/// box_box_3d's comparisons, axis by axis, on the order keys of the coordinates' bits (any
/// environment), combined by bitwise operations: which way two boxes lie varies from query to
/// query, and a branch per comparison mispredicts. For intervals [l1, h1] and [l2, h2] with
/// l <= h: max(l1, l2) > min(h1, h2) (apart) when one ends before the other starts, and
/// max(l1, l2) < min(h1, h2) (open) when each starts before the other ends and neither is a
/// point. inverted (some h < l) calls for the input checks.
struct box_pair_axes {
  unsigned inverted = 0, apart = 0, open = 1;
  EXACTPRED_ALWAYS_INLINE void add(double l1, double h1, double l2, double h2) {
    const std::int64_t kl1 = order_key(l1), kh1 = order_key(h1);
    const std::int64_t kl2 = order_key(l2), kh2 = order_key(h2);
    inverted |= static_cast<unsigned>(kh1 < kl1) | static_cast<unsigned>(kh2 < kl2);
    apart |= static_cast<unsigned>(kh1 < kl2) | static_cast<unsigned>(kh2 < kl1);
    open &= static_cast<unsigned>(kl1 < kh2) & static_cast<unsigned>(kl2 < kh1) &
            static_cast<unsigned>(kl1 < kh1) & static_cast<unsigned>(kl2 < kh2);
  }
};

/// box_box_3d's input checks, out of line: they throw.
EXACTPRED_NOINLINE inline void check_box_pair(const point3& alo, const point3& ahi,
                                              const point3& blo, const point3& bhi) {
  require_finite(
      "box_box_3d", box_box_3d_layout,
      {alo.x, alo.y, alo.z, ahi.x, ahi.y, ahi.z, blo.x, blo.y, blo.z, bhi.x, bhi.y, bhi.z});
  require_box("box_box_3d", alo, ahi);
  require_box("box_box_3d", blo, bhi);
}

/// The classification of a sign of dist^2 - r^2 (times a positive factor).
constexpr ball_relation ball_relation_of(sign s) noexcept {
  return s == sign::positive
             ? ball_relation::disjoint
             : (s == sign::zero ? ball_relation::touching : ball_relation::intersecting);
}

/// The nearer of two answers for the same ball (the one with the smaller distance).
constexpr ball_relation nearer(ball_relation a, ball_relation b) noexcept {
  return static_cast<unsigned char>(a) > static_cast<unsigned char>(b) ? a : b;
}

constexpr double coordinate(const point3& p, int i) noexcept {
  return i == 0 ? p.x : (i == 1 ? p.y : p.z);
}

inline ball_relation ball_vs_point(const point3& c, double r, const point3& p) {
  return ball_relation_of(staged_sign<ball_point_formula>(c.x, c.y, c.z, r, p.x, p.y, p.z));
}

/// Closed segment pq against the ball (c, r), finite non-negative input. The point of pq
/// closest to c is p when (c - p).(q - p) <= 0 (this includes p = q), q when
/// (c - q).(p - q) <= 0, and otherwise the projection of c onto the line pq.
inline ball_relation ball_vs_segment(const point3& c, double r, const point3& p, const point3& q) {
  if (staged_sign<segment_dot_formula>(p.x, p.y, p.z, q.x, q.y, q.z, c.x, c.y, c.z) !=
      sign::positive) {
    return ball_vs_point(c, r, p);
  }
  if (staged_sign<segment_dot_formula>(q.x, q.y, q.z, p.x, p.y, p.z, c.x, c.y, c.z) !=
      sign::positive) {
    return ball_vs_point(c, r, q);
  }
  return ball_relation_of(
      staged_sign<line_ball_formula>(c.x, c.y, c.z, r, p.x, p.y, p.z, q.x, q.y, q.z));
}

/// Closed triangle abt against the ball (c, r), finite non-negative input. For a
/// non-degenerate triangle, when the projection of c onto its plane lies in the closed
/// triangle (three exact edge-side signs >= 0) the distance is the distance to the plane;
/// otherwise the closest point lies on the boundary, the nearest of the three edges. A
/// degenerate triangle (normal (b - a) x (t - a) = 0: collinear or coincident vertices) is
/// the union of its edges.
inline ball_relation ball_vs_triangle(const point3& c, double r, const point3& a, const point3& b,
                                      const point3& t) {
  // The normal's components are the orientations of the projections to the coordinate planes.
  const bool flat = orient2d(point2{a.x, a.y}, point2{b.x, b.y}, point2{t.x, t.y}) == sign::zero &&
                    orient2d(point2{a.y, a.z}, point2{b.y, b.z}, point2{t.y, t.z}) == sign::zero &&
                    orient2d(point2{a.z, a.x}, point2{b.z, b.x}, point2{t.z, t.x}) == sign::zero;
  if (!flat) {
    const auto side = [&c](const point3& u, const point3& v, const point3& w) {
      // ((v - u) x (c - u)) . ((v - u) x (w - u)): c's projection on w's side of line uv.
      return staged_sign<same_side_line_3d_formula>(c.x, c.y, c.z, w.x, w.y, w.z, u.x, u.y, u.z,
                                                    v.x, v.y, v.z);
    };
    if (side(a, b, t) != sign::negative && side(b, t, a) != sign::negative &&
        side(t, a, b) != sign::negative) {
      return ball_relation_of(staged_sign<plane_ball_formula>(c.x, c.y, c.z, r, a.x, a.y, a.z, b.x,
                                                              b.y, b.z, t.x, t.y, t.z));
    }
  }
  ball_relation best = ball_vs_segment(c, r, a, b);
  if (best == ball_relation::intersecting) return best;
  best = nearer(best, ball_vs_segment(c, r, b, t));
  if (best == ball_relation::intersecting) return best;
  return nearer(best, ball_vs_segment(c, r, t, a));
}

}  // namespace detail

/// The position of p with respect to the closed ball with centre c and radius r >= 0:
/// `outside` when |p - c| > r, `on_boundary` when |p - c| = r, `inside` when |p - c| < r.
/// Equals CGAL's Sphere_3(c, r * r).bounded_side(p). Throws invalid_input for r < 0.
inline ball_side point_sphere(const point3& c, double r, const point3& p) {
  using F = detail::ball_point_formula;
  // A certified sign implies finite input; only the radius needs its own check then.
  std::optional<sign> s = detail::inline_sign<F>(c.x, c.y, c.z, r, p.x, p.y, p.z);
  if (!(s && !detail::is_negative(r))) {
    detail::require_finite("point_sphere", detail::point_sphere_layout,
                           {c.x, c.y, c.z, r, p.x, p.y, p.z});
    detail::require_radius("point_sphere", r);
    const double x[] = {c.x, c.y, c.z, r, p.x, p.y, p.z};
    s = detail::slow_sign<F>(x);
  }
  return *s == sign::positive ? ball_side::outside
                              : (*s == sign::zero ? ball_side::on_boundary : ball_side::inside);
}

/// Two closed balls (c1, r1), (c2, r2), r1, r2 >= 0: `disjoint` when |c1 - c2| > r1 + r2;
/// `touching` when |c1 - c2| = r1 + r2 (externally tangent: the single common point lies on
/// both spheres; with r1 = 0 this is c1 on the sphere of the other ball); `intersecting` when
/// |c1 - c2| < r1 + r2, which includes internal tangency and one ball inside the other (they
/// share points of a ball's interior). Throws invalid_input for a negative radius.
inline ball_relation sphere_sphere(const point3& c1, double r1, const point3& c2, double r2) {
  using F = detail::ball_ball_formula;
  // A certified sign implies finite input; only the radii need their own check then.
  if (const auto s = detail::inline_sign<F>(c1.x, c1.y, c1.z, r1, c2.x, c2.y, c2.z, r2)) {
    if (!detail::is_negative(r1) && !detail::is_negative(r2)) return detail::ball_relation_of(*s);
  }
  detail::require_finite("sphere_sphere", detail::sphere_sphere_layout,
                         {c1.x, c1.y, c1.z, r1, c2.x, c2.y, c2.z, r2});
  detail::require_radius("sphere_sphere", r1);
  detail::require_radius("sphere_sphere", r2);
  const double x[] = {c1.x, c1.y, c1.z, r1, c2.x, c2.y, c2.z, r2};
  return detail::ball_relation_of(detail::slow_sign<F>(x));
}

/// The closed ball (c, r), r >= 0, against the closed segment pq (p = q: a point), by the
/// distance from c to the segment: `disjoint` (> r), `touching` (= r), `intersecting` (< r).
/// Equals comparing CGAL's squared_distance(c, Segment_3(p, q)) with r^2. Throws
/// invalid_input for r < 0.
inline ball_relation segment_sphere(const point3& c, double r, const point3& p, const point3& q) {
  detail::require_finite("segment_sphere", detail::segment_sphere_layout,
                         {c.x, c.y, c.z, r, p.x, p.y, p.z, q.x, q.y, q.z});
  detail::require_radius("segment_sphere", r);
  return detail::ball_vs_segment(c, r, p, q);
}

/// The closed ball (c, r), r >= 0, against the closed triangle abt (any orientation; a
/// degenerate triangle is the segment or point it spans), by the distance from c to the
/// triangle: `disjoint` (> r), `touching` (= r), `intersecting` (< r). With r = 0 the answer
/// is `touching` exactly when c lies on the triangle. Equals comparing CGAL's
/// squared_distance(c, Triangle_3(a, b, t)) with r^2. Throws invalid_input for r < 0.
inline ball_relation triangle_sphere(const point3& c, double r, const point3& a, const point3& b,
                                     const point3& t) {
  detail::require_finite("triangle_sphere", detail::triangle_sphere_layout,
                         {c.x, c.y, c.z, r, a.x, a.y, a.z, b.x, b.y, b.z, t.x, t.y, t.z});
  detail::require_radius("triangle_sphere", r);
  return detail::ball_vs_triangle(c, r, a, b, t);
}

/// The closed segment pq (p = q: a point) against the closed box [lo, hi] (lo <= hi
/// componentwise, flat boxes allowed): `intersecting` when they share a point, else
/// `disjoint`. Equals CGAL's do_intersect(Segment_3, Iso_cuboid_3). Separating axes: the
/// three box axes (interval comparisons) and d x e_i, d = q - p (in each coordinate plane,
/// the line through the projected segment leaves the projected rectangle's corners strictly
/// on one side: exact orient2d signs at the two extreme corners). Throws invalid_input when
/// lo > hi in some coordinate.
inline box_intersection segment_box_3d(const point3& p, const point3& q, const point3& lo,
                                       const point3& hi) {
  detail::require_finite("segment_box_3d", detail::segment_box_3d_layout,
                         {p.x, p.y, p.z, q.x, q.y, q.z, lo.x, lo.y, lo.z, hi.x, hi.y, hi.z});
  detail::require_box("segment_box_3d", lo, hi);
  for (int i = 0; i < 3; ++i) {
    const double a = detail::coordinate(p, i), b = detail::coordinate(q, i);
    if (detail::exact_less(detail::exact_max(a, b), detail::coordinate(lo, i)) ||
        detail::exact_less(detail::coordinate(hi, i), detail::exact_min(a, b)))
      return box_intersection::disjoint;
  }
  for (int u = 0; u < 3; ++u) {
    const int v = (u + 1) % 3;
    const point2 pp{detail::coordinate(p, u), detail::coordinate(p, v)};
    const point2 qq{detail::coordinate(q, u), detail::coordinate(q, v)};
    // orient2d(pp, qq, x) = du (x_v - p_v) - dv (x_u - p_u) is smallest at this corner and
    // largest at the opposite one.
    const bool du_pos = detail::exact_less(pp.x, qq.x), dv_pos = detail::exact_less(pp.y, qq.y);
    const double lu = detail::coordinate(lo, u), hu = detail::coordinate(hi, u);
    const double lv = detail::coordinate(lo, v), hv = detail::coordinate(hi, v);
    if (orient2d(pp, qq, point2{dv_pos ? hu : lu, du_pos ? lv : hv}) == sign::positive ||
        orient2d(pp, qq, point2{dv_pos ? lu : hu, du_pos ? hv : lv}) == sign::negative)
      return box_intersection::disjoint;
  }
  return box_intersection::intersecting;
}

/// The closed ray o + s d, s >= 0, against the closed box [lo, hi] (lo <= hi componentwise):
/// `intersecting` when they share a point, else `disjoint`. Equals CGAL's
/// do_intersect(Ray_3(o, d), Iso_cuboid_3). The same separating axes as segment_box_3d, with
/// the ray's projection onto a box axis a half-line. Throws invalid_input for d = 0 or
/// lo > hi in some coordinate.
inline box_intersection ray_box_3d(const point3& o, const point3& d, const point3& lo,
                                   const point3& hi) {
  detail::require_finite("ray_box_3d", detail::ray_box_3d_layout,
                         {o.x, o.y, o.z, d.x, d.y, d.z, lo.x, lo.y, lo.z, hi.x, hi.y, hi.z});
  if (detail::is_zero(d.x) && detail::is_zero(d.y) && detail::is_zero(d.z)) {
    detail::throw_volume_domain("ray_box_3d", "the direction is the zero vector");
  }
  detail::require_box("ray_box_3d", lo, hi);
  for (int i = 0; i < 3; ++i) {
    const double oi = detail::coordinate(o, i), di = detail::coordinate(d, i);
    if ((!detail::is_negative(di) && detail::exact_less(detail::coordinate(hi, i), oi)) ||
        (detail::exact_less_equal(di, 0) && detail::exact_less(oi, detail::coordinate(lo, i))))
      return box_intersection::disjoint;
  }
  for (int u = 0; u < 3; ++u) {
    const int v = (u + 1) % 3;
    const double ou = detail::coordinate(o, u), ov = detail::coordinate(o, v);
    const double du = detail::coordinate(d, u), dv = detail::coordinate(d, v);
    const double lu = detail::coordinate(lo, u), hu = detail::coordinate(hi, u);
    const double lv = detail::coordinate(lo, v), hv = detail::coordinate(hi, v);
    const auto side = [&](double xu, double xv) {
      return detail::staged_sign<detail::ray_side_2d_formula>(ou, ov, du, dv, xu, xv);
    };
    const bool du_pos = detail::exact_less(0, du), dv_pos = detail::exact_less(0, dv);
    if (side(dv_pos ? hu : lu, du_pos ? lv : hv) == sign::positive ||
        side(dv_pos ? lu : hu, du_pos ? hv : lv) == sign::negative)
      return box_intersection::disjoint;
  }
  return box_intersection::intersecting;
}

/// Two closed boxes [alo, ahi], [blo, bhi] (lo <= hi componentwise; flat boxes allowed):
/// `disjoint` when they share no point, `overlapping` when their intersection has positive
/// volume (max(lo) < min(hi) strictly in every coordinate), `touching` otherwise (they meet
/// on faces, edges or corners, or a flat box meets the other: a flat box has no volume, so it
/// is never `overlapping`). Comparisons only. Equals CGAL's intersection(Iso_cuboid_3,
/// Iso_cuboid_3): empty, or a cuboid of zero or positive volume. Throws invalid_input when
/// lo > hi in some coordinate of either box.
inline box_box_relation box_box_3d(const point3& alo, const point3& ahi, const point3& blo,
                                   const point3& bhi) {
  detail::box_pair_axes axes;
  axes.add(alo.x, ahi.x, blo.x, bhi.x);
  axes.add(alo.y, ahi.y, blo.y, bhi.y);
  axes.add(alo.z, ahi.z, blo.z, bhi.z);
  // One branch for both reasons to check (a non-finite coordinate, an inverted box).
  const bool finite = detail::all_finite(alo.x, alo.y, alo.z, ahi.x, ahi.y, ahi.z, blo.x, blo.y,
                                         blo.z, bhi.x, bhi.y, bhi.z);
  if ((static_cast<unsigned>(!finite) | axes.inverted) != 0) {
    detail::check_box_pair(alo, ahi, blo, bhi);
  }
  return static_cast<box_box_relation>(static_cast<int>(!axes.apart) *
                                       (1 + static_cast<int>(axes.open)));
}

/// The closed ball (c, r), r >= 0, against the closed box [lo, hi] (lo <= hi componentwise,
/// flat boxes allowed), by the distance from c to the box: `disjoint` (> r), `touching` (= r),
/// `intersecting` (< r; a centre inside the box is at distance 0, so `touching` only for
/// r = 0). The point of the box closest to c is c clamped to [lo, hi] in each coordinate
/// (exact comparisons; each coordinate is c's own or a corner's), and |c - clamp|^2 - r^2 is
/// one exact formula: r^2 is never rounded. Throws invalid_input for r < 0 or lo > hi in some
/// coordinate.
inline ball_relation box_sphere(const point3& c, double r, const point3& lo, const point3& hi) {
  detail::require_finite("box_sphere", detail::box_sphere_layout,
                         {c.x, c.y, c.z, r, lo.x, lo.y, lo.z, hi.x, hi.y, hi.z});
  detail::require_radius("box_sphere", r);
  detail::require_box("box_sphere", lo, hi);
  using detail::exact_max;
  using detail::exact_min;
  const point3 k{exact_max(lo.x, exact_min(c.x, hi.x)), exact_max(lo.y, exact_min(c.y, hi.y)),
                 exact_max(lo.z, exact_min(c.z, hi.z))};
  return detail::ball_vs_point(c, r, k);
}

/// The capsule of radius r >= 0 around the closed segment pq (p = q: a ball) against the
/// closed box [lo, hi] (lo <= hi componentwise, flat boxes allowed), by the distance between
/// the segment and the box: `disjoint` (> r), `touching` (= r), `intersecting` (< r). When the
/// segment meets the box the distance is 0; otherwise it is the least of the distances from
/// p and q to the box and from the segment to the box's twelve edges, each compared with r^2
/// exactly through its own piece (point-point, point-line or line-line, chosen by exact signs),
/// never constructed. Throws invalid_input for r < 0 or lo > hi in some coordinate.
EXACTPRED_API ball_relation capsule_box(const point3& p, const point3& q, double r,
                                        const point3& lo, const point3& hi);

// Overloads for adapted point types (point.hpp).

template <class P>
inline ball_side point_sphere(const P& c, double r, const P& p) {
  return point_sphere(detail::to_point3(c), r, detail::to_point3(p));
}
template <class P>
inline ball_relation sphere_sphere(const P& c1, double r1, const P& c2, double r2) {
  return sphere_sphere(detail::to_point3(c1), r1, detail::to_point3(c2), r2);
}
template <class P>
inline ball_relation segment_sphere(const P& c, double r, const P& p, const P& q) {
  return segment_sphere(detail::to_point3(c), r, detail::to_point3(p), detail::to_point3(q));
}
template <class P>
inline ball_relation triangle_sphere(const P& c, double r, const P& a, const P& b, const P& t) {
  return triangle_sphere(detail::to_point3(c), r, detail::to_point3(a), detail::to_point3(b),
                         detail::to_point3(t));
}
template <class P>
inline box_intersection segment_box_3d(const P& p, const P& q, const P& lo, const P& hi) {
  return segment_box_3d(detail::to_point3(p), detail::to_point3(q), detail::to_point3(lo),
                        detail::to_point3(hi));
}
template <class P>
inline box_intersection ray_box_3d(const P& o, const P& d, const P& lo, const P& hi) {
  return ray_box_3d(detail::to_point3(o), detail::to_point3(d), detail::to_point3(lo),
                    detail::to_point3(hi));
}
template <class P>
inline box_box_relation box_box_3d(const P& alo, const P& ahi, const P& blo, const P& bhi) {
  return box_box_3d(detail::to_point3(alo), detail::to_point3(ahi), detail::to_point3(blo),
                    detail::to_point3(bhi));
}
template <class P>
inline ball_relation box_sphere(const P& c, double r, const P& lo, const P& hi) {
  return box_sphere(detail::to_point3(c), r, detail::to_point3(lo), detail::to_point3(hi));
}
template <class P>
inline ball_relation capsule_box(const P& p, const P& q, double r, const P& lo, const P& hi) {
  return capsule_box(detail::to_point3(p), detail::to_point3(q), r, detail::to_point3(lo),
                     detail::to_point3(hi));
}

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_VOLUME_HPP
