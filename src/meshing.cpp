// SPDX-License-Identifier: MIT
// src/meshing.cpp — the compiled part of the meshing predicates (exactpred/meshing.hpp): input
// checks, the coplanar tests' preconditions and projections, and the slow stages of the power
// tests on split weights.
#include "exactpred/meshing.hpp"

#include <string>

#include "exactpred/detail/meshing_formulas.hpp"
#include "exactpred/detail/point_equality.hpp"
#include "exactpred/detail/sos_formulas.hpp"
#include "sos_perturbation.hpp"
#include "stages_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

EXACTPRED_INSTANTIATE_STAGES(coplanar_circle_formula);
EXACTPRED_INSTANTIATE_STAGES(power_incircle_formula);
EXACTPRED_INSTANTIATE_STAGES(power_insphere_formula);
// (Exported for tests/test_meshing.cpp, which checks the stage alone against CGAL.)
template std::optional<sign> error_free_sign_compiled<power_incircle_formula>(const double* x);
template std::optional<sign> error_free_sign_compiled<power_insphere_formula>(const double* x);
EXACTPRED_INSTANTIATE_STAGES(power_lift_difference_2_formula);
EXACTPRED_INSTANTIATE_STAGES(power_lift_difference_3_formula);
EXACTPRED_INSTANTIATE_STAGES(power_lifted_orient2d_2_formula);
EXACTPRED_INSTANTIATE_STAGES(power_lifted_orient2d_3_formula);
EXACTPRED_INSTANTIATE_STAGES(power_lifted_orient3d_formula);

