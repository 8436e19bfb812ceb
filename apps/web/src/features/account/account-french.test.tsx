import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n/i18n';
import { type FakeRequest, type FakeResponse, installFakeApi } from '../../test-support/fake-api';
import { findPageHeading, loadFrench, renderAt, SIGNED_IN_USER } from '../../testing';
import { customerFixture, orderFixture, savedAddress } from './test-support/account-fixtures';

// The French catalogue and lazy chunks load through babel on a shared machine: give them time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const CUSTOMER = '/api/v1/customers/7';
const NOW = Date.parse('2026-11-25T12:00:00Z');

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => {
  jest.restoreAllMocks();
  i18n.activate('en');
});

function accountApi(extra: (request: FakeRequest) => FakeResponse | undefined = () => undefined) {
  return installFakeApi((request) => {
    const answer = extra(request);
    if (answer !== undefined) return answer;
    if (request.url.pathname === CUSTOMER && request.method === 'GET')
      return { body: customerFixture({ shipping: savedAddress(), language: 'en' }) };
    if (request.url.pathname === '/api/v1/mailchimp') return { body: { exact_matches: { members: [] } } };
    return undefined;
  });
}

const languageSaved = ({ url, method, body }: FakeRequest): FakeResponse | undefined =>
  url.pathname === CUSTOMER && method === 'PUT'
    ? { body: customerFixture(body as { language: 'en' | 'fr' }) }
    : undefined;

describe('the language of the e-mails, on /account-details', () => {
  it('shows the saved language and changes it alone (English page)', async () => {
    const api = accountApi(languageSaved);
    renderAt('/account-details', { user: SIGNED_IN_USER });
    expect(await findPageHeading()).toHaveTextContent('Account Details');
    const language = await screen.findByRole('region', { name: 'Language of your e-mails' });
    const select = within(language).getByLabelText('Send my e-mails in');
    expect(select).toHaveValue('en');
    await userEvent.selectOptions(select, 'fr');
    await userEvent.click(within(language).getByRole('button', { name: 'Save language' }));
    expect(await within(language).findByRole('status')).toHaveTextContent(
      'Your e-mails will now be in French.',
    );
    expect(api.requestsTo(CUSTOMER).find((request) => request.method === 'PUT')?.body).toEqual({
      language: 'fr',
    });
  });
});

