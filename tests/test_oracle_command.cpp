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
