// SPDX-License-Identifier: MIT
// tests/test_c_api_registry.cpp — every scalar function of the C interface, from the registry
// (interfaces/predicates.py; tests/generated/*.inc are written from it): each agrees with the
// reference corpus (tests/vectors/, CGAL's answers) on every query of its file, rejects a NaN
// or an infinity in every numeric argument with EXACTPRED_ERROR_NOT_FINITE, and a NULL in
// every pointer argument with EXACTPRED_ERROR_NULL_POINTER, leaving its outputs unwritten.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <limits>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "exactpred/exactpred.h"
#include "support/corpus_files.hpp"

namespace {

enum class arg { point2, point3, weighted2, weighted3, radius, polygon, fill_rule, flag };
enum class answer { sign, code, value, point2, point3, winding, indices };

int numbers_of(arg k) {
  switch (k) {
    case arg::point2:
      return 2;
    case arg::point3:
    case arg::weighted2:
      return 3;
    case arg::weighted3:
      return 4;
    default:
      return 1;
  }
}

/// One call's arguments and outputs (the generated entries read and write them).
struct call {
  std::vector<std::vector<double>> args;  // per argument: its numbers (a polygon: 2 per point)
  std::vector<int> integers;              // per argument: fill rules and flags
  std::vector<double> all_points;         // every point's numbers, in order (tpi_rounded)
  std::vector<size_t> index;              // SoS indices
  std::vector<bool> null;                 // per pointer position: pass NULL
  int pointer = 0;                        // the pointer position being passed
  // Outputs, each primed with a sentinel that a failing call must leave.
  int int_result = 77;
  double value_result = 77;
  double point_result[3] = {77, 77, 77};
  int exact = 77;
  long number_result = 77;
  int on_boundary = 77;
  std::vector<size_t> hull;
  size_t hull_size = 77;

