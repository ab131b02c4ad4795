// SPDX-License-Identifier: MIT
// src/batch.cpp — the batch API: input checks, the choice of kernels, the exact stages of the
// lanes the filter leaves undecided, and the portable one-lane kernel.
#include "exactpred/batch.hpp"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <string>

#include "batch_error.hpp"
#include "batch_kernel.hpp"
#if defined(__wasm_simd128__) && !defined(EXACTPRED_PORTABLE)
#define EXACTPRED_BATCH_WASM 1
#define EXACTPRED_WASM_REGISTERS 2
#include "batch_wasm.hpp"
#endif
#include "exactpred/detail/stages.hpp"
#include "exactpred/detail/words.hpp"
#include "fp_env.hpp"
#include "portability.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// The stages after the repeated-point test and the lattice certificate, on points in memory.
template <class F, std::size_t... I>
EXACTPRED_ALWAYS_INLINE sign after_bit_tests(double value, const double* const* point,
                                             std::index_sequence<I...>) {
  const double args[] = {point[I / F::dim][I % F::dim]...};
  return after_repeated_point_test<F>(value, args, point[I / F::dim][I % F::dim]...);
}

template <class F, class T>
std::uint64_t batch_exact_lanes(const T* base, std::size_t stride, const std::uint32_t* t,
                                const double* value, const double* bound, bool bits_tested,
                                unsigned undecided, std::uint64_t signs, std::size_t query,
                                sign* out) {
  constexpr int K = batch_points<F>;
  sign s[8];  // byte l: the answer of lane l
  static_assert(sizeof s == sizeof signs);
  std::memcpy(s, &signs, sizeof s);  // sign is one byte, -1 = 0xff
  for (; undecided != 0; undecided &= undecided - 1) {
    const int l = count_trailing_zeros(undecided);
    // Lane l's points where they are (doubles), or widened into a copy (floats).
    const double* point[K];
    [[maybe_unused]] double widened[std::is_same_v<T, double> ? 1 : F::arity];
    for (int k = 0; k < K; ++k) {
      const T* p = base + static_cast<std::size_t>(t[l * K + k]) * stride;
      if constexpr (std::is_same_v<T, double>) {
        point[k] = p;
      } else {
        for (int c = 0; c < F::dim; ++c) widened[k * F::dim + c] = widen(p[c]);
        point[k] = widened + k * F::dim;
      }
    }
    try {
      // What follows the ranged filter in the scalar call, on the filter's value and bound
      // (after the repeated-point test and the lattice certificate when the kernel has run them).
      s[l] = bits_tested ? after_bit_tests<F>(value[l], point, std::make_index_sequence<F::arity>{})
                         : after_ranged_filter_points<F>(value[l], bound[l], point,
                                                         std::make_index_sequence<F::arity>{});
    } catch (const invalid_input& e) {
      std::memcpy(out, s, static_cast<std::size_t>(l));  // the queries before the failing one
      throw batch_query_error(
          std::string(F::name) + "_batch: query " + std::to_string(query + l) + ": " + e.what(),
          query + l, e.why());
    }
  }
  std::memcpy(&signs, s, sizeof s);
  return signs;
}

#if defined(__x86_64__) || defined(_M_X64)
const batch_kernel_set& batch_kernels_sse2();
const batch_kernel_set& batch_kernels_avx2();
const batch_kernel_set& batch_kernels_avx512();
#define EXACTPRED_BATCH_X86 1
#endif

namespace {

/// One lane: the filter and the stages of the scalar API.
struct V {
  static constexpr int width = 1;
  double x;
  V() = default;
  explicit V(double d) : x(d) {}
  static bool indices_at_most(const std::uint32_t* t, int n, std::uint32_t last) {
    bool ok = true;
    for (int i = 0; i < n; ++i) ok &= t[i] <= last;
    return ok;
  }
  using offsets = std::size_t;
  EXACTPRED_ALWAYS_INLINE static offsets offsets_of(const std::uint32_t* t, int, std::size_t stride,
                                                    int k) {
    return std::size_t{t[k]} * stride;
  }
  /// A float is widened on its bits (detail::widen): with EXACTPRED_PORTABLE the library's
  /// environment comes from <cfenv>, whose FE_DFL_ENV leaves denormals-are-zero set on some
  /// C runtimes (MinGW-w64's), and a conversion would then read a subnormal float as zero.
  template <class T>
  EXACTPRED_ALWAYS_INLINE static void gather_point(const T* base, offsets o, int dim, V* out) {
    for (int c = 0; c < dim; ++c) out[c] = V(detail::widen(base[o + c]));
  }
};
inline V operator+(V a, V b) { return V(a.x + b.x); }
inline V operator-(V a, V b) { return V(a.x - b.x); }
inline V operator*(V a, V b) { return V(a.x * b.x); }
inline V filter_abs(V a) { return V(detail::filter_abs(a.x)); }
inline V filter_max(V a, V b) { return V(detail::filter_max(a.x, b.x)); }
inline V filter_min(V a, V b) { return V(detail::filter_min(a.x, b.x)); }
inline unsigned greater_mask(V a, V b) { return a.x > b.x; }

EXACTPRED_BATCH_KERNELS(batch_kernels_scalar)

}  // namespace

