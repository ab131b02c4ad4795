// SPDX-License-Identifier: MIT
// The batch API (exactpred/batch.hpp) against the scalar API, for every instruction set this
// CPU can run, on every input family, with short and odd-sized batches and shared points; and
// its errors: a failing query k leaves out[0 .. k) answered and out[k ..) untouched, with the
// one-lane kernel's exception, on every instruction set.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <ostream>
#include <random>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "exactpred/batch.hpp"
#include "exactpred/exactpred.hpp"
#include "support/core_calls.hpp"
#include "support/families.hpp"

namespace exactpred {
// gtest prints test parameters of this type by name.
void PrintTo(batch_isa isa, std::ostream* os) { *os << to_string(isa); }
}  // namespace exactpred

namespace {

using exactpred::batch_isa;
using exactpred::sign;

const std::vector<batch_isa>& all_isas() {
  static const std::vector<batch_isa> isas = {batch_isa::scalar, batch_isa::sse2, batch_isa::avx2,
                                              batch_isa::avx512};
  return isas;
}

/// The queries as one point array and index tuples (query i uses points K i .. K i + K - 1),
/// then the same points again under a random many-to-one index pattern.
struct batch_input {
  std::vector<double> coords;  // dim per point
  std::vector<std::uint32_t> index;
  std::size_t queries = 0;
};

batch_input make_input(const std::string& name, const std::vector<std::vector<double>>& qs,
                       std::uint64_t seed) {
  const std::size_t k = exactpred::testing::point_count(name);
  batch_input in;
  for (const auto& q : qs) {
    in.coords.insert(in.coords.end(), q.begin(), q.end());
  }
  const std::size_t points = qs.size() * k;
  for (std::size_t i = 0; i < points; ++i) in.index.push_back(static_cast<std::uint32_t>(i));
  std::mt19937_64 rng(seed);
  for (std::size_t i = 0; i < points && points > 0; ++i) {
    in.index.push_back(static_cast<std::uint32_t>(rng() % points));
  }
  in.queries = in.index.size() / k;
  return in;
}

/// Queries first .. first + count - 1 of `in`, over its points (or over the first num_points).
void run_batch(const std::string& name, const batch_input& in, std::size_t first, std::size_t count,
               sign* out, std::size_t num_points = SIZE_MAX) {
  const std::size_t k = exactpred::testing::point_count(name);
  const std::uint32_t* q = in.index.data() + first * k;
  const std::size_t dim = exactpred::testing::dimension(name);
  const std::size_t np = num_points == SIZE_MAX ? in.coords.size() / dim : num_points;
  if (dim == 2) {
    const auto* p = reinterpret_cast<const exactpred::point2*>(in.coords.data());
    if (name == "orient2d") exactpred::orient2d_batch(p, np, q, count, out);
    if (name == "incircle") exactpred::incircle_batch(p, np, q, count, out);
  } else {
    const auto* p = reinterpret_cast<const exactpred::point3*>(in.coords.data());
    if (name == "orient3d") exactpred::orient3d_batch(p, np, q, count, out);
    if (name == "insphere") exactpred::insphere_batch(p, np, q, count, out);
  }
}

sign scalar_answer(const std::string& name, const batch_input& in, std::size_t query) {
  const std::size_t k = exactpred::testing::point_count(name);
  const std::size_t dim = exactpred::testing::dimension(name);
  std::vector<double> x;
  for (std::size_t j = 0; j < k; ++j) {
    const std::size_t p = in.index[query * k + j];
    x.insert(x.end(), in.coords.begin() + p * dim, in.coords.begin() + (p + 1) * dim);
  }
  return exactpred::testing::call_core(name, x.data());
}

class Batch : public ::testing::TestWithParam<std::string> {
 protected:
  void TearDown() override { exactpred::set_batch_isa(best_); }
  batch_isa best_ = exactpred::batch_isa_in_use();
};

TEST_P(Batch, MatchesTheScalarApiOnEveryFamilyAndInstructionSet) {
  const std::string name = GetParam();
  for (const auto f : exactpred::testing::all_families()) {
    const auto qs = exactpred::testing::make_queries(name, f, 1500, 17);
    const batch_input in = make_input(name, qs, 5);
    std::vector<sign> expected(in.queries);
    for (std::size_t i = 0; i < in.queries; ++i) expected[i] = scalar_answer(name, in, i);
    for (const batch_isa isa : all_isas()) {
      if (!exactpred::set_batch_isa(isa)) continue;
      // The whole array, then odd-sized pieces (every tail length of every vector width).
      std::vector<sign> got(in.queries, static_cast<sign>(7));
      run_batch(name, in, 0, in.queries, got.data());
      for (std::size_t i = 0; i < in.queries; ++i) {
        ASSERT_EQ(got[i], expected[i]) << exactpred::to_string(isa) << " "
                                       << exactpred::testing::family_name(f) << " query " << i;
      }
      std::vector<sign> piece(in.queries, static_cast<sign>(7));
      std::size_t first = 0;
      for (std::size_t len = 1; first < in.queries; len = len % 17 + 1) {
        const std::size_t n = std::min(len, in.queries - first);
        run_batch(name, in, first, n, piece.data() + first);
        first += n;
      }
      ASSERT_EQ(piece, expected) << exactpred::to_string(isa);
    }
  }
}

TEST_P(Batch, RejectsOutOfRangeIndicesAndNonFiniteCoordinates) {
  const std::string name = GetParam();
  const auto qs = exactpred::testing::make_queries(name, exactpred::testing::family::random, 40, 3);
  for (const batch_isa isa : all_isas()) {
    if (!exactpred::set_batch_isa(isa)) continue;
    batch_input in = make_input(name, qs, 9);
    const std::size_t k = exactpred::testing::point_count(name);
    std::vector<sign> out(in.queries);
    auto bad_index = in;
    bad_index.index[13 * k + 1] = static_cast<std::uint32_t>(in.coords.size());
    try {
      run_batch(name, bad_index, 0, in.queries, out.data());
      FAIL() << "out-of-range index accepted";
    } catch (const exactpred::invalid_input& e) {
      EXPECT_NE(std::string(e.what()).find("query 13, point b"), std::string::npos) << e.what();
    }
    // A NaN in the points of query 21 (and in no earlier query).
    auto bad_value = in;
    bad_value.coords[in.index[21 * k + 2] * exactpred::testing::dimension(name)] =
        std::numeric_limits<double>::quiet_NaN();
    std::vector<sign> partial(in.queries, static_cast<sign>(7));
    try {
      run_batch(name, bad_value, 0, 40, partial.data());
      FAIL() << "NaN accepted";
    } catch (const exactpred::invalid_input& e) {
      EXPECT_NE(std::string(e.what()).find(name + "_batch: query 21:"), std::string::npos)
          << e.what();
      EXPECT_NE(std::string(e.what()).find("NaN"), std::string::npos) << e.what();
    }
    for (std::size_t i = 0; i < 16; ++i) EXPECT_EQ(partial[i], scalar_answer(name, in, i));
    // Nothing to do: no access at all.
    run_batch(name, in, 0, 0, nullptr);
  }
}

INSTANTIATE_TEST_SUITE_P(CorePredicates, Batch,
                         ::testing::Values("orient2d", "orient3d", "incircle", "insphere"),
                         [](const ::testing::TestParamInfo<std::string>& i) { return i.param; });

// ---- a failing query k: out[0 .. k) written with the answers, out[k ..) untouched ----------

constexpr sign sentinel = static_cast<sign>(0x5a);

/// n queries with points of their own (query i uses points K i .. K i + K - 1), the families
/// taking turns, so that groups mix lanes the filter decides with lanes of the exact stages.
batch_input own_points(const std::string& name, std::size_t n) {
  const auto& families = exactpred::testing::all_families();
  std::vector<std::vector<std::vector<double>>> by_family;
  for (const auto f : families) {
    by_family.push_back(exactpred::testing::make_queries(name, f, n, 23));
  }
  const std::size_t k = exactpred::testing::point_count(name);
  batch_input in;
  for (std::size_t i = 0; i < n; ++i) {
    const auto& q = by_family[i % families.size()][i];
    in.coords.insert(in.coords.end(), q.begin(), q.end());
  }
  for (std::size_t i = 0; i < n * k; ++i) in.index.push_back(static_cast<std::uint32_t>(i));
  in.queries = n;
  return in;
}

/// '+', '0', '-' per answer, '.' for the sentinel, '?' for anything else.
std::string show(const std::vector<sign>& v) {
  std::string s;
  for (const sign x : v) {
    s += x == sign::positive   ? '+'
         : x == sign::zero     ? '0'
         : x == sign::negative ? '-'
         : x == sentinel       ? '.'
                               : '?';
  }
  return s;
}

/// What one batch call over a sentinel-filled output did.
struct outcome {
  std::vector<sign> out;
  bool invalid_input = false;
  std::string message;
};

outcome run_failing(const std::string& name, batch_isa isa, const batch_input& in, std::size_t n,
                    std::size_t num_points) {
  EXPECT_TRUE(exactpred::set_batch_isa(isa));
  outcome r;
  r.out.assign(n, sentinel);
  try {
    run_batch(name, in, 0, n, r.out.data(), num_points);
    r.message = "no exception";
  } catch (const exactpred::invalid_input& e) {
    r.invalid_input = true;
    r.message = e.what();
  } catch (const std::exception& e) {
    r.message = std::string("not invalid_input: ") + e.what();
  }
  return r;
}

class BatchFailure : public ::testing::TestWithParam<std::tuple<std::string, batch_isa>> {
 protected:
  void SetUp() override {
    isa_ = std::get<1>(GetParam());
    if (!exactpred::batch_isa_supported(isa_)) {
      GTEST_SKIP() << "this CPU (or build) has no " << exactpred::to_string(isa_) << " kernels";
    }
  }
  void TearDown() override { exactpred::set_batch_isa(best_); }

