import { expect, test } from './support/test';
import { expectHeading, IE11_USER_AGENT } from './support/fixtures';

test.describe('error screen', () => {
  test('an unknown address shows the 404 screen with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    // Issue 17: the server answers 404 for a path the web route table does not know, with the app,
    // which shows its not-found page.
    expect(response?.status()).toBe(404);
    await expectHeading(page, 'Page not found');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);

    await page.getByRole('link', { name: 'Home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown product category is a 404, not an empty catalogue', async ({ page }) => {
    const response = await page.goto('/products/not-a-category/not-an-id');
    expect(response?.status()).toBe(404);
    await expectHeading(page, 'Page not found');
  });

  test('an unknown API path stays a JSON 404', async ({ request }) => {
    const response = await request.get('/api/v1/no-such-resource');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
  });
});

test.describe('Internet Explorer', () => {
  test.use({ userAgent: IE11_USER_AGENT });

  test('is sent to /unsupported from any page', async ({ page }) => {
    await page.goto('/products');
    await expect(page).toHaveURL(/\/unsupported$/);
    await expectHeading(page, 'Your browser is not supported');
  });

  test('stays on /unsupported', async ({ page }) => {
    await page.goto('/unsupported');
    await expect(page).toHaveURL(/\/unsupported$/);
    await expectHeading(page, 'Your browser is not supported');
  });
});

test.describe('header', () => {
  test('the cart counter shows a plus while the cart is empty', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
    await expect(page.getByTestId('cart-counter')).toHaveText('+');
  });

  test('the main menu links lead to their pages', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [
      ['Our Team', '/team'],
      ['About Us', '/about'],
      ['Products', '/products'],
    ] as const) {
      await main.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await expect(main.getByRole('link', { name: 'Blog' })).toHaveAttribute('target', '_blank');
  });
});

test.describe('cookie bar, first visit', () => {
  test.use({ cookieBar: true });

  test('asks once: Accept hides it, and it stays hidden after a reload', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Cookie notice' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Accept' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toBeHidden();
  });
});
