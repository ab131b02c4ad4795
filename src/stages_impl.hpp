// SPDX-License-Identifier: MIT
// src/stages_impl.hpp — the double-double and expansion strategies (expansions), the extended
// filter and the exact strategy (big integers) for any formula, and the input check that
// precedes them. Included by the translation units that instantiate them for each formula (see
// core.cpp); never by users.
//
// These strategies rely on homogeneity: scaling every input by 2^k scales a degree-d formula
// by 2^(kd) > 0 and leaves its sign alone. slow_sign, in order:
//   * one branch-free pass over the inputs' bits: finiteness and the exponent range;
//   * inputs spanning few bits (most exactly degenerate and grid input): the formula in plain
//     doubles after rescaling, where every operation is exact, or in 128-bit integers built
//     from the bits (no floating-point environment involved);
//   * the double-double and expansion strategies: the rescaling before them picks k so that,
//     after scaling, every intermediate value is a multiple of 2^-1022 (no expansion component
//     can underflow) and below 2^958 (none can overflow), then the dynamic filter,
//     double-double arithmetic with a derived bound (double_double.hpp; compiled a second time
//     with FMA in stages_fma.cpp) and, if that cannot decide, exact expansions are tried. When
//     the inputs' exponents are too far apart for any such k, the slow path goes from the
//     128-bit integers to the extended filter (far_apart_strategy);
//   * the extended filter, the filter in an arithmetic of unbounded exponent range
//     (extended_filter.hpp), then the exact strategy, the exact sign: from the formula's
//     monomials summed exactly (monomial_sum.hpp) when it has at most monomial_cap of them,
//     else the inputs scaled to integers (by 2^-lo, lo the lowest set bit of any input) and the
//     formula on fixed-size signed integers (wide_int.hpp) wide enough for every finite input.
#ifndef EXACTPRED_SRC_STAGES_IMPL_HPP
#define EXACTPRED_SRC_STAGES_IMPL_HPP

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#endif

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>

#include "double_double.hpp"
#include "exactpred/detail/filter.hpp"
#include "exactpred/detail/formulas.hpp"
#include "exactpred/detail/meshing_formulas.hpp"
#include "exactpred/detail/stages.hpp"
#include "exactpred/sign.hpp"
#include "expansion.hpp"
#include "extended_filter.hpp"
#include "fp_env.hpp"
#include "int256.hpp"
#include "monomial_sum.hpp"
#include "portability.hpp"
#include "wide_int.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

// ---------------------------------------------------------------------------------------------
// Binary anatomy of a finite double.

struct double_bits {
  bool zero;
  bool negative;
  std::uint64_t odd;  // odd integer significand: |x| = odd * 2^low
  int low;            // exponent of the lowest set bit
  int high;           // exponent of the highest set bit: 2^high <= |x| < 2^(high+1)
};

inline double_bits anatomy(double x) {
  std::uint64_t b;
  std::memcpy(&b, &x, sizeof b);
  double_bits r{};
  r.negative = (b >> 63) != 0;
  const int e = static_cast<int>((b >> 52) & 0x7ff);
  std::uint64_t m = b & ((std::uint64_t{1} << 52) - 1);
  if (e == 0 && m == 0) {
    r.zero = true;
    return r;
  }
  int scale = -1074;
  if (e != 0) {
    m |= std::uint64_t{1} << 52;
    scale = e - 1075;
  }
  const int tz = count_trailing_zeros(m);
  r.odd = m >> tz;
  r.low = scale + tz;
  r.high = scale + 63 - count_leading_zeros(m);
  return r;
}

struct exponent_range {
  bool all_zero = true;
  bool subnormal = false;   // some input is subnormal
  bool not_finite = false;  // some input is infinite or NaN (then low and high mean nothing)
  int low = 0;              // lowest set bit over the nonzero inputs
  int high = 0;             // highest set bit over the nonzero inputs
};

/// The exponent range of x[0..n), for any inputs: one pass without data-dependent branches. Out
/// of line: range_of's rare case (a non-finite input; without SSE2 also a subnormal one), which
/// would otherwise widen the frame of every slow path that asks for a range.
EXACTPRED_NOINLINE inline exponent_range range_of_any(const double* x, int n) {
  constexpr int none_low = 1 << 20;
  int low = none_low;
  int high = -none_low;
  unsigned subnormal = 0;
  unsigned not_finite = 0;
  for (int i = 0; i < n; ++i) {
    const raw_double a = decode(x[i]);
    const unsigned nonzero = a.m != 0;
    // m | 2^63 and m | 1 keep ctz and clz defined for zero; the value is then discarded.
    const int lo = a.scale + count_trailing_zeros(a.m | (std::uint64_t{1} << 63));
    const int hi = a.scale + 63 - count_leading_zeros(a.m | 1);
    low = std::min(low, nonzero ? lo : none_low);
    high = std::max(high, nonzero ? hi : -none_low);
    subnormal |= nonzero & static_cast<unsigned>(a.field == 0);
    not_finite |= static_cast<unsigned>(a.field == 0x7ff);
  }
  exponent_range r;
  r.all_zero = low == none_low;
  r.subnormal = subnormal != 0;
  r.not_finite = not_finite != 0;
  r.low = r.all_zero ? 0 : low;
  r.high = r.all_zero ? 0 : high;
  return r;
}

