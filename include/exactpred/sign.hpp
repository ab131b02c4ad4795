// SPDX-License-Identifier: MIT
// exactpred/sign.hpp — the result type of every sign predicate and the error thrown for
// input that has no exact answer.
#ifndef EXACTPRED_SIGN_HPP
#define EXACTPRED_SIGN_HPP

#include <stdexcept>
#include <string>

#include "exactpred/config.hpp"

namespace exactpred {
inline namespace v0 {

/// The exact sign of a real-valued expression.
enum class sign : signed char { negative = -1, zero = 0, positive = 1 };

/// -1, 0 or +1.
constexpr int to_int(sign s) noexcept { return static_cast<int>(s); }

/// The sign of a double (signed zeros are zero). NaN maps to zero; callers only pass values
/// whose sign has been certified.
constexpr sign sign_of(double v) noexcept {
  // Arithmetic rather than branches: on random input a branch on the sign mispredicts half
  // the time.
  return static_cast<sign>(static_cast<int>(v > 0) - static_cast<int>(v < 0));
}

/// Product of two signs.
constexpr sign operator*(sign a, sign b) noexcept {
  return static_cast<sign>(static_cast<int>(a) * static_cast<int>(b));
}

/// Flips the sign.
constexpr sign operator-(sign a) noexcept { return static_cast<sign>(-static_cast<int>(a)); }

/// Thrown for input that has no exact answer: a NaN or infinite coordinate, or arguments
/// outside a predicate's domain (a negative radius, an empty box). The message names the
/// predicate and the offending argument.
class EXACTPRED_API invalid_input : public std::domain_error {
 public:
  /// What is wrong with the input.
  enum class reason : unsigned char {
    out_of_domain,  ///< finite arguments outside the predicate's domain (a negative radius...)
    not_finite      ///< a NaN or infinite coordinate (or weight)
  };
  explicit invalid_input(const std::string& what, reason why = reason::out_of_domain)
      : std::domain_error(what), why_(why) {}
  /// Why: the C interface's EXACTPRED_ERROR_NOT_FINITE or _INVALID_ARGUMENT, for instance.
  reason why() const noexcept { return why_; }

 private:
  reason why_;
};

namespace detail {
/// Throws the invalid_input of a non-finite argument, reason not_finite: "WHERE is NaN; every
/// coordinate must be finite" ("+infinity", "-infinity"; "every coordinate and weight" when
/// `weights`). WHERE names the predicate and the argument. The one place this message is built.
[[noreturn]] EXACTPRED_API void throw_not_finite_input(const std::string& where, double value,
                                                       bool weights = false);
}  // namespace detail

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SIGN_HPP
