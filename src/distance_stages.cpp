// SPDX-License-Identifier: MIT
// src/distance_stages.cpp — the compiled stages of the wide distance-comparison formulas
// (degrees 6 to 10, spatial_formulas.hpp) that closest_feature_segment_triangle uses, in a
// translation unit of their own.
#include "exactpred/detail/spatial_formulas.hpp"
#include "stages_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {
EXACTPRED_INSTANTIATE_STAGES(point_lines_compare_formula);
EXACTPRED_INSTANTIATE_STAGES(line_lines_compare_formula);
EXACTPRED_INSTANTIATE_STAGES(lines_lines_compare_formula);
EXACTPRED_INSTANTIATE_STAGES(point_plane_compare_formula);
EXACTPRED_INSTANTIATE_STAGES(line_plane_compare_formula);
EXACTPRED_INSTANTIATE_STAGES(lines_plane_compare_formula);
EXACTPRED_INSTANTIATE_STAGES(plane_plane_compare_formula);
}  // namespace detail
}  // namespace v0
}  // namespace exactpred