#if defined(__SSE2__) || defined(_M_X64)
/// range_of's pass, two inputs at a time, in the 16-bit lanes 0 and 4 of each 64-bit lane:
/// over the nonzero inputs, the least of max(field, 1) + ctz(significand) (offset by 1024) and
/// the least field (0: a subnormal input); over all, the greatest "high field": the field of a
/// normal number (0x7ff: not finite), floor(log2 f) - 51 for a subnormal one of fraction f
/// (its highest set bit is that minus 1023), -1074 for a zero.
struct range_lanes {
  __m128i low = _mm_set1_epi64x(0x7fff);
  __m128i min_field = _mm_set1_epi64x(0x7fff);
  __m128i max_high = _mm_set1_epi64x(-0x7fff);
  EXACTPRED_ALWAYS_INLINE void add(__m128i bits) {
    const __m128i a = _mm_and_si128(bits, _mm_set1_epi64x(0x7fffffffffffffffll));
    const __m128i field = _mm_srli_epi64(a, 52);
    const __m128i f = _mm_and_si128(a, _mm_set1_epi64x(0x000fffffffffffffll));
    const __m128i m = _mm_or_si128(f, _mm_set1_epi64x(0x0010000000000000ll));
    // The lowest set bit p <= 2^52 of the significand, and 2^53 + 2p - 2^53 = 2p (exact: normal
    // operands and result, in every environment), whose field is 1024 + ctz(m). A subnormal's
    // scale is that of field 1.
    const __m128i p = _mm_and_si128(m, _mm_sub_epi64(_mm_setzero_si128(), m));
    const __m128i two53 = _mm_set1_epi64x(0x4340000000000000ll);
    const __m128d twice_p =
        _mm_sub_pd(_mm_castsi128_pd(_mm_or_si128(two53, p)), _mm_castsi128_pd(two53));
    const __m128i lo = _mm_add_epi64(_mm_max_epi16(field, _mm_set1_epi64x(1)),
                                     _mm_srli_epi64(_mm_castpd_si128(twice_p), 52));
    // A subnormal's fraction f as a double, (2^52 + f) - 2^52 (exact, as above; 0 for a zero),
    // whose field is 1023 + floor(log2 f).
    const __m128i two52 = _mm_set1_epi64x(0x4330000000000000ll);
    const __m128d fraction =
        _mm_sub_pd(_mm_castsi128_pd(_mm_or_si128(two52, f)), _mm_castsi128_pd(two52));
    const __m128i sub_high =
        _mm_sub_epi16(_mm_srli_epi64(_mm_castpd_si128(fraction), 52), _mm_set1_epi64x(1074));
    const __m128i subnormal_or_zero = _mm_cmpeq_epi16(field, _mm_setzero_si128());
    const __m128i high = _mm_or_si128(_mm_and_si128(subnormal_or_zero, sub_high),
                                      _mm_andnot_si128(subnormal_or_zero, field));
    // Zeros: both halves of a zero; OR-ing 0x7fff (above every lo and field) leaves them out of
    // the minima.
    const __m128i z = _mm_cmpeq_epi32(a, _mm_setzero_si128());
    const __m128i skip = _mm_and_si128(
        _mm_and_si128(z, _mm_shuffle_epi32(z, _MM_SHUFFLE(2, 3, 0, 1))), _mm_set1_epi64x(0x7fff));
    low = _mm_min_epi16(low, _mm_or_si128(lo, skip));
    min_field = _mm_min_epi16(min_field, _mm_or_si128(field, skip));
    max_high = _mm_max_epi16(max_high, high);
  }
  static int least(__m128i v) { return std::min(_mm_extract_epi16(v, 0), _mm_extract_epi16(v, 4)); }
  static int greatest(__m128i v) {
    return std::max(static_cast<std::int16_t>(_mm_extract_epi16(v, 0)),
                    static_cast<std::int16_t>(_mm_extract_epi16(v, 4)));
  }
};

/// The exponent range of x[0..n): one pass without data-dependent branches (which zeros and
/// signs in degenerate input would make unpredictable) over zeros, subnormal and normal numbers
/// (SSE2, two at a time: range_lanes); range_of_any when some input is not finite. N: n as a
/// compile-time constant (the loop is then unrolled), or 0.
/// Always inlined: out of line, its result came back through three narrower stores to the stack
/// read as one 8-byte word, which the store buffer cannot forward (a stall of some 15-20 cycles
/// in every slow path).
template <int N = 0>
EXACTPRED_ALWAYS_INLINE exponent_range range_of(const double* x, int n = N) {
  const int count = N != 0 ? N : n;
  range_lanes lanes;
#pragma GCC unroll 8
  for (int i = 0; i + 1 < count; i += 2) {
    // Two 8-byte loads, not one of 16: the callers write x one double at a time (an array of
    // the arguments), and a 16-byte load spanning two such stores cannot be forwarded from the
    // store buffer (it waits some 15-20 cycles for them to reach the cache).
    lanes.add(_mm_castpd_si128(_mm_loadh_pd(_mm_load_sd(x + i), x + i + 1)));
  }
  if (count % 2 != 0) lanes.add(_mm_castpd_si128(_mm_set_pd(0.0, x[count - 1])));
  const int high = range_lanes::greatest(lanes.max_high);
  if (high == 0x7ff) return range_of_any(x, count);
  const int low = range_lanes::least(lanes.low);
  exponent_range r;
  r.all_zero = low == 0x7fff;
  r.subnormal = range_lanes::least(lanes.min_field) == 0;
  r.low = r.all_zero ? 0 : low - 1024 - 1075;
  r.high = r.all_zero ? 0 : high - 1023;
  return r;
}
#else
/// The exponent range of x[0..n): one pass without data-dependent branches (which zeros and
/// signs in degenerate input would make unpredictable) over zeros and normal numbers, whose
/// highest bit is their exponent field's; range_of_any when some input is subnormal or not
/// finite. N: n as a compile-time constant (the loop is then unrolled), or 0.
/// Always inlined: out of line, its result came back through three narrower stores to the stack
/// read as one 8-byte word, which the store buffer cannot forward (a stall of some 15-20 cycles
/// in every slow path).
template <int N = 0>
EXACTPRED_ALWAYS_INLINE exponent_range range_of(const double* x, int n = N) {
  constexpr int none_low = 1 << 20;
  constexpr std::uint64_t implicit = std::uint64_t{1} << 52;
  int low = none_low;  // lowest set bit + 1075
  unsigned max_field = 0;
  unsigned special = 0;  // a subnormal, infinite or NaN input
#pragma GCC unroll 16
  for (int i = 0; i < (N != 0 ? N : n); ++i) {
    std::uint64_t b;
    std::memcpy(&b, &x[i], sizeof b);
    b &= ~(std::uint64_t{1} << 63);
    const unsigned field = static_cast<unsigned>(b >> 52);
    // For a normal number the significand's lowest set bit (the implicit bit when the
    // fraction is zero) is at field - 1075 + ctz(b | 2^52).
    const int lo = static_cast<int>(field) + count_trailing_zeros(b | implicit);
    // Selected by a mask: compilers turn `b != 0 ? lo : none_low` into a branch, which zeros
    // in degenerate input make unpredictable.
    const int nonzero = -static_cast<int>(b != 0);
    low = std::min(low, (lo & nonzero) | (none_low & ~nonzero));
    max_field = std::max(max_field, field);
    special |= static_cast<unsigned>(b - 1 < implicit - 1) | static_cast<unsigned>(field == 0x7ff);
  }
  if (special != 0) return range_of_any(x, N != 0 ? N : n);
  exponent_range r;
  r.all_zero = max_field == 0;
  r.low = r.all_zero ? 0 : low - 1075;
  r.high = r.all_zero ? 0 : static_cast<int>(max_field) - 1023;
  return r;
}
#endif

/// y[i] = x[i] * 2^k, |k| <= 2044, for a k that loses no bit of any x[i] and overflows none
/// (what rescale picks): one or two multiplications by exact powers of two, each exact (an
/// intermediate lies between x[i] and the result). Cheaper than a call to ldexp per input.
inline void scale_by_power_of_two(const double* x, double* y, int n, int k) {
  if (k == 0) {
    for (int i = 0; i < n; ++i) y[i] = x[i];
  } else if (k >= -1022 && k <= 1023) {
    const double p = power_of_two(k);
    for (int i = 0; i < n; ++i) y[i] = x[i] * p;
  } else {
    const int k1 = k / 2;
    const double p1 = power_of_two(k1), p2 = power_of_two(k - k1);
    for (int i = 0; i < n; ++i) y[i] = (x[i] * p1) * p2;
  }
}

