// SPDX-License-Identifier: MIT
// src/volume.cpp — the compiled stages of the volume formulas and the volume predicates'
// input errors.
#include "exactpred/volume.hpp"

#include <cmath>
#include <sstream>
#include <string_view>

#include "exactpred/detail/volume_formulas.hpp"
#include "stages_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

namespace {

// Word `index` (0-based) of a space-separated layout.
std::string_view layout_word(std::string_view layout, int index) {
  std::size_t start = 0;
  for (int i = 0; i < index; ++i) {
    const std::size_t space = layout.find(' ', start);
    if (space == std::string_view::npos) return {};
    start = space + 1;
  }
  const std::size_t end = layout.find(' ', start);
  return layout.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
}

}  // namespace

void throw_volume_not_finite(const char* predicate, const char* layout, int index, double value) {
  std::ostringstream msg;
  msg << predicate << ": argument " << (index + 1) << " (" << layout_word(layout, index) << ") is "
      << non_finite_name(value) << "; every coordinate must be finite";
  throw invalid_input(msg.str());
}

void throw_volume_domain(const char* predicate, const char* why) {
  throw invalid_input(std::string(predicate) + ": " + why);
}

EXACTPRED_INSTANTIATE_STAGES(ball_point_formula);
EXACTPRED_INSTANTIATE_STAGES(ball_ball_formula);
EXACTPRED_INSTANTIATE_STAGES(segment_dot_formula);
EXACTPRED_INSTANTIATE_STAGES(line_ball_formula);
EXACTPRED_INSTANTIATE_STAGES(plane_ball_formula);

}  // namespace detail
}  // namespace v0
}  // namespace exactpred
