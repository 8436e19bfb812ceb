// Lighthouse (mobile: emulated phone, throttled network and CPU) on /, /products, a product page
// (Omega-3 Fish Oil), /health-assessment and /cart, in
// Debian's Chromium, printing the four category scores per page. Not part of `npm test`: scores on a
// shared 2-core machine vary from run to run.
//
//   node tools/scripts/lighthouse.mjs                 build, serve a fresh shop (as the e2e suite does), audit
//   node tools/scripts/lighthouse.mjs --url http://localhost:3000    audit a shop that is already running
//   node tools/scripts/lighthouse.mjs --json tmp/lighthouse          also write each page's full report
//   node tools/scripts/lighthouse.mjs --page / --page /cart          only these pages
//
// Needs the npm package `lighthouse` (12.x: 13.x wants Node >= 22.19).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Issue 17's five pages. The product is a seeded one that stays in the catalogue (id 2401).
const PAGES = ['/', '/products', '/products/nutritional-oils/2401', '/health-assessment', '/cart'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROMIUM = process.env.MAPLEPACK_E2E_CHROMIUM ?? '/usr/bin/chromium';
// STACK-NOTES "Browsers".
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    json: { type: 'string' },
    page: { type: 'string', multiple: true },
  },
});

let lighthouse;
try {
  ({ default: lighthouse } = await import('lighthouse'));
} catch {
  console.error(
    'lighthouse.mjs: the npm package `lighthouse` is not installed (add lighthouse@12.8.2 to devDependencies).',
  );
  process.exit(1);
}

const cleanups = [];
async function cleanUp() {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop server stopped (exit ${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shop did not answer ${baseUrl}/api/v1/health within ${timeoutMs / 1000} s`);
}

/** The e2e suite's server script: production build, real server, fresh embedded database. */
async function startShop() {
  const port = String(await freePort());
  const child = spawn(process.execPath, [path.join(root, 'apps', 'web-e2e', 'scripts', 'serve.mjs')], {
    cwd: root,
    env: { ...process.env, MAPLEPACK_E2E_PORT: port },
    stdio: 'inherit',
  });
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 600_000);
  return baseUrl;
}

/** Chromium with a fresh profile and a DevTools port, which Lighthouse drives. */
async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'maplepack-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  cleanups.push(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(profile, { recursive: true, force: true });
  });
  let log = '';
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      log += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`chromium exited (${code}) before opening DevTools:\n${log}`)),
    );
  });
}

function score(category) {
  return category?.score === null || category === undefined
    ? '  n/a'
    : String(Math.round(category.score * 100)).padStart(5);
}

let exitCode = 0;
try {
  const baseUrl = options.url ?? (await startShop());
  const port = await startChromium();
  if (options.json) mkdirSync(options.json, { recursive: true });

  console.log(`\nLighthouse ${'mobile'.padEnd(8)} ${CATEGORIES.map((name) => name.padStart(15)).join('')}`);
  for (const page of options.page ?? PAGES) {
    const result = await lighthouse(`${baseUrl}${page}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
    });
    if (result === undefined) throw new Error(`Lighthouse returned no result for ${page}`);
    const { categories } = result.lhr;
    console.log(
      `${page.padEnd(17)} ${CATEGORIES.map((name) => score(categories[name]).padStart(15)).join('')}`,
    );
    // The metrics behind the performance score, to see which one moved.
    const metric = (id) => result.lhr.audits[id]?.displayValue ?? 'n/a';
    console.log(
      `  FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')} · SI ${metric('speed-index')}`,
    );
    if (result.lhr.runtimeError)
      console.log(`  ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    if (options.json) {
      const file = path.join(
        options.json,
        `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')}.json`,
      );
      writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
    }
  }
} catch (error) {
  console.error(`lighthouse.mjs: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