  /// `bad` (the first n queries of `clean`, corrupted) fails at query `k`, with a message that
  /// contains `expected_text`: the kernels of isa_ write out[0 .. k) with the scalar API's
  /// answers to `clean`, leave out[k ..) alone and throw the scalar kernel's invalid_input.
  void expect_failure_at(const batch_input& clean, const batch_input& bad, std::size_t n,
                         std::size_t k, const std::string& expected_text,
                         std::size_t num_points = SIZE_MAX) {
    const std::string name = std::get<0>(GetParam());
    std::vector<sign> want(n, sentinel);
    for (std::size_t i = 0; i < k; ++i) want[i] = scalar_answer(name, clean, i);
    const outcome ref = run_failing(name, batch_isa::scalar, bad, n, num_points);
    const outcome got = run_failing(name, isa_, bad, n, num_points);
    EXPECT_TRUE(ref.invalid_input) << ref.message;
    EXPECT_NE(ref.message.find(expected_text), std::string::npos)
        << "scalar kernel: " << ref.message;
    EXPECT_EQ(show(ref.out), show(want)) << "scalar kernel";
    EXPECT_TRUE(got.invalid_input) << got.message;
    EXPECT_EQ(got.message, ref.message);
    EXPECT_EQ(show(got.out), show(want));
  }

