// oracle/main.cpp — the exactpred-oracle command (SPEC section 3).
//
//   exactpred-oracle [--reference cgal] [--jobs N] [FILE...]   answer the queries in FILEs
//   exactpred-oracle [--reference cgal] [--jobs N] --check FILE...   verify answer files
//   exactpred-oracle --list                     predicates and their argument layouts
//
// One output line per query, in order. A bad line prints "error: <reason>" and processing
// goes on. Exit status: 0 when every query was answered, 1 when some line was an error,
// 2 for bad usage or an unreadable file.
//
// The input is read in blocks of whole lines (constant memory, whatever the input size).
// With --jobs N, N worker threads answer blocks in parallel and a bounded window of blocks
// is written back in input order, so the output is byte for byte that of one thread.
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "cgal_reference.hpp"
#include "query.hpp"

namespace {

void usage(std::FILE* out) {
  std::fputs(
      "usage: exactpred-oracle [--reference cgal] [--jobs N] [--no-progress] [FILE...]\n"
      "       exactpred-oracle [--reference cgal] [--jobs N] --check FILE...\n"
      "       exactpred-oracle --list\n"
      "Answers one predicate query per line (NAME ARG ARG ...), exactly. Reads standard input\n"
      "when no FILE (or '-') is given. --reference cgal answers with CGAL's exact rational\n"
      "kernel instead of exactpred (slow; for cross-checking). --jobs N answers with N threads\n"
      "(0: one per core), output order preserved. --check verifies files of 'QUERY<TAB>ANSWER'\n"
      "lines, prints each disagreement and a summary, and exits 0 only if all agree (an\n"
      "expected answer 'error' means the query must be rejected). A progress line is shown on\n"
      "standard error when it is a terminal and the input is large (--no-progress: never).\n",
      out);
}

struct options {
  exactpred::query::reference_table reference = nullptr;
  bool check = false;
  bool progress = true;
  unsigned jobs = 1;
};

// A piece of the input made of whole lines, and what answering it produced.
struct block {
  std::string input;
  const char* file = nullptr;  // for --check messages
  std::size_t first_line = 0;  // 1-based number of the block's first line in `file`
  std::string output;
  std::size_t lines = 0;     // input lines in the block
  std::size_t queries = 0;   // queries answered or checked
  std::size_t failures = 0;  // error lines, or disagreements under --check
  bool done = false;

  void reset() {
    input.clear();
    output.clear();
    file = nullptr;
    first_line = lines = queries = failures = 0;
    done = false;
  }
};

std::string_view trim(std::string_view s) {
  const auto space = [](char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
  };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return s;
}

void answer_line(std::string_view line, const options& opt, block& b) {
  const auto r = exactpred::query::evaluate_line(line, opt.reference);
  if (r.status == exactpred::query::line_result::skipped) return;
  ++b.queries;
  if (r.status == exactpred::query::line_result::error) {
    b.output.append("error: ");
    ++b.failures;
  }
  b.output.append(r.text);
  b.output.push_back('\n');
}

void check_line(std::string_view line, std::size_t number, const options& opt, block& b) {
  const std::string_view whole = trim(line);
  if (whole.empty() || whole[0] == '#') return;
  ++b.queries;
  const auto report = [&](std::string_view expected, std::string_view got, std::string_view q) {
    ++b.failures;
    b.output.append(b.file).append(":").append(std::to_string(number)).append(": expected ");
    b.output.append(expected).append(", got ").append(got).append(": ").append(q).append("\n");
  };
  const std::size_t tab = whole.rfind('\t');
  if (tab == std::string_view::npos) {
    report("an answer after a tab", "none", whole);
    return;
  }
  const std::string_view query = trim(whole.substr(0, tab));
  const std::string_view expected = trim(whole.substr(tab + 1));
  const auto r = exactpred::query::evaluate_line(query, opt.reference);
  if (r.status == exactpred::query::line_result::answered) {
    if (r.text != expected) report(expected, r.text, query);
  } else if (r.status == exactpred::query::line_result::error) {
    if (expected.substr(0, 5) != "error") report(expected, "error: " + r.text, query);
  } else {
    report(expected, "no query", query);
  }
}

void process(block& b, const options& opt) {
  std::string_view data = b.input;
  std::size_t number = b.first_line;
  while (!data.empty()) {
    const std::size_t nl = data.find('\n');
    const std::string_view line = data.substr(0, nl);
    if (opt.check) {
      check_line(line, number, opt, b);
    } else {
      answer_line(line, opt, b);
    }
    ++number;
    ++b.lines;
    if (nl == std::string_view::npos) break;
    data.remove_prefix(nl + 1);
  }
}

// Throttled "lines done, speed" line on standard error.
class progress_line {
 public:
  explicit progress_line(bool enabled) : enabled_(enabled && isatty(STDERR_FILENO) != 0) {}
  ~progress_line() { finish(); }
  void add(std::size_t lines, std::size_t bytes) {
    lines_ += lines;
    bytes_ += bytes;
    if (!enabled_ || bytes_ < (std::size_t{16} << 20)) return;
    const auto now = clock::now();
    if (now - last_ < std::chrono::milliseconds(500)) return;
    last_ = now;
    const double seconds = std::chrono::duration<double>(now - start_).count();
    std::fprintf(stderr, "\rexactpred-oracle: %.1f M lines, %.0f MB, %.2f M lines/s   ",
                 lines_ / 1e6, bytes_ / 1e6, seconds > 0 ? lines_ / seconds / 1e6 : 0.0);
    std::fflush(stderr);
    shown_ = true;
  }
  void finish() {
    if (shown_) std::fputs("\r\033[K", stderr);
    shown_ = false;
  }

