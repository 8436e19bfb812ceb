// What `import { priceOrder } from '@maplepack/pricing'` costs another app's browser bundle: the
// package as installed (its exports map's `import` side, the built dist/ — run the pricing build
// first), bundled by esbuild for the browser, minified, gzipped. Prints the figure and, with
// `--json`, a machine-readable line; `--why` lists the biggest inputs (what drags the size in).
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUDGET_BYTES = 30 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The minified and gzipped bytes of a browser bundle of `source`, with its biggest inputs. */
export async function bundleCost(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    // As another app sees the packages: no workspace tsconfig paths leading back to the sources.
    tsconfigRaw: '{}',
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  const [output] = Object.values(result.metafile.outputs);
  const inputs = Object.entries(output.inputs)
    .map(([file, { bytesInOutput }]) => ({ file, bytes: bytesInOutput }))
    .sort((a, b) => b.bytes - a.bytes);
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length, inputs };
}

export const PRICE_ORDER_ENTRY =
  "import { priceOrder } from '@maplepack/pricing';\nconsole.log(priceOrder);\n";

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cost = await bundleCost(PRICE_ORDER_ENTRY);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(
    `priceOrder alone: ${kb(cost.gzip)} KB gzip (${kb(cost.minified)} KB minified), budget ${kb(BUDGET_BYTES)} KB`,
  );
  if (process.argv.includes('--why'))
    for (const input of cost.inputs.slice(0, 20))
      console.log(`${String(input.bytes).padStart(8)}  ${input.file}`);
  if (process.argv.includes('--json'))
    console.log(JSON.stringify({ gzip: cost.gzip, minified: cost.minified }));
  if (cost.gzip > BUDGET_BYTES) process.exitCode = 1;
}
