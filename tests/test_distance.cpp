// SPDX-License-Identifier: MIT
// Differential tests of the distance and closest-feature predicates (SPEC section 10) against
// the CGAL exact-rational references, on families built to tie exactly: points equally far
// from a plane, a line or a segment (reflections through a point of the line or the segment's
// midpoint, translations along the line, Pythagorean offsets across the segment's Voronoi
// regions, points exactly on a region boundary), parallel, collinear and crossing segments and
// endpoints exactly above the other segment's end, spheres tangent to a box face, edge or
// corner, capsules tangent to a face, an edge (skew, through the lines' distance) or a corner.
// Each tie family is built from small integers and dyadic weights, then scaled by 2^k over the
// whole exponent range with the axes permuted and zeros signed; the same families nudged by
// ulps; random and extreme-exponent input. The share of exact ties is checked and printed.
// Plus the formulas' stages, non-finite input and domain errors, and hand-checked cases.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "cgal_reference.hpp"
#include "exactpred/exactpred.hpp"
#include "query.hpp"
#include "support/exact_formula.hpp"
#include "support/families.hpp"
#include "support/formula_stages.hpp"
#include "support/integer_vectors.hpp"
#include "support/non_finite.hpp"
#include "support/query_text.hpp"
#include "support/test_scale.hpp"

