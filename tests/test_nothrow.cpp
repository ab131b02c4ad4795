// SPDX-License-Identifier: MIT
// The non-throwing forms (nothrow.hpp), from a translation unit compiled with -fno-exceptions:
// every predicate answers as its throwing form on valid input (random, degenerate and
// extreme), and reports bad input as an error naming the predicate and the argument, never
// by an exception (one escaping a noexcept function would terminate this test).
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "exactpred/exactpred.hpp"

#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
#error "test_nothrow.cpp must be compiled with -fno-exceptions"
#endif

namespace {

namespace ep = exactpred;
namespace nt = exactpred::nothrow;
using ep::point2;
using ep::point3;
using ep::sign;

const double nan_value = std::numeric_limits<double>::quiet_NaN();
const double inf_value = std::numeric_limits<double>::infinity();

// Coordinates with many exact degeneracies and extreme exponents.
double coordinate(std::mt19937_64& rng) {
  std::uniform_int_distribution<int> small(-2, 2);
  std::uniform_int_distribution<int> scale(0, 5);
  const int s = scale(rng);
  const double v = small(rng);
  return s == 0 ? std::ldexp(v, -1070) : (s == 1 ? std::ldexp(v, 1000) : v);
}
point2 p2(std::mt19937_64& rng) { return {coordinate(rng), coordinate(rng)}; }
point3 p3(std::mt19937_64& rng) { return {coordinate(rng), coordinate(rng), coordinate(rng)}; }

bool operator==(const ep::winding_result& a, const ep::winding_result& b) {
  return a.on_boundary == b.on_boundary && a.number == b.number;
}

template <class T>
void expect_ok(const nt::result<T>& r, const T& want) {
  EXPECT_TRUE(r.ok()) << r.message();
  EXPECT_EQ(r.error(), nt::error_kind::none);
  EXPECT_STREQ(r.message(), "");
  EXPECT_TRUE(r.value() == want);
}

template <class T>
void expect_invalid(const nt::result<T>& r, const std::string& predicate, const std::string& what) {
  EXPECT_FALSE(r.ok());
  EXPECT_FALSE(static_cast<bool>(r));
  EXPECT_EQ(r.error(), nt::error_kind::invalid_input);
  const std::string m = r.message();
  EXPECT_EQ(m.rfind(predicate + ":", 0), 0u) << m;
  EXPECT_NE(m.find(what), std::string::npos) << m;
}

TEST(Nothrow, EveryPredicateAnswersAsTheThrowingForm) {
  std::mt19937_64 rng(17);
  for (int i = 0; i < 3000; ++i) {
    const point2 a = p2(rng), b = p2(rng), c = p2(rng), d = p2(rng);
    const point3 p = p3(rng), q = p3(rng), r = p3(rng), s = p3(rng), t = p3(rng);
    const double radius = std::fabs(coordinate(rng));
    const double radius2 = std::fabs(coordinate(rng));
    expect_ok(nt::orient2d(a, b, c), ep::orient2d(a, b, c));
    expect_ok(nt::incircle(a, b, c, d), ep::incircle(a, b, c, d));
    expect_ok(nt::orient3d(p, q, r, s), ep::orient3d(p, q, r, s));
    expect_ok(nt::insphere(p, q, r, s, t), ep::insphere(p, q, r, s, t));
    expect_ok(nt::orient2d_sos(a, b, c, 0, 1, 2), ep::orient2d_sos(a, b, c, 0, 1, 2));
    expect_ok(nt::incircle_sos(a, b, c, d, 3, 1, 2, 0), ep::incircle_sos(a, b, c, d, 3, 1, 2, 0));
    expect_ok(nt::orient3d_sos(p, q, r, s, 0, 1, 2, 3), ep::orient3d_sos(p, q, r, s, 0, 1, 2, 3));
    expect_ok(nt::insphere_sos(p, q, r, s, t, 4, 3, 2, 1, 0),
              ep::insphere_sos(p, q, r, s, t, 4, 3, 2, 1, 0));
    expect_ok(nt::same_side_2d(a, b, c, d), ep::same_side_2d(a, b, c, d));
    expect_ok(nt::segment_intersect_2d(a, b, c, d), ep::segment_intersect_2d(a, b, c, d));
    expect_ok(nt::point_in_triangle_2d(a, b, c, d), ep::point_in_triangle_2d(a, b, c, d));
    expect_ok(nt::compare_distance_2d(a, b, c), ep::compare_distance_2d(a, b, c));
    const std::vector<point2> poly{a, b, c, d};
    expect_ok(nt::polygon_orientation(poly), ep::polygon_orientation(poly));
    expect_ok(nt::winding_number(a, poly), ep::winding_number(a, poly));
    expect_ok(nt::point_in_polygon(c, poly, ep::fill_rule::even_odd),
              ep::point_in_polygon(c, poly, ep::fill_rule::even_odd));
    expect_ok(nt::convex_hull(poly, true), ep::convex_hull(poly, true));
    const std::vector<point2> tri{a, b, c}, seg{d, a};
    if (ep::orient2d(a, b, c) != sign::zero) {
      expect_ok(nt::convex_polygons_intersect(tri, seg), ep::convex_polygons_intersect(tri, seg));
    }
    expect_ok(nt::same_side_3d(p, q, r, s, t), ep::same_side_3d(p, q, r, s, t));
    expect_ok(nt::same_side_line_3d(p, q, r, s), ep::same_side_line_3d(p, q, r, s));
    expect_ok(nt::segment_intersect_3d(p, q, r, s), ep::segment_intersect_3d(p, q, r, s));
    expect_ok(nt::point_in_triangle_3d(p, q, r, s), ep::point_in_triangle_3d(p, q, r, s));
    // A zero direction or normal is an undefined construction: an error, not an answer.
    const bool zero_q = q.x == 0 && q.y == 0 && q.z == 0;
    const bool zero_s = s.x == 0 && s.y == 0 && s.z == 0;
    const bool zero_t = t.x == 0 && t.y == 0 && t.z == 0;
    if (zero_q || zero_s) {
      expect_invalid(nt::ray_plane(p, q, r, s), "ray_plane", "is the zero vector");
    } else {
      expect_ok(nt::ray_plane(p, q, r, s), ep::ray_plane(p, q, r, s));
    }
    if (zero_s) {
      expect_invalid(nt::segment_plane(p, q, r, s), "segment_plane", "normal n is the zero");
    } else {
      expect_ok(nt::segment_plane(p, q, r, s), ep::segment_plane(p, q, r, s));
    }
    expect_ok(nt::segment_triangle_3d(p, q, r, s, t), ep::segment_triangle_3d(p, q, r, s, t));
    if (zero_q) {
      expect_invalid(nt::ray_triangle_3d(p, q, r, s, t), "ray_triangle_3d", "direction d");
    } else {
      expect_ok(nt::ray_triangle_3d(p, q, r, s, t), ep::ray_triangle_3d(p, q, r, s, t));
    }
    expect_ok(nt::compare_distance_3d(p, q, r), ep::compare_distance_3d(p, q, r));
    expect_ok(nt::closest_feature_3d(p, q, r, s), ep::closest_feature_3d(p, q, r, s));
    expect_ok(nt::point_sphere(p, radius, q), ep::point_sphere(p, radius, q));
    expect_ok(nt::sphere_sphere(p, radius, q, radius2), ep::sphere_sphere(p, radius, q, radius2));
    expect_ok(nt::segment_sphere(p, radius, q, r), ep::segment_sphere(p, radius, q, r));
    expect_ok(nt::triangle_sphere(p, radius, q, r, s), ep::triangle_sphere(p, radius, q, r, s));
    const point3 lo{std::fmin(q.x, r.x), std::fmin(q.y, r.y), std::fmin(q.z, r.z)};
    const point3 hi{std::fmax(q.x, r.x), std::fmax(q.y, r.y), std::fmax(q.z, r.z)};
    expect_ok(nt::segment_box_3d(s, t, lo, hi), ep::segment_box_3d(s, t, lo, hi));
    if (zero_t) {
      expect_invalid(nt::ray_box_3d(s, t, lo, hi), "ray_box_3d", "zero vector");
    } else {
      expect_ok(nt::ray_box_3d(s, t, lo, hi), ep::ray_box_3d(s, t, lo, hi));
    }
    expect_ok(nt::box_box_3d(lo, hi, lo, hi), ep::box_box_3d(lo, hi, lo, hi));
    expect_ok(nt::box_sphere(p, radius, lo, hi), ep::box_sphere(p, radius, lo, hi));
    expect_ok(nt::capsule_box(p, s, radius, lo, hi), ep::capsule_box(p, s, radius, lo, hi));
    expect_ok(nt::compare_distance_point_segment_3d(p, q, r, s),
              ep::compare_distance_point_segment_3d(p, q, r, s));
    expect_ok(nt::closest_feature_segment_segment_3d(p, q, r, s),
              ep::closest_feature_segment_segment_3d(p, q, r, s));
    expect_ok(nt::closest_feature_segment_triangle(p, q, r, s, t),
              ep::closest_feature_segment_triangle(p, q, r, s, t));
  }
}

TEST(Nothrow, AdaptedPointTypes) {
  const std::array<float, 2> a{0, 0}, b{1, 0}, c{0, 1e-45f};
  expect_ok(nt::orient2d(a, b, c), sign::positive);
  const std::array<double, 3> p{0, 0, 0}, q{1, 0, 0}, r{0, 1, 0}, s{0, 0, -5e-324};
  expect_ok(nt::orient3d(p, q, r, s), sign::negative);
  expect_ok(nt::segment_plane(p, s, p, q), ep::segment_plane(p, s, p, q));
  const std::vector<std::array<float, 2>> square{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  expect_ok(nt::point_in_polygon(std::array<float, 2>{1, 1}, square), ep::polygon_location::inside);
  expect_ok(nt::polygon_orientation(square), sign::positive);
}

TEST(Nothrow, BadInputIsAnErrorNamingTheArgument) {
  const point2 o{0, 0}, x{1, 0}, bad{0, nan_value};
  const point3 O{0, 0, 0}, X{1, 0, 0}, Y{0, 1, 0}, BAD{inf_value, 0, 0};
  expect_invalid(nt::orient2d(o, x, bad), "orient2d", "point c");
  expect_invalid(nt::incircle(bad, o, x, o), "incircle", "point a");
  expect_invalid(nt::orient3d(O, X, Y, BAD), "orient3d", "infinity");
  expect_invalid(nt::insphere(O, X, BAD, Y, O), "insphere", "point c");
  expect_invalid(nt::orient2d_sos(o, bad, x, 0, 1, 2), "orient2d_sos", "NaN");
  expect_invalid(nt::orient3d_sos(O, O, O, O, 1, 1, 2, 3), "orient3d_sos", "");
  expect_invalid(nt::incircle_sos(o, x, o, bad, 0, 1, 2, 3), "incircle_sos", "NaN");
  expect_invalid(nt::insphere_sos(BAD, O, X, Y, O, 0, 1, 2, 3, 4), "insphere_sos", "infinity");
  expect_invalid(nt::same_side_2d(o, x, bad, o), "same_side_2d", "NaN");
  expect_invalid(nt::segment_intersect_2d(o, x, o, bad), "segment_intersect_2d", "q2");
  expect_invalid(nt::point_in_triangle_2d(bad, o, x, o), "point_in_triangle_2d", "point p");
  expect_invalid(nt::compare_distance_2d(o, x, bad), "compare_distance_2d", "point r");
  const std::vector<point2> poly{o, x, bad};
  expect_invalid(nt::polygon_orientation(poly), "polygon_orientation", "vertex 3");
  expect_invalid(nt::winding_number(o, poly), "winding_number", "vertex 3");
  expect_invalid(nt::point_in_polygon(bad, std::vector<point2>{o, x}), "point_in_polygon", "p");
  expect_invalid(nt::convex_hull(poly), "convex_hull", "point 3");
  expect_invalid(nt::convex_polygons_intersect(std::vector<point2>{}, poly),
                 "convex_polygons_intersect", "");
  expect_invalid(nt::same_side_3d(O, X, Y, O, BAD), "same_side_3d", "");
  expect_invalid(nt::same_side_line_3d(BAD, X, Y, O), "same_side_line_3d", "");
  expect_invalid(nt::segment_intersect_3d(O, X, Y, BAD), "segment_intersect_3d", "");
  expect_invalid(nt::point_in_triangle_3d(O, X, Y, BAD), "point_in_triangle_3d", "");
  expect_invalid(nt::ray_plane(O, X, Y, BAD), "ray_plane", "");
  expect_invalid(nt::segment_plane(O, BAD, Y, X), "segment_plane", "");
  expect_invalid(nt::segment_triangle_3d(O, X, Y, BAD, O), "segment_triangle_3d", "");
  expect_invalid(nt::ray_triangle_3d(O, X, Y, BAD, O), "ray_triangle_3d", "");
  expect_invalid(nt::compare_distance_3d(O, BAD, X), "compare_distance_3d", "");
  expect_invalid(nt::closest_feature_3d(O, X, Y, BAD), "closest_feature_3d", "");
  expect_invalid(nt::point_sphere(O, -1, X), "point_sphere", "");
  expect_invalid(nt::sphere_sphere(O, nan_value, X, 1), "sphere_sphere", "");
  expect_invalid(nt::segment_sphere(O, 1, X, BAD), "segment_sphere", "");
  expect_invalid(nt::triangle_sphere(O, 1, X, Y, BAD), "triangle_sphere", "");
  expect_invalid(nt::segment_box_3d(O, X, X, O), "segment_box_3d", "");  // lo > hi
  expect_invalid(nt::ray_box_3d(O, BAD, O, X), "ray_box_3d", "");
  expect_invalid(nt::box_box_3d(O, X, BAD, X), "box_box_3d", "");
  expect_invalid(nt::compare_distance_point_plane(O, O, X, Y), "compare_distance_point_plane",
                 "normal n is the zero");
  expect_invalid(nt::compare_distance_point_line_3d(X, X, O, Y), "compare_distance_point_line_3d",
                 "a = b");
  expect_invalid(nt::compare_distance_point_segment_3d(O, X, Y, BAD),
                 "compare_distance_point_segment_3d", "");
  expect_invalid(nt::closest_feature_segment_segment_3d(O, X, Y, BAD),
                 "closest_feature_segment_segment_3d", "");
  expect_invalid(nt::closest_feature_segment_triangle(O, X, Y, O, BAD),
                 "closest_feature_segment_triangle", "");
  expect_invalid(nt::box_sphere(O, -1, O, X), "box_sphere", "radius");
  expect_invalid(nt::capsule_box(O, X, 1, X, O), "capsule_box", "lo > hi");
  // The message is kept, truncated to the capacity at most.
  const auto r = nt::orient2d(o, x, bad);
  EXPECT_LT(std::string(r.message()).size(), nt::result<sign>::message_capacity);
  EXPECT_EQ(r.value(), sign::zero);  // value-initialised
}

TEST(Nothrow, BatchCountsTheQueriesAnswered) {
  std::vector<point2> pts{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {2, 2}};
  std::vector<std::uint32_t> q;
  for (int i = 0; i < 50; ++i) {
    q.insert(q.end(), {static_cast<std::uint32_t>(i % 5), static_cast<std::uint32_t>((i + 1) % 5),
                       static_cast<std::uint32_t>((i + 3) % 5)});
  }
  std::vector<sign> out(50), want(50);
  ep::orient2d_batch(pts.data(), pts.size(), q.data(), 50, want.data());
  const auto all = nt::orient2d_batch(pts.data(), pts.size(), q.data(), 50, out.data());
  expect_ok(all, std::size_t{50});
  EXPECT_EQ(out, want);
  std::vector<std::uint32_t> bad = q;
  bad[3 * 31 + 2] = 99;  // query 31, point c
  std::vector<sign> partial(50, static_cast<sign>(7));
  const auto stopped = nt::orient2d_batch(pts.data(), pts.size(), bad.data(), 50, partial.data());
  expect_invalid(stopped, "orient2d_batch", "query 31, point c");
  EXPECT_EQ(stopped.value(), 31u);
  for (std::size_t i = 0; i < 50; ++i) {
    EXPECT_EQ(partial[i], i < 31 ? want[i] : static_cast<sign>(7)) << i;
  }
  std::vector<point3> p3s{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, nan_value}, {1, 1, 1}};
  const std::vector<std::uint32_t> q3{0, 1, 2, 4, 0, 1, 2, 4, 0, 1, 2, 3, 0, 1, 2, 4};
  std::vector<sign> o3(4);
  const auto r3 = nt::orient3d_batch(p3s.data(), p3s.size(), q3.data(), 4, o3.data());
  expect_invalid(r3, "orient3d_batch", "query 2:");
  EXPECT_EQ(r3.value(), 2u);
  const auto r4 = nt::insphere_batch(p3s.data(), p3s.size(), nullptr, 1, o3.data());
  expect_invalid(r4, "insphere_batch", "null");
  EXPECT_EQ(r4.value(), 0u);
  const auto r5 = nt::incircle_batch(pts.data(), pts.size(), q.data(), 12, out.data());
  expect_ok(r5, std::size_t{12});
}

}  // namespace

