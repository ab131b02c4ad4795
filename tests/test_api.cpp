// SPDX-License-Identifier: MIT
// The public surface: point adapters, float input, non-finite input, signs, the version, and
// how the environment variable EXACTPRED_BATCH_ISA was read.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <string_view>

#include "exactpred/exactpred.h"
#include "exactpred/exactpred.hpp"
#include "support/user_points.hpp"

namespace {

using exactpred::sign;

struct my_point {
  double x, y;
};
struct my_point3f {
  float x, y, z;
};
using accessor_point = exactpred::testing::accessor_point2;

TEST(Api, PointAdaptersAgree) {
  EXPECT_EQ(exactpred::orient2d(my_point{0, 0}, my_point{1, 0}, my_point{0, 1}), sign::positive);
  using A = std::array<double, 2>;
  EXPECT_EQ(exactpred::orient2d(A{0, 0}, A{1, 0}, A{0, 1}), sign::positive);
  const double a[2] = {0, 0}, b[2] = {0, 1}, c[2] = {1, 0};
  EXPECT_EQ(exactpred::orient2d(a, b, c), sign::negative);
  EXPECT_EQ(exactpred::orient2d(accessor_point(0, 0), accessor_point(1, 1), accessor_point(2, 2)),
            sign::zero);
  EXPECT_EQ(exactpred::orient3d(my_point3f{0, 0, 0}, my_point3f{1, 0, 0}, my_point3f{0, 1, 0},
                                my_point3f{0, 0, -1}),
            sign::negative);
}

TEST(Api, FloatInputIsExact) {
  // 0.1f is not 0.1: the float points (0,0), (0.1f, 0.1f), (0.3f, 0.3f) are exactly collinear,
  // and so are their double images.
  const exactpred::point2f p{0.0f, 0.0f}, q{0.1f, 0.1f}, r{0.3f, 0.3f};
  EXPECT_EQ(exactpred::orient2d(p, q, r), sign::zero);
  const exactpred::point2f s{0.3f, std::nextafter(0.3f, 1.0f)};
  EXPECT_EQ(exactpred::orient2d(p, q, s), sign::positive);
}

TEST(Api, NonFiniteInputThrowsNamingTheArgument) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  using exactpred::point2;
  using exactpred::point3;
  try {
    (void)exactpred::orient2d(point2{0, 0}, {nan, 0}, {1, 1});
    FAIL() << "no exception";
  } catch (const exactpred::invalid_input& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("orient2d"), std::string::npos) << what;
    EXPECT_NE(what.find("point b"), std::string::npos) << what;
    EXPECT_NE(what.find("NaN"), std::string::npos) << what;
  }
  EXPECT_THROW((void)exactpred::orient3d(point3{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, -inf}),
               exactpred::invalid_input);
  EXPECT_THROW((void)exactpred::incircle(point2{inf, 0}, {1, 0}, {0, 1}, {0, 0}),
               exactpred::invalid_input);
  EXPECT_THROW(
      (void)exactpred::insphere(point3{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {nan, nan, nan}),
      exactpred::invalid_input);
  // invalid_input is a std::domain_error.
  EXPECT_THROW((void)exactpred::orient2d(point2{inf, inf}, {inf, inf}, {inf, inf}),
               std::domain_error);
  // Beside a subnormal and a huge coordinate, exponents too far apart for one rescaling (the
  // slow path then skips the exponent range): still an error, naming the argument.
  const double tiny = 0x1p-1070, huge = 0x1p1000;
  for (const double bad : {nan, inf, -inf}) {
    EXPECT_THROW((void)exactpred::orient2d(point2{tiny, huge}, {bad, tiny}, {1, tiny}),
                 exactpred::invalid_input);
    EXPECT_THROW(
        (void)exactpred::orient3d(point3{tiny, huge, 0}, {1, tiny, 0}, {0, 1, tiny}, {0, 0, bad}),
        exactpred::invalid_input);
    EXPECT_THROW((void)exactpred::incircle(point2{tiny, huge}, {1, tiny}, {0, 1}, {bad, 0}),
                 exactpred::invalid_input);
    EXPECT_THROW((void)exactpred::insphere(point3{tiny, huge, 0}, {1, tiny, 0}, {0, 1, tiny},
                                           {0, 0, 1}, {bad, 0, 0}),
                 exactpred::invalid_input);
  }
}

TEST(Api, SignHelpers) {
  EXPECT_EQ(exactpred::to_int(sign::negative), -1);
  EXPECT_EQ(sign::negative * sign::negative, sign::positive);
  EXPECT_EQ(-sign::positive, sign::negative);
  EXPECT_EQ(exactpred::sign_of(-0.0), sign::zero);
}

TEST(Api, SignedZerosAreZero) {
  using exactpred::point2;
  EXPECT_EQ(exactpred::orient2d(point2{-0.0, 0.0}, {0.0, -0.0}, {-0.0, -0.0}), sign::zero);
  EXPECT_EQ(exactpred::orient2d(point2{-0.0, 0.0}, {1.0, -0.0}, {-0.0, 1.0}), sign::positive);
}