// ---------------------------------------------------------------------------------------------
// The expansion strategy: expansions whose capacity is fixed at compile time (sum of lengths
// for +/-, twice the product for *), capped so that a formula's temporaries stay small on the
// stack. An operation whose result would not fit marks the result invalid, and the strategy
// declines.

inline constexpr int expansion_cap = 256;
constexpr int capped(long n) { return n < expansion_cap ? static_cast<int>(n) : expansion_cap; }

template <int N>
struct expansion {
  static constexpr int capacity = N;
  int n = 0;
  bool ok = true;
  double c[N];
};

template <int A, int B>
inline expansion<capped(long{A} + B)> add(const expansion<A>& a, const expansion<B>& b,
                                          bool subtract) {
  expansion<capped(long{A} + B)> r;
  if (!a.ok || !b.ok || a.n + b.n > r.capacity) {
    r.ok = false;
    return r;
  }
  r.n = xp::sum(a.c, a.n, b.c, b.n, subtract, r.c);
  if constexpr (r.capacity > 4) {
    if (r.n > 4) r.n = xp::compress(r.c, r.n);
  }
  return r;
}

template <int A, int B>
inline expansion<capped(long{A} + B)> operator+(const expansion<A>& a, const expansion<B>& b) {
  return add(a, b, false);
}

template <int A, int B>
inline expansion<capped(long{A} + B)> operator-(const expansion<A>& a, const expansion<B>& b) {
  return add(a, b, true);
}

template <int A>
inline expansion<A> operator-(const expansion<A>& a) {
  expansion<A> r;
  r.ok = a.ok;
  r.n = a.n;
  for (int i = 0; i < a.n; ++i) r.c[i] = -a.c[i];
  return r;
}

template <int A, int B>
inline expansion<capped(2L * A * B)> operator*(const expansion<A>& a, const expansion<B>& b) {
  constexpr int N = capped(2L * A * B);
  expansion<N> r;
  if (!a.ok || !b.ok || 2 * a.n * b.n > N) {
    r.ok = false;
    return r;
  }
  // Scale the longer expansion by each component of the shorter one and accumulate,
  // alternating between r.c and a scratch buffer.
  const bool a_longer = a.n >= b.n;
  const double* e = a_longer ? a.c : b.c;
  const int ne = a_longer ? a.n : b.n;
  const double* f = a_longer ? b.c : a.c;
  const int nf = a_longer ? b.n : a.n;
  double scaled[N];
  double scratch[N];
  double* acc = r.c;
  double* other = scratch;
  int nacc = 0;
  for (int j = 0; j < nf; ++j) {
    const int ns = xp::scale(e, ne, f[j], scaled);
    nacc = xp::sum(acc, nacc, scaled, ns, false, other);
    double* t = acc;
    acc = other;
    other = t;
  }
  if (acc != r.c) {
    for (int i = 0; i < nacc; ++i) r.c[i] = acc[i];
  }
  r.n = xp::compress(r.c, nacc);
  return r;
}

/// F's exact value on y (rescaled: see rescale) as an expansion; ok is false when an
/// intermediate one would exceed its capacity.
template <class F, std::size_t... I>
inline auto exact_expansion(const double* y, std::index_sequence<I...>) {
  const auto leaf = [](double v) {
    expansion<1> e;
    e.n = v != 0 ? 1 : 0;
    e.c[0] = v;
    return e;
  };
  return F::eval(leaf(y[I])...);
}

/// An expansion's value X as hi + lo within err: the components c[0..n) (n >= 1) summed by
/// two-sums, s_i + t_i = s_(i-1) + c[i] exactly, so X is s plus the sum of the t_i; that sum, in
/// doubles, is e with |e - sum t_i| at most (n - 2) u sum |t_i| (u = 2^-53, recursive
/// summation), a second-order error (each t_i is below u |s_i|); s + e = hi + lo exactly
/// (two-sum), so |X - (hi + lo)| <= err = n u sum |t_i| (the factor n covers the rounding of the
/// bound itself). `terms` counts the non-zero t_i: with at most one, err could be 0 (e is
/// exact) and hi is X rounded to nearest.
struct expansion_sum {
  double hi, lo, err;
  int terms;
};
template <class E>
inline expansion_sum sum_expansion(const E& r) {
  double s = r.c[0], e = 0, magnitude = 0;
  int terms = 0;
  for (int i = 1; i < r.n; ++i) {
    double sum, t;
    xp::two_sum(s, r.c[i], sum, t);
    s = sum;
    e += t;
    magnitude += std::fabs(t);
    terms += t != 0;
  }
  expansion_sum out;
  xp::two_sum(s, e, out.hi, out.lo);
  out.err = magnitude * (r.n * 0x1p-53);
  out.terms = terms;
  return out;
}

template <class F, std::size_t... I>
inline std::optional<sign> expansion_eval(const double* y, std::index_sequence<I...> seq) {
  const auto r = exact_expansion<F>(y, seq);
  if (!r.ok) return std::nullopt;
  return xp::sign_of(r.c, r.n);
}

/// True when the inputs span so few bits that F evaluated in plain doubles is exact once they
/// are rescaled (see rescale).
template <class F>
bool narrow_span(const exponent_range& range) {
  constexpr int log2_count = ceil_log2(formula_count<F>);
  // (All inputs zero: low = high = 0, so narrow.)
  return formula_degree<F> * (range.high - range.low + 1) + log2_count <= 53;
}

