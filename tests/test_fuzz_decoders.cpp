// SPDX-License-Identifier: MIT
// tests/test_fuzz_decoders.cpp — the fuzzers' input decoders (fuzz/decoders.hpp) and the
// harnesses' agreement rules (fuzz/harness.hpp): every predicate of the query table gets
// well-formed queries, the special values and degenerate configurations the decoders exist
// for are actually produced, and decoding is deterministic.
#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "decoders.hpp"
#include "exactpred/exactpred.hpp"
#include "harness.hpp"
#include "query.hpp"

namespace {

using namespace exactpred::fuzzing;
using exactpred::query::predicate_info;

std::vector<std::uint8_t> random_bytes(std::mt19937_64& rng, std::size_t max_len = 300) {
  std::vector<std::uint8_t> b(1 + rng() % max_len);
  for (auto& x : b) x = static_cast<std::uint8_t>(rng());
  return b;
}

std::vector<double> decode(const predicate_info& p, const std::vector<std::uint8_t>& bytes) {
  byte_source src(bytes.data(), bytes.size());
  return decode_query(p, src);
}

bool same_bits(const std::vector<double>& a, const std::vector<double>& b) {
  return a.size() == b.size() &&
         (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0);
}

// Box corners lo <= hi and radii >= 0 for a query that is meant to be in the domain.
void expect_in_domain(const query_layout& l, const std::vector<double>& args,
                      const std::string& line) {
  const std::vector<slot> slots = slots_of(l, args);
  ASSERT_EQ(slots.size(), args.size()) << line;
  for (std::size_t i = 0; i < slots.size(); ++i) {
    if (slots[i].kind == slot_kind::radius) {
      EXPECT_FALSE(args[i] < 0) << line;
    }
    if (slots[i].kind == slot_kind::count) {
      EXPECT_EQ(args[i], std::floor(args[i])) << line;
      EXPECT_GE(args[i], 0) << line;
    }
  }
  EXPECT_FALSE(violates_layout_domain(l, args)) << line;
}

TEST(FuzzDecoders, EveryTablePredicateGetsWellFormedQueries) {
  std::mt19937_64 rng(20240601);
  for (const predicate_info& p : exactpred::query::predicates()) {
    const query_layout l = parse_layout(p);
    ASSERT_TRUE(l.valid) << p.name << " layout '" << p.layout << "' could not be decoded";
    int non_finite = 0, out_of_domain = 0;
    const int n = 1500;
    for (int i = 0; i < n; ++i) {
      const std::vector<std::uint8_t> bytes = random_bytes(rng);
      const std::vector<double> args = decode(p, bytes);
      const std::string line = oracle_line(p.name, args);
      std::string why;
      ASSERT_TRUE(exactpred::query::check_arity(p, args, why)) << why << "\n" << line;
      if (has_non_finite(args)) {
        ++non_finite;
        continue;
      }
      if (violates_layout_domain(l, args)) {
        ++out_of_domain;
        continue;
      }
      expect_in_domain(l, args, line);
    }
    // Malformed on purpose, but rarely (about 1/64 and 2/64 of the queries).
    EXPECT_GT(non_finite, 0) << p.name;
    EXPECT_LT(non_finite, n / 20) << p.name;
    EXPECT_LT(out_of_domain, n / 10) << p.name;
  }
}

// Slot kinds derived from the names of the table's layouts (for the predicates present).
TEST(FuzzDecoders, TableLayoutKinds) {
  const auto layout = [](const char* name) {
    const predicate_info* p = exactpred::query::find_predicate(name);
    return p != nullptr ? parse_layout(*p) : query_layout{};
  };
  for (const char* name : {"triangle_sphere", "segment_sphere", "point_sphere"}) {
    const query_layout l = layout(name);
    if (!l.valid) continue;
    EXPECT_EQ(l.dimension, 3) << name;
    EXPECT_EQ(l.items[3].fixed.kind, slot_kind::radius) << name;
  }
  if (const query_layout l = layout("box_box_3d"); l.valid) {
    EXPECT_EQ(l.boxes.size(), 2u);
  }
  if (const query_layout l = layout("segment_box_3d"); l.valid) {
    EXPECT_EQ(l.boxes.size(), 1u);
  }
  if (const query_layout l = layout("ray_plane"); l.valid) {
    EXPECT_EQ(l.items[9].fixed.kind, slot_kind::coordinate);  // nx, not a count
  }
  // The vertex lists of convex_polygons_intersect are convex (its precondition).
  const predicate_info* p = exactpred::query::find_predicate("convex_polygons_intersect");
  if (p == nullptr) return;
  const query_layout l = parse_layout(*p);
  ASSERT_TRUE(l.valid);
  ASSERT_TRUE(l.convex_lists);
  std::mt19937_64 rng(5);
  for (int i = 0; i < 500; ++i) {
    const std::vector<double> a = decode(*p, random_bytes(rng));
    if (has_non_finite(a)) continue;
    std::size_t at = 0;
    while (at < a.size()) {
      const std::size_t n = static_cast<std::size_t>(a[at]);
      std::vector<exactpred::point2> v;
      for (std::size_t k = 0; k < n; ++k) v.push_back({a[at + 1 + 2 * k], a[at + 2 + 2 * k]});
      at += 1 + 2 * n;
      int pos = 0, neg = 0;
      for (std::size_t k = 0; k < n; ++k) {
        const exactpred::sign s = exactpred::orient2d(v[k], v[(k + 1) % n], v[(k + 2) % n]);
        pos += s == exactpred::sign::positive;
        neg += s == exactpred::sign::negative;
      }
      EXPECT_TRUE(pos == 0 || neg == 0) << oracle_line(p->name, a);
    }
  }
}

TEST(FuzzDecoders, Deterministic) {
  std::mt19937_64 rng(7);
  for (const predicate_info& p : exactpred::query::predicates()) {
    for (int i = 0; i < 50; ++i) {
      const std::vector<std::uint8_t> bytes = random_bytes(rng);
      EXPECT_TRUE(same_bits(decode(p, bytes), decode(p, bytes))) << p.name;
    }
  }
  // An empty input decodes too (every read returns zero bits).
  const predicate_info* p = exactpred::query::find_predicate("orient3d");
  ASSERT_NE(p, nullptr);
  byte_source empty(nullptr, 0);
  EXPECT_EQ(decode_query(*p, empty).size(), 12u);
}

TEST(FuzzDecoders, ReachTheHardCases) {
  const predicate_info* o2 = exactpred::query::find_predicate("orient2d");
  const predicate_info* ic = exactpred::query::find_predicate("incircle");
  const predicate_info* is = exactpred::query::find_predicate("insphere");
  const predicate_info* o3 = exactpred::query::find_predicate("orient3d");
  ASSERT_TRUE(o2 && ic && is && o3);
  std::mt19937_64 rng(99);
  int subnormal = 0, neg_zero = 0, huge = 0, dbl_max = 0, mixed = 0, repeated = 0;
  int collinear_nontrivial = 0, cocircular = 0, cospherical = 0, coplanar = 0;
  for (int i = 0; i < 6000; ++i) {
    const predicate_info& p = *(i % 4 == 0 ? o2 : i % 4 == 1 ? ic : i % 4 == 2 ? is : o3);
    const std::vector<double> a = decode(p, random_bytes(rng, 120));
    if (has_non_finite(a)) continue;
    double lo = HUGE_VAL, hi = 0;
    for (double v : a) {
      if (v != 0 && std::fabs(v) < DBL_MIN) ++subnormal;
      if (v == 0 && std::signbit(v)) ++neg_zero;
      if (std::fabs(v) > 1e300) ++huge;
      if (std::fabs(v) == DBL_MAX) ++dbl_max;
      if (v != 0) lo = std::fmin(lo, std::fabs(v)), hi = std::fmax(hi, std::fabs(v));
    }
    if (hi > 0 && hi / lo > 0x1p500) ++mixed;
    const std::size_t dim = (&p == o2 || &p == ic) ? 2 : 3;
    for (std::size_t u = 0; u + dim <= a.size(); u += dim) {
      for (std::size_t v = u + dim; v + dim <= a.size(); v += dim) {
        if (std::memcmp(&a[u], &a[v], dim * sizeof(double)) == 0) ++repeated;
      }
    }
    if (&p == o2) {
      const exactpred::point2 x{a[0], a[1]}, y{a[2], a[3]}, z{a[4], a[5]};
      const bool distinct =
          !(x.x == y.x && x.y == y.y) && !(x.x == z.x && x.y == z.y) && !(y.x == z.x && y.y == z.y);
      if (distinct && exactpred::orient2d(x, y, z) == exactpred::sign::zero) ++collinear_nontrivial;
    } else if (&p == ic) {
      if (exactpred::orient2d(exactpred::point2{a[0], a[1]}, exactpred::point2{a[2], a[3]},
                              exactpred::point2{a[4], a[5]}) != exactpred::sign::zero &&
          exactpred::incircle(exactpred::point2{a[0], a[1]}, exactpred::point2{a[2], a[3]},
                              exactpred::point2{a[4], a[5]},
                              exactpred::point2{a[6], a[7]}) == exactpred::sign::zero) {
        ++cocircular;
      }
    } else if (&p == is) {
      const auto q = [&](int k) { return exactpred::point3{a[3 * k], a[3 * k + 1], a[3 * k + 2]}; };
      if (exactpred::orient3d(q(0), q(1), q(2), q(3)) != exactpred::sign::zero &&
          exactpred::insphere(q(0), q(1), q(2), q(3), q(4)) == exactpred::sign::zero) {
        ++cospherical;
      }
    } else {
      const auto q = [&](int k) { return exactpred::point3{a[3 * k], a[3 * k + 1], a[3 * k + 2]}; };
      const bool distinct = std::memcmp(&a[0], &a[3], 3 * sizeof(double)) != 0 &&
                            std::memcmp(&a[0], &a[6], 3 * sizeof(double)) != 0 &&
                            std::memcmp(&a[3], &a[6], 3 * sizeof(double)) != 0;
      if (distinct && exactpred::orient3d(q(0), q(1), q(2), q(3)) == exactpred::sign::zero) {
        ++coplanar;
      }
    }
  }
  EXPECT_GT(subnormal, 50);
  EXPECT_GT(neg_zero, 20);
  EXPECT_GT(huge, 50);
  EXPECT_GT(dbl_max, 5);
  EXPECT_GT(mixed, 50);
  EXPECT_GT(repeated, 50);
  EXPECT_GT(collinear_nontrivial, 20);
  EXPECT_GT(cocircular, 10);
  EXPECT_GT(cospherical, 5);
  EXPECT_GT(coplanar, 20);
}

TEST(FuzzDecoders, Strategies) {
  std::mt19937_64 rng(3);
  for (int i = 0; i < 300; ++i) {
    const std::vector<std::uint8_t> bytes = random_bytes(rng);
    byte_source src(bytes.data(), bytes.size());
    // Special values are finite; nextafter steps move by 1 to 4 ulps.
    const double s = special_value(src);
    EXPECT_TRUE(std::isfinite(s));
    const double t = nextafter_steps(s, src);
    EXPECT_TRUE(std::isfinite(t));
    EXPECT_NE(t, s);
    double u = s;
    int steps = 0;
    while (u != t && steps < 5) u = std::nextafter(u, t), ++steps;
    EXPECT_LE(steps, 4);
    // Scaled small integers are exact: dividing by 2^k gives an integer back.
    const double k = scaled_small_integer(src, -30);
    EXPECT_EQ(std::ldexp(k, 30), std::floor(std::ldexp(k, 30)));

    point_decoder d(src, 3);
    const point a = d.integer_point();
    const point b = d.integer_point();
    // A midpoint of integer points lies exactly on the segment (scale permitting).
    if (d.scale() > -1000) {
      const point m = d.midpoint_of_earlier();
      (void)m;
    }
    // A copy is bit-identical to some earlier point.
    const point c = d.copy_of_earlier();
    bool found = false;
    for (std::size_t j = 0; j + 1 < d.history().size(); ++j) {
      found = found || std::memcmp(d.history()[j].data(), c.data(), sizeof c) == 0;
    }
    EXPECT_TRUE(found);
    // Lattice points are exactly on one sphere: insphere of five of them is zero when the
    // first four are not coplanar.
    point_decoder e(src, 3);
    std::vector<exactpred::point3> q;
    for (int j = 0; j < 5; ++j) {
      const point p = e.on_lattice_sphere();
      q.push_back({p[0], p[1], p[2]});
    }
    if (e.scale() == 0 && exactpred::orient3d(q[0], q[1], q[2], q[3]) != exactpred::sign::zero) {
      EXPECT_EQ(exactpred::insphere(q[0], q[1], q[2], q[3], q[4]), exactpred::sign::zero);
    }
    (void)a;
    (void)b;
  }
  // Midpoints of integer points at scale 0 are exactly on the segment.
  const std::uint8_t zero_scale[] = {0};
  for (int i = 0; i < 200; ++i) {
    std::vector<std::uint8_t> bytes = random_bytes(rng);
    bytes[0] = zero_scale[0];
    byte_source src(bytes.data(), bytes.size());
    point_decoder d(src, 2);
    ASSERT_EQ(d.scale(), 0);
    const point a = d.integer_point();
    const point b = d.integer_point();
    const point m = d.midpoint_of_earlier();
    EXPECT_EQ(exactpred::orient2d(exactpred::point2{a[0], a[1]}, exactpred::point2{b[0], b[1]},
                                  exactpred::point2{m[0], m[1]}),
              exactpred::sign::zero);
  }
}

// ---- layouts of predicates that are not (or not yet) in the table -------------------------

std::string answer_one(const double*, std::size_t) { return "1"; }
std::string answer_zero(const double*, std::size_t) { return "0"; }
std::string reject(const double*, std::size_t) { throw exactpred::invalid_input("test: rejected"); }
std::string throw_other(const double*, std::size_t) { throw std::runtime_error("boom"); }

bool two_lists(const std::vector<double>& a, std::string& why) {
  if (a.empty()) return why = "empty", false;
  const double n = a[0];
  if (!(n >= 0) || n != std::floor(n)) return why = "n", false;
  const std::size_t m_at = 1 + 2 * static_cast<std::size_t>(n);
  if (a.size() <= m_at) return why = "short", false;
  const double m = a[m_at];
  if (!(m >= 0) || m != std::floor(m)) return why = "m", false;
  return a.size() == m_at + 1 + 2 * static_cast<std::size_t>(m) || (why = "count", false);
}

TEST(FuzzDecoders, LayoutsByName) {
  const predicate_info ball{"ball_test", "cx cy cz r ax ay az bx by bz tx ty tz", 13, 0,
                            answer_one};
  const predicate_info box{"box_test", "px py pz qx qy qz lox loy loz hix hiy hiz", 12, 0,
                           answer_one};
  const predicate_info poly{"poly_test", "px py n x1 y1 ... xn yn", 2, 2, answer_one};
  const predicate_info pair{"pair_test", "n x1 y1 ... xn yn m u1 v1 ... um vm", 0, 0, answer_one,
                            two_lists};
  const query_layout lb = parse_layout(ball);
  ASSERT_TRUE(lb.valid);
  EXPECT_EQ(lb.dimension, 3);
  EXPECT_EQ(lb.items[3].fixed.kind, slot_kind::radius);
  EXPECT_EQ(lb.items[0].fixed.kind, slot_kind::coordinate);
  EXPECT_EQ(classify("nx").kind, slot_kind::coordinate);
  EXPECT_EQ(classify("rx").kind, slot_kind::coordinate);
  EXPECT_EQ(classify("r2").kind, slot_kind::radius);
  EXPECT_EQ(classify("m").kind, slot_kind::count);
  const query_layout lx = parse_layout(box);
  ASSERT_TRUE(lx.valid);
  ASSERT_EQ(lx.boxes.size(), 1u);
  EXPECT_EQ(lx.boxes[0].first, "lo");
  const query_layout lp = parse_layout(poly);
  ASSERT_TRUE(lp.valid);
  EXPECT_EQ(lp.dimension, 2);
  const query_layout l2 = parse_layout(pair);
  ASSERT_TRUE(l2.valid);
  EXPECT_EQ(l2.items.size(), 2u);

  std::mt19937_64 rng(11);
  int zero_radius = 0, negative_radius = 0, flat_box = 0, bad_box = 0, convex = 0;
  for (int i = 0; i < 3000; ++i) {
    const std::vector<std::uint8_t> bytes = random_bytes(rng);
    for (const predicate_info* p : {&ball, &box, &poly, &pair}) {
      const query_layout l = parse_layout(*p);
      const std::vector<double> a = decode(*p, bytes);
      std::string why;
      ASSERT_TRUE(exactpred::query::check_arity(*p, a, why)) << p->name << ": " << why;
      if (has_non_finite(a)) continue;
      if (violates_layout_domain(l, a)) {
        if (p == &ball) ++negative_radius;
        if (p == &box) ++bad_box;
        continue;
      }
      expect_in_domain(l, a, oracle_line(p->name, a));
      if (p == &ball && a[3] == 0) ++zero_radius;
      if (p == &box && (a[6] == a[9] || a[7] == a[10] || a[8] == a[11])) ++flat_box;
      if (p == &poly && a[2] >= 3) {
        bool left = true;
        const std::size_t n = static_cast<std::size_t>(a[2]);
        for (std::size_t k = 0; k < n && left; ++k) {
          const std::size_t j = (k + 1) % n, h = (k + 2) % n;
          left = exactpred::orient2d(exactpred::point2{a[3 + 2 * k], a[4 + 2 * k]},
                                     exactpred::point2{a[3 + 2 * j], a[4 + 2 * j]},
                                     exactpred::point2{a[3 + 2 * h], a[4 + 2 * h]}) !=
                 exactpred::sign::negative;
        }
        if (left) ++convex;
      }
    }
  }
  EXPECT_GT(zero_radius, 50);
  EXPECT_GT(negative_radius, 20);
  EXPECT_GT(bad_box, 20);
  EXPECT_GT(flat_box, 50);
  EXPECT_GT(convex, 50);
}

TEST(FuzzHarness, AgreementRules) {
  const predicate_info ball{"ball_test", "cx cy cz r ax ay az", 7, 0, answer_one};
  target t;
  t.info = &ball;
  t.layout = parse_layout(ball);
  t.reference = answer_one;
  const std::vector<double> fine = {0, 0, 0, 1, 2, 0, 0};
  EXPECT_TRUE(compare(t, fine).agree);
  t.reference = answer_zero;
  EXPECT_FALSE(compare(t, fine).agree);
  t.reference = reject;
  EXPECT_FALSE(compare(t, fine).agree);  // the reference rejects what exactpred answers

  predicate_info rejecting = ball;
  rejecting.ours = reject;
  t.info = &rejecting;
  t.reference = answer_one;
  EXPECT_FALSE(compare(t, fine).agree);  // exactpred rejects finite in-domain input
  t.reference = reject;
  EXPECT_TRUE(compare(t, fine).agree);  // both reject
  const std::vector<double> nan = {0, 0, 0, 1, std::nan(""), 0, 0};
  const std::vector<double> negative = {0, 0, 0, -1, 2, 0, 0};
  t.reference = answer_one;
  EXPECT_TRUE(compare(t, nan).agree);
  EXPECT_TRUE(compare(t, negative).agree);

  t.info = &ball;  // answers everything
  EXPECT_FALSE(compare(t, nan).agree);
  EXPECT_FALSE(compare(t, negative).agree);

  predicate_info other = ball;
  other.ours = throw_other;
  t.info = &other;
  EXPECT_FALSE(compare(t, fine).agree);

  // No reference: nothing checks the answer, so the query fails instead of agreeing.
  t.info = &ball;
  t.reference = nullptr;
  EXPECT_FALSE(compare(t, fine).agree);

  // A perturbed predicate: the non-zero unperturbed answer, or any non-zero one when that is 0.
  t.perturbed = true;
  t.reference = answer_one;
  EXPECT_TRUE(compare(t, fine).agree);
  t.reference = answer_zero;
  EXPECT_TRUE(compare(t, fine).agree);
  predicate_info zero = ball;
  zero.ours = answer_zero;
  t.info = &zero;
  EXPECT_FALSE(compare(t, fine).agree);  // a perturbed predicate never answers 0
  t.reference = answer_one;
  EXPECT_FALSE(compare(t, fine).agree);
}

// Every perturbed name of the table has the unperturbed CGAL reference; every other name of
// the meshing harness its own.
TEST(FuzzHarness, MeshingNamesHaveReferences) {
  const std::vector<const char*> names = {"compare_xy",
                                          "compare_xyz",
                                          "coplanar_orientation_3",
                                          "coplanar_orientation",
                                          "coplanar_side_of_bounded_circle",
                                          "power_incircle",
                                          "power_insphere",
                                          "orient2d_sos",
                                          "orient3d_sos",
                                          "incircle_sos",
                                          "insphere_sos",
                                          "power_incircle_sos",
                                          "power_insphere_sos"};
  const std::vector<target> targets = exactpred::fuzzing::select_targets(names);
  ASSERT_EQ(targets.size(), names.size());
  for (const target& t : targets) {
    EXPECT_NE(t.reference, nullptr) << t.info->name;
    EXPECT_TRUE(t.layout.valid) << t.info->name;
    EXPECT_EQ(t.perturbed, std::string(t.info->name).find("_sos") != std::string::npos);
  }
}

}  // namespace