namespace {

TEST(Nothrow, MeshingPredicatesAnswerAsTheThrowingForms) {
  std::mt19937_64 rng(17);
  for (int i = 0; i < 3000; ++i) {
    const point2 a = p2(rng), b = p2(rng);
    const point3 c = p3(rng), d = p3(rng), e = p3(rng), f = p3(rng), g = p3(rng);
    expect_ok(nt::compare_xy(a, b), ep::compare_xy(a, b));
    expect_ok(nt::compare_xyz(c, d), ep::compare_xyz(c, d));
    expect_ok(nt::coplanar_orientation(c, d, e), ep::coplanar_orientation(c, d, e));
    // Four coplanar points (the precondition of these two): the plane z = x + 2y, exactly, on
    // small integers scaled by one power of two.
    std::uniform_int_distribution<int> small(-3, 3), power(-1060, 1000);
    const int k = i % 3 == 0 ? power(rng) : 0;
    point3 plane[4];
    do {  // a, b, c not collinear (the other precondition)
      for (point3& pt : plane) {
        const double px = small(rng), py = small(rng);
        pt = {std::ldexp(px, k), std::ldexp(py, k), std::ldexp(px + 2 * py, k)};
      }
    } while (ep::orient2d(point2{plane[0].x, plane[0].y}, point2{plane[1].x, plane[1].y},
                          point2{plane[2].x, plane[2].y}) == sign::zero);
    expect_ok(nt::coplanar_orientation(plane[0], plane[1], plane[2], plane[3]),
              ep::coplanar_orientation(plane[0], plane[1], plane[2], plane[3]));
    expect_ok(nt::coplanar_side_of_bounded_circle(plane[0], plane[1], plane[2], plane[3]),
              ep::coplanar_side_of_bounded_circle(plane[0], plane[1], plane[2], plane[3]));
    const ep::weighted_point2 w[] = {{a.x, a.y, coordinate(rng)},
                                     {b.x, b.y, coordinate(rng)},
                                     {p2(rng).x, p2(rng).y, coordinate(rng)},
                                     {a.y, b.x, coordinate(rng)}};
    const ep::weighted_point3 v[] = {{c.x, c.y, c.z, coordinate(rng)},
                                     {d.x, d.y, d.z, coordinate(rng)},
                                     {e.x, e.y, e.z, coordinate(rng)},
                                     {f.x, f.y, f.z, coordinate(rng)},
                                     {g.x, g.y, g.z, coordinate(rng)}};
    expect_ok(nt::power_incircle(w[0], w[1], w[2], w[3]),
              ep::power_incircle(w[0], w[1], w[2], w[3]));
    expect_ok(nt::power_insphere(v[0], v[1], v[2], v[3], v[4]),
              ep::power_insphere(v[0], v[1], v[2], v[3], v[4]));
    expect_ok(nt::power_incircle_sos(w[0], w[1], w[2], w[3], 3, 1, 0, 2),
              ep::power_incircle_sos(w[0], w[1], w[2], w[3], 3, 1, 0, 2));
    expect_ok(nt::power_insphere_sos(v[0], v[1], v[2], v[3], v[4], 4, 0, 2, 1, 3),
              ep::power_insphere_sos(v[0], v[1], v[2], v[3], v[4], 4, 0, 2, 1, 3));
  }
}

TEST(Nothrow, MeshingPredicatesReportBadInput) {
  const point3 o{0, 0, 0}, x{1, 0, 0}, y{0, 1, 0}, bad{0, inf_value, 0};
  expect_invalid(nt::compare_xy(point2{0, 0}, point2{nan_value, 0}), "compare_xy", "b");
  expect_invalid(nt::compare_xyz(o, bad), "compare_xyz", "b");
  expect_invalid(nt::coplanar_orientation(o, x, bad), "coplanar_orientation_3", "point c");
  const point3 off{0, 0, 1};
  const auto not_coplanar = nt::coplanar_orientation(o, x, y, off);
  EXPECT_EQ(not_coplanar.error(), nt::error_kind::invalid_input);
  EXPECT_NE(std::string(not_coplanar.message()).find("not coplanar"), std::string::npos);
  const auto collinear = nt::coplanar_side_of_bounded_circle(o, x, point3{2, 0, 0}, y);
  EXPECT_EQ(collinear.error(), nt::error_kind::invalid_input);
  EXPECT_NE(std::string(collinear.message()).find("collinear"), std::string::npos);
  expect_invalid(nt::coplanar_side_of_bounded_circle(o, x, y, bad),
                 "coplanar_side_of_bounded_circle", "d");
  const ep::weighted_point2 w{0, 0, 0}, wn{0, 0, nan_value};
  expect_invalid(nt::power_incircle(w, w, w, wn), "power_incircle", "d");
  expect_invalid(nt::power_incircle_sos(w, w, w, w, 0, 1, 1, 2), "power_incircle_sos", "");
  const ep::weighted_point3 v{0, 0, 0, 0}, vn{nan_value, 0, 0, 0};
  expect_invalid(nt::power_insphere(vn, v, v, v, v), "power_insphere", "a");
}

TEST(Nothrow, MeshingBatchesCountTheQueriesAnswered) {
  std::vector<ep::weighted_point2> pts{{0, 0, 0}, {1, 0, 0.5}, {0, 1, 0}, {1, 1, 2}, {2, 3, 1}};
  std::vector<std::uint32_t> q;
  for (std::uint32_t i = 0; i < 20; ++i)
    q.insert(q.end(), {i % 5, (i + 1) % 5, (i + 2) % 5, (i + 3) % 5});
  std::vector<sign> want(20), out(20);
  ep::power_incircle_batch(pts.data(), pts.size(), q.data(), 20, want.data());
  expect_ok(nt::power_incircle_batch(pts.data(), pts.size(), q.data(), 20, out.data()),
            std::size_t{20});
  EXPECT_EQ(out, want);
  pts.push_back({nan_value, 0, 0});
  std::vector<std::uint32_t> bad = q;
  bad[4 * 13 + 1] = 5;  // query 13 reads the NaN point
  std::vector<sign> partial(20, static_cast<sign>(7));
  const auto r = nt::power_incircle_batch(pts.data(), pts.size(), bad.data(), 20, partial.data());
  expect_invalid(r, "power_incircle_batch", "query 13");
  EXPECT_EQ(r.value(), 13u);
  for (std::size_t i = 0; i < 20; ++i)
    EXPECT_EQ(partial[i], i < 13 ? want[i] : static_cast<sign>(7));
  const auto idx = nt::power_incircle_sos_batch(pts.data(), pts.size(), bad.data(), 20, out.data());
  EXPECT_EQ(idx.value(), 13u);
  std::vector<point2> p2s{{0, 0}, {1, 0}, {0, 1}};
  const std::vector<std::uint32_t> q2{0, 1, 2, 0, 1, 7};
  const auto s2 = nt::orient2d_sos_batch(p2s.data(), p2s.size(), q2.data(), 2, out.data());
  expect_invalid(s2, "orient2d_sos_batch", "query 1");
  EXPECT_EQ(s2.value(), 1u);
}

}  // namespace

