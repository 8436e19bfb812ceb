import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_STAFF, enterCode, signInToAdmin } from './support/admin';
import { expect, test } from './support/test';

/**
 * A staff session ends after its idle time (issue 18): the next request lands on the sign-in screen,
 * which says why, and signing in again returns to the same page. The suite's server keeps the real 30
 * minutes, so this spec runs a second server of the same build with ADMIN_SESSION_IDLE_MINUTES=1 (the
 * smallest the configuration accepts) and an embedded database of its own.
 */
test.describe.configure({ mode: 'serial' });

const IDLE_MINUTES = 1;
let server: ChildProcess | undefined;
let dataDir = '';
let origin = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'maplepack-e2e-idle-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // The suite's own server script, on the build it has just served (no second build), so this server gets
  // the same environment (the embedded database and the built-in fakes, whatever the caller's setup), in a
  // folder of its own, which the script removes when it stops.
  server = spawn(process.execPath, [join('apps', 'web-e2e', 'scripts', 'serve.mjs')], {
    env: {
      ...process.env,
      MAPLEPACK_E2E_SKIP_BUILD: '1',
      MAPLEPACK_E2E_PORT: String(port),
      MAPLEPACK_E2E_DATA_DIR: dataDir,
      ADMIN_SESSION_IDLE_MINUTES: String(IDLE_MINUTES),
    },
    stdio: 'inherit',
  });
  const deadline = Date.now() + 150_000;
  for (;;) {
    const ready = await fetch(`${origin}/api/v1/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (server.exitCode !== null) throw new Error(`the second server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('the second server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (server !== undefined && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true });
});

test('after the idle time, the next step asks to sign in again and comes back to the same page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const staff = DEMO_STAFF.fulfilment;
  await signInToAdmin(page, staff, `${origin}/admin/fulfilment`);
  await expect(page.getByRole('heading', { level: 1, name: /Packing list/ })).toBeVisible();

  // Idle a little past the limit, then act: the answer is 401 and the sign-in screen says why.
  await page.waitForTimeout(IDLE_MINUTES * 60_000 + 5_000);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await expect(page.getByText('Your session has ended. Please sign in again')).toBeVisible();

  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
  await enterCode(page, staff);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${origin}/admin/orders`));
});
