// SPDX-License-Identifier: MIT
// src/batch_meshing.cpp — the batch API of the perturbed and power predicates: a portable loop
// over the scalar predicates under the batch contract of exactpred/batch.hpp (indices checked,
// the first failing query named, the answers before it written).
#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>

#include "batch_error.hpp"
#include "exactpred/batch.hpp"
#include "exactpred/meshing.hpp"
#include "exactpred/sos.hpp"
#include "fp_env.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {

void batch_index_error(const char* predicate, int per_query, std::size_t num_points,
                       const std::uint32_t* q, std::size_t n, std::size_t first);

namespace {

/// out[k] = call(points, q + K k) for every query k, under the batch contract. Points: a
/// pointer to the array, or a point span (read through its operator[]).
template <int K, class Points, class Call>
void batch_loop(const char* predicate, const Points& points, std::size_t num_points,
                const std::uint32_t* q, std::size_t num_queries, sign* out, Call call) {
  if (num_queries == 0) return;
  bool null_points;
  if constexpr (std::is_pointer_v<Points>) {
    null_points = points == nullptr;
  } else {
    null_points = points.data() == nullptr;
  }
  if (null_points || q == nullptr || out == nullptr) {
    throw invalid_input(std::string(predicate) + "_batch: null point, query or output array");
  }
  const fp_env_guard env;  // the library's environment (fp_env.hpp), once for the whole call
  for (std::size_t k = 0; k < num_queries; ++k) {
    const std::uint32_t* t = q + static_cast<std::size_t>(K) * k;
    bool in_range = true;
    for (int i = 0; i < K; ++i) in_range &= t[i] < num_points;
    if (!in_range) batch_index_error(predicate, K, num_points, t, 1, k);
    try {
      out[k] = call(points, t);
    } catch (const invalid_input& e) {
      throw batch_query_error(
          std::string(predicate) + "_batch: query " + std::to_string(k) + ": " + e.what(), k,
          e.why());
    }
  }
}

}  // namespace
}  // namespace detail

void orient2d_sos_batch(const point2* points, std::size_t num_points, const std::uint32_t* q,
                        std::size_t num_queries, sign* out) {
  orient2d_sos_batch(point2_span(points, num_points), q, num_queries, out);
}

void orient3d_sos_batch(const point3* points, std::size_t num_points, const std::uint32_t* q,
                        std::size_t num_queries, sign* out) {
  orient3d_sos_batch(point3_span(points, num_points), q, num_queries, out);
}

void incircle_sos_batch(const point2* points, std::size_t num_points, const std::uint32_t* q,
                        std::size_t num_queries, sign* out) {
  incircle_sos_batch(point2_span(points, num_points), q, num_queries, out);
}

void insphere_sos_batch(const point3* points, std::size_t num_points, const std::uint32_t* q,
                        std::size_t num_queries, sign* out) {
  insphere_sos_batch(point3_span(points, num_points), q, num_queries, out);
}

// The perturbed batches on point spans (any point type the core batches take); the forms on
// point2 / point3 arrays above read them through a span too.
void orient2d_sos_batch(point2_span points, const std::uint32_t* q, std::size_t num_queries,
                        sign* out) {
  detail::batch_loop<3>("orient2d_sos", points, points.size(), q, num_queries, out,
                        [](const point2_span& p, const std::uint32_t* t) {
                          return orient2d_sos(p[t[0]], p[t[1]], p[t[2]], t[0], t[1], t[2]);
                        });
}

void orient3d_sos_batch(point3_span points, const std::uint32_t* q, std::size_t num_queries,
                        sign* out) {
  detail::batch_loop<4>("orient3d_sos", points, points.size(), q, num_queries, out,
                        [](const point3_span& p, const std::uint32_t* t) {
                          return orient3d_sos(p[t[0]], p[t[1]], p[t[2]], p[t[3]], t[0], t[1], t[2],
                                              t[3]);
                        });
}

void incircle_sos_batch(point2_span points, const std::uint32_t* q, std::size_t num_queries,
                        sign* out) {
  detail::batch_loop<4>("incircle_sos", points, points.size(), q, num_queries, out,
                        [](const point2_span& p, const std::uint32_t* t) {
                          return incircle_sos(p[t[0]], p[t[1]], p[t[2]], p[t[3]], t[0], t[1], t[2],
                                              t[3]);
                        });
}

void insphere_sos_batch(point3_span points, const std::uint32_t* q, std::size_t num_queries,
                        sign* out) {
  detail::batch_loop<5>("insphere_sos", points, points.size(), q, num_queries, out,
                        [](const point3_span& p, const std::uint32_t* t) {
                          return insphere_sos(p[t[0]], p[t[1]], p[t[2]], p[t[3]], p[t[4]], t[0],
                                              t[1], t[2], t[3], t[4]);
                        });
}

void power_incircle_batch(const weighted_point2* points, std::size_t num_points,
                          const std::uint32_t* q, std::size_t num_queries, sign* out) {
  detail::batch_loop<4>("power_incircle", points, num_points, q, num_queries, out,
                        [](const weighted_point2* p, const std::uint32_t* t) {
                          return power_incircle(p[t[0]], p[t[1]], p[t[2]], p[t[3]]);
                        });
}

void power_insphere_batch(const weighted_point3* points, std::size_t num_points,
                          const std::uint32_t* q, std::size_t num_queries, sign* out) {
  detail::batch_loop<5>("power_insphere", points, num_points, q, num_queries, out,
                        [](const weighted_point3* p, const std::uint32_t* t) {
                          return power_insphere(p[t[0]], p[t[1]], p[t[2]], p[t[3]], p[t[4]]);
                        });
}

void power_incircle_sos_batch(const weighted_point2* points, std::size_t num_points,
                              const std::uint32_t* q, std::size_t num_queries, sign* out) {
  detail::batch_loop<4>("power_incircle_sos", points, num_points, q, num_queries, out,
                        [](const weighted_point2* p, const std::uint32_t* t) {
                          return power_incircle_sos(p[t[0]], p[t[1]], p[t[2]], p[t[3]], t[0], t[1],
                                                    t[2], t[3]);
                        });
}

void power_insphere_sos_batch(const weighted_point3* points, std::size_t num_points,
                              const std::uint32_t* q, std::size_t num_queries, sign* out) {
  detail::batch_loop<5>("power_insphere_sos", points, num_points, q, num_queries, out,
                        [](const weighted_point3* p, const std::uint32_t* t) {
                          return power_insphere_sos(p[t[0]], p[t[1]], p[t[2]], p[t[3]], p[t[4]],
                                                    t[0], t[1], t[2], t[3], t[4]);
                        });
}

}  // namespace v0
}  // namespace exactpred
