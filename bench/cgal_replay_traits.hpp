// SPDX-License-Identifier: MIT
// bench/cgal_replay_traits.hpp — CGAL::Epick whose sign predicates (the six that
// cgal_exactpred_traits.hpp replaces) answer from a tape: recorded from Epick's own functors in
// one run of an insertion, then replayed, one byte a call, by later runs of the same insertion
// (which, given the same answers, make the same calls in the same order).
//
// A replayed run costs what the triangulation costs apart from those predicates: the time no
// implementation of them can go below. exactpred-cgal-triangulations reports it beside Epick's
// and exactpred's runs, so that a ratio to Epick can be read against the least it could be.
#ifndef EXACTPRED_BENCH_CGAL_REPLAY_TRAITS_HPP
#define EXACTPRED_BENCH_CGAL_REPLAY_TRAITS_HPP

#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/enum.h>

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace exactpred_cgal {

/// The answers of one insertion, in call order.
struct answer_tape {
  std::vector<signed char> answers;
  std::size_t next = 0;
  bool recording = true;

  void record() {
    answers.clear();
    recording = true;
  }
  void replay() {
    next = 0;
    recording = false;
  }
  /// Whether a replay read exactly the recorded answers.
  bool replayed_all() const { return !recording && next == answers.size(); }

  /// Recording: `answer()` (Epick's), stored; replaying: the next stored answer.
  template <class Answer>
  int operator()(Answer&& answer) {
    if (recording) {
      const int a = static_cast<int>(answer());
      answers.push_back(static_cast<signed char>(a));
      return a;
    }
    if (next == answers.size()) {
      std::fprintf(stderr, "replay: more predicate calls than the recorded run made\n");
      std::exit(1);
    }
    return answers[next++];
  }
};

/// The one tape the functors use (CGAL default-constructs them).
inline answer_tape& tape() {
  static answer_tape t;
  return t;
}

class Epick_replay : public CGAL::Epick {
 public:
  using Point_2 = CGAL::Epick::Point_2;
  using Point_3 = CGAL::Epick::Point_3;

  struct Orientation_2 {
    using result_type = CGAL::Orientation;
    result_type operator()(const Point_2& p, const Point_2& q, const Point_2& r) const {
      return static_cast<result_type>(
          tape()([&] { return CGAL::Epick().orientation_2_object()(p, q, r); }));
    }
  };

  struct Side_of_oriented_circle_2 {
    using result_type = CGAL::Oriented_side;
    result_type operator()(const Point_2& p, const Point_2& q, const Point_2& r,
                           const Point_2& t) const {
      return static_cast<result_type>(
          tape()([&] { return CGAL::Epick().side_of_oriented_circle_2_object()(p, q, r, t); }));
    }
  };

  struct Orientation_3 {
    using result_type = CGAL::Orientation;
    result_type operator()(const Point_3& p, const Point_3& q, const Point_3& r,
                           const Point_3& s) const {
      return static_cast<result_type>(
          tape()([&] { return CGAL::Epick().orientation_3_object()(p, q, r, s); }));
    }
  };

  struct Side_of_oriented_sphere_3 {
    using result_type = CGAL::Oriented_side;
    result_type operator()(const Point_3& p, const Point_3& q, const Point_3& r, const Point_3& s,
                           const Point_3& t) const {
      return static_cast<result_type>(
          tape()([&] { return CGAL::Epick().side_of_oriented_sphere_3_object()(p, q, r, s, t); }));
    }
  };

  struct Coplanar_orientation_3 {
    using result_type = CGAL::Orientation;
    result_type operator()(const Point_3& p, const Point_3& q, const Point_3& r) const {
      return static_cast<result_type>(
          tape()([&] { return CGAL::Epick().coplanar_orientation_3_object()(p, q, r); }));
    }
    result_type operator()(const Point_3& p, const Point_3& q, const Point_3& r,
                           const Point_3& s) const {
      return static_cast<result_type>(
          tape()([&] { return CGAL::Epick().coplanar_orientation_3_object()(p, q, r, s); }));
    }
  };

  struct Coplanar_side_of_bounded_circle_3 {
    using result_type = CGAL::Bounded_side;
    result_type operator()(const Point_3& p, const Point_3& q, const Point_3& r,
                           const Point_3& t) const {
      return static_cast<result_type>(tape()(
          [&] { return CGAL::Epick().coplanar_side_of_bounded_circle_3_object()(p, q, r, t); }));
    }
  };

  Orientation_2 orientation_2_object() const { return {}; }
  Side_of_oriented_circle_2 side_of_oriented_circle_2_object() const { return {}; }
  Orientation_3 orientation_3_object() const { return {}; }
  Side_of_oriented_sphere_3 side_of_oriented_sphere_3_object() const { return {}; }
  Coplanar_orientation_3 coplanar_orientation_3_object() const { return {}; }
  Coplanar_side_of_bounded_circle_3 coplanar_side_of_bounded_circle_3_object() const { return {}; }
};

}  // namespace exactpred_cgal

#endif  // EXACTPRED_BENCH_CGAL_REPLAY_TRAITS_HPP
