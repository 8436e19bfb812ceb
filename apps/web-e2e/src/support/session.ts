import { CLIENT_HEADER_NAME, customerResponseSchema } from '@maplepack/api-contract';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CHECKOUT_PASSWORD } from './checkout';
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

/**
 * Registers a customer through the API, from a request context of its own so the browser stays a
 * guest. Tests that change a customer's plan or orders use one of these, never the demo customer,
 * whom specs running in another worker read at the same time.
 */
export async function registerCustomer(
  request: APIRequestContext,
  email: string,
  password: string = CHECKOUT_PASSWORD,
): Promise<void> {
  const response = await request.post('/api/v1/customers', {
    headers: { [CLIENT_HEADER_NAME]: 'e2e' },
    data: { first_name: 'Ann', last_name: 'Tremblay', email, password },
  });
  expect(response.status(), await response.text()).toBe(201);
  customerResponseSchema.parse(await response.json());
}

/** Signs in a customer made by `registerCustomer` (first name Ann) through the real form. */
export async function signIn(page: Page, email: string, password: string = CHECKOUT_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, { email, password });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ann' })).toBeVisible();
}
