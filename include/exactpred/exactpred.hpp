// SPDX-License-Identifier: MIT
// exactpred/exactpred.hpp — everything: exact geometric predicates for double and float input.
#ifndef EXACTPRED_EXACTPRED_HPP
#define EXACTPRED_EXACTPRED_HPP

#include "exactpred/batch.hpp"
#include "exactpred/config.hpp"
#include "exactpred/constructions.hpp"
#include "exactpred/core.hpp"
#include "exactpred/implicit.hpp"
#include "exactpred/meshing.hpp"
#include "exactpred/nothrow.hpp"
#include "exactpred/planar.hpp"
#include "exactpred/point.hpp"
#include "exactpred/point_span.hpp"
#include "exactpred/sign.hpp"
#include "exactpred/sos.hpp"
#include "exactpred/spatial.hpp"
#include "exactpred/statistics.hpp"
#include "exactpred/values.hpp"
#include "exactpred/version.hpp"
#include "exactpred/volume.hpp"

#endif  // EXACTPRED_EXACTPRED_HPP
