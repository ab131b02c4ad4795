// SPDX-License-Identifier: MIT
// src/core.cpp — the compiled stages of the four core predicates, and the input error.
#include <cmath>
#include <cstdlib>
#include <sstream>
#include <string>

#include "exactpred/detail/formulas.hpp"
#include "stages_impl.hpp"

namespace exactpred::detail {

void throw_not_finite(const char* predicate, int dim, int arity, int index, double value) {
  static const char* const coordinate_names[] = {"x", "y", "z", "w"};
  std::ostringstream msg;
  msg << predicate << ": argument " << (index + 1) << " of " << arity;
  if (dim > 0 && dim <= 4) {
    msg << " (coordinate " << coordinate_names[index % dim] << " of point "
        << static_cast<char>('a' + index / dim) << ")";
  }
  msg << " is " << non_finite_name(value) << "; every coordinate must be finite";
  throw invalid_input(msg.str());
}

#if defined(EXACTPRED_FMA_STAGE)
bool cpu_has_fma() {
  static const bool has = [] {
    const char* env = std::getenv("EXACTPRED_FMA");
    if (env != nullptr && std::string(env) == "0") return false;
    __builtin_cpu_init();
    return __builtin_cpu_supports("fma") && __builtin_cpu_supports("avx");
  }();
  return has;
}
#endif

EXACTPRED_INSTANTIATE_STAGES(orient2d_formula);
EXACTPRED_INSTANTIATE_STAGES(orient3d_formula);
EXACTPRED_INSTANTIATE_STAGES(incircle_formula);
EXACTPRED_INSTANTIATE_STAGES(insphere_formula);

}  // namespace exactpred::detail
