// SPDX-License-Identifier: MIT
// The batch API (exactpred/batch.hpp) against the scalar API, for every instruction set this
// CPU can run, on every input family, with short and odd-sized batches and shared points.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "exactpred/batch.hpp"
#include "exactpred/exactpred.hpp"
#include "support/core_calls.hpp"
#include "support/families.hpp"

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

void run_batch(const std::string& name, const batch_input& in, std::size_t first, std::size_t count,
               sign* out) {
  const std::size_t k = exactpred::testing::point_count(name);
  const std::uint32_t* q = in.index.data() + first * k;
  const std::size_t dim = exactpred::testing::dimension(name);
  const std::size_t np = in.coords.size() / dim;
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
