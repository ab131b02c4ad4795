// SPDX-License-Identifier: MIT
// src/nothrow.cpp — the non-throwing forms of the predicates (nothrow.hpp): each calls the
// throwing form inside a try block and turns an exception into the result's error.
#include "exactpred/nothrow.hpp"

#include <exception>
#include <new>
#include "batch_error.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// r = call(), or the error of the exception it throws.
template <class T, class Call>
void capture_into(nothrow::result<T>& r, Call&& call) noexcept {
  try {
    r.set_value(call());
  } catch (const invalid_input& e) {
    r.set_error(nothrow::error_kind::invalid_input, e.what());
  } catch (const std::bad_alloc& e) {
    r.set_error(nothrow::error_kind::out_of_memory, e.what());
  } catch (const std::exception& e) {
    r.set_error(nothrow::error_kind::internal, e.what());
  } catch (...) {
    r.set_error(nothrow::error_kind::internal, "exactpred: unknown exception");
  }
}

/// A batch call: the number of queries answered, all of them or those before the failing one
/// (whose number the batch error carries); the error as capture_into reports it.
template <class Call>
nothrow::result<std::size_t> capture_batch(std::size_t num_queries, Call&& call) noexcept {
  std::size_t answered = 0;
  nothrow::result<std::size_t> r;
  capture_into(r, [&] {
    try {
      call();
    } catch (const batch_query_error& e) {
      answered = e.query();
      throw;
    }
    return num_queries;
  });
  if (!r.ok()) r.set_value(answered);
  return r;
}

template <class T, class Call>
nothrow::result<T> capture(Call&& call) noexcept {
  nothrow::result<T> r;
  capture_into(r, std::forward<Call>(call));
  return r;
}

void nothrow_orient2d(nothrow::result<sign>& r, const point2& a, const point2& b,
                      const point2& c) noexcept {
  capture_into(r, [&] { return exactpred::orient2d(a, b, c); });
}
void nothrow_orient3d(nothrow::result<sign>& r, const point3& a, const point3& b, const point3& c,
                      const point3& d) noexcept {
  capture_into(r, [&] { return exactpred::orient3d(a, b, c, d); });
}
void nothrow_incircle(nothrow::result<sign>& r, const point2& a, const point2& b, const point2& c,
                      const point2& d) noexcept {
  capture_into(r, [&] { return exactpred::incircle(a, b, c, d); });
}
void nothrow_insphere(nothrow::result<sign>& r, const point3& a, const point3& b, const point3& c,
                      const point3& d, const point3& e) noexcept {
  capture_into(r, [&] { return exactpred::insphere(a, b, c, d, e); });
}

}  // namespace detail