// Rescales x (whose exponent range is `range`) by a power of two into y so that expansions and
// double-double arithmetic are exact and safe (see the top of this file). False when no such
// power exists.
//
// Every nonzero intermediate value after rescaling is at least 2^-1022: the lowest set bit of
// every scaled input is at least -1022 / d, so a product of degree k <= d is a multiple of
// 2^-1022, and so is every sum, difference and rounding error of such multiples. Hence no
// subnormal number arises: flush-to-zero cannot change anything, and denormals-are-zero only
// matters for subnormal inputs (range.subnormal), which the multiplication reads.
//
// Sets *narrow when the inputs span so few bits that plain double arithmetic evaluates F
// exactly: after dividing by 2^low every input is an integer below 2^B, B = high - low + 1,
// so every intermediate value of degree k is an integer multiple of 2^(k low) whose quotient
// is below count * 2^(k B); when d B + log2(count) <= 53 all of them are representable and
// every operation is exact in any rounding mode (rescaling has ruled out underflow).
/// The power of two rescale multiplies by (0 when the inputs are already safe, so that they can
/// be used as they are), or nullopt when there is none. With `centred`, the power in the safe
/// range nearest to 2^-high instead (the largest input near 1, as the constructions scale): the
/// values' stages, whose lattice certificate then also decides snapped input scaled far beyond
/// its range.
template <class F>
std::optional<int> rescale_exponent(const exponent_range& range, bool centred = false) {
  if (range.all_zero) return 0;
  constexpr int d = formula_degree<F>;
  constexpr int log2c = ceil_log2(formula_count<F>) + 2;
  // Lowest bit after scaling: low + k >= -1022 / d (see above). Largest magnitude:
  // |x| < 2^(high + 1 + k); every intermediate value is at most count * max(1, |x|)^d, which
  // must stay below 2^958.
  const int k_min = ceil_div(-1022, d) - range.low;
  const int k_max = floor_div(958 - log2c, d) - range.high - 1;
  if (k_min > k_max) return std::nullopt;
  const int target = centred ? -range.high : 0;
  return target < k_min ? k_min : (target > k_max ? k_max : target);
}

template <class F>
bool rescale(const double* x, const exponent_range& range, double* y, bool* narrow) {
  if (narrow != nullptr) *narrow = narrow_span<F>(range);
  const std::optional<int> k = rescale_exponent<F>(range);
  if (!k) return false;
  scale_by_power_of_two(x, y, F::arity, *k);
  return true;
}

template <class F>
bool rescale(const double* x, double* y, bool* narrow = nullptr) {
  return rescale<F>(x, range_of(x, F::arity), y, narrow);
}

#if defined(EXACTPRED_FMA_STAGE)
/// The double-double stage compiled with FMA (stages_fma.cpp), for the core formulas.
template <class F>
std::optional<sign> double_double_fma(const double* y, double m_floor);

/// The double-double evaluation of the correctly rounded values (double_double_rounded)
/// compiled with FMA (stages_fma.cpp), for the core formulas.
template <class F>
double double_double_rounded_fma(const double* y, int k, double m_floor);

/// The core predicates' double-double stage is those kernels' (stages_fma.cpp).
template <>
std::optional<sign> double_double_fma<orient2d_formula>(const double* y, double m_floor);
template <>
std::optional<sign> double_double_fma<orient3d_formula>(const double* y, double m_floor);
template <>
std::optional<sign> double_double_fma<incircle_formula>(const double* y, double m_floor);
template <>
std::optional<sign> double_double_fma<insphere_formula>(const double* y, double m_floor);

/// The error-free evaluation compiled with FMA (stages_fma.cpp), for the core formulas and the
/// power tests (has_fma_error_free).
template <class F>
std::optional<sign> error_free_fma(const double* x);

template <class F>
inline constexpr bool has_fma_stage = has_compiled_error_free<F>;  // the core four

/// The formulas whose error-free evaluation stages_fma.cpp compiles with FMA: the core four and
/// the power tests, whose exact zeros (power-cospherical points on a lattice) the error-free
/// stage decides in their slow path.
template <class F>
inline constexpr bool has_fma_error_free =
    has_fma_stage<F> || std::is_same_v<F, power_incircle_formula> ||
    std::is_same_v<F, power_insphere_formula>;

/// Whether the CPU has FMA (and the OS saves the AVX state); EXACTPRED_FMA=0 in the
/// environment turns the FMA stage off (for comparing both).
bool cpu_has_fma();
#endif

/// The double-double evaluation, with FMA when the CPU has it (m_floor: double_double_eval).
template <class F, std::size_t... I>
std::optional<sign> double_double_stage(const double* y, std::index_sequence<I...> seq,
                                        double m_floor = 0) {
#if defined(EXACTPRED_FMA_STAGE)
  if constexpr (has_fma_stage<F>) {
    if (cpu_has_fma()) return double_double_fma<F>(y, m_floor);
  }
#endif
  return double_double_eval<F>(y, seq, m_floor);
}

/// The error-free evaluation of x (inside F's window) with the library's own flags.
template <class F, std::size_t... I>
std::optional<sign> error_free_baseline(const double* x, std::index_sequence<I...>) {
  return error_free_sign_in_window<F>(x[I]...);
}

template <class F>
std::optional<sign> error_free_sign_compiled(const double* x) {
#if defined(EXACTPRED_FMA_STAGE)
  if constexpr (has_fma_error_free<F>) {
    if (cpu_has_fma()) return error_free_fma<F>(x);
  }
#endif
  return error_free_baseline<F>(x, std::make_index_sequence<F::arity>{});
}

template <class F>
std::optional<sign> double_double_sign(const double* x) {
  fp_env_guard env;
  double y[F::arity];
  if (!rescale<F>(x, y)) return std::nullopt;
  return double_double_stage<F>(y, std::make_index_sequence<F::arity>{});
}

template <class F>
std::optional<sign> extended_filter_sign(const double* x) {
  return extended_filter_eval<F>(x, std::make_index_sequence<F::arity>{});
}

template <class F, std::size_t... I>
inline sign exact_double_eval(const double* y, std::index_sequence<I...>) {
  return sign_of(F::eval(y[I]...));
}

template <class F>
std::optional<sign> expansion_sign(const double* x, bool use_double_double) {
  fp_env_guard env;
  double y[F::arity];
  bool narrow = false;
  if (!rescale<F>(x, y, &narrow)) return std::nullopt;
  if (narrow) return exact_double_eval<F>(y, std::make_index_sequence<F::arity>{});
  if (use_double_double) {
    if (const std::optional<sign> s =
            double_double_stage<F>(y, std::make_index_sequence<F::arity>{})) {
      return s;
    }
  }
  return expansion_eval<F>(y, std::make_index_sequence<F::arity>{});
}

// ---------------------------------------------------------------------------------------------
// The exact strategy: fixed-size integers. After scaling, an input is an integer below 2^2098
// (2^1024 over 2^-1074); a degree-d formula needs d * 2098 bits plus log2(count) for its sums.

template <class F>
inline constexpr int exact_limbs = (formula_degree<F> * 2100 + ceil_log2(formula_count<F>)) / 64 +
                                   2;

/// x / 2^low as an integer (x a multiple of 2^low): the leaves of the exact stages.
template <class Integer>
inline Integer integer_leaf(double v, int low) {
  const double_bits a = anatomy(v);
  if (a.zero) return Integer();
  return Integer::from_shifted(a.odd, static_cast<unsigned>(a.low - low), a.negative);
}

/// F's value on x / 2^low (every x a multiple of 2^low), exactly, as an integer: F's value on
/// x is this integer times 2^(d low) (the sign's exact stage, and the values' last stage).
template <class F, std::size_t... I>
inline wide_int<exact_limbs<F>> exact_integer(const double* x, int low, std::index_sequence<I...>) {
  return F::eval(integer_leaf<wide_int<exact_limbs<F>>>(x[I], low)...);
}

