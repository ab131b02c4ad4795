// SPDX-License-Identifier: MIT
// src/sos_perturbation.hpp — the search over the perturbed determinant's terms (see the top of
// sos.cpp), shared by the unweighted (sos.cpp) and the power (meshing.cpp) predicates.
#ifndef EXACTPRED_SRC_SOS_PERTURBATION_HPP
#define EXACTPRED_SRC_SOS_PERTURBATION_HPP

#include <string>

#include "exactpred/detail/fp_bits.hpp"
#include "exactpred/point.hpp"
#include "exactpred/sign.hpp"
#include "exactpred/sos.hpp"

namespace exactpred {
inline namespace v0 {
namespace detail {
namespace sos_search {

/// The rows and columns a minor keeps, each list in increasing order. Columns are perturbed
/// columns (0 = x, 1 = y, [2 = z,] last = w); the column of ones is always kept, last.
struct minor_shape {
  int rows[5];
  int nrows = 0;
  int cols[4];
  int ncols = 0;
};

inline double axis(const point2& p, int c) { return c == 0 ? p.x : p.y; }
inline double axis(const point3& p, int c) { return c == 0 ? p.x : (c == 1 ? p.y : p.z); }

inline bool same_point(const point2& a, const point2& b) {
  return exact_equal(a.x, b.x) && exact_equal(a.y, b.y);
}
inline bool same_point(const point3& a, const point3& b) {
  return exact_equal(a.x, b.x) && exact_equal(a.y, b.y) && exact_equal(a.z, b.z);
}

inline sign compare(double a, double b) {
  return exact_less(b, a) ? sign::positive : (exact_less(a, b) ? sign::negative : sign::zero);
}

template <int N>
void require_distinct(const char* predicate, const sos_index* index) {
  for (int i = 0; i < N; ++i) {
    for (int j = i + 1; j < N; ++j) {
      if (index[i] == index[j]) {
        throw invalid_input(std::string(predicate) + ": points " + static_cast<char>('a' + i) +
                            " and " + static_cast<char>('a' + j) + " have the same index " +
                            std::to_string(index[i]) +
                            "; symbolic perturbation needs distinct indices");
      }
    }
  }
}

/// Sign of the perturbed N x (D + 1) determinant whose unperturbed value is zero; `minor`
/// gives the sign of the determinant [kept columns | 1] over the kept rows; `same_rows(i, j)`
/// tells whether rows i and j are the same point (every coordinate, and weight, equal).
/// A minor that keeps two equal rows is zero, so the search skips it without evaluating it, and
/// starts past the masks that perturb neither row of such a pair (all below 2^(D r), r the
/// lower rank of the two): a repeated point costs a few terms, not thousands of zero minors.
template <int N, int D, class Minor, class SameRows>
sign perturbed_sign(const char* predicate, const sos_index* index, Minor&& minor,
                    SameRows&& same_rows) {
  static_assert(N == D + 1, "a square matrix: D perturbed columns and the column of ones");
  require_distinct<N>(predicate, index);
  int row_of_rank[N];
  for (int i = 0; i < N; ++i) row_of_rank[i] = i;
  for (int i = 1; i < N; ++i) {  // insertion sort by index
    for (int j = i; j > 0 && index[row_of_rank[j]] < index[row_of_rank[j - 1]]; --j) {
      const int t = row_of_rank[j];
      row_of_rank[j] = row_of_rank[j - 1];
      row_of_rank[j - 1] = t;
    }
  }
  constexpr unsigned variables = N * D;
  int rank_of_row[N];
  for (int k = 0; k < N; ++k) rank_of_row[row_of_rank[k]] = k;
  // Pairs of equal rows, as bit masks of rows; the first mask worth a look.
  unsigned equal_pairs[N * (N - 1) / 2];
  int pairs = 0;
  unsigned long first_mask = 1;
  for (int i = 0; i < N; ++i) {
    for (int j = i + 1; j < N; ++j) {
      if (!same_rows(i, j)) continue;
      equal_pairs[pairs++] = (1u << i) | (1u << j);
      const int r = rank_of_row[i] < rank_of_row[j] ? rank_of_row[i] : rank_of_row[j];
      const unsigned long start = 1ul << (r * D);
      if (start > first_mask) first_mask = start;
    }
  }
  for (unsigned long mask = first_mask; mask < (1ul << variables); ++mask) {
    int column_of_row[N];
    for (int r = 0; r < N; ++r) column_of_row[r] = -1;
    unsigned used_columns = 0;
    bool matching = true;
    for (unsigned k = 0; k < variables && matching; ++k) {
      if (!((mask >> k) & 1)) continue;
      const int r = row_of_rank[k / D];
      const int c = static_cast<int>(k % D);
      if (column_of_row[r] >= 0 || ((used_columns >> c) & 1)) {
        matching = false;
      } else {
        column_of_row[r] = c;
        used_columns |= 1u << c;
      }
    }
    if (!matching) continue;
    unsigned kept_rows = 0;
    for (int r = 0; r < N; ++r) kept_rows |= static_cast<unsigned>(column_of_row[r] < 0) << r;
    bool keeps_equal_rows = false;
    for (int q = 0; q < pairs; ++q) {
      keeps_equal_rows |= (kept_rows & equal_pairs[q]) == equal_pairs[q];
    }
    if (keeps_equal_rows) continue;
    minor_shape shape;
    for (int c = 0; c < D; ++c) {
      if (!((used_columns >> c) & 1)) shape.cols[shape.ncols++] = c;
    }
    // sigma: matched rows to their columns, the other rows in order to the other columns
    // (the kept perturbed columns, then the column of ones, numbered D) in order.
    int sigma[N];
    int next_free = 0;
    for (int r = 0; r < N; ++r) {
      if (column_of_row[r] >= 0) {
        sigma[r] = column_of_row[r];
      } else {
        shape.rows[shape.nrows++] = r;
        sigma[r] = next_free < shape.ncols ? shape.cols[next_free] : D;
        ++next_free;
      }
    }
    int inversions = 0;
    for (int i = 0; i < N; ++i) {
      for (int j = i + 1; j < N; ++j) inversions += sigma[i] > sigma[j];
    }
    const sign m = minor(shape);
    if (m != sign::zero) return inversions % 2 ? -m : m;
  }
  // Unreachable: the full matchings have the coefficient +-1.
  throw invalid_input(std::string(predicate) + ": symbolic perturbation did not terminate");
}

}  // namespace sos_search
}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_SOS_PERTURBATION_HPP