describe('the account pages in French', () => {
  it('/fr/account-details: French labels, the consent in French, and the e-mails switched to French', async () => {
    await loadFrench();
    accountApi(languageSaved);
    renderAt('/fr/account-details', { user: SIGNED_IN_USER });
    expect(await findPageHeading()).toHaveTextContent('Renseignements du compte');
    expect(await screen.findByRole('region', { name: 'Votre nom' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Changer le mot de passe' })).toBeInTheDocument();
    expect(
      await screen.findByRole('checkbox', {
        name: /^Oui, envoyez-moi les nouvelles et les offres de Maplepack/,
      }),
    ).toBeInTheDocument();
    const language = screen.getByRole('region', { name: 'Langue de vos courriels' });
    await userEvent.selectOptions(within(language).getByLabelText('M’écrire en'), 'fr');
    await userEvent.click(within(language).getByRole('button', { name: 'Enregistrer la langue' }));
    expect(await within(language).findByRole('status')).toHaveTextContent(
      'Vos courriels seront désormais en français.',
    );
  });

  it('/fr/orders: statuses, dates and money in French', async () => {
    await loadFrench();
    installFakeApi(({ url }) =>
      url.pathname === '/api/v1/orders'
        ? {
            body: [
              orderFixture({ id: 102, total: '31.20', date_paid: '2026-11-23T15:00:00' }),
              orderFixture({ id: 101, status: 'completed', date_paid: '2026-10-24T15:00:00' }),
            ],
            headers: { 'x-wp-total': '2', 'x-wp-totalpages': '1' },
          }
        : undefined,
    );
    renderAt('/fr/orders', { user: SIGNED_IN_USER });
    expect(await findPageHeading()).toHaveTextContent('Mes commandes');
    const first = (await screen.findByRole('link', { name: 'Commande numéro 102' })).closest('tr');
    if (first === null) throw new Error('no row');
    expect(first).toHaveTextContent('23 novembre 2026');
    expect(first).toHaveTextContent('En traitement');
    expect(first).toHaveTextContent('31,20 $');
    const second = screen.getByRole('link', { name: 'Commande numéro 101' }).closest('tr');
    expect(second).toHaveTextContent('Terminée');
  });

  it('/fr/orders?order=100: the order in French (taxes, shipping, payment)', async () => {
    await loadFrench();
    installFakeApi(({ url }) =>
      url.pathname === '/api/v1/orders/100' ? { body: orderFixture() } : undefined,
    );
    renderAt('/fr/orders?order=100', { user: SIGNED_IN_USER });
    expect(await findPageHeading()).toHaveTextContent('Commande no 100');
    expect(
      await screen.findByText(/^Passée le 21 novembre 2026 · État : En traitement$/),
    ).toBeInTheDocument();
    const totals = screen.getByLabelText('Totaux de la commande');
    expect(within(totals).getByText('TVH (13 %)')).toBeInTheDocument();
    expect(within(totals).getByText('Livraison (Postes Canada)')).toBeInTheDocument();
    expect(within(totals).getByText('Coupon WELCOME10')).toBeInTheDocument();
    expect(within(totals).getByText('-1,50 $')).toBeInTheDocument();
    expect(
      screen.getByText(/^Payée avec la carte Visa se terminant par 4242 le 21 novembre 2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier cette commande' })).toBeInTheDocument();
  });

  it('/fr/addresses: French province names, and a refused postal code said in French', async () => {
    await loadFrench();
    accountApi();
    renderAt('/fr/addresses', { user: SIGNED_IN_USER });
    expect(await findPageHeading()).toHaveTextContent('Adresses');
    const shipping = await screen.findByRole('region', { name: 'Adresse de livraison' });
    const province = within(shipping).getByLabelText('Province ou territoire');
    expect(within(province).getByRole('option', { name: 'Québec' })).toHaveValue('QC');
    expect(within(province).getByRole('option', { name: 'Colombie-Britannique' })).toHaveValue('BC');
    await userEvent.clear(within(shipping).getByLabelText('Code postal'));
    await userEvent.type(within(shipping).getByLabelText('Code postal'), 'H2X 1Y4');
    await userEvent.click(
      within(shipping).getByRole('button', { name: 'Enregistrer l’adresse de livraison' }),
    );
    expect(await within(shipping).findByRole('alert')).toHaveTextContent(
      'Veuillez corriger les champs en évidence.',
    );
    expect(
      within(shipping).getByText('Ce code postal n’est pas dans la province choisie.'),
    ).toBeInTheDocument();
  });

  it('/fr/login and /fr/forgot-password in French', async () => {
    await loadFrench();
    installFakeApi(({ url }) =>
      url.pathname === '/api/v1/reset-pass'
        ? {
            body: {
              status: 200,
              message:
                'If an account exists for this email address, we have sent you a link to reset your password.',
            },
          }
        : undefined,
    );
    renderAt('/fr/login');
    expect(await findPageHeading()).toHaveTextContent('Se connecter');
    const form = screen.getByRole('form', { name: 'Se connecter' });
    expect(within(form).getByLabelText('Courriel')).toBeInTheDocument();
    expect(within(form).getByLabelText('Mot de passe')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Mot de passe oublié\u00a0?' }));
    expect(await findPageHeading()).toHaveTextContent('Mot de passe oublié');
    await userEvent.type(screen.getByLabelText('Courriel'), 'ann@example.ca');
    await userEvent.click(screen.getByRole('button', { name: 'M’envoyer un lien de réinitialisation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si un compte existe pour cette adresse courriel, nous vous avons envoyé un lien',
    );
  });
});