/// The sign of exact_integer.
template <class F, std::size_t... I>
inline sign exact_eval(const double* x, int low, std::index_sequence<I...> seq) {
  return static_cast<sign>(exact_integer<F>(x, low, seq).sign());
}

/// The inputs x decoded (anatomy), as the monomial sums read them.
template <class F>
struct input_bits {
  double_bits a[F::arity];
  explicit input_bits(const double* x) {
    for (int i = 0; i < F::arity; ++i) a[i] = anatomy(x[i]);
  }
};

/// The exact sign of F on x by its monomials (monomial_sum.hpp), out of line: the strategies
/// before it keep their small frame.
template <class F>
EXACTPRED_NOINLINE sign monomial_sign(const double* x) {
  return monomial_sum_sign<F>(input_bits<F>(x).a);
}

/// Whether the exact stages sum F's monomials (monomial_sum.hpp) for inputs whose set bits span
/// `bits` bits, rather than evaluate F in integers (exact_integer). The integers' cost grows with
/// the span (every bit between the lowest and the highest is carried), the monomial sum's does
/// not, but it forms every monomial where the integers share the formula's factors: for the core
/// predicates the two cost the same at spans of about 0, 140, 310 and 920 bits (orient2d,
/// orient3d, incircle, insphere: instructions per exact sign on random significands). The
/// monomials are taken above 128 (d - 2) bits and 2.5 bits per monomial (15, 128, 256 and 900
/// for those four).
template <class F>
constexpr bool monomials_pay(int bits) {
  constexpr int per_degree = 128 * (formula_degree<F> - 2);
  constexpr int per_monomial = 5 * monomial_table<F>::count / 2;
  return monomial_table<F>::fits && bits > (per_degree > per_monomial ? per_degree : per_monomial);
}

/// The exact sign: by the formula's monomials (monomial_sum.hpp) where that pays, else in
/// integers wide enough for every finite input; range: x's (range_of).
template <class F>
sign exact_sign(const double* x, const exponent_range& range) {
  if (range.all_zero) return sign::zero;
  if constexpr (monomial_table<F>::fits) {
    if (monomials_pay<F>(range.high - range.low + 1)) return monomial_sign<F>(x);
  }
  return exact_eval<F>(x, range.low, std::make_index_sequence<F::arity>{});
}
template <class F>
sign exact_sign(const double* x) {
  return exact_sign<F>(x, range_of(x, F::arity));
}

// ---------------------------------------------------------------------------------------------
// Input check and the slow path.

[[noreturn]] void throw_not_finite(const char* predicate, int dim, int arity, int index,
                                   double value);

/// The dynamic filter (bound (1) of filter.hpp) on an argument array.
template <class F, std::size_t... I>
std::optional<sign> dynamic_filter_sign(const double* x, std::index_sequence<I...>) {
  return dynamic_filter_sign<F>(x[I]...);
}

#if defined(__SIZEOF_INT128__) && !defined(EXACTPRED_PORTABLE)
/// x / 2^low as a signed integer, for x a multiple of 2^low below 2^(low + 62) in magnitude (the
/// leaves of int128_eval and int256_eval), from the bits without data-dependent branches.
inline std::int64_t integer_below_2_62(double x, int low) {
  const raw_double a = decode(x);
  const int tz = count_trailing_zeros(a.m | (std::uint64_t{1} << 63));
  // |x| = (m >> tz) * 2^(scale + tz); for a nonzero x the shift is below 62, for a zero any
  // shift in range will do.
  const int shift = (a.scale + tz - low) & 63;
  // Below 2^62: signed in 64 bits, negated by mask (signs of degenerate input are
  // unpredictable).
  const auto magnitude = static_cast<std::int64_t>((a.m >> tz) << shift);
  const std::int64_t negative = -static_cast<std::int64_t>(a.negative);
  return (magnitude ^ negative) - negative;
}

/// Exact evaluation in integers when the inputs span at most B <= 62 bits (after dividing by
/// 2^low every input is an integer below 2^B) and d B + log2(count) <= Limit: as for the narrow
/// double evaluation (see rescale), every intermediate value is then an integer below 2^Limit,
/// held in Leaf's arithmetic. Built from the inputs' bits without data-dependent branches, so no
/// floating-point operation and no environment is involved. nullopt when the inputs span too
/// many bits; zero when every input is zero (every formula is homogeneous).
template <class F, int Limit, class Leaf, std::size_t... I>
std::optional<sign> integer_sign(const double* x, const exponent_range& range,
                                 std::index_sequence<I...>) {
  constexpr int d = formula_degree<F>;
  constexpr int log2_count = ceil_log2(formula_count<F>);
  if (range.all_zero) return sign::zero;
  const int bits = range.high - range.low + 1;
  if (bits > 62 || d * bits + log2_count > Limit) return std::nullopt;
  Leaf v[F::arity];
#pragma GCC unroll 16
  for (int i = 0; i < F::arity; ++i) v[i] = Leaf{integer_below_2_62(x[i], range.low)};
  return static_cast<sign>(sign_of_integer(F::eval(v[I]...)));
}

/// The bits of bounded_int<Bits>.
template <class T>
inline constexpr int bounded_bits = 0;
template <int Bits>
inline constexpr int bounded_bits<bounded_int<Bits>> = Bits;

/// Whether F on leaves below 2^62 stays below 2^127 by its shape alone (int256.hpp), as
/// orient2d does: its leaves' differences are then single 64-bit subtractions and its products
/// 64 x 64, where 128-bit leaves would carry every operation in two words.
template <class F, std::size_t... I>
constexpr bool shape_fits_int128(std::index_sequence<I...>) {
  using R = decltype(F::eval((static_cast<void>(I), std::declval<bounded_int<62>>())...));
  return bounded_bits<R> <= 127;
}

/// integer_sign in 128-bit integers: every value below 2^126 (in words as narrow as the
/// formula's shape allows when it fits __int128 as a whole).
template <class F, std::size_t... I>
std::optional<sign> int128_eval(const double* x, const exponent_range& range,
                                std::index_sequence<I...> seq) {
  if constexpr (shape_fits_int128<F>(std::index_sequence<I...>{})) {
    return integer_sign<F, 126, bounded_int<62>>(x, range, seq);
  } else {
    return integer_sign<F, 126, __int128>(x, range, seq);
  }
}