 private:
  using clock = std::chrono::steady_clock;
  bool enabled_;
  bool shown_ = false;
  std::size_t lines_ = 0, bytes_ = 0;
  clock::time_point start_ = clock::now(), last_ = start_;
};

// Answers blocks (in this thread, or in a pool of workers) and writes the results in order.
class engine {
 public:
  explicit engine(const options& opt) : opt_(opt), progress_(opt.progress) {
    if (opt_.jobs > 1) {
      for (unsigned i = 0; i < opt_.jobs; ++i) workers_.emplace_back([this] { work(); });
    }
  }
  ~engine() {
    finish();
    {
      std::lock_guard<std::mutex> lock(mutex_);
      closing_ = true;
    }
    work_ready_.notify_all();
    for (auto& t : workers_) t.join();
  }

  std::unique_ptr<block> fresh() {
    std::unique_ptr<block> b;
    if (!spare_.empty()) {
      b = std::move(spare_.back());
      spare_.pop_back();
      b->reset();
    } else {
      b = std::make_unique<block>();
    }
    return b;
  }

  void submit(std::unique_ptr<block> b) {
    if (workers_.empty()) {
      process(*b, opt_);
      emit(std::move(b));
      return;
    }
    {
      std::lock_guard<std::mutex> lock(mutex_);
      todo_.push_back(b.get());
    }
    work_ready_.notify_one();
    in_flight_.push_back(std::move(b));
    while (in_flight_.size() >= 2 * workers_.size()) emit_oldest();
  }

  // Writes every block submitted so far.
  void finish() {
    while (!in_flight_.empty()) emit_oldest();
    std::fflush(stdout);
    progress_.finish();
  }

  std::size_t queries() const { return queries_; }
  std::size_t failures() const { return failures_; }

 private:
  void work() {
    while (true) {
      block* b;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        work_ready_.wait(lock, [this] { return closing_ || !todo_.empty(); });
        if (todo_.empty()) return;
        b = todo_.front();
        todo_.pop_front();
      }
      process(*b, opt_);
      {
        std::lock_guard<std::mutex> lock(mutex_);
        b->done = true;
      }
      block_done_.notify_all();
    }
  }

  void emit_oldest() {
    {
      std::unique_lock<std::mutex> lock(mutex_);
      block_done_.wait(lock, [this] { return in_flight_.front()->done; });
    }
    std::unique_ptr<block> b = std::move(in_flight_.front());
    in_flight_.pop_front();
    emit(std::move(b));
  }

