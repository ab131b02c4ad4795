// SPDX-License-Identifier: MIT
// tests/make_vectors.cpp — exactpred-make-vectors: the queries of the reference corpus
// (tests/vectors/), without answers. scripts/make-vectors adds CGAL's answers.
//
//   exactpred-make-vectors PREDICATE COUNT SEED
//
// Prints COUNT queries of each hard family (support/families.hpp: random, near_degenerate,
// degenerate, kettner, extreme) for PREDICATE, one oracle line each, every number a C99 hex
// float, each family after a '# family: NAME' comment. The core predicates use the families
// directly. Every other predicate in the oracle's table is filled from its --list layout: its
// points are taken from core queries of the same family and dimension (so they inherit their
// near and exact degeneracies, coincidences, extreme exponents and signed zeros), a box's
// lo/hi corners are sorted, a radius is a coordinate difference of those points, and a vertex
// list gets 3 to 8 of them. convex_polygons_intersect gets the exact convex hulls of two such
// point sets (so both polygons are convex, possibly degenerate); other predicates with a custom
// argument shape are skipped (exit 3). The predicates with a boundary answer that such points
// rarely reach (the sphere, box-sphere, ray-plane, convex-polygon, box-graze and power-distance
// predicates) get every fifth query of the degenerate, extreme and lattice families from an
// exact construction instead (see "Exact boundary cases" below): at least 10% of their file.
// Deterministic given the arguments.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "exactpred/planar.hpp"
#include "query.hpp"
#include "support/construction_families.hpp"
#include "support/families.hpp"
#include "support/query_text.hpp"

namespace {

namespace fam = exactpred::testing;

// One argument group of a layout: a point of dimension 2 or 3, or a scalar.
struct slot {
  std::string stem;  // "a" for "ax ay", "lo" for "lox loy loz", the name for a scalar
  int dim;           // 0 for a scalar
};

std::vector<std::string> words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> r;
  std::string w;
  while (in >> w) r.push_back(w);
  return r;
}

// Groups the first `count` layout words into points and scalars.
std::vector<slot> parse_slots(const std::vector<std::string>& w, std::size_t count) {
  std::vector<slot> r;
  for (std::size_t i = 0; i < count;) {
    const std::string& t = w[i];
    const std::string stem = t.substr(0, t.size() - 1);
    if (t.size() >= 2 && t.back() == 'x' && i + 1 < count && w[i + 1] == stem + "y") {
      const bool three = i + 2 < count && w[i + 2] == stem + "z";
      r.push_back({stem, three ? 3 : 2});
      i += three ? 3 : 2;
    } else {
      r.push_back({t, 0});
      ++i;
    }
  }
  return r;
}

bool ends_with(const std::string& s, const std::string& end) {
  return s.size() >= end.size() && s.compare(s.size() - end.size(), end.size(), end) == 0;
}

// Points of one family and dimension, taken from core queries, consumed in order.
class point_pool {
 public:
  point_pool(int dim, fam::family f, std::size_t count, std::uint64_t seed) : dim_(dim) {
    for (const char* name : dim == 2 ? std::vector<const char*>{"incircle", "orient2d"}
                                     : std::vector<const char*>{"insphere", "orient3d"}) {
      for (const auto& q : fam::make_queries(name, f, count, seed)) queries_.push_back(q);
    }
    std::shuffle(queries_.begin(), queries_.end(), std::mt19937_64(seed));
  }
  // The points of the next two core queries (the first one's degeneracy comes first).
  std::vector<std::vector<double>> next() {
    std::vector<std::vector<double>> pts;
    for (int k = 0; k < 2; ++k) {
      const std::vector<double>& q = queries_[next_++ % queries_.size()];
      for (std::size_t i = 0; i + dim_ <= q.size(); i += dim_) {
        pts.emplace_back(q.begin() + static_cast<std::ptrdiff_t>(i),
                         q.begin() + static_cast<std::ptrdiff_t>(i + dim_));
      }
    }
    return pts;
  }

 private:
  std::size_t dim_;
  std::vector<std::vector<double>> queries_;
  std::size_t next_ = 0;
};

