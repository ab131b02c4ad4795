// SPDX-License-Identifier: MIT
// exactpred/meshing.hpp — the predicates triangulation and remeshing code calls besides the
// core four: lexicographic comparisons, the coplanar tests, and the power (weighted) tests
// with their symbolic perturbation.
//
// Each equals the CGAL kernel function of the same meaning (docs/SPEC.md, section 8):
//   compare_xy(a, b)                          CGAL compare_xy: -1, 0, 1 (x, then y)
//   compare_xyz(a, b)                         CGAL compare_xyz
//   coplanar_orientation(a, b, c)             CGAL coplanar_orientation(a, b, c): orient2d of
//                                             the projection on xy, else yz, else xz
//   coplanar_orientation(a, b, c, d)          CGAL coplanar_orientation(a, b, c, d): positive
//                                             when c and d lie on the same side of the line ab
//                                             in the plane; requires a, b, c, d coplanar and
//                                             a, b, c not collinear (else invalid_input)
//   coplanar_side_of_bounded_circle(a,b,c,d)  CGAL coplanar_side_of_bounded_circle: 1 when d
//                                             is inside the circle through a, b, c, 0 on it,
//                                             -1 outside; same precondition
//   power_incircle(a, b, c, d)                CGAL power_side_of_oriented_power_circle
//   power_insphere(a, b, c, d, e)             CGAL power_side_of_oriented_power_sphere
//   compare_power_distance_2(p, q, r)         CGAL compare_power_distance_2: the sign of
//   compare_power_distance_3(p, q, r)         pow(p, q) - pow(p, r), pow(p, q) = |p - q|^2 - w_q
//                                             the power distance of the point p to the
//                                             weighted point q: -1 when p is closer to q
//   side_of_diametral_circle(p, q, t)         CGAL side_of_bounded_circle(p, q, t): t against
//   side_of_diametral_sphere(p, q, t)         the circle (sphere) with diameter pq, the sign of
//                                             (t - p) . (q - t): 1 inside, 0 on it, -1
//                                             outside (Delaunay refinement's encroachment test)
// CGAL's Oriented_side and Bounded_side values (ON_NEGATIVE_SIDE / ON_UNBOUNDED_SIDE = -1,
// ON_ORIENTED_BOUNDARY / ON_BOUNDARY = 0, ON_POSITIVE_SIDE / ON_BOUNDED_SIDE = 1) are the
// signs returned here, unchanged. Weights are CGAL weights (squared radii), any finite double.
//
// The power tests: power_incircle is the sign of det[p - d, |p - d|^2 - (w_p - w_d)] over the
// rows p = a, b, c (positive: with a, b, c counterclockwise, d has negative power with respect
// to the circle orthogonal to the three weighted points, "inside"); power_insphere is minus the
// same 4x4 determinant (positive: with orient3d(a, b, c, d) > 0, e inside). With zero weights
// they are incircle and insphere.
//
// power_incircle_sos / power_insphere_sos perturb them as sos.hpp perturbs incircle and
// insphere, the lifted coordinate W = |p|^2 - w taking the place of |p|^2 and perturbed on its
// own: power_incircle_sos = det[x y W 1] = -orient3d_sos of the points (x, y, W) with the same
// indices, power_insphere_sos = -det[x y z W 1].
#ifndef EXACTPRED_MESHING_HPP
#define EXACTPRED_MESHING_HPP

#include <tuple>
#include <type_traits>

#include "exactpred/core.hpp"
#include "exactpred/detail/fp_bits.hpp"
#include "exactpred/detail/meshing_formulas.hpp"
#include "exactpred/detail/planar_formulas.hpp"
#include "exactpred/detail/point_equality.hpp"
#include "exactpred/detail/spatial_formulas.hpp"
#include "exactpred/sos.hpp"

