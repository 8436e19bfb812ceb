import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// zod without its JSON Schema generator, which the browser never calls (as in apps/web/vite.config.ts).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { zodWithoutJsonSchema } from '../../tools/vite/zod-without-json-schema.cjs';

const root = path.resolve(__dirname, '../..');

/** `@maplepack/*` resolves to the libs' sources, exactly as tsconfig.base.json maps them. */
function workspaceAliases(): { find: RegExp; replacement: string }[] {
  const base = JSON.parse(readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.entries(base.compilerOptions.paths)
    .flatMap(([name, [target]]) => (target === undefined ? [] : [[name, path.join(root, target)] as const]))
    .sort(([a], [b]) => b.length - a.length)
    .map(([name, replacement]) => ({ find: new RegExp(`^${name.replace('/', '\\/')}$`), replacement }));
}

/**
 * The back office: a bundle of its own under /admin (the API serves it, apps/api/src/plugins/app/admin-app.ts),
 * so the storefront's budgets never see it. Staff use it on desktops, signed in: no server render, no
 * deferred entry, no font preload; the storefront's size tricks are left out on purpose.
 */
export default defineConfig({
  root: __dirname,
  base: '/admin/',
  cacheDir: path.join(root, 'node_modules/.vite/admin'),
  plugins: [zodWithoutJsonSchema(), react(), vanillaExtractPlugin()],
  resolve: { alias: workspaceAliases() },
  server: { port: 4201, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
});
