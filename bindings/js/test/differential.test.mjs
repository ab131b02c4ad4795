// SPDX-License-Identifier: MIT
// bindings/js/test/differential.test.mjs — exactpred against robust-predicates 3.0.3 (the most
// used predicate package on npm, a port of Shewchuk's adaptive predicates): on 100,000 hard
// normal-range queries per predicate they must agree after the sign mapping (robust-predicates'
// orient2d and orient3d are the negatives of ours, incircle and insphere equal ours); in the
// underflow range robust-predicates answers 0 for non-zero determinants, and exactpred agrees
// with exact BigInt arithmetic.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import * as rp from 'robust-predicates';

import * as ep from '../index.mjs';
import { exact, random, ulps } from './support.mjs';

const N = 100000;

/** robust-predicates' answer in exactpred's convention. */
const mapped = {
  orient2d: (...a) => -Math.sign(rp.orient2d(...a)) || 0,
  orient3d: (...a) => -Math.sign(rp.orient3d(...a)) || 0,
  incircle: (...a) => Math.sign(rp.incircle(...a)) || 0,
  insphere: (...a) => Math.sign(rp.insphere(...a)) || 0,
};

// Hard queries: exact degeneracies (lattice points on a line, a plane, a circle or a sphere)
// and the same configurations moved by a few ulps, mixed with points on a rounded line.
function hardQuery(name, rnd) {
  const int = (k) => Math.floor(rnd() * (2 * k + 1)) - k;
  // Zero stays zero: its ulps are subnormals, outside the normal range.
  const nudge = (x) => (x === 0 ? x : ulps(x, Math.floor(rnd() * 7) - 3));
  const maybe = (x) => (rnd() < 0.5 ? x : nudge(x));
  const kind = rnd();
  if (name === 'orient2d') {
    if (kind < 0.5) {
      // c on the line ab, rounded, then moved by a few ulps.
      const ax = rnd() * 2 - 1, ay = rnd() * 2 - 1, bx = rnd() * 2 - 1, by = rnd() * 2 - 1;
      const t = rnd() * 3 - 1;
      return [ax, ay, bx, by, nudge(ax + t * (bx - ax)), nudge(ay + t * (by - ay))];
    }
    // Lattice points on one line, scaled by a power of two (still exact), some moved.
    const [ax, ay, dx, dy] = [int(50), int(50), int(9), int(9)];
    const s = 2 ** (int(20));
    const [t, u] = [int(20), int(20)];
    return [ax * s, ay * s, maybe((ax + t * dx) * s), (ay + t * dy) * s, (ax + u * dx) * s,
            maybe((ay + u * dy) * s)];
  }
  if (name === 'orient3d') {
    // Lattice points on one lattice plane (a + i u + j v), some moved by ulps; or random.
    const a = [int(20), int(20), int(20)], u = [int(5), int(5), int(5)], v = [int(5), int(5), int(5)];
    const s = 2 ** int(10);
    const pt = () => {
      const i = int(6), j = int(6);
      return a.map((x, k) => (x + i * u[k] + j * v[k]) * s);
    };
    const pts = [pt(), pt(), pt(), pt()];
    if (kind < 0.6) pts[3] = pts[3].map(maybe);
    if (kind > 0.9) pts[3] = pts[3].map((x) => x + rnd() - 0.5);
    return pts.flat();
  }
  // Lattice points on a circle or a sphere of squared radius 25 or 50 (many lattice points),
  // translated by lattice offsets and scaled by a power of two, some moved by ulps.
  const dim = name === 'incircle' ? 2 : 3;
  const r2 = rnd() < 0.5 ? 25 : 50;
  const onSphere = [];
  const R = Math.floor(Math.sqrt(r2));
  for (let x = -R; x <= R; ++x) {
    for (let y = -R; y <= R; ++y) {
      if (dim === 2) {
        if (x * x + y * y === r2) onSphere.push([x, y]);
      } else {
        for (let z = -R; z <= R; ++z) if (x * x + y * y + z * z === r2) onSphere.push([x, y, z]);
      }
    }
  }
  const c = Array.from({ length: dim }, () => int(100));
  const s = 2 ** int(10);
  const count = dim + 2;
  const pts = [];
  for (let i = 0; i < count; ++i) {
    const p = onSphere[Math.floor(rnd() * onSphere.length)];
    pts.push(p.map((x, k) => (x + c[k]) * s));
  }
  if (kind < 0.6) pts[count - 1] = pts[count - 1].map(maybe);
  else if (kind < 0.8) pts[count - 1] = pts[count - 1].map((x) => x + (int(3) * s) / 4);
  return pts.flat();
}

