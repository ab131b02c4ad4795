// SPDX-License-Identifier: MIT
// Symbolic perturbation (exactpred/sos.hpp): the answers against an independent evaluation of
// the perturbed determinant, and the properties a meshing code relies on.
//
// The reference enumerates the perturbation monomials in the same order (the integers
// mask = 0, 1, 2, ...; bit k is the variable of the point of rank k / D, column k % D) but
// computes each coefficient differently from the library: as the determinant, in exact
// rational arithmetic, of the matrix whose rows carrying a variable are replaced by the unit
// vector of its column (the determinant is linear in each row). No minor formula, no sign
// bookkeeping is shared with the library.
#include <gtest/gtest.h>

#include <algorithm>
#include <boost/multiprecision/gmp.hpp>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "exactpred/exactpred.hpp"
#include "support/core_calls.hpp"
#include "support/families.hpp"

namespace {

using exactpred::sign;
using exactpred::sos_index;
using exactpred::testing::call_core;
using exactpred::testing::call_core_sos;
using rational = boost::multiprecision::mpq_rational;

struct matrix_shape {
  int dim;      // coordinates per point
  bool lifted;  // a column |p|^2
  int factor;   // predicate = factor * det[coordinates (lift) 1]
};

matrix_shape shape_of(const std::string& name) {
  if (name == "orient2d") return {2, false, 1};
  if (name == "orient3d") return {3, false, -1};
  if (name == "incircle") return {2, true, 1};
  return {3, true, -1};  // insphere
}

int determinant_sign(std::vector<std::vector<rational>> m) {
  const int n = static_cast<int>(m.size());
  int s = 1;
  for (int c = 0; c < n; ++c) {
    int p = c;
    while (p < n && m[p][c] == 0) ++p;
    if (p == n) return 0;
    if (p != c) {
      std::swap(m[p], m[c]);
      s = -s;
    }
    if (m[c][c] < 0) s = -s;
    for (int r = c + 1; r < n; ++r) {
      if (m[r][c] == 0) continue;
      const rational f = m[r][c] / m[c][c];
      for (int k = c; k < n; ++k) m[r][k] -= f * m[c][k];
    }
  }
  return s;
}

/// The perturbed predicate, evaluated independently (see the file comment).
int reference_sos(const std::string& name, const double* x, const sos_index* index) {
  const matrix_shape sh = shape_of(name);
  const int d = sh.dim + (sh.lifted ? 1 : 0);  // perturbed columns
  const int n = d + 1;
  std::vector<std::vector<rational>> m(n, std::vector<rational>(n));
  for (int r = 0; r < n; ++r) {
    rational lift = 0;
    for (int c = 0; c < sh.dim; ++c) {
      m[r][c] = rational(x[r * sh.dim + c]);
      lift += m[r][c] * m[r][c];
    }
    if (sh.lifted) m[r][sh.dim] = lift;
    m[r][d] = 1;
  }
  std::vector<int> row_of_rank(n);
  std::iota(row_of_rank.begin(), row_of_rank.end(), 0);
  std::sort(row_of_rank.begin(), row_of_rank.end(),
            [&](int a, int b) { return index[a] < index[b]; });
  for (unsigned long mask = 0; mask < (1ul << (n * d)); ++mask) {
    std::vector<int> column(n, -1);
    bool ok = true;
    for (int k = 0; k < n * d && ok; ++k) {
      if (!((mask >> k) & 1)) continue;
      const int r = row_of_rank[k / d];
      if (column[r] >= 0) ok = false;
      column[r] = k % d;
    }
    if (!ok) continue;
    std::vector<std::vector<rational>> mm = m;
    for (int r = 0; r < n; ++r) {
      if (column[r] < 0) continue;
      for (int c = 0; c < n; ++c) mm[r][c] = c == column[r] ? 1 : 0;
    }
    const int s = determinant_sign(mm);
    if (s != 0) return sh.factor * s;
  }
  ADD_FAILURE() << "reference: no non-zero term";
  return 0;
}

std::size_t points_of(const std::string& name) { return exactpred::testing::point_count(name); }

/// Distinct pseudo-random indices, in random order.
std::vector<sos_index> random_indices(std::size_t count, std::mt19937_64& rng) {
  std::vector<sos_index> all(40);
  std::iota(all.begin(), all.end(), sos_index{0});
  std::shuffle(all.begin(), all.end(), rng);
  all.resize(count);
  if (rng() % 4 == 0) all[0] = std::numeric_limits<sos_index>::max() - rng() % 3;
  return all;
}

/// Queries drawn from a small integer lattice or from a handful of points, so that most
/// unperturbed answers are zero and several levels of the perturbation are exercised.
std::vector<std::vector<double>> lattice_queries(const std::string& name, std::size_t count,
                                                 std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  const std::size_t dim = exactpred::testing::dimension(name);
  const std::size_t pts = points_of(name);
  std::vector<std::vector<double>> out;
  for (std::size_t q = 0; q < count; ++q) {
    std::vector<double> v(dim * pts);
    const int kind = static_cast<int>(q % 3);
    std::vector<double> pool;  // kind 2: repeat a few points
    for (std::size_t i = 0; i < 3 * dim; ++i) pool.push_back(static_cast<double>(rng() % 3) - 1);
    for (std::size_t p = 0; p < pts; ++p) {
      const std::size_t from = rng() % 3;
      for (std::size_t c = 0; c < dim; ++c) {
        if (kind == 0) v[p * dim + c] = static_cast<double>(rng() % 5) - 2;
        if (kind == 1) v[p * dim + c] = static_cast<double>(rng() % 3);
        if (kind == 2) v[p * dim + c] = pool[from * dim + c];
      }
    }
    if (q % 5 == 4) {  // an extreme but exact scaling: the signs of all minors are unchanged
      int lo = 0, hi = 0;
      exactpred::testing::exact_scale_range(v, lo, hi);
      exactpred::testing::scale_by_power_of_two(v, rng() % 2 ? lo : hi);
    }
    out.push_back(v);
  }
  return out;
}

class Sos : public ::testing::TestWithParam<std::string> {};

TEST_P(Sos, MatchesTheIndependentlyEvaluatedPerturbedDeterminant) {
  const std::string name = GetParam();
  std::mt19937_64 rng(7);
  const std::size_t count = name == "insphere" ? 300 : 1500;
  auto queries = lattice_queries(name, count, 11);
  for (auto& q : exactpred::testing::make_queries(name, exactpred::testing::family::degenerate,
                                                  count / 5, 3)) {
    queries.push_back(q);
  }
  int perturbed = 0;
  for (const auto& q : queries) {
    const auto index = random_indices(points_of(name), rng);
    const sign s = call_core_sos(name, q.data(), index.data());
    ASSERT_EQ(exactpred::to_int(s), reference_sos(name, q.data(), index.data()))
        << exactpred::testing::format_query(name, q);
    perturbed += call_core(name, q.data()) == sign::zero;
  }
  // The inputs are built to need the perturbation.
  EXPECT_GT(perturbed, static_cast<int>(queries.size() / 3));
}

TEST_P(Sos, NeverZeroAndExactWhenTheUnperturbedAnswerIsNonZero) {
  const std::string name = GetParam();
  std::mt19937_64 rng(5);
  for (const auto f : exactpred::testing::all_families()) {
    for (const auto& q : exactpred::testing::make_queries(name, f, 2000, 9)) {
      const auto index = random_indices(points_of(name), rng);
      const sign s = call_core_sos(name, q.data(), index.data());
      ASSERT_NE(s, sign::zero) << exactpred::testing::format_query(name, q);
      const sign exact = call_core(name, q.data());
      if (exact != sign::zero) {
        ASSERT_EQ(s, exact) << exactpred::testing::format_query(name, q);
      }
    }
  }
}

TEST_P(Sos, SwappingTwoPointsFlipsTheSign) {
  const std::string name = GetParam();
  const std::size_t dim = exactpred::testing::dimension(name);
  const std::size_t pts = points_of(name);
  std::mt19937_64 rng(3);
  for (const auto& q : lattice_queries(name, 600, 21)) {
    const auto index = random_indices(pts, rng);
    const sign s = call_core_sos(name, q.data(), index.data());
    for (std::size_t i = 0; i < pts; ++i) {
      for (std::size_t j = i + 1; j < pts; ++j) {
        auto q2 = q;
        auto index2 = index;
        for (std::size_t c = 0; c < dim; ++c) std::swap(q2[i * dim + c], q2[j * dim + c]);
        std::swap(index2[i], index2[j]);
        ASSERT_EQ(call_core_sos(name, q2.data(), index2.data()), -s)
            << exactpred::testing::format_query(name, q) << " swap " << i << " " << j;
      }
    }
  }
}

TEST_P(Sos, OnlyTheOrderOfTheIndicesMatters) {
  const std::string name = GetParam();
  const std::size_t pts = points_of(name);
  std::mt19937_64 rng(4);
  for (const auto& q : lattice_queries(name, 600, 31)) {
    const auto index = random_indices(pts, rng);
    auto spread = index;  // same order, other values
    for (auto& i : spread) i = i * 1000003 + 17;
    ASSERT_EQ(call_core_sos(name, q.data(), index.data()),
              call_core_sos(name, q.data(), spread.data()));
  }
}

TEST_P(Sos, RejectsEqualIndicesAndNonFiniteInput) {
  const std::string name = GetParam();
  const std::size_t n = exactpred::testing::arity(name);
  const std::vector<double> zeros(n, 0.0);  // all points equal: the perturbation is needed
  std::vector<sos_index> index(points_of(name));
  std::iota(index.begin(), index.end(), sos_index{0});
  index.back() = index.front();
  try {
    call_core_sos(name, zeros.data(), index.data());
    FAIL() << "equal indices accepted";
  } catch (const exactpred::invalid_input& e) {
    EXPECT_NE(std::string(e.what()).find("same index"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find(name + "_sos"), std::string::npos) << e.what();
  }
  std::iota(index.begin(), index.end(), sos_index{0});
  // Every coordinate of every point, in degenerate (all zero) and generic queries: the
  // message names the `_sos` predicate the caller called, and the point and coordinate as
  // its parameters name them (a, b, c, ...).
  const std::size_t dim = n / points_of(name);
  const std::vector<double> generic = [n] {
    std::vector<double> x(n);
    for (std::size_t k = 0; k < n; ++k) x[k] = static_cast<double>((k * 7) % 5) + 0.25 * k;
    return x;
  }();
  for (const std::vector<double>* base : {&zeros, &generic}) {
    for (std::size_t k = 0; k < n; ++k) {
      for (const double v :
           {std::numeric_limits<double>::quiet_NaN(), -std::numeric_limits<double>::infinity()}) {
        auto bad = *base;
        bad[k] = v;
        const std::string expected = name + "_sos: coordinate " + "xyz"[k % dim] + " of point " +
                                     static_cast<char>('a' + k / dim) + " is " +
                                     (std::isnan(v) ? "NaN" : "-infinity") +
                                     "; every coordinate must be finite";
        try {
          call_core_sos(name, bad.data(), index.data());
          ADD_FAILURE() << "no exception for " << expected;
        } catch (const exactpred::invalid_input& e) {
          EXPECT_EQ(std::string(e.what()), expected);
        }
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(CorePredicates, Sos,
                         ::testing::Values("orient2d", "orient3d", "incircle", "insphere"),
                         [](const ::testing::TestParamInfo<std::string>& i) { return i.param; });

// Hand-checked cases of the scheme (sos.hpp): x is perturbed more than y, and a smaller index
// more than a larger one.
TEST(SosScheme, Orient2dOfThreeEqualPoints) {
  using exactpred::point2;
  const point2 p{1, 1};
  // Perturbed a = p + (eps, eps^2), b = p + (eps^4, eps^8), c = p + (eps^16, eps^32):
  // det[b - a, c - a] = (eps^4 - eps)(eps^32 - eps^2) - (eps^8 - eps^2)(eps^16 - eps)
  //                   = eps^9 - eps^6 + eps^18 - eps^24 - eps^33 + eps^36, led by -eps^6.
  EXPECT_EQ(exactpred::orient2d_sos(p, p, p, 0, 1, 2), sign::negative);
  EXPECT_EQ(exactpred::orient2d_sos(p, p, p, 1, 0, 2), sign::positive);
  EXPECT_EQ(exactpred::orient2d_sos(p, p, p, 2, 0, 1), sign::negative);  // a cyclic relabelling
}

TEST(SosScheme, Orient2dOfCollinearPoints) {
  using exactpred::point2;
  // a = (0, 0), b = (1, 0), c = (2, 0) on the x axis. The first term is the coefficient of
  // the x perturbation of a (index 0): det[[1 0 0], [1 0 1], [2 0 1]] = 0 (y column zero),
  // then the y perturbation of a: det[[0 1 0], [1 0 1], [2 0 1]] = -(1 - 2) = 1 > 0: a is
  // moved up, a, b, c become counterclockwise.
  EXPECT_EQ(exactpred::orient2d_sos(point2{0, 0}, point2{1, 0}, point2{2, 0}, 0, 1, 2),
            sign::positive);
  // Moving b (index 0) up makes a, b, c clockwise.
  EXPECT_EQ(exactpred::orient2d_sos(point2{0, 0}, point2{1, 0}, point2{2, 0}, 1, 0, 2),
            sign::negative);
}

}  // namespace
