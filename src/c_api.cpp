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
#include <type_traits>

#include "exactpred/constructions.hpp"
#include "exactpred/core.hpp"
#include "exactpred/meshing.hpp"
#include "exactpred/sos.hpp"
#include "exactpred/values.hpp"
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

sign compare_xy_flat(const double* x) { return exactpred::compare_xy(p2(x, 0), p2(x, 1)); }
sign compare_xyz_flat(const double* x) { return exactpred::compare_xyz(p3(x, 0), p3(x, 1)); }
sign coplanar_orientation_3_flat(const double* x) {
  return exactpred::coplanar_orientation(p3(x, 0), p3(x, 1), p3(x, 2));
}
sign coplanar_orientation_flat(const double* x) {
  return exactpred::coplanar_orientation(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3));
}
sign coplanar_side_of_bounded_circle_flat(const double* x) {
  return exactpred::coplanar_side_of_bounded_circle(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3));
}

using exactpred::weighted_point2;
using exactpred::weighted_point3;
weighted_point2 w2(const double* x, int i) { return {x[3 * i], x[3 * i + 1], x[3 * i + 2]}; }
weighted_point3 w3(const double* x, int i) {
  return {x[4 * i], x[4 * i + 1], x[4 * i + 2], x[4 * i + 3]};
}
sign power_incircle_flat(const double* x) {
  return exactpred::power_incircle(w2(x, 0), w2(x, 1), w2(x, 2), w2(x, 3));
}
sign power_insphere_flat(const double* x) {
  return exactpred::power_insphere(w3(x, 0), w3(x, 1), w3(x, 2), w3(x, 3), w3(x, 4));
}

// The perturbed predicates on flattened coordinates and their points' indices.
using exactpred::sos_index;
sign orient2d_sos_flat(const double* x, const sos_index* i) {
  return exactpred::orient2d_sos(p2(x, 0), p2(x, 1), p2(x, 2), i[0], i[1], i[2]);
}
sign orient3d_sos_flat(const double* x, const sos_index* i) {
  return exactpred::orient3d_sos(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), i[0], i[1], i[2], i[3]);
}
sign incircle_sos_flat(const double* x, const sos_index* i) {
  return exactpred::incircle_sos(p2(x, 0), p2(x, 1), p2(x, 2), p2(x, 3), i[0], i[1], i[2], i[3]);
}
sign insphere_sos_flat(const double* x, const sos_index* i) {
  return exactpred::insphere_sos(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4), i[0], i[1], i[2],
                                 i[3], i[4]);
}
sign power_incircle_sos_flat(const double* x, const sos_index* i) {
  return exactpred::power_incircle_sos(w2(x, 0), w2(x, 1), w2(x, 2), w2(x, 3), i[0], i[1], i[2],
                                       i[3]);
}
sign power_insphere_sos_flat(const double* x, const sos_index* i) {
  return exactpred::power_insphere_sos(w3(x, 0), w3(x, 1), w3(x, 2), w3(x, 3), w3(x, 4), i[0], i[1],
                                       i[2], i[3], i[4]);
}

// The correctly rounded values on flattened coordinates.
double orient2d_value_flat(const double* x) {
  return exactpred::orient2d_value(p2(x, 0), p2(x, 1), p2(x, 2));
}
double orient3d_value_flat(const double* x) {
  return exactpred::orient3d_value(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3));
}
double incircle_value_flat(const double* x) {
  return exactpred::incircle_value(p2(x, 0), p2(x, 1), p2(x, 2), p2(x, 3));
}
double insphere_value_flat(const double* x) {
  return exactpred::insphere_value(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4));
}

