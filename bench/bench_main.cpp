// SPDX-License-Identifier: MIT
// exactpred-bench: registers every benchmark row, then runs Google Benchmark.
#include <benchmark/benchmark.h>

#include <chrono>

void register_seed_benchmarks();
void register_batch_benchmarks();
void register_meshing_benchmarks();
void register_identity_benchmarks();

namespace {

// Half a second of busy work before the first row: in one run the first rows measured up to
// 1.7x slower than the same rows repeated later (a CPU not yet at full speed).
void warm_up() {
  const auto start = std::chrono::steady_clock::now();
  volatile double x = 0;
  while (std::chrono::steady_clock::now() - start < std::chrono::milliseconds(500)) {
    for (int i = 0; i < 1000; ++i) x = x + 1;
  }
}

}  // namespace

int main(int argc, char** argv) {
  register_seed_benchmarks();
  register_batch_benchmarks();
  register_meshing_benchmarks();
  register_identity_benchmarks();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  warm_up();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
