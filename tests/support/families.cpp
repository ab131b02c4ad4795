// SPDX-License-Identifier: MIT
#include "families.hpp"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <utility>

#include "exactpred/detail/words.hpp"

namespace exactpred {
namespace testing {
namespace {

// --- Predicates ----------------------------------------------------------------------------------

enum class pred { orient2d, orient3d, incircle, insphere };

struct pred_info {
  const char* name;
  pred id;
  std::size_t dim;
  std::size_t points;
};

constexpr pred_info kPreds[] = {
    {"orient2d", pred::orient2d, 2, 3},
    {"orient3d", pred::orient3d, 3, 4},
    {"incircle", pred::incircle, 2, 4},
    {"insphere", pred::insphere, 3, 5},
};

const pred_info& info(const std::string& predicate) {
  for (const pred_info& p : kPreds) {
    if (predicate == p.name) return p;
  }
  throw std::invalid_argument("exactpred::testing: unknown predicate '" + predicate + "'");
}

// --- Random numbers ------------------------------------------------------------------------------
// Built directly on the 64-bit outputs of std::mt19937_64 (which the standard fixes) rather than
// on the <random> distributions (whose algorithms it does not), so a seed gives the same queries
// with every standard library.

using rng_t = std::mt19937_64;

std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// Uniform in [0, n), n > 0. The modulo bias (< n / 2^64) is irrelevant here.
std::uint64_t below(rng_t& rng, std::uint64_t n) { return rng() % n; }

// Uniform integer in [lo, hi].
std::int64_t int_in(rng_t& rng, std::int64_t lo, std::int64_t hi) {
  return lo + static_cast<std::int64_t>(below(rng, static_cast<std::uint64_t>(hi - lo) + 1));
}

int int_in(rng_t& rng, int lo, int hi) {
  return static_cast<int>(
      int_in(rng, static_cast<std::int64_t>(lo), static_cast<std::int64_t>(hi)));
}

// Uniform in [0, 1), 53 random bits.
double unit(rng_t& rng) { return static_cast<double>(rng() >> 11) * 0x1p-53; }

bool coin(rng_t& rng) { return (rng() >> 63) != 0; }

// True with probability num / den.
bool chance(rng_t& rng, std::uint64_t num, std::uint64_t den) { return below(rng, den) < num; }

double random_sign(rng_t& rng) { return coin(rng) ? -1.0 : 1.0; }

// --- Exact bit-level helpers ---------------------------------------------------------------------

double from_bits(std::uint64_t bits) {
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return d;
}

bool all_finite(const std::vector<double>& v) {
  return std::all_of(v.begin(), v.end(), [](double x) { return std::isfinite(x); });
}

// For finite non-zero v: the exponents of its highest and lowest set bits, i.e. v = m * 2^low
// with m odd, and 2^high <= |v| < 2^(high + 1).
void bit_span(double v, int& high, int& low) {
  int e = 0;
  const double f = std::frexp(std::fabs(v), &e);           // |v| = f * 2^e, f in [0.5, 1)
  auto m = static_cast<std::uint64_t>(std::ldexp(f, 53));  // exact 53-bit integer
  int tz = 0;
  while ((m & 1u) == 0) {
    m >>= 1;
    ++tz;
  }
  high = e - 1;
  low = e - 53 + tz;
}

// Moves every point as a block: a random permutation of the `points` points of dimension `dim`.
void permute_points(std::vector<double>& q, std::size_t dim, rng_t& rng) {
  const std::size_t points = q.size() / dim;
  for (std::size_t i = points; i > 1; --i) {
    const std::size_t j = static_cast<std::size_t>(below(rng, i));
    if (j != i - 1) {
      std::swap_ranges(q.begin() + static_cast<std::ptrdiff_t>(j * dim),
                       q.begin() + static_cast<std::ptrdiff_t>((j + 1) * dim),
                       q.begin() + static_cast<std::ptrdiff_t>((i - 1) * dim));
    }
  }
}

// Moves a few coordinates by 1 to 4 steps of std::nextafter.
void nudge_ulps(std::vector<double>& q, rng_t& rng) {
  const int coords = int_in(rng, 1, 2);
  for (int c = 0; c < coords; ++c) {
    double& x = q[static_cast<std::size_t>(below(rng, q.size()))];
    const double toward = coin(rng) ? HUGE_VAL : -HUGE_VAL;
    const int steps = int_in(rng, 1, 4);
    for (int s = 0; s < steps; ++s) {
      const double next = std::nextafter(x, toward);
      if (std::isfinite(next)) x = next;
    }
  }
}

// Scales by an exact power of two with k uniform in [lo, hi] intersected with the exact range.
void random_exact_scale(std::vector<double>& q, rng_t& rng, int lo, int hi) {
  int k_min = 0;
  int k_max = 0;
  exact_scale_range(q, k_min, k_max);
  lo = std::max(lo, k_min);
  hi = std::min(hi, k_max);
  if (lo > hi) return;
  scale_by_power_of_two(q, int_in(rng, lo, hi));
}

// --- Integer lattice points on circles and spheres -----------------------------------------------

std::int64_t isqrt(std::int64_t n) {
  auto r = static_cast<std::int64_t>(std::sqrt(static_cast<double>(n)));
  while (r * r > n) --r;
  while ((r + 1) * (r + 1) <= n) ++r;
  return r;
}

struct lattice_set {
  std::int64_t radius;
  std::vector<std::array<std::int64_t, 3>> points;  // z = 0 for circles
};

// Radii whose circles carry many integer points (products of primes 1 mod 4).
const std::vector<lattice_set>& circle_sets() {
  static const std::vector<lattice_set> sets = [] {
    std::vector<lattice_set> out;
    for (std::int64_t r : {5, 10, 13, 25, 65, 85, 325, 1105, 5525}) {
      lattice_set s{r, {}};
      for (std::int64_t x = -r; x <= r; ++x) {
        const std::int64_t y2 = r * r - x * x;
        const std::int64_t y = isqrt(y2);
        if (y * y != y2) continue;
        s.points.push_back({x, y, 0});
        if (y != 0) s.points.push_back({x, -y, 0});
      }
      out.push_back(std::move(s));
    }
    return out;
  }();
  return sets;
}

const std::vector<lattice_set>& sphere_sets() {
  static const std::vector<lattice_set> sets = [] {
    std::vector<lattice_set> out;
    for (std::int64_t r : {3, 5, 7, 9, 11, 13, 15, 17, 21, 25, 27, 33, 45, 65}) {
      lattice_set s{r, {}};
      for (std::int64_t x = -r; x <= r; ++x) {
        for (std::int64_t y = -r; y <= r; ++y) {
          const std::int64_t z2 = r * r - x * x - y * y;
          if (z2 < 0) continue;
          const std::int64_t z = isqrt(z2);
          if (z * z != z2) continue;
          s.points.push_back({x, y, z});
          if (z != 0) s.points.push_back({x, y, -z});
        }
      }
      out.push_back(std::move(s));
    }
    return out;
  }();
  return sets;
}

// --- Generators, one query each ------------------------------------------------------------------

using query = std::vector<double>;

// Random integers up to 2^bits in magnitude, bits drawn in [0, max_bits] per vector.
std::vector<double> random_int_vector(rng_t& rng, std::size_t dim, int max_bits) {
  std::vector<double> v(dim);
  const int bits = int_in(rng, 0, max_bits);
  const std::int64_t lim = std::int64_t{1} << bits;
  for (double& x : v) x = static_cast<double>(int_in(rng, -lim, lim));
  return v;
}

query gen_random(const pred_info& p, rng_t& rng) {
  query q = random_point_coords(p.dim, p.points, rng);
  if (chance(rng, 1, 4)) random_exact_scale(q, rng, -200, 200);
  return q;
}

// A point of dimension dim, coordinates uniform in [-1, 1] * 2^e.
std::vector<double> scaled_point(rng_t& rng, std::size_t dim, int e) {
  std::vector<double> v(dim);
  for (double& x : v) x = std::ldexp(uniform_coord(rng), e);
  return v;
}

// Unit vector in dimension dim (rejection sampling in the cube), rounded.
std::vector<double> unit_vector(rng_t& rng, std::size_t dim) {
  for (;;) {
    std::vector<double> v(dim);
    double n2 = 0;
    for (double& x : v) {
      x = uniform_coord(rng);
      n2 += x * x;
    }
    if (n2 > 1.0 || n2 < 1e-6) continue;
    const double n = std::sqrt(n2);
    for (double& x : v) x /= n;
    return v;
  }
}

query gen_degenerate_integer(const pred_info& p, rng_t& rng);

query gen_near_degenerate(const pred_info& p, rng_t& rng) {
  const std::size_t d = p.dim;
  if (chance(rng, 1, 8)) {
    // An exactly degenerate integer configuration, half of them moved by a few ulps (the
    // other half keeps the family's share of exact zeros above 5%).
    query q = gen_degenerate_integer(p, rng);
    if (coin(rng)) nudge_ulps(q, rng);
    return q;
  }
  // Position (2^e_base) and size (2^e_size) of the configuration. Rounding moves a point by
  // about an ulp of its coordinates; that is smallest relative to the configuration, and so
  // hardest, when the configuration is not small compared to its distance from the origin.
  const int e_base = int_in(rng, -4, 10);
  const int e_size = e_base + int_in(rng, -6, 12);
  query q;
  q.reserve(d * p.points);
  auto push = [&q](const std::vector<double>& v) { q.insert(q.end(), v.begin(), v.end()); };

  switch (p.id) {
    case pred::orient2d:
    case pred::orient3d: {
      // a, b (and c): free; the last point: a + s (b - a) [+ t (c - a)], rounded.
      const std::vector<double> a = scaled_point(rng, d, e_base);
      std::vector<std::vector<double>> free{a};
      const std::size_t spans = p.id == pred::orient2d ? 1 : 2;
      for (std::size_t k = 0; k < spans; ++k) {
        std::vector<double> b = scaled_point(rng, d, e_size);
        for (std::size_t i = 0; i < d; ++i) b[i] += a[i];
        free.push_back(b);
      }
      for (const auto& v : free) push(v);
      std::vector<double> last(a);
      for (std::size_t k = 0; k < spans; ++k) {
        const double s = -1.5 + 4.0 * unit(rng);
        for (std::size_t i = 0; i < d; ++i) last[i] = last[i] + s * (free[k + 1][i] - a[i]);
      }
      push(last);
      break;
    }
    case pred::incircle:
    case pred::insphere: {
      // Points c + r u on a circle / sphere, u a rounded unit vector.
      const std::vector<double> c = scaled_point(rng, d, e_base);
      const double r = std::ldexp(0.5 + unit(rng), e_size);
      for (std::size_t k = 0; k < p.points; ++k) {
        std::vector<double> u;
        if (d == 2) {
          const double theta = 6.283185307179586 * unit(rng);
          u = {std::cos(theta), std::sin(theta)};
        } else {
          u = unit_vector(rng, 3);
        }
        for (std::size_t i = 0; i < d; ++i) u[i] = c[i] + r * u[i];
        push(u);
      }
      break;
    }
  }
  if (chance(rng, 1, 4)) nudge_ulps(q, rng);
  permute_points(q, d, rng);
  if (chance(rng, 1, 8)) random_exact_scale(q, rng, -200, 200);
  return q;
}

// Exactly degenerate integer configuration, unscaled, with coordinates below 2^base_bits plus
// small multiples of directions below 2^direction_bits. With probability 1/8 (when `nudge`) one
// coordinate is then moved by one integer unit, which makes most of those answers non-zero.
query gen_degenerate_integer(const pred_info& p, rng_t& rng, int base_bits, int direction_bits,
                             bool nudge) {
  const std::size_t d = p.dim;
  query q;
  q.reserve(d * p.points);
  auto push = [&q](const std::vector<double>& v) { q.insert(q.end(), v.begin(), v.end()); };
  auto add = [](std::vector<double> v, const std::vector<double>& w, double m) {
    for (std::size_t i = 0; i < v.size(); ++i) v[i] += m * w[i];
    return v;
  };
  const int variant = int_in(rng, 0, 99);

  if (variant < 15) {
    // Repeated point: one point copied over another, the rest arbitrary.
    for (std::size_t k = 0; k < p.points; ++k) push(random_int_vector(rng, d, base_bits));
    const std::size_t from = static_cast<std::size_t>(below(rng, p.points));
    std::size_t to = static_cast<std::size_t>(below(rng, p.points - 1));
    if (to >= from) ++to;
    std::copy_n(q.begin() + static_cast<std::ptrdiff_t>(from * d), d,
                q.begin() + static_cast<std::ptrdiff_t>(to * d));
  } else {
    const std::vector<double> base = random_int_vector(rng, d, base_bits);
    const auto small = [&rng] { return static_cast<double>(int_in(rng, -8, 8)); };
    const bool on_line = p.id == pred::orient2d || (p.id == pred::incircle && variant < 25);
    const bool on_plane = p.id == pred::orient3d || (p.id == pred::insphere && variant < 25);
    if (on_line) {
      // Collinear: base + m u. (All four collinear points also make incircle zero.)
      const std::vector<double> u = random_int_vector(rng, d, direction_bits);
      for (std::size_t k = 0; k < p.points; ++k) push(add(base, u, small()));
    } else if (on_plane) {
      // Coplanar: base + m u + n v; for orient3d a quarter have three collinear points and a free
      // fourth. (All five coplanar points also make insphere zero.)
      const std::vector<double> u = random_int_vector(rng, d, direction_bits);
      const std::vector<double> v = random_int_vector(rng, d, direction_bits);
      const bool collinear_three = p.id == pred::orient3d && variant < 40;
      for (std::size_t k = 0; k < p.points; ++k) {
        if (collinear_three && k == p.points - 1) {
          push(random_int_vector(rng, d, base_bits));
        } else {
          push(add(add(base, u, small()), collinear_three ? u : v, small()));
        }
      }
    } else {
      // Co-circular / co-spherical integer points around an integer center.
      const auto& sets = d == 2 ? circle_sets() : sphere_sets();
      const lattice_set& s = sets[static_cast<std::size_t>(below(rng, sets.size()))];
      for (std::size_t k = 0; k < p.points; ++k) {
        const auto& lp = s.points[static_cast<std::size_t>(below(rng, s.points.size()))];
        std::vector<double> v(base);
        for (std::size_t i = 0; i < d; ++i) v[i] += static_cast<double>(lp[i]);
        push(v);
      }
    }
  }
  if (nudge && chance(rng, 1, 8)) {
    q[static_cast<std::size_t>(below(rng, q.size()))] += random_sign(rng);
  }
  permute_points(q, d, rng);
  return q;
}

query gen_degenerate_integer(const pred_info& p, rng_t& rng) {
  return gen_degenerate_integer(p, rng, 24, 12, true);
}

query gen_degenerate(const pred_info& p, rng_t& rng) {
  query q = gen_degenerate_integer(p, rng);
  random_exact_scale(q, rng, -1000, 1000);
  return q;
}

// Snapped or grid coordinates: small integers (below 2^10, directions below 2^4), exactly
// degenerate, the whole query scaled by 2^k, k in [-40, 40].
query gen_lattice(const pred_info& p, rng_t& rng) {
  query q = gen_degenerate_integer(p, rng, 10, 4, false);
  scale_by_power_of_two(q, int_in(rng, -40, 40));
  return q;
}

// Degenerate by identity, as meshing code asks: points with coordinates uniform in [-1, 1]
// times 2^e, e in [-8, 8] per coordinate (17 binades), then one point copied onto another, in
// any two positions (a triangle's own vertex as the query point, a repeated input point); for
// four or five points a quarter of the queries repeat a second pair too. Every answer is 0.
query gen_identity(const pred_info& p, rng_t& rng) {
  query q(p.dim * p.points);
  for (double& x : q) x = std::ldexp(uniform_coord(rng), int_in(rng, -8, 8));
  const auto copy = [&](std::size_t from, std::size_t to) {
    for (std::size_t k = 0; k < p.dim; ++k) q[to * p.dim + k] = q[from * p.dim + k];
  };
  const auto pick_pair = [&](std::size_t& i, std::size_t& j) {
    i = static_cast<std::size_t>(below(rng, p.points));
    do {
      j = static_cast<std::size_t>(below(rng, p.points));
    } while (j == i);
  };
  std::size_t i = 0, j = 0;
  pick_pair(i, j);
  copy(i, j);
  if (p.points >= 4 && chance(rng, 1, 4)) {
    pick_pair(i, j);
    copy(i, j);
  }
  return q;
}

// Kettner et al.'s grid for orient2d and its analogues. With m = n mod 65536, query n visits
// column m mod 256 of row (offset + 97 * (m / 256)) mod 256, so every 256 consecutive queries
// sweep one full row and 65536 queries the whole grid. Odd n permute the points; later passes
// over the grid scale the whole query by an exact power of two (2^-1000, 2^1000, 2^-300, 2^300).
query gen_kettner(const pred_info& p, rng_t& rng, std::size_t n, std::uint64_t row_offset) {
  const std::size_t m = n % 65536;
  const std::size_t pass = n / 65536;
  const int col = static_cast<int>(m % 256);
  const int row = static_cast<int>((row_offset + 97 * (m / 256)) % 256);
  const double u = 0x1p-53;  // ulp of 0.5
  query q;
  switch (p.id) {
    case pred::orient2d: {
      // p = (0.5 + i u, 0.5 + j u), q = (12, 12), r = (24, 24); zero iff i == j.
      q = {0.5 + col * u, 0.5 + row * u, 12.0, 12.0, 24.0, 24.0};
      break;
    }
    case pred::orient3d: {
      // Plane through (0.5, 0.5, 0.5) with normal (1, -1, 1); the query point moves by
      // (i u, j u, 0) off it: zero iff i == j.
      q = {12.0, 12.0, 0.5, 0.5, 24.0, 24.0, 23.5, 47.0, 24.0, 0.5 + col * u, 0.5 + row * u, 0.5};
      break;
    }
    case pred::incircle: {
      // Circle of radius 5 around (-2.5, -3.5) through (0.5, 0.5) = center + (3, 4); the query
      // point moves by (i u, j u), i, j in [-128, 128). The linear term (6 i + 8 j) u cancels
      // on a line, where only the (i^2 + j^2) u^2 term decides.
      const int i = col - 128;
      const int j = row - 128;
      q = {2.5, -3.5, -6.5, -0.5, -2.5, -8.5, 0.5 + i * u, 0.5 + j * u};
      break;
    }
    case pred::insphere: {
      // Sphere of radius 12 around (-3.5, -7.5, -7.5) through (0.5, 0.5, 0.5) = center +
      // 4 (1, 2, 2); the query point moves by (i u, j u, 0): linear term (8 i + 16 j) u.
      const int i = col - 128;
      const int j = row - 128;
      q = {-3.5, 4.5,   -7.5,  8.5,   -7.5,        -7.5,        -3.5, -7.5,
           4.5,  -11.5, -11.5, -15.5, 0.5 + i * u, 0.5 + j * u, 0.5};
      break;
    }
  }
  if (n % 2 == 1) permute_points(q, p.dim, rng);
  if (pass > 0) {
    static const int kPassScale[] = {-1000, 1000, -300, 300};
    scale_by_power_of_two(q, kPassScale[(pass - 1) % 4]);
  }
  return q;
}

// Hand-picked extreme cases, emitted first by the extreme family.
std::vector<query> extreme_specials(const pred_info& p) {
  const double d = 0x1p-1074;  // 5e-324, the smallest subnormal
  const double M = DBL_MAX;
  switch (p.id) {
    case pred::orient2d:
      return {
          {0, 0, 0, d, d, 0},                  // -d^2: -1
          {0, 0, d, 0, 0, d},                  // +d^2: +1
          {-0.0, -0.0, -0.0, d, d, -0.0},      // signed zeros: -1
          {d, d, 2 * d, 2 * d, 3 * d, 3 * d},  // collinear subnormals: 0
          {0, 0, M, M, -M, -M},                // collinear, differences overflow: 0
          {M, -M, -M, M, 0, d},                // -2 M d: -1
          {0, 0, 1, 1, d, 0},                  // -d: -1
          {1e300, 1e-320, -1e300, -1e-320, 1e-310, 0},
          {-M, -M, M, M, M, -M},  // -1
          {1, 1, 1 + DBL_EPSILON, 1 + DBL_EPSILON, 1 + 2 * DBL_EPSILON, 1 + 2 * DBL_EPSILON},
      };
    case pred::orient3d:
      return {
          {0, 0, 0, d, 0, 0, 0, d, 0, 0, 0, d},         // d^3: +1
          {0, 0, 0, 0, d, 0, d, 0, 0, 0, 0, d},         // -1
          {0, 0, 0, M, 0, 0, 0, M, 0, 0, 0, d},         // M^2 d: +1
          {M, M, M, -M, -M, -M, M, -M, 0, 0, 0, 0},     // three collinear: 0
          {-0.0, 0, -0.0, d, 0, 0, 0, d, 0, 0, 0, -d},  // -1
          {d, d, d, 2 * d, 2 * d, 2 * d, 0, d, 0, 0, 0, d},
          {1e300, 1e-320, 0, -1e300, 1e-310, 5e-324, 0, 1e300, -1e-300, 1e-320, 0, 1e300},
      };
    case pred::incircle:
      return {
          {d, 0, 0, d, -d, 0, 0, 0},      // center of a subnormal circle: +1
          {d, 0, 0, d, -d, 0, 0, -d},     // on it: 0
          {d, 0, 0, d, -d, 0, d, d},      // outside: -1
          {M, 0, 0, M, -M, 0, 0, 0},      // center of a huge circle: +1
          {M, 0, 0, M, -M, 0, 0, -M},     // on it: 0
          {1, 0, 0, 1, -1, 0, d, -1},     // outside the unit circle by d^2: -1
          {1, 0, 0, 1, -1, 0, -0.0, -1},  // on it: 0
          {1e-320, 1e300, -1e300, 1e-320, 0, -0.0, 5e-324, 1e-310},
      };
    case pred::insphere:
      return {
          {d, 0, 0, 0, d, 0, 0, 0, d, 0, 0, -d, 0, 0, 0},   // negative tetrahedron, center: -1
          {d, 0, 0, 0, d, 0, 0, 0, d, 0, 0, -d, -d, 0, 0},  // on it: 0
          {M, 0, 0, 0, M, 0, 0, 0, M, 0, 0, -M, 0, 0, 0},   // the same, huge: -1
          {M, 0, 0, 0, M, 0, 0, 0, M, 0, 0, -M, 0, -M, 0},  // on it: 0
          {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, -1, d, 0, -1},  // outside by d^2: +1
          {1e300, 0, 1e-320, -0.0, 1e-310, 0, 5e-324, 1e300, 0, 0, 0, -1e300, 1, 1, 1},
      };
  }
  return {};
}

// A coordinate of one fixed magnitude class (used to make all coordinates of a query alike).
double class_coord(rng_t& rng, int cls) {
  const std::uint64_t sign = static_cast<std::uint64_t>(coin(rng)) << 63;
  const std::uint64_t mant = rng() & ((std::uint64_t{1} << 52) - 1);
  switch (cls) {
    case 0:  // subnormal, magnitude log-uniform over the subnormal range
      return from_bits(sign | std::max<std::uint64_t>(1, mant >> below(rng, 52)));
    case 1:  // smallest normals, 2^-1022 .. 2^-943
      return from_bits(sign | (static_cast<std::uint64_t>(int_in(rng, 1, 80)) << 52) | mant);
    default:  // huge, 2^968 .. DBL_MAX
      return from_bits(sign | (static_cast<std::uint64_t>(int_in(rng, 1991, 2046)) << 52) | mant);
  }
}

// Multiplies q by 2^k exactly, k within `margin` of the bottom or (as often) the top of its
// exact range.
void scale_to_range_edge(query& q, rng_t& rng, int margin) {
  int k_min = 0;
  int k_max = 0;
  exact_scale_range(q, k_min, k_max);
  scale_by_power_of_two(
      q, coin(rng) ? k_min + int_in(rng, 0, margin) : k_max - int_in(rng, 0, margin));
}

query gen_extreme(const pred_info& p, rng_t& rng) {
  const std::size_t n = p.dim * p.points;
  const int mode = int_in(rng, 0, 99);
  query q(n);
  if (mode < 40) {
    // Every coordinate independent: magnitudes mixed wildly within the query.
    for (double& x : q) x = extreme_coord(rng);
  } else if (mode < 55) {
    // All coordinates in one extreme class (all subnormal, all tiny, or all huge).
    const int cls = int_in(rng, 0, 2);
    for (double& x : q) x = class_coord(rng, cls);
  } else if (mode < 75) {
    // A degenerate integer configuration scaled to the bottom of the subnormal range or to the
    // top of the range, exactly.
    q = gen_degenerate_integer(p, rng);
    scale_to_range_edge(q, rng, 8);
  } else if (mode < 90) {
    // A near-degenerate configuration scaled, exactly, to the edge of the range.
    q = gen_near_degenerate(p, rng);
    scale_to_range_edge(q, rng, 4);
  } else {
    // Mostly signed zeros with a few extreme values.
    for (double& x : q) x = chance(rng, 2, 3) ? random_sign(rng) * 0.0 : extreme_coord(rng);
  }
  return q;
}

query generate_one(const pred_info& p, family f, rng_t& rng, std::size_t n,
                   std::uint64_t row_offset, const std::vector<query>& specials) {
  switch (f) {
    case family::random:
      return gen_random(p, rng);
    case family::near_degenerate:
      return gen_near_degenerate(p, rng);
    case family::degenerate:
      return gen_degenerate(p, rng);
    case family::kettner:
      return gen_kettner(p, rng, n, row_offset);
    case family::extreme:
      if (n < specials.size()) return specials[n];
      return gen_extreme(p, rng);
    case family::lattice:
      return gen_lattice(p, rng);
    case family::identity:
      return gen_identity(p, rng);
  }
  throw std::invalid_argument("exactpred::testing: unknown family");
}

}  // namespace

// --- Public interface ----------------------------------------------------------------------------

const char* family_name(family f) {
  return exactpred::detail::word_of(
      f, {"random", "near_degenerate", "degenerate", "kettner", "extreme", "lattice", "identity"});
}

const std::vector<family>& all_families() {
  static const std::vector<family> all{family::random,  family::near_degenerate, family::degenerate,
                                       family::kettner, family::extreme,         family::lattice,
                                       family::identity};
  return all;
}

family family_from_name(const std::string& name) {
  for (family f : all_families()) {
    if (name == family_name(f)) return f;
  }
  throw std::invalid_argument("exactpred::testing: unknown family '" + name + "'");
}

const std::vector<std::string>& predicate_names() {
  static const std::vector<std::string> names{"orient2d", "orient3d", "incircle", "insphere"};
  return names;
}

std::size_t arity(const std::string& predicate) {
  const pred_info& p = info(predicate);
  return p.dim * p.points;
}

std::size_t dimension(const std::string& predicate) { return info(predicate).dim; }

std::size_t point_count(const std::string& predicate) { return info(predicate).points; }

std::vector<std::vector<double>> make_queries(const std::string& predicate, family f,
                                              std::size_t count, std::uint64_t seed) {
  const pred_info& p = info(predicate);
  // Independent streams for every (seed, predicate, family).
  const std::uint64_t stream = splitmix64(
      seed ^ splitmix64(static_cast<std::uint64_t>(p.id) * 16 + static_cast<std::uint64_t>(f) + 1));
  rng_t rng(stream);
  const std::uint64_t row_offset = splitmix64(stream) % 256;
  const std::vector<query> specials =
      f == family::extreme ? extreme_specials(p) : std::vector<query>{};

  std::vector<std::vector<double>> out;
  out.reserve(count);
  for (std::size_t n = 0; n < count; ++n) {
    query q = generate_one(p, f, rng, n, row_offset, specials);
    for (int attempt = 0; !all_finite(q); ++attempt) {
      if (attempt == 100) {
        throw std::logic_error("exactpred::testing: generator keeps producing non-finite values");
      }
      q = generate_one(p, f, rng, n, row_offset, specials);
    }
    out.push_back(std::move(q));
  }
  return out;
}

std::vector<double> random_point_coords(std::size_t dim, std::size_t points, std::mt19937_64& rng,
                                        double lo, double hi) {
  std::vector<double> v(dim * points);
  for (double& x : v) x = uniform_coord(rng, lo, hi);
  return v;
}

std::vector<double> right_angle_at_t(std::size_t dim, std::mt19937_64& rng, long long range) {
  std::int64_t p[3] = {0, 0, 0}, t[3] = {0, 0, 0}, v[3] = {0, 0, 0};
  for (std::size_t a = 0; a < dim; ++a) {
    p[a] = int_in(rng, static_cast<std::int64_t>(-range), static_cast<std::int64_t>(range));
    t[a] = int_in(rng, static_cast<std::int64_t>(-range), static_cast<std::int64_t>(range));
  }
  const std::int64_t d[3] = {t[0] - p[0], t[1] - p[1], t[2] - p[2]};
  if (dim == 2) {
    v[0] = -d[1];
    v[1] = d[0];
  } else {
    const std::int64_t u[3] = {int_in(rng, -9, 9), int_in(rng, -9, 9), int_in(rng, -9, 9)};
    v[0] = u[1] * d[2] - u[2] * d[1];
    v[1] = u[2] * d[0] - u[0] * d[2];
    v[2] = u[0] * d[1] - u[1] * d[0];
  }
  const std::int64_t k = int_in(rng, -9, 9);
  std::vector<double> out;
  for (std::size_t a = 0; a < dim; ++a) out.push_back(static_cast<double>(p[a]));
  for (std::size_t a = 0; a < dim; ++a) out.push_back(static_cast<double>(t[a] + k * v[a]));
  for (std::size_t a = 0; a < dim; ++a) out.push_back(static_cast<double>(t[a]));
  return out;
}

double uniform_coord(std::mt19937_64& rng, double lo, double hi) {
  const double x = lo + (hi - lo) * unit(rng);
  return x > hi ? hi : x;
}

double extreme_coord(std::mt19937_64& rng) {
  const double sign = random_sign(rng);
  const int cls = int_in(rng, 0, 99);
  if (cls < 15) return sign * 0.0;
  if (cls < 40) {
    // Subnormals: the very smallest, values near 1e-310, and log-uniform ones.
    const int sub = int_in(rng, 0, 3);
    if (sub == 0) return sign * 0x1p-1074 * static_cast<double>(int_in(rng, 1, 8));
    if (sub == 1) return sign * std::ldexp(1.0 + unit(rng), int_in(rng, -1032, -1026));
    return class_coord(rng, 0);
  }
  if (cls < 60) return class_coord(rng, 1);  // tiny normals, ~1e-308 .. 1e-284
  if (cls < 80) {
    // Huge: mostly up to DBL_MAX / 4, sometimes the very top of the range.
    const int top = int_in(rng, 0, 9);
    if (top == 0) return sign * DBL_MAX;
    if (top == 1) return sign * std::nextafter(DBL_MAX, 0.0);
    if (top == 2) return sign * 0x1p1023;
    return sign * std::ldexp(1.0 + unit(rng), int_in(rng, 960, 1020));
  }
  // Ordinary magnitudes.
  return std::ldexp(uniform_coord(rng), int_in(rng, -60, 60));
}

void exact_scale_range(const std::vector<double>& values, int& k_min, int& k_max) {
  k_min = -2100;
  k_max = 2100;
  for (double v : values) {
    if (v == 0) continue;
    int high = 0;
    int low = 0;
    bit_span(v, high, low);
    k_max = std::min(k_max, 1023 - high);  // 2^(high + k) <= 2^1023 keeps it finite
    k_min = std::max(k_min, -1074 - low);  // lowest bit stays at or above 2^-1074
  }
}

bool scale_by_power_of_two(std::vector<double>& values, int k) {
  int k_min = 0;
  int k_max = 0;
  exact_scale_range(values, k_min, k_max);
  if (k < k_min || k > k_max) return false;
  for (double& v : values) v = std::ldexp(v, k);
  return true;
}

std::string format_query(const std::string& predicate, const std::vector<double>& query) {
  std::string line = predicate;
  char buf[64];
  for (double x : query) {
    std::snprintf(buf, sizeof buf, " %a", x);
    line += buf;
  }
  return line;
}

}  // namespace testing
}  // namespace exactpred
