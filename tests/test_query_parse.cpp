// SPDX-License-Identifier: MIT
// The oracle's number parser (oracle/query.cpp) against strtod, bit for bit, on hex floats of
// every kind (the exact fast path and the forms it leaves to from_chars or strtod) and on
// decimals.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

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

}  // namespace
