// SPDX-License-Identifier: MIT
// exactpred/sos.hpp — orient2d, orient3d, incircle and insphere under symbolic perturbation
// (Simulation of Simplicity, Edelsbrunner & Mücke 1990).
//
// Each point carries a caller-given index (its rank: vertex number, insertion order...). The
// `_sos` predicates answer for the points moved by an infinitesimal perturbation that depends
// only on the point and its index, the same for every call, so the answers of all calls are
// those of one perturbed point set in general position:
//   * the answer is the exact sign of the unperturbed predicate whenever that is non-zero;
//   * it is never zero when the indices of the points in a call are distinct (even for
//     coincident points);
//   * swapping two points (with their indices) flips the sign, as for a determinant;
//   * orient2d_sos and incircle_sos agree with one perturbed set of points lifted to the
//     paraboloid (likewise orient3d_sos and insphere_sos), so a Delaunay algorithm driven by them
//     terminates with the Delaunay triangulation of the perturbed points, which is a Delaunay
//     triangulation of the input.
//
// The perturbation. The predicates are signs of determinants whose rows are points and whose
// columns are (x, y[, z], w, 1), w = |p|^2 the lifted coordinate (in-circle, in-sphere):
// orient2d = det[x y 1], orient3d = -det[x y z 1], incircle = det[x y w 1],
// insphere = -det[x y z w 1]. Every entry of every column but the last is perturbed:
// coordinate j of the point with index i becomes p_j + eps^(2^k), where k orders the pairs
// (i, j) lexicographically (smaller index first; x, y, z, w in that order). The lifted
// coordinate is perturbed on its own, which makes the perturbed points weighted points with
// infinitesimal weights; that is what keeps every predicate consistent with every other.
// The perturbed determinant is a polynomial in eps whose coefficients are minors of the
// unperturbed matrix; its sign is that of the first non-zero coefficient in increasing
// powers of eps, and the last candidate is +-1. Every minor is evaluated exactly by the same
// stages as the core predicates, so the perturbed answers hold for every finite input too.
//
// Cost: the unperturbed predicate (inline filter) when it is non-zero; the first few minors
// (all exact, usually decided by their filters) when it is zero. One point given twice (a
// triangle's own vertex as the query point), the zero meshing code meets most: the pair is
// found with comparisons, and the first term is a minor of one dimension less in closed form
// (orient2d_sos: one comparison of y; incircle_sos and orient3d_sos: a 3 x 3 orientation).
#ifndef EXACTPRED_SOS_HPP
#define EXACTPRED_SOS_HPP

#include <cstdint>
#include <optional>

#include "exactpred/core.hpp"

