// SPDX-License-Identifier: MIT
// bindings/js/index.mjs — the ES module of the npm package `exactpred`: exact orient2d,
// orient3d, incircle and insphere (also under symbolic perturbation) for every finite double, compiled from the C++ library to
// WebAssembly (dist/exactpred_wasm.mjs, built by build.sh). Signs are -1, 0, +1 in exactpred's
// conventions (see README.md for the mapping to robust-predicates); a NaN or infinite coordinate
// throws a RangeError carrying the library's message.
import createExactpredModule from './dist/exactpred_wasm.mjs';

const wasm = await createExactpredModule();

const INVALID = 2;

function fail(status) {
  const message = wasm.UTF8ToString(wasm._exactpred_js_last_error());
  if (status === INVALID) throw new RangeError(message);
  throw new Error(`exactpred: internal error: ${message}`);
}

function checked(r) {
  if (r > 1) fail(r);
  return r;
}

/** The library's version, "MAJOR.MINOR.PATCH". */
export const version = wasm.UTF8ToString(wasm._exactpred_js_version());

/** Sign of det[b - a, c - a]: +1 when a, b, c are counterclockwise, 0 when collinear. */
export function orient2d(ax, ay, bx, by, cx, cy) {
  return checked(wasm._exactpred_js_orient2d(ax, ay, bx, by, cx, cy));
}

/** Sign of det[b - a, c - a, d - a] (CGAL's orientation, the opposite of Shewchuk's). */
export function orient3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz) {
  return checked(wasm._exactpred_js_orient3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz));
}

/** +1 when d lies inside the circle abc (a, b, c counterclockwise), 0 when cocircular. */
export function incircle(ax, ay, bx, by, cx, cy, dx, dy) {
  return checked(wasm._exactpred_js_incircle(ax, ay, bx, by, cx, cy, dx, dy));
}

/** +1 when e lies inside the sphere abcd (orient3d(a, b, c, d) > 0), 0 when cospherical. */
export function insphere(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez) {
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
  sosIndices('orient2dSos', [ia, ib, ic]);
  return checked(wasm._exactpred_js_orient2d_sos(ax, ay, bx, by, cx, cy, ia, ib, ic));
}

/** orient3d(a, b, c, d) when non-zero, else its sign under symbolic perturbation. */
export function orient3dSos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ia, ib, ic, id) {
  sosIndices('orient3dSos', [ia, ib, ic, id]);
  return checked(wasm._exactpred_js_orient3d_sos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz,
                                                 ia, ib, ic, id));
}

/** incircle(a, b, c, d) when non-zero, else its sign under symbolic perturbation. */
export function incircleSos(ax, ay, bx, by, cx, cy, dx, dy, ia, ib, ic, id) {
  sosIndices('incircleSos', [ia, ib, ic, id]);
  return checked(wasm._exactpred_js_incircle_sos(ax, ay, bx, by, cx, cy, dx, dy, ia, ib, ic, id));
}

/** insphere(a, b, c, d, e) when non-zero, else its sign under symbolic perturbation. */
export function insphereSos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez, ia, ib, ic,
                            id, ie) {
  sosIndices('insphereSos', [ia, ib, ic, id, ie]);
  return checked(wasm._exactpred_js_insphere_sos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz,
                                                 ex, ey, ez, ia, ib, ic, id, ie));
}

// Batches: the points and the queries are copied into the module's memory, answered there by
// the batch API in one call, and the signs copied out.
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
  const p = wasm._malloc(Math.max(points.byteLength, 8));
  const q = wasm._malloc(Math.max(queries.byteLength, 4));
  const r = wasm._malloc(Math.max(numQueries, 1));
  try {
    // The views are taken after the allocations: a growing memory replaces the buffer.
    wasm.HEAPF64.set(points, p / 8);
    wasm.HEAPU32.set(queries, q / 4);
    const status = fn(p, numPoints, q, numQueries, r);
    if (status !== 0) fail(status);
    out.set(wasm.HEAP8.subarray(r, r + numQueries));
    return out;
  } finally {
    wasm._free(r);
    wasm._free(q);
    wasm._free(p);
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
