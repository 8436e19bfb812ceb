import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** A demo staff member of the embedded database (apps/api/README.md, "Back office"). */
export interface DemoStaff {
  email: string;
  password: string;
  /** The documented base32 TOTP secret of the demo account. */
  totpSecret: string;
  name: string;
}

/**
 * The demo staff seeded into the embedded database, one per role (apps/api/src/db/seed/seed-demo-staff.ts,
 * README "Back office"). Copied, not imported: an app may not import another app.
 */
const demoStaff = (role: string, name: string): DemoStaff => ({
  email: `${role}@maplepack.test`,
  password: 'maplepack-staff-demo',
  totpSecret: `MAPLEPACKDEMO${role.toUpperCase()}`.padEnd(32, 'A'),
  name,
});
export const DEMO_STAFF = {
  owner: demoStaff('owner', 'Olivia Owner'),
  support: demoStaff('support', 'Sam Support'),
  fulfilment: demoStaff('fulfilment', 'Felix Fulfilment'),
  pharmacist: demoStaff('pharmacist', 'Priya Pharmacist'),
  catalogue: demoStaff('catalogue', 'Camille Catalogue'),
} as const;

/** The 6-digit code an authenticator app shows for `secret` at `at`. */
export function totpCode(secret: string, at: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });
}

/**
 * Signs a demo staff member in through the back office's two steps. A code is accepted once (the server
 * refuses a replay), so when the same account signed in during this 30-second window, it waits for the
 * next code, as a person would.
 */
export async function signInToAdmin(page: Page, staff: DemoStaff, path = '/admin'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
  await enterCode(page, staff);
}

const PERIOD_MS = 30_000;

/**
 * Claims the 30-second window `step` for `email` across the suite's workers (a file created once, in
 * the run's own folder that playwright.config.ts chose). The server takes a code once and counts a
 * refused one against the account (5 in 15 minutes, then it waits), so two workers must never send the
 * same account's code for the same window.
 */
function claimWindow(email: string, step: number): boolean {
  const root = process.env['MAPLEPACK_E2E_DATA_DIR'];
  if (root === undefined) throw new Error('MAPLEPACK_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const dir = join(root, 'totp-windows');
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(join(dir, `${email}-${step}`), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * The code step: the code of a window no other worker used for this account, waiting for the next
 * window as a person would when this one is taken; the wait is added to the test's time budget.
 */
export async function enterCode(page: Page, staff: DemoStaff): Promise<void> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / PERIOD_MS);
    if (claimWindow(staff.email, step)) {
      await page.getByLabel('Code').fill(totpCode(staff.totpSecret, now));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('banner').getByText(staff.name, { exact: true })).toBeVisible({
        timeout: 15_000,
      });
      return;
    }
    const waitMs = (step + 1) * PERIOD_MS - now + 250;
    test.info().setTimeout(test.info().timeout + waitMs);
    await page.waitForTimeout(waitMs);
  }
}
