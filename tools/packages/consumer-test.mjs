// The consumer test: another app installs our packages and uses them. `npm pack` every published lib
// (the built dist/: run their builds first), install the tarballs into a new project in the system's
// temporary folder (outside the workspace, so nothing resolves through it), with zod, xstate, ky and
// fast-check from npm's cache (offline first, the normal cache next), type-check consumer/esm.mts and
// consumer/cjs.cts with `tsc --strict` and no skipLibCheck (each has a `@ts-expect-error` on a wrong
// field, so loose declarations fail too), then run both: ES modules and `require`. Prints
// {"esm": …, "cjs": …, "seconds": …} on its last line; exits non-zero on any failure.
// `--keep` leaves the temporary project for a look.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const started = Date.now();
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const version = (name) => rootPackage.dependencies?.[name] ?? rootPackage.devDependencies?.[name];

/** The libs another app may install: every lib whose package.json is not private. */
export const PUBLISHED = readdirSync(path.join(root, 'libs')).filter((lib) => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'libs', lib, 'package.json'), 'utf8'));
  return pkg.private !== true;
});

// npm settings inherited from an `npm test` around us would point the install back at the workspace.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));

/** Seconds each step took, for the report. */
const steps = {};

function run(command, args, cwd, step = args[0]) {
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  steps[step] = Math.round((Date.now() - stepStarted) / 100) / 10;
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function must(step, result) {
  if (!result.ok) throw new Error(`consumer test: ${step} failed\n${result.output}`);
  return result.output;
}

const temporary = mkdtempSync(path.join(tmpdir(), 'maplepack-consumer-'));
try {
  const tarballs = path.join(temporary, 'tarballs');
  mkdirSync(tarballs);
  const packed = JSON.parse(
    must(
      'npm pack',
      run(
        'npm',
        ['pack', '--json', '--pack-destination', tarballs, ...PUBLISHED.map((lib) => `./libs/${lib}`)],
        root,
      ),
    ),
  );
  const app = path.join(temporary, 'app');
  mkdirSync(app);
  const dependencies = {};
  for (const { name, filename } of packed) dependencies[name] = `file:../tarballs/${filename}`;
  for (const name of ['zod', 'xstate', 'fast-check']) dependencies[name] = version(name);
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'maplepack-consumer', version: '1.0.0', private: true, dependencies }, null, 2),
  );
  for (const file of ['esm.mts', 'cjs.cts', 'tsconfig.json'])
    copyFileSync(path.join(here, 'consumer', file), path.join(app, file));

  const install = ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock'];
  let installed = 'offline';
  if (!run('npm', [...install, '--offline'], app).ok) {
    must('npm install', run('npm', [...install, '--prefer-offline'], app));
    installed = 'prefer-offline';
  }

  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  must('tsc --strict (no skipLibCheck)', run(process.execPath, [tsc, '-p', 'tsconfig.json'], app, 'tsc'));
  const esm = JSON.parse(must('node out/esm.mjs', run(process.execPath, ['out/esm.mjs'], app, 'esm')));
  const cjs = JSON.parse(must('node out/cjs.cjs', run(process.execPath, ['out/cjs.cjs'], app, 'cjs')));
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  console.log(
    JSON.stringify({ esm, cjs, packages: packed.map(({ name }) => name), installed, steps, seconds }),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (process.argv.includes('--keep')) console.error(`kept ${temporary}`);
  else rmSync(temporary, { recursive: true, force: true });
}
