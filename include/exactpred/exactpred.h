/* SPDX-License-Identifier: MIT */
/* exactpred/exactpred.h — the C interface of exactpred: exact geometric predicates callable
 * from C, and through a foreign-function interface from Python (ctypes, cffi), Rust, Julia,
 * JavaScript and others.
 *
 * Conventions, the same for every function:
 *   - A point is an array of 2 or 3 doubles (x, y[, z]); a batch is a flat array of queries,
 *     each query its points one after another (the order of `exactpred-oracle`'s lines).
 *   - The return value is a status: EXACTPRED_OK (0) or one of the EXACTPRED_ERROR_* codes
 *     below (all positive). The answer goes to the last argument: -1, 0 or +1 for a sign.
 *     On error the answer is left unchanged.
 *   - Every answer is exact for every finite input (see the C++ header exactpred/core.hpp for
 *     each sign convention). A NaN or infinite coordinate is EXACTPRED_ERROR_NOT_FINITE,
 *     never a sign.
 *   - No exception, no global state, no allocation: every function may be called from any
 *     thread at any time. Only int, size_t, double and pointers cross the interface.
 *
 * Linking: the static library with `pkg-config --cflags --libs exactpred` (its Libs line
 * carries the C++ runtime), or the shared one (CMake BUILD_SHARED_LIBS=ON: libexactpred.so,
 * which exports this interface and the C++ one, nothing else). From Python:
 *   lib = ctypes.CDLL("libexactpred.so"); r = ctypes.c_int()
 *   pt = ctypes.c_double * 2
 *   assert lib.exactpred_orient2d(pt(0, 0), pt(1, 0), pt(0, 1), ctypes.byref(r)) == 0
 *   r.value  # 1: counterclockwise
 */
#ifndef EXACTPRED_EXACTPRED_H
#define EXACTPRED_EXACTPRED_H

#include <stddef.h>

/* Exported from the shared library (and imported from the DLL on Windows). */
#if defined(_WIN32) || defined(__CYGWIN__)
#if defined(EXACTPRED_SHARED) && defined(EXACTPRED_BUILDING_LIBRARY)
#define EXACTPRED_C_API __declspec(dllexport)
#elif defined(EXACTPRED_SHARED)
#define EXACTPRED_C_API __declspec(dllimport)
#else
#define EXACTPRED_C_API
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define EXACTPRED_C_API __attribute__((visibility("default")))
#else
#define EXACTPRED_C_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Status codes returned by every function. New codes may be added; 0 stays success. */
#define EXACTPRED_OK 0
#define EXACTPRED_ERROR_NOT_FINITE 1       /* a coordinate is NaN or +-infinity */
#define EXACTPRED_ERROR_NULL_POINTER 2     /* a required pointer argument is NULL */
#define EXACTPRED_ERROR_INVALID_ARGUMENT 3 /* outside the predicate's domain (e.g. r < 0) */
#define EXACTPRED_ERROR_INTERNAL 4         /* a bug: please report it with the input */

/* The version of the C interface: incremented when a function is added; existing functions
 * keep their signature and meaning. */
#define EXACTPRED_C_API_VERSION 4

/* The library version, "MAJOR.MINOR.PATCH" (a static string; never free it): the
 * EXACTPRED_VERSION_STRING of exactpred/version.hpp the library was compiled with. */
EXACTPRED_C_API const char* exactpred_version(void);

/* A static English description of a status code (never NULL; never free it). */
EXACTPRED_C_API const char* exactpred_status_message(int status);

/* ---- the core predicates ----------------------------------------------------------------- */

/* Sign of det[b - a, c - a]: +1 when c lies left of the directed line a -> b (a, b, c
 * counterclockwise), -1 when right, 0 when collinear. */
EXACTPRED_C_API int exactpred_orient2d(const double a[2], const double b[2], const double c[2],
                                       int* result);

/* Sign of det[b - a, c - a, d - a]: +1 when d lies on the side of the plane abc that
 * (b - a) x (c - a) points to, 0 when coplanar. CGAL's convention, the opposite of
 * Shewchuk's orient3d. */
EXACTPRED_C_API int exactpred_orient3d(const double a[3], const double b[3], const double c[3],
                                       const double d[3], int* result);

/* +1 when d lies inside the circle through a, b, c if a, b, c are counterclockwise (outside
 * if clockwise), 0 when cocircular. Equals CGAL's side_of_oriented_circle(a, b, c, d). */
EXACTPRED_C_API int exactpred_incircle(const double a[2], const double b[2], const double c[2],
                                       const double d[2], int* result);

/* +1 when e lies inside the sphere through a, b, c, d if orient3d(a, b, c, d) > 0 (outside
 * if < 0), 0 when cospherical. Equals CGAL's side_of_oriented_sphere(a, b, c, d, e). */
