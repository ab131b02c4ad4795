// exactpred/planar.hpp — the planar predicates.
#ifndef EXACTPRED_PLANAR_HPP
#define EXACTPRED_PLANAR_HPP

#include "exactpred/core.hpp"

namespace exactpred {}  // namespace exactpred

#endif  // EXACTPRED_PLANAR_HPP
