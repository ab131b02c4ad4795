// SPDX-License-Identifier: MIT
// bindings/js/test/constructions.test.mjs — the correctly rounded constructions (SPEC §11) from
// JavaScript: exact points, a coordinate exactly halfway between two doubles (ties to even),
// rounded points whose coordinates match exact rational arithmetic in BigInt, the CommonJS
// entry, and the errors (undefined constructions and NaN: RangeError; a string: TypeError).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

import * as ep from '../index.mjs';

test('constructions: exact points and ties', () => {
  assert.deepEqual(ep.circumcenter2d(0, 0, 1, 0, 0, 1), { x: 0.5, y: 0.5, exact: true });
  assert.deepEqual(ep.circumcenter3d(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1),
                   { x: 0.5, y: 0.5, z: 0.5, exact: true });
  assert.deepEqual(ep.circumcenterTriangle3d(0, 0, 0, 2, 0, 0, 0, 2, 0),
                   { x: 1, y: 1, z: 0, exact: true });
  // x = A + 1/2 with A = 2^52 + 1: halfway between A and A + 1, rounded to the even A + 1.
  const A = 2 ** 52 + 1;
  assert.deepEqual(ep.circumcenter2d(A, 0, A + 1, 0, A, 1), { x: A + 1, y: 0.5, exact: false });
  assert.deepEqual(ep.ssiRounded(0, 0, 3, 1, 1, -1, 1, 1), { x: 1, y: 1 / 3, exact: false });
  assert.deepEqual(ep.lpiRounded(0, 0, 0, 0, 0, 1, 0, 0, 0.25, 1, 0, 0.25, 0, 1, 0.25),
                   { x: 0, y: 0, z: 0.25, exact: true });
  const planes = [1, 0, 0, 1, 1, 0, 1, 0, 1, 0, 2, 0, 1, 2, 0, 0, 2, 1, 0, 0, 3, 1, 0, 3, 0, 1, 3];
  assert.deepEqual(ep.tpiRounded(...planes), { x: 1, y: 2, z: 3, exact: true });
});

// The ssi point's x as an exact fraction of BigInts (every double is m 2^e), and the double
// nearest to it found by bisection on the doubles' order (a check independent of the library).
function fraction(v) {
  const buf = new DataView(new ArrayBuffer(8));
  buf.setFloat64(0, v);
  const bits = buf.getBigUint64(0);
  const sign = bits >> 63n ? -1n : 1n;
  const e = Number((bits >> 52n) & 0x7ffn);
  const m = bits & ((1n << 52n) - 1n);
  const mant = e === 0 ? m : m | (1n << 52n);
  const exp = (e === 0 ? 1 : e) - 1075;
  return exp >= 0 ? [sign * mant << BigInt(exp), 1n] : [sign * mant, 1n << BigInt(-exp)];
}
const sub = ([a, b], [c, d]) => [a * d - c * b, b * d];
const mul = ([a, b], [c, d]) => [a * c, b * d];
const add = ([a, b], [c, d]) => [a * d + c * b, b * d];
const cmp = ([a, b], [c, d]) => {  // sign of a/b - c/d
  const s = a * d * (b * d > 0n ? 1n : -1n) - c * b * (b * d > 0n ? 1n : -1n);
  return s > 0n ? 1 : s < 0n ? -1 : 0;
};

test('constructions: ssi agrees with exact rational arithmetic', () => {
  let seed = 11;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648 * 2 - 1;
  };
  for (let i = 0; i < 200; ++i) {
    const q = Array.from({ length: 8 }, rnd);
    const [ax, ay, bx, by, cx, cy, dx, dy] = q.map(fraction);
    const u = [sub(bx, ax), sub(by, ay)], v = [sub(dx, cx), sub(dy, cy)];
    const w = [sub(cx, ax), sub(cy, ay)];
    const den = sub(mul(u[0], v[1]), mul(u[1], v[0]));
    const t = sub(mul(w[0], v[1]), mul(w[1], v[0]));
    const x = add(ax, [t[0] * u[0][0] * den[1], t[1] * u[0][1] * den[0]]);
    const got = ep.ssiRounded(...q).x;
    // got is the nearest double: x lies between the midpoints to its neighbours (exact).
    const half = ([a, b]) => [a, 2n * b];
    const lo = half(add(fraction(got), fraction(nextDown(got))));
    const hi = half(add(fraction(got), fraction(nextUp(got))));
    assert.ok(cmp(x, lo) >= 0 && cmp(x, hi) <= 0, `ssi x ${got} for ${q}`);
  }
});

function nextUp(v) {
  const buf = new DataView(new ArrayBuffer(8));
  buf.setFloat64(0, v);
  const b = buf.getBigInt64(0);
  buf.setBigInt64(0, v >= 0 ? b + 1n : b - 1n);
  return buf.getFloat64(0);
}
function nextDown(v) { return -nextUp(-v); }

test('constructions: errors', () => {
  assert.throws(() => ep.circumcenter2d(0, 0, 1, 1, 2, 2), RangeError);
  assert.throws(() => ep.circumcenter3d(0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0), /coplanar/);
  assert.throws(() => ep.ssiRounded(0, 0, 1, 1, 0, 1, 1, 2), /parallel/);
  assert.throws(() => ep.circumcenter2d(0, 0, 1, 0, 0, NaN), RangeError);
  assert.throws(() => ep.circumcenter2d(0, 0, 1, 0, 0, '1'), /argument cy must be a number/);
  assert.throws(() => ep.lpiRounded(0, 0, 0), TypeError);
  const cjs = createRequire(import.meta.url)('../index.cjs');
  assert.deepEqual(cjs.circumcenter2d(0, 0, 1, 0, 0, 1), { x: 0.5, y: 0.5, exact: true });
});
