// SPDX-License-Identifier: MIT
// The caller's floating-point environment changes no answer and survives every call.
//
// Environments: the four rounding modes, flush-to-zero (FTZ), denormals-are-zero (DAZ), both,
// every exception but inexact unmasked (traps; the x86 denormal-operand exception too), the
// x87 precision lowered to 24 bits, and all of these at once. In each, every query of the
// reference corpus (tests/vectors/: every predicate the oracle lists, with CGAL's answers),
// the reproducers below, the symbolic-perturbation predicates, the batch API on every
// instruction set the CPU runs and the C API must give the default environment's answer, and
// after every call the environment must be the caller's: the same control modes, and no
// status flag raised but inexact. A trap is caught (SIGFPE) and reported with its query.
//
// The default build's inline filter evaluates a formula in difference form on the inputs as
// they are (the ranged filter, include/exactpred/detail/filter.hpp): for an input outside the
// window it may raise a flag, or trap where the environment unmasks that exception, before the
// library takes over; the answer must be exact all the same. Such queries (an argument that is
// not zero and not in [2^-100, 2^100), inside every formula's window) are checked there for
// the answer alone, where no trap is unmasked. A build with EXACTPRED_STRICT_FP_EXCEPTIONS
// (the sanitizer build of scripts/test) checks every query for everything.
//
// ConcurrentEnvironments runs the same check in 8 threads at once, each in a different
// environment (the ThreadSanitizer build of scripts/test runs it).
#include <gtest/gtest.h>

#include <dirent.h>
#include <cfenv>
#include <cmath>
#include <csetjmp>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <initializer_list>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "exactpred/detail/stages.hpp"
#include "exactpred/exactpred.h"
#include "exactpred/exactpred.hpp"
#include "extended_filter.hpp"
#include "query.hpp"
#include "stages_impl.hpp"
#include "support/corpus_files.hpp"
#include "support/x86_control.hpp"

