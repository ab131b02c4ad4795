// SPDX-License-Identifier: MIT
// exactpred/detail/stages.hpp — how a predicate chains its stages.
//
// The inline filter (the filter of Shewchuk's (1997) adaptive predicates), the repeated-point
// test, the lattice certificate (lattice_certificate.hpp: the filter's own value proven exact
// when the inputs lie on a coarse enough lattice, which decides snapped and grid input, exact
// zeros included) and the error-free evaluation (error_free.hpp: the formula in doubles with
// every operation checked to be exact) are in the headers; everything after them is the
// compiled slow path, an ordered list of named strategies (src/stages_impl.hpp lists each with
// when it applies and why its answer is exact): narrow_double and int128 (inputs spanning few
// bits: exact in plain doubles or 128-bit integers), dynamic_filter, double_double and
// expansion (in role, the adaptive steps that follow his filter; here after an exact
// rescaling that keeps every intermediate value clear of underflow and overflow),
// extended_filter and exact (what his code lacks: inputs whose exponents are too far apart for
// any rescaling, decided by the filter in wide_double, a double's significand with an exponent
// of its own, or by fixed-size big integers). The statistics (statistics.hpp) count each
// strategy under its name. The functions below expose some of them alone, for the tests.
//
// Each strategy can be called alone (the tests check that they agree with each other and with
// the CGAL oracle); only slow_sign checks its input.
#ifndef EXACTPRED_DETAIL_STAGES_HPP
#define EXACTPRED_DETAIL_STAGES_HPP

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <type_traits>
#include <utility>

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#endif

#include "exactpred/detail/error_free.hpp"
#include "exactpred/detail/filter.hpp"
#include "exactpred/detail/formulas.hpp"
#include "exactpred/detail/lattice_certificate.hpp"
#include "exactpred/detail/point_equality.hpp"
#include "exactpred/sign.hpp"
#include "exactpred/statistics.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// The double-double strategy alone, after the rescaling it shares with the expansion
/// strategy: double-double evaluation with a derived bound; nullopt when it cannot decide.
/// Precondition: every x[i] is finite. Any rounding mode.
template <class F>
EXACTPRED_API std::optional<sign> double_double_sign(const double* x);

/// The extended filter alone: the filter evaluated with exponents of unbounded range
/// (src/wide_exponent.hpp), for inputs too far apart in magnitude for the rescaling before
/// the double-double and expansion strategies; nullopt when it cannot decide. Precondition:
/// every x[i] is finite.
template <class F>
EXACTPRED_API std::optional<sign> extended_filter_sign(const double* x);

/// The double-double strategy (unless use_double_double is false), then the expansion strategy,
/// after the rescaling they share. nullopt when the inputs' exponents are too far apart for an
/// error-free evaluation (then the extended filter or the exact strategy decides) or an
/// expansion outgrows its storage.
/// Precondition: every x[i] is finite. Any rounding mode.
template <class F>
EXACTPRED_API std::optional<sign> expansion_sign(const double* x, bool use_double_double = true);

/// The exact strategy: exact big-integer evaluation; decides every finite input.
/// Precondition: every x[i] is finite. Any rounding mode.
template <class F>
EXACTPRED_API sign exact_sign(const double* x);

/// The slow path's strategies after checking the input: throws invalid_input for a non-finite
/// x[i].
template <class F>
EXACTPRED_API sign slow_sign(const double* x);

/// The compiled stages for an input inside the filter's window that the inline stages (the
/// filter, the dynamic filter, the repeated-point test, and the error-free evaluation if
/// error_free_tried) left undecided: the double-double evaluation in the caller's environment
/// when it rounds to nearest (no rescaling, no change of environment), the error-free
/// evaluation unless tried, then the strategies of slow_sign but those.
template <class F>
EXACTPRED_API sign slow_sign_in_window(const double* x, bool error_free_tried);

/// For the core four (has_compiled_error_free), a non-zero value the filter could not certify
/// inside its window, after the repeated-point test: with the CPU's FMA and rounding to nearest
/// the two-lane double-word stage first, since the dynamic filter's bound is the larger (it
/// decides almost nothing that stage would not, at about the same cost); otherwise the dynamic
/// filter, then slow_sign_in_window.
template <class F>
EXACTPRED_API sign slow_sign_in_window_nonzero(const double* x);

