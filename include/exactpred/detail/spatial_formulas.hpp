// SPDX-License-Identifier: MIT
// exactpred/detail/spatial_formulas.hpp — the polynomials behind the spatial predicates
// (spatial.hpp), each written once and evaluated by every stage (see formulas.hpp).
//
// Vectors (ray directions, plane normals) are passed as three coordinates like points; every
// formula is a homogeneous polynomial in all of its coordinates, points and vectors alike.
#ifndef EXACTPRED_DETAIL_SPATIAL_FORMULAS_HPP
#define EXACTPRED_DETAIL_SPATIAL_FORMULAS_HPP

#include "exactpred/config.hpp"
#include "exactpred/detail/formulas.hpp"
#include "exactpred/detail/vector_algebra.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// u . v (degree 2).
struct EXACTPRED_API dot_3d_formula {
  static constexpr const char* name = "dot_3d";
  static constexpr int arity = 6;
  static constexpr int dim = 3;
  template <class T>
  static constexpr auto eval(const T& ux, const T& uy, const T& uz, const T& vx, const T& vy,
                             const T& vz) {
    return ux * vx + uy * vy + uz * vz;
  }
};

/// (p - c) . n: the side of the plane through c with normal n on which p lies (degree 2).
struct EXACTPRED_API plane_side_3d_formula {
  static constexpr const char* name = "plane_side_3d";
  static constexpr bool difference_form = true;  // p - c, and n raw
  static constexpr int reference_point = 1;
  static constexpr int free_point = 2;
  static constexpr int arity = 9;
  static constexpr int dim = 3;
  static constexpr unsigned vanishing_pairs = point_pair_bit(0, 1);  // p = c
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& pz, const T& cx, const T& cy,
                             const T& cz, const T& nx, const T& ny, const T& nz) {
    return dot(sub3(px, py, pz, cx, cy, cz), ref3(nx, ny, nz));
  }
};

/// (p - a) . (b - a): positive when the angle between p - a and b - a is acute (degree 2).
struct EXACTPRED_API angle_3d_formula {
  static constexpr const char* name = "angle_3d";
  static constexpr bool difference_form = true;  // inputs enter as p - a, b - a
  static constexpr int reference_point = 1;
  static constexpr int arity = 9;
  static constexpr int dim = 3;
  static constexpr unsigned vanishing_pairs = point_pair_bit(0, 1) | point_pair_bit(1, 2);
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& pz, const T& ax, const T& ay,
                             const T& az, const T& bx, const T& by, const T& bz) {
    return dot(sub3(px, py, pz, ax, ay, az), sub3(bx, by, bz, ax, ay, az));
  }
};

/// |p - q|^2 - |p - r|^2 (degree 2).
struct EXACTPRED_API compare_distance_3d_formula {
  static constexpr const char* name = "compare_distance_3d";
  static constexpr bool difference_form = true;  // inputs enter as p - q, p - r
  static constexpr int reference_point = 0;
  static constexpr int arity = 9;
  static constexpr int dim = 3;
  static constexpr unsigned vanishing_pairs = point_pair_bit(1, 2);  // q = r
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& pz, const T& qx, const T& qy,
                             const T& qz, const T& rx, const T& ry, const T& rz) {
    return norm2(sub3(px, py, pz, qx, qy, qz)) - norm2(sub3(px, py, pz, rx, ry, rz));
  }
};

/// ((p - a) x (b - a)) . ((q - a) x (b - a)) (degree 4). When p, q, a, b are coplanar it is
/// positive when p and q lie strictly on the same side of the line ab, negative when strictly
/// on opposite sides, zero when one of them is on the line (or a = b). In general it is the
/// sign of the cosine of the angle between the half-planes bounded by line ab through p and q.
/// With u = p - a, v = q - a, w = b - a, the two cross products are expanded componentwise.
struct EXACTPRED_API same_side_line_3d_formula {
  static constexpr const char* name = "same_side_line_3d";
  static constexpr int arity = 12;
  static constexpr int dim = 3;
  static constexpr unsigned vanishing_pairs = point_pair_bit(0, 2) | point_pair_bit(0, 3) |
                                              point_pair_bit(1, 2) | point_pair_bit(1, 3) |
                                              point_pair_bit(2, 3);  // p or q on a or b, a = b
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& pz, const T& qx, const T& qy,
                             const T& qz, const T& ax, const T& ay, const T& az, const T& bx,
                             const T& by, const T& bz) {
    const auto u = sub3(px, py, pz, ax, ay, az), v = sub3(qx, qy, qz, ax, ay, az),
               w = sub3(bx, by, bz, ax, ay, az);
    return dot(cross(u, w), cross(v, w));
  }
};

