// SPDX-License-Identifier: MIT
// bindings/js/src/glue.cpp — the functions the WebAssembly module exports to the JavaScript
// wrapper (lib/api.mjs): every scalar function of the registry (interfaces/predicates.py; the
// region between the GENERATED markers is written by scripts/generate-interfaces) on separate
// coordinates, and the batch predicates on arrays in the module's memory. No exception crosses
// into JavaScript: each is caught here, mapped by detail::current_failure (the mapping of the C
// interface and the nothrow forms), its message kept for exactpred_js_last_error(), and a
// status returned.
#include <emscripten/emscripten.h>

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string>
#include <type_traits>
#include <vector>

#include "exactpred/batch.hpp"
#include "exactpred/constructions.hpp"
#include "exactpred/core.hpp"
#include "exactpred/detail/failure.hpp"
#include "exactpred/implicit.hpp"
#include "exactpred/meshing.hpp"
#include "exactpred/planar.hpp"
#include "exactpred/sos.hpp"
#include "exactpred/spatial.hpp"
#include "exactpred/values.hpp"
#include "exactpred/volume.hpp"

namespace {

using exactpred::point2;
using exactpred::point3;
using exactpred::weighted_point2;
using exactpred::weighted_point3;

/// Returned instead of an answer when the input has no exact answer (see last_error); the
/// classifications return its negative (their codes are 0, 1, 2, ...).
constexpr int invalid = 2;
/// Returned for any other failure (a bug).
constexpr int internal = 3;
/// Returned when the library could not allocate memory (index.mjs throws a RangeError).
constexpr int out_of_memory = 4;

std::string last_error;

exactpred::sos_index index(double i) { return static_cast<exactpred::sos_index>(i); }

/// n points, x and y each, in the module's memory.
exactpred::point2_span polygon_of(const double* xy, std::size_t n) {
  return exactpred::point2_span(reinterpret_cast<const std::array<double, 2>*>(xy), n);
}

/// f(), or the status of its exception (its message kept in last_error).
template <class F>
int guarded(F f) noexcept {
  try {
    return f();
  } catch (...) {
    const exactpred::detail::failure e = exactpred::detail::current_failure();
    last_error = e.message;
    return exactpred::detail::code_of(e.kind, {invalid, invalid, out_of_memory, internal});
  }
}

/// A classification's code, or minus the status.
template <class F>
int guarded_code(F f) noexcept {
  int code = 0;
  const int status = guarded([&] {
    code = static_cast<int>(f());
    return 0;
  });
  return status == 0 ? code : -status;
}

/// The status of the last value call that failed (a value is never NaN: NaN says it failed).
int value_status = 0;

/// A value, or NaN with value_status and last_error set.
template <class F>
double guarded_value(F f) noexcept {
  double v = 0;
  const int status = guarded([&] {
    v = f();
    return 0;
  });
  if (status == 0) return v;
  value_status = status;
  return NAN;
}

/// The last constructed point: x, y, z (0 in 2D) and 1 when exact, else 0.
double construction_out[4];

/// Writes a constructed point to construction_out; the status (0, or an error code).
template <class F>
int guarded_point(F f) noexcept {
  return guarded([&] {
    const auto r = f();
    construction_out[0] = r.point.x;
    construction_out[1] = r.point.y;
    if constexpr (std::is_same_v<decltype(r), const exactpred::rounded_point3>) {
      construction_out[2] = r.point.z;
    } else {
      construction_out[2] = 0;
    }
    construction_out[3] = r.exact ? 1 : 0;
    return 0;
  });
}

/// The last winding number: the number, and 1 when the point is on the boundary.
double winding_out[2];

template <class F>
int guarded_winding(F f) noexcept {
  return guarded([&] {
    const exactpred::winding_result r = f();
    winding_out[0] = r.on_boundary ? 0.0 : static_cast<double>(r.number);
    winding_out[1] = r.on_boundary ? 1.0 : 0.0;
    return 0;
  });
}

/// The last convex hull's vertex positions (kept until the next hull).
std::vector<std::uint32_t> indices_out;

/// The number of positions, or minus the status.
template <class F>
int guarded_indices(F f) noexcept {
  const int status = guarded([&] {
    const std::vector<std::size_t> hull = f();
    indices_out.assign(hull.begin(), hull.end());
    return 0;
  });
  return status == 0 ? static_cast<int>(indices_out.size()) : -status;
}

}  // namespace

