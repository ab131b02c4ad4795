// SPDX-License-Identifier: MIT
// oracle/cgal_reference.cpp — the CGAL reference, by predicate name.
#include "cgal_reference.hpp"

#include <string>

#include "cgal_exact.hpp"
#include "cgal_oracle.hpp"

namespace exactpred::oracle {
namespace {

using exact::sign_text;

std::string ref_orient2d(const double* x, std::size_t) { return sign_text(orient2d(x)); }
std::string ref_orient3d(const double* x, std::size_t) { return sign_text(orient3d(x)); }
std::string ref_incircle(const double* x, std::size_t) { return sign_text(incircle(x)); }
std::string ref_insphere(const double* x, std::size_t) { return sign_text(insphere(x)); }

const exact::named_evaluator entries[] = {
    {"orient2d", ref_orient2d},
    {"orient3d", ref_orient3d},
    {"incircle", ref_incircle},
    {"insphere", ref_insphere},
};

}  // namespace

query::evaluator reference_evaluator(std::string_view name) {
  if (query::evaluator f = exact::find_evaluator(entries, name)) return f;
  if (query::evaluator f = reference_planar(name)) return f;
  if (query::evaluator f = reference_spatial(name)) return f;
  if (query::evaluator f = reference_volume(name)) return f;
  if (query::evaluator f = reference_meshing(name)) return f;
  if (query::evaluator f = reference_rounded(name)) return f;
  return reference_implicit(name);
}

}  // namespace exactpred::oracle
