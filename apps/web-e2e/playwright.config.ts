import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = path.join(__dirname, '..', '..');

/**
 * A free loopback port, chosen once by the runner and inherited by its workers through the
 * environment (workers load this file again and must agree on the server's address).
 */
function e2ePort(): string {
  const chosen = process.env['MAPLEPACK_E2E_PORT'];
  if (chosen) return chosen;
  const port = execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ])
    .toString()
    .trim();
  process.env['MAPLEPACK_E2E_PORT'] = port;
  return port;
}

/**
 * The server's temporary folder (database, copy of the SPA, outbox of written e-mails), chosen once
 * by the runner like the port: specs read the e-mails the server wrote (support/outbox.ts), and
 * scripts/serve.mjs removes the folder when Playwright stops it.
 */
function e2eDataDir(): string {
  const chosen = process.env['MAPLEPACK_E2E_DATA_DIR'];
  if (chosen) return chosen;
  const dir = mkdtempSync(path.join(tmpdir(), 'maplepack-e2e-'));
  process.env['MAPLEPACK_E2E_DATA_DIR'] = dir;
  return dir;
}

const baseURL = `http://127.0.0.1:${e2ePort()}`;
e2eDataDir();
const ci = Boolean(process.env['CI']);

/**
 * Debian's Chromium (Playwright cannot download its own browsers here), with the flags of
 * STACK-NOTES "Browsers". Playwright itself adds --headless and --no-sandbox and launches every
 * browser with a fresh temporary --user-data-dir (it refuses one passed in args).
 */
const chromium = {
  executablePath: process.env['MAPLEPACK_E2E_CHROMIUM'] ?? '/usr/bin/chromium',
  args: [
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'tmp', 'web-e2e', 'test-results'),
  // Two browsers on two cores: the server mostly waits on PGlite, and the browsers on it, so a second
  // worker cuts the suite's time by about a third. Specs that change a customer's plan or orders use
  // a customer of their own (support/session.ts). MAPLEPACK_E2E_WORKERS=1 on a busy machine.
  workers: Number(process.env['MAPLEPACK_E2E_WORKERS'] ?? 2),
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [[ci ? 'line' : 'list'], [path.join(__dirname, 'src', 'support', 'tally-reporter.ts')]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-CA',
    timezoneId: 'UTC',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node apps/web-e2e/scripts/serve.mjs',
    cwd: root,
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    // The production build of api and web comes first; on a busy 2-core machine it takes minutes.
    timeout: 420_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
