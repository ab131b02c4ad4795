// SPDX-License-Identifier: MIT
// The exactpred-oracle command, run as a user runs it: answers, error lines, exit status,
// --list, agreement with its own CGAL reference mode on every family, and hostile input:
// malformed and overlong lines, endless input, unreadable files, failing output.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/families.hpp"
#include "support/query_text.hpp"

namespace {

struct run_result {
  int status;
  std::string out;
};

std::string temp_file(const std::string& name, const std::string& content) {
  const std::string path = ::testing::TempDir() + "exactpred_oracle_" + name;
  std::ofstream(path) << content;
  return path;
}

run_result run(const std::string& args) {
  const std::string cmd = std::string(EXACTPRED_ORACLE_BIN) + " " + args + " 2>/dev/null";
  FILE* p = popen(cmd.c_str(), "r");
  if (p == nullptr) return {-1, {}};
  std::string out;
  char buf[4096];
  std::size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  const int st = pclose(p);
  return {WIFEXITED(st) ? WEXITSTATUS(st) : -1, out};
}

std::vector<std::string> lines(const std::string& s) {
  std::vector<std::string> r;
  std::istringstream in(s);
  std::string l;
  while (std::getline(in, l)) r.push_back(l);
  return r;
}

TEST(OracleCommand, AnswersQueries) {
  const std::string f = temp_file("good.txt",
                                  "# a comment\n"
                                  "orient2d 0 0 1 0 0 1\n"
                                  "\n"
                                  "   \t\n"
                                  "orient2d 0 0 0 5e-324 5e-324 0\n"
                                  "orient2d 0x0p+0 -0x0p+0 0x1p+0 0 +0 0x1.0p0\n"
                                  "orient3d 0 0 0 1 0 0 0 1 0 0 0 1\n"
                                  "incircle 1 0 0 1 -1 0 0 0\n"
                                  "insphere 0 0 0 1 0 0 0 1 0 0 0 1 1 1 0\n"
                                  "orient2d 0.5 0.5 12 12 24 24\n"
                                  "  orient2d\t1e-300 0 0 1e-300 -1e-300 -1e-300   \r\n");
  const run_result r = run(f);
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(lines(r.out), (std::vector<std::string>{"1", "-1", "1", "1", "1", "0", "0", "1"}));
}

TEST(OracleCommand, BadLinesGetErrorLinesAndExitStatusOne) {
  const std::string f = temp_file("bad.txt",
                                  "orient2d 0 0 1 0 0\n"
                                  "orient2d 0 0 1 0 0 1 2\n"
                                  "frobnicate 1 2 3\n"
                                  "orient2d 0 0 1 0 0 abc\n"
                                  "orient2d 0 0 1 0 0 nan\n"
                                  "orient2d 0 0 1 0 0 inf\n"
                                  "orient2d 0 0 1 0 0 1e400\n"
                                  "orient2d 0 0 1 0 0 1x\n"
                                  "orient2d 0 0 1 0 0 1\n"
                                  "orient2d\n");
  const run_result r = run(f);
  EXPECT_EQ(r.status, 1);
  const auto out = lines(r.out);
  ASSERT_EQ(out.size(), 10u) << r.out;
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (i == 8) {
      EXPECT_EQ(out[i], "1");
    } else {
      EXPECT_EQ(out[i].rfind("error: ", 0), 0u) << "line " << i << ": " << out[i];
    }
  }
  EXPECT_NE(out[0].find("takes 6 numbers"), std::string::npos) << out[0];
  EXPECT_NE(out[2].find("unknown predicate"), std::string::npos) << out[2];
  EXPECT_NE(out[4].find("not finite"), std::string::npos) << out[4];
}

TEST(OracleCommand, UsageErrorsExitTwo) {
  EXPECT_EQ(run("--no-such-option").status, 2);
  EXPECT_EQ(run("/nonexistent/file.txt").status, 2);
  EXPECT_EQ(run("--reference").status, 2);
  EXPECT_EQ(run("--list extra").status, 2);
}

