// SPDX-License-Identifier: MIT
// src/c_api.cpp — the C interface (include/exactpred/exactpred.h) over the C++ predicates.
//
// Invariant: no exception leaves this file. Every entry point is a thin shell around one
// table-free pattern: gather the points into a flat array of coordinates, answer it with the
// C++ predicate, and map exceptions to status codes. Adding a predicate is one `*_flat`
// function and two one-line entry points.
#include "exactpred/exactpred.h"

#include <array>
#include <cmath>
#include <cstddef>
#include <exception>

#include "exactpred/core.hpp"
#include "exactpred/version.hpp"

namespace {

using exactpred::point2;
using exactpred::point3;
using exactpred::sign;

point2 p2(const double* x, int i) { return {x[2 * i], x[2 * i + 1]}; }
point3 p3(const double* x, int i) { return {x[3 * i], x[3 * i + 1], x[3 * i + 2]}; }

// Each predicate on its flattened coordinates (the oracle command's argument order).
sign orient2d_flat(const double* x) { return exactpred::orient2d(p2(x, 0), p2(x, 1), p2(x, 2)); }
sign orient3d_flat(const double* x) {
  return exactpred::orient3d(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3));
}
sign incircle_flat(const double* x) {
  return exactpred::incircle(p2(x, 0), p2(x, 1), p2(x, 2), p2(x, 3));
}
sign insphere_flat(const double* x) {
  return exactpred::insphere(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4));
}

using flat_predicate = sign (*)(const double*);

// Answers one query of K coordinates; maps every exception to a status code.
template <std::size_t K>
int answer(flat_predicate f, const double* x, int* result) noexcept {
  try {
    *result = exactpred::to_int(f(x));
    return EXACTPRED_OK;
  } catch (const exactpred::invalid_input&) {
    for (std::size_t i = 0; i < K; ++i) {
      if (!exactpred::detail::is_finite(x[i])) return EXACTPRED_ERROR_NOT_FINITE;
    }
    return EXACTPRED_ERROR_INVALID_ARGUMENT;
  } catch (...) {
    return EXACTPRED_ERROR_INTERNAL;
  }
}

// One query given as separate points of dimension Dim.
template <std::size_t Dim, std::size_t N>
int single(flat_predicate f, const std::array<const double*, N>& points, int* result) noexcept {
  if (result == nullptr) return EXACTPRED_ERROR_NULL_POINTER;
  std::array<double, Dim * N> x;
  for (std::size_t i = 0; i < N; ++i) {
    if (points[i] == nullptr) return EXACTPRED_ERROR_NULL_POINTER;
    for (std::size_t k = 0; k < Dim; ++k) x[Dim * i + k] = points[i][k];
  }
  return answer<Dim * N>(f, x.data(), result);
}

// `count` queries of K coordinates each.
template <std::size_t K>
int batch(flat_predicate f, std::size_t count, const double* coords, int* results,
          std::size_t* first_error) noexcept {
  if (first_error != nullptr) *first_error = 0;
  if (count > 0 && (coords == nullptr || results == nullptr)) {
    return EXACTPRED_ERROR_NULL_POINTER;
  }
  for (std::size_t i = 0; i < count; ++i) {
    const int status = answer<K>(f, coords + i * K, results + i);
    if (status != EXACTPRED_OK) {
      if (first_error != nullptr) *first_error = i;
      return status;
    }
  }
  if (first_error != nullptr) *first_error = count;
  return EXACTPRED_OK;
}

}  // namespace

extern "C" {

const char* exactpred_version(void) { return EXACTPRED_VERSION_STRING; }

const char* exactpred_status_message(int status) {
  switch (status) {
    case EXACTPRED_OK:
      return "success";
    case EXACTPRED_ERROR_NOT_FINITE:
      return "a coordinate is NaN or infinite: no exact answer exists";
    case EXACTPRED_ERROR_NULL_POINTER:
      return "a required pointer argument is NULL";
    case EXACTPRED_ERROR_INVALID_ARGUMENT:
      return "an argument is outside the predicate's domain";
    case EXACTPRED_ERROR_INTERNAL:
      return "internal error in exactpred (please report the input)";
    default:
      return "unknown status code";
  }
}

int exactpred_orient2d(const double a[2], const double b[2], const double c[2], int* result) {
  return single<2, 3>(orient2d_flat, {a, b, c}, result);
}
int exactpred_orient3d(const double a[3], const double b[3], const double c[3], const double d[3],
                       int* result) {
  return single<3, 4>(orient3d_flat, {a, b, c, d}, result);
}
int exactpred_incircle(const double a[2], const double b[2], const double c[2], const double d[2],
                       int* result) {
  return single<2, 4>(incircle_flat, {a, b, c, d}, result);
}
int exactpred_insphere(const double a[3], const double b[3], const double c[3], const double d[3],
                       const double e[3], int* result) {
  return single<3, 5>(insphere_flat, {a, b, c, d, e}, result);
}

int exactpred_orient2d_batch(size_t count, const double* coords, int* results,
                             size_t* first_error) {
  return batch<6>(orient2d_flat, count, coords, results, first_error);
}
int exactpred_orient3d_batch(size_t count, const double* coords, int* results,
                             size_t* first_error) {
  return batch<12>(orient3d_flat, count, coords, results, first_error);
}
int exactpred_incircle_batch(size_t count, const double* coords, int* results,
                             size_t* first_error) {
  return batch<8>(incircle_flat, count, coords, results, first_error);
}
int exactpred_insphere_batch(size_t count, const double* coords, int* results,
                             size_t* first_error) {
  return batch<15>(insphere_flat, count, coords, results, first_error);
}

}  // extern "C"
