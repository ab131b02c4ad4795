/* SPDX-License-Identifier: MIT */
/* A C consumer of exactpred's C API: Kettner's orientation example, exactly. */
#include <stdio.h>

#include <exactpred/exactpred.h>

int main(void) {
  const double p[2] = {0.5, 0.5}, q[2] = {12, 12}, r[2] = {24, 24};
  const double p1[2] = {0x1.0000000000001p-1, 0.5};
  int on_line = 2, off_line = 2;
  if (exactpred_orient2d(p, q, r, &on_line) != EXACTPRED_OK) return 1;
  if (exactpred_orient2d(p1, q, r, &off_line) != EXACTPRED_OK) return 1;
  printf("exactpred %s: orient2d = %d, one ulp off: %d\n", exactpred_version(), on_line, off_line);
  return on_line == 0 && off_line == -1 ? 0 : 1;
}
