// SPDX-License-Identifier: MIT
// src/implicit.cpp — the predicates on implicit points (exactpred/implicit.hpp): input checks,
// the axis permutations, the canonical order of the points, the denominators' signs, and the
// dispatch to the formulas (implicit_2d.cpp, implicit_3d.cpp, implicit_orient3d.cpp).
#include "exactpred/implicit.hpp"

#include <cstring>
#include <string>

#include "exactpred/core.hpp"
#include "exactpred/detail/fp_bits.hpp"
#include "exactpred/detail/implicit_formulas.hpp"
#include "exactpred/detail/point_equality.hpp"
#include "implicit_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {
namespace {

constexpr int max_points = 4;
constexpr int max_doubles = max_points * 27;

/// A predicate of SPEC section 9: the formula family, the axis permutation applied to every
/// defining point first (0: none; 2D: 1 swaps x and y; 3D: 1 maps (x, y, z) to (y, z, x), 2 to
/// (z, x, y)), the point count and the dimension.
struct ip_spec {
  const char* name;
  int family;
  int axis;
  int points;
  int dim;
};

const ip_spec specs[] = {
    {"orient2d", ip_orient2d, 0, 3, 2},     {"incircle", ip_incircle, 0, 4, 2},
    {"orient3d", ip_orient3d, 0, 4, 3},     {"orient2d_xy", ip_orient_xy, 0, 3, 3},
    {"orient2d_yz", ip_orient_xy, 1, 3, 3}, {"orient2d_zx", ip_orient_xy, 2, 3, 3},
    {"compare_x", ip_compare_2, 0, 2, 2},   {"compare_y", ip_compare_2, 1, 2, 2},
    {"compare_x", ip_compare_3, 0, 2, 3},   {"compare_y", ip_compare_3, 1, 2, 3},
    {"compare_z", ip_compare_3, 2, 2, 3},
};

std::string point_text(int i, int kind) {
  return std::string("point ") + static_cast<char>('a' + i) + " (" + ip_kind_name(kind) + ")";
}

[[noreturn]] void fail(const ip_spec& s, const std::string& what) {
  throw invalid_input(std::string(s.name) + ": " + what);
}

const char* undefined_reason(int kind) {
  switch (kind) {
    case ip_ssi:
      return "the lines a->b and c->d are parallel or one has zero length ((b - a) x (d - c) = "
             "0)";
    case ip_lpi:
      return "the line p->q is parallel to the plane (a, b, c), has zero length, or the plane is "
             "degenerate ((q - p) . ((b - a) x (c - a)) = 0)";
    default:
      return "the three planes do not meet in one point or one is degenerate (det[n1; n2; n3] = "
             "0)";
  }
}

/// The sign of a - b for doubles, compared on their bits: no floating-point comparison in the
/// caller's environment (a subnormal operand would trap where the denormal exception is
/// unmasked, and denormals-are-zero would call it zero).
sign compare_doubles(double a, double b) {
  return exact_less(a, b) ? sign::negative : (exact_less(b, a) ? sign::positive : sign::zero);
}

sign negate(sign s) { return static_cast<sign>(-static_cast<int>(s)); }
sign times(sign a, sign b) { return static_cast<sign>(static_cast<int>(a) * static_cast<int>(b)); }

sign evaluate(const ip_spec& s, const int* kinds, const double* x) {
  // x: the points' doubles, then (after the axis permutation) y's.
  const int n = s.points;
  // Check the kinds and the coordinates; permute the coordinates of every defining point.
  int offset[max_points + 1] = {0};
  for (int i = 0; i < n; ++i) {
    if (kinds[i] < ip_p2 || kinds[i] > ip_tpi || ip_kind_dim(kinds[i]) != s.dim) {
      fail(s, std::string("point ") + static_cast<char>('a' + i) + " must be a " +
                  (s.dim == 2 ? "p2 or ssi" : "p3, lpi or tpi") + " point");
    }
    offset[i + 1] = offset[i] + ip_kind_arity(kinds[i]);
  }
  double y[max_doubles];
  for (int i = 0; i < n; ++i) {
    for (int j = offset[i]; j < offset[i + 1]; ++j) {
      if (!is_finite(x[j])) {
        const int k = j - offset[i];
        throw_not_finite_input(std::string(s.name) + ": " + point_text(i, kinds[i]) +
                                   ": coordinate " + std::to_string(k + 1) + " of " +
                                   std::to_string(ip_kind_arity(kinds[i])),
                               x[j]);
      }
    }
  }
  if (s.axis != 0) {
    int from[3];
    for (int c = 0; c < s.dim; ++c) from[c] = (c + s.axis) % s.dim;
    for (int j = 0; j < offset[n]; j += s.dim) {
      for (int c = 0; c < s.dim; ++c) y[j + c] = x[j + from[c]];
    }
    x = y;
  }
  // Denominators: each implicit point must be defined; the signs enter the answer.
  sign w_product = sign::positive;
  int count[5] = {0, 0, 0, 0, 0};
  for (int i = 0; i < n; ++i) {
    ++count[kinds[i]];
    if (!ip_kind_implicit(kinds[i])) continue;
    const sign w = ip_w_sign(kinds[i], x + offset[i]);
    if (w == sign::zero) {
      fail(s, point_text(i, kinds[i]) + " is undefined: " + undefined_reason(kinds[i]));
    }
    w_product = times(w_product, w);
  }
  // A point given twice (the same kind and bits: the same point, whatever the environment), as
  // meshing code asks: every predicate here vanishes on it, and the formula's stages would meet
  // an exact zero of a high degree.
  for (int i = 0; i < n; ++i) {
    for (int j = i + 1; j < n; ++j) {
      if (kinds[i] == kinds[j] &&
          same_double_bits(x + offset[i], x + offset[j],
                           static_cast<std::size_t>(ip_kind_arity(kinds[i])))) {
        count_stage(&stage_counts::repeated_point);
        return sign::zero;
      }
    }
  }
  // Sort the points by kind (stably), tracking the permutation's sign.
  int order[max_points];
  for (int i = 0; i < n; ++i) order[i] = i;
  bool odd = false;
  for (int i = 1; i < n; ++i) {
    for (int j = i; j > 0 && kinds[order[j - 1]] > kinds[order[j]]; --j) {
      const int t = order[j];
      order[j] = order[j - 1];
      order[j - 1] = t;
      odd = !odd;
    }
  }
  const int na = s.dim == 2 ? count[ip_ssi] : count[ip_lpi];
  const int nb = count[ip_tpi];
  if (na + nb == 0) {  // explicit points only
    const auto p2 = [&](int i) { return point2{x[2 * i], x[2 * i + 1]}; };
    const auto p3 = [&](int i) { return point3{x[3 * i], x[3 * i + 1], x[3 * i + 2]}; };
    switch (s.family) {
      case ip_orient2d:
        return orient2d(p2(0), p2(1), p2(2));
      case ip_incircle:
        return incircle(p2(0), p2(1), p2(2), p2(3));
      case ip_orient3d:
        return orient3d(p3(0), p3(1), p3(2), p3(3));
      case ip_orient_xy:
        return orient2d(point2{x[0], x[1]}, point2{x[3], x[4]}, point2{x[6], x[7]});
      default:
        return compare_doubles(x[0], x[s.dim]);
    }
  }
  double sorted[max_doubles];
  const double* z = x;
  bool identity = true;
  for (int i = 0; i < n; ++i) identity = identity && order[i] == i;
  if (!identity) {
    int at = 0;
    for (int i = 0; i < n; ++i) {
      const int k = order[i];
      const int m = ip_kind_arity(kinds[k]);
      for (int j = 0; j < m; ++j) sorted[at + j] = x[offset[k] + j];
      at += m;
    }
    z = sorted;
  }
  sign r;
  switch (s.family) {
    case ip_orient2d:
    case ip_incircle:
    case ip_compare_2:
      r = ip_dispatch_2d(s.family, na, z);
      break;
    case ip_orient3d:
      r = ip_dispatch_orient3d(na, nb, z);
      break;
    default:
      r = ip_dispatch_3d(s.family, na, nb, z);
      break;
  }
  if (s.family != ip_incircle) r = times(r, w_product);  // incircle's rows carry W^2 > 0
  return odd ? negate(r) : r;
}

const ip_spec& find_spec(const char* name, int dim) {
  for (const ip_spec& s : specs) {
    if (std::strcmp(s.name, name) == 0 && (s.dim == dim || dim == 0)) return s;
  }
  throw invalid_input(std::string("unknown predicate on implicit points: ") + name);
}

/// A point's kind and defining doubles.
struct flat_point {
  int kind;
  const void* x;  // the point object: its doubles, in order
};

flat_point flatten(const implicit_point2& p) {
  if (const point2* e = std::get_if<point2>(&p)) return {ip_p2, e};
  return {ip_ssi, &std::get<ssi>(p)};
}
flat_point flatten(const implicit_point3& p) {
  if (const point3* e = std::get_if<point3>(&p)) return {ip_p3, e};
  if (const lpi* l = std::get_if<lpi>(&p)) return {ip_lpi, l};
  return {ip_tpi, &std::get<tpi>(p)};
}

template <class P, class... Q>
sign run(const ip_spec& s, const P& p0, const Q&... p) {
  static_assert(sizeof(point2) == 2 * sizeof(double) && sizeof(point3) == 3 * sizeof(double) &&
                    sizeof(ssi) == 8 * sizeof(double) && sizeof(lpi) == 15 * sizeof(double) &&
                    sizeof(tpi) == 27 * sizeof(double),
                "points are arrays of doubles");
  const flat_point f[] = {flatten(p0), flatten(p)...};
  int kinds[max_points];
  double x[max_doubles];
  int at = 0;
  for (std::size_t i = 0; i < sizeof...(Q) + 1; ++i) {
    kinds[i] = f[i].kind;
    const int m = ip_kind_arity(f[i].kind);
    std::memcpy(x + at, f[i].x, sizeof(double) * static_cast<std::size_t>(m));
    at += m;
  }
  return evaluate(s, kinds, x);
}

const ip_spec& spec(int index) { return specs[index]; }

}  // namespace

