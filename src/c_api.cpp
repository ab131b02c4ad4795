// SPDX-License-Identifier: MIT
// src/c_api.cpp — the C interface (include/exactpred/exactpred.h) over the C++ predicates.
//
// Invariant: no exception leaves this file. The scalar functions are generated from the
// registry (interfaces/predicates.py: scripts/generate-interfaces writes the region between
// the GENERATED markers below), each a null check, the C++ call inside c_call, and the answer
// written; the batch forms below are written by hand. Every exception becomes a status through
// detail::current_failure, the mapping the nothrow forms and the JavaScript package share.
#include "exactpred/exactpred.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <type_traits>
#include <vector>

#include "batch_error.hpp"
#include "exactpred/batch.hpp"
#include "exactpred/constructions.hpp"
#include "exactpred/core.hpp"
#include "exactpred/detail/failure.hpp"
#include "exactpred/detail/implicit_formulas.hpp"
#include "exactpred/implicit.hpp"
#include "exactpred/meshing.hpp"
#include "exactpred/planar.hpp"
#include "exactpred/point_span.hpp"
#include "exactpred/sos.hpp"
#include "exactpred/spatial.hpp"
#include "exactpred/values.hpp"
#include "exactpred/version.hpp"
#include "exactpred/volume.hpp"

namespace {

using exactpred::point2;
using exactpred::point3;
using exactpred::sign;
using exactpred::weighted_point2;
using exactpred::weighted_point3;

// ---- the generated functions' helpers ----------------------------------------------------

point2 pt2(const double* p) { return {p[0], p[1]}; }
point3 pt3(const double* p) { return {p[0], p[1], p[2]}; }
weighted_point2 wp2(const double* p) { return {p[0], p[1], p[2]}; }
weighted_point3 wp3(const double* p) { return {p[0], p[1], p[2], p[3]}; }
/// n points, x and y each, read in place.
exactpred::point2_span polygon_of(const double* xy, std::size_t n) {
  return exactpred::point2_span(reinterpret_cast<const std::array<double, 2>*>(xy), n);
}
/// Whether one of the pointers is NULL.
template <class... P>
bool any_null(const P*... p) {
  return ((p == nullptr) || ...);
}

/// The status of the exception being handled (the mapping every interface shares).
int status_of_current_exception() noexcept {
  return exactpred::detail::code_of(exactpred::detail::current_failure().kind,
                                    {EXACTPRED_ERROR_NOT_FINITE, EXACTPRED_ERROR_INVALID_ARGUMENT,
                                     EXACTPRED_ERROR_OUT_OF_MEMORY, EXACTPRED_ERROR_INTERNAL});
}

/// Runs f (which computes an answer and writes it); its exception as a status.
template <class F>
int c_call(F&& f) noexcept {
  try {
    f();
    return EXACTPRED_OK;
  } catch (...) {
    return status_of_current_exception();
  }
}

// What a C caller receives: a sign as an int (to_int), a classification as its code (the C++
// enumerator's value), a value as it is.
template <class E>
int c_answer(E e) {
  return static_cast<int>(e);
}
double c_answer(double v) { return v; }

template <class R>
void put_point(const R& r, double* out, int* exact) {
  out[0] = r.point.x;
  out[1] = r.point.y;
  if constexpr (std::is_same_v<R, exactpred::rounded_point3>) out[2] = r.point.z;
  if (exact != nullptr) *exact = r.exact ? 1 : 0;
}
void put_winding(const exactpred::winding_result& r, long* number, int* on_boundary) {
  *number = r.on_boundary ? 0 : r.number;
  *on_boundary = r.on_boundary ? 1 : 0;
}
void put_indices(const std::vector<std::size_t>& hull, size_t* out, size_t* size) {
  for (std::size_t i = 0; i < hull.size(); ++i) out[i] = hull[i];
  *size = hull.size();
}

// ---- the batch forms ---------------------------------------------------------------------

// The power and perturbed predicates on flattened coordinates (the oracle command's order):
// point i of dimension D at x + D i.
sign power_incircle_flat(const double* x) {
  return exactpred::power_incircle(wp2(x), wp2(x + 3), wp2(x + 6), wp2(x + 9));
}
sign power_insphere_flat(const double* x) {
  return exactpred::power_insphere(wp3(x), wp3(x + 4), wp3(x + 8), wp3(x + 12), wp3(x + 16));
}

// The perturbed predicates on flattened coordinates and their points' indices.
using exactpred::sos_index;
sign orient2d_sos_flat(const double* x, const sos_index* i) {
  return exactpred::orient2d_sos(pt2(x), pt2(x + 2), pt2(x + 4), i[0], i[1], i[2]);
}
sign orient3d_sos_flat(const double* x, const sos_index* i) {
  return exactpred::orient3d_sos(pt3(x), pt3(x + 3), pt3(x + 6), pt3(x + 9), i[0], i[1], i[2],
                                 i[3]);
}
sign incircle_sos_flat(const double* x, const sos_index* i) {
  return exactpred::incircle_sos(pt2(x), pt2(x + 2), pt2(x + 4), pt2(x + 6), i[0], i[1], i[2],
                                 i[3]);
}
sign insphere_sos_flat(const double* x, const sos_index* i) {
  return exactpred::insphere_sos(pt3(x), pt3(x + 3), pt3(x + 6), pt3(x + 9), pt3(x + 12), i[0],
                                 i[1], i[2], i[3], i[4]);
}
sign power_incircle_sos_flat(const double* x, const sos_index* i) {
  return exactpred::power_incircle_sos(wp2(x), wp2(x + 3), wp2(x + 6), wp2(x + 9), i[0], i[1], i[2],
                                       i[3]);
}
sign power_insphere_sos_flat(const double* x, const sos_index* i) {
  return exactpred::power_insphere_sos(wp3(x), wp3(x + 4), wp3(x + 8), wp3(x + 12), wp3(x + 16),
                                       i[0], i[1], i[2], i[3], i[4]);
}

using flat_predicate = sign (*)(const double*);
using flat_sos_predicate = sign (*)(const double*, const sos_index*);

// Answers one query of coordinates x (f takes them flattened, perturbed ones with their
// indices); the answer to *result, an exception as a status.
int answer(flat_predicate f, const double* x, int* result) noexcept {
  return c_call([&] { *result = exactpred::to_int(f(x)); });
}
int answer_sos(flat_sos_predicate f, const double* x, const sos_index* index,
               int* result) noexcept {
  return c_call([&] { *result = exactpred::to_int(f(x, index)); });
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
    if (status == EXACTPRED_OK) status = answer_sos(f, x.data(), ids.data(), results + i);
    if (status != EXACTPRED_OK) {
      if (first_error != nullptr) *first_error = i;
      return status;
    }
  }
  if (first_error != nullptr) *first_error = count;
  return EXACTPRED_OK;
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
    const int status = answer(f, coords + i * K, results + i);
    if (status != EXACTPRED_OK) {
      if (first_error != nullptr) *first_error = i;
      return status;
    }
  }
  if (first_error != nullptr) *first_error = count;
  return EXACTPRED_OK;
}

