import { type AdminCoupon } from '@maplepack/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test-support/axe';
import { fakeAdminApi, staffOf } from '../../test-support/fake-admin-api';
import { renderAdmin } from '../../test-support/render-admin';

const welcome: AdminCoupon = {
  id: 3,
  code: 'welcome10',
  amount: '10.00',
  discount_type: 'percent',
  description: 'Ten percent off a first order',
  free_shipping: false,
  individual_use: true,
  product_ids: [],
  excluded_product_ids: [2401],
  product_categories: [],
  excluded_product_categories: [],
  minimum_amount: null,
  maximum_amount: null,
  date_expires: '2027-02-01T05:00:00.000Z',
  email_restrictions: ['*@maplepack.test'],
  usage_limit: 100,
  usage_limit_per_user: 1,
  usage_count: 4,
  created_at: '2026-11-01T12:00:00.000Z',
};

function api() {
  const fake = fakeAdminApi();
  fake.on('GET /api/v1/admin/session', {
    json: { staff: staffOf('catalogue'), expires_at: '2026-11-21T15:30:00.000Z' },
  });
  fake.on('GET /api/v1/admin/coupons', { json: { coupons: [welcome], total: 1, total_pages: 1 } });
  fake.on('GET /api/v1/admin/coupons/3', { json: welcome });
  return fake;
}

describe('coupons', () => {
  it('lists coupons with their type, use and expiry, and passes axe', async () => {
    const fake = api();
    const view = renderAdmin(fake, '/coupons?discount_type=percent');
    expect(await screen.findByText('1 coupon')).toBeVisible();
    expect(fake.callsTo('GET /api/v1/admin/coupons')[0]?.query.get('discount_type')).toBe('percent');
    const row = screen.getByRole('row', { name: /welcome10/ });
    expect(row).toHaveTextContent('Percentage discount');
    expect(row).toHaveTextContent('10.00 %');
    expect(row).toHaveTextContent('4 / 100');
    expect(within(row).getByRole('link', { name: 'welcome10' })).toHaveAttribute('href', '/coupons/3');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('shows a coupon’s rules and sends them back with a change, the last day as the next day’s start', async () => {
    const user = userEvent.setup();
    const fake = api();
    fake.on('PUT /api/v1/admin/coupons/3', { json: { ...welcome, minimum_amount: '30.00' } });
    const view = renderAdmin(fake, '/coupons/3');
    expect(await screen.findByRole('heading', { name: 'Coupon welcome10' })).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);
    expect(screen.getByLabelText('Last day it works (shop time; empty: never)')).toHaveValue('2027-01-31');
    expect(screen.getByLabelText('Not these products (ids)')).toHaveValue('2401');
    await user.type(screen.getByLabelText('Minimum spend ($, empty: none)'), '30');
    await user.click(screen.getByRole('button', { name: 'Save the coupon' }));
    expect(await screen.findByText(/The coupon was saved/)).toBeVisible();
    expect(fake.callsTo('PUT /api/v1/admin/coupons/3')[0]?.body).toEqual({
      code: 'welcome10',
      description: 'Ten percent off a first order',
      discount_type: 'percent',
      amount: '10.00',
      free_shipping: false,
      individual_use: true,
      product_ids: [],
      excluded_product_ids: [2401],
      product_categories: [],
      excluded_product_categories: [],
      email_restrictions: ['*@maplepack.test'],
      minimum_amount: '30',
      maximum_amount: null,
      usage_limit: 100,
      usage_limit_per_user: 1,
      date_expires: '2027-02-01T05:00:00.000Z',
    });
  });

  it('creates a coupon, shows the pricing lib’s refusal as sent, and marks a bad id list first', async () => {
    const user = userEvent.setup();
    const fake = api();
    fake.on('POST /api/v1/admin/coupons', {
      status: 400,
      json: {
        error: {
          code: 'admin.coupon-invalid',
          message: 'This coupon cannot be saved: a percent coupon takes off at most 100%.',
        },
      },
    });
    const view = renderAdmin(fake, '/coupons/new');
    expect(await screen.findByRole('heading', { name: 'New coupon' })).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'half');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '150');
    await user.type(
      screen.getByRole('textbox', { name: 'Only these products (ids, comma-separated)' }),
      '12, x',
    );
    await user.click(screen.getByRole('button', { name: 'Save the coupon' }));
    expect(await screen.findByText('Enter numbers separated by commas.')).toBeVisible();
    expect(fake.callsTo('POST /api/v1/admin/coupons')).toHaveLength(0);
    const ids = screen.getByRole('textbox', { name: 'Only these products (ids, comma-separated)' });
    await user.clear(ids);
    await user.type(ids, '12');
    await user.click(screen.getByRole('button', { name: 'Save the coupon' }));
    expect(await screen.findByText(/takes off at most 100%/)).toBeVisible();
    expect(fake.callsTo('POST /api/v1/admin/coupons')[0]?.body).toMatchObject({
      code: 'half',
      discount_type: 'percent',
      amount: '150',
      product_ids: [12],
    });
  });
});