namespace {

using exactpred::ball_relation;
using exactpred::point3;
using exactpred::segment_pair_feature;
using exactpred::sign;
using vec = exactpred::testing::vec3;
using exactpred::testing::scale_randomly;
using query = std::vector<double>;

using namespace exactpred::testing::integer_vectors;
vec nonzero_vec(std::mt19937_64& rng, int r) {
  vec v;
  do v = int_vec(rng, r);
  while (is_zero(v));
  return v;
}
double dyadic(std::mt19937_64& rng) { return double(irand(rng, -8, 12)) / 4; }  // -2 .. 3
// A vector perpendicular to e (e != 0), possibly zero.
vec perpendicular(std::mt19937_64& rng, const vec& e) { return cross(e, int_vec(rng, 3)); }

// Integer vectors of integer length (Pythagorean quadruples) with their length, and a random
// signed permutation of one.
struct integer_length {
  vec v;
  double length;
};
integer_length pythagorean(std::mt19937_64& rng) {
  static const integer_length base[] = {{{1, 0, 0}, 1}, {{3, 4, 0}, 5},   {{1, 2, 2}, 3},
                                        {{2, 3, 6}, 7}, {{5, 12, 0}, 13}, {{2, 6, 9}, 11},
                                        {{4, 4, 7}, 9}, {{0, 8, 15}, 17}};
  integer_length r = base[rng() % (sizeof base / sizeof base[0])];
  std::shuffle(r.v.begin(), r.v.end(), rng);
  for (double& c : r.v) c = coin(rng) ? -c : c;
  const double k = double(irand(rng, 1, 3));
  return {mul(k, r.v), k * r.length};
}
// Same, with every component of the given sign pattern (+1: >= 0, -1: <= 0, 0: zero).
integer_length pythagorean_signed(std::mt19937_64& rng, const std::array<int, 3>& pattern) {
  for (;;) {
    integer_length r = pythagorean(rng);
    bool ok = true;
    for (int i = 0; i < 3; ++i) {
      if (pattern[i] == 0 && r.v[i] != 0) ok = false;
      if (pattern[i] != 0 && r.v[i] == 0) ok = false;
      r.v[i] = std::fabs(r.v[i]) * pattern[i];
    }
    if (ok) return r;
  }
}

query flatten(std::initializer_list<vec> pts) {
  query x;
  for (const vec& p : pts) x.insert(x.end(), p.begin(), p.end());
  return x;
}

// ---- the predicates, their argument shapes and tie families -----------------------------------

// How the query's numbers group: points (and vectors) of three, a radius, a box (lo, hi).
enum class shape { points, ball_box, capsule_box };

struct predicate_case {
  const char* name;
  shape kind;
  std::size_t arity;
  std::vector<const char*> words;
  std::vector<const char*> tie_words;          // answers that are exact ties
  std::function<query(std::mt19937_64&)> tie;  // one query of the tie families (unscaled)
  // Whether the reference's answer `theirs` to x is an exact tie (default: one of tie_words).
  std::function<bool(const query&, const std::string&)> is_tie = nullptr;
};

// compare_distance_point_plane c n p q: q equally far, on the same side (moved within a plane
// parallel to H) or on the other side (c + (c - p) moved the same way); or p on H.
query plane_tie(std::mt19937_64& rng) {
  const vec c = int_vec(rng, 5), n = nonzero_vec(rng, 3), p = int_vec(rng, 6);
  vec q;
  switch (irand(rng, 0, 3)) {
    case 0:
      q = add(p, mul(dyadic(rng), perpendicular(rng, n)));
      break;
    case 1:
      q = add(sub(mul(2, c), p), mul(dyadic(rng), perpendicular(rng, n)));
      break;
    case 2:
      q = add(add(c, mul(dyadic(rng), perpendicular(rng, n))), mul(dyadic(rng), n));
      break;
    default:
      q = int_vec(rng, 6);
  }
  return coin(rng) ? flatten({c, n, p, q}) : flatten({c, n, q, p});
}

// compare_distance_point_line_3d a b p q: the point reflection of p through a point of the
// line (2 m - p), moved along the line; or p translated along the line.
query line_tie(std::mt19937_64& rng) {
  const vec a = int_vec(rng, 5), e = nonzero_vec(rng, 3), b = add(a, e), p = int_vec(rng, 6);
  const vec m = add(a, mul(dyadic(rng), e));
  vec q;
  switch (irand(rng, 0, 3)) {
    case 0:
      q = add(sub(mul(2, m), p), mul(dyadic(rng), e));
      break;
    case 1:
      q = add(p, mul(dyadic(rng), e));
      break;
    case 2:
      q = add(m, mul(dyadic(rng), perpendicular(rng, e)));  // on a cylinder only by chance
      break;
    default:
      q = int_vec(rng, 6);
  }
  return coin(rng) ? flatten({a, b, p, q}) : flatten({b, a, p, q});
}

// compare_distance_point_segment_3d a b p q on an axis-aligned segment a = 0, b = L e_x (axes
// permuted later): p and q at equal distance in different pieces (beyond an end along a
// Pythagorean offset, across the interior at the same perpendicular distance, exactly on the
// boundary plane of an end's region), or reflected through the midpoint.
query segment_tie(std::mt19937_64& rng) {
  const double L = double(irand(rng, 0, 6));  // L = 0: a point
  const vec a{0, 0, 0}, b{L, 0, 0};
  const auto piece = [&](const integer_length& d) -> vec {
    switch (irand(rng, 0, 3)) {
      case 0: {  // beyond a, offset of length |d| pointing away from b
        const integer_length o = pythagorean_signed(rng, {-1, coin(rng) ? 1 : -1, 0});
        return mul(d.length / o.length, o.v);
      }
      case 1:  // beyond b
        return add(b, mul(d.length, {1, 0, 0}));
      case 2:  // across the interior, perpendicular distance d
        return {double(irand(rng, 0, int(L * 4))) / 4, d.v[1], d.v[2]};
      default:  // on the boundary plane of a's region
        return {0, d.v[1], d.v[2]};
    }
  };
  const integer_length d = pythagorean_signed(rng, {0, 1, coin(rng) ? 1 : -1});
  vec p = piece(d), q = piece(d);
  if (coin(rng, 4)) q = sub(add(a, b), p);  // reflection through the midpoint
  if (coin(rng, 6)) q = int_vec(rng, 6);
  return coin(rng) ? flatten({a, b, p, q}) : flatten({b, a, p, q});
}

// closest_feature_segment_segment_3d: parallel segments (overlapping, touching projections,
// apart), collinear ones, crossing lines, endpoints exactly above the other segment's end
// (q1 - p2 perpendicular to p2 - p1), segments sharing an endpoint, zero-length ones, skew.
query segment_pair_tie(std::mt19937_64& rng) {
  const vec p1 = int_vec(rng, 4), e = nonzero_vec(rng, 3), p2 = add(p1, e);
  vec q1, q2;
  switch (irand(rng, 0, 6)) {
    case 0: {  // parallel (or collinear), anywhere along
      q1 = add(add(p1, mul(dyadic(rng), e)), coin(rng, 3) ? vec{0, 0, 0} : perpendicular(rng, e));
      q2 = add(q1, mul(coin(rng) ? dyadic(rng) : 1, e));
      break;
    }
    case 1: {  // parallel, projections touching at p2 exactly
      q1 = add(p2, perpendicular(rng, e));
      q2 = add(q1, mul(double(irand(rng, 1, 3)), e));
      break;
    }
    case 2: {  // q1 exactly above p2's region boundary, q2 anywhere
      q1 = add(p2, perpendicular(rng, e));
      q2 = coin(rng) ? add(q1, int_vec(rng, 3)) : add(q1, perpendicular(rng, e));
      break;
    }
    case 3: {  // lines meeting at a point of P (crossing, touching, or just missing Q)
      const vec x = add(p1, mul(dyadic(rng) / 2, e));
      const vec f = nonzero_vec(rng, 3);
      q1 = add(x, mul(dyadic(rng), f));
      q2 = add(x, mul(dyadic(rng), f));
      break;
    }
    case 4:  // a shared endpoint or a zero-length segment
      q1 = coin(rng) ? p1 : p2;
      q2 = coin(rng) ? q1 : add(q1, int_vec(rng, 3));
      break;
    case 5: {  // skew, the common perpendicular through lattice points
      const vec f = nonzero_vec(rng, 3);
      const vec h = cross(e, f);
      const vec x = add(p1, mul(dyadic(rng) / 2, e));
      q1 = add(add(x, mul(double(irand(rng, 0, 2)), h)), mul(-dyadic(rng), f));
      q2 = add(q1, mul(double(irand(rng, 1, 2)), f));
      break;
    }
    default:
      q1 = int_vec(rng, 4);
      q2 = int_vec(rng, 4);
  }
  std::vector<vec> s = {p1, p2, q1, q2};
  if (coin(rng)) std::swap(s[0], s[1]);
  if (coin(rng)) std::swap(s[2], s[3]);
  if (coin(rng)) {
    std::swap(s[0], s[2]);
    std::swap(s[1], s[3]);
  }
  return flatten({s[0], s[1], s[2], s[3]});
}

// closest_feature_segment_triangle p q a b c: the segment parallel to the face above it (both
// endpoints equally far), parallel to an edge, with an endpoint exactly on an edge's region
// boundary, in the symmetry plane of an isosceles triangle (two edges equally far), through or
// touching the triangle; degenerate triangles and zero-length segments; lattice points.
query segment_triangle_tie(std::mt19937_64& rng) {
  vec a = int_vec(rng, 4), b = int_vec(rng, 4), c = int_vec(rng, 4);
  const int kind = irand(rng, 0, 7);
  if (kind == 3) {  // isosceles, symmetric about x = 0
    const double k = double(irand(rng, 1, 3)), m = double(irand(rng, 1, 4));
    a = {-k, 0, 0};
    b = {k, 0, 0};
    c = {0, coin(rng) ? m : -m, double(irand(rng, -2, 2))};
  }
  const vec e1 = sub(b, a), e2 = sub(c, a), n = cross(e1, e2);
  const auto in_face = [&]() {
    const int u = irand(rng, 0, 4), v = irand(rng, 0, 4 - u);
    return add(a, add(mul(u / 4.0, e1), mul(v / 4.0, e2)));
  };
  vec p, q;
  switch (kind) {
    case 0: {  // parallel to the face, both ends above it at one height
      const double h = double(irand(rng, -2, 2));
      p = add(in_face(), mul(h, n));
      q = add(in_face(), mul(h, n));
      break;
    }
    case 1: {  // parallel to an edge, offset perpendicular to it
      const vec w =
          add(mul(double(irand(rng, -1, 1)), n), mul(double(irand(rng, -1, 1)), cross(e1, n)));
      p = add(add(a, mul(dyadic(rng), e1)), w);
      q = add(p, mul(double(irand(rng, 1, 2)), e1));
      break;
    }
    case 2:  // p on the boundary plane of the region of edge ab at a
      p = add(a, perpendicular(rng, e1));
      q = coin(rng) ? add(p, int_vec(rng, 2)) : add(in_face(), mul(double(irand(rng, 1, 2)), n));
      break;
    case 3: {  // in the symmetry plane x = 0
      p = {0, double(irand(rng, -5, 5)), double(irand(rng, -4, 4))};
      q = {0, double(irand(rng, -5, 5)), double(irand(rng, -4, 4))};
      break;
    }
    case 4:  // through or onto the triangle
      p = add(in_face(), mul(double(irand(rng, -2, 2)), n));
      q = coin(rng) ? in_face() : add(in_face(), mul(double(irand(rng, -2, 2)), n));
      break;
    case 5:  // a degenerate triangle (collinear or coincident vertices)
      c = add(a, mul(dyadic(rng), e1));
      p = int_vec(rng, 4);
      q = coin(rng) ? p : int_vec(rng, 4);
      break;
    default:
      p = int_vec(rng, 4);
      q = int_vec(rng, 4);
  }
  return flatten({p, q, a, b, c});
}

// A box with integer corners (possibly flat).
void random_box(std::mt19937_64& rng, vec& lo, vec& hi) {
  lo = int_vec(rng, 4);
  for (int i = 0; i < 3; ++i) hi[i] = lo[i] + irand(rng, coin(rng, 8) ? 0 : 1, 4);
}
// A point of the box's boundary feature chosen by `kind` (0 face, 1 edge, 2 corner) and an
// outward Pythagorean offset from it of integer length.
void boundary_offset(std::mt19937_64& rng, const vec& lo, const vec& hi, int kind, vec& at,
                     integer_length& off) {
  std::array<int, 3> pattern{0, 0, 0};
  std::array<int, 3> axes{0, 1, 2};
  std::shuffle(axes.begin(), axes.end(), rng);
  for (int j = 0; j < 3; ++j) {
    const int i = axes[j];
    if (j <= kind) {  // an outside axis: at lo or hi, offset outward
      const bool high = coin(rng);
      at[i] = high ? hi[i] : lo[i];
      pattern[i] = high ? 1 : -1;
    } else {  // inside the face: anywhere in [lo, hi] (quarters)
      at[i] = lo[i] + double(irand(rng, 0, int(4 * (hi[i] - lo[i])))) / 4;
    }
  }
  off = pythagorean_signed(rng, pattern);
}

// box_sphere c r lo hi: the sphere tangent to a face, an edge or a corner (or inside).
query box_sphere_tie(std::mt19937_64& rng) {
  vec lo, hi, at;
  random_box(rng, lo, hi);
  integer_length off;
  boundary_offset(rng, lo, hi, irand(rng, 0, 2), at, off);
  const vec c = add(at, off.v);
  double r = off.length;
  if (coin(rng, 8)) r = 0;
  query x = {c[0], c[1], c[2], r};
  x.insert(x.end(), lo.begin(), lo.end());
  x.insert(x.end(), hi.begin(), hi.end());
  return x;
}

// capsule_box p q r lo hi: the segment ends tangent to a face, edge or corner; or runs
// parallel to a face at distance r; or passes a box edge skew at distance r (the lines'
// distance is the closest one); or crosses the box.
query capsule_box_tie(std::mt19937_64& rng) {
  vec lo, hi, at;
  random_box(rng, lo, hi);
  integer_length off;
  vec p, q;
  double r;
  switch (irand(rng, 0, 3)) {
    case 0: {  // an endpoint tangent, the segment heading away or sideways
      boundary_offset(rng, lo, hi, irand(rng, 0, 2), at, off);
      p = add(at, off.v);
      q = add(p, coin(rng) ? off.v : perpendicular(rng, off.v));
      r = off.length;
      break;
    }
    case 1: {  // parallel to a face at distance r, along it
      boundary_offset(rng, lo, hi, 0, at, off);
      p = add(at, off.v);
      vec along = perpendicular(rng, off.v);
      q = add(p, along);
      r = off.length;
      break;
    }
    case 2: {  // skew past an edge: the edge along axis i at the corner (j, k) hi/lo
      const int i = irand(rng, 0, 2), j = (i + 1) % 3, k = (i + 2) % 3;
      const bool hj = coin(rng), hk = coin(rng);
      vec x = lo;
      x[i] = lo[i] + double(irand(rng, 0, int(4 * (hi[i] - lo[i])))) / 4;
      x[j] = hj ? hi[j] : lo[j];
      x[k] = hk ? hi[k] : lo[k];
      const double d = double(irand(rng, 1, 3));
      vec c = x;
      c[k] += hk ? d : -d;  // above the edge, outside along k
      vec dir{0, 0, 0};
      dir[j] = 1;
      dir[i] = coin(rng, 3) ? double(irand(rng, -1, 1)) : 0;
      p = sub(c, mul(double(irand(rng, 1, 3)), dir));
      q = add(c, mul(double(irand(rng, 1, 3)), dir));
      r = d;
      break;
    }
    default: {
      p = int_vec(rng, 6);
      q = int_vec(rng, 6);
      r = double(irand(rng, 0, 3));
    }
  }
  if (coin(rng, 8)) r = 0;
  query x = {p[0], p[1], p[2], q[0], q[1], q[2], r};
  x.insert(x.end(), lo.begin(), lo.end());
  x.insert(x.end(), hi.begin(), hi.end());
  return x;
}

// An exact tie of closest_feature_segment_triangle, seen through CGAL's answers: relabelling
// the triangle (a, b, c) -> (b, c, a) or swapping p and q maps the pairs onto each other, so
// the answers agree up to that map unless two edges or the two endpoints are exactly equally
// near (the tie rule then picks by position). Distance 0 (`intersecting`) counts too.
bool segment_triangle_tied(const query& x, const std::string& theirs) {
  if (theirs == "intersecting") return true;
  const auto reference = exactpred::oracle::reference_evaluator("closest_feature_segment_triangle");
  query rotated = x, swapped = x;
  for (int i = 0; i < 9; ++i) rotated[6 + i] = x[6 + (i + 3) % 9];
  for (int i = 0; i < 3; ++i) std::swap(swapped[i], swapped[3 + i]);
  const std::map<std::string, std::string> rotate = {{"edge_ab", "edge_ca"},
                                                     {"edge_bc", "edge_ab"},
                                                     {"edge_ca", "edge_bc"},
                                                     {"endpoint_p", "endpoint_p"},
                                                     {"endpoint_q", "endpoint_q"}};
  const std::map<std::string, std::string> swap = {{"edge_ab", "edge_ab"},
                                                   {"edge_bc", "edge_bc"},
                                                   {"edge_ca", "edge_ca"},
                                                   {"endpoint_p", "endpoint_q"},
                                                   {"endpoint_q", "endpoint_p"}};
  const auto map_of = [](const std::map<std::string, std::string>& m, const std::string& w) {
    const auto it = m.find(w);
    return it == m.end() ? w : it->second;
  };
  return reference(rotated.data(), rotated.size()) != map_of(rotate, theirs) ||
         reference(swapped.data(), swapped.size()) != map_of(swap, theirs);
}

const std::vector<predicate_case>& cases() {
  static const std::vector<predicate_case> all = {
      {"compare_distance_point_plane", shape::points, 12, {"-1", "0", "1"}, {"0"}, plane_tie},
      {"compare_distance_point_line_3d", shape::points, 12, {"-1", "0", "1"}, {"0"}, line_tie},
      {"compare_distance_point_segment_3d",
       shape::points,
       12,
       {"-1", "0", "1"},
       {"0"},
       segment_tie},
      {"closest_feature_segment_segment_3d",
       shape::points,
       12,
       {"intersecting", "parallel", "p1_q1", "p1_q2", "p1_interior", "p2_q1", "p2_q2",
        "p2_interior", "interior_q1", "interior_q2", "interior_interior"},
       {"intersecting", "parallel"},
       segment_pair_tie},
      {"closest_feature_segment_triangle",
       shape::points,
       15,
       {"intersecting", "edge_ab", "edge_bc", "edge_ca", "endpoint_p", "endpoint_q"},
       {},
       segment_triangle_tie,
       segment_triangle_tied},
      {"box_sphere",
       shape::ball_box,
       10,
       {"disjoint", "touching", "intersecting"},
       {"touching"},
       box_sphere_tie},
      {"capsule_box",
       shape::capsule_box,
       13,
       {"disjoint", "touching", "intersecting"},
       {"touching"},
       capsule_box_tie},
  };
  return all;
}

// ---- exact transformations that keep every answer ---------------------------------------------

// The indices of the coordinate triples of a query (points, vectors, box corners).
std::vector<std::size_t> triples(const predicate_case& pc) {
  switch (pc.kind) {
    case shape::ball_box:
      return {0, 4, 7};
    case shape::capsule_box:
      return {0, 3, 7, 10};
    default:
      return {0, 3, 6, 9};
  }
}

// Permutes the axes (boxes stay boxes); negates them too for point-only predicates.
void permute_axes(const predicate_case& pc, query& x, std::mt19937_64& rng) {
  int perm[3] = {0, 1, 2};
  std::shuffle(perm, perm + 3, rng);
  const bool may_negate = pc.kind == shape::points;
  const bool negate[3] = {may_negate && coin(rng), may_negate && coin(rng),
                          may_negate && coin(rng)};
  for (std::size_t i : triples(pc)) {
    const double p[3] = {x[i], x[i + 1], x[i + 2]};
    for (int j = 0; j < 3; ++j) x[i + j] = negate[j] ? -p[perm[j]] : p[perm[j]];
  }
}

void sign_zeros(query& x, std::mt19937_64& rng) {
  for (double& v : x) {
    if (v == 0 && coin(rng)) v = -0.0;
  }
}

void nudge(query& x, std::mt19937_64& rng) {
  for (int m = irand(rng, 1, 2); m > 0; --m) {
    double& v = x[rng() % x.size()];
    v = std::nextafter(v, coin(rng) ? DBL_MAX : -DBL_MAX);
  }
}

// Keeps a query in its predicate's domain: a non-negative radius, lo <= hi, a non-zero
// normal, a line through two distinct points.
void keep_valid(const predicate_case& pc, query& x) {
  const auto order_box = [&x](std::size_t lo) {
    for (std::size_t i = 0; i < 3; ++i) {
      if (x[lo + i] > x[lo + 3 + i]) std::swap(x[lo + i], x[lo + 3 + i]);
    }
  };
  if (pc.kind == shape::ball_box) {
    x[3] = std::fabs(x[3]);
    order_box(4);
  } else if (pc.kind == shape::capsule_box) {
    x[6] = std::fabs(x[6]);
    order_box(7);
  } else if (std::string(pc.name) == "compare_distance_point_plane") {
    if (x[3] == 0 && x[4] == 0 && x[5] == 0) x[3] = 1;
  } else if (std::string(pc.name) == "compare_distance_point_line_3d") {
    if (x[0] == x[3] && x[1] == x[4] && x[2] == x[5]) x[3] = x[0] == 0 ? 1 : 2 * x[0];
  }
}

enum class mode { random, tie, tie_scaled, nudged, extreme, mixed };
const char* mode_name(mode m) {
  static const char* const names[] = {"random", "tie", "tie_scaled", "nudged", "extreme", "mixed"};
  return names[static_cast<int>(m)];
}
bool is_tie_family(mode m) { return m == mode::tie || m == mode::tie_scaled || m == mode::mixed; }

query make_query(const predicate_case& pc, mode m, std::mt19937_64& rng) {
  query x;
  switch (m) {
    case mode::random:
      x.resize(pc.arity);
      for (double& v : x) v = exactpred::testing::uniform_coord(rng);
      if (coin(rng, 4)) scale_randomly(x, rng);
      break;
    case mode::tie:
      x = pc.tie(rng);
      permute_axes(pc, x, rng);
      break;
    case mode::tie_scaled:
      x = pc.tie(rng);
      permute_axes(pc, x, rng);
      scale_randomly(x, rng);
      sign_zeros(x, rng);
      break;
    case mode::nudged:
      x = pc.tie(rng);
      permute_axes(pc, x, rng);
      nudge(x, rng);
      if (coin(rng)) scale_randomly(x, rng);
      break;
    case mode::extreme:
      x.resize(pc.arity);
      for (double& v : x) v = exactpred::testing::extreme_coord(rng);
      break;
    case mode::mixed: {
      // A tie query translated by a huge or tiny dyadic offset on one axis: the same exact
      // ties (every point and box moves together; a radius stays), magnitudes far apart.
      x = pc.tie(rng);
      permute_axes(pc, x, rng);
      const int axis = irand(rng, 0, 2);
      const double shift = std::ldexp(double(irand(rng, -7, 7)), irand(rng, -1070, 60));
      const std::vector<std::size_t> t = triples(pc);
      for (std::size_t k = 0; k < t.size(); ++k) {
        const bool is_normal = pc.kind == shape::points && k == 1 &&
                               std::string(pc.name) == "compare_distance_point_plane";
        if (!is_normal) x[t[k] + axis] += shift;
      }
      break;
    }
  }
  keep_valid(pc, x);
  return x;
}

// ---- the differential runner ------------------------------------------------------------------

std::string answer(exactpred::query::evaluator f, const query& x) {
  try {
    return f(x.data(), x.size());
  } catch (const std::exception& e) {
    return std::string("error: ") + e.what();
  }
}

class DistanceDifferential : public ::testing::TestWithParam<std::size_t> {};

TEST_P(DistanceDifferential, AgreesWithCgalOnEveryFamily) {
  const predicate_case& pc = cases()[GetParam()];
  const auto* info = exactpred::query::find_predicate(pc.name);
  const auto reference = exactpred::oracle::reference_evaluator(pc.name);
  ASSERT_NE(info, nullptr) << pc.name;
  ASSERT_NE(reference, nullptr) << pc.name;
  std::mt19937_64 rng(0xd157a4c0u + GetParam());
  std::map<std::string, std::size_t> answers;
  std::size_t queries = 0, tie_queries = 0, ties = 0;
  const std::size_t per_mode = exactpred::testing::scaled(std::size_t{1000});
  for (mode m :
       {mode::random, mode::tie, mode::tie_scaled, mode::nudged, mode::extreme, mode::mixed}) {
    std::size_t mismatches = 0;
    for (std::size_t i = 0; i < per_mode; ++i) {
      const query x = make_query(pc, m, rng);
      const std::string ours = answer(info->ours, x);
      const std::string theirs = answer(reference, x);
      ++queries;
      ++answers[ours];
      if (is_tie_family(m)) {
        ++tie_queries;
        if (pc.is_tie) {
          ties += pc.is_tie(x, theirs);
        } else {
          for (const char* w : pc.tie_words) ties += theirs == w;
        }
      }
      if (ours != theirs && ++mismatches <= 10) {
        ADD_FAILURE() << mode_name(m) << ": " << exactpred::testing::query_line(pc.name, x)
                      << "\n  exactpred " << ours << ", CGAL " << theirs;
      }
    }
    EXPECT_EQ(mismatches, 0u) << pc.name << ", " << mode_name(m);
  }
  std::string summary;
  for (const auto& [word, count] : answers) summary += " " + word + "=" + std::to_string(count);
  const double share = double(ties) / double(tie_queries);
  std::printf("%s: %zu queries; exact ties %zu of %zu tie-family queries (%.1f%%);%s\n", pc.name,
              queries, ties, tie_queries, 100 * share, summary.c_str());
  EXPECT_GE(share, 0.05) << pc.name << ": too few exact ties in the tie families";
  for (const char* word : pc.words) {
    EXPECT_GT(answers[word], 0u) << pc.name << " never answered " << word;
  }
  EXPECT_EQ(answers.size(), pc.words.size()) << pc.name << ": unexpected answers";
}

INSTANTIATE_TEST_SUITE_P(Distance, DistanceDifferential,
                         ::testing::Range<std::size_t>(0, cases().size()),
                         [](const ::testing::TestParamInfo<std::size_t>& info) {
                           return std::string(cases()[info.param].name);
                         });

// ---- the formulas' stages ----------------------------------------------------------------------

template <class F>
class DistanceFormulaStages : public ::testing::Test {};
using DistanceFormulas = ::testing::Types<
    exactpred::detail::plane_distance_compare_formula,
    exactpred::detail::line_distance_compare_formula, exactpred::detail::point_pair_compare_formula,
    exactpred::detail::point_line_compare_formula, exactpred::detail::line_pair_compare_formula,
    exactpred::detail::direction_dot_formula, exactpred::detail::direction_cross_2d_formula,
    exactpred::detail::line_line_parameter_formula, exactpred::detail::line_line_ball_formula,
    exactpred::detail::point_lines_compare_formula, exactpred::detail::line_lines_compare_formula,
    exactpred::detail::lines_lines_compare_formula, exactpred::detail::point_plane_compare_formula,
    exactpred::detail::line_plane_compare_formula, exactpred::detail::lines_plane_compare_formula,
    exactpred::detail::plane_plane_compare_formula>;
TYPED_TEST_SUITE(DistanceFormulaStages, DistanceFormulas);

// Each stage alone agrees with GMP rationals on uniform, small-integer (often exactly zero),
// scaled and extreme inputs, and each decides its share.
TYPED_TEST(DistanceFormulaStages, StagesAgree) {
  // Some exact zeros (the integer kinds; fewer for the wider formulas), some queries for the
  // exact stage, the filter most of the uniform kind, expansions half of the queries.
  exactpred::testing::check_formula_stages<TypeParam>(2000, {10, 0, 400, 1000});
}

// ---- non-finite input and domain errors -------------------------------------------------------

TEST(DistanceErrors, NonFiniteInputIsRejectedWithTheName) {
  std::mt19937_64 rng(11);
  for (const predicate_case& pc : cases()) {
    for (bool tie : {false, true}) {
      exactpred::testing::expect_non_finite_rejected(
          pc.name, make_query(pc, tie ? mode::tie : mode::random, rng));
    }
  }
}

TEST(DistanceErrors, MessagesNameTheArgument) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  try {
    exactpred::compare_distance_point_segment_3d(point3{0, 0, 0}, {1, 1, 1}, {0, nan, 0},
                                                 {1, 0, 0});
    FAIL() << "no error";
  } catch (const exactpred::invalid_input& e) {
    EXPECT_STREQ(e.what(),
                 "compare_distance_point_segment_3d: coordinate y of p is NaN; every coordinate "
                 "must be finite");
  }
  try {
    exactpred::box_sphere(point3{0, 0, 0}, INFINITY, {0, 0, 0}, {1, 1, 1});
    FAIL() << "no error";
  } catch (const exactpred::invalid_input& e) {
    EXPECT_STREQ(e.what(),
                 "box_sphere: argument 4 (r) is +infinity; every coordinate must be finite");
  }
}