namespace nothrow {

result<sign> orient2d_sos(const point2& a, const point2& b, const point2& c, sos_index ia,
                          sos_index ib, sos_index ic) noexcept {
  return detail::capture<sign>([&] { return exactpred::orient2d_sos(a, b, c, ia, ib, ic); });
}
result<sign> orient3d_sos(const point3& a, const point3& b, const point3& c, const point3& d,
                          sos_index ia, sos_index ib, sos_index ic, sos_index id) noexcept {
  return detail::capture<sign>([&] { return exactpred::orient3d_sos(a, b, c, d, ia, ib, ic, id); });
}
result<sign> incircle_sos(const point2& a, const point2& b, const point2& c, const point2& d,
                          sos_index ia, sos_index ib, sos_index ic, sos_index id) noexcept {
  return detail::capture<sign>([&] { return exactpred::incircle_sos(a, b, c, d, ia, ib, ic, id); });
}
result<sign> insphere_sos(const point3& a, const point3& b, const point3& c, const point3& d,
                          const point3& e, sos_index ia, sos_index ib, sos_index ic, sos_index id,
                          sos_index ie) noexcept {
  return detail::capture<sign>(
      [&] { return exactpred::insphere_sos(a, b, c, d, e, ia, ib, ic, id, ie); });
}
result<sign> same_side_2d(const point2& p, const point2& q, const point2& a,
                          const point2& b) noexcept {
  return detail::capture<sign>([&] { return exactpred::same_side_2d(p, q, a, b); });
}
result<segment_relation> segment_intersect_2d(const point2& p1, const point2& p2, const point2& q1,
                                              const point2& q2) noexcept {
  return detail::capture<segment_relation>(
      [&] { return exactpred::segment_intersect_2d(p1, p2, q1, q2); });
}
result<triangle_location> point_in_triangle_2d(const point2& p, const point2& a, const point2& b,
                                               const point2& c) noexcept {
  return detail::capture<triangle_location>(
      [&] { return exactpred::point_in_triangle_2d(p, a, b, c); });
}
result<sign> compare_distance_2d(const point2& p, const point2& q, const point2& r) noexcept {
  return detail::capture<sign>([&] { return exactpred::compare_distance_2d(p, q, r); });
}
result<sign> polygon_orientation(point2_span polygon) noexcept {
  return detail::capture<sign>([&] { return exactpred::polygon_orientation(polygon); });
}
result<winding_result> winding_number(const point2& p, point2_span polygon) noexcept {
  return detail::capture<winding_result>([&] { return exactpred::winding_number(p, polygon); });
}
result<polygon_location> point_in_polygon(const point2& p, point2_span polygon,
                                          fill_rule rule) noexcept {
  return detail::capture<polygon_location>(
      [&] { return exactpred::point_in_polygon(p, polygon, rule); });
}
result<std::vector<std::size_t>> convex_hull(point2_span points, bool keep_collinear) noexcept {
  return detail::capture<std::vector<std::size_t>>(
      [&] { return exactpred::convex_hull(points, keep_collinear); });
}
result<convex_relation> convex_polygons_intersect(point2_span a, point2_span b) noexcept {
  return detail::capture<convex_relation>(
      [&] { return exactpred::convex_polygons_intersect(a, b); });
}
result<sign> same_side_3d(const point3& p, const point3& q, const point3& a, const point3& b,
                          const point3& c) noexcept {
  return detail::capture<sign>([&] { return exactpred::same_side_3d(p, q, a, b, c); });
}
result<sign> same_side_line_3d(const point3& p, const point3& q, const point3& a,
                               const point3& b) noexcept {
  return detail::capture<sign>([&] { return exactpred::same_side_line_3d(p, q, a, b); });
}
result<intersection_3d> segment_intersect_3d(const point3& p1, const point3& p2, const point3& q1,
                                             const point3& q2) noexcept {
  return detail::capture<intersection_3d>(
      [&] { return exactpred::segment_intersect_3d(p1, p2, q1, q2); });
}
result<triangle_location_3d> point_in_triangle_3d(const point3& p, const point3& a, const point3& b,
                                                  const point3& c) noexcept {
  return detail::capture<triangle_location_3d>(
      [&] { return exactpred::point_in_triangle_3d(p, a, b, c); });
}
result<ray_plane_relation> ray_plane(const point3& o, const point3& d, const point3& c,
                                     const point3& n) noexcept {
  return detail::capture<ray_plane_relation>([&] { return exactpred::ray_plane(o, d, c, n); });
}
result<segment_plane_relation> segment_plane(const point3& p, const point3& q, const point3& c,
                                             const point3& n) noexcept {
  return detail::capture<segment_plane_relation>(
      [&] { return exactpred::segment_plane(p, q, c, n); });
}
result<intersection_3d> segment_triangle_3d(const point3& p, const point3& q, const point3& a,
                                            const point3& b, const point3& c) noexcept {
  return detail::capture<intersection_3d>(
      [&] { return exactpred::segment_triangle_3d(p, q, a, b, c); });
}
result<intersection_3d> ray_triangle_3d(const point3& o, const point3& d, const point3& a,
                                        const point3& b, const point3& c) noexcept {
  return detail::capture<intersection_3d>(
      [&] { return exactpred::ray_triangle_3d(o, d, a, b, c); });
}
result<sign> compare_distance_3d(const point3& p, const point3& q, const point3& r) noexcept {
  return detail::capture<sign>([&] { return exactpred::compare_distance_3d(p, q, r); });
}
result<triangle_feature> closest_feature_3d(const point3& p, const point3& a, const point3& b,
                                            const point3& c) noexcept {
  return detail::capture<triangle_feature>(
      [&] { return exactpred::closest_feature_3d(p, a, b, c); });
}
result<sign> compare_distance_point_plane(const point3& c, const point3& n, const point3& p,
                                          const point3& q) noexcept {
  return detail::capture<sign>([&] { return exactpred::compare_distance_point_plane(c, n, p, q); });
}
result<sign> compare_distance_point_line_3d(const point3& a, const point3& b, const point3& p,
                                            const point3& q) noexcept {
  return detail::capture<sign>(
      [&] { return exactpred::compare_distance_point_line_3d(a, b, p, q); });
}
result<sign> compare_distance_point_segment_3d(const point3& a, const point3& b, const point3& p,
                                               const point3& q) noexcept {
  return detail::capture<sign>(
      [&] { return exactpred::compare_distance_point_segment_3d(a, b, p, q); });
}
result<segment_pair_feature> closest_feature_segment_segment_3d(const point3& p1, const point3& p2,
                                                                const point3& q1,
                                                                const point3& q2) noexcept {
  return detail::capture<segment_pair_feature>(
      [&] { return exactpred::closest_feature_segment_segment_3d(p1, p2, q1, q2); });
}
result<segment_triangle_feature> closest_feature_segment_triangle(const point3& p, const point3& q,
                                                                  const point3& a, const point3& b,
                                                                  const point3& c) noexcept {
  return detail::capture<segment_triangle_feature>(
      [&] { return exactpred::closest_feature_segment_triangle(p, q, a, b, c); });
}
result<ball_side> point_sphere(const point3& c, double r, const point3& p) noexcept {
  return detail::capture<ball_side>([&] { return exactpred::point_sphere(c, r, p); });
}
result<ball_relation> sphere_sphere(const point3& c1, double r1, const point3& c2,
                                    double r2) noexcept {
  return detail::capture<ball_relation>([&] { return exactpred::sphere_sphere(c1, r1, c2, r2); });
}
result<ball_relation> segment_sphere(const point3& c, double r, const point3& p,
                                     const point3& q) noexcept {
  return detail::capture<ball_relation>([&] { return exactpred::segment_sphere(c, r, p, q); });
}
result<ball_relation> triangle_sphere(const point3& c, double r, const point3& a, const point3& b,
                                      const point3& t) noexcept {
  return detail::capture<ball_relation>([&] { return exactpred::triangle_sphere(c, r, a, b, t); });
}
result<box_intersection> segment_box_3d(const point3& p, const point3& q, const point3& lo,
                                        const point3& hi) noexcept {
  return detail::capture<box_intersection>([&] { return exactpred::segment_box_3d(p, q, lo, hi); });
}
result<box_intersection> ray_box_3d(const point3& o, const point3& d, const point3& lo,
                                    const point3& hi) noexcept {
  return detail::capture<box_intersection>([&] { return exactpred::ray_box_3d(o, d, lo, hi); });
}
result<box_box_relation> box_box_3d(const point3& alo, const point3& ahi, const point3& blo,
                                    const point3& bhi) noexcept {
  return detail::capture<box_box_relation>(
      [&] { return exactpred::box_box_3d(alo, ahi, blo, bhi); });
}
result<ball_relation> box_sphere(const point3& c, double r, const point3& lo,
                                 const point3& hi) noexcept {
  return detail::capture<ball_relation>([&] { return exactpred::box_sphere(c, r, lo, hi); });
}
result<ball_relation> capsule_box(const point3& p, const point3& q, double r, const point3& lo,
                                  const point3& hi) noexcept {
  return detail::capture<ball_relation>([&] { return exactpred::capsule_box(p, q, r, lo, hi); });
}
result<std::size_t> orient2d_batch(point2_span points, const std::uint32_t* q,
                                   std::size_t num_queries, sign* out) noexcept {
  return detail::capture_batch(num_queries,
                               [&] { exactpred::orient2d_batch(points, q, num_queries, out); });
}
result<std::size_t> orient3d_batch(point3_span points, const std::uint32_t* q,
                                   std::size_t num_queries, sign* out) noexcept {
  return detail::capture_batch(num_queries,
                               [&] { exactpred::orient3d_batch(points, q, num_queries, out); });
}
result<std::size_t> incircle_batch(point2_span points, const std::uint32_t* q,
                                   std::size_t num_queries, sign* out) noexcept {
  return detail::capture_batch(num_queries,
                               [&] { exactpred::incircle_batch(points, q, num_queries, out); });
}
result<std::size_t> insphere_batch(point3_span points, const std::uint32_t* q,
                                   std::size_t num_queries, sign* out) noexcept {
  return detail::capture_batch(num_queries,
                               [&] { exactpred::insphere_batch(points, q, num_queries, out); });
}

// The meshing predicates.
result<sign> compare_xy(const point2& a, const point2& b) noexcept {
  return detail::capture<sign>([&] { return exactpred::compare_xy(a, b); });
}
result<sign> compare_xyz(const point3& a, const point3& b) noexcept {
  return detail::capture<sign>([&] { return exactpred::compare_xyz(a, b); });
}
result<sign> coplanar_orientation(const point3& a, const point3& b, const point3& c) noexcept {
  return detail::capture<sign>([&] { return exactpred::coplanar_orientation(a, b, c); });
}
result<sign> coplanar_orientation(const point3& a, const point3& b, const point3& c,
                                  const point3& d) noexcept {
  return detail::capture<sign>([&] { return exactpred::coplanar_orientation(a, b, c, d); });
}
result<sign> coplanar_side_of_bounded_circle(const point3& a, const point3& b, const point3& c,
                                             const point3& d) noexcept {
  return detail::capture<sign>(
      [&] { return exactpred::coplanar_side_of_bounded_circle(a, b, c, d); });
}
result<sign> power_incircle(const weighted_point2& a, const weighted_point2& b,
                            const weighted_point2& c, const weighted_point2& d) noexcept {
  return detail::capture<sign>([&] { return exactpred::power_incircle(a, b, c, d); });
}
result<sign> power_insphere(const weighted_point3& a, const weighted_point3& b,
                            const weighted_point3& c, const weighted_point3& d,
                            const weighted_point3& e) noexcept {
  return detail::capture<sign>([&] { return exactpred::power_insphere(a, b, c, d, e); });
}
result<sign> power_incircle_sos(const weighted_point2& a, const weighted_point2& b,
                                const weighted_point2& c, const weighted_point2& d, sos_index ia,
                                sos_index ib, sos_index ic, sos_index id) noexcept {
  return detail::capture<sign>(
      [&] { return exactpred::power_incircle_sos(a, b, c, d, ia, ib, ic, id); });
}
result<sign> power_insphere_sos(const weighted_point3& a, const weighted_point3& b,
                                const weighted_point3& c, const weighted_point3& d,
                                const weighted_point3& e, sos_index ia, sos_index ib, sos_index ic,
                                sos_index id, sos_index ie) noexcept {
  return detail::capture<sign>(
      [&] { return exactpred::power_insphere_sos(a, b, c, d, e, ia, ib, ic, id, ie); });
}

// The perturbed and power batch forms.
#define EXACTPRED_NOTHROW_BATCH(name, point_type)                                                 \
  result<std::size_t> name(const point_type* points, std::size_t num_points,                      \
                           const std::uint32_t* q, std::size_t num_queries, sign* out) noexcept { \
    return detail::capture_batch(                                                                 \
        num_queries, [&] { exactpred::name(points, num_points, q, num_queries, out); });          \
  }
EXACTPRED_NOTHROW_BATCH(orient2d_sos_batch, point2)
EXACTPRED_NOTHROW_BATCH(orient3d_sos_batch, point3)
EXACTPRED_NOTHROW_BATCH(incircle_sos_batch, point2)
EXACTPRED_NOTHROW_BATCH(insphere_sos_batch, point3)
EXACTPRED_NOTHROW_BATCH(power_incircle_batch, weighted_point2)
EXACTPRED_NOTHROW_BATCH(power_insphere_batch, weighted_point3)
EXACTPRED_NOTHROW_BATCH(power_incircle_sos_batch, weighted_point2)
EXACTPRED_NOTHROW_BATCH(power_insphere_sos_batch, weighted_point3)
#undef EXACTPRED_NOTHROW_BATCH

result<double> orient2d_value(const point2& a, const point2& b, const point2& c) noexcept {
  return detail::capture<double>([&] { return exactpred::orient2d_value(a, b, c); });
}
result<double> orient3d_value(const point3& a, const point3& b, const point3& c,
                              const point3& d) noexcept {
  return detail::capture<double>([&] { return exactpred::orient3d_value(a, b, c, d); });
}
result<double> incircle_value(const point2& a, const point2& b, const point2& c,
                              const point2& d) noexcept {
  return detail::capture<double>([&] { return exactpred::incircle_value(a, b, c, d); });
}
result<double> insphere_value(const point3& a, const point3& b, const point3& c, const point3& d,
                              const point3& e) noexcept {
  return detail::capture<double>([&] { return exactpred::insphere_value(a, b, c, d, e); });
}

result<rounded_point2> rounded(const ssi& p) noexcept {
  return detail::capture<rounded_point2>([&] { return exactpred::rounded(p); });
}
result<rounded_point3> rounded(const lpi& p) noexcept {
  return detail::capture<rounded_point3>([&] { return exactpred::rounded(p); });
}
result<rounded_point3> rounded(const tpi& p) noexcept {
  return detail::capture<rounded_point3>([&] { return exactpred::rounded(p); });
}
result<rounded_point2> rounded(const implicit_point2& p) noexcept {
  return detail::capture<rounded_point2>([&] { return exactpred::rounded(p); });
}
result<rounded_point3> rounded(const implicit_point3& p) noexcept {
  return detail::capture<rounded_point3>([&] { return exactpred::rounded(p); });
}
result<rounded_point2> circumcenter(const point2& a, const point2& b, const point2& c) noexcept {
  return detail::capture<rounded_point2>([&] { return exactpred::circumcenter(a, b, c); });
}
result<rounded_point3> circumcenter(const point3& a, const point3& b, const point3& c) noexcept {
  return detail::capture<rounded_point3>([&] { return exactpred::circumcenter(a, b, c); });
}
result<rounded_point3> circumcenter(const point3& a, const point3& b, const point3& c,
                                    const point3& d) noexcept {
  return detail::capture<rounded_point3>([&] { return exactpred::circumcenter(a, b, c, d); });
}

}  // namespace nothrow
}  // namespace v0
}  // namespace exactpred
