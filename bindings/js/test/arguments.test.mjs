// SPDX-License-Identifier: MIT
// bindings/js/test/arguments.test.mjs — no silent coercion: every argument of the scalar
// functions (coordinates and SoS indices) that is not a number (a string, null, undefined, a
// boolean, a BigInt, an object) is a TypeError naming the function and the argument; numbers go
// through unchanged (NaN and infinities to the library, which throws RangeError).
import { test } from 'node:test';
import assert from 'node:assert/strict';

import * as ep from '../index.mjs';

// One valid call of each function: its coordinates, then its SoS indices.
const CALLS = {
  orient2d: [0, 0, 1, 0, 0, 1],
  orient3d: [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1],
  incircle: [0, 0, 1, 0, 0, 1, 0.25, 0.25],
  insphere: [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0.25, 0.25, 0.25],
  orient2dSos: [0, 0, 1, 1, 2, 2, 0, 1, 2],
  orient3dSos: [0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0, 0, 1, 2, 3],
  incircleSos: [0, 0, 1, 0, 1, 1, 0, 1, 0, 1, 2, 3],
  insphereSos: [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 0, 1, 2, 3, 4],
};

const NOT_NUMBERS = [['1', /the string "1"/], [null, /null/], [undefined, /undefined/],
  [true, /boolean true/], [false, /boolean false/], [1n, /BigInt 1n/], [{}, /object/],
  [[1], /object/], [new Number(1), /object/]];

function argName(name, i) {
  const sos = name.endsWith('Sos');
  const dim = name.startsWith('orient3d') || name.startsWith('insphere') ? 3 : 2;
  const n = CALLS[name].length;
  const points = sos ? n / (dim + 1) : n / dim;
  if (i >= points * dim) return `i${'abcde'[i - points * dim]}`;
  return 'abcde'[Math.floor(i / dim)] + 'xyz'[i % dim];
}

for (const [name, args] of Object.entries(CALLS)) {
  test(`${name}: an argument that is not a number is a TypeError`, () => {
    const fn = ep[name];
    assert.ok([-1, 0, 1].includes(fn(...args)));
    for (let i = 0; i < args.length; ++i) {
      for (const [bad, described] of NOT_NUMBERS) {
        const call = args.slice();
        call[i] = bad;
        assert.throws(() => fn(...call), (e) => {
          assert.ok(e instanceof TypeError, `${name} argument ${i}: ${e}`);
          assert.match(e.message, new RegExp(`^${name}: argument ${argName(name, i)} `));
          assert.match(e.message, described);
          return true;
        });
      }
    }
    // A missing argument is undefined: a TypeError too.
    assert.throws(() => fn(...args.slice(0, -1)), TypeError);
  });
}

test('the report\'s coercions are errors', () => {
  assert.throws(() => ep.orient2d('1', 0, 0, 1, 1, 1), TypeError);  // was '1' -> 1
  assert.throws(() => ep.orient2d(null, 0, 0, 1, 1, 1), TypeError);  // was null -> 0
  assert.throws(() => ep.orient2d(true, 0, 0, 1, 1, 1), TypeError);  // was true -> 1
  assert.throws(() => ep.orient2dSos(0, 0, 1, 1, 2, 2, '0', 1, 2), TypeError);
  assert.throws(() => ep.orient2dSos(0, 0, 1, 1, 2, 2, 0n, 1, 2), TypeError);
});

test('numbers go through unchanged', () => {
  assert.equal(ep.orient2d(-0, 0, 1, 0, 0, 1), 1);
  assert.equal(ep.orient2d(0, 0, 2 ** -543, 0, 0, 2 ** -543), 1);
  for (const bad of [NaN, Infinity, -Infinity]) {
    assert.throws(() => ep.orient2d(0, 0, 1, 0, 0, bad), RangeError);
    assert.throws(() => ep.insphereSos(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, bad, 0, 1, 2, 3,
                                       4), RangeError);
  }
  // SoS indices: numbers that are not non-negative safe integers stay RangeErrors.
  assert.throws(() => ep.orient2dSos(0, 0, 1, 1, 2, 2, -1, 1, 2), RangeError);
  assert.throws(() => ep.orient2dSos(0, 0, 1, 1, 2, 2, 0.5, 1, 2), RangeError);
});
