import { STAFF_ROLES, type StaffRole } from '@maplepack/access';
import { screen, within } from '@testing-library/react';
import { fakeAdminApi, staffOf } from '../test-support/fake-admin-api';
import { renderAdmin } from '../test-support/render-admin';

function signedInAs(role: StaffRole) {
  const api = fakeAdminApi();
  api.on('GET /api/v1/admin/session', {
    json: { staff: staffOf(role, 'Alex Roy'), expires_at: '2026-11-21T15:30:00.000Z' },
  });
  api.on('GET /api/v1/admin/orders', { json: { orders: [], total: 0, total_pages: 0 } });
  api.on('GET /api/v1/admin/audit', { json: { entries: [], total: 0, total_pages: 0 } });
  api.on('GET /api/v1/admin/fulfilment', { json: { date: '2026-11-21', packs: [] } });
  return api;
}

const EXPECTED: Record<StaffRole, string[]> = {
  owner: [
    'Home',
    'Dashboard',
    'Orders',
    'Subscriptions',
    'Customers',
    'Packing list',
    'Products',
    'Coupons',
    'Tax rules',
    'Shipping rates',
    'Content pages',
    'Safety rules',
    'Privacy requests',
    'Audit log',
    'Staff',
  ],
  support: ['Home', 'Dashboard', 'Orders', 'Subscriptions', 'Customers', 'Privacy requests'],
  fulfilment: ['Home', 'Dashboard', 'Orders', 'Packing list'],
  catalogue: [
    'Home',
    'Dashboard',
    'Products',
    'Coupons',
    'Tax rules',
    'Shipping rates',
    'Content pages',
    'Safety rules',
  ],
  pharmacist: ['Home', 'Dashboard', 'Health answers', 'Safety rules'],
};

describe('the nav shows only what the role allows (libs/access roles table)', () => {
  it.each(STAFF_ROLES)('%s', async (role) => {
    renderAdmin(signedInAs(role));
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(EXPECTED[role]);
    expect(within(screen.getByRole('banner')).getByText('Alex Roy')).toBeVisible();
  });

  it('says so when a role opens a page it may not, and asks the API nothing', async () => {
    const api = signedInAs('support');
    renderAdmin(api, '/audit');
    expect(await screen.findByRole('heading', { name: 'Your role does not allow this page.' })).toHaveFocus();
    expect(api.callsTo('GET /api/v1/admin/audit')).toHaveLength(0);
  });

  it('opens the owner on the audit log with filters from the address', async () => {
    const api = signedInAs('owner');
    renderAdmin(api, '/audit?action=order.refunded&target=order:12');
    expect(await screen.findByText('No entry matches.')).toBeVisible();
    const query = api.callsTo('GET /api/v1/admin/audit')[0]?.query;
    expect(query?.get('action')).toBe('order.refunded');
    expect(query?.get('target')).toBe('order:12');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('order.refunded');
  });
});
