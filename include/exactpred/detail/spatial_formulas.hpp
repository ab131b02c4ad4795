// SPDX-License-Identifier: MIT
// exactpred/detail/spatial_formulas.hpp — the polynomials behind the spatial predicates
// (spatial.hpp), each written once and evaluated by every stage (see formulas.hpp).
//
// Each formula is written on its points as vectors (on_points3, vector_algebra.hpp) and evaluated
// on their coordinates. Vectors (ray directions, plane normals) are passed as three coordinates
// like points; every formula is a homogeneous polynomial in all of its coordinates, points and
// vectors alike.
#ifndef EXACTPRED_DETAIL_SPATIAL_FORMULAS_HPP
#define EXACTPRED_DETAIL_SPATIAL_FORMULAS_HPP

#include "exactpred/config.hpp"
#include "exactpred/detail/formulas.hpp"
#include "exactpred/detail/vector_algebra.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// u . v (degree 2).
struct EXACTPRED_API dot_3d_formula : on_points3<dot_3d_formula> {
  static constexpr const char* name = "dot_3d";
  static constexpr int arity = 6;
  static constexpr int dim = 3;
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& u, const P& v) {
    return dot(u, v);
  }
};

/// (p - c) . n: the side of the plane through c with normal n on which p lies (degree 2).
struct EXACTPRED_API plane_side_3d_formula : on_points3<plane_side_3d_formula> {
  static constexpr const char* name = "plane_side_3d";
  static constexpr bool difference_form = true;  // p - c, and n raw
  static constexpr int reference_point = 1;
  static constexpr int free_point = 2;
  static constexpr int arity = 9;
  static constexpr int dim = 3;
  static constexpr unsigned vanishing_pairs = point_pair_bit(0, 1);  // p = c
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& p, const P& c, const P& n) {
    return dot(sub3(p, c), n);
  }
};

/// (p - a) . (b - a): positive when the angle between p - a and b - a is acute (degree 2).
struct EXACTPRED_API angle_3d_formula : on_points3<angle_3d_formula> {
  static constexpr const char* name = "angle_3d";
  static constexpr bool difference_form = true;  // inputs enter as p - a, b - a
  static constexpr int reference_point = 1;
  static constexpr int arity = 9;
  static constexpr int dim = 3;
  static constexpr unsigned vanishing_pairs = point_pair_bit(0, 1) | point_pair_bit(1, 2);
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& p, const P& a, const P& b) {
    return dot(sub3(p, a), sub3(b, a));
  }
};

/// |p - q|^2 - |p - r|^2 (degree 2).
struct EXACTPRED_API compare_distance_3d_formula : on_points3<compare_distance_3d_formula> {
  static constexpr const char* name = "compare_distance_3d";
  static constexpr bool difference_form = true;  // inputs enter as p - q, p - r
  static constexpr int reference_point = 0;
  static constexpr int arity = 9;
  static constexpr int dim = 3;
  static constexpr unsigned vanishing_pairs = point_pair_bit(1, 2);  // q = r
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& p, const P& q, const P& r) {
    return norm2(sub3(p, q)) - norm2(sub3(p, r));
  }
};

/// ((p - a) x (b - a)) . ((q - a) x (b - a)) (degree 4). When p, q, a, b are coplanar it is
/// positive when p and q lie strictly on the same side of the line ab, negative when strictly
/// on opposite sides, zero when one of them is on the line (or a = b). In general it is the
/// sign of the cosine of the angle between the half-planes bounded by line ab through p and q.
/// With u = p - a, v = q - a, w = b - a, the two cross products are expanded componentwise.
struct EXACTPRED_API same_side_line_3d_formula : on_points3<same_side_line_3d_formula> {
  static constexpr const char* name = "same_side_line_3d";
  static constexpr int arity = 12;
  static constexpr int dim = 3;
  static constexpr unsigned vanishing_pairs = point_pair_bit(0, 2) | point_pair_bit(0, 3) |
                                              point_pair_bit(1, 2) | point_pair_bit(1, 3) |
                                              point_pair_bit(2, 3);  // p or q on a or b, a = b
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& p, const P& q, const P& a,
                                                          const P& b) {
    const auto u = sub3(p, a), v = sub3(q, a), w = sub3(b, a);
    return dot(cross(u, w), cross(v, w));
  }
};

