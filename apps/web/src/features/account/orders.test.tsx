import { productResponseFixture } from '@maplepack/api-client/testing';
import { type OrderChangePreview } from '@maplepack/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeRequest, type FakeResponse, installFakeApi } from '../../test-support/fake-api';
import { findPageHeading, renderAt, SIGNED_IN_USER } from '../../testing';
import { orderFixture } from './test-support/account-fixtures';

const NOW = Date.parse('2026-11-25T12:00:00Z');

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

function ordersApi(handler: (request: FakeRequest) => FakeResponse | undefined) {
  return installFakeApi(handler);
}

function previewOf(overrides: Partial<OrderChangePreview> = {}): OrderChangePreview {
  return {
    order_id: 100,
    date_modifiable_until: '2026-11-26T15:00:00',
    lines: [
      {
        product_id: 11,
        name: 'Vitamin D3',
        am_dose: 1,
        pm_dose: 1,
        quantity: 2,
        price: '4.50',
        subtotal: '9.00',
        total: '9.00',
      },
    ],
    coupon_lines: [{ code: 'WELCOME10', discount: '0.90' }],
    subtotal: '9.00',
    discount_total: '0.90',
    shipping_total: '9.50',
    tax_lines: [{ label: 'HST', rate_percent: '13.0000', tax_total: '2.29' }],
    total_tax: '2.29',
    total: '19.89',
    current_total: '26.00',
    paid: '26.00',
    difference: { kind: 'refund', amount: '6.11' },
    safety: { ok: true, reasons: [] },
    ...overrides,
  };
}

