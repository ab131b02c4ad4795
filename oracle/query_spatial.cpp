// oracle/query_spatial.cpp — the spatial predicates in the oracle command's query table.
#include "query.hpp"

namespace exactpred::query {

void append_spatial_predicates(std::vector<predicate_info>& table) { (void)table; }

}  // namespace exactpred::query
