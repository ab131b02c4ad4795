// SPDX-License-Identifier: MIT
// bindings/js/src/glue.cpp — the functions the WebAssembly module exports to the JavaScript
// wrapper (index.mjs): the core predicates on separate coordinates and the batch predicates on
// arrays in the module's memory. No exception crosses into JavaScript: an invalid_input (or a
// std::bad_alloc) is caught here, its message kept for exactpred_js_last_error(), and a status
// returned.
#include <emscripten/emscripten.h>

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <new>
#include <string>
#include <type_traits>

#include "exactpred/batch.hpp"
#include "exactpred/constructions.hpp"
#include "exactpred/core.hpp"
#include "exactpred/sos.hpp"
#include "exactpred/values.hpp"

namespace {

using exactpred::point2;
using exactpred::point3;

/// Returned instead of a sign when the input has no exact answer (see last_error).
constexpr int invalid = 2;
/// Returned for any other failure (a bug).
constexpr int internal = 3;
/// Returned when the library could not allocate memory (index.mjs throws a RangeError).
constexpr int out_of_memory = 4;

std::string last_error;

exactpred::sos_index index(double i) { return static_cast<exactpred::sos_index>(i); }

template <class F>
int guarded(F f) noexcept {
  try {
    return f();
  } catch (const exactpred::invalid_input& e) {
    last_error = e.what();
    return invalid;
  } catch (const std::bad_alloc& e) {
    last_error = e.what();
    return out_of_memory;
  } catch (const std::exception& e) {
    last_error = e.what();
    return internal;
  } catch (...) {
    last_error = "unknown error";
    return internal;
  }
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

point3 p3_at(const double* x) { return {x[0], x[1], x[2]}; }

}  // namespace

extern "C" {

/// Where the construction functions below write their point.
EMSCRIPTEN_KEEPALIVE double* exactpred_js_construction_out() { return construction_out; }

/// The correctly rounded constructions (exactpred/constructions.hpp): the point to
/// construction_out, and the status.
EMSCRIPTEN_KEEPALIVE int exactpred_js_ssi_rounded(double ax, double ay, double bx, double by,
                                                  double cx, double cy, double dx, double dy) {
  return guarded_point([&] {
    return exactpred::rounded(
        exactpred::ssi{point2{ax, ay}, point2{bx, by}, point2{cx, cy}, point2{dx, dy}});
  });
}

/// lpi and tpi take their coordinates from construction_in (15 or 27 doubles).
double construction_in[27];
EMSCRIPTEN_KEEPALIVE double* exactpred_js_construction_in() { return construction_in; }

EMSCRIPTEN_KEEPALIVE int exactpred_js_lpi_rounded() {
  const double* x = construction_in;
  return guarded_point([&] {
    return exactpred::rounded(
        exactpred::lpi{p3_at(x), p3_at(x + 3), p3_at(x + 6), p3_at(x + 9), p3_at(x + 12)});
  });
}

EMSCRIPTEN_KEEPALIVE int exactpred_js_tpi_rounded() {
  const double* x = construction_in;
  return guarded_point([&] {
    return exactpred::rounded(exactpred::tpi{p3_at(x), p3_at(x + 3), p3_at(x + 6), p3_at(x + 9),
                                             p3_at(x + 12), p3_at(x + 15), p3_at(x + 18),
                                             p3_at(x + 21), p3_at(x + 24)});
  });
}

EMSCRIPTEN_KEEPALIVE int exactpred_js_circumcenter_2d(double ax, double ay, double bx, double by,
                                                      double cx, double cy) {
  return guarded_point(
      [&] { return exactpred::circumcenter(point2{ax, ay}, point2{bx, by}, point2{cx, cy}); });
}

EMSCRIPTEN_KEEPALIVE int exactpred_js_circumcenter_triangle_3d(double ax, double ay, double az,
                                                               double bx, double by, double bz,
                                                               double cx, double cy, double cz) {
  return guarded_point([&] {
    return exactpred::circumcenter(point3{ax, ay, az}, point3{bx, by, bz}, point3{cx, cy, cz});
  });
}

EMSCRIPTEN_KEEPALIVE int exactpred_js_circumcenter_3d(double ax, double ay, double az, double bx,
                                                      double by, double bz, double cx, double cy,
                                                      double cz, double dx, double dy,
                                                      double dz) {
  return guarded_point([&] {
    return exactpred::circumcenter(point3{ax, ay, az}, point3{bx, by, bz}, point3{cx, cy, cz},
                                   point3{dx, dy, dz});
  });
}

/// Why the last value call returned NaN (the codes above).
EMSCRIPTEN_KEEPALIVE int exactpred_js_value_status() { return value_status; }

/// The message of the last error (valid until the next failing call).
EMSCRIPTEN_KEEPALIVE const char* exactpred_js_last_error() { return last_error.c_str(); }

EMSCRIPTEN_KEEPALIVE const char* exactpred_js_version() { return exactpred::version_string; }

EMSCRIPTEN_KEEPALIVE int exactpred_js_orient2d(double ax, double ay, double bx, double by,
                                               double cx, double cy) {
  return guarded([&] {
    return exactpred::to_int(exactpred::orient2d(point2{ax, ay}, point2{bx, by}, point2{cx, cy}));
  });
}

EMSCRIPTEN_KEEPALIVE int exactpred_js_orient3d(double ax, double ay, double az, double bx,
                                               double by, double bz, double cx, double cy,
                                               double cz, double dx, double dy, double dz) {
  return guarded([&] {
    return exactpred::to_int(exactpred::orient3d(point3{ax, ay, az}, point3{bx, by, bz},
                                                 point3{cx, cy, cz}, point3{dx, dy, dz}));
  });
}

EMSCRIPTEN_KEEPALIVE int exactpred_js_incircle(double ax, double ay, double bx, double by,
                                               double cx, double cy, double dx, double dy) {
  return guarded([&] {
    return exactpred::to_int(
        exactpred::incircle(point2{ax, ay}, point2{bx, by}, point2{cx, cy}, point2{dx, dy}));
  });
}

EMSCRIPTEN_KEEPALIVE int exactpred_js_insphere(double ax, double ay, double az, double bx,
                                               double by, double bz, double cx, double cy,
                                               double cz, double dx, double dy, double dz,
                                               double ex, double ey, double ez) {
  return guarded([&] {
    return exactpred::to_int(exactpred::insphere(point3{ax, ay, az}, point3{bx, by, bz},
                                                 point3{cx, cy, cz}, point3{dx, dy, dz},
                                                 point3{ex, ey, ez}));
  });
}

/// The correctly rounded values (exactpred/values.hpp), NaN when the input has no answer.
EMSCRIPTEN_KEEPALIVE double exactpred_js_orient2d_value(double ax, double ay, double bx,
                                                        double by, double cx, double cy) {
  return guarded_value(
      [&] { return exactpred::orient2d_value(point2{ax, ay}, point2{bx, by}, point2{cx, cy}); });
}

EMSCRIPTEN_KEEPALIVE double exactpred_js_orient3d_value(double ax, double ay, double az,
                                                        double bx, double by, double bz,
                                                        double cx, double cy, double cz,
                                                        double dx, double dy, double dz) {
  return guarded_value([&] {
    return exactpred::orient3d_value(point3{ax, ay, az}, point3{bx, by, bz}, point3{cx, cy, cz},
                                     point3{dx, dy, dz});
  });
}

EMSCRIPTEN_KEEPALIVE double exactpred_js_incircle_value(double ax, double ay, double bx,
                                                        double by, double cx, double cy,
                                                        double dx, double dy) {
  return guarded_value([&] {
    return exactpred::incircle_value(point2{ax, ay}, point2{bx, by}, point2{cx, cy},
                                     point2{dx, dy});
  });
}

EMSCRIPTEN_KEEPALIVE double exactpred_js_insphere_value(double ax, double ay, double az,
                                                        double bx, double by, double bz,
                                                        double cx, double cy, double cz,
                                                        double dx, double dy, double dz,
                                                        double ex, double ey, double ez) {
  return guarded_value([&] {
    return exactpred::insphere_value(point3{ax, ay, az}, point3{bx, by, bz}, point3{cx, cy, cz},
                                     point3{dx, dy, dz}, point3{ex, ey, ez});
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

// Symbolic perturbation. The indices arrive as doubles (JavaScript numbers; the wrapper checks
// that they are safe non-negative integers, so the conversion is exact).

EMSCRIPTEN_KEEPALIVE int exactpred_js_orient2d_sos(double ax, double ay, double bx, double by,
                                                   double cx, double cy, double ia, double ib,
                                                   double ic) {
  return guarded([&] {
    return exactpred::to_int(exactpred::orient2d_sos(point2{ax, ay}, point2{bx, by}, point2{cx, cy},
                                                     index(ia), index(ib), index(ic)));
  });
}

EMSCRIPTEN_KEEPALIVE int exactpred_js_orient3d_sos(double ax, double ay, double az, double bx,
                                                   double by, double bz, double cx, double cy,
                                                   double cz, double dx, double dy, double dz,
                                                   double ia, double ib, double ic, double id) {
  return guarded([&] {
    return exactpred::to_int(exactpred::orient3d_sos(point3{ax, ay, az}, point3{bx, by, bz},
                                                     point3{cx, cy, cz}, point3{dx, dy, dz},
                                                     index(ia), index(ib), index(ic), index(id)));
  });
}

EMSCRIPTEN_KEEPALIVE int exactpred_js_incircle_sos(double ax, double ay, double bx, double by,
                                                   double cx, double cy, double dx, double dy,
                                                   double ia, double ib, double ic, double id) {
  return guarded([&] {
    return exactpred::to_int(exactpred::incircle_sos(point2{ax, ay}, point2{bx, by}, point2{cx, cy},
                                                     point2{dx, dy}, index(ia), index(ib),
                                                     index(ic), index(id)));
  });
}

EMSCRIPTEN_KEEPALIVE int exactpred_js_insphere_sos(double ax, double ay, double az, double bx,
                                                   double by, double bz, double cx, double cy,
                                                   double cz, double dx, double dy, double dz,
                                                   double ex, double ey, double ez, double ia,
                                                   double ib, double ic, double id, double ie) {
  return guarded([&] {
    return exactpred::to_int(exactpred::insphere_sos(
        point3{ax, ay, az}, point3{bx, by, bz}, point3{cx, cy, cz}, point3{dx, dy, dz},
        point3{ex, ey, ez}, index(ia), index(ib), index(ic), index(id), index(ie)));
  });
}

}  // extern "C"