extern "C" {

/// Where the construction functions write their point, the winding number its answer and the
/// convex hull its positions.
EMSCRIPTEN_KEEPALIVE double* exactpred_js_construction_out() { return construction_out; }
EMSCRIPTEN_KEEPALIVE double* exactpred_js_winding_out() { return winding_out; }
EMSCRIPTEN_KEEPALIVE std::uint32_t* exactpred_js_indices_out() { return indices_out.data(); }

/// Why the last value call returned NaN (the codes above).
EMSCRIPTEN_KEEPALIVE int exactpred_js_value_status() { return value_status; }

/// The message of the last error (valid until the next failing call).
EMSCRIPTEN_KEEPALIVE const char* exactpred_js_last_error() { return last_error.c_str(); }

EMSCRIPTEN_KEEPALIVE const char* exactpred_js_version() { return exactpred::version_string; }

/// The predicates on implicit points (exactpred/implicit.hpp, as the C interface's
/// exactpred_implicit_predicate): the predicate's NUL-terminated name, the n points' kinds and
/// their doubles, in the module's memory. A sign, or a status.
EMSCRIPTEN_KEEPALIVE int exactpred_js_implicit_predicate(const char* name, const int* kinds, int n,
                                                         const double* coords) {
  return guarded([&] {
    return exactpred::to_int(exactpred::detail::implicit_predicate(name, kinds, n, coords));
  });
}

}  // extern "C"

namespace {

/// The batch predicates: `coords` holds num_points points (2 or 3 coordinates each, doubles or,
/// for the _f32 forms, floats: every float is exactly a double, so they are exact input too),
/// `q` the point indices of num_queries queries; the signs go to `out`. Returns 0, or a status.
template <int N, class T, class F>
int batch(F predicate, const T* coords, std::size_t num_points, const std::uint32_t* q,
          std::size_t num_queries, std::int8_t* out) {
  using point = std::array<T, N>;  // read in place by the span (exactpred/point_span.hpp)
  return guarded([&] {
    predicate(exactpred::point_span<N>(reinterpret_cast<const point*>(coords), num_points), q,
              num_queries, reinterpret_cast<exactpred::sign*>(out));
    return 0;
  });
}

}  // namespace

extern "C" {

/// The library's batch function (one of its overloads).
#define EXACTPRED_JS_BATCH_CALL(NAME, N)                                               \
  [](exactpred::point_span<N> points, const std::uint32_t* q, std::size_t num_queries, \
     exactpred::sign* out) { exactpred::NAME##_batch(points, q, num_queries, out); }

#define EXACTPRED_JS_BATCH(NAME, N)                                                             \
  EMSCRIPTEN_KEEPALIVE int exactpred_js_##NAME##_batch(                                         \
      const double* coords, std::size_t num_points, const std::uint32_t* q,                     \
      std::size_t num_queries, std::int8_t* out) {                                              \
    return batch<N>(EXACTPRED_JS_BATCH_CALL(NAME, N), coords, num_points, q, num_queries, out); \
  }                                                                                             \
  EMSCRIPTEN_KEEPALIVE int exactpred_js_##NAME##_batch_f32(                                     \
      const float* coords, std::size_t num_points, const std::uint32_t* q,                      \
      std::size_t num_queries, std::int8_t* out) {                                              \
    return batch<N>(EXACTPRED_JS_BATCH_CALL(NAME, N), coords, num_points, q, num_queries, out); \
  }