/// d . ((a - o) x (b - o)) = det[d, a - o, b - o] (degree 3): orient3d(o, o + d, a, b)
/// without constructing o + d. Its sign says on which side of the directed line through o
/// with direction d the directed line a -> b passes.
struct EXACTPRED_API line_side_3d_formula {
  static constexpr const char* name = "line_side_3d";
  static constexpr bool difference_form = true;  // a - o, b - o, and d raw
  static constexpr int reference_point = 0;
  static constexpr int free_point = 1;
  static constexpr int arity = 12;
  static constexpr int dim = 3;
  static constexpr unsigned vanishing_pairs =
      point_pair_bit(0, 2) | point_pair_bit(0, 3) | point_pair_bit(2, 3);  // a or b at o, a = b
  template <class T>
  static constexpr auto eval(const T& ox, const T& oy, const T& oz, const T& dx, const T& dy,
                             const T& dz, const T& ax, const T& ay, const T& az, const T& bx,
                             const T& by, const T& bz) {
    const auto ux = ax - ox, uy = ay - oy, uz = az - oz;
    const auto vx = bx - ox, vy = by - oy, vz = bz - oz;
    return dx * (uy * vz - uz * vy) - dy * (ux * vz - uz * vx) + dz * (ux * vy - uy * vx);
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
struct EXACTPRED_API edge_region_3d_formula {
  static constexpr const char* name = "edge_region_3d";
  static constexpr bool difference_form = true;  // b - a, c - a, p - a, p - b
  static constexpr int reference_point = 1;
  static constexpr int arity = 12;
  static constexpr int dim = 3;
  static constexpr unsigned vanishing_pairs =
      point_pair_bit(0, 1) | point_pair_bit(0, 2) | point_pair_bit(1, 2) | point_pair_bit(1, 3) |
      point_pair_bit(2, 3);  // p = a, p = b, or two of a, b, c equal
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& pz, const T& ax, const T& ay,
                             const T& az, const T& bx, const T& by, const T& bz, const T& cx,
                             const T& cy, const T& cz) {
    const auto ab = sub3(bx, by, bz, ax, ay, az), ac = sub3(cx, cy, cz, ax, ay, az);
    const auto ap = sub3(px, py, pz, ax, ay, az), bp = sub3(px, py, pz, bx, by, bz);
    return dot(ab, ap) * dot(ac, bp) - dot(ab, bp) * dot(ac, ap);
  }
};

// ---- distance comparisons (squared distances compared without division) -----------------------

/// ((p - c) . n)^2 - ((q - c) . n)^2 (degree 4): the squared distances of p and q to the plane
/// through c with normal n, both times |n|^2. Negative when p is the closer point.
struct EXACTPRED_API plane_distance_compare_formula {
  static constexpr const char* name = "compare_distance_point_plane";
  static constexpr int arity = 12;
  static constexpr int dim = 3;                                      // c, n, p, q
  static constexpr unsigned vanishing_pairs = point_pair_bit(2, 3);  // p = q
  template <class T>
  static constexpr auto eval(const T& cx, const T& cy, const T& cz, const T& nx, const T& ny,
                             const T& nz, const T& px, const T& py, const T& pz, const T& qx,
                             const T& qy, const T& qz) {
    const auto n = ref3(nx, ny, nz);
    const auto hp = dot(sub3(px, py, pz, cx, cy, cz), n), hq = dot(sub3(qx, qy, qz, cx, cy, cz), n);
    return hp * hp - hq * hq;
  }
};

/// |(p - a) x (b - a)|^2 - |(q - a) x (b - a)|^2 (degree 4): the squared distances of p and q
/// to the line ab, both times |b - a|^2. Negative when p is the closer point; zero for every
/// p, q when a = b.
struct EXACTPRED_API line_distance_compare_formula {
  static constexpr const char* name = "compare_distance_point_line_3d";
  static constexpr bool difference_form = true;  // b - a, p - a, q - a
  static constexpr int reference_point = 0;
  static constexpr int arity = 12;
  static constexpr int dim = 3;  // a, b, p, q
  static constexpr unsigned vanishing_pairs =
      point_pair_bit(0, 1) | point_pair_bit(2, 3);  // a = b, p = q
  template <class T>
  static constexpr auto eval(const T& ax, const T& ay, const T& az, const T& bx, const T& by,
                             const T& bz, const T& px, const T& py, const T& pz, const T& qx,
                             const T& qy, const T& qz) {
    const auto e = sub3(bx, by, bz, ax, ay, az);
    return norm2(cross(sub3(px, py, pz, ax, ay, az), e)) -
           norm2(cross(sub3(qx, qy, qz, ax, ay, az), e));
  }
};

/// |p - e|^2 - |q - f|^2 (degree 2): the distance from p to e against the distance from q to
/// f (compare_distance_3d is the case e = f with the roles renamed).
struct EXACTPRED_API point_pair_compare_formula {
  static constexpr const char* name = "point_pair_compare";
  static constexpr int arity = 12;
  static constexpr int dim = 3;  // p, e, q, f
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& pz, const T& ex, const T& ey,
                             const T& ez, const T& qx, const T& qy, const T& qz, const T& fx,
                             const T& fy, const T& fz) {
    return norm2(sub3(px, py, pz, ex, ey, ez)) - norm2(sub3(qx, qy, qz, fx, fy, fz));
  }
};

