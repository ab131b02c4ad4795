// SPDX-License-Identifier: MIT
// fuzz/replay_main.cpp — the main() of a harness built without libFuzzer (as {fmt}'s fuzzers
// do): it feeds LLVMFuzzerTestOneInput every file named on the command line, and every file
// under every directory named (recursively, in sorted order), so the seed corpora and any
// crash file can be replayed under any compiler in CTest.
//
//   fuzz_core [-random=N] [-seed=S] [-max_len=L] [FILE|DIR...]
//
// -random=N also runs N pseudo-random inputs (std::mt19937_64 seeded with S, lengths up to L,
// default 256): a poor man's fuzzer for machines without libFuzzer. Other flags starting
// with '-' are ignored, so libFuzzer command lines work unchanged. A mismatch aborts (exit
// status of abort()); otherwise the count of inputs is printed and the status is 0.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv);
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

namespace fs = std::filesystem;

bool run_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "replay: cannot read %s\n", p.string().c_str());
    return false;
  }
  const std::vector<char> bytes((std::istreambuf_iterator<char>(in)),
                                std::istreambuf_iterator<char>());
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  return true;
}

long long flag_value(const std::string& arg, const std::string& name, long long fallback) {
  const std::string prefix = "-" + name + "=";
  if (arg.rfind(prefix, 0) != 0) return fallback;
  return std::atoll(arg.c_str() + prefix.size());
}

}  // namespace

int main(int argc, char** argv) {
  LLVMFuzzerInitialize(&argc, &argv);
  long long random_runs = 0, seed = 1, max_len = 256;
  std::size_t count = 0;
  bool ok = true;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (!a.empty() && a[0] == '-') {
      random_runs = flag_value(a, "random", random_runs);
      seed = flag_value(a, "seed", seed);
      max_len = std::max(1LL, flag_value(a, "max_len", max_len));
      continue;
    }
    const fs::path p(a);
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<fs::path> files;
      for (const auto& e : fs::recursive_directory_iterator(p)) {
        if (e.is_regular_file()) files.push_back(e.path());
      }
      std::sort(files.begin(), files.end());
      for (const fs::path& f : files) {
        ok = run_file(f) && ok;
        ++count;
      }
    } else {
      ok = run_file(p) && ok;
      ++count;
    }
  }
  std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
  std::vector<std::uint8_t> buf;
  for (long long r = 0; r < random_runs; ++r) {
    buf.resize(1 + rng() % static_cast<std::uint64_t>(max_len));
    for (std::uint8_t& b : buf) b = static_cast<std::uint8_t>(rng());
    LLVMFuzzerTestOneInput(buf.data(), buf.size());
    ++count;
  }
  std::fprintf(stderr, "replay: %zu inputs, no mismatch\n", count);
  return ok ? 0 : 1;
}
