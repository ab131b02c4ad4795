// SPDX-License-Identifier: MIT
// bindings/js/test/values.test.mjs — the correctly rounded values (SPEC §11): exact small
// determinants, a subnormal, an overflow to Infinity, a negative value below half the least
// subnormal (-0), +0 for an exact zero, the sign of the predicate on random input, and the
// errors (a NaN coordinate: RangeError; a string: TypeError naming the argument).
import { test } from 'node:test';
import assert from 'node:assert/strict';

import * as ep from '../index.mjs';

test('values: exact cases, subnormals, overflow and signed zeros', () => {
  assert.equal(ep.orient2dValue(0, 0, 1, 0, 0, 1), 1);
  assert.equal(ep.orient3dValue(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1), 1);
  assert.equal(ep.incircleValue(0, 0, 1, 0, 0, 1, 0.5, 0.5), 0.5);
  assert.ok(ep.insphereValue(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0.25, 0.25, 0.25) > 0);
  const s = 2 ** -530;
  assert.equal(ep.orient2dValue(0, 0, s, 0, 0, s), 2 ** -1060);
  assert.equal(ep.orient2dValue(0, 0, 2 ** 600, 0, 0, 2 ** 600), Infinity);
  const t = 2 ** -600;
  assert.ok(Object.is(ep.orient2dValue(0, 0, 0, t, t, 0), -0));
  assert.ok(Object.is(ep.orient2dValue(1, 1, 2, 2, 3, 3), 0));
  // 0.1 + 0.2 style rounding: (0.1)(0.3) - (0.2)(0.1) is not what doubles give.
  const v = ep.orient2dValue(0, 0, 0.1, 0.2, 0.1, 0.3);
  assert.equal(Math.sign(v), ep.orient2d(0, 0, 0.1, 0.2, 0.1, 0.3));
});

test('values: the sign of the value is the predicate', () => {
  let seed = 7;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648 - 0.5;
  };
  for (let i = 0; i < 2000; ++i) {
    const x = Array.from({ length: 15 }, rnd);
    assert.equal(Math.sign(ep.orient2dValue(...x.slice(0, 6))) || 0, ep.orient2d(...x.slice(0, 6)));
    assert.equal(Math.sign(ep.incircleValue(...x.slice(0, 8))) || 0, ep.incircle(...x.slice(0, 8)));
    assert.equal(Math.sign(ep.orient3dValue(...x.slice(0, 12))) || 0,
                 ep.orient3d(...x.slice(0, 12)));
    assert.equal(Math.sign(ep.insphereValue(...x)) || 0, ep.insphere(...x));
  }
});

test('values: errors', () => {
  assert.throws(() => ep.orient2dValue(0, 0, 1, NaN, 0, 1),
                { name: 'RangeError', message: /^orient2d_value: argument 4/ });
  assert.throws(() => ep.insphereValue(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, Infinity),
                { name: 'RangeError' });
  assert.throws(() => ep.incircleValue(0, 0, 1, 0, '0', 1, 1, 1),
                { name: 'TypeError', message: /incircleValue: argument cx/ });
  // A failed call leaves the next one unaffected.
  assert.equal(ep.orient2dValue(0, 0, 1, 0, 0, 1), 1);
});
