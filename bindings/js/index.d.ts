// SPDX-License-Identifier: MIT
// bindings/js/index.d.ts — TypeScript declarations of the npm package `exactpred`, for import
// and (copied by build.sh to dist/index.d.cts) for require.

/** -1, 0 or +1. */
export type Sign = -1 | 0 | 1;

/** The library's version, "MAJOR.MINOR.PATCH". */
export const version: string;

// Every argument of the scalar functions (coordinates and SoS indices) must be a number:
// anything else (a string, null, undefined, a boolean, a BigInt, an object) throws a TypeError
// naming the function and the argument; nothing is coerced. A NaN or infinite coordinate throws
// a RangeError carrying the library's message.

/** Sign of det[b - a, c - a]: +1 when a, b, c are counterclockwise, 0 when collinear.
 *  The negative of robust-predicates' orient2d. Throws RangeError for NaN or infinity. */
export function orient2d(ax: number, ay: number, bx: number, by: number, cx: number,
                         cy: number): Sign;

/** Sign of det[b - a, c - a, d - a]: +1 when d lies on the side of plane abc that
 *  (b - a) x (c - a) points to. The negative of robust-predicates' orient3d. */
export function orient3d(ax: number, ay: number, az: number, bx: number, by: number, bz: number,
                         cx: number, cy: number, cz: number, dx: number, dy: number,
                         dz: number): Sign;

/** +1 when d lies inside the circle abc (a, b, c counterclockwise; outside if clockwise),
 *  0 when cocircular. Equal to robust-predicates' incircle. */
export function incircle(ax: number, ay: number, bx: number, by: number, cx: number, cy: number,
                         dx: number, dy: number): Sign;

/** +1 when e lies inside the sphere abcd (orient3d(a, b, c, d) > 0; outside if < 0),
 *  0 when cospherical. Equal to robust-predicates' insphere. */
export function insphere(ax: number, ay: number, az: number, bx: number, by: number, bz: number,
                         cx: number, cy: number, cz: number, dx: number, dy: number, dz: number,
                         ex: number, ey: number, ez: number): Sign;

/** Symbolic perturbation: the predicate's sign when non-zero, else its sign for the points
 *  moved by an infinitesimal perturbation fixed by their indices (non-negative safe integers,
 *  e.g. vertex numbers); never 0 when the indices differ. Equal indices on a degenerate query,
 *  or an index that is not a non-negative safe integer, throw RangeError. */
export function orient2dSos(ax: number, ay: number, bx: number, by: number, cx: number,
                            cy: number, ia: number, ib: number, ic: number): Sign;
export function orient3dSos(ax: number, ay: number, az: number, bx: number, by: number,
                            bz: number, cx: number, cy: number, cz: number, dx: number,
                            dy: number, dz: number, ia: number, ib: number, ic: number,
                            id: number): Sign;
export function incircleSos(ax: number, ay: number, bx: number, by: number, cx: number,
                            cy: number, dx: number, dy: number, ia: number, ib: number,
                            ic: number, id: number): Sign;
export function insphereSos(ax: number, ay: number, az: number, bx: number, by: number,
                            bz: number, cx: number, cy: number, cz: number, dx: number,
                            dy: number, dz: number, ex: number, ey: number, ez: number,
                            ia: number, ib: number, ic: number, id: number, ie: number): Sign;

/** Coordinates of a batch: x, y (or x, y, z) per point, as doubles or as floats (every float is
 *  exactly a double, so the answers are exact either way; a Float32Array copies half the bytes
 *  into the WebAssembly heap). */
export type Coordinates = Float64Array | Float32Array;

/** Batch forms: `points` holds the coordinates (x, y or x, y, z per point), `queries` the point
 *  indices (3 per orient2d query, 4 per orient3d or incircle query, 5 per insphere query).
 *  Returns `out` (a new Int8Array when not given) with one sign per query. Throws TypeError for
 *  arrays of other types, RangeError for an index out of range or a non-finite coordinate
 *  (naming the first failing query), and RangeError naming the bytes requested when the
 *  WebAssembly heap (2 GB) cannot hold a copy of the points, the queries or the answers. */
export function orient2dBatch(points: Coordinates, queries: Uint32Array,
                              out?: Int8Array): Int8Array;
export function orient3dBatch(points: Coordinates, queries: Uint32Array,
                              out?: Int8Array): Int8Array;
export function incircleBatch(points: Coordinates, queries: Uint32Array,
                              out?: Int8Array): Int8Array;
export function insphereBatch(points: Coordinates, queries: Uint32Array,
                              out?: Int8Array): Int8Array;
