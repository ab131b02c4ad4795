// oracle/query_planar.cpp — the planar predicates in the oracle command's query table.
#include "query.hpp"

namespace exactpred::query {

void append_planar_predicates(std::vector<predicate_info>& table) { (void)table; }

}  // namespace exactpred::query
