import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Alias, type Plugin } from 'vite';
import { parseEnv } from './src/config/env';
// Lingui's macros, expanded before Vite compiles TypeScript and JSX (the same pass as in jest). A build tool
// of the workspace's, not a library the app imports: tools/lingui is no Nx project to name.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { linguiMacros } from '../../tools/lingui/vite-plugin.cjs';
// zod without its JSON Schema generator, which the browser never calls (docs/decisions.md, Web performance).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { zodWithoutJsonSchema } from '../../tools/vite/zod-without-json-schema.cjs';

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

/**
 * react-router 7 exports only its development build (dev warnings, extra checks, longer messages), though
 * the package also ships `dist/production`. `vite build` takes the production one: `react-router`, and
 * `react-router/dom`, which react-router-dom re-exports `RouterProvider` from. Dev server and jest keep
 * the default. Fails the build if a react-router upgrade moves the files.
 */
function reactRouterProductionAliases(): Alias[] {
  const dist = path.join(root, 'node_modules/react-router/dist/production');
  const aliases: Alias[] = [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
  for (const { replacement } of aliases)
    if (!existsSync(replacement))
      throw new Error(`react-router's production build is missing: ${replacement}`);
  return aliases;
}

/**
 * react-router ships one module whose top level the bundler must keep: `X.displayName = '…'` writes
 * (React DevTools labels) and unannotated `React.forwardRef(…)`/`createContext(…)` calls hold on to
 * Form, Link, NavLink, ScrollRestoration and the framework-mode prefetching behind them, about 4 KB
 * gzip on every page. Marking those calls pure and dropping the labels lets unused parts go; what the
 * app uses is unchanged. Production builds only.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'maplepack:tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const shaken = code
        .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2(')
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
      return { code: shaken, map: null };
    },
  };
}

/**
 * Preloads the display font (Fraunces, headings; apps/web/src/fonts.css): every page opens with a heading,
 * and without the hint the browser finds the font only after the CSS has loaded and a heading is laid out.
 * The file name carries a hash, so the link is written from the bundle. Production builds only.
 */
function preloadDisplayFont(): Plugin {
  return {
    name: 'maplepack:preload-display-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'asset' && /fraunces-latin-wght-normal-[\w-]+\.woff2$/.test(file.fileName),
        );
        if (font === undefined)
          throw new Error('preloadDisplayFont: the Fraunces latin file is not in the build');
        const attrs = {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          href: `/${font.fileName}`,
          crossorigin: '',
        };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The page's script starts loading after the first paint instead of beside the HTML: the shop's pages are
 * rendered on the server (src/entry-server.tsx), so on a slow phone connection the styles, fonts and
 * pictures of the first screen get the bandwidth first, and React then takes over the painted page. A
 * tiny boot module (written next to the assets, named by its content) imports the entry; a page opened
 * in a background tab, which paints nothing, imports it at once. Production builds only.
 */
function deferEntryUntilPainted(): Plugin {
  let boot: { fileName: string; code: string } | null = null;
  let outDir = '';
  return {
    name: 'maplepack:defer-entry-until-painted',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = context.chunk;
        if (entry === undefined) throw new Error('deferEntryUntilPainted: index.html has no entry chunk');
        const tag = new RegExp(`<script type="module" crossorigin src="/${entry.fileName}"></script>`);
        if (!tag.test(html)) throw new Error(`deferEntryUntilPainted: no script tag for ${entry.fileName}`);
        // Written small by hand: it is on every page's first load. It holds a press on a button of the painted
        // page before React has taken it over (it would be lost) and a form's submission (the browser would
        // send it itself); main.tsx replays them after. Once a press is held, a plain click on a link is held
        // too: followed at once, the new page would load and the press (an "Add to cart") would never happen.
        // Then it imports the entry.
        const code =
          'const h=[],k=["click","submit"],f=e=>{const r=document.getElementById("root"),t=e.target;' +
          'if(!(t instanceof Element)||!r||!r.contains(t))return;' +
          'if(e.type==="submit"){e.preventDefault();h.push(()=>t.requestSubmit())}' +
          'else{const b=t.closest("button"),a=!b&&h.length&&!(e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)&&t.closest("a[href]");' +
          'b?h.push(()=>b.click()):a&&(e.preventDefault(),h.push(()=>a.click()))}};' +
          'for(const y of k)document.addEventListener(y,f,!0);' +
          'window.maplepackEarlyEvents={stop(){for(const y of k)document.removeEventListener(y,f,!0);return h.splice(0)}};' +
          `const s=()=>import(${JSON.stringify(`/${entry.fileName}`)});` +
          'document.visibilityState==="hidden"?s():requestAnimationFrame(()=>setTimeout(s,0));\n';
        const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
        boot = { fileName: `assets/boot-${hash}.js`, code };
        return html.replace(tag, `<script type="module" src="/${boot.fileName}"></script>`);
      },
    },
    closeBundle() {
      if (boot !== null) writeFileSync(path.join(outDir, boot.fileName), boot.code);
    },
  };
}

