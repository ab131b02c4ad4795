// SPDX-License-Identifier: MIT
// Reference answers for the exactpred predicates, computed by CGAL.
//
// This library is the oracle for tests, fuzzers and benchmarks only; nothing in the exactpred
// library depends on it. CGAL stays inside the oracle's translation units: this header includes
// no CGAL header, so a user of the oracle sees only plain functions on doubles.
//
// Every function takes a pointer to the flattened coordinates of one predicate call, point by
// point, in the order of SPEC.md section 3, and returns the sign -1, 0 or +1:
//   orient2d  ax ay bx by cx cy                       (6 numbers)
//   orient3d  ax ay az bx by bz cx cy cz dx dy dz     (12 numbers)
//   incircle  ax ay bx by cx cy dx dy                 (8 numbers)
//   insphere  ax ay az ... ex ey ez                   (15 numbers)
// The sign conventions are CGAL's (SPEC.md section 2):
//   orient2d = CGAL::orientation(a, b, c)               = sign det[b-a, c-a]
//   orient3d = CGAL::orientation(a, b, c, d)            = sign det[b-a, c-a, d-a]
//   incircle = CGAL::side_of_oriented_circle(a, b, c, d), ON_POSITIVE_SIDE = +1
//   insphere = CGAL::side_of_oriented_sphere(a, b, c, d, e), ON_POSITIVE_SIDE = +1
//
// The reference functions (no prefix) evaluate in CGAL::Simple_cartesian<CGAL::Exact_rational>:
// every coordinate is converted exactly to a rational (subnormals included) and the predicate is
// evaluated without any floating-point filter. They are exact and slow.
//
// The epick_ functions evaluate the same predicates with
// CGAL::Exact_predicates_inexact_constructions_kernel (filtered, also exact) and exist for speed
// comparisons; they are not the reference.
//
// Non-finite input (NaN, +-inf) throws std::domain_error.

#ifndef EXACTPRED_ORACLE_CGAL_ORACLE_HPP
#define EXACTPRED_ORACLE_CGAL_ORACLE_HPP

#include <cstddef>
#include <string>
#include <vector>

namespace exactpred {
namespace oracle {

// Reference: pure exact rational arithmetic.
int orient2d(const double* x);  // 6 numbers
int orient3d(const double* x);  // 12 numbers
int incircle(const double* x);  // 8 numbers
int insphere(const double* x);  // 15 numbers

// CGAL's filtered Epick kernel, for speed comparisons.
int epick_orient2d(const double* x);  // 6 numbers
int epick_orient3d(const double* x);  // 12 numbers
int epick_incircle(const double* x);  // 8 numbers
int epick_insphere(const double* x);  // 15 numbers

// The meshing predicates in Epick (oracle layouts: weighted points as coordinates, weight).
int epick_compare_xy(const double* x);                       // 4 numbers
int epick_coplanar_orientation(const double* x);             // 12 numbers
int epick_coplanar_side_of_bounded_circle(const double* x);  // 12 numbers
int epick_power_incircle(const double* x);                   // 12 numbers
int epick_power_insphere(const double* x);                   // 20 numbers
int epick_compare_power_distance_2(const double* x);         // 8 numbers
int epick_compare_power_distance_3(const double* x);         // 11 numbers
int epick_side_of_diametral_circle(const double* x);         // 6 numbers
int epick_side_of_diametral_sphere(const double* x);         // 9 numbers

// Dispatch by predicate name ("orient2d", "orient3d", "incircle", "insphere").
// Throws std::invalid_argument for an unknown name, or when `count` is not the predicate's
// number of coordinates.
int evaluate(const std::string& predicate, const double* x, std::size_t count);
int epick_evaluate(const std::string& predicate, const double* x, std::size_t count);
inline int evaluate(const std::string& predicate, const std::vector<double>& x) {
  return evaluate(predicate, x.data(), x.size());
}
inline int epick_evaluate(const std::string& predicate, const std::vector<double>& x) {
  return epick_evaluate(predicate, x.data(), x.size());
}

}  // namespace oracle
}  // namespace exactpred

#endif  // EXACTPRED_ORACLE_CGAL_ORACLE_HPP
