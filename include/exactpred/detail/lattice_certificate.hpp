// SPDX-License-Identifier: MIT
// include/exactpred/detail/lattice_certificate.hpp — whether the ranged filter's own value is
// exact: every input a multiple of one power of two q, coarse enough for the largest difference
// the filter's bound measures. Snapped and grid input (CAD coordinates, lattice points, exact
// zeros of every kind on them) is then decided by the value the filter has already computed,
// in every floating-point environment, before any second evaluation. The statistics count it as
// narrow_double: the same reason for exactness (inputs spanning few bits), proved here on the
// filter's value instead of a rescaled copy.
//
// Why the value is exact. F is in difference form, of degree d: every leaf of its expression is a
// difference of one coordinate of two points, a coordinate of its free point, or (raw_reference)
// a sum x[k][j] + x[ref][j]. L' is the largest |x[k][j] - x[ref][j]|, |x[free][j]| and
// 2 |x[ref][j]| under raw_reference (what the ranged filter measures), so every leaf is at most
// 2 L', and at most L' when F declares leaves_from_reference (every difference taken from the
// reference point). B::c bounds |X| / L^k for every node X of degree k when the
// leaves are at most 2 L, and grows from the leaves to the root (c >= 1 at every node), so
// c = semi_static_of<F>::c (B::c divided by 2^d under leaves_from_reference) bounds |X| / L'^k
// for every node.
// Suppose every input is m q with an integer m, |m| <= 2^51, q = 2^s. Then
//  - every difference (or sum) of two inputs is a multiple of q below 2^52 q in magnitude: exact;
//  - every node of degree k is an integer multiple of q^k, zero or at least q^k, with
//    |X| <= c L'^k; L' is zero (then every node is) or at least q, so |X| / q^k <= c (L'/q)^d;
//  - when c (L'/q)^d < 2^53, every node is an integer below 2^53 times q^k: a double;
//  - when q^d >= 2^-1022 and 2^53 q^d <= 2^946, no node is subnormal and none overflows.
// Every operation's exact result is then a double, so it rounds to itself in every rounding
// mode, flush-to-zero has nothing to flush and denormals-are-zero nothing to misread (no input
// is subnormal: a non-zero multiple of q >= 2^-1022). A fused multiply-add (contraction) forms
// the same nodes. The filter's value is the formula's exact value.
//
// The condition on L', from the filter's bound: bound >= E L'^d (1 - 2^-52)^(d + 1) (E L'^d
// rounded d + 1 times, max(L', floor) >= L' exactly), so c L'^d < 2^53 q^d holds when
// bound < 2^53 q^d E / (c (1 + 2^-48)). With 2^t <= E / (c (1 + 2^-48)) and bound < 2^(e + 1)
// (e its exponent), q = 2^s with s = ceil((e + 1 - 53 - t) / d) is the finest lattice that meets
// it: the weakest condition on the inputs.
//
// The multiples, by arithmetic that proves itself: with C = 1.5 2^52 q, an input x is m q with
// |m| <= 2^51 exactly when r = x + C lies in [2^52 q, 2^53 q) and r - C has the bits of x (the
// sign of a zero aside). If x is such a multiple, x + C and r - C are multiples of q below
// 2^53 q in magnitude: exact in every mode, and r is in range. Conversely, r in that range is a
// multiple of q (its ulp there), and so is r - C (exact: a multiple of q of magnitude at most
// 2^52 q), so r - C = x makes x one, and r < 2^53 q, r >= 2^52 q (rounding is monotone) put x in
// [-2^51 q, 2^51 q). The bits are compared as integers: denormals-are-zero cannot make a
// subnormal x look like the zero that r - C gives. Nothing else is subnormal; C is normal.
#ifndef EXACTPRED_DETAIL_LATTICE_CERTIFICATE_HPP
#define EXACTPRED_DETAIL_LATTICE_CERTIFICATE_HPP

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#endif

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <utility>

