// SPDX-License-Identifier: MIT
// bindings/js/test/memory.test.mjs — a batch whose arrays the WebAssembly heap (2 GB, 32-bit
// addresses) cannot hold is a RangeError naming the bytes requested, thrown before anything is
// copied, and the heap stays usable. The big typed arrays are never written: their pages stay
// untouched (zero-filled on demand), so the tests take milliseconds and little real memory.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import * as ep from '../index.mjs';

const small = () => ep.orient2dBatch(new Float64Array([0, 0, 1, 0, 0, 1]), new Uint32Array([0, 1, 2]));

function assertOutOfMemory(fn, bytes, what) {
  const start = Date.now();
  assert.throws(fn, (e) => {
    assert.ok(e instanceof RangeError, String(e));
    assert.match(e.message, new RegExp(`cannot allocate ${bytes} bytes for ${what}`));
    return true;
  });
  assert.ok(Date.now() - start < 5000, 'thrown before copying');
  assert.deepEqual([...small()], [1]);
}

test('an answer array that does not fit: RangeError (was "null point, query or output array")', () => {
  // 1.64 GB of points and 0.48 GB of queries fit the 2 GB heap; the 40 MB of answers do not.
  // First in this file: the heap is still unfragmented.
  assertOutOfMemory(() => ep.orient2dBatch(new Float64Array(1.64e9 / 8), new Uint32Array(0.48e9 / 4)),
                    4e7, 'the answers');
});

test('a points array beyond 32-bit addresses is a RangeError (checked before _malloc)', () => {
  // A Float64Array claiming 2^31 points (16 GiB): the size is checked before any allocation.
  class Huge extends Float64Array {
    get length() { return 2 ** 31; }
    get byteLength() { return 2 ** 34; }
  }
  assertOutOfMemory(() => ep.orient2dBatch(new Huge(6), new Uint32Array([0, 1, 2])),
                    2 ** 34, 'the points');
});

test('2.24 GB of points is a RangeError (the report\'s case: _malloc returns 0)', () => {
  assertOutOfMemory(() => ep.orient2dBatch(new Float64Array(2.24e9 / 8), new Uint32Array([0, 1, 2])),
                    2.24e9, 'the points');
});

test('queries that no longer fit after the points: RangeError, the points freed', () => {
  // 1.2 GB of points fit; 1.2 GB more of queries do not (the old code wrote them through the
  // null pointer _malloc returned).
  const points = new Float64Array(1.2e9 / 8);
  const queries = new Uint32Array(1.2e9 / 4);
  // Three times: were the points not freed, the second call could not allocate them.
  for (let i = 0; i < 3; ++i) {
    assertOutOfMemory(() => ep.incircleBatch(points, queries), 1.2e9, 'the queries');
  }
});