EXACTPRED_JS_BATCH(orient2d, 2)
EXACTPRED_JS_BATCH(orient3d, 3)
EXACTPRED_JS_BATCH(incircle, 2)
EXACTPRED_JS_BATCH(insphere, 3)
#undef EXACTPRED_JS_BATCH
#undef EXACTPRED_JS_BATCH_CALL

// The scalar functions of the registry, with the wrapper (lib/api.mjs) as their only caller:
// coordinates as doubles; SoS indices as doubles too (JavaScript numbers; the wrapper checks
// that they are safe non-negative integers, so the conversion is exact); polygons in the
// module's memory, copied there by the wrapper; fill rules and flags as ints.
// BEGIN GENERATED by scripts/generate-interfaces: do not edit
// clang-format off
EMSCRIPTEN_KEEPALIVE int exactpred_js_orient2d(double ax, double ay, double bx, double by,
    double cx, double cy) {
  return guarded([&] { return exactpred::to_int(exactpred::orient2d(point2{ax, ay}, point2{bx, by},
      point2{cx, cy})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_orient3d(double ax, double ay, double az, double bx,
    double by, double bz, double cx, double cy, double cz, double dx, double dy, double dz) {
  return guarded([&] { return exactpred::to_int(exactpred::orient3d(point3{ax, ay, az}, point3{bx,
      by, bz}, point3{cx, cy, cz}, point3{dx, dy, dz})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_incircle(double ax, double ay, double bx, double by,
    double cx, double cy, double dx, double dy) {
  return guarded([&] { return exactpred::to_int(exactpred::incircle(point2{ax, ay}, point2{bx, by},
      point2{cx, cy}, point2{dx, dy})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_insphere(double ax, double ay, double az, double bx,
    double by, double bz, double cx, double cy, double cz, double dx, double dy, double dz,
    double ex, double ey, double ez) {
  return guarded([&] { return exactpred::to_int(exactpred::insphere(point3{ax, ay, az}, point3{bx,
      by, bz}, point3{cx, cy, cz}, point3{dx, dy, dz}, point3{ex, ey, ez})); });
}
EMSCRIPTEN_KEEPALIVE double exactpred_js_orient2d_value(double ax, double ay, double bx, double by,
    double cx, double cy) {
  return guarded_value([&] { return exactpred::orient2d_value(point2{ax, ay}, point2{bx, by},
      point2{cx, cy}); });
}
EMSCRIPTEN_KEEPALIVE double exactpred_js_orient3d_value(double ax, double ay, double az, double bx,
    double by, double bz, double cx, double cy, double cz, double dx, double dy, double dz) {
  return guarded_value([&] { return exactpred::orient3d_value(point3{ax, ay, az}, point3{bx, by,
      bz}, point3{cx, cy, cz}, point3{dx, dy, dz}); });
}
EMSCRIPTEN_KEEPALIVE double exactpred_js_incircle_value(double ax, double ay, double bx, double by,
    double cx, double cy, double dx, double dy) {
  return guarded_value([&] { return exactpred::incircle_value(point2{ax, ay}, point2{bx, by},
      point2{cx, cy}, point2{dx, dy}); });
}
EMSCRIPTEN_KEEPALIVE double exactpred_js_insphere_value(double ax, double ay, double az, double bx,
    double by, double bz, double cx, double cy, double cz, double dx, double dy, double dz,
    double ex, double ey, double ez) {
  return guarded_value([&] { return exactpred::insphere_value(point3{ax, ay, az}, point3{bx, by,
      bz}, point3{cx, cy, cz}, point3{dx, dy, dz}, point3{ex, ey, ez}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_ssi_rounded(double ax, double ay, double bx, double by,
    double cx, double cy, double dx, double dy) {
  return guarded_point([&] { return exactpred::rounded(exactpred::ssi{point2{ax, ay}, point2{bx,
      by}, point2{cx, cy}, point2{dx, dy}}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_lpi_rounded(double px, double py, double pz, double qx,
    double qy, double qz, double ax, double ay, double az, double bx, double by, double bz,
    double cx, double cy, double cz) {
  return guarded_point([&] { return exactpred::rounded(exactpred::lpi{point3{px, py, pz}, point3{qx,
      qy, qz}, point3{ax, ay, az}, point3{bx, by, bz}, point3{cx, cy, cz}}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_tpi_rounded(double a1x, double a1y, double a1z, double b1x,
    double b1y, double b1z, double c1x, double c1y, double c1z, double a2x, double a2y, double a2z,
    double b2x, double b2y, double b2z, double c2x, double c2y, double c2z, double a3x, double a3y,
    double a3z, double b3x, double b3y, double b3z, double c3x, double c3y, double c3z) {
  return guarded_point([&] { return exactpred::rounded(exactpred::tpi{point3{a1x, a1y, a1z},
      point3{b1x, b1y, b1z}, point3{c1x, c1y, c1z}, point3{a2x, a2y, a2z}, point3{b2x, b2y, b2z},
      point3{c2x, c2y, c2z}, point3{a3x, a3y, a3z}, point3{b3x, b3y, b3z}, point3{c3x, c3y,
      c3z}}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_circumcenter_2d(double ax, double ay, double bx, double by,
    double cx, double cy) {
  return guarded_point([&] { return exactpred::circumcenter(point2{ax, ay}, point2{bx, by},
      point2{cx, cy}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_circumcenter_triangle_3d(double ax, double ay, double az,
    double bx, double by, double bz, double cx, double cy, double cz) {
  return guarded_point([&] { return exactpred::circumcenter(point3{ax, ay, az}, point3{bx, by, bz},
      point3{cx, cy, cz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_circumcenter_3d(double ax, double ay, double az, double bx,
    double by, double bz, double cx, double cy, double cz, double dx, double dy, double dz) {
  return guarded_point([&] { return exactpred::circumcenter(point3{ax, ay, az}, point3{bx, by, bz},
      point3{cx, cy, cz}, point3{dx, dy, dz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_orient2d_sos(double ax, double ay, double bx, double by,
    double cx, double cy, double ia, double ib, double ic) {
  return guarded([&] { return exactpred::to_int(exactpred::orient2d_sos(point2{ax, ay}, point2{bx,
      by}, point2{cx, cy}, index(ia), index(ib), index(ic))); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_orient3d_sos(double ax, double ay, double az, double bx,
    double by, double bz, double cx, double cy, double cz, double dx, double dy, double dz,
    double ia, double ib, double ic, double id) {
  return guarded([&] { return exactpred::to_int(exactpred::orient3d_sos(point3{ax, ay, az},
      point3{bx, by, bz}, point3{cx, cy, cz}, point3{dx, dy, dz}, index(ia), index(ib), index(ic),
      index(id))); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_incircle_sos(double ax, double ay, double bx, double by,
    double cx, double cy, double dx, double dy, double ia, double ib, double ic, double id) {
  return guarded([&] { return exactpred::to_int(exactpred::incircle_sos(point2{ax, ay}, point2{bx,
      by}, point2{cx, cy}, point2{dx, dy}, index(ia), index(ib), index(ic), index(id))); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_insphere_sos(double ax, double ay, double az, double bx,
    double by, double bz, double cx, double cy, double cz, double dx, double dy, double dz,
    double ex, double ey, double ez, double ia, double ib, double ic, double id, double ie) {
  return guarded([&] { return exactpred::to_int(exactpred::insphere_sos(point3{ax, ay, az},
      point3{bx, by, bz}, point3{cx, cy, cz}, point3{dx, dy, dz}, point3{ex, ey, ez}, index(ia),
      index(ib), index(ic), index(id), index(ie))); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_power_incircle_sos(double ax, double ay, double aw, double bx,
    double by, double bw, double cx, double cy, double cw, double dx, double dy, double dw,
    double ia, double ib, double ic, double id) {
  return guarded([&] { return exactpred::to_int(exactpred::power_incircle_sos(weighted_point2{ax,
      ay, aw}, weighted_point2{bx, by, bw}, weighted_point2{cx, cy, cw}, weighted_point2{dx, dy,
      dw}, index(ia), index(ib), index(ic), index(id))); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_power_insphere_sos(double ax, double ay, double az, double aw,
    double bx, double by, double bz, double bw, double cx, double cy, double cz, double cw,
    double dx, double dy, double dz, double dw, double ex, double ey, double ez, double ew,
    double ia, double ib, double ic, double id, double ie) {
  return guarded([&] { return exactpred::to_int(exactpred::power_insphere_sos(weighted_point3{ax,
      ay, az, aw}, weighted_point3{bx, by, bz, bw}, weighted_point3{cx, cy, cz, cw},
      weighted_point3{dx, dy, dz, dw}, weighted_point3{ex, ey, ez, ew}, index(ia), index(ib),
      index(ic), index(id), index(ie))); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_compare_xy(double ax, double ay, double bx, double by) {
  return guarded([&] { return exactpred::to_int(exactpred::compare_xy(point2{ax, ay}, point2{bx,
      by})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_compare_xyz(double ax, double ay, double az, double bx,
    double by, double bz) {
  return guarded([&] { return exactpred::to_int(exactpred::compare_xyz(point3{ax, ay, az},
      point3{bx, by, bz})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_coplanar_orientation_3(double ax, double ay, double az,
    double bx, double by, double bz, double cx, double cy, double cz) {
  return guarded([&] { return exactpred::to_int(exactpred::coplanar_orientation(point3{ax, ay, az},
      point3{bx, by, bz}, point3{cx, cy, cz})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_coplanar_orientation(double ax, double ay, double az,
    double bx, double by, double bz, double cx, double cy, double cz, double dx, double dy,
    double dz) {
  return guarded([&] { return exactpred::to_int(exactpred::coplanar_orientation(point3{ax, ay, az},
      point3{bx, by, bz}, point3{cx, cy, cz}, point3{dx, dy, dz})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_coplanar_side_of_bounded_circle(double ax, double ay,
    double az, double bx, double by, double bz, double cx, double cy, double cz, double dx,
    double dy, double dz) {
  return guarded([&] { return exactpred::to_int(exactpred::coplanar_side_of_bounded_circle(point3{ax,
      ay, az}, point3{bx, by, bz}, point3{cx, cy, cz}, point3{dx, dy, dz})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_power_incircle(double ax, double ay, double aw, double bx,
    double by, double bw, double cx, double cy, double cw, double dx, double dy, double dw) {
  return guarded([&] { return exactpred::to_int(exactpred::power_incircle(weighted_point2{ax, ay,
      aw}, weighted_point2{bx, by, bw}, weighted_point2{cx, cy, cw}, weighted_point2{dx, dy,
      dw})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_power_insphere(double ax, double ay, double az, double aw,
    double bx, double by, double bz, double bw, double cx, double cy, double cz, double cw,
    double dx, double dy, double dz, double dw, double ex, double ey, double ez, double ew) {
  return guarded([&] { return exactpred::to_int(exactpred::power_insphere(weighted_point3{ax, ay,
      az, aw}, weighted_point3{bx, by, bz, bw}, weighted_point3{cx, cy, cz, cw}, weighted_point3{dx,
      dy, dz, dw}, weighted_point3{ex, ey, ez, ew})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_compare_power_distance_2(double px, double py, double qx,
    double qy, double qw, double rx, double ry, double rw) {
  return guarded([&] { return exactpred::to_int(exactpred::compare_power_distance_2(point2{px, py},
      weighted_point2{qx, qy, qw}, weighted_point2{rx, ry, rw})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_compare_power_distance_3(double px, double py, double pz,
    double qx, double qy, double qz, double qw, double rx, double ry, double rz, double rw) {
  return guarded([&] { return exactpred::to_int(exactpred::compare_power_distance_3(point3{px, py,
      pz}, weighted_point3{qx, qy, qz, qw}, weighted_point3{rx, ry, rz, rw})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_side_of_diametral_circle(double px, double py, double qx,
    double qy, double tx, double ty) {
  return guarded([&] { return exactpred::to_int(exactpred::side_of_diametral_circle(point2{px, py},
      point2{qx, qy}, point2{tx, ty})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_side_of_diametral_sphere(double px, double py, double pz,
    double qx, double qy, double qz, double tx, double ty, double tz) {
  return guarded([&] { return exactpred::to_int(exactpred::side_of_diametral_sphere(point3{px, py,
      pz}, point3{qx, qy, qz}, point3{tx, ty, tz})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_same_side_2d(double px, double py, double qx, double qy,
    double ax, double ay, double bx, double by) {
  return guarded([&] { return exactpred::to_int(exactpred::same_side_2d(point2{px, py}, point2{qx,
      qy}, point2{ax, ay}, point2{bx, by})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_segment_intersect_2d(double p1x, double p1y, double p2x,
    double p2y, double q1x, double q1y, double q2x, double q2y) {
  return guarded_code([&] { return exactpred::segment_intersect_2d(point2{p1x, p1y}, point2{p2x,
      p2y}, point2{q1x, q1y}, point2{q2x, q2y}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_point_in_triangle_2d(double px, double py, double ax,
    double ay, double bx, double by, double cx, double cy) {
  return guarded_code([&] { return exactpred::point_in_triangle_2d(point2{px, py}, point2{ax, ay},
      point2{bx, by}, point2{cx, cy}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_compare_distance_2d(double px, double py, double qx,
    double qy, double rx, double ry) {
  return guarded([&] { return exactpred::to_int(exactpred::compare_distance_2d(point2{px, py},
      point2{qx, qy}, point2{rx, ry})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_polygon_orientation(const double* polygon,
    std::size_t polygon_size) {
  return guarded([&] { return exactpred::to_int(exactpred::polygon_orientation(polygon_of(polygon,
      polygon_size))); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_winding_number(double px, double py, const double* polygon,
    std::size_t polygon_size) {
  return guarded_winding([&] { return exactpred::winding_number(point2{px, py}, polygon_of(polygon,
      polygon_size)); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_point_in_polygon(double px, double py, const double* polygon,
    std::size_t polygon_size, int rule) {
  return guarded_code([&] { return exactpred::point_in_polygon(point2{px, py}, polygon_of(polygon,
      polygon_size), static_cast<exactpred::fill_rule>(rule)); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_convex_hull(const double* points, std::size_t points_size,
    int keep_collinear) {
  return guarded_indices([&] { return exactpred::convex_hull(polygon_of(points, points_size),
      keep_collinear != 0); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_convex_polygons_intersect(const double* a, std::size_t a_size,
    const double* b, std::size_t b_size) {
  return guarded_code([&] { return exactpred::convex_polygons_intersect(polygon_of(a, a_size),
      polygon_of(b, b_size)); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_same_side_3d(double px, double py, double pz, double qx,
    double qy, double qz, double ax, double ay, double az, double bx, double by, double bz,
    double cx, double cy, double cz) {
  return guarded([&] { return exactpred::to_int(exactpred::same_side_3d(point3{px, py, pz},
      point3{qx, qy, qz}, point3{ax, ay, az}, point3{bx, by, bz}, point3{cx, cy, cz})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_same_side_line_3d(double px, double py, double pz, double qx,
    double qy, double qz, double ax, double ay, double az, double bx, double by, double bz) {
  return guarded([&] { return exactpred::to_int(exactpred::same_side_line_3d(point3{px, py, pz},
      point3{qx, qy, qz}, point3{ax, ay, az}, point3{bx, by, bz})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_segment_intersect_3d(double p1x, double p1y, double p1z,
    double p2x, double p2y, double p2z, double q1x, double q1y, double q1z, double q2x, double q2y,
    double q2z) {
  return guarded_code([&] { return exactpred::segment_intersect_3d(point3{p1x, p1y, p1z},
      point3{p2x, p2y, p2z}, point3{q1x, q1y, q1z}, point3{q2x, q2y, q2z}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_point_in_triangle_3d(double px, double py, double pz,
    double ax, double ay, double az, double bx, double by, double bz, double cx, double cy,
    double cz) {
  return guarded_code([&] { return exactpred::point_in_triangle_3d(point3{px, py, pz}, point3{ax,
      ay, az}, point3{bx, by, bz}, point3{cx, cy, cz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_ray_plane(double ox, double oy, double oz, double dx,
    double dy, double dz, double cx, double cy, double cz, double nx, double ny, double nz) {
  return guarded_code([&] { return exactpred::ray_plane(point3{ox, oy, oz}, point3{dx, dy, dz},
      point3{cx, cy, cz}, point3{nx, ny, nz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_segment_plane(double px, double py, double pz, double qx,
    double qy, double qz, double cx, double cy, double cz, double nx, double ny, double nz) {
  return guarded_code([&] { return exactpred::segment_plane(point3{px, py, pz}, point3{qx, qy, qz},
      point3{cx, cy, cz}, point3{nx, ny, nz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_segment_triangle_3d(double px, double py, double pz,
    double qx, double qy, double qz, double ax, double ay, double az, double bx, double by,
    double bz, double cx, double cy, double cz) {
  return guarded_code([&] { return exactpred::segment_triangle_3d(point3{px, py, pz}, point3{qx, qy,
      qz}, point3{ax, ay, az}, point3{bx, by, bz}, point3{cx, cy, cz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_ray_triangle_3d(double ox, double oy, double oz, double dx,
    double dy, double dz, double ax, double ay, double az, double bx, double by, double bz,
    double cx, double cy, double cz) {
  return guarded_code([&] { return exactpred::ray_triangle_3d(point3{ox, oy, oz}, point3{dx, dy,
      dz}, point3{ax, ay, az}, point3{bx, by, bz}, point3{cx, cy, cz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_compare_distance_3d(double px, double py, double pz,
    double qx, double qy, double qz, double rx, double ry, double rz) {
  return guarded([&] { return exactpred::to_int(exactpred::compare_distance_3d(point3{px, py, pz},
      point3{qx, qy, qz}, point3{rx, ry, rz})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_closest_feature_3d(double px, double py, double pz, double ax,
    double ay, double az, double bx, double by, double bz, double cx, double cy, double cz) {
  return guarded_code([&] { return exactpred::closest_feature_3d(point3{px, py, pz}, point3{ax, ay,
      az}, point3{bx, by, bz}, point3{cx, cy, cz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_compare_distance_point_plane(double cx, double cy, double cz,
    double nx, double ny, double nz, double px, double py, double pz, double qx, double qy,
    double qz) {
  return guarded([&] { return exactpred::to_int(exactpred::compare_distance_point_plane(point3{cx,
      cy, cz}, point3{nx, ny, nz}, point3{px, py, pz}, point3{qx, qy, qz})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_compare_distance_point_line_3d(double ax, double ay,
    double az, double bx, double by, double bz, double px, double py, double pz, double qx,
    double qy, double qz) {
  return guarded([&] { return exactpred::to_int(exactpred::compare_distance_point_line_3d(point3{ax,
      ay, az}, point3{bx, by, bz}, point3{px, py, pz}, point3{qx, qy, qz})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_compare_distance_point_segment_3d(double ax, double ay,
    double az, double bx, double by, double bz, double px, double py, double pz, double qx,
    double qy, double qz) {
  return guarded([&] { return exactpred::to_int(exactpred::compare_distance_point_segment_3d(point3{ax,
      ay, az}, point3{bx, by, bz}, point3{px, py, pz}, point3{qx, qy, qz})); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_closest_feature_segment_segment_3d(double p1x, double p1y,
    double p1z, double p2x, double p2y, double p2z, double q1x, double q1y, double q1z, double q2x,
    double q2y, double q2z) {
  return guarded_code([&] { return exactpred::closest_feature_segment_segment_3d(point3{p1x, p1y,
      p1z}, point3{p2x, p2y, p2z}, point3{q1x, q1y, q1z}, point3{q2x, q2y, q2z}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_closest_feature_segment_triangle(double px, double py,
    double pz, double qx, double qy, double qz, double ax, double ay, double az, double bx,
    double by, double bz, double cx, double cy, double cz) {
  return guarded_code([&] { return exactpred::closest_feature_segment_triangle(point3{px, py, pz},
      point3{qx, qy, qz}, point3{ax, ay, az}, point3{bx, by, bz}, point3{cx, cy, cz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_point_sphere(double cx, double cy, double cz, double r,
    double px, double py, double pz) {
  return guarded_code([&] { return exactpred::point_sphere(point3{cx, cy, cz}, r, point3{px, py,
      pz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_sphere_sphere(double c1x, double c1y, double c1z, double r1,
    double c2x, double c2y, double c2z, double r2) {
  return guarded_code([&] { return exactpred::sphere_sphere(point3{c1x, c1y, c1z}, r1, point3{c2x,
      c2y, c2z}, r2); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_segment_sphere(double cx, double cy, double cz, double r,
    double px, double py, double pz, double qx, double qy, double qz) {
  return guarded_code([&] { return exactpred::segment_sphere(point3{cx, cy, cz}, r, point3{px, py,
      pz}, point3{qx, qy, qz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_triangle_sphere(double cx, double cy, double cz, double r,
    double ax, double ay, double az, double bx, double by, double bz, double tx, double ty,
    double tz) {
  return guarded_code([&] { return exactpred::triangle_sphere(point3{cx, cy, cz}, r, point3{ax, ay,
      az}, point3{bx, by, bz}, point3{tx, ty, tz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_segment_box_3d(double px, double py, double pz, double qx,
    double qy, double qz, double lox, double loy, double loz, double hix, double hiy, double hiz) {
  return guarded_code([&] { return exactpred::segment_box_3d(point3{px, py, pz}, point3{qx, qy, qz},
      point3{lox, loy, loz}, point3{hix, hiy, hiz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_ray_box_3d(double ox, double oy, double oz, double dx,
    double dy, double dz, double lox, double loy, double loz, double hix, double hiy, double hiz) {
  return guarded_code([&] { return exactpred::ray_box_3d(point3{ox, oy, oz}, point3{dx, dy, dz},
      point3{lox, loy, loz}, point3{hix, hiy, hiz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_box_box_3d(double alox, double aloy, double aloz, double ahix,
    double ahiy, double ahiz, double blox, double bloy, double bloz, double bhix, double bhiy,
    double bhiz) {
  return guarded_code([&] { return exactpred::box_box_3d(point3{alox, aloy, aloz}, point3{ahix,
      ahiy, ahiz}, point3{blox, bloy, bloz}, point3{bhix, bhiy, bhiz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_box_sphere(double cx, double cy, double cz, double r,
    double lox, double loy, double loz, double hix, double hiy, double hiz) {
  return guarded_code([&] { return exactpred::box_sphere(point3{cx, cy, cz}, r, point3{lox, loy,
      loz}, point3{hix, hiy, hiz}); });
}
EMSCRIPTEN_KEEPALIVE int exactpred_js_capsule_box(double px, double py, double pz, double qx,
    double qy, double qz, double r, double lox, double loy, double loz, double hix, double hiy,
    double hiz) {
  return guarded_code([&] { return exactpred::capsule_box(point3{px, py, pz}, point3{qx, qy, qz}, r,
      point3{lox, loy, loz}, point3{hix, hiy, hiz}); });
}
// clang-format on
// END GENERATED

}  // extern "C"
