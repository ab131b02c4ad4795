// SPDX-License-Identifier: MIT
// The polygon, point-set and batch functions on the caller's own point arrays (point_span):
// doubles and floats read in place with any stride, other types through point_traits, every
// answer and every error equal to those on the same points as point2 / point3, with every
// batch instruction set, also under flush-to-zero and denormals-are-zero.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <vector>

#if defined(__SSE2__) || defined(_M_X64)
#include <xmmintrin.h>
#define EXACTPRED_TEST_MXCSR 1
#endif

#include "exactpred/exactpred.hpp"
#include "support/user_points.hpp"

namespace {

namespace ep = exactpred;
using ep::point2;
using ep::point3;
using ep::sign;
using ep::detail::point_storage;

// Point types a user may hold.
struct tagged2 {  // doubles with a tag after them: stride 3 doubles
  double x, y;
  std::int64_t tag;
};
struct tagged3f {  // floats with an id: stride 4 floats
  float x, y, z;
  std::int32_t id;
};
// Accessors returning by value: read through point_traits.
using accessor2 = exactpred::testing::accessor_point2;
struct mixed3 {  // mixed coordinate types: read through point_traits
  float x;
  double y;
  float z;
};
struct reversed2 {  // y stored before x: not consecutive x, y, read through point_traits
  double y, x;
};

template <class P>
P make(const point2& p);
template <>
tagged2 make(const point2& p) {
  return {p.x, p.y, 77};
}
template <>
accessor2 make(const point2& p) {
  return {p.x, p.y};
}
template <>
reversed2 make(const point2& p) {
  return {p.y, p.x};
}
template <>
ep::point2f make(const point2& p) {
  return {static_cast<float>(p.x), static_cast<float>(p.y)};
}
template <>
std::array<float, 2> make(const point2& p) {
  return {static_cast<float>(p.x), static_cast<float>(p.y)};
}
template <class P>
P make3(const point3& p);
template <>
tagged3f make3(const point3& p) {
  return {static_cast<float>(p.x), static_cast<float>(p.y), static_cast<float>(p.z), 5};
}
template <>
mixed3 make3(const point3& p) {
  return {static_cast<float>(p.x), p.y, static_cast<float>(p.z)};
}
template <>
std::array<double, 3> make3(const point3& p) {
  return {p.x, p.y, p.z};
}
template <>
point3 make3(const point3& p) {
  return p;
}

// Coordinates that are exact floats: small integers (many exact degeneracies), float
// near-degenerate points on lines, and floats with extreme exponents, subnormals included.
float float_coord(std::mt19937_64& rng, int kind) {
  std::uniform_int_distribution<int> small(-4, 4);
  std::uniform_int_distribution<int> exponent(-149, 120);
  std::uniform_real_distribution<float> unit(-1.0f, 1.0f);
  switch (kind) {
    case 0:
      return static_cast<float>(small(rng));
    case 1:
      return unit(rng);
    default:
      return std::ldexp(static_cast<float>(small(rng)), exponent(rng) / 2);
  }
}

// The float nearest v. (Through a volatile: g++ 12 -O2 has been seen to drop the rounding of
// static_cast<float> when it vectorises a pair of such conversions back to double.)
float round_to_float(double v) {
  volatile float f = static_cast<float>(v);
  return f;
}

std::vector<point2> float_points2(std::size_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<point2> p;
  for (std::size_t i = 0; i < n; ++i) {
    const int kind = static_cast<int>(i % 4);
    if (kind == 3 && i >= 2) {
      // Next to the line through two earlier points: a float near a + t (b - a).
      const point2 a = p[i - 1], b = p[i - 2];
      const float t = static_cast<float>(i % 7) / 3.0f;
      p.push_back({round_to_float(a.x + t * (b.x - a.x)), round_to_float(a.y + t * (b.y - a.y))});
    } else {
      p.push_back({float_coord(rng, kind), float_coord(rng, kind)});
    }
  }
  return p;
}

std::vector<point3> float_points3(std::size_t n, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<point3> p;
  for (std::size_t i = 0; i < n; ++i) {
    const int kind = static_cast<int>(i % 3);
    p.push_back({float_coord(rng, kind), float_coord(rng, kind), float_coord(rng, kind)});
  }
  return p;
}

std::vector<std::uint32_t> random_indices(std::size_t count, std::size_t points,
                                          std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<std::uint32_t> pick(0, static_cast<std::uint32_t>(points - 1));
  std::vector<std::uint32_t> q(count);
  for (auto& i : q) i = pick(rng);
  return q;
}

std::vector<ep::batch_isa> supported_isas() {
  std::vector<ep::batch_isa> v;
  for (auto isa :
       {ep::batch_isa::scalar, ep::batch_isa::sse2, ep::batch_isa::avx2, ep::batch_isa::avx512}) {
    if (ep::batch_isa_supported(isa)) v.push_back(isa);
  }
  return v;
}

struct isa_restorer {
  ep::batch_isa saved = ep::batch_isa_in_use();
  ~isa_restorer() { ep::set_batch_isa(saved); }
};

TEST(PointSpan, StorageIsChosenByLayout) {
  const std::vector<tagged2> t2(3);
  const ep::point2_span s(t2);
  EXPECT_EQ(s.storage(), point_storage::doubles);
  EXPECT_EQ(s.stride(), 3u);
  EXPECT_EQ(s.first_coordinate(), &t2[0].x);
  const std::vector<ep::point2f> f2(2);
  EXPECT_EQ(ep::point2_span(f2).storage(), point_storage::floats);
  EXPECT_EQ(ep::point2_span(f2).stride(), 2u);
  const std::vector<tagged3f> t3(2);
  EXPECT_EQ(ep::point3_span(t3).storage(), point_storage::floats);
  EXPECT_EQ(ep::point3_span(t3).stride(), 4u);
  const double raw[4][3] = {};
  EXPECT_EQ(ep::point3_span(raw).storage(), point_storage::doubles);
  EXPECT_EQ(ep::point3_span(raw).size(), 4u);
  const std::vector<accessor2> a2(2, accessor2(0, 0));
  EXPECT_EQ(ep::point2_span(a2).storage(), point_storage::other);
  const std::vector<mixed3> m3(2);
  EXPECT_EQ(ep::point3_span(m3).storage(), point_storage::other);
  const std::vector<reversed2> r2(2);
  EXPECT_EQ(ep::point2_span(r2).storage(), point_storage::other);
  // Element access gives the points, whatever the storage.
  const std::vector<reversed2> r{{2, 1}, {4, 3}};
  EXPECT_EQ(ep::point2_span(r)[1].x, 3);
  EXPECT_EQ(ep::point2_span(r)[1].y, 4);
  const std::vector<tagged3f> f{{1, 2, 3, 0}, {1e-45f, -0.0f, 5, 0}};
  const point3 q = ep::point3_span(f)[1];
  EXPECT_EQ(q.x, static_cast<double>(1e-45f));
  EXPECT_TRUE(std::signbit(q.y));
  EXPECT_EQ(q.z, 5);
}

template <class P>
void check_polygons(std::uint64_t seed) {
  SCOPED_TRACE(seed);
  std::mt19937_64 rng(seed);
  for (int round = 0; round < 300; ++round) {
    const std::size_t n = 1 + static_cast<std::size_t>(rng() % 12);
    const std::vector<point2> ref = float_points2(n, rng());
    std::vector<P> own;
    for (const point2& p : ref) own.push_back(make<P>(p));
    EXPECT_EQ(ep::polygon_orientation(own), ep::polygon_orientation(ref));
    const std::vector<point2> probes = float_points2(6, rng());
    for (std::size_t k = 0; k < probes.size() + ref.size(); ++k) {
      const point2 p = k < probes.size() ? probes[k] : ref[k - probes.size()];
      const ep::winding_result w = ep::winding_number(make<P>(p), own);
      const ep::winding_result wr = ep::winding_number(p, ref);
      EXPECT_EQ(w.on_boundary, wr.on_boundary);
      EXPECT_EQ(w.number, wr.number);
      for (auto rule : {ep::fill_rule::non_zero, ep::fill_rule::even_odd}) {
        EXPECT_EQ(ep::point_in_polygon(make<P>(p), own, rule), ep::point_in_polygon(p, ref, rule));
      }
    }
    EXPECT_EQ(ep::convex_hull(own), ep::convex_hull(ref));
    EXPECT_EQ(ep::convex_hull(own, true), ep::convex_hull(ref, true));
    // Two convex polygons (hulls of the points), in the caller's type.
    const std::vector<point2> other_ref = float_points2(1 + rng() % 8, rng());
    std::vector<point2> ha, hb;
    for (std::size_t i : ep::convex_hull(ref)) ha.push_back(ref[i]);
    for (std::size_t i : ep::convex_hull(other_ref)) hb.push_back(other_ref[i]);
    std::vector<P> oa, ob;
    for (const point2& p : ha) oa.push_back(make<P>(p));
    for (const point2& p : hb) ob.push_back(make<P>(p));
    EXPECT_EQ(ep::convex_polygons_intersect(oa, ob), ep::convex_polygons_intersect(ha, hb));
  }
}

TEST(PointSpan, PolygonFunctionsOnOwnTypesEqualThoseOnPoint2) {
  check_polygons<tagged2>(1);
  check_polygons<accessor2>(2);
  check_polygons<reversed2>(3);
  check_polygons<ep::point2f>(4);
  check_polygons<std::array<float, 2>>(5);
}

TEST(PointSpan, PolygonErrorsNameTheVertex) {
  const float inf = std::numeric_limits<float>::infinity();
  const std::vector<ep::point2f> f{{0, 0}, {1, 0}, {0, inf}};
  const std::vector<point2> d{{0, 0}, {1, 0}, {0, std::numeric_limits<double>::infinity()}};
  std::string got, want;
  try {
    ep::polygon_orientation(f);
  } catch (const ep::invalid_input& e) {
    got = e.what();
  }
  try {
    ep::polygon_orientation(d);
  } catch (const ep::invalid_input& e) {
    want = e.what();
  }
  EXPECT_FALSE(want.empty());
  EXPECT_EQ(got, want);
}

template <int N, class P>
void run_batch(const char* name, const std::vector<P>& pts, const std::vector<std::uint32_t>& q,
               std::size_t n, sign* out) {
  const std::string s = name;
  if constexpr (N == 2) {
    if (s == "orient2d") ep::orient2d_batch(pts.data(), pts.size(), q.data(), n, out);
    if (s == "incircle") ep::incircle_batch(pts.data(), pts.size(), q.data(), n, out);
  } else {
    if (s == "orient3d") ep::orient3d_batch(pts.data(), pts.size(), q.data(), n, out);
    if (s == "insphere") ep::insphere_batch(pts.data(), pts.size(), q.data(), n, out);
  }
}

std::string batch_error(const std::function<void()>& f) {
  try {
    f();
  } catch (const ep::invalid_input& e) {
    return e.what();
  }
  return "";
}

template <int N, class P, class R>
void check_batch(const char* name, int per_query, const std::vector<R>& ref, std::uint64_t seed) {
  SCOPED_TRACE(name);
  std::vector<P> own;
  for (const R& p : ref) {
    if constexpr (N == 2) {
      own.push_back(make<P>(p));
    } else {
      own.push_back(make3<P>(p));
    }
  }
  const std::size_t n = 1000;  // many 64-query blocks of the loading path, and a short one
  const std::vector<std::uint32_t> q = random_indices(n * per_query, ref.size(), seed);
  std::vector<sign> want(n), got(n);
  isa_restorer restore;
  ASSERT_TRUE(ep::set_batch_isa(ep::batch_isa::scalar));
  run_batch<N>(name, ref, q, n, want.data());
  for (auto isa : supported_isas()) {
    SCOPED_TRACE(ep::to_string(isa));
    ep::set_batch_isa(isa);
    std::fill(got.begin(), got.end(), static_cast<sign>(9));
    run_batch<N>(name, own, q, n, got.data());
    EXPECT_EQ(got, want);
    // An index out of range at query 100: the same error, out[0 .. 100) written, no more.
    std::vector<std::uint32_t> bad = q;
    bad[100 * per_query + 1] = static_cast<std::uint32_t>(ref.size());
    std::fill(got.begin(), got.end(), static_cast<sign>(9));
    const std::string e1 = batch_error([&] { run_batch<N>(name, own, bad, n, got.data()); });
    const std::string e2 = batch_error([&] { run_batch<N>(name, ref, bad, n, want.data()); });
    EXPECT_NE(e1.find("query 100, point b"), std::string::npos) << e1;
    EXPECT_EQ(e1, e2);
    for (std::size_t i = 0; i < n; ++i) {
      if (i < 100) {
        EXPECT_EQ(got[i], want[i]) << i;
      } else {
        EXPECT_EQ(got[i], static_cast<sign>(9)) << i;
      }
    }
    run_batch<N>(name, ref, q, n, want.data());  // restore the reference answers
  }
}

TEST(PointSpan, BatchOnOwnTypesEqualsBatchOnPoints) {
  const std::vector<point2> p2 = float_points2(300, 11);
  const std::vector<point3> p3 = float_points3(300, 12);
  check_batch<2, tagged2>("orient2d", 3, p2, 21);
  check_batch<2, tagged2>("incircle", 4, p2, 22);
  check_batch<2, ep::point2f>("orient2d", 3, p2, 23);
  check_batch<2, ep::point2f>("incircle", 4, p2, 24);
  check_batch<2, accessor2>("orient2d", 3, p2, 25);
  check_batch<2, accessor2>("incircle", 4, p2, 26);
  check_batch<2, reversed2>("incircle", 4, p2, 27);
  check_batch<3, tagged3f>("orient3d", 4, p3, 31);
  check_batch<3, tagged3f>("insphere", 5, p3, 32);
  check_batch<3, mixed3>("orient3d", 4, p3, 33);
  check_batch<3, mixed3>("insphere", 5, p3, 34);
  check_batch<3, std::array<double, 3>>("insphere", 5, p3, 35);
  check_batch<3, point3>("orient3d", 4, p3, 36);
}

TEST(PointSpan, BatchOnFloatsNamesNonFiniteCoordinates) {
  std::vector<ep::point2f> f(200);
  std::vector<point2> d(200);
  for (std::size_t i = 0; i < f.size(); ++i) {
    f[i] = {static_cast<float>(i), static_cast<float>(i % 7)};
    d[i] = {f[i].x, f[i].y};
  }
  std::vector<std::uint32_t> q(3 * 150);
  for (std::size_t i = 0; i < q.size(); ++i) q[i] = static_cast<std::uint32_t>((i * 7) % 199);
  q[77 * 3 + 2] = 199;  // the only query with point 199
  f[q[77 * 3 + 2]].y = std::numeric_limits<float>::quiet_NaN();
  d[q[77 * 3 + 2]].y = std::numeric_limits<double>::quiet_NaN();
  isa_restorer restore;
  for (auto isa : supported_isas()) {
    ep::set_batch_isa(isa);
    std::vector<sign> a(150, static_cast<sign>(9)), b(150, static_cast<sign>(9));
    const std::string e1 = batch_error([&] { run_batch<2>("orient2d", f, q, 150, a.data()); });
    const std::string e2 = batch_error([&] { run_batch<2>("orient2d", d, q, 150, b.data()); });
    EXPECT_NE(e1.find("orient2d_batch: query 77:"), std::string::npos) << e1;
    EXPECT_EQ(e1, e2);
    EXPECT_EQ(a, b);
  }
}

#if defined(EXACTPRED_TEST_MXCSR)
TEST(PointSpan, SubnormalFloatsCountUnderFlushToZero) {
  // Floats down to the smallest subnormal: the determinants are tiny but not zero.
  std::vector<ep::point3f> f;
  std::vector<point3> d;
  std::mt19937_64 rng(99);
  std::uniform_int_distribution<int> small(-3, 3);
  for (int i = 0; i < 64; ++i) {
    const ep::point3f p{std::ldexp(static_cast<float>(small(rng)), -149 + i % 4),
                        std::ldexp(static_cast<float>(small(rng)), -147),
                        std::ldexp(static_cast<float>(small(rng)), -140 + i % 3)};
    f.push_back(p);
    d.push_back({p.x, p.y, p.z});
  }
  const std::vector<std::uint32_t> q = random_indices(4 * 500, f.size(), 5);
  std::vector<sign> want(500), got(500);
  ep::orient3d_batch(d.data(), d.size(), q.data(), 500, want.data());
  int nonzero = 0;
  for (sign s : want) nonzero += s != sign::zero;
  EXPECT_GT(nonzero, 100);
  isa_restorer restore;
  const unsigned saved = _mm_getcsr();
  for (auto isa : supported_isas()) {
    ep::set_batch_isa(isa);
    _mm_setcsr(saved | 0x8040);  // FTZ and DAZ
    ep::orient3d_batch(f.data(), f.size(), q.data(), 500, got.data());
    const unsigned after = _mm_getcsr();
    _mm_setcsr(saved);
    EXPECT_EQ(after & 0xffc0, (saved | 0x8040) & 0xffc0);  // the caller's modes kept
    EXPECT_EQ(got, want);
  }
}
#endif

}  // namespace
