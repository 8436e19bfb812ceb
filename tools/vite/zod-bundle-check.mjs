#!/usr/bin/env node
// Bundles the api-contract's checkout schemas for the browser as the web build does (production, minified),
// with and without zodWithoutJsonSchema, runs the bundle with the plugin and prints a JSON report on stdout:
// whether each bundle holds zod's JSON Schema generator, its size, and what the schemas answer. Read by
// apps/web/src/config/zod-without-json-schema.test.ts (jest's VM cannot load Vite itself).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const require = createRequire(import.meta.url);
const { zodWithoutJsonSchema } = require('./zod-without-json-schema.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = path.join(root, 'node_modules/.cache/zod-without-json-schema');

/** `@maplepack/*` to the libs' sources, as tsconfig.base.json maps them (and the web's Vite config). */
function workspaceAliases() {
  const base = JSON.parse(readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));
  return Object.entries(base.compilerOptions.paths)
    .sort(([a], [b]) => b.length - a.length)
    .map(([name, [target]]) => ({
      find: new RegExp(`^${name.replace('/', '\\/')}$`),
      replacement: path.join(root, target),
    }));
}

// What the web app does with zod: contract schemas parse what a person typed, ky reads `~standard`.
const ENTRY = `
import { checkoutAddressSchema, checkoutContactSchema } from '@maplepack/api-contract';
import { z } from 'zod';
const attempt = (run) => { try { return { value: run() }; } catch (error) { return { thrown: String(error.message) }; } };
const answer = (result) => result.success ? { data: result.data } : { issues: result.error.issues.map((issue) => [issue.path.join('.'), issue.message]) };
const address = { first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Main St', address_2: '', city: 'Ottawa',
  state: 'ON', postcode: 'k1a0b1', phone: '' };
export const report = {
  addressOk: answer(checkoutAddressSchema.safeParse(address)),
  addressBad: answer(checkoutAddressSchema.safeParse({ ...address, postcode: 'nope', city: '' })),
  contactBad: answer(checkoutContactSchema.safeParse({ first_name: '', last_name: 'x', email: 'no', terms_accepted: false,
    marketing: { given: false, text: 'x' } })),
  standard: attempt(() => checkoutAddressSchema['~standard'].validate(address)),
  minLength: attempt(() => z.string().min(3).minLength),
  toJSONSchema: attempt(() => z.object({ a: z.string() }).toJSONSchema()),
};
`;

async function bundle(withPlugin) {
  const entry = path.join(work, 'entry.ts');
  const output = await build({
    configFile: false,
    root: work,
    logLevel: 'silent',
    mode: 'production',
    plugins: withPlugin ? [zodWithoutJsonSchema()] : [],
    resolve: { alias: workspaceAliases() },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  return result.output.map((chunk) => chunk.code ?? '').join('\n');
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
writeFileSync(path.join(work, 'entry.ts'), ENTRY);
const report = {};
for (const [name, withPlugin] of [
  ['without', false],
  ['with', true],
]) {
  const code = await bundle(withPlugin);
  const file = path.join(work, `${name}.mjs`);
  writeFileSync(file, code);
  report[name] = {
    bytes: Buffer.byteLength(code),
    // Strings only zod's JSON Schema generator holds (to-json-schema.js, json-schema-processors.js).
    hasGenerator: code.includes('draft-2020-12') || code.includes('Non-representable type'),
    hasStandIn: code.includes("zod's JSON Schema support is left out of the web build"),
    report: JSON.parse(JSON.stringify((await import(pathToFileURL(file).href)).report)),
  };
}
rmSync(work, { recursive: true, force: true });
process.stdout.write(JSON.stringify(report));
