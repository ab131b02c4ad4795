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

/** det[b - a, c - a], the value whose sign is orient2d, rounded to the nearest double (ties to
 *  even; subnormals; +-Infinity beyond the largest double; +0 for an exact zero, a zero of the
 *  value's sign when it rounds to zero). Throws RangeError for NaN or infinity. */
export function orient2dValue(ax: number, ay: number, bx: number, by: number, cx: number,
                              cy: number): number;

/** det[b - a, c - a, d - a], the value whose sign is orient3d, correctly rounded. */
export function orient3dValue(ax: number, ay: number, az: number, bx: number, by: number,
                              bz: number, cx: number, cy: number, cz: number, dx: number,
                              dy: number, dz: number): number;

/** The lifted 3x3 determinant whose sign is incircle, correctly rounded. */
export function incircleValue(ax: number, ay: number, bx: number, by: number, cx: number,
                              cy: number, dx: number, dy: number): number;

/** The lifted 4x4 determinant whose sign is insphere, correctly rounded. */
export function insphereValue(ax: number, ay: number, az: number, bx: number, by: number,
                              bz: number, cx: number, cy: number, cz: number, dx: number,
                              dy: number, dz: number, ex: number, ey: number,
                              ez: number): number;

/** A constructed point, each coordinate rounded to the nearest double (ties to even;
 *  subnormals; +-Infinity beyond the largest double; +0 for an exact zero), and whether the
 *  coordinates are the point itself. */
export interface RoundedPoint2 { x: number; y: number; exact: boolean; }
export interface RoundedPoint3 { x: number; y: number; z: number; exact: boolean; }

/** The intersection of the lines a -> b and c -> d, correctly rounded. Throws RangeError when
 *  the lines are parallel or degenerate, or a coordinate is NaN or infinite. */
export function ssiRounded(ax: number, ay: number, bx: number, by: number, cx: number, cy: number,
                           dx: number, dy: number): RoundedPoint2;

/** The point where the line p -> q meets the plane (a, b, c): px py pz qx ... cz. */
export function lpiRounded(px: number, py: number, pz: number, qx: number, qy: number, qz: number,
                           ax: number, ay: number, az: number, bx: number, by: number,
                           bz: number, cx: number, cy: number, cz: number): RoundedPoint3;

/** The common point of the planes (a1, b1, c1), (a2, b2, c2), (a3, b3, c3): 27 numbers,
 *  a1x a1y a1z b1x ... c3z. */
export function tpiRounded(...coordinates: number[]): RoundedPoint3;

/** The centre of the circle through a, b, c, correctly rounded (collinear: RangeError). */
export function circumcenter2d(ax: number, ay: number, bx: number, by: number, cx: number,
                               cy: number): RoundedPoint2;

/** The centre of the circle through the 3D points a, b, c, in their plane. */
export function circumcenterTriangle3d(ax: number, ay: number, az: number, bx: number, by: number,
                                       bz: number, cx: number, cy: number,
                                       cz: number): RoundedPoint3;

/** The centre of the sphere through a, b, c, d (coplanar: RangeError). */
export function circumcenter3d(ax: number, ay: number, az: number, bx: number, by: number,
                               bz: number, cx: number, cy: number, cz: number, dx: number,
                               dy: number, dz: number): RoundedPoint3;

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

/** The element types a HeapArray can hold. */
export type HeapArrayType = Float64Array | Float32Array | Uint32Array | Int8Array;

/** An array in the module's memory, which the batch functions read or write in place (no copy).
 *  `array` is a view of its elements, zero-filled when allocated; it is taken again whenever
 *  the memory has grown since (growing replaces the memory's buffer and empties the views of
 *  the old one: keep the HeapArray, not the view, across calls that may allocate). `free()`
 *  returns the memory; using the HeapArray afterwards throws. The constructor throws TypeError
 *  for another type, RangeError for a length that is not a non-negative safe integer or that
 *  the heap cannot hold. */
export class HeapArray<T extends HeapArrayType = HeapArrayType> {
  constructor(type: { new(buffer: ArrayBufferLike, byteOffset: number, length: number): T;
                      readonly BYTES_PER_ELEMENT: number },
              length: number);
  readonly array: T;
  readonly length: number;
  free(): void;
}

/** Coordinates of a batch: x, y (or x, y, z) per point, as doubles or as floats (every float is
 *  exactly a double, so the answers are exact either way; a Float32Array copies half the bytes
 *  into the WebAssembly heap), or a HeapArray of either, read in place. */
export type Coordinates = Float64Array | Float32Array | HeapArray<Float64Array> |
                          HeapArray<Float32Array>;
/** Point indices of a batch: a Uint32Array, or a HeapArray of one (read in place). */
export type Indices = Uint32Array | HeapArray<Uint32Array>;
/** Where a batch writes its signs: an Int8Array, or a HeapArray of one (written in place). */
export type Signs = Int8Array | HeapArray<Int8Array>;

/** Batch forms: `points` holds the coordinates (x, y or x, y, z per point), `queries` the point
 *  indices (3 per orient2d query, 4 per orient3d or incircle query, 5 per insphere query).
 *  Returns `out` (a new Int8Array when not given; the view of a HeapArray `out`) with one sign
 *  per query. Throws TypeError for arrays of other types, RangeError for an index out of range
 *  or a non-finite coordinate (naming the first failing query), and RangeError naming the bytes
 *  requested when the WebAssembly heap (2 GB) cannot hold a copy of the points, the queries or
 *  the answers. */
export function orient2dBatch(points: Coordinates, queries: Indices, out?: Signs): Int8Array;
export function orient3dBatch(points: Coordinates, queries: Indices, out?: Signs): Int8Array;
export function incircleBatch(points: Coordinates, queries: Indices, out?: Signs): Int8Array;
export function insphereBatch(points: Coordinates, queries: Indices, out?: Signs): Int8Array;
