// SPDX-License-Identifier: MIT
// bindings/js/test/vectors.test.mjs — the four core predicates, scalar and batch, against the
// reference corpus tests/vectors/ (CGAL's answers): every query, normal-range families and the
// extreme one (subnormals, values near DBL_MAX, mixed magnitudes); their correctly rounded
// values too, and the correctly rounded circumcentres.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import * as ep from '../index.mjs';
import { exact, readVectors } from './support.mjs';

const CORE = [
  ['orient2d', 2, 3, ep.orient2d, ep.orient2dBatch],
  ['orient3d', 3, 4, ep.orient3d, ep.orient3dBatch],
  ['incircle', 2, 4, ep.incircle, ep.incircleBatch],
  ['insphere', 3, 5, ep.insphere, ep.insphereBatch],
];

for (const [name, dim, arity, scalar, batch] of CORE) {
  test(`${name}: every query of tests/vectors/${name}.txt`, () => {
    const queries = readVectors(name);
    const families = new Set(queries.map((q) => q.family));
    assert.ok(families.has('extreme') && families.has('random') && families.has('near_degenerate'),
              `families: ${[...families]}`);
    assert.ok(queries.length >= 400);
    for (const { family, args, answer } of queries) {
      assert.equal(args.length, dim * arity);
      const want = Number(answer);
      assert.ok([-1, 0, 1].includes(want), `answer ${answer}`);
      assert.equal(scalar(...args), want, `${name} (${family}) ${args}`);
      assert.equal(exact[name](...args), want, `BigInt ${name} (${family}) ${args}`);
    }
    // The batch form on the whole file at once: point k of query i is row arity*i + k.
    const points = new Float64Array(queries.flatMap((q) => q.args));
    const indices = new Uint32Array(queries.length * arity).map((_, i) => i);
    const got = batch(points, indices);
    assert.deepEqual(Array.from(got), queries.map((q) => Number(q.answer)));
  });
}

// The correctly rounded values: CGAL's exact rationals rounded by MPFR, written as the shortest
// decimal that reads back as the same double ('inf', '-inf' and '-0' included).
const VALUES = [
  ['orient2d_value', 6, ep.orient2dValue],
  ['orient3d_value', 12, ep.orient3dValue],
  ['incircle_value', 8, ep.incircleValue],
  ['insphere_value', 15, ep.insphereValue],
];

for (const [name, n, value] of VALUES) {
  test(`${name}: every query of tests/vectors/${name}.txt`, () => {
    const queries = readVectors(name);
    assert.ok(queries.length >= 400);
    for (const { family, args, answer } of queries) {
      assert.equal(args.length, n);
      const want = answer === 'inf' ? Infinity : answer === '-inf' ? -Infinity : Number(answer);
      assert.ok(!Number.isNaN(want), `answer ${answer}`);
      assert.ok(Object.is(value(...args), want), `${name} (${family}) ${args}: want ${answer}`);
    }
  });
}

// The correctly rounded circumcentres: each coordinate as the values above, then 'exact' or
// 'rounded'; 'error' for collinear or coplanar points.
const CONSTRUCTIONS = [
  ['circumcenter_2d', 6, ep.circumcenter2d, ['x', 'y']],
  ['circumcenter_triangle_3d', 9, ep.circumcenterTriangle3d, ['x', 'y', 'z']],
  ['circumcenter_3d', 12, ep.circumcenter3d, ['x', 'y', 'z']],
];

for (const [name, n, construct, axes] of CONSTRUCTIONS) {
  test(`${name}: every query of tests/vectors/${name}.txt`, () => {
    const queries = readVectors(name);
    assert.ok(queries.length >= 400);
    for (const { family, args, answer } of queries) {
      assert.equal(args.length, n);
      if (answer === 'error') {
        assert.throws(() => construct(...args), RangeError, `${name} (${family}) ${args}`);
        continue;
      }
      const words = answer.split(' ');
      const got = construct(...args);
      axes.forEach((axis, i) => {
        const w = words[i];
        const want = w === 'inf' ? Infinity : w === '-inf' ? -Infinity : Number(w);
        assert.ok(Object.is(got[axis], want), `${name} (${family}) ${args}: want ${answer}`);
      });
      assert.equal(got.exact, words[axes.length] === 'exact', `${name} ${args}: want ${answer}`);
    }
  });
}

test('non-finite coordinates throw RangeError with the library message', () => {
  for (const bad of [NaN, Infinity, -Infinity]) {
    assert.throws(() => ep.orient2d(0, 0, 1, 0, bad, 1), { name: 'RangeError', message: /^orient2d: / });
    assert.throws(() => ep.orient3d(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, bad),
                  { name: 'RangeError', message: /^orient3d: / });
    assert.throws(() => ep.incircle(bad, 0, 1, 0, 0, 1, 1, 1), { name: 'RangeError', message: /^incircle: / });
    assert.throws(() => ep.insphere(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, bad, 0),
                  { name: 'RangeError', message: /^insphere: / });
    assert.throws(() => ep.orient2dBatch(new Float64Array([0, 0, 1, 0, 0, bad]), new Uint32Array([0, 1, 2])),
                  { name: 'RangeError', message: /orient2d/ });
  }
});

test('batch argument errors', () => {
  const pts = new Float64Array([0, 0, 1, 0, 0, 1]);
  assert.throws(() => ep.orient2dBatch(pts, new Uint32Array([0, 1, 3])),
                { name: 'RangeError', message: /out of range/ });
  assert.throws(() => ep.orient2dBatch(pts, new Uint32Array([0, 1])), { name: 'RangeError' });
  assert.throws(() => ep.orient2dBatch([0, 0, 1, 0, 0, 1], new Uint32Array([0, 1, 2])), TypeError);
  assert.throws(() => ep.orient3dBatch(new Float64Array(7), new Uint32Array([0, 0, 0, 0])),
                { name: 'RangeError', message: /multiple of 3/ });
  const out = new Int8Array(3).fill(7);
  assert.equal(ep.orient2dBatch(pts, new Uint32Array([0, 1, 2, 0, 2, 1]), out), out);
  assert.deepEqual(Array.from(out), [1, -1, 7]);
  assert.deepEqual(Array.from(ep.incircleBatch(pts, new Uint32Array(0))), []);
});

test('version', () => {
  assert.match(ep.version, /^\d+\.\d+\.\d+$/);
});