TEST(Nothrow, ValuesAnswerAsTheThrowingFormsAndReportBadInput) {
  std::mt19937_64 rng(31);
  const auto same = [](const nt::result<double>& r, double want) {
    EXPECT_TRUE(r.ok()) << r.message();
    EXPECT_EQ(std::signbit(r.value()), std::signbit(want));
    EXPECT_TRUE(r.value() == want) << r.value() << " vs " << want;
  };
  for (int i = 0; i < 2000; ++i) {
    const point2 a = p2(rng), b = p2(rng), c = p2(rng), d = p2(rng);
    const point3 e = p3(rng), f = p3(rng), g = p3(rng), h = p3(rng), k = p3(rng);
    same(nt::orient2d_value(a, b, c), ep::orient2d_value(a, b, c));
    same(nt::incircle_value(a, b, c, d), ep::incircle_value(a, b, c, d));
    same(nt::orient3d_value(e, f, g, h), ep::orient3d_value(e, f, g, h));
    same(nt::insphere_value(e, f, g, h, k), ep::insphere_value(e, f, g, h, k));
  }
  const point2 o{0, 0}, bad2{nan_value, 0};
  const point3 q{0, 0, 0}, bad3{0, 0, inf_value};
  expect_invalid(nt::orient2d_value(o, o, bad2), "orient2d_value", "point c");
  expect_invalid(nt::incircle_value(bad2, o, o, o), "incircle_value", "point a");
  expect_invalid(nt::orient3d_value(q, bad3, q, q), "orient3d_value", "point b");
  expect_invalid(nt::insphere_value(q, q, q, q, bad3), "insphere_value", "point e");
}

