// oracle/query_volume.cpp — the volume predicates in the oracle command's query table.
#include "query.hpp"

namespace exactpred::query {

void append_volume_predicates(std::vector<predicate_info>& table) { (void)table; }

}  // namespace exactpred::query
