// SPDX-License-Identifier: MIT
// src/compensated_lanes.hpp — two-lane compensated arithmetic with fused multiply-adds, for the
// fast paths compiled with -mfma (stages_fma.cpp: the correctly rounded values;
// constructions_fma.cpp: the correctly rounded constructions): the x and y coordinates of a point
// side by side in one register, exact differences, products with their exact errors, first-order
// tails, and the test that decides whether such a fast path applies at all (inputs inside a window,
// a caller that rounds to nearest).
//
// Preconditions of everything below: the caller rounds to nearest, and no value formed here is
// subnormal, underflows or overflows (inputs inside the formula's filter window or value window,
// or rescaled as the stages rescale: every value is then a multiple of 2^-1022 below 2^958).
// u = 2^-53.
#ifndef EXACTPRED_SRC_COMPENSATED_LANES_HPP
#define EXACTPRED_SRC_COMPENSATED_LANES_HPP

#include <immintrin.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "double_double.hpp"
#include "exactpred/detail/filter.hpp"
#include "exactpred/detail/fp_bits.hpp"
#include "expansion.hpp"
#include "isa_namespace.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {
EXACTPRED_ISA_BEGIN

/// p - c as hi + lo exactly (two-sum of p and -c), both lanes.
EXACTPRED_ALWAYS_INLINE __m128d exact_difference(__m128d p, __m128d c, __m128d& lo) {
  const __m128d s = _mm_sub_pd(p, c);
  const __m128d c_part = _mm_sub_pd(s, p);  // the part of -c in s
  const __m128d p_part = _mm_sub_pd(s, c_part);
  lo = _mm_sub_pd(_mm_sub_pd(p, p_part), _mm_add_pd(c, c_part));
  return s;
}

/// a + b as s + lo exactly (two-sum), both lanes; returns s.
EXACTPRED_ALWAYS_INLINE __m128d exact_sum(__m128d a, __m128d b, __m128d& lo) {
  const __m128d s = _mm_add_pd(a, b);
  const __m128d b_part = _mm_sub_pd(s, a);
  lo = _mm_add_pd(_mm_sub_pd(a, _mm_sub_pd(s, b_part)), _mm_sub_pd(b, b_part));
  return s;
}

EXACTPRED_ALWAYS_INLINE double low_lane(__m128d v) { return _mm_cvtsd_f64(v); }
EXACTPRED_ALWAYS_INLINE double high_lane(__m128d v) { return _mm_cvtsd_f64(_mm_unpackhi_pd(v, v)); }

/// A value of degree k as s + tail, within err of the exact one, and the magnitude n it is
/// measured against.
struct compensated {
  double s, tail, n;
};

/// U_x V_y - U_y V_x for U = u + u_lo and V = v + v_lo (exact differences, |lo| <= u |hi|):
/// the products P = (u_x v_y, u_y v_x) with their exact errors E (fused multiply-adds) and the
/// cross terms Q = u_lo V' + u V'_lo (V' = V's lanes swapped), each lane's E + Q rounded once;
/// then p1 - p2 exactly as s + s_lo (two-difference) and tail = s_lo + (eq1 - eq2). With n =
/// |p1| + |p2| the error of s + tail is at most 14.01 u^2 n: u^2 n for the dropped u_lo v_lo,
/// 3.0001 u^2 n for rounding Q, 3.0001 for E + Q (|e| <= u |p|, |q| <= 2.0001 u |p| a lane),
/// 3.0002 for eq1 - eq2 and 4.0003 for the last sum; and |tail| <= 4.0005 u n.
EXACTPRED_ALWAYS_INLINE compensated cross_lanes(__m128d u, __m128d u_lo, __m128d v, __m128d v_lo) {
  const __m128d w = _mm_shuffle_pd(v, v, 1), w_lo = _mm_shuffle_pd(v_lo, v_lo, 1);
  const __m128d p = _mm_mul_pd(u, w);
  const __m128d eq = _mm_add_pd(_mm_fmsub_pd(u, w, p), _mm_fmadd_pd(u_lo, w, _mm_mul_pd(u, w_lo)));
  compensated c;
  double s_lo;
  xp::two_difference(low_lane(p), high_lane(p), c.s, s_lo);
  c.tail = s_lo + (low_lane(eq) - high_lane(eq));
  const __m128d abs_p = _mm_andnot_pd(_mm_set1_pd(-0.0), p);
  c.n = low_lane(abs_p) + high_lane(abs_p);
  return c;
}

