import { type Page } from '@playwright/test';
import { DEMO_STAFF, enterCode, signInToAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

/**
 * The owner's staff job in the back office (issue 18): the owner adds a support member and reads, once,
 * their password, setup key and recovery codes; the new member signs in with them (a code computed
 * from the shown setup key, as their authenticator app would), then again with a recovery code; the
 * owner disables them and their next request lands on the sign-in screen. Axe runs on the new pages.
 */
test.describe.configure({ mode: 'serial' });

const email = `staff-e2e-${Date.now()}@maplepack.test`;
const NAME = 'Nora Newhire';

async function signInAs(page: Page, password: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
}

test('the owner adds a support member who signs in with what was shown once; disabled, they are signed out', async ({
  browser,
  page,
}) => {
  await signInToAdmin(page, DEMO_STAFF.owner);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('cell', { name: DEMO_STAFF.owner.email, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole('region', { name: 'Add a staff member' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Name/).fill(NAME);
  await form.getByLabel('Role').selectOption('support');
  await form.getByRole('button', { name: 'Create staff member' }).click();

  const shown = page.getByRole('region', { name: /Shown once/ });
  await expect(shown).toContainText('never shown again');
  await expect(shown.getByRole('img', { name: /QR code/ })).toBeVisible();
  const password = (await shown.getByTestId('shown-password').textContent()) ?? '';
  const setupKey = (await shown.getByTestId('shown-setup-key').textContent()) ?? '';
  const codes = ((await shown.getByTestId('shown-recovery-codes').textContent()) ?? '').split('\n');
  expect(password).toHaveLength(24);
  expect(codes).toHaveLength(10);
  await expectNoSeriousA11yViolations(page);
  await shown.getByRole('button', { name: /I have copied them/ }).click();
  await expect(page.getByText(password)).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Never');

  // The new member, in their own browser: the password, then a code from the shown setup key.
  const theirs = await browser.newContext();
  const member = await theirs.newPage();
  await signInAs(member, password);
  await enterCode(member, { email, password, totpSecret: setupKey, name: NAME });
  await member.getByRole('link', { name: 'My security' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'My security' })).toBeVisible();
  await expect(member.getByText('You have 10 recovery codes left.')).toBeVisible();
  await expectNoSeriousA11yViolations(member);
  await member.getByRole('button', { name: 'Sign out' }).click();

  // Again, with one of the shown recovery codes.
  await signInAs(member, password);
  await member.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await member.getByLabel('Recovery code').fill(codes[0] ?? '');
  await member.getByRole('button', { name: 'Sign in' }).click();
  await expect(member.getByRole('banner').getByText(NAME, { exact: true })).toBeVisible();
  await member.getByRole('link', { name: 'My security' }).click();
  await expect(
    member.getByRole('paragraph').filter({ hasText: 'You have 9 recovery codes left.' }),
  ).toBeVisible();

  // The owner disables them: their next request lands on the sign-in screen.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByRole('button', { name: `Disable ${email}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${email} was updated.` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Disabled');

  // No reload: the page's next API call (the codes left) is refused and the app shows the sign-in.
  await member.getByRole('link', { name: 'Home' }).click();
  await member.getByRole('link', { name: 'My security' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await theirs.close();
});
