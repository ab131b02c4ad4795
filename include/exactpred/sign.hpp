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
  explicit invalid_input(const std::string& what) : std::domain_error(what) {}
};

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SIGN_HPP
