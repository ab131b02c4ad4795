// SPDX-License-Identifier: MIT
// src/extended_filter.hpp — the filter of include/exactpred/detail/filter.hpp evaluated in the
// x87 extended format (long double: 64-bit significand, exponents down to 2^-16445), for the
// inputs whose exponents are too far apart for stage 2's rescaling (1e-320 beside 1e300).
//
// Every product of up to 15 doubles, and every sum of such products that does not cancel to
// zero, lies inside the extended normal range, so nothing underflows or overflows and the
// filter's error analysis holds without its underflow term. The bound is the filter's own
// (units of 2^-52, valid for any significand of at least 53 bits and any rounding mode). On
// x86 the stage sets the x87 control word itself (x87_env_guard: 64-bit precision, exceptions
// masked, the caller's control word and flags restored), so a caller who lowered the x87
// precision or unmasked its exceptions changes nothing. It decides nearly
// every such input whose answer is not zero, leaving the exact integers for the rest.
// Where long double has no wider exponent range than double the stage is compiled out.
#ifndef EXACTPRED_SRC_EXTENDED_FILTER_HPP
#define EXACTPRED_SRC_EXTENDED_FILTER_HPP

#include <cfloat>
#include <cmath>
#include <optional>
#include <utility>

#include "exactpred/detail/filter.hpp"
#include "exactpred/sign.hpp"
#include "fp_env.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

inline constexpr bool have_extended_filter = LDBL_MANT_DIG >= 53 && LDBL_MAX_EXP >= 16384;

/// False when the x87 precision control has been set to 24 bits (single precision), under
/// which long double arithmetic would round more coarsely than the bound assumes.
inline bool extended_precision_available() {
#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
  unsigned short control;
  __asm__ volatile("fnstcw %0" : "=m"(control));
  return ((control >> 8) & 3) >= 2;  // 2: 53 bits, 3: 64 bits
#else
  return true;
#endif
}

/// The filter's value type in the extended format (same arithmetic, same bound).
using extended_input = filter_value<input_bound, long double>;

/// The sign of F on x from the extended-range filter, or nullopt.
template <class F, std::size_t... I>
inline std::optional<sign> extended_filter_eval(const double* x, std::index_sequence<I...>) {
  if constexpr (!have_extended_filter || formula_degree < F >> 15) {
    (void)x;
    return std::nullopt;
  } else {
#if defined(EXACTPRED_HAVE_X87_GUARD)
    const x87_env_guard x87;  // 64-bit precision, exceptions masked, caller's state restored
#else
    if (!extended_precision_available()) return std::nullopt;
#endif
    const auto r = F::eval(extended_input{x[I], std::fabs(static_cast<long double>(x[I]))}...);
    using B = typename decltype(r)::bound;
    const long double bound = static_cast<long double>(filter_constants<B>::E) * r.m;
    if (std::fabs(r.v) > bound) return r.v > 0 ? sign::positive : sign::negative;
    return std::nullopt;
  }
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_EXTENDED_FILTER_HPP