namespace {

/// "P: coordinate x of point b is NaN; ..." or, for a weight, "P: the weight of point b (bw)
/// is NaN; ..." (bw: the weight's name in the oracle's layout).
[[noreturn]] void throw_coordinate(const char* predicate, const char* coordinate, int point,
                                   double value) {
  const char name = static_cast<char>('a' + point);
  const bool weight = std::string(coordinate) == "the weight";
  throw_not_finite_input(std::string(predicate) + ": " + coordinate + " of point " + name +
                             (weight ? std::string(" (") + name + "w)" : std::string()),
                         value, true);
}

void check_point(const char* predicate, const point3& p, int index) {
  if (!is_finite(p.x)) throw_coordinate(predicate, "coordinate x", index, p.x);
  if (!is_finite(p.y)) throw_coordinate(predicate, "coordinate y", index, p.y);
  if (!is_finite(p.z)) throw_coordinate(predicate, "coordinate z", index, p.z);
}

/// Every coordinate of the points finite, else invalid_input naming the first that is not: one
/// test of all the exponent fields (all_finite), the named checks only when it fails.
template <class... P>
void check_points(const char* predicate, const P&... p) {
  if (all_finite(p.x..., p.y..., p.z...)) return;
  int index = 0;
  (check_point(predicate, p, index++), ...);
}

sign orient_xy(const point3& a, const point3& b, const point3& c) {
  return orient2d(point2{a.x, a.y}, point2{b.x, b.y}, point2{c.x, c.y});
}
sign orient_yz(const point3& a, const point3& b, const point3& c) {
  return orient2d(point2{a.y, a.z}, point2{b.y, b.z}, point2{c.y, c.z});
}
sign orient_xz(const point3& a, const point3& b, const point3& c) {
  return orient2d(point2{a.x, a.z}, point2{b.x, b.z}, point2{c.x, c.z});
}

/// CGAL's rule: the first projection (xy, yz, xz) in which a, b, c are not collinear. When the
/// xy filter cannot decide, two equal points (collinear in every projection, and the usual
/// reason) answer zero before any slower stage; they are compared on their bits (finite
/// points: same_bits; -0 beside +0 is left to the projections), since the filter's window
/// covers x and y only, and without branches (which pair repeats varies).
sign projected_orientation(const point3& a, const point3& b, const point3& c) {
  const auto exact = [&] {
    if (any_same_bits(a, b, c) != 0) {
      return sign::zero;
    }
    sign s = orient_xy(a, b, c);
    if (s == sign::zero) s = orient_yz(a, b, c);
    if (s == sign::zero) s = orient_xz(a, b, c);
    return s;
  };
  return filter_sign_or<orient2d_formula>([&](double) { return exact(); }, exact, a.x, a.y, b.x,
                                          b.y, c.x, c.y);
}

/// The first half of the four-point coplanar tests' precondition.
void require_coplanar(const char* predicate, const point3& a, const point3& b, const point3& c,
                      const point3& d) {
  if (orient3d(a, b, c, d) != sign::zero) {
    throw invalid_input(std::string(predicate) +
                        ": the points are not coplanar (precondition: a, b, c, d coplanar)");
  }
}

/// The second half.
[[noreturn]] void throw_collinear(const char* predicate) {
  throw invalid_input(std::string(predicate) +
                      ": a, b and c are collinear (precondition: a, b, c not collinear)");
}

/// The precondition of the four-point coplanar tests.
void require_coplanar_triangle(const char* predicate, const point3& a, const point3& b,
                               const point3& c, const point3& d) {
  require_coplanar(predicate, a, b, c, d);
  if (projected_orientation(a, b, c) == sign::zero) throw_collinear(predicate);
}

bool same_weighted_point(const weighted_point2& a, const weighted_point2& b) {
  return (static_cast<unsigned>(exact_equal(a.x, b.x)) & exact_equal(a.y, b.y) &
          exact_equal(a.w, b.w)) != 0;
}
bool same_weighted_point(const weighted_point3& a, const weighted_point3& b) {
  return (static_cast<unsigned>(exact_equal(a.x, b.x)) & exact_equal(a.y, b.y) &
          exact_equal(a.z, b.z) & exact_equal(a.w, b.w)) != 0;
}

/// The same coordinates and weight, from equal bits (same_coordinate_bits; a -0 beside +0 is not
/// found): the repeated-point shortcut of the power tests' slow paths, which evaluate otherwise.
bool same_weighted_bits(const weighted_point2& a, const weighted_point2& b) {
  static_assert(sizeof(weighted_point2) == 3 * sizeof(double), "x, y, w in a row");
  return same_coordinate_bits<3>(&a.x, &b.x) != 0;
}
bool same_weighted_bits(const weighted_point3& a, const weighted_point3& b) {
  static_assert(sizeof(weighted_point3) == 4 * sizeof(double), "x, y, z, w in a row");
  return same_coordinate_bits<4>(&a.x, &b.x) != 0;
}

std::uint64_t not_finite_flags(const weighted_point2& p) {
  return not_finite_flag(p.x) | not_finite_flag(p.y) | not_finite_flag(p.w);
}
std::uint64_t not_finite_flags(const weighted_point3& p) {
  return not_finite_flag(p.x) | not_finite_flag(p.y) | not_finite_flag(p.z) | not_finite_flag(p.w);
}

template <class W>
void check_weighted(const char* predicate, const W* p, int n) {
  // One test of every exponent field first (see check_points), the named checks when it fails.
  std::uint64_t flags = 0;
  for (int i = 0; i < n; ++i) flags |= not_finite_flags(p[i]);
  if ((flags >> 63) == 0) return;
  for (int i = 0; i < n; ++i) {
    if (!is_finite(p[i].x)) throw_coordinate(predicate, "coordinate x", i, p[i].x);
    if (!is_finite(p[i].y)) throw_coordinate(predicate, "coordinate y", i, p[i].y);
    if constexpr (std::is_same_v<W, weighted_point3>) {
      if (!is_finite(p[i].z)) throw_coordinate(predicate, "coordinate z", i, p[i].z);
    }
    if (!is_finite(p[i].w)) throw_coordinate(predicate, "the weight", i, p[i].w);
  }
}

}  // namespace

sign compare_slow(const char* predicate, const double* a, const double* b, int dim) {
  static const char* const names[] = {"coordinate x", "coordinate y", "coordinate z"};
  for (int j = 0; j < dim; ++j) {
    if (!is_finite(a[j])) throw_coordinate(predicate, names[j], 0, a[j]);
  }
  for (int j = 0; j < dim; ++j) {
    if (!is_finite(b[j])) throw_coordinate(predicate, names[j], 1, b[j]);
  }
  for (int j = 0; j < dim; ++j) {
    const sign s = compare_finite(a[j], b[j]);
    if (s != sign::zero) return s;
  }
  return sign::zero;
}

sign coplanar_orientation_3_slow(const point3& a, const point3& b, const point3& c) {
  check_points("coplanar_orientation_3", a, b, c);
  return projected_orientation(a, b, c);
}

sign coplanar_orientation_slow(const point3& a, const point3& b, const point3& c, const point3& d) {
  constexpr const char* name = "coplanar_orientation";
  check_points(name, a, b, c, d);
  require_coplanar(name, a, b, c, d);
  // CGAL's projections in its order; a, b, c collinear in all three break the precondition.
  const sign xy = orient_xy(a, b, c);
  if (xy != sign::zero) return xy * orient_xy(a, b, d);
  const sign yz = orient_yz(a, b, c);
  if (yz != sign::zero) return yz * orient_yz(a, b, d);
  const sign xz = orient_xz(a, b, c);
  if (xz != sign::zero) return xz * orient_xz(a, b, d);
  throw_collinear(name);
}

