// SPDX-License-Identifier: MIT
// src/stages_fma.cpp — the double-double stage of the four core predicates (and of their
// correctly rounded values, double_double_rounded) compiled with
// -mfma: two_product becomes one multiplication and one fused multiply-add instead of
// Dekker's 17 operations, and double-double products take 8 operations instead of 24; and
// their error-free evaluation (error_free.hpp), where a product's exactness is one fused
// multiply-add instead of two trailing-zero counts. Called only when the CPU has FMA (see
// double_double_stage and error_free_sign_compiled in stages_impl.hpp); the arithmetic lives
// in its own namespace here (isa_namespace.hpp), and the error-free operators, instantiated
// for checked_double<true> only where FMA is compiled in, are always inlined.
#define EXACTPRED_ISA_NAMESPACE fma_isa
#include <optional>
#include <utility>

#include "double_double.hpp"
#include "exactpred/detail/error_free.hpp"
#include "exactpred/detail/formulas.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

template <class F>
std::optional<sign> double_double_fma(const double* y, double m_floor) {
  return double_double_eval<F>(y, std::make_index_sequence<F::arity>{}, m_floor);
}

EXACTPRED_ISA_BEGIN
template <class F, std::size_t... I>
std::optional<sign> error_free_fma_impl(const double* x, std::index_sequence<I...>) {
  return error_free_sign_in_window<F, true>(x[I]...);
}
EXACTPRED_ISA_END

template <class F>
std::optional<sign> error_free_fma(const double* x) {
  return error_free_fma_impl<F>(x, std::make_index_sequence<F::arity>{});
}

template std::optional<sign> error_free_fma<orient2d_formula>(const double*);
template std::optional<sign> error_free_fma<orient3d_formula>(const double*);
template std::optional<sign> error_free_fma<incircle_formula>(const double*);
template std::optional<sign> error_free_fma<insphere_formula>(const double*);

template <class F>
double double_double_rounded_fma(const double* y, int k) {
  return double_double_rounded<F>(y, k, std::make_index_sequence<F::arity>{});
}

template double double_double_rounded_fma<orient2d_formula>(const double*, int);
template double double_double_rounded_fma<orient3d_formula>(const double*, int);
template double double_double_rounded_fma<incircle_formula>(const double*, int);
template double double_double_rounded_fma<insphere_formula>(const double*, int);

template std::optional<sign> double_double_fma<orient2d_formula>(const double*, double);
template std::optional<sign> double_double_fma<orient3d_formula>(const double*, double);
template std::optional<sign> double_double_fma<incircle_formula>(const double*, double);
template std::optional<sign> double_double_fma<insphere_formula>(const double*, double);

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
