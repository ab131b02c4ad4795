// SPDX-License-Identifier: MIT
// fuzz/fuzz_core.cpp — libFuzzer harness for the four core predicates, their correctly
// rounded values and the correctly rounded circumcentres: every input is one query, compared
// with the CGAL reference (see harness.hpp): the oracle names of the registry's core, values and
// constructions groups (harness_names.hpp, written by scripts/generate-interfaces).
// Each query of a predicate then also goes through
//   * the batch API, alone and as every lane of a longer batch, with the kernels of every
//     instruction set this CPU runs: the answer (or the invalid_input) must be the scalar one;
//   * the symbolically perturbed variant (finite input): never zero, equal to the exact
//     answer when that is non-zero, and negated when two points swap with their indices.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "exactpred/batch.hpp"
#include "exactpred/exactpred.hpp"
#include "harness.hpp"
#include "harness_names.hpp"
#include "support/core_calls.hpp"

namespace {

using exactpred::sign;

std::size_t dimension_of(const std::string& name) {
  return name == "orient2d" || name == "incircle" ? 2 : 3;
}

// The scalar answer, or 2 for invalid_input.
int scalar_answer(const std::string& name, const double* x) {
  try {
    return exactpred::to_int(exactpred::testing::call_core(name, x));
  } catch (const exactpred::invalid_input&) {
    return 2;
  }
}

// The batch answers for `copies` copies of the query, or {2} for invalid_input.
std::vector<int> batch_answers(const std::string& name, const std::vector<double>& x,
                               std::size_t copies) {
  const std::size_t k = x.size() / dimension_of(name);
  std::vector<std::uint32_t> q;
  for (std::size_t c = 0; c < copies; ++c) {
    for (std::size_t i = 0; i < k; ++i) q.push_back(static_cast<std::uint32_t>(i));
  }
  std::vector<sign> out(copies);
  try {
    if (name == "orient2d" || name == "incircle") {
      std::vector<exactpred::point2> p;
      for (std::size_t i = 0; i < k; ++i) p.push_back({x[2 * i], x[2 * i + 1]});
      (name == "orient2d" ? exactpred::orient2d_batch<exactpred::point2>
                          : exactpred::incircle_batch<exactpred::point2>)(p.data(), p.size(),
                                                                          q.data(), copies,
                                                                          out.data());
    } else {
      std::vector<exactpred::point3> p;
      for (std::size_t i = 0; i < k; ++i) p.push_back({x[3 * i], x[3 * i + 1], x[3 * i + 2]});
      (name == "orient3d" ? exactpred::orient3d_batch<exactpred::point3>
                          : exactpred::insphere_batch<exactpred::point3>)(p.data(), p.size(),
                                                                          q.data(), copies,
                                                                          out.data());
    }
  } catch (const exactpred::invalid_input&) {
    return {2};
  }
  std::vector<int> r;
  for (sign s : out) r.push_back(exactpred::to_int(s));
  return r;
}

std::string check_batch_and_sos(const char* predicate, const std::vector<double>& x) {
  const std::string name = predicate;
  // The correctly rounded values and circumcentres: the reference comparison is the whole
  // check.
  if (name.find("_value") != std::string::npos || name.rfind("circumcenter", 0) == 0) return {};
  const int scalar = scalar_answer(name, x.data());
  const exactpred::batch_isa chosen = exactpred::batch_isa_in_use();
  for (exactpred::batch_isa isa : {exactpred::batch_isa::scalar, exactpred::batch_isa::sse2,
                                   exactpred::batch_isa::avx2, exactpred::batch_isa::avx512}) {
    if (!exactpred::set_batch_isa(isa)) continue;
    for (std::size_t copies : {std::size_t{1}, std::size_t{19}}) {
      for (int b : batch_answers(name, x, copies)) {
        if (b != scalar) {
          exactpred::set_batch_isa(chosen);
          return std::string("batch (") + exactpred::to_string(isa) + ", " +
                 std::to_string(copies) + " copies) answers " + std::to_string(b) +
                 ", the scalar call " + std::to_string(scalar) + " (2 = invalid_input)";
        }
      }
    }
  }
  exactpred::set_batch_isa(chosen);
  if (scalar == 2) return {};
  const std::size_t dim = dimension_of(name);
  const std::size_t k = x.size() / dim;
  const exactpred::sos_index rising[] = {0, 1, 2, 3, 4}, falling[] = {9, 7, 5, 3, 1};
  for (const exactpred::sos_index* index : {rising, falling}) {
    const int s = exactpred::to_int(exactpred::testing::call_core_sos(name, x.data(), index));
    if (s == 0) return "the perturbed predicate answers 0";
    if (scalar != 0 && s != scalar) return "the perturbed predicate differs from the exact one";
    std::vector<double> swapped = x;
    for (std::size_t c = 0; c < dim; ++c) std::swap(swapped[c], swapped[(k - 1) * dim + c]);
    exactpred::sos_index index2[5];
    for (std::size_t i = 0; i < k; ++i) index2[i] = index[i];
    std::swap(index2[0], index2[k - 1]);
    if (exactpred::to_int(exactpred::testing::call_core_sos(name, swapped.data(), index2)) != -s) {
      return "the perturbed predicate is not antisymmetric (first and last point swapped)";
    }
  }
  return {};
}

}  // namespace

EXACTPRED_FUZZ_HARNESS("fuzz_core", check_batch_and_sos, EXACTPRED_FUZZ_CORE_NAMES)
