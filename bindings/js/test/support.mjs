// SPDX-License-Identifier: MIT
// bindings/js/test/support.mjs — helpers of the tests: the reference corpus (tests/vectors/)
// with its hexadecimal floats, exact determinants in BigInt arithmetic (every finite double is
// an integer multiple of 2^-1074), ulp steps, and a seeded random generator.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
export const vectorsDir = path.resolve(here, '..', '..', '..', 'tests', 'vectors');

const view = new DataView(new ArrayBuffer(8));
const MANTISSA = (1n << 52n) - 1n;

function bitLength(n) {
  return n === 0n ? 0 : n.toString(2).length;
}

/** Parses a C99 hexadecimal float ("-0x1.8p+1", "0x0.0000000000001p-1022") that is exactly a
 *  double, as the corpus writes them; throws when it is not one. */
export function parseHexDouble(text) {
  const m = /^([+-]?)0x([0-9a-f]+)(?:\.([0-9a-f]*))?p([+-]?\d+)$/i.exec(text);
  if (!m) throw new Error(`not a hexadecimal float: ${text}`);
  const frac = m[3] ?? '';
  let mant = BigInt(`0x${m[2]}${frac}`);
  let exp = Number(m[4]) - 4 * frac.length;
  let bits = 0n;
  if (mant !== 0n) {
    while ((mant & 1n) === 0n) {
      mant >>= 1n;
      exp += 1;
    }
    const top = bitLength(mant) - 1 + exp;  // the unbiased exponent of the value
    if (bitLength(mant) > 53 || top > 1023) throw new Error(`not a double: ${text}`);
    if (top >= -1022) {
      bits = (BigInt(top + 1023) << 52n) | ((mant << BigInt(52 - (bitLength(mant) - 1))) & MANTISSA);
    } else {
      if (exp < -1074) throw new Error(`not a double: ${text}`);
      bits = mant << BigInt(exp + 1074);
    }
  }
  if (m[1] === '-') bits |= 1n << 63n;
  view.setBigUint64(0, bits);
  return view.getFloat64(0);
}

/** x * 2^1074 as a BigInt (exact for every finite double). */
export function scaled(x) {
  if (!Number.isFinite(x)) throw new Error(`not finite: ${x}`);
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const biased = (bits >> 52n) & 0x7ffn;
  const frac = bits & MANTISSA;
  const m = biased === 0n ? frac : (frac | (1n << 52n)) << (biased - 1n);
  return bits >> 63n ? -m : m;
}

/** x moved by k ulps (k > 0 up, k < 0 down), through the bits. */
export function ulps(x, k) {
  for (; k > 0; --k) x = nextUp(x);
  for (; k < 0; ++k) x = -nextUp(-x);
  return x;
}

function nextUp(x) {
  if (x === 0) return Number.MIN_VALUE;
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  view.setBigUint64(0, x > 0 ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}

function sign(n) {
  return n > 0n ? 1 : n < 0n ? -1 : 0;
}

function det(m) {
  if (m.length === 1) return m[0][0];
  let sum = 0n;
  for (let j = 0; j < m.length; ++j) {
    const minor = m.slice(1).map((row) => row.filter((_, k) => k !== j));
    const term = m[0][j] * det(minor);
    sum += j % 2 === 0 ? term : -term;
  }
  return sum;
}

/** The exact sign of each core predicate in exactpred's conventions, computed in BigInt from
 *  the textbook determinants (the lifted ones with rows p - last, |p - last|^2). */
export const exact = {
  orient2d(ax, ay, bx, by, cx, cy) {
    const [a0, a1, b0, b1, c0, c1] = [ax, ay, bx, by, cx, cy].map(scaled);
    return sign(det([[b0 - a0, b1 - a1], [c0 - a0, c1 - a1]]));
  },
  orient3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz) {
    const [a, b, c, d] = [[ax, ay, az], [bx, by, bz], [cx, cy, cz], [dx, dy, dz]].map((p) =>
      p.map(scaled));
    return sign(det([b, c, d].map((p) => p.map((v, i) => v - a[i]))));
  },
  incircle(ax, ay, bx, by, cx, cy, dx, dy) {
    const pts = [[ax, ay], [bx, by], [cx, cy]].map((p) => p.map(scaled));
    const d = [dx, dy].map(scaled);
    return sign(det(pts.map((p) => {
      const u = p.map((v, i) => v - d[i]);
      return [...u, u[0] * u[0] + u[1] * u[1]];
    })));
  },
  insphere(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez) {
    const pts = [[ax, ay, az], [bx, by, bz], [cx, cy, cz], [dx, dy, dz]].map((p) =>
      p.map(scaled));
    const e = [ex, ey, ez].map(scaled);
    // The 4 x 4 lifted determinant is positive for e inside a sphere through points of
    // negative orientation in exactpred's orient3d; hence the minus.
    return sign(-det(pts.map((p) => {
      const u = p.map((v, i) => v - e[i]);
      return [...u, u[0] * u[0] + u[1] * u[1] + u[2] * u[2]];
    })));
  },
};

/** The queries of one corpus file: {family, args (numbers), answer (string)}. */
export function readVectors(name) {
  const text = readFileSync(path.join(vectorsDir, `${name}.txt`), 'utf8');
  const queries = [];
  let family = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('# family: ')) family = line.slice('# family: '.length).trim();
    if (line === '' || line.startsWith('#')) continue;
    const [query, answer] = line.split('\t');
    const fields = query.trim().split(/\s+/);
    if (fields[0] !== name) throw new Error(`${name}.txt: unexpected query ${fields[0]}`);
    queries.push({ family, args: fields.slice(1).map(parseHexDouble), answer });
  }
  return queries;
}

/** A seeded generator of uniform numbers in [0, 1) (mulberry32). */
export function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
