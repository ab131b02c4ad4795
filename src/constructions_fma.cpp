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

// Only the double-word evaluation is compiled here: its number types live in this object's
// namespace (isa_namespace.hpp), whereas the evaluation on plain doubles (exact_leaves) would
// instantiate templates on double (std::make_tuple, ...) under the same names as the baseline
// objects, and an out-of-line copy compiled with FMA could then serve them too.
template <class C>
void fast_construction_fma(const double* y, int k, fast_coordinate* out) {
  fast_construction<C, false>(y, k, out, std::make_index_sequence<C::arity>{},
                              std::make_index_sequence<C::coords>{});
}

#define EXACTPRED_INSTANTIATE(C) \
  template void fast_construction_fma<C>(const double*, int, fast_coordinate*);
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
