#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Turns Google Benchmark JSON from exactpred-bench into docs/benchmarks.md and a plot.

usage: bench_report.py BENCH.json COMPARE.json OUT.md OUT.png
BENCH.json is Google Benchmark's output of exactpred-bench (names PREDICATE/IMPL/DATASET
[/iterations:N], counter ns_per_query); COMPARE.json is exactpred-compare's (the core
predicates side by side with the naive formula, CGAL Epick and the peers). The core predicates
go to OUT.png; the derived ("seed") predicates to a second figure OUT_derived.png and a second
table, which also shows the counters `queries` (dataset size) and `mismatches` of the naive
row (answers that differ from exactpred's).
"""
import json
import os
import sys
from collections import defaultdict

IMPLS = ["naive", "exactpred", "cgal_epick", "cgal_exact"]
BATCH_IMPLS = ["naive_indexed", "exactpred_indexed", "exactpred_batch", "batch_scalar", "batch_sse2",
               "batch_avx2", "batch_avx512", "c_batch"]
DATASETS = ["random", "near_degenerate", "degenerate", "kettner", "lattice", "extreme",
            "random_points", "identity"]
COMPARE_IMPLS = ["naive", "exactpred", "exactpred_batch", "cgal_epick", "shewchuk", "geogram"]
COMPETITORS = ["cgal_epick", "shewchuk", "geogram"]
CORE = ["orient2d", "orient3d", "incircle", "insphere"]


def load(path):
    with open(path) as f:
        data = json.load(f)
    table = defaultdict(dict)  # (predicate, dataset) -> impl -> ns
    counters = defaultdict(dict)  # (predicate, dataset) -> impl -> benchmark entry
    order = []
    for b in data["benchmarks"]:
        parts = b["name"].split("/")
        if len(parts) < 3 or "ns_per_query" not in b:
            continue
        pred, impl, dataset = parts[0], parts[1], parts[2]
        if pred not in order:
            order.append(pred)
        table[(pred, dataset)][impl] = b["ns_per_query"]
        counters[(pred, dataset)][impl] = b
    return data.get("context", {}), order, table, counters


def fmt(v):
    if v is None:
        return "–"
    return f"{v:.1f}" if v < 100 else f"{v:.0f}"


def ratio(a, b):
    if a is None or b is None or b == 0:
        return "–"
    return f"{a / b:.2f}"


def count(v):
    return "–" if v is None else f"{int(v):,}"


def section(title, prose, columns):
    """A section's heading, its prose and the head of its table."""
    return [f"## {title}", "", *prose, "", "| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]


def dataset_rows(table, preds, need=None):
    """(predicate, dataset, row) for every dataset of every predicate that has a row (holding
    `need`, if given), in the order of `preds` and DATASETS."""
    for p in preds:
        for d in DATASETS:
            row = table.get((p, d))
            if row and (need is None or need in row):
                yield p, d, row


def load_compare(path):
    with open(path) as f:
        data = json.load(f)
    table = defaultdict(dict)  # (predicate, dataset) -> impl -> result
    for r in data["results"]:
        table[(r["predicate"], r["dataset"])][r["impl"]] = r
    return data, table


def cell(r):
    if r is None:
        return "–"
    text = fmt(r["ns_per_query"])
    notes = []
    if r["wrong"]:
        notes.append(f"{100.0 * r['wrong'] / r['queries']:.2g}% wrong")
    if r["perturbed"]:
        notes.append(f"{100.0 * r['perturbed'] / r['queries']:.2g}% perturbed")
    return text + (f" ({', '.join(notes)})" if notes else "")


def compare_lines(data, table):
    peers = data.get("peers", False)
    impls = [i for i in COMPARE_IMPLS if peers or i not in ("shewchuk", "geogram")]
    prose = [
        "`exactpred-compare` (bench/compare_core.cpp): one process; per dataset the implementations",
        f"run round-robin, {data['rounds']} passes each (three for one slower than a second per pass,",
        "two of them on a prefix) over the same distinct queries (100,000; 20,000 for *extreme*);",
        "the figure is the median ns/query. *naive* is the plain formula with",
        "a branch-free sign, inlined like ours; *batch* is one `orient2d_batch` (etc.) call over",
        "the same coordinates as a point array with index tuples. Every answer is checked against",
        "exactpred's exact one: *% wrong* counts differing signs; *% perturbed* counts exact zeros",
        "that a symbolically perturbed predicate (geogram's in-circle and in-sphere tests) answers",
        "non-zero by design. *best correct peer* is the fastest competitor (CGAL Epick, Shewchuk,",
        "geogram) with no wrong and no perturbed answer on that dataset; *peer/ours* is how many",
        "times faster exactpred's scalar call is (higher is better).",
    ]
    if not peers:
        prose += ["", "(Built without -DEXACTPRED_BENCH_PEERS: no Shewchuk or geogram rows.)"]
    lines = section("Core predicates side by side", prose,
                    ["predicate", "dataset", *impls, "ours/naive", "best correct peer", "peer/ours"])
    for p, d, row in dataset_rows(table, CORE):
        ours = row["exactpred"]["ns_per_query"]
        correct = [(row[i]["ns_per_query"], i) for i in COMPETITORS
                   if i in row and not row[i]["wrong"] and not row[i]["perturbed"]]
        best = min(correct) if correct else None
        lines.append(
            f"| {p} | {d} | " + " | ".join(cell(row.get(i)) for i in impls) +
            f" | {ratio(ours, row['naive']['ns_per_query'])} |"
            f" {best[1] if best else '–'} | {ratio(best[0], ours) if best else '–'} |"
        )
    return lines


def plot(preds, table, png, plt, impls):
    cols = min(len(preds), 4 if len(preds) <= 8 else 5) or 1
    rows = (len(preds) + cols - 1) // cols
    fig, axes = plt.subplots(rows, cols, figsize=(4.2 * cols, 3.6 * rows), squeeze=False)
    colors = {"naive": "#999999", "exactpred": "#1f77b4", "exactpred_batch": "#17becf",
              "cgal_epick": "#ff7f0e", "cgal_exact": "#d62728", "shewchuk": "#2ca02c",
              "geogram": "#9467bd"}
    for k, p in enumerate(preds):
        ax = axes[k // cols][k % cols]
        ds = [d for d in DATASETS if (p, d) in table]
        width = 0.8 / len(impls)
        lowest = min(v for d in ds for v in table[(p, d)].values() if v)
        for j, impl in enumerate(impls):
            pts = [(i + (j - (len(impls) - 1) / 2) * width, table[(p, d)].get(impl))
                   for i, d in enumerate(ds)]
            present = [(x, y) for x, y in pts if y]
            ax.bar([x for x, _ in present], [y for _, y in present], width, label=impl,
                   color=colors[impl])
            # A row the implementation has no equivalent for is marked, not left blank.
            if impl.startswith("cgal") and any(table[(p, d)] for d in ds):
                for x, y in pts:
                    if not y:
                        ax.text(x, lowest, "n/a", rotation=90, fontsize=5, ha="center",
                                va="bottom", color=colors[impl])
        ax.set_yscale("log")
        ax.set_title(p)
        ax.set_xticks(range(len(ds)))
        ax.set_xticklabels([d.replace("_", "\n") for d in ds], fontsize=7)
        ax.set_ylabel("ns / query")
        ax.grid(axis="y", which="both", alpha=0.3)
    for k in range(len(preds), rows * cols):
        axes[k // cols][k % cols].axis("off")
    for k in range(len(preds)):
        axes[k // cols][k % cols].legend(fontsize=6)
    fig.tight_layout()
    fig.savefig(png, dpi=110)
    plt.close(fig)


def main():
    src, compare_src, md, png = sys.argv[1:5]
    context, order, table, counters = load(src)
    compare_data, compare_table = load_compare(compare_src)
    # The core table and plot show the side-by-side run.
    core_ns = {key: {impl: r["ns_per_query"] for impl, r in row.items()}
               for key, row in compare_table.items()}
    preds = [p for p in CORE if any(q == p for (q, _) in compare_table)]
    seeds = [p for p in order if p not in CORE]
    # Predicates with only batch rows are not seed predicates.
    seeds = [p for p in seeds if any(i in IMPLS for (q, d) in table for i in table[(q, d)] if q == p)]
    seeds_png = os.path.splitext(png)[0] + "_derived" + os.path.splitext(png)[1]
    lines = [
        "# Benchmarks",
        "",
        "ns per query over distinct pre-generated queries, written by one run of `scripts/bench`",
        "(g++ -O2). Ratios come from the same run. *ours/naive* is exactpred's time over the",
        "plain double formula (lower is better); other ratios are a competitor's time over",
        "exactpred's (higher is better).",
        "",
        f"Machine: {context.get('num_cpus', '?')} CPUs at {context.get('mhz_per_cpu', '?')} MHz;"
        f" run {context.get('date', '')}.",
        "",
    ]
    if preds:
        lines += compare_lines(compare_data, compare_table)
    if preds:
        lines += ["", f"![ns per query by dataset]({os.path.basename(png)})", ""]
    if seeds:
        lines += section("Derived predicates", [
            "IMPL `naive` is the plain double code of bench/naive_*.hpp, `cgal_epick` the same test",
            "written with CGAL's Epick kernel (oracle/cgal_epick_seeds.hpp; only where a natural",
            "equivalent exists), `cgal_exact` the exact-rational reference (one iteration).",
            "*queries* is the dataset size; *naive wrong* counts the queries whose naive answer",
            "differs from exactpred's.",
        ], ["predicate", "dataset", "queries", *IMPLS, "ours/naive", "Epick/ours", "exact/ours",
            "naive wrong"])
        for p, d, row in dataset_rows(table, seeds):
            n, o, e, x = (row.get(i) for i in IMPLS)
            c = counters[(p, d)]
            queries = next((b.get("queries") for b in c.values() if "queries" in b), None)
            wrong = c.get("naive", {}).get("mismatches")
            lines.append(
                f"| {p} | {d} | {count(queries)} | {fmt(n)} | {fmt(o)} | {fmt(e)} | {fmt(x)} |"
                f" {ratio(o, n)} | {ratio(e, o)} | {ratio(x, o)} | {count(wrong)} |"
            )
        lines += ["", f"![ns per query by dataset, derived predicates]({os.path.basename(seeds_png)})", ""]
    identity = [p for p in order if (p, "identity") in table]
    if identity:
        lines += section("Degenerate by identity", [
            "A point given twice, as meshing code asks (bench/bench_identity.cpp): a triangle's own",
            "vertex as the query point, segments sharing an endpoint, a segment sharing a vertex with",
            "a triangle, a repeated point. *identity* is exactpred's ns/query on such queries,",
            "*random points* on the same points before the copy (coordinates uniform in [-1, 1]",
            "times 2^e, e in [-8, 8]); *identity/random* is their ratio (the target is at most 2).",
            "The core predicates' *identity* rows of the side-by-side table above compare the peers",
            "on the same kind of queries.",
        ], ["predicate", "random points", "identity", "identity/random"])
        for p in identity:
            r = table.get((p, "random_points"), {}).get("exactpred")
            o = table[(p, "identity")].get("exactpred")
            lines.append(f"| {p} | {fmt(r)} | {fmt(o)} | {ratio(o, r)} |")
        lines.append("")
    batch = [p for p in CORE if any(i in BATCH_IMPLS for (q, d) in table for i in table[(q, d)] if q == p)]
    if batch:
        lines += section("Batch API", [
            "The same kind of queries, stored as a mesh stores them: a point array and index tuples",
            "(bench/bench_batch.cpp). *naive loop* and *scalar loop* call the plain double formula",
            "and the scalar exactpred predicate query by query on the indexed points; *batch* is one",
            "call of `orient2d_batch` (etc.) with the kernels chosen for this CPU, then the same with",
            "each instruction set forced; *C batch* is the C interface's `exactpred_orient2d_batch`",
            "(etc.) on the same points laid out one query after another. *scalar/batch* and",
            "*naive/batch*: how many times faster the batch call is (higher is better).",
        ], ["predicate", "dataset", "naive loop", "scalar loop", "batch", "1-lane", "sse2", "avx2",
            "avx512", "C batch", "scalar/batch", "naive/batch"])
        for p, d, row in dataset_rows(table, batch, need="exactpred_batch"):
            v = [row.get(i) for i in BATCH_IMPLS]
            lines.append(
                f"| {p} | {d} | " + " | ".join(fmt(x) for x in v) +
                f" | {ratio(v[1], v[2])} | {ratio(v[0], v[2])} |"
            )
        lines.append("")
    # The sections that come from other tools (exactpred-compare-values,
    # exactpred-compare-constructions, exactpred-compare-implicit, exactpred-workload, bench/cdt,
    # exactpred-cgal-triangulations; each section gives its command) are kept as they are.
    try:
        with open(md) as f:
            old = f.read()
    except OSError:
        old = ""
    for heading in ("## Correctly rounded values", "## Correctly rounded constructions",
                    "## Implicit points", "## Workload: Delaunay triangulations",
                    "## Real triangulators"):
        start = old.find("\n" + heading + "\n")
        if start >= 0:
            end = old.find("\n## ", start + 1)
            lines += [old[start + 1:end if end >= 0 else len(old)].rstrip("\n"), ""]
    with open(md, "w") as f:
        f.write("\n".join(lines))

    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("bench_report.py: matplotlib missing, no plot written", file=sys.stderr)
        return
    if preds:
        plot(preds, core_ns, png, plt, COMPARE_IMPLS)
    if seeds:
        plot(seeds, table, seeds_png, plt, IMPLS)


if __name__ == "__main__":
    main()
