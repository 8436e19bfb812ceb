import { startCannedServer, type CannedServer } from '../test/canned-server';
import { isApiError } from './api-error';
import { createApiClient, type ApiClient } from './create-api-client';

let server: CannedServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startCannedServer();
  client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok' });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
});

const blank = {
  first_name: '',
  last_name: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: 'CA',
  email: '',
  phone: '',
};
const customer = {
  id: 7,
  email: 'ann@example.ca',
  first_name: 'Ann',
  last_name: 'Lee',
  username: 'ann.lee',
  survey_id: null,
  date_created: '2026-11-21T00:00:00',
  meta_data: [],
  billing: blank,
  shipping: blank,
};
const renewal = {
  date: '2026-12-21',
  subtotal: '40.00',
  discount_total: '0.00',
  shipping_total: '0.00',
  tax_lines: [{ label: 'HST', rate_percent: '13.0000', tax_total: '5.20' }],
  total_tax: '5.20',
  total: '45.20',
  coupons: [],
  left_out: [],
};
const shipping = {
  first_name: 'Ann',
  last_name: 'Lee',
  address_1: '1 King St W',
  city: 'Toronto',
  state: 'ON',
  postcode: 'M5H 1A1',
};

describe('account calls', () => {
  it('changes the password with the current one', async () => {
    const answer = { status: 200, message: 'Your password has been changed.' };
    server.answer('POST /api/v1/customers/7/password', { json: answer });
    await expect(
      client.account.changePassword(7, { current_password: 'old one', password: 'a-much-longer-one' }),
    ).resolves.toEqual(answer);
    expect(server.seen[0]).toMatchObject({
      method: 'POST',
      body: { current_password: 'old one', password: 'a-much-longer-one' },
    });
  });

  it('refuses a short new password before sending anything', async () => {
    const failure = await client.account
      .changePassword(7, { current_password: 'old', password: 'short' })
      .catch((error: unknown) => error);
    expect(isApiError(failure) && failure.message).toBe('Your password must be at least 10 characters long.');
    expect(server.seen).toHaveLength(0);
  });

  it('turns a wrong current password into its message', async () => {
    server.answer('POST /api/v1/customers/7/password', {
      status: 400,
      json: {
        error: { code: 'customer.wrong-password', message: 'The password you entered is incorrect.' },
      },
    });
    const failure = await client.account
      .changePassword(7, { current_password: 'guess', password: 'a-much-longer-one' })
      .catch((error: unknown) => error);
    expect(isApiError(failure) && [failure.code, failure.message]).toEqual([
      'customer.wrong-password',
      'The password you entered is incorrect.',
    ]);
  });

  it('previews a new shipping destination', async () => {
    const answer = {
      province: 'ON',
      postcode: 'M5H 1A1',
      plans: [{ subscription_id: 3, current: renewal, proposed: { ...renewal, total: '46.00' } }],
    };
    server.answer('POST /api/v1/customers/7/addresses/preview', { json: answer });
    await expect(
      client.account.previewAddresses(7, { shipping: { postcode: 'M5H 1A1', city: 'Toronto' } }),
    ).resolves.toEqual(answer);
    expect(server.seen[0]?.body).toEqual({ shipping: { postcode: 'M5H 1A1', city: 'Toronto' } });
  });

  it('saves the addresses and reads each plan renewal', async () => {
    const answer = { customer, plans: [{ subscription_id: 3, renewal }] };
    server.answer('PUT /api/v1/customers/7/addresses', { json: answer });
    await expect(client.account.saveAddresses(7, { shipping })).resolves.toEqual(answer);
    expect(server.seen[0]).toMatchObject({
      method: 'PUT',
      body: { shipping },
    });
  });

  it('refuses an answer that breaks the contract', async () => {
    server.answer('PUT /api/v1/customers/7/addresses', { json: { customer } });
    await expect(client.account.saveAddresses(7, { billing: shipping })).rejects.toMatchObject({
      name: 'ApiError',
    });
  });
});

describe('order change calls', () => {
  it('previews a change with the refund it would make', async () => {
    const preview = {
      order_id: 100,
      date_modifiable_until: '2026-11-26T00:00:00.000Z',
      lines: [
        {
          product_id: 11,
          name: 'Vitamin D3',
          am_dose: 1,
          pm_dose: 0,
          quantity: 1,
          price: '4.50',
          subtotal: '4.50',
          total: '4.50',
        },
      ],
      coupon_lines: [],
      subtotal: '4.50',
      discount_total: '0.00',
      shipping_total: '9.50',
      tax_lines: [],
      total_tax: '0.00',
      total: '14.00',
      current_total: '18.50',
      paid: '18.50',
      difference: { kind: 'refund', amount: '4.50' },
      safety: { ok: true, reasons: [] },
    };
    server.answer('POST /api/v1/orders/100/preview', { json: preview });
    const body = {
      line_items: [
        {
          product_id: 11,
          quantity: 1,
          meta_data: [
            { key: 'am_dose' as const, value: 1 },
            { key: 'pm_dose' as const, value: 0 },
          ],
        },
      ],
    };
    await expect(client.orderChanges.preview(100, body)).resolves.toEqual(preview);
    expect(server.seen[0]).toMatchObject({ method: 'POST', path: '/api/v1/orders/100/preview', body });
  });
});