TEST(Nothrow, ConstructionsAnswerAsTheThrowingFormsAndReportBadInput) {
  std::mt19937_64 rng(37);
  // The nothrow form's answer is the throwing form's (called only where the nothrow form
  // answered: this test is built without exceptions), or an undefined construction.
  int undefined = 0;
  const auto same = [&undefined](const auto& r, const auto& throwing) {
    if (!r.ok()) {
      ++undefined;
      EXPECT_EQ(r.error(), nt::error_kind::invalid_input);
      return;
    }
    const auto want = throwing();
    EXPECT_EQ(std::memcmp(&r.value().point, &want.point, sizeof want.point), 0);
    EXPECT_EQ(r.value().exact, want.exact);
  };
  for (int i = 0; i < 500; ++i) {
    const point2 a = p2(rng), b = p2(rng), c = p2(rng), d = p2(rng);
    const point3 e = p3(rng), f = p3(rng), g = p3(rng), h = p3(rng), k = p3(rng);
    same(nt::rounded(ep::ssi{a, b, c, d}), [&] { return ep::rounded(ep::ssi{a, b, c, d}); });
    same(nt::circumcenter(a, b, c), [&] { return ep::circumcenter(a, b, c); });
    same(nt::rounded(ep::lpi{e, f, g, h, k}), [&] { return ep::rounded(ep::lpi{e, f, g, h, k}); });
    same(nt::rounded(ep::tpi{e, f, g, h, k, e, f, h, k}), [&] {
      return ep::rounded(ep::tpi{e, f, g, h, k, e, f, h, k});
    });
    same(nt::circumcenter(e, f, g), [&] { return ep::circumcenter(e, f, g); });
    same(nt::circumcenter(e, f, g, h), [&] { return ep::circumcenter(e, f, g, h); });
  }
  EXPECT_LT(undefined, 300);
  const point2 o{0, 0}, x{1, 0}, bad2{nan_value, 0};
  const point3 q{0, 0, 0}, X{1, 0, 0}, bad3{0, 0, inf_value};
  expect_invalid(nt::circumcenter(o, x, bad2), "circumcenter_2d", "point c");
  expect_invalid(nt::circumcenter(o, x, x), "circumcenter_2d", "collinear");
  expect_invalid(nt::circumcenter(q, X, bad3), "circumcenter_triangle_3d", "infinity");
  expect_invalid(nt::circumcenter(q, X, q, X), "circumcenter_3d", "coplanar");
  expect_invalid(nt::rounded(ep::ssi{o, x, o, x}), "rounded(ssi)", "parallel");
  expect_invalid(nt::rounded(ep::implicit_point3(bad3)), "rounded(p3)", "infinity");
}