  batch_isa isa_ = batch_isa::scalar;
  batch_isa best_ = exactpred::batch_isa_in_use();
};

/// The failure positions: both sides of every group boundary of 2, 4 and 8 lanes, and the last.
std::vector<std::size_t> failure_positions(std::size_t n) {
  std::vector<std::size_t> ks;
  for (const std::size_t k : {0, 1, 2, 3, 7, 8, 13, 15, 16, 17}) {
    if (k < n) ks.push_back(k);
  }
  if (ks.back() != n - 1) ks.push_back(n - 1);
  return ks;
}

/// 37 queries: groups of every width and a short last group; 1, 2, 3, 5, 7: less than one group
/// of 8 (or of 4, or of 2) lanes.
const std::size_t batch_sizes[] = {37, 1, 2, 3, 5, 7};

TEST_P(BatchFailure, AnOutOfRangeIndexLeavesTheAnswersBeforeItsQueryAndNothingElse) {
  const std::string name = std::get<0>(GetParam());
  const std::size_t dim = exactpred::testing::dimension(name);
  const std::size_t kp = exactpred::testing::point_count(name);
  for (const std::size_t n : batch_sizes) {
    const batch_input clean = own_points(name, n);
    const std::size_t np = clean.coords.size() / dim;
    for (const std::size_t k : failure_positions(n)) {
      for (std::size_t slot = 0; slot < kp; ++slot) {
        for (const std::uint32_t index :
             {static_cast<std::uint32_t>(np), static_cast<std::uint32_t>(np + 1000), UINT32_MAX}) {
          SCOPED_TRACE(name + " " + exactpred::to_string(isa_) + ": " + std::to_string(n) +
                       " queries, query " + std::to_string(k) + " point " +
                       static_cast<char>('a' + slot) + " = index " + std::to_string(index));
          batch_input bad = clean;
          bad.index[k * kp + slot] = index;
          expect_failure_at(clean, bad, n, k,
                            name + "_batch: query " + std::to_string(k) + ", point " +
                                static_cast<char>('a' + slot) + ": index " + std::to_string(index) +
                                " is out of range");
          if (HasFailure()) return;
        }
      }
    }
    // No points at all: query 0 fails, nothing is written.
    SCOPED_TRACE(name + " " + exactpred::to_string(isa_) + ": " + std::to_string(n) +
                 " queries, no points");
    expect_failure_at(clean, clean, n, 0, name + "_batch: query 0, point a: index 0", 0);
    if (HasFailure()) return;
  }
}

TEST_P(BatchFailure, ANonFiniteCoordinateLeavesTheAnswersBeforeItsQueryAndNothingElse) {
  const std::string name = std::get<0>(GetParam());
  const std::size_t dim = exactpred::testing::dimension(name);
  const std::size_t kp = exactpred::testing::point_count(name);
  const double inf = std::numeric_limits<double>::infinity();
  for (const std::size_t n : batch_sizes) {
    const batch_input clean = own_points(name, n);
    for (const std::size_t k : failure_positions(n)) {
      for (std::size_t c = 0; c < kp * dim; ++c) {  // coordinate c % dim of point c / dim
        for (const double value : {std::numeric_limits<double>::quiet_NaN(), inf, -inf}) {
          SCOPED_TRACE(name + " " + exactpred::to_string(isa_) + ": " + std::to_string(n) +
                       " queries, query " + std::to_string(k) + " point " +
                       static_cast<char>('a' + c / dim) + " coordinate " + std::to_string(c % dim) +
                       " = " + std::to_string(value));
          batch_input bad = clean;
          bad.coords[clean.index[k * kp + c / dim] * dim + c % dim] = value;
          expect_failure_at(clean, bad, n, k, name + "_batch: query " + std::to_string(k) + ": ");
          if (HasFailure()) return;
        }
      }
    }
  }
}

TEST_P(BatchFailure, TheFirstFailingQueryIsReportedWhateverTheKindOfTheNextOne) {
  const std::string name = std::get<0>(GetParam());
  const std::size_t dim = exactpred::testing::dimension(name);
  const std::size_t kp = exactpred::testing::point_count(name);
  const std::size_t n = 37;
  const batch_input clean = own_points(name, n);
  const auto np = static_cast<std::uint32_t>(clean.coords.size() / dim);
  const double nan = std::numeric_limits<double>::quiet_NaN();
  for (const std::size_t k : failure_positions(n - 1)) {
    const std::string at = name + "_batch: query " + std::to_string(k);
    SCOPED_TRACE(name + " " + exactpred::to_string(isa_) + ": query " + std::to_string(k));
    // A NaN in query k, an out-of-range index in query k + 1 (the same group or the next).
    batch_input bad = clean;
    bad.coords[clean.index[k * kp + 1] * dim] = nan;
    bad.index[(k + 1) * kp] = np;
    expect_failure_at(clean, bad, n, k, at + ": ");
    // An out-of-range index in query k, a NaN in query k + 1.
    bad = clean;
    bad.index[k * kp + 2] = np;
    bad.coords[clean.index[(k + 1) * kp] * dim + 1] = nan;
    expect_failure_at(clean, bad, n, k, at + ", point c: ");
    // Both in query k: the index is checked first.
    bad = clean;
    bad.coords[clean.index[k * kp] * dim] = nan;
    bad.index[k * kp + kp - 1] = np;
    expect_failure_at(clean, bad, n, k, at + ", point " + static_cast<char>('a' + kp - 1) + ": ");
    if (HasFailure()) return;
  }
}

INSTANTIATE_TEST_SUITE_P(CorePredicates, BatchFailure,
                         ::testing::Combine(::testing::Values("orient2d", "orient3d", "incircle",
                                                              "insphere"),
                                            ::testing::Values(batch_isa::scalar, batch_isa::sse2,
                                                              batch_isa::avx2, batch_isa::avx512)),
                         [](const ::testing::TestParamInfo<std::tuple<std::string, batch_isa>>& i) {
                           return std::get<0>(i.param) + "_" +
                                  exactpred::to_string(std::get<1>(i.param));
                         });

TEST(BatchIsa, TheBestSupportedIsChosenAndUnsupportedOnesAreRefused) {
  // This suite's fixtures restore the first choice, so it is still in use here.
  const batch_isa first = exactpred::batch_isa_in_use();
  std::printf("batch kernels in use: %s\n", exactpred::to_string(first));
  if (std::getenv("EXACTPRED_BATCH_ISA") == nullptr) {
    const batch_isa best = exactpred::batch_isa_supported(batch_isa::avx2)     ? batch_isa::avx2
                           : exactpred::batch_isa_supported(batch_isa::avx512) ? batch_isa::avx512
                           : exactpred::batch_isa_supported(batch_isa::sse2)   ? batch_isa::sse2
                                                                               : batch_isa::scalar;
    EXPECT_EQ(first, best);
  }
#if defined(__x86_64__)
  EXPECT_TRUE(exactpred::batch_isa_supported(batch_isa::sse2));  // part of x86-64
#endif
  EXPECT_TRUE(exactpred::batch_isa_supported(batch_isa::scalar));
  for (const batch_isa isa : all_isas()) {
    const batch_isa before = exactpred::batch_isa_in_use();
    const bool ok = exactpred::set_batch_isa(isa);
    EXPECT_EQ(ok, exactpred::batch_isa_supported(isa));
    EXPECT_EQ(exactpred::batch_isa_in_use(), ok ? isa : before);
    exactpred::set_batch_isa(before);
  }
}

}  // namespace

