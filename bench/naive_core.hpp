// SPDX-License-Identifier: MIT
// bench/naive_core.hpp — the core predicates as plain double code, the way they are written
// without exactpred: the speed baseline of the benchmarks (and wrong near degeneracy).
#ifndef EXACTPRED_BENCH_NAIVE_CORE_HPP
#define EXACTPRED_BENCH_NAIVE_CORE_HPP

namespace exactpred::naive {

// Branch-free, as exactpred's own sign: a branchy sign mispredicts half the time on random input.
inline int sign_of(double v) { return (v > 0) - (v < 0); }

inline int orient2d(const double* x) {
  return sign_of((x[2] - x[0]) * (x[5] - x[1]) - (x[3] - x[1]) * (x[4] - x[0]));
}

inline int orient3d(const double* x) {
  const double ux = x[3] - x[0], uy = x[4] - x[1], uz = x[5] - x[2];
  const double vx = x[6] - x[0], vy = x[7] - x[1], vz = x[8] - x[2];
  const double wx = x[9] - x[0], wy = x[10] - x[1], wz = x[11] - x[2];
  return sign_of(ux * (vy * wz - vz * wy) - uy * (vx * wz - vz * wx) + uz * (vx * wy - vy * wx));
}

inline int incircle(const double* x) {
  const double adx = x[0] - x[6], ady = x[1] - x[7];
  const double bdx = x[2] - x[6], bdy = x[3] - x[7];
  const double cdx = x[4] - x[6], cdy = x[5] - x[7];
  return sign_of((adx * adx + ady * ady) * (bdx * cdy - cdx * bdy) +
                 (bdx * bdx + bdy * bdy) * (cdx * ady - adx * cdy) +
                 (cdx * cdx + cdy * cdy) * (adx * bdy - bdx * ady));
}

inline int insphere(const double* x) {
  const double aex = x[0] - x[12], aey = x[1] - x[13], aez = x[2] - x[14];
  const double bex = x[3] - x[12], bey = x[4] - x[13], bez = x[5] - x[14];
  const double cex = x[6] - x[12], cey = x[7] - x[13], cez = x[8] - x[14];
  const double dex = x[9] - x[12], dey = x[10] - x[13], dez = x[11] - x[14];
  const double ab = aex * bey - bex * aey, bc = bex * cey - cex * bey;
  const double cd = cex * dey - dex * cey, da = dex * aey - aex * dey;
  const double ac = aex * cey - cex * aey, bd = bex * dey - dex * bey;
  const double abc = aez * bc - bez * ac + cez * ab;
  const double bcd = bez * cd - cez * bd + dez * bc;
  const double cda = cez * da + dez * ac + aez * cd;
  const double dab = dez * ab + aez * bd + bez * da;
  const double alift = aex * aex + aey * aey + aez * aez;
  const double blift = bex * bex + bey * bey + bez * bez;
  const double clift = cex * cex + cey * cey + cez * cez;
  const double dlift = dex * dex + dey * dey + dez * dez;
  return sign_of((alift * bcd - blift * cda) + (clift * dab - dlift * abc));
}

}  // namespace exactpred::naive

#endif  // EXACTPRED_BENCH_NAIVE_CORE_HPP