/// integer_sign in integers of up to 256 bits (int256.hpp: each value as wide as the formula's
/// shape makes it), every value below 2^254: beyond int128 for orient3d and incircle on inputs
/// of up to 62 and 61 bits and insphere up to 48 (decimal coordinates and their exact zeros,
/// which the expansions take thousands of instructions to decide).
template <class F, std::size_t... I>
std::optional<sign> int256_eval(const double* x, const exponent_range& range,
                                std::index_sequence<I...> seq) {
  return integer_sign<F, 254, bounded_int<62>>(x, range, seq);
}
#else
template <class F, std::size_t... I>
std::optional<sign> int128_eval(const double*, const exponent_range&, std::index_sequence<I...>) {
  return std::nullopt;
}
template <class F, std::size_t... I>
std::optional<sign> int256_eval(const double*, const exponent_range&, std::index_sequence<I...>) {
  return std::nullopt;
}
#endif

// ---------------------------------------------------------------------------------------------
// The slow path: an ordered list of strategies. Each has a name (its statistics counter), a
// test of whether it applies to the input, and a proof obligation: when it decides, its answer
// is the exact sign. The first strategy that applies and decides answers. The order puts cheap
// strategies that need no floating-point environment first (reading and setting the
// environment costs more than they do), and the exact integers, which decide everything, last.
//
//  #  strategy         applies when                             exact because
//  1  narrow_double    inputs span B bits, d B + log2(terms)     after rescaling every value is
//                      <= 53; rescalable; no subnormal input     an integer multiple of 2^(k low)
//                      (or no 128-bit integers: then under the   below 2^53: every operation is
//                      library's environment, which reads        exact in any rounding mode
//                      subnormals as they are)                   (rescale, narrow_span)
//                      (Most such input never gets here: the lattice certificate decides it on
//                      the inline filter's own value first, lattice_certificate.hpp.)
//  1b error_free       the formula is not in difference form     each operation checked exact
//                      (those run it inside their window, in     (error_free.hpp): the rescaled
//                      the caller's code); rescalable            copy meets its conditions as
//                      (a degree-4 or -5 formula's exact input   the window does (no value
//                      of 30 bits, beyond int128, costs one      subnormal, none above 2^958),
//                      checked evaluation instead of the         in any rounding mode
//                      128-bit integers' or the expansions')
//  2  int128           B <= 62 and d B + log2(terms) <= 126;     integers built from the bits;
//                      the compiler has __int128                 no floating point at all
//  3  dynamic_filter   the formula is in difference form (its    the dynamic bound holds in
//                      inline filter was semi-static); moved     every rounding mode (filter.hpp)
//                      into the filter's window by a power of
//                      two when the span fits, else rescaled
//                      (not rescalable: declines)
//  4  repeated_point   two points of a pair the formula          two equal rows of a determinant,
//                      declares (zero_on_repeated_point: every   or a factor p - a = 0
//                      pair; vanishing_pairs) are equal, bit     (tests/test_expansion.cpp checks
//                      for bit (-0 = +0)                         each declaration); integer
//                                                                comparisons only
//  5  double_double    rescalable (no value can underflow or     the derived bound of
//                      overflow); round to nearest held          double_double.hpp
//  5b int256           B <= 62 and d B + log2(terms) <= 254;     integers built from the bits,
//                      the compiler has __int128 (after the      each as wide as the formula's
//                      double-double evaluation, which decides   shape makes it (int256.hpp),
//                      non-zero values for less)                 every value below 2^254
//  6  expansion        rescalable; round to nearest held; the    error-free transformations
//                      expansions fit their capacity             (expansion.hpp)
//  7  extended_filter  not rescalable (exponents too far apart:  the filter's bound on each
//                      after int128, far_apart_strategy runs     axis scaled into its window,
//                      this and the others that apply there,     the coordinates below it set
//                      in its own order: the flushed filter,     to zero (plus their term), for
//                      the repeated-point test, the filter in    orient2d and orient3d; then in
//                      wide_double, the exact strategy)          an arithmetic without underflow
//                                                                or overflow (extended_filter)
//  8  exact            always                                    the monomials summed exactly
//                                                                (monomial_sum.hpp) or fixed-size
//                                                                integers wide enough for every
//                                                                finite input
// Rescaling (by an exact power of two, chosen in rescale) is computed once and shared;
// subnormal inputs are rescaled under the library's environment (denormals-are-zero would read
// them as zero). The environment is set once, by the first strategy that needs it, and the
// caller's is restored when slow_sign returns.

/// What the strategies share: the input, its exponent range, its rescaled copy (computed on
/// first use) and the library's floating-point environment (set on first use).
template <class F>
class slow_path {
 public:
  explicit slow_path(const double* x) : x_(x), range_(range_of<F::arity>(x)) {}

  const double* input() const { return x_; }
  const exponent_range& range() const { return range_; }
  bool narrow() const { return narrow_span<F>(range_); }

  /// Holds the library's floating-point environment until slow_sign returns.
  void hold_environment() {
    if (!env_) env_.emplace();
  }

  /// The input rescaled by the power of two that rescale picks (the input itself when that is
  /// 2^0), or nullptr when the exponents are too far apart for one.
  const double* rescaled() {
    if (scaled_ == state::untried) {
      const std::optional<int> k = rescale_exponent<F>(range_);
      if (!k) {
        scaled_ = state::no;
      } else if (*k == 0 && !range_.all_zero) {
        scaled_ = state::as_is;
      } else {
        if (range_.subnormal) hold_environment();
        scale_by_power_of_two(x_, y_, F::arity, *k);
        scaled_ = state::yes;
      }
    }
    return scaled_ == state::yes ? y_ : (scaled_ == state::as_is ? x_ : nullptr);
  }

  /// eval(y) on the rescaled copy y, in the library's environment; nullopt when there is no
  /// rescaled copy.
  template <class Eval>
  std::optional<sign> on_rescaled_in_environment(Eval eval) {
    const double* y = rescaled();
    if (y == nullptr) return std::nullopt;
    hold_environment();
    return eval(y);
  }

 private:
  enum class state { untried, yes, as_is, no };
  const double* x_;
  exponent_range range_;
  double y_[F::arity];
  state scaled_ = state::untried;
  std::optional<fp_env_guard> env_;
};

#if defined(__SIZEOF_INT128__) && !defined(EXACTPRED_PORTABLE)
inline constexpr bool have_int128 = true;
#else
inline constexpr bool have_int128 = false;
#endif

struct repeated_point_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::repeated_point;
  template <class F>
  static std::optional<sign> decide(slow_path<F>& p) {
    return repeated_point_sign<F>(p.input());
  }
};

struct narrow_double_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::narrow_double;
  template <class F>
  static std::optional<sign> decide(slow_path<F>& p) {
    if (!p.narrow() || (p.range().subnormal && have_int128)) return std::nullopt;
    const double* y = p.rescaled();
    if (y == nullptr) return std::nullopt;
    return exact_double_eval<F>(y, std::make_index_sequence<F::arity>{});
  }
};

struct int128_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::int128;
  template <class F>
  static std::optional<sign> decide(slow_path<F>& p) {
    return int128_eval<F>(p.input(), p.range(), std::make_index_sequence<F::arity>{});
  }
};

