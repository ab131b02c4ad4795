// SPDX-License-Identifier: MIT
// oracle/main.cpp — the exactpred-oracle command (SPEC section 3).
//
//   exactpred-oracle [--reference cgal] [--jobs N] [--] [FILE...]   answer the queries in FILEs
//   exactpred-oracle [--reference cgal] [--jobs N] --check [--] FILE...   verify answer files
//   exactpred-oracle --list                     predicates and their argument layouts
//
// One output line per query, in order. A bad line prints "error: <reason>" and processing
// goes on. Exit status: 0 when every query was answered (under --check: every answer agrees),
// 1 when some line was an error (a disagreement, or no query at all under --check), 2 for bad
// usage, unreadable input, a write error or a bad EXACTPRED_BATCH_ISA.
//
// The input is read in blocks of whole lines of about 1 MiB. A line longer than
// max_line_bytes (16 MiB) is never stored: it gets one error line and is skipped up to its
// newline. With --jobs N, N worker threads answer blocks in parallel and a bounded window of
// blocks (in count and in bytes) is written back in input order, so the output is byte for
// byte that of one thread; lines over 1 MiB are answered one at a time. So memory stays
// bounded whatever the input (SPEC section 3 gives the figures).
#include <fcntl.h>
#if defined(_WIN32)
#include <io.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif
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
#include <new>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#if defined(EXACTPRED_ORACLE_CGAL)
#include "cgal_reference.hpp"
#endif
#include "exactpred/batch.hpp"
#include "exactpred/version.hpp"
#include "query.hpp"

