// SPDX-License-Identifier: MIT
// bindings/js/test/implicit.test.mjs — implicitPredicate: on explicit points it answers as the
// predicates of the same names; on implicit points whose construction is exact (axis-parallel
// lines and planes through random doubles) as those predicates on the constructed point; between
// two neighbouring doubles it tells the real point from both; bad input throws.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import * as ep from '../index.mjs';
import { random } from './support.mjs';

const rnd = random(2026);
const coord = () => (rnd() * 2 - 1) * 2 ** Math.floor(rnd() * 20 - 10);
const other = (v) => v + 1 + Math.abs(v);  // a different double

/** The lines y = y and x = x through distant points: they meet at (x, y) exactly. */
const ssiAt = (x, y) => ['ssi', other(x), y, -other(x), y, x, other(y), x, -other(y)];
/** The line parallel to the z axis through (x, y) against the plane z = z: (x, y, z). */
const lpiAt = (x, y, z) => ['lpi', x, y, other(z), x, y, -other(z),
                            other(x), y, z, x, other(y), z, -other(x), -other(y), z];
/** The planes x = x, y = y, z = z: (x, y, z). */
const tpiAt = (x, y, z) => ['tpi',
  x, other(y), z, x, y, other(z), x, -other(y), -other(z),
  other(x), y, z, x, y, other(z), -other(x), y, -other(z),
  other(x), y, z, x, other(y), z, -other(x), -other(y), z];

test('implicitPredicate on explicit points answers as the predicates', () => {
  for (let n = 0; n < 500; ++n) {
    const p = Array.from({ length: 8 }, coord);
    assert.equal(ep.implicitPredicate('orient2d', [['p2', p[0], p[1]], ['p2', p[2], p[3]],
                                                  ['p2', p[4], p[5]]]),
                 ep.orient2d(...p.slice(0, 6)));
    assert.equal(ep.implicitPredicate('incircle', [['p2', p[0], p[1]], ['p2', p[2], p[3]],
                                                  ['p2', p[4], p[5]], ['p2', p[6], p[7]]]),
                 ep.incircle(...p));
  }
});

test('implicitPredicate on exactly constructed points answers as on the point itself', () => {
  let zeros = 0;
  for (let n = 0; n < 300; ++n) {
    const p = Array.from({ length: 12 }, coord);
    // A zero now and then: the third point on the line through the first two.
    if (n % 3 === 0) { p[4] = p[0]; p[5] = p[1]; }
    const want2 = ep.orient2d(...p.slice(0, 6));
    if (want2 === 0) ++zeros;
    assert.equal(ep.implicitPredicate('orient2d', [ssiAt(p[0], p[1]), ['p2', p[2], p[3]],
                                                  ssiAt(p[4], p[5])]), want2);
    const want3 = ep.orient3d(...p);
    assert.equal(ep.implicitPredicate('orient3d', [lpiAt(p[0], p[1], p[2]), ['p3', p[3], p[4], p[5]],
                                                  tpiAt(p[6], p[7], p[8]), ['p3', p[9], p[10], p[11]]]),
                 want3);
    assert.equal(ep.implicitPredicate('orient2d_yz', [tpiAt(p[0], p[1], p[2]), ['p3', p[3], p[4], p[5]],
                                                     lpiAt(p[6], p[7], p[8])]),
                 ep.orient2d(p[1], p[2], p[4], p[5], p[7], p[8]));
    assert.equal(ep.implicitPredicate('compare_z', [lpiAt(p[0], p[1], p[2]), tpiAt(p[3], p[4], p[5])]),
                 Math.sign(p[2] - p[5]));
  }
  assert.ok(zeros > 50, `${zeros} exact zeros`);
});

test('implicitPredicate tells a point between two doubles from both', () => {
  // y = 0 meets the line (0, -1) -> (1, 2) at x = 1/3 exactly.
  const third = ['ssi', 0, 0, 1, 0, 0, -1, 1, 2];
  const below = 1 / 3;  // the double nearest 1/3 is below it
  const above = below + 2 ** -54;
  assert.ok(above > below);
  assert.equal(ep.implicitPredicate('compare_x', [third, ['p2', below, 0]]), 1);
  assert.equal(ep.implicitPredicate('compare_x', [third, ['p2', above, 0]]), -1);
  assert.equal(ep.implicitPredicate('compare_y', [third, ['p2', above, 0]]), 0);
  // Collinear with (0, 0) and (1, 0): on y = 0.
  assert.equal(ep.implicitPredicate('orient2d', [['p2', 0, 0], ['p2', 1, 0], third]), 0);
});

test('implicitPredicate rejects what has no answer', () => {
  const p = ['p2', 0, 0], q = ['p2', 1, 0];
  const parallel = ['ssi', 0, 0, 1, 1, 0, 1, 1, 2];
  assert.throws(() => ep.implicitPredicate('orient2d', [parallel, p, q]),
                (e) => e instanceof RangeError && /undefined/.test(e.message));
  assert.throws(() => ep.implicitPredicate('orient2d', [['p2', 0, NaN], p, q]), RangeError);
  assert.throws(() => ep.implicitPredicate('orient4d', [p, p, q]), RangeError);
  assert.throws(() => ep.implicitPredicate('orient2d\0', [p, p, q]), RangeError);
  assert.throws(() => ep.implicitPredicate('orient2d', [p, q]), RangeError);
  assert.throws(() => ep.implicitPredicate('orient2d', [p, q, ['p3', 0, 0, 0]]), RangeError);
  assert.throws(() => ep.implicitPredicate('compare_z', [p, q]), RangeError);
  assert.throws(() => ep.implicitPredicate('orient2d', [p, q, ['p2', 0]]), RangeError);
  assert.throws(() => ep.implicitPredicate('orient2d', [p, q, ['p4', 0, 0]]), TypeError);
  assert.throws(() => ep.implicitPredicate('orient2d', [p, q, ['p2', 0, '1']]), TypeError);
  assert.throws(() => ep.implicitPredicate('orient2d', [p, q, [0, 0]]), TypeError);
  assert.throws(() => ep.implicitPredicate('orient2d', 'p2 0 0'), TypeError);
  assert.throws(() => ep.implicitPredicate(7, [p, p, q]), TypeError);
  // The module still answers afterwards.
  assert.equal(ep.implicitPredicate('orient2d', [p, q, ['p2', 0, 1]]), 1);
});
