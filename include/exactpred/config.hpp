// SPDX-License-Identifier: MIT
// exactpred/config.hpp — the floating-point contract every translation unit that includes
// exactpred must honour. The library's version is in version.hpp (included here, so that the
// EXACTPRED_VERSION_* macros stay visible wherever config.hpp is).
//
// The inline fast paths are proven for IEEE-754 binary64 arithmetic in any rounding mode,
// with or without fused multiply-add contraction. Value-changing optimisations
// (-ffast-math, -funsafe-math-optimizations, -fassociative-math) void every proof, so they
// are refused at compile time rather than producing silently wrong signs.
#ifndef EXACTPRED_CONFIG_HPP
#define EXACTPRED_CONFIG_HPP

#include <cfloat>

#include "exactpred/version.hpp"

#if defined(__FAST_MATH__)
#error \
    "exactpred: this translation unit is compiled with -ffast-math (or an equivalent flag); exact predicates need IEEE-754 semantics. Compile it without -ffast-math / -funsafe-math-optimizations."
#endif

#if defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__
#error \
    "exactpred: -ffinite-math-only removes the NaN/infinity checks exactpred relies on to reject non-finite input."
#endif

#if FLT_EVAL_METHOD != 0 && FLT_EVAL_METHOD != -1
#error \
    "exactpred: double expressions must be evaluated in double precision (FLT_EVAL_METHOD == 0); on 32-bit x86 compile with -msse2 -mfpmath=sse."
#endif

// ABI: everything lives in the inline namespace exactpred::v0 (one per major version), so
// that two libraries built against different major versions cannot silently mix symbols in one
// program; users keep writing exactpred::orient2d.

// The functions compiled into the library. In a shared build (CMake BUILD_SHARED_LIBS=ON, which
// defines EXACTPRED_SHARED for the library and its users) everything else is hidden; on Windows
// the same marks export from the DLL and import into its users.
#if defined(_WIN32) || defined(__CYGWIN__)
#if defined(EXACTPRED_SHARED) && defined(EXACTPRED_BUILDING_LIBRARY)
#define EXACTPRED_API __declspec(dllexport)
#elif defined(EXACTPRED_SHARED)
#define EXACTPRED_API __declspec(dllimport)
#else
#define EXACTPRED_API
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define EXACTPRED_API __attribute__((visibility("default")))
#else
#define EXACTPRED_API
#endif

// The fast path must be inlined into the caller: a call would cost as much as the filter.
#if (defined(__GNUC__) || defined(__clang__)) && !defined(EXACTPRED_PORTABLE)
#define EXACTPRED_ALWAYS_INLINE inline __attribute__((always_inline))
#elif defined(_MSC_VER) && !defined(EXACTPRED_PORTABLE)
#define EXACTPRED_ALWAYS_INLINE __forceinline
#else
#define EXACTPRED_ALWAYS_INLINE inline
#endif

// The rare branches of the fast path stay out of the caller's code (one call instead).
#if defined(__GNUC__) || defined(__clang__)
#define EXACTPRED_NOINLINE __attribute__((noinline))
#elif defined(_MSC_VER)
#define EXACTPRED_NOINLINE __declspec(noinline)
#else
#define EXACTPRED_NOINLINE
#endif

// EXACTPRED_NOINLINE and the call exactly as written: g++ would otherwise turn a function that
// takes references and reads every coordinate into a clone that takes the coordinates by value
// (IPA-SRA), which the caller must then keep alive past its filter.
#if defined(__GNUC__) && !defined(__clang__)
#define EXACTPRED_NOINLINE_AS_WRITTEN __attribute__((noinline, noipa))
#else
#define EXACTPRED_NOINLINE_AS_WRITTEN EXACTPRED_NOINLINE
#endif

#endif  // EXACTPRED_CONFIG_HPP
