/* SPDX-License-Identifier: MIT */
/* tests/c_api_test.c — the C interface, compiled as C11: every function, every status code,
 * the sign conventions of SPEC section 2, the hard cases of the README, and the batches. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "exactpred/exactpred.h"
#include "support/c_expect.h"

static void test_version(void) {
  const char* v = exactpred_version();
  EXPECT(v != NULL);
  EXPECT(strcmp(v, "0.2.0") == 0 || (v[0] >= '0' && v[0] <= '9' && strchr(v, '.') != NULL));
  EXPECT(EXACTPRED_C_API_VERSION >= 1);
  EXPECT(strcmp(exactpred_status_message(EXACTPRED_OK), "success") == 0);
  EXPECT(exactpred_status_message(EXACTPRED_ERROR_NOT_FINITE) != NULL);
  EXPECT(exactpred_status_message(EXACTPRED_ERROR_NULL_POINTER) != NULL);
  EXPECT(exactpred_status_message(EXACTPRED_ERROR_INVALID_ARGUMENT) != NULL);
  EXPECT(exactpred_status_message(EXACTPRED_ERROR_INTERNAL) != NULL);
  EXPECT(strcmp(exactpred_status_message(12345), "unknown status code") == 0);
}

static void test_orient2d(void) {
  const double a[2] = {0, 0}, b[2] = {1, 0}, c[2] = {0, 1};
  int r = 7;
  EXPECT(exactpred_orient2d(a, b, c, &r) == EXACTPRED_OK && r == 1);
  EXPECT(exactpred_orient2d(b, a, c, &r) == EXACTPRED_OK && r == -1);
  EXPECT(exactpred_orient2d(a, b, b, &r) == EXACTPRED_OK && r == 0);
  /* Kettner et al.: exactly collinear, then one ulp off the line. */
  {
    const double p[2] = {0.5, 0.5}, q[2] = {12, 12}, s[2] = {24, 24};
    const double p1[2] = {0x1.0000000000001p-1, 0.5};
    EXPECT(exactpred_orient2d(p, q, s, &r) == EXACTPRED_OK && r == 0);
    EXPECT(exactpred_orient2d(p1, q, s, &r) == EXACTPRED_OK && r == -1);
  }
  /* The determinant -(5e-324)^2 underflows; its sign does not. */
  {
    const double z[2] = {0, 0}, u[2] = {0, 4.9406564584124654e-324},
                 v[2] = {4.9406564584124654e-324, 0};
    EXPECT(exactpred_orient2d(z, u, v, &r) == EXACTPRED_OK && r == -1);
  }
  /* Signed zeros are zero. */
  {
    const double m[2] = {-0.0, 0.0}, n[2] = {1, -0.0}, o[2] = {2, 0.0};
    EXPECT(exactpred_orient2d(m, n, o, &r) == EXACTPRED_OK && r == 0);
  }
}

static void test_values(void) {
  const double a[2] = {0, 0}, b[2] = {1, 0}, c[2] = {0, 1}, d[2] = {0.5, 0.5};
  double v = 7;
  EXPECT(exactpred_orient2d_value(a, b, c, &v) == EXACTPRED_OK && v == 1.0);
  EXPECT(exactpred_incircle_value(a, b, c, d, &v) == EXACTPRED_OK && v == 0.5);
  /* -(2^-600)^2 is below half the least subnormal: a negative zero. */
  {
    const double u[2] = {0, 0x1p-600}, w[2] = {0x1p-600, 0};
    EXPECT(exactpred_orient2d_value(a, u, w, &v) == EXACTPRED_OK && v == 0 && signbit(v));
  }
  /* (2^1000)^2 overflows to infinity: an answer, not an error. */
  {
    const double u[2] = {0x1p1000, 0}, w[2] = {0, 0x1p1000};
    EXPECT(exactpred_orient2d_value(a, u, w, &v) == EXACTPRED_OK && isinf(v) && v > 0);
  }
  {
    const double p[3] = {0, 0, 0}, q[3] = {1, 0, 0}, r[3] = {0, 1, 0}, s[3] = {0, 0, 1},
                 t[3] = {0.25, 0.25, 0.25}, bad[3] = {0, NAN, 0};
    EXPECT(exactpred_orient3d_value(p, q, r, s, &v) == EXACTPRED_OK && v == 1.0);
    EXPECT(exactpred_insphere_value(p, q, r, s, t, &v) == EXACTPRED_OK && v > 0);
    v = 7;
    EXPECT(exactpred_orient3d_value(p, q, r, bad, &v) == EXACTPRED_ERROR_NOT_FINITE && v == 7);
    EXPECT(exactpred_orient3d_value(p, q, r, s, NULL) == EXACTPRED_ERROR_NULL_POINTER);
  }
}