// The version is written once (exactpred/version.hpp): the macros, the C++ string, the C
// interface's exactpred_version() and CMake's PROJECT_VERSION (read from the header) agree.
static_assert(EXACTPRED_VERSION == EXACTPRED_VERSION_MAJOR * 10000 + EXACTPRED_VERSION_MINOR * 100 +
                                       EXACTPRED_VERSION_PATCH,
              "EXACTPRED_VERSION is MAJOR * 10000 + MINOR * 100 + PATCH");
#if EXACTPRED_VERSION >= 200  // usable in #if
constexpr int version_seen_by_preprocessor = EXACTPRED_VERSION;
#else
constexpr int version_seen_by_preprocessor = -1;
#endif

// Each enumeration's words in its enumerators' order (detail::word_of), and "invalid" for a
// value outside the enumeration, whatever the underlying type's sign.
TEST(Api, ClassificationWords) {
  using exactpred::to_string;
  EXPECT_STREQ(to_string(exactpred::batch_isa::scalar), "scalar");
  EXPECT_STREQ(to_string(exactpred::batch_isa::sse2), "sse2");
  EXPECT_STREQ(to_string(exactpred::batch_isa::avx512), "avx512");
  EXPECT_STREQ(to_string(exactpred::segment_relation::disjoint), "disjoint");
  EXPECT_STREQ(to_string(exactpred::box_box_relation::overlapping), "overlapping");
  EXPECT_STREQ(to_string(exactpred::segment_pair_feature::interior_interior), "interior_interior");
  EXPECT_STREQ(exactpred::nothrow::to_string(exactpred::nothrow::error_kind::internal), "internal");
  EXPECT_STREQ(to_string(static_cast<exactpred::batch_isa>(4)), "invalid");
  EXPECT_STREQ(to_string(static_cast<exactpred::segment_relation>(4)), "invalid");
  EXPECT_STREQ(to_string(static_cast<exactpred::segment_relation>(-1)), "invalid");
  EXPECT_STREQ(to_string(static_cast<exactpred::ball_side>(3)), "invalid");
  static_assert(std::string_view(exactpred::to_string(exactpred::polygon_location::on_boundary)) ==
                "on_boundary");  // usable at compile time
}

TEST(Api, VersionIsOneNumberEverywhere) {
  EXPECT_EQ(EXACTPRED_VERSION_MAJOR, 0);
  EXPECT_EQ(EXACTPRED_VERSION_MINOR, 2);
  EXPECT_EQ(EXACTPRED_VERSION_PATCH, 0);
  EXPECT_EQ(EXACTPRED_VERSION, 200);
  EXPECT_EQ(version_seen_by_preprocessor, 200);
  const std::string parts = std::to_string(EXACTPRED_VERSION_MAJOR) + "." +
                            std::to_string(EXACTPRED_VERSION_MINOR) + "." +
                            std::to_string(EXACTPRED_VERSION_PATCH);
  EXPECT_EQ(parts, "0.2.0");
  EXPECT_EQ(std::string(EXACTPRED_VERSION_STRING), "0.2.0");
  EXPECT_EQ(std::string(exactpred::version_string), "0.2.0");
  ASSERT_NE(exactpred_version(), nullptr);
  EXPECT_EQ(std::string(exactpred_version()), "0.2.0");
  EXPECT_EQ(std::string(EXACTPRED_PROJECT_VERSION), "0.2.0");
}

// batch_isa_from_environment reports what EXACTPRED_BATCH_ISA holds, whatever it is: CTest
// runs this test also with the variable set to a bogus value and to an instruction set that
// the CPU may lack (tests/CMakeLists.txt).
TEST(Api, BatchIsaFromEnvironment) {
  using exactpred::batch_isa;
  using exactpred::batch_isa_environment;
  const char* env = std::getenv("EXACTPRED_BATCH_ISA");
  const batch_isa_environment got = exactpred::batch_isa_from_environment();
  const batch_isa in_use = exactpred::batch_isa_in_use();
  EXPECT_TRUE(exactpred::batch_isa_supported(in_use));
  if (env == nullptr || *env == '\0') {
    EXPECT_EQ(got.status, batch_isa_environment::unset);
    return;
  }
  for (const batch_isa isa :
       {batch_isa::scalar, batch_isa::sse2, batch_isa::avx2, batch_isa::avx512}) {
    if (std::strcmp(env, exactpred::to_string(isa)) != 0) continue;
    EXPECT_EQ(got.isa, isa);
    if (exactpred::batch_isa_supported(isa)) {
      EXPECT_EQ(got.status, batch_isa_environment::applied);
      EXPECT_EQ(in_use, isa);
    } else {
      EXPECT_EQ(got.status, batch_isa_environment::unsupported) << env;
    }
    return;
  }
  EXPECT_EQ(got.status, batch_isa_environment::unknown) << env;
  // Asking again gives the same answer (the variable is read once).
  EXPECT_EQ(exactpred::batch_isa_from_environment().status, batch_isa_environment::unknown);
}

}  // namespace