/// |p - e|^2 |b - a|^2 - |(q - a) x (b - a)|^2 (degree 4): the squared distance from p to the
/// point e against the squared distance from q to the line ab (a != b), both times |b - a|^2.
struct EXACTPRED_API point_line_compare_formula {
  static constexpr const char* name = "point_line_compare";
  static constexpr int arity = 15;
  static constexpr int dim = 3;  // p, e, q, a, b
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& pz, const T& ex, const T& ey,
                             const T& ez, const T& qx, const T& qy, const T& qz, const T& ax,
                             const T& ay, const T& az, const T& bx, const T& by, const T& bz) {
    const auto w = sub3(bx, by, bz, ax, ay, az);
    return norm2(sub3(px, py, pz, ex, ey, ez)) * norm2(w) -
           norm2(cross(sub3(qx, qy, qz, ax, ay, az), w));
  }
};

/// |(p - a) x (b - a)|^2 |v - u|^2 - |(q - u) x (v - u)|^2 |b - a|^2 (degree 6): the squared
/// distance from p to the line ab against the squared distance from q to the line uv
/// (a != b, u != v), both times |b - a|^2 |v - u|^2.
struct EXACTPRED_API line_pair_compare_formula {
  static constexpr const char* name = "line_pair_compare";
  static constexpr int arity = 18;
  static constexpr int dim = 3;  // p, a, b, q, u, v
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& pz, const T& ax, const T& ay,
                             const T& az, const T& bx, const T& by, const T& bz, const T& qx,
                             const T& qy, const T& qz, const T& ux, const T& uy, const T& uz,
                             const T& vx, const T& vy, const T& vz) {
    const auto e = sub3(bx, by, bz, ax, ay, az), f = sub3(vx, vy, vz, ux, uy, uz);
    return norm2(cross(sub3(px, py, pz, ax, ay, az), e)) * norm2(f) -
           norm2(cross(sub3(qx, qy, qz, ux, uy, uz), f)) * norm2(e);
  }
};

