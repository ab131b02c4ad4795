/* SPDX-License-Identifier: MIT */
/* tests/support/c_expect.h — the check macro of the C tests (each one translation unit):
 * EXPECT(cond) reports a failed condition with its line and counts it in `failures`, which the
 * test's main turns into its exit status with expect_exit_status. */
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

/* The exit status of the test `name`: 1 when a check failed (with their count on stderr), else
 * 0 (with a line on stdout). */
static inline int expect_exit_status(const char* name) {
  if (failures != 0) {
    fprintf(stderr, "%s: %d check(s) failed\n", name, failures);
    return 1;
  }
  printf("%s: all checks passed\n", name);
  return 0;
}

#endif /* EXACTPRED_TESTS_SUPPORT_C_EXPECT_H */
