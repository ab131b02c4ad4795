// SPDX-License-Identifier: MIT
// bindings/js/test/package.mjs — the package as users get it: `npm pack` (after build.sh), then
// a fresh project in a temporary directory installs the tarball offline and runs the examples of
// docs/javascript.md, the CommonJS one (require) and the ES module one (import), each of which
// must print what the page shows after it. Checks too that the tarball holds the license and
// no more than the package needs.
//   node test/package.mjs        (npm run test:package; scripts/bindings-check runs it)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgDir = path.resolve(here, '..');
const page = path.resolve(pkgDir, '..', '..', 'docs', 'javascript.md');

/** The examples of the page: a fenced block after `<!-- example: NAME -->`, then the fenced
 *  block of its output after `<!-- output: NAME -->`. */
function examples(text) {
  const found = {};
  const re = /<!-- (example|output): (\w+) -->\s*```\w*\n([\s\S]*?)```/g;
  for (const m of text.matchAll(re)) {
    found[m[2]] ??= {};
    found[m[2]][m[1]] = m[3];
  }
  return found;
}

function run(cmd, args, cwd) {
  return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

const docs = examples(readFileSync(page, 'utf8'));
for (const name of ['cjs', 'esm']) {
  assert.ok(docs[name]?.example && docs[name]?.output, `docs/javascript.md: no ${name} example`);
}

const tmp = mkdtempSync(path.join(tmpdir(), 'exactpred-package-'));
try {
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', tmp], pkgDir));
  const files = packed.files.map((f) => f.path).sort();
  console.log(`${packed.filename}: ${packed.size} bytes packed, ${packed.unpackedSize} unpacked; ` +
              `${files.join(', ')}`);
  assert.ok(files.includes('LICENSE'), 'the tarball has no LICENSE');
  assert.equal(readFileSync(path.join(pkgDir, 'LICENSE'), 'utf8'),
               readFileSync(path.join(pkgDir, '..', '..', 'LICENSE'), 'utf8'));
  for (const f of ['index.cjs', 'index.mjs', 'index.d.ts', 'dist/index.d.cts', 'lib/api.mjs',
                   'dist/api.cjs', 'dist/exactpred.wasm', 'package.json', 'README.md']) {
    assert.ok(files.includes(f), `the tarball has no ${f}`);
  }
  assert.deepEqual(files.filter((f) => /test|bench|src\/|build/.test(f)), []);

  const project = path.join(tmp, 'project');
  run('mkdir', [project], tmp);
  writeFileSync(path.join(project, 'package.json'), '{"name": "project", "private": true}\n');
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error',
              path.join(tmp, packed.filename)], project);
  for (const [name, file] of [['cjs', 'example.cjs'], ['esm', 'example.mjs']]) {
    writeFileSync(path.join(project, file), docs[name].example);
    const out = run(process.execPath, [file], project);
    assert.equal(out, docs[name].output, `${file}: the output differs from the page's`);
    console.log(`${file}: prints what docs/javascript.md shows`);
  }
  console.log('package: ok');
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
