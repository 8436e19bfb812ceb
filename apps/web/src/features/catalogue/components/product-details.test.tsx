import { productResponseFixture } from '@maplepack/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartStore } from '../../../stores/cart-store';
import { i18n } from '../../../lib/i18n/i18n';
import { findPageHeading, loadFrench, renderAt } from '../../../testing';
import { installFakeApi } from '../../../test-support/fake-api';
import { resetRemoteStores } from '../../../test-support/reset-remote-stores';

const FISH_OIL = productResponseFixture({
  id: 2501,
  name: 'Omega-3 Fish Oil',
  price: '6.00',
  categories: [{ id: 44, name: 'Nutritional Oils' }],
  related_ids: [2502, 2503, 2504],
  npn: '99002201',
  description: 'Concentrated fish oil, 1,000 mg per softgel.',
  allergens: ['fish'],
  diet: { vegan: false, vegetarian: false },
  acf: {
    minmax_no_of_pills: { min_no_of_pills: 1, max_no_of_pills: 3 },
    standard_dose_amount: { standard_dose_am: 1, standard_dose_pm: 1 },
    manufacturer: 'Nordic Naturals',
  },
});
const KRILL = productResponseFixture({
  id: 2502,
  name: 'Krill Oil',
  categories: [{ id: 44, name: 'Nutritional Oils' }],
});
const SOLD_OUT = productResponseFixture({ id: 2503, name: 'Algae Oil', stock_status: 'outofstock' });

function productApi() {
  const byId = new Map([FISH_OIL, KRILL, SOLD_OUT].map((product) => [product.id, product]));
  return installFakeApi(({ url }) => {
    const match = /^\/api\/v1\/products\/(\d+)$/.exec(url.pathname);
    const product = match === null ? undefined : byId.get(Number(match[1]));
    return product === undefined ? undefined : { body: product };
  });
}

beforeEach(() => {
  resetRemoteStores();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('product page', () => {
  it('shows the product name, price, description and its facts', async () => {
    const fake = productApi();
    renderAt('/products/nutritional-oils/2501');
    expect(await screen.findByRole('heading', { level: 1, name: 'Omega-3 Fish Oil' })).toBeInTheDocument();
    expect(screen.getByText('$6.00 / month')).toBeInTheDocument();
    expect(screen.getByText('Concentrated fish oil, 1,000 mg per softgel.')).toBeInTheDocument();
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Standard morning dose')).toHaveTextContent('1 pill');
    expect(fact('Standard evening dose')).toHaveTextContent('1 pill');
    expect(fact('Pills per day')).toHaveTextContent('1 to 3');
    expect(fact('NPN')).toHaveTextContent('NPN 99002201');
    expect(fact('NPN')).toHaveTextContent('Health Canada');
    expect(fact('Manufacturer')).toHaveTextContent('Nordic Naturals');
    expect(fact('Allergens')).toHaveTextContent('fish');
    expect(fact('Vegan')).toHaveTextContent('No');
    expect(fact('Vegetarian')).toHaveTextContent('No');
    const [request] = fake.requestsTo('/api/v1/products/2501');
    expect(request?.url.searchParams.get('stock_status')).toBe('instock');
    expect(request?.url.searchParams.get('status')).toBe('publish');
  });

  it('in French: the French words, money as 6,00 $, and the product asked for with lang=fr', async () => {
    await loadFrench();
    try {
      const fake = productApi();
      renderAt('/fr/products/nutritional-oils/2501');
      expect(await screen.findByRole('heading', { level: 1, name: 'Omega-3 Fish Oil' })).toBeInTheDocument();
      // The default text matcher turns non-breaking spaces into spaces.
      expect(screen.getByText('6,00 $ / mois')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Prix d’un comprimé par jour pendant un mois. Dose standard : Matin : 1 comprimé, soir : 1 comprimé.',
        ),
      ).toBeInTheDocument();
      const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
      expect(fact('Dose standard du matin')).toHaveTextContent('1 comprimé');
      expect(fact('Comprimés par jour')).toHaveTextContent('1 à 3');
      expect(fact('NPN')).toHaveTextContent('Santé Canada');
      expect(fact('Allergènes')).toHaveTextContent('poisson');
      expect(fact('Végétalien')).toHaveTextContent('Non');
      expect(
        screen.getByRole('button', { name: 'Ajouter au panier\u00a0: Omega-3 Fish Oil' }),
      ).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getAllByText('Huiles nutritionnelles').length).toBeGreaterThan(
        0,
      );
      const [request] = fake.requestsTo('/api/v1/products/2501');
      expect(request?.url.searchParams.get('lang')).toBe('fr');
    } finally {
      i18n.activate('en');
    }
  });

  it('shows related products that are in stock, and skips those that fail to load', async () => {
    productApi();
    renderAt('/products/2501');
    const related = await screen.findByRole('region', { name: 'Related products' });
    expect(await within(related).findByRole('link', { name: 'Krill Oil' })).toHaveAttribute(
      'href',
      '/products/nutritional-oils/2502',
    );
    expect(within(related).queryByText('Algae Oil')).not.toBeInTheDocument();
    expect(within(related).getAllByRole('article')).toHaveLength(1);
  });

  it('adds the standard doses to the cart and updates the header counter', async () => {
    productApi();
    renderAt('/products/nutritional-oils/2501');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: Omega-3 Fish Oil' }));
    expect(screen.getByTestId('cart-counter')).toHaveTextContent(/^1$/);
    expect(cartStore.getState().cart.entries[2501]).toMatchObject({ amQty: 1, pmQty: 1, deleted: false });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Omega-3 Fish Oil' }));
    expect(cartStore.getState().cart.entries[2501]).toMatchObject({ amQty: 2, pmQty: 2 });
    expect(screen.getByTestId('cart-counter')).toHaveTextContent(/^1$/);
  });

  it('shows the 404 screen for a product the shop does not have', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    productApi();
    renderAt('/products/vitamin/9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
  });

  it("says 'No valid data retrieved' when the product cannot be loaded", async () => {
    installFakeApi(() => ({ status: 503, body: { error: { code: 'unavailable', message: 'Try later' } } }));
    renderAt('/products/2501');
    expect(await findPageHeading()).toHaveTextContent('Product details');
    expect(await screen.findByRole('alert')).toHaveTextContent('No valid data retrieved');
  });
});
