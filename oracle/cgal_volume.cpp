// oracle/cgal_volume.cpp — CGAL reference answers for the volume predicates.
#include "cgal_reference.hpp"

namespace exactpred::oracle {

query::evaluator reference_volume(std::string_view name) {
  (void)name;
  return nullptr;
}

}  // namespace exactpred::oracle
