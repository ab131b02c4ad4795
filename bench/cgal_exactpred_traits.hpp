// SPDX-License-Identifier: MIT
// bench/cgal_exactpred_traits.hpp — a geometric traits class for CGAL's triangulations:
// CGAL::Exact_predicates_inexact_constructions_kernel (Epick) with the sign predicates that
// Delaunay_triangulation_2 and Delaunay_triangulation_3 call replaced by exactpred's.
//
//   Orientation_2                      exactpred::orient2d(p, q, r)
//   Side_of_oriented_circle_2          exactpred::incircle(p, q, r, t)
//   Orientation_3                      exactpred::orient3d(p, q, r, s)
//   Side_of_oriented_sphere_3          exactpred::insphere(p, q, r, s, t)
//   Coplanar_orientation_3             exactpred::coplanar_orientation(p, q, r[, s])
//   Coplanar_side_of_bounded_circle_3  exactpred::coplanar_side_of_bounded_circle(p, q, r, t)
//
// The signs are CGAL's unchanged (exactpred/core.hpp and exactpred/meshing.hpp state each
// equality; exactpred-cgal-triangulations re-checks them against Epick on every run): orient2d
// and orient3d are CGAL's orientation (positive: counterclockwise, resp. s on the side of the
// plane pqr that (q - p) x (r - p) points to), incircle(p, q, r, t) is positive when t is inside
// the circle through counterclockwise p, q, r (ON_POSITIVE_SIDE), insphere(p, q, r, s, t) is
// positive when t is inside the sphere through positively oriented p, q, r, s, and
// coplanar_side_of_bounded_circle is 1 inside (ON_BOUNDED_SIDE), 0 on, -1 outside. The
// comparisons (Compare_x_2, Less_x_2, Compare_xyz_3, ... which the spatial sort and the
// perturbation order use) are Epick's, exact already, as are the constructions.
//
// The functors take Epick's points as they are: exactpred adapts any type with x(), y() (and
// z()) accessors returning doubles (exactpred/point.hpp), so nothing is copied into another
// point type by hand.
#ifndef EXACTPRED_BENCH_CGAL_EXACTPRED_TRAITS_HPP
#define EXACTPRED_BENCH_CGAL_EXACTPRED_TRAITS_HPP

#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/enum.h>

#include "exactpred/core.hpp"
#include "exactpred/meshing.hpp"

namespace exactpred_cgal {

/// Epick with the six sign predicates that Delaunay_triangulation_2 and _3 call taken from
/// Predicates (a struct of the six functor types): the traits class of exactpred's runs, and of
/// the replayed ones (cgal_replay_traits.hpp).
template <class Predicates>
class epick_with_predicates : public CGAL::Epick {
 public:
  using Point_2 = CGAL::Epick::Point_2;
  using Point_3 = CGAL::Epick::Point_3;
  using Orientation_2 = typename Predicates::Orientation_2;
  using Side_of_oriented_circle_2 = typename Predicates::Side_of_oriented_circle_2;
  using Orientation_3 = typename Predicates::Orientation_3;
  using Side_of_oriented_sphere_3 = typename Predicates::Side_of_oriented_sphere_3;
  using Coplanar_orientation_3 = typename Predicates::Coplanar_orientation_3;
  using Coplanar_side_of_bounded_circle_3 = typename Predicates::Coplanar_side_of_bounded_circle_3;

  Orientation_2 orientation_2_object() const { return {}; }
  Side_of_oriented_circle_2 side_of_oriented_circle_2_object() const { return {}; }
  Orientation_3 orientation_3_object() const { return {}; }
  Side_of_oriented_sphere_3 side_of_oriented_sphere_3_object() const { return {}; }
  Coplanar_orientation_3 coplanar_orientation_3_object() const { return {}; }
  Coplanar_side_of_bounded_circle_3 coplanar_side_of_bounded_circle_3_object() const { return {}; }
};

/// exactpred's predicates on Epick's points.
struct exactpred_predicates {
  using Point_2 = CGAL::Epick::Point_2;
  using Point_3 = CGAL::Epick::Point_3;
  struct Orientation_2 {
    using result_type = CGAL::Orientation;
    result_type operator()(const Point_2& p, const Point_2& q, const Point_2& r) const {
      return static_cast<result_type>(exactpred::to_int(exactpred::orient2d(p, q, r)));
    }
  };

  struct Side_of_oriented_circle_2 {
    using result_type = CGAL::Oriented_side;
    result_type operator()(const Point_2& p, const Point_2& q, const Point_2& r,
                           const Point_2& t) const {
      return static_cast<result_type>(exactpred::to_int(exactpred::incircle(p, q, r, t)));
    }
  };

  struct Orientation_3 {
    using result_type = CGAL::Orientation;
    result_type operator()(const Point_3& p, const Point_3& q, const Point_3& r,
                           const Point_3& s) const {
      return static_cast<result_type>(exactpred::to_int(exactpred::orient3d(p, q, r, s)));
    }
  };

  struct Side_of_oriented_sphere_3 {
    using result_type = CGAL::Oriented_side;
    result_type operator()(const Point_3& p, const Point_3& q, const Point_3& r, const Point_3& s,
                           const Point_3& t) const {
      return static_cast<result_type>(exactpred::to_int(exactpred::insphere(p, q, r, s, t)));
    }
  };

  struct Coplanar_orientation_3 {
    using result_type = CGAL::Orientation;
    result_type operator()(const Point_3& p, const Point_3& q, const Point_3& r) const {
      return static_cast<result_type>(exactpred::to_int(exactpred::coplanar_orientation(p, q, r)));
    }
    result_type operator()(const Point_3& p, const Point_3& q, const Point_3& r,
                           const Point_3& s) const {
      return static_cast<result_type>(
          exactpred::to_int(exactpred::coplanar_orientation(p, q, r, s)));
    }
  };

  struct Coplanar_side_of_bounded_circle_3 {
    using result_type = CGAL::Bounded_side;
    result_type operator()(const Point_3& p, const Point_3& q, const Point_3& r,
                           const Point_3& t) const {
      return static_cast<result_type>(
          exactpred::to_int(exactpred::coplanar_side_of_bounded_circle(p, q, r, t)));
    }
  };
};

using Epick_with_exactpred = epick_with_predicates<exactpred_predicates>;

}  // namespace exactpred_cgal

#endif  // EXACTPRED_BENCH_CGAL_EXACTPRED_TRAITS_HPP