EXACTPRED_C_API int exactpred_insphere(const double a[3], const double b[3], const double c[3],
                                       const double d[3], const double e[3], int* result);

/* ---- the correctly rounded values (docs/SPEC.md section 11) -------------------------------- */

/* The determinant whose sign the predicate above is, rounded to the nearest double (ties to
 * even), for every finite input and in every floating-point environment: subnormal results
 * included, +-infinity beyond DBL_MAX + ulp/2, +0.0 for an exact zero and a zero of the
 * value's sign when it rounds to zero. Written to *result on EXACTPRED_OK only. */
EXACTPRED_C_API int exactpred_orient2d_value(const double a[2], const double b[2],
                                             const double c[2], double* result);
EXACTPRED_C_API int exactpred_orient3d_value(const double a[3], const double b[3],
                                             const double c[3], const double d[3], double* result);
EXACTPRED_C_API int exactpred_incircle_value(const double a[2], const double b[2],
                                             const double c[2], const double d[2], double* result);
EXACTPRED_C_API int exactpred_insphere_value(const double a[3], const double b[3],
                                             const double c[3], const double d[3],
                                             const double e[3], double* result);

/* ---- the correctly rounded constructions (docs/SPEC.md section 11) ------------------------ */

/* A constructed point, each coordinate rounded to the nearest double (ties to even), for every
 * finite input and in every floating-point environment (subnormals, +-infinity beyond
 * DBL_MAX + ulp/2, +0.0 for an exact zero). The coordinates go to point[0..1] or point[0..2]
 * and *exact (which may be NULL) is 1 when they are the point itself, else 0; both on
 * EXACTPRED_OK only. An undefined construction is EXACTPRED_ERROR_INVALID_ARGUMENT. */

/* The intersection of the lines a -> b and c -> d (undefined when parallel or degenerate). */
EXACTPRED_C_API int exactpred_ssi_rounded(const double a[2], const double b[2], const double c[2],
                                          const double d[2], double point[2], int* exact);
/* The point where the line p -> q meets the plane (a, b, c). */
EXACTPRED_C_API int exactpred_lpi_rounded(const double p[3], const double q[3], const double a[3],
                                          const double b[3], const double c[3], double point[3],
                                          int* exact);
/* The common point of the planes (a1, b1, c1), (a2, b2, c2), (a3, b3, c3), given as the 27
 * coordinates a1 b1 c1 a2 b2 c2 a3 b3 c3. */
EXACTPRED_C_API int exactpred_tpi_rounded(const double planes[27], double point[3], int* exact);
/* The centre of the circle through a, b, c (collinear points: undefined). */
EXACTPRED_C_API int exactpred_circumcenter_2d(const double a[2], const double b[2],
                                              const double c[2], double center[2], int* exact);
/* The centre of the circle through a, b, c in 3D, in their plane (collinear: undefined). */
EXACTPRED_C_API int exactpred_circumcenter_triangle_3d(const double a[3], const double b[3],
                                                       const double c[3], double center[3],
                                                       int* exact);
/* The centre of the sphere through a, b, c, d (coplanar points: undefined). */
EXACTPRED_C_API int exactpred_circumcenter_3d(const double a[3], const double b[3],
                                              const double c[3], const double d[3],
                                              double center[3], int* exact);

/* ---- batches: one call for many queries (for numpy arrays and other FFI callers) ---------- */

/* Answers `count` queries. Query i reads coords[i * K .. i * K + K - 1] with K = 6 (orient2d),
 * 12 (orient3d), 8 (incircle) or 15 (insphere), and writes results[i]. Stops at the first
 * query that cannot be answered and returns its status; *first_error (when not NULL) is then
 * its index k, and `count` when every query was answered. results[0 .. k-1] then hold the
 * answers of the queries before it; results[k ..] are not written. coords and results may be
 * NULL only when count is 0. */
EXACTPRED_C_API int exactpred_orient2d_batch(size_t count, const double* coords, int* results,
                                             size_t* first_error);
EXACTPRED_C_API int exactpred_orient3d_batch(size_t count, const double* coords, int* results,
                                             size_t* first_error);
EXACTPRED_C_API int exactpred_incircle_batch(size_t count, const double* coords, int* results,
                                             size_t* first_error);
EXACTPRED_C_API int exactpred_insphere_batch(size_t count, const double* coords, int* results,
                                             size_t* first_error);

/* ---- the meshing predicates (C++: exactpred/meshing.hpp; oracle names without the prefix) -- */

/* Lexicographic comparison: -1, 0, +1 as CGAL's compare_xy / compare_xyz. */
EXACTPRED_C_API int exactpred_compare_xy(const double a[2], const double b[2], int* result);
EXACTPRED_C_API int exactpred_compare_xyz(const double a[3], const double b[3], int* result);

