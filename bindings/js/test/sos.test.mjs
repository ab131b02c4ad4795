// SPDX-License-Identifier: MIT
// bindings/js/test/sos.test.mjs — the symbolic-perturbation predicates on lattice points (many
// exact degeneracies, coincident points included): never 0 for distinct indices, the exact
// sign whenever that is non-zero, a sign flip when two points swap (with their indices), the
// same answer after an even permutation or an order-preserving change of the indices.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import * as ep from '../index.mjs';
import { random } from './support.mjs';

const CASES = [
  ['orient2d', 2, 3],
  ['orient3d', 3, 4],
  ['incircle', 2, 4],
  ['insphere', 3, 5],
];

for (const [name, dim, arity] of CASES) {
  test(`${name}Sos on lattice points`, () => {
    const sos = ep[`${name}Sos`];
    const core = ep[name];
    const rnd = random(arity * 101 + dim);
    const int = (k) => Math.floor(rnd() * (2 * k + 1)) - k;
    let degenerate = 0;
    for (let n = 0; n < 20000; ++n) {
      const pts = Array.from({ length: arity }, () => Array.from({ length: dim }, () => int(1)));
      const idx = [];
      while (idx.length < arity) {
        const i = Math.floor(rnd() * 50);
        if (!idx.includes(i)) idx.push(i);
      }
      const s = sos(...pts.flat(), ...idx);
      const c = core(...pts.flat());
      assert.ok(s === 1 || s === -1, `${name}Sos = ${s}`);
      if (c !== 0) assert.equal(s, c);
      else degenerate += 1;
      // Swapping the first two points (with their indices) flips the sign.
      const swapped = [pts[1], pts[0], ...pts.slice(2)];
      assert.equal(sos(...swapped.flat(), idx[1], idx[0], ...idx.slice(2)), -s);
      // A 3-cycle of the first three points is an even permutation.
      const cycled = [pts[1], pts[2], pts[0], ...pts.slice(3)];
      assert.equal(sos(...cycled.flat(), idx[1], idx[2], idx[0], ...idx.slice(3)), s);
      // Only the order of the indices matters.
      assert.equal(sos(...pts.flat(), ...idx.map((i) => 3 * i + 1000)), s);
    }
    assert.ok(degenerate > 2000, `${degenerate} degenerate queries`);
  });
}

test('Sos argument errors', () => {
  assert.throws(() => ep.orient2dSos(0, 0, 1, 1, 2, 2, 0, 1, 1),
                { name: 'RangeError', message: /orient2d_sos/ });
  assert.throws(() => ep.orient2dSos(0, 0, 1, 1, 2, 2, 0, 1, -1), { name: 'RangeError' });
  assert.throws(() => ep.orient2dSos(0, 0, 1, 1, 2, 2, 0, 1, 0.5), { name: 'RangeError' });
  assert.throws(() => ep.incircleSos(0, 0, 1, 0, 0, NaN, 1, 1, 0, 1, 2, 3),
                { name: 'RangeError', message: /incircle_sos/ });
  // Equal indices are fine when no perturbation is needed.
  assert.equal(ep.orient2dSos(0, 0, 1, 0, 0, 1, 7, 7, 7), 1);
  // Coincident points with distinct indices still get a non-zero answer.
  assert.notEqual(ep.orient3dSos(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 2, 3), 0);
});
