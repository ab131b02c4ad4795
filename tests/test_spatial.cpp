// Differential tests of the spatial predicates against the CGAL oracle.
#include <gtest/gtest.h>

#include "exactpred/exactpred.hpp"