// ---- the perturbed and power predicates: the scalar answers, the same error contract --------

namespace {

template <class P>
using index_batch = void (*)(const P* points, std::size_t num_points, const std::uint32_t* q,
                             std::size_t num_queries, exactpred::sign* out);

// Whether a scalar predicate takes the points' indices after the points (the perturbed ones).
enum class indices { not_passed, passed };

// scalar(p[t[0]], ..., p[t[K - 1]]), followed by t[0], ..., t[K - 1] when the indices are passed.
template <indices Pass, class P, class Scalar, std::size_t... I>
exactpred::sign call_on_query(const Scalar& scalar, const P* p, const std::uint32_t* t,
                              std::index_sequence<I...>) {
  if constexpr (Pass == indices::passed) {
    return scalar(p[t[I]]..., t[I]...);
  } else {
    return scalar(p[t[I]]...);
  }
}

// The batch of K-point queries against the scalar predicate, and its errors.
template <int K, indices Pass, class P, class Scalar>
void check_index_batch(const char* name, const std::vector<P>& points, index_batch<P> batch,
                       Scalar scalar) {
  std::mt19937_64 rng(42);
  std::uniform_int_distribution<std::uint32_t> pick(0,
                                                    static_cast<std::uint32_t>(points.size()) - 1);
  const std::size_t n = 200;
  std::vector<std::uint32_t> q;
  for (std::size_t i = 0; i < n; ++i) {
    // Distinct points in each query (the perturbed predicates need distinct indices).
    std::vector<std::uint32_t> t;
    while (t.size() < static_cast<std::size_t>(K)) {
      const std::uint32_t v = pick(rng);
      bool seen = false;
      for (std::uint32_t u : t) seen |= u == v;
      if (!seen) t.push_back(v);
    }
    q.insert(q.end(), t.begin(), t.end());
  }
  std::vector<exactpred::sign> out(n, exactpred::sign::zero);
  batch(points.data(), points.size(), q.data(), n, out.data());
  for (std::size_t i = 0; i < n; ++i) {
    ASSERT_EQ(out[i],
              call_on_query<Pass>(scalar, points.data(), &q[i * K], std::make_index_sequence<K>{}))
        << name << " query " << i;
  }
  // An index out of range in query 13: the error names it, queries 0..12 are written.
  std::vector<std::uint32_t> bad = q;
  bad[13 * K + 1] = static_cast<std::uint32_t>(points.size());
  std::vector<exactpred::sign> partial(n, static_cast<exactpred::sign>(7));
  try {
    batch(points.data(), points.size(), bad.data(), n, partial.data());
    ADD_FAILURE() << name << ": no error";
  } catch (const exactpred::invalid_input& e) {
    EXPECT_NE(std::string(e.what()).find(std::string(name) + "_batch: query 13, point b"),
              std::string::npos)
        << e.what();
  }
  for (std::size_t i = 0; i < 13; ++i) EXPECT_EQ(partial[i], out[i]) << name;
  EXPECT_EQ(partial[13], static_cast<exactpred::sign>(7)) << name;
  // A NaN in a point used first by query 21.
  std::vector<P> with_nan = points;
  std::vector<std::uint32_t> q2 = q;
  for (int k = 0; k < K; ++k) q2[21 * K + k] = static_cast<std::uint32_t>(points.size() + k);
  for (int k = 0; k < K; ++k) with_nan.push_back(points[static_cast<std::size_t>(k)]);
  with_nan[points.size() + 2].x = std::numeric_limits<double>::quiet_NaN();
  try {
    batch(with_nan.data(), with_nan.size(), q2.data(), n, partial.data());
    ADD_FAILURE() << name << ": no error";
  } catch (const exactpred::invalid_input& e) {
    EXPECT_NE(std::string(e.what()).find(std::string(name) + "_batch: query 21:"),
              std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("NaN"), std::string::npos) << e.what();
  }
  for (std::size_t i = 0; i < 21; ++i) EXPECT_EQ(partial[i], out[i]) << name;
}

}  // namespace

