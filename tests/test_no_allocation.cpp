// SPDX-License-Identifier: MIT
// The core predicates allocate nothing on the heap, in any stage: every call on every hard
// family (which between them reach the filter, the double-double stage, expansions and the
// exact integers) runs with counting replacements of malloc and operator new in place.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <string>
#include <vector>

#include "exactpred/detail/formulas.hpp"
#include "exactpred/detail/stages.hpp"
#include "exactpred/exactpred.hpp"
#include "support/core_calls.hpp"
#include "support/families.hpp"

extern "C" void* __libc_malloc(std::size_t);
extern "C" void* __libc_calloc(std::size_t, std::size_t);
extern "C" void* __libc_realloc(void*, std::size_t);
extern "C" void __libc_free(void*);

namespace {
bool counting = false;
std::size_t allocations = 0;
}  // namespace

extern "C" void* malloc(std::size_t n) {
  if (counting) ++allocations;
  return __libc_malloc(n);
}
extern "C" void* calloc(std::size_t n, std::size_t m) {
  if (counting) ++allocations;
  return __libc_calloc(n, m);
}
extern "C" void* realloc(void* p, std::size_t n) {
  if (counting) ++allocations;
  return __libc_realloc(p, n);
}
extern "C" void free(void* p) { __libc_free(p); }

