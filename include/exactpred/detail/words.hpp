// SPDX-License-Identifier: MIT
// exactpred/detail/words.hpp — the word of an enumerator, from the list of its enumeration's
// words: the one mapping behind every to_string of a classification.
#ifndef EXACTPRED_DETAIL_WORDS_HPP
#define EXACTPRED_DETAIL_WORDS_HPP

#include <cstddef>

namespace exactpred {
inline namespace v0 {
namespace detail {

/// words[e] for an enumeration whose enumerators are 0, 1, ..., N - 1 in the order of `words`;
/// "invalid" for any other value (a negative one converts to a huge index).
template <class E, std::size_t N>
constexpr const char* word_of(E e, const char* const (&words)[N]) noexcept {
  const auto i = static_cast<std::size_t>(e);
  return i < N ? words[i] : "invalid";
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_WORDS_HPP