/// P_x^2 + P_y^2 for P = p + p_lo (an exact difference): the squares with their exact errors,
/// their sum lv with its exact error (two-sum), and the cross terms 2 p p_lo. With S = p_x^2 +
/// p_y^2, the error of lv + lt is at most 12.02 u^2 S (u^2 S for the dropped p_lo^2, 2 for the
/// cross terms' roundings, 1, 2.001, 2.001 and 4.01 for the four sums of lt), |lt| <= 4.02 u S,
/// and the magnitude is lv itself.
EXACTPRED_ALWAYS_INLINE compensated lift_lanes(__m128d p, __m128d p_lo) {
  const __m128d sq = _mm_mul_pd(p, p);
  const __m128d sq_e = _mm_fmsub_pd(p, p, sq);
  const __m128d cross = _mm_mul_pd(_mm_add_pd(p, p), p_lo);
  compensated c;
  double lv_e;
  xp::two_sum(low_lane(sq), high_lane(sq), c.s, lv_e);
  c.tail = (lv_e + (low_lane(sq_e) + high_lane(sq_e))) + (low_lane(cross) + high_lane(cross));
  c.n = c.s;
  return c;
}

/// A point's coordinates relative to the reference point, exactly: x and y side by side (xy +
/// xy_lo), z apart (z + z_lo).
struct exact_point3 {
  __m128d xy, xy_lo;
  double z, z_lo;
};

EXACTPRED_ALWAYS_INLINE exact_point3 exact_difference3(const double* p, const double* ref) {
  exact_point3 d;
  d.xy = exact_difference(_mm_loadu_pd(p), _mm_loadu_pd(ref), d.xy_lo);
  xp::two_sum(p[2], -ref[2], d.z, d.z_lo);
  return d;
}

/// P_x^2 + P_y^2 + P_z^2 for an exact difference P, as lift_lanes: the squares with their
/// exact errors, their sum lv with its two exact errors, and the cross terms 2 p p_lo. With S the
/// sum of the heads' squares, the error of lv + lt is at most 38.1 u^2 S (u^2 S for the dropped
/// p_lo^2, 2 for the cross terms' roundings, 35.1 for the seven sums of lt, whose terms are at
/// most 5.01 u S), |lt| <= 5.02 u S, and the magnitude is lv itself.
EXACTPRED_ALWAYS_INLINE compensated lift3(const exact_point3& p) {
  const __m128d sq = _mm_mul_pd(p.xy, p.xy);
  const __m128d sq_e = _mm_fmsub_pd(p.xy, p.xy, sq);
  const __m128d cross = _mm_mul_pd(_mm_add_pd(p.xy, p.xy), p.xy_lo);
  const double zsq = p.z * p.z;
  const double zsq_e = std::fma(p.z, p.z, -zsq);
  double l1, e1, e2;
  compensated c;
  xp::two_sum(low_lane(sq), high_lane(sq), l1, e1);
  xp::two_sum(l1, zsq, c.s, e2);
  c.tail = ((e1 + e2) + ((low_lane(sq_e) + high_lane(sq_e)) + zsq_e)) +
           ((low_lane(cross) + high_lane(cross)) + (p.z + p.z) * p.z_lo);
  c.n = c.s;
  return c;
}

/// The product of compensated values a = as + at and b = bs + bt: pv = fl(as bs) with its exact
/// error (a fused multiply-add) and pt = fl(as bt + fl(at bs + error)), the dropped at bt and the
/// two roundings bounded by each caller; n = a.n b.n. An exact difference z = zh + zl enters as
/// {zh, zl, |zh|}.
struct compensated_product {
  double v, t, n;
};
EXACTPRED_ALWAYS_INLINE compensated_product times(const compensated& a, const compensated& b) {
  compensated_product r;
  r.v = a.s * b.s;
  r.t = std::fma(a.s, b.tail, std::fma(a.tail, b.s, std::fma(a.s, b.s, -r.v)));
  r.n = a.n * b.n;
  return r;
}