TEST(OracleCommand, ListNamesEveryPredicateWithItsLayout) {
  const run_result r = run("--list");
  EXPECT_EQ(r.status, 0);
  const auto out = lines(r.out);
  for (const char* name : {"orient2d", "orient3d", "incircle", "insphere"}) {
    bool found = false;
    for (const auto& l : out) found = found || l.rfind(std::string(name) + " ", 0) == 0;
    EXPECT_TRUE(found) << name;
  }
  EXPECT_NE(r.out.find("orient2d ax ay bx by cx cy"), std::string::npos);
}

TEST(OracleCommand, ReadsStandardInput) {
  const run_result r = run("< " + temp_file("stdin.txt", "orient2d 0 0 1 0 0 -1\n"));
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "-1\n");
  const run_result dash = run("- < " + temp_file("stdin2.txt", "orient2d 0 0 1 0 2 0"));
  EXPECT_EQ(dash.out, "0\n");
}

// Our answers and the CGAL reference mode agree line by line on every family.
TEST(OracleCommand, AgreesWithItsCgalReferenceMode) {
  std::string text;
  for (const std::string& name : exactpred::testing::predicate_names()) {
    for (auto fam : exactpred::testing::all_families()) {
      for (const auto& q : exactpred::testing::make_queries(name, fam, 300, 99)) {
        text += exactpred::testing::query_line(name, q) + "\n";
      }
    }
  }
  const std::string f = temp_file("families.txt", text);
  const run_result ours = run(f);
  const run_result ref = run("--reference cgal " + f);
  EXPECT_EQ(ours.status, 0);
  EXPECT_EQ(ref.status, 0);
  const auto a = lines(ours.out), b = lines(ref.out), q = lines(text);
  ASSERT_EQ(a.size(), q.size());
  ASSERT_EQ(b.size(), q.size());
  for (std::size_t i = 0; i < q.size(); ++i) EXPECT_EQ(a[i], b[i]) << q[i];
}

}  // namespace

// ---- --jobs and --check -------------------------------------------------------------------

namespace {

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Several input blocks' worth of queries of every family, with comments, blank lines, error
// lines and a last line without a newline.
std::string mixed_queries() {
  std::string text = "# mixed input\n";
  int i = 0;
  for (int round = 0; round < 3; ++round) {
    for (const std::string& name : exactpred::testing::predicate_names()) {
      for (auto fam : exactpred::testing::all_families()) {
        for (const auto& q : exactpred::testing::make_queries(name, fam, 1000, 7 + round)) {
          text += exactpred::testing::query_line(name, q) + "\n";
          if (++i % 997 == 0) text += "orient2d 1 2 3\n\nfrobnicate 1\n# comment\n";
          if (i % 1499 == 0) text += "incircle 0 0 1 0 0 1 nan 0\n";
        }
      }
    }
  }
  return text + "orient2d 0 0 1 0 0 1";
}

}  // namespace

TEST(OracleCommand, JobsKeepsTheOutputOfOneThread) {
  const std::string f = temp_file("mixed.txt", mixed_queries());
  const run_result one = run(f);
  EXPECT_EQ(one.status, 1);  // the input has error lines
  EXPECT_GT(one.out.size(), 100000u);
  EXPECT_NE(one.out.find("error: "), std::string::npos);
  for (const char* jobs : {"1", "2", "3", "0"}) {
    const run_result many = run(std::string("--jobs ") + jobs + " " + f);
    EXPECT_EQ(many.status, one.status) << jobs;
    EXPECT_TRUE(many.out == one.out) << "--jobs " << jobs << " changed the output";
  }
  // Two files and standard input, in order.
  const run_result twice = run("--jobs 2 " + f + " - " + f + " < " + f);
  EXPECT_TRUE(twice.out == one.out + one.out + one.out);
  EXPECT_EQ(run("--jobs x " + f).status, 2);
  EXPECT_EQ(run("--jobs").status, 2);
}

