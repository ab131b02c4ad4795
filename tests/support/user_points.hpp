// SPDX-License-Identifier: MIT
// tests/support/user_points.hpp — point types as a user may write them, which the library reads
// through its point adapters rather than in place.
#ifndef EXACTPRED_TESTS_SUPPORT_USER_POINTS_HPP
#define EXACTPRED_TESTS_SUPPORT_USER_POINTS_HPP

namespace exactpred::testing {

/// A 2D point whose coordinates are read through accessors returning by value.
class accessor_point2 {
 public:
  accessor_point2(double x, double y) : x_(x), y_(y) {}
  double x() const { return x_; }
  double y() const { return y_; }

 private:
  double x_, y_;
};

}  // namespace exactpred::testing

#endif  // EXACTPRED_TESTS_SUPPORT_USER_POINTS_HPP
