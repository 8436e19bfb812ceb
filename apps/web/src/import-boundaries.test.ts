/**
 * @jest-environment node
 */
// The web app's feature boundaries (tools/eslint/web-boundaries.cjs) bite, and no module imports itself
// back through others (the cart store and its summary store once did).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LegacyESLint } from 'eslint/use-at-your-own-risk';

const webRoot = path.join(__dirname, '..');
const boundaries = path.join(webRoot, '..', '..', 'tools', 'eslint', 'web-boundaries.cjs');

const eslint = new LegacyESLint({
  cwd: webRoot,
  useEslintrc: false,
  baseConfig: {
    root: true,
    parser: '@typescript-eslint/parser',
    parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
    extends: [boundaries],
  },
});

/** The lines of `code` (placed at `file`, relative to apps/web) that break an import boundary. */
async function crossings(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(webRoot, file) });
  return (result?.messages ?? [])
    .filter((message) => /^no-restricted-(imports|syntax)$/.test(message.ruleId ?? ''))
    .map((message) => message.line);
}

describe('feature boundaries', () => {
  it('the app lints with the boundaries config', () => {
    const config = JSON.parse(readFileSync(path.join(webRoot, '.eslintrc.json'), 'utf8'));
    expect(config.extends).toContain('../../tools/eslint/web-boundaries.cjs');
  });

  it.each([
    [
      'src/features/account/components/order-change.tsx',
      "import { Pager } from '../../catalogue/components/pager';",
    ],
    ['src/features/survey/survey-cart.ts', "import { cartStore } from '../cart/stores/cart-store';"],
    ['src/features/survey/components/fields/x.tsx', "import { a } from '../../../cart/cart-totals';"],
    ['src/features/catalogue/stores/catalogue-store.ts', "import { api } from '../../../app/api';"],
    ['src/features/cart/cart-totals.ts', "import { Cart } from '../../routes/cart';"],
    [
      'src/features/account/components/order-change.tsx',
      "const picker = import('../../subscription/components/product-picker');",
    ],
    ['src/features/cart/cart-totals.ts', "export { a } from '../checkout/b';"],
    ['src/components/pager.tsx', "import { a } from '../features/catalogue/b';"],
    ['src/stores/cart-store.ts', "import { a } from '../app/app';"],
    ['src/lib/api.ts', "import { a } from '../routes/home';"],
  ])('%s may not %s', async (file, code) => {
    expect(await crossings(file, code)).toEqual([1]);
  });

  it.each([
    [
      'src/features/account/components/order-change.tsx',
      "import { Pager } from '../../../components/pager';",
    ],
    ['src/features/account/components/order-change.tsx', "import { a } from '../use-customer';"],
    ['src/features/survey/survey-cart.ts', "import { cartStore } from '../../stores/cart-store';"],
    ['src/features/survey/components/fields/x.tsx', "import { api } from '../../../../lib/api';"],
    ['src/features/cart/cart-totals.ts', "import { priceOrder } from '@maplepack/pricing';"],
    ['src/features/cart/cart-totals.ts', "import { Button } from '@maplepack/ui';"],
    ['src/features/checkout/x.tsx', "const page = import('./components/checkout-page');"],
    ['src/components/pager.tsx', "import { Link } from './router-link';"],
    ['src/stores/start-cart-restore.ts', "const store = import('./cart-store');"],
    ['src/routes/cart.tsx', "import { CartPage } from '../features/cart/components/cart-page';"],
    ['src/app/router.tsx', "import { api } from '../lib/api';"],
  ])('%s may %s', async (file, code) => {
    expect(await crossings(file, code)).toEqual([]);
  });

  it("react-router's Link stays banned everywhere", async () => {
    expect(await crossings('src/routes/cart.tsx', "import { Link } from 'react-router-dom';")).toEqual([1]);
    expect(await crossings('src/features/cart/x.tsx', "import { NavLink } from 'react-router-dom';")).toEqual(
      [1],
    );
  });
});

const src = path.join(webRoot, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each module's relative imports, static and dynamic, resolved to files. */
function importGraph(): Map<string, string[]> {
  const files = new Set(sourceFiles(src));
  const resolve = (from: string, specifier: string) =>
    ['.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => path.resolve(path.dirname(from), specifier) + ext)
      .find((candidate) => files.has(candidate));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map(
      (match) => match[1] ?? '',
    );
    graph.set(
      file,
      specifiers.map((specifier) => resolve(file, specifier)).filter((target) => target !== undefined),
    );
  }
  return graph;
}

/** One import cycle per strongly connected knot, as paths relative to src. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open')
        found.push(stack.slice(stack.indexOf(next)).map((f) => path.relative(src, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('import cycles', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['/a', ['/b']],
      ['/b', ['/a']],
    ]);
    expect(cycles(graph)).toHaveLength(1);
  });

  it('no module of the app imports itself back, lazily or not', () => {
    expect(cycles(importGraph())).toEqual([]);
  });
});
