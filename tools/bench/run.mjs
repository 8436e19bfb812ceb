#!/usr/bin/env node
// Bundles tools/bench/<name>.bench.ts with esbuild (workspace path aliases from tsconfig.base.json)
// and runs the bundle with node. Usage, from the repo root: node tools/bench/run.mjs <name>
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const name = process.argv[2];

if (!name || name === '--help' || name === '-h') {
  console.log('Usage: node tools/bench/run.mjs <name>   (runs tools/bench/<name>.bench.ts)');
  process.exit(name ? 0 : 2);
}

const entry = join(here, `${name}.bench.ts`);
if (!existsSync(entry)) {
  console.error(`No benchmark '${name}': ${entry} does not exist.`);
  process.exit(2);
}

// Inside the repo (tmp/ is ignored) so that packages left out of the bundle resolve from node_modules.
mkdirSync(join(root, 'tmp'), { recursive: true });
const outDir = mkdtempSync(join(root, 'tmp', 'bench-'));
const outfile = join(outDir, `${name}.bench.cjs`);
try {
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    tsconfig: join(root, 'tsconfig.base.json'),
    outfile,
    // Third-party packages stay outside: PGlite's wasm and argon2's native binary cannot be bundled.
    packages: 'external',
    logLevel: 'warning',
  });
  const run = spawnSync(process.execPath, [outfile, ...process.argv.slice(3)], {
    stdio: 'inherit',
    cwd: root,
  });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
