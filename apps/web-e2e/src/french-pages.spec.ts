import { randomUUID } from 'node:crypto';
import { categoryBySlug } from '@maplepack/catalog';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { firstInStockProduct } from './support/catalogue';
import { englishIn } from './support/french';
import { registerCustomer, signIn } from './support/session';

// Every page of the shop in French (issue 16): each shows its heading in French, no English text of the
// web app's catalogue anywhere (header, main, footer, dialogs' triggers), and no serious axe violation.
// The flows themselves (the assessment, the checkout, the account's actions) have their own French specs.

/** Opens a French page and waits until it and its lazy parts have settled. */
async function openFrench(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function expectAllFrench(page: Page): Promise<void> {
  expect(await englishIn(page, 'header, main, footer, body > [role], [aria-label]')).toEqual([]);
  await expectNoSeriousA11yViolations(page);
}

const PUBLIC_PAGES: ReadonlyArray<{ path: string; heading: string | RegExp }> = [
  { path: '/fr/about', heading: 'À propos' },
  { path: '/fr/faq', heading: 'FAQ' },
  { path: '/fr/team', heading: 'Notre équipe' },
  { path: '/fr/references', heading: 'Références' },
  { path: '/fr/privacy-policy', heading: 'Politique de confidentialité' },
  { path: '/fr/terms-and-conditions', heading: 'Conditions générales' },
  { path: '/fr/products', heading: 'Produits' },
  { path: '/fr/forbidden', heading: 'Accès refusé.' },
  { path: '/fr/mailing-list/confirm?token=', heading: 'Confirmez votre inscription' },
  { path: '/fr/mailing-list/unsubscribe?token=', heading: 'Me désabonner' },
  { path: '/fr/cart', heading: /Panier|Votre panier/ },
  { path: '/fr/login', heading: 'Se connecter' },
  { path: '/fr/forgot-password', heading: /mot de passe/i },
];

test.describe('every page in French', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} is all French`, async ({ page }) => {
      await openFrench(page, path, heading);
      await expectAllFrench(page);
    });
  }

  test('a product page and the help dialog are all French', async ({ page, request }) => {
    const vitamins = categoryBySlug('vitamin');
    if (vitamins === undefined) throw new Error('catalog has no vitamin category');
    const product = await firstInStockProduct(request, vitamins);
    await page.goto(`/fr/products/vitamin/${product.id}`);
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: /^Ajouter au panier\s*:/ })
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAllFrench(page);

    await page.getByRole('button', { name: 'Aide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comment pouvons-nous vous aider ?' });
    await expect(dialog.getByRole('searchbox', { name: 'Chercher dans nos réponses' })).toBeVisible();
    // The form's errors are French too, not the API's English words.
    await dialog.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(dialog.getByText('Veuillez écrire votre question')).toBeVisible();
    expect(await englishIn(page, '[role="dialog"]')).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('the browser-not-supported page is all French', async ({ page }) => {
    await openFrench(page, '/fr/unsupported', 'Votre navigateur n’est pas pris en charge');
    expect(await englishIn(page, 'body')).toEqual([]);
    await expect(page).toHaveTitle('Votre navigateur n’est pas pris en charge | Maplepack');
  });

  test("a customer's pages are all French", async ({ page, request }) => {
    const email = `fr-pages-${randomUUID()}@example.ca`;
    await registerCustomer(request, email);
    await signIn(page, email);
    for (const path of ['/fr/account-details', '/fr/addresses', '/fr/orders', '/fr/subscription']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await englishIn(page, 'header, main, footer'), path).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
