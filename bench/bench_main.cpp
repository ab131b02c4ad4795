// exactpred-bench: registers every benchmark row, then runs Google Benchmark.
#include <benchmark/benchmark.h>

void register_core_benchmarks();
void register_seed_benchmarks();
void register_batch_benchmarks();

int main(int argc, char** argv) {
  register_core_benchmarks();
  register_seed_benchmarks();
  register_batch_benchmarks();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
