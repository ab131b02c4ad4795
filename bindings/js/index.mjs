// SPDX-License-Identifier: MIT
// bindings/js/index.mjs — the ES module of the npm package `exactpred`: exact orient2d,
// orient3d, incircle and insphere (also under symbolic perturbation) for every finite double, compiled from the C++ library to
// WebAssembly (dist/exactpred_wasm.mjs, built by build.sh). Signs are -1, 0, +1 in exactpred's
// conventions (see README.md for the mapping to robust-predicates); a NaN or infinite coordinate
// throws a RangeError carrying the library's message, an argument that is not a number (a
// string, null, undefined, a boolean, a BigInt: nothing is coerced) a TypeError, and memory the
// WebAssembly heap cannot give a RangeError naming the bytes requested.
import createExactpredModule from './dist/exactpred_wasm.mjs';

const wasm = await createExactpredModule();

const INVALID = 2;
const OUT_OF_MEMORY = 4;

function fail(status) {
  const message = wasm.UTF8ToString(wasm._exactpred_js_last_error());
  if (status === INVALID) throw new RangeError(message);
  if (status === OUT_OF_MEMORY) throw new RangeError(`exactpred: out of memory (${message})`);
  throw new Error(`exactpred: internal error: ${message}`);
}

// Arguments are numbers, never coerced: each function checks typeof of every argument (cheap)
// and, only when one is not a number, finds it and throws a TypeError naming it.
function describe(v) {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'string': return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}...` : v)}`;
    case 'bigint': return `the BigInt ${v}n`;
    case 'object': return `an object (${Object.prototype.toString.call(v)})`;
    case 'function': return 'a function';
    case 'undefined': return 'undefined';
    default: return `${typeof v} ${String(v)}`;  // boolean, symbol
  }
}

function notNumbers(name, names, values) {
  for (let i = 0; i < names.length; ++i) {
    if (typeof values[i] !== 'number') {
      throw new TypeError(`${name}: argument ${names[i]} must be a number, not ${describe(values[i])}`);
    }
  }
}

/** The names of the coordinates of the points `points` ('abc') in `dim` dimensions, then of
 *  their SoS indices when `sos`: ax, ay, bx, ..., ia, ib, ... */
function argNames(points, dim, sos) {
  const names = [];
  for (const p of points) for (const c of 'xyz'.slice(0, dim)) names.push(p + c);
  if (sos) for (const p of points) names.push(`i${p}`);
  return names;
}

const ORIENT2D = argNames('abc', 2, false);
const ORIENT3D = argNames('abcd', 3, false);
const INCIRCLE = argNames('abcd', 2, false);
const INSPHERE = argNames('abcde', 3, false);
const ORIENT2D_SOS = argNames('abc', 2, true);
const ORIENT3D_SOS = argNames('abcd', 3, true);
const INCIRCLE_SOS = argNames('abcd', 2, true);
const INSPHERE_SOS = argNames('abcde', 3, true);

function checked(r) {
  if (r > 1) fail(r);
  return r;
}

/** The library's version, "MAJOR.MINOR.PATCH". */
export const version = wasm.UTF8ToString(wasm._exactpred_js_version());

/** Sign of det[b - a, c - a]: +1 when a, b, c are counterclockwise, 0 when collinear. */
export function orient2d(ax, ay, bx, by, cx, cy) {
  if (typeof ax !== 'number' || typeof ay !== 'number' || typeof bx !== 'number' ||
      typeof by !== 'number' || typeof cx !== 'number' || typeof cy !== 'number') {
    notNumbers('orient2d', ORIENT2D, [ax, ay, bx, by, cx, cy]);
  }
  return checked(wasm._exactpred_js_orient2d(ax, ay, bx, by, cx, cy));
}

/** Sign of det[b - a, c - a, d - a] (CGAL's orientation, the opposite of Shewchuk's). */
export function orient3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz) {
  if (typeof ax !== 'number' || typeof ay !== 'number' || typeof az !== 'number' ||
      typeof bx !== 'number' || typeof by !== 'number' || typeof bz !== 'number' ||
      typeof cx !== 'number' || typeof cy !== 'number' || typeof cz !== 'number' ||
      typeof dx !== 'number' || typeof dy !== 'number' || typeof dz !== 'number') {
    notNumbers('orient3d', ORIENT3D, [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz]);
  }
  return checked(wasm._exactpred_js_orient3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz));
}

