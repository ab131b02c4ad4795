// SPDX-License-Identifier: MIT
// Reference predicates in CGAL::Simple_cartesian<CGAL::Exact_rational> (cgal_exact.hpp: every
// double converted exactly, so the answers are exact).

#include "cgal_oracle.hpp"

#include <stdexcept>
#include <string>

#include "cgal_exact.hpp"

namespace exactpred {
namespace oracle {
namespace {

using exact::p2;
using exact::p3;
using exact::require_finite;

}  // namespace

int orient2d(const double* x) {
  require_finite("orient2d", x, 6);
  return static_cast<int>(CGAL::orientation(p2(x), p2(x + 2), p2(x + 4)));
}

int orient3d(const double* x) {
  require_finite("orient3d", x, 12);
  return static_cast<int>(CGAL::orientation(p3(x), p3(x + 3), p3(x + 6), p3(x + 9)));
}

int incircle(const double* x) {
  require_finite("incircle", x, 8);
  return static_cast<int>(CGAL::side_of_oriented_circle(p2(x), p2(x + 2), p2(x + 4), p2(x + 6)));
}

int insphere(const double* x) {
  require_finite("insphere", x, 15);
  return static_cast<int>(
      CGAL::side_of_oriented_sphere(p3(x), p3(x + 3), p3(x + 6), p3(x + 9), p3(x + 12)));
}

int evaluate(const std::string& predicate, const double* x, std::size_t count) {
  static const exact::sign_predicate table[] = {
      {"orient2d", 6, &orient2d},
      {"orient3d", 12, &orient3d},
      {"incircle", 8, &incircle},
      {"insphere", 15, &insphere},
  };
  return exact::evaluate_sign("exactpred::oracle::evaluate", table, predicate, x, count);
}

}  // namespace oracle
}  // namespace exactpred