TEST(OracleCommand, CheckAcceptsAgreeingAnswers) {
  const std::string f = temp_file("check_good.txt",
                                  "# answers after a tab\n"
                                  "orient2d 0 0 1 0 0 1\t1\n"
                                  "\n"
                                  "orient2d 0.5 0.5 12 12 24 24\t0\r\n"
                                  "orient2d 0x1.0000000000001p-1 0.5 12 12 24 24\t-1\n"
                                  "incircle 1 0 0 1 -1 0 0 0 \t 1\n"
                                  "orient2d 0 0 1 0 0 nan\terror\n");
  for (const char* jobs : {"", "--jobs 2 "}) {
    const run_result r = run(std::string(jobs) + "--check " + f);
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_EQ(r.out, "exactpred-oracle --check: 5 queries in 1 file: 5 agree, 0 disagree\n");
  }
}

TEST(OracleCommand, CheckReportsEveryDisagreement) {
  const std::string f = temp_file("check_bad.txt",
                                  "orient2d 0 0 1 0 0 1\t1\n"
                                  "orient2d 0 0 1 0 0 1\t-1\n"
                                  "orient2d 0 0 1 0 0 1\n"
                                  "orient2d 0 0 1 0 0 1\terror\n"
                                  "orient2d 0 0 1 0 0\t1\n");
  const run_result r = run("--check " + f);
  EXPECT_EQ(r.status, 1);
  const auto out = lines(r.out);
  ASSERT_EQ(out.size(), 5u) << r.out;
  EXPECT_EQ(out[0], f + ":2: expected -1, got 1: orient2d 0 0 1 0 0 1");
  EXPECT_EQ(out[1].rfind(f + ":3: expected an answer after a tab", 0), 0u) << out[1];
  EXPECT_EQ(out[2], f + ":4: expected error, got 1: orient2d 0 0 1 0 0 1");
  EXPECT_EQ(out[3].rfind(f + ":5: expected 1, got error: orient2d takes 6 numbers", 0), 0u)
      << out[3];
  EXPECT_EQ(out[4], "exactpred-oracle --check: 5 queries in 1 file: 1 agree, 4 disagree");
  EXPECT_EQ(run("--check /nonexistent/file.txt").status, 2);
}

#ifdef EXACTPRED_VECTORS_DIR
// The corpus passes; one planted wrong answer in a copy of it is reported, with its line.
TEST(OracleCommand, CheckFindsAWrongAnswerPlantedInTheCorpus) {
  const std::string corpus = std::string(EXACTPRED_VECTORS_DIR) + "/orient2d.txt";
  std::string text = read_text(corpus);
  ASSERT_FALSE(text.empty()) << corpus;
  EXPECT_EQ(run("--check " + corpus).status, 0);
  // Flip the answer of the 100th query line.
  std::istringstream in(text);
  std::string l, planted;
  std::size_t number = 0, query = 0, planted_line = 0;
  while (std::getline(in, l)) {
    ++number;
    if (!l.empty() && l[0] != '#' && ++query == 100) {
      const std::size_t tab = l.rfind('\t');
      ASSERT_NE(tab, std::string::npos);
      const std::string answer = l.substr(tab + 1);
      l = l.substr(0, tab + 1) + (answer == "1" ? "-1" : "1");
      planted_line = number;
    }
    planted += l + "\n";
  }
  const std::string f = temp_file("planted.txt", planted);
  for (const char* jobs : {"", "--jobs 2 "}) {
    const run_result r = run(std::string(jobs) + "--check " + f);
    EXPECT_EQ(r.status, 1);
    const auto out = lines(r.out);
    ASSERT_EQ(out.size(), 2u) << r.out;
    EXPECT_EQ(out[0].rfind(f + ":" + std::to_string(planted_line) + ": expected ", 0), 0u)
        << out[0];
    EXPECT_NE(out[1].find(": " + std::to_string(query - 1) + " agree, 1 disagree"),
              std::string::npos)
        << out[1];
  }
}
#endif

// ---- hostile input and failing output ------------------------------------------------------
// Each case with its documented exit status (0 every query answered, 1 some line was an error
// or --check failed, 2 bad usage, unreadable input or a write error), its standard output and
// a message on standard error.