TEST(BatchMeshing, PerturbedAndPowerPredicatesMatchTheScalarOnes) {
  using namespace exactpred;
  std::mt19937_64 rng(5);
  std::uniform_int_distribution<int> small(0, 2);
  std::vector<point2> p2;
  std::vector<point3> p3;
  std::vector<weighted_point2> w2;
  std::vector<weighted_point3> w3;
  for (int i = 0; i < 40; ++i) {  // a coarse grid: many degenerate queries
    const double x = small(rng), y = small(rng), z = small(rng), w = small(rng) - 1;
    p2.push_back({x, y});
    p3.push_back({x, y, z});
    w2.push_back({x, y, w});
    w3.push_back({x, y, z, w});
  }
  // (The predicates are overloaded: each is named in a generic lambda.)
  using I = indices;
  check_index_batch<3, I::passed>("orient2d_sos", p2, orient2d_sos_batch,
                                  [](const auto&... a) { return orient2d_sos(a...); });
  check_index_batch<4, I::passed>("orient3d_sos", p3, orient3d_sos_batch,
                                  [](const auto&... a) { return orient3d_sos(a...); });
  check_index_batch<4, I::passed>("incircle_sos", p2, incircle_sos_batch,
                                  [](const auto&... a) { return incircle_sos(a...); });
  check_index_batch<5, I::passed>("insphere_sos", p3, insphere_sos_batch,
                                  [](const auto&... a) { return insphere_sos(a...); });
  check_index_batch<4, I::not_passed>("power_incircle", w2, power_incircle_batch,
                                      [](const auto&... a) { return power_incircle(a...); });
  check_index_batch<5, I::not_passed>("power_insphere", w3, power_insphere_batch,
                                      [](const auto&... a) { return power_insphere(a...); });
  check_index_batch<4, I::passed>("power_incircle_sos", w2, power_incircle_sos_batch,
                                  [](const auto&... a) { return power_incircle_sos(a...); });
  check_index_batch<5, I::passed>("power_insphere_sos", w3, power_insphere_sos_batch,
                                  [](const auto&... a) { return power_insphere_sos(a...); });
}

