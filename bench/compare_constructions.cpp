// SPDX-License-Identifier: MIT
// bench/compare_constructions.cpp — exactpred-compare-constructions: the correctly rounded
// constructions (constructions.hpp) beside what a user would otherwise call:
//   naive        the textbook formula in plain doubles (Cramer's rule; one reciprocal of the
//                denominator, then products), inlined; wrong in the last bits;
//   exactpred    exactpred's rounded point (ssi, lpi, tpi) or circumcenter;
//   cgal_epeck   CGAL's Exact_predicates_exact_constructions_kernel: the point constructed
//                (Line_2 x Line_2, Line_3 x Plane_3, three Plane_3, CGAL::circumcenter), then
//                each exact coordinate rounded to nearest by MPFR (CGAL's to_double is not
//                correctly rounded): the only anchor that returns the nearest doubles.
// Data sets (tests/support/construction_families.hpp): random (uniform in [-1, 1]^d),
// near-degenerate (nearly parallel lines and planes, nearly collinear and coplanar points) and
// lattice (small integers times a power of two: often an exact point); undefined constructions
// (none in the random set) are skipped.
//
// Method (as exactpred-compare-implicit): one process, the implementations round-robin, `rounds`
// passes each (default 9) over the same pre-generated queries (20,000 per data set; cgal_epeck
// over the first 2,000, its cost per query being 100 times larger), the median ns/query over the
// passes, timed by the thread's CPU time (--wall-clock: elapsed time). `wrong` counts the points
// whose bits differ from exactpred's (tests/test_constructions.cpp checks those against exact
// rationals; cgal_epeck's count is a cross-check).
//
// usage: exactpred-compare-constructions [--rounds N] [--queries N] [--wall-clock]
//        [--callgrind NAME naive|exactpred DATASET]   (one row's calls alone, untimed, for
//        instruction counts: callgrind with --rounds 1 and 2, the difference over --queries)
// CGAL is used in this translation unit only (never in the library).
#include <CGAL/Exact_predicates_exact_constructions_kernel.h>
#include <CGAL/intersections.h>
#include <gmp.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "cgal_rounding.hpp"
#include "exactpred/constructions.hpp"
#include "side_by_side.hpp"
#include "support/construction_families.hpp"