/// `count` queries of N points of dimension Dim each, their coordinates one query after another,
/// answered by the library's batch function `batch` (the SIMD kernels of the core four) in
/// chunks: each chunk's points read in place as a span, its queries the consecutive index
/// tuples. The first query that fails stops the batch as the scalar loop above does: the
/// answers before it written, its index in *first_error, its status returned.
template <std::size_t Dim, std::size_t N, class Batch>
int kernel_batch(Batch batch, std::size_t count, const double* coords, int* results,
                 std::size_t* first_error) noexcept {
  if (first_error != nullptr) *first_error = 0;
  if (count > 0 && (coords == nullptr || results == nullptr)) {
    return EXACTPRED_ERROR_NULL_POINTER;
  }
  constexpr std::size_t chunk = 512;  // queries a call
  std::uint32_t q[chunk * N];
  for (std::size_t i = 0; i < chunk * N; ++i) q[i] = static_cast<std::uint32_t>(i);
  sign s[chunk];
  for (std::size_t base = 0; base < count; base += chunk) {
    const std::size_t n = count - base < chunk ? count - base : chunk;
    const exactpred::point_span<Dim> points(
        reinterpret_cast<const std::array<double, Dim>*>(coords + base * N * Dim), n * N);
    std::size_t answered = n;
    int status = EXACTPRED_OK;
    try {
      batch(points, q, n, s);
    } catch (const exactpred::detail::batch_query_error& e) {
      answered = e.query();
      status = status_of_current_exception();
    } catch (...) {
      answered = 0;
      status = status_of_current_exception();
    }
    for (std::size_t i = 0; i < answered; ++i) results[base + i] = exactpred::to_int(s[i]);
    if (status != EXACTPRED_OK) {
      if (first_error != nullptr) *first_error = base + answered;
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
    case EXACTPRED_ERROR_OUT_OF_MEMORY:
      return "out of memory";
    case EXACTPRED_ERROR_INTERNAL:
      return "internal error in exactpred (please report the input)";
    default:
      return "unknown status code";
  }
}

static_assert(EXACTPRED_POINT_P2 == exactpred::detail::ip_p2 &&
                  EXACTPRED_POINT_SSI == exactpred::detail::ip_ssi &&
                  EXACTPRED_POINT_P3 == exactpred::detail::ip_p3 &&
                  EXACTPRED_POINT_LPI == exactpred::detail::ip_lpi &&
                  EXACTPRED_POINT_TPI == exactpred::detail::ip_tpi,
              "the C kinds are the library's (the oracle's order)");

int exactpred_implicit_predicate(const char* predicate, const int* kinds, int n,
                                 const double* coords, int* result) {
  if (any_null(predicate, kinds, coords, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] {
    *result = c_answer(exactpred::detail::implicit_predicate(predicate, kinds, n, coords));
  });
}

int exactpred_orient2d_batch(size_t count, const double* coords, int* results,
                             size_t* first_error) {
  return kernel_batch<2, 3>([](exactpred::point2_span p, const std::uint32_t* q, std::size_t n,
                               sign* out) { exactpred::orient2d_batch(p, q, n, out); },
                            count, coords, results, first_error);
}
int exactpred_orient3d_batch(size_t count, const double* coords, int* results,
                             size_t* first_error) {
  return kernel_batch<3, 4>([](exactpred::point3_span p, const std::uint32_t* q, std::size_t n,
                               sign* out) { exactpred::orient3d_batch(p, q, n, out); },
                            count, coords, results, first_error);
}
int exactpred_incircle_batch(size_t count, const double* coords, int* results,
                             size_t* first_error) {
  return kernel_batch<2, 4>([](exactpred::point2_span p, const std::uint32_t* q, std::size_t n,
                               sign* out) { exactpred::incircle_batch(p, q, n, out); },
                            count, coords, results, first_error);
}
int exactpred_insphere_batch(size_t count, const double* coords, int* results,
                             size_t* first_error) {
  return kernel_batch<3, 5>([](exactpred::point3_span p, const std::uint32_t* q, std::size_t n,
                               sign* out) { exactpred::insphere_batch(p, q, n, out); },
                            count, coords, results, first_error);
}

int exactpred_power_incircle_batch(size_t count, const double* coords, int* results,
                                   size_t* first_error) {
  return batch<12>(power_incircle_flat, count, coords, results, first_error);
}
int exactpred_power_insphere_batch(size_t count, const double* coords, int* results,
                                   size_t* first_error) {
  return batch<20>(power_insphere_flat, count, coords, results, first_error);
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

// BEGIN GENERATED by scripts/generate-interfaces: do not edit
// clang-format off
int exactpred_orient2d(const double a[2], const double b[2], const double c[2], int* result) {
  if (any_null(a, b, c, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::orient2d(pt2(a), pt2(b), pt2(c))); });
}
int exactpred_orient3d(const double a[3], const double b[3], const double c[3], const double d[3],
                       int* result) {
  if (any_null(a, b, c, d, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::orient3d(pt3(a), pt3(b), pt3(c), pt3(d))); });
}
int exactpred_incircle(const double a[2], const double b[2], const double c[2], const double d[2],
                       int* result) {
  if (any_null(a, b, c, d, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::incircle(pt2(a), pt2(b), pt2(c), pt2(d))); });
}
int exactpred_insphere(const double a[3], const double b[3], const double c[3], const double d[3],
                       const double e[3], int* result) {
  if (any_null(a, b, c, d, e, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::insphere(pt3(a), pt3(b), pt3(c), pt3(d), pt3(e))); });
}
int exactpred_orient2d_value(const double a[2], const double b[2], const double c[2],
                             double* result) {
  if (any_null(a, b, c, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::orient2d_value(pt2(a), pt2(b), pt2(c))); });
}
int exactpred_orient3d_value(const double a[3], const double b[3], const double c[3],
                             const double d[3], double* result) {
  if (any_null(a, b, c, d, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::orient3d_value(pt3(a), pt3(b), pt3(c), pt3(d))); });
}
int exactpred_incircle_value(const double a[2], const double b[2], const double c[2],
                             const double d[2], double* result) {
  if (any_null(a, b, c, d, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::incircle_value(pt2(a), pt2(b), pt2(c), pt2(d))); });
}
int exactpred_insphere_value(const double a[3], const double b[3], const double c[3],
                             const double d[3], const double e[3], double* result) {
  if (any_null(a, b, c, d, e, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::insphere_value(pt3(a), pt3(b), pt3(c), pt3(d), pt3(e))); });
}
int exactpred_ssi_rounded(const double a[2], const double b[2], const double c[2],
                          const double d[2], double point[2], int* exact) {
  if (any_null(a, b, c, d, point)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { put_point(exactpred::rounded(exactpred::ssi{pt2(a), pt2(b), pt2(c), pt2(d)}), point, exact); });
}
int exactpred_lpi_rounded(const double p[3], const double q[3], const double a[3],
                          const double b[3], const double c[3], double point[3], int* exact) {
  if (any_null(p, q, a, b, c, point)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { put_point(exactpred::rounded(exactpred::lpi{pt3(p), pt3(q), pt3(a), pt3(b), pt3(c)}), point, exact); });
}
int exactpred_tpi_rounded(const double planes[27], double point[3], int* exact) {
  if (any_null(planes, point)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { put_point(exactpred::rounded(exactpred::tpi{pt3(planes + 0), pt3(planes + 3), pt3(planes + 6), pt3(planes + 9), pt3(planes + 12), pt3(planes + 15), pt3(planes + 18), pt3(planes + 21), pt3(planes + 24)}), point, exact); });
}
int exactpred_circumcenter_2d(const double a[2], const double b[2], const double c[2],
                              double center[2], int* exact) {
  if (any_null(a, b, c, center)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { put_point(exactpred::circumcenter(pt2(a), pt2(b), pt2(c)), center, exact); });
}
int exactpred_circumcenter_triangle_3d(const double a[3], const double b[3], const double c[3],
                                       double center[3], int* exact) {
  if (any_null(a, b, c, center)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { put_point(exactpred::circumcenter(pt3(a), pt3(b), pt3(c)), center, exact); });
}
int exactpred_circumcenter_3d(const double a[3], const double b[3], const double c[3],
                              const double d[3], double center[3], int* exact) {
  if (any_null(a, b, c, d, center)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { put_point(exactpred::circumcenter(pt3(a), pt3(b), pt3(c), pt3(d)), center, exact); });
}
int exactpred_orient2d_sos(const double a[2], const double b[2], const double c[2],
                           const size_t index[3], int* result) {
  if (any_null(a, b, c, index, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::orient2d_sos(pt2(a), pt2(b), pt2(c), index[0], index[1], index[2])); });
}
int exactpred_orient3d_sos(const double a[3], const double b[3], const double c[3],
                           const double d[3], const size_t index[4], int* result) {
  if (any_null(a, b, c, d, index, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::orient3d_sos(pt3(a), pt3(b), pt3(c), pt3(d), index[0], index[1], index[2], index[3])); });
}
int exactpred_incircle_sos(const double a[2], const double b[2], const double c[2],
                           const double d[2], const size_t index[4], int* result) {
  if (any_null(a, b, c, d, index, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::incircle_sos(pt2(a), pt2(b), pt2(c), pt2(d), index[0], index[1], index[2], index[3])); });
}
int exactpred_insphere_sos(const double a[3], const double b[3], const double c[3],
                           const double d[3], const double e[3], const size_t index[5],
                           int* result) {
  if (any_null(a, b, c, d, e, index, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::insphere_sos(pt3(a), pt3(b), pt3(c), pt3(d), pt3(e), index[0], index[1], index[2], index[3], index[4])); });
}
int exactpred_power_incircle_sos(const double a[3], const double b[3], const double c[3],
                                 const double d[3], const size_t index[4], int* result) {
  if (any_null(a, b, c, d, index, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::power_incircle_sos(wp2(a), wp2(b), wp2(c), wp2(d), index[0], index[1], index[2], index[3])); });
}
int exactpred_power_insphere_sos(const double a[4], const double b[4], const double c[4],
                                 const double d[4], const double e[4], const size_t index[5],
                                 int* result) {
  if (any_null(a, b, c, d, e, index, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::power_insphere_sos(wp3(a), wp3(b), wp3(c), wp3(d), wp3(e), index[0], index[1], index[2], index[3], index[4])); });
}
int exactpred_compare_xy(const double a[2], const double b[2], int* result) {
  if (any_null(a, b, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::compare_xy(pt2(a), pt2(b))); });
}
int exactpred_compare_xyz(const double a[3], const double b[3], int* result) {
  if (any_null(a, b, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::compare_xyz(pt3(a), pt3(b))); });
}
int exactpred_coplanar_orientation_3(const double a[3], const double b[3], const double c[3],
                                     int* result) {
  if (any_null(a, b, c, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::coplanar_orientation(pt3(a), pt3(b), pt3(c))); });
}
int exactpred_coplanar_orientation(const double a[3], const double b[3], const double c[3],
                                   const double d[3], int* result) {
  if (any_null(a, b, c, d, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::coplanar_orientation(pt3(a), pt3(b), pt3(c), pt3(d))); });
}
int exactpred_coplanar_side_of_bounded_circle(const double a[3], const double b[3],
                                              const double c[3], const double d[3], int* result) {
  if (any_null(a, b, c, d, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::coplanar_side_of_bounded_circle(pt3(a), pt3(b), pt3(c), pt3(d))); });
}
int exactpred_power_incircle(const double a[3], const double b[3], const double c[3],
                             const double d[3], int* result) {
  if (any_null(a, b, c, d, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::power_incircle(wp2(a), wp2(b), wp2(c), wp2(d))); });
}
int exactpred_power_insphere(const double a[4], const double b[4], const double c[4],
                             const double d[4], const double e[4], int* result) {
  if (any_null(a, b, c, d, e, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::power_insphere(wp3(a), wp3(b), wp3(c), wp3(d), wp3(e))); });
}
int exactpred_compare_power_distance_2(const double p[2], const double q[3], const double r[3],
                                       int* result) {
  if (any_null(p, q, r, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::compare_power_distance_2(pt2(p), wp2(q), wp2(r))); });
}
int exactpred_compare_power_distance_3(const double p[3], const double q[4], const double r[4],
                                       int* result) {
  if (any_null(p, q, r, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::compare_power_distance_3(pt3(p), wp3(q), wp3(r))); });
}
int exactpred_side_of_diametral_circle(const double p[2], const double q[2], const double t[2],
                                       int* result) {
  if (any_null(p, q, t, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::side_of_diametral_circle(pt2(p), pt2(q), pt2(t))); });
}
int exactpred_side_of_diametral_sphere(const double p[3], const double q[3], const double t[3],
                                       int* result) {
  if (any_null(p, q, t, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::side_of_diametral_sphere(pt3(p), pt3(q), pt3(t))); });
}
int exactpred_same_side_2d(const double p[2], const double q[2], const double a[2],
                           const double b[2], int* result) {
  if (any_null(p, q, a, b, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::same_side_2d(pt2(p), pt2(q), pt2(a), pt2(b))); });
}
int exactpred_segment_intersect_2d(const double p1[2], const double p2[2], const double q1[2],
                                   const double q2[2], int* result) {
  if (any_null(p1, p2, q1, q2, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::segment_intersect_2d(pt2(p1), pt2(p2), pt2(q1), pt2(q2))); });
}
int exactpred_point_in_triangle_2d(const double p[2], const double a[2], const double b[2],
                                   const double c[2], int* result) {
  if (any_null(p, a, b, c, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::point_in_triangle_2d(pt2(p), pt2(a), pt2(b), pt2(c))); });
}
int exactpred_compare_distance_2d(const double p[2], const double q[2], const double r[2],
                                  int* result) {
  if (any_null(p, q, r, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::compare_distance_2d(pt2(p), pt2(q), pt2(r))); });
}
int exactpred_polygon_orientation(const double* polygon, size_t polygon_size, int* result) {
  if (any_null(result) || (polygon == nullptr && polygon_size != 0)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::polygon_orientation(polygon_of(polygon, polygon_size))); });
}
int exactpred_winding_number(const double p[2], const double* polygon, size_t polygon_size,
                             long* number, int* on_boundary) {
  if (any_null(p, number, on_boundary) || (polygon == nullptr && polygon_size != 0)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { put_winding(exactpred::winding_number(pt2(p), polygon_of(polygon, polygon_size)), number, on_boundary); });
}
int exactpred_point_in_polygon(const double p[2], const double* polygon, size_t polygon_size,
                               int rule, int* result) {
  if (any_null(p, result) || (polygon == nullptr && polygon_size != 0)) return EXACTPRED_ERROR_NULL_POINTER;
  if (rule != EXACTPRED_FILL_RULE_NON_ZERO && rule != EXACTPRED_FILL_RULE_EVEN_ODD) {
    return EXACTPRED_ERROR_INVALID_ARGUMENT;
  }
  return c_call([&] { *result = c_answer(exactpred::point_in_polygon(pt2(p), polygon_of(polygon, polygon_size), static_cast<exactpred::fill_rule>(rule))); });
}
int exactpred_convex_hull(const double* points, size_t points_size, int keep_collinear,
                          size_t* hull, size_t* hull_size) {
  if (any_null(hull, hull_size) || (points == nullptr && points_size != 0)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { put_indices(exactpred::convex_hull(polygon_of(points, points_size), keep_collinear != 0), hull, hull_size); });
}
int exactpred_convex_polygons_intersect(const double* a, size_t a_size, const double* b,
                                        size_t b_size, int* result) {
  if (any_null(result) || (a == nullptr && a_size != 0) || (b == nullptr && b_size != 0)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::convex_polygons_intersect(polygon_of(a, a_size), polygon_of(b, b_size))); });
}
int exactpred_same_side_3d(const double p[3], const double q[3], const double a[3],
                           const double b[3], const double c[3], int* result) {
  if (any_null(p, q, a, b, c, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::same_side_3d(pt3(p), pt3(q), pt3(a), pt3(b), pt3(c))); });
}
int exactpred_same_side_line_3d(const double p[3], const double q[3], const double a[3],
                                const double b[3], int* result) {
  if (any_null(p, q, a, b, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::same_side_line_3d(pt3(p), pt3(q), pt3(a), pt3(b))); });
}
int exactpred_segment_intersect_3d(const double p1[3], const double p2[3], const double q1[3],
                                   const double q2[3], int* result) {
  if (any_null(p1, p2, q1, q2, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::segment_intersect_3d(pt3(p1), pt3(p2), pt3(q1), pt3(q2))); });
}
int exactpred_point_in_triangle_3d(const double p[3], const double a[3], const double b[3],
                                   const double c[3], int* result) {
  if (any_null(p, a, b, c, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::point_in_triangle_3d(pt3(p), pt3(a), pt3(b), pt3(c))); });
}
int exactpred_ray_plane(const double o[3], const double d[3], const double c[3], const double n[3],
                        int* result) {
  if (any_null(o, d, c, n, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::ray_plane(pt3(o), pt3(d), pt3(c), pt3(n))); });
}
int exactpred_segment_plane(const double p[3], const double q[3], const double c[3],
                            const double n[3], int* result) {
  if (any_null(p, q, c, n, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::segment_plane(pt3(p), pt3(q), pt3(c), pt3(n))); });
}
int exactpred_segment_triangle_3d(const double p[3], const double q[3], const double a[3],
                                  const double b[3], const double c[3], int* result) {
  if (any_null(p, q, a, b, c, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::segment_triangle_3d(pt3(p), pt3(q), pt3(a), pt3(b), pt3(c))); });
}
int exactpred_ray_triangle_3d(const double o[3], const double d[3], const double a[3],
                              const double b[3], const double c[3], int* result) {
  if (any_null(o, d, a, b, c, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::ray_triangle_3d(pt3(o), pt3(d), pt3(a), pt3(b), pt3(c))); });
}
int exactpred_compare_distance_3d(const double p[3], const double q[3], const double r[3],
                                  int* result) {
  if (any_null(p, q, r, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::compare_distance_3d(pt3(p), pt3(q), pt3(r))); });
}
int exactpred_closest_feature_3d(const double p[3], const double a[3], const double b[3],
                                 const double c[3], int* result) {
  if (any_null(p, a, b, c, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::closest_feature_3d(pt3(p), pt3(a), pt3(b), pt3(c))); });
}
int exactpred_compare_distance_point_plane(const double c[3], const double n[3], const double p[3],
                                           const double q[3], int* result) {
  if (any_null(c, n, p, q, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::compare_distance_point_plane(pt3(c), pt3(n), pt3(p), pt3(q))); });
}
int exactpred_compare_distance_point_line_3d(const double a[3], const double b[3],
                                             const double p[3], const double q[3], int* result) {
  if (any_null(a, b, p, q, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::compare_distance_point_line_3d(pt3(a), pt3(b), pt3(p), pt3(q))); });
}
int exactpred_compare_distance_point_segment_3d(const double a[3], const double b[3],
                                                const double p[3], const double q[3], int* result) {
  if (any_null(a, b, p, q, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = exactpred::to_int(exactpred::compare_distance_point_segment_3d(pt3(a), pt3(b), pt3(p), pt3(q))); });
}
int exactpred_closest_feature_segment_segment_3d(const double p1[3], const double p2[3],
                                                 const double q1[3], const double q2[3],
                                                 int* result) {
  if (any_null(p1, p2, q1, q2, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::closest_feature_segment_segment_3d(pt3(p1), pt3(p2), pt3(q1), pt3(q2))); });
}
int exactpred_closest_feature_segment_triangle(const double p[3], const double q[3],
                                               const double a[3], const double b[3],
                                               const double c[3], int* result) {
  if (any_null(p, q, a, b, c, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::closest_feature_segment_triangle(pt3(p), pt3(q), pt3(a), pt3(b), pt3(c))); });
}
int exactpred_point_sphere(const double c[3], double r, const double p[3], int* result) {
  if (any_null(c, p, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::point_sphere(pt3(c), r, pt3(p))); });
}
int exactpred_sphere_sphere(const double c1[3], double r1, const double c2[3], double r2,
                            int* result) {
  if (any_null(c1, c2, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::sphere_sphere(pt3(c1), r1, pt3(c2), r2)); });
}
int exactpred_segment_sphere(const double c[3], double r, const double p[3], const double q[3],
                             int* result) {
  if (any_null(c, p, q, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::segment_sphere(pt3(c), r, pt3(p), pt3(q))); });
}
int exactpred_triangle_sphere(const double c[3], double r, const double a[3], const double b[3],
                              const double t[3], int* result) {
  if (any_null(c, a, b, t, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::triangle_sphere(pt3(c), r, pt3(a), pt3(b), pt3(t))); });
}
int exactpred_segment_box_3d(const double p[3], const double q[3], const double lo[3],
                             const double hi[3], int* result) {
  if (any_null(p, q, lo, hi, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::segment_box_3d(pt3(p), pt3(q), pt3(lo), pt3(hi))); });
}
int exactpred_ray_box_3d(const double o[3], const double d[3], const double lo[3],
                         const double hi[3], int* result) {
  if (any_null(o, d, lo, hi, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::ray_box_3d(pt3(o), pt3(d), pt3(lo), pt3(hi))); });
}
int exactpred_box_box_3d(const double alo[3], const double ahi[3], const double blo[3],
                         const double bhi[3], int* result) {
  if (any_null(alo, ahi, blo, bhi, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::box_box_3d(pt3(alo), pt3(ahi), pt3(blo), pt3(bhi))); });
}
int exactpred_box_sphere(const double c[3], double r, const double lo[3], const double hi[3],
                         int* result) {
  if (any_null(c, lo, hi, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::box_sphere(pt3(c), r, pt3(lo), pt3(hi))); });
}
int exactpred_capsule_box(const double p[3], const double q[3], double r, const double lo[3],
                          const double hi[3], int* result) {
  if (any_null(p, q, lo, hi, result)) return EXACTPRED_ERROR_NULL_POINTER;
  return c_call([&] { *result = c_answer(exactpred::capsule_box(pt3(p), pt3(q), r, pt3(lo), pt3(hi))); });
}