sign coplanar_side_of_bounded_circle_slow(const point3& a, const point3& b, const point3& c,
                                          const point3& d) {
  constexpr const char* name = "coplanar_side_of_bounded_circle";
  check_points(name, a, b, c, d);
  require_coplanar_triangle(name, a, b, c, d);
  return staged_sign<coplanar_circle_formula>(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y,
                                              d.z);
}

sign power_incircle_slow(const weighted_point2* p) {
  check_weighted("power_incircle", p, 4);
  // A repeated point (weight included) makes the determinant zero: no evaluation needed.
  if (sos_search::equal_row_pairs<4>(
          [p](int i, int j) { return same_weighted_bits(p[i], p[j]); }) != 0) {
    return sign::zero;
  }
  double x[power_incircle_formula::arity];
  for (int i = 0; i < 4; ++i) {
    const weight_factors w = split_weight(p[i].w);
    x[4 * i] = p[i].x;
    x[4 * i + 1] = p[i].y;
    x[4 * i + 2] = w.u;
    x[4 * i + 3] = w.v;
  }
  return slow_sign<power_incircle_formula>(x);
}

sign power_insphere_slow(const weighted_point3* p) {
  check_weighted("power_insphere", p, 5);
  // A repeated point (weight included) makes the determinant zero: no evaluation needed.
  if (sos_search::equal_row_pairs<5>(
          [p](int i, int j) { return same_weighted_bits(p[i], p[j]); }) != 0) {
    return sign::zero;
  }
  double x[power_insphere_formula::arity];
  for (int i = 0; i < 5; ++i) {
    const weight_factors w = split_weight(p[i].w);
    x[5 * i] = p[i].x;
    x[5 * i + 1] = p[i].y;
    x[5 * i + 2] = p[i].z;
    x[5 * i + 3] = w.u;
    x[5 * i + 4] = w.v;
  }
  return slow_sign<power_insphere_formula>(x);
}