TEST(DistanceErrors, DomainErrors) {
  const point3 o{0, 0, 0}, x{1, 0, 0}, y{0, 1, 0}, negzero{-0.0, 0, -0.0};
  EXPECT_THROW(exactpred::compare_distance_point_plane(o, o, x, y), exactpred::invalid_input);
  EXPECT_THROW(exactpred::compare_distance_point_plane(x, negzero, x, y), exactpred::invalid_input);
  EXPECT_THROW(exactpred::compare_distance_point_line_3d(x, x, o, y), exactpred::invalid_input);
  EXPECT_THROW(exactpred::compare_distance_point_line_3d(o, negzero, x, y),
               exactpred::invalid_input);
  EXPECT_THROW(exactpred::box_sphere(o, -1.0, o, x), exactpred::invalid_input);
  EXPECT_THROW(exactpred::box_sphere(o, 1.0, x, o), exactpred::invalid_input);
  EXPECT_THROW(exactpred::capsule_box(o, x, -5e-324, o, x), exactpred::invalid_input);
  EXPECT_THROW(exactpred::capsule_box(o, x, 1.0, x, o), exactpred::invalid_input);
  // A zero-length segment is a point, not an error.
  EXPECT_EQ(exactpred::compare_distance_point_segment_3d(x, x, o, point3{2, 0, 0}), sign::zero);
  // The oracle command reports domain errors as error lines, like CGAL's reference.
  for (const char* name : {"compare_distance_point_plane", "compare_distance_point_line_3d"}) {
    const query q = {0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6};
    const std::string ours = answer(exactpred::query::find_predicate(name)->ours, q);
    const std::string theirs = answer(exactpred::oracle::reference_evaluator(name), q);
    EXPECT_EQ(ours.rfind("error: ", 0), 0u) << ours;
    EXPECT_EQ(theirs.rfind("error: ", 0), 0u) << theirs;
  }
}

