import { expect, test } from './support/test';
import { expectHeading } from './support/fixtures';
import { DEMO_FIRST_NAME, signInAsDemo, submitLogin } from './support/session';

test.describe('guarded routes', () => {
  for (const path of ['/orders', '/subscription', '/addresses', '/account-details']) {
    test(`a guest on ${path} is sent to /login, remembering the page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
      await expectHeading(page, 'Sign In');
    });
  }

  test('a non-local redirect is refused with the error screen', async ({ page }) => {
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await expectHeading(page, 'An error occurred');
  });
});

test.describe('sign in', () => {
  test('after login a guest returns to the page remembered before the redirect', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/);
    await submitLogin(page);
    await expect(page).toHaveURL(/\/orders$/);
    await expectHeading(page, 'My Orders');
    await expect(page.getByRole('banner').getByRole('link', { name: DEMO_FIRST_NAME })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  test('without a remembered page, login lands on /subscription', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page);
    await expect(page).toHaveURL(/\/subscription$/);
    await expectHeading(page, 'My Subscription');
  });

  test('a wrong password is refused with the API message and no redirect', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, { email: 'demo@maplepack.ca', password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('The email or password you entered is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in customer visiting /login goes home, and the session survives a reload', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/subscription');
    await expectHeading(page, 'My Subscription');
  });

  test('a signed-in customer reaches /checkout in their own mode (it is no longer guest-only)', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/checkout$/);
    await expectHeading(page, 'Checkout');
  });

  test('logout from the account menu, by keyboard, returns to guest', async ({ page }) => {
    await signInAsDemo(page);
    const toggle = page.getByRole('button', { name: 'Account menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Logout' }).press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/);
  });
});