// The correctly rounded constructions on flattened coordinates: the point into out, whether it
// is exact returned.
template <class R>
bool put_point(const R& r, double* out) {
  out[0] = r.point.x;
  out[1] = r.point.y;
  if constexpr (std::is_same_v<R, exactpred::rounded_point3>) out[2] = r.point.z;
  return r.exact;
}
bool ssi_rounded_flat(const double* x, double* out) {
  return put_point(exactpred::rounded(exactpred::ssi{p2(x, 0), p2(x, 1), p2(x, 2), p2(x, 3)}), out);
}
bool lpi_rounded_flat(const double* x, double* out) {
  return put_point(
      exactpred::rounded(exactpred::lpi{p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4)}), out);
}
bool tpi_rounded_flat(const double* x, double* out) {
  return put_point(
      exactpred::rounded(exactpred::tpi{p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3), p3(x, 4), p3(x, 5),
                                        p3(x, 6), p3(x, 7), p3(x, 8)}),
      out);
}
bool circumcenter_2d_flat(const double* x, double* out) {
  return put_point(exactpred::circumcenter(p2(x, 0), p2(x, 1), p2(x, 2)), out);
}
bool circumcenter_triangle_3d_flat(const double* x, double* out) {
  return put_point(exactpred::circumcenter(p3(x, 0), p3(x, 1), p3(x, 2)), out);
}
bool circumcenter_3d_flat(const double* x, double* out) {
  return put_point(exactpred::circumcenter(p3(x, 0), p3(x, 1), p3(x, 2), p3(x, 3)), out);
}

/// One construction on N points of dimension Dim (the point's dimension too): the coordinates
/// to `point` and the exactness to *exact (optional) on success; exceptions as status codes.
template <std::size_t Dim, std::size_t N>
int construction(bool (*f)(const double*, double*), const std::array<const double*, N>& points,
                 double* point, int* exact) noexcept {
  if (point == nullptr) return EXACTPRED_ERROR_NULL_POINTER;
  std::array<double, Dim * N> x;
  for (std::size_t i = 0; i < N; ++i) {
    if (points[i] == nullptr) return EXACTPRED_ERROR_NULL_POINTER;
    for (std::size_t k = 0; k < Dim; ++k) x[Dim * i + k] = points[i][k];
  }
  try {
    double out[3];
    const bool e = f(x.data(), out);
    for (std::size_t k = 0; k < Dim; ++k) point[k] = out[k];
    if (exact != nullptr) *exact = e ? 1 : 0;
    return EXACTPRED_OK;
  } catch (const exactpred::invalid_input&) {
    for (double v : x) {
      if (!exactpred::detail::is_finite(v)) return EXACTPRED_ERROR_NOT_FINITE;
    }
    return EXACTPRED_ERROR_INVALID_ARGUMENT;
  } catch (...) {
    return EXACTPRED_ERROR_INTERNAL;
  }
}

using flat_predicate = sign (*)(const double*);
using flat_sos_predicate = sign (*)(const double*, const sos_index*);

// What a C caller receives: a sign as an int, a value as it is.
int c_result(sign s) { return exactpred::to_int(s); }
double c_result(double v) { return v; }

