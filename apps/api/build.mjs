// Bundles the API (dist/main.cjs) and the seed command (dist/seed.cjs) with the workspace libs
// inside; third-party packages stay external (native argon2, PGlite's wasm) and load from
// node_modules. The migrations are copied beside the bundles, where migrate.ts looks for them.
// `node apps/api/build.mjs DIR` builds into DIR instead of dist/ (the crash test's own copy).
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const dist = process.argv[2] === undefined ? path.join(here, 'dist') : path.resolve(process.argv[2]);
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const thirdParty = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(here, 'src', 'main.ts'),
    seed: path.join(here, 'src', 'seed-main.ts'),
    renewals: path.join(here, 'src', 'renewals-main.ts'),
    admin: path.join(here, 'src', 'admin-main.ts'),
  },
  outdir: dist,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  tsconfig: path.join(root, 'tsconfig.base.json'),
  // The e-mail templates (src/emails/*.tsx) use React's automatic runtime, like the web app.
  jsx: 'automatic',
  external: thirdParty.flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
cpSync(path.join(here, 'src', 'db', 'migrations'), path.join(dist, 'migrations'), { recursive: true });
