import { expect, test } from './support/test';
import { expectHeading } from './support/fixtures';

/** The content pages with the heading their seeded page gives them (apps/api/seed/pages). */
const CONTENT_PAGES = [
  ['/about', 'About Us'],
  ['/team', 'Our Team'],
  ['/faq', 'FAQ'],
  ['/terms-and-conditions', /Terms/],
  ['/privacy-policy', /Privacy/],
  ['/references', /References/],
] as const;

test.describe('content pages', () => {
  for (const [path, heading] of CONTENT_PAGES) {
    test(`${path} shows its content from the content backend`, async ({ page }) => {
      await page.goto(path);
      await expectHeading(page, heading);
      // The body came through: more than the heading, and no load-failure message.
      await expect(page.getByRole('main').locator('p').first()).toBeVisible();
      await expect(page.getByText('No valid data retrieved')).toHaveCount(0);
    });
  }

  test('the footer shows its disclaimer and copyright from the footer page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(/©|copyright/i);
  });

  test('FAQ answers open and close with the keyboard', async ({ page }) => {
    await page.goto('/faq');
    const question = page.getByRole('button', { name: 'How much does shipping cost?' });
    const answer = page.getByRole('region', { name: 'How much does shipping cost?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toContainText('Canada Post');
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
  });

  test('/team?to=advisory-board scrolls to and focuses the advisory board', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    await page.goto('/team?to=advisory-board');
    const board = page.getByRole('heading', { name: 'Our Advisory Board' });
    await expect(board).toBeFocused();
    await expect(board).toBeInViewport();
  });
});
