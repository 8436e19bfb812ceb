import { type AdminOrderResponse } from '@maplepack/api-contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi, staffOf } from '../../test-support/fake-admin-api';
import { renderAdmin } from '../../test-support/render-admin';
import { checkRefund } from './order-forms';

const address = {
  first_name: 'Ann',
  last_name: 'Lee',
  address_1: '1 King St W',
  city: 'Toronto',
  state: 'ON',
  postcode: 'M5V 2T6',
  country: 'CA',
};

function orderOf(overrides: Partial<AdminOrderResponse> = {}): AdminOrderResponse {
  return {
    id: 12,
    status: 'processing',
    customer_id: 3,
    currency: 'CAD',
    campaign: null,
    date_created: '2026-11-20T14:00:00.000Z',
    date_paid: '2026-11-20T14:00:05.000Z',
    date_modifiable_until: '2026-11-25T14:00:05.000Z',
    set_paid: true,
    payment_method: 'card',
    payment_details: null,
    transaction_id: 'test_ch_1',
    billing: address,
    shipping: address,
    line_items: [
      {
        id: 1,
        product_id: 11,
        name: 'Vitamin D3',
        quantity: 1,
        price: '40.00',
        subtotal: '40.00',
        total: '40.00',
        meta_data: [
          { key: 'am_dose', value: 1 },
          { key: 'pm_dose', value: 0 },
        ],
      },
    ],
    coupon_lines: [],
    shipping_lines: [],
    tax_lines: [],
    balance_due: '0.00',
    payment_card: { brand: 'visa', last4: '4242' },
    adjustments: [],
    meta_data: [],
    subtotal: '40.00',
    discount_total: '0.00',
    shipping_total: '0.00',
    total_tax: '5.20',
    total: '45.20',
    customer: { email: 'ann@example.com', name: 'Ann Lee' },
    shipment: null,
    refunds: [],
    refundable: '45.20',
    ...overrides,
  };
}

function apiFor(role: 'support' | 'fulfilment' | 'owner') {
  const api = fakeAdminApi();
  api.on('GET /api/v1/admin/session', {
    json: { staff: staffOf(role), expires_at: '2026-11-21T15:30:00.000Z' },
  });
  api.on('GET /api/v1/admin/orders/12', { json: orderOf() });
  return api;
}

