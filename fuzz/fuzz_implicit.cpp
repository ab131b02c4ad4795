// SPDX-License-Identifier: MIT
// fuzz/fuzz_implicit.cpp — libFuzzer harness for the predicates on implicit points (SPEC
// section 9): every _ip query, every kind mix; and round_ip (section 11), the point's
// coordinates correctly rounded, of every kind. The first byte picks the query, the next bytes
// the kind of each point, and the defining points come from the point decoder
// (decoders.hpp), which copies earlier points exactly, puts points on lines and planes
// through earlier ones, steps them by a few ulps and scales them by 2^k: so intersections lie
// on their own lines and planes, several lines and planes share a point, constructions land on
// known points, and some are undefined (parallel lines, a degenerate plane). About 1 query in
// 64 gets a NaN or infinite coordinate, which exactpred must reject. The query runs as an
// oracle line, through exactpred and through the CGAL reference (oracle/cgal_implicit.cpp);
// both must answer the same, or both reject it.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <string>

#include "cgal_reference.hpp"
#include "decoders.hpp"
#include "exactpred/detail/implicit_formulas.hpp"
#include "harness.hpp"
#include "query.hpp"
#include "support/query_text.hpp"

namespace {

namespace detail = exactpred::detail;
using exactpred::query::line_result;

struct ip_target {
  const char* name;
  int points;
  int dim;
};

const ip_target targets[] = {
    {"orient2d_ip", 3, 2},    {"incircle_ip", 4, 2},    {"compare_x_ip", 2, 2},
    {"compare_y_ip", 2, 2},   {"orient3d_ip", 4, 3},    {"orient2d_xy_ip", 3, 3},
    {"orient2d_yz_ip", 3, 3}, {"orient2d_zx_ip", 3, 3}, {"compare_x_ip", 2, 3},
    {"compare_y_ip", 2, 3},   {"compare_z_ip", 2, 3},   {"round_ip", 1, 2},
    {"round_ip", 1, 3},
};
constexpr std::size_t target_count = sizeof targets / sizeof targets[0];

std::string show(const line_result& r) {
  return r.status == line_result::error ? "error: " + r.text : r.text;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  std::string names;
  for (const ip_target& t : targets) names += std::string(" ") + t.name;
  std::fprintf(stderr, "exactpred-fuzz: fuzz_implicit covers %zu predicates:%s\n", target_count,
               names.c_str());
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const ip_target& t = targets[data[0] % target_count];
  exactpred::fuzzing::byte_source src(data + 1, size - 1);
  int kinds[4];
  for (int i = 0; i < t.points; ++i) {
    const int choice = static_cast<int>(src.below(t.dim == 2 ? 2 : 3));
    kinds[i] = (t.dim == 2 ? detail::ip_p2 : detail::ip_p3) + choice;
  }
  // One NaN or infinity in about 1 query in 64, at a position chosen from the bytes.
  const bool poison = src.below(64) == 0;
  const int poison_at = static_cast<int>(src.below(27));
  exactpred::fuzzing::point_decoder dec(src, t.dim);
  std::string line = t.name;
  int at = 0;
  for (int i = 0; i < t.points; ++i) {
    line += ' ';
    line += detail::ip_kind_name(kinds[i]);
    for (int j = 0; j < detail::ip_kind_arity(kinds[i]) / t.dim; ++j) {
      const exactpred::fuzzing::point p = dec.next_point();
      for (int c = 0; c < t.dim; ++c, ++at) {
        double v = p[static_cast<std::size_t>(c)];
        if (poison && at == poison_at) {
          v = (poison_at & 1) != 0 ? std::numeric_limits<double>::quiet_NaN()
                                   : std::numeric_limits<double>::infinity();
        }
        line += ' ' + exactpred::testing::hex(v);
      }
    }
  }
  const line_result ours = exactpred::query::evaluate_line(line);
  const bool non_finite = poison && poison_at < at;
  std::string reference = "(not asked: non-finite input)";
  std::string reason;
  if (non_finite) {
    if (ours.status != line_result::error) {
      reason = "a NaN or infinite argument must raise exactpred::invalid_input";
    }
  } else {
    const line_result cgal =
        exactpred::query::evaluate_line(line, exactpred::oracle::reference_evaluator);
    reference = show(cgal);
    if ((ours.status == line_result::error) != (cgal.status == line_result::error)) {
      reason = ours.status == line_result::error ? "exactpred rejects a query CGAL answers"
                                                 : "CGAL rejects a query exactpred answers";
    } else if (ours.status != line_result::error && ours.text != cgal.text) {
      reason = "the answers differ";
    }
  }
  if (reason.empty()) return 0;
  exactpred::fuzzing::report_mismatch("fuzz_implicit", t.name, line, show(ours), reference, reason);
}
