# SPDX-License-Identifier: MIT
# bindings/python/bench_orient2d.py — 10^6 orient2d queries three ways: the vectorised call
# (batch kernels, GIL released), a numpy expression of the naive (inexact) formula over the same
# arrays, and a Python loop over the scalar call. Prints the best of --repeat runs of each.
#   python3 bindings/python/bench_orient2d.py [--queries N] [--points N] [--repeat R]
import argparse
import time

import numpy as np

import exactpred


def best(fn, repeat):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t)
    return min(times), result


def naive(points, queries):
    a, b, c = points[queries[:, 0]], points[queries[:, 1]], points[queries[:, 2]]
    det = (b[:, 0] - a[:, 0]) * (c[:, 1] - a[:, 1]) - (b[:, 1] - a[:, 1]) * (c[:, 0] - a[:, 0])
    return np.sign(det).astype(np.int8)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--queries", type=int, default=1_000_000)
    parser.add_argument("--points", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--loop-queries", type=int, default=None,
                        help="queries for the Python loop (default: all)")
    args = parser.parse_args()
    rng = np.random.default_rng(1)
    points = rng.uniform(-1, 1, size=(args.points, 2))
    queries = rng.integers(0, args.points, size=(args.queries, 3), dtype=np.uint32)

    t_batch, exact = best(lambda: exactpred.orient2d(points, queries), args.repeat)
    t_numpy, approx = best(lambda: naive(points, queries), args.repeat)
    loop_n = args.loop_queries or args.queries
    plist = [tuple(p) for p in points.tolist()]
    qlist = queries[:loop_n].tolist()
    orient2d = exactpred.orient2d

    def loop():
        return [orient2d(plist[i], plist[j], plist[k]) for i, j, k in qlist]

    t_loop, looped = best(loop, 1)
    assert np.array_equal(np.array(looped, dtype=np.int8), exact[:loop_n])
    disagree = int((approx != exact).sum())
    n = args.queries
    print(f"exactpred {exactpred.__version__}, batch kernels: {exactpred.batch_isa_in_use()}")
    print(f"{n} orient2d queries on {args.points} random points (best of {args.repeat}):")
    print(f"  vectorised exactpred.orient2d(points, queries): {t_batch * 1e3:8.1f} ms"
          f"  ({t_batch / n * 1e9:6.1f} ns/query)")
    print(f"  numpy naive formula (inexact):                   {t_numpy * 1e3:8.1f} ms"
          f"  ({t_numpy / n * 1e9:6.1f} ns/query)  ratio vectorised/numpy: "
          f"{t_batch / t_numpy:.2f}")
    print(f"  Python loop over exactpred.orient2d(a, b, c):    {t_loop * 1e3:8.1f} ms"
          f"  ({t_loop / loop_n * 1e9:6.1f} ns/query, {loop_n} queries)")
    print(f"  naive signs differing from the exact ones: {disagree}")


if __name__ == "__main__":
    main()
