// SPDX-License-Identifier: MIT
// The oracle's number parser (oracle/query.cpp) against strtod, bit for bit, on hex floats of
// every kind (the exact fast path and the forms it leaves to from_chars or strtod) and on
// decimals; and the error messages of the query language: every predicate it lists names
// itself and the argument as its layout names it, whether the oracle or the library rejects
// the argument.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "exactpred/sign.hpp"
#include "query.hpp"

namespace {

std::uint64_t bits_of(double v) {
  std::uint64_t b;
  std::memcpy(&b, &v, sizeof b);
  return b;
}

// parse_number must accept exactly what strtod parses completely to a finite value, with the
// same bits.
void expect_like_strtod(const std::string& token) {
  char* end = nullptr;
  const double expected = std::strtod(token.c_str(), &end);
  const bool strtod_ok = end == token.c_str() + token.size() && std::isfinite(expected);
  double got = 0;
  std::string why;
  const bool ok = exactpred::query::parse_number(token, got, why);
  ASSERT_EQ(ok, strtod_ok) << token << ": " << why;
  if (ok) {
    ASSERT_EQ(bits_of(got), bits_of(expected))
        << token << ": got " << got << ", strtod " << expected;
  }
}

TEST(QueryParse, HexFloatsOfEveryBitPattern) {
  std::mt19937_64 rng(5);
  char buf[64];
  for (int i = 0; i < 200000; ++i) {
    std::uint64_t b = rng();
    if (i % 4 == 0) b &= ~(std::uint64_t{0x7ff} << 52);              // subnormals and zeros
    if (i % 8 == 1) b &= ~((std::uint64_t{1} << (rng() % 53)) - 1);  // short significands
    double v;
    std::memcpy(&v, &b, sizeof v);
    if (!std::isfinite(v)) continue;
    std::snprintf(buf, sizeof buf, i % 3 == 0 ? "%A" : "%a", v);
    expect_like_strtod(buf);
  }
}

TEST(QueryParse, HexFormsLeftToTheGeneralParser) {
  for (const char* t : {"0x1p0",
                        "0x1P+3",
                        "0X1.8p-1",
                        "0x.8p1",
                        "0x1.p3",
                        "0x0p+0",
                        "-0x0p+0",
                        "0x000000001p0",
                        "0x1.000000000000000000p0",
                        "0x0.0000000000001p-1022",
                        "0x0.00000000000008p-1022",
                        "0x1p-1074",
                        "0x1p-1075",
                        "0x1.8p-1075",
                        "0x1p-1080",
                        "0x1.fffffffffffffp1023",
                        "0x1.fffffffffffff8p1023",
                        "0x1p1024",
                        "0x2p1023",
                        "0x1.00000000000008p0",
                        "0x1.00000000000018p0",
                        "0x1.000000000000081p0",
                        "0x123456789abcdef0p0",
                        "0x123456789abcdef01234p-80",
                        "0x1p99999999",
                        "0x1p-99999999",
                        "0x1",
                        "0x1p",
                        "0x1p+",
                        "0xp1",
                        "0x",
                        "0x1.8p1x",
                        "0x1.8 p1",
                        "-0x1.8p1",
                        "0x-1p0",
                        "0x+1p0",
                        "+0x1p0",
                        "0x1e0p1",
                        "0xABCp-4",
                        "0xabcp-4"}) {
    expect_like_strtod(t);
  }
}

TEST(QueryParse, Decimals) {
  std::mt19937_64 rng(6);
  char buf[64];
  for (int i = 0; i < 50000; ++i) {
    const std::uint64_t b = rng();
    double v;
    std::memcpy(&v, &b, sizeof v);
    if (!std::isfinite(v)) continue;
    std::snprintf(buf, sizeof buf, "%.17g", v);
    expect_like_strtod(buf);
  }
  for (const char* t : {"0", "-0", "1e-400", "1e400", "+1", "1.5e", ".5", "5.", "inf", "nan"}) {
    expect_like_strtod(t);
  }
  double v = 0;
  std::string why;
  EXPECT_FALSE(exactpred::query::parse_number("", v, why));
}

// ---- error messages ------------------------------------------------------------------------

using exactpred::query::line_result;
using exactpred::query::predicate_info;

// A valid argument list for p, and which of its arguments are vertex counts: the fixed
// arguments, then three vertices in each vertex list.
std::vector<double> sample_args(const predicate_info& p, std::vector<bool>& is_count) {
  std::vector<double> args;
  const auto add_triangle = [&](double scale) {
    is_count.push_back(true);
    args.push_back(3);
    for (const double v : {0.0, 0.0, 4.0, 0.0, 0.0, 4.0}) {
      is_count.push_back(false);
      args.push_back(v * scale);
    }
  };
  const int fixed = p.check != nullptr ? 0 : p.prefix;
  for (int i = 0; i < fixed; ++i) {
    is_count.push_back(false);
    // Increasing, but not along a line: no zero vector, no empty box, no negative radius.
    args.push_back(0.05 + 0.1 * i + 0.01 * (i % 5) * (i % 5));
  }
  if (std::string(p.name).rfind("coplanar_", 0) == 0) {
    // The coplanar predicates require coplanar points: all in the plane z = 0.25.
    for (int i = 2; i < fixed; i += 3) args[static_cast<std::size_t>(i)] = 0.25;
  }
  if (p.check != nullptr) {  // two vertex lists
    add_triangle(1);
    add_triangle(2);
  } else if (p.stride != 0) {
    add_triangle(1);
  }
  return args;
}

std::string join(const std::vector<double>& args) {
  std::string s;
  char buf[64];
  for (const double v : args) {
    std::snprintf(buf, sizeof buf, " %.17g", v);
    s += buf;
  }
  return s;
}

// Whether a message of the library names the argument the layout calls `word`: "(r)", or
// "coordinate y of point c" / "coordinate y of c" for "cy" and "p1y" (also "argument 6 of 6
// (coordinate y of point c)"), "coordinate x of vertex 3"
// (or "point 3", or "vertex 3 of the first polygon") for "x3", "coordinate x of vertex 3 of
// the second polygon" for "u3".
bool names_argument(const std::string& what, const std::string& word) {
  if (what.find("(" + word + ")") != std::string::npos) return true;
  const char last = word.back();
  if (last == 'x' || last == 'y' || last == 'z') {
    const std::string point = word.substr(0, word.size() - 1);
    const std::string of = std::string("coordinate ") + last + " of ";
    return what.find(of + "point " + point + " is") != std::string::npos ||
           what.find(of + "point " + point + ") is") != std::string::npos ||
           what.find(of + point + " is") != std::string::npos;
  }
  const std::size_t digits = word.find_first_of("0123456789");
  if (digits == 1) {
    const std::string k = word.substr(1);
    switch (word[0]) {
      case 'x':
      case 'y':
        return what.find(std::string("coordinate ") + word[0] + " of vertex " + k + " is") !=
                   std::string::npos ||
               what.find(std::string("coordinate ") + word[0] + " of vertex " + k +
                         " of the first polygon is") != std::string::npos ||
               what.find(std::string("coordinate ") + word[0] + " of point " + k + " is") !=
                   std::string::npos;
      case 'u':
      case 'v':
        return what.find(std::string("coordinate ") + (word[0] == 'u' ? 'x' : 'y') + " of vertex " +
                         k + " of the second polygon is") != std::string::npos;
    }
  }
  return false;
}

// The library's own check: a NaN or an infinity in every argument of every predicate the
// oracle lists, passed straight to its evaluator (the oracle's parser would reject it first).
TEST(QueryErrors, TheLibraryNamesThePredicateAndTheArgument) {
  for (const predicate_info& p : exactpred::query::predicates()) {
    std::vector<bool> is_count;
    const std::vector<double> args = sample_args(p, is_count);
    std::string why;
    ASSERT_TRUE(exactpred::query::check_arity(p, args, why)) << p.name << ": " << why;
    for (std::size_t k = 0; k < args.size(); ++k) {
      if (is_count[k]) continue;
      const std::string word = exactpred::query::argument_name(p, k, args.data());
      ASSERT_FALSE(word.empty()) << p.name << " argument " << k + 1;
      for (const double bad :
           {std::numeric_limits<double>::quiet_NaN(), -std::numeric_limits<double>::infinity()}) {
        std::vector<double> x = args;
        x[k] = bad;
        try {
          const std::string answer = p.ours(x.data(), x.size());
          ADD_FAILURE() << p.name << " " << word << " = " << bad << ": answered " << answer;
        } catch (const exactpred::invalid_input& e) {
          const std::string what = e.what();
          EXPECT_EQ(what.rfind(std::string(p.name) + ": ", 0), 0u) << what;
          EXPECT_TRUE(names_argument(what, word)) << word << ": " << what;
          EXPECT_NE(what.find(std::isnan(bad) ? " is NaN" : " is -infinity"), std::string::npos)
              << what;
        }
      }
    }
  }
}

// The oracle's check, through a query line: 'nan' in every argument of every predicate.
TEST(QueryErrors, TheOracleNamesThePredicateAndTheArgument) {
  for (const predicate_info& p : exactpred::query::predicates()) {
    std::vector<bool> is_count;
    const std::vector<double> args = sample_args(p, is_count);
    const line_result good = exactpred::query::evaluate_line(p.name + join(args));
    ASSERT_EQ(good.status, line_result::answered) << p.name << ": " << good.text;
    for (std::size_t k = 0; k < args.size(); ++k) {
      if (is_count[k]) continue;
      std::vector<double> before(args.begin(), args.begin() + static_cast<std::ptrdiff_t>(k));
      std::vector<double> after(args.begin() + static_cast<std::ptrdiff_t>(k) + 1, args.end());
      const std::string line = p.name + join(before) + " nan" + join(after);
      const line_result r = exactpred::query::evaluate_line(line);
      ASSERT_EQ(r.status, line_result::error) << line;
      const std::string word = exactpred::query::argument_name(p, k, args.data());
      EXPECT_EQ(r.text, std::string(p.name) + ": argument " + std::to_string(k + 1) + " (" + word +
                            ") 'nan' is not finite");
    }
  }
  // The layouts' names, vertex lists included.
  const auto name = [](const char* predicate, std::size_t k, std::vector<double> args) {
    return exactpred::query::argument_name(*exactpred::query::find_predicate(predicate), k,
                                           args.data());
  };
  EXPECT_EQ(name("orient2d", 5, {}), "cy");
  EXPECT_EQ(name("sphere_sphere", 7, {}), "r2");
  EXPECT_EQ(name("winding_number", 2, {0, 0}), "n");
  EXPECT_EQ(name("winding_number", 6, {0, 0, 3, 0, 0, 1}), "y2");
  EXPECT_EQ(name("convex_polygons_intersect", 3, {1, 0, 0}), "m");
  EXPECT_EQ(name("convex_polygons_intersect", 6, {1, 0, 0, 2, 1, 1}), "u2");
}

TEST(QueryErrors, ArityErrorsStopParsing) {
  using exactpred::query::evaluate_line;
  // Extra arguments are counted, not parsed.
  std::string line = "orient2d 0 0 1 0 0 1";
  for (int i = 0; i < 1000; ++i) line += " junk";
  EXPECT_EQ(evaluate_line(line).text, "orient2d takes 6 numbers (ax ay bx by cx cy), got 1006");
  // A line and its error.
  const std::pair<const char*, const char*> errors[] = {
      {"orient2d 0 0 1 0 0", "orient2d takes 6 numbers (ax ay bx by cx cy), got 5"},
      {"convex_hull 2 0 0 1 1 x y", "convex_hull: vertex count 2 needs 5 numbers in all, got 7"},
      {"convex_polygons_intersect 1 0 0 1 0 0 0",
       "convex_polygons_intersect: vertex counts 1 and 1 need 6 numbers in all, got 7"},
      {"convex_hull -1 0 0", "convex_hull: the vertex count must be a non-negative integer"},
      {"convex_hull 1e300 0 0", "convex_hull: the vertex count must be a non-negative integer"},
      {"point_in_polygon 0 0 1.5 0 0",
       "point_in_polygon: the vertex count must be a non-negative integer"},
  };
  for (const auto& [text, error] : errors) EXPECT_EQ(evaluate_line(text).text, error) << text;
}

TEST(QueryErrors, EchoedTokensAreShortAndPrintable) {
  using exactpred::query::quoted_token;
  EXPECT_EQ(quoted_token("abc"), "'abc'");
  EXPECT_EQ(quoted_token(std::string("a\0b\r\x7f", 5)), "'a\\x00b\\x0d\\x7f'");
  const std::string long_token(1000, '7');
  EXPECT_EQ(quoted_token(long_token), "'" + long_token.substr(0, 40) + "...'");
  // A UTF-8 character is not cut in two.
  const std::string accents = std::string(39, 'a') + "\xc3\xa9\xc3\xa9";
  EXPECT_EQ(quoted_token(accents), "'" + std::string(39, 'a') + "...'");
  const line_result r = exactpred::query::evaluate_line("orient2d 0 0 1 0 0 " + long_token + "x");
  EXPECT_EQ(r.text,
            "orient2d: argument 6 (cy) '" + long_token.substr(0, 40) + "...' is not a number");
  EXPECT_EQ(exactpred::query::evaluate_line(std::string("frob\0x 1", 8)).text,
            "unknown predicate 'frob\\x00x'");
  EXPECT_EQ(exactpred::query::evaluate_line("x" + long_token).text,
            "unknown predicate 'x" + long_token.substr(0, 39) + "...'");
}

}  // namespace

