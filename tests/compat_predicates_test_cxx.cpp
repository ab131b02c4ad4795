// SPDX-License-Identifier: MIT
// tests/compat_predicates_test_cxx.cpp — tests/compat_predicates_test.c compiled as C++: the
// drop-in header must serve C++ callers of predicates.c (the C linkage block, no clash with
// the C++ interface's names).
#include "exactpred/exactpred.hpp"  // the C++ interface in the same translation unit

#include "compat_predicates_test.c"