// ---- hand-checked cases -----------------------------------------------------------------------

TEST(DistanceCases, CompareDistances) {
  using exactpred::compare_distance_point_line_3d;
  using exactpred::compare_distance_point_plane;
  using exactpred::compare_distance_point_segment_3d;
  const point3 o{0, 0, 0}, ez{0, 0, 1};
  EXPECT_EQ(compare_distance_point_plane(o, ez, point3{1, 2, 3}, {5, 5, -3}), sign::zero);
  EXPECT_EQ(compare_distance_point_plane(o, ez, point3{1, 2, 3}, {5, 5, -4}), sign::negative);
  EXPECT_EQ(compare_distance_point_plane(o, ez, point3{1, 2, 0.1}, {5, 5, -0.1}), sign::zero);
  // 0.1 + 0.2 != 0.3 in doubles: the exact distances differ.
  EXPECT_EQ(compare_distance_point_plane(o, ez, point3{0, 0, 0.1 + 0.2}, {0, 0, 0.3}),
            sign::positive);
  const point3 a{0, 0, 0}, b{1, 0, 0};
  EXPECT_EQ(compare_distance_point_line_3d(a, b, point3{5, 3, 4}, {-7, 0, 5}), sign::zero);
  EXPECT_EQ(compare_distance_point_line_3d(a, b, point3{5, 3, 4}, {-7, 0, 5.5}), sign::negative);
  // Beyond the ends vs across the interior, at the same distance 5.
  EXPECT_EQ(compare_distance_point_segment_3d(a, b, point3{-3, 4, 0}, {0.5, 0, -5}), sign::zero);
  EXPECT_EQ(compare_distance_point_segment_3d(a, b, point3{4, 0, 4}, {-3, 0, 4}), sign::zero);
  EXPECT_EQ(compare_distance_point_segment_3d(a, b, point3{4, 0, 4}, {-3, 0, 4.0000001}),
            sign::negative);
  // Tiny and huge: exact throughout.
  EXPECT_EQ(compare_distance_point_segment_3d(point3{0, 0, 0}, {5e-324, 0, 0},
                                              point3{-5e-324, 5e-324, 0}, {1e-323, 0, 5e-324}),
            sign::zero);
  EXPECT_EQ(compare_distance_point_line_3d(point3{0, 0, 0}, {DBL_MAX, 0, 0}, point3{0, DBL_MAX, 0},
                                           {-DBL_MAX, 0, DBL_MAX}),
            sign::zero);
}