#include "exactpred/config.hpp"
#include "exactpred/detail/filter.hpp"
#include "exactpred/detail/fp_bits.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// The constants of the lattice certificate of formula F (above), for a value below 2^Bits q^d:
/// Bits 53 for the filter's own value in doubles, lattice_int128_bits<F> for the 128-bit integer
/// evaluation below.
template <class F, int Bits = 53>
struct lattice_constants {
  using B = formula_bound<F>;
  using R = ranged_constants<F>;
  static constexpr int d = B::degree;
  /// A bound on |X| / L'^k over the nodes X of F (of degree k).
  static constexpr double c = semi_static_of<F>::c;
  /// The largest t with 2^t <= E / (c (1 + 2^-48)).
  static constexpr int t = log2_floor(R::E / (c * (1 + 0x1p-48)));
  /// s from the bound's biased exponent b (e = b - 1023): s = u - offset with
  /// u = (b + bias) / d, the offset keeping the dividend positive (integer division truncates).
  static constexpr int offset = 4096;
  static constexpr int bias = -1023 + 1 - Bits - t + offset * d + d - 1;
  /// The largest s for which every bound that selects it is below the ranged filter's cap
  /// (bound < 2^(Bits + s d + t) <= bound_cap): only such a bound is E L'^d rounded, hence an
  /// upper bound on E L'^d (a larger one may be an overflow that a directed rounding mode turned
  /// into DBL_MAX).
  static constexpr int s_capped = [] {
    const int k = log2_floor(R::bound_cap) - Bits - t;
    return k >= 0 ? k / d : -((-k + d - 1) / d);
  }();
  /// The range of s. Doubles: q^d >= 2^-1022 and 2^53 q^d <= 2^946 (no node subnormal, none
  /// overflowing). Integers: q >= 2^-1022 (every input normal or zero) and 2^53 q <= 2^1022
  /// (C and every r normal, far from overflow). Both: s <= s_capped.
  static constexpr int s_min = Bits == 53 ? -(1022 / d) : -1022;
  static constexpr int s_max =
      Bits == 53 ? std::min((946 - 53) / d, s_capped) : std::min(1022 - 53, s_capped);
  static_assert(Bits != 53 || (s_min * d >= -1022 && s_max * d + 53 <= 946),
                "lattice certificate: range");
  static_assert(bias > 0, "lattice certificate: a positive dividend");
};

/// The bits of C = 1.5 2^52 q for q = 2^s (lattice_lanes' offset; -1022 <= s <= 969).
EXACTPRED_ALWAYS_INLINE constexpr std::uint64_t lattice_offset_of(int s) {
  return static_cast<std::uint64_t>(s + 1023 + 52) << 52 | std::uint64_t{1} << 51;
}

/// The bits of C = 1.5 2^52 q for the finest lattice q = 2^s that the bound allows, or 0 when
/// s is out of range (the bound too large or too small for the certificate).
template <class F, int Bits = 53>
EXACTPRED_ALWAYS_INLINE std::uint64_t lattice_offset_bits(double bound) {
  using L = lattice_constants<F, Bits>;
  // bound is positive (at least the ranged filter's bound_min) or +infinity: its biased
  // exponent is its bits shifted; infinity gives an s beyond s_max.
  const unsigned u = (static_cast<unsigned>(bits_of(bound) >> 52) + L::bias) / L::d;
  constexpr unsigned u_min = static_cast<unsigned>(L::s_min + L::offset);
  if (u - u_min > static_cast<unsigned>(L::s_max - L::s_min)) return 0;
  return lattice_offset_of(static_cast<int>(u) - L::offset);
}

/// Whether x0 and x1 may be multiples m q (|m| <= 2^51, q >= 2^-1022 a power of two), which both
/// certificates require of every input: such a multiple has its significand's two lowest bits
/// zero (|m| < 2^51 has at most 51 bits, 2^51 one; a subnormal multiple of q >= 2^-1022 is a
/// multiple of 2^52 ulps). Floating-point coordinates with a full significand fail this at once
/// (15 times in 16 on random input), before the bound's exponent is decoded or any input tested.
EXACTPRED_ALWAYS_INLINE bool lattice_candidate(double x0, double x1) {
  return ((bits_of(x0) | bits_of(x1)) & 3) == 0;
}

#if defined(__SSE2__) || defined(_M_X64)
/// The test of two inputs at once, accumulated: the bits in which r - C differs from x, and
/// those in which r = x + C differs from C. add returns r (the 128-bit certificate's integers
/// are its bits minus C's).
struct lattice_lanes {
  __m128d c;
  __m128d value = _mm_setzero_pd();
  __m128d top = _mm_setzero_pd();
  explicit lattice_lanes(std::uint64_t c_bits)
      : c(_mm_castsi128_pd(_mm_set1_epi64x(static_cast<long long>(c_bits)))) {}
  EXACTPRED_ALWAYS_INLINE __m128d add(__m128d x) {
    const __m128d r = _mm_add_pd(x, c);
    value = _mm_or_pd(value, _mm_xor_pd(_mm_sub_pd(r, c), x));
    top = _mm_or_pd(top, _mm_xor_pd(r, c));
    return r;
  }
  /// No lane differed: every x a multiple m q with |m| <= 2^51 (r - C equal to x but for the
  /// sign of a zero; r's sign and exponent those of C).
  EXACTPRED_ALWAYS_INLINE bool passed() const {
    const __m128i bad =
        _mm_or_si128(_mm_and_si128(_mm_castpd_si128(value),
                                   _mm_set1_epi64x(static_cast<long long>(magnitude_mask))),
                     _mm_and_si128(_mm_castpd_si128(top),
                                   _mm_set1_epi64x(static_cast<long long>(0xFFF0000000000000ull))));
    return _mm_movemask_epi8(_mm_cmpeq_epi32(bad, _mm_setzero_si128())) == 0xFFFF;
  }
};
#else
/// The same test one input at a time.
struct lattice_lanes {
  double c;
  std::uint64_t value = 0;
  std::uint64_t top = 0;
  explicit lattice_lanes(std::uint64_t c_bits) : c(double_of(c_bits)) {}
  EXACTPRED_ALWAYS_INLINE double add(double x) {
    const double r = x + c;
    value |= bits_of(r - c) ^ bits_of(x);
    top |= bits_of(r) ^ bits_of(c);
    return r;
  }
  EXACTPRED_ALWAYS_INLINE bool passed() const {
    return ((value & magnitude_mask) | (top & 0xFFF0000000000000ull)) == 0;
  }
};
#endif