  template <class T>
  T* maybe(T* p) {
    const int k = pointer++;
    return k < static_cast<int>(null.size()) && null[static_cast<std::size_t>(k)] ? nullptr : p;
  }
  const double* point_arg(int i) { return maybe(args[static_cast<std::size_t>(i)].data()); }
  const double* point(int i) { return point_arg(i); }
  double number(int i) { return args[static_cast<std::size_t>(i)][0]; }
  const double* polygon(int i) {
    const auto& v = args[static_cast<std::size_t>(i)];
    return v.empty() ? nullptr : v.data();
  }
  size_t size(int i) { return args[static_cast<std::size_t>(i)].size() / 2; }
  int integer(int i) { return integers[static_cast<std::size_t>(i)]; }
  const double* packed() { return maybe(all_points.data()); }
  const size_t* indices() { return maybe(index.data()); }
  int* int_out() { return maybe(&int_result); }
  double* value_out() { return maybe(&value_result); }
  double* point_out() { return maybe(point_result); }
  int* exact_out() { return &exact; }  // may be NULL by the interface's contract
  long* number_out() { return maybe(&number_result); }
  int* on_boundary_out() { return maybe(&on_boundary); }
  size_t* hull_out() { return maybe(hull.data()); }
  size_t* hull_size_out() { return maybe(&hull_size); }
};

struct row {
  const char* name;
  std::vector<arg> kinds;
  bool sos;
  answer kind;
  std::vector<const char*> words;
  std::function<int(call&)> run;
};

const std::vector<row>& rows() {
  static const std::vector<row> r = {
#include "generated/c_api_rows.inc"
  };
  return r;
}

struct variant {
  const char* stem;
  const char* row;
  std::vector<int> fixed;  // the values of the row's fill-rule and flag arguments
};

const std::vector<variant>& variants() {
  static const std::vector<variant> v = {
#include "generated/corpus_variants.inc"
  };
  return v;
}

const row* find_row(const std::string& name) {
  for (const row& r : rows()) {
    if (name == r.name) return &r;
  }
  return nullptr;
}

/// The call of row r on the numbers x (the oracle line's layout) and the fixed integers.
bool decode(const row& r, const std::vector<double>& x, const std::vector<int>& fixed, call& c) {
  std::size_t at = 0, next_fixed = 0;
  c.args.assign(r.kinds.size(), {});
  c.integers.assign(r.kinds.size(), 0);
  int points = 0;
  for (std::size_t i = 0; i < r.kinds.size(); ++i) {
    const arg k = r.kinds[i];
    if (k == arg::fill_rule || k == arg::flag) {
      if (next_fixed >= fixed.size()) return false;
      c.integers[i] = fixed[next_fixed++];
      continue;
    }
    std::size_t n = static_cast<std::size_t>(numbers_of(k));
    if (k == arg::polygon) {
      if (at >= x.size()) return false;
      n = 2 * static_cast<std::size_t>(x[at++]);
    }
    if (at + n > x.size()) return false;
    c.args[i].assign(x.begin() + static_cast<std::ptrdiff_t>(at),
                     x.begin() + static_cast<std::ptrdiff_t>(at + n));
    if (k != arg::radius && k != arg::polygon) {
      c.all_points.insert(c.all_points.end(), c.args[i].begin(), c.args[i].end());
      ++points;
    }
    if (k == arg::polygon) c.hull.assign(n / 2 + 1, 77);
    at += n;
  }
  for (int i = 0; i < points; ++i) c.index.push_back(static_cast<size_t>(i));
  return at == x.size();
}

/// The answer of a successful call, as the corpus writes it (values and points compared as
/// numbers by same_answer).
std::string answer_text(const row& r, const call& c) {
  std::ostringstream s;
  switch (r.kind) {
    case answer::sign:
      s << c.int_result;
      break;
    case answer::code:
      if (c.int_result < 0 || c.int_result >= static_cast<int>(r.words.size())) return "bad code";
      s << r.words[static_cast<std::size_t>(c.int_result)];
      break;
    case answer::value:
      s.precision(17);
      s << c.value_result;
      break;
    case answer::point2:
    case answer::point3:
      s.precision(17);
      s << c.point_result[0] << ' ' << c.point_result[1];
      if (r.kind == answer::point3) s << ' ' << c.point_result[2];
      s << ' ' << (c.exact == 1 ? "exact" : c.exact == 0 ? "rounded" : "bad exact");
      break;
    case answer::winding:
      if (c.on_boundary == 1) {
        s << "on_boundary";
      } else {
        s << c.number_result;
      }
      break;
    case answer::indices:
      for (size_t i = 0; i < c.hull_size; ++i) s << (i ? " " : "") << c.hull[i];
      break;
  }
  return s.str();
}

/// Words equal, numbers equal as doubles (the same double: -0 and +0 apart).
bool same_answer(const std::string& got, const std::string& want) {
  std::istringstream g(got), w(want);
  std::string a, b;
  while (true) {
    const bool more_a = static_cast<bool>(g >> a), more_b = static_cast<bool>(w >> b);
    if (!more_a || !more_b) return more_a == more_b;
    if (a == b) continue;
    char* end_a = nullptr;
    char* end_b = nullptr;
    const double x = std::strtod(a.c_str(), &end_a), y = std::strtod(b.c_str(), &end_b);
    if (*end_a != '\0' || *end_b != '\0') return false;
    if (std::memcmp(&x, &y, sizeof x) != 0) return false;
  }
}

struct corpus_line {
  std::string query;
  std::vector<double> numbers;
  std::string answer;
};

/// The lines of tests/vectors/STEM.txt whose first word is `name`, numbers parsed.
std::vector<corpus_line> corpus(const std::string& stem, const std::string& name,
                                const std::string& second_word = "") {
  std::vector<corpus_line> out;
  std::ifstream in(std::string(EXACTPRED_VECTORS_DIR) + "/" + stem + ".txt");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const std::size_t tab = line.find('\t');
    if (tab == std::string::npos) continue;
    corpus_line l{line.substr(0, tab), {}, line.substr(tab + 1)};
    std::istringstream words(l.query);
    std::string w;
    words >> w;
    if (w != name) continue;
    if (!second_word.empty()) {
      words >> w;
      if (w != second_word) continue;
    }
    while (words >> w) l.numbers.push_back(std::strtod(w.c_str(), nullptr));
    out.push_back(l);
  }
  return out;
}

