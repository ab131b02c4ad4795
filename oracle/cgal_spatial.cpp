// oracle/cgal_spatial.cpp — CGAL reference answers for the spatial predicates.
#include "cgal_reference.hpp"

namespace exactpred::oracle {

query::evaluator reference_spatial(std::string_view name) {
  (void)name;
  return nullptr;
}

}  // namespace exactpred::oracle