describe('the refund form', () => {
  it('starts at what is left to refund and sends nothing without a reason or with a bad amount', async () => {
    const user = userEvent.setup();
    const api = apiFor('support');
    renderAdmin(api, '/orders/12');
    const amount = await screen.findByLabelText('Amount (CAD)');
    expect(amount).toHaveValue('45.20');
    await user.click(screen.getByRole('button', { name: 'Review the refund' }));
    expect(screen.getByText('Please give the reason for the refund.')).toBeVisible();
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.type(screen.getByLabelText('Reason'), 'Broken bottle');
    await user.click(screen.getByRole('button', { name: 'Review the refund' }));
    expect(screen.getByText('Enter an amount like 12.34.')).toBeVisible();
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Review the refund' }));
    expect(
      screen.getByText('The refund is more than what is left to refund on this order ($45.20).'),
    ).toBeVisible();
    expect(api.callsTo('POST /api/v1/admin/orders/12/refunds')).toHaveLength(0);
  });

  it('asks to confirm, refunds once for a double click with one Idempotency-Key, and shows the answer', async () => {
    const user = userEvent.setup();
    const api = apiFor('support');
    let release: () => void = () => undefined;
    api.on('POST /api/v1/admin/orders/12/refunds', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return {
        json: orderOf({
          refundable: '35.20',
          refunds: [
            {
              id: 1,
              amount: '10.00',
              reason: 'Broken bottle',
              created_at: '2026-11-21T15:00:00.000Z',
              staff_email: 'support@maplepack.test',
            },
          ],
        }),
      };
    });
    const { keys } = renderAdmin(api, '/orders/12');
    const amount = await screen.findByLabelText('Amount (CAD)');
    await user.clear(amount);
    await user.type(amount, '10');
    await user.type(screen.getByLabelText('Reason'), 'Broken bottle');
    await user.click(screen.getByRole('button', { name: 'Review the refund' }));
    expect(screen.getByText(/Refund \$10\.00 of order #12 to the customer's card\?/)).toBeVisible();
    const confirm = screen.getByRole('button', { name: 'Refund $10.00' });
    expect(confirm).toHaveFocus();
    await user.dblClick(confirm);
    await waitFor(() => expect(api.callsTo('POST /api/v1/admin/orders/12/refunds')).toHaveLength(1));
    await act(async () => release());
    expect(await screen.findByText('The payment provider refunded $10.00.')).toBeVisible();
    const sent = api.callsTo('POST /api/v1/admin/orders/12/refunds');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ amount: '10.00', reason: 'Broken bottle' });
    expect(sent[0]?.headers.get('idempotency-key')).toBe(keys[0]);
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Broken bottle')).toBeVisible();
    expect(screen.getByLabelText('Amount (CAD)')).toHaveValue('35.20');
  });

  it('keeps the attempt’s key when the gateway fails, so trying again cannot refund twice', async () => {
    const user = userEvent.setup();
    const api = apiFor('owner');
    api.on('POST /api/v1/admin/orders/12/refunds', {
      status: 502,
      json: {
        error: { code: 'admin.refund-failed', message: 'The payment provider did not make the refund.' },
      },
    });
    renderAdmin(api, '/orders/12');
    await user.type(await screen.findByLabelText('Reason'), 'Lost in the mail');
    await user.click(screen.getByRole('button', { name: 'Review the refund' }));
    await user.click(screen.getByRole('button', { name: 'Refund $45.20' }));
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent(
      'The payment provider did not make the refund.',
    );
    await user.click(screen.getByRole('button', { name: 'Refund $45.20' }));
    await waitFor(() => expect(api.callsTo('POST /api/v1/admin/orders/12/refunds')).toHaveLength(2));
    const [first, second] = api.callsTo('POST /api/v1/admin/orders/12/refunds');
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('holds support to its limit before asking the server', () => {
    expect(checkRefund('200', 'Broken bottle', 30_000, 15_000)).toEqual({
      ok: false,
      errors: { amount: 'Your role can refund at most $150.00 at once. Ask the owner for a larger refund.' },
    });
    expect(checkRefund('$150', 'Broken bottle', 30_000, 15_000)).toMatchObject({
      ok: true,
      amount: '150.00',
    });
    expect(checkRefund('0', 'Broken bottle', 30_000, null)).toMatchObject({ ok: false });
  });
});

describe('mark shipped', () => {
  it('is offered to fulfilment, not to support, and sends nothing until both fields are right', async () => {
    const user = userEvent.setup();
    const support = apiFor('support');
    const first = renderAdmin(support, '/orders/12');
    await screen.findByRole('heading', { name: 'Order #12' });
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).toBeNull();
    first.unmount();

    const api = apiFor('fulfilment');
    api.on('POST /api/v1/admin/orders/12/shipment', ({ body }) => ({
      json: orderOf({
        shipment: {
          ...(body as { carrier: string; tracking_number: string }),
          shipped_at: '2026-11-21T15:00:00.000Z',
        },
      }),
    }));
    renderAdmin(api, '/orders/12');
    expect(screen.queryByLabelText('Amount (CAD)')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    expect(screen.getByText('Please enter the carrier.')).toBeVisible();
    expect(screen.getByLabelText('Carrier')).toHaveFocus();
    await user.type(screen.getByLabelText('Carrier'), 'Canada Post');
    await user.type(screen.getByLabelText('Tracking number'), '12$');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(screen.getByLabelText('Tracking number')).toHaveAccessibleDescription(/tracking number/i);
    expect(api.callsTo('POST /api/v1/admin/orders/12/shipment')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Tracking number'));
    await user.type(screen.getByLabelText('Tracking number'), '1234 5678 9012');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(await within(shipment).findByText('1234 5678 9012')).toBeVisible();
    expect(api.callsTo('POST /api/v1/admin/orders/12/shipment')[0]?.body).toEqual({
      carrier: 'Canada Post',
      tracking_number: '1234 5678 9012',
    });
  });
});
