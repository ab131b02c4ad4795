// SPDX-License-Identifier: MIT
// bindings/js/robust-predicates.mjs — `exactpred/robust-predicates`, a drop-in for the npm
// package robust-predicates (docs/SPEC.md section 12): the same names, argument order, sign
// conventions and kind of result, each the exact determinant of robust-predicates' own formula
// rounded to the nearest double (ties to even):
//
//   orient2d(ax, ay, bx, by, cx, cy)        (ay - cy)(bx - cx) - (ax - cx)(by - cy): minus
//                                           orient2dValue (> 0 for clockwise a, b, c in y-up
//                                           axes, counterclockwise with y pointing down)
//   orient3d(ax, ..., dz)                   det[a - d, b - d, c - d]: minus orient3dValue
//   incircle(ax, ..., dy)                   incircleValue (< 0: d inside the circle through
//                                           counterclockwise a, b, c in y-down axes)
//   insphere(ax, ..., ez)                   insphereValue (> 0: e outside the sphere through
//                                           a, b, c, d with orient3d(a, b, c, d) > 0 here;
//                                           predicates.c's insphere is its negative)
//   orient2dfast ... inspherefast           the same exact functions
//
// Where robust-predicates underflows (products below 2^-1022) and answers 0 or a wrong sign,
// these answer the rounded determinant: its sign is always right. An exact zero is +0; a
// non-zero determinant that rounds to zero is a zero of its own sign. A NaN or infinite
// coordinate gives NaN, as robust-predicates' arithmetic does; an argument that is not a
// number throws a TypeError (robust-predicates coerces it).
import * as ep from './index.mjs';

function nonFinite(args) {
  for (const v of args) if (!Number.isFinite(v)) return true;
  return false;
}

// The negated value: -v, or for a zero the zero of the negated exact sign.
function negated(v, sign) {
  if (v !== 0) return -v;
  return sign > 0 ? -0 : 0;
}

function guard(e, args) {
  if (e instanceof RangeError && nonFinite(args)) return NaN;
  throw e;
}

export function orient2d(ax, ay, bx, by, cx, cy) {
  try {
    const v = ep.orient2dValue(ax, ay, bx, by, cx, cy);
    return v !== 0 ? -v : negated(v, ep.orient2d(ax, ay, bx, by, cx, cy));
  } catch (e) {
    return guard(e, [ax, ay, bx, by, cx, cy]);
  }
}

export function orient3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz) {
  try {
    const v = ep.orient3dValue(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz);
    return v !== 0 ? -v : negated(v, ep.orient3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz));
  } catch (e) {
    return guard(e, [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz]);
  }
}

export function incircle(ax, ay, bx, by, cx, cy, dx, dy) {
  try {
    return ep.incircleValue(ax, ay, bx, by, cx, cy, dx, dy);
  } catch (e) {
    return guard(e, [ax, ay, bx, by, cx, cy, dx, dy]);
  }
}

export function insphere(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez) {
  try {
    return ep.insphereValue(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez);
  } catch (e) {
    return guard(e, [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz, ex, ey, ez]);
  }
}

export {
  orient2d as orient2dfast, orient3d as orient3dfast, incircle as incirclefast,
  insphere as inspherefast,
};
