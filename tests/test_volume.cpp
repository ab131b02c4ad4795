// Differential tests of the volume predicates against the CGAL oracle.
#include <gtest/gtest.h>

#include "exactpred/exactpred.hpp"
