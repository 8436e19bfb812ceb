import { type AdminProduct } from '@maplepack/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test-support/axe';
import { fakeAdminApi, staffOf } from '../../test-support/fake-admin-api';
import { renderAdmin } from '../../test-support/render-admin';

const omega: AdminProduct = {
  id: 2401,
  slug: 'omega-3-fish-oil',
  name: 'Omega-3 Fish Oil',
  name_fr: 'Huile de poisson oméga-3',
  description: 'Fish oil.',
  description_fr: 'Huile de poisson.',
  status: 'publish',
  price: '3.50',
  stock_status: 'instock',
  dose_am: 1,
  dose_pm: 1,
  min_pills: 1,
  max_pills: 4,
  manufacturer: 'Maplepack',
  npn: '80012345',
  allergens: ['fish'],
  vegan: false,
  vegetarian: false,
  nutrients: { omega3_epaDha_mg: 600 },
  categories: [{ id: 46, name: 'Vitamins' }],
  updated_at: '2026-11-21T15:00:00.000Z',
};

function api() {
  const fake = fakeAdminApi();
  fake.on('GET /api/v1/admin/session', {
    json: { staff: staffOf('catalogue'), expires_at: '2026-11-21T15:30:00.000Z' },
  });
  fake.on('GET /api/v1/admin/products', { json: { products: [omega], total: 1, total_pages: 1 } });
  fake.on('GET /api/v1/admin/products/2401', { json: omega });
  return fake;
}