// A point compared with itself (p = q, as meshes ask): zero, on random and extreme points and
// beside -0; the domain errors still come first.
TEST(DistanceCases, PointComparedWithItself) {
  using exactpred::compare_distance_point_line_3d;
  using exactpred::compare_distance_point_plane;
  using exactpred::compare_distance_point_segment_3d;
  std::mt19937_64 rng(1206);
  for (int i = 0; i < 2000; ++i) {
    const auto p3 = [&] {
      const int e = i % 2 == 0 ? 0 : irand(rng, -1000, 1000);
      return point3{std::ldexp(exactpred::testing::uniform_coord(rng), e),
                    std::ldexp(exactpred::testing::uniform_coord(rng), e),
                    std::ldexp(exactpred::testing::uniform_coord(rng), e)};
    };
    const point3 a = p3(), b = p3(), p = p3();
    const point3 q = i % 3 == 0 ? point3{p.x, p.y == 0 ? -0.0 : p.y, p.z} : p;
    EXPECT_EQ(compare_distance_point_plane(a, b, p, q), sign::zero);
    EXPECT_EQ(compare_distance_point_line_3d(a, b, p, q), sign::zero);
    EXPECT_EQ(compare_distance_point_segment_3d(a, b, p, q), sign::zero);
  }
  const point3 o{0, 0, 0}, x{1, 2, 3};
  EXPECT_THROW(compare_distance_point_plane(x, o, x, x), exactpred::invalid_input);
  EXPECT_THROW(compare_distance_point_line_3d(o, o, x, x), exactpred::invalid_input);
  EXPECT_THROW(compare_distance_point_plane(o, x, point3{NAN, 0, 0}, {NAN, 0, 0}),
               exactpred::invalid_input);
}