namespace {

struct shell_result {
  int status;
  std::string out, err;
};

// Runs a sh script with $O set to the oracle; its standard output and error are captured.
shell_result shell(const std::string& script) {
  const std::string dir = ::testing::TempDir();
  const std::string file = dir + "exactpred_oracle_script.sh";
  std::ofstream(file) << "O='" << EXACTPRED_ORACLE_BIN << "'\n" << script << "\n";
  const std::string out = dir + "exactpred_oracle_script.out";
  const std::string err = dir + "exactpred_oracle_script.err";
  const int st = std::system(("sh '" + file + "' >'" + out + "' 2>'" + err + "'").c_str());
  return {WIFEXITED(st) ? WEXITSTATUS(st) : -1, read_text(out), read_text(err)};
}

std::string binary_file(const std::string& name, const std::string& content) {
  const std::string path = ::testing::TempDir() + "exactpred_oracle_" + name;
  std::ofstream(path, std::ios::binary) << content;
  return path;
}

bool mentions(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

const std::string overlong_error = "error: line longer than 16 MiB\n";

}  // namespace

TEST(OracleRobustness, MalformedLinesGetOneErrorLineEach) {
  const std::string long_token(100000, '7');
  const std::string f =
      binary_file("malformed.txt",
                  "frobnicate 1 2 3\n"                                     // unknown name
                  "orient2d 0 0 1 0 0\n"                                   // too few
                  "orient2d 0 0 1 0 0 1 2\n"                               // too many
                  "orient2d 0 0 1 0 0 one\n"                               // not a number
                  "orient2d 0 0 1 0 0 NaN\n"                               // not finite
                  "orient2d 0 0 1 0 0 -inf\n"                              //
                  "orient2d 0 0 1 0 0 0x1.8pq\n"                           // hex garbage
                  "orient2d 0 0 1 0 0 0x\n"                                //
                  "orient2d 0 0 1 0 0 0xg1\n"                              //
                  "orient2d 0 0 1 0 0 0x1p99999\n"                         // hex overflow
                      + std::string("orient2d 0 0 1 0 0 1\0junk\n", 26) +  // embedded NUL
                      std::string("\0\0\0\n", 4) +                         // NULs only
                      "orient2d 0 0 1 0 0 1\r\n"                           // CR LF: fine
                      "orient2d 0 0 1 0 0 -1\r\r\n"                        //
                      "orient2d 0 0 1 0 0 " +
                      long_token + "x\n" +         // a long token
                      "x" + long_token + " 1\n" +  // a long name
                      "convex_hull 1e9 0 0\n"      // a huge count
                      "convex_hull 2 0 0 1 1 " +
                      long_token + "\n" +       // extra args
                      "orient2d 0 0 1 0 0 1");  // no newline
  for (const char* jobs : {"", "--jobs 2 "}) {
    const shell_result r = shell("\"$O\" " + std::string(jobs) + "'" + f + "'");
    EXPECT_EQ(r.status, 1) << jobs;
    const auto out = lines(r.out);
    ASSERT_EQ(out.size(), 19u) << r.out;
    const std::string t40(40, '7');
    const std::vector<std::string> expected = {
        "error: unknown predicate 'frobnicate'",
        "error: orient2d takes 6 numbers (ax ay bx by cx cy), got 5",
        "error: orient2d takes 6 numbers (ax ay bx by cx cy), got 7",
        "error: orient2d: argument 6 (cy) 'one' is not a number",
        "error: orient2d: argument 6 (cy) 'NaN' is not finite",
        "error: orient2d: argument 6 (cy) '-inf' is not finite",
        "error: orient2d: argument 6 (cy) '0x1.8pq' is not a number",
        "error: orient2d: argument 6 (cy) '0x' is not a number",
        "error: orient2d: argument 6 (cy) '0xg1' is not a number",
        "error: orient2d: argument 6 (cy) '0x1p99999' is not finite",
        "error: orient2d: argument 6 (cy) '1\\x00junk' is not a number",
        "error: unknown predicate '\\x00\\x00\\x00'",
        "1",
        "-1",
        "error: orient2d: argument 6 (cy) '" + t40 + "...' is not a number",
        "error: unknown predicate 'x" + t40.substr(1) + "...'",
        "error: convex_hull: the vertex count must be a non-negative integer",
        "error: convex_hull: vertex count 2 needs 5 numbers in all, got 6",
        "1"};
    for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(out[i], expected[i]) << i;
    EXPECT_EQ(r.err, "");
  }
}

TEST(OracleRobustness, UnreadableInputExitsTwoNamingIt) {
  const std::string dir = ::testing::TempDir();
  const std::string good = temp_file("good_for_errors.txt", "orient2d 0 0 1 0 0 1\n");
  struct expectation {
    std::string script, out, message;
  };
  const std::vector<expectation> cases = {
      {"\"$O\" '" + dir + "'", "", "cannot read '" + dir + "': Is a directory"},
      {"\"$O\" < '" + dir + "'", "", "cannot read standard input: Is a directory"},
      {"\"$O\" --jobs 2 '" + good + "' '" + dir + "'", "1\n", "cannot read '" + dir + "'"},
      {"\"$O\" --check '" + dir + "'", "", "cannot read '" + dir + "': Is a directory"},
      {"\"$O\" /nonexistent/file.txt", "",
       "cannot open '/nonexistent/file.txt': No such file or directory"},
      {"\"$O\" <&-", "", "cannot read standard input"},
  };
  for (const expectation& c : cases) {
    const shell_result r = shell(c.script);
    EXPECT_EQ(r.status, 2) << c.script;
    EXPECT_EQ(r.out, c.out) << c.script;
    EXPECT_TRUE(mentions(r.err, "exactpred-oracle: " + c.message)) << c.script << ": " << r.err;
  }
}

TEST(OracleRobustness, WriteErrorsExitTwo) {
  const std::string good = temp_file("good_for_writes.txt", "orient2d 0 0 1 0 0 1\n");
  for (const std::string& args :
       {"'" + good + "'", "--jobs 2 '" + good + "'",
        "--check '" + temp_file("check_for_writes.txt", "orient2d 0 0 1 0 0 1\t1\n") + "'",
        std::string("--list")}) {
    const shell_result full = shell("\"$O\" " + args + " > /dev/full");
    EXPECT_EQ(full.status, 2) << args;
    EXPECT_TRUE(mentions(full.err, "cannot write to standard output: No space left on device"))
        << args << ": " << full.err;
    const shell_result closed = shell("\"$O\" " + args + " >&-");
    EXPECT_EQ(closed.status, 2) << args;
    EXPECT_TRUE(mentions(closed.err, "exactpred-oracle: standard output is closed"))
        << args << ": " << closed.err;
  }
  // Many answers, more than any buffer: the first failed write stops the command.
  std::string many;
  for (int i = 0; i < 200000; ++i) many += "orient2d 0 0 1 0 0 1\n";
  const shell_result r = shell("\"$O\" '" + temp_file("many.txt", many) + "' > /dev/full");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
}

TEST(OracleRobustness, AnOverlongLineGetsOneErrorAndTheNextLineIsAnswered) {
  const std::size_t cap = std::size_t{16} << 20;
  // 20 MiB without a newline, then a query.
  const std::string f = binary_file("overlong.txt", std::string(20 << 20, '7') +
                                                        "\norient2d 0 0 1 0 0 1\n"
                                                        "orient2d 0 0 1 0 0 -1\n");
  for (const char* jobs : {"", "--jobs 2 "}) {
    const shell_result r = shell("\"$O\" " + std::string(jobs) + "'" + f + "'");
    EXPECT_EQ(r.status, 1) << jobs;
    EXPECT_EQ(r.out, overlong_error + "1\n-1\n") << jobs;
  }
  // The cap is exact: a comment line of 16 MiB is read (and skipped), one byte more is not.
  const std::string at_cap = "#" + std::string(cap - 1, ' ') + "\n";
  const std::string over_cap = "#" + std::string(cap, ' ') + "\n";
  const shell_result r =
      shell("\"$O\" '" +
            binary_file("cap.txt", at_cap + over_cap + "orient2d 0 0 1 0 0 1\n" + at_cap) + "'");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, overlong_error + "1\n");
  // Under --check it is a failure at its line number.
  const std::string c = binary_file(
      "check_overlong.txt", "orient2d 0 0 1 0 0 1\t1\n" + over_cap + "orient2d 0 0 1 0 0 -1\t-1\n");
  const shell_result checked = shell("\"$O\" --check '" + c + "'");
  EXPECT_EQ(checked.status, 1);
  EXPECT_EQ(checked.out,
            c + ":2: line longer than 16 MiB, not checked\n"
                "exactpred-oracle --check: 3 queries in 1 file: 2 agree, 1 disagree\n");
}

