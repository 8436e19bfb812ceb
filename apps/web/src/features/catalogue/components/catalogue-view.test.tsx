import { productResponseFixture } from '@maplepack/api-client/testing';
import { CATEGORIES } from '@maplepack/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findPageHeading, hrefOfRouter, renderAt } from '../../../testing';
import { installFakeApi, productListResponse } from '../../../test-support/fake-api';
import { resetRemoteStores } from '../../../test-support/reset-remote-stores';

const VITAMIN_D = productResponseFixture({ id: 11, name: 'Vitamin D3', price: '4.50' });
const VITAMIN_C = productResponseFixture({
  id: 12,
  name: 'Vitamin C',
  price: '3.25',
  acf: { ...VITAMIN_D.acf, standard_dose_amount: { standard_dose_am: 1, standard_dose_pm: 1 } },
});

beforeEach(() => {
  resetRemoteStores();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function catalogueApi(totalPages = 1) {
  return installFakeApi(({ url }) => {
    if (url.pathname !== '/api/v1/products') return undefined;
    const page = Number(url.searchParams.get('page'));
    return productListResponse(
      page === 1 ? [VITAMIN_D, VITAMIN_C] : [VITAMIN_C],
      2 + (totalPages - 1),
      totalPages,
    );
  });
}

describe('category tabs', () => {
  it('lists All and the nine categories in catalogue order, each in its colour', async () => {
    catalogueApi();
    renderAt('/products/vitamin');
    await findPageHeading();
    const tabs = within(screen.getByRole('navigation', { name: 'Product categories' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All',
      ...CATEGORIES.map((category) => category.name),
    ]);
    expect(tabs[0]).toHaveAttribute('href', '/products');
    for (const category of CATEGORIES) {
      const tab = tabs.find((link) => link.textContent === category.name);
      expect(tab).toHaveAttribute('href', `/products/${category.slug}`);
      expect(tab).toHaveStyle({ borderColor: category.color });
    }
  });

  it('marks the current category and fills it with its colour', async () => {
    catalogueApi();
    renderAt('/products/vitamin');
    expect(await findPageHeading()).toHaveTextContent('Vitamins');
    const current = screen.getByRole('link', { current: 'page', name: 'Vitamins' });
    expect(current).toHaveStyle({ backgroundColor: '#b5522b' });
    expect(screen.getByRole('link', { name: 'Minerals' })).not.toHaveAttribute('aria-current');
  });

  it('moves to another category and loads its products', async () => {
    const fake = catalogueApi();
    const { router } = renderAt('/products');
    await screen.findByText('Vitamin D3');
    await userEvent.click(screen.getByRole('link', { name: 'Minerals' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Minerals' })).toBeInTheDocument();
    expect(hrefOfRouter(router)).toBe('/products/minerals');
    await waitFor(() =>
      expect(fake.requestsTo('/api/v1/products').at(-1)?.url.searchParams.get('category')).toBe('43'),
    );
  });
});

describe('category page', () => {
  it('asks for 50 in-stock, published products of the category', async () => {
    const fake = catalogueApi();
    renderAt('/products/vitamin');
    await screen.findByText('Vitamin D3');
    const [request] = fake.requestsTo('/api/v1/products');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      stock_status: 'instock',
      status: 'publish',
      category: '46',
      page: '1',
      per_page: '50',
    });
  });

  it('asks for every category on the All tab', async () => {
    const fake = catalogueApi();
    renderAt('/products');
    await screen.findByText('Vitamin D3');
    expect(fake.requestsTo('/api/v1/products')[0]?.url.searchParams.has('category')).toBe(false);
  });

  it('shows each product with its monthly price, category chip and standard dose', async () => {
    catalogueApi();
    renderAt('/products/vitamin');
    const card = (await screen.findByRole('article', { name: 'Vitamin C' })) as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Vitamin C' })).toHaveAttribute(
      'href',
      '/products/vitamin/12',
    );
    expect(within(card).getByText('$3.25 / month')).toBeInTheDocument();
    expect(within(card).getByText('Vitamins')).toBeInTheDocument();
    expect(within(card).getByText('Standard dose: Morning 1 pill, evening 1 pill')).toBeInTheDocument();
  });

  it('shows the $0 Maplepack Box as included, with no pill dose (issue 17)', async () => {
    const box = productResponseFixture({
      id: 3327,
      name: 'Maplepack Box',
      price: '0.00',
      categories: [{ id: 47, name: 'Accessories' }],
    });
    installFakeApi(({ url }) =>
      url.pathname === '/api/v1/products' ? productListResponse([box], 1, 1) : undefined,
    );
    renderAt('/products/accessories');
    const card = (await screen.findByRole('article', { name: 'Maplepack Box' })) as HTMLElement;
    expect(within(card).getByText('Included with every order')).toBeInTheDocument();
    expect(within(card).queryByText(/Morning|pill/)).not.toBeInTheDocument();
  });

  it('adds a product to the cart: the header counter counts it', async () => {
    catalogueApi();
    renderAt('/products/vitamin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: Vitamin C' }));
    expect(screen.getByTestId('cart-counter')).toHaveTextContent(/^1$/);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Vitamin D3' }));
    expect(screen.getByTestId('cart-counter')).toHaveTextContent(/^2$/);
  });

  it('pages by X-WP-TotalPages, loading each page once', async () => {
    const fake = catalogueApi(2);
    const { router } = renderAt('/products/vitamin');
    await screen.findByText('Vitamin D3');
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pager).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

    await userEvent.click(within(pager).getByRole('link', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2');
    expect(hrefOfRouter(router)).toBe('/products/vitamin?page=2');
    expect(screen.queryByText('Vitamin D3')).not.toBeInTheDocument();
    expect(
      fake.requestsTo('/api/v1/products').map((request) => request.url.searchParams.get('page')),
    ).toEqual(['1', '2']);

    await userEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    await screen.findByText('Vitamin D3');
    expect(hrefOfRouter(router)).toBe('/products/vitamin');
    expect(fake.requestsTo('/api/v1/products')).toHaveLength(2);
  });

  it('leaves out products that are not in stock even if the server sends them', async () => {
    installFakeApi(() =>
      productListResponse([VITAMIN_D, { ...VITAMIN_C, stock_status: 'outofstock' }], 2, 1),
    );
    renderAt('/products');
    await screen.findByText('Vitamin D3');
    expect(screen.queryByText('Vitamin C')).not.toBeInTheDocument();
  });

  it("says 'No valid data retrieved' when the load fails, and tries again on request", async () => {
    let fail = true;
    installFakeApi(({ url }) => {
      if (url.pathname !== '/api/v1/products') return undefined;
      return fail
        ? { status: 500, body: { error: { code: 'internal', message: 'An error occurred' } } }
        : productListResponse([VITAMIN_D], 1, 1);
    });
    renderAt('/products');
    expect(await screen.findByRole('alert')).toHaveTextContent('No valid data retrieved');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Vitamin D3')).toBeInTheDocument();
  });
});

describe('product pictures', () => {
  it('loads the first screen of cards at once and the rest when scrolled to', async () => {
    const products = [11, 12, 13, 14, 15].map((id) => productResponseFixture({ id, name: `Product ${id}` }));
    installFakeApi(({ url }) =>
      url.pathname === '/api/v1/products' ? productListResponse(products, products.length, 1) : undefined,
    );
    renderAt('/products');
    await screen.findByRole('heading', { name: 'Product 15' });
    const loading = products.map((product) =>
      document.querySelector(`img[src="/art/products/${product.id}.svg"]`)?.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  });
});
