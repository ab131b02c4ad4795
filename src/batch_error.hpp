// SPDX-License-Identifier: MIT
// src/batch_error.hpp — the exception of a batch call that stops at a query: an invalid_input
// (what callers catch) that also carries the query's number, for the non-throwing forms.
#ifndef EXACTPRED_SRC_BATCH_ERROR_HPP
#define EXACTPRED_SRC_BATCH_ERROR_HPP

#include <cstddef>
#include <string>

#include "exactpred/sign.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// Query `query` failed; out[0 .. query) holds the answers of the queries before it.
class batch_query_error : public invalid_input {
 public:
  batch_query_error(const std::string& what, std::size_t query, reason why = reason::out_of_domain)
      : invalid_input(what, why), query_(query) {}
  std::size_t query() const noexcept { return query_; }

 private:
  std::size_t query_;
};

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_BATCH_ERROR_HPP
