import { type AdminCustomerResponse } from '@maplepack/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi, staffOf } from '../../test-support/fake-admin-api';
import { renderAdmin } from '../../test-support/render-admin';

const customer: AdminCustomerResponse = {
  id: 3,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  language: 'fr',
  date_created: '2026-10-01T14:00:00.000Z',
  billing: {
    first_name: 'Ann',
    last_name: 'Lee',
    address_1: '1 King St W',
    address_2: '',
    city: 'Toronto',
    state: 'ON',
    postcode: 'M5V 2T6',
    country: 'CA',
    email: 'ann@example.com',
    phone: '',
  },
  shipping: null,
  orders: [{ id: 12, status: 'processing', total: '45.20', date_created: '2026-11-20T14:00:00.000Z' }],
  subscriptions: [{ id: 41, status: 'active', next_payment_date: '2026-12-17', total: '13.56' }],
  mailing_list: {
    status: 'subscribed',
    consents: [
      {
        kind: 'express',
        given_at: '2026-10-01T14:00:00.000Z',
        method: 'survey',
        text: 'Yes, send me news and offers by e-mail.',
        source: 'form',
      },
    ],
  },
  privacy_requests: [
    { id: 5, kind: 'export', state: 'completed', created_at: '2026-11-01T14:00:00.000Z', completed_at: null },
  ],
};

function apiFor(role: 'support' | 'owner') {
  const api = fakeAdminApi();
  api.on('GET /api/v1/admin/session', {
    json: { staff: staffOf(role), expires_at: '2026-11-21T15:30:00.000Z' },
  });
  api.on('GET /api/v1/admin/customers', {
    json: {
      customers: [
        {
          id: 3,
          email: 'ann@example.com',
          name: 'Ann Lee',
          language: 'fr',
          date_created: customer.date_created,
        },
      ],
      total: 1,
      total_pages: 1,
    },
  });
  api.on('GET /api/v1/admin/customers/3', { json: customer });
  return api;
}

describe('customers', () => {
  it('searches by name or e-mail from the address bar’s search', async () => {
    const user = userEvent.setup();
    const api = apiFor('support');
    renderAdmin(api, '/customers');
    await screen.findByText('1 customer');
    await user.type(screen.getByRole('searchbox', { name: 'Email or name' }), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('1 customer');
    expect(api.callsTo('GET /api/v1/admin/customers').at(-1)?.query.get('search')).toBe('Lee');
    expect(screen.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/customers/3');
  });

  it('shows the profile, orders and subscriptions linked, consent and privacy requests', async () => {
    renderAdmin(apiFor('support'), '/customers/3');
    expect(await screen.findByRole('heading', { name: 'Customer: Ann Lee' })).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('French')).toBeVisible();
    expect(screen.getByRole('link', { name: '#12' })).toHaveAttribute('href', '/orders/12');
    expect(screen.getByRole('link', { name: '#41' })).toHaveAttribute('href', '/subscriptions/41');
    expect(screen.getByText('Yes, send me news and offers by e-mail.')).toBeVisible();
    expect(screen.getByText('Data download')).toBeVisible();
    expect(screen.queryByText(/password:/i)).toBeNull();
  });

  it('sends the password-reset e-mail and says so', async () => {
    const user = userEvent.setup();
    const api = apiFor('support');
    api.on('POST /api/v1/admin/customers/3/password-reset', {
      json: { status: 200, message: 'A password-reset e-mail was sent to the customer.' },
    });
    renderAdmin(api, '/customers/3');
    await screen.findByRole('heading', { name: 'Customer: Ann Lee' });
    await user.click(screen.getByRole('button', { name: 'Send password-reset email' }));
    expect(await screen.findByText('A password-reset e-mail was sent to the customer.')).toBeVisible();
    expect(api.callsTo('POST /api/v1/admin/customers/3/password-reset')).toHaveLength(1);
  });

  it('shows the server’s limit when too many resets were asked', async () => {
    const user = userEvent.setup();
    const api = apiFor('owner');
    api.on('POST /api/v1/admin/customers/3/password-reset', {
      status: 429,
      json: {
        error: { code: 'admin.rate-limited', message: 'Too many reset e-mails. Please try again later.' },
      },
    });
    renderAdmin(api, '/customers/3');
    await screen.findByRole('heading', { name: 'Customer: Ann Lee' });
    await user.click(screen.getByRole('button', { name: 'Send password-reset email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reset e-mails');
  });
});