// Answers one query of K coordinates (f returns a sign or a value, stored in *result as
// c_result gives it); maps every exception to a status code.
template <std::size_t K, class R, class T>
int answer(R (*f)(const double*), const double* x, T* result) noexcept {
  try {
    *result = c_result(f(x));
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

// One perturbed query: K coordinates and the points' indices.
template <std::size_t K>
int answer_sos(flat_sos_predicate f, const double* x, const sos_index* index,
               int* result) noexcept {
  try {
    *result = exactpred::to_int(f(x, index));
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

// One perturbed query given as separate points of dimension Dim and an index array.
template <std::size_t Dim, std::size_t N>
int single_sos(flat_sos_predicate f, const std::array<const double*, N>& points,
               const size_t* index, int* result) noexcept {
  if (result == nullptr || index == nullptr) return EXACTPRED_ERROR_NULL_POINTER;
  std::array<double, Dim * N> x;
  std::array<sos_index, N> ids;
  for (std::size_t i = 0; i < N; ++i) {
    if (points[i] == nullptr) return EXACTPRED_ERROR_NULL_POINTER;
    for (std::size_t k = 0; k < Dim; ++k) x[Dim * i + k] = points[i][k];
    ids[i] = index[i];
  }
  return answer_sos<Dim * N>(f, x.data(), ids.data(), result);
}

// `count` perturbed queries of N points of dimension Dim, named by their positions in `points`.
template <std::size_t Dim, std::size_t N>
int batch_sos(flat_sos_predicate f, const double* points, std::size_t num_points, const size_t* q,
              std::size_t count, int* results, std::size_t* first_error) noexcept {
  if (first_error != nullptr) *first_error = 0;
  if (count > 0 && (points == nullptr || q == nullptr || results == nullptr)) {
    return EXACTPRED_ERROR_NULL_POINTER;
  }
  for (std::size_t i = 0; i < count; ++i) {
    std::array<double, Dim * N> x;
    std::array<sos_index, N> ids;
    int status = EXACTPRED_OK;
    for (std::size_t j = 0; j < N && status == EXACTPRED_OK; ++j) {
      const size_t p = q[i * N + j];
      if (p >= num_points) {
        status = EXACTPRED_ERROR_INVALID_ARGUMENT;
      } else {
        for (std::size_t k = 0; k < Dim; ++k) x[Dim * j + k] = points[p * Dim + k];
        ids[j] = p;
      }
    }
    if (status == EXACTPRED_OK) status = answer_sos<Dim * N>(f, x.data(), ids.data(), results + i);
    if (status != EXACTPRED_OK) {
      if (first_error != nullptr) *first_error = i;
      return status;
    }
  }
  if (first_error != nullptr) *first_error = count;
  return EXACTPRED_OK;
}

// One query given as separate points of dimension Dim.
template <std::size_t Dim, std::size_t N, class R, class T>
int single(R (*f)(const double*), const std::array<const double*, N>& points, T* result) noexcept {
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

int exactpred_orient2d_value(const double a[2], const double b[2], const double c[2],
                             double* result) {
  return single<2, 3>(orient2d_value_flat, {a, b, c}, result);
}
int exactpred_orient3d_value(const double a[3], const double b[3], const double c[3],
                             const double d[3], double* result) {
  return single<3, 4>(orient3d_value_flat, {a, b, c, d}, result);
}
int exactpred_incircle_value(const double a[2], const double b[2], const double c[2],
                             const double d[2], double* result) {
  return single<2, 4>(incircle_value_flat, {a, b, c, d}, result);
}
int exactpred_insphere_value(const double a[3], const double b[3], const double c[3],
                             const double d[3], const double e[3], double* result) {
  return single<3, 5>(insphere_value_flat, {a, b, c, d, e}, result);
}

int exactpred_ssi_rounded(const double a[2], const double b[2], const double c[2],
                          const double d[2], double point[2], int* exact) {
  return construction<2, 4>(ssi_rounded_flat, {a, b, c, d}, point, exact);
}
int exactpred_lpi_rounded(const double p[3], const double q[3], const double a[3],
                          const double b[3], const double c[3], double point[3], int* exact) {
  return construction<3, 5>(lpi_rounded_flat, {p, q, a, b, c}, point, exact);
}
int exactpred_tpi_rounded(const double planes[27], double point[3], int* exact) {
  if (planes == nullptr) return EXACTPRED_ERROR_NULL_POINTER;
  return construction<3, 9>(tpi_rounded_flat,
                            {planes, planes + 3, planes + 6, planes + 9, planes + 12, planes + 15,
                             planes + 18, planes + 21, planes + 24},
                            point, exact);
}
int exactpred_circumcenter_2d(const double a[2], const double b[2], const double c[2],
                              double center[2], int* exact) {
  return construction<2, 3>(circumcenter_2d_flat, {a, b, c}, center, exact);
}
int exactpred_circumcenter_triangle_3d(const double a[3], const double b[3], const double c[3],
                                       double center[3], int* exact) {
  return construction<3, 3>(circumcenter_triangle_3d_flat, {a, b, c}, center, exact);
}
int exactpred_circumcenter_3d(const double a[3], const double b[3], const double c[3],
                              const double d[3], double center[3], int* exact) {
  return construction<3, 4>(circumcenter_3d_flat, {a, b, c, d}, center, exact);
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

int exactpred_compare_xy(const double a[2], const double b[2], int* result) {
  return single<2, 2>(compare_xy_flat, {a, b}, result);
}
int exactpred_compare_xyz(const double a[3], const double b[3], int* result) {
  return single<3, 2>(compare_xyz_flat, {a, b}, result);
}
int exactpred_coplanar_orientation_3(const double a[3], const double b[3], const double c[3],
                                     int* result) {
  return single<3, 3>(coplanar_orientation_3_flat, {a, b, c}, result);
}
int exactpred_coplanar_orientation(const double a[3], const double b[3], const double c[3],
                                   const double d[3], int* result) {
  return single<3, 4>(coplanar_orientation_flat, {a, b, c, d}, result);
}
int exactpred_coplanar_side_of_bounded_circle(const double a[3], const double b[3],
                                              const double c[3], const double d[3], int* result) {
  return single<3, 4>(coplanar_side_of_bounded_circle_flat, {a, b, c, d}, result);
}
int exactpred_power_incircle(const double a[3], const double b[3], const double c[3],
                             const double d[3], int* result) {
  return single<3, 4>(power_incircle_flat, {a, b, c, d}, result);
}
int exactpred_power_insphere(const double a[4], const double b[4], const double c[4],
                             const double d[4], const double e[4], int* result) {
  return single<4, 5>(power_insphere_flat, {a, b, c, d, e}, result);
}
int exactpred_power_incircle_batch(size_t count, const double* coords, int* results,
                                   size_t* first_error) {
  return batch<12>(power_incircle_flat, count, coords, results, first_error);
}
int exactpred_power_insphere_batch(size_t count, const double* coords, int* results,
                                   size_t* first_error) {
  return batch<20>(power_insphere_flat, count, coords, results, first_error);
}

int exactpred_orient2d_sos(const double a[2], const double b[2], const double c[2],
                           const size_t index[3], int* result) {
  return single_sos<2, 3>(orient2d_sos_flat, {a, b, c}, index, result);
}
int exactpred_orient3d_sos(const double a[3], const double b[3], const double c[3],
                           const double d[3], const size_t index[4], int* result) {
  return single_sos<3, 4>(orient3d_sos_flat, {a, b, c, d}, index, result);
}
int exactpred_incircle_sos(const double a[2], const double b[2], const double c[2],
                           const double d[2], const size_t index[4], int* result) {
  return single_sos<2, 4>(incircle_sos_flat, {a, b, c, d}, index, result);
}
int exactpred_insphere_sos(const double a[3], const double b[3], const double c[3],
                           const double d[3], const double e[3], const size_t index[5],
                           int* result) {
  return single_sos<3, 5>(insphere_sos_flat, {a, b, c, d, e}, index, result);
}
int exactpred_power_incircle_sos(const double a[3], const double b[3], const double c[3],
                                 const double d[3], const size_t index[4], int* result) {
  return single_sos<3, 4>(power_incircle_sos_flat, {a, b, c, d}, index, result);
}
int exactpred_power_insphere_sos(const double a[4], const double b[4], const double c[4],
                                 const double d[4], const double e[4], const size_t index[5],
                                 int* result) {
  return single_sos<4, 5>(power_insphere_sos_flat, {a, b, c, d, e}, index, result);
}

int exactpred_orient2d_sos_batch(const double* points, size_t num_points, const size_t* q,
                                 size_t count, int* results, size_t* first_error) {
  return batch_sos<2, 3>(orient2d_sos_flat, points, num_points, q, count, results, first_error);
}
int exactpred_orient3d_sos_batch(const double* points, size_t num_points, const size_t* q,
                                 size_t count, int* results, size_t* first_error) {
  return batch_sos<3, 4>(orient3d_sos_flat, points, num_points, q, count, results, first_error);
}
int exactpred_incircle_sos_batch(const double* points, size_t num_points, const size_t* q,
                                 size_t count, int* results, size_t* first_error) {
  return batch_sos<2, 4>(incircle_sos_flat, points, num_points, q, count, results, first_error);
}
int exactpred_insphere_sos_batch(const double* points, size_t num_points, const size_t* q,
                                 size_t count, int* results, size_t* first_error) {
  return batch_sos<3, 5>(insphere_sos_flat, points, num_points, q, count, results, first_error);
}
int exactpred_power_incircle_sos_batch(const double* points, size_t num_points, const size_t* q,
                                       size_t count, int* results, size_t* first_error) {
  return batch_sos<3, 4>(power_incircle_sos_flat, points, num_points, q, count, results,
                         first_error);
}
int exactpred_power_insphere_sos_batch(const double* points, size_t num_points, const size_t* q,
                                       size_t count, int* results, size_t* first_error) {
  return batch_sos<4, 5>(power_insphere_sos_flat, points, num_points, q, count, results,
                         first_error);
}

}  // extern "C"