#if defined(EXACTPRED_BATCH_WASM)
// WebAssembly built with -msimd128: the default kernels are the SIMD ones (batch_wasm.hpp; the
// x86 choices of batch_isa do not exist there, and `scalar` names these).
namespace wasm_simd {
namespace {
EXACTPRED_BATCH_KERNELS(batch_kernels_wasm)
}  // namespace
}  // namespace wasm_simd
#define EXACTPRED_BATCH_DEFAULT wasm_simd::batch_kernels_wasm
#else
#define EXACTPRED_BATCH_DEFAULT batch_kernels_scalar
#endif

namespace {

const batch_kernel_set& kernels_of(batch_isa isa) {
  switch (isa) {
#if defined(EXACTPRED_BATCH_X86)
    case batch_isa::sse2:
      return batch_kernels_sse2();
    case batch_isa::avx2:
      return batch_kernels_avx2();
    case batch_isa::avx512:
      return batch_kernels_avx512();
#endif
    default:
#if defined(EXACTPRED_BATCH_WASM)
      static_cast<void>(&batch_kernels_scalar);  // kept compiled, as on every platform
#endif
      return EXACTPRED_BATCH_DEFAULT();
  }
}

// AVX2 first: with the points gathered through indices, the 8-lane AVX-512 kernels measured
// slower than the 4-lane AVX2 ones for orient3d and insphere and no faster for incircle
// (docs/benchmarks.md); they stay available through set_batch_isa / EXACTPRED_BATCH_ISA.
batch_isa best_supported() {
  for (batch_isa isa : {batch_isa::avx2, batch_isa::avx512, batch_isa::sse2}) {
    if (batch_isa_supported(isa)) return isa;
  }
  return batch_isa::scalar;
}

// EXACTPRED_BATCH_ISA as read once, when the kernels are first chosen.
batch_isa_environment read_environment() {
  const char* env = std::getenv("EXACTPRED_BATCH_ISA");
  if (env == nullptr || *env == '\0') return {batch_isa_environment::unset, batch_isa::scalar};
  for (batch_isa isa : {batch_isa::scalar, batch_isa::sse2, batch_isa::avx2, batch_isa::avx512}) {
    if (std::strcmp(env, to_string(isa)) == 0) {
      return {batch_isa_supported(isa) ? batch_isa_environment::applied
                                       : batch_isa_environment::unsupported,
              isa};
    }
  }
  return {batch_isa_environment::unknown, batch_isa::scalar};
}

const batch_isa_environment& environment() {
  static const batch_isa_environment env = read_environment();
  return env;
}

batch_isa initial_isa() {
  const batch_isa_environment& env = environment();
  return env.status == batch_isa_environment::applied ? env.isa : best_supported();
}

std::atomic<int>& current_isa() {
  static std::atomic<int> isa{static_cast<int>(initial_isa())};
  return isa;
}

const batch_kernel_set& kernels() {
  return kernels_of(static_cast<batch_isa>(current_isa().load(std::memory_order_relaxed)));
}

// Points that the kernels cannot gather in place (point_storage::other: read through
// point_traits): loaded into a buffer a block of queries at a time, then the double kernel.
template <int N>
void run_loaded(const char* name, int per_query, const point_span<N>& points,
                const std::uint32_t* q, std::size_t n, sign* out, batch_kernel<double> kernel) {
  constexpr std::size_t block = 64;
  const std::size_t k = static_cast<std::size_t>(per_query);
  point_of_dim<N> buffer[block * 5];
  std::uint32_t t[block * 5];
  for (std::size_t q0 = 0; q0 < n; q0 += block) {
    const std::size_t m = n - q0 < block ? n - q0 : block;
    std::size_t valid = m;  // queries before the first index out of range
    for (std::size_t i = 0; i < m * k; ++i) {
      const std::uint32_t index = q[q0 * k + i];
      if (index >= points.size()) {
        valid = i / k;
        break;
      }
      buffer[i] = points[index];
      t[i] = static_cast<std::uint32_t>(i);
    }
    if (valid > 0) {
      kernel({&buffer[0].x, static_cast<std::size_t>(N), valid * k}, t, valid, out + q0, q0);
    }
    if (valid < m)
      batch_index_error(name, per_query, points.size(), q + (q0 + valid) * k, 1, q0 + valid);
  }
}

/// One core predicate's batch call, in the library's environment (fp_env.hpp), with the
/// kernels chosen for this CPU (the members kernel_of and kernel_f_of of the kernel set).
template <int N>
void run(const char* name, int per_query, const point_span<N>& points, const std::uint32_t* q,
         std::size_t num_queries, sign* out, batch_kernel<double> batch_kernel_set::*kernel_of,
         batch_kernel<float> batch_kernel_set::*kernel_f_of) {
  if (num_queries == 0) return;
  const fp_env_guard env;
  const batch_kernel_set& set = kernels();
  const batch_kernel<double> kernel = set.*kernel_of;
  const batch_kernel<float> kernel_f = set.*kernel_f_of;
  if (points.data() == nullptr || q == nullptr || out == nullptr) {
    throw batch_query_error(std::string(name) + "_batch: null point, query or output array", 0);
  }
  switch (points.storage()) {
    case point_storage::doubles:
      kernel(
          {static_cast<const double*>(points.first_coordinate()), points.stride(), points.size()},
          q, num_queries, out, 0);
      return;
    case point_storage::floats:
      kernel_f(
          {static_cast<const float*>(points.first_coordinate()), points.stride(), points.size()}, q,
          num_queries, out, 0);
      return;
    default:
      run_loaded(name, per_query, points, q, num_queries, out, kernel);
  }
}

}  // namespace