/// a + b + c of three compensated products: the values summed exactly (two two-sums: s + e1 +
/// e2), tail = ((e1 + e2) + (a.t + b.t)) + c.t, n the sum of the magnitudes.
EXACTPRED_ALWAYS_INLINE compensated sum_of_three(const compensated_product& a,
                                                 const compensated_product& b,
                                                 const compensated_product& c) {
  double s1, e1, e2;
  compensated r;
  xp::two_sum(a.v, b.v, s1, e1);
  xp::two_sum(s1, c.v, r.s, e2);
  r.tail = ((e1 + e2) + (a.t + b.t)) + c.t;
  r.n = a.n + b.n + c.n;
  return r;
}

/// An exact difference z = zh + zl as a compensated value of magnitude |zh|.
EXACTPRED_ALWAYS_INLINE compensated exact_value(double zh, double zl) {
  return {zh, zl, std::fabs(zh)};
}

/// X = s + tail + delta with |delta| <= err, where u |tail| <= err / 2 (each kernel's analysis
/// shows it: rounded_if_certain needs it) and err is 0 or at least 2^-1020; margin = 2 err, the
/// form both of its users want.
struct double_word_value {
  double s, tail, margin;
};

/// rounded_if_certain (double_double.hpp) on a kernel's value.
EXACTPRED_ALWAYS_INLINE bool rounded_if_certain(const double_word_value& d, double& r) {
  return rounded_if_certain(d.s, d.tail, d.margin, r);
}

/// window_lanes_of<Lo, Hi>() read from memory through a pointer the compiler cannot see into, so
/// that each is one load, folded into the instruction that uses it (g++ builds a known one in
/// three: a 64-bit immediate, a move and a shuffle).
template <int Lo, int Hi>
EXACTPRED_ALWAYS_INLINE window_lanes window_lanes_loaded() {
  using W = window_bits<Lo, Hi>;
  alignas(16) static const std::uint64_t lanes[6] = {magnitude_mask, magnitude_mask, W::up,
                                                     W::up,          W::low,         W::low};
  const std::uint64_t* p = lanes;
#if defined(__GNUC__) || defined(__clang__)
  __asm__("" : "+r"(p));
#endif
  const auto at = [p](int i) { return _mm_load_si128(reinterpret_cast<const __m128i*>(p + i)); };
  return {at(0), at(2), at(4)};
}

/// outside_window2 of every v[I], or-ed: written out one register at a time (as a loop, g++ kept
/// the registers in memory and ran it as one beyond three of them).
template <int N, std::size_t... I>
EXACTPRED_ALWAYS_INLINE __m128i outside_window_any(const __m128d (&v)[N], const window_lanes& k,
                                                   std::index_sequence<I...>) {
  __m128i outside = _mm_setzero_si128();
  ((outside = _mm_or_si128(outside, outside_window2(v[I], k))), ...);
  return outside;
}

/// Whether the value fast path applies to the points v[0..n) (x and y side by side): every
/// coordinate inside the value window [2^Lo, 2^Hi) or zero (tested on the bits, so that
/// flush-to-zero and denormals-are-zero cannot change the test) and the caller rounding to
/// nearest (two additions whose results tell the four rounding modes apart, as
/// rounds_to_nearest does, here both in one instruction).
template <int N>
EXACTPRED_ALWAYS_INLINE bool value_fast_path_applies(const __m128d (&v)[N], const window_lanes& k) {
  const __m128i outside = outside_window_any(v, k, std::make_index_sequence<N>{});
  __m128d probe = _mm_set_pd(-0x1.8p-53, 0x1.8p-53);
#if defined(__GNUC__) || defined(__clang__)
  __asm__("" : "+x"(probe));  // not folded in the compiler's rounding
#else
  volatile __m128d opaque = probe;
  probe = opaque;
#endif
  // 1 + 3/4 ulp(1) and -1 - 3/4 ulp(1) round away from 1 and -1 only to nearest.
  const __m128d not_nearest = _mm_cmpneq_pd(_mm_add_pd(_mm_set_pd(-1.0, 1.0), probe),
                                            _mm_set_pd(-1 - 0x1p-52, 1 + 0x1p-52));
  return _mm_movemask_pd(_mm_or_pd(_mm_castsi128_pd(outside), not_nearest)) == 0;
}
template <int Lo, int Hi, int N>
EXACTPRED_ALWAYS_INLINE bool value_fast_path_applies(const __m128d (&v)[N]) {
  return value_fast_path_applies(v, window_lanes_loaded<Lo, Hi>());
}

EXACTPRED_ISA_END
}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_COMPENSATED_LANES_HPP