TEST(DistanceCases, ClosestFeatureSegmentSegment) {
  using exactpred::closest_feature_segment_segment_3d;
  const point3 o{0, 0, 0}, x{1, 0, 0};
  const auto f = [&](point3 q1, point3 q2) {
    return closest_feature_segment_segment_3d(o, x, q1, q2);
  };
  EXPECT_EQ(f({0, 1, 1}, {1, 1, 1}), segment_pair_feature::parallel);
  EXPECT_EQ(f({1, 1, 1}, {2, 1, 1}), segment_pair_feature::p2_q1);  // projections touch
  EXPECT_EQ(f({2, 1, 1}, {1.5, 1, 1}), segment_pair_feature::p2_q2);
  EXPECT_EQ(f({0.5, -1, 1}, {0.5, 1, 1}), segment_pair_feature::interior_interior);
  EXPECT_EQ(f({2, -1, 1}, {2, 1, 1}), segment_pair_feature::p2_interior);
  EXPECT_EQ(f({1, -1, 1}, {1, 1, 1}), segment_pair_feature::p2_interior);  // exactly above p2
  EXPECT_EQ(f({0.5, 1, 0}, {0.5, 2, 0}), segment_pair_feature::interior_q1);
  EXPECT_EQ(f({0.5, 0, 0}, {0.5, 2, 0}), segment_pair_feature::intersecting);
  EXPECT_EQ(f({2, 0, 0}, {3, 0, 0}), segment_pair_feature::p2_q1);  // collinear, apart
  EXPECT_EQ(f({3, 3, 3}, {3, 3, 3}), segment_pair_feature::p2_q1);  // q a point
  EXPECT_EQ(closest_feature_segment_segment_3d(o, o, point3{-1, 1, 0}, {1, 1, 0}),
            segment_pair_feature::p1_interior);
}