/// The error-free evaluation (error_free.hpp) of a core formula inside its filter's window,
/// compiled in the library: with a fused multiply-add when the library has an FMA object and
/// the CPU has FMA (a product is checked by one fma instead of two trailing-zero counts of
/// significands), else as the header writes it.
template <class F>
EXACTPRED_API std::optional<sign> error_free_sign_compiled(const double* x);

template <class F>
inline constexpr bool has_compiled_error_free =
    std::is_same_v<F, orient2d_formula> || std::is_same_v<F, orient3d_formula> ||
    std::is_same_v<F, incircle_formula> || std::is_same_v<F, insphere_formula>;

/// What the inline filter found: the certified sign, or whether the input was inside its window
/// and the value it could not certify there.
struct filter_outcome {
  std::optional<sign> decided;
  bool in_window;
  double value;
};

/// Whether the ranged filter certified its sign, counted as the filter's decision when
/// statistics are compiled in.
EXACTPRED_ALWAYS_INLINE bool ranged_certified(const ranged_result& r) {
  const bool certified = r.capped > r.bound;
#if defined(EXACTPRED_STATS)
  if (certified) ++thread_stage_counts().filter;
#endif
  return certified;
}

/// The inline filter, counted as the filter's decision when statistics are compiled in.
template <class F, class... X>
EXACTPRED_ALWAYS_INLINE filter_outcome run_filter(X... x) {
  if constexpr (ranged_inline_filter<F>) {
    const ranged_result r = ranged_filter_evaluate<F>(x...);
    if (ranged_certified(r)) return {sign_of(r.value), true, r.value};
    if (!in_filter_window_after_ranged<F>(x...)) return {std::nullopt, false, 0.0};
    return {std::nullopt, true, r.value};
  } else {
    if (!in_filter_window<F>(x...)) return {std::nullopt, false, 0.0};
    const filter_result<double> r = filter_evaluate<F, double, false>(x...);
    const std::optional<sign> s = certified_sign(r);
#if defined(EXACTPRED_STATS)
    if (s) ++thread_stage_counts().filter;
#endif
    return {s, true, r.value};
  }
}

/// The inline filter alone: its certified sign, else nullopt.
template <class F, class... X>
EXACTPRED_ALWAYS_INLINE std::optional<sign> counted_filter_sign(X... x) {
  return run_filter<F>(x...).decided;
}

/// The error-free evaluation (error_free.hpp) of a query inside the filter's window that the
/// inline filter left undecided.
template <class F, std::size_t... I>
EXACTPRED_ALWAYS_INLINE std::optional<sign> error_free_sign_of_window(const double* x,
                                                                      std::index_sequence<I...>) {
  if constexpr (!error_free_uses_fma && has_compiled_error_free<F>) {
    return error_free_sign_compiled<F>(x);  // with FMA where the CPU has it
  } else {
    return error_free_sign_in_window<F>(x[I]...);
  }
}

/// The same, counted when statistics are compiled in: out of line, so that the caller's code
/// holds only the filter, but compiled with the caller's code (and its flags, e.g. a fused
/// multiply-add).
template <class F, std::size_t... I>
EXACTPRED_NOINLINE std::optional<sign> counted_error_free_sign(const double* x,
                                                               std::index_sequence<I...> seq) {
  const std::optional<sign> s = error_free_sign_of_window<F>(x, seq);
#if defined(EXACTPRED_STATS)
  if (s) ++thread_stage_counts().error_free;
#endif
  return s;
}

/// The dynamic filter (the sharper bound from the magnitudes; filter.hpp) of a query inside the
/// window. Only for formulas whose inline filter is semi-static: otherwise the inline filter
/// was the dynamic one.
template <class F, std::size_t... I>
EXACTPRED_ALWAYS_INLINE std::optional<sign> dynamic_filter_sign_of_window(
    const double* x, std::index_sequence<I...>) {
  if constexpr (is_difference_form<F>::value) {
    return certified_sign(dynamic_filter_evaluate<F, double, false>(x[I]...));
  } else {
    (void)x;
    return std::nullopt;
  }
}