/// d . ((a - o) x (b - o)) = det[d, a - o, b - o] (degree 3): orient3d(o, o + d, a, b)
/// without constructing o + d. Its sign says on which side of the directed line through o
/// with direction d the directed line a -> b passes.
struct EXACTPRED_API line_side_3d_formula : on_points3<line_side_3d_formula> {
  static constexpr const char* name = "line_side_3d";
  static constexpr bool difference_form = true;  // a - o, b - o, and d raw
  static constexpr int reference_point = 0;
  static constexpr int free_point = 1;
  static constexpr int arity = 12;
  static constexpr int dim = 3;
  static constexpr unsigned vanishing_pairs =
      point_pair_bit(0, 2) | point_pair_bit(0, 3) | point_pair_bit(2, 3);  // a or b at o, a = b
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& o, const P& d, const P& a,
                                                          const P& b) {
    const auto u = sub3(a, o), v = sub3(b, o);
    return d.x * (u.y * v.z - u.z * v.y) - d.y * (u.x * v.z - u.z * v.x) +
           d.z * (u.x * v.y - u.y * v.x);
  }
};

/// d x (x - o) in the plane = dx (xy - oy) - dy (xx - ox) (degree 2): orient2d(o, o + d, x)
/// without constructing o + d; positive when x lies left of the directed line through o
/// with direction d.
struct EXACTPRED_API ray_side_2d_formula {
  static constexpr const char* name = "ray_side_2d";
  static constexpr bool difference_form = true;  // x - o, and d raw
  static constexpr int reference_point = 0;
  static constexpr int free_point = 1;
  static constexpr int arity = 6;
  static constexpr int dim = 2;
  static constexpr unsigned vanishing_pairs = point_pair_bit(0, 2);  // x = o
  template <class T>
  static constexpr auto eval(const T& ox, const T& oy, const T& dx, const T& dy, const T& x,
                             const T& y) {
    return dx * (y - oy) - dy * (x - ox);
  }
};

/// Ericson's barycentric numerator of the closest-point region test for edge ab of the
/// triangle abc (Real-Time Collision Detection, sec. 5.1.5):
///   vc = d1 d4 - d3 d2,  d1 = ab.ap, d2 = ac.ap, d3 = ab.bp, d4 = ac.bp
///      = ((b - a) x (c - a)) . ((a - p) x (b - p))   (Lagrange's identity)   (degree 4).
/// vc <= 0 when the projection of p onto the plane abc lies on the far side of (or on) the
/// line ab from c; cyclic in (a, b, c): va = vc(p, b, c, a), vb = vc(p, c, a, b). Zero for
/// every p when a, b, c are collinear.
struct EXACTPRED_API edge_region_3d_formula : on_points3<edge_region_3d_formula> {
  static constexpr const char* name = "edge_region_3d";
  static constexpr bool difference_form = true;  // b - a, c - a, p - a, p - b
  static constexpr int reference_point = 1;
  static constexpr int arity = 12;
  static constexpr int dim = 3;
  static constexpr unsigned vanishing_pairs =
      point_pair_bit(0, 1) | point_pair_bit(0, 2) | point_pair_bit(1, 2) | point_pair_bit(1, 3) |
      point_pair_bit(2, 3);  // p = a, p = b, or two of a, b, c equal
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& p, const P& a, const P& b,
                                                          const P& c) {
    const auto ab = sub3(b, a), ac = sub3(c, a);
    const auto ap = sub3(p, a), bp = sub3(p, b);
    return dot(ab, ap) * dot(ac, bp) - dot(ab, bp) * dot(ac, ap);
  }
};

// ---- distance comparisons (squared distances compared without division) -----------------------

