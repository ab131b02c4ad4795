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

#include "cgal_exactpred_traits.hpp"  // epick_with_predicates

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

/// Epick's functor F, its answers recorded on the tape and replayed from it.
template <class F, class Result>
struct replayed {
  using result_type = Result;
  template <class... P>
  result_type operator()(const P&... p) const {
    return static_cast<result_type>(tape()([&] { return F()(p...); }));
  }
};

/// Epick's six predicates, replayed.
struct replayed_predicates {
  using Orientation_2 = replayed<CGAL::Epick::Orientation_2, CGAL::Orientation>;
  using Side_of_oriented_circle_2 =
      replayed<CGAL::Epick::Side_of_oriented_circle_2, CGAL::Oriented_side>;
  using Orientation_3 = replayed<CGAL::Epick::Orientation_3, CGAL::Orientation>;
  using Side_of_oriented_sphere_3 =
      replayed<CGAL::Epick::Side_of_oriented_sphere_3, CGAL::Oriented_side>;
  using Coplanar_orientation_3 = replayed<CGAL::Epick::Coplanar_orientation_3, CGAL::Orientation>;
  using Coplanar_side_of_bounded_circle_3 =
      replayed<CGAL::Epick::Coplanar_side_of_bounded_circle_3, CGAL::Bounded_side>;
};

using Epick_replay = epick_with_predicates<replayed_predicates>;

}  // namespace exactpred_cgal

#endif  // EXACTPRED_BENCH_CGAL_REPLAY_TRAITS_HPP