/// The same, counted under its strategy's name.
template <class F, std::size_t... I>
EXACTPRED_ALWAYS_INLINE std::optional<sign> counted_dynamic_filter_sign(
    const double* x, std::index_sequence<I...> seq) {
  const std::optional<sign> s = dynamic_filter_sign_of_window<F>(x, seq);
#if defined(EXACTPRED_STATS)
  if (s) ++thread_stage_counts().dynamic_filter;
#endif
  return s;
}

/// Points I and J of x equal, coordinate by coordinate, as order keys.
template <class F, int I, int J, std::size_t... K>
EXACTPRED_ALWAYS_INLINE unsigned same_point_keys(const std::int64_t* key,
                                                 std::index_sequence<K...>) {
  return (static_cast<unsigned>(key[I * F::dim + K] == key[J * F::dim + K]) & ...);
}

/// Points I and J of x equal, for inputs inside the filter's window: every input is zero or a
/// normal number there, so a floating-point comparison is exact (-0 equals +0) and raises
/// nothing in any environment (denormals-are-zero changes only subnormal operands). Two
/// coordinates per SSE2 comparison.
template <class F, int I, int J>
EXACTPRED_ALWAYS_INLINE unsigned same_point_in_window(const double* x) {
  constexpr int d = F::dim;
  const double* p = x + I * d;
  const double* q = x + J * d;
#if defined(__SSE2__) || defined(_M_X64)
  __m128d eq = _mm_cmpeq_pd(_mm_loadu_pd(p), _mm_loadu_pd(q));
  for (int k = 2; k + 1 < d; k += 2) {
    eq = _mm_and_pd(eq, _mm_cmpeq_pd(_mm_loadu_pd(p + k), _mm_loadu_pd(q + k)));
  }
  if constexpr (d % 2 == 1) {
    // The last coordinate in both lanes.
    eq = _mm_and_pd(eq, _mm_cmpeq_pd(_mm_set1_pd(p[d - 1]), _mm_set1_pd(q[d - 1])));
  }
  return static_cast<unsigned>(_mm_movemask_pd(eq) == 3);
#else
  unsigned equal = 1;
  for (int k = 0; k < d; ++k) equal &= static_cast<unsigned>(p[k] == q[k]);
  return equal;
#endif
}

template <class F, bool InWindow, int I, int J>
EXACTPRED_ALWAYS_INLINE unsigned same_pair(const double* x, const std::int64_t* key) {
  if constexpr (I >= J || !pair_vanishes<F>(I, J)) {
    (void)x;
    (void)key;
    return 0;
  } else if constexpr (InWindow) {
    (void)key;
    return same_point_in_window<F, I, J>(x);
  } else {
    (void)x;
    return same_point_keys<F, I, J>(key, std::make_index_sequence<F::dim>{});
  }
}

template <class F, bool InWindow, std::size_t... Q>
EXACTPRED_ALWAYS_INLINE bool any_same_pair(const double* x, const std::int64_t* key,
                                           std::index_sequence<Q...>) {
  constexpr int n = F::arity / F::dim;
  // Every pair, without early exits (unrolled at compile time): which pair repeats is
  // unpredictable, so a branch per pair would mispredict.
  return (same_pair<F, InWindow, static_cast<int>(Q) / n, static_cast<int>(Q) % n>(x, key) | ...) !=
         0;
}

/// Whether two of the F::arity / F::dim points of x on which F vanishes (vanishing_pairs_of) are
/// equal as real numbers, coordinate by coordinate. Any finite input: bits compared as order keys
/// (-0 equals +0; no floating-point comparison, so no environment changes the answer).
/// Precondition: no x[i] is a NaN.
template <class F, std::size_t... I>
EXACTPRED_ALWAYS_INLINE bool has_repeated_point(const double* x, std::index_sequence<I...>) {
  constexpr int n = F::arity / F::dim;
  const std::int64_t key[] = {order_key(x[I])...};
  return any_same_pair<F, false>(x, key, std::make_index_sequence<n * n>{});
}
template <class F>
EXACTPRED_ALWAYS_INLINE bool has_repeated_point(const double* x) {
  return has_repeated_point<F>(x, std::make_index_sequence<F::arity>{});
}

