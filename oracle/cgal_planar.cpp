// oracle/cgal_planar.cpp — CGAL reference answers for the planar predicates.
#include "cgal_reference.hpp"

namespace exactpred::oracle {

query::evaluator reference_planar(std::string_view name) {
  (void)name;
  return nullptr;
}

}  // namespace exactpred::oracle
