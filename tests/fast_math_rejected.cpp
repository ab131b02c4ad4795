// SPDX-License-Identifier: MIT
// Compiled by a CTest with -ffast-math: the build must stop with exactpred's #error.
#include "exactpred/exactpred.hpp"

int main() { return 0; }
