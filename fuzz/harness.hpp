// SPDX-License-Identifier: MIT
// fuzz/harness.hpp — what every fuzz harness does with one input: the first byte picks a
// predicate of the harness's family, the rest decodes to a query (decoders.hpp), exactpred
// and the CGAL reference answer it, and any disagreement is printed as a reproducer (the
// oracle-command line of the query in hex floats, and both answers) before abort().
//
// The rules of agreement:
//   * a query with a NaN or infinite argument: exactpred must throw exactpred::invalid_input
//     (the reference is not asked);
//   * a query outside the domain its layout states (negative radius, box with lo > hi):
//     exactpred must throw invalid_input;
//   * otherwise both answer the same string, or both reject the query (exactpred with
//     invalid_input, the reference with any exception); exactpred rejecting a query the
//     reference answers is a mismatch, and so is the converse.
#ifndef EXACTPRED_FUZZ_HARNESS_HPP
#define EXACTPRED_FUZZ_HARNESS_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "decoders.hpp"
#include "query.hpp"

namespace exactpred::fuzzing {

/// One predicate a harness checks.
struct target {
  const query::predicate_info* info = nullptr;
  query::evaluator reference = nullptr;  // nullptr: no CGAL reference, every query fails
  query_layout layout;
  /// A perturbed predicate (NAME_sos): `reference` is CGAL's unperturbed NAME, which the answer
  /// must equal when it is not zero; when it is zero the answer must be -1 or 1 (a harness's
  /// extra check adds the perturbation's other properties).
  bool perturbed = false;
};

/// The predicates of the query table named in `names`, in that order; names the table does
/// not (yet) have are skipped.
std::vector<target> select_targets(const std::vector<const char*>& names);

/// Prints, once, which predicates harness `harness` covers ("... covers N predicates: ...").
void announce(const char* harness, const std::vector<const char*>& names,
              const std::vector<target>& targets);

/// The verdict on one query.
struct outcome {
  bool agree = true;
  std::string ours;       // exactpred's answer, or "invalid_input: <message>"
  std::string reference;  // the reference's answer, "rejected: <message>", or "(not asked)"
  std::string reason;     // why they disagree
};

/// Compares exactpred with the reference on one argument list (no abort).
outcome compare(const target& t, const std::vector<double>& args);

/// The oracle-command line of a query, every number a C99 hex float.
std::string oracle_line(const char* name, const std::vector<double>& args);

/// A further check of one query after the comparison with the reference (for a harness's
/// own properties): returns an empty string, or why the query fails it.
using extra_check = std::string (*)(const char* name, const std::vector<double>& args);

/// Prints the reproducer of a query on which exactpred and the reference disagree (its oracle
/// line, both answers and why they differ) for harness `harness`, and calls abort().
[[noreturn]] void report_mismatch(const char* harness, const char* predicate,
                                  const std::string& line, const std::string& ours,
                                  const std::string& reference, const std::string& reason);

/// Decodes one input and compares (then runs `extra`, if given); on a mismatch prints the
/// reproducer and calls abort().
int run_one(const char* harness, const std::vector<target>& targets, const std::uint8_t* data,
            std::size_t size, extra_check extra = nullptr);

}  // namespace exactpred::fuzzing

/// The libFuzzer entry points of a harness named HARNESS that checks the predicates named in the
/// remaining arguments (names the query table does not have yet are skipped), running EXTRA
/// (an extra_check, or nullptr) on every query after the comparison with the reference.
#define EXACTPRED_FUZZ_HARNESS(HARNESS, EXTRA, ...)                                    \
  namespace {                                                                          \
  const std::vector<const char*>& harness_names() {                                    \
    static const std::vector<const char*> n = {__VA_ARGS__};                           \
    return n;                                                                          \
  }                                                                                    \
  const std::vector<exactpred::fuzzing::target>& harness_targets() {                   \
    static const std::vector<exactpred::fuzzing::target> t =                           \
        exactpred::fuzzing::select_targets(harness_names());                           \
    return t;                                                                          \
  }                                                                                    \
  }                                                                                    \
  extern "C" int LLVMFuzzerInitialize(int*, char***) {                                 \
    exactpred::fuzzing::announce(HARNESS, harness_names(), harness_targets());         \
    return 0;                                                                          \
  }                                                                                    \
  extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {  \
    return exactpred::fuzzing::run_one(HARNESS, harness_targets(), data, size, EXTRA); \
  }

#endif  // EXACTPRED_FUZZ_HARNESS_HPP