/// Whether the filter's value of F on the coordinates x (F::arity of them, in an array: any
/// formula, a radius or weight among them) is exact, from the filter's bound (above).
template <class F, std::size_t... I>
EXACTPRED_ALWAYS_INLINE bool lattice_certified(double bound, const double* x,
                                               std::index_sequence<I...>) {
  const std::uint64_t c = lattice_offset_bits<F>(bound);
  if (c == 0) return false;
  lattice_lanes lanes(c);
#if defined(__SSE2__) || defined(_M_X64)
  constexpr std::size_t n = F::arity;
  // Pairs of inputs; an odd count ends with a zero, a multiple of every q.
  (lanes.add(_mm_set_pd(2 * I + 1 < n ? x[(2 * I + 1) % n] : 0.0, x[2 * I])), ...);
#else
  (lanes.add(x[I]), ...);
#endif
  return lanes.passed();
}
template <class F>
EXACTPRED_ALWAYS_INLINE bool lattice_certified(double bound, const double* x) {
#if defined(__SSE2__) || defined(_M_X64)
  return lattice_certified<F>(bound, x, std::make_index_sequence<(F::arity + 1) / 2>{});
#else
  return lattice_certified<F>(bound, x, std::make_index_sequence<F::arity>{});
#endif
}

/// The same on points where the caller holds them: point[i] holds the F::dim coordinates of
/// point i in a row (two per 16-byte load; the third coordinates of two points paired).
template <class F, std::size_t... I>
EXACTPRED_ALWAYS_INLINE bool lattice_certified_at(double bound, const double* const* point,
                                                  std::index_sequence<I...>) {
  const std::uint64_t c = lattice_offset_bits<F>(bound);
  if (c == 0) return false;
  lattice_lanes lanes(c);
#if defined(__SSE2__) || defined(_M_X64)
  constexpr std::size_t n = sizeof...(I);
  (lanes.add(_mm_loadu_pd(point[I])), ...);
  if constexpr (F::dim == 3) {
    (((I % 2 == 0)
          ? (void)lanes.add(_mm_set_pd(I + 1 < n ? point[(I + 1) % n][2] : 0.0, point[I][2]))
          : void()),
     ...);
  }
#else
  ((lanes.add(point[I][0]), lanes.add(point[I][1])), ...);
  if constexpr (F::dim == 3) (lanes.add(point[I][2]), ...);
#endif
  return lanes.passed();
}

#if defined(__SIZEOF_INT128__) && !defined(EXACTPRED_PORTABLE)
/// The bits b of the integer lattice's values (c (L'/q)^d < 2^b): 126 would allow the finest
/// lattice, but the inputs must also be below 2^51 q, about 2^(51 - b/d) L' (L' the largest
/// difference): with b <= 39 d, coordinates up to about 2^12 times the points' spread pass, so
/// that orient2d's test is not confined to points near the origin.
template <class F>
inline constexpr int lattice_int128_bits = std::min(126, 39 * formula_bound<F>::degree);

/// The test of lattice_lanes on x[0] and, if both, x[1], and the integers m = (bits of x + C) -
/// (bits of C) of the 128-bit certificate.
EXACTPRED_ALWAYS_INLINE void lattice_integers(lattice_lanes& lanes, const double* x,
                                              std::int64_t* m, bool both) {
#if defined(__SSE2__) || defined(_M_X64)
  const __m128d r = lanes.add(both ? _mm_loadu_pd(x) : _mm_set_pd(0.0, x[0]));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(m),
                   _mm_sub_epi64(_mm_castpd_si128(r), _mm_castpd_si128(lanes.c)));
#else
  const std::uint64_t c = bits_of(lanes.c);
  m[0] = static_cast<std::int64_t>(bits_of(lanes.add(x[0])) - c);
  if (both) m[1] = static_cast<std::int64_t>(bits_of(lanes.add(x[1])) - c);