void check_corpus(const row& r, const std::string& stem, const std::vector<int>& fixed,
                  const std::vector<corpus_line>& lines, std::set<std::string>& covered) {
  ASSERT_GE(lines.size(), 20u) << stem;
  covered.insert(r.name);
  for (const corpus_line& l : lines) {
    call c;
    ASSERT_TRUE(decode(r, l.numbers, fixed, c)) << l.query;
    const int status = r.run(c);
    if (l.answer == "error") {
      EXPECT_TRUE(status == EXACTPRED_ERROR_INVALID_ARGUMENT ||
                  status == EXACTPRED_ERROR_NOT_FINITE)
          << l.query << ": status " << status;
      EXPECT_EQ(c.int_result, 77) << l.query;
      EXPECT_EQ(c.point_result[0], 77) << l.query;
      continue;
    }
    ASSERT_EQ(status, EXACTPRED_OK) << l.query;
    EXPECT_TRUE(same_answer(answer_text(r, c), l.answer))
        << l.query << ": C gives " << answer_text(r, c) << ", the corpus " << l.answer;
  }
}

TEST(CApiRegistry, EveryRowWithACorpusFileAgreesWithIt) {
  std::set<std::string> covered;
  for (const std::string& stem : exactpred::testing::corpus_stems(EXACTPRED_VECTORS_DIR)) {
    const variant* v = nullptr;
    for (const variant& x : variants()) {
      if (stem == x.stem) v = &x;
    }
    if (stem == "round_ip") {  // the implicit points' constructions: ssi, lpi, tpi lines
      for (const char* kind : {"ssi", "lpi", "tpi"}) {
        const row* r = find_row(std::string(kind) + "_rounded");
        ASSERT_NE(r, nullptr) << kind;
        check_corpus(*r, stem, {}, corpus(stem, stem, kind), covered);
      }
      continue;
    }
    const row* r = find_row(v ? v->row : stem);
    ASSERT_NE(r, nullptr) << "tests/vectors/" << stem << ".txt has no row in the registry";
    check_corpus(*r, stem, v ? v->fixed : std::vector<int>{}, corpus(stem, stem), covered);
  }
  // Every row is covered but the perturbed ones (whose answers the corpus does not hold; the
  // SoS tests check them against the unperturbed predicates and the closed forms).
  for (const row& r : rows()) {
    if (!r.sos) {
      EXPECT_TRUE(covered.count(r.name)) << r.name << " has no corpus file";
    }
  }
}

/// A query of row r whose answer exists: the first corpus line that is not an error, or for
/// the perturbed rows (no corpus) distinct small integers.
call valid_call(const row& r) {
  std::string stem = r.name;
  std::vector<int> fixed;
  for (const variant& v : variants()) {
    if (std::string(v.row) == r.name) {
      stem = v.stem;
      fixed = v.fixed;
      break;
    }
  }
  call c;
  std::vector<corpus_line> lines;
  if (r.kind == answer::point2 || r.kind == answer::point3) {
    const std::string n = r.name;
    if (n.size() > 8 && n.compare(n.size() - 8, 8, "_rounded") == 0) {
      lines = corpus("round_ip", "round_ip", n.substr(0, 3));
    }
  }
  if (lines.empty()) lines = corpus(stem, stem);
  for (const corpus_line& l : lines) {
    if (l.answer != "error" && decode(r, l.numbers, fixed, c)) return c;
    c = call{};
  }
  std::vector<double> x;
  for (std::size_t i = 0; i < r.kinds.size(); ++i) {
    for (int k = 0; k < numbers_of(r.kinds[i]); ++k)
      x.push_back(static_cast<double>(3 * i + k * k));
  }
  EXPECT_TRUE(decode(r, x, fixed, c)) << r.name;
  return c;
}

