// SPDX-License-Identifier: MIT
// Reference predicates in CGAL::Simple_cartesian<CGAL::Exact_rational>.
//
// CGAL::Exact_rational is a GMP rational here (mpq_class or CGAL::Gmpq); its constructor from
// double is mpq_set_d, which is exact for every finite double, subnormals included. No
// floating-point arithmetic happens after the conversion, so the answers are exact.

#include "cgal_oracle.hpp"

#include <CGAL/Exact_rational.h>
#include <CGAL/Simple_cartesian.h>

#include <cmath>
#include <stdexcept>
#include <string>

namespace exactpred {
namespace oracle {
namespace {

using FT = CGAL::Exact_rational;
using Kernel = CGAL::Simple_cartesian<FT>;
using Point2 = Kernel::Point_2;
using Point3 = Kernel::Point_3;

void require_finite(const char* predicate, const double* x, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    if (!std::isfinite(x[i])) {
      throw std::domain_error(std::string("exactpred::oracle::") + predicate + ": coordinate " +
                              std::to_string(i) + " is not finite");
    }
  }
}

// Exact for every finite double (mpq_set_d).
FT exact(double v) { return FT(v); }

Point2 point2(const double* x) { return Point2(exact(x[0]), exact(x[1])); }
Point3 point3(const double* x) { return Point3(exact(x[0]), exact(x[1]), exact(x[2])); }

}  // namespace

int orient2d(const double* x) {
  require_finite("orient2d", x, 6);
  return static_cast<int>(CGAL::orientation(point2(x), point2(x + 2), point2(x + 4)));
}

int orient3d(const double* x) {
  require_finite("orient3d", x, 12);
  return static_cast<int>(
      CGAL::orientation(point3(x), point3(x + 3), point3(x + 6), point3(x + 9)));
}

int incircle(const double* x) {
  require_finite("incircle", x, 8);
  return static_cast<int>(
      CGAL::side_of_oriented_circle(point2(x), point2(x + 2), point2(x + 4), point2(x + 6)));
}

int insphere(const double* x) {
  require_finite("insphere", x, 15);
  return static_cast<int>(CGAL::side_of_oriented_sphere(point3(x), point3(x + 3), point3(x + 6),
                                                        point3(x + 9), point3(x + 12)));
}

int evaluate(const std::string& predicate, const double* x, std::size_t count) {
  struct entry {
    const char* name;
    std::size_t arity;
    int (*fn)(const double*);
  };
  static const entry table[] = {
      {"orient2d", 6, &orient2d},
      {"orient3d", 12, &orient3d},
      {"incircle", 8, &incircle},
      {"insphere", 15, &insphere},
  };
  for (const entry& e : table) {
    if (predicate == e.name) {
      if (count != e.arity) {
        throw std::invalid_argument("exactpred::oracle::evaluate: " + predicate + " takes " +
                                    std::to_string(e.arity) + " numbers, got " +
                                    std::to_string(count));
      }
      return e.fn(x);
    }
  }
  throw std::invalid_argument("exactpred::oracle::evaluate: unknown predicate '" + predicate + "'");
}

int evaluate(const std::string& predicate, const std::vector<double>& x) {
  return evaluate(predicate, x.data(), x.size());
}

}  // namespace oracle
}  // namespace exactpred