static void test_constructions(void) {
  const double a[2] = {0, 0}, b[2] = {1, 0}, c[2] = {0, 1};
  double p[3] = {7, 7, 7};
  int exact = -1;
  EXPECT(exactpred_circumcenter_2d(a, b, c, p, &exact) == EXACTPRED_OK && p[0] == 0.5 &&
         p[1] == 0.5 && exact == 1);
  {
    /* 1/3 is rounded: the line y = x / 3 meets x = 1 at y = 1/3. */
    const double u[2] = {0, 0}, v[2] = {3, 1}, w[2] = {1, -1}, z[2] = {1, 1};
    EXPECT(exactpred_ssi_rounded(u, v, w, z, p, &exact) == EXACTPRED_OK && p[0] == 1 &&
           p[1] == 1.0 / 3 && exact == 0);
    EXPECT(exactpred_ssi_rounded(u, v, u, v, p, NULL) == EXACTPRED_ERROR_INVALID_ARGUMENT);
  }
  {
    const double o[3] = {0, 0, 0}, x[3] = {1, 0, 0}, y[3] = {0, 1, 0}, zz[3] = {0, 0, 1};
    EXPECT(exactpred_circumcenter_3d(o, x, y, zz, p, &exact) == EXACTPRED_OK && p[0] == 0.5 &&
           p[1] == 0.5 && p[2] == 0.5 && exact == 1);
    EXPECT(exactpred_circumcenter_triangle_3d(o, x, y, p, &exact) == EXACTPRED_OK && p[0] == 0.5 &&
           p[1] == 0.5 && p[2] == 0 && exact == 1);
    EXPECT(exactpred_circumcenter_3d(o, x, y, x, p, &exact) == EXACTPRED_ERROR_INVALID_ARGUMENT);
    /* The z axis meets the plane z = 1/4. */
    const double q[3] = {0, 0, 1}, pa[3] = {0, 0, 0.25}, pb[3] = {1, 0, 0.25}, pc[3] = {0, 1, 0.25};
    EXPECT(exactpred_lpi_rounded(o, q, pa, pb, pc, p, &exact) == EXACTPRED_OK && p[0] == 0 &&
           p[1] == 0 && p[2] == 0.25 && exact == 1);
    /* The planes x = 1, y = 2, z = 3. */
    const double planes[27] = {1, 0, 0, 1, 1, 0, 1, 0, 1, 0, 2, 0, 1, 2,
                               0, 0, 2, 1, 0, 0, 3, 1, 0, 3, 0, 1, 3};
    EXPECT(exactpred_tpi_rounded(planes, p, &exact) == EXACTPRED_OK && p[0] == 1 && p[1] == 2 &&
           p[2] == 3 && exact == 1);
    const double bad[3] = {0, NAN, 0};
    EXPECT(exactpred_circumcenter_3d(o, x, y, bad, p, &exact) == EXACTPRED_ERROR_NOT_FINITE);
    EXPECT(exactpred_tpi_rounded(NULL, p, &exact) == EXACTPRED_ERROR_NULL_POINTER);
    EXPECT(exactpred_circumcenter_3d(o, x, y, zz, NULL, &exact) == EXACTPRED_ERROR_NULL_POINTER);
  }
}

static void test_errors(void) {
  const double a[2] = {0, 0}, b[2] = {1, 0};
  double bad[2] = {0, 0};
  int r = 42;
  bad[1] = NAN;
  EXPECT(exactpred_orient2d(a, b, bad, &r) == EXACTPRED_ERROR_NOT_FINITE && r == 42);
  bad[1] = INFINITY;
  EXPECT(exactpred_orient2d(bad, a, b, &r) == EXACTPRED_ERROR_NOT_FINITE && r == 42);
  bad[0] = -INFINITY;
  bad[1] = 0;
  {
    const double p3[3] = {0, 0, 0}, q3[3] = {1, 0, 0}, s3[3] = {0, 1, 0}, t3[3] = {0, 0, NAN};
    EXPECT(exactpred_orient3d(p3, q3, s3, t3, &r) == EXACTPRED_ERROR_NOT_FINITE && r == 42);
    EXPECT(exactpred_insphere(p3, q3, s3, t3, p3, &r) == EXACTPRED_ERROR_NOT_FINITE);
  }
  EXPECT(exactpred_incircle(a, b, a, bad, &r) == EXACTPRED_ERROR_NOT_FINITE && r == 42);
  EXPECT(exactpred_orient2d(a, b, NULL, &r) == EXACTPRED_ERROR_NULL_POINTER);
  EXPECT(exactpred_orient2d(NULL, b, a, &r) == EXACTPRED_ERROR_NULL_POINTER);
  EXPECT(exactpred_orient2d(a, b, a, NULL) == EXACTPRED_ERROR_NULL_POINTER);
  EXPECT(r == 42);
}