#endif
}

/// A node of degree D of a formula evaluated on the lattice's integers: in 64 bits for the
/// inputs and their sums and differences (|m| <= 2^51, and a node of degree 1 adds at most a
/// few), in 128 bits from degree 2 on, so that a difference costs one subtraction and a product of
/// two differences one widening multiplication. With Narrow > 1 (a caller that has proven every
/// node of degree up to Narrow below 2^62), in 64 bits up to that degree.
template <int D, int Narrow = 1>
struct lattice_node {
  using type = std::conditional_t<(D <= Narrow), std::int64_t, __int128>;
  type v;
};
template <int D, int N>
EXACTPRED_ALWAYS_INLINE lattice_node<D, N> operator+(lattice_node<D, N> a, lattice_node<D, N> b) {
  return {a.v + b.v};
}
template <int D, int N>
EXACTPRED_ALWAYS_INLINE lattice_node<D, N> operator-(lattice_node<D, N> a, lattice_node<D, N> b) {
  return {a.v - b.v};
}
template <int D, int N>
EXACTPRED_ALWAYS_INLINE lattice_node<D, N> operator-(lattice_node<D, N> a) {
  return {-a.v};
}
template <int A, int B, int N>
EXACTPRED_ALWAYS_INLINE lattice_node<A + B, N> operator*(lattice_node<A, N> a,
                                                         lattice_node<B, N> b) {
  using T = typename lattice_node<A + B, N>::type;
  return {static_cast<T>(a.v) * static_cast<T>(b.v)};
}

/// The sign of F on the integers m, evaluated in lattice_node<D, Narrow> (128 bits from degree
/// Narrow + 1 on).
template <class F, int Narrow = 1, std::size_t... I>
EXACTPRED_ALWAYS_INLINE sign sign_on_integers(const std::int64_t* m, std::index_sequence<I...>) {
  const __int128 v = F::eval(lattice_node<1, Narrow>{m[I]}...).v;
  return v > 0 ? sign::positive : (v < 0 ? sign::negative : sign::zero);
}

/// The same test for a finer lattice, with the formula then evaluated in 128-bit integers: when
/// every input is m q with |m| <= 2^51 and c (L'/q)^d < 2^b, b = lattice_int128_bits<F> <= 126
/// (the bound's condition with b for 53), every node X of degree k is q^k times an integer below
/// 2^126 in magnitude (as above), so F evaluated on the integers m (homogeneous: F(x) = q^d F(m))
/// forms each node exactly in 128 bits, and its sign is F's. The integers come from the bits: r = x
/// + C lies in C's binade, where consecutive doubles are q apart, so the bits of r minus those of C
/// are m. Integer input spanning too many bits for the filter's own value (20-bit coordinates in
/// orient3d, 30-bit in incircle: snapped CAD data, whose exact zeros are its coplanar faces and
/// cocircular points) is decided here, without the environment, the exponent range or any
/// further floating-point evaluation. nullopt when the bound is out of range or an input is no
/// such multiple. The first pair is tested alone first: most input that gets here
/// (near-degenerate floating-point coordinates) fails on it.
template <class F, std::size_t... P>
EXACTPRED_ALWAYS_INLINE std::optional<sign> lattice_int128_sign(double bound, const double* x,
                                                                std::index_sequence<P...>) {
  const std::uint64_t c = lattice_offset_bits<F, lattice_int128_bits<F>>(bound);
  if (c == 0) return std::nullopt;
  constexpr std::size_t n = F::arity;
  std::int64_t m[2 * sizeof...(P) + 2];
  lattice_lanes lanes(c);
  lattice_integers(lanes, x, m, true);
  if (!lanes.passed()) return std::nullopt;
  (lattice_integers(lanes, x + 2 * P + 2, m + 2 * P + 2, 2 * P + 3 < n), ...);
  if (!lanes.passed()) return std::nullopt;
  return sign_on_integers<F>(m, std::make_index_sequence<n>{});
}
/// Out of line: the 128-bit evaluation would otherwise enlarge the caller's frame (its saved
/// registers and stack), which every query that reaches the caller pays, the repeated-point
/// queries included.
template <class F>
EXACTPRED_NOINLINE std::optional<sign> lattice_int128_sign(double bound, const double* x) {
  static_assert(F::arity >= 2, "a pair first");
  return lattice_int128_sign<F>(bound, x, std::make_index_sequence<(F::arity - 1) / 2>{});
}
#else
template <class F>
EXACTPRED_ALWAYS_INLINE std::optional<sign> lattice_int128_sign(double, const double*) {
  return std::nullopt;
}
#endif

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_DETAIL_LATTICE_CERTIFICATE_HPP
