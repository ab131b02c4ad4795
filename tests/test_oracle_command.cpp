// SPDX-License-Identifier: MIT
// The exactpred-oracle command, run as a user runs it: answers, error lines, exit status,
// --list, and agreement with its own CGAL reference mode on every family.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <cstdio>
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