static void test_3d_and_circles(void) {
  const double o[3] = {0, 0, 0}, x[3] = {1, 0, 0}, y[3] = {0, 1, 0}, z[3] = {0, 0, 1};
  const double mz[3] = {0, 0, -1}, in[3] = {0.25, 0.25, 0.25}, far[3] = {5, 5, 5};
  int r = 9;
  /* CGAL's convention: d on the side (b - a) x (c - a) points to is positive. */
  EXPECT(exactpred_orient3d(o, x, y, z, &r) == EXACTPRED_OK && r == 1);
  EXPECT(exactpred_orient3d(o, x, y, mz, &r) == EXACTPRED_OK && r == -1);
  EXPECT(exactpred_orient3d(o, x, y, x, &r) == EXACTPRED_OK && r == 0);
  EXPECT(exactpred_insphere(o, x, y, z, in, &r) == EXACTPRED_OK && r == 1);
  EXPECT(exactpred_insphere(o, x, y, z, far, &r) == EXACTPRED_OK && r == -1);
  EXPECT(exactpred_insphere(o, x, y, z, o, &r) == EXACTPRED_OK && r == 0);
  {
    const double a[2] = {1, 0}, b[2] = {0, 1}, c[2] = {-1, 0}, d0[2] = {0, 0}, d1[2] = {0, -1};
    const double d2[2] = {0, -1.0000000000000002};
    EXPECT(exactpred_incircle(a, b, c, d0, &r) == EXACTPRED_OK && r == 1);
    EXPECT(exactpred_incircle(a, b, c, d1, &r) == EXACTPRED_OK && r == 0);
    EXPECT(exactpred_incircle(a, b, c, d2, &r) == EXACTPRED_OK && r == -1);
    EXPECT(exactpred_incircle(c, b, a, d0, &r) == EXACTPRED_OK && r == -1);
  }
  {
    /* Far-apart exponents in one query. */
    const double a[2] = {1e-300, 0}, b[2] = {0, 1e300}, c[2] = {-DBL_MAX, 0}, d[2] = {0, 0};
    EXPECT(exactpred_incircle(a, b, c, d, &r) == EXACTPRED_OK && (r == 1 || r == 0 || r == -1));
  }
}

static void test_batches(void) {
  const double q2[3 * 6] = {0, 0, 1, 0, 0, 1, /* +1 */
                            0, 0, 1, 0, 2, 0, /* 0 */
                            0, 0, 0, 1, 1, 0 /* -1 */};
  int res[4] = {5, 5, 5, 5};
  size_t first = 99;
  EXPECT(exactpred_orient2d_batch(3, q2, res, &first) == EXACTPRED_OK);
  EXPECT(first == 3 && res[0] == 1 && res[1] == 0 && res[2] == -1 && res[3] == 5);
  EXPECT(exactpred_orient2d_batch(0, NULL, NULL, &first) == EXACTPRED_OK && first == 0);
  EXPECT(exactpred_orient2d_batch(3, q2, res, NULL) == EXACTPRED_OK);
  EXPECT(exactpred_orient2d_batch(1, NULL, res, &first) == EXACTPRED_ERROR_NULL_POINTER);
  {
    double bad[2 * 6];
    memcpy(bad, q2, sizeof bad);
    bad[7] = NAN; /* the second query */
    res[0] = res[1] = 5;
    EXPECT(exactpred_orient2d_batch(2, bad, res, &first) == EXACTPRED_ERROR_NOT_FINITE);
    EXPECT(first == 1 && res[0] == 1 && res[1] == 5);
  }
  {
    const double q3[12] = {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1};
    const double c8[8] = {1, 0, 0, 1, -1, 0, 0, 0};
    const double s15[15] = {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0.25, 0.25, 0.25};
    EXPECT(exactpred_orient3d_batch(1, q3, res, &first) == EXACTPRED_OK && res[0] == 1);
    EXPECT(exactpred_incircle_batch(1, c8, res, &first) == EXACTPRED_OK && res[0] == 1);
    EXPECT(exactpred_insphere_batch(1, s15, res, &first) == EXACTPRED_OK && res[0] == 1);
  }
}

