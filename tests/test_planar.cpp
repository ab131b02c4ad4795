// Differential tests of the planar predicates against the CGAL oracle.
#include <gtest/gtest.h>

#include "exactpred/exactpred.hpp"