// --convention: the signs each library's functions give on the configurations they were
// checked on (ccw unit triangle, identity tetrahedron, a point inside the circle / sphere;
// robust-predicates 3.0.3, Shewchuk's predicates.c, geogram's Predicates_psm): orient2d
// (0,0),(1,0),(0,1): shewchuk +1, robust-predicates -1, geogram +1; orient3d of the identity
// tetrahedron: -1, -1, +1; incircle inside (ccw): +1, +1, +1 and with a, b, c clockwise:
// -1, -1, +1 (geogram's does not depend on the orientation); insphere inside: -1, +1, +1.
TEST(Conventions, CoreSignsAsEachLibraryGivesThem) {
  using exactpred::query::convention;
  using exactpred::query::evaluate_line;
  const auto in = [](const char* line, convention c) {
    return evaluate_line(line, nullptr, c).text;
  };
  const char* o2 = "orient2d 0 0 1 0 0 1";
  const char* o3 = "orient3d 0 0 0 1 0 0 0 1 0 0 0 1";
  const char* ic = "incircle 0 0 1 0 0 1 0.25 0.25";
  const char* ic_cw = "incircle 0 0 0 1 1 0 0.25 0.25";
  const char* is = "insphere 0 0 0 1 0 0 0 1 0 0 0 1 0.25 0.25 0.25";
  const struct {
    convention c;
    const char* o2;
    const char* o3;
    const char* ic;
    const char* ic_cw;
    const char* is;
  } expected[] = {
      {convention::exactpred, "1", "1", "1", "-1", "1"},
      {convention::shewchuk, "1", "-1", "1", "-1", "-1"},
      {convention::robust_predicates, "-1", "-1", "1", "-1", "1"},
      {convention::geogram, "1", "1", "1", "1", "1"},
  };
  for (const auto& e : expected) {
    EXPECT_EQ(in(o2, e.c), e.o2);
    EXPECT_EQ(in(o3, e.c), e.o3);
    EXPECT_EQ(in(ic, e.c), e.ic);
    EXPECT_EQ(in(ic_cw, e.c), e.ic_cw);
    EXPECT_EQ(in(is, e.c), e.is);
    // Zero stays zero; other predicates keep their own answers.
    EXPECT_EQ(in("orient2d 0 0 1 1 2 2", e.c), "0");
    EXPECT_EQ(in("segment_intersect_2d 0 0 2 2 0 2 2 0", e.c), "crossing");
  }
  // geogram's in_circle_2d_SOS has no counterpart when a, b, c are collinear.
  EXPECT_EQ(evaluate_line("incircle 0 0 1 0 2 0 0 1", nullptr, convention::geogram).status,
            exactpred::query::line_result::error);
  convention c;
  EXPECT_TRUE(exactpred::query::parse_convention("cgal", c));
  EXPECT_TRUE(c == convention::exactpred);
  EXPECT_TRUE(exactpred::query::parse_convention("robust-predicates", c));
  EXPECT_TRUE(c == convention::robust_predicates);
  EXPECT_FALSE(exactpred::query::parse_convention("bogus", c));
}
