// The core predicates allocate nothing on the heap, in any stage: every call on every hard
// family (which between them reach the filter, the double-double stage, expansions and the
// exact integers) runs with counting replacements of malloc and operator new in place.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdlib>
#include <new>
#include <string>
#include <vector>

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
      int acc = 0;
      counting = true;
      allocations = 0;
      for (const auto& q : queries)
        acc += exactpred::to_int(exactpred::testing::call_core(name, q.data()));
      counting = false;
      EXPECT_EQ(allocations, 0u) << name << " / " << exactpred::testing::family_name(fam);
      EXPECT_LE(acc, static_cast<int>(queries.size()));
    }
  }
}

}  // namespace
