// SPDX-License-Identifier: MIT
// bindings/js/lib/api.mjs — the API of the npm package `exactpred`, written once for both entry
// points: index.mjs (ES module) imports it, and build.sh writes its CommonJS form
// dist/api.cjs for index.cjs (the same text, with the closing `export { load };` replaced).
// load(instantiate) instantiates dist/exactpred.wasm (the C++ library and src/glue.cpp built by
// build.sh) with the few imports it has and returns the functions below: exact orient2d,
// orient3d, incircle and insphere (also under symbolic perturbation) for every finite double.
// Signs are -1, 0, +1 in exactpred's conventions (see docs/javascript.md for the mapping to
// robust-predicates); a NaN or infinite coordinate throws a RangeError carrying the library's
// message, an argument that is not a number (a string, null, undefined, a boolean, a BigInt:
// nothing is coerced) a TypeError, and memory the WebAssembly heap cannot give a RangeError
// naming the bytes requested.

/** The imports of dist/exactpred.wasm (a standalone module: WASI's environment and exit, and a
 *  notice when its memory grows), given the module's exports once it is instantiated. */
function importsOf(module) {
  return {
    env: {
      // The memory's buffer is replaced: the views are taken again on their next use.
      emscripten_notify_memory_growth() { module.views = null; },
    },
    wasi_snapshot_preview1: {
      // No environment variables (the library reads EXACTPRED_BATCH_ISA, which has no
      // WebAssembly choices).
      environ_sizes_get(count, size) {
        const view = new DataView(module.exports.memory.buffer);
        view.setUint32(count, 0, true);
        view.setUint32(size, 0, true);
        return 0;
      },
      environ_get() { return 0; },
      proc_exit(code) { throw new Error(`exactpred: the WebAssembly module exited (${code})`); },
    },
  };
}

/** The API over an instance of dist/exactpred.wasm. `instantiate(imports)` returns the
 *  WebAssembly.Instance (synchronous: index.cjs) or a promise of it (index.mjs); so does load. */
function load(instantiate) {
  const module = { exports: null, views: null };
  const instance = instantiate(importsOf(module));
  if (typeof instance.then === 'function') return instance.then((i) => api(module, i));
  return api(module, instance);
}

