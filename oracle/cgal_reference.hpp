// SPDX-License-Identifier: MIT
// oracle/cgal_reference.hpp — CGAL's answers in the oracle command's query language: the
// reference side of `exactpred-oracle --reference cgal`, the differential tests and the
// fuzzers. Answers are the same strings exactpred's evaluators print.
#ifndef EXACTPRED_ORACLE_CGAL_REFERENCE_HPP
#define EXACTPRED_ORACLE_CGAL_REFERENCE_HPP

#include <string_view>

#include "query.hpp"

namespace exactpred::oracle {

/// The CGAL evaluator of predicate `name`, or nullptr when the reference lacks it.
query::evaluator reference_evaluator(std::string_view name);

/// The reference evaluators of each predicate group (cgal_<group>.cpp), nullptr if unknown.
query::evaluator reference_planar(std::string_view name);
query::evaluator reference_spatial(std::string_view name);
query::evaluator reference_volume(std::string_view name);
query::evaluator reference_meshing(std::string_view name);
query::evaluator reference_implicit(std::string_view name);
query::evaluator reference_rounded(std::string_view name);

}  // namespace exactpred::oracle

#endif  // EXACTPRED_ORACLE_CGAL_REFERENCE_HPP