for (const name of ['orient2d', 'orient3d', 'incircle', 'insphere']) {
  test(`${name}: agrees with robust-predicates on ${N} hard normal-range queries`, () => {
    const rnd = random(0x5eed + name.length);
    const queries = Array.from({ length: N }, () => hardQuery(name, rnd));
    const counts = { '-1': 0, 0: 0, 1: 0 };
    let disagreements = 0;
    let firstBad = null;
    for (const q of queries) {
      const ours = ep[name](...q);
      counts[ours] += 1;
      if (ours !== mapped[name](...q)) {
        disagreements += 1;
        firstBad ??= q;
      }
    }
    assert.equal(disagreements, 0, `first disagreement: ${firstBad}`);
    // The queries are hard: a large share is exactly degenerate, and every sign occurs often.
    assert.ok(counts[0] > N / 10 && counts[1] > N / 10 && counts[-1] > N / 10,
              JSON.stringify(counts));
    // The batch form gives the same answers.
    const dim = name.endsWith('2d') || name === 'incircle' ? 2 : 3;
    const arity = q0Arity(name);
    const points = new Float64Array(queries.flat());
    const idx = new Uint32Array(N * arity).map((_, i) => i);
    const batch = ep[`${name}Batch`](points, idx);
    for (let i = 0; i < N; ++i) assert.equal(batch[i], ep[name](...queries[i]));
    assert.equal(points.length, N * arity * dim);
    // A sample checked against exact BigInt arithmetic too.
    for (let i = 0; i < N; i += 97) assert.equal(ep[name](...queries[i]), exact[name](...queries[i]));
  });
}

function q0Arity(name) {
  return { orient2d: 3, orient3d: 4, incircle: 4, insphere: 5 }[name];
}

test('underflow: orient2d with a determinant of 2^-1086 (about 1e-327)', () => {
  const t = 2 ** -543;
  const q = [0, 0, t, 0, 0, t];  // det = t * t = 2^-1086, below the smallest subnormal
  assert.equal(exact.orient2d(...q), 1);
  assert.equal(ep.orient2d(...q), 1);
  assert.equal(rp.orient2d(...q), 0);  // robust-predicates: collinear
});

// Tiny coordinates whose determinants fall below the subnormal range: exactpred agrees with
// exact arithmetic on every query; robust-predicates answers 0 on most of them.
const UNDERFLOW = [
  ['orient2d', 6, -540],
  ['orient3d', 12, -360],
  ['incircle', 8, -270],
  ['insphere', 15, -216],
];
for (const [name, n, e] of UNDERFLOW) {
  test(`underflow: ${name} with coordinates near 2^${e}`, () => {
    const rnd = random(e);
    let zeroTheirs = 0;
    for (let i = 0; i < 500; ++i) {
      const q = Array.from({ length: n }, () => (rnd() * 2 - 1) * 2 ** e);
      const want = exact[name](...q);
      assert.notEqual(want, 0);
      assert.equal(ep[name](...q), want, `${name} ${q}`);
      if (mapped[name](...q) !== want) {
        assert.equal(mapped[name](...q), 0);
        zeroTheirs += 1;
      }
    }
    assert.ok(zeroTheirs > 250, `robust-predicates wrong on ${zeroTheirs} of 500`);
  });
}
