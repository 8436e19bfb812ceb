import { categoryBySlug } from '@maplepack/catalog';
import { CATALOGUE_FR } from '@maplepack/catalog-data';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { firstInStockProduct } from './support/catalogue';
import { expectHeading } from './support/fixtures';
import { englishIn, LOCALE_KEY } from './support/french';

async function alternates(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
        link.hreflang,
        new URL(link.href).pathname,
      ]),
    ),
  );
}

test.describe('the shop in French', () => {
  test('the home page at /fr: French chrome, lang, hreflang, and no serious axe violation', async ({
    page,
  }) => {
    await page.goto('/fr');
    await expectHeading(page, 'Maplepack');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Produits', exact: true })).toHaveAttribute(
      'href',
      '/fr/products',
    );
    await expect(header.getByRole('link', { name: 'Questionnaire santé' })).toHaveAttribute(
      'href',
      '/fr/health-assessment',
    );
    await expect(header.getByRole('link', { name: 'Panier, vide' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Explorer' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'English' })).toBeVisible();
    expect(await alternates(page)).toEqual({ 'en-CA': '/', 'fr-CA': '/fr', 'x-default': '/' });
    // The page's content comes from the pages API in French too.
    await expect(
      page.getByText('Des vitamines choisies pour vous, en sachets pour chaque jour.'),
    ).toBeVisible();
    await expect(footer.getByText(/Tous droits réservés/)).toBeVisible();
    // No English catalogue string is left anywhere on the page.
    expect(await englishIn(page, 'header, footer, main, [aria-label]')).toEqual([]);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  });

  test('the switch keeps the page and the cart, and the choice is remembered', async ({ page, request }) => {
    const vitamins = categoryBySlug('vitamin');
    if (vitamins === undefined) throw new Error('catalog has no vitamin category');
    const product = await firstInStockProduct(request, vitamins);
    await page.goto(`/products/vitamin/${product.id}`);
    await expectHeading(page, product.name);
    await page
      .getByRole('main')
      .getByRole('button', { name: `Add to cart: ${product.name}`, exact: true })
      .click();
    await expect(page.getByTestId('cart-counter')).toHaveText('1');

    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/products/vitamin/${product.id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    // The product is read again in French: its French label's name.
    await expectHeading(page, CATALOGUE_FR[product.id]?.name ?? 'a French name');
    await expect(page.getByTestId('cart-counter')).toHaveText('1');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Panier, 1 article' })).toHaveAttribute(
      'href',
      '/fr/cart',
    );
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LOCALE_KEY)).toBe('fr');

    // A new visit to the home page follows the remembered choice.
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByTestId('cart-counter')).toHaveText('1');

    // And back to English from the footer, on the same page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('the catalogue in French: tabs, names, prices and facts, with no English left', async ({ page }) => {
    await page.goto('/fr/products/vitamin');
    await expectHeading(page, 'Vitamines');
    const tabs = page.getByRole('navigation', { name: 'Catégories de produits' });
    await expect(tabs.getByRole('link', { name: 'Tous' })).toHaveAttribute('href', '/fr/products');
    await expect(tabs.getByRole('link', { name: 'Minéraux' })).toHaveAttribute(
      'href',
      '/fr/products/minerals',
    );
    const main = page.getByRole('main');
    const card = main.getByRole('article').first();
    const name = (await card.getByRole('heading').innerText()).trim();
    expect(Object.values(CATALOGUE_FR).map((texts) => texts.name)).toContain(name);
    await expect(card).toContainText(/\d+,\d{2}\s\$ \/ mois/);
    await expect(card.getByRole('button', { name: `Ajouter au panier\u00a0: ${name}` })).toBeVisible();
    expect(await englishIn(page, 'main')).toEqual([]);

    await card.getByRole('button', { name: `Ajouter au panier\u00a0: ${name}` }).click();
    await expect(page.getByTestId('cart-counter')).toHaveText('1');
    await expect(page.getByText(`${name} a été ajouté à votre panier.`, { exact: false })).toBeVisible();

    await card.getByRole('link', { name }).click();
    await expectHeading(page, name);
    await expect(main.getByText(/^Prix d’un comprimé par jour pendant un mois\./)).toBeVisible();
    await expect(main.getByText('Dose standard du matin')).toBeVisible();
    expect(await englishIn(page, 'main')).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown French page answers 404 with the French not-found page', async ({ page }) => {
    const response = await page.goto('/fr/no-such-page');
    expect(response?.status()).toBe(404);
    await expectHeading(page, 'Page introuvable');
    await expect(page.getByRole('link', { name: 'Page d’accueil' })).toHaveAttribute('href', '/fr');
  });
});

test.describe('a first visit from a French browser', () => {
  test.use({ locale: 'fr-CA' });

  test('lands on the French home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expectHeading(page, 'Maplepack');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Produits', exact: true })).toBeVisible();
  });
});
