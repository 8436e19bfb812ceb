import { DEMO_STAFF, enterCode, totpCode } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

/**
 * Staff sign-in to the back office (issue 18): password, then the authenticator's code; a wrong code is
 * refused in the alert; the recovery-code path is offered; the page asked for comes back after sign-in;
 * signing out ends the session on the server.
 */
test('a staff member signs in with the authenticator code and lands on the page they asked for', async ({
  page,
}) => {
  const staff = DEMO_STAFF.fulfilment;
  // The back office runs under the shop's CSP (no 'unsafe-eval'): nothing refused, no script error.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text()))
      refused.push(message.text());
  });
  page.on('pageerror', (error) => refused.push(error.message));
  await page.goto('/admin/fulfilment');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your email.')).toBeVisible();
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');

  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
  const code = page.getByLabel('Code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app');
  await expectNoSeriousA11yViolations(page);

  // A code from an hour ago is refused, with the server's words.
  await code.fill(totpCode(staff.totpSecret, Date.now() - 3_600_000));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right.');

  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await page.getByRole('button', { name: 'Use the code from your authenticator app' }).click();
  await enterCode(page, staff);

  await expect(page).toHaveURL(/\/admin\/fulfilment$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Packing list for / })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('Fulfilment');
  await expect(banner.getByRole('navigation').getByRole('link')).toHaveText([
    'Home',
    'Dashboard',
    'Orders',
    'Packing list',
  ]);

  // The audit log is the owner's: the page says so, and the API refuses it too.
  await page.goto('/admin/audit');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your role does not allow this page.' }),
  ).toBeVisible();
  const audit = await page.request.get('/api/v1/admin/audit');
  expect(audit.status()).toBe(403);

  await banner.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  const after = await page.request.get('/api/v1/admin/session');
  expect(after.status()).toBe(401);
  expect(refused).toEqual([]);
});
