// exactpred/spatial.hpp — the spatial predicates.
#ifndef EXACTPRED_SPATIAL_HPP
#define EXACTPRED_SPATIAL_HPP

#include "exactpred/core.hpp"

namespace exactpred {}  // namespace exactpred

#endif  // EXACTPRED_SPATIAL_HPP
