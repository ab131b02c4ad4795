// oracle/main.cpp — the exactpred-oracle command (SPEC section 3).
//
//   exactpred-oracle [--reference cgal] [FILE...]   answer the queries in FILEs (or stdin)
//   exactpred-oracle --list                          predicates and their argument layouts
//
// One output line per query, in order. A bad line prints "error: <reason>" and processing
// goes on. Exit status: 0 when every query was answered, 1 when some line was an error,
// 2 for bad usage or an unreadable file.
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "cgal_reference.hpp"
#include "query.hpp"

namespace {

void usage(std::FILE* out) {
  std::fputs(
      "usage: exactpred-oracle [--reference cgal] [FILE...]\n"
      "       exactpred-oracle --list\n"
      "Answers one predicate query per line (NAME ARG ARG ...), exactly. Reads standard input\n"
      "when no FILE (or '-') is given. --reference cgal answers with CGAL's exact rational\n"
      "kernel instead of exactpred (slow; for cross-checking).\n",
      out);
}

class output {
 public:
  ~output() { flush(); }
  void line(std::string_view a, std::string_view b = {}) {
    buffer_.append(a);
    buffer_.append(b);
    buffer_.push_back('\n');
    if (buffer_.size() > (1u << 16)) flush();
  }
  void flush() {
    if (!buffer_.empty()) std::fwrite(buffer_.data(), 1, buffer_.size(), stdout);
    buffer_.clear();
  }

 private:
  std::string buffer_;
};

// Answers every line of `in`; returns false when some line was an error.
bool run(std::FILE* in, exactpred::query::reference_table reference, output& out) {
  bool all_ok = true;
  std::vector<char> chunk(1 << 16);
  std::string pending;
  const auto handle = [&](std::string_view line) {
    const auto r = exactpred::query::evaluate_line(line, reference);
    if (r.status == exactpred::query::line_result::answered) {
      out.line(r.text);
    } else if (r.status == exactpred::query::line_result::error) {
      out.line("error: ", r.text);
      all_ok = false;
    }
  };
  std::size_t got;
  while ((got = std::fread(chunk.data(), 1, chunk.size(), in)) > 0) {
    std::string_view data(chunk.data(), got);
    std::size_t start = 0;
    while (true) {
      const std::size_t nl = data.find('\n', start);
      if (nl == std::string_view::npos) break;
      if (pending.empty()) {
        handle(data.substr(start, nl - start));
      } else {
        pending.append(data.substr(start, nl - start));
        handle(pending);
        pending.clear();
      }
      start = nl + 1;
    }
    pending.append(data.substr(start));
  }
  if (!pending.empty()) handle(pending);
  return all_ok;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<const char*> files;
  exactpred::query::reference_table reference = nullptr;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (a == "--list") {
      if (argc != 2) {
        std::fputs("exactpred-oracle: --list takes no other argument\n", stderr);
        return 2;
      }
      for (const auto& p : exactpred::query::predicates()) {
        std::printf("%s %s\n", p.name, p.layout);
      }
      return 0;
    } else if (a == "--help" || a == "-h") {
      usage(stdout);
      return 0;
    } else if (a == "--reference") {
      if (i + 1 >= argc || std::string_view(argv[i + 1]) != "cgal") {
        std::fputs("exactpred-oracle: --reference takes 'cgal'\n", stderr);
        return 2;
      }
      reference = exactpred::oracle::reference_evaluator;
      ++i;
    } else if (a.size() > 1 && a[0] == '-' && a != "-") {
      std::fprintf(stderr, "exactpred-oracle: unknown option '%s'\n", argv[i]);
      usage(stderr);
      return 2;
    } else {
      files.push_back(argv[i]);
    }
  }
  output out;
  bool all_ok = true;
  if (files.empty()) files.push_back("-");
  for (const char* name : files) {
    if (std::strcmp(name, "-") == 0) {
      all_ok = run(stdin, reference, out) && all_ok;
      continue;
    }
    std::FILE* in = std::fopen(name, "rb");
    if (in == nullptr) {
      out.flush();
      std::fprintf(stderr, "exactpred-oracle: cannot open '%s': %s\n", name, std::strerror(errno));
      return 2;
    }
    all_ok = run(in, reference, out) && all_ok;
    std::fclose(in);
  }
  out.flush();
  return all_ok ? 0 : 1;
}
