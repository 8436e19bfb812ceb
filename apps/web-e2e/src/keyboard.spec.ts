import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectHeading } from './support/fixtures';

/** Presses Tab once per expected stop and checks that each one receives focus, in order. */
async function expectTabOrder(page: Page, stops: Locator[]): Promise<void> {
  for (const stop of stops) {
    await page.keyboard.press('Tab');
    await expect(stop).toBeFocused();
  }
}

test.describe('keyboard, desktop', () => {
  test('tabs through the header in reading order', async ({ page }) => {
    await page.goto('/about');
    await expectHeading(page, /.+/);
    const header = page.getByRole('banner');
    await expectTabOrder(page, [
      page.getByRole('link', { name: 'Skip to content' }),
      header.getByRole('link', { name: 'Maplepack home' }),
      header.getByRole('link', { name: 'Products', exact: true }),
      header.getByRole('link', { name: 'Our Team' }),
      header.getByRole('link', { name: 'About Us' }),
      header.getByRole('link', { name: 'Blog' }),
      header.getByRole('link', { name: 'Health Assessment' }),
      header.getByRole('link', { name: 'Français' }),
      header.getByRole('link', { name: 'Cart, empty' }),
      header.getByRole('link', { name: 'Sign In' }),
    ]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expectHeading(page, 'Sign In');
  });

  test('the skip link moves focus to the page content', async ({ page }) => {
    await page.goto('/team');
    await expectHeading(page, /.+/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('a header link followed with Enter opens its page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Our Team' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/team$/);
  });
});

test.describe('keyboard, phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('opens the sidebar, closes it with Escape, follows a link from it', async ({ page }) => {
    await page.goto('/');
    await expectHeading(page, /.+/);
    const header = page.getByRole('banner');
    const openMenu = header.getByRole('button', { name: 'Open menu' });
    await expectTabOrder(page, [
      page.getByRole('link', { name: 'Skip to content' }),
      header.getByRole('link', { name: 'Maplepack home' }),
    ]);
    // The desktop menu is hidden on a phone: the next stops are the language switch, the cart and the
    // menu button.
    await expectTabOrder(page, [
      header.getByRole('link', { name: 'Français' }),
      header.getByRole('link', { name: 'Cart, empty' }),
      openMenu,
    ]);
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('navigation', { name: 'Mobile' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(openMenu).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();

    await openMenu.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expectTabOrder(page, [
      sidebar.getByRole('link', { name: 'Health Assessment' }),
      sidebar.getByRole('link', { name: 'Products' }),
      sidebar.getByRole('link', { name: 'Our Team' }),
    ]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/team$/);
    // Spec §2: the sidebar closes on route change.
    await expect(sidebar).toBeHidden();
  });

  test('the close button closes the sidebar', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Mobile' });
    await sidebar.getByRole('button', { name: 'Close menu' }).press('Enter');
    await expect(sidebar).toBeHidden();
  });
});
