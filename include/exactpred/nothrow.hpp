// SPDX-License-Identifier: MIT
// exactpred/nothrow.hpp — every predicate in a form that never throws, for code built with
// -fno-exceptions (or that does not want exceptions across its boundary).
//
// exactpred::nothrow::orient2d(a, b, c) and its siblings take the same arguments as the
// throwing forms (point2/point3 or any adapted point type; the caller's arrays as spans) and
// return a result<T>: the answer, or the failure — its kind and the message the throwing form
// would have thrown (truncated to result<T>::message_capacity - 1 characters). They are
// noexcept: no exception ever leaves them, whatever the input. The answers are the throwing
// forms' answers on every input those accept, at the same speed on the fast path (the core
// four run the same inline filter; the rest is compiled, where the exceptions are caught).
//
//   const auto r = exactpred::nothrow::orient2d(a, b, c);
//   if (!r) log_error(r.message());  // "orient2d: argument 2 of 6 (coordinate y of point a) is
//   NaN; ..." else use(r.value());
//
// Batch forms return the number of queries answered: out[0 .. value()) is written, also when
// an error stops the batch at query value().
#ifndef EXACTPRED_NOTHROW_HPP
#define EXACTPRED_NOTHROW_HPP

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

#include "exactpred/batch.hpp"
#include "exactpred/constructions.hpp"
#include "exactpred/core.hpp"
#include "exactpred/detail/words.hpp"
#include "exactpred/implicit.hpp"
#include "exactpred/meshing.hpp"
#include "exactpred/planar.hpp"
#include "exactpred/point.hpp"
#include "exactpred/point_span.hpp"
#include "exactpred/sign.hpp"
#include "exactpred/sos.hpp"
#include "exactpred/spatial.hpp"
#include "exactpred/values.hpp"
#include "exactpred/volume.hpp"

