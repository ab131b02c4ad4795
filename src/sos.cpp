// SPDX-License-Identifier: MIT
// src/sos.cpp — symbolic perturbation: the sign of a perturbed determinant when the
// unperturbed one vanishes (see exactpred/sos.hpp for the scheme).
//
// With rows ordered by index and perturbation variables numbered k = (rank of the row) * D +
// column, the perturbed determinant is sum over sets S of variables of eps^(sum_{k in S} 2^k)
// times a coefficient. The exponent of S is the integer whose set bits are S, so the terms
// come in the order of the integers mask = 1, 2, 3, ... A set S contributes only if it is a
// partial matching (no two variables in one row or one column: the determinant is linear in
// each row and each column); its coefficient is then sgn(sigma) times the minor without the
// rows and columns of S, where sigma is the permutation that maps the rows of S to their
// columns and the other rows, in order, to the other columns, in order. A full matching of
// the D perturbed columns leaves the 1x1 minor [1], so the search always ends.
#include "exactpred/sos.hpp"

#include <cmath>
#include <string>
#include <type_traits>

#include "exactpred/detail/formulas.hpp"
#include "exactpred/detail/sos_formulas.hpp"
#include "sos_perturbation.hpp"
#include "stages_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

EXACTPRED_INSTANTIATE_STAGES(lifted_orient2d_2_formula);
EXACTPRED_INSTANTIATE_STAGES(lifted_orient2d_3_formula);
EXACTPRED_INSTANTIATE_STAGES(lifted_orient3d_formula);
EXACTPRED_INSTANTIATE_STAGES(lift_difference_2_formula);
EXACTPRED_INSTANTIATE_STAGES(lift_difference_3_formula);

namespace {

using namespace sos_search;

/// det [kept coordinates | 1] over the kept rows for 2D points, columns x, y and, when
/// `lifted`, w = |p|^2 (column 2).
sign planar_minor(const point2* p, const minor_shape& s) {
  const int* r = s.rows;
  switch (s.nrows) {
    case 1:
      return sign::positive;
    case 2:
      if (s.cols[0] < 2) return compare(axis(p[r[0]], s.cols[0]), axis(p[r[1]], s.cols[0]));
      return staged_sign<lift_difference_2_formula>(p[r[0]].x, p[r[0]].y, p[r[1]].x, p[r[1]].y);
    case 3: {
      const int u = s.cols[0];
      if (s.cols[1] < 2) {
        return staged_sign<orient2d_formula>(p[r[0]].x, p[r[0]].y, p[r[1]].x, p[r[1]].y, p[r[2]].x,
                                             p[r[2]].y);
      }
      const int v = 1 - u;  // the other axis, which only enters the lifted coordinate
      return staged_sign<lifted_orient2d_2_formula>(axis(p[r[0]], u), axis(p[r[0]], v),
                                                    axis(p[r[1]], u), axis(p[r[1]], v),
                                                    axis(p[r[2]], u), axis(p[r[2]], v));
    }
    default:  // the full in-circle determinant
      return staged_sign<incircle_formula>(p[r[0]].x, p[r[0]].y, p[r[1]].x, p[r[1]].y, p[r[2]].x,
                                           p[r[2]].y, p[r[3]].x, p[r[3]].y);
  }
}

/// The same for 3D points: columns x, y, z and w = |p|^2 (column 3).
sign spatial_minor(const point3* p, const minor_shape& s) {
  const int* r = s.rows;
  switch (s.nrows) {
    case 1:
      return sign::positive;
    case 2: {
      const point3 &a = p[r[0]], &b = p[r[1]];
      if (s.cols[0] < 3) return compare(axis(a, s.cols[0]), axis(b, s.cols[0]));
      return staged_sign<lift_difference_3_formula>(a.x, a.y, a.z, b.x, b.y, b.z);
    }
    case 3: {
      const point3 &a = p[r[0]], &b = p[r[1]], &c = p[r[2]];
      const int u = s.cols[0], v = s.cols[1];
      if (v < 3) {
        return staged_sign<orient2d_formula>(axis(a, u), axis(a, v), axis(b, u), axis(b, v),
                                             axis(c, u), axis(c, v));
      }
      const int o1 = u == 0 ? 1 : 0, o2 = u == 2 ? 1 : 2;  // the other two axes
      return staged_sign<lifted_orient2d_3_formula>(axis(a, u), axis(a, o1), axis(a, o2),
                                                    axis(b, u), axis(b, o1), axis(b, o2),
                                                    axis(c, u), axis(c, o1), axis(c, o2));
    }
    case 4: {
      const point3 &a = p[r[0]], &b = p[r[1]], &c = p[r[2]], &d = p[r[3]];
      const int u = s.cols[0], v = s.cols[1], t = s.cols[2];
      if (t < 3) {  // det[x y z 1] = -orient3d
        return -staged_sign<orient3d_formula>(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y,
                                              d.z);
      }
      const int o = 3 - u - v;  // the axis that only enters the lifted coordinate
      return staged_sign<lifted_orient3d_formula>(axis(a, u), axis(a, v), axis(a, o), axis(b, u),
                                                  axis(b, v), axis(b, o), axis(c, u), axis(c, v),
                                                  axis(c, o), axis(d, u), axis(d, v), axis(d, o));
    }
    default:  // det[x y z w 1] = -insphere
      return -staged_sign<insphere_formula>(p[r[0]].x, p[r[0]].y, p[r[0]].z, p[r[1]].x, p[r[1]].y,
                                            p[r[1]].z, p[r[2]].x, p[r[2]].y, p[r[2]].z, p[r[3]].x,
                                            p[r[3]].y, p[r[3]].z, p[r[4]].x, p[r[4]].y, p[r[4]].z);
  }
}

// orient2d = det[x y 1]; orient3d = -det[x y z 1]; incircle = det[x y w 1];
// insphere = -det[x y z w 1].

sign orient2d_sos_zero(const point2* p, const sos_index* index) {
  return perturbed_sign<3, 2>(
      "orient2d_sos", index, [p](const minor_shape& s) { return planar_minor(p, s); },
      [p](int i, int j) { return same_point(p[i], p[j]); });
}

sign orient3d_sos_zero(const point3* p, const sos_index* index) {
  return -perturbed_sign<4, 3>(
      "orient3d_sos", index, [p](const minor_shape& s) { return spatial_minor(p, s); },
      [p](int i, int j) { return same_point(p[i], p[j]); });
}

sign incircle_sos_zero(const point2* p, const sos_index* index) {
  return perturbed_sign<4, 3>(
      "incircle_sos", index, [p](const minor_shape& s) { return planar_minor(p, s); },
      [p](int i, int j) { return same_point(p[i], p[j]); });
}

sign insphere_sos_zero(const point3* p, const sos_index* index) {
  return -perturbed_sign<5, 4>(
      "insphere_sos", index, [p](const minor_shape& s) { return spatial_minor(p, s); },
      [p](int i, int j) { return same_point(p[i], p[j]); });
}

/// Throws invalid_input naming the `_sos` predicate and the point when a coordinate of one of
/// the N points is not finite (the core predicate would name itself instead).
template <int N, class P>
void require_finite(const char* predicate, const P* p) {
  constexpr int dim = std::is_same_v<P, point3> ? 3 : 2;
  static const char* const axis_names[] = {"x", "y", "z"};
  for (int i = 0; i < N; ++i) {
    for (int c = 0; c < dim; ++c) {
      const double v = axis(p[i], c);
      if (is_finite(v)) continue;
      throw invalid_input(std::string(predicate) + ": coordinate " + axis_names[c] + " of point " +
                          static_cast<char>('a' + i) + " is " + non_finite_name(v) +
                          "; every coordinate must be finite");
    }
  }
}

/// The unperturbed sign of checked (finite) input: zero at once for a repeated point, which
/// every determinant here vanishes on, else the compiled stages.
template <class F>
sign unperturbed_sign(const double* x) {
  return repeated_point_sign<F>(x) ? sign::zero : slow_sign<F>(x);
}

}  // namespace

