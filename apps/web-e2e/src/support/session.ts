import { expect, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from './fixtures';

/** Fills and sends the /login form; the caller is already on /login (possibly with ?redirect=). */
export async function submitLogin(
  page: Page,
  credentials: { email: string; password: string } = DEMO_CUSTOMER,
) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Password').fill(credentials.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs the demo customer in through the real form and waits for the header to greet them. */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLogin(page);
  await expect(page.getByRole('banner').getByRole('link', { name: DEMO_FIRST_NAME })).toBeVisible();
}

/** The seeded demo customer's first name, shown in the my-account header. */
export const DEMO_FIRST_NAME = 'Jamie';
