// SPDX-License-Identifier: MIT
// exactpred/detail/spatial_formulas.hpp — the polynomials behind the spatial predicates
// (spatial.hpp), each written once and evaluated by every stage (see formulas.hpp).
//
// Vectors (ray directions, plane normals) are passed as three coordinates like points; every
// formula is a homogeneous polynomial in all of its coordinates, points and vectors alike.
#ifndef EXACTPRED_DETAIL_SPATIAL_FORMULAS_HPP
#define EXACTPRED_DETAIL_SPATIAL_FORMULAS_HPP

#include "exactpred/config.hpp"

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
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& pz, const T& cx, const T& cy,
                             const T& cz, const T& nx, const T& ny, const T& nz) {
    return (px - cx) * nx + (py - cy) * ny + (pz - cz) * nz;
  }
};

/// (p - a) . (b - a): positive when the angle between p - a and b - a is acute (degree 2).
struct EXACTPRED_API angle_3d_formula {
  static constexpr const char* name = "angle_3d";
  static constexpr bool difference_form = true;  // inputs enter as p - a, b - a
  static constexpr int reference_point = 1;
  static constexpr int arity = 9;
  static constexpr int dim = 3;
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& pz, const T& ax, const T& ay,
                             const T& az, const T& bx, const T& by, const T& bz) {
    return (px - ax) * (bx - ax) + (py - ay) * (by - ay) + (pz - az) * (bz - az);
  }
};

/// |p - q|^2 - |p - r|^2 (degree 2).
struct EXACTPRED_API compare_distance_3d_formula {
  static constexpr const char* name = "compare_distance_3d";
  static constexpr bool difference_form = true;  // inputs enter as p - q, p - r
  static constexpr int reference_point = 0;
  static constexpr int arity = 9;
  static constexpr int dim = 3;
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& pz, const T& qx, const T& qy,
                             const T& qz, const T& rx, const T& ry, const T& rz) {
    const auto qdx = px - qx, qdy = py - qy, qdz = pz - qz;
    const auto rdx = px - rx, rdy = py - ry, rdz = pz - rz;
    return (qdx * qdx + qdy * qdy + qdz * qdz) - (rdx * rdx + rdy * rdy + rdz * rdz);
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
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& pz, const T& qx, const T& qy,
                             const T& qz, const T& ax, const T& ay, const T& az, const T& bx,
                             const T& by, const T& bz) {
    const auto ux = px - ax, uy = py - ay, uz = pz - az;
    const auto vx = qx - ax, vy = qy - ay, vz = qz - az;
    const auto wx = bx - ax, wy = by - ay, wz = bz - az;
    const auto sx = uy * wz - uz * wy, sy = uz * wx - ux * wz, sz = ux * wy - uy * wx;
    const auto tx = vy * wz - vz * wy, ty = vz * wx - vx * wz, tz = vx * wy - vy * wx;
    return sx * tx + sy * ty + sz * tz;
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
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& pz, const T& ax, const T& ay,
                             const T& az, const T& bx, const T& by, const T& bz, const T& cx,
                             const T& cy, const T& cz) {
    const auto abx = bx - ax, aby = by - ay, abz = bz - az;
    const auto acx = cx - ax, acy = cy - ay, acz = cz - az;
    const auto apx = px - ax, apy = py - ay, apz = pz - az;
    const auto bpx = px - bx, bpy = py - by, bpz = pz - bz;
    const auto d1 = abx * apx + aby * apy + abz * apz;
    const auto d2 = acx * apx + acy * apy + acz * apz;
    const auto d3 = abx * bpx + aby * bpy + abz * bpz;
    const auto d4 = acx * bpx + acy * bpy + acz * bpz;
    return d1 * d4 - d3 * d2;
  }
};

// ---- distance comparisons (squared distances compared without division) -----------------------