TEST(Nothrow, ImplicitPredicatesAnswerAndReportUndefinedPoints) {
  namespace ep = exactpred;
  const point2 o{0, 0}, x{2, 0}, y{0, 2}, d{2, 2};
  const ep::ssi centre{o, d, y, x};  // the diagonals of the square meet at (1, 1)
  const auto value = [](const nt::result<exactpred::sign>& r) {
    EXPECT_TRUE(r.ok()) << r.message();
    return r.ok() ? r.value() : exactpred::sign::zero;
  };
  EXPECT_EQ(value(nt::orient2d(centre, o, x)), exactpred::sign::positive);
  EXPECT_EQ(value(nt::orient2d(o, centre, point2{3, 3})), exactpred::sign::zero);
  EXPECT_EQ(value(nt::incircle(o, x, d, centre)), exactpred::sign::positive);
  EXPECT_EQ(value(nt::compare_x(centre, point2{1, 5})), exactpred::sign::zero);
  EXPECT_EQ(value(nt::compare_y(centre, point2{1, 5})), exactpred::sign::negative);
  // The z axis meets the plane z = 0 at the origin.
  const point3 O{0, 0, 0}, X{1, 0, 0}, Y{0, 1, 0}, Z{0, 0, 1};
  const ep::lpi origin{point3{0, 0, -1}, Z, O, X, Y};
  EXPECT_EQ(value(nt::orient3d(origin, X, Y, Z)), exactpred::sign::positive);
  EXPECT_EQ(value(nt::orient2d_xy(origin, X, Y)), exactpred::sign::positive);
  EXPECT_EQ(value(nt::orient2d_yz(origin, X, Y)), exactpred::sign::zero);
  EXPECT_EQ(value(nt::orient2d_zx(origin, Y, Z)), exactpred::sign::zero);
  EXPECT_EQ(value(nt::compare_x(origin, X)), exactpred::sign::negative);
  EXPECT_EQ(value(nt::compare_y(origin, Y)), exactpred::sign::negative);
  EXPECT_EQ(value(nt::compare_z(origin, point3{5, 5, 0})), exactpred::sign::zero);
  expect_invalid(nt::orient2d(ep::ssi{o, x, o, x}, o, x), "orient2d", "undefined");
  expect_invalid(nt::orient3d(ep::lpi{O, X, O, X, Y}, X, Y, Z), "orient3d", "undefined");
  expect_invalid(nt::compare_x(ep::ssi{o, x, y, point2{nan_value, 1}}, o), "compare_x", "NaN");
}

TEST(Nothrow, PerturbedBatchesOnSpans) {
  const std::vector<std::array<double, 2>> pts = {{0, 0}, {1, 0}, {2, 0}, {0, 1}};
  const std::vector<std::uint32_t> q = {0, 1, 2, 0, 1, 3, 0, 1, 9};
  std::vector<exactpred::sign> out(3, exactpred::sign::zero);
  const auto r =
      exactpred::nothrow::orient2d_sos_batch(exactpred::point2_span(pts), q.data(), 3, out.data());
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.value(), 2u);  // the third query's index 9 is out of range
  EXPECT_NE(out[0], exactpred::sign::zero);
  EXPECT_EQ(out[1], exactpred::sign::positive);
}
