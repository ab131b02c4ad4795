// SPDX-License-Identifier: MIT
// src/construction_paths.hpp — the two halves of every construction but the explicit point's:
// the fast path
// with FMA (constructions_fma.cpp, chosen at run time), which returns false for every query it
// cannot decide, and the stages of constructions.cpp, which decide every query. The public
// functions call one, then the other; the tests call each alone.
#ifndef EXACTPRED_SRC_CONSTRUCTION_PATHS_HPP
#define EXACTPRED_SRC_CONSTRUCTION_PATHS_HPP

#include "exactpred/constructions.hpp"
#include "exactpred/implicit.hpp"
#include "exactpred/point.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

/// The fast path, where this build and the CPU have it (else false): the point correctly rounded
/// into out and true when every coordinate is certified and the point is proven not to be exact.
bool circumcenter_2d_fast(const point2& a, const point2& b, const point2& c, rounded_point2& out);
bool ssi_fast(const ssi& s, rounded_point2& out);
bool lpi_fast(const lpi& l, rounded_point3& out);
bool tpi_fast(const tpi& t, rounded_point3& out);
bool circumcenter_3d_fast(const point3& a, const point3& b, const point3& c, const point3& d,
                          rounded_point3& out);
bool circumcenter_triangle_3d_fast(const point3& a, const point3& b, const point3& c,
                                   rounded_point3& out);
/// Whether the _fast functions can decide anything here.
bool construction_fast_path_available();

/// The stages alone: every query (throwing invalid_input for an undefined point or a
/// non-finite input).
void circumcenter_2d_staged(const point2& a, const point2& b, const point2& c, rounded_point2& out);
void ssi_staged(const ssi& s, rounded_point2& out);
void lpi_staged(const lpi& l, rounded_point3& out);
void tpi_staged(const tpi& t, rounded_point3& out);
void circumcenter_3d_staged(const point3& a, const point3& b, const point3& c, const point3& d,
                            rounded_point3& out);
void circumcenter_triangle_3d_staged(const point3& a, const point3& b, const point3& c,
                                     rounded_point3& out);

#if defined(EXACTPRED_FMA_STAGE)
/// The fast path itself, compiled with FMA. The circumcentre of a, b, c, correctly rounded, into
/// out: true when decided (every coordinate certified and the point proven not to be exact), else
/// false and out untouched.
bool circumcenter_2d_fma(const point2& a, const point2& b, const point2& c, rounded_point2& out);
/// The intersection point of the lines of s, likewise.
bool ssi_fma(const ssi& s, rounded_point2& out);
/// The point where the line of l meets its plane, likewise.
bool lpi_fma(const lpi& l, rounded_point3& out);
/// The point where the three planes of t meet, likewise.
bool tpi_fma(const tpi& t, rounded_point3& out);
/// The centre of the sphere through a, b, c, d, likewise.
bool circumcenter_3d_fma(const point3& a, const point3& b, const point3& c, const point3& d,
                         rounded_point3& out);
/// The centre of the circle through a, b, c in space, likewise.
bool circumcenter_triangle_3d_fma(const point3& a, const point3& b, const point3& c,
                                  rounded_point3& out);
#endif

}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_CONSTRUCTION_PATHS_HPP
