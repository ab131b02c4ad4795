// SPDX-License-Identifier: MIT
// src/core.cpp — the compiled stages of the four core predicates, and the input error.
#include <cmath>
#include <cstdlib>
#include <string>

#include "exactpred/detail/formulas.hpp"
#include "portability.hpp"
#include "stages_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

// The message is built with std::string, not a stream: <sstream> brings the locale machinery,
// more than a quarter of the WebAssembly module of bindings/js by itself.
void throw_not_finite(const char* predicate, int dim, int arity, int index, double value) {
  static const char* const coordinate_names[] = {"x", "y", "z", "w"};
  std::string msg = std::string(predicate) + ": argument " + std::to_string(index + 1) + " of " +
                    std::to_string(arity);
  if (dim > 0 && dim <= 4) {
    msg += std::string(" (coordinate ") + coordinate_names[index % dim] + " of point " +
           static_cast<char>('a' + index / dim) + ")";
  }
  throw_not_finite_input(msg, value);
}

void throw_not_finite_input(const std::string& where, double value, bool weights) {
  throw invalid_input(where + " is " + non_finite_name(value) + "; every coordinate" +
                          (weights ? " and weight" : "") + " must be finite",
                      invalid_input::reason::not_finite);
}

#if defined(EXACTPRED_FMA_STAGE)
bool cpu_has_fma() {
  static const bool has = [] {
    const char* env = std::getenv("EXACTPRED_FMA");
    if (env != nullptr && std::string(env) == "0") return false;
    return cpu_supports(cpu_feature::fma);
  }();
  return has;
}
#endif

bool cpu_supports(cpu_feature f) {
#if defined(EXACTPRED_GNU_BUILTINS) && (defined(__x86_64__) || defined(__i386__))
  __builtin_cpu_init();
  switch (f) {
    case cpu_feature::avx2:
      return __builtin_cpu_supports("avx2");
    case cpu_feature::avx512f:
      return __builtin_cpu_supports("avx512f");
    default:
      return __builtin_cpu_supports("fma") && __builtin_cpu_supports("avx");
  }
#elif defined(EXACTPRED_MSVC_INTRINSICS) && defined(_M_X64)
  int r[4];
  __cpuid(r, 0);
  const int max_leaf = r[0];
  __cpuid(r, 1);
  const bool osxsave = (r[2] >> 27) & 1, avx = (r[2] >> 28) & 1, fma = (r[2] >> 12) & 1;
  if (!osxsave) return false;
  const unsigned long long xcr0 = _xgetbv(0);
  const bool ymm = (xcr0 & 0x6) == 0x6, zmm = (xcr0 & 0xE6) == 0xE6;
  int ebx7 = 0;
  if (max_leaf >= 7) {
    __cpuidex(r, 7, 0);
    ebx7 = r[1];
  }
  switch (f) {
    case cpu_feature::avx2:
      return ymm && ((ebx7 >> 5) & 1);
    case cpu_feature::avx512f:
      return zmm && ((ebx7 >> 16) & 1);
    default:
      return ymm && avx && fma;
  }
#else
  (void)f;
  return false;  // unknown: the baseline kernels
#endif
}

EXACTPRED_INSTANTIATE_STAGES(orient2d_formula);
EXACTPRED_INSTANTIATE_STAGES(orient3d_formula);
EXACTPRED_INSTANTIATE_STAGES(incircle_formula);
EXACTPRED_INSTANTIATE_STAGES(insphere_formula);
template sign slow_sign_in_window_nonzero<orient2d_formula>(const double* x);
template sign slow_sign_in_window_nonzero<orient3d_formula>(const double* x);
template sign slow_sign_in_window_nonzero<incircle_formula>(const double* x);
template sign slow_sign_in_window_nonzero<insphere_formula>(const double* x);
template std::optional<sign> error_free_sign_compiled<orient2d_formula>(const double* x);
template std::optional<sign> error_free_sign_compiled<orient3d_formula>(const double* x);
template std::optional<sign> error_free_sign_compiled<incircle_formula>(const double* x);
template std::optional<sign> error_free_sign_compiled<insphere_formula>(const double* x);

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
