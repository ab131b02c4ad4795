// SPDX-License-Identifier: MIT
// exactpred-demo: why exactness matters, in three pictures a terminal can show.
//
// 1. The classroom example of Kettner et al.: is p = (0.5 + i u, 0.5 + j u), u = 2^-53, left
//    of, on, or right of the line through q = (12, 12) and r = (24, 24)? The exact answer is a
//    clean split along the diagonal; the naive formula draws noise.
// 2. A subnormal triangle whose orientation the naive formula (and any bound that forgets
//    underflow) calls degenerate.
// 3. A point on a circle through three others: the naive in-circle test flips both ways.
#include <cmath>
#include <cstdio>

#include "exactpred/exactpred.hpp"

namespace {

double naive_orient2d(double ax, double ay, double bx, double by, double cx, double cy) {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

char glyph(int s) { return s > 0 ? '+' : (s < 0 ? '-' : '0'); }
int sgn(double v) { return v > 0 ? 1 : (v < 0 ? -1 : 0); }

void kettner() {
  const int n = 32;
  const double u = std::ldexp(1.0, -53);
  std::printf(
      "orient2d(p, q, r), p = (0.5 + i*2^-53, 0.5 + j*2^-53), q = (12, 12), r = (24, 24)\n");
  std::printf("%-*s   %s\n", n, "naive double", "exactpred");
  int wrong = 0;
  for (int j = n - 1; j >= 0; --j) {
    char naive[n + 1], exact[n + 1];
    for (int i = 0; i < n; ++i) {
      const double px = 0.5 + i * u, py = 0.5 + j * u;
      const int a = sgn(naive_orient2d(px, py, 12, 12, 24, 24));
      const int b = exactpred::to_int(exactpred::orient2d({px, py}, {12, 12}, {24, 24}));
      naive[i] = glyph(a);
      exact[i] = glyph(b);
      wrong += a != b;
    }
    naive[n] = exact[n] = '\0';
    std::printf("%s   %s\n", naive, exact);
  }
  std::printf("naive answers wrong: %d of %d ('+' left of the line, '-' right, '0' on it)\n\n",
              wrong, n * n);
}

void subnormal() {
  const double t = 5e-324;  // the smallest positive double
  std::printf("orient2d((0,0), (0,%g), (%g,0)):  naive %d,  exactpred %d\n", t, t,
              sgn(naive_orient2d(0, 0, 0, t, t, 0)),
              exactpred::to_int(exactpred::orient2d({0, 0}, {0, t}, {t, 0})));
  std::printf("  (the exact determinant is -(5e-324)^2: negative, though it underflows)\n\n");
}

void cocircular() {
  // Points on the circle of radius 5 around (0.1, 0.3): the query point d is exactly on it
  // after rounding in some cases and just off it in others; the naive answer is noise.
  int wrong = 0, total = 0;
  for (int k = 0; k < 1000; ++k) {
    const double cx = 0.1 + k * 1e-3, cy = 0.3;
    const double ax = cx + 3, ay = cy + 4, bx = cx - 4, by = cy + 3, qx = cx - 3, qy = cy - 4,
                 dx = cx + 4, dy = cy - 3;
    const double adx = ax - dx, ady = ay - dy, bdx = bx - dx, bdy = by - dy, cdx = qx - dx,
                 cdy = qy - dy;
    const double naive = (adx * adx + ady * ady) * (bdx * cdy - cdx * bdy) +
                         (bdx * bdx + bdy * bdy) * (cdx * ady - adx * cdy) +
                         (cdx * cdx + cdy * cdy) * (adx * bdy - bdx * ady);
    const int exact =
        exactpred::to_int(exactpred::incircle({ax, ay}, {bx, by}, {qx, qy}, {dx, dy}));
    wrong += sgn(naive) != exact;
    ++total;
  }
  std::printf("incircle on 1000 rounded near-cocircular quadruples: naive wrong %d times\n", wrong);
}

}  // namespace

int main() {
  kettner();
  subnormal();
  cocircular();
  return 0;
}
