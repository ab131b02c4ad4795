// SPDX-License-Identifier: MIT
// src/volume.cpp — the compiled stages of the volume formulas and the volume predicates'
// input errors.
#include "exactpred/volume.hpp"

#include <cmath>
#include <string_view>

#include "exactpred/detail/volume_formulas.hpp"
#include "fp_env.hpp"
#include "stages_impl.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

namespace {

// Word `index` (0-based) of a space-separated layout.
std::string_view layout_word(std::string_view layout, int index) {
  std::size_t start = 0;
  for (int i = 0; i < index; ++i) {
    const std::size_t space = layout.find(' ', start);
    if (space == std::string_view::npos) return {};
    start = space + 1;
  }
  const std::size_t end = layout.find(' ', start);
  return layout.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
}

}  // namespace

void throw_volume_not_finite(const char* predicate, const char* layout, int index, double value) {
  throw_not_finite_input(std::string(predicate) + ": argument " + std::to_string(index + 1) + " (" +
                             std::string(layout_word(layout, index)) + ")",
                         value);
}

void throw_volume_domain(const char* predicate, const char* why) {
  throw invalid_input(std::string(predicate) + ": " + why);
}

EXACTPRED_INSTANTIATE_STAGES(ball_point_formula);
EXACTPRED_INSTANTIATE_STAGES(ball_ball_formula);
EXACTPRED_INSTANTIATE_STAGES(segment_dot_formula);
EXACTPRED_INSTANTIATE_STAGES(line_ball_formula);
EXACTPRED_INSTANTIATE_STAGES(plane_ball_formula);
EXACTPRED_INSTANTIATE_STAGES(line_line_ball_formula);

}  // namespace detail

namespace {

using detail::nearer;
using detail::staged_sign;

// (p2 - p1) x (q2 - q1) = 0, component by component.
bool parallel_directions(const point3& p1, const point3& p2, const point3& q1, const point3& q2) {
  using F = detail::direction_cross_2d_formula;
  return staged_sign<F>(p1.x, p1.y, p2.x, p2.y, q1.x, q1.y, q2.x, q2.y) == sign::zero &&
         staged_sign<F>(p1.y, p1.z, p2.y, p2.z, q1.y, q1.z, q2.y, q2.z) == sign::zero &&
         staged_sign<F>(p1.z, p1.x, p2.z, p2.x, q1.z, q1.x, q2.z, q2.x) == sign::zero;
}

sign line_line_parameter(const point3& p1, const point3& p2, const point3& q1, const point3& q2) {
  return staged_sign<detail::line_line_parameter_formula>(p1.x, p1.y, p1.z, p2.x, p2.y, p2.z, q1.x,
                                                          q1.y, q1.z, q2.x, q2.y, q2.z);
}

// The closed segments p1p2 and q1q2 (either may be a point) against the radius r, by their
// distance. The closest pair is an endpoint of one segment against the other segment, unless
// it is interior to both; then the lines are not parallel, the closest points of the lines lie
// strictly inside both segments (0 < s, t < 1 by the signs of Ericson's numerators over the
// positive |d1 x d2|^2), and the distance is the lines' distance.
ball_relation segments_vs_radius(const point3& p1, const point3& p2, const point3& q1,
                                 const point3& q2, double r) {
  ball_relation best = detail::ball_vs_segment(p1, r, q1, q2);
  for (const ball_relation b :
       {detail::ball_vs_segment(p2, r, q1, q2), detail::ball_vs_segment(q1, r, p1, p2),
        detail::ball_vs_segment(q2, r, p1, p2)}) {
    best = nearer(best, b);
  }
  if (best == ball_relation::intersecting || parallel_directions(p1, p2, q1, q2)) return best;
  if (line_line_parameter(p1, p2, q1, q2) == sign::positive &&
      line_line_parameter(p2, p1, q1, q2) == sign::positive &&
      line_line_parameter(q1, q2, p1, p2) == sign::positive &&
      line_line_parameter(q2, q1, p1, p2) == sign::positive) {
    best = nearer(best,
                  detail::ball_relation_of(staged_sign<detail::line_line_ball_formula>(
                      r, p1.x, p1.y, p1.z, p2.x, p2.y, p2.z, q1.x, q1.y, q1.z, q2.x, q2.y, q2.z)));
  }
  return best;
}

// The point p against the ball of radius r around the closed box: p clamped to the box.
ball_relation point_vs_box(const point3& p, double r, const point3& lo, const point3& hi) {
  using detail::exact_max;
  using detail::exact_min;
  const point3 k{exact_max(lo.x, exact_min(p.x, hi.x)), exact_max(lo.y, exact_min(p.y, hi.y)),
                 exact_max(lo.z, exact_min(p.z, hi.z))};
  return detail::ball_vs_point(p, r, k);
}

}  // namespace

ball_relation capsule_box(const point3& p, const point3& q, double r, const point3& lo,
                          const point3& hi) {
  const detail::fp_env_guard env;  // the library's environment (fp_env.hpp)
  detail::require_finite("capsule_box", detail::capsule_box_layout,
                         {p.x, p.y, p.z, q.x, q.y, q.z, r, lo.x, lo.y, lo.z, hi.x, hi.y, hi.z});
  detail::require_radius("capsule_box", r);
  detail::require_box("capsule_box", lo, hi);
  if (segment_box_3d(p, q, lo, hi) == box_intersection::intersecting) {
    return detail::is_zero(r) ? ball_relation::touching : ball_relation::intersecting;
  }
  // Disjoint convex sets: the closest pair has its box point on the boundary. An endpoint of
  // the segment against the box, or a point inside the segment against a box edge: a point
  // inside the segment closest to an open face's interior has the segment parallel to that
  // face, and sliding along it reaches an endpoint or an edge at the same distance.
  ball_relation best = nearer(point_vs_box(p, r, lo, hi), point_vs_box(q, r, lo, hi));
  const point3 corner[2] = {lo, hi};
  for (int axis = 0; axis < 3 && best != ball_relation::intersecting; ++axis) {
    for (int m = 0; m < 4; ++m) {
      point3 u{}, v{};
      double* uc[3] = {&u.x, &u.y, &u.z};
      double* vc[3] = {&v.x, &v.y, &v.z};
      for (int i = 0; i < 3; ++i) {
        const int j = (i - axis + 3) % 3;  // 0 for the edge's own axis, 1 and 2 for the others
        const int which = j == 0 ? 0 : ((m >> (j - 1)) & 1);
        *uc[i] = detail::coordinate(corner[j == 0 ? 0 : which], i);
        *vc[i] = detail::coordinate(corner[j == 0 ? 1 : which], i);
      }
      best = nearer(best, segments_vs_radius(p, q, u, v, r));
    }
  }
  return best;
}
}  // namespace v0
}  // namespace exactpred
