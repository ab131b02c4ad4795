// SPDX-License-Identifier: MIT
// src/sos_perturbation.hpp — the search over the perturbed determinant's terms (see the top of
// sos.cpp), shared by the unweighted (sos.cpp) and the power (meshing.cpp) predicates.
#ifndef EXACTPRED_SRC_SOS_PERTURBATION_HPP
#define EXACTPRED_SRC_SOS_PERTURBATION_HPP

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "exactpred/detail/fp_bits.hpp"
#include "exactpred/detail/point_equality.hpp"
#include "exactpred/detail/stages.hpp"
#include "exactpred/point.hpp"
#include "exactpred/sign.hpp"
#include "exactpred/sos.hpp"
#include "portability.hpp"

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

/// The pairs i < j of N rows, in the order (0, 1), (0, 2), ..., (N - 2, N - 1).
template <int N>
struct row_pairs {
  static constexpr int count = N * (N - 1) / 2;
  int first[count] = {};
  int second[count] = {};
  /// Pair q's rows in bits 6q.. (first) and 6q + 3.. (second).
  constexpr std::uint64_t packed() const {
    std::uint64_t bits = 0;
    for (int q = 0; q < count; ++q) {
      bits |= static_cast<std::uint64_t>(first[q] | second[q] << 3) << (6 * q);
    }
    return bits;
  }
  constexpr row_pairs() {
    int q = 0;
    for (int i = 0; i < N; ++i) {
      for (int j = i + 1; j < N; ++j, ++q) {
        first[q] = i;
        second[q] = j;
      }
    }
  }
};

/// Which pairs of the N rows are the same point, bit q for pair q of row_pairs<N>: every pair
/// without branches (which pair repeats is unpredictable).
template <int N, class SameRows, std::size_t... Q>
EXACTPRED_ALWAYS_INLINE unsigned equal_row_pairs(SameRows&& same_rows, std::index_sequence<Q...>) {
  constexpr row_pairs<N> pairs{};
  return ((static_cast<unsigned>(same_rows(pairs.first[Q], pairs.second[Q])) << Q) | ...);
}
template <int N, class SameRows>
EXACTPRED_ALWAYS_INLINE unsigned equal_row_pairs(SameRows&& same_rows) {
  return equal_row_pairs<N>(same_rows, std::make_index_sequence<row_pairs<N>::count>{});
}

/// Whether the N indices differ (perturbed_sign reports equal ones).
template <int N, std::size_t... Q>
EXACTPRED_ALWAYS_INLINE bool distinct_indices(const sos_index* index, std::index_sequence<Q...>) {
  constexpr row_pairs<N> pairs{};
  return ((static_cast<unsigned>(index[pairs.first[Q]] != index[pairs.second[Q]])) & ...) != 0;
}

/// The sign of the perturbed N x (D + 1) determinant when exactly one pair of its rows is the
/// same point (a triangle's own vertex as the query point, a repeated input point; `equal` is
/// equal_row_pairs) and the indices differ: the first term of the search below in closed form.
/// Rows i < j equal, r the one of lower index: every term that perturbs neither row keeps two
/// equal rows and vanishes, and the variables of the other row come after those of row r, so the
/// first candidate is the single variable (r, column 0). Its coefficient is the minor without row
/// r and column 0, times the sign of the permutation that sends row r to column 0 and the other
/// rows, in order, to the columns 1, ..., D: (-1)^r. Without row j, the minor holds the repeated
/// point at position i; without row i, at position j - 1, j - 1 - i transpositions away: so the
/// term is (-1)^i M_i when r = i and -(-1)^i M_i when r = j, M_i the minor without row i, which
/// is evaluated before (and whatever) the indices tell. `first_minor(rest)` is the sign of that
/// minor, the rows `rest` (all but row i, in order) over the columns 1, ..., D - 1 and the column
/// of ones. Zero (never a perturbed sign) when no pair or more than one, equal indices
/// (perturbed_sign reports them) or a zero minor (the search goes on).
template <int N, int D, class FirstMinor>
EXACTPRED_ALWAYS_INLINE sign repeated_pair_sign(unsigned equal, const sos_index* index,
                                                FirstMinor&& first_minor) {
  static_assert(N == D + 1, "a square matrix: D perturbed columns and the column of ones");
  constexpr row_pairs<N> pairs{};
  if (equal == 0 || (equal & (equal - 1)) != 0 ||
      !distinct_indices<N>(index, std::make_index_sequence<pairs.count>{})) {
    return sign::zero;
  }
  // Pair q's rows from a constant (no table in memory): 3 bits each, the first row then the second.
  constexpr std::uint64_t packed = pairs.packed();
  const int q = count_trailing_zeros(equal);
  const int i = static_cast<int>((packed >> (6 * q)) & 7),
            j = static_cast<int>((packed >> (6 * q + 3)) & 7);
  int rest[N - 1];
  for (int k = 0; k < N - 1; ++k) rest[k] = k + static_cast<int>(k >= i);
  const sign m = first_minor(static_cast<const int*>(rest));
  const unsigned negate = static_cast<unsigned>(i & 1) ^ static_cast<unsigned>(index[j] < index[i]);
  return negate ? -m : m;
}

/// The minor the first term of repeated_pair_sign needs, from a minor of any shape: the rows
/// `rest` (N - 1 of them, in order), every perturbed column but column 0.
template <int N, int D, class Minor>
EXACTPRED_ALWAYS_INLINE sign minor_without_column_0(Minor&& minor, const int* rest) {
  minor_shape shape;
  for (int k = 0; k < N - 1; ++k) shape.rows[k] = rest[k];
  shape.nrows = N - 1;
  for (int c = 1; c < D; ++c) shape.cols[c - 1] = c;
  shape.ncols = D - 1;
  return minor(shape);
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

/// The perturbed sign of a predicate on N points (its determinant times `orientation`), in
/// the order of the costs: one repeated pair, the degeneracy meshing code meets most, by its
/// first term in closed form (repeated_pair_sign: `equal` from equal_row_pairs, `first_minor`);
/// otherwise the exact unperturbed sign `unperturbed()`, then the search (`minor`, `same_rows`)
/// when it is zero.
template <int N, class FirstMinor, class Unperturbed, class Minor, class SameRows>
EXACTPRED_ALWAYS_INLINE sign sos_sign(const char* predicate, const sos_index* index, unsigned equal,
                                      FirstMinor&& first_minor, Unperturbed&& unperturbed,
                                      Minor&& minor, SameRows&& same_rows, sign orientation) {
  if (const sign s = repeated_pair_sign<N, N - 1>(equal, index, first_minor); s != sign::zero) {
    return orientation * s;
  }
  const sign s = unperturbed();
  if (s != sign::zero) return s;
  return orientation * perturbed_sign<N, N - 1>(predicate, index, minor, same_rows);
}

}  // namespace sos_search
}  // namespace detail
}  // namespace v0
}  // namespace exactpred

#endif  // EXACTPRED_SRC_SOS_PERTURBATION_HPP