function api(module, instance) {
  module.exports = instance.exports;
  module.exports._initialize();  // the C++ constructors
  const wasm = module.exports;

  /** Views of the module's memory, taken again after it grows. */
  function views() {
    if (module.views === null || module.views.u8.buffer !== wasm.memory.buffer) {
      const b = wasm.memory.buffer;
      module.views = { u8: new Uint8Array(b), i8: new Int8Array(b), u32: new Uint32Array(b),
                       f32: new Float32Array(b), f64: new Float64Array(b) };
    }
    return module.views;
  }

  function utf8(p) {
    const u8 = views().u8;
    let end = p;
    while (u8[end] !== 0) ++end;
    return new TextDecoder().decode(u8.subarray(p, end));
  }

  const INVALID = 2;
  const OUT_OF_MEMORY = 4;

  function fail(status) {
    const message = utf8(wasm.exactpred_js_last_error());
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
  const version = utf8(wasm.exactpred_js_version());

  /** Sign of det[b - a, c - a]: +1 when a, b, c are counterclockwise, 0 when collinear. */
  function orient2d(ax, ay, bx, by, cx, cy) {
    if (typeof ax !== 'number' || typeof ay !== 'number' || typeof bx !== 'number' ||
        typeof by !== 'number' || typeof cx !== 'number' || typeof cy !== 'number') {
      notNumbers('orient2d', ORIENT2D, [ax, ay, bx, by, cx, cy]);
    }
    return checked(wasm.exactpred_js_orient2d(ax, ay, bx, by, cx, cy));
  }

  /** Sign of det[b - a, c - a, d - a] (CGAL's orientation, the opposite of Shewchuk's). */
  function orient3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz) {
    if (typeof ax !== 'number' || typeof ay !== 'number' || typeof az !== 'number' ||
        typeof bx !== 'number' || typeof by !== 'number' || typeof bz !== 'number' ||
        typeof cx !== 'number' || typeof cy !== 'number' || typeof cz !== 'number' ||
        typeof dx !== 'number' || typeof dy !== 'number' || typeof dz !== 'number') {
      notNumbers('orient3d', ORIENT3D, [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz]);
    }
    return checked(wasm.exactpred_js_orient3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz));
  }

  /** +1 when d lies inside the circle abc (a, b, c counterclockwise), 0 when cocircular. */
  function incircle(ax, ay, bx, by, cx, cy, dx, dy) {
    if (typeof ax !== 'number' || typeof ay !== 'number' || typeof bx !== 'number' ||
        typeof by !== 'number' || typeof cx !== 'number' || typeof cy !== 'number' ||
        typeof dx !== 'number' || typeof dy !== 'number') {
      notNumbers('incircle', INCIRCLE, [ax, ay, bx, by, cx, cy, dx, dy]);
    }
    return checked(wasm.exactpred_js_incircle(ax, ay, bx, by, cx, cy, dx, dy));
  }

  /** +1 when e lies inside the sphere abcd (orient3d(a, b, c, d) > 0), 0 when cospherical. */
  function insphere(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez) {
    if (typeof ax !== 'number' || typeof ay !== 'number' || typeof az !== 'number' ||
        typeof bx !== 'number' || typeof by !== 'number' || typeof bz !== 'number' ||
        typeof cx !== 'number' || typeof cy !== 'number' || typeof cz !== 'number' ||
        typeof dx !== 'number' || typeof dy !== 'number' || typeof dz !== 'number' ||
        typeof ex !== 'number' || typeof ey !== 'number' || typeof ez !== 'number') {
      notNumbers('insphere', INSPHERE, [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez]);
    }
    return checked(
      wasm.exactpred_js_insphere(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez));
  }

  // The correctly rounded values (exactpred/values.hpp): the determinant whose sign the
  // predicate is, rounded to the nearest double (ties to even; subnormals; +-Infinity beyond
  // the largest double; +0 for an exact zero, a zero of the value's sign when it rounds to 0).
  function value(v) {
    if (v !== v) fail(wasm.exactpred_js_value_status());
    return v;
  }

  /** det[b - a, c - a], correctly rounded: the value whose sign is orient2d. */
  function orient2dValue(ax, ay, bx, by, cx, cy) {
    if (typeof ax !== 'number' || typeof ay !== 'number' || typeof bx !== 'number' ||
        typeof by !== 'number' || typeof cx !== 'number' || typeof cy !== 'number') {
      notNumbers('orient2dValue', ORIENT2D, [ax, ay, bx, by, cx, cy]);
    }
    return value(wasm.exactpred_js_orient2d_value(ax, ay, bx, by, cx, cy));
  }

  /** det[b - a, c - a, d - a], correctly rounded: the value whose sign is orient3d. */
  function orient3dValue(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz) {
    const args = [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz];
    if (!args.every((v) => typeof v === 'number')) notNumbers('orient3dValue', ORIENT3D, args);
    return value(wasm.exactpred_js_orient3d_value(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz));
  }

  /** The lifted 3x3 determinant whose sign is incircle, correctly rounded. */
  function incircleValue(ax, ay, bx, by, cx, cy, dx, dy) {
    const args = [ax, ay, bx, by, cx, cy, dx, dy];
    if (!args.every((v) => typeof v === 'number')) notNumbers('incircleValue', INCIRCLE, args);
    return value(wasm.exactpred_js_incircle_value(ax, ay, bx, by, cx, cy, dx, dy));
  }

  /** The lifted 4x4 determinant whose sign is insphere, correctly rounded. */
  function insphereValue(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez) {
    const args = [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez];
    if (!args.every((v) => typeof v === 'number')) notNumbers('insphereValue', INSPHERE, args);
    return value(wasm.exactpred_js_insphere_value(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz,
                                                  ex, ey, ez));
  }

  // The correctly rounded constructions (exactpred/constructions.hpp): each coordinate rounded
  // to the nearest double (ties to even; subnormals; +-Infinity beyond the largest double), and
  // `exact`: whether the coordinates are the point itself. An undefined construction (parallel
  // lines, collinear or coplanar points) throws a RangeError.
  function point2d(status) {
    if (status !== 0) fail(status);
    const f = views().f64, at = wasm.exactpred_js_construction_out() / 8;
    return { x: f[at], y: f[at + 1], exact: f[at + 3] === 1 };
  }
  function point3d(status) {
    if (status !== 0) fail(status);
    const f = views().f64, at = wasm.exactpred_js_construction_out() / 8;
    return { x: f[at], y: f[at + 1], z: f[at + 2], exact: f[at + 3] === 1 };
  }
  /** Copies the numbers of a construction taking more arguments than a call can pass. */
  function constructionInput(name, names, args) {
    if (!args.every((v) => typeof v === 'number')) notNumbers(name, names, args);
    const f = views().f64, at = wasm.exactpred_js_construction_in() / 8;
    for (let i = 0; i < args.length; ++i) f[at + i] = args[i];
  }
  const SSI = argNames('abcd', 2, false);
  const LPI = argNames('pqabc', 3, false);
  const TPI = ['1', '2', '3'].flatMap((k) => ['a', 'b', 'c'].flatMap(
    (p) => ['x', 'y', 'z'].map((c) => `${p}${k}${c}`)));
  const CIRCUMCENTER_2D = argNames('abc', 2, false);
  const CIRCUMCENTER_TRIANGLE_3D = argNames('abc', 3, false);
  const CIRCUMCENTER_3D = argNames('abcd', 3, false);

  /** The intersection of the lines a -> b and c -> d, correctly rounded: { x, y, exact }. */
  function ssiRounded(ax, ay, bx, by, cx, cy, dx, dy) {
    const args = [ax, ay, bx, by, cx, cy, dx, dy];
    if (!args.every((v) => typeof v === 'number')) notNumbers('ssiRounded', SSI, args);
    return point2d(wasm.exactpred_js_ssi_rounded(ax, ay, bx, by, cx, cy, dx, dy));
  }

  /** The point where the line p -> q meets the plane (a, b, c): { x, y, z, exact }. */
  function lpiRounded(...args) {
    if (args.length !== 15) throw new TypeError(`lpiRounded: takes 15 numbers, got ${args.length}`);
    constructionInput('lpiRounded', LPI, args);
    return point3d(wasm.exactpred_js_lpi_rounded());
  }

  /** The common point of the planes (a1, b1, c1), (a2, b2, c2), (a3, b3, c3), given as 27
   *  numbers a1x a1y a1z b1x ... c3z: { x, y, z, exact }. */
  function tpiRounded(...args) {
    if (args.length !== 27) throw new TypeError(`tpiRounded: takes 27 numbers, got ${args.length}`);
    constructionInput('tpiRounded', TPI, args);
    return point3d(wasm.exactpred_js_tpi_rounded());
  }

  /** The centre of the circle through a, b, c, correctly rounded: { x, y, exact }. */
  function circumcenter2d(ax, ay, bx, by, cx, cy) {
    const args = [ax, ay, bx, by, cx, cy];
    if (!args.every((v) => typeof v === 'number')) {
      notNumbers('circumcenter2d', CIRCUMCENTER_2D, args);
    }
    return point2d(wasm.exactpred_js_circumcenter_2d(ax, ay, bx, by, cx, cy));
  }

  /** The centre of the circle through the 3D points a, b, c (in their plane): { x, y, z,
   *  exact }. */
  function circumcenterTriangle3d(ax, ay, az, bx, by, bz, cx, cy, cz) {
    const args = [ax, ay, az, bx, by, bz, cx, cy, cz];
    if (!args.every((v) => typeof v === 'number')) {
      notNumbers('circumcenterTriangle3d', CIRCUMCENTER_TRIANGLE_3D, args);
    }
    return point3d(wasm.exactpred_js_circumcenter_triangle_3d(ax, ay, az, bx, by, bz, cx, cy, cz));
  }

  /** The centre of the sphere through a, b, c, d: { x, y, z, exact }. */
  function circumcenter3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz) {
    const args = [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz];
    if (!args.every((v) => typeof v === 'number')) {
      notNumbers('circumcenter3d', CIRCUMCENTER_3D, args);
    }
    return point3d(
      wasm.exactpred_js_circumcenter_3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz));
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
  function orient2dSos(ax, ay, bx, by, cx, cy, ia, ib, ic) {
    if (typeof ax !== 'number' || typeof ay !== 'number' || typeof bx !== 'number' ||
        typeof by !== 'number' || typeof cx !== 'number' || typeof cy !== 'number' ||
        typeof ia !== 'number' || typeof ib !== 'number' || typeof ic !== 'number') {
      notNumbers('orient2dSos', ORIENT2D_SOS, [ax, ay, bx, by, cx, cy, ia, ib, ic]);
    }
    sosIndices('orient2dSos', [ia, ib, ic]);
    return checked(wasm.exactpred_js_orient2d_sos(ax, ay, bx, by, cx, cy, ia, ib, ic));
  }

  /** orient3d(a, b, c, d) when non-zero, else its sign under symbolic perturbation. */
  function orient3dSos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ia, ib, ic, id) {
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
    return checked(wasm.exactpred_js_orient3d_sos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz,
                                                   ia, ib, ic, id));
  }

  /** incircle(a, b, c, d) when non-zero, else its sign under symbolic perturbation. */
  function incircleSos(ax, ay, bx, by, cx, cy, dx, dy, ia, ib, ic, id) {
    if (typeof ax !== 'number' || typeof ay !== 'number' || typeof bx !== 'number' ||
        typeof by !== 'number' || typeof cx !== 'number' || typeof cy !== 'number' ||
        typeof dx !== 'number' || typeof dy !== 'number' || typeof ia !== 'number' ||
        typeof ib !== 'number' || typeof ic !== 'number' || typeof id !== 'number') {
      notNumbers('incircleSos', INCIRCLE_SOS, [ax, ay, bx, by, cx, cy, dx, dy, ia, ib, ic, id]);
    }
    sosIndices('incircleSos', [ia, ib, ic, id]);
    return checked(wasm.exactpred_js_incircle_sos(ax, ay, bx, by, cx, cy, dx, dy, ia, ib, ic, id));
  }

  /** insphere(a, b, c, d, e) when non-zero, else its sign under symbolic perturbation. */
  function insphereSos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez, ia, ib, ic,
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
    return checked(wasm.exactpred_js_insphere_sos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz,
                                                   ex, ey, ez, ia, ib, ic, id, ie));
  }

  // Batches: the points (a Float64Array, or a Float32Array: every float is exactly a double) and
  // the queries are copied into the module's memory, answered there by the batch API in one
  // call, and the signs copied out; a HeapArray (below) is read or written in place instead.
  // Every block is allocated (and checked) before anything is written: a request the 32-bit heap
  // cannot address, or one malloc cannot satisfy (it returns 0), frees what was allocated and
  // throws a RangeError naming its size.
  const MAX_WASM_BYTES = 2 ** 32 - 1;

  function heapAlloc(name, what, bytes) {
    const p = bytes <= MAX_WASM_BYTES ? wasm.malloc(bytes) : 0;
    if (p === 0) {
      throw new RangeError(`${name}: out of memory: cannot allocate ${bytes} bytes for ${what} ` +
                           'in the WebAssembly heap');
    }
    return p;
  }

  // The address, type and length of each live HeapArray.
  const heapArrays = new WeakMap();
  const HEAP_TYPES = [Float64Array, Float32Array, Uint32Array, Int8Array];

  /** An array in the module's memory, which the batch functions use in place (no copy).
   *  `array` is a view of it, taken again whenever the memory has grown since (growing replaces
   *  the memory's buffer and empties the views of the old one: keep the HeapArray, not the
   *  view, across calls that may allocate). `free()` returns the memory. */
  class HeapArray {
    constructor(type, length) {
      if (!HEAP_TYPES.includes(type)) {
        throw new TypeError('HeapArray: the type must be Float64Array, Float32Array, Uint32Array ' +
                            'or Int8Array');
      }
      if (!Number.isSafeInteger(length) || length < 0) {
        throw new RangeError(`HeapArray: the length ${length} is not a non-negative safe integer`);
      }
      const bytes = Math.max(length * type.BYTES_PER_ELEMENT, 8);
      const ptr = heapAlloc('HeapArray', `${length} elements`, bytes);
      heapArrays.set(this, { ptr, type, length, view: null });
      this.array.fill(0);
    }

    /** The view of the array (zero-filled when allocated). */
    get array() {
      const h = heapArrays.get(this);
      if (h === undefined || h.ptr === 0) throw new Error('HeapArray: used after free()');
      if (h.view === null || h.view.buffer !== wasm.memory.buffer) {
        h.view = new h.type(wasm.memory.buffer, h.ptr, h.length);
      }
      return h.view;
    }

    get length() { return heapArrays.get(this).length; }

    free() {
      const h = heapArrays.get(this);
      if (h !== undefined && h.ptr !== 0) {
        wasm.free(h.ptr);
        h.ptr = 0;
        h.view = null;
      }
    }
  }

  /** The address, type and length of a typed array or of a HeapArray (ptr 0: to be copied). */
  function arrayOf(name, what, a) {
    if (a instanceof HeapArray) {
      const h = heapArrays.get(a);
      if (h.ptr === 0) throw new Error(`${name}: ${what}: HeapArray used after free()`);
      return { ptr: h.ptr, type: h.type, length: h.length, array: null };
    }
    for (const type of HEAP_TYPES) {
      if (a instanceof type) return { ptr: 0, type, length: a.length, array: a };
    }
    return { ptr: 0, type: null, length: 0, array: null };
  }

  function batch(fns, dim, arity, name, points, queries, out) {
    const P = arrayOf(name, 'points', points);
    const Q = arrayOf(name, 'queries', queries);
    const f32 = P.type === Float32Array;
    if (!f32 && P.type !== Float64Array) {
      throw new TypeError(`${name}: points must be a Float64Array or a Float32Array (or a ` +
                          'HeapArray of one)');
    }
    if (Q.type !== Uint32Array) {
      throw new TypeError(`${name}: queries must be a Uint32Array (or a HeapArray of one)`);
    }
    if (P.length % dim !== 0) {
      throw new RangeError(`${name}: points.length ${P.length} is not a multiple of ${dim}`);
    }
    if (Q.length % arity !== 0) {
      throw new RangeError(`${name}: queries.length ${Q.length} is not a multiple of ${arity}`);
    }
    const numPoints = P.length / dim;
    const numQueries = Q.length / arity;
    if (out === undefined) out = new Int8Array(numQueries);
    const R = arrayOf(name, 'out', out);
    if (R.type !== Int8Array || R.length < numQueries) {
      throw new TypeError(`${name}: out must be an Int8Array (or a HeapArray of one) of length >= ` +
                          `${numQueries}`);
    }
    // The arrays that are not HeapArrays are copied in (and the answers out).
    let p = P.ptr;
    let q = Q.ptr;
    let r = R.ptr;
    try {
      if (P.array !== null) p = heapAlloc(name, 'the points', Math.max(P.array.byteLength, 8));
      if (Q.array !== null) q = heapAlloc(name, 'the queries', Math.max(Q.array.byteLength, 4));
      if (R.array !== null) r = heapAlloc(name, 'the answers', Math.max(numQueries, 1));
      // The views are taken after the allocations: a growing memory replaces the buffer.
      const v = views();
      if (P.array !== null) (f32 ? v.f32 : v.f64).set(P.array, p / P.type.BYTES_PER_ELEMENT);
      if (Q.array !== null) v.u32.set(Q.array, q / 4);
      const status = (f32 ? fns[1] : fns[0])(p, numPoints, q, numQueries, r);
      if (status !== 0) fail(status);
      if (R.array === null) return out.array;
      out.set(views().i8.subarray(r, r + numQueries));
      return out;
    } finally {
      if (R.array !== null && r !== 0) wasm.free(r);
      if (Q.array !== null && q !== 0) wasm.free(q);
      if (P.array !== null && p !== 0) wasm.free(p);
    }
  }

  const ORIENT2D_BATCH = [wasm.exactpred_js_orient2d_batch, wasm.exactpred_js_orient2d_batch_f32];
  const ORIENT3D_BATCH = [wasm.exactpred_js_orient3d_batch, wasm.exactpred_js_orient3d_batch_f32];
  const INCIRCLE_BATCH = [wasm.exactpred_js_incircle_batch, wasm.exactpred_js_incircle_batch_f32];
  const INSPHERE_BATCH = [wasm.exactpred_js_insphere_batch, wasm.exactpred_js_insphere_batch_f32];

  /** out[i] = orient2d of the points queries[3i..3i+2]; points holds x, y pairs. */
  function orient2dBatch(points, queries, out) {
    return batch(ORIENT2D_BATCH, 2, 3, 'orient2dBatch', points, queries, out);
  }

  /** out[i] = orient3d of the points queries[4i..4i+3]; points holds x, y, z triples. */
  function orient3dBatch(points, queries, out) {
    return batch(ORIENT3D_BATCH, 3, 4, 'orient3dBatch', points, queries, out);
  }

  /** out[i] = incircle of the points queries[4i..4i+3]; points holds x, y pairs. */
  function incircleBatch(points, queries, out) {
    return batch(INCIRCLE_BATCH, 2, 4, 'incircleBatch', points, queries, out);
  }

  /** out[i] = insphere of the points queries[5i..5i+4]; points holds x, y, z triples. */
  function insphereBatch(points, queries, out) {
    return batch(INSPHERE_BATCH, 3, 5, 'insphereBatch', points, queries, out);
  }

  return {
    version, orient2d, orient3d, incircle, insphere, orient2dSos, orient3dSos, incircleSos,
    insphereSos, orient2dBatch, orient3dBatch, incircleBatch, insphereBatch, HeapArray,
    orient2dValue, orient3dValue, incircleValue, insphereValue, ssiRounded, lpiRounded,
    tpiRounded, circumcenter2d, circumcenterTriangle3d, circumcenter3d,
  };
}

export { load };