void batch_index_error(const char* predicate, int per_query, std::size_t num_points,
                       const std::uint32_t* q, std::size_t n, std::size_t first) {
  for (std::size_t i = 0; i < n * static_cast<std::size_t>(per_query); ++i) {
    if (q[i] >= num_points) {
      throw batch_query_error(
          std::string(predicate) + "_batch: query " + std::to_string(first + i / per_query) +
              ", point " + static_cast<char>('a' + i % per_query) + ": index " +
              std::to_string(q[i]) + " is out of range (" + std::to_string(num_points) + " points)",
          first + i / per_query);
    }
  }
  throw batch_query_error(std::string(predicate) + "_batch: index out of range", first);
}

#define EXACTPRED_BATCH_EXACT_LANES(F)                                                          \
  template std::uint64_t batch_exact_lanes<F>(const double*, std::size_t, const std::uint32_t*, \
                                              const double*, const double*, bool, unsigned,     \
                                              std::uint64_t, std::size_t, sign*);               \
  template std::uint64_t batch_exact_lanes<F>(const float*, std::size_t, const std::uint32_t*,  \
                                              const double*, const double*, bool, unsigned,     \
                                              std::uint64_t, std::size_t, sign*);
EXACTPRED_BATCH_EXACT_LANES(orient2d_formula)
EXACTPRED_BATCH_EXACT_LANES(orient3d_formula)
EXACTPRED_BATCH_EXACT_LANES(incircle_formula)
EXACTPRED_BATCH_EXACT_LANES(insphere_formula)
#undef EXACTPRED_BATCH_EXACT_LANES

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

namespace exactpred {
inline namespace v0 {

const char* to_string(batch_isa isa) noexcept {
  return detail::word_of(isa, {"scalar", "sse2", "avx2", "avx512"});
}

bool batch_isa_supported(batch_isa isa) noexcept {
  switch (isa) {
    case batch_isa::scalar:
      return true;
#if defined(EXACTPRED_BATCH_X86)
    case batch_isa::sse2:
      return true;  // part of x86-64
    case batch_isa::avx2:
      return detail::cpu_supports(detail::cpu_feature::avx2);
    case batch_isa::avx512:
      return detail::cpu_supports(detail::cpu_feature::avx512f);
#endif
    default:
      return false;
  }
}

batch_isa_environment batch_isa_from_environment() noexcept { return detail::environment(); }

batch_isa batch_isa_in_use() {
  return static_cast<batch_isa>(detail::current_isa().load(std::memory_order_relaxed));
}

bool set_batch_isa(batch_isa isa) noexcept {
  if (!batch_isa_supported(isa)) return false;
  detail::current_isa().store(static_cast<int>(isa), std::memory_order_relaxed);
  return true;
}

void orient2d_batch(point2_span points, const std::uint32_t* q, std::size_t num_queries,
                    sign* out) {
  detail::run("orient2d", 3, points, q, num_queries, out, &detail::batch_kernel_set::orient2d,
              &detail::batch_kernel_set::orient2d_f);
}

void orient3d_batch(point3_span points, const std::uint32_t* q, std::size_t num_queries,
                    sign* out) {
  detail::run("orient3d", 4, points, q, num_queries, out, &detail::batch_kernel_set::orient3d,
              &detail::batch_kernel_set::orient3d_f);
}

void incircle_batch(point2_span points, const std::uint32_t* q, std::size_t num_queries,
                    sign* out) {
  detail::run("incircle", 4, points, q, num_queries, out, &detail::batch_kernel_set::incircle,
              &detail::batch_kernel_set::incircle_f);
}

void insphere_batch(point3_span points, const std::uint32_t* q, std::size_t num_queries,
                    sign* out) {
  detail::run("insphere", 5, points, q, num_queries, out, &detail::batch_kernel_set::insphere,
              &detail::batch_kernel_set::insphere_f);
}

}  // namespace v0
}  // namespace exactpred