sign implicit_predicate(const char* predicate, const int* kinds, int n, const double* x) {
  const int dim = n > 0 && kinds[0] >= ip_p2 && kinds[0] <= ip_tpi ? ip_kind_dim(kinds[0]) : 0;
  const ip_spec& s = find_spec(predicate, dim);
  if (n != s.points) {
    throw invalid_input(std::string(predicate) + ": takes " + std::to_string(s.points) +
                        " points, got " + std::to_string(n));
  }
  return evaluate(s, kinds, x);
}

}  // namespace detail

sign orient2d(const implicit_point2& a, const implicit_point2& b, const implicit_point2& c) {
  return detail::run(detail::spec(0), a, b, c);
}
sign incircle(const implicit_point2& a, const implicit_point2& b, const implicit_point2& c,
              const implicit_point2& d) {
  return detail::run(detail::spec(1), a, b, c, d);
}
sign orient3d(const implicit_point3& a, const implicit_point3& b, const implicit_point3& c,
              const implicit_point3& d) {
  return detail::run(detail::spec(2), a, b, c, d);
}
sign orient2d_xy(const implicit_point3& a, const implicit_point3& b, const implicit_point3& c) {
  return detail::run(detail::spec(3), a, b, c);
}
sign orient2d_yz(const implicit_point3& a, const implicit_point3& b, const implicit_point3& c) {
  return detail::run(detail::spec(4), a, b, c);
}
sign orient2d_zx(const implicit_point3& a, const implicit_point3& b, const implicit_point3& c) {
  return detail::run(detail::spec(5), a, b, c);
}
sign compare_x(const implicit_point2& a, const implicit_point2& b) {
  return detail::run(detail::spec(6), a, b);
}
sign compare_y(const implicit_point2& a, const implicit_point2& b) {
  return detail::run(detail::spec(7), a, b);
}
sign compare_x(const implicit_point3& a, const implicit_point3& b) {
  return detail::run(detail::spec(8), a, b);
}
sign compare_y(const implicit_point3& a, const implicit_point3& b) {
  return detail::run(detail::spec(9), a, b);
}
sign compare_z(const implicit_point3& a, const implicit_point3& b) {
  return detail::run(detail::spec(10), a, b);
}

}  // namespace v0
}  // namespace exactpred
