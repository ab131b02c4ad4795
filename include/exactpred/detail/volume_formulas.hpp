// SPDX-License-Identifier: MIT
// exactpred/detail/volume_formulas.hpp — the polynomials behind the volume predicates (balls
// and boxes), each written once (see formulas.hpp for the rules).
//
// A radius r is one more coordinate argument, so that every formula stays homogeneous: a
// squared distance compared with r^2 is written dist^2 - r*r, both sides of degree 2. The
// predicates compare a squared distance with r^2 without any division: each squared distance
// is a fraction num / den with den > 0, and the formulas below are num - r^2 den. The side
// tests the volume predicates share with the spatial ones (same_side_line_3d_formula,
// ray_side_2d_formula) live in spatial_formulas.hpp.
#ifndef EXACTPRED_DETAIL_VOLUME_FORMULAS_HPP
#define EXACTPRED_DETAIL_VOLUME_FORMULAS_HPP

#include "exactpred/config.hpp"
#include "exactpred/detail/formulas.hpp"
#include "exactpred/detail/vector_algebra.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// |p - c|^2 - r^2: positive when p lies outside the ball (c, r), zero on its sphere.
struct EXACTPRED_API ball_point_formula {
  static constexpr const char* name = "ball_point";
  static constexpr int arity = 7;
  static constexpr int dim = 0;  // (cx cy cz r px py pz): not a list of points
  template <class T>
  static constexpr auto eval(const T& cx, const T& cy, const T& cz, const T& r, const T& px,
                             const T& py, const T& pz) {
    const auto dx = px - cx, dy = py - cy, dz = pz - cz;
    return (dx * dx + dy * dy + dz * dz) - r * r;
  }
};

/// |c1 - c2|^2 - (r1 + r2)^2: positive when the balls (c1, r1), (c2, r2) are disjoint, zero
/// when they are externally tangent.
struct EXACTPRED_API ball_ball_formula {
  static constexpr const char* name = "ball_ball";
  static constexpr int arity = 8;
  static constexpr int dim = 4;  // (cx cy cz r) twice
  template <class T>
  static constexpr auto eval(const T& ax, const T& ay, const T& az, const T& ar, const T& bx,
                             const T& by, const T& bz, const T& br) {
    const auto dx = ax - bx, dy = ay - by, dz = az - bz;
    const auto rs = ar + br;
    return (dx * dx + dy * dy + dz * dz) - rs * rs;
  }
};

/// (c - p) . (q - p): positive when c projects beyond p in the direction of q, i.e. p is not
/// the point of the segment pq (or of the ray p -> q) closest to c.
struct EXACTPRED_API segment_dot_formula {
  static constexpr const char* name = "segment_dot";
  static constexpr bool difference_form = true;  // c - p, q - p
  static constexpr int reference_point = 0;
  static constexpr int arity = 9;
  static constexpr int dim = 3;  // p, q, c
  static constexpr unsigned vanishing_pairs =
      point_pair_bit(0, 1) | point_pair_bit(0, 2);  // q = p, c = p
  template <class T>
  static constexpr auto eval(const T& px, const T& py, const T& pz, const T& qx, const T& qy,
                             const T& qz, const T& cx, const T& cy, const T& cz) {
    return (cx - px) * (qx - px) + (cy - py) * (qy - py) + (cz - pz) * (qz - pz);
  }
};

/// |(c - p) x (q - p)|^2 - r^2 |q - p|^2. The squared distance from c to the line pq is
/// |(c - p) x (q - p)|^2 / |q - p|^2 (p != q), so the sign is that of dist^2 - r^2: positive
/// when the line misses the ball (c, r), zero when it is tangent.
struct EXACTPRED_API line_ball_formula {
  static constexpr const char* name = "line_ball";
  static constexpr int arity = 10;
  static constexpr int dim = 0;  // (cx cy cz r px py pz qx qy qz)
  template <class T>
  static constexpr auto eval(const T& cx, const T& cy, const T& cz, const T& r, const T& px,
                             const T& py, const T& pz, const T& qx, const T& qy, const T& qz) {
    const auto e = sub3(qx, qy, qz, px, py, pz);
    return norm2(cross(sub3(cx, cy, cz, px, py, pz), e)) - (r * r) * norm2(e);
  }
};

/// (n . (c - a))^2 - r^2 |n|^2 with n = (b - a) x (t - a). The squared distance from c to the
/// plane of a non-degenerate triangle abt is (n . (c - a))^2 / |n|^2, so the sign is that of
/// dist^2 - r^2: positive when the plane misses the ball (c, r), zero when it is tangent.
struct EXACTPRED_API plane_ball_formula {
  static constexpr const char* name = "plane_ball";
  static constexpr int arity = 13;
  static constexpr int dim = 0;  // (cx cy cz r ax ay az bx by bz tx ty tz)
  template <class T>
  static constexpr auto eval(const T& cx, const T& cy, const T& cz, const T& r, const T& ax,
                             const T& ay, const T& az, const T& bx, const T& by, const T& bz,
                             const T& tx, const T& ty, const T& tz) {
    const auto [n, h] =
        plane_normal_offset(ref3(cx, cy, cz), ref3(ax, ay, az), ref3(bx, by, bz), ref3(tx, ty, tz));
    return h * h - (r * r) * norm2(n);
  }
};

/// det[p2 - p1, q2 - q1, q1 - p1]^2 - r^2 |(p2 - p1) x (q2 - q1)|^2 (degree 6). The squared
/// distance between the non-parallel lines p1p2 and q1q2 is det^2 / |(p2 - p1) x (q2 - q1)|^2,
/// so the sign is that of dist^2 - r^2: positive when the lines are farther apart than r.
struct EXACTPRED_API line_line_ball_formula {
  static constexpr const char* name = "line_line_ball";
  static constexpr int arity = 13;
  static constexpr int dim = 0;  // (r p1x p1y p1z p2x p2y p2z q1x q1y q1z q2x q2y q2z)
  template <class T>
  static constexpr auto eval(const T& r, const T& p1x, const T& p1y, const T& p1z, const T& p2x,
                             const T& p2y, const T& p2z, const T& q1x, const T& q1y, const T& q1z,
                             const T& q2x, const T& q2y, const T& q2z) {
    const auto [n, h] = lines_normal_offset(ref3(p1x, p1y, p1z), ref3(p2x, p2y, p2z),
                                            ref3(q1x, q1y, q1z), ref3(q2x, q2y, q2z));
    return h * h - (r * r) * norm2(n);
  }
};

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_VOLUME_FORMULAS_HPP