/// has_repeated_point for inputs inside the filter's window (same_point_in_window).
template <class F>
EXACTPRED_ALWAYS_INLINE bool has_repeated_point_in_window(const double* x) {
  constexpr int n = F::arity / F::dim;
  return any_same_pair<F, true>(x, nullptr, std::make_index_sequence<n * n>{});
}

/// The repeated-point test as a stage: zero when x repeats a point on a pair where F vanishes
/// (vanishing_pairs_of), else nullopt. The degeneracy meshing code meets most (a triangle's own
/// vertex as the query point, two edges sharing an endpoint) costs a few comparisons, where the
/// evaluations after the filter would need every rounding error accounted for. InWindow: every x[i]
/// is inside the filter's window (same_point_in_window); otherwise any finite x.
template <class F, bool InWindow = false>
EXACTPRED_ALWAYS_INLINE std::optional<sign> repeated_point_sign(const double* x) {
  if constexpr (has_vanishing_pairs<F>::value) {
    if (InWindow ? has_repeated_point_in_window<F>(x) : has_repeated_point<F>(x)) {
      return sign::zero;
    }
  } else {
    (void)x;
  }
  return std::nullopt;
}

/// The repeated-point test of a query inside the filter's window, counted when statistics are
/// compiled in.
template <class F>
EXACTPRED_ALWAYS_INLINE std::optional<sign> counted_repeated_point_sign(const double* x) {
  const std::optional<sign> s = repeated_point_sign<F, true>(x);
#if defined(EXACTPRED_STATS)
  if (s) ++thread_stage_counts().repeated_point;
#endif
  return s;
}

/// The repeated-point test, then the error-free evaluation, of a query inside the filter's
/// window: out of line, compiled with the caller's code.
template <class F, std::size_t... I>
EXACTPRED_NOINLINE std::optional<sign> repeated_or_error_free_sign(const double* x,
                                                                   std::index_sequence<I...>) {
  if (const std::optional<sign> s = counted_repeated_point_sign<F>(x)) return s;
  return counted_error_free_sign<F>(x, std::index_sequence<I...>{});
}

/// The inline stages: the filter, then the repeated-point test and the error-free evaluation.
/// nullopt: the compiled stages decide.
template <class F, class... X>
EXACTPRED_ALWAYS_INLINE std::optional<sign> inline_sign(X... x) {
  const filter_outcome f = run_filter<F>(x...);
  if (f.decided || !f.in_window) return f.decided;
  const double args[] = {x...};
  return repeated_or_error_free_sign<F>(args, std::make_index_sequence<F::arity>{});
}

/// What follows the inline filter for a query inside its window, in the caller's code but out
/// of its line: the repeated-point test, the dynamic filter and the error-free evaluation, then
/// the compiled stages. `value` is the filter's: an exact zero is what a repeated point or an
/// error-free evaluation of a degenerate configuration gives (and no bound certifies), so those
/// two go first then. Otherwise the sharper bound usually decides, and goes first; then the
/// repeated-point test, since a repeated point's value need not round to zero
/// (orient3d(a, b, b, d) rounds its terms in different orders) and no later stage but the
/// exact ones would decide it; then the double-double evaluation, which decides most values
/// near zero but not zero, before the error-free one (slow_sign_in_window). RepeatedTested: the
/// caller has compared the points' bits already (repeated_point_bits), so the test is not run
/// again (it would only add a coordinate -0 beside +0, which the later stages decide too).
template <class F, bool RepeatedTested = false>
EXACTPRED_ALWAYS_INLINE sign uncertain_sign_body(const double* x, double value) {
  constexpr auto seq = std::make_index_sequence<F::arity>{};
  const auto repeated = [x] {
    if constexpr (RepeatedTested) {
      (void)x;
      return std::optional<sign>{};
    } else {
      return counted_repeated_point_sign<F>(x);
    }
  };
  if (value == 0) {
    if (const std::optional<sign> s = repeated()) return *s;
    if (const std::optional<sign> s = counted_error_free_sign<F>(x, seq)) return *s;
    if (const std::optional<sign> s = counted_dynamic_filter_sign<F>(x, seq)) return *s;
    return slow_sign_in_window<F>(x, true);
  }
  if (const std::optional<sign> s = repeated()) return *s;
  if constexpr (has_compiled_error_free<F>) {
    return slow_sign_in_window_nonzero<F>(x);
  } else {
    if (const std::optional<sign> s = counted_dynamic_filter_sign<F>(x, seq)) return *s;
    return slow_sign_in_window<F>(x, false);
  }
}

