// SPDX-License-Identifier: MIT
// bindings/js/test/entries.test.mjs — the two entry points: index.cjs (require, instantiated
// synchronously) exports the same functions as index.mjs (import), with the same answers and
// errors; package.json maps `exactpred` to each. (test/package.mjs installs the packed package
// into a fresh project and runs the documented examples through both.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import * as ep from '../index.mjs';

const require = createRequire(import.meta.url);

test('require(index.cjs): the API object itself, not a promise, with the names of index.mjs', () => {
  const cjs = require('../index.cjs');
  assert.equal(typeof cjs.then, 'undefined');
  assert.deepEqual(Object.keys(cjs).sort(), Object.keys(ep).sort());
  for (const name of Object.keys(ep)) {
    assert.equal(typeof cjs[name], typeof ep[name], name);
  }
  assert.equal(cjs.version, ep.version);
});

test('index.cjs and index.mjs give the same answers and errors', () => {
  const cjs = require('../index.cjs');
  assert.equal(cjs.orient2d(0, 0, 2 ** -543, 0, 0, 2 ** -543), 1);
  assert.equal(cjs.insphere(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0.25, 0.25, 0.25),
               ep.insphere(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0.25, 0.25, 0.25));
  assert.equal(cjs.orient3dSos(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 2, 3),
               ep.orient3dSos(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 2, 3));
  const pts = new Float64Array([0, 0, 1, 0, 0, 1, 1, 1]);
  const q = new Uint32Array([0, 1, 2, 0, 2, 1, 0, 1, 3]);
  assert.deepEqual(cjs.orient2dBatch(pts, q), ep.orient2dBatch(pts, q));
  assert.deepEqual(cjs.orient2dBatch(new Float32Array(pts), q), ep.orient2dBatch(pts, q));
  assert.throws(() => cjs.orient2d(0, 0, 1, 0, 0, NaN), { name: 'RangeError', message: /^orient2d: / });
  assert.throws(() => cjs.orient2d('1', 0, 1, 0, 0, 1), TypeError);
  // Two instances, two heaps: a batch the heap of one cannot hold leaves the other usable.
  assert.throws(() => cjs.orient2dBatch(new Float64Array(2.24e9 / 8), new Uint32Array([0, 1, 2])),
                { name: 'RangeError', message: /cannot allocate 2240000000 bytes/ });
  assert.deepEqual([...cjs.orient2dBatch(pts, q)], [1, -1, 1]);
});

test('dist/api.cjs is lib/api.mjs as CommonJS (build.sh has run since lib/api.mjs changed)', () => {
  const esm = readFileSync(new URL('../lib/api.mjs', import.meta.url), 'utf8');
  const cjs = readFileSync(new URL('../dist/api.cjs', import.meta.url), 'utf8');
  const body = esm.slice(0, esm.lastIndexOf('export { load };'));
  assert.ok(cjs.includes(body) && cjs.endsWith('module.exports = { load };\n'),
            'dist/api.cjs is stale: run build.sh');
});

test('package.json: `exactpred` is index.mjs for import and index.cjs for require', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const entry = pkg.exports['.'];
  assert.equal(entry.import.default, './index.mjs');
  assert.equal(entry.require.default, './index.cjs');
  assert.equal(pkg.main, './index.cjs');
  for (const f of ['index.mjs', 'index.cjs', 'lib/api.mjs', 'dist/api.cjs', 'dist/exactpred.wasm',
                   'LICENSE']) {
    assert.ok(pkg.files.includes(f), f);
  }
});
