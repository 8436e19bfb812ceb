// Buying in French (issue 16): products added on French pages, the cart (totals, a refused coupon, the
// shipping estimate with a French province name), then the checkout as a guest with the test card, as
// checkout.spec.ts does in English, to the thank-you page. No English catalogue string is left on any of
// these pages, and axe finds no serious violation on each.
import { checkoutReceiptResponseSchema } from '@maplepack/api-contract';
import { categoryBySlug } from '@maplepack/catalog';
import { CATALOGUE_FR } from '@maplepack/catalog-data';
import { type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { inStockProducts } from './support/catalogue';
import { CHECKOUT_PASSWORD, newEmail } from './support/checkout';
import { expectHeading } from './support/fixtures';
import { englishIn } from './support/french';
import { expect, test } from './support/test';

/** Amounts as French writes them: '4,50 $' (Intl's non-breaking spaces, also before « : »). */
const FRENCH_MONEY = /^-?\d{1,3}(?:\u00a0\d{3})*,\d{2}\u00a0\$$/;

/** No English string of the catalogue in the page's main content, and no serious axe violation. */
async function expectFrenchAndAccessible(page: Page): Promise<void> {
  expect(await englishIn(page, 'main')).toEqual([]);
  await expectNoSeriousA11yViolations(page);
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** The amount beside a term of the cart's summary ('Sous-total', 'Livraison', …). */
async function cartValue(page: Page, term: string): Promise<string> {
  const summary = page.locator('dl[aria-label="Résumé de la commande"]');
  const text = await summary
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
  return text ?? '';
}

test.describe('buying in French', () => {
  test('a guest fills a cart and checks out in French, to the thank-you page', async ({ page }) => {
    test.setTimeout(180_000);
    // Two products safe together (a vitamin and an oil, as support/checkout.ts buys), added on French pages.
    const names: string[] = [];
    for (const slug of ['vitamin', 'nutritional-oils']) {
      const category = categoryBySlug(slug);
      if (category === undefined) throw new Error(`catalog has no ${slug} category`);
      const [product] = await inStockProducts(page.request, category);
      if (product === undefined) throw new Error(`the seed has no ${slug} product in stock`);
      const name = CATALOGUE_FR[product.id]?.name ?? product.name;
      names.push(name);
      await page.goto(`/fr/products/${slug}/${product.id}`);
      await expectHeading(page, name);
      await page
        .getByRole('main')
        .getByRole('button', { name: `Ajouter au panier : ${name}`, exact: true })
        .click();
      // A press made before the page's script took it over is replayed after: leave once it counted.
      await expect(page.getByTestId('cart-counter')).toHaveText(String(names.length));
    }

    // The cart.
    await page.goto('/fr/cart');
    await expectHeading(page, 'Votre panier');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    for (const name of names) await expect(page.getByRole('listitem', { name })).toContainText('/ mois');
    expect(await cartValue(page, 'Sous-total')).toMatch(FRENCH_MONEY);
    expect(await cartValue(page, 'Livraison')).toBe('À calculer');
    expect(await cartValue(page, 'Taxes')).toBe('À calculer');

    const coupon = page.getByRole('form', { name: 'Coupon' });
    await coupon.getByRole('textbox', { name: 'Code de coupon' }).fill('pas-un-coupon');
    await coupon.getByRole('button', { name: 'Appliquer' }).click();
    // The server's refusal, in the page's language (Accept-Language: fr).
    // (The Apply button has a status spinner of its own.) The API's French table still writes some
    // apostrophes straight, so either is accepted here.
    const refusal = /^Le coupon n[’']est pas valide\.$/;
    await expect(coupon.getByRole('status').filter({ hasText: refusal })).toHaveText(refusal);

    const estimate = page.getByRole('form', { name: 'Estimer la livraison et les taxes' });
    await estimate.getByRole('textbox', { name: 'Code postal' }).fill('H2X 1Y4');
    await expect(estimate.getByText('Province\u00a0: Québec')).toBeVisible();
    await estimate.getByRole('textbox', { name: 'Ville' }).fill('Montréal');
    await estimate.getByRole('button', { name: 'Estimer' }).click();
    await expect(page.getByText('Estimation pour Montréal, Québec H2X 1Y4')).toBeVisible();
    expect(await cartValue(page, 'Taxes')).toMatch(FRENCH_MONEY);
    expect(await cartValue(page, 'Total')).toMatch(FRENCH_MONEY);
    await expectFrenchAndAccessible(page);

    // The checkout, as a guest.
    await page.getByRole('link', { name: 'Passer à la caisse' }).click();
    await expect(page).toHaveURL(/\/fr\/checkout$/);
    await expectHeading(page, 'Caisse');
    await expect(stepHeading(page, 'Vos coordonnées')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Étapes de la commande' })).toContainText(
      '1. Vos coordonnées',
    );
    await expectFrenchAndAccessible(page);
    // Nothing typed yet: the contract's messages, in French.
    await page.getByRole('button', { name: 'Continuer vers la livraison' }).click();
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription(
      'Veuillez entrer un nom valide\u00a0: lettres, espaces et traits d’union seulement.',
    );
    await expectFrenchAndAccessible(page);
    const email = newEmail('francais');
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Anne');
    await page.getByRole('textbox', { name: 'Nom de famille' }).fill('Tremblay');
    await page.getByRole('textbox', { name: /^Courriel/ }).fill(email);
    await page.getByLabel(/^Mot de passe de votre compte/).fill(CHECKOUT_PASSWORD);
    await page.getByRole('checkbox', { name: /J’accepte les Conditions générales/ }).check();
    await page.getByRole('button', { name: 'Continuer vers la livraison' }).click();

    await expect(stepHeading(page, 'Adresse de livraison')).toBeVisible();
    await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('1234, rue Saint-Denis');
    await page.getByRole('textbox', { name: 'Ville' }).fill('Montréal');
    await page.getByRole('combobox', { name: 'Province ou territoire' }).selectOption({ label: 'Québec' });
    await page.getByRole('textbox', { name: 'Code postal' }).fill('H2X 1Y4');
    await expectFrenchAndAccessible(page);
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();

    await expect(stepHeading(page, 'Vérifier et payer')).toBeVisible();
    const total = page.getByTestId('checkout-total');
    await expect(total).toHaveText(FRENCH_MONEY);
    await expect(page.getByText(/Livrer à 1234, rue Saint-Denis, Montréal, Québec, H2X 1Y4/)).toBeVisible();
    // The renewal's day, as French writes it.
    await expect(page.getByRole('complementary', { name: 'Votre commande' })).toContainText(
      /le \d{1,2}(er)? (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/,
    );
    const card = page.getByRole('form', { name: 'Paiement par carte (mode test)' });
    await expect(card).toBeVisible();
    await expectFrenchAndAccessible(page);
    const charged = await total.textContent();
    await card.getByRole('textbox', { name: 'Numéro de carte' }).fill('4242 4242 4242 4242');
    await card.getByRole('textbox', { name: 'Date d’expiration (MM/AA)' }).fill('12/35');
    await card.getByRole('textbox', { name: 'Code de sécurité (CVC)' }).fill('123');
    await card.getByRole('textbox', { name: 'Nom sur la carte' }).fill('Anne Tremblay');
    await card.getByRole('button', { name: 'Passer la commande' }).click();

    // The thank-you page.
    await expect(page).toHaveURL(/\/fr\/thank-you$/, { timeout: 20_000 });
    await expectHeading(page, 'Merci');
    const response = await page.request.get('/api/v1/checkout/receipt');
    expect(response.ok()).toBe(true);
    const { receipt } = checkoutReceiptResponseSchema.parse(await response.json());
    if (receipt.order_number !== null)
      await expect(page.getByText(`Numéro de commande\u00a0: ${receipt.order_number}`)).toBeVisible();
    await expect(page.getByText(`Merci, Anne\u00a0: votre commande est passée.`)).toBeVisible();
    await expect(page.getByText(`${charged ?? ''} (Visa se terminant par 4242)`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Aller à mon compte' })).toHaveAttribute(
      'href',
      '/fr/subscription',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anne' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFrenchAndAccessible(page);
  });
});