std::vector<double> fill(const exactpred::query::predicate_info& p, const std::vector<slot>& slots,
                         point_pool& pool, std::mt19937_64& rng) {
  const auto pts = pool.next();
  const auto pick = [&]() -> const std::vector<double>& { return pts[rng() % pts.size()]; };
  std::vector<double> q;
  std::size_t used = 0;  // points are taken in order first, so that degeneracies survive
  const auto take = [&]() -> const std::vector<double>& {
    return used < pts.size() && rng() % 8 != 0 ? pts[used++] : pick();
  };
  for (std::size_t s = 0; s < slots.size(); ++s) {
    const slot& sl = slots[s];
    if (sl.dim > 0) {
      std::vector<double> v = take();
      v.resize(static_cast<std::size_t>(sl.dim), 0.0);
      // A box: the corners named ...lo / ...hi are sorted componentwise.
      if (ends_with(sl.stem, "hi") && q.size() >= v.size() && s > 0 &&
          ends_with(slots[s - 1].stem, "lo")) {
        for (std::size_t k = 0; k < v.size(); ++k) {
          double& lo = q[q.size() - v.size() + k];
          if (lo > v[k]) std::swap(lo, v[k]);
        }
      }
      q.insert(q.end(), v.begin(), v.end());
    } else {
      // A radius or another scalar: zero, or a coordinate difference (often exactly the
      // distance along one axis, so touching cases occur), or the magnitude of a coordinate.
      const std::vector<double>& a = pick();
      const std::vector<double>& b = pick();
      const std::size_t k = rng() % a.size();
      const int kind = static_cast<int>(rng() % 8);
      double r = kind == 0 ? 0.0 : kind < 6 ? std::fabs(a[k] - b[k]) : std::fabs(a[k]);
      if (!std::isfinite(r)) r = std::fabs(a[k]);
      q.push_back(r);
    }
  }
  if (p.stride > 0) {
    const std::size_t n = 3 + rng() % 6;
    q.push_back(static_cast<double>(n));
    for (std::size_t i = 0; i < n; ++i) {
      std::vector<double> v = take();
      v.resize(static_cast<std::size_t>(p.stride), 0.0);
      q.insert(q.end(), v.begin(), v.end());
    }
  }
  return q;
}

// Two convex polygons: the exact hulls (exactpred::convex_hull, counterclockwise) of 3 to 8
// points each, taken from the pool so that they share the family's degeneracies.
std::vector<double> convex_pair(point_pool& pool, std::mt19937_64& rng) {
  std::vector<double> q;
  for (int polygon = 0; polygon < 2; ++polygon) {
    const auto pts = pool.next();
    std::vector<exactpred::point2> chosen;
    const std::size_t n = 3 + rng() % 6;
    for (std::size_t i = 0; i < n; ++i) {
      const auto& v = pts[i < pts.size() ? i : rng() % pts.size()];
      chosen.push_back({v[0], v[1]});
    }
    const std::vector<std::size_t> hull = exactpred::convex_hull(chosen);
    q.push_back(static_cast<double>(hull.size()));
    for (std::size_t i : hull) {
      q.push_back(chosen[i].x);
      q.push_back(chosen[i].y);
    }
  }
  return q;
}

// ---- Exact boundary cases ----------------------------------------------------------------------
//
// The derived predicates' boundary answers (a point on a sphere, tangent balls, a segment,
// triangle or box tangent to a ball, convex polygons touching at a vertex or along an edge, a
// ray parallel to or in a plane) need exact ties, which points taken from the core families
// rarely give. So every fifth query (i % 5 == 4) of the degenerate, extreme and lattice
// families of these predicates is replaced by an exact construction: small integer
// coordinates (below 2^12), distances of integer length from Pythagorean triples and
// quadruples (r = |v| with v an integer vector, so r is an integer and r^2 is exact),
// tangent directions from integer cross products, then the whole query scaled by one exact
// power of two (the family's range: degenerate |k| <= 1000, lattice |k| <= 40, extreme at the
// edge of the subnormal or the overflow range), so that every double is exactly the intended
// value and CGAL's exact answer is the boundary class. That is 48 of the 480 lines (10%) on
// top of the ties the other queries already have. The replaced query is still drawn first, so
// the other queries are those of the plain generator.
//
// segment_box_3d and ray_box_3d have no boundary answer: there the constructions graze the
// box exactly (answer `intersecting`). The segment or ray lies in the closed outer half-space
// of one face plane of the box and meets the box: an endpoint or the origin on a face, edge or
// corner, leaving outwards; or the segment or ray inside a face plane, crossing the face or
// passing exactly through one of its corners from outside. test_reference_corpus_boundary checks
// that share (an `intersecting` query in the outer half-space of a face plane).