/// ((p - c) . n)^2 - ((q - c) . n)^2 (degree 4): the squared distances of p and q to the plane
/// through c with normal n, both times |n|^2. Negative when p is the closer point.
struct EXACTPRED_API plane_distance_compare_formula : on_points3<plane_distance_compare_formula> {
  static constexpr const char* name = "compare_distance_point_plane";
  static constexpr int arity = 12;
  static constexpr int dim = 3;                                      // c, n, p, q
  static constexpr unsigned vanishing_pairs = point_pair_bit(2, 3);  // p = q
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& c, const P& n, const P& p,
                                                          const P& q) {
    const auto hp = dot(sub3(p, c), n), hq = dot(sub3(q, c), n);
    return hp * hp - hq * hq;
  }
};

/// |(p - a) x (b - a)|^2 - |(q - a) x (b - a)|^2 (degree 4): the squared distances of p and q
/// to the line ab, both times |b - a|^2. Negative when p is the closer point; zero for every
/// p, q when a = b.
struct EXACTPRED_API line_distance_compare_formula : on_points3<line_distance_compare_formula> {
  static constexpr const char* name = "compare_distance_point_line_3d";
  static constexpr bool difference_form = true;  // b - a, p - a, q - a
  static constexpr int reference_point = 0;
  static constexpr int arity = 12;
  static constexpr int dim = 3;  // a, b, p, q
  static constexpr unsigned vanishing_pairs =
      point_pair_bit(0, 1) | point_pair_bit(2, 3);  // a = b, p = q
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& a, const P& b, const P& p,
                                                          const P& q) {
    const auto e = sub3(b, a);
    return norm2(cross(sub3(p, a), e)) - norm2(cross(sub3(q, a), e));
  }
};

/// |p - e|^2 - |q - f|^2 (degree 2): the distance from p to e against the distance from q to
/// f (compare_distance_3d is the case e = f with the roles renamed).
struct EXACTPRED_API point_pair_compare_formula : on_points3<point_pair_compare_formula> {
  static constexpr const char* name = "point_pair_compare";
  static constexpr int arity = 12;
  static constexpr int dim = 3;  // p, e, q, f
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& p, const P& e, const P& q,
                                                          const P& f) {
    return norm2(sub3(p, e)) - norm2(sub3(q, f));
  }
};

/// |p - e|^2 |b - a|^2 - |(q - a) x (b - a)|^2 (degree 4): the squared distance from p to the
/// point e against the squared distance from q to the line ab (a != b), both times |b - a|^2.
struct EXACTPRED_API point_line_compare_formula : on_points3<point_line_compare_formula> {
  static constexpr const char* name = "point_line_compare";
  static constexpr int arity = 15;
  static constexpr int dim = 3;  // p, e, q, a, b
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& p, const P& e, const P& q,
                                                          const P& a, const P& b) {
    const auto w = sub3(b, a);
    return norm2(sub3(p, e)) * norm2(w) - norm2(cross(sub3(q, a), w));
  }
};

/// |(p - a) x (b - a)|^2 |v - u|^2 - |(q - u) x (v - u)|^2 |b - a|^2 (degree 6): the squared
/// distance from p to the line ab against the squared distance from q to the line uv
/// (a != b, u != v), both times |b - a|^2 |v - u|^2.
struct EXACTPRED_API line_pair_compare_formula : on_points3<line_pair_compare_formula> {
  static constexpr const char* name = "line_pair_compare";
  static constexpr int arity = 18;
  static constexpr int dim = 3;  // p, a, b, q, u, v
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& p, const P& a, const P& b,
                                                          const P& q, const P& u, const P& v) {
    const auto e = sub3(b, a), f = sub3(v, u);
    return norm2(cross(sub3(p, a), e)) * norm2(f) - norm2(cross(sub3(q, u), f)) * norm2(e);
  }
};

/// (p2 - p1) . (q2 - q1) (degree 2): the cosine sign of the angle between two segments'
/// directions.
struct EXACTPRED_API direction_dot_formula : on_points3<direction_dot_formula> {
  static constexpr const char* name = "direction_dot";
  static constexpr int arity = 12;
  static constexpr int dim = 3;  // p1, p2, q1, q2
  static constexpr unsigned vanishing_pairs =
      point_pair_bit(0, 1) | point_pair_bit(2, 3);  // p1 = p2, q1 = q2
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& p1, const P& p2, const P& q1,
                                                          const P& q2) {
    return dot(sub3(p2, p1), sub3(q2, q1));
  }
};