/** +1 when d lies inside the circle abc (a, b, c counterclockwise), 0 when cocircular. */
export function incircle(ax, ay, bx, by, cx, cy, dx, dy) {
  if (typeof ax !== 'number' || typeof ay !== 'number' || typeof bx !== 'number' ||
      typeof by !== 'number' || typeof cx !== 'number' || typeof cy !== 'number' ||
      typeof dx !== 'number' || typeof dy !== 'number') {
    notNumbers('incircle', INCIRCLE, [ax, ay, bx, by, cx, cy, dx, dy]);
  }
  return checked(wasm._exactpred_js_incircle(ax, ay, bx, by, cx, cy, dx, dy));
}

/** +1 when e lies inside the sphere abcd (orient3d(a, b, c, d) > 0), 0 when cospherical. */
export function insphere(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez) {
  if (typeof ax !== 'number' || typeof ay !== 'number' || typeof az !== 'number' ||
      typeof bx !== 'number' || typeof by !== 'number' || typeof bz !== 'number' ||
      typeof cx !== 'number' || typeof cy !== 'number' || typeof cz !== 'number' ||
      typeof dx !== 'number' || typeof dy !== 'number' || typeof dz !== 'number' ||
      typeof ex !== 'number' || typeof ey !== 'number' || typeof ez !== 'number') {
    notNumbers('insphere', INSPHERE, [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez]);
  }
  return checked(
    wasm._exactpred_js_insphere(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez));
}

// Symbolic perturbation (Simulation of Simplicity): each point carries an index (a safe
// non-negative integer: vertex number, insertion order); the answer is the sign of the
// predicate when non-zero, else the sign for the points moved by an infinitesimal perturbation
// fixed by the indices, never 0 when the indices differ (see exactpred/sos.hpp).
function sosIndices(name, indices) {
  for (const i of indices) {
    if (!Number.isSafeInteger(i) || i < 0) {
      throw new RangeError(`${name}: the index ${i} is not a non-negative safe integer`);
    }
  }
}

/** orient2d(a, b, c) when non-zero, else its sign under symbolic perturbation (never 0). */
export function orient2dSos(ax, ay, bx, by, cx, cy, ia, ib, ic) {
  if (typeof ax !== 'number' || typeof ay !== 'number' || typeof bx !== 'number' ||
      typeof by !== 'number' || typeof cx !== 'number' || typeof cy !== 'number' ||
      typeof ia !== 'number' || typeof ib !== 'number' || typeof ic !== 'number') {
    notNumbers('orient2dSos', ORIENT2D_SOS, [ax, ay, bx, by, cx, cy, ia, ib, ic]);
  }
  sosIndices('orient2dSos', [ia, ib, ic]);
  return checked(wasm._exactpred_js_orient2d_sos(ax, ay, bx, by, cx, cy, ia, ib, ic));
}

/** orient3d(a, b, c, d) when non-zero, else its sign under symbolic perturbation. */
export function orient3dSos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ia, ib, ic, id) {
  if (typeof ax !== 'number' || typeof ay !== 'number' || typeof az !== 'number' ||
      typeof bx !== 'number' || typeof by !== 'number' || typeof bz !== 'number' ||
      typeof cx !== 'number' || typeof cy !== 'number' || typeof cz !== 'number' ||
      typeof dx !== 'number' || typeof dy !== 'number' || typeof dz !== 'number' ||
      typeof ia !== 'number' || typeof ib !== 'number' || typeof ic !== 'number' ||
      typeof id !== 'number') {
    notNumbers('orient3dSos', ORIENT3D_SOS,
               [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ia, ib, ic, id]);
  }
  sosIndices('orient3dSos', [ia, ib, ic, id]);
  return checked(wasm._exactpred_js_orient3d_sos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz,
                                                 ia, ib, ic, id));
}

/** incircle(a, b, c, d) when non-zero, else its sign under symbolic perturbation. */
export function incircleSos(ax, ay, bx, by, cx, cy, dx, dy, ia, ib, ic, id) {
  if (typeof ax !== 'number' || typeof ay !== 'number' || typeof bx !== 'number' ||
      typeof by !== 'number' || typeof cx !== 'number' || typeof cy !== 'number' ||
      typeof dx !== 'number' || typeof dy !== 'number' || typeof ia !== 'number' ||
      typeof ib !== 'number' || typeof ic !== 'number' || typeof id !== 'number') {
    notNumbers('incircleSos', INCIRCLE_SOS, [ax, ay, bx, by, cx, cy, dx, dy, ia, ib, ic, id]);
  }
  sosIndices('incircleSos', [ia, ib, ic, id]);
  return checked(wasm._exactpred_js_incircle_sos(ax, ay, bx, by, cx, cy, dx, dy, ia, ib, ic, id));
}

