import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.resolve(__dirname, '../..');

/** `@maplepack/*` resolves to the libs' sources, exactly as tsconfig.base.json maps them. */
function workspaceAliases(): Record<string, string> {
  const base = JSON.parse(readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  const aliases: Record<string, string> = {};
  for (const [name, targets] of Object.entries(base.compilerOptions.paths)) {
    const [target] = targets;
    if (target !== undefined) aliases[name] = path.join(root, target);
  }
  return aliases;
}

export default defineConfig({
  root: __dirname,
  cacheDir: path.join(root, 'node_modules/.vite/web'),
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    // Longest first, so '@maplepack/cart/testing' is never taken for '@maplepack/cart' + '/testing'.
    alias: Object.entries(workspaceAliases())
      .sort(([a], [b]) => b.length - a.length)
      .map(([find, replacement]) => ({ find: new RegExp(`^${find.replace('/', '\\/')}$`), replacement })),
  },
  server: {
    port: 4200,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: { port: 4300, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The domain libs and the api client are side-effect free by rule (no clock, IO or globals
        // at module level), but their package.json files do not say so: without this every module a
        // lib's index re-exports is kept, e.g. the cart page carried the survey and medication data
        // through @maplepack/recommendation. libs/ui is left out: its .css.ts modules inject styles.
        moduleSideEffects: (id: string) => !/[\\/]libs[\\/](?!ui[\\/])[^\\/]+[\\/]src[\\/]/.test(id),
        // Building a zod schema has no side effects, but the bundler cannot tell: a lib module the first
        // page needs (e.g. access's route table) kept its unused module-level schemas, and with them
        // all of zod, in the entry chunk. Unused `z.…(…)` results may go; used ones stay.
        manualPureFunctions: ['z'],
      },
    },
  },
});