/// Everything after the inline filter, out of line, the coordinates passed by value: inside
/// the window the stages of uncertain_sign_body, outside it the compiled stages. The caller's code
/// stores nothing for the slow path before its filter has decided.
template <class F, class... X>
EXACTPRED_NOINLINE sign after_inline_filter(bool in_window, double value, X... x) {
  const double args[] = {x...};
  return in_window ? uncertain_sign_body<F>(args, value) : slow_sign<F>(args);
}

/// The inline filter, for staged_sign and for predicates with slow paths of their own:
/// `on_sign(s)` for a certified sign s, else `in_window(value)` (the filter's value) for a query
/// inside the filter's window (every coordinate zero or a normal number of moderate exponent;
/// exact comparisons need no environment there), else `outside()`. (The filter's steps written
/// out, and the certificate as a plain comparison: g++ keeps an aggregate or an optional alive
/// otherwise and adds instructions to the fast path.)
template <class F, class OnSign, class InWindow, class Outside, class... X>
EXACTPRED_ALWAYS_INLINE auto filter_then(OnSign&& on_sign, InWindow&& in_window, Outside&& outside,
                                         X... x) {
  if constexpr (ranged_inline_filter<F>) {
    const ranged_result r = ranged_filter_evaluate<F>(x...);
    if (ranged_certified(r)) return on_sign(sign_of_nonzero(r.value));
    // The value is the one the window's own filter would have computed (the same operations).
    if (in_filter_window_after_ranged<F>(x...)) return in_window(r.value);
    return outside();
  } else {
    if (in_filter_window<F>(x...)) {
      const filter_result<double> r = filter_evaluate<F, double, false>(x...);
      if (std::fabs(r.value) > r.bound) {
#if defined(EXACTPRED_STATS)
        ++thread_stage_counts().filter;
#endif
        return on_sign(sign_of_nonzero(r.value));
      }
      return in_window(r.value);
    }
    return outside();
  }
}

/// filter_then for a sign: the certified sign itself.
template <class F, class InWindow, class Outside, class... X>
EXACTPRED_ALWAYS_INLINE sign filter_sign_or(InWindow&& in_window, Outside&& outside, X... x) {
  return filter_then<F>([](sign s) { return s; }, in_window, outside, x...);
}

/// Whether two of the points on which F vanishes (vanishing_pairs_of) have the same bits in every
/// coordinate: point[i] holds the F::dim coordinates of point i. Pair Q is points Q / n and Q % n
/// (the pairs i < j count). Wide: 16-byte
/// loads (same_coordinate_bits), else 8-byte integer loads, which any earlier store forwards to.
template <class F, bool Wide, std::size_t... Q>
EXACTPRED_ALWAYS_INLINE bool any_same_point_bits(const double* const* point,
                                                 std::index_sequence<Q...>) {
  constexpr int n = F::arity / F::dim;
  if constexpr (Wide) {
    const auto pair = [point](int i, int j) {
      return i < j && pair_vanishes<F>(i, j) ? same_coordinate_bits<F::dim>(point[i], point[j])
                                             : 0u;
    };
    return (pair(static_cast<int>(Q) / n, static_cast<int>(Q) % n) | ...) != 0;
  }
  // The least of the pairs' differing bits, zero when a pair is equal (a compare and a
  // conditional move per pair).
  const auto differ = [point](int i, int j) {
    return i < j && pair_vanishes<F>(i, j)
               ? differing_bits(point[i], point[j], std::make_index_sequence<F::dim>{})
               : ~std::uint64_t{0};
  };
  std::uint64_t least = ~std::uint64_t{0};
  ((least = std::min(least, differ(static_cast<int>(Q) / n, static_cast<int>(Q) % n))), ...);
  return least == 0;
}

