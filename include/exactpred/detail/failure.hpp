// SPDX-License-Identifier: MIT
// exactpred/detail/failure.hpp — the one mapping from an exception to what every interface
// reports: the nothrow forms' error_kind, the C interface's status, the JavaScript package's
// error classes. Each interface calls current_failure() in its catch (...) handler.
#ifndef EXACTPRED_DETAIL_FAILURE_HPP
#define EXACTPRED_DETAIL_FAILURE_HPP

#include <exception>
#include <new>

#include "exactpred/sign.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// What went wrong, in the words every interface maps to its own.
enum class failure_kind : unsigned char {
  not_finite,        ///< invalid_input, reason not_finite: a NaN or infinite coordinate
  invalid_argument,  ///< any other invalid_input: outside the function's domain
  out_of_memory,     ///< std::bad_alloc
  internal           ///< any other exception: a bug
};

/// codes[k]: an interface's code for each failure kind, listed in the enumeration's order (the
/// table each interface writes once).
template <class T>
constexpr T code_of(failure_kind k, const T (&codes)[4]) noexcept {
  return codes[static_cast<unsigned char>(k)];
}

/// The failure and its message (valid while the exception is being handled).
struct failure {
  failure_kind kind;
  const char* message;
};

/// The failure of the exception being handled; call it inside a catch handler only.
inline failure current_failure() noexcept {
  try {
    throw;
  } catch (const invalid_input& e) {
    return {e.why() == invalid_input::reason::not_finite ? failure_kind::not_finite
                                                         : failure_kind::invalid_argument,
            e.what()};
  } catch (const std::bad_alloc& e) {
    return {failure_kind::out_of_memory, e.what()};
  } catch (const std::exception& e) {
    return {failure_kind::internal, e.what()};
  } catch (...) {
    return {failure_kind::internal, "exactpred: unknown exception"};
  }
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_FAILURE_HPP
