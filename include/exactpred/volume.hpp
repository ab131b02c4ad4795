// exactpred/volume.hpp — the volume predicates.
#ifndef EXACTPRED_VOLUME_HPP
#define EXACTPRED_VOLUME_HPP

#include "exactpred/core.hpp"

namespace exactpred {}  // namespace exactpred

#endif  // EXACTPRED_VOLUME_HPP