TEST(DistanceCases, ClosestFeatureSegmentTriangle) {
  using exactpred::closest_feature_segment_triangle;
  using exactpred::segment_triangle_feature;
  const point3 a{0, 0, 0}, b{1, 0, 0}, c{0, 1, 0};
  const auto f = [&](point3 p, point3 q) {
    return closest_feature_segment_triangle(p, q, a, b, c);
  };
  EXPECT_EQ(f({0.25, 0.25, 1}, {0.25, 0.5, 2}), segment_triangle_feature::endpoint_p);
  EXPECT_EQ(f({0.25, 0.5, 2}, {0.25, 0.25, 1}), segment_triangle_feature::endpoint_q);
  // Parallel to the face: both endpoints at height 1, the tie goes to p.
  EXPECT_EQ(f({0.25, 0.5, 1}, {0.25, 0.25, 1}), segment_triangle_feature::endpoint_p);
  EXPECT_EQ(f({0.25, 0.25, 1}, {0.25, 0.25, -1}), segment_triangle_feature::intersecting);
  EXPECT_EQ(f({0.25, 0.25, 0}, {0.25, 0.25, 0}), segment_triangle_feature::intersecting);
  EXPECT_EQ(f({0.25, -1, 0}, {0.75, -1, 0}), segment_triangle_feature::edge_ab);  // parallel
  EXPECT_EQ(f({-1, 0.5, 3}, {-1, 0.5, -3}), segment_triangle_feature::edge_ca);
  // Over the vertex c, which edges bc and ca share: the tie goes to edge_bc.
  const point3 l{-1, 0, 0}, r{1, 0, 0}, t{0, 2, 0};
  EXPECT_EQ(closest_feature_segment_triangle(point3{0, 3, 0}, {0, 3, 1}, l, r, t),
            segment_triangle_feature::edge_bc);
  // Parallel to the face at height 1 and passing over the edge ab: p is as far from the face
  // as the segment is from the edge, and the edge wins the tie.
  EXPECT_EQ(closest_feature_segment_triangle(point3{0, 0.5, 1}, {0, -3, 1}, l, r, t),
            segment_triangle_feature::edge_ab);
  // A degenerate triangle is its edges.
  EXPECT_EQ(closest_feature_segment_triangle(point3{0, 1, 1}, {0, 1, 2}, l, r, point3{0, 0, 0}),
            segment_triangle_feature::edge_ab);
}