namespace exactpred {
inline namespace v0 {
namespace nothrow {

/// Why a call failed.
enum class error_kind : unsigned char {
  none,           ///< no failure: the result holds the answer
  invalid_input,  ///< what the throwing form reports with invalid_input (a non-finite
                  ///< coordinate, a negative radius, an empty polygon, an index out of range...)
  out_of_memory,  ///< an allocation failed (convex_hull's result)
  internal        ///< any other exception inside the library (none is known; reported, not lost)
};

/// "none", "invalid_input", "out_of_memory", "internal".
constexpr const char* to_string(error_kind e) noexcept {
  return detail::word_of(e, {"none", "invalid_input", "out_of_memory", "internal"});
}

/// The answer of a call, or why there is none.
template <class T>
class result {
 public:
  static constexpr std::size_t message_capacity = 200;

  result() noexcept(std::is_nothrow_default_constructible_v<T>) : value_() { message_[0] = '\0'; }

  /// Whether the call succeeded.
  bool ok() const noexcept { return error_ == error_kind::none; }
  explicit operator bool() const noexcept { return ok(); }
  /// The answer (value-initialised when the call failed).
  const T& value() const& noexcept { return value_; }
  T&& value() && noexcept { return std::move(value_); }
  error_kind error() const noexcept { return error_; }
  /// The failure's message ("" on success), NUL-terminated.
  const char* message() const noexcept { return message_; }

  /// Used by the library.
  void set_value(T v) noexcept(std::is_nothrow_move_assignable_v<T>) { value_ = std::move(v); }
  void set_error(error_kind e, const char* what) noexcept {
    error_ = e;
    std::size_t i = 0;
    for (; what != nullptr && what[i] != '\0' && i + 1 < message_capacity; ++i)
      message_[i] = what[i];
    message_[i] = '\0';
  }

 private:
  T value_;
  error_kind error_ = error_kind::none;
  char message_[message_capacity];
};

}  // namespace nothrow

namespace detail {
/// The compiled part of the core four: the stages after the inline filter, and the errors.
EXACTPRED_API void nothrow_orient2d(nothrow::result<sign>& r, const point2& a, const point2& b,
                                    const point2& c) noexcept;
EXACTPRED_API void nothrow_orient3d(nothrow::result<sign>& r, const point3& a, const point3& b,
                                    const point3& c, const point3& d) noexcept;
EXACTPRED_API void nothrow_incircle(nothrow::result<sign>& r, const point2& a, const point2& b,
                                    const point2& c, const point2& d) noexcept;
EXACTPRED_API void nothrow_insphere(nothrow::result<sign>& r, const point3& a, const point3& b,
                                    const point3& c, const point3& d, const point3& e) noexcept;
}  // namespace detail

namespace nothrow {

// The core predicates (core.hpp): the inline filter first, as in the throwing forms.
inline result<sign> orient2d(const point2& a, const point2& b, const point2& c) noexcept {
  result<sign> r;
  if (const auto s = exactpred::detail::inline_sign<exactpred::detail::orient2d_formula>(
          a.x, a.y, b.x, b.y, c.x, c.y)) {
    r.set_value(*s);
  } else {
    exactpred::detail::nothrow_orient2d(r, a, b, c);
  }
  return r;
}
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline result<sign> orient2d(const P& a, const P& b, const P& c) noexcept {
  return nothrow::orient2d(exactpred::detail::to_point2(a), exactpred::detail::to_point2(b),
                           exactpred::detail::to_point2(c));
}
inline result<sign> orient3d(const point3& a, const point3& b, const point3& c,
                             const point3& d) noexcept {
  result<sign> r;
  if (const auto s = exactpred::detail::inline_sign<exactpred::detail::orient3d_formula>(
          a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y, d.z)) {
    r.set_value(*s);
  } else {
    exactpred::detail::nothrow_orient3d(r, a, b, c, d);
  }
  return r;
}
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<sign> orient3d(const P& a, const P& b, const P& c, const P& d) noexcept {
  return nothrow::orient3d(exactpred::detail::to_point3(a), exactpred::detail::to_point3(b),
                           exactpred::detail::to_point3(c), exactpred::detail::to_point3(d));
}
inline result<sign> incircle(const point2& a, const point2& b, const point2& c,
                             const point2& d) noexcept {
  result<sign> r;
  if (const auto s = exactpred::detail::inline_sign<exactpred::detail::incircle_formula>(
          a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y)) {
    r.set_value(*s);
  } else {
    exactpred::detail::nothrow_incircle(r, a, b, c, d);
  }
  return r;
}
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline result<sign> incircle(const P& a, const P& b, const P& c, const P& d) noexcept {
  return nothrow::incircle(exactpred::detail::to_point2(a), exactpred::detail::to_point2(b),
                           exactpred::detail::to_point2(c), exactpred::detail::to_point2(d));
}
inline result<sign> insphere(const point3& a, const point3& b, const point3& c, const point3& d,
                             const point3& e) noexcept {
  result<sign> r;
  if (const auto s = exactpred::detail::inline_sign<exactpred::detail::insphere_formula>(
          a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y, d.z, e.x, e.y, e.z)) {
    r.set_value(*s);
  } else {
    exactpred::detail::nothrow_insphere(r, a, b, c, d, e);
  }
  return r;
}
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<sign> insphere(const P& a, const P& b, const P& c, const P& d, const P& e) noexcept {
  return nothrow::insphere(exactpred::detail::to_point3(a), exactpred::detail::to_point3(b),
                           exactpred::detail::to_point3(c), exactpred::detail::to_point3(d),
                           exactpred::detail::to_point3(e));
}
// BEGIN GENERATED by scripts/generate-interfaces: do not edit
// clang-format off
// The correctly rounded values (docs/SPEC.md section 11).
EXACTPRED_API result<double> orient2d_value(const point2& a, const point2& b,
    const point2& c) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline result<double> orient2d_value(const P& a, const P& b, const P& c) noexcept {
  return nothrow::orient2d_value(exactpred::detail::to_point2(a), exactpred::detail::to_point2(b),
      exactpred::detail::to_point2(c));
}
EXACTPRED_API result<double> orient3d_value(const point3& a, const point3& b, const point3& c,
    const point3& d) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<double> orient3d_value(const P& a, const P& b, const P& c, const P& d) noexcept {
  return nothrow::orient3d_value(exactpred::detail::to_point3(a), exactpred::detail::to_point3(b),
      exactpred::detail::to_point3(c), exactpred::detail::to_point3(d));
}
EXACTPRED_API result<double> incircle_value(const point2& a, const point2& b, const point2& c,
    const point2& d) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline result<double> incircle_value(const P& a, const P& b, const P& c, const P& d) noexcept {
  return nothrow::incircle_value(exactpred::detail::to_point2(a), exactpred::detail::to_point2(b),
      exactpred::detail::to_point2(c), exactpred::detail::to_point2(d));
}
EXACTPRED_API result<double> insphere_value(const point3& a, const point3& b, const point3& c,
    const point3& d, const point3& e) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<double> insphere_value(const P& a, const P& b, const P& c, const P& d,
    const P& e) noexcept {
  return nothrow::insphere_value(exactpred::detail::to_point3(a), exactpred::detail::to_point3(b),
      exactpred::detail::to_point3(c), exactpred::detail::to_point3(d),
      exactpred::detail::to_point3(e));
}
// The correctly rounded constructions (docs/SPEC.md section 11).
EXACTPRED_API result<rounded_point2> circumcenter(const point2& a, const point2& b,
    const point2& c) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline result<rounded_point2> circumcenter(const P& a, const P& b, const P& c) noexcept {
  return nothrow::circumcenter(exactpred::detail::to_point2(a), exactpred::detail::to_point2(b),
      exactpred::detail::to_point2(c));
}
EXACTPRED_API result<rounded_point3> circumcenter(const point3& a, const point3& b,
    const point3& c) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<rounded_point3> circumcenter(const P& a, const P& b, const P& c) noexcept {
  return nothrow::circumcenter(exactpred::detail::to_point3(a), exactpred::detail::to_point3(b),
      exactpred::detail::to_point3(c));
}
EXACTPRED_API result<rounded_point3> circumcenter(const point3& a, const point3& b, const point3& c,
    const point3& d) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<rounded_point3> circumcenter(const P& a, const P& b, const P& c,
    const P& d) noexcept {
  return nothrow::circumcenter(exactpred::detail::to_point3(a), exactpred::detail::to_point3(b),
      exactpred::detail::to_point3(c), exactpred::detail::to_point3(d));
}
// Symbolic perturbation (C++: exactpred/sos.hpp, exactpred/meshing.hpp).
EXACTPRED_API result<sign> orient2d_sos(const point2& a, const point2& b, const point2& c,
    sos_index ia, sos_index ib, sos_index ic) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline result<sign> orient2d_sos(const P& a, const P& b, const P& c, sos_index ia, sos_index ib,
    sos_index ic) noexcept {
  return nothrow::orient2d_sos(exactpred::detail::to_point2(a), exactpred::detail::to_point2(b),
      exactpred::detail::to_point2(c), ia, ib, ic);
}
EXACTPRED_API result<sign> orient3d_sos(const point3& a, const point3& b, const point3& c,
    const point3& d, sos_index ia, sos_index ib, sos_index ic, sos_index id) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<sign> orient3d_sos(const P& a, const P& b, const P& c, const P& d, sos_index ia,
    sos_index ib, sos_index ic, sos_index id) noexcept {
  return nothrow::orient3d_sos(exactpred::detail::to_point3(a), exactpred::detail::to_point3(b),
      exactpred::detail::to_point3(c), exactpred::detail::to_point3(d), ia, ib, ic, id);
}
EXACTPRED_API result<sign> incircle_sos(const point2& a, const point2& b, const point2& c,
    const point2& d, sos_index ia, sos_index ib, sos_index ic, sos_index id) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline result<sign> incircle_sos(const P& a, const P& b, const P& c, const P& d, sos_index ia,
    sos_index ib, sos_index ic, sos_index id) noexcept {
  return nothrow::incircle_sos(exactpred::detail::to_point2(a), exactpred::detail::to_point2(b),
      exactpred::detail::to_point2(c), exactpred::detail::to_point2(d), ia, ib, ic, id);
}
EXACTPRED_API result<sign> insphere_sos(const point3& a, const point3& b, const point3& c,
    const point3& d, const point3& e, sos_index ia, sos_index ib, sos_index ic, sos_index id,
    sos_index ie) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<sign> insphere_sos(const P& a, const P& b, const P& c, const P& d, const P& e,
    sos_index ia, sos_index ib, sos_index ic, sos_index id, sos_index ie) noexcept {
  return nothrow::insphere_sos(exactpred::detail::to_point3(a), exactpred::detail::to_point3(b),
      exactpred::detail::to_point3(c), exactpred::detail::to_point3(d),
      exactpred::detail::to_point3(e), ia, ib, ic, id, ie);
}
EXACTPRED_API result<sign> power_incircle_sos(const weighted_point2& a, const weighted_point2& b,
    const weighted_point2& c, const weighted_point2& d, sos_index ia, sos_index ib, sos_index ic,
    sos_index id) noexcept;
EXACTPRED_API result<sign> power_insphere_sos(const weighted_point3& a, const weighted_point3& b,
    const weighted_point3& c, const weighted_point3& d, const weighted_point3& e, sos_index ia,
    sos_index ib, sos_index ic, sos_index id, sos_index ie) noexcept;
// The meshing predicates (C++: exactpred/meshing.hpp).
EXACTPRED_API result<sign> compare_xy(const point2& a, const point2& b) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline result<sign> compare_xy(const P& a, const P& b) noexcept {
  return nothrow::compare_xy(exactpred::detail::to_point2(a), exactpred::detail::to_point2(b));
}
EXACTPRED_API result<sign> compare_xyz(const point3& a, const point3& b) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<sign> compare_xyz(const P& a, const P& b) noexcept {
  return nothrow::compare_xyz(exactpred::detail::to_point3(a), exactpred::detail::to_point3(b));
}
EXACTPRED_API result<sign> coplanar_orientation(const point3& a, const point3& b,
    const point3& c) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<sign> coplanar_orientation(const P& a, const P& b, const P& c) noexcept {
  return nothrow::coplanar_orientation(exactpred::detail::to_point3(a),
      exactpred::detail::to_point3(b), exactpred::detail::to_point3(c));
}
EXACTPRED_API result<sign> coplanar_orientation(const point3& a, const point3& b, const point3& c,
    const point3& d) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<sign> coplanar_orientation(const P& a, const P& b, const P& c, const P& d) noexcept {
  return nothrow::coplanar_orientation(exactpred::detail::to_point3(a),
      exactpred::detail::to_point3(b), exactpred::detail::to_point3(c),
      exactpred::detail::to_point3(d));
}
EXACTPRED_API result<sign> coplanar_side_of_bounded_circle(const point3& a, const point3& b,
    const point3& c, const point3& d) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<sign> coplanar_side_of_bounded_circle(const P& a, const P& b, const P& c,
    const P& d) noexcept {
  return nothrow::coplanar_side_of_bounded_circle(exactpred::detail::to_point3(a),
      exactpred::detail::to_point3(b), exactpred::detail::to_point3(c),
      exactpred::detail::to_point3(d));
}
EXACTPRED_API result<sign> power_incircle(const weighted_point2& a, const weighted_point2& b,
    const weighted_point2& c, const weighted_point2& d) noexcept;
EXACTPRED_API result<sign> power_insphere(const weighted_point3& a, const weighted_point3& b,
    const weighted_point3& c, const weighted_point3& d, const weighted_point3& e) noexcept;
EXACTPRED_API result<sign> compare_power_distance_2(const point2& p, const weighted_point2& q,
    const weighted_point2& r) noexcept;
EXACTPRED_API result<sign> compare_power_distance_3(const point3& p, const weighted_point3& q,
    const weighted_point3& r) noexcept;
EXACTPRED_API result<sign> side_of_diametral_circle(const point2& p, const point2& q,
    const point2& t) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline result<sign> side_of_diametral_circle(const P& p, const P& q, const P& t) noexcept {
  return nothrow::side_of_diametral_circle(exactpred::detail::to_point2(p),
      exactpred::detail::to_point2(q), exactpred::detail::to_point2(t));
}
EXACTPRED_API result<sign> side_of_diametral_sphere(const point3& p, const point3& q,
    const point3& t) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<sign> side_of_diametral_sphere(const P& p, const P& q, const P& t) noexcept {
  return nothrow::side_of_diametral_sphere(exactpred::detail::to_point3(p),
      exactpred::detail::to_point3(q), exactpred::detail::to_point3(t));
}
// Planar predicates, polygons and point sets (C++: exactpred/planar.hpp).
EXACTPRED_API result<sign> same_side_2d(const point2& p, const point2& q, const point2& a,
    const point2& b) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline result<sign> same_side_2d(const P& p, const P& q, const P& a, const P& b) noexcept {
  return nothrow::same_side_2d(exactpred::detail::to_point2(p), exactpred::detail::to_point2(q),
      exactpred::detail::to_point2(a), exactpred::detail::to_point2(b));
}
EXACTPRED_API result<segment_relation> segment_intersect_2d(const point2& p1, const point2& p2,
    const point2& q1, const point2& q2) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline result<segment_relation> segment_intersect_2d(const P& p1, const P& p2, const P& q1,
    const P& q2) noexcept {
  return nothrow::segment_intersect_2d(exactpred::detail::to_point2(p1),
      exactpred::detail::to_point2(p2), exactpred::detail::to_point2(q1),
      exactpred::detail::to_point2(q2));
}
EXACTPRED_API result<triangle_location> point_in_triangle_2d(const point2& p, const point2& a,
    const point2& b, const point2& c) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline result<triangle_location> point_in_triangle_2d(const P& p, const P& a, const P& b,
    const P& c) noexcept {
  return nothrow::point_in_triangle_2d(exactpred::detail::to_point2(p),
      exactpred::detail::to_point2(a), exactpred::detail::to_point2(b),
      exactpred::detail::to_point2(c));
}
EXACTPRED_API result<sign> compare_distance_2d(const point2& p, const point2& q,
    const point2& r) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline result<sign> compare_distance_2d(const P& p, const P& q, const P& r) noexcept {
  return nothrow::compare_distance_2d(exactpred::detail::to_point2(p),
      exactpred::detail::to_point2(q), exactpred::detail::to_point2(r));
}
EXACTPRED_API result<sign> polygon_orientation(point2_span polygon) noexcept;
EXACTPRED_API result<winding_result> winding_number(const point2& p, point2_span polygon) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline result<winding_result> winding_number(const P& p, point2_span polygon) noexcept {
  return nothrow::winding_number(exactpred::detail::to_point2(p), polygon);
}
EXACTPRED_API result<polygon_location> point_in_polygon(const point2& p, point2_span polygon,
    fill_rule rule = fill_rule::non_zero) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 2> && !std::is_same_v<P, point2>>>
inline result<polygon_location> point_in_polygon(const P& p, point2_span polygon,
    fill_rule rule = fill_rule::non_zero) noexcept {
  return nothrow::point_in_polygon(exactpred::detail::to_point2(p), polygon, rule);
}
EXACTPRED_API result<std::vector<std::size_t>> convex_hull(point2_span points,
    bool keep_collinear = false) noexcept;
EXACTPRED_API result<convex_relation> convex_polygons_intersect(point2_span a,
    point2_span b) noexcept;
// Spatial predicates (C++: exactpred/spatial.hpp).
EXACTPRED_API result<sign> same_side_3d(const point3& p, const point3& q, const point3& a,
    const point3& b, const point3& c) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<sign> same_side_3d(const P& p, const P& q, const P& a, const P& b,
    const P& c) noexcept {
  return nothrow::same_side_3d(exactpred::detail::to_point3(p), exactpred::detail::to_point3(q),
      exactpred::detail::to_point3(a), exactpred::detail::to_point3(b),
      exactpred::detail::to_point3(c));
}
EXACTPRED_API result<sign> same_side_line_3d(const point3& p, const point3& q, const point3& a,
    const point3& b) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<sign> same_side_line_3d(const P& p, const P& q, const P& a, const P& b) noexcept {
  return nothrow::same_side_line_3d(exactpred::detail::to_point3(p),
      exactpred::detail::to_point3(q), exactpred::detail::to_point3(a),
      exactpred::detail::to_point3(b));
}
EXACTPRED_API result<intersection_3d> segment_intersect_3d(const point3& p1, const point3& p2,
    const point3& q1, const point3& q2) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<intersection_3d> segment_intersect_3d(const P& p1, const P& p2, const P& q1,
    const P& q2) noexcept {
  return nothrow::segment_intersect_3d(exactpred::detail::to_point3(p1),
      exactpred::detail::to_point3(p2), exactpred::detail::to_point3(q1),
      exactpred::detail::to_point3(q2));
}
EXACTPRED_API result<triangle_location_3d> point_in_triangle_3d(const point3& p, const point3& a,
    const point3& b, const point3& c) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<triangle_location_3d> point_in_triangle_3d(const P& p, const P& a, const P& b,
    const P& c) noexcept {
  return nothrow::point_in_triangle_3d(exactpred::detail::to_point3(p),
      exactpred::detail::to_point3(a), exactpred::detail::to_point3(b),
      exactpred::detail::to_point3(c));
}
EXACTPRED_API result<ray_plane_relation> ray_plane(const point3& o, const point3& d,
    const point3& c, const point3& n) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<ray_plane_relation> ray_plane(const P& o, const P& d, const P& c,
    const P& n) noexcept {
  return nothrow::ray_plane(exactpred::detail::to_point3(o), exactpred::detail::to_point3(d),
      exactpred::detail::to_point3(c), exactpred::detail::to_point3(n));
}
EXACTPRED_API result<segment_plane_relation> segment_plane(const point3& p, const point3& q,
    const point3& c, const point3& n) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<segment_plane_relation> segment_plane(const P& p, const P& q, const P& c,
    const P& n) noexcept {
  return nothrow::segment_plane(exactpred::detail::to_point3(p), exactpred::detail::to_point3(q),
      exactpred::detail::to_point3(c), exactpred::detail::to_point3(n));
}
EXACTPRED_API result<intersection_3d> segment_triangle_3d(const point3& p, const point3& q,
    const point3& a, const point3& b, const point3& c) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<intersection_3d> segment_triangle_3d(const P& p, const P& q, const P& a, const P& b,
    const P& c) noexcept {
  return nothrow::segment_triangle_3d(exactpred::detail::to_point3(p),
      exactpred::detail::to_point3(q), exactpred::detail::to_point3(a),
      exactpred::detail::to_point3(b), exactpred::detail::to_point3(c));
}
EXACTPRED_API result<intersection_3d> ray_triangle_3d(const point3& o, const point3& d,
    const point3& a, const point3& b, const point3& c) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<intersection_3d> ray_triangle_3d(const P& o, const P& d, const P& a, const P& b,
    const P& c) noexcept {
  return nothrow::ray_triangle_3d(exactpred::detail::to_point3(o), exactpred::detail::to_point3(d),
      exactpred::detail::to_point3(a), exactpred::detail::to_point3(b),
      exactpred::detail::to_point3(c));
}
EXACTPRED_API result<sign> compare_distance_3d(const point3& p, const point3& q,
    const point3& r) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<sign> compare_distance_3d(const P& p, const P& q, const P& r) noexcept {
  return nothrow::compare_distance_3d(exactpred::detail::to_point3(p),
      exactpred::detail::to_point3(q), exactpred::detail::to_point3(r));
}
EXACTPRED_API result<triangle_feature> closest_feature_3d(const point3& p, const point3& a,
    const point3& b, const point3& c) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<triangle_feature> closest_feature_3d(const P& p, const P& a, const P& b,
    const P& c) noexcept {
  return nothrow::closest_feature_3d(exactpred::detail::to_point3(p),
      exactpred::detail::to_point3(a), exactpred::detail::to_point3(b),
      exactpred::detail::to_point3(c));
}
EXACTPRED_API result<sign> compare_distance_point_plane(const point3& c, const point3& n,
    const point3& p, const point3& q) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<sign> compare_distance_point_plane(const P& c, const P& n, const P& p,
    const P& q) noexcept {
  return nothrow::compare_distance_point_plane(exactpred::detail::to_point3(c),
      exactpred::detail::to_point3(n), exactpred::detail::to_point3(p),
      exactpred::detail::to_point3(q));
}
EXACTPRED_API result<sign> compare_distance_point_line_3d(const point3& a, const point3& b,
    const point3& p, const point3& q) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<sign> compare_distance_point_line_3d(const P& a, const P& b, const P& p,
    const P& q) noexcept {
  return nothrow::compare_distance_point_line_3d(exactpred::detail::to_point3(a),
      exactpred::detail::to_point3(b), exactpred::detail::to_point3(p),
      exactpred::detail::to_point3(q));
}
EXACTPRED_API result<sign> compare_distance_point_segment_3d(const point3& a, const point3& b,
    const point3& p, const point3& q) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<sign> compare_distance_point_segment_3d(const P& a, const P& b, const P& p,
    const P& q) noexcept {
  return nothrow::compare_distance_point_segment_3d(exactpred::detail::to_point3(a),
      exactpred::detail::to_point3(b), exactpred::detail::to_point3(p),
      exactpred::detail::to_point3(q));
}
EXACTPRED_API result<segment_pair_feature> closest_feature_segment_segment_3d(const point3& p1,
    const point3& p2, const point3& q1, const point3& q2) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<segment_pair_feature> closest_feature_segment_segment_3d(const P& p1, const P& p2,
    const P& q1, const P& q2) noexcept {
  return nothrow::closest_feature_segment_segment_3d(exactpred::detail::to_point3(p1),
      exactpred::detail::to_point3(p2), exactpred::detail::to_point3(q1),
      exactpred::detail::to_point3(q2));
}
EXACTPRED_API result<segment_triangle_feature> closest_feature_segment_triangle(const point3& p,
    const point3& q, const point3& a, const point3& b, const point3& c) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<segment_triangle_feature> closest_feature_segment_triangle(const P& p, const P& q,
    const P& a, const P& b, const P& c) noexcept {
  return nothrow::closest_feature_segment_triangle(exactpred::detail::to_point3(p),
      exactpred::detail::to_point3(q), exactpred::detail::to_point3(a),
      exactpred::detail::to_point3(b), exactpred::detail::to_point3(c));
}
// Spheres and boxes (C++: exactpred/volume.hpp).
EXACTPRED_API result<ball_side> point_sphere(const point3& c, double r, const point3& p) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<ball_side> point_sphere(const P& c, double r, const P& p) noexcept {
  return nothrow::point_sphere(exactpred::detail::to_point3(c), r, exactpred::detail::to_point3(p));
}
EXACTPRED_API result<ball_relation> sphere_sphere(const point3& c1, double r1, const point3& c2,
    double r2) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<ball_relation> sphere_sphere(const P& c1, double r1, const P& c2,
    double r2) noexcept {
  return nothrow::sphere_sphere(exactpred::detail::to_point3(c1), r1,
      exactpred::detail::to_point3(c2), r2);
}
EXACTPRED_API result<ball_relation> segment_sphere(const point3& c, double r, const point3& p,
    const point3& q) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<ball_relation> segment_sphere(const P& c, double r, const P& p, const P& q) noexcept {
  return nothrow::segment_sphere(exactpred::detail::to_point3(c), r,
      exactpred::detail::to_point3(p), exactpred::detail::to_point3(q));
}
EXACTPRED_API result<ball_relation> triangle_sphere(const point3& c, double r, const point3& a,
    const point3& b, const point3& t) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<ball_relation> triangle_sphere(const P& c, double r, const P& a, const P& b,
    const P& t) noexcept {
  return nothrow::triangle_sphere(exactpred::detail::to_point3(c), r,
      exactpred::detail::to_point3(a), exactpred::detail::to_point3(b),
      exactpred::detail::to_point3(t));
}
EXACTPRED_API result<box_intersection> segment_box_3d(const point3& p, const point3& q,
    const point3& lo, const point3& hi) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<box_intersection> segment_box_3d(const P& p, const P& q, const P& lo,
    const P& hi) noexcept {
  return nothrow::segment_box_3d(exactpred::detail::to_point3(p), exactpred::detail::to_point3(q),
      exactpred::detail::to_point3(lo), exactpred::detail::to_point3(hi));
}
EXACTPRED_API result<box_intersection> ray_box_3d(const point3& o, const point3& d,
    const point3& lo, const point3& hi) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<box_intersection> ray_box_3d(const P& o, const P& d, const P& lo,
    const P& hi) noexcept {
  return nothrow::ray_box_3d(exactpred::detail::to_point3(o), exactpred::detail::to_point3(d),
      exactpred::detail::to_point3(lo), exactpred::detail::to_point3(hi));
}
EXACTPRED_API result<box_box_relation> box_box_3d(const point3& alo, const point3& ahi,
    const point3& blo, const point3& bhi) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<box_box_relation> box_box_3d(const P& alo, const P& ahi, const P& blo,
    const P& bhi) noexcept {
  return nothrow::box_box_3d(exactpred::detail::to_point3(alo), exactpred::detail::to_point3(ahi),
      exactpred::detail::to_point3(blo), exactpred::detail::to_point3(bhi));
}
EXACTPRED_API result<ball_relation> box_sphere(const point3& c, double r, const point3& lo,
    const point3& hi) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<ball_relation> box_sphere(const P& c, double r, const P& lo, const P& hi) noexcept {
  return nothrow::box_sphere(exactpred::detail::to_point3(c), r, exactpred::detail::to_point3(lo),
      exactpred::detail::to_point3(hi));
}
EXACTPRED_API result<ball_relation> capsule_box(const point3& p, const point3& q, double r,
    const point3& lo, const point3& hi) noexcept;
template <class P, class = std::enable_if_t<is_point_v<P, 3> && !std::is_same_v<P, point3>>>
inline result<ball_relation> capsule_box(const P& p, const P& q, double r, const P& lo,
    const P& hi) noexcept {
  return nothrow::capsule_box(exactpred::detail::to_point3(p), exactpred::detail::to_point3(q), r,
      exactpred::detail::to_point3(lo), exactpred::detail::to_point3(hi));
}
// clang-format on
// END GENERATED

// Batch evaluation (batch.hpp): the value is the number of queries answered, out[0 .. value);
// on an error, the queries before the failing one (the exception's query k: value = k).
EXACTPRED_API result<std::size_t> orient2d_batch(point2_span points, const std::uint32_t* q,
                                                 std::size_t num_queries, sign* out) noexcept;
template <class P>
inline result<std::size_t> orient2d_batch(const P* points, std::size_t num_points,
                                          const std::uint32_t* q, std::size_t num_queries,
                                          sign* out) noexcept {
  return nothrow::orient2d_batch(point2_span(points, num_points), q, num_queries, out);
}
EXACTPRED_API result<std::size_t> orient3d_batch(point3_span points, const std::uint32_t* q,
                                                 std::size_t num_queries, sign* out) noexcept;
template <class P>
inline result<std::size_t> orient3d_batch(const P* points, std::size_t num_points,
                                          const std::uint32_t* q, std::size_t num_queries,
                                          sign* out) noexcept {
  return nothrow::orient3d_batch(point3_span(points, num_points), q, num_queries, out);
}
EXACTPRED_API result<std::size_t> incircle_batch(point2_span points, const std::uint32_t* q,
                                                 std::size_t num_queries, sign* out) noexcept;
template <class P>
inline result<std::size_t> incircle_batch(const P* points, std::size_t num_points,
                                          const std::uint32_t* q, std::size_t num_queries,
                                          sign* out) noexcept {
  return nothrow::incircle_batch(point2_span(points, num_points), q, num_queries, out);
}
EXACTPRED_API result<std::size_t> insphere_batch(point3_span points, const std::uint32_t* q,
                                                 std::size_t num_queries, sign* out) noexcept;
template <class P>
inline result<std::size_t> insphere_batch(const P* points, std::size_t num_points,
                                          const std::uint32_t* q, std::size_t num_queries,
                                          sign* out) noexcept {
  return nothrow::insphere_batch(point3_span(points, num_points), q, num_queries, out);
}

// The perturbed and power batch forms (batch.hpp), likewise.
EXACTPRED_API result<std::size_t> orient2d_sos_batch(const point2* points, std::size_t num_points,
                                                     const std::uint32_t* q,
                                                     std::size_t num_queries, sign* out) noexcept;
EXACTPRED_API result<std::size_t> orient3d_sos_batch(const point3* points, std::size_t num_points,
                                                     const std::uint32_t* q,
                                                     std::size_t num_queries, sign* out) noexcept;
EXACTPRED_API result<std::size_t> incircle_sos_batch(const point2* points, std::size_t num_points,
                                                     const std::uint32_t* q,
                                                     std::size_t num_queries, sign* out) noexcept;
EXACTPRED_API result<std::size_t> insphere_sos_batch(const point3* points, std::size_t num_points,
                                                     const std::uint32_t* q,
                                                     std::size_t num_queries, sign* out) noexcept;
EXACTPRED_API result<std::size_t> orient2d_sos_batch(point2_span points, const std::uint32_t* q,
                                                     std::size_t num_queries, sign* out) noexcept;
EXACTPRED_API result<std::size_t> orient3d_sos_batch(point3_span points, const std::uint32_t* q,
                                                     std::size_t num_queries, sign* out) noexcept;
EXACTPRED_API result<std::size_t> incircle_sos_batch(point2_span points, const std::uint32_t* q,
                                                     std::size_t num_queries, sign* out) noexcept;
EXACTPRED_API result<std::size_t> insphere_sos_batch(point3_span points, const std::uint32_t* q,
                                                     std::size_t num_queries, sign* out) noexcept;
EXACTPRED_API result<std::size_t> power_incircle_batch(const weighted_point2* points,
                                                       std::size_t num_points,
                                                       const std::uint32_t* q,
                                                       std::size_t num_queries, sign* out) noexcept;
EXACTPRED_API result<std::size_t> power_insphere_batch(const weighted_point3* points,
                                                       std::size_t num_points,
                                                       const std::uint32_t* q,
                                                       std::size_t num_queries, sign* out) noexcept;
EXACTPRED_API result<std::size_t> power_incircle_sos_batch(const weighted_point2* points,
                                                           std::size_t num_points,
                                                           const std::uint32_t* q,
                                                           std::size_t num_queries,
                                                           sign* out) noexcept;
EXACTPRED_API result<std::size_t> power_insphere_sos_batch(const weighted_point3* points,
                                                           std::size_t num_points,
                                                           const std::uint32_t* q,
                                                           std::size_t num_queries,
                                                           sign* out) noexcept;

// The correctly rounded constructions (constructions.hpp).
EXACTPRED_API result<rounded_point2> rounded(const ssi& p) noexcept;
EXACTPRED_API result<rounded_point3> rounded(const lpi& p) noexcept;
EXACTPRED_API result<rounded_point3> rounded(const tpi& p) noexcept;
EXACTPRED_API result<rounded_point2> rounded(const implicit_point2& p) noexcept;
EXACTPRED_API result<rounded_point3> rounded(const implicit_point3& p) noexcept;

// The predicates on implicit points (implicit.hpp): an undefined point is invalid input.
EXACTPRED_API result<sign> orient2d(const implicit_point2& a, const implicit_point2& b,
                                    const implicit_point2& c) noexcept;
EXACTPRED_API result<sign> incircle(const implicit_point2& a, const implicit_point2& b,
                                    const implicit_point2& c, const implicit_point2& d) noexcept;
EXACTPRED_API result<sign> orient3d(const implicit_point3& a, const implicit_point3& b,
                                    const implicit_point3& c, const implicit_point3& d) noexcept;
EXACTPRED_API result<sign> orient2d_xy(const implicit_point3& a, const implicit_point3& b,
                                       const implicit_point3& c) noexcept;
EXACTPRED_API result<sign> orient2d_yz(const implicit_point3& a, const implicit_point3& b,
                                       const implicit_point3& c) noexcept;
EXACTPRED_API result<sign> orient2d_zx(const implicit_point3& a, const implicit_point3& b,
                                       const implicit_point3& c) noexcept;
EXACTPRED_API result<sign> compare_x(const implicit_point2& a, const implicit_point2& b) noexcept;
EXACTPRED_API result<sign> compare_y(const implicit_point2& a, const implicit_point2& b) noexcept;
EXACTPRED_API result<sign> compare_x(const implicit_point3& a, const implicit_point3& b) noexcept;
EXACTPRED_API result<sign> compare_y(const implicit_point3& a, const implicit_point3& b) noexcept;
EXACTPRED_API result<sign> compare_z(const implicit_point3& a, const implicit_point3& b) noexcept;

}  // namespace nothrow
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_NOTHROW_HPP
