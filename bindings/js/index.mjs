// SPDX-License-Identifier: MIT
// bindings/js/index.mjs — the ES module entry of the npm package `exactpred`: instantiates
// dist/exactpred.wasm (read from the package's directory under node, fetched next to this file
// elsewhere) on import, with top-level await, and exports the API of lib/api.mjs.
import { load } from './lib/api.mjs';

const url = new URL('./dist/exactpred.wasm', import.meta.url);
const bytes = url.protocol === 'file:'
  ? await (await import('node:fs/promises')).readFile(url)
  : await (await fetch(url)).arrayBuffer();
const api = await load(async (imports) => (await WebAssembly.instantiate(bytes, imports)).instance);

export const {
  version, orient2d, orient3d, incircle, insphere, orient2dSos, orient3dSos, incircleSos,
  insphereSos, orient2dBatch, orient3dBatch, incircleBatch, insphereBatch, HeapArray,
  orient2dValue, orient3dValue, incircleValue, insphereValue, ssiRounded, lpiRounded,
  tpiRounded, circumcenter2d, circumcenterTriangle3d, circumcenter3d,
} = api;