/** insphere(a, b, c, d, e) when non-zero, else its sign under symbolic perturbation. */
export function insphereSos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez, ia, ib, ic,
                            id, ie) {
  if (typeof ax !== 'number' || typeof ay !== 'number' || typeof az !== 'number' ||
      typeof bx !== 'number' || typeof by !== 'number' || typeof bz !== 'number' ||
      typeof cx !== 'number' || typeof cy !== 'number' || typeof cz !== 'number' ||
      typeof dx !== 'number' || typeof dy !== 'number' || typeof dz !== 'number' ||
      typeof ex !== 'number' || typeof ey !== 'number' || typeof ez !== 'number' ||
      typeof ia !== 'number' || typeof ib !== 'number' || typeof ic !== 'number' ||
      typeof id !== 'number' || typeof ie !== 'number') {
    notNumbers('insphereSos', INSPHERE_SOS,
               [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez, ia, ib, ic, id, ie]);
  }
  sosIndices('insphereSos', [ia, ib, ic, id, ie]);
  return checked(wasm._exactpred_js_insphere_sos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz,
                                                 ex, ey, ez, ia, ib, ic, id, ie));
}

// Batches: the points and the queries are copied into the module's memory, answered there by
// the batch API in one call, and the signs copied out. Every block is allocated (and checked)
// before anything is written: a request the 32-bit heap cannot address, or one _malloc cannot
// satisfy (it returns 0), frees what was allocated and throws a RangeError naming its size.
const MAX_WASM_BYTES = 2 ** 32 - 1;

function allocate(name, what, bytes) {
  const p = bytes <= MAX_WASM_BYTES ? wasm._malloc(bytes) : 0;
  if (p === 0) {
    throw new RangeError(`${name}: out of memory: cannot allocate ${bytes} bytes for ${what} in ` +
                         'the WebAssembly heap');
  }
  return p;
}

function batch(fn, dim, arity, name, points, queries, out) {
  if (!(points instanceof Float64Array)) throw new TypeError(`${name}: points must be a Float64Array`);
  if (!(queries instanceof Uint32Array)) throw new TypeError(`${name}: queries must be a Uint32Array`);
  if (points.length % dim !== 0) {
    throw new RangeError(`${name}: points.length ${points.length} is not a multiple of ${dim}`);
  }
  if (queries.length % arity !== 0) {
    throw new RangeError(`${name}: queries.length ${queries.length} is not a multiple of ${arity}`);
  }
  const numPoints = points.length / dim;
  const numQueries = queries.length / arity;
  if (out === undefined) out = new Int8Array(numQueries);
  if (!(out instanceof Int8Array) || out.length < numQueries) {
    throw new TypeError(`${name}: out must be an Int8Array of length >= ${numQueries}`);
  }
  let p = 0;
  let q = 0;
  let r = 0;
  try {
    p = allocate(name, 'the points', Math.max(points.byteLength, 8));
    q = allocate(name, 'the queries', Math.max(queries.byteLength, 4));
    r = allocate(name, 'the answers', Math.max(numQueries, 1));
    // The views are taken after the allocations: a growing memory replaces the buffer.
    wasm.HEAPF64.set(points, p / 8);
    wasm.HEAPU32.set(queries, q / 4);
    const status = fn(p, numPoints, q, numQueries, r);
    if (status !== 0) fail(status);
    out.set(wasm.HEAP8.subarray(r, r + numQueries));
    return out;
  } finally {
    if (r !== 0) wasm._free(r);
    if (q !== 0) wasm._free(q);
    if (p !== 0) wasm._free(p);
  }
}

/** out[i] = orient2d of the points queries[3i..3i+2]; points holds x, y pairs. */
export function orient2dBatch(points, queries, out) {
  return batch(wasm._exactpred_js_orient2d_batch, 2, 3, 'orient2dBatch', points, queries, out);
}

/** out[i] = orient3d of the points queries[4i..4i+3]; points holds x, y, z triples. */
export function orient3dBatch(points, queries, out) {
  return batch(wasm._exactpred_js_orient3d_batch, 3, 4, 'orient3dBatch', points, queries, out);
}

/** out[i] = incircle of the points queries[4i..4i+3]; points holds x, y pairs. */
export function incircleBatch(points, queries, out) {
  return batch(wasm._exactpred_js_incircle_batch, 2, 4, 'incircleBatch', points, queries, out);
}

/** out[i] = insphere of the points queries[5i..5i+4]; points holds x, y, z triples. */
export function insphereBatch(points, queries, out) {
  return batch(wasm._exactpred_js_insphere_batch, 3, 5, 'insphereBatch', points, queries, out);
}