/* CGAL's coplanar_orientation(a, b, c): orient2d of the projection on xy, else yz, else xz. */
EXACTPRED_C_API int exactpred_coplanar_orientation_3(const double a[3], const double b[3],
                                                     const double c[3], int* result);
/* CGAL's coplanar_orientation(a, b, c, d) and coplanar_side_of_bounded_circle(a, b, c, d)
 * (+1 inside, 0 on, -1 outside the circle abc). a, b, c, d must be coplanar and a, b, c not
 * collinear, else EXACTPRED_ERROR_INVALID_ARGUMENT. */
EXACTPRED_C_API int exactpred_coplanar_orientation(const double a[3], const double b[3],
                                                   const double c[3], const double d[3],
                                                   int* result);
EXACTPRED_C_API int exactpred_coplanar_side_of_bounded_circle(const double a[3], const double b[3],
                                                              const double c[3], const double d[3],
                                                              int* result);

/* Power tests of weighted points, a point followed by its weight (a squared radius, any
 * finite double): (x, y, w) and (x, y, z, w). CGAL's power_side_of_oriented_power_circle and
 * power_side_of_oriented_power_sphere; with zero weights, incircle and insphere. */
EXACTPRED_C_API int exactpred_power_incircle(const double a[3], const double b[3],
                                             const double c[3], const double d[3], int* result);
EXACTPRED_C_API int exactpred_power_insphere(const double a[4], const double b[4],
                                             const double c[4], const double d[4],
                                             const double e[4], int* result);

/* Batches of power tests: K = 12 (power_incircle) or 20 (power_insphere) numbers a query,
 * otherwise as the core batches above. */
EXACTPRED_C_API int exactpred_power_incircle_batch(size_t count, const double* coords, int* results,
                                                   size_t* first_error);
EXACTPRED_C_API int exactpred_power_insphere_batch(size_t count, const double* coords, int* results,
                                                   size_t* first_error);

/* ---- symbolic perturbation (C++: exactpred/sos.hpp, exactpred/meshing.hpp) ---------------- */

/* The perturbed predicates: never 0 when the indices (one per point, index[0] for a, ...) are
 * distinct; equal indices where the perturbation is needed are EXACTPRED_ERROR_INVALID_ARGUMENT.
 * Points are laid out as for the unperturbed predicates (weighted ones with their weight). */
EXACTPRED_C_API int exactpred_orient2d_sos(const double a[2], const double b[2], const double c[2],
                                           const size_t index[3], int* result);
EXACTPRED_C_API int exactpred_orient3d_sos(const double a[3], const double b[3], const double c[3],
                                           const double d[3], const size_t index[4], int* result);
EXACTPRED_C_API int exactpred_incircle_sos(const double a[2], const double b[2], const double c[2],
                                           const double d[2], const size_t index[4], int* result);
EXACTPRED_C_API int exactpred_insphere_sos(const double a[3], const double b[3], const double c[3],
                                           const double d[3], const double e[3],
                                           const size_t index[5], int* result);
EXACTPRED_C_API int exactpred_power_incircle_sos(const double a[3], const double b[3],
                                                 const double c[3], const double d[3],
                                                 const size_t index[4], int* result);
EXACTPRED_C_API int exactpred_power_insphere_sos(const double a[4], const double b[4],
                                                 const double c[4], const double d[4],
                                                 const double e[4], const size_t index[5],
                                                 int* result);

/* Batches of perturbed predicates over one point array: `points` holds num_points points of
 * D numbers (2 or 3; 3 or 4 for weighted points); query i names its points by their positions
 * q[i * K .. i * K + K - 1] (K points a query), which are also their indices. Out-of-range
 * positions are EXACTPRED_ERROR_INVALID_ARGUMENT; otherwise as the core batches above. */
EXACTPRED_C_API int exactpred_orient2d_sos_batch(const double* points, size_t num_points,
                                                 const size_t* q, size_t count, int* results,
                                                 size_t* first_error);
EXACTPRED_C_API int exactpred_orient3d_sos_batch(const double* points, size_t num_points,
                                                 const size_t* q, size_t count, int* results,
                                                 size_t* first_error);
EXACTPRED_C_API int exactpred_incircle_sos_batch(const double* points, size_t num_points,
                                                 const size_t* q, size_t count, int* results,
                                                 size_t* first_error);
EXACTPRED_C_API int exactpred_insphere_sos_batch(const double* points, size_t num_points,
                                                 const size_t* q, size_t count, int* results,
                                                 size_t* first_error);
EXACTPRED_C_API int exactpred_power_incircle_sos_batch(const double* points, size_t num_points,
                                                       const size_t* q, size_t count, int* results,
                                                       size_t* first_error);
EXACTPRED_C_API int exactpred_power_insphere_sos_batch(const double* points, size_t num_points,
                                                       const size_t* q, size_t count, int* results,
                                                       size_t* first_error);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* EXACTPRED_EXACTPRED_H */
