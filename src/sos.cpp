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
#include <cstdint>
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
      if (s.cols[0] < 2) return exact_compare(axis(p[r[0]], s.cols[0]), axis(p[r[1]], s.cols[0]));
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
      if (s.cols[0] < 3) return exact_compare(axis(a, s.cols[0]), axis(b, s.cols[0]));
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

/// The sign of the minor of repeated_pair_sign's first term: the N - 1 rows r of the points
/// p (p[i] is point i: an array, or point_refs) without column x.
template <int N, class P, class Points>
sign first_minor_of(const Points& p, const int* r) {
  if constexpr (N == 3) {  // orient2d: det[y 1]
    return exact_compare(p[r[0]].y, p[r[1]].y);
  } else if constexpr (N == 4 && std::is_same_v<P, point2>) {  // incircle: det[y w 1]
    return staged_sign<lifted_orient2d_2_formula>(p[r[0]].y, p[r[0]].x, p[r[1]].y, p[r[1]].x,
                                                  p[r[2]].y, p[r[2]].x);
  } else if constexpr (N == 4) {  // orient3d: det[y z 1]
    return staged_sign<orient2d_formula>(p[r[0]].y, p[r[0]].z, p[r[1]].y, p[r[1]].z, p[r[2]].y,
                                         p[r[2]].z);
  } else {  // insphere: det[y z w 1]
    const point3 &a = p[r[0]], &b = p[r[1]], &c = p[r[2]], &d = p[r[3]];
    return staged_sign<lifted_orient3d_formula>(a.y, a.z, a.x, b.y, b.z, b.x, c.y, c.z, c.x, d.y,
                                                d.z, d.x);
  }
}

/// The points where the caller holds them: point i is *p[i].
template <class P>
struct point_refs {
  const P* const* p;
  const P& operator[](int i) const { return *p[i]; }
};

/// The rows of a determinant over the points p: its minors (planar_minor, spatial_minor) and
/// which rows are the same point, as perturbed_sign and repeated_pair_sign take them.
template <class P>
struct point_rows {
  const P* p;
  sign operator()(const minor_shape& s) const {
    if constexpr (std::is_same_v<P, point2>) {
      return planar_minor(p, s);
    } else {
      return spatial_minor(p, s);
    }
  }
  bool operator()(int i, int j) const { return same_point(p[i], p[j]); }
  /// The minor of repeated_pair_sign's first term: the N - 1 rows r without column x.
  template <int N>
  sign first_minor(const int* r) const {
    return first_minor_of<N, P>(p, r);
  }
};

/// Throws invalid_input naming the `_sos` predicate and the point when a coordinate of one of
/// the N points is not finite (the core predicate would name itself instead).
template <int N, class P>
void require_finite(const char* predicate, const P* p) {
  constexpr int dim = std::is_same_v<P, point3> ? 3 : 2;
  // The common case without branches: one test of every exponent field (not_finite_flag).
  std::uint64_t flags = 0;
  for (int i = 0; i < N; ++i) {
    for (int c = 0; c < dim; ++c) flags |= not_finite_flag(axis(p[i], c));
  }
  if ((flags >> 63) == 0) return;
  static const char* const axis_names[] = {"x", "y", "z"};
  for (int i = 0; i < N; ++i) {
    for (int c = 0; c < dim; ++c) {
      const double v = axis(p[i], c);
      if (is_finite(v)) continue;
      throw_not_finite_input(std::string(predicate) + ": coordinate " + axis_names[c] +
                                 " of point " + static_cast<char>('a' + i),
                             v);
    }
  }
}

/// The perturbed sign of F (the determinant det[columns | 1] of the N finite points times
/// `orientation`), with `equal` the pairs of equal points (equal_row_pairs): sos_sign with the
/// exact unperturbed sign, zero at once for any repeated point, `known` when given.
template <class F, int N, class P>
sign point_sos_sign(const char* predicate, const P* p, const sos_index* index, unsigned equal,
                    sign orientation, std::optional<sign> known = std::nullopt) {
  constexpr int dim = std::is_same_v<P, point3> ? 3 : 2;
  const point_rows<P> rows{p};
  const auto first_minor = [&rows](const int* r) { return rows.template first_minor<N>(r); };
  const auto unperturbed = [&] {
    if (known) return *known;
    if (equal != 0) return sign::zero;
    double x[N * dim];
    for (int i = 0; i < N; ++i) {
      for (int c = 0; c < dim; ++c) x[i * dim + c] = axis(p[i], c);
    }
    return slow_sign<F>(x);
  };
  return sos_sign<N>(predicate, index, equal, first_minor, unperturbed, rows, rows, orientation);
}