using ivec = std::array<long long, 3>;

long long irand(std::mt19937_64& rng, long long lo, long long hi) {
  return lo + static_cast<long long>(rng() % static_cast<std::uint64_t>(hi - lo + 1));
}
ivec rand_ivec(std::mt19937_64& rng, long long r) {
  return {irand(rng, -r, r), irand(rng, -r, r), irand(rng, -r, r)};
}
ivec add(const ivec& a, const ivec& b) { return {a[0] + b[0], a[1] + b[1], a[2] + b[2]}; }
ivec mul(long long k, const ivec& a) { return {k * a[0], k * a[1], k * a[2]}; }
ivec cross(const ivec& a, const ivec& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}
bool is_zero(const ivec& a) { return a[0] == 0 && a[1] == 0 && a[2] == 0; }
// A non-zero integer vector perpendicular to v (v != 0).
ivec perpendicular(std::mt19937_64& rng, const ivec& v) {
  for (;;) {
    const ivec w = cross(v, rand_ivec(rng, 4));
    if (!is_zero(w)) return w;
  }
}

// An integer vector of integer length with `nonzero` (1 to 3) non-zero components, which are
// positive, times 1 to 4; the components in random order unless `keep_order`.
struct integer_length {
  ivec v;
  long long length;
};
integer_length pythagorean(std::mt19937_64& rng, int nonzero, bool keep_order = false) {
  static const integer_length one[] = {{{1, 0, 0}, 1}};
  static const integer_length two[] = {{{3, 4, 0}, 5}, {{5, 12, 0}, 13}, {{8, 15, 0}, 17}};
  static const integer_length three[] = {
      {{1, 2, 2}, 3}, {{2, 3, 6}, 7}, {{4, 4, 7}, 9}, {{2, 6, 9}, 11}, {{1, 4, 8}, 9}};
  integer_length r = nonzero == 1 ? one[0] : nonzero == 2 ? two[rng() % 3] : three[rng() % 5];
  if (!keep_order) std::shuffle(r.v.begin(), r.v.end(), rng);
  const long long k = irand(rng, 1, 4) * (nonzero == 1 ? irand(rng, 1, 9) : 1);
  return {mul(k, r.v), k * r.length};
}
// Same, with random signs.
integer_length signed_pythagorean(std::mt19937_64& rng) {
  integer_length r = pythagorean(rng, static_cast<int>(1 + rng() % 3));
  for (long long& c : r.v) c = rng() % 2 ? -c : c;
  return r;
}

void append(std::vector<double>& q, const ivec& v) {
  for (long long c : v) q.push_back(static_cast<double>(c));
}

// An exponent k in [k_min, k_max] for the family: at the ends of that range for the extreme
// family, else within |k| <= 40 (lattice) or 1000.
int family_exponent(fam::family f, std::mt19937_64& rng, int k_min, int k_max) {
  if (f == fam::family::extreme) {
    return rng() % 2 ? k_min + static_cast<int>(irand(rng, 0, 4))
                     : k_max - static_cast<int>(irand(rng, 0, 4));
  }
  const int range = f == fam::family::lattice ? 40 : 1000;
  return static_cast<int>(irand(rng, std::max(-range, k_min), std::min(range, k_max)));
}

// Scales the values at the given positions (all when `which` is empty) by one exact power of
// two in the family's range.
void scale_for_family(std::vector<double>& q, fam::family f, std::mt19937_64& rng,
                      const std::vector<std::size_t>& which = {}) {
  std::vector<double> v;
  if (which.empty()) {
    v = q;
  } else {
    for (std::size_t i : which) v.push_back(q[i]);
  }
  int k_min = 0;
  int k_max = 0;
  fam::exact_scale_range(v, k_min, k_max);
  fam::scale_by_power_of_two(v, family_exponent(f, rng, k_min, k_max));
  if (which.empty()) {
    q = v;
  } else {
    for (std::size_t i = 0; i < which.size(); ++i) q[which[i]] = v[i];
  }
}

