// SPDX-License-Identifier: MIT
// fuzz/fuzz_meshing.cpp — libFuzzer harness for the meshing predicates (exactpred/meshing.hpp)
// and the perturbed predicates: every oracle name of the registry's meshing and sos groups
// (harness_names.hpp, written by scripts/generate-interfaces). The unperturbed ones are
// compared with CGAL's kernel functions; a perturbed one (NAME_sos, indices = positions) must
// equal CGAL's NAME when that is non-zero and never answer zero (harness.cpp), and, checked
// here through the C++ calls, give the oracle's answer for the same indices and the opposite
// one when its first two points are swapped with their indices. A name without a CGAL
// reference fails every query (harness.cpp).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "exactpred/meshing.hpp"
#include "exactpred/sos.hpp"
#include "harness.hpp"
#include "harness_names.hpp"

namespace {

using exactpred::sign;
using exactpred::sos_index;

exactpred::point2 p2(const double* x, int i) { return {x[2 * i], x[2 * i + 1]}; }
exactpred::point3 p3(const double* x, int i) { return {x[3 * i], x[3 * i + 1], x[3 * i + 2]}; }
exactpred::weighted_point2 w2(const double* x, int i) {
  return {x[3 * i], x[3 * i + 1], x[3 * i + 2]};
}
exactpred::weighted_point3 w3(const double* x, int i) {
  return {x[4 * i], x[4 * i + 1], x[4 * i + 2], x[4 * i + 3]};
}

/// The perturbed predicate `name` on the query's points, with the points' indices `id`.
sign perturbed(const std::string& name, const double* x, const sos_index* id) {
  if (name == "orient2d_sos") {
    return exactpred::orient2d_sos(p2(x, 0), p2(x, 1), p2(x, 2), id[0], id[1], id[2]);
  }
  if (name == "orient3d_sos") {
    return exactpred::orient3d_sos(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), id[0], id[1], id[2],
                                   id[3]);
  }
  if (name == "incircle_sos") {
    return exactpred::incircle_sos(p2(x, 0), p2(x, 1), p2(x, 2), p2(x, 3), id[0], id[1], id[2],
                                   id[3]);
  }
  if (name == "insphere_sos") {
    return exactpred::insphere_sos(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4), id[0], id[1],
                                   id[2], id[3], id[4]);
  }
  if (name == "power_incircle_sos") {
    return exactpred::power_incircle_sos(w2(x, 0), w2(x, 1), w2(x, 2), w2(x, 3), id[0], id[1],
                                         id[2], id[3]);
  }
  return exactpred::power_insphere_sos(w3(x, 0), w3(x, 1), w3(x, 2), w3(x, 3), w3(x, 4), id[0],
                                       id[1], id[2], id[3], id[4]);
}

int point_count(const std::string& name) {
  if (name == "orient2d_sos") return 3;
  if (name == "insphere_sos" || name == "power_insphere_sos") return 5;
  return 4;
}

std::string check_perturbation(const char* predicate, const std::vector<double>& args) {
  const std::string name = predicate;
  if (name.size() < 4 || name.compare(name.size() - 4, 4, "_sos") != 0) return {};
  const int n = point_count(name);
  const std::size_t per_point = args.size() / static_cast<std::size_t>(n);
  sos_index id[5] = {0, 1, 2, 3, 4};
  sign s, t;
  try {
    s = perturbed(name, args.data(), id);
    std::vector<double> swapped = args;
    for (std::size_t k = 0; k < per_point; ++k) std::swap(swapped[k], swapped[per_point + k]);
    id[0] = 1;
    id[1] = 0;
    t = perturbed(name, swapped.data(), id);
  } catch (const exactpred::invalid_input&) {
    return {};  // non-finite input: the harness's rules apply
  }
  const exactpred::query::predicate_info* p = exactpred::query::find_predicate(name);
  const std::string oracle = p->ours(args.data(), args.size());
  if (oracle != std::to_string(exactpred::to_int(s))) {
    return "the oracle answers " + oracle + ", the C++ call with indices 0, 1, ... " +
           std::to_string(exactpred::to_int(s));
  }
  if (s == sign::zero || t != -s) {
    return "the C++ call answers " + std::to_string(exactpred::to_int(s)) +
           ", and with its first two points and indices swapped " +
           std::to_string(exactpred::to_int(t)) + " (must be non-zero and opposite)";
  }
  return {};
}

}  // namespace

EXACTPRED_FUZZ_HARNESS("fuzz_meshing", check_perturbation, EXACTPRED_FUZZ_MESHING_NAMES)
