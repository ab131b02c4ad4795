// SPDX-License-Identifier: MIT
// bindings/js/bench.mjs — orient2d and incircle throughput under node: exactpred per call and
// in batch against robust-predicates, on random and on near-degenerate input (points on a line
// or circle moved by a few ulps). Needs the dev dependency: npm ci && node bench.mjs
import * as rp from 'robust-predicates';

import * as ep from './index.mjs';
import { random, ulps } from './test/support.mjs';

const N = 1_000_000;

function inputs(kind, dim, arity, rnd) {
  const pts = new Float64Array(N * arity * dim);
  for (let i = 0; i < N; ++i) {
    const base = i * arity * dim;
    for (let k = 0; k < arity * dim; ++k) pts[base + k] = rnd() * 2 - 1;
    if (kind === 'near-degenerate') {
      const last = base + (arity - 1) * dim;
      if (dim === 2 && arity === 3) {
        const t = rnd();
        pts[last] = ulps(pts[base] + t * (pts[base + 2] - pts[base]), 1);
        pts[last + 1] = pts[base + 1] + t * (pts[base + 3] - pts[base + 1]);
      } else {
        for (let p = 0; p < arity; ++p) {  // points on the unit circle, the last moved
          const a = rnd() * 2 * Math.PI;
          pts[base + 2 * p] = Math.cos(a);
          pts[base + 2 * p + 1] = Math.sin(a);
        }
        pts[last] = ulps(pts[last], 1);
      }
    }
  }
  return pts;
}

function time(fn) {
  let best = Infinity;
  let result;
  for (let r = 0; r < 3; ++r) {
    const t = process.hrtime.bigint();
    result = fn();
    best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6);
  }
  return [best, result];
}

for (const [name, arity] of [['orient2d', 3], ['incircle', 4]]) {
  for (const kind of ['random', 'near-degenerate']) {
    const pts = inputs(kind, 2, arity, random(arity + kind.length));
    const idx = new Uint32Array(N * arity).map((_, i) => i);
    const k = 2 * arity;
    const theirs = rp[name];
    const ours = ep[name];
    const [tRp] = time(() => {
      let s = 0;
      for (let i = 0; i < N * k; i += k) {
        s += name === 'orient2d'
          ? Math.sign(theirs(pts[i], pts[i + 1], pts[i + 2], pts[i + 3], pts[i + 4], pts[i + 5]))
          : Math.sign(theirs(pts[i], pts[i + 1], pts[i + 2], pts[i + 3], pts[i + 4], pts[i + 5],
                             pts[i + 6], pts[i + 7]));
      }
      return s;
    });
    const [tCall] = time(() => {
      let s = 0;
      for (let i = 0; i < N * k; i += k) {
        s += name === 'orient2d'
          ? ours(pts[i], pts[i + 1], pts[i + 2], pts[i + 3], pts[i + 4], pts[i + 5])
          : ours(pts[i], pts[i + 1], pts[i + 2], pts[i + 3], pts[i + 4], pts[i + 5], pts[i + 6],
                 pts[i + 7]);
      }
      return s;
    });
    const [tBatch] = time(() => ep[`${name}Batch`](pts, idx));
    const ns = (t) => ((t * 1e6) / N).toFixed(1).padStart(6);
    console.log(`${name} ${kind.padEnd(15)} ns/query: robust-predicates ${ns(tRp)}, ` +
                `exactpred per call ${ns(tCall)}, exactpred batch ${ns(tBatch)}`);
  }
}
