// SPDX-License-Identifier: MIT
// oracle/cgal_exact.hpp — what the reference translation units (cgal_<group>.cpp) share: CGAL's
// rational kernel, points read from a query's doubles, the finite-input check, the text of a
// sign, the lookup of an evaluator by name and the evaluation of a sign predicate by name.
// Included by CGAL translation units only.
//
// CGAL::Exact_rational is a GMP rational (mpq_class or CGAL::Gmpq); its constructor from double
// is mpq_set_d, exact for every finite double, subnormals included. No floating-point
// arithmetic happens after the conversion, so every answer is exact.
#ifndef EXACTPRED_ORACLE_CGAL_EXACT_HPP
#define EXACTPRED_ORACLE_CGAL_EXACT_HPP

#include <CGAL/Exact_rational.h>
#include <CGAL/Simple_cartesian.h>

#include <cmath>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

#include "query.hpp"

namespace exactpred::oracle::exact {

using FT = CGAL::Exact_rational;
using Kernel = CGAL::Simple_cartesian<FT>;
// The kernel's objects, under one set of names for every reference translation unit.
using Point2 = Kernel::Point_2;
using Segment2 = Kernel::Segment_2;
using Triangle2 = Kernel::Triangle_2;
using Line2 = Kernel::Line_2;
using Ray2 = Kernel::Ray_2;
using Direction2 = Kernel::Direction_2;
using Weighted2 = Kernel::Weighted_point_2;
using Point3 = Kernel::Point_3;
using Vector3 = Kernel::Vector_3;
using Segment3 = Kernel::Segment_3;
using Triangle3 = Kernel::Triangle_3;
using Line3 = Kernel::Line_3;
using Ray3 = Kernel::Ray_3;
using Plane3 = Kernel::Plane_3;
using Sphere3 = Kernel::Sphere_3;
using Cuboid3 = Kernel::Iso_cuboid_3;
using Weighted3 = Kernel::Weighted_point_3;

/// Point i of a query's doubles (two or three a point), each converted exactly.
inline Point2 p2(const double* x, int i = 0) { return Point2(FT(x[2 * i]), FT(x[2 * i + 1])); }
inline Point3 p3(const double* x, int i = 0) {
  return Point3(FT(x[3 * i]), FT(x[3 * i + 1]), FT(x[3 * i + 2]));
}

/// Throws std::domain_error ("NAME: argument K is not finite", K from 1) for the first of the
/// n doubles that is NaN or infinite.
inline void require_finite(const char* name, const double* x, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    if (!std::isfinite(x[i])) {
      throw std::domain_error(std::string(name) + ": argument " + std::to_string(i + 1) +
                              " is not finite");
    }
  }
}

/// A sign as the oracle prints it: "-1", "0" or "1".
inline std::string sign_text(int s) {
  return query::sign_text(static_cast<sign>((s > 0) - (s < 0)));
}

/// One row of a group's table: an oracle name and its reference evaluator.
struct named_evaluator {
  const char* name;
  query::evaluator f;
};

/// The evaluator named `name` in the table, or nullptr.
template <std::size_t N>
query::evaluator find_evaluator(const named_evaluator (&table)[N], std::string_view name) {
  for (const named_evaluator& e : table) {
    if (name == e.name) return e.f;
  }
  return nullptr;
}

/// One row of a table of sign predicates: the name, the count of doubles it takes and the
/// function.
struct sign_predicate {
  const char* name;
  std::size_t arity;
  int (*fn)(const double*);
};

/// The predicate named `predicate` in the table on the `count` doubles at x. Throws
/// std::invalid_argument ("CALLER: NAME takes K numbers, got N" or "CALLER: unknown predicate
/// 'NAME'") for a wrong count or an unknown name.
template <std::size_t N>
int evaluate_sign(const char* caller, const sign_predicate (&table)[N],
                  const std::string& predicate, const double* x, std::size_t count) {
  for (const sign_predicate& e : table) {
    if (predicate == e.name) {
      if (count != e.arity) {
        throw std::invalid_argument(std::string(caller) + ": " + predicate + " takes " +
                                    std::to_string(e.arity) + " numbers, got " +
                                    std::to_string(count));
      }
      return e.fn(x);
    }
  }
  throw std::invalid_argument(std::string(caller) + ": unknown predicate '" + predicate + "'");
}

}  // namespace exactpred::oracle::exact

#endif  // EXACTPRED_ORACLE_CGAL_EXACT_HPP
