import { categoryBySlug } from '@maplepack/catalog';
import { expectNoSeriousA11yViolations } from './support/axe';
import { inStockProducts } from './support/catalogue';
import { expectHeading } from './support/fixtures';
import { mailTo } from './support/outbox';
import { expect, test } from './support/test';

const INBOX = 'hello@maplepack.ca';

test.describe('help widget', () => {
  test('finds an answer in the FAQ, then sends a question with the page and the cart to the shop', async ({
    page,
    request,
  }) => {
    const herbs = categoryBySlug('herbs');
    if (herbs === undefined) throw new Error('catalog has no herbs category');
    const [product] = await inStockProducts(request, herbs);
    if (product === undefined) throw new Error('the seed has no herbal in stock');

    await page.goto('/products/herbs');
    await page.getByRole('button', { name: `Add to cart: ${product.name}`, exact: true }).click();
    await expect(page.getByTestId('cart-counter')).toHaveText('1');

    await page.getByRole('button', { name: 'Help', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'How can we help?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('searchbox', { name: /search our answers/i }).fill('shipping cost');
    await dialog.getByRole('button', { name: 'How much does shipping cost?' }).click();
    await expect(dialog.getByText(/free on orders over \$60/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'How do I cancel?' })).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    // Nothing typed is lost when a field is missing.
    // Short, so the e-mail's subject stays on one header line; unique per run and attempt.
    const question = `Vegan? #${test.info().retry}-${Date.now() % 100_000}`;
    await dialog.getByRole('textbox', { name: 'Your question' }).fill(question);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is required',
    );
    await expect(dialog.getByRole('textbox', { name: 'Your question' })).toHaveValue(question);

    await dialog.getByRole('textbox', { name: 'Name' }).fill('Marie Tremblay');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('marie.help@example.ca');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Thank you, your message is on its way. We answer within one business day.',
    );

    const mail = await mailTo(INBOX, `Help request from Marie Tremblay: ${question}`);
    expect(mail.body).toMatch(/^Reply-To: marie\.help@example\.ca$/m);
    expect(mail.body).toContain('/products/herbs');
    expect(mail.body).toContain(`${product.name}: morning 1, evening 0`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Help', exact: true })).toBeFocused();
  });

  test.describe('first visit', () => {
    test.use({ cookieBar: true });

    test('sits above the cookie bar, never under it', async ({ page }) => {
      await page.goto('/about');
      await expectHeading(page, /.+/);
      const help = page.getByRole('button', { name: 'Help', exact: true });
      const cookies = page.getByRole('region', { name: 'Cookie notice' });
      await expect(help).toBeVisible();
      await expect(cookies).toBeVisible();
      const helpBox = await help.boundingBox();
      const cookieBox = await cookies.boundingBox();
      if (helpBox === null || cookieBox === null) throw new Error('the help button or cookie bar has no box');
      expect(helpBox.y + helpBox.height).toBeLessThanOrEqual(cookieBox.y);
      await help.click();
      await expect(page.getByRole('dialog', { name: 'How can we help?' })).toBeVisible();
    });
  });
});