/// Whether a point is repeated, by the bits of its coordinates: for a finite value of a
/// formula in difference form, the inputs are finite (each enters a difference, and sums and
/// products keep NaN and infinity), and equal bits are equal numbers (-0 beside +0 is left to
/// the later stages). Wide as for any_same_point_bits.
template <class F, bool Wide>
EXACTPRED_ALWAYS_INLINE bool repeated_point_bits(double value, const double* const* point) {
  constexpr int n = F::arity / F::dim;
  if (is_finite(value) && any_same_point_bits<F, Wide>(point, std::make_index_sequence<n * n>{})) {
#if defined(EXACTPRED_STATS)
    ++thread_stage_counts().repeated_point;
#endif
    return true;
  }
  return false;
}

/// After the repeated-point test: the stages of uncertain_sign_body inside the window (without that
/// test again: a query inside the window has a finite value, for which the callers compared the
/// bits), the compiled stages outside it (args: the coordinates x in an array).
template <class F, class... X>
EXACTPRED_ALWAYS_INLINE sign after_repeated_point_test(double value, const double* args, X... x) {
  return in_filter_window<F>(x...) ? uncertain_sign_body<F, true>(args, value) : slow_sign<F>(args);
}

/// The lattice certificate (lattice_certificate.hpp) as a stage, counted as narrow_double when
/// statistics are compiled in: whether the ranged filter's value (with its bound) is exact.
EXACTPRED_ALWAYS_INLINE bool counted_lattice(bool certified) {
#if defined(EXACTPRED_STATS)
  if (certified) ++thread_stage_counts().narrow_double;
#endif
  return certified;
}

/// The lattice certificate in 128-bit integers (lattice_int128_sign) as a stage, counted as
/// int128: the same reason for exactness as that strategy's.
EXACTPRED_ALWAYS_INLINE std::optional<sign> counted_lattice_int128(std::optional<sign> s) {
#if defined(EXACTPRED_STATS)
  if (s) ++thread_stage_counts().int128;
#endif
  return s;
}

/// Everything after a ranged filter that could not decide (its value and bound), out of line, on
/// the coordinates. For a finite value, the repeated-point test (repeated_point_bits), then the
/// lattice certificate, which decides snapped and grid input from the value itself, then its
/// 128-bit integer form for integer input spanning more bits (both only for a lattice_candidate,
/// which most floating-point input is not); then, as after_inline_filter, the window test and
/// the stages after it.
template <class F, class... X>
EXACTPRED_ALWAYS_INLINE sign after_ranged_filter_body(double value, double bound, X... x) {
  bool candidate = false;
  if (is_finite(value)) {
    // On a copy of its own, which does not leave this function (the array below does), so
    // that the compiler may keep it in registers.
    const double v[] = {x...};
    if constexpr (has_vanishing_pairs<F>::value) {
      constexpr int n = F::arity / F::dim;
      const double* point[n];
      for (int i = 0; i < n; ++i) point[i] = v + i * F::dim;
      if (repeated_point_bits<F, false>(value, point)) return sign::zero;
    }
    candidate = lattice_candidate(v[0], v[1]);
    if (candidate && counted_lattice(lattice_certified<F>(bound, v))) return sign_of(value);
  }
  const double args[] = {x...};
  if (candidate) {
    if (const std::optional<sign> s = counted_lattice_int128(lattice_int128_sign<F>(bound, args))) {
      return *s;
    }
  }
  return after_repeated_point_test<F>(value, args, x...);
}
template <class F, class... X>
EXACTPRED_NOINLINE sign after_ranged_filter(double value, double bound, X... x) {
  return after_ranged_filter_body<F>(value, bound, x...);
}

/// Coordinate K of a point with members x, y (and z).
template <int K, class P>
EXACTPRED_ALWAYS_INLINE double member_coordinate(const P& p) {
  if constexpr (K == 0) {
    return p.x;
  } else if constexpr (K == 1) {
    return p.y;
  } else {
    static_assert(K == 2, "points of two or three coordinates");
    return p.z;
  }
}

