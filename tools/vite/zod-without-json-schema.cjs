// Leaves zod's JSON Schema code out of the web build. zod 4's classic schemas carry `toJSONSchema()` and a
// `processJSONSchema` hook per type, so every chunk with zod held its JSON Schema generator
// (core/to-json-schema.js and core/json-schema-processors.js, about 18 KB before gzip), which the browser
// never calls: the API serves no schema to the web app and the web app asks for none.
//
// Inside zod only, the two modules resolve to a stand-in whose functions throw if ever called. The one
// function of json-schema-processors.js that parsing-side code reads, `aggregateChecks` (behind getters such
// as `z.string().min(3).minLength`), is re-exported from the real module, which tree-shaking then trims to it.
// `createToJSONSchemaMethod`/`createStandardJSONSchemaMethod` are called when a schema's `~standard` is read
// (ky validates through Standard Schema), so they return a function that throws instead of throwing themselves.
// Production builds only; the dev server, jest and the API keep zod whole.
// apps/web/src/config/zod-without-json-schema.test.ts builds with it and checks both sides.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const VIRTUAL = '\0maplepack-zod-without-json-schema:';
const REPLACED = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;
const IN_ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
/** What the parsing side of zod uses from json-schema-processors.js: kept, from the real module. */
const KEPT = new Set(['aggregateChecks']);
/** Called to make a method, not to make a schema: they must return, and the method throw. */
const FACTORIES = new Set(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod']);

const MESSAGE =
  "zod's JSON Schema support is left out of the web build (tools/vite/zod-without-json-schema.cjs)";

/** The names a compiled zod module exports: `export function a`, `export const b`, `export { c as d }`. */
function exportedNames(code) {
  const names = new Set();
  for (const match of code.matchAll(/^export (?:async )?(?:function\*?|const|let|var|class) ([\w$]+)/gm))
    names.add(match[1]);
  for (const match of code.matchAll(/^export \{([^}]*)\}(?! from)/gm))
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  return [...names];
}

/** The stand-in module for one of the two files: every export present, none doing JSON Schema work. */
function standInFor(file) {
  const lines = [`const unavailable = () => { throw new Error(${JSON.stringify(MESSAGE)}); };`];
  for (const name of exportedNames(readFileSync(file, 'utf8'))) {
    if (KEPT.has(name)) lines.push(`export { ${name} } from ${JSON.stringify(file)};`);
    else if (FACTORIES.has(name)) lines.push(`export const ${name} = () => unavailable;`);
    else if (name === 'allProcessors') lines.push(`export const ${name} = {};`);
    else lines.push(`export const ${name} = unavailable;`);
  }
  return lines.join('\n');
}

/** @returns {import('vite').Plugin} */
function zodWithoutJsonSchema() {
  return {
    name: 'maplepack:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined || !source.startsWith('.') || !IN_ZOD.test(importer)) return null;
      if (importer.startsWith(VIRTUAL)) return null;
      const file = path.resolve(path.dirname(importer), source);
      return REPLACED.test(file) ? `${VIRTUAL}${file}` : null;
    },
    load(id) {
      return id.startsWith(VIRTUAL) ? standInFor(id.slice(VIRTUAL.length)) : null;
    },
  };
}

module.exports = { zodWithoutJsonSchema, exportedNames };