void* operator new(std::size_t n) {
  if (counting) ++allocations;
  if (void* p = __libc_malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) { return operator new(n); }
void operator delete(void* p) noexcept { __libc_free(p); }
void operator delete[](void* p) noexcept { __libc_free(p); }
void operator delete(void* p, std::size_t) noexcept { __libc_free(p); }
void operator delete[](void* p, std::size_t) noexcept { __libc_free(p); }

namespace {

// The exact answer from the exact-integer strategy alone (the strategy that never declines),
// computed outside the counted passes: the counted answers must equal it, so a pass that
// allocates nothing by answering wrongly fails too.
int exact_answer(const std::string& name, const double* x) {
  namespace d = exactpred::detail;
  if (name == "orient2d") return exactpred::to_int(d::exact_sign<d::orient2d_formula>(x));
  if (name == "orient3d") return exactpred::to_int(d::exact_sign<d::orient3d_formula>(x));
  if (name == "incircle") return exactpred::to_int(d::exact_sign<d::incircle_formula>(x));
  return exactpred::to_int(d::exact_sign<d::insphere_formula>(x));
}

TEST(NoAllocation, CountingHookWorks) {
  counting = true;
  allocations = 0;
  std::vector<int>* v = new std::vector<int>(100);
  counting = false;
  delete v;
  EXPECT_GE(allocations, 2u);
}

TEST(NoAllocation, CorePredicatesNeverAllocate) {
  for (const std::string& name : exactpred::testing::predicate_names()) {
    for (auto fam : exactpred::testing::all_families()) {
      const auto queries = exactpred::testing::make_queries(name, fam, 5000, 31);
      std::vector<int> got(queries.size());
      counting = true;
      allocations = 0;
      for (std::size_t i = 0; i < queries.size(); ++i)
        got[i] = exactpred::to_int(exactpred::testing::call_core(name, queries[i].data()));
      counting = false;
      EXPECT_EQ(allocations, 0u) << name << " / " << exactpred::testing::family_name(fam);
      std::size_t wrong = 0;
      for (std::size_t i = 0; i < queries.size(); ++i)
        wrong += got[i] != exact_answer(name, queries[i].data());
      EXPECT_EQ(wrong, 0u) << name << " / " << exactpred::testing::family_name(fam);
    }
  }
}

// The perturbed predicates (on exactly degenerate input they walk the perturbation) and the
// batch kernels of every instruction set, after the first call (which may initialise the
// choice of kernels), allocate nothing either.
TEST(NoAllocation, PerturbedAndBatchPredicatesNeverAllocate) {
  const exactpred::sos_index index[] = {4, 0, 3, 1, 2};
  for (const std::string& name : exactpred::testing::predicate_names()) {
    const std::size_t dim = exactpred::testing::dimension(name);
    const std::size_t k = exactpred::testing::point_count(name);
    for (auto fam : exactpred::testing::all_families()) {
      const auto queries = exactpred::testing::make_queries(name, fam, 1000, 37);
      std::vector<exactpred::point2> p2;
      std::vector<exactpred::point3> p3;
      std::vector<std::uint32_t> q;
      for (const auto& x : queries) {
        for (std::size_t i = 0; i < k; ++i) {
          q.push_back(static_cast<std::uint32_t>(q.size()));
          if (dim == 2) p2.push_back({x[2 * i], x[2 * i + 1]});
          if (dim == 3) p3.push_back({x[3 * i], x[3 * i + 1], x[3 * i + 2]});
        }
      }
      std::vector<exactpred::sign> out(queries.size());
      auto batch = [&] {
        if (name == "orient2d")
          exactpred::orient2d_batch(p2.data(), p2.size(), q.data(), out.size(), out.data());
        if (name == "incircle")
          exactpred::incircle_batch(p2.data(), p2.size(), q.data(), out.size(), out.data());
        if (name == "orient3d")
          exactpred::orient3d_batch(p3.data(), p3.size(), q.data(), out.size(), out.data());
        if (name == "insphere")
          exactpred::insphere_batch(p3.data(), p3.size(), q.data(), out.size(), out.data());
      };
      batch();
      const exactpred::batch_isa chosen = exactpred::batch_isa_in_use();
      std::vector<int> perturbed(queries.size());
      std::vector<std::vector<exactpred::sign>> batch_out;
      batch_out.reserve(4);
      for (int i = 0; i < 4; ++i) batch_out.emplace_back(queries.size());
      counting = true;
      allocations = 0;
      for (std::size_t i = 0; i < queries.size(); ++i) {
        perturbed[i] =
            exactpred::to_int(exactpred::testing::call_core_sos(name, queries[i].data(), index));
      }
      int isas = 0;
      for (auto isa : {exactpred::batch_isa::scalar, exactpred::batch_isa::sse2,
                       exactpred::batch_isa::avx2, exactpred::batch_isa::avx512}) {
        if (!exactpred::set_batch_isa(isa)) continue;
        batch();
        std::copy(out.begin(), out.end(), batch_out[static_cast<std::size_t>(isas++)].begin());
      }
      counting = false;
      exactpred::set_batch_isa(chosen);
      EXPECT_EQ(allocations, 0u) << name << " / " << exactpred::testing::family_name(fam);
      // The perturbed answer is never zero and equals the exact one wherever that is not zero;
      // every instruction set's batch answer is the exact one.
      std::size_t wrong = 0;
      for (std::size_t i = 0; i < queries.size(); ++i) {
        const int exact = exact_answer(name, queries[i].data());
        wrong += perturbed[i] == 0 || (exact != 0 && perturbed[i] != exact);
        for (int k = 0; k < isas; ++k)
          wrong += exactpred::to_int(batch_out[static_cast<std::size_t>(k)][i]) != exact;
      }
      EXPECT_GE(isas, 1);
      EXPECT_EQ(wrong, 0u) << name << " / " << exactpred::testing::family_name(fam);
    }
  }
}

// The predicates on implicit points allocate nothing either, on random and on exactly
// degenerate input (intersections on their own lines and planes: the exact stages), for every
// kind mix up to degree 18; only the exact stage of the higher degrees on inputs spanning more
// than about 100 bits keeps its integers on the heap (src/implicit_impl.hpp).
TEST(NoAllocation, ImplicitPredicatesOnCommonInputNeverAllocate) {
  std::uint64_t state = 12345;
  const auto next = [&state] {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<double>(state >> 11) * 0x1p-53 * 2 - 1;
  };
  const auto p2 = [&] { return exactpred::point2{next(), next()}; };
  const auto p3 = [&] { return exactpred::point3{next(), next(), next()}; };
  int acc = 0;
  counting = true;
  allocations = 0;
  for (int i = 0; i < 500; ++i) {
    const exactpred::point2 a = p2(), b = p2(), c = p2(), d = p2();
    const exactpred::ssi s{a, b, c, d}, t{c, d, p2(), p2()};
    acc += exactpred::to_int(exactpred::orient2d(s, a, b));
    acc += exactpred::to_int(exactpred::orient2d(s, t, p2()));
    acc += exactpred::to_int(exactpred::incircle(s, t, a, b));
    acc += exactpred::to_int(exactpred::compare_y(s, t));
    const exactpred::point3 u = p3(), v = p3(), w = p3();
    const exactpred::lpi l{p3(), p3(), u, v, w};
    const exactpred::tpi m{u, v, w, p3(), p3(), p3(), p3(), p3(), p3()};
    acc += exactpred::to_int(exactpred::orient3d(l, u, v, w));
    acc += exactpred::to_int(exactpred::orient3d(m, l, u, v));
    acc += exactpred::to_int(exactpred::orient3d(m, m, l, l));
    acc += exactpred::to_int(exactpred::orient2d_zx(m, l, u));
    acc += exactpred::to_int(exactpred::compare_z(m, l));
  }
  counting = false;
  EXPECT_EQ(allocations, 0u);
  EXPECT_LE(acc, 5000);
}

}  // namespace
