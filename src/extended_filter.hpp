// SPDX-License-Identifier: MIT
// src/extended_filter.hpp — the filter of include/exactpred/detail/filter.hpp evaluated in
// wide_double (wide_exponent.hpp: a double's significand with an exponent of its own), for the
// inputs whose exponents are too far apart for the stages' rescaling (1e-320 beside 1e300).
//
// In that arithmetic nothing underflows or overflows and no value is subnormal, so the filter's
// error analysis holds without its underflow term: the bound is the filter's own (units of
// 2^-52, valid for any significand of at least 53 bits and any rounding mode). It needs no
// floating-point environment (no x87 unit, no control word, no flags to restore) and is the same
// on every platform. It decides nearly every such input whose answer is not zero, leaving the
// exact integers for the rest.
#ifndef EXACTPRED_SRC_EXTENDED_FILTER_HPP
#define EXACTPRED_SRC_EXTENDED_FILTER_HPP

#include <optional>
#include <utility>

#include "exactpred/detail/filter.hpp"
#include "exactpred/sign.hpp"
#include "wide_exponent.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// The filter's value type in wide_double (same arithmetic, same bound).
using extended_input = filter_value<input_bound, wide_double>;

/// The sign of F on x (finite) from the wide-exponent filter, or nullopt.
template <class F, std::size_t... I>
inline std::optional<sign> extended_filter_eval(const double* x, std::index_sequence<I...>) {
  const wide_double y[] = {to_wide(x[I])...};
  const auto r = F::eval(extended_input{y[I], filter_abs(y[I])}...);
  using B = typename decltype(r)::bound;
  if (magnitude_exceeds(r.v, to_wide(filter_constants<B>::E) * r.m)) return sign_of_wide(r.v);
  return std::nullopt;
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_EXTENDED_FILTER_HPP
