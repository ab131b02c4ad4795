// SPDX-License-Identifier: MIT
// tests/make_vectors.cpp — exactpred-make-vectors: the queries of the reference corpus
// (tests/vectors/), without answers. scripts/make-vectors adds CGAL's answers.
//
//   exactpred-make-vectors PREDICATE COUNT SEED
//
// Prints COUNT queries of each hard family (support/families.hpp: random, near_degenerate,
// degenerate, kettner, extreme) for PREDICATE, one oracle line each, every number a C99 hex
// float, each family after a '# family: NAME' comment. The core predicates use the families
// directly. Every other predicate in the oracle's table is filled from its --list layout: its
// points are taken from core queries of the same family and dimension (so they inherit their
// near and exact degeneracies, coincidences, extreme exponents and signed zeros), a box's
// lo/hi corners are sorted, a radius is a coordinate difference of those points, and a vertex
// list gets 3 to 8 of them. convex_polygons_intersect gets the exact convex hulls of two such
// point sets (so both polygons are convex, possibly degenerate); other predicates with a custom
// argument shape are skipped (exit 3).
// Deterministic given the arguments.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "exactpred/planar.hpp"
#include "query.hpp"
#include "support/families.hpp"
#include "support/query_text.hpp"

namespace {

namespace fam = exactpred::testing;

// One argument group of a layout: a point of dimension 2 or 3, or a scalar.
struct slot {
  std::string stem;  // "a" for "ax ay", "lo" for "lox loy loz", the name for a scalar
  int dim;           // 0 for a scalar
};

std::vector<std::string> words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> r;
  std::string w;
  while (in >> w) r.push_back(w);
  return r;
}

// Groups the first `count` layout words into points and scalars.
std::vector<slot> parse_slots(const std::vector<std::string>& w, std::size_t count) {
  std::vector<slot> r;
  for (std::size_t i = 0; i < count;) {
    const std::string& t = w[i];
    const std::string stem = t.substr(0, t.size() - 1);
    if (t.size() >= 2 && t.back() == 'x' && i + 1 < count && w[i + 1] == stem + "y") {
      const bool three = i + 2 < count && w[i + 2] == stem + "z";
      r.push_back({stem, three ? 3 : 2});
      i += three ? 3 : 2;
    } else {
      r.push_back({t, 0});
      ++i;
    }
  }
  return r;
}

bool ends_with(const std::string& s, const std::string& end) {
  return s.size() >= end.size() && s.compare(s.size() - end.size(), end.size(), end) == 0;
}

// Points of one family and dimension, taken from core queries, consumed in order.
class point_pool {
 public:
  point_pool(int dim, fam::family f, std::size_t count, std::uint64_t seed) : dim_(dim) {
    for (const char* name : dim == 2 ? std::vector<const char*>{"incircle", "orient2d"}
                                     : std::vector<const char*>{"insphere", "orient3d"}) {
      for (const auto& q : fam::make_queries(name, f, count, seed)) queries_.push_back(q);
    }
    std::shuffle(queries_.begin(), queries_.end(), std::mt19937_64(seed));
  }
  // The points of the next two core queries (the first one's degeneracy comes first).
  std::vector<std::vector<double>> next() {
    std::vector<std::vector<double>> pts;
    for (int k = 0; k < 2; ++k) {
      const std::vector<double>& q = queries_[next_++ % queries_.size()];
      for (std::size_t i = 0; i + dim_ <= q.size(); i += dim_) {
        pts.emplace_back(q.begin() + static_cast<std::ptrdiff_t>(i),
                         q.begin() + static_cast<std::ptrdiff_t>(i + dim_));
      }
    }
    return pts;
  }

 private:
  std::size_t dim_;
  std::vector<std::vector<double>> queries_;
  std::size_t next_ = 0;
};

