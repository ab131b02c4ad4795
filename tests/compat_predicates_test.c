/* SPDX-License-Identifier: MIT */
/* tests/compat_predicates_test.c — the predicates.c drop-in <exactpred/compat/predicates.h>,
 * compiled as C11 and (compat_predicates_test_cxx) as C++: predicates.c's sign conventions on
 * configurations whose answer is known, its formulas' values (each the exact determinant of
 * the formula it replaces, so plus or minus exactpred's correctly rounded value, bit for bit,
 * and within rounding of the plain formula on well-conditioned input), exact zeros (+0.0),
 * non-zero values that round to zero (a zero of the formula's own sign), a subnormal result,
 * NaN for a non-finite coordinate, and the `fast` forms and exactinit. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "exactpred/compat/predicates.h"
#include "support/c_expect.h"

static int same_bits(double x, double y) { return memcmp(&x, &y, sizeof x) == 0; }

/* A deterministic generator of doubles in [-1, 1) (64-bit LCG, top 53 bits). */
static unsigned long long state = 0x9E3779B97F4A7C15ull;
static double next_double(void) {
  state = state * 6364136223846793005ull + 1442695040888963407ull;
  return (double)(long long)(state >> 11) / 4503599627370496.0 - 1.0;
}

/* predicates.c's formulas in plain double arithmetic (correct to a few ulps of their terms on
 * well-conditioned input), written from the determinants they name. */
static double naive_orient2d(const double* a, const double* b, const double* c) {
  return (a[0] - c[0]) * (b[1] - c[1]) - (a[1] - c[1]) * (b[0] - c[0]);
}
static double det3(const double* u, const double* v, const double* w) {
  return u[0] * (v[1] * w[2] - v[2] * w[1]) - u[1] * (v[0] * w[2] - v[2] * w[0]) +
         u[2] * (v[0] * w[1] - v[1] * w[0]);
}
static double naive_orient3d(const double* a, const double* b, const double* c, const double* d) {
  double u[3], v[3], w[3];
  int i;
  for (i = 0; i < 3; ++i) u[i] = a[i] - d[i], v[i] = b[i] - d[i], w[i] = c[i] - d[i];
  return det3(u, v, w);
}
static double naive_incircle(const double* a, const double* b, const double* c, const double* d) {
  double u[3], v[3], w[3];
  u[0] = a[0] - d[0], u[1] = a[1] - d[1], u[2] = u[0] * u[0] + u[1] * u[1];
  v[0] = b[0] - d[0], v[1] = b[1] - d[1], v[2] = v[0] * v[0] + v[1] * v[1];
  w[0] = c[0] - d[0], w[1] = c[1] - d[1], w[2] = w[0] * w[0] + w[1] * w[1];
  return det3(u, v, w);
}
static double naive_insphere(const double* a, const double* b, const double* c, const double* d,
                             const double* e) {
  /* Laplace expansion along the lifted column of det[p - e, |p - e|^2] over p = a, b, c, d. */
  double r[4][4];
  const double* p[4];
  int i, j;
  p[0] = a, p[1] = b, p[2] = c, p[3] = d;
  for (i = 0; i < 4; ++i) {
    for (j = 0; j < 3; ++j) r[i][j] = p[i][j] - e[j];
    r[i][3] = r[i][0] * r[i][0] + r[i][1] * r[i][1] + r[i][2] * r[i][2];
  }
  return -r[0][3] * det3(r[1], r[2], r[3]) + r[1][3] * det3(r[0], r[2], r[3]) -
         r[2][3] * det3(r[0], r[1], r[3]) + r[3][3] * det3(r[0], r[1], r[2]);
}

static void test_conventions(void) {
  const double a[2] = {0, 0}, b[2] = {1, 0}, c[2] = {0, 1}, in[2] = {0.25, 0.25}, out[2] = {2, 2};
  const double p[3] = {0, 0, 0}, q[3] = {1, 0, 0}, r[3] = {0, 1, 0}, s[3] = {0, 0, 1},
               below[3] = {0, 0, -1}, inside[3] = {0.1, 0.1, 0.1}, outside[3] = {3, 3, 3};
  exactinit();
  /* orient2d > 0: a, b, c counterclockwise. */
  EXPECT(orient2d(a, b, c) == 1 && orient2d(b, a, c) == -1);
  EXPECT(orient2d(a, b, b) == 0 && !signbit(orient2d(a, b, b)));
  /* orient3d > 0: the fourth point below the plane of p, q, r (counterclockwise seen from
   * above). */
  EXPECT(orient3d(p, q, r, below) == 1 && orient3d(p, q, r, s) == -1);
  EXPECT(orient3d(p, q, r, p) == 0 && !signbit(orient3d(p, q, r, p)));
  /* incircle > 0: inside the circle through a counterclockwise triangle. */
  EXPECT(incircle(a, b, c, in) > 0 && incircle(a, b, c, out) < 0 && incircle(b, a, c, in) < 0);
  /* insphere > 0: inside, for orient3d(p, q, r, s) > 0 (here: q, p, r, s). */
  EXPECT(orient3d(q, p, r, s) > 0);
  EXPECT(insphere(q, p, r, s, inside) > 0 && insphere(q, p, r, s, outside) < 0);
  EXPECT(insphere(q, p, r, s, p) == 0 && !signbit(insphere(q, p, r, s, p)));
  /* The fast forms are the exact ones. */
  EXPECT(orient2dfast(a, b, c) == 1 && orient3dfast(p, q, r, below) == 1);
  EXPECT(incirclefast(a, b, c, in) == incircle(a, b, c, in));
  EXPECT(inspherefast(q, p, r, s, inside) == insphere(q, p, r, s, inside));
}

