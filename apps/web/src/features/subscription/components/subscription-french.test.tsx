import { productResponseFixture } from '@maplepack/api-client/testing';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n/i18n';
import { type FakeApi, type FakeResponse, installFakeApi } from '../../../test-support/fake-api';
import { findPageHeading, loadFrench, renderAt, SIGNED_IN_USER } from '../../../testing';

// The French catalogue and lazy chunks load through babel on a shared machine: give them time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const RENEWAL = {
  date: '2026-12-17',
  subtotal: '4.50',
  discount_total: '0.00',
  shipping_total: '9.50',
  tax_lines: [{ label: 'HST', rate_percent: '13.0000', tax_total: '1.82' }],
  total_tax: '1.82',
  total: '15.82',
  coupons: [],
  left_out: [],
};

const PLAN = {
  id: 200,
  customer_id: SIGNED_IN_USER.id,
  status: 'active',
  parent_id: 100,
  billing_period: 'month',
  billing_interval: 1,
  start_date: '2026-11-21',
  next_payment_date: '2026-12-17',
  payment_method: 'stripe',
  payment_details: { customer_id: 'test_cus_1', card_id: 'card_1' },
  line_items: [
    {
      id: 91,
      product_id: 11,
      name: 'Vitamin D3',
      quantity: 1,
      price: '4.50',
      subtotal: '4.50',
      total: '4.50',
      meta_data: [
        { key: 'am_dose', value: 1 },
        { key: 'pm_dose', value: 0 },
      ],
    },
  ],
  shipping_lines: [],
  total: '15.82',
  total_tax: '1.82',
  shipping_total: '9.50',
  shipping: { city: 'Toronto', state: 'ON', postcode: 'M5V 2T6', country: 'CA' },
  billing: { city: 'Toronto', country: 'CA' },
  meta_data: [],
  hold_reason: null,
  cancellation: null,
  payment_retry: null,
  allowed_actions: [
    'subscription.skip',
    'subscription.pause',
    'subscription.move-date',
    'subscription.cancel',
  ],
  move_date_range: { earliest: '2026-11-26', latest: '2027-01-16' },
  renewal: RENEWAL,
  card: { brand: 'Visa', last4: '4242', exp_month: 4, exp_year: 2030 },
};

// The server words the history in the page's language (Accept-Language).
const SKIPPED = {
  id: 2,
  date: '2026-11-25T10:00:00.000Z',
  on: '2026-11-25',
  by: 'customer',
  kind: 'skipped',
  description:
    'Vous avez sauté la boîte du 17 décembre. La prochaine boîte sera facturée le 17 janvier 2027.',
};

function server(): FakeApi {
  return installFakeApi((request): FakeResponse | undefined => {
    switch (`${request.method} ${request.url.pathname}`) {
      case 'POST /api/v1/token/validate':
        return { body: { status: 200, data: SIGNED_IN_USER } };
      case 'GET /api/v1/subscriptions':
        return { body: [PLAN] };
      case 'GET /api/v1/subscriptions/200':
        return { body: PLAN, headers: { etag: '"v1"' } };
      case 'GET /api/v1/subscriptions/200/events':
        return { body: [], headers: { 'x-wp-total': '0', 'x-wp-totalpages': '0' } };
      case 'GET /api/v1/products/11':
        return { body: productResponseFixture() };
      case 'POST /api/v1/subscriptions/200/actions':
        return {
          body: { subscription: { ...PLAN, next_payment_date: '2027-01-17' }, event: SKIPPED },
          headers: { etag: '"v2"' },
        };
      default:
        return undefined;
    }
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  i18n.activate('en');
});

describe('/fr/subscription', () => {
  it('says the plan in French: status, dates, money, steppers, actions; a skip is confirmed in French', async () => {
    await loadFrench();
    const api = server();
    const user = userEvent.setup();
    renderAt('/fr/subscription', { user: SIGNED_IN_USER });
    expect(await findPageHeading()).toHaveTextContent('Mon abonnement');
    expect(
      await screen.findByRole('group', { name: 'Comprimés du matin de Vitamin D3' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Plus de comprimés du matin de Vitamin D3' }),
    ).toBeInTheDocument();

    const pack = screen.getByRole('region', { name: 'Vos sachets' });
    const totals = within(pack).getByLabelText('Totaux');
    expect(within(totals).getByText('Prochain renouvellement (17 décembre 2026)')).toBeInTheDocument();
    expect(within(totals).getByText('15,82 $')).toBeInTheDocument();
    expect(within(totals).getByText('TVH')).toBeInTheDocument();
    expect(within(pack).getByText('De 1 à 2 comprimés par jour')).toBeInTheDocument();

    const manage = screen.getByRole('region', { name: 'Gérer votre abonnement' });
    const value = (term: string) => within(manage).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value('État')).toHaveTextContent('Actif');
    expect(value('Prochaine boîte')).toHaveTextContent('17 décembre 2026, 15,82 $');
    expect(value('Carte')).toHaveTextContent('Visa se terminant par 4242 (expire 04/2030)');
    expect(within(manage).getByRole('radio', { name: '2 mois' })).toBeInTheDocument();
    expect(within(manage).getByText('Entre le 26 novembre 2026 et le 16 janvier 2027')).toBeInTheDocument();

    expect(
      within(manage).getByRole('link', { name: 'Remplissez de nouveau le questionnaire santé' }),
    ).toHaveAttribute('href', '/fr/health-assessment');
    await user.click(within(manage).getByRole('button', { name: 'Sauter la prochaine boîte' }));
    // The notice and the history's new line.
    expect(await within(manage).findAllByText(/^Vous avez sauté la boîte du 17 décembre\./)).toHaveLength(2);
    expect(within(manage).getByRole('list', { name: 'Historique' })).toHaveTextContent(
      '25 novembre 2026 : Vous avez sauté',
    );
    const [skip] = api.requestsTo('/api/v1/subscriptions/200/actions');
    expect(skip?.headers.get('accept-language')).toMatch(/^fr/);

    await user.click(within(manage).getByRole('button', { name: 'Annuler mon abonnement' }));
    const cancel = within(manage).getByRole('form', { name: 'Annuler mon abonnement' });
    expect(within(cancel).getByRole('radio', { name: 'C’est trop cher' })).toBeInTheDocument();
    expect(within(cancel).getByText(/^Votre abonnement prend fin le 17 janvier 2027/)).toBeInTheDocument();
  });
});