struct int256_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::int256;
  template <class F>
  static std::optional<sign> decide(slow_path<F>& p) {
    return int256_eval<F>(p.input(), p.range(), std::make_index_sequence<F::arity>{});
  }
};

struct dynamic_filter_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::dynamic_filter;
  template <class F>
  static std::optional<sign> decide(slow_path<F>& p) {
    if constexpr (is_difference_form<F>::value) {
      // First into the filter's own window when the inputs' span fits it (the window, not
      // the rescaling of the stages below, is where the filter is proven environment-free);
      // a power of two changes no sign.
      using W = filter_window<formula_bound<F>>;
      const exponent_range& r = p.range();
      if (!r.all_zero && r.high - r.low + 1 < W::hi - W::lo) {
        if (r.subnormal) p.hold_environment();
        double w[F::arity];
        scale_by_power_of_two(p.input(), w, F::arity, W::lo - r.low);
        const double* scaled = w;
        return dynamic_filter_sign<F>(scaled, std::make_index_sequence<F::arity>{});
      }
      // Else on the rescaled copy, which cannot underflow; exponents too far apart for one
      // rescaling are left to the extended filter, which has no underflow term.
      const double* y = p.rescaled();
      if (y == nullptr) return std::nullopt;
      return dynamic_filter_sign<F>(y, std::make_index_sequence<F::arity>{});
    } else {
      (void)p;
      return std::nullopt;
    }
  }
};

struct error_free_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::error_free;
  template <class F>
  static std::optional<sign> decide(slow_path<F>& p) {
    if constexpr (is_difference_form<F>::value) {
      // The formulas in difference form run it inside their filter's window already
      // (uncertain_sign_body); outside it, the bit-based strategies above decide their
      // exact input.
      (void)p;
      return std::nullopt;
    } else {
      // The rescaled copy meets the evaluation's conditions as the window does: every
      // non-zero value a multiple of 2^-1022, every value below 2^958 (rescale).
      const double* y = p.rescaled();
      if (y == nullptr) return std::nullopt;
      return error_free_sign_compiled<F>(y);
    }
  }
};

struct double_double_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::double_double;
  template <class F>
  static std::optional<sign> decide(slow_path<F>& p) {
    return p.on_rescaled_in_environment([](const double* y) {
      return double_double_stage<F>(y, std::make_index_sequence<F::arity>{});
    });
  }
};

struct expansion_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::expansion;
  template <class F>
  static std::optional<sign> decide(slow_path<F>& p) {
    return p.on_rescaled_in_environment(
        [](const double* y) { return expansion_eval<F>(y, std::make_index_sequence<F::arity>{}); });
  }
};

struct extended_filter_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::extended_filter;
  template <class F>
  static std::optional<sign> decide(slow_path<F>& p) {
    if (p.rescaled() != nullptr) return std::nullopt;  // the strategies above had their turn
    return extended_filter_eval<F>(p.input(), std::make_index_sequence<F::arity>{});
  }
};

struct exact_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::exact;
  template <class F>
  static std::optional<sign> decide(slow_path<F>& p) {
    return exact_sign<F>(p.input(), p.range());
  }
};

template <class F>
sign far_apart_slow_sign(slow_path<F>& p);

/// Input whose exponents are too far apart for one rescaling goes to far_apart_slow_sign, which
/// always decides (not counted here: it counts the strategy that decides).
struct far_apart_strategy {
  static constexpr std::uint64_t stage_counts::*counter = nullptr;
  template <class F>
  static std::optional<sign> decide(slow_path<F>& p) {
    if constexpr (is_difference_form<F>::value) {
      // The dynamic filter's window branch (a span below W::hi - W::lo - 1) never meets such
      // input, whose span exceeds rescale_exponent's range.
      using W = filter_window<formula_bound<F>>;
      constexpr int d = formula_degree<F>;
      constexpr int rescalable_span =
          floor_div(958 - (ceil_log2(formula_count<F>) + 2), d) - 1 - ceil_div(-1022, d);
      static_assert(W::hi - W::lo <= rescalable_span + 2, "the window is wider than rescaling");
    }
    if (p.rescaled() != nullptr) return std::nullopt;
    return far_apart_slow_sign(p);
  }
};

/// The strategies in the order slow_sign tries them (see the table above).
template <class... S>
struct strategy_list {};
using slow_strategies =
    strategy_list<narrow_double_strategy, error_free_strategy, int128_strategy, far_apart_strategy,
                  dynamic_filter_strategy, repeated_point_strategy, double_double_strategy,
                  int256_strategy, expansion_strategy, exact_strategy>;

// Counts a decision of the slow path when statistics are compiled in (none for a null counter:
// a strategy whose own strategies count their decisions).
inline void count_stage([[maybe_unused]] std::uint64_t stage_counts::*stage) {
#if defined(EXACTPRED_STATS)
  if (stage != nullptr) ++(thread_stage_counts().*stage);
#endif
}

/// The first decision of the strategies S, left to right, on what they share (a slow_path, or
/// another path of the same shape: planar_sum.hpp), counted under the strategy's name. The
/// last strategy always decides.
template <class Path, class... S>
EXACTPRED_ALWAYS_INLINE sign run_strategies(Path& p, strategy_list<S...>) {
  std::optional<sign> s;
  (void)((s = S::decide(p), s ? (count_stage(S::counter), true) : false) || ...);
  return *s;
}

/// Whether the caller rounds to nearest, from two additions whose results tell the four modes
/// apart: 1 + 3/4 ulp(1) rounds up only to nearest or upward, -1 - 3/4 ulp(1) rounds down only
/// to nearest or downward. A few instructions, where reading the control register stalls the
/// pipeline. Only where doubles are evaluated as doubles (FLT_EVAL_METHOD 0: SSE2, AArch64);
/// elsewhere false.
inline bool rounds_to_nearest() {
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD == 0
  double t = 0x1.8p-53;
#if defined(__GNUC__) || defined(__clang__)
  __asm__ volatile("" : "+m"(t));  // not folded in the compiler's rounding
#else
  volatile double vt = t;
  t = vt;
#endif
  const double up = 1.0 + t, down = -1.0 - t;
  return up + down == 0 && up != 1;
#else
  return false;
#endif
}

/// The double-double evaluation of an input inside the filter's window, in the caller's
/// environment, which must round to nearest. Nothing else in the environment can change it:
/// every input is zero or between 2^lo and 2^hi (filter_window), so every value the
/// evaluation forms from them (differences, products and their exact errors, sums, each
/// rounded to nearest) is a multiple of 2^(d (lo - 52)) >= 2^-1022 below 2^1000, as for the
/// filter; no operand or result is subnormal (flush-to-zero and denormals-are-zero change
/// nothing) and nothing overflows or underflows (no trap but inexact). The bound's product
/// E m could underflow for tiny magnitudes: m is raised to 2^-900 there, a larger bound.
template <class F>
std::optional<sign> double_double_in_window(const double* x) {
  return double_double_stage<F>(x, std::make_index_sequence<F::arity>{}, 0x1p-900);
}