/// after_ranged_filter on points held in memory: point[i] holds the F::dim coordinates of point
/// i in a row (a mesh's point array, a batch call's). The bits are read where the points are
/// (x, y and z in a row), not from a copy: a 16-byte load of two coordinates just stored one by
/// one would wait for both stores.
template <class F, std::size_t... I>
EXACTPRED_ALWAYS_INLINE sign after_ranged_filter_points(double value, double bound,
                                                        const double* const* point,
                                                        std::index_sequence<I...>) {
  constexpr int n = F::arity / F::dim;
  if constexpr (has_vanishing_pairs<F>::value) {
    if (repeated_point_bits<F, true>(value, point)) return sign::zero;
  }
  const bool candidate = is_finite(value) && lattice_candidate(point[0][0], point[0][1]);
  if (candidate &&
      counted_lattice(lattice_certified_at<F>(bound, point, std::make_index_sequence<n>{}))) {
    return sign_of(value);
  }
  const double args[] = {point[I / F::dim][I % F::dim]...};
  if (candidate) {
    if (const std::optional<sign> s = counted_lattice_int128(lattice_int128_sign<F>(bound, args))) {
      return *s;
    }
  }
  return after_repeated_point_test<F>(value, args, point[I / F::dim][I % F::dim]...);
}

/// after_ranged_filter on the points themselves (F::dim coordinates each, members x, y, z): one
/// pointer per point in a general register. Passed by value, the coordinates after the seventh
/// go on the stack, and the caller loads them into general registers before its filter decides
/// (orient3d: 23 instructions instead of 12 loads).
template <class F, class... P>
EXACTPRED_NOINLINE_AS_WRITTEN sign after_ranged_filter_at(double value, double bound,
                                                          const P&... p) {
  static_assert(
      ((std::is_standard_layout<P>::value && sizeof(P) == F::dim * sizeof(double)) && ...),
      "points of F::dim coordinates in a row");
  const double* const point[] = {&p.x...};
  return after_ranged_filter_points<F>(value, bound, point, std::make_index_sequence<F::arity>{});
}

/// The inline filter for a predicate whose slow path sorts an undecided query itself:
/// `on_sign(s)` for the certified sign s (filter_sign_or_after: s itself), else `after(value,
/// bound)`, where value is the filter's value on the inputs as given (finite only if every input is
/// finite: each enters a difference, and sums and products keep NaN and infinity), or NaN where the
/// strict build's window test left it uncomputed, and bound the ranged filter's (for the lattice
/// certificate; +infinity where there is none).
template <class F, class OnSign, class After, class... X>
EXACTPRED_ALWAYS_INLINE auto filter_then_after(OnSign&& on_sign, After&& after, X... x) {
  if constexpr (ranged_inline_filter<F>) {
    const ranged_result r = ranged_filter_evaluate<F>(x...);
    if (ranged_certified(r)) return on_sign(sign_of_nonzero(r.value));
    return after(r.value, r.bound);
  } else {
    static_assert(is_difference_form<F>::value, "the value's finiteness needs difference form");
    constexpr double none = std::numeric_limits<double>::infinity();
    return filter_then<F>(
        on_sign, [&](double value) { return after(value, none); },
        [&] { return after(std::numeric_limits<double>::quiet_NaN(), none); }, x...);
  }
}
template <class F, class After, class... X>
EXACTPRED_ALWAYS_INLINE sign filter_sign_or_after(After&& after, X... x) {
  return filter_then_after<F>([](sign s) { return s; }, after, x...);
}

/// The whole predicate: the inline filter, then (out of line) the stages after it.
template <class F, class... X>
EXACTPRED_ALWAYS_INLINE sign staged_sign(X... x) {
  if constexpr (ranged_inline_filter<F>) {
    return filter_sign_or_after<F>(
        [&](double value, double bound) { return after_ranged_filter<F>(value, bound, x...); },
        x...);
  } else {
    return filter_sign_or<F>(
        [&](double value) { return after_inline_filter<F>(true, value, x...); },
        [&] { return after_inline_filter<F>(false, 0.0, x...); }, x...);
  }
}