TEST(CApiRegistry, NonFiniteInputIsNotFiniteEverywhere) {
  const double bad[] = {std::numeric_limits<double>::quiet_NaN(),
                        std::numeric_limits<double>::infinity(),
                        -std::numeric_limits<double>::infinity()};
  for (const row& r : rows()) {
    const call valid = valid_call(r);
    {
      call c = valid;
      ASSERT_EQ(r.run(c), EXACTPRED_OK) << r.name;
    }
    for (std::size_t i = 0; i < r.kinds.size(); ++i) {
      for (std::size_t k = 0; k < valid.args[i].size(); ++k) {
        for (double b : bad) {
          call c = valid;
          c.args[i][k] = b;
          c.all_points.clear();
          for (std::size_t j = 0; j < r.kinds.size(); ++j) {
            if (r.kinds[j] != arg::radius && r.kinds[j] != arg::polygon &&
                r.kinds[j] != arg::fill_rule && r.kinds[j] != arg::flag) {
              c.all_points.insert(c.all_points.end(), c.args[j].begin(), c.args[j].end());
            }
          }
          EXPECT_EQ(r.run(c), EXACTPRED_ERROR_NOT_FINITE)
              << r.name << ": argument " << i << ", number " << k << " = " << b;
          EXPECT_EQ(c.int_result, 77) << r.name;
          EXPECT_EQ(c.value_result, 77) << r.name;
          EXPECT_EQ(c.point_result[0], 77) << r.name;
          EXPECT_EQ(c.number_result, 77) << r.name;
          EXPECT_EQ(c.hull_size, 77u) << r.name;
        }
      }
    }
  }
}

TEST(CApiRegistry, NullPointersAreReported) {
  for (const row& r : rows()) {
    const call valid = valid_call(r);
    call probe = valid;
    ASSERT_EQ(r.run(probe), EXACTPRED_OK) << r.name;
    const int pointers = probe.pointer;
    ASSERT_GE(pointers, 1) << r.name;
    for (int k = 0; k < pointers; ++k) {
      call c = valid;
      c.null.assign(static_cast<std::size_t>(pointers), false);
      c.null[static_cast<std::size_t>(k)] = true;
      EXPECT_EQ(r.run(c), EXACTPRED_ERROR_NULL_POINTER) << r.name << ": pointer " << k;
      EXPECT_EQ(c.int_result, 77) << r.name;
      EXPECT_EQ(c.value_result, 77) << r.name;
    }
  }
}

