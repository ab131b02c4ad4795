// SPDX-License-Identifier: MIT
// src/constructions_fma.cpp — the fast stage of the constructions (construction_stages.hpp)
// compiled with -mfma: two_product is one multiplication and one fused multiply-add, and each
// double-word product 8 operations instead of 24. Called only when the CPU has FMA
// (constructions.cpp); the arithmetic lives in its own namespace (isa_namespace.hpp).
#define EXACTPRED_ISA_NAMESPACE fma_isa
#include <utility>

#include "construction_stages.hpp"
#include "exactpred/detail/construction_formulas.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

template <class C>
void fast_construction_fma(const double* y, int k, bool exact_leaves, fast_coordinate* out) {
  constexpr auto seq = std::make_index_sequence<C::arity>{};
  constexpr auto coords = std::make_index_sequence<C::coords>{};
  if (exact_leaves) {
    fast_construction<C, true>(y, k, out, seq, coords);
  } else {
    fast_construction<C, false>(y, k, out, seq, coords);
  }
}

#define EXACTPRED_INSTANTIATE(C) \
  template void fast_construction_fma<C>(const double*, int, bool, fast_coordinate*);
EXACTPRED_INSTANTIATE(ssi_construction)
EXACTPRED_INSTANTIATE(lpi_construction)
EXACTPRED_INSTANTIATE(tpi_construction)
EXACTPRED_INSTANTIATE(circumcenter_2d_construction)
EXACTPRED_INSTANTIATE(circumcenter_triangle_3d_construction)
EXACTPRED_INSTANTIATE(circumcenter_3d_construction)
#undef EXACTPRED_INSTANTIATE

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
