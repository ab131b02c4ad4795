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

  function checked(r) {
    if (r > 1) fail(r);
    return r;
  }

  /** The library's version, "MAJOR.MINOR.PATCH". */
  const version = utf8(wasm.exactpred_js_version());

  // The scalar functions below the helpers are generated from the registry
  // (interfaces/predicates.py, by scripts/generate-interfaces): every predicate, value and
  // construction of the C++ library on explicit points. Signs are -1, 0, +1; a classification
  // is one of its words ('crossing', 'on_edge', ...); a value is a number.

  // The correctly rounded values (exactpred/values.hpp): the determinant whose sign the
  // predicate is, rounded to the nearest double (ties to even; subnormals; +-Infinity beyond
  // the largest double; +0 for an exact zero, a zero of the value's sign when it rounds to 0).
  function value(v) {
    if (v !== v) fail(wasm.exactpred_js_value_status());
    return v;
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

  /** The word of a classification's code (a negative code is minus a status). */
  function word(words, code) {
    if (code < 0) fail(-code);
    return words[code];
  }

  /** The code of one of `words` given as a string (a TypeError or RangeError otherwise). */
  function wordCode(name, what, words, w) {
    if (typeof w !== 'string') {
      throw new TypeError(`${name}: argument ${what} must be a string, not ${describe(w)}`);
    }
    const code = words.indexOf(w);
    if (code < 0) {
      throw new RangeError(`${name}: argument ${what} must be one of ` +
                           `${words.map((v) => `'${v}'`).join(', ')}, not ${JSON.stringify(w)}`);
    }
    return code;
  }

  /** { number, onBoundary } of a winding number call. */
  function winding(status) {
    if (status !== 0) fail(status);
    const f = views().f64, at = wasm.exactpred_js_winding_out() / 8;
    return { number: f[at], onBoundary: f[at + 1] === 1 };
  }

  /** The positions of a convex hull call (a negative count is minus a status). */
  function indices(count) {
    if (count < 0) fail(-count);
    const u = views().u32, at = wasm.exactpred_js_indices_out() / 4;
    return Array.from(u.subarray(at, at + count));
  }

  /** A polygon (an array of numbers or a Float64Array of x, y pairs) copied into the module's
   *  memory: { ptr, size } (size: its number of points), freed by heapFree. */
  function polygonIn(name, what, polygon) {
    if (!(polygon instanceof Float64Array)) {
      if (!Array.isArray(polygon)) {
        throw new TypeError(`${name}: argument ${what} must be an array or a Float64Array of ` +
                            `x, y pairs, not ${describe(polygon)}`);
      }
      for (let i = 0; i < polygon.length; ++i) {
        if (typeof polygon[i] !== 'number') {
          throw new TypeError(`${name}: ${what}[${i}] must be a number, not ` +
                              `${describe(polygon[i])}`);
        }
      }
    }
    if (polygon.length % 2 !== 0) {
      throw new RangeError(`${name}: ${what}.length ${polygon.length} is not a multiple of 2`);
    }
    const ptr = heapAlloc(name, what, Math.max(polygon.length * 8, 8));
    views().f64.set(polygon, ptr / 8);
    return { ptr, size: polygon.length / 2 };
  }
  function heapFree(h) { wasm.free(h.ptr); }

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

  // BEGIN GENERATED by scripts/generate-interfaces: do not edit
  /** Sign of det[b - a, c - a]: +1 when c lies left of the directed line a -> b (a, b, c
   *  counterclockwise), -1 when right, 0 when collinear. */
  function orient2d(ax, ay, bx, by, cx, cy) {
    const numbers = [ax, ay, bx, by, cx, cy];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('orient2d', ['ax', 'ay', 'bx', 'by', 'cx', 'cy'], numbers);
    }
    return checked(wasm.exactpred_js_orient2d(ax, ay, bx, by, cx, cy));
  }

  /** Sign of det[b - a, c - a, d - a]: +1 when d lies on the side of the plane abc that (b - a)
   *  x (c - a) points to, 0 when coplanar. CGAL's convention, the opposite of Shewchuk's
   *  orient3d. */
  function orient3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz) {
    const numbers = [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('orient3d', ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz', 'dx', 'dy', 'dz'], numbers);
    }
    return checked(wasm.exactpred_js_orient3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz));
  }

  /** +1 when d lies inside the circle through a, b, c if a, b, c are counterclockwise (outside
   *  if clockwise), 0 when cocircular. Equals CGAL's side_of_oriented_circle(a, b, c, d). */
  function incircle(ax, ay, bx, by, cx, cy, dx, dy) {
    const numbers = [ax, ay, bx, by, cx, cy, dx, dy];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('incircle', ['ax', 'ay', 'bx', 'by', 'cx', 'cy', 'dx', 'dy'], numbers);
    }
    return checked(wasm.exactpred_js_incircle(ax, ay, bx, by, cx, cy, dx, dy));
  }

  /** +1 when e lies inside the sphere through a, b, c, d if orient3d(a, b, c, d) > 0 (outside if
   *  < 0), 0 when cospherical. Equals CGAL's side_of_oriented_sphere(a, b, c, d, e). */
  function insphere(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez) {
    const numbers = [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('insphere', ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz', 'dx', 'dy', 'dz', 'ex', 'ey', 'ez'], numbers);
    }
    return checked(wasm.exactpred_js_insphere(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez));
  }

  /** det[b - a, c - a], correctly rounded: the value whose sign is orient2d. */
  function orient2dValue(ax, ay, bx, by, cx, cy) {
    const numbers = [ax, ay, bx, by, cx, cy];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('orient2dValue', ['ax', 'ay', 'bx', 'by', 'cx', 'cy'], numbers);
    }
    return value(wasm.exactpred_js_orient2d_value(ax, ay, bx, by, cx, cy));
  }

  /** det[b - a, c - a, d - a], correctly rounded: the value whose sign is orient3d. */
  function orient3dValue(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz) {
    const numbers = [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('orient3dValue', ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz', 'dx', 'dy', 'dz'], numbers);
    }
    return value(wasm.exactpred_js_orient3d_value(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz));
  }

  /** The lifted 3x3 determinant whose sign is incircle, correctly rounded. */
  function incircleValue(ax, ay, bx, by, cx, cy, dx, dy) {
    const numbers = [ax, ay, bx, by, cx, cy, dx, dy];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('incircleValue', ['ax', 'ay', 'bx', 'by', 'cx', 'cy', 'dx', 'dy'], numbers);
    }
    return value(wasm.exactpred_js_incircle_value(ax, ay, bx, by, cx, cy, dx, dy));
  }

  /** The lifted 4x4 determinant whose sign is insphere, correctly rounded. */
  function insphereValue(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez) {
    const numbers = [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('insphereValue', ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz', 'dx', 'dy', 'dz', 'ex', 'ey', 'ez'], numbers);
    }
    return value(wasm.exactpred_js_insphere_value(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez));
  }

  /** The intersection of the lines a -> b and c -> d (undefined when parallel or degenerate). {
   *  x, y, exact }. */
  function ssiRounded(ax, ay, bx, by, cx, cy, dx, dy) {
    const numbers = [ax, ay, bx, by, cx, cy, dx, dy];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('ssiRounded', ['ax', 'ay', 'bx', 'by', 'cx', 'cy', 'dx', 'dy'], numbers);
    }
    return point2d(wasm.exactpred_js_ssi_rounded(ax, ay, bx, by, cx, cy, dx, dy));
  }

  /** The point where the line p -> q meets the plane (a, b, c). { x, y, z, exact }. */
  function lpiRounded(px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz, cx, cy, cz) {
    const numbers = [px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz, cx, cy, cz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('lpiRounded', ['px', 'py', 'pz', 'qx', 'qy', 'qz', 'ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz'], numbers);
    }
    return point3d(wasm.exactpred_js_lpi_rounded(px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz, cx, cy, cz));
  }

  /** The common point of the planes (a1, b1, c1), (a2, b2, c2), (a3, b3, c3), given as the 27
   *  coordinates a1 b1 c1 a2 b2 c2 a3 b3 c3. { x, y, z, exact }. */
  function tpiRounded(a1x, a1y, a1z, b1x, b1y, b1z, c1x, c1y, c1z, a2x, a2y, a2z, b2x, b2y, b2z, c2x, c2y, c2z, a3x, a3y, a3z, b3x, b3y, b3z, c3x, c3y, c3z) {
    const numbers = [a1x, a1y, a1z, b1x, b1y, b1z, c1x, c1y, c1z, a2x, a2y, a2z, b2x, b2y, b2z, c2x, c2y, c2z, a3x, a3y, a3z, b3x, b3y, b3z, c3x, c3y, c3z];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('tpiRounded', ['a1x', 'a1y', 'a1z', 'b1x', 'b1y', 'b1z', 'c1x', 'c1y', 'c1z', 'a2x', 'a2y', 'a2z', 'b2x', 'b2y', 'b2z', 'c2x', 'c2y', 'c2z', 'a3x', 'a3y', 'a3z', 'b3x', 'b3y', 'b3z', 'c3x', 'c3y', 'c3z'], numbers);
    }
    return point3d(wasm.exactpred_js_tpi_rounded(a1x, a1y, a1z, b1x, b1y, b1z, c1x, c1y, c1z, a2x, a2y, a2z, b2x, b2y, b2z, c2x, c2y, c2z, a3x, a3y, a3z, b3x, b3y, b3z, c3x, c3y, c3z));
  }

  /** The centre of the circle through a, b, c (collinear points: undefined). { x, y, exact }. */
  function circumcenter2d(ax, ay, bx, by, cx, cy) {
    const numbers = [ax, ay, bx, by, cx, cy];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('circumcenter2d', ['ax', 'ay', 'bx', 'by', 'cx', 'cy'], numbers);
    }
    return point2d(wasm.exactpred_js_circumcenter_2d(ax, ay, bx, by, cx, cy));
  }

  /** The centre of the circle through a, b, c in 3D, in their plane (collinear: undefined). { x,
   *  y, z, exact }. */
  function circumcenterTriangle3d(ax, ay, az, bx, by, bz, cx, cy, cz) {
    const numbers = [ax, ay, az, bx, by, bz, cx, cy, cz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('circumcenterTriangle3d', ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz'], numbers);
    }
    return point3d(wasm.exactpred_js_circumcenter_triangle_3d(ax, ay, az, bx, by, bz, cx, cy, cz));
  }

  /** The centre of the sphere through a, b, c, d (coplanar points: undefined). { x, y, z, exact
   *  }. */
  function circumcenter3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz) {
    const numbers = [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('circumcenter3d', ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz', 'dx', 'dy', 'dz'], numbers);
    }
    return point3d(wasm.exactpred_js_circumcenter_3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz));
  }

  /** orient2d(a, b, c) when non-zero, else its sign under symbolic perturbation. */
  function orient2dSos(ax, ay, bx, by, cx, cy, ia, ib, ic) {
    const numbers = [ax, ay, bx, by, cx, cy, ia, ib, ic];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('orient2dSos', ['ax', 'ay', 'bx', 'by', 'cx', 'cy', 'ia', 'ib', 'ic'], numbers);
    }
    sosIndices('orient2dSos', [ia, ib, ic]);
    return checked(wasm.exactpred_js_orient2d_sos(ax, ay, bx, by, cx, cy, ia, ib, ic));
  }

  /** orient3d(a, b, c, d) when non-zero, else its sign under symbolic perturbation. */
  function orient3dSos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ia, ib, ic, id) {
    const numbers = [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ia, ib, ic, id];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('orient3dSos', ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz', 'dx', 'dy', 'dz', 'ia', 'ib', 'ic', 'id'], numbers);
    }
    sosIndices('orient3dSos', [ia, ib, ic, id]);
    return checked(wasm.exactpred_js_orient3d_sos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ia, ib, ic, id));
  }

  /** incircle(a, b, c, d) when non-zero, else its sign under symbolic perturbation. */
  function incircleSos(ax, ay, bx, by, cx, cy, dx, dy, ia, ib, ic, id) {
    const numbers = [ax, ay, bx, by, cx, cy, dx, dy, ia, ib, ic, id];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('incircleSos', ['ax', 'ay', 'bx', 'by', 'cx', 'cy', 'dx', 'dy', 'ia', 'ib', 'ic', 'id'], numbers);
    }
    sosIndices('incircleSos', [ia, ib, ic, id]);
    return checked(wasm.exactpred_js_incircle_sos(ax, ay, bx, by, cx, cy, dx, dy, ia, ib, ic, id));
  }

  /** insphere(a, b, c, d, e) when non-zero, else its sign under symbolic perturbation. */
  function insphereSos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez, ia, ib, ic, id, ie) {
    const numbers = [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez, ia, ib, ic, id, ie];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('insphereSos', ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz', 'dx', 'dy', 'dz', 'ex', 'ey', 'ez', 'ia', 'ib', 'ic', 'id', 'ie'], numbers);
    }
    sosIndices('insphereSos', [ia, ib, ic, id, ie]);
    return checked(wasm.exactpred_js_insphere_sos(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez, ia, ib, ic, id, ie));
  }

  /** power_incircle(a, b, c, d) when non-zero, else its sign under symbolic perturbation. */
  function powerIncircleSos(ax, ay, aw, bx, by, bw, cx, cy, cw, dx, dy, dw, ia, ib, ic, id) {
    const numbers = [ax, ay, aw, bx, by, bw, cx, cy, cw, dx, dy, dw, ia, ib, ic, id];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('powerIncircleSos', ['ax', 'ay', 'aw', 'bx', 'by', 'bw', 'cx', 'cy', 'cw', 'dx', 'dy', 'dw', 'ia', 'ib', 'ic', 'id'], numbers);
    }
    sosIndices('powerIncircleSos', [ia, ib, ic, id]);
    return checked(wasm.exactpred_js_power_incircle_sos(ax, ay, aw, bx, by, bw, cx, cy, cw, dx, dy, dw, ia, ib, ic, id));
  }

  /** power_insphere(a, b, c, d, e) when non-zero, else its sign under symbolic perturbation. */
  function powerInsphereSos(ax, ay, az, aw, bx, by, bz, bw, cx, cy, cz, cw, dx, dy, dz, dw, ex, ey, ez, ew, ia, ib, ic, id, ie) {
    const numbers = [ax, ay, az, aw, bx, by, bz, bw, cx, cy, cz, cw, dx, dy, dz, dw, ex, ey, ez, ew, ia, ib, ic, id, ie];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('powerInsphereSos', ['ax', 'ay', 'az', 'aw', 'bx', 'by', 'bz', 'bw', 'cx', 'cy', 'cz', 'cw', 'dx', 'dy', 'dz', 'dw', 'ex', 'ey', 'ez', 'ew', 'ia', 'ib', 'ic', 'id', 'ie'], numbers);
    }
    sosIndices('powerInsphereSos', [ia, ib, ic, id, ie]);
    return checked(wasm.exactpred_js_power_insphere_sos(ax, ay, az, aw, bx, by, bz, bw, cx, cy, cz, cw, dx, dy, dz, dw, ex, ey, ez, ew, ia, ib, ic, id, ie));
  }

  /** Lexicographic comparison of a and b: -1, 0, +1 as CGAL's compare_xy. */
  function compareXy(ax, ay, bx, by) {
    const numbers = [ax, ay, bx, by];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('compareXy', ['ax', 'ay', 'bx', 'by'], numbers);
    }
    return checked(wasm.exactpred_js_compare_xy(ax, ay, bx, by));
  }

  /** Lexicographic comparison of a and b: -1, 0, +1 as CGAL's compare_xyz. */
  function compareXyz(ax, ay, az, bx, by, bz) {
    const numbers = [ax, ay, az, bx, by, bz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('compareXyz', ['ax', 'ay', 'az', 'bx', 'by', 'bz'], numbers);
    }
    return checked(wasm.exactpred_js_compare_xyz(ax, ay, az, bx, by, bz));
  }

  /** CGAL's coplanar_orientation(a, b, c): orient2d of the projection on xy, else yz, else xz. */
  function coplanarOrientation3(ax, ay, az, bx, by, bz, cx, cy, cz) {
    const numbers = [ax, ay, az, bx, by, bz, cx, cy, cz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('coplanarOrientation3', ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz'], numbers);
    }
    return checked(wasm.exactpred_js_coplanar_orientation_3(ax, ay, az, bx, by, bz, cx, cy, cz));
  }

  /** CGAL's coplanar_orientation(a, b, c, d): a, b, c, d coplanar and a, b, c not collinear,
   *  else invalid input. */
  function coplanarOrientation(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz) {
    const numbers = [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('coplanarOrientation', ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz', 'dx', 'dy', 'dz'], numbers);
    }
    return checked(wasm.exactpred_js_coplanar_orientation(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz));
  }

  /** CGAL's coplanar_side_of_bounded_circle(a, b, c, d): +1 inside, 0 on, -1 outside the circle
   *  abc (coplanar points, a, b, c not collinear, else invalid input). */
  function coplanarSideOfBoundedCircle(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz) {
    const numbers = [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('coplanarSideOfBoundedCircle', ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz', 'dx', 'dy', 'dz'], numbers);
    }
    return checked(wasm.exactpred_js_coplanar_side_of_bounded_circle(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz));
  }

  /** CGAL's power_side_of_oriented_power_circle; with zero weights, incircle. */
  function powerIncircle(ax, ay, aw, bx, by, bw, cx, cy, cw, dx, dy, dw) {
    const numbers = [ax, ay, aw, bx, by, bw, cx, cy, cw, dx, dy, dw];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('powerIncircle', ['ax', 'ay', 'aw', 'bx', 'by', 'bw', 'cx', 'cy', 'cw', 'dx', 'dy', 'dw'], numbers);
    }
    return checked(wasm.exactpred_js_power_incircle(ax, ay, aw, bx, by, bw, cx, cy, cw, dx, dy, dw));
  }

  /** CGAL's power_side_of_oriented_power_sphere; with zero weights, insphere. */
  function powerInsphere(ax, ay, az, aw, bx, by, bz, bw, cx, cy, cz, cw, dx, dy, dz, dw, ex, ey, ez, ew) {
    const numbers = [ax, ay, az, aw, bx, by, bz, bw, cx, cy, cz, cw, dx, dy, dz, dw, ex, ey, ez, ew];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('powerInsphere', ['ax', 'ay', 'az', 'aw', 'bx', 'by', 'bz', 'bw', 'cx', 'cy', 'cz', 'cw', 'dx', 'dy', 'dz', 'dw', 'ex', 'ey', 'ez', 'ew'], numbers);
    }
    return checked(wasm.exactpred_js_power_insphere(ax, ay, az, aw, bx, by, bz, bw, cx, cy, cz, cw, dx, dy, dz, dw, ex, ey, ez, ew));
  }

  /** CGAL's compare_power_distance_2: the sign of (|p - q|^2 - qw) - (|p - r|^2 - rw), -1 when p
   *  is closer to q in power. */
  function comparePowerDistance2(px, py, qx, qy, qw, rx, ry, rw) {
    const numbers = [px, py, qx, qy, qw, rx, ry, rw];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('comparePowerDistance2', ['px', 'py', 'qx', 'qy', 'qw', 'rx', 'ry', 'rw'], numbers);
    }
    return checked(wasm.exactpred_js_compare_power_distance_2(px, py, qx, qy, qw, rx, ry, rw));
  }

  /** CGAL's compare_power_distance_3: the sign of (|p - q|^2 - qw) - (|p - r|^2 - rw), -1 when p
   *  is closer to q in power. */
  function comparePowerDistance3(px, py, pz, qx, qy, qz, qw, rx, ry, rz, rw) {
    const numbers = [px, py, pz, qx, qy, qz, qw, rx, ry, rz, rw];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('comparePowerDistance3', ['px', 'py', 'pz', 'qx', 'qy', 'qz', 'qw', 'rx', 'ry', 'rz', 'rw'], numbers);
    }
    return checked(wasm.exactpred_js_compare_power_distance_3(px, py, pz, qx, qy, qz, qw, rx, ry, rz, rw));
  }

  /** CGAL's side_of_bounded_circle(p, q, t): where t lies with respect to the circle with
   *  diameter pq, the sign of (t - p) . (q - t): +1 inside, 0 on it, -1 outside (p = q: the
   *  point p). Delaunay refinement's encroachment test. */
  function sideOfDiametralCircle(px, py, qx, qy, tx, ty) {
    const numbers = [px, py, qx, qy, tx, ty];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('sideOfDiametralCircle', ['px', 'py', 'qx', 'qy', 'tx', 'ty'], numbers);
    }
    return checked(wasm.exactpred_js_side_of_diametral_circle(px, py, qx, qy, tx, ty));
  }

  /** CGAL's side_of_bounded_sphere(p, q, t): where t lies with respect to the sphere with
   *  diameter pq, the sign of (t - p) . (q - t): +1 inside, 0 on it, -1 outside (p = q: the
   *  point p). */
  function sideOfDiametralSphere(px, py, pz, qx, qy, qz, tx, ty, tz) {
    const numbers = [px, py, pz, qx, qy, qz, tx, ty, tz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('sideOfDiametralSphere', ['px', 'py', 'pz', 'qx', 'qy', 'qz', 'tx', 'ty', 'tz'], numbers);
    }
    return checked(wasm.exactpred_js_side_of_diametral_sphere(px, py, pz, qx, qy, qz, tx, ty, tz));
  }

  /** orient2d(a, b, p) * orient2d(a, b, q): +1 when p and q lie strictly on the same side of the
   *  line ab, -1 on opposite sides, 0 when one is on it or a = b. */
  function sameSide2d(px, py, qx, qy, ax, ay, bx, by) {
    const numbers = [px, py, qx, qy, ax, ay, bx, by];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('sameSide2d', ['px', 'py', 'qx', 'qy', 'ax', 'ay', 'bx', 'by'], numbers);
    }
    return checked(wasm.exactpred_js_same_side_2d(px, py, qx, qy, ax, ay, bx, by));
  }

  /** How the closed segments p1p2 and q1q2 meet: disjoint (no common point), crossing (one
   *  common point, interior to both), touching (one common point, an endpoint of one of them),
   *  overlapping (collinear, more than one common point). One of 'disjoint', 'crossing',
   *  'touching', 'overlapping'. */
  function segmentIntersect2d(p1x, p1y, p2x, p2y, q1x, q1y, q2x, q2y) {
    const numbers = [p1x, p1y, p2x, p2y, q1x, q1y, q2x, q2y];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('segmentIntersect2d', ['p1x', 'p1y', 'p2x', 'p2y', 'q1x', 'q1y', 'q2x', 'q2y'], numbers);
    }
    return word(SEGMENT_RELATION, wasm.exactpred_js_segment_intersect_2d(p1x, p1y, p2x, p2y, q1x, q1y, q2x, q2y));
  }

  /** Where p lies with respect to the closed triangle abc (either orientation): outside, inside
   *  (the interior), on_edge (the boundary, not a vertex) or on_vertex. One of 'outside',
   *  'inside', 'on_edge', 'on_vertex'. */
  function pointInTriangle2d(px, py, ax, ay, bx, by, cx, cy) {
    const numbers = [px, py, ax, ay, bx, by, cx, cy];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('pointInTriangle2d', ['px', 'py', 'ax', 'ay', 'bx', 'by', 'cx', 'cy'], numbers);
    }
    return word(TRIANGLE_LOCATION, wasm.exactpred_js_point_in_triangle_2d(px, py, ax, ay, bx, by, cx, cy));
  }

  /** The sign of |p - q|^2 - |p - r|^2: -1 when q is closer to p than r. */
  function compareDistance2d(px, py, qx, qy, rx, ry) {
    const numbers = [px, py, qx, qy, rx, ry];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('compareDistance2d', ['px', 'py', 'qx', 'qy', 'rx', 'ry'], numbers);
    }
    return checked(wasm.exactpred_js_compare_distance_2d(px, py, qx, qy, rx, ry));
  }

  /** The sign of the polygon's signed area: +1 counterclockwise, -1 clockwise, 0 for zero area. */
  function polygonOrientation(polygon) {
    const numbers = [];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('polygonOrientation', [], numbers);
    }
    const polygonHeap = polygonIn('polygonOrientation', 'polygon', polygon);
    try {
      return checked(wasm.exactpred_js_polygon_orientation(polygonHeap.ptr, polygonHeap.size));
    } finally {
      heapFree(polygonHeap);
    }
  }

  /** The winding number of the polygon around p, or that p lies on its boundary. { number,
   *  onBoundary } (number 0 when onBoundary). */
  function windingNumber(px, py, polygon) {
    const numbers = [px, py];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('windingNumber', ['px', 'py'], numbers);
    }
    const polygonHeap = polygonIn('windingNumber', 'polygon', polygon);
    try {
      return winding(wasm.exactpred_js_winding_number(px, py, polygonHeap.ptr, polygonHeap.size));
    } finally {
      heapFree(polygonHeap);
    }
  }

  /** Where p lies with respect to the polygon: on_boundary on an edge or a vertex, else inside
   *  when the winding number is non-zero (rule non_zero) or odd (even_odd), else outside. One of
   *  'outside', 'inside', 'on_boundary'. */
  function pointInPolygon(px, py, polygon, rule = 'non_zero') {
    const numbers = [px, py];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('pointInPolygon', ['px', 'py'], numbers);
    }
    const polygonHeap = polygonIn('pointInPolygon', 'polygon', polygon);
    const ruleCode = wordCode('pointInPolygon', 'rule', FILL_RULE, rule);
    try {
      return word(POLYGON_LOCATION, wasm.exactpred_js_point_in_polygon(px, py, polygonHeap.ptr, polygonHeap.size, ruleCode));
    } finally {
      heapFree(polygonHeap);
    }
  }

  /** The positions of the convex hull's vertices in `points`, counterclockwise from the
   *  lexicographically smallest point; with keep_collinear, the points on its edges too. An
   *  array of positions in `points` (point k is points[2k], points[2k + 1]). */
  function convexHull(points, keepCollinear = false) {
    const numbers = [];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('convexHull', [], numbers);
    }
    const pointsHeap = polygonIn('convexHull', 'points', points);
    if (typeof keepCollinear !== 'boolean') {
      throw new TypeError(`convexHull: argument keepCollinear must be a boolean, not ${describe(keepCollinear)}`);
    }
    try {
      return indices(wasm.exactpred_js_convex_hull(pointsHeap.ptr, pointsHeap.size, keepCollinear ? 1 : 0));
    } finally {
      heapFree(pointsHeap);
    }
  }

  /** How the closed convex polygons a and b (either orientation) meet: disjoint (no common
   *  point), touching (common points, the interiors do not meet) or overlapping (the interiors
   *  meet). One of 'disjoint', 'touching', 'overlapping'. */
  function convexPolygonsIntersect(a, b) {
    const numbers = [];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('convexPolygonsIntersect', [], numbers);
    }
    const aHeap = polygonIn('convexPolygonsIntersect', 'a', a);
    const bHeap = polygonIn('convexPolygonsIntersect', 'b', b);
    try {
      return word(CONVEX_RELATION, wasm.exactpred_js_convex_polygons_intersect(aHeap.ptr, aHeap.size, bHeap.ptr, bHeap.size));
    } finally {
      heapFree(aHeap);
      heapFree(bHeap);
    }
  }

  /** orient3d(a, b, c, p) * orient3d(a, b, c, q): +1 when p and q lie strictly on the same side
   *  of the plane abc, -1 on opposite sides, 0 when one is on it or a, b, c are collinear. */
  function sameSide3d(px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz, cx, cy, cz) {
    const numbers = [px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz, cx, cy, cz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('sameSide3d', ['px', 'py', 'pz', 'qx', 'qy', 'qz', 'ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz'], numbers);
    }
    return checked(wasm.exactpred_js_same_side_3d(px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz, cx, cy, cz));
  }

  /** For p, q, a, b coplanar: whether p and q lie on the same side of the line ab in their plane
   *  (+1), on opposite sides (-1) or one on the line (0). */
  function sameSideLine3d(px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz) {
    const numbers = [px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('sameSideLine3d', ['px', 'py', 'pz', 'qx', 'qy', 'qz', 'ax', 'ay', 'az', 'bx', 'by', 'bz'], numbers);
    }
    return checked(wasm.exactpred_js_same_side_line_3d(px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz));
  }

  /** How the closed segments p1p2 and q1q2 meet in 3D: disjoint, crossing (one common point,
   *  interior to both), touching (one common point, an endpoint of one of them) or overlapping
   *  (collinear, more than one common point). One of 'disjoint', 'crossing', 'touching',
   *  'overlapping'. */
  function segmentIntersect3d(p1x, p1y, p1z, p2x, p2y, p2z, q1x, q1y, q1z, q2x, q2y, q2z) {
    const numbers = [p1x, p1y, p1z, p2x, p2y, p2z, q1x, q1y, q1z, q2x, q2y, q2z];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('segmentIntersect3d', ['p1x', 'p1y', 'p1z', 'p2x', 'p2y', 'p2z', 'q1x', 'q1y', 'q1z', 'q2x', 'q2y', 'q2z'], numbers);
    }
    return word(INTERSECTION_3D, wasm.exactpred_js_segment_intersect_3d(p1x, p1y, p1z, p2x, p2y, p2z, q1x, q1y, q1z, q2x, q2y, q2z));
  }

  /** Where p lies with respect to the closed triangle abc in 3D (a point off the triangle's
   *  plane is outside): outside, inside, on_edge or on_vertex. One of 'outside', 'inside',
   *  'on_edge', 'on_vertex'. */
  function pointInTriangle3d(px, py, pz, ax, ay, az, bx, by, bz, cx, cy, cz) {
    const numbers = [px, py, pz, ax, ay, az, bx, by, bz, cx, cy, cz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('pointInTriangle3d', ['px', 'py', 'pz', 'ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz'], numbers);
    }
    return word(TRIANGLE_LOCATION_3D, wasm.exactpred_js_point_in_triangle_3d(px, py, pz, ax, ay, az, bx, by, bz, cx, cy, cz));
  }

  /** The ray o + t d, t >= 0, against the plane through c with normal n: hits (one common
   *  point), misses (the line meets the plane at t < 0), parallel (d . n = 0, o off the plane)
   *  or in_plane (the whole ray lies in it); d = 0 or n = 0: invalid input. One of 'hits',
   *  'misses', 'parallel', 'in_plane'. */
  function rayPlane(ox, oy, oz, dx, dy, dz, cx, cy, cz, nx, ny, nz) {
    const numbers = [ox, oy, oz, dx, dy, dz, cx, cy, cz, nx, ny, nz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('rayPlane', ['ox', 'oy', 'oz', 'dx', 'dy', 'dz', 'cx', 'cy', 'cz', 'nx', 'ny', 'nz'], numbers);
    }
    return word(RAY_PLANE_RELATION, wasm.exactpred_js_ray_plane(ox, oy, oz, dx, dy, dz, cx, cy, cz, nx, ny, nz));
  }

  /** The closed segment pq against the plane through c with normal n: disjoint, crossing (p and
   *  q strictly on opposite sides), touching (one of them on the plane) or in_plane (both on
   *  it); n = 0: invalid input. One of 'disjoint', 'crossing', 'touching', 'in_plane'. */
  function segmentPlane(px, py, pz, qx, qy, qz, cx, cy, cz, nx, ny, nz) {
    const numbers = [px, py, pz, qx, qy, qz, cx, cy, cz, nx, ny, nz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('segmentPlane', ['px', 'py', 'pz', 'qx', 'qy', 'qz', 'cx', 'cy', 'cz', 'nx', 'ny', 'nz'], numbers);
    }
    return word(SEGMENT_PLANE_RELATION, wasm.exactpred_js_segment_plane(px, py, pz, qx, qy, qz, cx, cy, cz, nx, ny, nz));
  }

  /** How the closed segment pq meets the closed triangle abc: disjoint, crossing (one common
   *  point, interior to both), touching (one common point on the boundary of one of them) or
   *  overlapping (more than one common point). One of 'disjoint', 'crossing', 'touching',
   *  'overlapping'. */
  function segmentTriangle3d(px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz, cx, cy, cz) {
    const numbers = [px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz, cx, cy, cz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('segmentTriangle3d', ['px', 'py', 'pz', 'qx', 'qy', 'qz', 'ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz'], numbers);
    }
    return word(INTERSECTION_3D, wasm.exactpred_js_segment_triangle_3d(px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz, cx, cy, cz));
  }

  /** How the ray o + t d, t >= 0, meets the closed triangle abc: disjoint, crossing (one common
   *  point with t > 0, in the triangle's interior), touching (one common point on a boundary or
   *  at o) or overlapping (more than one); d = 0: invalid input. One of 'disjoint', 'crossing',
   *  'touching', 'overlapping'. */
  function rayTriangle3d(ox, oy, oz, dx, dy, dz, ax, ay, az, bx, by, bz, cx, cy, cz) {
    const numbers = [ox, oy, oz, dx, dy, dz, ax, ay, az, bx, by, bz, cx, cy, cz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('rayTriangle3d', ['ox', 'oy', 'oz', 'dx', 'dy', 'dz', 'ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz'], numbers);
    }
    return word(INTERSECTION_3D, wasm.exactpred_js_ray_triangle_3d(ox, oy, oz, dx, dy, dz, ax, ay, az, bx, by, bz, cx, cy, cz));
  }

  /** The sign of |p - q|^2 - |p - r|^2: -1 when q is closer to p than r. */
  function compareDistance3d(px, py, pz, qx, qy, qz, rx, ry, rz) {
    const numbers = [px, py, pz, qx, qy, qz, rx, ry, rz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('compareDistance3d', ['px', 'py', 'pz', 'qx', 'qy', 'qz', 'rx', 'ry', 'rz'], numbers);
    }
    return checked(wasm.exactpred_js_compare_distance_3d(px, py, pz, qx, qy, qz, rx, ry, rz));
  }

  /** The feature of the closed triangle abc whose relative interior holds the point closest to
   *  p: a vertex, an open edge or the open face. One of 'vertex_a', 'vertex_b', 'vertex_c',
   *  'edge_ab', 'edge_bc', 'edge_ca', 'face'. */
  function closestFeature3d(px, py, pz, ax, ay, az, bx, by, bz, cx, cy, cz) {
    const numbers = [px, py, pz, ax, ay, az, bx, by, bz, cx, cy, cz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('closestFeature3d', ['px', 'py', 'pz', 'ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz'], numbers);
    }
    return word(TRIANGLE_FEATURE, wasm.exactpred_js_closest_feature_3d(px, py, pz, ax, ay, az, bx, by, bz, cx, cy, cz));
  }

  /** Which of p and q is closer to the plane through c with normal n: -1 p, 0 equal, +1 q (n =
   *  0: invalid input). */
  function compareDistancePointPlane(cx, cy, cz, nx, ny, nz, px, py, pz, qx, qy, qz) {
    const numbers = [cx, cy, cz, nx, ny, nz, px, py, pz, qx, qy, qz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('compareDistancePointPlane', ['cx', 'cy', 'cz', 'nx', 'ny', 'nz', 'px', 'py', 'pz', 'qx', 'qy', 'qz'], numbers);
    }
    return checked(wasm.exactpred_js_compare_distance_point_plane(cx, cy, cz, nx, ny, nz, px, py, pz, qx, qy, qz));
  }

  /** Which of p and q is closer to the line ab: -1 p, 0 equal, +1 q (a = b: invalid input). */
  function compareDistancePointLine3d(ax, ay, az, bx, by, bz, px, py, pz, qx, qy, qz) {
    const numbers = [ax, ay, az, bx, by, bz, px, py, pz, qx, qy, qz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('compareDistancePointLine3d', ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'px', 'py', 'pz', 'qx', 'qy', 'qz'], numbers);
    }
    return checked(wasm.exactpred_js_compare_distance_point_line_3d(ax, ay, az, bx, by, bz, px, py, pz, qx, qy, qz));
  }

  /** Which of p and q is closer to the closed segment ab: -1 p, 0 equal, +1 q. */
  function compareDistancePointSegment3d(ax, ay, az, bx, by, bz, px, py, pz, qx, qy, qz) {
    const numbers = [ax, ay, az, bx, by, bz, px, py, pz, qx, qy, qz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('compareDistancePointSegment3d', ['ax', 'ay', 'az', 'bx', 'by', 'bz', 'px', 'py', 'pz', 'qx', 'qy', 'qz'], numbers);
    }
    return checked(wasm.exactpred_js_compare_distance_point_segment_3d(ax, ay, az, bx, by, bz, px, py, pz, qx, qy, qz));
  }

  /** Where the closest points of the segments p1p2 and q1q2 lie: intersecting, parallel, or P_Q
   *  with P in p1, p2, interior and Q in q1, q2, interior. One of 'intersecting', 'parallel',
   *  'p1_q1', 'p1_q2', 'p1_interior', 'p2_q1', 'p2_q2', 'p2_interior', 'interior_q1',
   *  'interior_q2', 'interior_interior'. */
  function closestFeatureSegmentSegment3d(p1x, p1y, p1z, p2x, p2y, p2z, q1x, q1y, q1z, q2x, q2y, q2z) {
    const numbers = [p1x, p1y, p1z, p2x, p2y, p2z, q1x, q1y, q1z, q2x, q2y, q2z];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('closestFeatureSegmentSegment3d', ['p1x', 'p1y', 'p1z', 'p2x', 'p2y', 'p2z', 'q1x', 'q1y', 'q1z', 'q2x', 'q2y', 'q2z'], numbers);
    }
    return word(SEGMENT_PAIR_FEATURE, wasm.exactpred_js_closest_feature_segment_segment_3d(p1x, p1y, p1z, p2x, p2y, p2z, q1x, q1y, q1z, q2x, q2y, q2z));
  }

  /** Where the closest points of the segment pq and the triangle abc lie: intersecting, an edge
   *  of the triangle or an endpoint of the segment. One of 'intersecting', 'edge_ab', 'edge_bc',
   *  'edge_ca', 'endpoint_p', 'endpoint_q'. */
  function closestFeatureSegmentTriangle(px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz, cx, cy, cz) {
    const numbers = [px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz, cx, cy, cz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('closestFeatureSegmentTriangle', ['px', 'py', 'pz', 'qx', 'qy', 'qz', 'ax', 'ay', 'az', 'bx', 'by', 'bz', 'cx', 'cy', 'cz'], numbers);
    }
    return word(SEGMENT_TRIANGLE_FEATURE, wasm.exactpred_js_closest_feature_segment_triangle(px, py, pz, qx, qy, qz, ax, ay, az, bx, by, bz, cx, cy, cz));
  }

  /** p against the closed ball of centre c and radius r: outside (|p - c| > r), on_boundary (=
   *  r) or inside (< r). One of 'outside', 'on_boundary', 'inside'. */
  function pointSphere(cx, cy, cz, r, px, py, pz) {
    const numbers = [cx, cy, cz, r, px, py, pz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('pointSphere', ['cx', 'cy', 'cz', 'r', 'px', 'py', 'pz'], numbers);
    }
    return word(BALL_SIDE, wasm.exactpred_js_point_sphere(cx, cy, cz, r, px, py, pz));
  }

  /** How the closed balls (c1, r1) and (c2, r2) meet: disjoint, touching (at boundary points
   *  only) or intersecting. One of 'disjoint', 'touching', 'intersecting'. */
  function sphereSphere(c1x, c1y, c1z, r1, c2x, c2y, c2z, r2) {
    const numbers = [c1x, c1y, c1z, r1, c2x, c2y, c2z, r2];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('sphereSphere', ['c1x', 'c1y', 'c1z', 'r1', 'c2x', 'c2y', 'c2z', 'r2'], numbers);
    }
    return word(BALL_RELATION, wasm.exactpred_js_sphere_sphere(c1x, c1y, c1z, r1, c2x, c2y, c2z, r2));
  }

  /** The closed segment pq against the closed ball (c, r): disjoint, touching (common points on
   *  the sphere only) or intersecting. One of 'disjoint', 'touching', 'intersecting'. */
  function segmentSphere(cx, cy, cz, r, px, py, pz, qx, qy, qz) {
    const numbers = [cx, cy, cz, r, px, py, pz, qx, qy, qz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('segmentSphere', ['cx', 'cy', 'cz', 'r', 'px', 'py', 'pz', 'qx', 'qy', 'qz'], numbers);
    }
    return word(BALL_RELATION, wasm.exactpred_js_segment_sphere(cx, cy, cz, r, px, py, pz, qx, qy, qz));
  }

  /** The closed triangle abt against the closed ball (c, r): disjoint, touching (common points
   *  on the sphere only) or intersecting. One of 'disjoint', 'touching', 'intersecting'. */
  function triangleSphere(cx, cy, cz, r, ax, ay, az, bx, by, bz, tx, ty, tz) {
    const numbers = [cx, cy, cz, r, ax, ay, az, bx, by, bz, tx, ty, tz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('triangleSphere', ['cx', 'cy', 'cz', 'r', 'ax', 'ay', 'az', 'bx', 'by', 'bz', 'tx', 'ty', 'tz'], numbers);
    }
    return word(BALL_RELATION, wasm.exactpred_js_triangle_sphere(cx, cy, cz, r, ax, ay, az, bx, by, bz, tx, ty, tz));
  }

  /** Whether the closed segment pq meets the closed box [lo, hi]. One of 'disjoint',
   *  'intersecting'. */
  function segmentBox3d(px, py, pz, qx, qy, qz, lox, loy, loz, hix, hiy, hiz) {
    const numbers = [px, py, pz, qx, qy, qz, lox, loy, loz, hix, hiy, hiz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('segmentBox3d', ['px', 'py', 'pz', 'qx', 'qy', 'qz', 'lox', 'loy', 'loz', 'hix', 'hiy', 'hiz'], numbers);
    }
    return word(BOX_INTERSECTION, wasm.exactpred_js_segment_box_3d(px, py, pz, qx, qy, qz, lox, loy, loz, hix, hiy, hiz));
  }

  /** Whether the ray o + t d, t >= 0, meets the closed box [lo, hi]. One of 'disjoint',
   *  'intersecting'. */
  function rayBox3d(ox, oy, oz, dx, dy, dz, lox, loy, loz, hix, hiy, hiz) {
    const numbers = [ox, oy, oz, dx, dy, dz, lox, loy, loz, hix, hiy, hiz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('rayBox3d', ['ox', 'oy', 'oz', 'dx', 'dy', 'dz', 'lox', 'loy', 'loz', 'hix', 'hiy', 'hiz'], numbers);
    }
    return word(BOX_INTERSECTION, wasm.exactpred_js_ray_box_3d(ox, oy, oz, dx, dy, dz, lox, loy, loz, hix, hiy, hiz));
  }

  /** How the closed boxes [alo, ahi] and [blo, bhi] meet: disjoint, touching (their intersection
   *  has zero volume) or overlapping (positive volume). One of 'disjoint', 'touching',
   *  'overlapping'. */
  function boxBox3d(alox, aloy, aloz, ahix, ahiy, ahiz, blox, bloy, bloz, bhix, bhiy, bhiz) {
    const numbers = [alox, aloy, aloz, ahix, ahiy, ahiz, blox, bloy, bloz, bhix, bhiy, bhiz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('boxBox3d', ['alox', 'aloy', 'aloz', 'ahix', 'ahiy', 'ahiz', 'blox', 'bloy', 'bloz', 'bhix', 'bhiy', 'bhiz'], numbers);
    }
    return word(BOX_BOX_RELATION, wasm.exactpred_js_box_box_3d(alox, aloy, aloz, ahix, ahiy, ahiz, blox, bloy, bloz, bhix, bhiy, bhiz));
  }

  /** The closed box [lo, hi] against the closed ball (c, r). One of 'disjoint', 'touching',
   *  'intersecting'. */
  function boxSphere(cx, cy, cz, r, lox, loy, loz, hix, hiy, hiz) {
    const numbers = [cx, cy, cz, r, lox, loy, loz, hix, hiy, hiz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('boxSphere', ['cx', 'cy', 'cz', 'r', 'lox', 'loy', 'loz', 'hix', 'hiy', 'hiz'], numbers);
    }
    return word(BALL_RELATION, wasm.exactpred_js_box_sphere(cx, cy, cz, r, lox, loy, loz, hix, hiy, hiz));
  }

  /** The capsule of radius r around the segment pq against the closed box [lo, hi]. One of
   *  'disjoint', 'touching', 'intersecting'. */
  function capsuleBox(px, py, pz, qx, qy, qz, r, lox, loy, loz, hix, hiy, hiz) {
    const numbers = [px, py, pz, qx, qy, qz, r, lox, loy, loz, hix, hiy, hiz];
    if (!numbers.every((v) => typeof v === 'number')) {
      notNumbers('capsuleBox', ['px', 'py', 'pz', 'qx', 'qy', 'qz', 'r', 'lox', 'loy', 'loz', 'hix', 'hiy', 'hiz'], numbers);
    }
    return word(BALL_RELATION, wasm.exactpred_js_capsule_box(px, py, pz, qx, qy, qz, r, lox, loy, loz, hix, hiy, hiz));
  }

  // The classifications' words, in the order of their codes.
  const SEGMENT_RELATION = ['disjoint', 'crossing', 'touching', 'overlapping'];
  const TRIANGLE_LOCATION = ['outside', 'inside', 'on_edge', 'on_vertex'];
  const POLYGON_LOCATION = ['outside', 'inside', 'on_boundary'];
  const FILL_RULE = ['non_zero', 'even_odd'];
  const CONVEX_RELATION = ['disjoint', 'touching', 'overlapping'];
  const INTERSECTION_3D = ['disjoint', 'crossing', 'touching', 'overlapping'];
  const TRIANGLE_LOCATION_3D = ['outside', 'inside', 'on_edge', 'on_vertex'];
  const RAY_PLANE_RELATION = ['hits', 'misses', 'parallel', 'in_plane'];
  const SEGMENT_PLANE_RELATION = ['disjoint', 'crossing', 'touching', 'in_plane'];
  const TRIANGLE_FEATURE = ['vertex_a', 'vertex_b', 'vertex_c', 'edge_ab', 'edge_bc', 'edge_ca', 'face'];
  const SEGMENT_TRIANGLE_FEATURE = ['intersecting', 'edge_ab', 'edge_bc', 'edge_ca', 'endpoint_p', 'endpoint_q'];
  const SEGMENT_PAIR_FEATURE = ['intersecting', 'parallel', 'p1_q1', 'p1_q2', 'p1_interior', 'p2_q1', 'p2_q2', 'p2_interior', 'interior_q1', 'interior_q2', 'interior_interior'];
  const BALL_RELATION = ['disjoint', 'touching', 'intersecting'];
  const BALL_SIDE = ['outside', 'on_boundary', 'inside'];
  const BOX_INTERSECTION = ['disjoint', 'intersecting'];
  const BOX_BOX_RELATION = ['disjoint', 'touching', 'overlapping'];
  const generated = {
    orient2d, orient3d, incircle, insphere, orient2dValue, orient3dValue, incircleValue,
    insphereValue, ssiRounded, lpiRounded, tpiRounded, circumcenter2d, circumcenterTriangle3d,
    circumcenter3d, orient2dSos, orient3dSos, incircleSos, insphereSos, powerIncircleSos,
    powerInsphereSos, compareXy, compareXyz, coplanarOrientation3, coplanarOrientation,
    coplanarSideOfBoundedCircle, powerIncircle, powerInsphere, comparePowerDistance2,
    comparePowerDistance3, sideOfDiametralCircle, sideOfDiametralSphere, sameSide2d,
    segmentIntersect2d, pointInTriangle2d, compareDistance2d, polygonOrientation, windingNumber,
    pointInPolygon, convexHull, convexPolygonsIntersect, sameSide3d, sameSideLine3d,
    segmentIntersect3d, pointInTriangle3d, rayPlane, segmentPlane, segmentTriangle3d,
    rayTriangle3d, compareDistance3d, closestFeature3d, compareDistancePointPlane,
    compareDistancePointLine3d, compareDistancePointSegment3d, closestFeatureSegmentSegment3d,
    closestFeatureSegmentTriangle, pointSphere, sphereSphere, segmentSphere, triangleSphere,
    segmentBox3d, rayBox3d, boxBox3d, boxSphere, capsuleBox,
  };
  // END GENERATED

  // The predicates on implicit points (exactpred/implicit.hpp; the C interface's
  // exactpred_implicit_predicate): points given by the numbers they are constructed from, never
  // rounded. A point is [kind, ...numbers]: 'p2' x y; 'ssi' (where the line a -> b meets the line
  // c -> d) ax ay bx by cx cy dx dy; 'p3' x y z; 'lpi' (where the line p -> q meets the plane
  // abc) 15 numbers; 'tpi' (the common point of three planes a1 b1 c1, a2 b2 c2, a3 b3 c3) 27.
  const IMPLICIT_KINDS = { p2: [0, 2], ssi: [1, 8], p3: [2, 3], lpi: [3, 15], tpi: [4, 27] };

  /** Sign of the predicate `predicate` ('orient2d', 'incircle', 'orient3d', 'orient2d_xy',
   *  'orient2d_yz', 'orient2d_zx', 'compare_x', 'compare_y', 'compare_z') on the points, exact
   *  for the real points: -1, 0 or +1 in the conventions of the functions of the same names. An
   *  undefined point (parallel lines, a line parallel to its plane, planes without one common
   *  point), an unknown predicate and points that do not fit it throw a RangeError. */
  function implicitPredicate(predicate, points) {
    const name = 'implicitPredicate';
    if (typeof predicate !== 'string') {
      throw new TypeError(`${name}: argument predicate must be a string, not ${describe(predicate)}`);
    }
    if (!Array.isArray(points)) {
      throw new TypeError(`${name}: argument points must be an array of points, not ${describe(points)}`);
    }
    if (predicate.includes('\0')) {
      throw new RangeError(`${name}: unknown predicate on implicit points: ${JSON.stringify(predicate)}`);
    }
    const kinds = [], numbers = [];
    points.forEach((p, i) => {
      if (!Array.isArray(p) || typeof p[0] !== 'string' ||
          !Object.prototype.hasOwnProperty.call(IMPLICIT_KINDS, p[0])) {
        throw new TypeError(`${name}: points[${i}] must be an array [kind, ...numbers], kind ` +
                            `'p2', 'ssi', 'p3', 'lpi' or 'tpi', not ${describe(p)}`);
      }
      const [code, count] = IMPLICIT_KINDS[p[0]];
      if (p.length !== count + 1) {
        throw new RangeError(`${name}: points[${i}] ('${p[0]}') takes ${count} numbers, not ` +
                             `${p.length - 1}`);
      }
      for (let j = 1; j <= count; ++j) {
        if (typeof p[j] !== 'number') {
          throw new TypeError(`${name}: points[${i}][${j}] must be a number, not ${describe(p[j])}`);
        }
        numbers.push(p[j]);
      }
      kinds.push(code);
    });
    // One block: the numbers, the kinds (32-bit integers), the name and its NUL.
    const text = new TextEncoder().encode(predicate);
    const kindsAt = numbers.length * 8, nameAt = kindsAt + kinds.length * 4;
    const ptr = heapAlloc(name, 'the points', nameAt + text.length + 1);
    try {
      const v = views();
      v.f64.set(numbers, ptr / 8);
      v.u32.set(kinds, (ptr + kindsAt) / 4);
      v.u8.set(text, ptr + nameAt);
      v.u8[ptr + nameAt + text.length] = 0;
      return checked(wasm.exactpred_js_implicit_predicate(ptr + nameAt, ptr + kindsAt,
                                                          kinds.length, ptr));
    } finally {
      wasm.free(ptr);
    }
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
    version, orient2dBatch, orient3dBatch, incircleBatch, insphereBatch, HeapArray,
    implicitPredicate, ...generated,
  };
}

export { load };