/// For any finite points: equal pairs from the bits.
template <class F, int N, class P>
sign point_sos_sign(const char* predicate, const P* p, const sos_index* index, sign orientation) {
  return point_sos_sign<F, N>(predicate, p, index, equal_row_pairs<N>(point_rows<P>{p}),
                              orientation);
}

/// slow(p) on a copy of the N points *point[i] (the slow paths take them in an array).
template <int N, class P, class Slow>
sign on_copy(const P* const* point, Slow&& slow) {
  P p[N];
  for (int i = 0; i < N; ++i) p[i] = *point[i];
  return slow(static_cast<const P*>(p));
}

/// point_sos_sign on a copy of the points *point[i], out of line: the after-filter path's own
/// frame stays small.
template <class F, int N, class P>
EXACTPRED_NOINLINE sign point_sos_sign_copied(const char* predicate, const P* const* point,
                                              const sos_index* index, unsigned equal,
                                              sign orientation, std::optional<sign> known) {
  return on_copy<N>(point, [&](const P* p) {
    return point_sos_sign<F, N>(predicate, p, index, equal, orientation, known);
  });
}

/// For finite points after the inline filter and sos_after_filter's repeated-pair test, read
/// where the caller holds them: the equal pairs found from equal bits (same_bits: no
/// floating-point comparison, which denormals-are-zero would change; a pair that differs only in
/// the sign of a zero is left out, and the search finds it), then point_sos_sign. Without a
/// repeated pair, the lattice certificate on the filter's value and bound gives the exact
/// unperturbed sign when it can (snapped and grid input): a non-zero one answers, a zero one goes
/// straight to the perturbation.
template <class F, int N, class P>
sign point_sos_sign_after_filter(const char* predicate, const P* const* point,
                                 const sos_index* index, sign orientation, double value,
                                 double bound) {
  const unsigned equal =
      equal_row_pairs<N>([point](int i, int j) { return same_bits(*point[i], *point[j]); });
  std::optional<sign> known;
  if (equal == 0) {
    const double* coordinates[N];
    for (int i = 0; i < N; ++i) coordinates[i] = &point[i]->x;
    if (counted_lattice(
            lattice_certified_at<F>(bound, coordinates, std::make_index_sequence<N>{}))) {
      known = sign_of(value);
      if (*known != sign::zero) return *known;
    }
  }
  return point_sos_sign_copied<F, N>(predicate, point, index, equal, orientation, known);
}

/// What the after-filter path needs of an `_sos` predicate: its formula F on points P, name and
/// orientation (the predicate is the determinant det[columns | 1] times it).
template <class F, class P, const char* Name, sign Orientation>
struct sos_kind {
  using formula = F;
  using point = P;
  static constexpr int n = F::arity / F::dim;
  static constexpr sign orientation = Orientation;
  static constexpr const char* name = Name;
};
constexpr char orient2d_sos_name[] = "orient2d_sos";
constexpr char orient3d_sos_name[] = "orient3d_sos";
constexpr char incircle_sos_name[] = "incircle_sos";
constexpr char insphere_sos_name[] = "insphere_sos";
using orient2d_sos_kind = sos_kind<orient2d_formula, point2, orient2d_sos_name, sign::positive>;
using orient3d_sos_kind = sos_kind<orient3d_formula, point3, orient3d_sos_name, sign::negative>;
using incircle_sos_kind = sos_kind<incircle_formula, point2, incircle_sos_name, sign::positive>;
using insphere_sos_kind = sos_kind<insphere_formula, point3, insphere_sos_name, sign::negative>;

/// The slow path of predicate K on its K::n points p: check the points (errors name the `_sos`
/// predicate and the point), then the exact sign of the unperturbed predicate, then the
/// perturbation when it is zero.
template <class K>
sign sos_slow(const typename K::point* p, const sos_index* index) {
  require_finite<K::n>(K::name, p);
  return point_sos_sign<typename K::formula, K::n>(K::name, p, index, K::orientation);
}