// A box with integer corners, every extent 1 to 40.
void random_box(std::mt19937_64& rng, ivec& lo, ivec& hi) {
  lo = rand_ivec(rng, 1000);
  for (int i = 0; i < 3; ++i) hi[i] = lo[i] + irand(rng, 1, 40);
}

std::vector<double> exact_point_sphere(std::mt19937_64& rng) {
  // p on the sphere (c, |v|): p = c + v; one in eight r = 0 and p = c.
  const ivec c = rand_ivec(rng, 1000);
  integer_length v = signed_pythagorean(rng);
  if (rng() % 8 == 0) v = {{0, 0, 0}, 0};
  std::vector<double> q;
  append(q, c);
  q.push_back(static_cast<double>(v.length));
  append(q, add(c, v.v));
  return q;
}

std::vector<double> exact_sphere_sphere(std::mt19937_64& rng) {
  // Externally tangent: |c2 - c1| = L = r1 + r2, r1 in [0, L].
  const ivec c1 = rand_ivec(rng, 1000);
  const integer_length v = signed_pythagorean(rng);
  const long long r1 = irand(rng, 0, v.length);
  std::vector<double> a;
  append(a, c1);
  a.push_back(static_cast<double>(r1));
  std::vector<double> b;
  append(b, add(c1, v.v));
  b.push_back(static_cast<double>(v.length - r1));
  if (rng() % 2) std::swap(a, b);
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

/// A ball (c, |v|) with an integer radius, and its point t = c + v: where the exactly tangent
/// queries touch it.
struct tangent_point {
  ivec c;
  integer_length v;
  ivec t;
  /// The query's first numbers: c, then the radius.
  std::vector<double> ball() const {
    std::vector<double> q;
    append(q, c);
    q.push_back(static_cast<double>(v.length));
    return q;
  }
};

tangent_point random_tangent_point(std::mt19937_64& rng) {
  const ivec c = rand_ivec(rng, 1000);
  const integer_length v = signed_pythagorean(rng);
  return {c, v, add(c, v.v)};
}

std::vector<double> exact_segment_sphere(std::mt19937_64& rng) {
  // t = c + v on the sphere; the segment stays in the half-space (x - t).v >= 0, so t is its
  // point closest to c: tangent at an endpoint or an interior point, or leaving outwards.
  const tangent_point tp = random_tangent_point(rng);
  const ivec &t = tp.t, &v = tp.v.v;
  const ivec w = perpendicular(rng, v);
  ivec p = t;
  ivec e = t;
  switch (rng() % 4) {
    case 0:
      e = add(t, w);
      break;
    case 1:
      p = add(t, mul(-irand(rng, 1, 3), w));
      e = add(t, mul(irand(rng, 1, 3), w));
      break;
    case 2:
      e = add(t, add(mul(irand(rng, 1, 3), v), mul(irand(rng, 0, 2), w)));
      break;
    default:
      break;  // a point on the sphere
  }
  if (rng() % 2) std::swap(p, e);
  std::vector<double> q = tp.ball();
  append(q, p);
  append(q, e);
  return q;
}

std::vector<double> exact_triangle_sphere(std::mt19937_64& rng) {
  // t = c + v on the sphere, the triangle in the half-space (x - t).v >= 0 and containing t:
  // as a vertex, inside an edge or inside the face.
  const tangent_point tp = random_tangent_point(rng);
  const ivec &t = tp.t, &v = tp.v.v;
  const ivec w1 = perpendicular(rng, v);
  const ivec w2 = perpendicular(rng, v);
  std::array<ivec, 3> tri;
  switch (rng() % 4) {
    case 0:  // vertex, in the tangent plane
      tri = {t, add(t, w1), add(t, w2)};
      break;
    case 1:  // t the centroid, in the tangent plane
      tri = {add(t, w1), add(t, w2), add(t, mul(-1, add(w1, w2)))};
      break;
    case 2:  // vertex, the triangle tilted away from the ball
      tri = {t, add(t, add(w1, mul(irand(rng, 0, 3), v))),
             add(t, add(w2, mul(irand(rng, 1, 3), v)))};
      break;
    default:  // the midpoint of an edge
      tri = {add(t, w1), add(t, mul(-1, w1)), add(t, add(w2, mul(irand(rng, 1, 3), v)))};
      break;
  }
  std::shuffle(tri.begin(), tri.end(), rng);
  std::vector<double> q = tp.ball();
  for (const ivec& p : tri) append(q, p);
  return q;
}

std::vector<double> exact_box_sphere(std::mt19937_64& rng) {
  // The point of the box closest to c is on a face, an edge or a corner: c is moved outwards
  // from it by an integer-length vector along the 1, 2 or 3 axes it is outside of; one in
  // eight r = 0 with c on the box's boundary.
  ivec lo;
  ivec hi;
  random_box(rng, lo, hi);
  const int m = static_cast<int>(1 + rng() % 3);
  const integer_length v = pythagorean(rng, m, true);
  std::array<int, 3> axes = {0, 1, 2};
  std::shuffle(axes.begin(), axes.end(), rng);
  ivec c;
  ivec off = {0, 0, 0};
  for (int j = 0; j < 3; ++j) {
    const int i = axes[static_cast<std::size_t>(j)];
    if (j < m) {
      const bool up = rng() % 2 != 0;
      c[i] = up ? hi[i] : lo[i];
      off[i] = up ? v.v[j] : -v.v[j];
    } else {
      c[i] = irand(rng, lo[i], hi[i]);
    }
  }
  const bool zero = rng() % 8 == 0;
  std::vector<double> q;
  append(q, zero ? c : add(c, off));
  q.push_back(zero ? 0.0 : static_cast<double>(v.length));
  append(q, lo);
  append(q, hi);
  return q;
}

// A face of an integer box: the axis, the side (hi or lo) and the outward sign.
struct box_face {
  int axis;
  long long plane;
  long long out;
};
box_face random_face(std::mt19937_64& rng, const ivec& lo, const ivec& hi) {
  const int i = static_cast<int>(rng() % 3);
  const bool up = rng() % 2 != 0;
  return {i, up ? hi[i] : lo[i], up ? 1 : -1};
}
// A point of the face: its other coordinates in range, often at their ends (an edge or a
// corner of the box).
ivec face_point(std::mt19937_64& rng, const box_face& f, const ivec& lo, const ivec& hi) {
  ivec p;
  for (int i = 0; i < 3; ++i) {
    const int kind = static_cast<int>(rng() % 4);
    p[i] = kind == 0 ? lo[i] : kind == 1 ? hi[i] : irand(rng, lo[i], hi[i]);
  }
  p[f.axis] = f.plane;
  return p;
}

// A segment (segment_box_3d) or a ray (ray_box_3d) grazing the box; see the comment above.
std::vector<double> exact_box_graze(std::mt19937_64& rng, bool segment) {
  ivec lo;
  ivec hi;
  random_box(rng, lo, hi);
  const box_face f = random_face(rng, lo, hi);
  const int j = (f.axis + 1) % 3;
  const int k = (f.axis + 2) % 3;
  ivec p;
  ivec d;
  long long reach = 0;  // p + reach d is the contact point
  switch (rng() % 3) {
    case 0: {  // from a point of the face, outwards
      p = face_point(rng, f, lo, hi);
      d = rand_ivec(rng, 20);
      d[f.axis] = f.out * irand(rng, 1, 20);
      break;
    }
    case 1: {  // in the face plane, through a point of the face
      const ivec m = face_point(rng, f, lo, hi);
      d = rand_ivec(rng, 20);
      d[f.axis] = 0;
      if (is_zero(d)) d[j] = 1;
      reach = irand(rng, 0, 3);
      p = add(m, mul(-reach, d));
      break;
    }
    default: {  // in the face plane, from outside through a corner of the face only
      const long long sj = rng() % 2 ? 1 : -1;
      const long long sk = rng() % 2 ? 1 : -1;
      ivec corner;
      corner[f.axis] = f.plane;
      corner[j] = sj > 0 ? hi[j] : lo[j];
      corner[k] = sk > 0 ? hi[k] : lo[k];
      const long long s = irand(rng, 1, 20);
      const long long a = irand(rng, 1, 3);
      const long long b = irand(rng, 1, 3);
      // From corner + s(a sj, -b sk) (outside along j) towards corner - s(a sj, -b sk)
      // (outside along k): the line meets the face's rectangle at the corner only.
      reach = s;
      p = corner;
      p[j] += s * a * sj;
      p[k] -= s * b * sk;
      d = {0, 0, 0};
      d[j] = -a * sj;
      d[k] = b * sk;
      break;
    }
  }
  std::vector<double> q;
  if (segment) {
    // The segment ends beyond the contact point.
    ivec e = add(p, mul(reach + 1 + irand(rng, 0, reach), d));
    if (rng() % 2) std::swap(p, e);
    append(q, p);
    append(q, e);
  } else {
    append(q, p);
    append(q, d);
  }
  append(q, lo);
  append(q, hi);
  return q;
}

std::vector<double> exact_ray_plane(std::mt19937_64& rng) {
  // d perpendicular to n: the ray in the plane, or parallel to it off the plane.
  const ivec c = rand_ivec(rng, 1000);
  ivec n = rand_ivec(rng, 20);
  if (is_zero(n)) n[0] = 1;
  const ivec d = perpendicular(rng, n);
  ivec o = add(c, mul(irand(rng, 0, 5), perpendicular(rng, n)));
  if (rng() % 2) o = add(o, mul(rng() % 2 ? irand(rng, 1, 3) : -irand(rng, 1, 3), n));
  std::vector<double> q;
  append(q, o);
  append(q, d);
  append(q, c);
  append(q, n);
  return q;
}

// Two convex polygons on either side of a line, sharing a point or a segment of it: the
// hulls of integer points with x <= 0 and x >= 0 that share (0, y0) (and sometimes (0, y1)),
// mapped by one integer matrix of non-zero determinant and translated. Returns the query with
// the positions of its coordinates (the vertex counts are not scaled).
std::vector<double> exact_convex_touch(std::mt19937_64& rng, std::vector<std::size_t>& coords) {
  const long long y0 = irand(rng, -20, 20);
  const long long y1 = irand(rng, -20, 20);
  const bool edge = rng() % 2 != 0;
  long long m[4];
  do {
    for (long long& e : m) e = irand(rng, -3, 3);
  } while (m[0] * m[3] - m[1] * m[2] == 0);
  const long long tx = irand(rng, -1000, 1000);
  const long long ty = irand(rng, -1000, 1000);
  std::vector<double> q;
  for (int side = -1; side <= 1; side += 2) {
    std::vector<std::array<long long, 2>> pts = {{0, y0}, {side * irand(rng, 1, 20), 0}};
    pts[1][1] = irand(rng, -20, 20);
    if (edge) pts.push_back({0, y1});
    const std::size_t extra = rng() % 5;
    for (std::size_t i = 0; i < extra; ++i) {
      pts.push_back({side * irand(rng, 0, 20), irand(rng, -20, 20)});
    }
    std::vector<exactpred::point2> mapped;
    for (const auto& p : pts) {
      mapped.push_back({static_cast<double>(m[0] * p[0] + m[1] * p[1] + tx),
                        static_cast<double>(m[2] * p[0] + m[3] * p[1] + ty)});
    }
    const std::vector<std::size_t> hull = exactpred::convex_hull(mapped);
    q.push_back(static_cast<double>(hull.size()));
    for (std::size_t i : hull) {
      coords.push_back(q.size());
      q.push_back(mapped[i].x);
      coords.push_back(q.size());
      q.push_back(mapped[i].y);
    }
  }
  return q;
}

// compare_power_distance_2/_3 at equal power distances: integer points p, q, r, weights
// w = |p - x|^2 - K for one integer K (one in eight, r = q), so that pow(p, q) = pow(p, r); then
// coordinates scaled by 2^k and weights by 2^2k (the power distance's degree), k in the family's
// range as scale_for_family picks it, within what keeps both exact.
std::vector<double> exact_power_tie(std::mt19937_64& rng, int dim, fam::family f) {
  const ivec p = rand_ivec(rng, 1000), q = rand_ivec(rng, 1000);
  const ivec r = rng() % 8 == 0 ? q : rand_ivec(rng, 1000);
  const long long K = irand(rng, -1000000, 1000000);
  const auto power = [dim, &p, K](const ivec& x) {
    long long s = 0;
    for (int j = 0; j < dim; ++j) s += (p[j] - x[j]) * (p[j] - x[j]);
    return static_cast<double>(s - K);
  };
  std::vector<double> coords, weights;
  for (const ivec* x : {&p, &q, &r}) {
    for (int j = 0; j < dim; ++j) coords.push_back(static_cast<double>((*x)[j]));
  }
  weights = {power(q), power(r)};
  int c_min = 0, c_max = 0, w_min = 0, w_max = 0;
  fam::exact_scale_range(coords, c_min, c_max);
  fam::exact_scale_range(weights, w_min, w_max);
  // 2k within [w_min, w_max] (floor division towards minus infinity).
  const auto floor_half = [](int v) { return v >= 0 ? v / 2 : -((-v + 1) / 2); };
  const int lo = std::max(c_min, -floor_half(-w_min)), hi = std::min(c_max, floor_half(w_max));
  const int k = family_exponent(f, rng, lo, hi);
  std::vector<double> out;
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < dim; ++j)
      out.push_back(std::ldexp(coords[static_cast<std::size_t>(i * dim + j)], k));
    if (i > 0) out.push_back(std::ldexp(weights[static_cast<std::size_t>(i - 1)], 2 * k));
  }
  return out;
}