/// The slow path for input whose exponents are too far apart for one rescaling
/// (rescale_exponent fails): every other strategy of slow_sign's table needs the rescaled copy or
/// inputs spanning at most 62 bits (or a span its filter's window holds: far_apart_strategy
/// asserts that none does), and declines, but the repeated-point test, the extended filter and
/// the exact strategy, so those run here. The extended filter's first step, the flushed filter
/// (formulas homogeneous in each axis), costs less than the repeated-point test and decides most
/// such input, so it comes first; its second, in wide_double, costs more, so it comes after.
template <class F>
sign far_apart_slow_sign(slow_path<F>& p) {
  constexpr auto seq = std::make_index_sequence<F::arity>{};
  const double* x = p.input();
  std::optional<sign> s;
  if constexpr (is_axis_homogeneous<F>::value) s = flushed_filter_eval<F>(x, seq);
  if (s) {
    count_stage(&stage_counts::extended_filter);
  } else if ((s = repeated_point_sign<F>(x))) {
    count_stage(&stage_counts::repeated_point);
  } else if ((s = wide_filter_eval<F>(x, seq))) {
    count_stage(&stage_counts::extended_filter);
  } else {
    s = exact_sign<F>(x, p.range());
    count_stage(&stage_counts::exact);
  }
  return *s;
}

template <class F, class Strategies>
sign checked_slow_sign(const double* x, Strategies strategies) {
  slow_path<F> p(x);
  if (p.range().not_finite) {
    for (int i = 0; i < F::arity; ++i) {
      if (!is_finite(x[i])) throw_not_finite(F::name, F::dim, F::arity, i, x[i]);
    }
  }
  return run_strategies(p, strategies);
}

template <class F>
sign slow_sign(const double* x) {
  return checked_slow_sign<F>(x, slow_strategies{});
}

// Inside the filter's window, a query the caller's code left undecided (its inline filter, the
// repeated-point test, and for some the dynamic filter or the error-free evaluation) first meets
// strategies that work on the input as it is, in the caller's environment: no exponent range,
// no rescaling, no environment of the library's. Then the strategies of slow_sign's list that
// remain, on a slow_path made at that point.
//
//  strategy         applies when                                 exact because
//  dynamic_filter   the caller has not run it, and the CPU has   the window (filter.hpp)
//                   no FMA double-double kernel that runs first
//  double_double    the caller rounds to nearest                 the window: no value underflows
//                                                                or overflows, nothing subnormal
//                                                                (double_double_in_window)
//  error_free       the caller has not run it                    each operation checked exact
//  then narrow_double, int128, double_double (when the caller does not round to nearest: in the
//  library's environment), int256, expansion, extended_filter, exact, as slow_sign's list.

/// What the in-window strategies share: the input, whether the caller rounds to nearest, and
/// what the caller has tried already.
template <class F>
struct in_window_path {
  const double* input;
  bool nearest, error_free_tried, dynamic_filter_tried;
};

struct in_window_dynamic_filter_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::dynamic_filter;
  template <class F>
  static std::optional<sign> decide(const in_window_path<F>& p) {
    if (p.dynamic_filter_tried) return std::nullopt;
    return dynamic_filter_sign_of_window<F>(p.input, std::make_index_sequence<F::arity>{});
  }
};

struct in_window_double_double_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::double_double;
  template <class F>
  static std::optional<sign> decide(const in_window_path<F>& p) {
    if (!p.nearest) return std::nullopt;
    return double_double_in_window<F>(p.input);
  }
};

struct in_window_error_free_strategy {
  static constexpr std::uint64_t stage_counts::*counter = &stage_counts::error_free;
  template <class F>
  static std::optional<sign> decide(const in_window_path<F>& p) {
    if (p.error_free_tried) return std::nullopt;
    return error_free_sign_of_window<F>(p.input, std::make_index_sequence<F::arity>{});
  }
};

/// The strategies of slow_sign's list that remain after the in-window ones, with the
/// double-double one in the library's environment for a caller that does not round to nearest
/// (else in_window_double_double_strategy has run it).
using slow_strategies_after_window =
    strategy_list<narrow_double_strategy, int128_strategy, double_double_strategy, int256_strategy,
                  expansion_strategy, extended_filter_strategy, exact_strategy>;
using slow_strategies_after_window_double_double =
    strategy_list<narrow_double_strategy, int128_strategy, int256_strategy, expansion_strategy,
                  extended_filter_strategy, exact_strategy>;

/// Those strategies, on a slow_path made now; each counts its own decision (this one has no
/// counter of its own). Always decides.
struct after_window_strategy {
  static constexpr std::uint64_t stage_counts::*counter = nullptr;
  template <class F>
  static std::optional<sign> decide(const in_window_path<F>& p) {
    slow_path<F> rest(p.input);
    return p.nearest ? run_strategies(rest, slow_strategies_after_window_double_double{})
                     : run_strategies(rest, slow_strategies_after_window{});
  }
};

using in_window_strategies =
    strategy_list<in_window_dynamic_filter_strategy, in_window_double_double_strategy,
                  in_window_error_free_strategy, after_window_strategy>;

template <class F>
sign slow_sign_in_window(const double* x, bool error_free_tried) {
  const in_window_path<F> p{x, rounds_to_nearest(), error_free_tried, true};
  return run_strategies(p, in_window_strategies{});
}

template <class F>
sign slow_sign_in_window_nonzero(const double* x) {
  const bool nearest = rounds_to_nearest();
  // With the CPU's FMA and rounding to nearest, the double-double kernel before the dynamic
  // filter, whose bound is the larger (it decides almost nothing that kernel would not, at
  // about the same cost).
  bool fma_first = false;
#if defined(EXACTPRED_FMA_STAGE)
  if constexpr (has_fma_stage<F>) fma_first = nearest && cpu_has_fma();
#endif
  const in_window_path<F> p{x, nearest, false, fma_first};
  return run_strategies(p, in_window_strategies{});
}

#define EXACTPRED_INSTANTIATE_STAGES(F)                                                    \
  template std::optional<sign> double_double_sign<F>(const double* x);                     \
  template std::optional<sign> extended_filter_sign<F>(const double* x);                   \
  template std::optional<sign> expansion_sign<F>(const double* x, bool use_double_double); \
  template sign exact_sign<F>(const double* x);                                            \
  template sign slow_sign<F>(const double* x);                                             \
  template sign slow_sign_in_window<F>(const double* x, bool error_free_tried)

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_STAGES_IMPL_HPP