namespace exactpred {
inline namespace v0 {

/// A 2D point with a CGAL weight (a squared radius; any finite double, negative allowed).
struct weighted_point2 {
  double x, y, w;
};

/// A 3D point with a CGAL weight.
struct weighted_point3 {
  double x, y, z, w;
};

namespace detail {
EXACTPRED_API sign compare_slow(const char* predicate, const double* a, const double* b, int dim);
EXACTPRED_API sign coplanar_orientation_3_slow(const point3& a, const point3& b, const point3& c);
EXACTPRED_API sign coplanar_orientation_slow(const point3& a, const point3& b, const point3& c,
                                             const point3& d);
EXACTPRED_API sign coplanar_side_of_bounded_circle_slow(const point3& a, const point3& b,
                                                        const point3& c, const point3& d);
/// After the inline filter: check the arguments (errors name p, q, r), then the stages.
EXACTPRED_API sign compare_power_distance_2_slow(const point2& p, const weighted_point2& q,
                                                 const weighted_point2& r);
EXACTPRED_API sign compare_power_distance_3_slow(const point3& p, const weighted_point3& q,
                                                 const weighted_point3& r);
/// After the inline filter of (p - t) . (q - t), with its value and bound: for a value that is
/// not finite, the input check (errors name p, q, t); t equal to p or q from the bits; then the
/// stages after the filter. The answer, the opposite of the formula's sign.
EXACTPRED_API sign side_of_diametral_circle_after_filter(double value, double bound,
                                                         const point2& p, const point2& q,
                                                         const point2& t);
EXACTPRED_API sign side_of_diametral_sphere_after_filter(double value, double bound,
                                                         const point3& p, const point3& q,
                                                         const point3& t);
/// The power tests' slow paths after an undecided inline filter, on the caller's points: the copy
/// the slow paths take is made here, out of line. (Made in the caller, it made bench_meshing's
/// degenerate power rows up to 25% slower once the filter had shrunk.)
EXACTPRED_API sign power_incircle_after_filter(const weighted_point2& a, const weighted_point2& b,
                                               const weighted_point2& c, const weighted_point2& d);
EXACTPRED_API sign power_incircle_sos_after_filter(const sos_index* index, const weighted_point2& a,
                                                   const weighted_point2& b,
                                                   const weighted_point2& c,
                                                   const weighted_point2& d);
EXACTPRED_API sign power_insphere_after_filter(const weighted_point3& a, const weighted_point3& b,
                                               const weighted_point3& c, const weighted_point3& d,
                                               const weighted_point3& e);
EXACTPRED_API sign power_insphere_sos_after_filter(const sos_index* index, const weighted_point3& a,
                                                   const weighted_point3& b,
                                                   const weighted_point3& c,
                                                   const weighted_point3& d,
                                                   const weighted_point3& e);
/// The power tests' lattice certificate (src/meshing.cpp): their sign from one evaluation in
/// doubles when the coordinates are multiples of one power of two q, the weights multiples of
/// q^2 and the magnitudes small enough for it to be exact, or (where there are 128-bit integers)
/// from one evaluation on the lattice's integers for wider ones (power_incircle: also for weights
/// of 52 or 53 bits); nullopt otherwise (for every input that is not finite too).
EXACTPRED_API std::optional<sign> power_incircle_lattice(const weighted_point2* p);
EXACTPRED_API std::optional<sign> power_insphere_lattice(const weighted_point3* p);
/// compare_power_distance's certificate: its sign on the integers of a lattice (coordinates
/// below 2^60 q, weights below 2^62 q^2) where there are 128-bit integers; nullopt otherwise
/// (off such a lattice, not finite, or no 128-bit integers).
EXACTPRED_API std::optional<sign> compare_power_distance_2_lattice(const point2& p,
                                                                   const weighted_point2& q,
                                                                   const weighted_point2& r);
EXACTPRED_API std::optional<sign> compare_power_distance_3_lattice(const point3& p,
                                                                   const weighted_point3& q,
                                                                   const weighted_point3& r);

/// The first non-zero of the signs s (lexicographic order; zero when all are), by arithmetic:
/// the sign of sum 2^(n-1-i) s_i, where each term outweighs all the later ones together.
template <class... S>
EXACTPRED_ALWAYS_INLINE sign first_nonzero(S... s) {
  int v = 0;
  ((v = 2 * v + static_cast<int>(s)), ...);
  return static_cast<sign>(static_cast<int>(v > 0) - static_cast<int>(v < 0));
}

/// The inline filter of the power tests (F on points P, arguments x, y[, z], wu, wv per point),
/// with each weight unsplit (wu = w, wv = 1: their product is w exactly). The filter's bound holds
/// for any exact inputs inside its window, whatever their degrees; splitting (split_weight) only
/// widens the weights the window takes, from 2^k to 2^2k, and the slow path's stages split them.
/// The window is tested on the points' own coordinates and weights (1 is inside every window);
/// the 1s fold away in the formula. It is tested only where the bound certifies a sign: a query
/// the filter leaves undecided (every exact zero) goes to the slow path without it. The
/// evaluation before it runs on the inputs as they are, as the ranged filter's does (filter.hpp):
/// for inputs outside the window it may raise a flag other than inexact; the strict build
/// (strict_fp_exceptions) tests the window first.
template <class F, class... P>
EXACTPRED_ALWAYS_INLINE std::optional<sign> power_filter_sign(const P&... p) {
  using W = filter_window<formula_bound<F>>;
  constexpr bool space = (std::is_same_v<P, weighted_point3> && ...);
  const auto inside = [&] {
    if constexpr (space) {
      return in_window<W::lo, W::hi>(p.x..., p.y..., p.z..., p.w...);
    } else {
      return in_window<W::lo, W::hi>(p.x..., p.y..., p.w...);
    }
  };
  if constexpr (strict_fp_exceptions) {
    if (!inside()) return std::nullopt;
  }
  const auto arguments = [](const auto& q) {
    if constexpr (space) {
      return std::make_tuple(q.x, q.y, q.z, q.w, 1.0);
    } else {
      return std::make_tuple(q.x, q.y, q.w, 1.0);
    }
  };
  const filter_result<double> r =
      std::apply([](auto... x) { return filter_evaluate<F, double, false>(x...); },
                 std::tuple_cat(arguments(p)...));
  // (Not through certified_sign: passing its optional on past the window test costs g++ about
  // 15 instructions per query.)
  if (!filter_certifies(r)) return std::nullopt;
  if constexpr (!strict_fp_exceptions) {
    if (!inside()) return std::nullopt;
  }
#if defined(EXACTPRED_STATS)
  ++thread_stage_counts().filter;
#endif
  return sign_of_nonzero(r.value);
}

/// p as a weighted point of weight zero: compare_power_distance's formula reads no weight of p,
/// and its filter and stages take three weighted points.
EXACTPRED_ALWAYS_INLINE weighted_point2 with_zero_weight(const point2& p) {
  return {p.x, p.y, 0.0};
}
EXACTPRED_ALWAYS_INLINE weighted_point3 with_zero_weight(const point3& p) {
  return {p.x, p.y, p.z, 0.0};
}

EXACTPRED_ALWAYS_INLINE std::optional<sign> power_incircle_filter(const weighted_point2& a,
                                                                  const weighted_point2& b,
                                                                  const weighted_point2& c,
                                                                  const weighted_point2& d) {
  return power_filter_sign<power_incircle_formula>(a, b, c, d);
}

EXACTPRED_ALWAYS_INLINE std::optional<sign> power_insphere_filter(const weighted_point3& a,
                                                                  const weighted_point3& b,
                                                                  const weighted_point3& c,
                                                                  const weighted_point3& d,
                                                                  const weighted_point3& e) {
  return power_filter_sign<power_insphere_formula>(a, b, c, d, e);
}
}  // namespace detail

/// Lexicographic comparison of a and b: x first, then y (CGAL compare_xy).
inline sign compare_xy(const point2& a, const point2& b) {
  if (detail::all_finite(a.x, a.y, b.x, b.y)) {
    return detail::first_nonzero(detail::exact_compare(a.x, b.x), detail::exact_compare(a.y, b.y));
  }
  const double pa[] = {a.x, a.y}, pb[] = {b.x, b.y};
  return detail::compare_slow("compare_xy", pa, pb, 2);
}
template <class P>
inline sign compare_xy(const P& a, const P& b) {
  return compare_xy(detail::to_point2(a), detail::to_point2(b));
}

/// Lexicographic comparison of a and b: x, then y, then z (CGAL compare_xyz).
inline sign compare_xyz(const point3& a, const point3& b) {
  if (detail::all_finite(a.x, a.y, a.z, b.x, b.y, b.z)) {
    return detail::first_nonzero(detail::exact_compare(a.x, b.x), detail::exact_compare(a.y, b.y),
                                 detail::exact_compare(a.z, b.z));
  }
  const double pa[] = {a.x, a.y, a.z}, pb[] = {b.x, b.y, b.z};
  return detail::compare_slow("compare_xyz", pa, pb, 3);
}
template <class P>
inline sign compare_xyz(const P& a, const P& b) {
  return compare_xyz(detail::to_point3(a), detail::to_point3(b));
}

namespace detail {
/// coplanar_orientation(a, b, c): the xy projection's inline orient2d filter decides most
/// queries (a certified non-zero sign is CGAL's answer, its first projection), once the z
/// coordinates, which it does not read, are known finite; a repeated point answers zero after
/// it; everything else goes out of line.
EXACTPRED_ALWAYS_INLINE sign coplanar_orientation_3_inline(const point3& a, const point3& b,
                                                           const point3& c) {
  return filter_then_after<orient2d_formula>(
      [&](sign s) {
        return (static_cast<unsigned>(is_finite(a.z)) & is_finite(b.z) & is_finite(c.z)) != 0
                   ? s
                   : coplanar_orientation_3_slow(a, b, c);
      },
      [&](double value, double) {
        // A point given twice (the usual reason the filter cannot decide: a triangle's own
        // vertex) answers zero here, compared on its bits, once the value (hence x and y) and
        // the z coordinates are known finite; -0 beside +0 is left to the slow path.
        if (is_finite(value) &&
            (static_cast<unsigned>(is_finite(a.z)) & is_finite(b.z) & is_finite(c.z)) != 0 &&
            any_same_bits(a, b, c) != 0) {
          return sign::zero;
        }
        return coplanar_orientation_3_slow(a, b, c);
      },
      a.x, a.y, b.x, b.y, c.x, c.y);
}
}  // namespace detail

/// Orientation of a, b, c in their plane (CGAL coplanar_orientation(a, b, c)): orient2d of the
/// projection on the xy plane, if non-zero; else on yz; else on xz. Zero for collinear points.
inline sign coplanar_orientation(const point3& a, const point3& b, const point3& c) {
  return detail::coplanar_orientation_3_inline(a, b, c);
}
template <class P>
inline sign coplanar_orientation(const P& a, const P& b, const P& c) {
  using detail::to_point3;
  return coplanar_orientation(to_point3(a), to_point3(b), to_point3(c));
}

/// coplanar_orientation(a, b, c) under the oracle's name (errors name it so too).
inline sign coplanar_orientation_3(const point3& a, const point3& b, const point3& c) {
  return detail::coplanar_orientation_3_inline(a, b, c);
}
template <class P>
inline sign coplanar_orientation_3(const P& a, const P& b, const P& c) {
  using detail::to_point3;
  return coplanar_orientation_3(to_point3(a), to_point3(b), to_point3(c));
}

/// For coplanar a, b, c, d with a, b, c not collinear (else invalid_input): positive when c and
/// d lie strictly on the same side of the line ab, negative when on opposite sides, zero when d
/// is on the line (CGAL coplanar_orientation(a, b, c, d)).
inline sign coplanar_orientation(const point3& a, const point3& b, const point3& c,
                                 const point3& d) {
  return detail::coplanar_orientation_slow(a, b, c, d);
}
template <class P>
inline sign coplanar_orientation(const P& a, const P& b, const P& c, const P& d) {
  using detail::to_point3;
  return coplanar_orientation(to_point3(a), to_point3(b), to_point3(c), to_point3(d));
}

/// For coplanar a, b, c, d with a, b, c not collinear (else invalid_input): 1 when d is inside
/// the circle through a, b, c, 0 on it, -1 outside (CGAL coplanar_side_of_bounded_circle).
inline sign coplanar_side_of_bounded_circle(const point3& a, const point3& b, const point3& c,
                                            const point3& d) {
  return detail::coplanar_side_of_bounded_circle_slow(a, b, c, d);
}
template <class P>
inline sign coplanar_side_of_bounded_circle(const P& a, const P& b, const P& c, const P& d) {
  using detail::to_point3;
  return coplanar_side_of_bounded_circle(to_point3(a), to_point3(b), to_point3(c), to_point3(d));
}

/// CGAL power_side_of_oriented_power_circle(a, b, c, d) (see the top of this header).
inline sign power_incircle(const weighted_point2& a, const weighted_point2& b,
                           const weighted_point2& c, const weighted_point2& d) {
  if (const auto s = detail::power_incircle_filter(a, b, c, d)) return *s;
  return detail::power_incircle_after_filter(a, b, c, d);
}

/// CGAL power_side_of_oriented_power_sphere(a, b, c, d, e).
inline sign power_insphere(const weighted_point3& a, const weighted_point3& b,
                           const weighted_point3& c, const weighted_point3& d,
                           const weighted_point3& e) {
  if (const auto s = detail::power_insphere_filter(a, b, c, d, e)) return *s;
  return detail::power_insphere_after_filter(a, b, c, d, e);
}

/// CGAL compare_power_distance_2(p, q, r): the sign of pow(p, q) - pow(p, r), where pow(p, q) =
/// |p - q|^2 - w_q is the power distance of p to the weighted point q; -1 when p is closer to q
/// in power (SMALLER), 0 at equal power distances, +1 when closer to r.
inline sign compare_power_distance_2(const point2& p, const weighted_point2& q,
                                     const weighted_point2& r) {
  if (const auto s = detail::power_filter_sign<detail::compare_power_distance_2_formula>(
          detail::with_zero_weight(p), q, r)) {
    return *s;
  }
  return detail::compare_power_distance_2_slow(p, q, r);
}
template <class P>
inline sign compare_power_distance_2(const P& p, const weighted_point2& q,
                                     const weighted_point2& r) {
  return compare_power_distance_2(detail::to_point2(p), q, r);
}

/// CGAL compare_power_distance_3(p, q, r): the same in space.
inline sign compare_power_distance_3(const point3& p, const weighted_point3& q,
                                     const weighted_point3& r) {
  if (const auto s = detail::power_filter_sign<detail::compare_power_distance_3_formula>(
          detail::with_zero_weight(p), q, r)) {
    return *s;
  }
  return detail::compare_power_distance_3_slow(p, q, r);
}
template <class P>
inline sign compare_power_distance_3(const P& p, const weighted_point3& q,
                                     const weighted_point3& r) {
  return compare_power_distance_3(detail::to_point3(p), q, r);
}

/// CGAL side_of_bounded_circle(p, q, t): where t lies with respect to the circle with diameter
/// pq, the sign of (t - p) . (q - t) (Thales): +1 inside (ON_BOUNDED_SIDE), 0 on the circle
/// (t = p and t = q included), -1 outside. p = q: the circle is the point p. A segment pq of a
/// Delaunay refinement is encroached by t when this is not -1.
inline sign side_of_diametral_circle(const point2& p, const point2& q, const point2& t) {
  // The inline filter of (p - t) . (q - t), the answer's opposite; past it the compiled path,
  // which answers t = p and t = q from the bits before any stage.
  return -detail::filter_sign_or_after<detail::angle_2d_formula>(
      [&](double value, double bound) {
        return -detail::side_of_diametral_circle_after_filter(value, bound, p, q, t);
      },
      p.x, p.y, t.x, t.y, q.x, q.y);
}
template <class P>
inline sign side_of_diametral_circle(const P& p, const P& q, const P& t) {
  using detail::to_point2;
  return side_of_diametral_circle(to_point2(p), to_point2(q), to_point2(t));
}

/// CGAL side_of_bounded_sphere(p, q, t): the same for the sphere with diameter pq in space.
inline sign side_of_diametral_sphere(const point3& p, const point3& q, const point3& t) {
  return -detail::filter_sign_or_after<detail::angle_3d_formula>(
      [&](double value, double bound) {
        return -detail::side_of_diametral_sphere_after_filter(value, bound, p, q, t);
      },
      p.x, p.y, p.z, t.x, t.y, t.z, q.x, q.y, q.z);
}
template <class P>
inline sign side_of_diametral_sphere(const P& p, const P& q, const P& t) {
  using detail::to_point3;
  return side_of_diametral_sphere(to_point3(p), to_point3(q), to_point3(t));
}

/// power_incircle under symbolic perturbation (see the top of this header and sos.hpp).
inline sign power_incircle_sos(const weighted_point2& a, const weighted_point2& b,
                               const weighted_point2& c, const weighted_point2& d, sos_index ia,
                               sos_index ib, sos_index ic, sos_index id) {
  if (const auto s = detail::power_incircle_filter(a, b, c, d)) return *s;
  const sos_index i[] = {ia, ib, ic, id};
  return detail::power_incircle_sos_after_filter(i, a, b, c, d);
}

/// power_insphere under symbolic perturbation.
inline sign power_insphere_sos(const weighted_point3& a, const weighted_point3& b,
                               const weighted_point3& c, const weighted_point3& d,
                               const weighted_point3& e, sos_index ia, sos_index ib, sos_index ic,
                               sos_index id, sos_index ie) {
  if (const auto s = detail::power_insphere_filter(a, b, c, d, e)) return *s;
  const sos_index i[] = {ia, ib, ic, id, ie};
  return detail::power_insphere_sos_after_filter(i, a, b, c, d, e);
}

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_MESHING_HPP