// The perturbed batches on point spans: std::array<double, N> points, float pairs and
// containers answer as the point2 / point3 arrays do.
TEST(BatchMeshing, PerturbedBatchesTakeSpansOfAnyPointType) {
  using namespace exactpred;
  std::mt19937_64 rng(8);
  std::uniform_int_distribution<int> small(-2, 2);
  std::vector<point2> p2;
  std::vector<point3> p3;
  std::vector<std::array<double, 2>> a2;
  std::vector<std::array<float, 3>> f3;
  for (int i = 0; i < 30; ++i) {
    const int x = small(rng), y = small(rng), z = small(rng);
    p2.push_back({double(x), double(y)});
    p3.push_back({double(x), double(y), double(z)});
    a2.push_back({double(x), double(y)});
    f3.push_back({float(x), float(y), float(z)});
  }
  // Query i of arity K: points i, i + 7, ..., i + 7 (K - 1) (mod 30), distinct.
  const auto queries = [](std::uint32_t K) {
    std::vector<std::uint32_t> q;
    for (std::uint32_t i = 0; i < 30; ++i) {
      for (std::uint32_t k = 0; k < K; ++k) q.push_back((i + 7 * k) % 30);
    }
    return q;
  };
  const std::vector<std::uint32_t> q3 = queries(3), q4 = queries(4), q5 = queries(5);
  const std::size_t n = 30;
  // The scalar perturbed predicates on the point2 / point3 copies are the reference.
  std::vector<sign> want(n), got(n);
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t* t = &q3[3 * i];
    want[i] = orient2d_sos(p2[t[0]], p2[t[1]], p2[t[2]], t[0], t[1], t[2]);
  }
  for (sign s : want) EXPECT_NE(s, sign::zero);
  orient2d_sos_batch(a2.data(), a2.size(), q3.data(), n, got.data());
  EXPECT_EQ(got, want);
  std::fill(got.begin(), got.end(), sign::zero);
  orient2d_sos_batch(a2, q3.data(), n, got.data());  // a container, as a span
  EXPECT_EQ(got, want);
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t* t = &q4[4 * i];
    want[i] = incircle_sos(p2[t[0]], p2[t[1]], p2[t[2]], p2[t[3]], t[0], t[1], t[2], t[3]);
  }
  incircle_sos_batch(point2_span(a2), q4.data(), n, got.data());
  EXPECT_EQ(got, want);
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t* t = &q4[4 * i];
    want[i] = orient3d_sos(p3[t[0]], p3[t[1]], p3[t[2]], p3[t[3]], t[0], t[1], t[2], t[3]);
  }
  orient3d_sos_batch(f3.data(), f3.size(), q4.data(), n, got.data());
  EXPECT_EQ(got, want);
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t* t = &q5[5 * i];
    want[i] = insphere_sos(p3[t[0]], p3[t[1]], p3[t[2]], p3[t[3]], p3[t[4]], t[0], t[1], t[2], t[3],
                           t[4]);
  }
  insphere_sos_batch(point3_span(f3), q5.data(), n, got.data());
  EXPECT_EQ(got, want);
  for (sign s : want) EXPECT_NE(s, sign::zero);
  // An index out of range is reported as for the arrays.
  std::vector<std::uint32_t> bad = q3;
  bad[5] = 30;
  EXPECT_THROW(orient2d_sos_batch(point2_span(a2), bad.data(), n, got.data()), invalid_input);
}