/// The after-filter path past one repeated pair, out of line and with the arguments of
/// sos_after_filter, which reaches it by a jump (its own frame is only for the minor's stages):
/// for a finite value, point_sos_sign_after_filter; otherwise the slow path, which reports the
/// input.
template <class K, class... P>
EXACTPRED_NOINLINE sign sos_after_filter_rest(double value, double bound, const sos_index* index,
                                              const P&... p) {
  const typename K::point* const point[] = {&p...};
  if (!is_finite(value)) {
    return on_copy<K::n>(point,
                         [index](const typename K::point* q) { return sos_slow<K>(q, index); });
  }
  return point_sos_sign_after_filter<typename K::formula, K::n>(K::name, point, index,
                                                                K::orientation, value, bound);
}

/// After the inline filter: for a finite value (finite points), one repeated pair found from
/// equal bits (same_bits: no floating-point comparison, which denormals-are-zero would change) and
/// decided by repeated_pair_sign, on the points where the caller holds them; the rest out of line.
template <class K, class... P>
EXACTPRED_ALWAYS_INLINE sign sos_after_filter(double value, double bound, const sos_index* index,
                                              const P&... p) {
  using Q = typename K::point;
  if (is_finite(value)) {
    const Q* const point[] = {&p...};
    const unsigned equal =
        equal_row_pairs<K::n>([&point](int i, int j) { return same_bits(*point[i], *point[j]); });
    const point_refs<Q> refs{point};
    const sign s = repeated_pair_sign<K::n, K::n - 1>(
        equal, index, [&refs](const int* r) { return first_minor_of<K::n, Q>(refs, r); });
    if (s != sign::zero) return K::orientation * s;
  }
  return sos_after_filter_rest<K>(value, bound, index, p...);
}

}  // namespace

sign orient2d_sos_after_filter(double value, double bound, const sos_index* index, const point2& a,
                               const point2& b, const point2& c) {
  // sos_after_filter's repeated pair for three points, written out (repeated_pair_sign): rows
  // i < j the same point, the minor det[y 1] over the two rows other than i, in order, times
  // (-1)^i, negated when index[j] < index[i]. a = b: rows (b, c), negated when ib < ia; a = c:
  // rows (b, c), when ic < ia; b = c: rows (a, c), unless ic < ib. The rows and the negation are
  // picked by arithmetic on the pair's bits, not by branches: which pair repeats varies from query
  // to query. The y coordinates are compared as order keys (exact in every environment).
  if (is_finite(value)) {
    const unsigned ab = same_bits(a, b), ac = same_bits(a, c), bc = same_bits(b, c);
    const sos_index ia = index[0], ib = index[1], ic = index[2];
    if (ab + ac + bc == 1 &&
        sos_search::distinct_indices<3>(index, std::make_index_sequence<3>{})) {
      const int n = static_cast<int>((ab & static_cast<unsigned>(ib < ia)) |
                                     (ac & static_cast<unsigned>(ic < ia)) |
                                     (bc & static_cast<unsigned>(ib < ic)));  // negate: 0 or 1
      const std::uint64_t ya = bits_of(a.y), yb = bits_of(b.y);
      const int m = to_int(  // -m is (m ^ -1) + 1
          exact_compare(double_of(yb ^ ((ya ^ yb) & (0 - std::uint64_t{bc}))), c.y));
      if (m != 0) return static_cast<sign>((m ^ -n) + n);
    }
  }
  return sos_after_filter_rest<orient2d_sos_kind>(value, bound, index, a, b, c);
}

sign orient3d_sos_after_filter(double value, double bound, const sos_index* index, const point3& a,
                               const point3& b, const point3& c, const point3& d) {
  return sos_after_filter<orient3d_sos_kind>(value, bound, index, a, b, c, d);
}

sign incircle_sos_after_filter(double value, double bound, const sos_index* index, const point2& a,
                               const point2& b, const point2& c, const point2& d) {
  return sos_after_filter<incircle_sos_kind>(value, bound, index, a, b, c, d);
}

sign insphere_sos_after_filter(double value, double bound, const sos_index* index, const point3& a,
                               const point3& b, const point3& c, const point3& d, const point3& e) {
  return sos_after_filter<insphere_sos_kind>(value, bound, index, a, b, c, d, e);
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
