// SPDX-License-Identifier: MIT
// tests/support/core_calls.hpp — one call of a core predicate's public API from a query's
// flattened coordinates (SPEC section 3 order), for tests, benchmarks and tools.
#ifndef EXACTPRED_TESTS_SUPPORT_CORE_CALLS_HPP
#define EXACTPRED_TESTS_SUPPORT_CORE_CALLS_HPP

#include <stdexcept>
#include <string>

#include "exactpred/exactpred.hpp"

namespace exactpred::testing {

/// exactpred's answer to the core query `name` (orient2d, orient3d, incircle or insphere).
inline sign call_core(const std::string& name, const double* x) {
  using exactpred::point2;
  using exactpred::point3;
  if (name == "orient2d") return orient2d(point2{x[0], x[1]}, {x[2], x[3]}, {x[4], x[5]});
  if (name == "orient3d")
    return orient3d(point3{x[0], x[1], x[2]}, {x[3], x[4], x[5]}, {x[6], x[7], x[8]},
                    {x[9], x[10], x[11]});
  if (name == "incircle")
    return incircle(point2{x[0], x[1]}, {x[2], x[3]}, {x[4], x[5]}, {x[6], x[7]});
  if (name == "insphere")
    return insphere(point3{x[0], x[1], x[2]}, {x[3], x[4], x[5]}, {x[6], x[7], x[8]},
                    {x[9], x[10], x[11]}, {x[12], x[13], x[14]});
  throw std::invalid_argument("not a core predicate: " + name);
}

/// The same call on points held in memory (lvalues: the overloads that pass the slow path one
/// pointer per point), as a mesh's point array is passed.
inline sign call_core_stored(const std::string& name, const double* x) {
  using exactpred::point2;
  using exactpred::point3;
  if (name == "orient2d") {
    const point2 p[] = {{x[0], x[1]}, {x[2], x[3]}, {x[4], x[5]}};
    return orient2d(p[0], p[1], p[2]);
  }
  if (name == "incircle") {
    const point2 p[] = {{x[0], x[1]}, {x[2], x[3]}, {x[4], x[5]}, {x[6], x[7]}};
    return incircle(p[0], p[1], p[2], p[3]);
  }
  if (name == "orient3d") {
    const point3 p[] = {
        {x[0], x[1], x[2]}, {x[3], x[4], x[5]}, {x[6], x[7], x[8]}, {x[9], x[10], x[11]}};
    return orient3d(p[0], p[1], p[2], p[3]);
  }
  if (name == "insphere") {
    const point3 p[] = {{x[0], x[1], x[2]},
                        {x[3], x[4], x[5]},
                        {x[6], x[7], x[8]},
                        {x[9], x[10], x[11]},
                        {x[12], x[13], x[14]}};
    return insphere(p[0], p[1], p[2], p[3], p[4]);
  }
  throw std::invalid_argument("not a core predicate: " + name);
}

/// exactpred's answer to the symbolically perturbed query `name` (orient2d, orient3d, incircle
/// or insphere; the call is the `_sos` variant), point i carrying index[i].
inline sign call_core_sos(const std::string& name, const double* x, const sos_index* index) {
  using exactpred::point2;
  using exactpred::point3;
  const sos_index* i = index;
  if (name == "orient2d")
    return orient2d_sos(point2{x[0], x[1]}, {x[2], x[3]}, {x[4], x[5]}, i[0], i[1], i[2]);
  if (name == "orient3d")
    return orient3d_sos(point3{x[0], x[1], x[2]}, {x[3], x[4], x[5]}, {x[6], x[7], x[8]},
                        {x[9], x[10], x[11]}, i[0], i[1], i[2], i[3]);
  if (name == "incircle")
    return incircle_sos(point2{x[0], x[1]}, {x[2], x[3]}, {x[4], x[5]}, {x[6], x[7]}, i[0], i[1],
                        i[2], i[3]);
  if (name == "insphere")
    return insphere_sos(point3{x[0], x[1], x[2]}, {x[3], x[4], x[5]}, {x[6], x[7], x[8]},
                        {x[9], x[10], x[11]}, {x[12], x[13], x[14]}, i[0], i[1], i[2], i[3], i[4]);
  throw std::invalid_argument("not a core predicate: " + name);
}

}  // namespace exactpred::testing

#endif  // EXACTPRED_TESTS_SUPPORT_CORE_CALLS_HPP