// side_of_diametral_circle/_sphere on the boundary: a right angle at t (right_angle_at_t); one in
// eight t = p or t = q.
std::vector<double> exact_diametral(std::mt19937_64& rng, int dim) {
  std::vector<double> x = fam::right_angle_at_t(static_cast<std::size_t>(dim), rng);
  if (rng() % 8 == 0) {
    const std::size_t from = rng() % 2 == 0 ? 0 : static_cast<std::size_t>(dim);
    std::copy(x.begin() + static_cast<std::ptrdiff_t>(from),
              x.begin() + static_cast<std::ptrdiff_t>(from) + dim, x.begin() + 2 * dim);
  }
  return x;
}

// The exact boundary construction for the predicate, scaled for the family; empty when the
// predicate has none.
std::vector<double> exact_boundary(const std::string& name, fam::family f, std::mt19937_64& rng) {
  std::vector<double> q;
  std::vector<std::size_t> coords;
  if (name == "point_sphere") {
    q = exact_point_sphere(rng);
  } else if (name == "sphere_sphere") {
    q = exact_sphere_sphere(rng);
  } else if (name == "segment_sphere") {
    q = exact_segment_sphere(rng);
  } else if (name == "triangle_sphere") {
    q = exact_triangle_sphere(rng);
  } else if (name == "box_sphere") {
    q = exact_box_sphere(rng);
  } else if (name == "segment_box_3d" || name == "ray_box_3d") {
    q = exact_box_graze(rng, name == "segment_box_3d");
  } else if (name == "ray_plane") {
    q = exact_ray_plane(rng);
  } else if (name == "convex_polygons_intersect") {
    q = exact_convex_touch(rng, coords);
  } else if (name == "compare_power_distance_2" || name == "compare_power_distance_3") {
    return exact_power_tie(rng, name == "compare_power_distance_2" ? 2 : 3, f);
  } else if (name == "side_of_diametral_circle" || name == "side_of_diametral_sphere") {
    q = exact_diametral(rng, name == "side_of_diametral_circle" ? 2 : 3);
  } else {
    return q;
  }
  scale_for_family(q, f, rng, coords);
  return q;
}