static_assert(static_cast<int>(exactpred::segment_relation::disjoint) == EXACTPRED_SEGMENT_RELATION_DISJOINT);
static_assert(static_cast<int>(exactpred::segment_relation::crossing) == EXACTPRED_SEGMENT_RELATION_CROSSING);
static_assert(static_cast<int>(exactpred::segment_relation::touching) == EXACTPRED_SEGMENT_RELATION_TOUCHING);
static_assert(static_cast<int>(exactpred::segment_relation::overlapping) == EXACTPRED_SEGMENT_RELATION_OVERLAPPING);
static_assert(static_cast<int>(exactpred::triangle_location::outside) == EXACTPRED_TRIANGLE_LOCATION_OUTSIDE);
static_assert(static_cast<int>(exactpred::triangle_location::inside) == EXACTPRED_TRIANGLE_LOCATION_INSIDE);
static_assert(static_cast<int>(exactpred::triangle_location::on_edge) == EXACTPRED_TRIANGLE_LOCATION_ON_EDGE);
static_assert(static_cast<int>(exactpred::triangle_location::on_vertex) == EXACTPRED_TRIANGLE_LOCATION_ON_VERTEX);
static_assert(static_cast<int>(exactpred::polygon_location::outside) == EXACTPRED_POLYGON_LOCATION_OUTSIDE);
static_assert(static_cast<int>(exactpred::polygon_location::inside) == EXACTPRED_POLYGON_LOCATION_INSIDE);
static_assert(static_cast<int>(exactpred::polygon_location::on_boundary) == EXACTPRED_POLYGON_LOCATION_ON_BOUNDARY);
static_assert(static_cast<int>(exactpred::fill_rule::non_zero) == EXACTPRED_FILL_RULE_NON_ZERO);
static_assert(static_cast<int>(exactpred::fill_rule::even_odd) == EXACTPRED_FILL_RULE_EVEN_ODD);
static_assert(static_cast<int>(exactpred::convex_relation::disjoint) == EXACTPRED_CONVEX_RELATION_DISJOINT);
static_assert(static_cast<int>(exactpred::convex_relation::touching) == EXACTPRED_CONVEX_RELATION_TOUCHING);
static_assert(static_cast<int>(exactpred::convex_relation::overlapping) == EXACTPRED_CONVEX_RELATION_OVERLAPPING);
static_assert(static_cast<int>(exactpred::intersection_3d::disjoint) == EXACTPRED_INTERSECTION_3D_DISJOINT);
static_assert(static_cast<int>(exactpred::intersection_3d::crossing) == EXACTPRED_INTERSECTION_3D_CROSSING);
static_assert(static_cast<int>(exactpred::intersection_3d::touching) == EXACTPRED_INTERSECTION_3D_TOUCHING);
static_assert(static_cast<int>(exactpred::intersection_3d::overlapping) == EXACTPRED_INTERSECTION_3D_OVERLAPPING);
static_assert(static_cast<int>(exactpred::triangle_location_3d::outside) == EXACTPRED_TRIANGLE_LOCATION_3D_OUTSIDE);
static_assert(static_cast<int>(exactpred::triangle_location_3d::inside) == EXACTPRED_TRIANGLE_LOCATION_3D_INSIDE);
static_assert(static_cast<int>(exactpred::triangle_location_3d::on_edge) == EXACTPRED_TRIANGLE_LOCATION_3D_ON_EDGE);
static_assert(static_cast<int>(exactpred::triangle_location_3d::on_vertex) == EXACTPRED_TRIANGLE_LOCATION_3D_ON_VERTEX);
static_assert(static_cast<int>(exactpred::ray_plane_relation::hits) == EXACTPRED_RAY_PLANE_RELATION_HITS);
static_assert(static_cast<int>(exactpred::ray_plane_relation::misses) == EXACTPRED_RAY_PLANE_RELATION_MISSES);
static_assert(static_cast<int>(exactpred::ray_plane_relation::parallel) == EXACTPRED_RAY_PLANE_RELATION_PARALLEL);
static_assert(static_cast<int>(exactpred::ray_plane_relation::in_plane) == EXACTPRED_RAY_PLANE_RELATION_IN_PLANE);
static_assert(static_cast<int>(exactpred::segment_plane_relation::disjoint) == EXACTPRED_SEGMENT_PLANE_RELATION_DISJOINT);
static_assert(static_cast<int>(exactpred::segment_plane_relation::crossing) == EXACTPRED_SEGMENT_PLANE_RELATION_CROSSING);
static_assert(static_cast<int>(exactpred::segment_plane_relation::touching) == EXACTPRED_SEGMENT_PLANE_RELATION_TOUCHING);
static_assert(static_cast<int>(exactpred::segment_plane_relation::in_plane) == EXACTPRED_SEGMENT_PLANE_RELATION_IN_PLANE);
static_assert(static_cast<int>(exactpred::triangle_feature::vertex_a) == EXACTPRED_TRIANGLE_FEATURE_VERTEX_A);
static_assert(static_cast<int>(exactpred::triangle_feature::vertex_b) == EXACTPRED_TRIANGLE_FEATURE_VERTEX_B);
static_assert(static_cast<int>(exactpred::triangle_feature::vertex_c) == EXACTPRED_TRIANGLE_FEATURE_VERTEX_C);
static_assert(static_cast<int>(exactpred::triangle_feature::edge_ab) == EXACTPRED_TRIANGLE_FEATURE_EDGE_AB);
static_assert(static_cast<int>(exactpred::triangle_feature::edge_bc) == EXACTPRED_TRIANGLE_FEATURE_EDGE_BC);
static_assert(static_cast<int>(exactpred::triangle_feature::edge_ca) == EXACTPRED_TRIANGLE_FEATURE_EDGE_CA);
static_assert(static_cast<int>(exactpred::triangle_feature::face) == EXACTPRED_TRIANGLE_FEATURE_FACE);
static_assert(static_cast<int>(exactpred::segment_triangle_feature::intersecting) == EXACTPRED_SEGMENT_TRIANGLE_FEATURE_INTERSECTING);
static_assert(static_cast<int>(exactpred::segment_triangle_feature::edge_ab) == EXACTPRED_SEGMENT_TRIANGLE_FEATURE_EDGE_AB);
static_assert(static_cast<int>(exactpred::segment_triangle_feature::edge_bc) == EXACTPRED_SEGMENT_TRIANGLE_FEATURE_EDGE_BC);
static_assert(static_cast<int>(exactpred::segment_triangle_feature::edge_ca) == EXACTPRED_SEGMENT_TRIANGLE_FEATURE_EDGE_CA);
static_assert(static_cast<int>(exactpred::segment_triangle_feature::endpoint_p) == EXACTPRED_SEGMENT_TRIANGLE_FEATURE_ENDPOINT_P);
static_assert(static_cast<int>(exactpred::segment_triangle_feature::endpoint_q) == EXACTPRED_SEGMENT_TRIANGLE_FEATURE_ENDPOINT_Q);
static_assert(static_cast<int>(exactpred::segment_pair_feature::intersecting) == EXACTPRED_SEGMENT_PAIR_FEATURE_INTERSECTING);
static_assert(static_cast<int>(exactpred::segment_pair_feature::parallel) == EXACTPRED_SEGMENT_PAIR_FEATURE_PARALLEL);
static_assert(static_cast<int>(exactpred::segment_pair_feature::p1_q1) == EXACTPRED_SEGMENT_PAIR_FEATURE_P1_Q1);
static_assert(static_cast<int>(exactpred::segment_pair_feature::p1_q2) == EXACTPRED_SEGMENT_PAIR_FEATURE_P1_Q2);
static_assert(static_cast<int>(exactpred::segment_pair_feature::p1_interior) == EXACTPRED_SEGMENT_PAIR_FEATURE_P1_INTERIOR);
static_assert(static_cast<int>(exactpred::segment_pair_feature::p2_q1) == EXACTPRED_SEGMENT_PAIR_FEATURE_P2_Q1);
static_assert(static_cast<int>(exactpred::segment_pair_feature::p2_q2) == EXACTPRED_SEGMENT_PAIR_FEATURE_P2_Q2);
static_assert(static_cast<int>(exactpred::segment_pair_feature::p2_interior) == EXACTPRED_SEGMENT_PAIR_FEATURE_P2_INTERIOR);
static_assert(static_cast<int>(exactpred::segment_pair_feature::interior_q1) == EXACTPRED_SEGMENT_PAIR_FEATURE_INTERIOR_Q1);
static_assert(static_cast<int>(exactpred::segment_pair_feature::interior_q2) == EXACTPRED_SEGMENT_PAIR_FEATURE_INTERIOR_Q2);
static_assert(static_cast<int>(exactpred::segment_pair_feature::interior_interior) == EXACTPRED_SEGMENT_PAIR_FEATURE_INTERIOR_INTERIOR);
static_assert(static_cast<int>(exactpred::ball_relation::disjoint) == EXACTPRED_BALL_RELATION_DISJOINT);
static_assert(static_cast<int>(exactpred::ball_relation::touching) == EXACTPRED_BALL_RELATION_TOUCHING);
static_assert(static_cast<int>(exactpred::ball_relation::intersecting) == EXACTPRED_BALL_RELATION_INTERSECTING);
static_assert(static_cast<int>(exactpred::ball_side::outside) == EXACTPRED_BALL_SIDE_OUTSIDE);
static_assert(static_cast<int>(exactpred::ball_side::on_boundary) == EXACTPRED_BALL_SIDE_ON_BOUNDARY);
static_assert(static_cast<int>(exactpred::ball_side::inside) == EXACTPRED_BALL_SIDE_INSIDE);
static_assert(static_cast<int>(exactpred::box_intersection::disjoint) == EXACTPRED_BOX_INTERSECTION_DISJOINT);
static_assert(static_cast<int>(exactpred::box_intersection::intersecting) == EXACTPRED_BOX_INTERSECTION_INTERSECTING);
static_assert(static_cast<int>(exactpred::box_box_relation::disjoint) == EXACTPRED_BOX_BOX_RELATION_DISJOINT);
static_assert(static_cast<int>(exactpred::box_box_relation::touching) == EXACTPRED_BOX_BOX_RELATION_TOUCHING);
static_assert(static_cast<int>(exactpred::box_box_relation::overlapping) == EXACTPRED_BOX_BOX_RELATION_OVERLAPPING);
// clang-format on
// END GENERATED

}  // extern "C"
