// The checkout on a French page (/fr/checkout): every step, the messages the libs write in English, money,
// dates and the thank-you receipt in French, through the real app.
import { quoteFixture, receiptFixture } from '@maplepack/checkout/testing';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, withCatalogue } from '../../../lib/i18n/i18n';
import { type FakeApi, installFakeApi, pageResponse } from '../../../test-support/fake-api';
import { cartEntry, findPageHeading, hrefOfRouter, loadFrench, renderAt } from '../../../testing';

const ENTRIES = { 2101: cartEntry({ order: 0 }), 2201: cartEntry({ amQty: 1, pmQty: 1, order: 1 }) };
const NBSP = '\u00a0';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

function server(): FakeApi {
  return installFakeApi((request) => {
    switch (`${request.method} ${request.url.pathname}`) {
      case 'GET /api/v1/payments/config':
        return { body: { mode: 'test' } };
      case 'POST /api/v1/checkout/quote':
        return { body: quoteFixture() };
      case 'POST /api/v1/checkout':
        return { body: { status: 'completed', receipt: receiptFixture() } };
      case 'GET /api/v1/checkout/receipt':
        return { body: { receipt: receiptFixture() } };
      case 'GET /api/v1/pages/thank-you':
        return pageResponse('thank-you', { title: 'Merci de votre commande!', text: '', next_steps: [] });
      default:
        return undefined;
    }
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

beforeEach(async () => {
  window.sessionStorage.clear();
  await loadFrench();
  await withCatalogue(Promise.resolve(), ['checkout', 'auth']);
});

afterEach(() => {
  cleanup();
  i18n.activate('en');
});

describe('the checkout in French', () => {
  it('says what is wrong in French, from the contract’s English rules', async () => {
    server();
    const user = userEvent.setup();
    renderAt('/fr/checkout', { entries: ENTRIES });
    expect(await findPageHeading()).toHaveTextContent('Caisse');
    expect(await screen.findByRole('list', { name: 'Étapes de la commande' })).toHaveTextContent(
      '1. Vos coordonnées2. Adresse de livraison3. Vérifier et payer',
    );
    await user.click(await screen.findByRole('button', { name: 'Continuer vers la livraison' }));
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription(
      `Veuillez entrer un nom valide${NBSP}: lettres, espaces et traits d’union seulement.`,
    );
    expect(
      screen.getByRole('checkbox', { name: /J’accepte les Conditions générales/ }),
    ).toHaveAccessibleDescription('Veuillez accepter les conditions générales pour continuer.');
    expect(screen.getByRole('checkbox', { name: /peut m’envoyer par courriel/ })).not.toBeChecked();
    const form = screen.getByRole('form', { name: 'Vos coordonnées' });
    expect(within(form).getByRole('link', { name: 'Conditions générales' })).toHaveAttribute(
      'href',
      '/fr/terms-and-conditions',
    );
    expect(within(form).getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/fr/privacy-policy',
    );
  });

  it('takes a guest to the thank-you page, with French money, dates and province names', async () => {
    const api = server();
    const user = userEvent.setup();
    const { router } = renderAt('/fr/checkout', { entries: ENTRIES });
    await fill(user, await screen.findByRole('textbox', { name: 'Prénom' }), 'Anne');
    await fill(user, screen.getByRole('textbox', { name: 'Nom de famille' }), 'Tremblay');
    await fill(user, screen.getByRole('textbox', { name: /^Courriel/ }), 'anne@example.ca');
    await fill(user, screen.getByLabelText(/^Mot de passe de votre compte/), 'sirop-erable-42');
    await user.click(screen.getByRole('checkbox', { name: /peut m’envoyer par courriel/ }));
    await user.click(screen.getByRole('checkbox', { name: /J’accepte les Conditions générales/ }));
    await user.click(screen.getByRole('button', { name: 'Continuer vers la livraison' }));
    await screen.findByRole('heading', { level: 2, name: 'Adresse de livraison' });

    const province = await screen.findByRole('combobox', { name: 'Province ou territoire' });
    expect(within(province).getByRole('option', { name: 'Québec' })).toHaveValue('QC');
    await fill(user, screen.getByRole('textbox', { name: 'Adresse' }), '1 King St W');
    await fill(user, screen.getByRole('textbox', { name: 'Ville' }), 'Toronto');
    await user.selectOptions(province, 'QC');
    await fill(user, screen.getByRole('textbox', { name: 'Code postal' }), 'M5V 2T6');
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));
    expect(await screen.findByRole('textbox', { name: 'Code postal' })).toHaveAccessibleDescription(
      'Ce code postal n’est pas dans la province choisie.',
    );
    await user.selectOptions(province, 'ON');
    await user.click(screen.getByRole('button', { name: 'Continuer vers le paiement' }));

    await screen.findByRole('heading', { level: 2, name: 'Vérifier et payer' });
    // jest-dom folds the non-breaking spaces French puts in amounts and before « : » and « % ».
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('31,08 $'));
    const summary = screen.getByRole('complementary', { name: 'Votre commande' });
    expect(within(summary).getByRole('list', { name: 'Vos sachets' })).toHaveTextContent(
      '1 le matin, 1 le soir',
    );
    expect(summary).toHaveTextContent('TVH (13 %)3,58 $');
    expect(summary).toHaveTextContent('le 17 décembre 2026');
    // The summary step is a chunk of its own: under load it can arrive after the order's total.
    expect(
      await screen.findByText(/Livrer à 1 King St W, Toronto, Ontario, M5V 2T6/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();

    const card = screen.getByRole('form', { name: 'Paiement par carte (mode test)' });
    await fill(user, within(card).getByRole('textbox', { name: 'Numéro de carte' }), '1234');
    await user.click(within(card).getByRole('button', { name: 'Passer la commande' }));
    expect(within(card).getByRole('textbox', { name: 'Numéro de carte' })).toHaveAccessibleDescription(
      'Veuillez entrer un numéro de carte valide.',
    );
    await fill(user, within(card).getByRole('textbox', { name: 'Numéro de carte' }), '4242 4242 4242 4242');
    await fill(user, within(card).getByRole('textbox', { name: 'Date d’expiration (MM/AA)' }), '12/30');
    await fill(user, within(card).getByRole('textbox', { name: 'Code de sécurité (CVC)' }), '123');
    await fill(user, within(card).getByRole('textbox', { name: 'Nom sur la carte' }), 'Anne Tremblay');
    await user.click(within(card).getByRole('button', { name: 'Passer la commande' }));

    // The router's own path: French is its basename.
    await waitFor(() => expect(hrefOfRouter(router)).toBe('/thank-you'));
    expect(await screen.findByText('Numéro de commande : 1001')).toBeInTheDocument();
    expect(screen.getByText('31,08 $ (Visa se terminant par 4242)')).toBeInTheDocument();
    expect(screen.getByText('17 décembre 2026 : 31,08 $')).toBeInTheDocument();
    // The consent is recorded with the words the person read.
    expect(api.requestsTo('/api/v1/checkout')[0]?.body).toMatchObject({
      contact: {
        marketing: {
          given: true,
          text: 'Oui, Maplepack peut m’envoyer par courriel des nouvelles, des conseils et des offres. Je peux me désabonner en tout temps.',
        },
      },
    });
    // Every request asks for French: the server's messages, and the new account's language.
    expect(api.requestsTo('/api/v1/checkout')[0]?.headers.get('accept-language')).toMatch(/^fr/);
  });
});
