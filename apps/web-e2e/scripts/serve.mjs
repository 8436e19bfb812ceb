// Playwright's webServer: builds the production app (API + SPA + back office), then serves it from the real server on
// the port Playwright chose, with a FRESH embedded database (PGlite, migrated and seeded at start) in a
// temporary DATA_DIR that is removed when Playwright stops us.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
process.chdir(root);

const port = process.env.MAPLEPACK_E2E_PORT;
if (!port) {
  console.error('serve.mjs: MAPLEPACK_E2E_PORT is not set (playwright.config.ts sets it).');
  process.exit(1);
}

const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
// `npm test` has just built both projects; it says so to save a second build.
if (process.env.MAPLEPACK_E2E_SKIP_BUILD !== '1') {
  const build = spawnSync(
    path.join('node_modules', '.bin', 'nx'),
    ['run-many', '-t', 'build', '-p', 'api,web,admin', '--outputStyle=static'],
    { stdio: ['ignore', 'pipe', 'pipe'], env: nxEnv, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  // The build's log is long and only matters when it fails.
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    process.exit(build.status ?? 1);
  }
  console.log('serve.mjs: built api, web and admin');
}

// playwright.config.ts chooses the folder so specs can read the outbox; alone, make one.
const dataDir = process.env.MAPLEPACK_E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'maplepack-e2e-'));
// Serve a copy of the SPA: in a shared checkout another `web:build` may empty apps/web/dist mid-run.
const webDist = path.join(dataDir, 'web-dist');
if (!existsSync(path.join('apps', 'web', 'dist', 'index.html'))) {
  console.error(
    'serve.mjs: apps/web/dist/index.html is missing; build web first (or drop MAPLEPACK_E2E_SKIP_BUILD).',
  );
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
cpSync(path.join('apps', 'web', 'dist'), webDist, { recursive: true });
// The back office (served under /admin), copied for the same reason.
const adminDist = path.join(dataDir, 'admin-dist');
if (!existsSync(path.join('apps', 'admin', 'dist', 'index.html'))) {
  console.error(
    'serve.mjs: apps/admin/dist/index.html is missing; build admin first (or drop MAPLEPACK_E2E_SKIP_BUILD).',
  );
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
cpSync(path.join('apps', 'admin', 'dist'), adminDist, { recursive: true });
// Only the embedded database and the built-in fakes: the suite must never reach a real PostgreSQL,
// Stripe, Mailchimp or SMTP server that happens to be configured in the caller's environment.
const serverEnv = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: path.join(dataDir, 'data'),
  WEB_DIST: webDist,
  ADMIN_DIST: adminDist,
  TZ: 'UTC',
  // The browser's requests carry X-Forwarded-For (src/support/test.ts): each test is its own visitor.
  TRUST_PROXY: 'loopback',
};
for (const name of [
  'DATABASE_URL',
  'DATA_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'MAILCHIMP_API_KEY',
  'MAILCHIMP_LIST_ID',
  'SMTP_URL',
]) {
  delete serverEnv[name];
}
serverEnv.LOG_LEVEL = process.env.MAPLEPACK_E2E_LOG_LEVEL ?? 'warn';

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join('apps', 'api', 'dist', 'main.cjs')],
  {
    stdio: 'inherit',
    env: serverEnv,
  },
);

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
