// SPDX-License-Identifier: MIT
// bench/naive_meshing.hpp — the meshing predicates as plain double code (CGAL's formulas
// evaluated in doubles): the speed baseline of the meshing benchmarks (and wrong near
// degeneracy). Layouts as the oracle's: weighted points are coordinates, then the weight.
#ifndef EXACTPRED_BENCH_NAIVE_MESHING_HPP
#define EXACTPRED_BENCH_NAIVE_MESHING_HPP

#include "naive_core.hpp"

namespace exactpred::naive {

inline int compare_xy(const double* x) {
  if (x[0] != x[2]) return x[0] < x[2] ? -1 : 1;
  return x[1] < x[3] ? -1 : (x[1] > x[3] ? 1 : 0);
}

inline int orient2d_of(double ax, double ay, double bx, double by, double cx, double cy) {
  return sign_of((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
}

inline int coplanar_orientation(const double* x) {
  const double *a = x, *b = x + 3, *c = x + 6, *d = x + 9;
  const int xy = orient2d_of(a[0], a[1], b[0], b[1], c[0], c[1]);
  if (xy != 0) return xy * orient2d_of(a[0], a[1], b[0], b[1], d[0], d[1]);
  const int yz = orient2d_of(a[1], a[2], b[1], b[2], c[1], c[2]);
  if (yz != 0) return yz * orient2d_of(a[1], a[2], b[1], b[2], d[1], d[2]);
  return orient2d_of(a[0], a[2], b[0], b[2], c[0], c[2]) *
         orient2d_of(a[0], a[2], b[0], b[2], d[0], d[2]);
}

inline int coplanar_side_of_bounded_circle(const double* x) {
  const double *p = x, *q = x + 3, *r = x + 6, *t = x + 9;
  const double pt[3] = {p[0] - t[0], p[1] - t[1], p[2] - t[2]};
  const double qt[3] = {q[0] - t[0], q[1] - t[1], q[2] - t[2]};
  const double rt[3] = {r[0] - t[0], r[1] - t[1], r[2] - t[2]};
  const double pq[3] = {q[0] - p[0], q[1] - p[1], q[2] - p[2]};
  const double pr[3] = {r[0] - p[0], r[1] - p[1], r[2] - p[2]};
  const double v[3] = {pq[1] * pr[2] - pq[2] * pr[1], pq[2] * pr[0] - pq[0] * pr[2],
                       pq[0] * pr[1] - pq[1] * pr[0]};
  const auto det3 = [](const double* a, const double* b, const double* c) {
    return a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0]) +
           a[2] * (b[0] * c[1] - b[1] * c[0]);
  };
  const double pt2 = pt[0] * pt[0] + pt[1] * pt[1] + pt[2] * pt[2];
  const double qt2 = qt[0] * qt[0] + qt[1] * qt[1] + qt[2] * qt[2];
  const double rt2 = rt[0] * rt[0] + rt[1] * rt[1] + rt[2] * rt[2];
  const double v2 = v[0] * v[0] + v[1] * v[1] + v[2] * v[2];
  // CGAL's 4x4 determinant (rows p-t, r-t, q-t, v) expanded along the last column.
  return sign_of(-pt2 * det3(rt, qt, v) + rt2 * det3(pt, qt, v) - qt2 * det3(pt, rt, v) +
                 v2 * det3(pt, rt, qt));
}

inline int power_incircle(const double* x) {
  const double adx = x[0] - x[9], ady = x[1] - x[10];
  const double bdx = x[3] - x[9], bdy = x[4] - x[10];
  const double cdx = x[6] - x[9], cdy = x[7] - x[10];
  const double al = adx * adx + ady * ady - x[2] + x[11];
  const double bl = bdx * bdx + bdy * bdy - x[5] + x[11];
  const double cl = cdx * cdx + cdy * cdy - x[8] + x[11];
  return sign_of(al * (bdx * cdy - cdx * bdy) + bl * (cdx * ady - adx * cdy) +
                 cl * (adx * bdy - bdx * ady));
}

// compare_power_distance_2/_3: p (2 or 3 numbers), then q and r with their weights.
inline int compare_power_distance_2(const double* x) {
  const double qx = x[0] - x[2], qy = x[1] - x[3], rx = x[0] - x[5], ry = x[1] - x[6];
  return sign_of((qx * qx + qy * qy - x[4]) - (rx * rx + ry * ry - x[7]));
}

inline int compare_power_distance_3(const double* x) {
  const double qx = x[0] - x[3], qy = x[1] - x[4], qz = x[2] - x[5];
  const double rx = x[0] - x[7], ry = x[1] - x[8], rz = x[2] - x[9];
  return sign_of((qx * qx + qy * qy + qz * qz - x[6]) - (rx * rx + ry * ry + rz * rz - x[10]));
}

// side_of_diametral_circle/_sphere: p, q, t; the sign of (t - p) . (q - t).
inline int side_of_diametral_circle(const double* x) {
  return sign_of((x[4] - x[0]) * (x[2] - x[4]) + (x[5] - x[1]) * (x[3] - x[5]));
}

inline int side_of_diametral_sphere(const double* x) {
  return sign_of((x[6] - x[0]) * (x[3] - x[6]) + (x[7] - x[1]) * (x[4] - x[7]) +
                 (x[8] - x[2]) * (x[5] - x[8]));
}

inline int power_insphere(const double* x) {
  const double* e = x + 16;
  double d[4][4];
  for (int i = 0; i < 4; ++i) {
    const double* p = x + 4 * i;
    d[i][0] = p[0] - e[0];
    d[i][1] = p[1] - e[1];
    d[i][2] = p[2] - e[2];
    d[i][3] = d[i][0] * d[i][0] + d[i][1] * d[i][1] + d[i][2] * d[i][2] - p[3] + e[3];
  }
  const auto m3 = [&d](int a, int b, int c) {  // det of rows a, b, c, columns x, y, z
    return d[a][0] * (d[b][1] * d[c][2] - d[b][2] * d[c][1]) -
           d[a][1] * (d[b][0] * d[c][2] - d[b][2] * d[c][0]) +
           d[a][2] * (d[b][0] * d[c][1] - d[b][1] * d[c][0]);
  };
  const double det = -d[0][3] * m3(1, 2, 3) + d[1][3] * m3(0, 2, 3) - d[2][3] * m3(0, 1, 3) +
                     d[3][3] * m3(0, 1, 2);
  return -sign_of(det);
}

}  // namespace exactpred::naive

#endif  // EXACTPRED_BENCH_NAIVE_MESHING_HPP
