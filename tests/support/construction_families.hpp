// SPDX-License-Identifier: MIT
// tests/support/construction_families.hpp — the inputs of the constructions (SPEC §11) for the
// tests and the benchmarks: every construction by its oracle name (round_ip with its point tag,
// the circumcentres), and the families random, near-degenerate (nearly parallel lines and
// planes, nearly collinear and coplanar points), pooled (repeated and coincident points: exact
// points and undefined constructions), lattice, extreme exponents, ties (a coordinate exactly
// halfway between two doubles), and scaled (those scaled so that the point lands among the
// subnormals or near overflow).
#ifndef EXACTPRED_TESTS_SUPPORT_CONSTRUCTION_FAMILIES_HPP
#define EXACTPRED_TESTS_SUPPORT_CONSTRUCTION_FAMILIES_HPP

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "query_text.hpp"

namespace exactpred::testing {

/// A construction as the oracle names it: the query's name, the point tag of round_ip (or
/// none), and its defining points.
struct construction {
  const char* name;
  const char* tag;
  int points;
  int dim;
};

inline const construction constructions[] = {
    {"round_ip", "p2", 1, 2},
    {"round_ip", "ssi", 4, 2},
    {"round_ip", "p3", 1, 3},
    {"round_ip", "lpi", 5, 3},
    {"round_ip", "tpi", 9, 3},
    {"circumcenter_2d", nullptr, 3, 2},
    {"circumcenter_triangle_3d", nullptr, 3, 3},
    {"circumcenter_3d", nullptr, 4, 3},
};

inline std::string label(const construction& c) {
  return c.tag != nullptr ? std::string(c.name) + " " + c.tag : std::string(c.name);
}

using construction_point = std::array<double, 3>;

enum construction_family : int {
  cf_random,
  cf_near_degenerate,
  cf_pooled,
  cf_lattice,
  cf_extreme,
  cf_ties,
  cf_scaled,
  cf_family_count
};
inline const char* construction_family_name(int f) {
  static const char* const names[] = {"random", "near-degenerate", "pooled", "lattice", "extreme",
                                      "ties",   "scaled"};
  return names[f];
}

/// Makes the defining points of construction queries, reproducibly from a seed.
class construction_generator {
 public:
  explicit construction_generator(std::uint64_t seed) : rng_(seed) {}

  double uniform(double lo = -1, double hi = 1) {
    return std::uniform_real_distribution<double>(lo, hi)(rng_);
  }
  int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }

  /// p + s (q - r), rounded, then moved by up to two ulps per coordinate.
  construction_point near_combination(const construction_point& p, const construction_point& q,
                                      const construction_point& r, int dim) {
    const double s = uniform(-2, 2);
    construction_point out{};
    for (int c = 0; c < dim; ++c) {
      double v = p[c] + s * (q[c] - r[c]);
      for (int k = integer(0, 2); k > 0; --k) v = std::nextafter(v, integer(0, 1) ? 1e300 : -1e300);
      out[c] = v;
    }
    return out;
  }