sign orient2d_sos_slow(const point2* p, const sos_index* index) {
  require_finite<3>("orient2d_sos", p);
  const double x[] = {p[0].x, p[0].y, p[1].x, p[1].y, p[2].x, p[2].y};
  const sign s = unperturbed_sign<orient2d_formula>(x);
  return s != sign::zero ? s : orient2d_sos_zero(p, index);
}

sign orient3d_sos_slow(const point3* p, const sos_index* index) {
  require_finite<4>("orient3d_sos", p);
  const double x[] = {p[0].x, p[0].y, p[0].z, p[1].x, p[1].y, p[1].z,
                      p[2].x, p[2].y, p[2].z, p[3].x, p[3].y, p[3].z};
  const sign s = unperturbed_sign<orient3d_formula>(x);
  return s != sign::zero ? s : orient3d_sos_zero(p, index);
}

sign incircle_sos_slow(const point2* p, const sos_index* index) {
  require_finite<4>("incircle_sos", p);
  const double x[] = {p[0].x, p[0].y, p[1].x, p[1].y, p[2].x, p[2].y, p[3].x, p[3].y};
  const sign s = unperturbed_sign<incircle_formula>(x);
  return s != sign::zero ? s : incircle_sos_zero(p, index);
}

sign insphere_sos_slow(const point3* p, const sos_index* index) {
  require_finite<5>("insphere_sos", p);
  const double x[] = {p[0].x, p[0].y, p[0].z, p[1].x, p[1].y, p[1].z, p[2].x, p[2].y,
                      p[2].z, p[3].x, p[3].y, p[3].z, p[4].x, p[4].y, p[4].z};
  const sign s = unperturbed_sign<insphere_formula>(x);
  return s != sign::zero ? s : insphere_sos_zero(p, index);
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
