// SPDX-License-Identifier: MIT
// src/stages_fma.cpp — the double-double stage of the four core predicates compiled with
// -mfma: two_product becomes one multiplication and one fused multiply-add instead of
// Dekker's 17 operations, and double-double products take 8 operations instead of 24. Called
// only when the CPU has FMA (see double_double_stage in stages_impl.hpp); the arithmetic lives
// in its own namespace here (isa_namespace.hpp).
#define EXACTPRED_ISA_NAMESPACE fma_isa
#include <optional>
#include <utility>

#include "double_double.hpp"
#include "exactpred/detail/formulas.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

template <class F>
std::optional<sign> double_double_fma(const double* y, double m_floor) {
  return double_double_eval<F>(y, std::make_index_sequence<F::arity>{}, m_floor);
}

template std::optional<sign> double_double_fma<orient2d_formula>(const double*, double);
template std::optional<sign> double_double_fma<orient3d_formula>(const double*, double);
template std::optional<sign> double_double_fma<incircle_formula>(const double*, double);
template std::optional<sign> double_double_fma<insphere_formula>(const double*, double);

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
