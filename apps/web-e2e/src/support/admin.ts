import { expect, type Page } from '@playwright/test';
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

/** The code step: today's code, or the next one when this one was used already. */
export async function enterCode(page: Page, staff: DemoStaff): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.getByLabel('Code').fill(totpCode(staff.totpSecret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const signedIn = page.getByRole('banner').getByText(staff.name, { exact: true });
    const refused = page.getByRole('alert').filter({ hasText: /code/i });
    await expect(signedIn.or(refused)).toBeVisible({ timeout: 15_000 });
    if (await signedIn.isVisible()) return;
    const waitMs = 30_000 - (Date.now() % 30_000) + 1_000;
    await page.waitForTimeout(waitMs);
  }
  throw new Error(`${staff.email}: no code was accepted`);
}