static void test_values_against_exactpred_and_the_plain_formula(void) {
  int n;
  for (n = 0; n < 20000; ++n) {
    double x[15], v = 0;
    int i;
    for (i = 0; i < 15; ++i) x[i] = next_double();
    /* Bit for bit: orient2d and incircle are exactpred's values, orient3d and insphere their
     * negatives (non-zero here: random input). */
    EXPECT(exactpred_orient2d_value(x, x + 2, x + 4, &v) == EXACTPRED_OK &&
           same_bits(orient2d(x, x + 2, x + 4), v));
    EXPECT(exactpred_incircle_value(x, x + 2, x + 4, x + 6, &v) == EXACTPRED_OK &&
           same_bits(incircle(x, x + 2, x + 4, x + 6), v));
    EXPECT(exactpred_orient3d_value(x, x + 3, x + 6, x + 9, &v) == EXACTPRED_OK && v != 0 &&
           same_bits(orient3d(x, x + 3, x + 6, x + 9), -v));
    EXPECT(exactpred_insphere_value(x, x + 3, x + 6, x + 9, x + 12, &v) == EXACTPRED_OK && v != 0 &&
           same_bits(insphere(x, x + 3, x + 6, x + 9, x + 12), -v));
    /* The formulas' own values: within 1e-12 of the plain evaluation (coordinates below 1,
     * so every term is below 10 in magnitude and the plain formula's error below 1e-14). */
    EXPECT(fabs(orient2d(x, x + 2, x + 4) - naive_orient2d(x, x + 2, x + 4)) < 1e-12);
    EXPECT(fabs(orient3d(x, x + 3, x + 6, x + 9) - naive_orient3d(x, x + 3, x + 6, x + 9)) < 1e-12);
    EXPECT(fabs(incircle(x, x + 2, x + 4, x + 6) - naive_incircle(x, x + 2, x + 4, x + 6)) < 1e-12);
    EXPECT(fabs(insphere(x, x + 3, x + 6, x + 9, x + 12) -
                naive_insphere(x, x + 3, x + 6, x + 9, x + 12)) < 1e-11);
  }
}

static void test_tiny_and_non_finite(void) {
  const double s = ldexp(1, -530), t = ldexp(1, -400);
  const double a[2] = {0, 0}, b[2] = {s, 0}, c[2] = {0, s};
  const double p[3] = {0, 0, 0}, q[3] = {t, 0, 0}, r[3] = {0, t, 0}, u[3] = {0, 0, t};
  const double bad[3] = {NAN, 0, 0}, inf[2] = {INFINITY, 0};
  /* s^2 = 2^-1060, a subnormal, exactly (a product a filter would flush is kept). */
  EXPECT(orient2d(a, b, c) == ldexp(1, -1060));
  /* 1.25^2 - 1 = 0.5625 units of 2^-1074 (the README's example, where predicates.c answers
   * 0): the nearest double is the least subnormal. */
  {
    const double b2[2] = {0x1.4p-537, 0x1p-537}, c2[2] = {0x1p-537, 0x1.4p-537};
    EXPECT(orient2d(a, b2, c2) == 0x1p-1074);
  }
  /* t^3 = 2^-1200 rounds to zero: predicates.c's orient3d of p, q, r, u is -t^3 (u above the
   * counterclockwise p, q, r), so its zero is -0.0; exactpred's value is +0.0. */
  EXPECT(orient3d(p, q, r, u) == 0 && signbit(orient3d(p, q, r, u)));
  EXPECT(orient3d(q, p, r, u) == 0 && !signbit(orient3d(q, p, r, u)));
  EXPECT(isnan(orient2d(inf, b, c)) && isnan(orient3d(p, q, r, bad)));
  EXPECT(isnan(incircle(a, b, c, inf)) && isnan(insphere(bad, p, q, r, u)));
}

int main(void) {
  test_conventions();
  test_values_against_exactpred_and_the_plain_formula();
  test_tiny_and_non_finite();
  return expect_exit_status("compat_predicates_test");
}