TEST(CApiRegistry, ExactMayBeNullAndOutOfRangeFillRulesAreInvalid) {
  const double a[2] = {0, 0}, b[2] = {4, 0}, c[2] = {0, 4};
  double center[2] = {7, 7};
  EXPECT_EQ(exactpred_circumcenter_2d(a, b, c, center, nullptr), EXACTPRED_OK);
  EXPECT_EQ(center[0], 2);
  EXPECT_EQ(center[1], 2);
  const double square[8] = {0, 0, 1, 0, 1, 1, 0, 1}, p[2] = {0.5, 0.5};
  int where = 77;
  EXPECT_EQ(exactpred_point_in_polygon(p, square, 4, EXACTPRED_FILL_RULE_EVEN_ODD, &where),
            EXACTPRED_OK);
  EXPECT_EQ(where, EXACTPRED_POLYGON_LOCATION_INSIDE);
  where = 77;
  EXPECT_EQ(exactpred_point_in_polygon(p, square, 4, 2, &where), EXACTPRED_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(exactpred_point_in_polygon(p, square, 4, -1, &where), EXACTPRED_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(where, 77);
  // An empty polygon may be NULL; a non-empty one may not.
  long number = 77;
  int on = 77;
  EXPECT_EQ(exactpred_winding_number(p, nullptr, 0, &number, &on), EXACTPRED_OK);
  EXPECT_EQ(number, 0);
  EXPECT_EQ(on, 0);
  EXPECT_EQ(exactpred_winding_number(p, nullptr, 3, &number, &on), EXACTPRED_ERROR_NULL_POINTER);
  // A negative radius is outside the domain, not a non-finite input.
  const double o[3] = {0, 0, 0};
  int side = 77;
  EXPECT_EQ(exactpred_point_sphere(o, -1.0, o, &side), EXACTPRED_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(side, 77);
  EXPECT_STREQ(exactpred_status_message(EXACTPRED_ERROR_OUT_OF_MEMORY), "out of memory");
}

}  // namespace

namespace {

using batch_fn = int (*)(size_t, const double*, int*, size_t*);

// The core batches run the library's SIMD kernels in chunks of queries: across chunk
// boundaries they answer as the scalar functions do, and a failing query in any chunk stops
// the batch there (the answers before it written, none after).
TEST(CApiBatch, ChunkedKernelsAgreeWithScalarCallsAndStopAtTheFailingQuery) {
  // The scalar C function on one query's coordinates (the reference of the batch).
  using scalar_fn = int (*)(const double*, int*);
  struct {
    const char* name;
    batch_fn batch;
    scalar_fn scalar;
    std::size_t per_query;
  } const predicates[] = {
      {"orient2d", exactpred_orient2d_batch,
       [](const double* x, int* r) { return exactpred_orient2d(x, x + 2, x + 4, r); }, 6},
      {"orient3d", exactpred_orient3d_batch,
       [](const double* x, int* r) { return exactpred_orient3d(x, x + 3, x + 6, x + 9, r); }, 12},
      {"incircle", exactpred_incircle_batch,
       [](const double* x, int* r) { return exactpred_incircle(x, x + 2, x + 4, x + 6, r); }, 8},
      {"insphere", exactpred_insphere_batch,
       [](const double* x, int* r) {
         return exactpred_insphere(x, x + 3, x + 6, x + 9, x + 12, r);
       },
       15}};
  const std::size_t n = 1300;  // more than two chunks
  unsigned long long seed = 99;
  for (const auto& p : predicates) {
    std::vector<double> coords(n * p.per_query);
    for (std::size_t i = 0; i < coords.size(); ++i) {
      seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
      // Small integers (many exact zeros) in the first half, then full-precision doubles.
      coords[i] = i < coords.size() / 2
                      ? static_cast<double>(static_cast<int>((seed >> 33) % 5) - 2)
                      : std::ldexp(static_cast<double>(seed >> 11), -53) - 0.5;
    }
    std::vector<int> expected(n);
    for (std::size_t i = 0; i < n; ++i) {
      ASSERT_EQ(p.scalar(coords.data() + i * p.per_query, &expected[i]), EXACTPRED_OK);
    }
    std::vector<int> results(n, 5);
    size_t first = 99;
    ASSERT_EQ(p.batch(n, coords.data(), results.data(), &first), EXACTPRED_OK) << p.name;
    EXPECT_EQ(first, n);
    EXPECT_EQ(results, expected) << p.name;
    for (std::size_t q : {std::size_t{0}, std::size_t{511}, std::size_t{512}, std::size_t{513},
                          std::size_t{1023}, std::size_t{1024}, n - 1}) {
      const double saved = coords[q * p.per_query + 1];
      coords[q * p.per_query + 1] = std::numeric_limits<double>::quiet_NaN();
      std::fill(results.begin(), results.end(), 5);
      first = 99;
      EXPECT_EQ(p.batch(n, coords.data(), results.data(), &first), EXACTPRED_ERROR_NOT_FINITE);
      coords[q * p.per_query + 1] = saved;
      EXPECT_EQ(first, q) << p.name;
      for (std::size_t i = 0; i < n; ++i) {
        ASSERT_EQ(results[i], i < q ? expected[i] : 5)
            << p.name << ": query " << i << ", NaN in " << q;
      }
    }
  }
}

}  // namespace
