// Bundles the CLI and the libs it uses into one file, so the command starts fast and needs no
// TypeScript at run time.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');

await build({
  entryPoints: [path.join(here, 'src', 'main.ts')],
  outfile: path.join(here, 'dist', 'maplepack.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  tsconfig: path.join(root, 'tsconfig.base.json'),
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
