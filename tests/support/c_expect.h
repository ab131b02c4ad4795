/* SPDX-License-Identifier: MIT */
/* tests/support/c_expect.h — the check macro of the C tests (each one translation unit):
 * EXPECT(cond) reports a failed condition with its line and counts it in `failures`, which the
 * test's main turns into its exit status. */
#ifndef EXACTPRED_TESTS_SUPPORT_C_EXPECT_H
#define EXACTPRED_TESTS_SUPPORT_C_EXPECT_H

#include <stdio.h>

static int failures = 0;

#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

#endif /* EXACTPRED_TESTS_SUPPORT_C_EXPECT_H */
