// Builds one lib as an installable package (`node tools/scripts/build-lib.mjs <lib>`, the lib's Nx build):
//   dist/*.js + dist/*.d.ts   ES modules with their declarations (tsconfig.lib.json), the `import` side of
//                             the exports map; dist/index.d.ts is also what the API reports read;
//   dist/cjs/*.js + *.d.ts    CommonJS (tsconfig.cjs.json: the same sources, already checked, emitted
//                             file by file) with a copy of the declarations and a {"type":"commonjs"}
//                             package.json, the `require` side: its .d.ts are CommonJS declarations.
// The sources import relatively without extensions (the bundlers, jest and tsc all accept that); Node's
// ES module loader and `moduleResolution: node16` do not, so the ES build's relative specifiers get their
// `.js` (or `/index.js`) here, resolved against the files tsc just wrote.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const lib = process.argv[2];
if (lib === undefined || !existsSync(path.join(root, 'libs', lib, 'tsconfig.lib.json'))) {
  console.error('usage: node tools/scripts/build-lib.mjs <lib>');
  process.exit(2);
}
const dir = path.join(root, 'libs', lib);
const dist = path.join(dir, 'dist');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function run(config) {
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(dir, config)], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function filesUnder(folder, keep) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(full, keep));
    else if (keep(full)) found.push(full);
  }
  return found;
}

const RELATIVE = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

/** './money' -> './money.js', './calls' -> './calls/index.js'; anything already explicit stays. */
function withExtension(file, specifier) {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(file), specifier);
  if (existsSync(`${target}.js`) || existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(target) && statSync(target).isDirectory()) return `${specifier}/index.js`;
  throw new Error(`${path.relative(root, file)}: cannot resolve ${specifier}`);
}

rmSync(dist, { recursive: true, force: true });
run('tsconfig.lib.json');
run('tsconfig.cjs.json');
const cjs = path.join(dist, 'cjs');
for (const file of filesUnder(dist, (f) => !f.startsWith(cjs + path.sep) && f.endsWith('.d.ts'))) {
  const copy = path.join(cjs, path.relative(dist, file));
  mkdirSync(path.dirname(copy), { recursive: true });
  copyFileSync(file, copy);
}
for (const file of filesUnder(dist, (f) => !f.startsWith(cjs + path.sep) && /\.(js|d\.ts)$/.test(f))) {
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(RELATIVE, (_all, head, quote, specifier) => {
    return `${head}${quote}${withExtension(file, specifier)}${quote}`;
  });
  if (fixed !== text) writeFileSync(file, fixed);
}
writeFileSync(path.join(cjs, 'package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);
