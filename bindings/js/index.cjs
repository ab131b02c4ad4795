// SPDX-License-Identifier: MIT
// bindings/js/index.cjs — the CommonJS entry of the npm package `exactpred` (require): the API
// of lib/api.mjs in its CommonJS form dist/api.cjs (written by build.sh), over
// dist/exactpred.wasm compiled and instantiated synchronously (node allows it for any size).
'use strict';

const { readFileSync } = require('node:fs');
const path = require('node:path');
const { load } = require('./dist/api.cjs');

const module_ = new WebAssembly.Module(readFileSync(path.join(__dirname, 'dist', 'exactpred.wasm')));
module.exports = load((imports) => new WebAssembly.Instance(module_, imports));