namespace exactpred {
inline namespace v0 {

/// The index (rank) of a point for symbolic perturbation. Indices in one call must differ.
using sos_index = std::uint64_t;

namespace detail {
/// After an inline filter that could not decide, with its value and bound
/// (filter_sign_or_after), on the points where the caller holds them: a finite value means
/// finite points, whose one repeated pair (the usual reason the filter could not decide) is found
/// on their bits and decided by the perturbation's first term on the points where they are; then
/// the lattice certificate on the value (snapped and grid input), the search, or (for a value not
/// finite) the slow path.
EXACTPRED_API sign orient2d_sos_after_filter(double value, double bound, const sos_index* index,
                                             const point2& a, const point2& b, const point2& c);
EXACTPRED_API sign orient3d_sos_after_filter(double value, double bound, const sos_index* index,
                                             const point3& a, const point3& b, const point3& c,
                                             const point3& d);
EXACTPRED_API sign incircle_sos_after_filter(double value, double bound, const sos_index* index,
                                             const point2& a, const point2& b, const point2& c,
                                             const point2& d);
EXACTPRED_API sign insphere_sos_after_filter(double value, double bound, const sos_index* index,
                                             const point3& a, const point3& b, const point3& c,
                                             const point3& d, const point3& e);
}  // namespace detail

/// orient2d(a, b, c) when non-zero, else the sign under symbolic perturbation; never zero.
/// Throws invalid_input for a non-finite coordinate or (when the perturbation is needed)
/// equal indices; the message names the `_sos` predicate ("orient2d_sos: coordinate x of
/// point b is NaN; ...").
inline sign orient2d_sos(const point2& a, const point2& b, const point2& c, sos_index ia,
                         sos_index ib, sos_index ic) {
  // The indices only on the path after the filter: nothing is stored before it has decided. The
  // points stay where they are (a copy read back 16 bytes at a time would wait for its stores).
  return detail::filter_sign_or_after<detail::orient2d_formula>(
      [&](double value, double bound) {
        const sos_index i[] = {ia, ib, ic};
        return detail::orient2d_sos_after_filter(value, bound, i, a, b, c);
      },
      a.x, a.y, b.x, b.y, c.x, c.y);
}
template <class P>
inline sign orient2d_sos(const P& a, const P& b, const P& c, sos_index ia, sos_index ib,
                         sos_index ic) {
  using detail::to_point2;
  return orient2d_sos(to_point2(a), to_point2(b), to_point2(c), ia, ib, ic);
}

/// orient3d(a, b, c, d) when non-zero, else the sign under symbolic perturbation.
inline sign orient3d_sos(const point3& a, const point3& b, const point3& c, const point3& d,
                         sos_index ia, sos_index ib, sos_index ic, sos_index id) {
  // The indices only on the path after the filter: nothing is stored before it has decided. The
  // points stay where they are (a copy read back 16 bytes at a time would wait for its stores).
  return detail::filter_sign_or_after<detail::orient3d_formula>(
      [&](double value, double bound) {
        const sos_index i[] = {ia, ib, ic, id};
        return detail::orient3d_sos_after_filter(value, bound, i, a, b, c, d);
      },
      a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y, d.z);
}
template <class P>
inline sign orient3d_sos(const P& a, const P& b, const P& c, const P& d, sos_index ia, sos_index ib,
                         sos_index ic, sos_index id) {
  using detail::to_point3;
  return orient3d_sos(to_point3(a), to_point3(b), to_point3(c), to_point3(d), ia, ib, ic, id);
}

/// incircle(a, b, c, d) when non-zero, else the sign under symbolic perturbation.
inline sign incircle_sos(const point2& a, const point2& b, const point2& c, const point2& d,
                         sos_index ia, sos_index ib, sos_index ic, sos_index id) {
  // The indices only on the path after the filter: nothing is stored before it has decided. The
  // points stay where they are (a copy read back 16 bytes at a time would wait for its stores).
  return detail::filter_sign_or_after<detail::incircle_formula>(
      [&](double value, double bound) {
        const sos_index i[] = {ia, ib, ic, id};
        return detail::incircle_sos_after_filter(value, bound, i, a, b, c, d);
      },
      a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y);
}
template <class P>
inline sign incircle_sos(const P& a, const P& b, const P& c, const P& d, sos_index ia, sos_index ib,
                         sos_index ic, sos_index id) {
  using detail::to_point2;
  return incircle_sos(to_point2(a), to_point2(b), to_point2(c), to_point2(d), ia, ib, ic, id);
}

/// insphere(a, b, c, d, e) when non-zero, else the sign under symbolic perturbation.
inline sign insphere_sos(const point3& a, const point3& b, const point3& c, const point3& d,
                         const point3& e, sos_index ia, sos_index ib, sos_index ic, sos_index id,
                         sos_index ie) {
  // The indices only on the path after the filter: nothing is stored before it has decided. The
  // points stay where they are (a copy read back 16 bytes at a time would wait for its stores).
  return detail::filter_sign_or_after<detail::insphere_formula>(
      [&](double value, double bound) {
        const sos_index i[] = {ia, ib, ic, id, ie};
        return detail::insphere_sos_after_filter(value, bound, i, a, b, c, d, e);
      },
      a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y, d.z, e.x, e.y, e.z);
}
template <class P>
inline sign insphere_sos(const P& a, const P& b, const P& c, const P& d, const P& e, sos_index ia,
                         sos_index ib, sos_index ic, sos_index id, sos_index ie) {
  using detail::to_point3;
  return insphere_sos(to_point3(a), to_point3(b), to_point3(c), to_point3(d), to_point3(e), ia, ib,
                      ic, id, ie);
}

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SOS_HPP