/// (p2 - p1) x (q2 - q1) in the plane (degree 2): one component of the cross product of two
/// segments' directions; the directions are parallel when it vanishes in all three
/// coordinate planes.
struct EXACTPRED_API direction_cross_2d_formula {
  static constexpr const char* name = "direction_cross_2d";
  static constexpr int arity = 8;
  static constexpr int dim = 2;  // p1, p2, q1, q2
  static constexpr unsigned vanishing_pairs =
      point_pair_bit(0, 1) | point_pair_bit(2, 3);  // p1 = p2, q1 = q2
  template <class T>
  static constexpr auto eval(const T& p1x, const T& p1y, const T& p2x, const T& p2y, const T& q1x,
                             const T& q1y, const T& q2x, const T& q2y) {
    return (p2x - p1x) * (q2y - q1y) - (p2y - p1y) * (q2x - q1x);
  }
};

/// b f - c e with d1 = p2 - p1, d2 = q2 - q1, r = p1 - q1, b = d1.d2, c = d1.r, e = d2.d2,
/// f = d2.r (degree 4): the numerator of the parameter s of the point p1 + s d1 of the line
/// p1p2 closest to the line q1q2, s = (b f - c e) / |d1 x d2|^2 (Ericson, Real-Time Collision
/// Detection, sec. 5.1.9). With p1 and p2 swapped it is the numerator of 1 - s over the same
/// denominator; with the segments swapped, that of the parameter t on q1q2.
struct EXACTPRED_API line_line_parameter_formula : on_points3<line_line_parameter_formula> {
  static constexpr const char* name = "line_line_parameter";
  static constexpr int arity = 12;
  static constexpr int dim = 3;  // p1, p2, q1, q2
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& p1, const P& p2, const P& q1,
                                                          const P& q2) {
    const auto d1 = sub3(p2, p1), d2 = sub3(q2, q1);
    const auto r = sub3(p1, q1);
    return dot(d1, d2) * dot(d2, r) - dot(d1, r) * norm2(d2);
  }
};

// Squared distances between flats, as fractions with positive denominators, used by
// closest_feature_segment_triangle: with N = (p2 - p1) x (q2 - q1) the distance between the
// non-parallel lines p1p2 and q1q2 is det^2 / |N|^2, det = N . (q1 - p1); with
// n = (b - a) x (c - a) the distance from y to the plane abc is h^2 / |n|^2, h = n . (y - a).

/// |x - e|^2 |N|^2 - det^2 (degree 6): point distance against the lines' distance.
struct EXACTPRED_API point_lines_compare_formula : on_points3<point_lines_compare_formula> {
  static constexpr const char* name = "point_lines_compare";
  static constexpr int arity = 18;
  static constexpr int dim = 3;  // x, e, p1, p2, q1, q2
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& x, const P& e, const P& p1,
                                                          const P& p2, const P& q1, const P& q2) {
    const auto [n, det] = lines_normal_offset(p1, p2, q1, q2);
    return norm2(sub3(x, e)) * norm2(n) - det * det;
  }
};

/// |(x - u) x (v - u)|^2 |N|^2 - det^2 |v - u|^2 (degree 8): distance from x to the line uv
/// against the lines' distance.
struct EXACTPRED_API line_lines_compare_formula : on_points3<line_lines_compare_formula> {
  static constexpr const char* name = "line_lines_compare";
  static constexpr int arity = 21;
  static constexpr int dim = 3;  // x, u, v, p1, p2, q1, q2
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& x, const P& u, const P& v,
                                                          const P& p1, const P& p2, const P& q1,
                                                          const P& q2) {
    const auto w = sub3(v, u);
    const auto s = cross(sub3(x, u), w);
    const auto [n, det] = lines_normal_offset(p1, p2, q1, q2);
    return norm2(s) * norm2(n) - (det * det) * norm2(w);
  }
};