/// (p2 - p1) . (q2 - q1) (degree 2): the cosine sign of the angle between two segments'
/// directions.
struct EXACTPRED_API direction_dot_formula {
  static constexpr const char* name = "direction_dot";
  static constexpr int arity = 12;
  static constexpr int dim = 3;  // p1, p2, q1, q2
  static constexpr unsigned vanishing_pairs =
      point_pair_bit(0, 1) | point_pair_bit(2, 3);  // p1 = p2, q1 = q2
  template <class T>
  static constexpr auto eval(const T& p1x, const T& p1y, const T& p1z, const T& p2x, const T& p2y,
                             const T& p2z, const T& q1x, const T& q1y, const T& q1z, const T& q2x,
                             const T& q2y, const T& q2z) {
    return dot(sub3(p2x, p2y, p2z, p1x, p1y, p1z), sub3(q2x, q2y, q2z, q1x, q1y, q1z));
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
struct EXACTPRED_API line_line_parameter_formula {
  static constexpr const char* name = "line_line_parameter";
  static constexpr int arity = 12;
  static constexpr int dim = 3;  // p1, p2, q1, q2
  template <class T>
  static constexpr auto eval(const T& p1x, const T& p1y, const T& p1z, const T& p2x, const T& p2y,
                             const T& p2z, const T& q1x, const T& q1y, const T& q1z, const T& q2x,
                             const T& q2y, const T& q2z) {
    const auto d1 = sub3(p2x, p2y, p2z, p1x, p1y, p1z), d2 = sub3(q2x, q2y, q2z, q1x, q1y, q1z);
    const auto r = sub3(p1x, p1y, p1z, q1x, q1y, q1z);
    return dot(d1, d2) * dot(d2, r) - dot(d1, r) * norm2(d2);
  }
};

// Squared distances between flats, as fractions with positive denominators, used by
// closest_feature_segment_triangle: with N = (p2 - p1) x (q2 - q1) the distance between the
// non-parallel lines p1p2 and q1q2 is det^2 / |N|^2, det = N . (q1 - p1); with
// n = (b - a) x (c - a) the distance from y to the plane abc is h^2 / |n|^2, h = n . (y - a).

/// |x - e|^2 |N|^2 - det^2 (degree 6): point distance against the lines' distance.
struct EXACTPRED_API point_lines_compare_formula {
  static constexpr const char* name = "point_lines_compare";
  static constexpr int arity = 18;
  static constexpr int dim = 3;  // x, e, p1, p2, q1, q2
  template <class T>
  static constexpr auto eval(const T& xx, const T& xy, const T& xz, const T& ex, const T& ey,
                             const T& ez, const T& p1x, const T& p1y, const T& p1z, const T& p2x,
                             const T& p2y, const T& p2z, const T& q1x, const T& q1y, const T& q1z,
                             const T& q2x, const T& q2y, const T& q2z) {
    const auto n = cross(sub3(p2x, p2y, p2z, p1x, p1y, p1z), sub3(q2x, q2y, q2z, q1x, q1y, q1z));
    const auto det = dot(n, sub3(q1x, q1y, q1z, p1x, p1y, p1z));
    return norm2(sub3(xx, xy, xz, ex, ey, ez)) * norm2(n) - det * det;
  }
};

/// |(x - u) x (v - u)|^2 |N|^2 - det^2 |v - u|^2 (degree 8): distance from x to the line uv
/// against the lines' distance.
struct EXACTPRED_API line_lines_compare_formula {
  static constexpr const char* name = "line_lines_compare";
  static constexpr int arity = 21;
  static constexpr int dim = 3;  // x, u, v, p1, p2, q1, q2
  template <class T>
  static constexpr auto eval(const T& xx, const T& xy, const T& xz, const T& ux, const T& uy,
                             const T& uz, const T& vx, const T& vy, const T& vz, const T& p1x,
                             const T& p1y, const T& p1z, const T& p2x, const T& p2y, const T& p2z,
                             const T& q1x, const T& q1y, const T& q1z, const T& q2x, const T& q2y,
                             const T& q2z) {
    const auto w = sub3(vx, vy, vz, ux, uy, uz);
    const auto s = cross(sub3(xx, xy, xz, ux, uy, uz), w);
    const auto n = cross(sub3(p2x, p2y, p2z, p1x, p1y, p1z), sub3(q2x, q2y, q2z, q1x, q1y, q1z));
    const auto det = dot(n, sub3(q1x, q1y, q1z, p1x, p1y, p1z));
    return norm2(s) * norm2(n) - (det * det) * norm2(w);
  }
};

/// det1^2 |N2|^2 - det2^2 |N1|^2 (degree 10): the distance between the lines p1p2 and q1q2
/// against the distance between the lines r1r2 and s1s2.
struct EXACTPRED_API lines_lines_compare_formula {
  static constexpr const char* name = "lines_lines_compare";
  static constexpr int arity = 24;
  static constexpr int dim = 3;  // p1, p2, q1, q2, r1, r2, s1, s2
  template <class T>
  static constexpr auto eval(const T& p1x, const T& p1y, const T& p1z, const T& p2x, const T& p2y,
                             const T& p2z, const T& q1x, const T& q1y, const T& q1z, const T& q2x,
                             const T& q2y, const T& q2z, const T& r1x, const T& r1y, const T& r1z,
                             const T& r2x, const T& r2y, const T& r2z, const T& s1x, const T& s1y,
                             const T& s1z, const T& s2x, const T& s2y, const T& s2z) {
    const auto n = cross(sub3(p2x, p2y, p2z, p1x, p1y, p1z), sub3(q2x, q2y, q2z, q1x, q1y, q1z));
    const auto det1 = dot(n, sub3(q1x, q1y, q1z, p1x, p1y, p1z));
    const auto m = cross(sub3(r2x, r2y, r2z, r1x, r1y, r1z), sub3(s2x, s2y, s2z, s1x, s1y, s1z));
    const auto det2 = dot(m, sub3(s1x, s1y, s1z, r1x, r1y, r1z));
    return (det1 * det1) * norm2(m) - (det2 * det2) * norm2(n);
  }
};

/// |x - e|^2 |n|^2 - h^2 (degree 6): point distance against the distance from y to the plane
/// abc.
struct EXACTPRED_API point_plane_compare_formula {
  static constexpr const char* name = "point_plane_compare";
  static constexpr int arity = 18;
  static constexpr int dim = 3;  // x, e, y, a, b, c
  template <class T>
  static constexpr auto eval(const T& xx, const T& xy, const T& xz, const T& ex, const T& ey,
                             const T& ez, const T& yx, const T& yy, const T& yz, const T& ax,
                             const T& ay, const T& az, const T& bx, const T& by, const T& bz,
                             const T& cx, const T& cy, const T& cz) {
    const auto n = cross(sub3(bx, by, bz, ax, ay, az), sub3(cx, cy, cz, ax, ay, az));
    const auto h = dot(n, sub3(yx, yy, yz, ax, ay, az));
    return norm2(sub3(xx, xy, xz, ex, ey, ez)) * norm2(n) - h * h;
  }
};

/// |(x - u) x (v - u)|^2 |n|^2 - h^2 |v - u|^2 (degree 8): distance from x to the line uv
/// against the distance from y to the plane abc.
struct EXACTPRED_API line_plane_compare_formula {
  static constexpr const char* name = "line_plane_compare";
  static constexpr int arity = 21;
  static constexpr int dim = 3;  // x, u, v, y, a, b, c
  template <class T>
  static constexpr auto eval(const T& xx, const T& xy, const T& xz, const T& ux, const T& uy,
                             const T& uz, const T& vx, const T& vy, const T& vz, const T& yx,
                             const T& yy, const T& yz, const T& ax, const T& ay, const T& az,
                             const T& bx, const T& by, const T& bz, const T& cx, const T& cy,
                             const T& cz) {
    const auto w = sub3(vx, vy, vz, ux, uy, uz);
    const auto s = cross(sub3(xx, xy, xz, ux, uy, uz), w);
    const auto n = cross(sub3(bx, by, bz, ax, ay, az), sub3(cx, cy, cz, ax, ay, az));
    const auto h = dot(n, sub3(yx, yy, yz, ax, ay, az));
    return norm2(s) * norm2(n) - (h * h) * norm2(w);
  }
};

/// det^2 |n|^2 - h^2 |N|^2 (degree 10): the distance between the lines p1p2 and q1q2 against
/// the distance from y to the plane abc.
struct EXACTPRED_API lines_plane_compare_formula {
  static constexpr const char* name = "lines_plane_compare";
  static constexpr int arity = 24;
  static constexpr int dim = 3;  // p1, p2, q1, q2, y, a, b, c
  template <class T>
  static constexpr auto eval(const T& p1x, const T& p1y, const T& p1z, const T& p2x, const T& p2y,
                             const T& p2z, const T& q1x, const T& q1y, const T& q1z, const T& q2x,
                             const T& q2y, const T& q2z, const T& yx, const T& yy, const T& yz,
                             const T& ax, const T& ay, const T& az, const T& bx, const T& by,
                             const T& bz, const T& cx, const T& cy, const T& cz) {
    const auto m = cross(sub3(p2x, p2y, p2z, p1x, p1y, p1z), sub3(q2x, q2y, q2z, q1x, q1y, q1z));
    const auto det = dot(m, sub3(q1x, q1y, q1z, p1x, p1y, p1z));
    const auto n = cross(sub3(bx, by, bz, ax, ay, az), sub3(cx, cy, cz, ax, ay, az));
    const auto h = dot(n, sub3(yx, yy, yz, ax, ay, az));
    return (det * det) * norm2(n) - (h * h) * norm2(m);
  }
};

/// (n . (x - a))^2 - (n . (y - a))^2, n = (b - a) x (c - a) (degree 6): the distances of x and
/// y to the plane abc, both times |n|^2.
struct EXACTPRED_API plane_plane_compare_formula {
  static constexpr const char* name = "plane_plane_compare";
  static constexpr int arity = 15;
  static constexpr int dim = 3;  // x, y, a, b, c
  template <class T>
  static constexpr auto eval(const T& xx, const T& xy, const T& xz, const T& yx, const T& yy,
                             const T& yz, const T& ax, const T& ay, const T& az, const T& bx,
                             const T& by, const T& bz, const T& cx, const T& cy, const T& cz) {
    const auto n = cross(sub3(bx, by, bz, ax, ay, az), sub3(cx, cy, cz, ax, ay, az));
    const auto hx = dot(n, sub3(xx, xy, xz, ax, ay, az)), hy = dot(n, sub3(yx, yy, yz, ax, ay, az));
    return hx * hx - hy * hy;
  }
};

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_SPATIAL_FORMULAS_HPP