namespace {

using exactpred::point2;
using exactpred::point3;
using fn = void (*)(const double*, double*);  // defining doubles -> coordinates

point2 p2(const double* x) { return {x[0], x[1]}; }
point3 p3(const double* x) { return {x[0], x[1], x[2]}; }

// ---- naive: plain doubles, no contraction (-ffp-contract=off) --------------------------------
void naive_ssi(const double* x, double* out) {
  const double ux = x[2] - x[0], uy = x[3] - x[1], vx = x[6] - x[4], vy = x[7] - x[5];
  const double t = ((x[4] - x[0]) * vy - (x[5] - x[1]) * vx) / (ux * vy - uy * vx);
  out[0] = x[0] + t * ux;
  out[1] = x[1] + t * uy;
}
void naive_lpi(const double* x, double* out) {
  const double rx = x[3] - x[0], ry = x[4] - x[1], rz = x[5] - x[2];
  const double bx = x[9] - x[6], by = x[10] - x[7], bz = x[11] - x[8];
  const double cx = x[12] - x[6], cy = x[13] - x[7], cz = x[14] - x[8];
  const double nx = by * cz - bz * cy, ny = bz * cx - bx * cz, nz = bx * cy - by * cx;
  const double t = ((x[6] - x[0]) * nx + (x[7] - x[1]) * ny + (x[8] - x[2]) * nz) /
                   (rx * nx + ry * ny + rz * nz);
  out[0] = x[0] + t * rx;
  out[1] = x[1] + t * ry;
  out[2] = x[2] + t * rz;
}
// w = u x v.
void cross(const double* u, const double* v, double* w) {
  w[0] = u[1] * v[2] - u[2] * v[1];
  w[1] = u[2] * v[0] - u[0] * v[2];
  w[2] = u[0] * v[1] - u[1] * v[0];
}
void naive_tpi(const double* x, double* out) {
  double n[3][3], d[3];
  for (int i = 0; i < 3; ++i) {
    const double* a = x + 9 * i;
    const double bx = a[3] - a[0], by = a[4] - a[1], bz = a[5] - a[2];
    const double cx = a[6] - a[0], cy = a[7] - a[1], cz = a[8] - a[2];
    n[i][0] = by * cz - bz * cy;
    n[i][1] = bz * cx - bx * cz;
    n[i][2] = bx * cy - by * cx;
    d[i] = n[i][0] * a[0] + n[i][1] * a[1] + n[i][2] * a[2];
  }
  double c23[3], c31[3], c12[3];
  cross(n[1], n[2], c23);
  cross(n[2], n[0], c31);
  cross(n[0], n[1], c12);
  const double inv = 1 / (n[0][0] * c23[0] + n[0][1] * c23[1] + n[0][2] * c23[2]);
  for (int k = 0; k < 3; ++k) out[k] = (d[0] * c23[k] + d[1] * c31[k] + d[2] * c12[k]) * inv;
}
void naive_circumcenter_2d(const double* x, double* out) {
  const double bx = x[2] - x[0], by = x[3] - x[1], cx = x[4] - x[0], cy = x[5] - x[1];
  const double b2 = bx * bx + by * by, c2 = cx * cx + cy * cy;
  const double inv = 0.5 / (bx * cy - by * cx);
  out[0] = x[0] + (b2 * cy - c2 * by) * inv;
  out[1] = x[1] + (c2 * bx - b2 * cx) * inv;
}
void naive_circumcenter_triangle_3d(const double* x, double* out) {
  const double b[] = {x[3] - x[0], x[4] - x[1], x[5] - x[2]};
  const double c[] = {x[6] - x[0], x[7] - x[1], x[8] - x[2]};
  const double b2 = b[0] * b[0] + b[1] * b[1] + b[2] * b[2];
  const double c2 = c[0] * c[0] + c[1] * c[1] + c[2] * c[2];
  const double n[] = {b[1] * c[2] - b[2] * c[1], b[2] * c[0] - b[0] * c[2],
                      b[0] * c[1] - b[1] * c[0]};
  const double w[] = {c2 * b[0] - b2 * c[0], c2 * b[1] - b2 * c[1], c2 * b[2] - b2 * c[2]};
  const double inv = 0.5 / (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
  out[0] = x[0] + (n[1] * w[2] - n[2] * w[1]) * inv;
  out[1] = x[1] + (n[2] * w[0] - n[0] * w[2]) * inv;
  out[2] = x[2] + (n[0] * w[1] - n[1] * w[0]) * inv;
}
void naive_circumcenter_3d(const double* x, double* out) {
  double v[3][3], l[3];
  for (int i = 0; i < 3; ++i) {
    for (int k = 0; k < 3; ++k) v[i][k] = x[3 * (i + 1) + k] - x[k];
    l[i] = v[i][0] * v[i][0] + v[i][1] * v[i][1] + v[i][2] * v[i][2];
  }
  double cd[3], db[3], bc[3];
  cross(v[1], v[2], cd);
  cross(v[2], v[0], db);
  cross(v[0], v[1], bc);
  const double inv = 0.5 / (v[0][0] * cd[0] + v[0][1] * cd[1] + v[0][2] * cd[2]);
  for (int k = 0; k < 3; ++k) out[k] = x[k] + (l[0] * cd[k] + l[1] * db[k] + l[2] * bc[k]) * inv;
}

// ---- exactpred -------------------------------------------------------------------------------
void put(const exactpred::rounded_point2& r, double* out) {
  out[0] = r.point.x;
  out[1] = r.point.y;
}
void put(const exactpred::rounded_point3& r, double* out) {
  out[0] = r.point.x;
  out[1] = r.point.y;
  out[2] = r.point.z;
}
void ours_ssi(const double* x, double* out) {
  put(exactpred::rounded(exactpred::ssi{p2(x), p2(x + 2), p2(x + 4), p2(x + 6)}), out);
}
void ours_lpi(const double* x, double* out) {
  put(exactpred::rounded(exactpred::lpi{p3(x), p3(x + 3), p3(x + 6), p3(x + 9), p3(x + 12)}), out);
}
void ours_tpi(const double* x, double* out) {
  put(exactpred::rounded(exactpred::tpi{p3(x), p3(x + 3), p3(x + 6), p3(x + 9), p3(x + 12),
                                        p3(x + 15), p3(x + 18), p3(x + 21), p3(x + 24)}),
      out);
}
void ours_circumcenter_2d(const double* x, double* out) {
  put(exactpred::circumcenter(p2(x), p2(x + 2), p2(x + 4)), out);
}
void ours_circumcenter_triangle_3d(const double* x, double* out) {
  put(exactpred::circumcenter(p3(x), p3(x + 3), p3(x + 6)), out);
}
void ours_circumcenter_3d(const double* x, double* out) {
  put(exactpred::circumcenter(p3(x), p3(x + 3), p3(x + 6), p3(x + 9)), out);
}

// ---- CGAL Epeck, then MPFR -------------------------------------------------------------------
using K = CGAL::Exact_predicates_exact_constructions_kernel;
K::Point_2 e2(const double* x) { return {x[0], x[1]}; }
K::Point_3 e3(const double* x) { return {x[0], x[1], x[2]}; }

/// The exact value of an Epeck number rounded to nearest (its exact type a GMP rational).
double nearest(const K::FT& v) {
  return exactpred::oracle::nearest_double(exactpred::oracle::mpq_of(CGAL::exact(v)));
}
void put(const K::Point_2& p, double* out) {
  out[0] = nearest(p.x());
  out[1] = nearest(p.y());
}
void put(const K::Point_3& p, double* out) {
  out[0] = nearest(p.x());
  out[1] = nearest(p.y());
  out[2] = nearest(p.z());
}
void epeck_ssi(const double* x, double* out) {
  const auto o = CGAL::intersection(K::Line_2(e2(x), e2(x + 2)), K::Line_2(e2(x + 4), e2(x + 6)));
  put(boost::get<K::Point_2>(*o), out);
}
void epeck_lpi(const double* x, double* out) {
  const auto o =
      CGAL::intersection(K::Line_3(e3(x), e3(x + 3)), K::Plane_3(e3(x + 6), e3(x + 9), e3(x + 12)));
  put(boost::get<K::Point_3>(*o), out);
}
void epeck_tpi(const double* x, double* out) {
  const auto o = CGAL::intersection(K::Plane_3(e3(x), e3(x + 3), e3(x + 6)),
                                    K::Plane_3(e3(x + 9), e3(x + 12), e3(x + 15)),
                                    K::Plane_3(e3(x + 18), e3(x + 21), e3(x + 24)));
  put(boost::get<K::Point_3>(*o), out);
}
void epeck_circumcenter_2d(const double* x, double* out) {
  put(CGAL::circumcenter(e2(x), e2(x + 2), e2(x + 4)), out);
}
void epeck_circumcenter_triangle_3d(const double* x, double* out) {
  put(CGAL::circumcenter(e3(x), e3(x + 3), e3(x + 6)), out);
}
void epeck_circumcenter_3d(const double* x, double* out) {
  put(CGAL::circumcenter(e3(x), e3(x + 3), e3(x + 6), e3(x + 9)), out);
}

struct row {
  const char* name;
  int construction;  // index into exactpred::testing::constructions
  fn naive, ours, epeck;
};

const row rows[] = {
    {"round_ip ssi", 1, naive_ssi, ours_ssi, epeck_ssi},
    {"round_ip lpi", 3, naive_lpi, ours_lpi, epeck_lpi},
    {"round_ip tpi", 4, naive_tpi, ours_tpi, epeck_tpi},
    {"circumcenter_2d", 5, naive_circumcenter_2d, ours_circumcenter_2d, epeck_circumcenter_2d},
    {"circumcenter_triangle_3d", 6, naive_circumcenter_triangle_3d, ours_circumcenter_triangle_3d,
     epeck_circumcenter_triangle_3d},
    {"circumcenter_3d", 7, naive_circumcenter_3d, ours_circumcenter_3d, epeck_circumcenter_3d},
};

bool wall_clock = false;
double now_ns() { return exactpred_bench::now_ns(wall_clock); }
using exactpred_bench::bits_of;

}  // namespace

int main(int argc, char** argv) {
  const char* tool = "exactpred-compare-constructions";
  std::size_t rounds = 9, queries = 20000;
  // --callgrind NAME IMPL DATASET: only that row's implementation on that data set, --rounds
  // passes, untimed (instructions per query: the difference between 2 and 1 passes under
  // callgrind, divided by --queries).
  std::string only_row, only_impl, only_dataset;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--callgrind" && i + 3 < argc) {
      only_row = argv[++i];
      only_impl = argv[++i];
      only_dataset = argv[++i];
    } else if (a == "--rounds" && i + 1 < argc) {
      rounds = exactpred_bench::parse_count(tool, "--rounds", argv[++i], 1000);
    } else if (a == "--queries" && i + 1 < argc) {
      queries = exactpred_bench::parse_count(tool, "--queries", argv[++i], 10000000);
    } else if (a == "--wall-clock") {
      wall_clock = true;
    } else {
      std::fprintf(stderr,
                   "usage: %s [--rounds N] [--queries N] [--wall-clock] "
                   "[--callgrind NAME naive|exactpred DATASET]\n",
                   tool);
      return 2;
    }
  }
  namespace t = exactpred::testing;
  const auto selected = [&](const row& r, int f) {
    return only_row.empty() ||
           (only_row == r.name && only_dataset == t::construction_family_name(f));
  };
  if (!only_row.empty() && only_impl != "naive" && only_impl != "exactpred") {
    std::fprintf(stderr, "%s: --callgrind takes the implementation naive or exactpred\n", tool);
    return 2;
  }
  if (only_row.empty()) {
    std::printf(
        "| construction | dataset | implementation | ns/query | wrong | ÷ naive |\n"
        "|---|---|---|---|---|---|\n");
  }
  bool found = false;
  for (const row& r : rows) {
    const t::construction& c = t::constructions[r.construction];
    for (int f : {t::cf_random, t::cf_near_degenerate, t::cf_lattice}) {
      if (!selected(r, f)) continue;
      found = true;
      t::construction_generator g(20261203);
      std::vector<double> x;
      double probe[3];
      const std::size_t arity = static_cast<std::size_t>(c.points * c.dim);
      while (x.size() < queries * arity) {
        const std::vector<double> q = g.query(c, f);
        try {
          r.ours(q.data(), probe);  // undefined constructions are skipped
        } catch (const exactpred::invalid_input&) {
          continue;
        }
        x.insert(x.end(), q.begin(), q.end());
      }
      const std::size_t n = x.size() / arity;
      if (!only_row.empty()) {
        const fn one = only_impl == "naive" ? r.naive : r.ours;
        std::vector<double> out(n * 3);
        for (std::size_t round = 0; round < rounds; ++round) {
          for (std::size_t i = 0; i < n; ++i) one(&x[i * arity], &out[i * 3]);
        }
        double sum = 0;
        for (double v : out) sum += v;
        std::printf("%g\n", sum);  // keeps the calls
        continue;
      }
      const fn impls[] = {r.naive, r.ours, r.epeck};
      const char* names[] = {"naive", "exactpred", "cgal_epeck"};
      const std::size_t counts[] = {n, n, n < 2000 ? n : 2000};
      std::vector<std::vector<double>> out(3, std::vector<double>(n * 3));
      std::vector<std::vector<double>> times(3);
      for (std::size_t round = 0; round < rounds; ++round) {
        for (int k = 0; k < 3; ++k) {
          const double t0 = now_ns();
          for (std::size_t i = 0; i < counts[k]; ++i) impls[k](&x[i * arity], &out[k][i * 3]);
          times[k].push_back((now_ns() - t0) / static_cast<double>(counts[k]));
        }
      }
      const double naive_ns = exactpred_bench::median(times[0]);
      for (int k = 0; k < 3; ++k) {
        std::size_t wrong = 0;
        for (std::size_t i = 0; i < counts[k]; ++i) {
          for (int j = 0; j < (c.dim == 2 ? 2 : 3); ++j) {
            if (bits_of(out[k][i * 3 + j]) != bits_of(out[1][i * 3 + j])) {
              ++wrong;
              break;
            }
          }
        }
        const double ns = exactpred_bench::median(times[k]);
        std::printf("| %s | %s | %s | %.1f | %zu of %zu | %.2f |\n", r.name,
                    t::construction_family_name(f), names[k], ns, wrong, counts[k], ns / naive_ns);
      }
    }
  }
  if (!found) {
    std::fprintf(stderr, "%s: no row %s with the data set %s\n", tool, only_row.c_str(),
                 only_dataset.c_str());
    return 2;
  }
  return 0;
}
