// SPDX-License-Identifier: MIT
// oracle/query.hpp — the query language of the exactpred-oracle command (SPEC section 3):
// the table of predicates with their argument layouts, number parsing, and the evaluation of
// one query line by exactpred or by a reference implementation. No CGAL in this header.
#ifndef EXACTPRED_ORACLE_QUERY_HPP
#define EXACTPRED_ORACLE_QUERY_HPP

#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "exactpred/constructions.hpp"
#include "exactpred/planar.hpp"
#include "exactpred/sign.hpp"

namespace exactpred::query {

/// Evaluates a predicate on its flattened arguments and returns the answer as printed
/// (a sign "-1"/"0"/"1", a classification word, or an integer). Throws
/// exactpred::invalid_input for arguments outside the predicate's domain.
using evaluator = std::string (*)(const double* args, std::size_t count);

struct predicate_info {
  const char* name;
  const char* layout;  // argument names, as --list prints them
  int prefix;          // fixed arguments before the optional vertex list
  int stride;          // 0: fixed arity `prefix`; else a count n follows, then n * stride numbers
  evaluator ours;      // exactpred's answer
  /// Optional: checks an argument list of another shape (e.g. two counted vertex lists);
  /// when set, prefix and stride are ignored.
  bool (*check)(const std::vector<double>& args, std::string& why) = nullptr;
};

/// The queries of the registry's rows (oracle/query_registry.cpp, generated from
/// interfaces/predicates.py by scripts/generate-interfaces), in --list order.
void append_registry_predicates(std::vector<predicate_info>& table);

// How the evaluators print answers and read counted vertex lists (query.cpp).

/// "-1", "0", "1".
std::string sign_text(sign s);

/// A double as the value queries print it: the shortest decimal that reads back as the same
/// double, sign of zero included; `inf` or `-inf`.
std::string double_text(double v);

/// A constructed point as the constructions print it: its n coordinates (double_text), then
/// `exact` or `rounded`.
std::string rounded_point_text(const double* v, int n, bool exact);
std::string rounded_point_text(const rounded_point2& p);
std::string rounded_point_text(const rounded_point3& p);

/// The winding number, or "on_boundary".
std::string winding_text(const winding_result& w);

/// The positions, separated by spaces.
std::string indices_text(const std::vector<std::size_t>& v);

/// The counted vertex list starting at x[at]: x[at] = n, then n points.
std::vector<point2> vertices(const double* x, std::size_t at);

/// Checks two counted vertex lists, n x1 y1 ... xn yn m u1 v1 ... um vm, for `name`.
bool check_two_counted_lists(const char* name, const std::vector<double>& args, std::string& why);

/// The oracle's variants of a library function (one of its options under a name of their own,
/// as point_in_polygon_even_odd) report input errors under the name the query used.
template <class F>
std::string named(const char* function, const char* variant, F&& f) {
  try {
    return f();
  } catch (const invalid_input& e) {
    const std::string_view what = e.what();
    const std::size_t n = std::strlen(function);
    if (what.size() > n && what.compare(0, n, function) == 0 && what[n] == ':') {
      throw invalid_input(variant + std::string(what.substr(n)), e.why());
    }
    throw;
  }
}

/// Every predicate the command knows, in --list order.
const std::vector<predicate_info>& predicates();

/// The predicate called `name`, or nullptr.
const predicate_info* find_predicate(std::string_view name);

/// Checks the argument count of a query (the vertex count included); on failure returns
/// false and says why in `why`.
bool check_arity(const predicate_info& p, const std::vector<double>& args, std::string& why);

/// Parses one argument in any strtod form (decimal, C99 hex float). Returns false and says
/// why for anything else, for trailing garbage, and for non-finite values (the reason quotes
/// the token as quoted_token does).
bool parse_number(std::string_view token, double& value, std::string& why);

/// The longest part of an input token that error messages echo, in bytes.
inline constexpr std::size_t echoed_token_bytes = 40;

/// `text` as messages echo input: control characters but tabs (NUL, CR, ...) as \xNN, and when it
/// is longer than `max_bytes`, its first max_bytes bytes (fewer so as not to cut a UTF-8 character)
/// followed by "...".
std::string printable(std::string_view text, std::size_t max_bytes);

/// `token` as error messages echo it: printable(token, echoed_token_bytes) in single quotes.
std::string quoted_token(std::string_view token);

/// The name the layout of `p` gives argument `index` (0-based): "cy", "r", "n", "x3", "u1".
/// `args` holds the arguments before it (a vertex count decides what follows it); empty when
/// the layout does not name it.
std::string argument_name(const predicate_info& p, std::size_t index, const double* args);

/// Where a reference implementation answers a predicate (nullptr when it has none).
using reference_table = evaluator (*)(std::string_view name);

/// Whose sign conventions the core predicates' answers are printed in (`--convention`).
/// exactpred's are CGAL's. Checked against each library on the configurations of
/// tests/test_query_parse.cpp (Conventions):
///   shewchuk            predicates.c: orient3d and insphere are the negatives of ours
///   robust_predicates   the npm package (3.0.3): orient2d and orient3d are the negatives
///   geogram             PCK: orient_2d, orient_3d and in_sphere_3d_SOS equal ours;
///                       in_circle_2d_SOS does not depend on the orientation of a, b, c (it is
///                       ours times orient2d(a, b, c): undefined for collinear a, b, c)
/// geogram's in_*_SOS predicates never answer 0 (symbolic perturbation): where the exact
/// answer is 0 the oracle still prints 0. Every other predicate prints its own answers.
enum class convention { exactpred, shewchuk, robust_predicates, geogram };

/// The convention called `name` ("cgal" and "exactpred" are the same), or false.
bool parse_convention(std::string_view name, convention& c);

/// The outcome of one input line.
struct line_result {
  enum kind { skipped, answered, error } status;
  std::string text;  // the answer, or the reason (without the "error: " prefix)
};

/// Evaluates one line: blank and '#' lines are skipped; otherwise the answer by exactpred, or
/// by `reference` when it is given, or an error. Parsing stops at the first bad argument and
/// as soon as the line holds more arguments than the predicate takes (the rest is only
/// counted), so the memory used is bounded by the predicate's arity or, for vertex lists, by
/// the line's length; the error names the predicate queried and the argument as its layout
/// (--list) names it, and echoes input tokens through quoted_token.
/// Core answers are printed in convention `c` (see below).
/// The queries on implicit points (SPEC section 9, query_implicit.cpp): whether `name` is one
/// ("orient2d_ip", ...), the evaluation of the rest of its line (tagged point groups), and
/// their names with a sketch of their points for --list.
bool is_implicit_query(std::string_view name);
line_result evaluate_implicit_line(std::string_view name, std::string_view rest,
                                   reference_table reference);
std::vector<std::pair<std::string, std::string>> implicit_query_layouts();

line_result evaluate_line(std::string_view line, reference_table reference = nullptr,
                          convention c = convention::exactpred);

}  // namespace exactpred::query

#endif  // EXACTPRED_ORACLE_QUERY_HPP
