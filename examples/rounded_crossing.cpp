// SPDX-License-Identifier: MIT
// exactpred-rounded-crossing: a crossing point of two segments, rounded to doubles, on the
// wrong side of a line; the implicit point (exactpred::ssi) on the right one.
//
// Segments a-b and c-d cross at x (in [1, 2)^2, where the doubles are spaced 2^-52 in both
// directions). The usual construction x~ = a + t (b - a), t = ((c - a) x (d - c)) / ((b - a) x
// (d - c)), in doubles, misses x by an ulp or so. Two questions about x:
//   1. orient2d(a, b, x): 0, since x lies on the line a-b;
//   2. orient2d(e, f, x) for a line e-f through a double point f next to x (e far away).
// The program searches (fixed seed) for segments where exactpred::orient2d on the rounded x~
// answers both wrongly (a nonzero sign for 1, the opposite sign for 2), while the same
// predicate on the implicit point ssi{a, b, c, d} answers 0 and the right sign. It prints the
// configuration (hexadecimal doubles) and the answers; scripts/rounded-crossing checks them
// with rational arithmetic and CGAL and draws docs/rounded_crossing.png.
//
// Build note: compiled with -ffp-contract=off, so that x~ is the plain double code.
#include <cstdio>
#include <random>

#include "exactpred/exactpred.hpp"
#include "exactpred/implicit.hpp"

namespace {

using exactpred::point2;

point2 rounded_crossing(point2 a, point2 b, point2 c, point2 d) {
  const double ux = b.x - a.x, uy = b.y - a.y, vx = d.x - c.x, vy = d.y - c.y;
  const double t = ((c.x - a.x) * vy - (c.y - a.y) * vx) / (ux * vy - uy * vx);
  return {a.x + t * ux, a.y + t * uy};
}

void print(const char* name, point2 p) { std::printf("%s %a %a\n", name, p.x, p.y); }

}  // namespace

int main() {
  std::mt19937_64 rng(20261201);
  std::uniform_real_distribution<double> coord(0.0, 3.0);
  const double ulp = 0x1p-52;
  for (int trial = 0; trial < 1000000; ++trial) {
    const point2 a{coord(rng), coord(rng)}, b{coord(rng), coord(rng)};
    const point2 c{coord(rng), coord(rng)}, d{coord(rng), coord(rng)};
    const exactpred::ssi x{a, b, c, d};
    // Proper crossing of the segments, inside [1.25, 1.75]^2.
    if (exactpred::segment_intersect_2d(a, b, c, d) != exactpred::segment_relation::crossing)
      continue;
    const point2 xr = rounded_crossing(a, b, c, d);
    if (xr.x < 1.25 || xr.x > 1.75 || xr.y < 1.25 || xr.y > 1.75) continue;
    // Question 1 must go wrong: x~ off the line a-b.
    if (exactpred::orient2d(a, b, xr) == exactpred::sign::zero) continue;
    // Question 2: f a double within 2 ulps of x~, e far away; the signs must differ.
    const point2 e{coord(rng), coord(rng)};
    for (int i = -2; i <= 2; ++i) {
      for (int j = -2; j <= 2; ++j) {
        const point2 f{xr.x + i * ulp, xr.y + j * ulp};
        const exactpred::sign rounded = exactpred::orient2d(e, f, xr);
        const exactpred::sign exact = exactpred::orient2d(e, f, x);
        if (rounded == exactpred::sign::zero || exact == exactpred::sign::zero || rounded == exact)
          continue;
        std::printf("# trial %d\n", trial);
        print("a", a);
        print("b", b);
        print("c", c);
        print("d", d);
        print("e", e);
        print("f", f);
        print("rounded", xr);
        std::printf("orient2d(a,b,rounded) %d\n", exactpred::to_int(exactpred::orient2d(a, b, xr)));
        std::printf("orient2d(a,b,ssi) %d\n", exactpred::to_int(exactpred::orient2d(a, b, x)));
        std::printf("orient2d(e,f,rounded) %d\n", exactpred::to_int(rounded));
        std::printf("orient2d(e,f,ssi) %d\n", exactpred::to_int(exact));
        return 0;
      }
    }
  }
  std::fprintf(stderr, "exactpred-rounded-crossing: no configuration found\n");
  return 1;
}