std::vector<double> fill(const exactpred::query::predicate_info& p, const std::vector<slot>& slots,
                         point_pool& pool, std::mt19937_64& rng) {
  const auto pts = pool.next();
  const auto pick = [&]() -> const std::vector<double>& { return pts[rng() % pts.size()]; };
  std::vector<double> q;
  std::size_t used = 0;  // points are taken in order first, so that degeneracies survive
  const auto take = [&]() -> const std::vector<double>& {
    return used < pts.size() && rng() % 8 != 0 ? pts[used++] : pick();
  };
  for (std::size_t s = 0; s < slots.size(); ++s) {
    const slot& sl = slots[s];
    if (sl.dim > 0) {
      std::vector<double> v = take();
      v.resize(static_cast<std::size_t>(sl.dim), 0.0);
      // A box: the corners named ...lo / ...hi are sorted componentwise.
      if (ends_with(sl.stem, "hi") && q.size() >= v.size() && s > 0 &&
          ends_with(slots[s - 1].stem, "lo")) {
        for (std::size_t k = 0; k < v.size(); ++k) {
          double& lo = q[q.size() - v.size() + k];
          if (lo > v[k]) std::swap(lo, v[k]);
        }
      }
      q.insert(q.end(), v.begin(), v.end());
    } else {
      // A radius or another scalar: zero, or a coordinate difference (often exactly the
      // distance along one axis, so touching cases occur), or the magnitude of a coordinate.
      const std::vector<double>& a = pick();
      const std::vector<double>& b = pick();
      const std::size_t k = rng() % a.size();
      const int kind = static_cast<int>(rng() % 8);
      double r = kind == 0 ? 0.0 : kind < 6 ? std::fabs(a[k] - b[k]) : std::fabs(a[k]);
      if (!std::isfinite(r)) r = std::fabs(a[k]);
      q.push_back(r);
    }
  }
  if (p.stride > 0) {
    const std::size_t n = 3 + rng() % 6;
    q.push_back(static_cast<double>(n));
    for (std::size_t i = 0; i < n; ++i) {
      std::vector<double> v = take();
      v.resize(static_cast<std::size_t>(p.stride), 0.0);
      q.insert(q.end(), v.begin(), v.end());
    }
  }
  return q;
}

// Two convex polygons: the exact hulls (exactpred::convex_hull, counterclockwise) of 3 to 8
// points each, taken from the pool so that they share the family's degeneracies.
std::vector<double> convex_pair(point_pool& pool, std::mt19937_64& rng) {
  std::vector<double> q;
  for (int polygon = 0; polygon < 2; ++polygon) {
    const auto pts = pool.next();
    std::vector<exactpred::point2> chosen;
    const std::size_t n = 3 + rng() % 6;
    for (std::size_t i = 0; i < n; ++i) {
      const auto& v = pts[i < pts.size() ? i : rng() % pts.size()];
      chosen.push_back({v[0], v[1]});
    }
    const std::vector<std::size_t> hull = exactpred::convex_hull(chosen);
    q.push_back(static_cast<double>(hull.size()));
    for (std::size_t i : hull) {
      q.push_back(chosen[i].x);
      q.push_back(chosen[i].y);
    }
  }
  return q;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fputs("usage: exactpred-make-vectors PREDICATE COUNT SEED\n", stderr);
    return 2;
  }
  const std::string name = argv[1];
  const std::size_t count = std::strtoull(argv[2], nullptr, 10);
  const std::uint64_t seed = std::strtoull(argv[3], nullptr, 10);
  const exactpred::query::predicate_info* p = exactpred::query::find_predicate(name);
  if (p == nullptr) {
    std::fprintf(stderr, "exactpred-make-vectors: unknown predicate '%s'\n", name.c_str());
    return 2;
  }
  const auto& core = fam::predicate_names();
  const bool is_core = std::find(core.begin(), core.end(), name) != core.end();
  const std::vector<std::string> layout = words(p->layout);
  if (name == "convex_polygons_intersect") {
    for (const fam::family f : fam::all_families()) {
      std::printf("# family: %s\n", fam::family_name(f));
      const std::uint64_t family_seed = seed * 16 + static_cast<std::uint64_t>(f);
      point_pool pool(2, f, count, family_seed);
      std::mt19937_64 rng(family_seed);
      for (std::size_t i = 0; i < count; ++i) {
        std::printf("%s\n", fam::query_line(name, convex_pair(pool, rng)).c_str());
      }
    }
    return 0;
  }
  if (!is_core && (p->check != nullptr || layout.size() < static_cast<std::size_t>(p->prefix))) {
    std::fprintf(stderr, "exactpred-make-vectors: %s has a custom argument shape; skipped\n",
                 name.c_str());
    return 3;
  }
  const std::vector<slot> slots =
      is_core ? std::vector<slot>{} : parse_slots(layout, static_cast<std::size_t>(p->prefix));
  int dim = p->stride > 0 ? p->stride : 2;
  for (const slot& s : slots) dim = std::max(dim, s.dim);
  for (const fam::family f : fam::all_families()) {
    std::printf("# family: %s\n", fam::family_name(f));
    const std::uint64_t family_seed = seed * 16 + static_cast<std::uint64_t>(f);
    if (is_core) {
      // The Kettner grid sweeps one row per 256 queries: take every fifth, over five rows.
      const std::size_t stride = f == fam::family::kettner ? 5 : 1;
      const auto qs = fam::make_queries(name, f, count * stride, family_seed);
      for (std::size_t i = 0; i < qs.size(); i += stride) {
        std::printf("%s\n", fam::query_line(name, qs[i]).c_str());
      }
      continue;
    }
    point_pool pool(dim, f, count, family_seed);
    std::mt19937_64 rng(family_seed);
    for (std::size_t i = 0; i < count; ++i) {
      std::printf("%s\n", fam::query_line(name, fill(*p, slots, pool, rng)).c_str());
    }
  }
  return 0;
}