/* A batch that stops at query q (a NaN or an infinity in any coordinate of it) has written
 * results[0 .. q) and left results[q ..] alone, with first_error == q. */
typedef int (*batch_fn)(size_t, const double*, int*, size_t*);

static void test_batch_stops_at_the_failing_query(void) {
  enum { N = 37, MAX_K = 15, SENTINEL = 5 };
  static const struct {
    const char* name;
    batch_fn fn;
    size_t per_query; /* coordinates */
  } predicates[] = {{"orient2d", exactpred_orient2d_batch, 6},
                    {"orient3d", exactpred_orient3d_batch, 12},
                    {"incircle", exactpred_incircle_batch, 8},
                    {"insphere", exactpred_insphere_batch, 15}};
  static const size_t failing[] = {0, 1, 2, 3, 7, 8, 13, 15, 16, 17, N - 1};
  const double bad_values[3] = {NAN, INFINITY, -INFINITY};
  const char* const bad_names[3] = {"NaN", "+inf", "-inf"};
  double coords[N * MAX_K];
  int expected[N], results[N];
  size_t p, f, c, v, i;
  unsigned long long seed = 12345;
  for (p = 0; p < sizeof predicates / sizeof predicates[0]; ++p) {
    const size_t k = predicates[p].per_query;
    /* Small integers: many queries are degenerate (0), the others +1 or -1. */
    for (i = 0; i < N * k; ++i) {
      seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
      coords[i] = (double)((int)((seed >> 33) % 5) - 2);
    }
    for (i = 0; i < N; ++i) {
      EXPECT(predicates[p].fn(1, coords + i * k, &expected[i], NULL) == EXACTPRED_OK);
    }
    for (f = 0; f < sizeof failing / sizeof failing[0]; ++f) {
      const size_t q = failing[f];
      for (c = 0; c < k; ++c) {
        for (v = 0; v < 3; ++v) {
          const double saved = coords[q * k + c];
          size_t first = 99;
          int status, ok = 1;
          coords[q * k + c] = bad_values[v];
          for (i = 0; i < N; ++i) results[i] = SENTINEL;
          status = predicates[p].fn(N, coords, results, &first);
          coords[q * k + c] = saved;
          ok &= status == EXACTPRED_ERROR_NOT_FINITE && first == q;
          for (i = 0; i < q; ++i) ok &= results[i] == expected[i];
          for (i = q; i < N; ++i) ok &= results[i] == SENTINEL;
          if (!ok) {
            fprintf(stderr,
                    "%s_batch: %s in coordinate %d of query %d: status %d, first_error %d\n",
                    predicates[p].name, bad_names[v], (int)c, (int)q, status, (int)first);
          }
          EXPECT(ok);
        }
      }
    }
  }
}