describe('the products list', () => {
  it('lists with the filters of the address, links each product, and passes axe', async () => {
    const fake = api();
    const view = renderAdmin(fake, '/products?search=omega&stock_status=instock&status=bogus');
    expect(await screen.findByText('1 product')).toBeVisible();
    expect(Object.fromEntries(fake.callsTo('GET /api/v1/admin/products')[0]?.query ?? [])).toEqual({
      search: 'omega',
      stock_status: 'instock',
      page: '1',
    });
    const row = screen.getByRole('row', { name: /Omega-3 Fish Oil/ });
    expect(within(row).getByRole('link', { name: 'Omega-3 Fish Oil' })).toHaveAttribute(
      'href',
      '/products/2401',
    );
    expect(row).toHaveTextContent('$3.50');
    expect(row).toHaveTextContent('1 + 1 (1–4)');
    expect(screen.getByRole('link', { name: 'Products' })).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('is not offered to a role without catalogue.write', async () => {
    const fake = api();
    fake.on('GET /api/v1/admin/session', {
      json: { staff: staffOf('fulfilment'), expires_at: '2026-11-21T15:30:00.000Z' },
    });
    renderAdmin(fake, '/products');
    expect(await screen.findByRole('heading', { name: 'Your role does not allow this page.' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Products' })).toBeNull();
    expect(fake.callsTo('GET /api/v1/admin/products')).toHaveLength(0);
  });
});

describe('a product’s page', () => {
  it('sends every field with the new price, and says it was saved', async () => {
    const user = userEvent.setup();
    const fake = api();
    fake.on('PUT /api/v1/admin/products/2401', (call) => ({
      json: { ...omega, price: '4.25', updated_at: '2026-11-21T15:01:00.000Z', ...(call.body as object) },
    }));
    const view = renderAdmin(fake, '/products/2401');
    const price = await screen.findByRole('textbox', { name: 'Price of one daily pill for a month ($)' });
    expect(await axeViolations(view.container)).toEqual([]);
    await user.clear(price);
    await user.type(price, '4.25');
    await user.type(screen.getByRole('textbox', { name: 'vitaminD_ug' }), '10');
    await user.click(screen.getByRole('checkbox', { name: 'soy' }));
    await user.click(screen.getByRole('button', { name: 'Save the product' }));
    expect(await screen.findByText(/The product was saved/)).toBeVisible();
    expect(fake.callsTo('PUT /api/v1/admin/products/2401')[0]?.body).toEqual({
      name: 'Omega-3 Fish Oil',
      name_fr: 'Huile de poisson oméga-3',
      description: 'Fish oil.',
      description_fr: 'Huile de poisson.',
      status: 'publish',
      price: '4.25',
      stock_status: 'instock',
      dose_am: 1,
      dose_pm: 1,
      min_pills: 1,
      max_pills: 4,
      npn: '80012345',
      allergens: ['fish', 'soy'],
      vegan: false,
      vegetarian: false,
      nutrients: { vitaminD_ug: 10, omega3_epaDha_mg: 600 },
      category_ids: [46],
    });
  });

  it('puts the product in the categories ticked, in the shop’s tab order on the page', async () => {
    const user = userEvent.setup();
    const fake = api();
    fake.on('PUT /api/v1/admin/products/2401', {
      json: {
        ...omega,
        categories: [
          { id: 44, name: 'Nutritional Oils' },
          { id: 78, name: 'The Essentials Collection' },
        ],
      },
    });
    const view = renderAdmin(fake, '/products/2401');
    const group = await screen.findByRole('group', { name: 'Categories' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      'The Essentials Collection',
      'Vitamins',
      'Minerals',
      'Nutritional Oils',
      'Herbals',
      'Specialty',
      "Kid's Foundations",
      'Wellness Boosters',
      'Accessories',
    ]);
    expect(within(group).getByRole('checkbox', { name: 'Vitamins' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Minerals' })).not.toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Nutritional Oils' }));
    await user.click(within(group).getByRole('checkbox', { name: 'The Essentials Collection' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Vitamins' }));
    await user.click(screen.getByRole('button', { name: 'Save the product' }));
    expect(await screen.findByText(/The product was saved/)).toBeVisible();
    expect(fake.callsTo('PUT /api/v1/admin/products/2401')[0]?.body).toMatchObject({
      category_ids: [44, 78],
    });
    expect(within(group).getByRole('checkbox', { name: 'Nutritional Oils' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Vitamins' })).not.toBeChecked();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('says beside the categories that one is needed, and sends nothing', async () => {
    const user = userEvent.setup();
    const fake = api();
    const view = renderAdmin(fake, '/products/2401');
    const group = await screen.findByRole('group', { name: 'Categories' });
    await user.click(within(group).getByRole('checkbox', { name: 'Vitamins' }));
    await user.click(screen.getByRole('button', { name: 'Save the product' }));
    expect(await screen.findByText('Please correct the fields marked below.')).toBeVisible();
    expect(within(group).getByText('Choose at least one category.')).toBeVisible();
    expect(group).toHaveAccessibleDescription(/Choose at least one category\./);
    expect(fake.callsTo('PUT /api/v1/admin/products/2401')).toHaveLength(0);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('shows the safety rule the server refused the doses with, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const fake = api();
    const refusal =
      'This product cannot be saved: At 6 pills a day (its most): Your pack gives 150 µg of vitamin D a day, above the safe upper limit of 100 µg for adults.';
    fake.on('PUT /api/v1/admin/products/2401', {
      status: 400,
      json: { error: { code: 'admin.product-invalid', message: refusal } },
    });
    renderAdmin(fake, '/products/2401');
    const most = await screen.findByRole('textbox', { name: 'Most pills a day' });
    await user.clear(most);
    await user.type(most, '6');
    await user.click(screen.getByRole('button', { name: 'Save the product' }));
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent(refusal);
    expect(most).toHaveValue('6');
  });

  it('marks a field that is not a number before sending anything', async () => {
    const user = userEvent.setup();
    const fake = api();
    renderAdmin(fake, '/products/2401');
    const morning = await screen.findByRole('textbox', { name: 'Standard morning pills' });
    await user.clear(morning);
    await user.type(morning, 'two');
    await user.click(screen.getByRole('button', { name: 'Save the product' }));
    expect(await screen.findByText('Please correct the fields marked below.')).toBeVisible();
    expect(morning).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a number.')).toBeVisible();
    expect(fake.callsTo('PUT /api/v1/admin/products/2401')).toHaveLength(0);
  });
});
