// SPDX-License-Identifier: MIT
// bindings/js/test/robust-predicates.test.mjs — the drop-in `exactpred/robust-predicates`
// against robust-predicates 3.0.3 itself: the same sign conventions on known configurations,
// the same value (to rounding) on well-conditioned random input and the same sign on hard
// normal-range input, where robust-predicates is exact; the right sign (exact BigInt
// arithmetic) where it underflows; each value bit for bit plus or minus exactpred's correctly
// rounded one; signed zeros; NaN for a non-finite coordinate; the `fast` names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as rp from 'robust-predicates';

import * as ep from '../index.mjs';
import * as dropin from '../robust-predicates.mjs';
import { exact, random, ulps } from './support.mjs';

const NAMES = { orient2d: 6, orient3d: 12, incircle: 8, insphere: 15 };
// robust-predicates' formula is exactpred's determinant times this factor.
const FACTOR = { orient2d: -1, orient3d: -1, incircle: 1, insphere: 1 };
const VALUE = {
  orient2d: ep.orient2dValue, orient3d: ep.orient3dValue, incircle: ep.incircleValue,
  insphere: ep.insphereValue,
};

test('robust-predicates drop-in: the conventions of its documentation', () => {
  assert.ok(dropin.orient2d(0, 0, 1, 1, 0, 1) < 0);
  assert.ok(dropin.orient2d(0, 0, 0, 1, 1, 1) > 0);
  assert.ok(Object.is(dropin.orient2d(0, 0, 0.5, 0.5, 1, 1), 0));
  assert.ok(dropin.orient3d(0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1) > 0);
  assert.ok(dropin.orient3d(0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, -1) < 0);
  assert.ok(dropin.incircle(0, -1, 0, 1, 1, 0, -0.5, 0) < 0);
  assert.ok(dropin.incircle(0, -1, 0, 1, 1, 0, -1.5, 0) > 0);
  assert.ok(Object.is(dropin.incircle(0, -1, 1, 0, 0, 1, -1, 0), 0));
  // e outside / inside the sphere through a positively oriented a, b, c, d.
  const abcd = [0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1];
  assert.ok(dropin.orient3d(...abcd) > 0);
  assert.ok(dropin.insphere(...abcd, 3, 3, 3) > 0);
  assert.ok(dropin.insphere(...abcd, 0.2, 0.2, 0.2) < 0);
  for (const name of Object.keys(NAMES)) assert.equal(dropin[`${name}fast`], dropin[name]);
});

for (const [name, n] of Object.entries(NAMES)) {
  test(`robust-predicates drop-in: ${name} values on 20000 random queries`, () => {
    const rnd = random(n);
    for (let i = 0; i < 20000; ++i) {
      const q = Array.from({ length: n }, () => rnd() * 2 - 1);
      const ours = dropin[name](...q);
      assert.ok(Object.is(ours, FACTOR[name] * VALUE[name](...q)), `${name} ${q}`);
      const theirs = rp[name](...q);
      assert.ok(Math.abs(ours - theirs) <= 1e-12, `${name} ${q}: ${ours} vs ${theirs}`);
      assert.equal(Math.sign(ours), Math.sign(theirs), `${name} ${q}`);
    }
  });

  test(`robust-predicates drop-in: ${name} signs on 20000 hard normal-range queries`, () => {
    const rnd = random(100 + n);
    for (let i = 0; i < 20000; ++i) {
      // Lattice points (degenerate configurations among them), some moved by a few ulps.
      const q = Array.from({ length: n }, () => {
        const x = Math.floor(rnd() * 9) - 4;
        return x !== 0 && rnd() < 0.3 ? ulps(x, Math.floor(rnd() * 5) - 2) : x;
      });
      const want = FACTOR[name] * exact[name](...q) || 0;
      assert.equal(Math.sign(dropin[name](...q)) || 0, want, `${name} ${q}`);
      assert.equal(Math.sign(rp[name](...q)) || 0, want, `robust-predicates ${name} ${q}`);
    }
  });

  test(`robust-predicates drop-in: ${name} where robust-predicates underflows`, () => {
    const e = { orient2d: -540, orient3d: -360, incircle: -270, insphere: -216 }[name];
    const rnd = random(200 + n);
    let wrongTheirs = 0;
    for (let i = 0; i < 500; ++i) {
      const q = Array.from({ length: n }, () => (rnd() * 2 - 1) * 2 ** e);
      const want = FACTOR[name] * exact[name](...q);
      const ours = dropin[name](...q);
      // The value rounds to a zero of its sign or to a subnormal: the sign is right.
      assert.equal(Object.is(ours, -0) || ours < 0 ? -1 : 1, want, `${name} ${q}`);
      if ((Math.sign(rp[name](...q)) || 0) !== want) wrongTheirs += 1;
    }
    assert.ok(wrongTheirs > 250, `robust-predicates wrong on ${wrongTheirs} of 500`);
  });
}

test('robust-predicates drop-in: signed zeros and non-finite coordinates', () => {
  const t = 2 ** -543;
  // det[b - a, c - a] = t^2 = 2^-1086 > 0 rounds to +0; robust-predicates' orient2d is its
  // negative: -0.
  assert.ok(Object.is(ep.orient2dValue(0, 0, t, 0, 0, t), 0));
  assert.ok(Object.is(dropin.orient2d(0, 0, t, 0, 0, t), -0));
  assert.ok(Object.is(dropin.orient2d(0, 0, 0, t, t, 0), 0));
  assert.ok(Object.is(dropin.orient2d(1, 1, 2, 2, 3, 3), 0));  // exact zero: +0
  assert.ok(Number.isNaN(dropin.orient2d(0, 0, 1, NaN, 0, 1)));
  assert.ok(Number.isNaN(dropin.orient3d(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, Infinity)));
  assert.ok(Number.isNaN(dropin.incircle(-Infinity, 0, 1, 0, 0, 1, 0, 0)));
  assert.ok(Number.isNaN(dropin.insphere(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, NaN, 0, 0)));
  assert.throws(() => dropin.orient2d(0, 0, 1, '1', 0, 1), TypeError);
});