namespace {

// The longest line read, newline excluded: a longer one is skipped (one error line).
constexpr std::size_t max_line_bytes = std::size_t{16} << 20;
constexpr const char* max_line_text = "16 MiB";
// Input is read, and cut into blocks of whole lines, this much at a time.
constexpr std::size_t chunk_bytes = std::size_t{1} << 20;
// With --jobs: the most input bytes in the blocks waiting for or under evaluation.
constexpr std::size_t window_bytes = 2 * max_line_bytes;
// With --jobs: lines longer than this are answered one at a time (their evaluation may use
// about 12 bytes of memory per input byte: the numbers, the vertices and the hull's indices).
constexpr std::size_t big_line_bytes = chunk_bytes;

void usage(std::FILE* out) {
  std::fprintf(
      out,
      "usage: exactpred-oracle [--reference cgal] [--convention NAME] [--jobs N] [--no-progress]\n"
      "                        [--] [FILE...]\n"
      "       exactpred-oracle [--reference cgal] [--jobs N] --check [--] FILE...\n"
      "       exactpred-oracle --list | --version | --help\n"
      "Answers one predicate query per line (NAME ARG ARG ...), exactly. Reads standard input\n"
      "when no FILE (or '-') is given; '--' ends the options, so a FILE may start with '-'.\n"
      "--reference cgal answers with CGAL's exact rational kernel instead of exactpred (slow;\n"
      "for cross-checking). --convention shewchuk|robust-predicates|geogram prints the signs of\n"
      "orient2d, orient3d, incircle and insphere (and the *_value numbers) as that library's\n"
      "functions would (cgal: ours).\n"
      "--jobs N answers with N threads (0: one per core), output order\n"
      "preserved. --check verifies files of 'QUERY<TAB>ANSWER' lines, prints each disagreement\n"
      "and a summary, and exits 0 only if all agree (an expected answer 'error' means the query\n"
      "must be rejected; input without any query fails). A progress line is shown on standard\n"
      "error when it is a terminal and the input is large (--no-progress: never).\n"
      "A line longer than %s is not read: it gets one line 'error: line longer than %s'\n"
      "(a bad line) and the next line is answered. So memory stays bounded whatever the\n"
      "input: below 256 MiB with one thread, 256 MiB + 16 MiB per thread with --jobs N\n"
      "(--reference cgal needs more: about 100 bytes per byte of the longest line).\n"
      "Exit status: 0 every query answered (every answer agrees); 1 some line was an error\n"
      "(or disagrees, or --check found no query); 2 bad usage, an unreadable FILE, a write\n"
      "error, or an unknown or unsupported EXACTPRED_BATCH_ISA.\n",
      max_line_text, max_line_text);
}

struct options {
  exactpred::query::reference_table reference = nullptr;
  exactpred::query::convention convention = exactpred::query::convention::exactpred;
  bool check = false;
  bool progress = true;
  unsigned jobs = 1;
};

// A piece of the input made of whole lines, and what answering it produced.
struct block {
  std::string input;
  bool overlong = false;       // instead of `input`: one line longer than max_line_bytes
  std::size_t bytes = 0;       // input bytes the block stands for (for the progress line)
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
    overlong = false;
    file = nullptr;
    bytes = first_line = lines = queries = failures = 0;
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

// Lines over big_line_bytes are evaluated one at a time, whatever the number of threads.
std::mutex big_line_mutex;

exactpred::query::line_result evaluate(std::string_view line, const options& opt) {
  try {
    if (line.size() <= big_line_bytes) {
      return exactpred::query::evaluate_line(line, opt.reference, opt.convention);
    }
    std::lock_guard<std::mutex> lock(big_line_mutex);
    return exactpred::query::evaluate_line(line, opt.reference, opt.convention);
  } catch (const std::bad_alloc&) {
    return {exactpred::query::line_result::error, "out of memory"};
  }
}

void answer_line(std::string_view line, const options& opt, block& b) {
  const auto r = evaluate(line, opt);
  if (r.status == exactpred::query::line_result::skipped) return;
  ++b.queries;
  if (r.status == exactpred::query::line_result::error) {
    b.output.append("error: ");
    ++b.failures;
  }
  b.output.append(r.text);
  b.output.push_back('\n');
}

// Queries and answers as --check echoes them.
std::string shown(std::string_view text, std::size_t max_bytes = 200) {
  return exactpred::query::printable(text, max_bytes);
}

void check_report(block& b, std::size_t number, std::string_view what) {
  ++b.failures;
  b.output.append(b.file).append(":").append(std::to_string(number)).append(": ");
  b.output.append(what).append("\n");
}

void check_line(std::string_view line, std::size_t number, const options& opt, block& b) {
  const std::string_view whole = trim(line);
  if (whole.empty() || whole[0] == '#') return;
  ++b.queries;
  const auto report = [&](std::string_view expected, std::string_view got, std::string_view q) {
    check_report(b, number,
                 "expected " + shown(expected, 40) + ", got " + std::string(got) + ": " + shown(q));
  };
  const std::size_t tab = whole.rfind('\t');
  if (tab == std::string_view::npos) {
    report("an answer after a tab", "none", whole);
    return;
  }
  const std::string_view query = trim(whole.substr(0, tab));
  const std::string_view expected = trim(whole.substr(tab + 1));
  const auto r = evaluate(query, opt);
  if (r.status == exactpred::query::line_result::answered) {
    if (r.text != expected) report(expected, shown(r.text), query);
  } else if (r.status == exactpred::query::line_result::error) {
    if (expected.substr(0, 5) != "error") report(expected, "error: " + r.text, query);
  } else {
    report(expected, "no query", query);
  }
}

void process(block& b, const options& opt) {
  if (b.overlong) {
    // One line, too long to be read: a bad line (a disagreement under --check).
    b.lines = 1;
    ++b.queries;
    if (opt.check) {
      check_report(b, b.first_line,
                   std::string("line longer than ") + max_line_text + ", not checked");
    } else {
      ++b.failures;
      b.output.append("error: line longer than ").append(max_line_text).append("\n");
    }
    return;
  }
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
// Stops writing at the first write error (see write_error).
class engine {
 public:
  explicit engine(const options& opt) : opt_(opt), progress_(opt.progress) {
    if (opt_.jobs > 1) {
      for (unsigned i = 0; i < opt_.jobs; ++i) workers_.emplace_back([this] { work(); });
    }
  }
  // Call finish() first to write everything: this only waits for the workers (which answer
  // every block submitted before they stop).
  ~engine() {
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
    in_flight_bytes_ += b->input.size();
    in_flight_.push_back(std::move(b));
    while (!in_flight_.empty() &&
           (in_flight_.size() >= 2 * workers_.size() || in_flight_bytes_ > window_bytes)) {
      emit_oldest();
    }
  }

  // Writes every block submitted so far, and flushes standard output.
  void drain() {
    while (!in_flight_.empty()) emit_oldest();
    if (write_error_ == 0) {
      errno = 0;
      if (std::fflush(stdout) != 0 || std::ferror(stdout)) write_error_ = errno != 0 ? errno : EIO;
    }
  }

  // drain(), and the progress line is cleared.
  void finish() {
    drain();
    progress_.finish();
  }

  // Input bytes read and dropped (an overlong line), for the progress line.
  void skipped(std::size_t bytes) { progress_.add(0, bytes); }

  std::size_t queries() const { return queries_; }
  std::size_t failures() const { return failures_; }
  // The errno of the first failed write to standard output, or 0.
  int write_error() const { return write_error_; }

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
    in_flight_bytes_ -= b->input.size();
    emit(std::move(b));
  }

  // Writes a block's output and flushes it: a write error is seen at once.
  void emit(std::unique_ptr<block> b) {
    if (write_error_ == 0 && !b->output.empty()) {
      errno = 0;
      if (std::fwrite(b->output.data(), 1, b->output.size(), stdout) != b->output.size() ||
          std::fflush(stdout) != 0 || std::ferror(stdout)) {
        write_error_ = errno != 0 ? errno : EIO;
      }
    }
    queries_ += b->queries;
    failures_ += b->failures;
    progress_.add(b->lines, b->bytes);
    // Keep a few blocks for reuse, without the buffers of a long line.
    if (spare_.size() < 2 * opt_.jobs + 2) {
      if (b->input.capacity() > 4 * chunk_bytes) std::string().swap(b->input);
      if (b->output.capacity() > 4 * chunk_bytes) std::string().swap(b->output);
      spare_.push_back(std::move(b));
    }
  }

  const options& opt_;
  progress_line progress_;
  std::vector<std::thread> workers_;
  std::mutex mutex_;
  std::condition_variable work_ready_, block_done_;
  std::deque<block*> todo_;                       // guarded by mutex_
  bool closing_ = false;                          // guarded by mutex_
  std::deque<std::unique_ptr<block>> in_flight_;  // input order
  std::size_t in_flight_bytes_ = 0;               // input bytes of the blocks in in_flight_
  std::vector<std::unique_ptr<block>> spare_;
  std::size_t queries_ = 0, failures_ = 0;
  int write_error_ = 0;
};

// Appends up to chunk_bytes of `in` to `data`. Returns the number of bytes read; 0 at the end
// of the input or on a read error (then `error` is its errno).
std::size_t read_chunk(std::FILE* in, std::string& data, int& error) {
  const std::size_t old = data.size();
  data.resize(old + chunk_bytes);
  errno = 0;
  const std::size_t got = std::fread(&data[old], 1, chunk_bytes, in);
  data.resize(old + got);
  if (got < chunk_bytes && std::ferror(in)) {
    error = errno != 0 ? errno : EIO;
    return 0;
  }
  return got;
}

// Cuts `in` into blocks of whole lines of about chunk_bytes and submits them. A line longer
// than max_line_bytes is submitted as an `overlong` block and skipped up to its newline, never
// held whole: `in` is read chunk by chunk, and no block holds more than about max_line_bytes
// + 2 chunk_bytes. Returns 0, or the errno of a read error (the lines before it are
// submitted).
int read_blocks(std::FILE* in, const char* name, engine& e, bool count_lines) {
  std::string carry;  // the start of the next block: whole lines and the start of one
  std::size_t line = 1;
  int error = 0;
  bool end = false;
  const auto submit = [&](std::unique_ptr<block> b) {
    b->file = name;
    b->first_line = line;
    if (count_lines) {
      line += b->overlong
                  ? 1
                  : static_cast<std::size_t>(std::count(b->input.begin(), b->input.end(), '\n'));
    }
    e.submit(std::move(b));
  };
  while (e.write_error() == 0) {
    std::unique_ptr<block> b = e.fresh();
    std::string& data = b->input;
    data.swap(carry);
    carry.clear();
    // Read until the block holds a newline, or its first line is too long, or the input ends.
    std::size_t nl = data.find('\n');
    while (nl == std::string::npos && !end && data.size() <= max_line_bytes) {
      const std::size_t old = data.size();
      if (read_chunk(in, data, error) == 0) {
        if (error != 0) return error;
        end = true;
      }
      nl = data.find('\n', old);
    }
    if (data.empty()) return 0;  // the end
    const std::size_t first = nl == std::string::npos ? data.size() : nl;
    if (first > max_line_bytes) {
      // One error line for it, at once; then drop it up to its newline, reading and dropping
      // a chunk at a time.
      const bool complete = nl != std::string::npos;
      if (complete) carry.assign(data, nl + 1, std::string::npos);
      b->bytes = complete ? nl + 1 : data.size();
      b->input.clear();
      b->overlong = true;
      submit(std::move(b));
      if (!complete) e.drain();  // the error line now: the rest may take long to come
      while (!complete && !end) {
        if (read_chunk(in, carry, error) == 0) {
          if (error != 0) return error;
          end = true;
        }
        nl = carry.find('\n');
        e.skipped(nl == std::string::npos ? carry.size() : nl + 1);
        if (nl != std::string::npos) {
          carry.erase(0, nl + 1);
          break;
        }
        carry.clear();
      }
      continue;
    }
    if (!end) {  // whole lines only: the rest starts the next block
      const std::size_t last_nl = data.rfind('\n');
      carry.assign(data, last_nl + 1, std::string::npos);
      data.resize(last_nl + 1);
    }
    b->bytes = data.size();
    submit(std::move(b));
  }
  return 0;
}

bool parse_jobs(const char* text, unsigned& jobs) {
  char* end = nullptr;
  errno = 0;
  const long n = std::strtol(text, &end, 10);
  if (errno != 0 || end == text || *end != '\0' || n < 0 || n > 1024) return false;
  jobs = n == 0 ? std::max(1u, std::thread::hardware_concurrency()) : static_cast<unsigned>(n);
  return true;
}

// After a write to standard output with errno cleared before it: records the write's errno in
// `error` if it failed (and nothing was recorded before).
void note_write_error(int& error) {
  if (error == 0 && std::ferror(stdout)) error = errno != 0 ? errno : EIO;
}

// Flushes and closes standard output: false, with a message, when something could not be
// written (a full disk, a closed descriptor, ...). `error`: an errno already seen, or 0.
bool close_stdout(int error) {
  if (error == 0) {
    errno = 0;
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) error = errno != 0 ? errno : EIO;
  }
  errno = 0;
  if (std::fclose(stdout) != 0 && error == 0) error = errno != 0 ? errno : EIO;
  if (error == 0) return true;
  std::fprintf(stderr, "exactpred-oracle: cannot write to standard output: %s\n",
               std::strerror(error));
  return false;
}

// An unknown or unsupported EXACTPRED_BATCH_ISA: a message, and false.
bool batch_isa_environment_ok() {
  const exactpred::batch_isa_environment env = exactpred::batch_isa_from_environment();
  const char* value = std::getenv("EXACTPRED_BATCH_ISA");
  const std::string label = exactpred::query::quoted_token(value != nullptr ? value : "");
  if (env.status == exactpred::batch_isa_environment::unknown) {
    std::fprintf(stderr,
                 "exactpred-oracle: EXACTPRED_BATCH_ISA=%s is not an instruction set (scalar, "
                 "sse2, avx2, avx512)\n",
                 label.c_str());
    return false;
  }
  if (env.status == exactpred::batch_isa_environment::unsupported) {
    std::fprintf(stderr, "exactpred-oracle: EXACTPRED_BATCH_ISA=%s: this CPU cannot run it\n",
                 label.c_str());
    return false;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
#if defined(__GLIBC__)
  // Buffers of a megabyte or more (a long line, its numbers and vertices) are mapped and
  // unmapped one by one, so memory freed after a long line goes back to the system. By
  // default glibc raises this threshold as such buffers are freed (up to 32 MiB), and then
  // keeps them in its heaps.
  mallopt(M_MMAP_THRESHOLD, static_cast<int>(chunk_bytes));
#endif
  std::vector<const char*> files;
  options opt;
  bool list = false;
  bool options_done = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (options_done || a == "-" || a.empty() || a[0] != '-') {
      files.push_back(argv[i]);
    } else if (a == "--") {
      options_done = true;
    } else if (a == "--list") {
      if (argc != 2) {
        std::fputs("exactpred-oracle: --list takes no other argument\n", stderr);
        return 2;
      }
      list = true;
    } else if (a == "--version") {
      int error = 0;
      errno = 0;
      std::printf("exactpred-oracle %s%s\n", EXACTPRED_VERSION_STRING,
#if defined(EXACTPRED_ORACLE_CGAL)
                  " (with the CGAL reference)"
#else
                  " (without the CGAL reference)"
#endif
      );
      note_write_error(error);
      return close_stdout(error) ? 0 : 2;
    } else if (a == "--help" || a == "-h") {
      int error = 0;
      errno = 0;
      usage(stdout);
      note_write_error(error);
      return close_stdout(error) ? 0 : 2;
    } else if (a == "--reference") {
      if (i + 1 >= argc || std::string_view(argv[i + 1]) != "cgal") {
        std::fputs("exactpred-oracle: --reference takes 'cgal'\n", stderr);
        return 2;
      }
#if defined(EXACTPRED_ORACLE_CGAL)
      opt.reference = exactpred::oracle::reference_evaluator;
      ++i;
#else
      std::fputs(
          "exactpred-oracle: this build has no CGAL reference (CGAL, GMP and MPFR were not "
          "found when it was configured)\n",
          stderr);
      return 2;
#endif
    } else if (a == "--jobs" || a == "-j") {
      if (i + 1 >= argc || !parse_jobs(argv[i + 1], opt.jobs)) {
        std::fputs("exactpred-oracle: --jobs takes a thread count (0: one per core)\n", stderr);
        return 2;
      }
      ++i;
    } else if (a == "--convention") {
      if (i + 1 >= argc || !exactpred::query::parse_convention(argv[i + 1], opt.convention)) {
        std::fputs(
            "exactpred-oracle: --convention takes cgal, shewchuk, robust-predicates or geogram\n",
            stderr);
        return 2;
      }
      ++i;
    } else if (a == "--check") {
      opt.check = true;
    } else if (a == "--no-progress") {
      opt.progress = false;
    } else {
      const std::string label = exactpred::query::quoted_token(a);
      std::fprintf(stderr, "exactpred-oracle: unknown option %s\n", label.c_str());
      usage(stderr);
      return 2;
    }
  }
  if (!batch_isa_environment_ok()) return 2;
    // Answers written to a closed descriptor would be lost (and the descriptor could be taken
    // by an input file).
#if defined(_WIN32)
  if (_fileno(stdout) < 0 || _get_osfhandle(_fileno(stdout)) == -1) {
#else
  if (fcntl(STDOUT_FILENO, F_GETFD) == -1) {
#endif
    std::fputs("exactpred-oracle: standard output is closed\n", stderr);
    return 2;
  }
  if (list) {
    int error = 0;
    for (const auto& p : exactpred::query::predicates()) {
      errno = 0;
      std::printf("%s %s\n", p.name, p.layout);
      note_write_error(error);
    }
    for (const auto& q : exactpred::query::implicit_query_layouts()) {
      errno = 0;
      std::printf("%s %s\n", q.first.c_str(), q.second.c_str());
      note_write_error(error);
    }
    return close_stdout(error) ? 0 : 2;
  }
  if (files.empty()) files.push_back("-");
  int status = 0;
  int write_error = 0;
  {
    engine e(opt);
    for (const char* name : files) {
      const bool is_stdin = std::strcmp(name, "-") == 0;
      const std::string label =
          is_stdin ? std::string("standard input") : exactpred::query::quoted_token(name);
      std::FILE* in = is_stdin ? stdin : std::fopen(name, "rb");
      int err = in == nullptr ? errno : 0;
      if (in != nullptr) {
        err = read_blocks(in, is_stdin ? "<stdin>" : name, e, opt.check);
        if (!is_stdin) std::fclose(in);
      }
      if (err != 0) {
        e.finish();  // the answers before the failure first
        std::fprintf(stderr, "exactpred-oracle: cannot %s %s: %s\n",
                     in == nullptr ? "open" : "read", label.c_str(), std::strerror(err));
        status = 2;
        break;
      }
      if (e.write_error() != 0) break;
    }
    e.finish();
    write_error = e.write_error();
    if (write_error == 0 && status == 0 && opt.check) {
      errno = 0;
      std::printf("exactpred-oracle --check: %zu queries in %zu file%s: %zu agree, %zu disagree\n",
                  e.queries(), files.size(), files.size() == 1 ? "" : "s",
                  e.queries() - e.failures(), e.failures());
      note_write_error(write_error);
      if (e.queries() == 0) {
        if (std::fflush(stdout) != 0) note_write_error(write_error);
        std::fputs("exactpred-oracle --check: no query to check: failing\n", stderr);
        status = 1;
      }
    }
    if (status == 0 && e.failures() != 0) status = 1;
  }
  // Last: a write error is reported even when a read error stopped the input first.
  if (!close_stdout(write_error)) return 2;
  return status;
}
