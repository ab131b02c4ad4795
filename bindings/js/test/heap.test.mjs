// SPDX-License-Identifier: MIT
// bindings/js/test/heap.test.mjs — HeapArray: arrays in the module's memory that the batch
// functions use in place. The answers are those of the copying path for every mix of
// HeapArrays and plain typed arrays; the view is taken again after the memory grows (the
// contents kept); a freed HeapArray is an error, not a silent read of freed memory.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import * as ep from '../index.mjs';
import { random } from './support.mjs';

function heapCopy(type, values) {
  const h = new ep.HeapArray(type, values.length);
  h.array.set(values);
  return h;
}

test('HeapArray: zero-filled, typed, freed', () => {
  const h = new ep.HeapArray(Float64Array, 5);
  assert.ok(h.array instanceof Float64Array);
  assert.equal(h.length, 5);
  assert.deepEqual([...h.array], [0, 0, 0, 0, 0]);
  h.free();
  h.free();  // twice is harmless
  assert.throws(() => h.array, /used after free/);
  assert.throws(() => ep.orient2dBatch(h, new Uint32Array(0)), /used after free/);
  assert.throws(() => new ep.HeapArray(Array, 3), TypeError);
  assert.throws(() => new ep.HeapArray(Int16Array, 3), TypeError);
  assert.throws(() => new ep.HeapArray(Float64Array, -1), RangeError);
  assert.throws(() => new ep.HeapArray(Float64Array, 2 ** 31),
                { name: 'RangeError', message: /cannot allocate 17179869184 bytes/ });
  const empty = new ep.HeapArray(Int8Array, 0);
  assert.equal(empty.array.length, 0);
  empty.free();
});

for (const [name, dim, arity] of [['orient2d', 2, 3], ['orient3d', 3, 4], ['incircle', 2, 4],
                                  ['insphere', 3, 5]]) {
  test(`${name}Batch: HeapArrays in place give the answers of the copies`, () => {
    const rnd = random(arity * 7 + dim);
    const numPoints = 50;
    const n = 4000;
    // Small integers: many exact degeneracies.
    const coords = Float64Array.from({ length: numPoints * dim }, () => Math.floor(rnd() * 5) - 2);
    const idx = Uint32Array.from({ length: n * arity }, () => Math.floor(rnd() * numPoints));
    const batch = ep[`${name}Batch`];
    const want = batch(coords, idx);
    assert.ok(want.includes(0) && want.includes(1) && want.includes(-1));
    for (const type of [Float64Array, Float32Array]) {
      const P = heapCopy(type, coords);
      const Q = heapCopy(Uint32Array, idx);
      const R = new ep.HeapArray(Int8Array, n);
      try {
        // Every combination of in place (HeapArray) and copied (typed array) arguments.
        for (let mask = 0; mask < 8; ++mask) {
          const out = mask & 4 ? R : new Int8Array(n);
          R.array.fill(7);
          const got = batch(mask & 1 ? P : P.array.slice(), mask & 2 ? Q : idx, out);
          assert.ok(got instanceof Int8Array);
          assert.deepEqual(got, want, `${type.name} mask ${mask}`);
          if (mask & 4) assert.deepEqual(R.array, want);
          else assert.equal(got, out);
        }
      } finally {
        P.free();
        Q.free();
        R.free();
      }
    }
  });
}

test('HeapArray: the view is taken again after the memory grows, the contents kept', () => {
  const h = heapCopy(Float64Array, [0, 0, 1, 0, 0, 1]);
  const before = h.array;
  // 256 MB more: the memory grows, its old buffer is detached and the old view emptied.
  const big = new ep.HeapArray(Int8Array, 256 * 2 ** 20);
  assert.equal(before.length, 0, 'the memory did not grow');
  assert.deepEqual([...h.array], [0, 0, 1, 0, 0, 1]);
  assert.deepEqual([...ep.orient2dBatch(h, new Uint32Array([0, 1, 2, 0, 2, 1]))], [1, -1]);
  big.free();
  h.free();
});

test('HeapArray batch errors: wrong types and lengths, a bad query', () => {
  const P = heapCopy(Float64Array, [0, 0, 1, 0, 0, 1]);
  const Q = heapCopy(Uint32Array, [0, 1, 2, 0, 1, 3]);
  const I = heapCopy(Uint32Array, [0, 1, 2]);
  try {
    assert.throws(() => ep.orient2dBatch(I, I), { name: 'TypeError', message: /points must/ });
    assert.throws(() => ep.orient2dBatch(P, P), { name: 'TypeError', message: /queries must/ });
    assert.throws(() => ep.orient2dBatch(P, I, P), { name: 'TypeError', message: /out must/ });
    assert.throws(() => ep.orient3dBatch(P, Q), { name: 'RangeError', message: /multiple of 4/ });
    const out = new ep.HeapArray(Int8Array, 2);
    out.array.fill(7);
    assert.throws(() => ep.orient2dBatch(P, Q, out), { name: 'RangeError', message: /out of range/ });
    assert.deepEqual([...out.array], [1, 7], 'the answers before the failing query');
    out.free();
  } finally {
    P.free();
    Q.free();
    I.free();
  }
});