static void test_meshing(void) {
  int r = 7;
  size_t first = 99;
  const double a[2] = {1, 2}, b[2] = {1, 3};
  EXPECT(exactpred_compare_xy(a, b, &r) == EXACTPRED_OK && r == -1);
  const double p[3] = {0, 0, 0}, q[3] = {1, 0, 0}, s[3] = {0, 1, 0}, t[3] = {1, 1, 0};
  const double off[3] = {1, 1, 1}, mid[3] = {0.5, 0.5, 0};
  EXPECT(exactpred_compare_xyz(p, q, &r) == EXACTPRED_OK && r == -1);
  EXPECT(exactpred_coplanar_orientation_3(p, q, s, &r) == EXACTPRED_OK && r == 1);
  EXPECT(exactpred_coplanar_orientation(p, q, s, t, &r) == EXACTPRED_OK && r == 1);
  r = 7;
  EXPECT(exactpred_coplanar_orientation(p, q, s, off, &r) == EXACTPRED_ERROR_INVALID_ARGUMENT &&
         r == 7);
  EXPECT(exactpred_coplanar_side_of_bounded_circle(p, q, s, t, &r) == EXACTPRED_OK && r == 0);
  EXPECT(exactpred_coplanar_side_of_bounded_circle(p, q, s, mid, &r) == EXACTPRED_OK && r == 1);
  /* Three zero-weight points: their power circle is the circumcircle (center (0.5, 0.5),
   * radius^2 0.5); the fourth point, at the center with weight w, has power -0.5 - w: inside
   * (+1) for w > -0.5, on it for w = -0.5, outside (-1) below. */
  const double wa[3] = {0, 0, 0}, wb[3] = {1, 0, 0}, wc[3] = {0, 1, 0};
  const double in[3] = {0.5, 0.5, 0}, out[3] = {0.5, 0.5, -1}, on[3] = {0.5, 0.5, -0.5};
  EXPECT(exactpred_power_incircle(wa, wb, wc, in, &r) == EXACTPRED_OK && r == 1);
  EXPECT(exactpred_power_incircle(wa, wb, wc, out, &r) == EXACTPRED_OK && r == -1);
  EXPECT(exactpred_power_incircle(wa, wb, wc, on, &r) == EXACTPRED_OK && r == 0);
  const double ea[4] = {0, 0, 0, 0}, eb[4] = {1, 0, 0, 0}, ec[4] = {0, 1, 0, 0},
               ed[4] = {0, 0, 1, 0}, ee[4] = {0.2, 0.2, 0.2, 0.5};
  /* Power of e: 0.27 - 0.75 - 0.5 < 0, inside; orient3d(a, b, c, d) > 0. */
  EXPECT(exactpred_power_insphere(ea, eb, ec, ed, ee, &r) == EXACTPRED_OK && r == 1);
  const size_t i4[4] = {0, 1, 2, 3}, same[4] = {0, 1, 1, 3};
  EXPECT(exactpred_power_incircle_sos(wa, wb, wc, on, i4, &r) == EXACTPRED_OK && r != 0);
  EXPECT(exactpred_power_incircle_sos(wa, wb, wc, on, same, &r) ==
         EXACTPRED_ERROR_INVALID_ARGUMENT);
  const double sq[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  EXPECT(exactpred_incircle_sos(sq[0], sq[1], sq[2], sq[3], i4, &r) == EXACTPRED_OK && r != 0);
  const size_t i3[3] = {5, 6, 7};
  EXPECT(exactpred_orient2d_sos(sq[0], sq[0], sq[0], i3, &r) == EXACTPRED_OK && r != 0);
  /* Batches: the first failing query is named and the answers before it written. */
  const double coords[24] = {0, 0, 0, 1, 0, 0, 0, 1, 0, 0.5, 0.5, 0,
                             0, 0, 0, 1, 0, 0, 0, 1, 0, 0.5, 0.5, NAN};
  int results[2] = {7, 7};
  EXPECT(exactpred_power_incircle_batch(2, coords, results, &first) == EXACTPRED_ERROR_NOT_FINITE &&
         first == 1 && results[0] == 1 && results[1] == 7);
  const double grid[8] = {0, 0, 1, 0, 1, 1, 0, 1};
  const size_t qs[8] = {0, 1, 2, 3, 3, 2, 1, 9};
  results[0] = results[1] = 7;
  EXPECT(exactpred_incircle_sos_batch(grid, 4, qs, 2, results, &first) ==
             EXACTPRED_ERROR_INVALID_ARGUMENT &&
         first == 1 && results[0] != 0 && results[0] != 7 && results[1] == 7);
  EXPECT(exactpred_incircle_sos_batch(grid, 4, qs, 1, results, &first) == EXACTPRED_OK &&
         first == 1);
}

static void test_implicit_points(void) {
  int r = 7;
  /* The lines (0,0) -> (2,2) and (0,2) -> (2,0) meet at (1,1). */
  const int k_ssi_p2_p2[] = {EXACTPRED_POINT_SSI, EXACTPRED_POINT_P2, EXACTPRED_POINT_P2};
  const double x1[] = {0, 0, 2, 2, 0, 2, 2, 0, /* */ 0, 0, /* */ 2, 0};
  EXPECT(exactpred_implicit_predicate("orient2d", k_ssi_p2_p2, 3, x1, &r) == EXACTPRED_OK &&
         r == 1);
  const double x2[] = {0, 0, 2, 2, 0, 2, 2, 0, /* */ 0, 0, /* */ 3, 3};
  EXPECT(exactpred_implicit_predicate("orient2d", k_ssi_p2_p2, 3, x2, &r) == EXACTPRED_OK &&
         r == 0);
  {
    /* y = 0 meets the line (0,-1) -> (1,2) at x = 1/3 exactly: between two doubles. */
    const int k[] = {EXACTPRED_POINT_SSI, EXACTPRED_POINT_P2};
    double x[] = {0, 0, 1, 0, 0, -1, 1, 2, /* */ 1.0 / 3, 0};
    EXPECT(exactpred_implicit_predicate("compare_x", k, 2, x, &r) == EXACTPRED_OK && r == 1);
    x[8] = nextafter(1.0 / 3, 1);
    EXPECT(exactpred_implicit_predicate("compare_x", k, 2, x, &r) == EXACTPRED_OK && r == -1);
    EXPECT(exactpred_implicit_predicate("compare_y", k, 2, x, &r) == EXACTPRED_OK && r == 0);
  }
  {
    /* The z axis meets the plane z = 0 at the origin. */
    const int k[] = {EXACTPRED_POINT_LPI, EXACTPRED_POINT_P3, EXACTPRED_POINT_P3,
                     EXACTPRED_POINT_P3};
    const double x[] = {0,       0, -1, 0,       0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, /* */ 1, 0, 0,
                        /* */ 0, 1, 0,  /* */ 0, 0, 1};
    EXPECT(exactpred_implicit_predicate("orient3d", k, 4, x, &r) == EXACTPRED_OK && r == 1);
    EXPECT(exactpred_implicit_predicate("compare_x", k, 2, x, &r) == EXACTPRED_OK && r == -1);
    EXPECT(exactpred_implicit_predicate("compare_z", k, 2, x, &r) == EXACTPRED_OK && r == 0);
    /* The projections of the origin, (1,0,0) and (0,1,0) on (x, y): counterclockwise. */
    EXPECT(exactpred_implicit_predicate("orient2d_xy", k, 3, x, &r) == EXACTPRED_OK && r == 1);
  }
  /* Errors: the result is left as it was. */
  r = 7;
  const double parallel[] = {0, 0, 1, 1, 0, 1, 1, 2, /* */ 0, 0, /* */ 2, 0};
  EXPECT(exactpred_implicit_predicate("orient2d", k_ssi_p2_p2, 3, parallel, &r) ==
             EXACTPRED_ERROR_INVALID_ARGUMENT &&
         r == 7);
  double nan_input[12];
  memcpy(nan_input, x1, sizeof nan_input);
  nan_input[3] = NAN;
  EXPECT(exactpred_implicit_predicate("orient2d", k_ssi_p2_p2, 3, nan_input, &r) ==
             EXACTPRED_ERROR_NOT_FINITE &&
         r == 7);
  EXPECT(exactpred_implicit_predicate("orient4d", k_ssi_p2_p2, 3, x1, &r) ==
         EXACTPRED_ERROR_INVALID_ARGUMENT);
  EXPECT(exactpred_implicit_predicate("orient2d", k_ssi_p2_p2, 2, x1, &r) ==
         EXACTPRED_ERROR_INVALID_ARGUMENT);
  EXPECT(exactpred_implicit_predicate("orient3d", k_ssi_p2_p2, 3, x1, &r) ==
         EXACTPRED_ERROR_INVALID_ARGUMENT);
  const int bad_kind[] = {EXACTPRED_POINT_P2, 9, EXACTPRED_POINT_P2};
  EXPECT(exactpred_implicit_predicate("orient2d", bad_kind, 3, x1, &r) ==
         EXACTPRED_ERROR_INVALID_ARGUMENT);
  const int mixed[] = {EXACTPRED_POINT_P2, EXACTPRED_POINT_P3, EXACTPRED_POINT_P2};
  EXPECT(exactpred_implicit_predicate("orient2d", mixed, 3, x1, &r) ==
         EXACTPRED_ERROR_INVALID_ARGUMENT);
  EXPECT(exactpred_implicit_predicate(NULL, k_ssi_p2_p2, 3, x1, &r) ==
         EXACTPRED_ERROR_NULL_POINTER);
  EXPECT(exactpred_implicit_predicate("orient2d", k_ssi_p2_p2, 3, x1, NULL) ==
         EXACTPRED_ERROR_NULL_POINTER);
  EXPECT(r == 7);
}

int main(void) {
  test_version();
  test_orient2d();
  test_values();
  test_constructions();
  test_errors();
  test_3d_and_circles();
  test_batches();
  test_batch_stops_at_the_failing_query();
  test_meshing();
  test_implicit_points();
  return expect_exit_status("c_api_test");
}