// An endless line (NUL bytes, as from /dev/zero) is read in bounded memory: under a 1 GiB
// address-space limit the command finishes with one error line.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define EXACTPRED_TEST_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define EXACTPRED_TEST_SANITIZED 1
#endif

TEST(OracleRobustness, EndlessInputInBoundedMemory) {
#if defined(EXACTPRED_TEST_SANITIZED)
  // A sanitizer reserves terabytes of address space for its shadow memory, so no address
  // space limit can be set; the plain builds check the bound.
  GTEST_SKIP() << "ulimit -v cannot bound a sanitizer build";
#endif
  for (const char* jobs : {"", "--jobs 2 "}) {
    const shell_result r = shell("ulimit -v 1048576; head -c 200M /dev/zero | \"$O\" " +
                                 std::string(jobs) + "; echo \"status $?\"");
    EXPECT_EQ(r.out, overlong_error + "status 1\n") << jobs << r.err;
  }
  // The rest of a stream is answered after the endless line ends.
  const shell_result r = shell(
      "ulimit -v 1048576; (head -c 100M /dev/zero; echo; echo 'orient2d 0 0 1 0 0 1') | \"$O\"");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, overlong_error + "1\n");
}

TEST(OracleRobustness, CheckFailsWithoutQueries) {
  const std::string empty = temp_file("empty.txt", "");
  const std::string comments = temp_file("comments.txt", "# nothing\n\n");
  for (const std::string& f : {empty, comments}) {
    const shell_result r = shell("\"$O\" --check '" + f + "'");
    EXPECT_EQ(r.status, 1) << f;
    EXPECT_EQ(r.out, "exactpred-oracle --check: 0 queries in 1 file: 0 agree, 0 disagree\n");
    EXPECT_TRUE(mentions(r.err, "no query")) << r.err;
  }
  // Answering an empty input is fine: nothing to answer.
  const shell_result r = shell("\"$O\" '" + empty + "'");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "");
}