/// staged_sign on points (point2 or point3), F::dim coordinates each. Held in memory (AtPoints:
/// references into a mesh's point array), the stages after an undecided filter get one pointer
/// per point (after_ranged_filter_at); built by the caller (temporaries, adapted point types),
/// they get the coordinates by value, so that nothing of them is stored before the filter has
/// decided. (Written out rather than through a helper taking a lambda: g++ does not inline that
/// lambda into insphere's fast path.)
template <class F, bool AtPoints, class... P, std::size_t... I>
EXACTPRED_ALWAYS_INLINE sign staged_sign_points(std::index_sequence<I...>, const P&... p) {
  const std::common_type_t<P...>* const points[] = {&p...};
  if constexpr (AtPoints && ranged_inline_filter<F>) {
    return filter_sign_or_after<F>(
        [&](double value, double bound) { return after_ranged_filter_at<F>(value, bound, p...); },
        member_coordinate<I % F::dim>(*points[I / F::dim])...);
  } else {
    return staged_sign<F>(member_coordinate<I % F::dim>(*points[I / F::dim])...);
  }
}
template <class F, class... P>
EXACTPRED_ALWAYS_INLINE sign staged_sign_at(const P&... p) {
  return staged_sign_points<F, true>(std::make_index_sequence<F::arity>{}, p...);
}
template <class F, class... P>
EXACTPRED_ALWAYS_INLINE sign staged_sign_of(const P&... p) {
  return staged_sign_points<F, false>(std::make_index_sequence<F::arity>{}, p...);
}

/// The lattice certificates of a query whose value a precondition expects to be zero (four
/// points coplanar), on points where the caller holds them: the one in doubles when its lattice
/// is the integers or finer (the bound small enough, q <= 1), where integer input, the common
/// lattice input, passes it; otherwise the 128-bit one at once, since integer input spanning
/// that many bits would fail the test in doubles (a multiple of q > 1 it rarely is) and only then
/// meet the 128-bit certificate. nullopt when neither decides.
template <class F, std::size_t... I>
EXACTPRED_ALWAYS_INLINE std::optional<sign> lattice_sign_expecting_zero(double value, double bound,
                                                                        const double* const* point,
                                                                        std::index_sequence<I...>) {
  const double args[] = {point[I / F::dim][I % F::dim]...};
  // lattice_offset_bits is 0 (out of range: wraps to the largest) or the bits of 1.5 2^52 q,
  // which grow with q.
  if (lattice_offset_bits<F>(bound) - 1 < lattice_offset_of(0)) {
    if (counted_lattice(lattice_certified<F>(bound, args))) return sign_of(value);
  }
  return counted_lattice_int128(lattice_int128_sign<F>(bound, args));
}

/// after_ranged_filter_at for a query whose value a precondition expects to be zero: the
/// repeated-point test (a point given twice costs a few comparisons), then for a lattice
/// candidate lattice_sign_expecting_zero, which tries the certificate in doubles only where it
/// can accept integer input (on every lattice it fails on wide integer input, the exact zeros
/// this path exists for, before the 128-bit one decides); what those leave, the stages of
/// after_ranged_filter_at.
template <class F, class... P>
EXACTPRED_NOINLINE_AS_WRITTEN sign after_ranged_filter_expecting_zero_at(double value, double bound,
                                                                         const P&... p) {
  const double* const point[] = {&p.x...};
  if constexpr (has_vanishing_pairs<F>::value) {
    if (repeated_point_bits<F, true>(value, point)) return sign::zero;
  }
  if (is_finite(value) && lattice_candidate(point[0][0], point[0][1])) {
    const std::optional<sign> s =
        lattice_sign_expecting_zero<F>(value, bound, point, std::make_index_sequence<F::arity>{});
    if (s) return *s;
  }
  return after_ranged_filter_at<F>(value, bound, p...);
}

/// staged_sign_at for a value a precondition expects to be zero
/// (after_ranged_filter_expecting_zero_at). Without a ranged filter (the strict build) the
/// bound is +infinity, which both certificates decline.
template <class F, class... P, std::size_t... I>
EXACTPRED_ALWAYS_INLINE sign staged_sign_expecting_zero_points(std::index_sequence<I...>,
                                                               const P&... p) {
  const std::common_type_t<P...>* const points[] = {&p...};
  return filter_sign_or_after<F>(
      [&](double value, double bound) {
        return after_ranged_filter_expecting_zero_at<F>(value, bound, p...);
      },
      member_coordinate<I % F::dim>(*points[I / F::dim])...);
}
template <class F, class... P>
EXACTPRED_ALWAYS_INLINE sign staged_sign_expecting_zero_at(const P&... p) {
  return staged_sign_expecting_zero_points<F>(std::make_index_sequence<F::arity>{}, p...);
}

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_STAGES_HPP