TEST(DistanceCases, BallsAndCapsulesAgainstBoxes) {
  using exactpred::box_sphere;
  using exactpred::capsule_box;
  const point3 lo{0, 0, 0}, hi{1, 1, 1};
  EXPECT_EQ(box_sphere(point3{2, 0.5, 0.5}, 1, lo, hi), ball_relation::touching);  // face
  EXPECT_EQ(box_sphere(point3{4, 5, 0.5}, 5, lo, hi), ball_relation::touching);    // edge
  EXPECT_EQ(box_sphere(point3{2, 3, 3}, 3, lo, hi), ball_relation::touching);      // corner
  EXPECT_EQ(box_sphere(point3{2, 3, 3}, 2.9999999999999996, lo, hi), ball_relation::disjoint);
  EXPECT_EQ(box_sphere(point3{0.5, 0.5, 0.5}, 0, lo, hi), ball_relation::touching);  // inside
  EXPECT_EQ(box_sphere(point3{0.5, 0.5, 0.5}, 5e-324, lo, hi), ball_relation::intersecting);
  EXPECT_EQ(box_sphere(point3{1, 0.5, 0.5}, 0, lo, hi), ball_relation::touching);
  // 1.1 - 1 > 0.1 in exact arithmetic on the doubles; -0.1 is exactly 0.1 from the face.
  EXPECT_EQ(box_sphere(point3{1.1, 0.5, 0.5}, 0.1, lo, hi), ball_relation::disjoint);
  EXPECT_EQ(box_sphere(point3{-0.1, 0.5, 0.5}, 0.1, lo, hi), ball_relation::touching);
  // Over the top face at height 1.
  EXPECT_EQ(capsule_box(point3{0.5, -2, 2}, {0.5, 3, 2}, 1, lo, hi), ball_relation::touching);
  // Past the edge y = 1, z = 1 at distance 5, perpendicular to it (the lines' distance).
  EXPECT_EQ(capsule_box(point3{0.5, 8, 2}, {0.5, 0, 8}, 5, lo, hi), ball_relation::touching);
  EXPECT_EQ(capsule_box(point3{0.5, 8, 2}, {0.5, 0, 8}, 4.9999999999999991, lo, hi),
            ball_relation::disjoint);
  EXPECT_EQ(capsule_box(point3{0.5, 8, 2}, {0.5, 0, 8}, 5.0000000000000009, lo, hi),
            ball_relation::intersecting);
  EXPECT_EQ(capsule_box(point3{2, -2, 2}, {-2, 3, 2}, 1, lo, hi), ball_relation::touching);
  EXPECT_EQ(capsule_box(point3{3, -2, 3}, {-2, 3, 3}, 1, lo, hi), ball_relation::disjoint);
  EXPECT_EQ(capsule_box(point3{2, 0.5, 0.5}, {2, 0.5, 0.5}, 1, lo, hi), ball_relation::touching);
  EXPECT_EQ(capsule_box(point3{-1, 0.5, 0.5}, {2, 0.5, 0.5}, 0, lo, hi), ball_relation::touching);
  EXPECT_EQ(capsule_box(point3{-1, 0.5, 0.5}, {2, 0.5, 0.5}, 1, lo, hi),
            ball_relation::intersecting);
  EXPECT_EQ(capsule_box(point3{2, 3, 3}, {2, 3, 3}, 3, lo, hi), ball_relation::touching);
}

}  // namespace