  std::vector<construction_point> make_points(const construction& c, int f) {
    std::vector<construction_point> p(static_cast<std::size_t>(c.points));
    const int scale = integer(-20, 20);
    std::vector<construction_point> pool;
    if (f == cf_pooled) {
      for (int i = integer(3, 5); i > 0; --i) {
        construction_point q{};
        for (int k = 0; k < c.dim; ++k) q[k] = integer(0, 3) == 0 ? uniform() : integer(-3, 3);
        pool.push_back(q);
      }
    }
    for (construction_point& q : p) {
      const int e = integer(-300, 300);
      for (int k = 0; k < c.dim; ++k) {
        switch (f) {
          case cf_pooled:
            break;
          case cf_lattice:
            q[k] = std::ldexp(integer(-8, 8), scale);
            break;
          case cf_extreme: {
            const int r = integer(0, 19);
            q[k] = r == 0 ? std::ldexp(integer(-1000, 1000), -1074)
                          : std::ldexp(uniform(), r < 12 ? e : integer(-300, 300));
            break;
          }
          default:
            q[k] = uniform();
        }
      }
      if (f == cf_pooled)
        q = pool[static_cast<std::size_t>(integer(0, static_cast<int>(pool.size()) - 1))];
    }
    if (f == cf_near_degenerate && c.points > 1) {
      const std::string tag = c.tag != nullptr ? c.tag : "";
      if (tag == "ssi") {
        p[3] = near_combination(p[2], p[1], p[0], 2);  // d - c nearly parallel to b - a
      } else if (tag == "lpi") {
        p[1] = near_combination(p[0], p[3], p[2], 3);  // q - p nearly parallel to the plane
      } else if (tag == "tpi") {
        const construction_point shift = {uniform(), uniform(), uniform()};
        for (int i = 0; i < 3; ++i) {  // plane 3 nearly a translate of plane 2
          const construction_point zero{};
          p[static_cast<std::size_t>(6 + i)] =
              near_combination(p[static_cast<std::size_t>(3 + i)], shift, zero, 3);
        }
      } else {  // the last construction_point nearly on the line (a, b), or the plane (a, b, c)
        construction_point q = near_combination(p[0], p[1], p[0], c.dim);
        if (c.points == 4) q = near_combination(q, p[2], p[0], 3);
        p.back() = q;
      }
    }
    if (f == cf_ties) {
      // A coordinate A + 1/2 with A an integer in [2^52, 2^53): exactly halfway between doubles.
      const double A = std::ldexp(1.0, 52) + static_cast<double>(rng_() >> 13);
      const std::string tag = c.tag != nullptr ? c.tag : "";
      const construction_point zero{};
      std::fill(p.begin(), p.end(), zero);
      if (tag == "ssi") {  // (A, 0) -> (A + 1, 2) meets y = 1 at x = A + 1/2
        p = {{A, 0, 0}, {A + 1, 2, 0}, {0, 1, 0}, {1, 1, 0}};
      } else if (tag == "lpi") {  // the same line meets the plane y = 1
        p = {{A, 0, 0}, {A + 1, 2, 0}, {0, 1, 0}, {1, 1, 0}, {0, 1, 1}};
      } else if (tag == "tpi") {  // the plane through that line and z, with y = 1 and z = 0
        p = {{A, 0, 0}, {A + 1, 2, 0}, {A, 0, 1}, {0, 1, 0}, {1, 1, 0},
             {0, 1, 1}, {0, 0, 0},     {1, 0, 0}, {0, 1, 0}};
      } else if (tag == "p2" || tag == "p3") {
        p[0] = {A, -0.0, 0.5};
      } else if (c.points == 3) {  // the circle through (A, 0), (A + 1, 0), (A, 1)
        p = {{A, 0, 0}, {A + 1, 0, 0}, {A, 1, 0}};
      } else {
        p = {{A, 0, 0}, {A + 1, 0, 0}, {A, 1, 0}, {A, 0, 1}};
      }
      if (integer(0, 1)) {  // and mirrored
        for (construction_point& q : p) q[0] = -q[0];
      }
    }
    return p;
  }

  /// One query's defining doubles, point after point.
  std::vector<double> query(const construction& c, int f) {
    if (f == cf_scaled) return scaled_query(c);
    std::vector<double> x;
    for (const construction_point& q : make_points(c, f)) {
      for (int k = 0; k < c.dim; ++k) x.push_back(q[static_cast<std::size_t>(k)]);
    }
    return x;
  }

 private:
  /// A random, near-degenerate, lattice or tie query scaled by a power of two so that its
  /// largest coordinate lands near 2^-1074, 2^-1022 or 2^1023 (points among the subnormals and
  /// near overflow) or near 2^+-120 and 2^+-250 (far from 1, yet within the inputs that need no
  /// rescaling); a scaling that would lose a bit of some coordinate is not taken.
  std::vector<double> scaled_query(const construction& c) {
    const int families[] = {cf_random, cf_near_degenerate, cf_lattice, cf_ties};
    const int targets[] = {-1090, -1074, -1060, -1040, -1022, -250, -120,
                           120,   250,   960,   1000,  1020,  1023};
    for (;;) {
      const std::vector<double> x = query(c, families[integer(0, 3)]);
      double largest = 0;
      for (double v : x) largest = std::max(largest, std::fabs(v));
      if (largest == 0) continue;
      const int k = targets[integer(0, 12)] - std::ilogb(largest);
      std::vector<double> y = x;
      bool ok = true;
      for (double& v : y) {
        const double s = std::ldexp(v, k);
        ok = ok && std::isfinite(s) && std::ldexp(s, -k) == v;
        v = s;
      }
      if (ok) return y;
    }
  }

 public:
 private:
  std::mt19937_64 rng_;
};

/// The oracle's query line of construction c on x (hex floats: bit for bit).
inline std::string construction_line(const construction& c, const std::vector<double>& x) {
  std::string line = c.tag != nullptr ? std::string(c.name) + " " + c.tag : c.name;
  for (double v : x) line += ' ' + hex(v);
  return line;
}

}  // namespace exactpred::testing

#endif  // EXACTPRED_TESTS_SUPPORT_CONSTRUCTION_FAMILIES_HPP