namespace {

using exactpred::point2;
using exactpred::point3;

// ---- environments --------------------------------------------------------------------------

struct environment {
  const char* name;
  unsigned mxcsr;      // SSE control (flags cleared)
  unsigned short x87;  // x87 control word
  int round;           // <cfenv> rounding mode, where there is no MXCSR
};

#if defined(EXACTPRED_TEST_X86)
constexpr unsigned short x87_default = 0x037F;
const environment environments[] = {
    {"default", 0x1F80, x87_default, FE_TONEAREST},
    {"upward", 0x5F80, x87_default, FE_UPWARD},
    {"downward", 0x3F80, x87_default, FE_DOWNWARD},
    {"toward_zero", 0x7F80, x87_default, FE_TOWARDZERO},
    {"ftz", 0x9F80, x87_default, FE_TONEAREST},
    {"daz", 0x1FC0, x87_default, FE_TONEAREST},
    {"ftz_daz", 0x9FC0, x87_default, FE_TONEAREST},
    // Invalid, denormal, divide-by-zero, overflow and underflow unmasked (SSE and x87).
    {"traps", 0x1000, 0x0360, FE_TONEAREST},
    {"x87_24_bit", 0x1F80, 0x007F, FE_TONEAREST},
    {"everything", 0xD040, 0x0860, FE_UPWARD},
    // FTZ, DAZ and upward rounding with every exception masked: where "everything" unmasks the
    // traps, the answers to every query.
    {"everything_masked", 0xDFC0, x87_default, FE_UPWARD},
};

/// Whether e unmasks an SSE exception other than inexact (the inline code's arithmetic).
bool unmasks_traps(const environment& e) { return (e.mxcsr & 0x0F80u) != 0x0F80u; }

void set_environment(const environment& e) {
  _mm_setcsr(e.mxcsr);
  __asm__ volatile("fnclex");
  __asm__ volatile("fldcw %0" : : "m"(e.x87));
}
void reset_environment() { set_environment(environments[0]); }

/// Empty when the environment is e with no flag raised but inexact, else what changed.
std::string environment_change(const environment& e) {
  const unsigned csr = _mm_getcsr();
  unsigned short cw, sw;
  __asm__ volatile("fnstcw %0" : "=m"(cw));
  __asm__ volatile("fnstsw %0" : "=m"(sw));
  std::ostringstream out;
  out << std::hex;
  if ((csr & ~0x3Fu) != e.mxcsr) out << "MXCSR control 0x" << (csr & ~0x3Fu) << " ";
  if ((csr & 0x1Fu) != 0) out << "MXCSR flags 0x" << (csr & 0x3Fu) << " ";
  if (cw != e.x87) out << "x87 control 0x" << cw << " ";
  if ((sw & 0x1Fu) != 0) out << "x87 flags 0x" << (sw & 0x3Fu) << " ";
  return out.str();
}
#elif defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
// AArch64: FPCR holds the rounding mode (bits 22-23) and flush-to-zero (FZ, bit 24); trapping
// is optional in the architecture and absent from most cores, so it is not set here.
const environment environments[] = {
    {"default", 0x0000000, 0, FE_TONEAREST},       {"upward", 0x0400000, 0, FE_UPWARD},
    {"downward", 0x0800000, 0, FE_DOWNWARD},       {"toward_zero", 0x0C00000, 0, FE_TOWARDZERO},
    {"flush_to_zero", 0x1000000, 0, FE_TONEAREST}, {"ftz_upward", 0x1400000, 0, FE_UPWARD},
};
void set_environment(const environment& e) {
  const std::uint64_t fpcr = e.mxcsr;
  __asm__ volatile("msr fpcr, %0" : : "r"(fpcr));
  __asm__ volatile("msr fpsr, %0" : : "r"(std::uint64_t{0}));
}
void reset_environment() { set_environment(environments[0]); }
bool unmasks_traps(const environment&) { return false; }
std::string environment_change(const environment& e) {
  std::uint64_t fpcr, fpsr;
  __asm__ volatile("mrs %0, fpcr" : "=r"(fpcr));
  __asm__ volatile("mrs %0, fpsr" : "=r"(fpsr));
  std::ostringstream out;
  out << std::hex;
  if (fpcr != e.mxcsr) out << "FPCR 0x" << fpcr << " ";
  if ((fpsr & 0x8Fu & ~0x10u) != 0) out << "FPSR flags 0x" << fpsr << " ";  // IXC (0x10) allowed
  return out.str();
}
#else
const environment environments[] = {
    {"default", 0, 0, FE_TONEAREST},
    {"upward", 0, 0, FE_UPWARD},
    {"downward", 0, 0, FE_DOWNWARD},
    {"toward_zero", 0, 0, FE_TOWARDZERO},
};
void set_environment(const environment& e) {
  std::feclearexcept(FE_ALL_EXCEPT);
  std::fesetround(e.round);
}
void reset_environment() { set_environment(environments[0]); }
bool unmasks_traps(const environment&) { return false; }
std::string environment_change(const environment& e) {
  std::string r;
  if (std::fegetround() != e.round) r += "rounding mode ";
  if (std::fetestexcept(FE_ALL_EXCEPT & ~FE_INEXACT) != 0) r += "flags ";
  return r;
}
#endif

/// Whether the library promises no flag and no trap for every input (see the top).
constexpr bool strict = exactpred::detail::strict_fp_exceptions;

/// Whether a change reported by environment_change is of status flags alone.
bool only_flags(const std::string& change) {
  return change.find("control") == std::string::npos && change.find("FPCR") == std::string::npos &&
         change.find("rounding") == std::string::npos;
}

/// Zero or 2^-100 <= |v| < 2^100, read from the bits (no arithmetic on a subnormal here).
bool moderate(double v) {
  std::uint64_t b;
  std::memcpy(&b, &v, sizeof b);
  const std::uint64_t e = (b >> 52) & 0x7FF;
  return (b << 1) == 0 || (e >= 1023 - 100 && e < 1023 + 100);
}

// ---- traps ---------------------------------------------------------------------------------
// A trap is caught and reported with its query (POSIX); on Windows it ends the test process,
// which fails the test as well.

#if defined(_WIN32)
using sigjmp_buf = std::jmp_buf;
#define sigsetjmp(buffer, save) ((void)(save), 0)
#endif

thread_local sigjmp_buf* trap_target = nullptr;

#if !defined(_WIN32)

void on_sigfpe(int) {
  if (trap_target != nullptr) siglongjmp(*trap_target, 1);
  std::signal(SIGFPE, SIG_DFL);
  std::raise(SIGFPE);
}

struct sigfpe_handler {
  sigfpe_handler() {
    struct sigaction sa;
    std::memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigfpe;
    sa.sa_flags = SA_NODEFER;
    sigaction(SIGFPE, &sa, nullptr);
  }
};
const sigfpe_handler install_handler;
#endif

// ---- the queries ---------------------------------------------------------------------------

struct query {
  std::string text;
  const exactpred::query::predicate_info* predicate;
  std::vector<double> args;
  std::string expected;  // "error" when it must be rejected
};

std::vector<std::string> corpus_files() {
  std::vector<std::string> files;
  for (const std::string& stem : exactpred::testing::corpus_stems(EXACTPRED_VECTORS_DIR)) {
    files.push_back(std::string(EXACTPRED_VECTORS_DIR) + "/" + stem + ".txt");
  }
  return files;
}

bool parse_query(const std::string& text, const std::string& expected, query& q) {
  std::istringstream in(text);
  std::string name, token;
  in >> name;
  q.text = text;
  q.expected = expected;
  q.predicate = exactpred::query::find_predicate(name);
  if (q.predicate == nullptr) return false;
  std::string why;
  while (in >> token) {
    double v;
    if (!exactpred::query::parse_number(token, v, why)) return false;
    q.args.push_back(v);
  }
  return exactpred::query::check_arity(*q.predicate, q.args, why);
}

// The reproducers: subnormal coordinates that DAZ reads as zero, and coordinates whose
// naive arithmetic overflows or underflows (traps). Answers from CGAL's exact kernel.
const char* const reproducers[][2] = {
    {"point_in_triangle_2d 0x1p-1074 0 0 0 1 0 0 1", "on_edge"},
    {"box_box_3d 0 0 0 0x1p-1074 1 1 0x1p-1073 0 0 1 1 1", "disjoint"},
    {"convex_hull_collinear 3 0 0 0x1p-1074 0 1 0", "0 1 2"},
    {"segment_intersect_2d 0 0 0x1p-1074 0 0x1p-1073 0 1 0", "disjoint"},
    {"orient2d 1e308 1e308 -1e308 -1e308 1e308 -1e308", "1"},
    {"orient2d 1e-300 1e-300 -1e-300 -1e-300 1e-300 -1e-300", "1"},
    {"orient2d 0 0 0 5e-324 5e-324 0", "-1"},
    {"incircle 0 0 1e300 0 0 1e300 1e-300 1e-300", "1"},
    {"insphere 0 0 0 1e-300 0 0 0 1e-300 0 0 0 1e-300 1e-310 1e-310 1e-310", "1"},
    {"orient2d 0x1p-1074 0 0 0x1p-1074 0 0", "1"},
};

const std::vector<query>& all_queries() {
  static const std::vector<query> queries = [] {
    std::vector<query> qs;
    for (const std::string& file : corpus_files()) {
      std::ifstream in(file);
      std::string line;
      while (std::getline(in, line)) {
        const std::size_t tab = line.find('\t');
        if (line.empty() || line[0] == '#' || tab == std::string::npos) continue;
        query q;
        if (parse_query(line.substr(0, tab), line.substr(tab + 1), q)) qs.push_back(q);
      }
    }
    for (const auto& r : reproducers) {
      query q;
      if (parse_query(r[0], r[1], q)) qs.push_back(q);
    }
    return qs;
  }();
  return queries;
}

std::string answer(const query& q) {
  try {
    return q.predicate->ours(q.args.data(), q.args.size());
  } catch (const exactpred::invalid_input&) {
    return "error";
  }
}

// ---- the SoS, batch and C API calls ----------------------------------------------------------

// Degenerate point sets: a small lattice (collinear, cocircular, coplanar, cospherical
// subsets), repeated points, and the lattice scaled to subnormal and huge coordinates.
struct point_sets {
  std::vector<point2> p2;
  std::vector<point3> p3;
};

/// The lattice at scale 1 (moderate) or at the subnormal and huge scales (extreme).
const point_sets& degenerate_points(bool extreme) {
  static const auto make = [](std::initializer_list<double> scales) {
    point_sets s;
    for (double scale : scales) {
      for (int i = -1; i <= 1; ++i) {
        for (int j = -1; j <= 1; ++j) {
          s.p2.push_back({i * scale, j * scale});
          for (int k = -1; k <= 1; k += 2) s.p3.push_back({i * scale, j * scale, k * scale});
        }
      }
    }
    return s;
  };
  static const point_sets moderate_sets = make({1.0});
  static const point_sets extreme_sets = make({0x1p-1070, 0x1p-540, 0x1p1000});
  return extreme ? extreme_sets : moderate_sets;
}

/// Weights for the power tests on the same points (weights of every magnitude, subnormal ones
/// included; |p|^2 where it is finite: lifted coordinate zero). Computed once, on the first
/// call (in the default environment): the weights must not depend on the environment under
/// test.
std::vector<exactpred::weighted_point2> weights2(bool extreme) {
  const point_sets& s = degenerate_points(extreme);
  std::vector<exactpred::weighted_point2> w;
  for (std::size_t i = 0; i < s.p2.size(); ++i) {
    const double x = s.p2[i].x, y = s.p2[i].y, sq = x * x + y * y;
    const double v = (std::isfinite(sq) && (sq == 0 || sq > 0x1p-1000)) ? sq : x - 2 * y;
    w.push_back({x, y, i % 3 == 0 ? 0.0 : v});
  }
  return w;
}
std::vector<exactpred::weighted_point3> weights3(bool extreme) {
  const point_sets& s = degenerate_points(extreme);
  std::vector<exactpred::weighted_point3> w;
  for (std::size_t i = 0; i < s.p3.size(); ++i) {
    const point3& p = s.p3[i];
    w.push_back({p.x, p.y, p.z, i % 2 == 0 ? p.x + p.z : 0.0});
  }
  return w;
}

/// Power-cospherical integer points (w = |p - c|^2 - K) with spreads of 2^3 to 2^24, one weight
/// moved by -1, 0 or 1, and the same scaled by 2^-120 (weights by 2^-240): the spreads the power
/// tests' lattice certificate decides in doubles, in 64/128-bit integers, or not at all. Made
/// once, in the default environment. Dim + 2 points a query.
template <class W, int Dim>
std::vector<W> lattice_weighted(bool scaled) {
  std::mt19937_64 rng(20261205);
  std::vector<W> w;
  for (int q = 0; q < 66; ++q) {
    const int t = 3 + q % 22;
    std::uniform_int_distribution<long long> coordinate(-(1ll << t), 1ll << t);
    long long c[3], v[3];
    for (long long& x : c) x = coordinate(rng);
    const long long K = coordinate(rng);
    for (int k = 0; k < Dim + 2; ++k) {
      long long d2 = 0;
      for (int j = 0; j < Dim; ++j) {
        v[j] = coordinate(rng);
        d2 += (v[j] - c[j]) * (v[j] - c[j]);
      }
      const double weight = static_cast<double>(d2 - K + (k == 1 ? q % 3 - 1 : 0));
      const double f = scaled ? 0x1p-120 : 1.0;
      if constexpr (Dim == 2) {
        w.push_back({v[0] * f, v[1] * f, weight * f * f});
      } else {
        w.push_back({v[0] * f, v[1] * f, v[2] * f, weight * f * f});
      }
    }
  }
  return w;
}

/// Quadruples of points of integer lattice planes, coordinates of up to 37 bits, a, b, c nearly
/// collinear (c = b + u); d in the plane, or off it by one unit in one coordinate at every other
/// quadruple (as test_meshing's wide_lattice_plane_points): the four-point coplanar tests'
/// precondition is decided by the 128-bit lattice certificate there, the off-plane ones are
/// precondition errors. The same points on every call (std::mt19937_64 is specified).
const std::vector<exactpred::point3>& wide_plane_points() {
  static const std::vector<exactpred::point3> points = [] {
    std::mt19937_64 rng(20261207);
    const auto integer = [&rng](std::int64_t lo, std::int64_t hi) {
      return std::uniform_int_distribution<std::int64_t>(lo, hi)(rng);
    };
    std::vector<exactpred::point3> p;
    for (int k = 0; k < 40; ++k) {
      std::int64_t o[3], u[3], v[3];
      for (int j = 0; j < 3; ++j) {
        o[j] = integer(-50, 50);
        u[j] = integer(-9, 9);
        v[j] = integer(-9, 9);
      }
      const auto at = [&](std::int64_t s, std::int64_t t) {
        return exactpred::point3{static_cast<double>(o[0] + s * u[0] + t * v[0]),
                                 static_cast<double>(o[1] + s * u[1] + t * v[1]),
                                 static_cast<double>(o[2] + s * u[2] + t * v[2])};
      };
      const std::int64_t i0 = integer(-(1 << 30), 1 << 30), j0 = integer(-(1 << 30), 1 << 30);
      const std::int64_t i1 = integer(-(1 << 30), 1 << 30), j1 = integer(-(1 << 30), 1 << 30);
      p.push_back(at(i0, j0));
      p.push_back(at(i0 + i1, j0 + j1));
      p.push_back(at(i0 + i1 + 1, j0 + j1));
      exactpred::point3 d = at(integer(-(1 << 30), 1 << 30), integer(-(1 << 30), 1 << 30));
      if (k % 2 == 1) d.z += 1;
      p.push_back(d);
    }
    return p;
  }();
  return points;
}

/// Every SoS, batch and C API answer on one kind of degenerate sets, as one string per call
/// family.
std::vector<int> other_answers(bool every_isa, bool extreme) {
  using namespace exactpred;
  const point_sets& s = degenerate_points(extreme);
  std::vector<int> r;
  const std::size_t n2 = s.p2.size(), n3 = s.p3.size();
  // The core predicates on the points as stored (references: the slow path gets one pointer
  // per point), consecutive tuples and with a point given twice.
  for (std::size_t i = 0; i + 4 < n2; ++i) {
    r.push_back(to_int(orient2d(s.p2[i], s.p2[i + 1], s.p2[i + 2])));
    r.push_back(to_int(incircle(s.p2[i], s.p2[i + 1], s.p2[i + 2], s.p2[i + 3])));
    r.push_back(to_int(incircle(s.p2[i], s.p2[i + 1], s.p2[i + 2], s.p2[i + 1])));
    r.push_back(to_int(compare_xy(s.p2[i], s.p2[i + 1])));
  }
  for (std::size_t i = 0; i + 5 < n3; ++i) {
    r.push_back(to_int(orient3d(s.p3[i], s.p3[i + 1], s.p3[i + 2], s.p3[i + 3])));
    r.push_back(to_int(insphere(s.p3[i], s.p3[i + 1], s.p3[i + 2], s.p3[i + 3], s.p3[i + 4])));
    r.push_back(to_int(insphere(s.p3[i], s.p3[i + 1], s.p3[i + 2], s.p3[i + 3], s.p3[i])));
  }
  // SoS on consecutive tuples (indices = positions).
  for (std::size_t i = 0; i + 4 < n2; ++i) {
    r.push_back(to_int(orient2d_sos(s.p2[i], s.p2[i + 1], s.p2[i + 2], i, i + 1, i + 2)));
    r.push_back(to_int(
        incircle_sos(s.p2[i], s.p2[i + 1], s.p2[i + 2], s.p2[i + 3], i, i + 1, i + 2, i + 3)));
  }
  for (std::size_t i = 0; i + 5 < n3; ++i) {
    r.push_back(to_int(
        orient3d_sos(s.p3[i], s.p3[i + 1], s.p3[i + 2], s.p3[i + 3], i, i + 1, i + 2, i + 3)));
    r.push_back(to_int(insphere_sos(s.p3[i], s.p3[i + 1], s.p3[i + 2], s.p3[i + 3], s.p3[i + 4], i,
                                    i + 1, i + 2, i + 3, i + 4)));
  }
  // A point given twice (the repeated-point test, then the perturbation's pruned search).
  for (std::size_t i = 0; i + 4 < n2; ++i) {
    r.push_back(to_int(orient2d_sos(s.p2[i], s.p2[i + 1], s.p2[i], i, i + 1, i + 2)));
    r.push_back(to_int(
        incircle_sos(s.p2[i], s.p2[i + 1], s.p2[i + 2], s.p2[i + 1], i, i + 1, i + 2, i + 3)));
  }
  for (std::size_t i = 0; i + 5 < n3; ++i) {
    r.push_back(
        to_int(orient3d_sos(s.p3[i], s.p3[i + 1], s.p3[i + 2], s.p3[i], i, i + 1, i + 2, i + 3)));
    r.push_back(to_int(insphere_sos(s.p3[i], s.p3[i + 1], s.p3[i + 2], s.p3[i + 3], s.p3[i + 2], i,
                                    i + 1, i + 2, i + 3, i + 4)));
  }
  // The power tests and their perturbation on the same points, weighted (weights2/3).
  static const std::vector<weighted_point2> w2_kinds[2] = {weights2(false), weights2(true)};
  const std::vector<weighted_point2>& w2 = w2_kinds[extreme];
  static const std::vector<weighted_point3> w3_kinds[2] = {weights3(false), weights3(true)};
  const std::vector<weighted_point3>& w3 = w3_kinds[extreme];
  for (std::size_t i = 0; i + 4 < n2; ++i) {
    r.push_back(to_int(power_incircle(w2[i], w2[i + 1], w2[i + 2], w2[i + 3])));
    r.push_back(
        to_int(power_incircle_sos(w2[i], w2[i + 1], w2[i + 2], w2[i + 3], i, i + 1, i + 2, i + 3)));
  }
  for (std::size_t i = 0; i + 5 < n3; ++i) {
    r.push_back(to_int(power_insphere(w3[i], w3[i + 1], w3[i + 2], w3[i + 3], w3[i + 4])));
    r.push_back(to_int(power_insphere_sos(w3[i], w3[i + 1], w3[i + 2], w3[i + 3], w3[i + 4], i,
                                          i + 1, i + 2, i + 3, i + 4)));
    r.push_back(to_int(compare_xyz(s.p3[i], s.p3[i + 1])));
    r.push_back(to_int(coplanar_orientation_3(s.p3[i], s.p3[i + 1], s.p3[i + 2])));
  }
  // The power tests on wider lattices (lattice_weighted).
  static const std::vector<weighted_point2> l2_kinds[2] = {
      lattice_weighted<weighted_point2, 2>(false), lattice_weighted<weighted_point2, 2>(true)};
  static const std::vector<weighted_point3> l3_kinds[2] = {
      lattice_weighted<weighted_point3, 3>(false), lattice_weighted<weighted_point3, 3>(true)};
  const std::vector<weighted_point2>& l2 = l2_kinds[extreme];
  const std::vector<weighted_point3>& l3 = l3_kinds[extreme];
  for (std::size_t i = 0; i + 4 <= l2.size(); i += 4) {
    r.push_back(to_int(power_incircle(l2[i], l2[i + 1], l2[i + 2], l2[i + 3])));
  }
  for (std::size_t i = 0; i + 5 <= l3.size(); i += 5) {
    r.push_back(to_int(power_insphere(l3[i], l3[i + 1], l3[i + 2], l3[i + 3], l3[i + 4])));
  }
  // The four-point coplanar tests on wide lattice planes (2: the precondition error).
  const std::vector<point3>& wide = wide_plane_points();
  for (std::size_t i = 0; i + 4 <= wide.size(); i += 4) {
    const point3 *a = &wide[i], *b = a + 1, *c = a + 2, *d = a + 3;
    for (int k = 0; k < 2; ++k) {
      try {
        r.push_back(to_int(k == 0 ? coplanar_orientation(*a, *b, *c, *d)
                                  : coplanar_side_of_bounded_circle(*a, *b, *c, *d)));
      } catch (const invalid_input&) {
        r.push_back(2);
      }
    }
  }
  // Batch on every instruction set the CPU runs.
  std::vector<std::uint32_t> t3, t4, u4, u5;
  for (std::uint32_t i = 0; i + 4 < n2; ++i) {
    for (std::uint32_t k = 0; k < 4; ++k) t4.push_back(i + k);
    for (std::uint32_t k = 0; k < 3; ++k) t3.push_back(i + (k * 3) % 4);
  }
  for (std::uint32_t i = 0; i + 5 < n3; ++i) {
    for (std::uint32_t k = 0; k < 5; ++k) u5.push_back(i + k);
    for (std::uint32_t k = 0; k < 4; ++k) u4.push_back(i + (k * 2) % 5);
  }
  const auto run_batch = [&] {
    std::vector<sign> out(u5.size());
    orient2d_batch(s.p2.data(), n2, t3.data(), t3.size() / 3, out.data());
    for (std::size_t i = 0; i < t3.size() / 3; ++i) r.push_back(to_int(out[i]));
    incircle_batch(s.p2.data(), n2, t4.data(), t4.size() / 4, out.data());
    for (std::size_t i = 0; i < t4.size() / 4; ++i) r.push_back(to_int(out[i]));
    orient3d_batch(s.p3.data(), n3, u4.data(), u4.size() / 4, out.data());
    for (std::size_t i = 0; i < u4.size() / 4; ++i) r.push_back(to_int(out[i]));
    insphere_batch(s.p3.data(), n3, u5.data(), u5.size() / 5, out.data());
    for (std::size_t i = 0; i < u5.size() / 5; ++i) r.push_back(to_int(out[i]));
    power_incircle_sos_batch(w2.data(), n2, t4.data(), t4.size() / 4, out.data());
    for (std::size_t i = 0; i < t4.size() / 4; ++i) r.push_back(to_int(out[i]));
    power_insphere_batch(w3.data(), n3, u5.data(), u5.size() / 5, out.data());
    for (std::size_t i = 0; i < u5.size() / 5; ++i) r.push_back(to_int(out[i]));
    insphere_sos_batch(s.p3.data(), n3, u5.data(), u5.size() / 5, out.data());
    for (std::size_t i = 0; i < u5.size() / 5; ++i) r.push_back(to_int(out[i]));
  };
  if (every_isa) {
    // The kernel choice is process-wide: only the single-threaded check switches it.
    const batch_isa before = batch_isa_in_use();
    for (batch_isa isa : {batch_isa::scalar, batch_isa::sse2, batch_isa::avx2, batch_isa::avx512}) {
      if (!batch_isa_supported(isa)) continue;
      set_batch_isa(isa);
      run_batch();
    }
    set_batch_isa(before);
  } else {
    run_batch();
  }
  // The C API.
  for (std::size_t i = 0; i + 4 < n2; ++i) {
    const double a[] = {s.p2[i].x, s.p2[i].y}, b[] = {s.p2[i + 1].x, s.p2[i + 1].y};
    const double c[] = {s.p2[i + 2].x, s.p2[i + 2].y}, d[] = {s.p2[i + 3].x, s.p2[i + 3].y};
    int o = 9, ic = 9;
    exactpred_orient2d(a, b, c, &o);
    exactpred_incircle(a, b, c, d, &ic);
    r.push_back(o);
    r.push_back(ic);
    const double wa[] = {w2[i].x, w2[i].y, w2[i].w}, wb[] = {w2[i + 1].x, w2[i + 1].y, w2[i + 1].w};
    const double wc[] = {w2[i + 2].x, w2[i + 2].y, w2[i + 2].w};
    const double wd[] = {w2[i + 3].x, w2[i + 3].y, w2[i + 3].w};
    const std::size_t index[] = {i, i + 1, i + 2, i + 3};
    int pw = 9, ps = 9;
    exactpred_power_incircle(wa, wb, wc, wd, &pw);
    exactpred_power_incircle_sos(wa, wb, wc, wd, index, &ps);
    r.push_back(pw);
    r.push_back(ps);
  }
  // The non-throwing forms, and point spans over the caller's own storage: floats read in
  // place (subnormal ones included: the lattice scaled by 2^-1070 is not representable, the
  // float scale 2^-140 is) and a strided struct of doubles with a tag.
  for (std::size_t i = 0; i + 4 < n2; ++i) {
    const auto o = nothrow::orient2d(s.p2[i], s.p2[i + 1], s.p2[i + 2]);
    const auto ic = nothrow::incircle(s.p2[i], s.p2[i + 1], s.p2[i + 2], s.p2[i + 3]);
    r.push_back(o.ok() ? to_int(o.value()) : 9);
    r.push_back(ic.ok() ? to_int(ic.value()) : 9);
  }
  struct tagged {
    double x, y;
    long long tag;
  };
  // Built once, in the default environment (like the weights above): the test's own
  // arithmetic on subnormal floats would raise the denormal flag under test.
  static const std::vector<point2f> f2 = [] {
    std::vector<point2f> v;
    for (float scale : {1.0f, 0x1p-140f, 0x1p100f}) {
      for (int i = -1; i <= 1; ++i) {
        for (int j = -1; j <= 1; ++j) {
          v.push_back({static_cast<float>(i) * scale, static_cast<float>(j) * scale});
        }
      }
    }
    return v;
  }();
  static const std::vector<tagged> t2 = [] {
    std::vector<tagged> v;
    for (const point2f& p : f2) v.push_back({p.x, p.y, static_cast<long long>(v.size())});
    return v;
  }();
  std::vector<std::uint32_t> tuples;
  for (std::uint32_t i = 0; i + 2 < f2.size(); ++i) {
    for (std::uint32_t k = 0; k < 3; ++k) tuples.push_back(i + k);
  }
  std::vector<sign> out_f(tuples.size() / 3), out_t(tuples.size() / 3);
  orient2d_batch(point2_span(f2), tuples.data(), out_f.size(), out_f.data());
  orient2d_batch(point2_span(t2), tuples.data(), out_t.size(), out_t.data());
  for (std::size_t i = 0; i < out_f.size(); ++i) {
    r.push_back(to_int(out_f[i]));
    r.push_back(to_int(out_t[i]));
  }
  r.push_back(to_int(polygon_orientation(point2_span(f2))));
  const winding_result w = winding_number(point2{0.5, 0.25}, point2_span(t2));
  r.push_back(w.on_boundary ? 99 : static_cast<int>(w.number));
  r.push_back(static_cast<int>(point_in_polygon(point2{0, 0}, point2_span(f2))));
  // Polygons with subnormal coordinates (an extreme set: comparing them as doubles may raise
  // the denormal flag in the lenient build), queried from points whose y coordinates are normal
  // (compared as doubles: a flushed subnormal stays on the same side), tiny, subnormal or zero
  // (compared as order keys), inside, outside and on the boundary.
  if (!extreme) return r;
  static const std::vector<point2> sub = [] {
    const double t = std::ldexp(1.0, -1070);
    return std::vector<point2>{{-1, -t},    {1, -t},         {1, 1},        {-1, 1},
                               {-1, 3 * t}, {-2 * t, 3 * t}, {-2 * t, 0.5}, {-1, 0.5}};
  }();
  // The last three: level with the horizontal edge from (-1, 0.5) to (-2t, 0.5), just past its
  // end (outside its x-range by a subnormal step, which denormals-are-zero would hide from a
  // comparison of doubles), further past it, and on it.
  static const std::vector<point2> queries = [] {
    const double t = std::ldexp(1.0, -1070), tiny = std::ldexp(1.0, -1020);
    return std::vector<point2>{{0.5, tiny},    {0.5, -tiny}, {0.5, t},   {0.5, -t},
                               {0.5, 0},       {t, 0.75},    {-t, 0.75}, {0, 0.75},
                               {-3 * t, 0.75}, {-tiny, 0.6}, {tiny, -t}, {t, -t},
                               {-2 * t, 0.5},  {-t, 0.5},    {0, 0.5},   {-3 * t, 0.5}};
  }();
  for (const point2& q : queries) {
    const winding_result ws = winding_number(q, point2_span(sub));
    r.push_back(ws.on_boundary ? 99 : static_cast<int>(ws.number));
    r.push_back(static_cast<int>(point_in_polygon(q, point2_span(sub), fill_rule::even_odd)));
  }
  return r;
}

// ---- the check -----------------------------------------------------------------------------

/// The SoS, batch and C API answers in the default environment: on the moderate sets and on
/// the extreme ones.
struct other_expected {
  std::vector<int> moderate, extreme;
};
other_expected expected_others(bool every_isa) {
  reset_environment();
  other_expected o;
  o.moderate = other_answers(every_isa, false);
  o.extreme = other_answers(every_isa, true);
  return o;
}

/// Whether a query may trap or raise flags in this build (see the top).
bool lenient_query(const query& q) {
  if (strict) return false;
  for (double v : q.args) {
    if (!moderate(v)) return true;
  }
  return false;
}

/// The SoS, batch and C API calls on one kind of sets in environment e, against their answers
/// in the default environment.
template <class Fail>
void check_others(const environment& e, bool extreme, const std::vector<int>& expected,
                  bool every_isa, const Fail& fail) {
  const bool lenient = extreme && !strict;
  const std::string what = extreme ? " on the extreme sets" : " on the moderate sets";
  sigjmp_buf target;
  trap_target = &target;
  if (sigsetjmp(target, 1) != 0) {
    reset_environment();
    fail("trap (SIGFPE) in the SoS, batch or C API calls" + what);
  } else {
    set_environment(e);
    const std::vector<int> got = other_answers(every_isa, extreme);
    const std::string change = environment_change(e);
    reset_environment();
    if (got != expected) fail("SoS, batch or C API answers differ from the default's" + what);
    if (!change.empty() && !(lenient && only_flags(change))) {
      fail("environment changed (" + change + ") by SoS, batch or C API" + what);
    }
  }
  trap_target = nullptr;
}

/// Runs every query in environment e; returns the failures (empty when all is well). A query
/// that is lenient (see the top) may raise flags, and is not run where traps are unmasked.
std::vector<std::string> check_environment(const environment& e, const other_expected& others,
                                           bool every_isa) {
  std::vector<std::string> failures;
  const auto fail = [&](std::string what) {
    if (failures.size() < 20) failures.push_back(std::string(e.name) + ": " + what);
  };
  sigjmp_buf target;
  trap_target = &target;
  for (const query& q : all_queries()) {
    // A lenient query may trap here (where a trap also ends the process, as on Windows, it
    // must not run); the environments with the same modes but every exception masked check its
    // answer.
    if (unmasks_traps(e) && lenient_query(q)) continue;
    if (sigsetjmp(target, 1) != 0) {
      reset_environment();
      fail("trap (SIGFPE) in: " + q.text);
      continue;
    }
    set_environment(e);
    std::string got = answer(q);
    const std::string change = environment_change(e);
    reset_environment();
    if (got != q.expected) fail(q.text + " -> " + got + ", expected " + q.expected);
    if (!change.empty() && !(lenient_query(q) && only_flags(change))) {
      fail("environment changed (" + change + ") by: " + q.text);
    }
  }
  trap_target = nullptr;
  check_others(e, false, others.moderate, every_isa, fail);
  // The extreme sets may trap in a lenient build; the masked environments check them there.
  if (strict || !unmasks_traps(e)) check_others(e, true, others.extreme, every_isa, fail);
  return failures;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string s;
  for (const auto& l : lines) s += l + "\n";
  return s;
}

TEST(Environment, CorpusAndReproducersLoad) {
  EXPECT_GT(all_queries().size(), 10000u);
  std::size_t found = 0;
  for (const query& q : all_queries()) {
    for (const auto& r : reproducers) found += q.text == r[0];
  }
  EXPECT_EQ(found, sizeof reproducers / sizeof reproducers[0]);
}

// The wide lattice planes of other_answers are what they claim in the default environment: the
// coplanar quadruples answered, the ones off the plane by one unit refused.
TEST(Environment, WidePlanePointsMeetThePrecondition) {
  reset_environment();
  const std::vector<exactpred::point3>& p = wide_plane_points();
  for (std::size_t i = 0; i + 4 <= p.size(); i += 4) {
    const bool off = (i / 4) % 2 == 1;
    bool refused = false;
    try {
      (void)exactpred::coplanar_orientation(p[i], p[i + 1], p[i + 2], p[i + 3]);
    } catch (const exactpred::invalid_input&) {
      refused = true;
    }
    EXPECT_EQ(refused, off) << "quadruple " << i / 4;
  }
}

TEST(Environment, EveryEnvironmentGivesTheExactAnswers) {
  const other_expected others = expected_others(true);
  for (const environment& e : environments) {
    const auto failures = check_environment(e, others, true);
    EXPECT_TRUE(failures.empty()) << joined(failures);
  }
}

#if defined(EXACTPRED_TEST_X86)
// The ranged filter's certificate (include/exactpred/detail/filter.hpp, docs/environment.md) on
// inputs built where its proof has work to do: each query's coordinates share a random binade
// from the subnormals to 2^600, so the largest difference lies on both sides of the floor and
// flush-to-zero and denormals-are-zero change products; one coordinate in 13 is subnormal, one
// in 13 zero. Under FTZ + DAZ in three rounding modes, every sign the filter
// certifies must be the exact one (the compiled stages, in the default environment).
template <class F, std::size_t... I>
void check_ranged_filter(const char* name, std::index_sequence<I...>) {
  std::mt19937_64 g(20261202);
  constexpr int n = 20000;
  std::vector<double> x(static_cast<std::size_t>(n) * F::arity);
  std::vector<exactpred::sign> exact(n);
  for (int q = 0; q < n; ++q) {
    double* c = &x[static_cast<std::size_t>(q) * F::arity];
    const int base = static_cast<int>(g() % 1700) - 1100;
    for (int k = 0; k < F::arity; ++k) {
      const std::uint64_t r = g();
      const double m = 1 + static_cast<double>(r % 1024) / 1024;
      const double v = std::ldexp((r & 1024) != 0 ? -m : m, base + static_cast<int>(r % 7));
      // One coordinate in 13 zero, one in 13 subnormal (DAZ reads it as zero; FTZ flushes the
      // products it enters).
      c[k] = r % 13 == 0 ? 0.0 : r % 13 == 1 ? std::ldexp(m, -1060) : v;
    }
    exact[q] = exactpred::detail::slow_sign<F>(c);
  }
  int certified = 0, subnormal_inputs = 0, wrong = 0;
  for (unsigned csr : {0x9FC0u, 0xDFC0u, 0xFFC0u}) {  // FTZ + DAZ: nearest, upward, toward zero
    for (int q = 0; q < n; ++q) {
      const double* c = &x[static_cast<std::size_t>(q) * F::arity];
      _mm_setcsr(csr);
      const auto r = exactpred::detail::ranged_filter_evaluate<F>(c[I]...);
      const bool ok = r.capped > r.bound;
      const bool negative = std::signbit(r.value);
      reset_environment();
      if (!ok) continue;
      ++certified;
      bool sub = false;
      for (int k = 0; k < F::arity; ++k) sub = sub || (c[k] != 0 && std::fabs(c[k]) < 0x1p-1022);
      subnormal_inputs += sub;
      if ((negative ? exactpred::sign::negative : exactpred::sign::positive) != exact[q] &&
          ++wrong <= 3) {
        ADD_FAILURE() << name << " certified the wrong sign under MXCSR 0x" << std::hex << csr
                      << std::dec << ", query " << q;
      }
    }
  }
  EXPECT_EQ(wrong, 0) << name;
  EXPECT_GT(certified, n / 4) << name;     // the test reaches the certificate
  EXPECT_GT(subnormal_inputs, 0) << name;  // and with subnormal coordinates among the inputs
}

TEST(Environment, RangedFilterCertifiesOnlyExactSignsUnderFlushToZero) {
  using namespace exactpred::detail;
  check_ranged_filter<orient2d_formula>("orient2d", std::make_index_sequence<6>{});
  check_ranged_filter<orient3d_formula>("orient3d", std::make_index_sequence<12>{});
  check_ranged_filter<incircle_formula>("incircle", std::make_index_sequence<8>{});
  check_ranged_filter<insphere_formula>("insphere", std::make_index_sequence<15>{});
}
#endif

#if defined(EXACTPRED_TEST_X86) && (defined(__GNUC__) || defined(__clang__))
// The x87 unit's state is the caller's alone: whatever its precision, masks and flags, the
// answers on the inputs the extended filter decides (src/extended_filter.hpp, the stage for
// exponents too far apart for one rescaling, which once computed in long double) are exact, and
// the control word and status flags come back bit for bit (no stage computes in long double).
struct x87_state {
  unsigned short control;
  unsigned short flags;  // the six exception flags of the status word
};

x87_state read_x87() {
  unsigned short control, status;
  __asm__ volatile("fnstcw %0" : "=m"(control));
  __asm__ volatile("fnstsw %0" : "=m"(status));
  return {control, static_cast<unsigned short>(status & 0x3Fu)};
}

/// Sets the control word, then raises `flags` (each of them masked by `control`, so that none
/// is left pending) by writing them into the environment's status word.
void set_x87(const x87_state& s) {
  __asm__ volatile("fnclex");
  __asm__ volatile("fldcw %0" : : "m"(s.control));
  if (s.flags != 0) {
    unsigned short env[14];
    __asm__ volatile("fnstenv %0" : "=m"(env));
    env[2] = static_cast<unsigned short>(env[2] | s.flags);  // the status word
    env[0] = s.control;  // fnstenv masked every exception; the caller's control again
    __asm__ volatile("fldenv %0" : : "m"(env));
  }
}

/// Queries of formula F whose coordinates are +-m 2^e, e near -1070 or near 1000 (too far apart
/// for one rescaling), that the extended filter decides, with their exact signs (the exact
/// stage's).
template <class F, std::size_t... I>
std::vector<std::pair<std::vector<double>, exactpred::sign>> extended_stage_queries(
    std::index_sequence<I...> seq) {
  std::mt19937_64 g(20261205);
  std::vector<std::pair<std::vector<double>, exactpred::sign>> r;
  for (int tries = 0; tries < 20000 && r.size() < 64; ++tries) {
    std::vector<double> x(F::arity);
    for (double& v : x) {
      const std::uint64_t b = g();
      const double m = 1 + static_cast<double>(b % 4096) / 4096;
      v = std::ldexp((b & 4096) != 0 ? -m : m, (b >> 13) % 2 != 0
                                                   ? -1070 + static_cast<int>((b >> 14) % 8)
                                                   : 990 + static_cast<int>((b >> 14) % 10));
    }
    const std::optional<exactpred::sign> s =
        exactpred::detail::extended_filter_eval<F>(x.data(), seq);
    if (s) {
      // Against the exact stage (integers or monomials), not the ladder, which reaches the
      // extended stage itself on these inputs.
      EXPECT_EQ(*s, exactpred::detail::exact_sign<F>(x.data()));
      r.emplace_back(std::move(x), *s);
    }
  }
  EXPECT_EQ(r.size(), 64u) << F::name << ": the extended filter decides these queries";
  return r;
}

template <class F, class Call, std::size_t... I>
void check_x87_state_kept(Call&& call, std::index_sequence<I...> seq) {
  const auto queries = extended_stage_queries<F>(seq);
  // Default; flags set (inexact, invalid); 24-bit precision with inexact set; every exception
  // but inexact unmasked, with inexact set, then clear.
  const x87_state states[] = {
      {0x037F, 0}, {0x037F, 0x21}, {0x007F, 0x20}, {0x0360, 0x20}, {0x0360, 0}};
  for (const x87_state& before : states) {
    int wrong = 0, changed = 0;
    for (const auto& q : queries) {
      set_x87(before);
      const exactpred::sign s = call(q.first.data());
      const x87_state after = read_x87();
      set_x87({0x037F, 0});
      wrong += s != q.second;
      if ((after.control != before.control || after.flags != before.flags) && ++changed <= 2) {
        ADD_FAILURE() << F::name << ": x87 control 0x" << std::hex << before.control << " flags 0x"
                      << before.flags << " came back as control 0x" << after.control << " flags 0x"
                      << after.flags;
      }
    }
    EXPECT_EQ(wrong, 0) << F::name << " under x87 control 0x" << std::hex << before.control;
  }
}

TEST(Environment, CallersX87StateIsKept) {
  using namespace exactpred;
  using namespace exactpred::detail;
  check_x87_state_kept<orient2d_formula>(
      [](const double* x) {
        return orient2d(point2{x[0], x[1]}, {x[2], x[3]}, {x[4], x[5]});
      },
      std::make_index_sequence<6>{});
  check_x87_state_kept<orient3d_formula>(
      [](const double* x) {
        return orient3d(point3{x[0], x[1], x[2]}, {x[3], x[4], x[5]}, {x[6], x[7], x[8]},
                        {x[9], x[10], x[11]});
      },
      std::make_index_sequence<12>{});
  check_x87_state_kept<incircle_formula>(
      [](const double* x) {
        return incircle(point2{x[0], x[1]}, {x[2], x[3]}, {x[4], x[5]}, {x[6], x[7]});
      },
      std::make_index_sequence<8>{});
}
#endif

TEST(Environment, ConcurrentEnvironments) {
  const other_expected others = expected_others(false);
  const std::size_t n = sizeof environments / sizeof environments[0];
  std::vector<std::vector<std::string>> failures(8);
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < 8; ++t) {
    threads.emplace_back([&, t] {
      // Eight different environments where there are as many (default and ftz_daz left out).
      const std::size_t pick[] = {1, 2, 3, 4, 5, 7, 8, 9};
      const environment& e = environments[n >= 10 ? pick[t] : t % n];
      failures[t] = check_environment(e, others, false);
    });
  }
  for (auto& th : threads) th.join();
  for (const auto& f : failures) EXPECT_TRUE(f.empty()) << joined(f);
}

}  // namespace