/// ((p - c) . n)^2 - ((q - c) . n)^2 (degree 4): the squared distances of p and q to the plane
/// through c with normal n, both times |n|^2. Negative when p is the closer point.
struct EXACTPRED_API plane_distance_compare_formula {
  static constexpr const char* name = "compare_distance_point_plane";
  static constexpr int arity = 12;
  static constexpr int dim = 3;  // c, n, p, q
  template <class T>
  static constexpr auto eval(const T& cx, const T& cy, const T& cz, const T& nx, const T& ny,
                             const T& nz, const T& px, const T& py, const T& pz, const T& qx,
                             const T& qy, const T& qz) {
    const auto hp = (px - cx) * nx + (py - cy) * ny + (pz - cz) * nz;
    const auto hq = (qx - cx) * nx + (qy - cy) * ny + (qz - cz) * nz;
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
  template <class T>
  static constexpr auto eval(const T& ax, const T& ay, const T& az, const T& bx, const T& by,
                             const T& bz, const T& px, const T& py, const T& pz, const T& qx,
                             const T& qy, const T& qz) {
    const auto ex = bx - ax, ey = by - ay, ez = bz - az;
    const auto ux = px - ax, uy = py - ay, uz = pz - az;
    const auto vx = qx - ax, vy = qy - ay, vz = qz - az;
    const auto sx = uy * ez - uz * ey, sy = uz * ex - ux * ez, sz = ux * ey - uy * ex;
    const auto tx = vy * ez - vz * ey, ty = vz * ex - vx * ez, tz = vx * ey - vy * ex;
    return (sx * sx + sy * sy + sz * sz) - (tx * tx + ty * ty + tz * tz);
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
    const auto ux = px - ex, uy = py - ey, uz = pz - ez;
    const auto vx = qx - fx, vy = qy - fy, vz = qz - fz;
    return (ux * ux + uy * uy + uz * uz) - (vx * vx + vy * vy + vz * vz);
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
    const auto ux = px - ex, uy = py - ey, uz = pz - ez;
    const auto wx = bx - ax, wy = by - ay, wz = bz - az;
    const auto vx = qx - ax, vy = qy - ay, vz = qz - az;
    const auto tx = vy * wz - vz * wy, ty = vz * wx - vx * wz, tz = vx * wy - vy * wx;
    return (ux * ux + uy * uy + uz * uz) * (wx * wx + wy * wy + wz * wz) -
           (tx * tx + ty * ty + tz * tz);
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
    const auto ex = bx - ax, ey = by - ay, ez = bz - az;
    const auto gx = px - ax, gy = py - ay, gz = pz - az;
    const auto sx = gy * ez - gz * ey, sy = gz * ex - gx * ez, sz = gx * ey - gy * ex;
    const auto fx = vx - ux, fy = vy - uy, fz = vz - uz;
    const auto hx = qx - ux, hy = qy - uy, hz = qz - uz;
    const auto tx = hy * fz - hz * fy, ty = hz * fx - hx * fz, tz = hx * fy - hy * fx;
    return (sx * sx + sy * sy + sz * sz) * (fx * fx + fy * fy + fz * fz) -
           (tx * tx + ty * ty + tz * tz) * (ex * ex + ey * ey + ez * ez);
  }
};

/// (p2 - p1) . (q2 - q1) (degree 2): the cosine sign of the angle between two segments'
/// directions.
struct EXACTPRED_API direction_dot_formula {
  static constexpr const char* name = "direction_dot";
  static constexpr int arity = 12;
  static constexpr int dim = 3;  // p1, p2, q1, q2
  template <class T>
  static constexpr auto eval(const T& p1x, const T& p1y, const T& p1z, const T& p2x, const T& p2y,
                             const T& p2z, const T& q1x, const T& q1y, const T& q1z, const T& q2x,
                             const T& q2y, const T& q2z) {
    return (p2x - p1x) * (q2x - q1x) + (p2y - p1y) * (q2y - q1y) + (p2z - p1z) * (q2z - q1z);
  }
};

/// (p2 - p1) x (q2 - q1) in the plane (degree 2): one component of the cross product of two
/// segments' directions; the directions are parallel when it vanishes in all three
/// coordinate planes.
struct EXACTPRED_API direction_cross_2d_formula {
  static constexpr const char* name = "direction_cross_2d";
  static constexpr int arity = 8;
  static constexpr int dim = 2;  // p1, p2, q1, q2
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
    const auto d1x = p2x - p1x, d1y = p2y - p1y, d1z = p2z - p1z;
    const auto d2x = q2x - q1x, d2y = q2y - q1y, d2z = q2z - q1z;
    const auto rx = p1x - q1x, ry = p1y - q1y, rz = p1z - q1z;
    const auto b = d1x * d2x + d1y * d2y + d1z * d2z;
    const auto c = d1x * rx + d1y * ry + d1z * rz;
    const auto e = d2x * d2x + d2y * d2y + d2z * d2z;
    const auto f = d2x * rx + d2y * ry + d2z * rz;
    return b * f - c * e;
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
    const auto ux = xx - ex, uy = xy - ey, uz = xz - ez;
    const auto dx = p2x - p1x, dy = p2y - p1y, dz = p2z - p1z;
    const auto fx = q2x - q1x, fy = q2y - q1y, fz = q2z - q1z;
    const auto nx = dy * fz - dz * fy, ny = dz * fx - dx * fz, nz = dx * fy - dy * fx;
    const auto det = nx * (q1x - p1x) + ny * (q1y - p1y) + nz * (q1z - p1z);
    return (ux * ux + uy * uy + uz * uz) * (nx * nx + ny * ny + nz * nz) - det * det;
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
    const auto wx = vx - ux, wy = vy - uy, wz = vz - uz;
    const auto gx = xx - ux, gy = xy - uy, gz = xz - uz;
    const auto sx = gy * wz - gz * wy, sy = gz * wx - gx * wz, sz = gx * wy - gy * wx;
    const auto dx = p2x - p1x, dy = p2y - p1y, dz = p2z - p1z;
    const auto fx = q2x - q1x, fy = q2y - q1y, fz = q2z - q1z;
    const auto nx = dy * fz - dz * fy, ny = dz * fx - dx * fz, nz = dx * fy - dy * fx;
    const auto det = nx * (q1x - p1x) + ny * (q1y - p1y) + nz * (q1z - p1z);
    return (sx * sx + sy * sy + sz * sz) * (nx * nx + ny * ny + nz * nz) -
           (det * det) * (wx * wx + wy * wy + wz * wz);
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
    const auto dx = p2x - p1x, dy = p2y - p1y, dz = p2z - p1z;
    const auto fx = q2x - q1x, fy = q2y - q1y, fz = q2z - q1z;
    const auto nx = dy * fz - dz * fy, ny = dz * fx - dx * fz, nz = dx * fy - dy * fx;
    const auto det1 = nx * (q1x - p1x) + ny * (q1y - p1y) + nz * (q1z - p1z);
    const auto gx = r2x - r1x, gy = r2y - r1y, gz = r2z - r1z;
    const auto hx = s2x - s1x, hy = s2y - s1y, hz = s2z - s1z;
    const auto mx = gy * hz - gz * hy, my = gz * hx - gx * hz, mz = gx * hy - gy * hx;
    const auto det2 = mx * (s1x - r1x) + my * (s1y - r1y) + mz * (s1z - r1z);
    return (det1 * det1) * (mx * mx + my * my + mz * mz) -
           (det2 * det2) * (nx * nx + ny * ny + nz * nz);
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
    const auto ux = xx - ex, uy = xy - ey, uz = xz - ez;
    const auto gx = bx - ax, gy = by - ay, gz = bz - az;
    const auto kx = cx - ax, ky = cy - ay, kz = cz - az;
    const auto nx = gy * kz - gz * ky, ny = gz * kx - gx * kz, nz = gx * ky - gy * kx;
    const auto h = nx * (yx - ax) + ny * (yy - ay) + nz * (yz - az);
    return (ux * ux + uy * uy + uz * uz) * (nx * nx + ny * ny + nz * nz) - h * h;
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
    const auto wx = vx - ux, wy = vy - uy, wz = vz - uz;
    const auto fx = xx - ux, fy = xy - uy, fz = xz - uz;
    const auto sx = fy * wz - fz * wy, sy = fz * wx - fx * wz, sz = fx * wy - fy * wx;
    const auto gx = bx - ax, gy = by - ay, gz = bz - az;
    const auto kx = cx - ax, ky = cy - ay, kz = cz - az;
    const auto nx = gy * kz - gz * ky, ny = gz * kx - gx * kz, nz = gx * ky - gy * kx;
    const auto h = nx * (yx - ax) + ny * (yy - ay) + nz * (yz - az);
    return (sx * sx + sy * sy + sz * sz) * (nx * nx + ny * ny + nz * nz) -
           (h * h) * (wx * wx + wy * wy + wz * wz);
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
    const auto dx = p2x - p1x, dy = p2y - p1y, dz = p2z - p1z;
    const auto fx = q2x - q1x, fy = q2y - q1y, fz = q2z - q1z;
    const auto mx = dy * fz - dz * fy, my = dz * fx - dx * fz, mz = dx * fy - dy * fx;
    const auto det = mx * (q1x - p1x) + my * (q1y - p1y) + mz * (q1z - p1z);
    const auto gx = bx - ax, gy = by - ay, gz = bz - az;
    const auto kx = cx - ax, ky = cy - ay, kz = cz - az;
    const auto nx = gy * kz - gz * ky, ny = gz * kx - gx * kz, nz = gx * ky - gy * kx;
    const auto h = nx * (yx - ax) + ny * (yy - ay) + nz * (yz - az);
    return (det * det) * (nx * nx + ny * ny + nz * nz) - (h * h) * (mx * mx + my * my + mz * mz);
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
    const auto gx = bx - ax, gy = by - ay, gz = bz - az;
    const auto kx = cx - ax, ky = cy - ay, kz = cz - az;
    const auto nx = gy * kz - gz * ky, ny = gz * kx - gx * kz, nz = gx * ky - gy * kx;
    const auto hx = nx * (xx - ax) + ny * (xy - ay) + nz * (xz - az);
    const auto hy = nx * (yx - ax) + ny * (yy - ay) + nz * (yz - az);
    return hx * hx - hy * hy;
  }
};

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_SPATIAL_FORMULAS_HPP
