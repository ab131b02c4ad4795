// SPDX-License-Identifier: MIT
// bindings/js/test/float32.test.mjs — the batch functions take a Float32Array of coordinates
// wherever they take a Float64Array: every float is exactly a double, so the answers are the
// exact signs, the same as for the Float64Array holding the same values. Checked on float
// lattices with many exact degeneracies (points on lines, planes, circles and spheres, some
// moved by one float ulp), on tiny and huge floats (subnormal floats, near FLT_MAX), and
// against exact BigInt determinants.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import * as ep from '../index.mjs';
import { exact, random } from './support.mjs';

const CASES = [
  ['orient2d', 2, 3],
  ['orient3d', 3, 4],
  ['incircle', 2, 4],
  ['insphere', 3, 5],
];

const f32 = Math.fround;

/** A float one ulp away from x (up or down), through the bits. */
function floatUlp(x, up) {
  const view = new DataView(new ArrayBuffer(4));
  view.setFloat32(0, x);
  const bits = view.getUint32(0);
  if (x === 0) return up ? 2 ** -149 : -(2 ** -149);
  view.setUint32(0, (x > 0) === up ? bits + 1 : bits - 1);
  return view.getFloat32(0);
}

/** `n` queries of `arity` points in `dim` dimensions, as floats: small lattices (many exact
 *  degeneracies), some points moved by one float ulp, scaled by powers of two from the
 *  subnormal floats to near FLT_MAX. */
function floatQueries(n, dim, arity, rnd) {
  const coords = new Float32Array(n * arity * dim);
  for (let i = 0; i < n; ++i) {
    const scale = 2 ** [-140, -60, 0, 0, 0, 20, 100][Math.floor(rnd() * 7)];
    for (let k = 0; k < arity * dim; ++k) {
      let x = f32((Math.floor(rnd() * 5) - 2) * scale);
      if (rnd() < 0.1) x = floatUlp(x, rnd() < 0.5);
      if (rnd() < 0.05) x = f32((rnd() * 2 - 1) * scale);
      coords[i * arity * dim + k] = x;
    }
  }
  return coords;
}

for (const [name, dim, arity] of CASES) {
  test(`${name}Batch: a Float32Array gives the exact signs, as the same values as doubles`, () => {
    const n = 20000;
    const rnd = random(0xf32 + arity * dim);
    const points = floatQueries(n, dim, arity, rnd);
    assert.ok(points.every((x) => Number.isFinite(x)));
    const queries = new Uint32Array(n * arity).map((_, i) => i);
    const batch = ep[`${name}Batch`];
    const got = batch(points, queries);
    assert.ok(got instanceof Int8Array);
    assert.deepEqual(got, batch(Float64Array.from(points), queries));
    const counts = { '-1': 0, 0: 0, 1: 0 };
    for (const s of got) counts[s] += 1;
    assert.ok(counts[0] > n / 40 && counts[1] > n / 4 && counts[-1] > n / 4,
              JSON.stringify(counts));
    const k = arity * dim;
    for (let i = 0; i < n; i += 7) {
      const args = Array.from(points.subarray(i * k, (i + 1) * k));
      assert.equal(got[i], exact[name](...args), `${name} ${args}`);
    }
    // Shared points through indices, and a given out array.
    const shared = points.subarray(0, 10 * dim);
    const idx = new Uint32Array(300 * arity).map(() => Math.floor(rnd() * 10));
    const out = new Int8Array(300);
    assert.equal(batch(shared, idx, out), out);
    assert.deepEqual(out, batch(Float64Array.from(shared), idx));
  });
}

test('Float32Array batches: the errors of the Float64Array ones', () => {
  const pts = new Float32Array([0, 0, 1, 0, 0, 1]);
  assert.deepEqual([...ep.orient2dBatch(pts, new Uint32Array([0, 1, 2, 0, 2, 1]))], [1, -1]);
  assert.throws(() => ep.orient2dBatch(pts, new Uint32Array([0, 1, 3])),
                { name: 'RangeError', message: /out of range/ });
  assert.throws(() => ep.orient3dBatch(new Float32Array(7), new Uint32Array([0, 0, 0, 0])),
                { name: 'RangeError', message: /multiple of 3/ });
  for (const bad of [NaN, Infinity, -Infinity]) {
    assert.throws(() => ep.incircleBatch(new Float32Array([0, 0, 1, 0, 0, 1, bad, 0]),
                                         new Uint32Array([0, 1, 2, 3])),
                  { name: 'RangeError', message: /incircle/ });
  }
  // Other arrays are still TypeErrors.
  for (const bad of [new Int32Array(6), new Float64Array(6).buffer, [0, 0, 1, 0, 0, 1]]) {
    assert.throws(() => ep.orient2dBatch(bad, new Uint32Array([0, 1, 2])),
                  { name: 'TypeError', message: /Float64Array or a Float32Array/ });
  }
});
