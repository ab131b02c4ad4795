// SPDX-License-Identifier: MIT
// exactpred/version.hpp — the library's version, the one place it is written.
//
// The top-level CMakeLists.txt reads EXACTPRED_VERSION_MAJOR, _MINOR and _PATCH from this file
// for project(VERSION), so the CMake package version and the pkg-config file follow it, and
// exactpred_version() of the C interface returns EXACTPRED_VERSION_STRING. Keep each of the
// three definitions on one line of its own: `#define EXACTPRED_VERSION_<PART> <number>`.
#ifndef EXACTPRED_VERSION_HPP
#define EXACTPRED_VERSION_HPP

#define EXACTPRED_VERSION_MAJOR 0
#define EXACTPRED_VERSION_MINOR 2
#define EXACTPRED_VERSION_PATCH 0

#define EXACTPRED_VERSION_STRINGIFY_(x) #x
#define EXACTPRED_VERSION_STRINGIFY(x) EXACTPRED_VERSION_STRINGIFY_(x)

// "MAJOR.MINOR.PATCH", a string literal.
// clang-format off
#define EXACTPRED_VERSION_STRING                          \
  EXACTPRED_VERSION_STRINGIFY(EXACTPRED_VERSION_MAJOR) "." \
  EXACTPRED_VERSION_STRINGIFY(EXACTPRED_VERSION_MINOR) "." \
  EXACTPRED_VERSION_STRINGIFY(EXACTPRED_VERSION_PATCH)
// clang-format on

// MAJOR * 10000 + MINOR * 100 + PATCH, for `#if EXACTPRED_VERSION >= 200` (0.2.0).
#define EXACTPRED_VERSION \
  (EXACTPRED_VERSION_MAJOR * 10000 + EXACTPRED_VERSION_MINOR * 100 + EXACTPRED_VERSION_PATCH)

namespace exactpred {
inline namespace v0 {

// The version of the headers, "MAJOR.MINOR.PATCH" (exactpred_version() of the C interface
// returns the library's, the same when headers and library come from one build).
inline constexpr const char* version_string = EXACTPRED_VERSION_STRING;

}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_VERSION_HPP
