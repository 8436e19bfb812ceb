// The `maplepack` bundle: apps/cli/src and the libs' sources it imports, in one CommonJS file, so the
// command starts fast and needs no TypeScript at run time. The bundle records what it was built from
// (dist/maplepack.meta.json: each input's modification time and size); `freshBundle()` rebuilds it
// when any input changed, so the command always runs the current sources (CONTRACTS §1).
const fs = require('node:fs');
const path = require('node:path');

const here = __dirname;
const root = path.join(here, '..', '..');
const dist = path.join(here, 'dist');
const bundle = path.join(dist, 'maplepack.cjs');
const meta = path.join(dist, 'maplepack.meta.json');

/** Files the bundle depends on beyond what esbuild reads: its settings. */
const SETTINGS = [path.join(here, 'bundle.cjs'), path.join(root, 'tsconfig.base.json')];

function stampOf(file, buildStartMs) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (stat === undefined) return 'missing';
  // Changed while the build was reading it: the bundle may hold the old text, so never trust it.
  if (stat.mtimeMs >= buildStartMs) return 'changed-during-build';
  return `${stat.mtimeMs}:${stat.size}`;
}

function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

/** Builds the bundle now (esbuild, a dev dependency of the workspace), with its record of inputs. */
function buildBundle() {
  const { buildSync } = require('esbuild');
  const buildStartMs = Date.now();
  const result = buildSync({
    absWorkingDir: root,
    entryPoints: [path.join(here, 'src', 'main.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.base.json'),
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    write: false,
  });
  const inputs = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = path.resolve(root, input);
    inputs[path.relative(root, file)] = stampOf(file, buildStartMs);
  }
  for (const file of SETTINGS) inputs[path.relative(root, file)] = stampOf(file, buildStartMs);
  fs.mkdirSync(dist, { recursive: true });
  // Each file is replaced whole, so a command starting meanwhile runs the old bundle or the new one.
  for (const output of result.outputFiles) writeAtomically(output.path, output.contents);
  writeAtomically(meta, JSON.stringify({ inputs }));
}

/** Why the bundle must be rebuilt, or null when it matches every source it was built from. */
function staleReason() {
  let recorded;
  try {
    recorded = JSON.parse(fs.readFileSync(meta, 'utf8')).inputs;
  } catch {
    return 'not built yet';
  }
  if (!fs.existsSync(bundle)) return 'not built yet';
  for (const [input, stamp] of Object.entries(recorded)) {
    if (stampOf(path.join(root, input), Infinity) !== stamp) return `${input} changed`;
  }
  return null;
}

/** The bundle's path, rebuilt first when a source changed since it was built. */
function freshBundle() {
  const reason = staleReason();
  if (reason === null) return bundle;
  try {
    require.resolve('esbuild');
  } catch {
    // An install without dev dependencies cannot rebuild: run what there is, if anything.
    if (fs.existsSync(bundle)) return bundle;
    throw new Error('maplepack is not built and esbuild is not installed: run `npm install` first');
  }
  buildBundle();
  return bundle;
}

module.exports = { buildBundle, freshBundle, staleReason, bundle, meta };
