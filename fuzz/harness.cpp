// SPDX-License-Identifier: MIT
// fuzz/harness.cpp — see harness.hpp.
#include "harness.hpp"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

#include "cgal_reference.hpp"
#include "exactpred/sign.hpp"
#include "support/query_text.hpp"

namespace exactpred::fuzzing {

std::vector<target> select_targets(const std::vector<const char*>& names) {
  std::vector<target> out;
  for (const char* name : names) {
    const query::predicate_info* p = query::find_predicate(name);
    if (p == nullptr) continue;
    target t;
    t.info = p;
    t.reference = oracle::reference_evaluator(name);
    const std::string n = name;
    if (n.size() > 4 && n.compare(n.size() - 4, 4, "_sos") == 0) {
      const std::string base = n.substr(0, n.size() - 4);
      t.reference = oracle::reference_evaluator(base);
      t.perturbed = true;
    }
    t.layout = parse_layout(*p);
    out.push_back(std::move(t));
  }
  return out;
}

void announce(const char* harness, const std::vector<const char*>& names,
              const std::vector<target>& targets) {
  std::string covered, absent, unchecked;
  for (const char* name : names) {
    bool found = false;
    for (const target& t : targets) {
      if (std::string(t.info->name) != name) continue;
      found = true;
      covered += std::string(" ") + name;
      if (t.reference == nullptr) unchecked += std::string(" ") + name;
      if (!t.layout.valid) unchecked += std::string(" ") + name + "(undecodable layout)";
    }
    if (!found) absent += std::string(" ") + name;
  }
  std::fprintf(stderr, "exactpred-fuzz: %s covers %zu predicates:%s\n", harness, targets.size(),
               covered.c_str());
  if (!absent.empty()) {
    std::fprintf(stderr, "exactpred-fuzz: %s: not in the query table (yet):%s\n", harness,
                 absent.c_str());
  }
  if (!unchecked.empty()) {
    std::fprintf(stderr, "exactpred-fuzz: %s: WARNING: not compared with CGAL:%s\n", harness,
                 unchecked.c_str());
  }
}

std::string oracle_line(const char* name, const std::vector<double>& args) {
  return exactpred::testing::query_line(name, args);
}

outcome compare(const target& t, const std::vector<double>& args) {
  outcome o;
  bool ours_rejected = false;
  try {
    o.ours = t.info->ours(args.data(), args.size());
  } catch (const invalid_input& e) {
    ours_rejected = true;
    o.ours = std::string("invalid_input: ") + e.what();
  } catch (const std::exception& e) {
    o.agree = false;
    o.ours = std::string("exception: ") + e.what();
    o.reason = "exactpred threw an exception other than exactpred::invalid_input";
    return o;
  } catch (...) {
    o.agree = false;
    o.ours = "unknown exception";
    o.reason = "exactpred threw something that is not a std::exception";
    return o;
  }
  if (has_non_finite(args)) {
    o.reference = "(not asked: non-finite input)";
    if (!ours_rejected) {
      o.agree = false;
      o.reason = "a NaN or infinite argument must raise exactpred::invalid_input";
    }
    return o;
  }
  if (violates_layout_domain(t.layout, args)) {
    o.reference = "(not asked: out-of-domain input)";
    if (!ours_rejected) {
      o.agree = false;
      o.reason = "a negative radius or a box with lo > hi must raise exactpred::invalid_input";
    }
    return o;
  }
  if (t.reference == nullptr) {
    o.agree = false;
    o.reference = "(no reference)";
    o.reason = "no CGAL reference for this predicate: nothing checks its answers";
    return o;
  }
  bool reference_rejected = false;
  try {
    o.reference = t.reference(args.data(), args.size());
  } catch (const std::exception& e) {
    reference_rejected = true;
    o.reference = std::string("rejected: ") + e.what();
  }
  if (ours_rejected && reference_rejected) return o;
  if (t.perturbed && !ours_rejected && !reference_rejected) {
    if (o.reference != "0") {
      if (o.ours != o.reference) {
        o.agree = false;
        o.reason = "the perturbed answer differs from the non-zero unperturbed one";
      }
      return o;
    }
    if (o.ours != "1" && o.ours != "-1") {
      o.agree = false;
      o.reason = "a perturbed predicate answered zero";
      return o;
    }
    o.reference += " (unperturbed; perturbed answer checked by its properties)";
    return o;
  }
  if (ours_rejected) {
    o.agree = false;
    o.reason = "exactpred rejected finite input that the reference answers";
  } else if (reference_rejected) {
    o.agree = false;
    o.reason = "the reference rejects input that exactpred answers";
  } else if (o.ours != o.reference) {
    o.agree = false;
    o.reason = "the answers differ";
  }
  return o;
}

int run_one(const char* harness, const std::vector<target>& targets, const std::uint8_t* data,
            std::size_t size, extra_check extra) {
  if (targets.empty() || size == 0) return 0;
  const target& t = targets[data[0] % targets.size()];
  if (!t.layout.valid) return 0;
  byte_source src(data + 1, size - 1);
  const std::vector<double> args = decode_query(*t.info, t.layout, src);
  std::string why;
  if (!query::check_arity(*t.info, args, why)) {
    std::fprintf(stderr, "exactpred-fuzz: %s: decoder produced a malformed %s query: %s\n%s\n",
                 harness, t.info->name, why.c_str(), oracle_line(t.info->name, args).c_str());
    std::abort();
  }
  outcome o = compare(t, args);
  if (o.agree && extra != nullptr) {
    o.reason = extra(t.info->name, args);
    o.agree = o.reason.empty();
  }
  if (o.agree) return 0;
  report_mismatch(harness, t.info->name, oracle_line(t.info->name, args), o.ours, o.reference,
                  o.reason);
}

void report_mismatch(const char* harness, const char* predicate, const std::string& line,
                     const std::string& ours, const std::string& reference,
                     const std::string& reason) {
  std::fprintf(stderr,
               "\n==== exactpred-fuzz MISMATCH in %s: %s ====\n"
               "query:     %s\n"
               "exactpred: %s\n"
               "cgal:      %s\n"
               "reason:    %s\n"
               "reproduce: printf '%%s\\n' '%s' > q.txt && exactpred-oracle q.txt && "
               "exactpred-oracle --reference cgal q.txt\n"
               "====\n",
               harness, predicate, line.c_str(), ours.c_str(), reference.c_str(), reason.c_str(),
               line.c_str());
  std::fflush(stderr);
  std::abort();
}

}  // namespace exactpred::fuzzing
