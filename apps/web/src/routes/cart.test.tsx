import { CART_STORAGE_KEY, serializeCartEntries } from '@maplepack/cart';
import { productResponseFixture } from '@maplepack/api-client/testing';
import { screen, within } from '@testing-library/react';
import { installFakeApi } from '../test-support/fake-api';
import { useCartSummaryStore, UNRESTORED_CART_SUMMARY } from '../stores/cart-summary-store';
import { findPageHeading, renderAt } from '../testing';

// Counts loads of the cart page's code (the cart store, pricing, the api client behind it).
const mockCartPageLoads = jest.fn();
jest.mock('../features/cart/components/cart-with-lines', () => {
  mockCartPageLoads();
  return jest.requireActual('../features/cart/components/cart-with-lines');
});

const LINE = { amQty: 1, pmQty: 0, reason: '', order: 1, addedToCart: 0, deleted: false };

beforeEach(() => {
  installFakeApi(({ url }) =>
    url.pathname === '/api/v1/products/2401'
      ? { body: productResponseFixture({ id: 2401, name: 'Omega-3 Fish Oil' }) }
      : undefined,
  );
  window.localStorage.clear();
  useCartSummaryStore.setState(UNRESTORED_CART_SUMMARY);
});
afterEach(() => jest.restoreAllMocks());

// Declared in this order: the first test needs the cart page's code not loaded yet in this file.
describe('/cart', () => {
  it('shows an empty cart, with ways to start one, without loading the cart page', async () => {
    renderAt('/cart');
    expect(await findPageHeading()).toHaveTextContent('Your Cart');
    const main = screen.getByRole('main');
    expect(within(main).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Health Assessment' })).toHaveAttribute(
      'href',
      '/health-assessment',
    );
    expect(within(main).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(mockCartPageLoads).not.toHaveBeenCalled();
  });

  it('shows the pack when the stored cart has a line', async () => {
    window.localStorage.setItem(CART_STORAGE_KEY, serializeCartEntries({ 2401: LINE }));
    renderAt('/cart', { entries: { 2401: LINE } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your pack' })).toBeInTheDocument();
    expect(await screen.findByText('Omega-3 Fish Oil')).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty.')).not.toBeInTheDocument();
    expect(mockCartPageLoads).toHaveBeenCalledTimes(1);
  });

  it('shows the pack when storage keeps nothing but the cart holds lines in memory', async () => {
    // As where storage is disabled: the lines live in the cart store only, and its summary counts them.
    const setItem = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === CART_STORAGE_KEY)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    renderAt('/cart', { entries: { 2401: LINE } });
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your pack' })).toBeInTheDocument();
    expect(await screen.findByText('Omega-3 Fish Oil')).toBeInTheDocument();
  });
});
