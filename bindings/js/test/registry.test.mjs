// SPDX-License-Identifier: MIT
// bindings/js/test/registry.test.mjs — every scalar function of the registry
// (interfaces/predicates.json, written from interfaces/predicates.py) is in the package, agrees
// with the reference corpus (tests/vectors/, CGAL's answers) on every query of its file, and
// throws a RangeError carrying the library's message for a NaN or an infinity in any
// coordinate.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

import * as ep from '../index.mjs';
import { parseHexDouble, vectorsDir } from './support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const registry = JSON.parse(readFileSync(path.resolve(here, '..', '..', '..', 'interfaces',
                                                      'predicates.json'), 'utf8'));
const byName = new Map(registry.rows.map((r) => [r.name, r]));
const NUMBERS = { point2: 2, point3: 3, weighted2: 3, weighted3: 4, radius: 1 };

/** The lines of tests/vectors/STEM.txt whose first word is `name` (and second `second`). */
function lines(stem, name, second) {
  const out = [];
  for (const line of readFileSync(path.join(vectorsDir, `${stem}.txt`), 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [query, answer] = line.split('\t');
    const fields = query.trim().split(/\s+/);
    if (fields[0] !== name) continue;
    let rest = fields.slice(1);
    if (second !== undefined) {
      if (rest[0] !== second) continue;
      rest = rest.slice(1);
    }
    out.push({ query, numbers: rest.map(parseHexDouble), answer });
  }
  return out;
}

/** The JavaScript arguments of row r for an oracle line's numbers and the fixed arguments. */
function decode(r, numbers, fixed) {
  const args = [];
  let at = 0;
  for (const { name, kind } of r.args) {
    if (kind === 'fill_rule' || kind === 'flag') {
      args.push(fixed[name]);
    } else if (kind === 'polygon') {
      const n = 2 * numbers[at++];
      args.push(numbers.slice(at, at + n));
      at += n;
    } else {
      args.push(...numbers.slice(at, at + NUMBERS[kind]));
      at += NUMBERS[kind];
    }
  }
  assert.equal(at, numbers.length, `${r.name}: layout`);
  return args;
}

/** Two corpus numbers or words equal: the same double (-0 and +0 apart), or the same word. */
function same(got, want) {
  if (typeof got === 'number') {
    const w = want === 'inf' ? Infinity : want === '-inf' ? -Infinity : Number(want);
    return Object.is(got, w);
  }
  return String(got) === want;
}

function check(r, fn, want, got, query) {
  const words = want.split(' ');
  switch (r.answer) {
    case 'point2':
    case 'point3': {
      const coords = r.answer === 'point2' ? [got.x, got.y] : [got.x, got.y, got.z];
      coords.forEach((v, i) => assert.ok(same(v, words[i]), `${query}: ${v} for ${words[i]}`));
      assert.equal(got.exact ? 'exact' : 'rounded', words[coords.length], query);
      break;
    }
    case 'winding':
      assert.equal(got.onBoundary ? 'on_boundary' : String(got.number), want, query);
      break;
    case 'indices':
      assert.equal(got.join(' '), want, query);
      break;
    default:
      assert.ok(same(got, want), `${query}: ${fn} gives ${got}, the corpus ${want}`);
  }
}

function checkFile(r, stem, fixed, queries, covered) {
  assert.ok(queries.length >= 20, stem);
  covered.add(r.name);
  const fn = ep[r.js];
  for (const { query, numbers, answer } of queries) {
    const args = decode(r, numbers, fixed);
    if (answer === 'error') {
      assert.throws(() => fn(...args), RangeError, query);
      continue;
    }
    check(r, r.js, answer, fn(...args), query);
  }
}

test('every row of the registry is a function of the package, with its declaration', () => {
  const dts = readFileSync(path.resolve(here, '..', 'index.d.ts'), 'utf8');
  for (const r of registry.rows) {
    assert.equal(typeof ep[r.js], 'function', r.js);
    assert.ok(dts.includes(`export function ${r.js}(`), `index.d.ts: ${r.js}`);
  }
});

test('every row with a corpus file agrees with it', () => {
  const covered = new Set();
  const stems = readdirSync(vectorsDir).filter((f) => f.endsWith('.txt')).map((f) => f.slice(0, -4));
  for (const stem of stems) {
    if (stem === 'round_ip') {  // the implicit points' constructions: ssi, lpi, tpi lines
      for (const kind of ['ssi', 'lpi', 'tpi']) {
        checkFile(byName.get(`${kind}_rounded`), stem, {}, lines(stem, stem, kind), covered);
      }
      continue;
    }
    const variant = registry.corpus_variants[stem];
    const r = byName.get(variant ? variant.row : stem);
    assert.ok(r, `tests/vectors/${stem}.txt has no row in the registry`);
    checkFile(r, stem, variant ? variant.fixed : {}, lines(stem, stem), covered);
  }
  for (const r of registry.rows) {
    if (!r.sos) assert.ok(covered.has(r.name), `${r.name} has no corpus file`);
  }
});

test('a NaN or an infinity in any coordinate is a RangeError naming the function', () => {
  for (const r of registry.rows) {
    const fixed = { rule: 'non_zero', keep_collinear: false };
    // A valid query: the first corpus line that is not an error, or for the perturbed rows
    // (which have no corpus file) distinct small integers and their indices.
    let args;
    if (!r.sos) {
      const variant = Object.entries(registry.corpus_variants).find(([, v]) => v.row === r.name);
      const stem = variant ? variant[0] : r.name;
      const kind = r.name.endsWith('_rounded') ? r.name.slice(0, 3) : undefined;
      const q = (kind ? lines('round_ip', 'round_ip', kind) : lines(stem, stem))
        .find((l) => l.answer !== 'error');
      args = decode(r, q.numbers, variant ? variant[1].fixed : fixed);
    } else {
      const n = r.args.reduce((s, a) => s + NUMBERS[a.kind], 0);
      args = Array.from({ length: n }, (_, i) => (i * 7) % 5 + i);
      args.push(...r.args.map((_, i) => i));
    }
    ep[r.js](...args);  // valid
    args.forEach((v, i) => {
      if (typeof v !== 'number' || (r.sos && i >= args.length - r.args.length)) return;
      for (const bad of [NaN, Infinity, -Infinity]) {
        const a = args.slice();
        a[i] = bad;
        assert.throws(() => ep[r.js](...a), (e) => e instanceof RangeError &&
                      e.message.includes('must be finite'), `${r.js} argument ${i}`);
      }
    });
    // Polygons: a NaN inside one.
    args.forEach((v, i) => {
      if (!Array.isArray(v) || v.length === 0) return;
      const a = args.slice();
      a[i] = v.slice();
      a[i][0] = NaN;
      assert.throws(() => ep[r.js](...a), RangeError, `${r.js} polygon ${i}`);
    });
  }
});

test('classifications answer words, fill rules and flags are checked', () => {
  assert.equal(ep.segmentIntersect2d(0, 0, 2, 2, 0, 2, 2, 0), 'crossing');
  assert.equal(ep.pointInTriangle2d(0, 0, 0, 0, 1, 0, 0, 1), 'on_vertex');
  assert.equal(ep.pointInPolygon(0.5, 0.5, [0, 0, 1, 0, 1, 1, 0, 1]), 'inside');
  assert.equal(ep.pointInPolygon(0.5, 0.5, new Float64Array([0, 0, 1, 0, 1, 1, 0, 1]),
                                 'even_odd'), 'inside');
  assert.throws(() => ep.pointInPolygon(0.5, 0.5, [0, 0, 1, 0, 1, 1], 'nonzero'),
                /argument rule must be one of 'non_zero', 'even_odd', not "nonzero"/);
  assert.throws(() => ep.pointInPolygon(0.5, 0.5, [0, 0, 1, 0, 1]), /not a multiple of 2/);
  assert.throws(() => ep.pointInPolygon(0.5, 0.5, [0, 0, '1', 0]), TypeError);
  assert.deepEqual(ep.windingNumber(0.5, 0.5, [0, 0, 1, 0, 1, 1, 0, 1]),
                   { number: 1, onBoundary: false });
  assert.deepEqual(ep.windingNumber(0, 0, [0, 0, 1, 0, 1, 1]), { number: 0, onBoundary: true });
  assert.deepEqual(ep.convexHull([0, 0, 1, 0, 0.5, 0, 1, 1, 0, 1]), [0, 1, 3, 4]);
  assert.deepEqual(ep.convexHull([0, 0, 1, 0, 0.5, 0, 1, 1, 0, 1], true), [0, 2, 1, 3, 4]);
  assert.throws(() => ep.convexHull([0, 0], 1), TypeError);
  assert.equal(ep.pointSphere(0, 0, 0, 1, 1, 0, 0), 'on_boundary');
  assert.throws(() => ep.pointSphere(0, 0, 0, -1, 1, 0, 0), /r/);
  assert.equal(ep.powerIncircle(0, 0, 0, 1, 0, 0, 0, 1, 0, 0.25, 0.25, 0), 1);
});
