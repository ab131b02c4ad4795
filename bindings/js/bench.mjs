// SPDX-License-Identifier: MIT
// bindings/js/bench.mjs — throughput under node, all rows from one run: for each predicate and
// input kind, 10^6 queries answered by robust-predicates in a loop, by exactpred per call in a
// loop, and by exactpred's batch: on a Float64Array and on a Float32Array (the same points
// rounded to floats, random rows only: rounding undoes the near-degeneracy), copied into the
// module's memory by each call, and on HeapArrays (the same doubles, already in the module's
// memory). Best of 5 runs of each; ms per 10^6 queries. Random input: uniform
// coordinates in [-1, 1); near-degenerate: the last point on the line (orient2d), plane
// (orient3d) or circle (incircle) of the others, rounded, then moved by one ulp.
// Needs the dev dependency and a build: npm ci && ./build.sh && node bench.mjs
import * as rp from 'robust-predicates';

import * as ep from './index.mjs';
import { random, ulps } from './test/support.mjs';

const N = 1_000_000;

function inputs(name, kind, dim, arity, rnd) {
  const k = arity * dim;
  const pts = new Float64Array(N * k);
  for (let i = 0; i < N; ++i) {
    const b = i * k;
    for (let j = 0; j < k; ++j) pts[b + j] = rnd() * 2 - 1;
    if (kind === 'random') continue;
    const last = b + (arity - 1) * dim;
    if (name === 'orient2d') {
      const t = rnd();
      pts[last] = ulps(pts[b] + t * (pts[b + 2] - pts[b]), 1);
      pts[last + 1] = pts[b + 1] + t * (pts[b + 3] - pts[b + 1]);
    } else if (name === 'orient3d') {
      const s = rnd();
      const t = rnd();
      for (let c = 0; c < 3; ++c) {
        pts[last + c] = pts[b + c] + s * (pts[b + 3 + c] - pts[b + c]) + t * (pts[b + 6 + c] - pts[b + c]);
      }
      pts[last + 2] = ulps(pts[last + 2], 1);
    } else {  // incircle: points on the unit circle, the last moved
      for (let p = 0; p < arity; ++p) {
        const a = rnd() * 2 * Math.PI;
        pts[b + 2 * p] = Math.cos(a);
        pts[b + 2 * p + 1] = Math.sin(a);
      }
      pts[last] = ulps(pts[last], 1);
    }
  }
  return pts;
}

// A loop over the queries of `p`, k coordinates each, with the arguments spelled out (a spread
// call would dominate the time). Each column gets its own function, compiled from its own
// source text: a loop shared by robust-predicates and exactpred would see two callees and
// inline neither.
function makeLoop(k) {
  const args = Array.from({ length: k }, (_, j) => `p[i + ${j}]`).join(', ');
  // eslint-disable-next-line no-new-func
  return new Function('f', 'sign', 'p',
                      `let s = 0; for (let i = 0; i < p.length; i += ${k}) s += sign(f(${args})); ` +
                      'return s;');
}

function time(fn) {
  let best = Infinity;
  let result;
  for (let r = 0; r < 5; ++r) {
    const t = process.hrtime.bigint();
    result = fn();
    best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6);
  }
  return [best, result];
}

const ROWS = [
  ['orient2d', 2, 3, 'random'], ['orient2d', 2, 3, 'near-degenerate'],
  ['orient3d', 3, 4, 'random'], ['orient3d', 3, 4, 'near-degenerate'],
  ['incircle', 2, 4, 'random'], ['incircle', 2, 4, 'near-degenerate'],
  ['insphere', 3, 5, 'random'],
];
const identity = (s) => s;
const ms = (t) => (Number.isNaN(t) ? '-' : t.toFixed(1)).padStart(8);
console.log(`node ${process.version}, exactpred ${ep.version}; ms per 10^6 queries, best of 5`);
console.log('predicate kind              robust-predicates  exactpred per call  ' +
            'batch Float64Array  batch Float32Array  batch HeapArray');
for (const [name, dim, arity, kind] of ROWS) {
  const pts = inputs(name, kind, dim, arity, random(arity * 31 + kind.length));
  const idx = new Uint32Array(N * arity).map((_, i) => i);
  const out = new Int8Array(N);
  const loopRp = makeLoop(arity * dim);
  const loopEp = makeLoop(arity * dim);
  const [tRp, sRp] = time(() => loopRp(rp[name], Math.sign, pts));
  const [tCall, sCall] = time(() => loopEp(ep[name], identity, pts));
  const [tBatch] = time(() => ep[`${name}Batch`](pts, idx, out));
  const sBatch = out.reduce((a, b) => a + b, 0);
  const pts32 = Float32Array.from(pts);
  const [tBatch32] = kind === 'random' ? time(() => ep[`${name}Batch`](pts32, idx, out)) : [NaN];
  const hp = new ep.HeapArray(Float64Array, pts.length);
  const hq = new ep.HeapArray(Uint32Array, idx.length);
  const hr = new ep.HeapArray(Int8Array, N);
  hp.array.set(pts);
  hq.array.set(idx);
  const [tHeap] = time(() => ep[`${name}Batch`](hp, hq, hr));
  const sHeap = hr.array.reduce((a, b) => a + b, 0);
  hp.free();
  hq.free();
  hr.free();
  // The sum of the signs, as a check that every column answered (robust-predicates' orient2d
  // and orient3d have the opposite sign; the underflow range is not sampled here).
  const rpSum = name.startsWith('orient') ? -sRp : sRp;
  if (sCall !== sBatch || sCall !== sHeap || (kind === 'random' && rpSum !== sCall)) {
    throw new Error(`${name} ${kind}: sums of signs differ: ${rpSum} ${sCall} ${sBatch} ${sHeap}`);
  }
  console.log(`${name} ${kind.padEnd(18)} ${ms(tRp)}           ${ms(tCall)}            ` +
              `${ms(tBatch)}            ${ms(tBatch32)}         ${ms(tHeap)}`);
}