namespace {

using namespace sos_search;

// ---------------------------------------------------------------------------------------------
// Symbolic perturbation of the power tests: the scheme of sos.cpp with the lifted column
// W = |p|^2 - w. The minors without W are the unweighted ones; those with W are the power
// formulas of meshing_formulas.hpp, on split weights.

/// Coordinate c (0 = x, 1 = y[, 2 = z]) of a weighted point.
double axis_of(const weighted_point2& p, int c) { return c == 0 ? p.x : p.y; }
double axis_of(const weighted_point3& p, int c) { return c == 0 ? p.x : (c == 1 ? p.y : p.z); }

/// det [kept columns of (x, y, W) | 1] over the kept rows.
sign power_planar_minor(const weighted_point2* p, const minor_shape& s) {
  const int* r = s.rows;
  switch (s.nrows) {
    case 1:
      return sign::positive;
    case 2: {
      const weighted_point2 &a = p[r[0]], &b = p[r[1]];
      if (s.cols[0] < 2) return sos_search::compare(axis_of(a, s.cols[0]), axis_of(b, s.cols[0]));
      const weight_factors wa = split_weight(a.w), wb = split_weight(b.w);
      return staged_sign<power_lift_difference_2_formula>(a.x, a.y, wa.u, wa.v, b.x, b.y, wb.u,
                                                          wb.v);
    }
    case 3: {
      const weighted_point2 &a = p[r[0]], &b = p[r[1]], &c = p[r[2]];
      if (s.cols[1] < 2) return staged_sign<orient2d_formula>(a.x, a.y, b.x, b.y, c.x, c.y);
      const int u = s.cols[0], v = 1 - u;
      const weight_factors wa = split_weight(a.w), wb = split_weight(b.w), wc = split_weight(c.w);
      return staged_sign<power_lifted_orient2d_2_formula>(axis_of(a, u), axis_of(a, v), wa.u, wa.v,
                                                          axis_of(b, u), axis_of(b, v), wb.u, wb.v,
                                                          axis_of(c, u), axis_of(c, v), wc.u, wc.v);
    }
    default: {  // det[x y W 1] = power_incircle
      const weighted_point2 q[] = {p[r[0]], p[r[1]], p[r[2]], p[r[3]]};
      return power_incircle_slow(q);
    }
  }
}

/// det [kept columns of (x, y, z, W) | 1] over the kept rows.
sign power_spatial_minor(const weighted_point3* p, const minor_shape& s) {
  const int* r = s.rows;
  switch (s.nrows) {
    case 1:
      return sign::positive;
    case 2: {
      const weighted_point3 &a = p[r[0]], &b = p[r[1]];
      if (s.cols[0] < 3) return sos_search::compare(axis_of(a, s.cols[0]), axis_of(b, s.cols[0]));
      const weight_factors wa = split_weight(a.w), wb = split_weight(b.w);
      return staged_sign<power_lift_difference_3_formula>(a.x, a.y, a.z, wa.u, wa.v, b.x, b.y, b.z,
                                                          wb.u, wb.v);
    }
    case 3: {
      const weighted_point3 &a = p[r[0]], &b = p[r[1]], &c = p[r[2]];
      const int u = s.cols[0], v = s.cols[1];
      if (v < 3) {
        return staged_sign<orient2d_formula>(axis_of(a, u), axis_of(a, v), axis_of(b, u),
                                             axis_of(b, v), axis_of(c, u), axis_of(c, v));
      }
      const int o1 = u == 0 ? 1 : 0, o2 = u == 2 ? 1 : 2;  // the other two axes
      const weight_factors wa = split_weight(a.w), wb = split_weight(b.w), wc = split_weight(c.w);
      return staged_sign<power_lifted_orient2d_3_formula>(
          axis_of(a, u), axis_of(a, o1), axis_of(a, o2), wa.u, wa.v, axis_of(b, u), axis_of(b, o1),
          axis_of(b, o2), wb.u, wb.v, axis_of(c, u), axis_of(c, o1), axis_of(c, o2), wc.u, wc.v);
    }
    case 4: {
      const weighted_point3 &a = p[r[0]], &b = p[r[1]], &c = p[r[2]], &d = p[r[3]];
      const int u = s.cols[0], v = s.cols[1], t = s.cols[2];
      if (t < 3) {  // det[x y z 1] = -orient3d
        return -staged_sign<orient3d_formula>(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y,
                                              d.z);
      }
      const int o = 3 - u - v;  // the axis that only enters the lifted coordinate
      const weight_factors wa = split_weight(a.w), wb = split_weight(b.w), wc = split_weight(c.w),
                           wd = split_weight(d.w);
      return staged_sign<power_lifted_orient3d_formula>(
          axis_of(a, u), axis_of(a, v), axis_of(a, o), wa.u, wa.v, axis_of(b, u), axis_of(b, v),
          axis_of(b, o), wb.u, wb.v, axis_of(c, u), axis_of(c, v), axis_of(c, o), wc.u, wc.v,
          axis_of(d, u), axis_of(d, v), axis_of(d, o), wd.u, wd.v);
    }
    default: {  // det[x y z W 1] = -power_insphere
      const weighted_point3 q[] = {p[r[0]], p[r[1]], p[r[2]], p[r[3]], p[r[4]]};
      return -power_insphere_slow(q);
    }
  }
}

}  // namespace

namespace {

/// The perturbed power test (N weighted points, the determinant times `orientation`) for
/// checked input: sos_sign with the exact power test `power`.
template <int N, class W, class Minor, class Power>
sign power_sos_sign(const char* predicate, const W* p, const sos_index* index, Minor&& minor,
                    Power&& power, sign orientation) {
  const auto same = [p](int i, int j) { return same_weighted_point(p[i], p[j]); };
  const auto first_minor = [&minor](const int* rest) {
    return minor_without_column_0<N, N - 1>(minor, rest);
  };
  return sos_sign<N>(
      predicate, index, equal_row_pairs<N>(same), first_minor, [&] { return power(p); }, minor,
      same, orientation);
}

}  // namespace

sign power_incircle_sos_slow(const weighted_point2* p, const sos_index* index) {
  check_weighted("power_incircle_sos", p, 4);
  return power_sos_sign<4>(
      "power_incircle_sos", p, index,
      [p](const minor_shape& m) { return power_planar_minor(p, m); }, power_incircle_slow,
      sign::positive);
}

sign power_insphere_sos_slow(const weighted_point3* p, const sos_index* index) {
  check_weighted("power_insphere_sos", p, 5);
  return power_sos_sign<5>(
      "power_insphere_sos", p, index,
      [p](const minor_shape& m) { return power_spatial_minor(p, m); }, power_insphere_slow,
      sign::negative);
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