  void emit(std::unique_ptr<block> b) {
    if (!b->output.empty()) std::fwrite(b->output.data(), 1, b->output.size(), stdout);
    queries_ += b->queries;
    failures_ += b->failures;
    progress_.add(b->lines, b->input.size());
    if (spare_.size() < 4 * opt_.jobs + 2) spare_.push_back(std::move(b));
  }

  const options& opt_;
  progress_line progress_;
  std::vector<std::thread> workers_;
  std::mutex mutex_;
  std::condition_variable work_ready_, block_done_;
  std::deque<block*> todo_;                       // guarded by mutex_
  bool closing_ = false;                          // guarded by mutex_
  std::deque<std::unique_ptr<block>> in_flight_;  // input order
  std::vector<std::unique_ptr<block>> spare_;
  std::size_t queries_ = 0, failures_ = 0;
};

// Cuts `in` into blocks of whole lines of about `block_bytes` and submits them.
void read_blocks(std::FILE* in, const char* name, engine& e, bool count_lines) {
  constexpr std::size_t block_bytes = std::size_t{1} << 20;
  std::string carry;
  std::size_t line = 1;
  const auto submit = [&](std::unique_ptr<block> b) {
    b->file = name;
    b->first_line = line;
    if (count_lines)
      line += static_cast<std::size_t>(std::count(b->input.begin(), b->input.end(), '\n'));
    e.submit(std::move(b));
  };
  while (true) {
    std::unique_ptr<block> b = e.fresh();
    b->input.swap(carry);
    carry.clear();
    std::size_t got = 0;
    // Read until the block holds at least one whole line (or the input ends).
    while (true) {
      const std::size_t old = b->input.size();
      b->input.resize(old + block_bytes);
      got = std::fread(&b->input[old], 1, block_bytes, in);
      b->input.resize(old + got);
      if (got == 0 || b->input.find('\n', old) != std::string::npos) break;
    }
    const std::size_t last_nl = b->input.rfind('\n');
    if (got == 0) {
      if (!b->input.empty()) submit(std::move(b));
      return;
    }
    carry.assign(b->input, last_nl + 1, std::string::npos);
    b->input.resize(last_nl + 1);
    submit(std::move(b));
  }
}

bool parse_jobs(const char* text, unsigned& jobs) {
  char* end = nullptr;
  errno = 0;
  const long n = std::strtol(text, &end, 10);
  if (errno != 0 || end == text || *end != '\0' || n < 0 || n > 1024) return false;
  jobs = n == 0 ? std::max(1u, std::thread::hardware_concurrency()) : static_cast<unsigned>(n);
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<const char*> files;
  options opt;
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
      opt.reference = exactpred::oracle::reference_evaluator;
      ++i;
    } else if (a == "--jobs" || a == "-j") {
      if (i + 1 >= argc || !parse_jobs(argv[i + 1], opt.jobs)) {
        std::fputs("exactpred-oracle: --jobs takes a thread count (0: one per core)\n", stderr);
        return 2;
      }
      ++i;
    } else if (a == "--check") {
      opt.check = true;
    } else if (a == "--no-progress") {
      opt.progress = false;
    } else if (a.size() > 1 && a[0] == '-' && a != "-") {
      std::fprintf(stderr, "exactpred-oracle: unknown option '%s'\n", argv[i]);
      usage(stderr);
      return 2;
    } else {
      files.push_back(argv[i]);
    }
  }
  if (files.empty()) files.push_back("-");
  engine e(opt);
  for (const char* name : files) {
    if (std::strcmp(name, "-") == 0) {
      read_blocks(stdin, "<stdin>", e, opt.check);
      continue;
    }
    std::FILE* in = std::fopen(name, "rb");
    if (in == nullptr) {
      const int err = errno;
      e.finish();
      std::fprintf(stderr, "exactpred-oracle: cannot open '%s': %s\n", name, std::strerror(err));
      return 2;
    }
    read_blocks(in, name, e, opt.check);
    std::fclose(in);
  }
  e.finish();
  if (opt.check) {
    std::printf("exactpred-oracle --check: %zu queries in %zu file%s: %zu agree, %zu disagree\n",
                e.queries(), files.size(), files.size() == 1 ? "" : "s", e.queries() - e.failures(),
                e.failures());
    std::fflush(stdout);
  }
  return e.failures() == 0 ? 0 : 1;
}
