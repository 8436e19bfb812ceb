import { customerResponseSchema, orderListResponseSchema } from '@maplepack/api-contract';
import { type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CHECKOUT_PASSWORD, customerByCheckout, newEmail } from './support/checkout';
import { expectHeading } from './support/fixtures';
import { englishIn } from './support/french';
import { expect, test } from './support/test';

const NBSP = '\u00a0';

/**
 * The page is French, shows no English catalogue string in `main`, and axe finds nothing serious, once
 * `ready` (what the page shows when its data has arrived) is visible.
 */
async function expectFrenchPage(page: Page, heading: string | RegExp, ready: Locator): Promise<void> {
  await expectHeading(page, heading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(ready).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await englishIn(page, 'main')).toEqual([]);
  await expectNoSeriousA11yViolations(page);
}

test.describe('the account pages in French', () => {
  test('a customer with an order and a plan signs in at /fr/login and reads every account page in French', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    const email = newEmail('french-account');
    // An order and its plan, bought in English (the checkout signs the new customer in).
    await customerByCheckout(page, email);
    await context.clearCookies();

    await test.step('signed out: /fr/forgot-password and /fr/reset-password', async () => {
      await page.goto('/fr/forgot-password');
      await expectFrenchPage(
        page,
        'Mot de passe oublié',
        page.getByRole('form', { name: 'Réinitialiser votre mot de passe' }),
      );
      await page.goto('/fr/reset-password');
      await expectFrenchPage(page, 'Réinitialiser le mot de passe', page.getByRole('alert'));
      await expect(page.getByRole('alert')).toHaveText(
        'Ce lien de réinitialisation n’est pas valide. Veuillez en demander un nouveau.',
      );
      await expect(page.getByRole('link', { name: 'M’envoyer un nouveau lien' })).toBeVisible();
    });

    await test.step('/fr/login: a wrong password is refused in French, the right one signs in', async () => {
      await page.goto('/fr/login');
      await expectFrenchPage(page, 'Se connecter', page.getByRole('form', { name: 'Se connecter' }));
      const form = page.getByRole('form', { name: 'Se connecter' });
      await form.getByLabel('Courriel').fill(email);
      await form.getByLabel('Mot de passe').fill('not-the-password-1');
      await form.getByRole('button', { name: 'Se connecter' }).click();
      await expect(form.getByRole('alert')).not.toBeEmpty();
      expect(await englishIn(page, 'main')).toEqual([]);
      await form.getByLabel('Mot de passe').fill(CHECKOUT_PASSWORD);
      await form.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Ann' })).toBeVisible();
      // Spec §2: after sign-in, the subscription page, in the page's language.
      await expect(page).toHaveURL(/\/fr\/subscription$/);
    });

    await test.step('/fr/subscription: the plan in French, and a skip confirmed in French', async () => {
      await expectFrenchPage(
        page,
        'Mon abonnement',
        page.getByRole('list', { name: 'Historique' }).getByRole('listitem').first(),
      );
      const manage = page.getByRole('region', { name: 'Gérer votre abonnement' });
      await expect(manage.getByRole('definition').first()).toHaveText('Actif');
      // 'Next pack': a French date and French money (« 23 décembre 2026, 41,30 $ »).
      await expect(manage.getByRole('definition').nth(1)).toHaveText(
        new RegExp(`^\\d{1,2}(er)? [a-zéû]+ \\d{4}, \\d+,\\d{2}${NBSP}\\$$`),
      );
      await manage.getByRole('button', { name: 'Sauter la prochaine boîte' }).click();
      await expect(
        manage.getByRole('list', { name: 'Historique' }).getByRole('listitem').first(),
      ).toContainText('Vous avez sauté la boîte du');
      expect(await englishIn(page, 'main')).toEqual([]);
    });

    await test.step('/fr/orders and the order: statuses, dates and money in French', async () => {
      await page.goto('/fr/orders');
      await expectFrenchPage(
        page,
        'Mes commandes',
        page.getByRole('link', { name: /^Commande numéro \d+$/ }).first(),
      );
      const row = page.getByRole('row').nth(1);
      await expect(row).toContainText('En traitement');
      await expect(row).toContainText(new RegExp(`\\d+,\\d{2}${NBSP}\\$`));
      await row.getByRole('link', { name: /^Commande numéro \d+$/ }).click();
      await expectFrenchPage(
        page,
        /^Commande no \d+$/,
        page.getByRole('button', { name: 'Modifier cette commande' }),
      );
      await expect(
        page.getByText(/^Passée le \d{1,2}(er)? [a-zéû]+ \d{4} · État\s: En traitement$/),
      ).toBeVisible();
      await expect(page.getByText(/^Vous pouvez modifier cette commande jusqu’au /)).toBeVisible();
    });

    await test.step('/fr/addresses: a Quebec address saved with its French province name', async () => {
      await page.goto('/fr/addresses');
      await expectFrenchPage(page, 'Adresses', page.getByRole('region', { name: 'Adresse de livraison' }));
      const shipping = page.getByRole('region', { name: 'Adresse de livraison' });
      await shipping.getByLabel('Adresse', { exact: true }).fill('1000 rue Sherbrooke Ouest');
      await shipping.getByLabel('Ville').fill('Montréal');
      await shipping.getByLabel('Province ou territoire').selectOption({ label: 'Québec' });
      await shipping.getByLabel('Code postal').fill('H3A 1G1');
      await expect(shipping.getByTestId('renewal-preview')).toContainText(
        'taxes de la province Québec incluses',
      );
      await shipping.getByRole('button', { name: 'Enregistrer l’adresse de livraison' }).click();
      await expect(shipping.getByRole('status')).toContainText('Vos adresses ont été enregistrées.');
      expect(await englishIn(page, 'main')).toEqual([]);
    });

    await test.step('/fr/account-details: the e-mails switched to French', async () => {
      await page.goto('/fr/account-details');
      await expectFrenchPage(
        page,
        'Renseignements du compte',
        page.getByRole('checkbox', { name: /^Oui, envoyez-moi les nouvelles/ }),
      );
      const language = page.getByRole('region', { name: 'Langue de vos courriels' });
      // An account opened at checkout starts in English; the site's language does not change it.
      await expect(language.getByLabel('M’écrire en')).toHaveValue('en');
      await language.getByLabel('M’écrire en').selectOption('fr');
      await language.getByRole('button', { name: 'Enregistrer la langue' }).click();
      await expect(language.getByRole('status')).toHaveText('Vos courriels seront désormais en français.');
      const [order] = orderListResponseSchema.parse(await (await page.request.get('/api/v1/orders')).json());
      if (order === undefined) throw new Error('the new customer has no order');
      const customer = customerResponseSchema.parse(
        await (await page.request.get(`/api/v1/customers/${order.customer_id}`)).json(),
      );
      expect(customer.language).toBe('fr');
    });
  });
});
