#!/usr/bin/env python3
"""Turns Google Benchmark JSON from exactpred-bench into docs/benchmarks.md and a plot.

usage: bench_report.py BENCH.json OUT.md OUT.png
Benchmark names are PREDICATE/IMPL/DATASET[/iterations:N]; the counter ns_per_query is used.
"""
import json
import sys
from collections import defaultdict

IMPLS = ["naive", "exactpred", "cgal_epick", "cgal_exact"]
DATASETS = ["random", "near_degenerate", "degenerate", "kettner", "extreme"]


def load(path):
    with open(path) as f:
        data = json.load(f)
    table = defaultdict(dict)  # (predicate, dataset) -> impl -> ns
    order = []
    for b in data["benchmarks"]:
        parts = b["name"].split("/")
        if len(parts) < 3 or "ns_per_query" not in b:
            continue
        pred, impl, dataset = parts[0], parts[1], parts[2]
        if pred not in order:
            order.append(pred)
        table[(pred, dataset)][impl] = b["ns_per_query"]
    return data.get("context", {}), order, table


def fmt(v):
    if v is None:
        return "–"
    return f"{v:.1f}" if v < 100 else f"{v:.0f}"


def ratio(a, b):
    if a is None or b is None or b == 0:
        return "–"
    return f"{a / b:.2f}"


def main():
    src, md, png = sys.argv[1:4]
    context, preds, table = load(src)
    lines = [
        "# Benchmarks",
        "",
        "ns per query over 100,000 distinct pre-generated queries per dataset, written by",
        "`scripts/bench` (g++ -O2; Google Benchmark). Ratios come from the same run:",
        "*ours/naive* is exactpred's time over the plain double formula (lower is better),",
        "*Epick/ours* and *exact/ours* are CGAL's times over exactpred's (higher is better).",
        "",
        f"Machine: {context.get('num_cpus', '?')} CPUs at {context.get('mhz_per_cpu', '?')} MHz;"
        f" run {context.get('date', '')}.",
        "",
        "| predicate | dataset | naive | exactpred | cgal_epick | cgal_exact | ours/naive | Epick/ours | exact/ours |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for p in preds:
        for d in DATASETS:
            row = table.get((p, d))
            if not row:
                continue
            n, o, e, x = (row.get(i) for i in IMPLS)
            lines.append(
                f"| {p} | {d} | {fmt(n)} | {fmt(o)} | {fmt(e)} | {fmt(x)} | {ratio(o, n)} |"
                f" {ratio(e, o)} | {ratio(x, o)} |"
            )
    lines += ["", "![ns per query by dataset](benchmarks.png)", ""]
    with open(md, "w") as f:
        f.write("\n".join(lines))

    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("bench_report.py: matplotlib missing, no plot written", file=sys.stderr)
        return
    cols = min(len(preds), 4) or 1
    rows = (len(preds) + cols - 1) // cols
    fig, axes = plt.subplots(rows, cols, figsize=(4.2 * cols, 3.6 * rows), squeeze=False)
    colors = {"naive": "#999999", "exactpred": "#1f77b4", "cgal_epick": "#ff7f0e", "cgal_exact": "#d62728"}
    for k, p in enumerate(preds):
        ax = axes[k // cols][k % cols]
        ds = [d for d in DATASETS if (p, d) in table]
        width = 0.2
        for j, impl in enumerate(IMPLS):
            xs = [i + (j - 1.5) * width for i in range(len(ds))]
            ys = [table[(p, d)].get(impl, 0) or 0 for d in ds]
            ax.bar(xs, ys, width, label=impl, color=colors[impl])
        ax.set_yscale("log")
        ax.set_title(p)
        ax.set_xticks(range(len(ds)))
        ax.set_xticklabels([d.replace("_", "\n") for d in ds], fontsize=7)
        ax.set_ylabel("ns / query")
        ax.grid(axis="y", which="both", alpha=0.3)
    for k in range(len(preds), rows * cols):
        axes[k // cols][k % cols].axis("off")
    axes[0][0].legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(png, dpi=110)


if __name__ == "__main__":
    main()