// Whether query i of family f is replaced by exact_boundary.
bool boundary_slot(fam::family f, std::size_t i) {
  return (f == fam::family::degenerate || f == fam::family::extreme || f == fam::family::lattice) &&
         i % 5 == 4;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fputs("usage: exactpred-make-vectors PREDICATE COUNT SEED\n", stderr);
    return 2;
  }
  const std::string name = argv[1];
  const std::size_t count = std::strtoull(argv[2], nullptr, 10);
  const std::uint64_t seed = std::strtoull(argv[3], nullptr, 10);
  // The constructions (SPEC §11): their own families (construction_families.hpp: nearly
  // parallel lines and planes, nearly collinear and coplanar points, ties, ...); round_ip over
  // every point kind.
  {
    std::vector<const fam::construction*> kinds;
    for (const fam::construction& c : fam::constructions) {
      if (name == c.name) kinds.push_back(&c);
    }
    if (!kinds.empty()) {
      for (int f = 0; f < fam::cf_family_count; ++f) {
        std::printf("# family: %s\n", fam::construction_family_name(f));
        fam::construction_generator g(seed * 16 + static_cast<std::uint64_t>(f));
        const std::size_t per_kind = kinds.size() > 1 ? (count + 1) / 2 : count;
        for (const fam::construction* c : kinds) {
          for (std::size_t i = 0; i < per_kind; ++i) {
            std::printf("%s\n", fam::construction_line(*c, g.query(*c, f)).c_str());
          }
        }
      }
      return 0;
    }
  }
  const exactpred::query::predicate_info* p = exactpred::query::find_predicate(name);
  if (p == nullptr) {
    std::fprintf(stderr, "exactpred-make-vectors: unknown predicate '%s'\n", name.c_str());
    return 2;
  }
  const auto& core = fam::predicate_names();
  const bool is_core = std::find(core.begin(), core.end(), name) != core.end();
  const std::vector<std::string> layout = words(p->layout);
  if (name == "convex_polygons_intersect") {
    for (const fam::family f : fam::all_families()) {
      std::printf("# family: %s\n", fam::family_name(f));
      const std::uint64_t family_seed = seed * 16 + static_cast<std::uint64_t>(f);
      point_pool pool(2, f, count, family_seed);
      std::mt19937_64 rng(family_seed);
      std::mt19937_64 exact_rng(family_seed ^ 0x9e3779b97f4a7c15u);
      for (std::size_t i = 0; i < count; ++i) {
        std::vector<double> q = convex_pair(pool, rng);
        if (boundary_slot(f, i)) q = exact_boundary(name, f, exact_rng);
        std::printf("%s\n", fam::query_line(name, q).c_str());
      }
    }
    return 0;
  }
  if (!is_core && (p->check != nullptr || layout.size() < static_cast<std::size_t>(p->prefix))) {
    std::fprintf(stderr, "exactpred-make-vectors: %s has a custom argument shape; skipped\n",
                 name.c_str());
    return 3;
  }
  const std::vector<slot> slots =
      is_core ? std::vector<slot>{} : parse_slots(layout, static_cast<std::size_t>(p->prefix));
  int dim = p->stride > 0 ? p->stride : 2;
  for (const slot& s : slots) dim = std::max(dim, s.dim);
  for (const fam::family f : fam::all_families()) {
    std::printf("# family: %s\n", fam::family_name(f));
    const std::uint64_t family_seed = seed * 16 + static_cast<std::uint64_t>(f);
    if (is_core) {
      // The Kettner grid sweeps one row per 256 queries: take every fifth, over five rows.
      const std::size_t stride = f == fam::family::kettner ? 5 : 1;
      const auto qs = fam::make_queries(name, f, count * stride, family_seed);
      for (std::size_t i = 0; i < qs.size(); i += stride) {
        std::printf("%s\n", fam::query_line(name, qs[i]).c_str());
      }
      continue;
    }
    point_pool pool(dim, f, count, family_seed);
    std::mt19937_64 rng(family_seed);
    std::mt19937_64 exact_rng(family_seed ^ 0x9e3779b97f4a7c15u);
    for (std::size_t i = 0; i < count; ++i) {
      std::vector<double> q = fill(*p, slots, pool, rng);
      if (boundary_slot(f, i)) {
        std::vector<double> exact = exact_boundary(name, f, exact_rng);
        if (!exact.empty()) q = exact;
      }
      std::printf("%s\n", fam::query_line(name, q).c_str());
    }
  }
  return 0;
}