/**
 * The modules /checkout shares with the trial program, the thank-you page and /subscription, kept in
 * one chunk. Left to the automatic splitting, every page that uses a few of them (the plan editor
 * formats money and loads Stripe; its card form tokenises a test card) cut them into more small
 * chunks, and /checkout paid for each extra file: 1.2 KB gzip over its 150 KB budget. Together
 * /checkout stays under it; /subscription, behind sign-in, loads about 4 KB of checkout schemas.
 * Money, database integers and query values stay out: the product pages need only those, and building
 * the checkout's schemas there was most of a product page's one long task before React took it over.
 */
const CHECKOUT_COMMON = [
  'libs/pricing/src/(coupon|coupon-entry|coupon-eligibility|pricing-line|rate|province)',
  'libs/api-contract/src/(postal-code|safe-text)',
  'libs/ui/src/select-field',
  'features/checkout/stripe-loader',
];
/**
 * The checkout's request and answer schemas, a chunk of their own: the cart page needs the coupon and
 * postal-code rules above but none of these, and building them was most of its longest task on a slow phone.
 */
const CHECKOUT_SCHEMAS = [
  'libs/api-contract/src/(checkout|customers|email-change|meta-data|password|payments|trial-program)',
];
const modulesPattern = (modules: readonly string[]) =>
  new RegExp(`[\\\\/](${modules.map((module) => module.replaceAll('/', '[\\\\/]')).join('|')})\\.tsx?$`);
const checkoutCommon = modulesPattern(CHECKOUT_COMMON);
const checkoutSchemas = modulesPattern(CHECKOUT_SCHEMAS);

export default defineConfig(({ command, mode, isSsrBuild = false }) => ({
  root: __dirname,
  // The VITE_* settings, checked here (a malformed one fails the build) and given to the app as one
  // constant: the parser stays out of the entry chunk.
  define: { __MAPLEPACK_CONFIG__: JSON.stringify(parseEnv(loadEnv(mode, __dirname, 'VITE_'))) },
  cacheDir: path.join(root, 'node_modules/.vite/web'),
  plugins: [
    linguiMacros(),
    zodWithoutJsonSchema(),
    react(),
    vanillaExtractPlugin(),
    treeShakeReactRouter(),
    preloadDisplayFont(),
    deferEntryUntilPainted(),
  ],
  resolve: {
    // Longest first, so '@maplepack/cart/testing' is never taken for '@maplepack/cart' + '/testing'.
    alias: [
      ...Object.entries(workspaceAliases())
        .sort(([a], [b]) => b.length - a.length)
        .map(([find, replacement]) => ({ find: new RegExp(`^${find.replace('/', '\\/')}$`), replacement })),
      ...(command === 'build' ? reactRouterProductionAliases() : []),
    ],
  },
  server: {
    port: 4200,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: { port: 4300, proxy: { '/api': 'http://localhost:3000' } },
  // The server's render (src/entry-server.tsx, `vite build --ssr`): one file the API loads, with every
  // package bundled in, so a copy of dist runs wherever the API does.
  ssr: { noExternal: true },
  build: {
    // The API serves dist but never dist/server (apps/api/src/plugins/app/web-app.ts).
    outDir: isSsrBuild ? 'dist/server' : 'dist',
    emptyOutDir: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // One stylesheet for every page (about 6 KB gzip): a server-rendered page must be styled before any
    // script runs, and a page's own chunk CSS would arrive only with its script, moving things as it lands.
    cssCodeSplit: false,
    sourcemap: true,
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      treeshake: {
        // The domain libs and the api client are side-effect free by rule (no clock, IO or globals
        // at module level), but their package.json files do not say so: without this every module a
        // lib's index re-exports is kept, e.g. the cart page carried the survey and medication data
        // through @maplepack/recommendation. Only libs/ui's .css.ts modules keep theirs: they inject styles.
        moduleSideEffects: (id: string) =>
          !/[\\/]libs[\\/][^\\/]+[\\/]src[\\/]/.test(id) || /\.css\.ts(\?|$)/.test(id),
        // Building a zod schema has no side effects, but the bundler cannot tell: a lib module the first
        // page needs (e.g. access's route table) kept its unused module-level schemas, and with them
        // all of zod, in the entry chunk. Unused `z.…(…)` results may go; used ones stay.
        manualPureFunctions: ['z'],
      },
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'] },
                // Only these modules: their dependencies (zod, …) stay where the splitting puts them.
                { name: 'checkout-common', test: checkoutCommon, includeDependenciesRecursively: false },
                { name: 'checkout-schemas', test: checkoutSchemas, includeDependenciesRecursively: false },
              ],
            },
          },
    },
  },
}));