describe('/orders list', () => {
  it('lists the orders newest first with number, date, status and total, and pages', async () => {
    const api = ordersApi(({ url }) =>
      url.pathname === '/api/v1/orders'
        ? {
            body: [
              orderFixture({ id: 102, total: '31.20', date_paid: '2026-11-24T10:00:00' }),
              orderFixture({ id: 101, status: 'completed', date_paid: '2026-10-24T10:00:00' }),
            ],
            headers: { 'x-wp-total': '12', 'x-wp-totalpages': '2' },
          }
        : undefined,
    );
    renderAt('/orders', { user: SIGNED_IN_USER });
    expect(await findPageHeading()).toHaveTextContent('My Orders');
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('#102November 24, 2026Processing$31.20');
    expect(rows[2]).toHaveTextContent('#101October 24, 2026Completed$26.00');
    expect(screen.getByRole('link', { name: 'Order number 102' })).toHaveAttribute(
      'href',
      '/orders?order=102',
    );
    expect(api.requestsTo('/api/v1/orders')[0]?.url.searchParams.get('per_page')).toBe('10');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2');
    expect(api.requestsTo('/api/v1/orders').at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('says when there are no orders', async () => {
    ordersApi(({ url }) =>
      url.pathname === '/api/v1/orders'
        ? { body: [], headers: { 'x-wp-total': '0', 'x-wp-totalpages': '0' } }
        : undefined,
    );
    renderAt('/orders', { user: SIGNED_IN_USER });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
  });
});

describe('/orders?order=', () => {
  it('shows the lines with am/pm, coupons, shipping, taxes, payment and address', async () => {
    ordersApi(({ url }) => (url.pathname === '/api/v1/orders/100' ? { body: orderFixture() } : undefined));
    renderAt('/orders?order=100', { user: SIGNED_IN_USER });
    expect(await findPageHeading()).toHaveTextContent('Order #100');
    const vitamin = await screen.findByRole('row', { name: /Vitamin D3/ });
    expect(vitamin).toHaveTextContent('Vitamin D311$9.00');
    expect(screen.getByRole('row', { name: /Magnesium/ })).toHaveTextContent('Magnesium01$6.00');
    const totals = screen.getByText('Subtotal').closest('dl');
    expect(totals).toHaveTextContent('Coupon WELCOME10-$1.50');
    expect(totals).toHaveTextContent('Shipping (Canada Post)$9.50');
    expect(totals).toHaveTextContent('HST (13%)$3.00');
    expect(totals).toHaveTextContent('Total$26.00');
    expect(screen.getByText(/Paid with Visa ending in 4242/)).toBeInTheDocument();
    expect(screen.getByText('1 King St W')).toBeInTheDocument();
    expect(screen.getByText(/You can change this order until November 26, 2026/)).toBeInTheDocument();
  });

  it('offers no change once the window has closed', async () => {
    ordersApi(({ url }) =>
      url.pathname === '/api/v1/orders/100'
        ? { body: orderFixture({ date_modifiable_until: '2026-11-25T11:59:00Z' }) }
        : undefined,
    );
    renderAt('/orders?order=100', { user: SIGNED_IN_USER });
    await screen.findByRole('row', { name: /Vitamin D3/ });
    expect(screen.queryByRole('button', { name: 'Change this order' })).not.toBeInTheDocument();
  });

  it("shows another customer's order refusal", async () => {
    ordersApi(({ url }) =>
      url.pathname === '/api/v1/orders/100'
        ? { status: 403, body: { error: { code: 'auth.forbidden', message: 'Access denied.' } } }
        : undefined,
    );
    renderAt('/orders?order=100', { user: SIGNED_IN_USER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied.');
  });

  it('changes the order: removes a product, previews the refund, then confirms it', async () => {
    const changed = orderFixture({
      line_items: orderFixture().line_items.slice(0, 1),
      total: '19.89',
      adjustments: [
        {
          id: 1,
          kind: 'refund',
          amount: '6.11',
          total_before: '26.00',
          total_after: '19.89',
          date_created: '2026-11-25T12:00:00Z',
        },
      ],
    });
    const api = ordersApi(({ url, method }) => {
      if (url.pathname === '/api/v1/orders/100/preview') return { body: previewOf() };
      if (url.pathname === '/api/v1/orders/100' && method === 'PUT') return { body: changed };
      if (url.pathname === '/api/v1/orders/100') return { body: orderFixture() };
      return undefined;
    });
    renderAt('/orders?order=100', { user: SIGNED_IN_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Change this order' }));
    const magnesium = screen.getByRole('group', { name: 'Magnesium, evening pills' });
    await userEvent.click(within(magnesium).getByRole('button', { name: 'One fewer evening pill' }));
    expect(screen.getByText('Magnesium (removed)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review the new total' }));
    expect(await screen.findByTestId('order-difference')).toHaveTextContent(
      'We will refund $6.11 to your card.',
    );
    expect(api.requestsTo('/api/v1/orders/100/preview')[0]?.body).toEqual({
      line_items: [
        {
          product_id: 11,
          quantity: 2,
          meta_data: [
            { key: 'am_dose', value: 1 },
            { key: 'pm_dose', value: 1 },
          ],
        },
      ],
    });
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your order has been changed. Refunded to your card: $6.11 on November 25, 2026 (total $26.00 → $19.89).',
    );
    expect(screen.queryByRole('row', { name: /Magnesium/ })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Changes after payment' })).toHaveTextContent(
      'Refunded to your card',
    );
  });

  it('adds a product from the catalogue and removes a line, previews the charge, then confirms it', async () => {
    const omega = productResponseFixture({ id: 13, name: 'Omega-3', slug: 'omega-3', price: '5.00' });
    const vitaminD = productResponseFixture();
    const added = {
      product_id: 13,
      name: 'Omega-3',
      am_dose: 1,
      pm_dose: 0,
      quantity: 1,
      price: '5.00',
      subtotal: '5.00',
      total: '5.00',
    };
    const api = ordersApi(({ url, method }) => {
      if (url.pathname === '/api/v1/products')
        return { body: [vitaminD, omega], headers: { 'x-wp-total': '2', 'x-wp-totalpages': '1' } };
      if (url.pathname === '/api/v1/categories') return { body: [] };
      if (url.pathname === '/api/v1/orders/100/preview')
        return {
          body: previewOf({
            lines: [{ ...added, product_id: 12, name: 'Magnesium', am_dose: 0, pm_dose: 1 }, added],
            total: '27.12',
            difference: { kind: 'charge', amount: '1.12' },
          }),
        };
      if (url.pathname === '/api/v1/orders/100' && method === 'PUT')
        return {
          body: orderFixture({
            total: '27.12',
            adjustments: [
              {
                id: 1,
                kind: 'charge',
                amount: '1.12',
                total_before: '26.00',
                total_after: '27.12',
                date_created: '2026-11-25T12:00:00Z',
              },
            ],
          }),
        };
      if (url.pathname === '/api/v1/orders/100') return { body: orderFixture() };
      return undefined;
    });
    renderAt('/orders?order=100', { user: SIGNED_IN_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Change this order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Vitamin D3' }));
    expect(screen.getByText('Vitamin D3 (removed)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add products' }));
    const catalogue = await screen.findByRole('list', { name: 'Catalogue' });
    // Vitamin D3 is no longer in the change, so it can be added back; Magnesium is not in the catalogue.
    expect(within(catalogue).getByRole('button', { name: 'Add Vitamin D3' })).toBeInTheDocument();
    await userEvent.click(within(catalogue).getByRole('button', { name: 'Add Omega-3' }));
    expect(within(catalogue).queryByRole('button', { name: 'Add Omega-3' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Omega-3, morning pills' })).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Review the new total' }));
    expect(await screen.findByTestId('order-difference')).toHaveTextContent(
      'We will charge $1.12 to your card.',
    );
    const dose = (am: number, pm: number) => [
      { key: 'am_dose', value: am },
      { key: 'pm_dose', value: pm },
    ];
    expect(api.requestsTo('/api/v1/orders/100/preview')[0]?.body).toEqual({
      line_items: [
        { product_id: 12, quantity: 1, meta_data: dose(0, 1) },
        { product_id: 13, quantity: 1, meta_data: dose(1, 0) },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your order has been changed. Charged to your card: $1.12',
    );
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual(
      api.requestsTo('/api/v1/orders/100/preview')[0]?.body,
    );
  });

  it('shows an unsafe change with its reasons and does not let it be confirmed', async () => {
    ordersApi(({ url }) => {
      if (url.pathname === '/api/v1/orders/100/preview')
        return {
          body: previewOf({
            difference: { kind: 'charge', amount: '4.52' },
            safety: {
              ok: false,
              reasons: [
                {
                  product_id: 11,
                  product_name: 'Vitamin D3',
                  kind: 'upper-limit',
                  message: 'This is more vitamin D than the daily upper limit.',
                },
              ],
            },
          }),
        };
      if (url.pathname === '/api/v1/orders/100') return { body: orderFixture() };
      return undefined;
    });
    renderAt('/orders?order=100', { user: SIGNED_IN_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Change this order' }));
    const morning = screen.getByRole('group', { name: 'Vitamin D3, morning pills' });
    await userEvent.click(within(morning).getByRole('button', { name: 'One more morning pill' }));
    await userEvent.click(screen.getByRole('button', { name: 'Review the new total' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vitamin D3: This is more vitamin D than the daily upper limit.',
    );
    expect(screen.getByTestId('order-difference')).toHaveTextContent('We will charge $4.52 to your card.');
    expect(screen.getByRole('button', { name: 'Confirm the change' })).toBeDisabled();
  });

  it('keeps the change when the refund could not be made', async () => {
    ordersApi(({ url, method }) => {
      if (url.pathname === '/api/v1/orders/100/preview') return { body: previewOf() };
      if (url.pathname === '/api/v1/orders/100' && method === 'PUT')
        return {
          status: 503,
          body: { error: { code: 'payment.refund-failed', message: 'Refund failed.' } },
        };
      if (url.pathname === '/api/v1/orders/100') return { body: orderFixture() };
      return undefined;
    });
    renderAt('/orders?order=100', { user: SIGNED_IN_USER });
    await userEvent.click(await screen.findByRole('button', { name: 'Change this order' }));
    const magnesium = screen.getByRole('group', { name: 'Magnesium, evening pills' });
    await userEvent.click(within(magnesium).getByRole('button', { name: 'One fewer evening pill' }));
    await userEvent.click(screen.getByRole('button', { name: 'Review the new total' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not refund the difference, so your order was not changed. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Confirm the change' })).toBeEnabled();
  });
});