TEST(OracleRobustness, DoubleDashEndsTheOptions) {
  const std::string dir = ::testing::TempDir() + "exactpred_oracle_dash";
  const shell_result r = shell("mkdir -p '" + dir + "' && cd '" + dir +
                               "' && echo 'orient2d 0 0 1 0 0 1' > -x && \"$O\" -- -x && "
                               "\"$O\" --jobs 2 -- - -x < -x && \"$O\" --check -- -x; "
                               "echo \"status $?\"; \"$O\" -x; echo \"status $?\"");
  EXPECT_EQ(r.out,
            "1\n1\n1\n-x:1: expected an answer after a tab, got none: orient2d 0 0 1 0 0 1\n"
            "exactpred-oracle --check: 1 queries in 1 file: 0 agree, 1 disagree\n"
            "status 1\nstatus 2\n");
  EXPECT_TRUE(mentions(r.err, "unknown option '-x'")) << r.err;
}

TEST(OracleRobustness, BadBatchIsaInTheEnvironmentExitsTwo) {
  const std::string good = temp_file("good_for_isa.txt", "orient2d 0 0 1 0 0 1\n");
  const shell_result bogus = shell("EXACTPRED_BATCH_ISA=bogus \"$O\" '" + good + "'");
  EXPECT_EQ(bogus.status, 2);
  EXPECT_EQ(bogus.out, "");
  EXPECT_TRUE(mentions(bogus.err, "EXACTPRED_BATCH_ISA='bogus' is not an instruction set"))
      << bogus.err;
  const shell_result scalar = shell("EXACTPRED_BATCH_ISA=scalar \"$O\" '" + good + "'");
  EXPECT_EQ(scalar.status, 0);
  EXPECT_EQ(scalar.out, "1\n");
}