/// det1^2 |N2|^2 - det2^2 |N1|^2 (degree 10): the distance between the lines p1p2 and q1q2
/// against the distance between the lines r1r2 and s1s2.
struct EXACTPRED_API lines_lines_compare_formula : on_points3<lines_lines_compare_formula> {
  static constexpr const char* name = "lines_lines_compare";
  static constexpr int arity = 24;
  static constexpr int dim = 3;  // p1, p2, q1, q2, r1, r2, s1, s2
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& p1, const P& p2, const P& q1,
                                                          const P& q2, const P& r1, const P& r2,
                                                          const P& s1, const P& s2) {
    const auto [n, det1] = lines_normal_offset(p1, p2, q1, q2);
    const auto [m, det2] = lines_normal_offset(r1, r2, s1, s2);
    return (det1 * det1) * norm2(m) - (det2 * det2) * norm2(n);
  }
};

/// |x - e|^2 |n|^2 - h^2 (degree 6): point distance against the distance from y to the plane
/// abc.
struct EXACTPRED_API point_plane_compare_formula : on_points3<point_plane_compare_formula> {
  static constexpr const char* name = "point_plane_compare";
  static constexpr int arity = 18;
  static constexpr int dim = 3;  // x, e, y, a, b, c
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& x, const P& e, const P& y,
                                                          const P& a, const P& b, const P& c) {
    const auto [n, h] = plane_normal_offset(y, a, b, c);
    return norm2(sub3(x, e)) * norm2(n) - h * h;
  }
};

/// |(x - u) x (v - u)|^2 |n|^2 - h^2 |v - u|^2 (degree 8): distance from x to the line uv
/// against the distance from y to the plane abc.
struct EXACTPRED_API line_plane_compare_formula : on_points3<line_plane_compare_formula> {
  static constexpr const char* name = "line_plane_compare";
  static constexpr int arity = 21;
  static constexpr int dim = 3;  // x, u, v, y, a, b, c
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& x, const P& u, const P& v,
                                                          const P& y, const P& a, const P& b,
                                                          const P& c) {
    const auto w = sub3(v, u);
    const auto s = cross(sub3(x, u), w);
    const auto [n, h] = plane_normal_offset(y, a, b, c);
    return norm2(s) * norm2(n) - (h * h) * norm2(w);
  }
};

/// det^2 |n|^2 - h^2 |N|^2 (degree 10): the distance between the lines p1p2 and q1q2 against
/// the distance from y to the plane abc.
struct EXACTPRED_API lines_plane_compare_formula : on_points3<lines_plane_compare_formula> {
  static constexpr const char* name = "lines_plane_compare";
  static constexpr int arity = 24;
  static constexpr int dim = 3;  // p1, p2, q1, q2, y, a, b, c
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& p1, const P& p2, const P& q1,
                                                          const P& q2, const P& y, const P& a,
                                                          const P& b, const P& c) {
    const auto [m, det] = lines_normal_offset(p1, p2, q1, q2);
    const auto [n, h] = plane_normal_offset(y, a, b, c);
    return (det * det) * norm2(n) - (h * h) * norm2(m);
  }
};

/// (n . (x - a))^2 - (n . (y - a))^2, n = (b - a) x (c - a) (degree 6): the distances of x and
/// y to the plane abc, both times |n|^2.
struct EXACTPRED_API plane_plane_compare_formula : on_points3<plane_plane_compare_formula> {
  static constexpr const char* name = "plane_plane_compare";
  static constexpr int arity = 15;
  static constexpr int dim = 3;  // x, y, a, b, c
  template <class P>
  EXACTPRED_ALWAYS_INLINE static constexpr auto on_points(const P& x, const P& y, const P& a,
                                                          const P& b, const P& c) {
    const auto n = plane_normal(a, b, c);
    const auto hx = dot(n, sub3(x, a)), hy = dot(n, sub3(y, a));
    return hx * hx - hy * hy;
  }
};

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_SPATIAL_FORMULAS_HPP
