import { type AdminSubscriptionResponse } from '@maplepack/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi, staffOf } from '../../test-support/fake-admin-api';
import { renderAdmin } from '../../test-support/render-admin';

const address = {
  first_name: 'Ann',
  last_name: 'Lee',
  address_1: '1 King St W',
  city: 'Toronto',
  state: 'ON',
  postcode: 'M5V 2T6',
  country: 'CA',
};

function planOf(overrides: Partial<AdminSubscriptionResponse> = {}): AdminSubscriptionResponse {
  return {
    subscription: {
      id: 41,
      customer_id: 3,
      status: 'active',
      parent_id: 12,
      billing_period: 'month',
      billing_interval: 1,
      start_date: '2026-11-17',
      next_payment_date: '2026-12-17',
      payment_method: 'test',
      payment_details: null,
      line_items: [
        {
          id: 1,
          product_id: 2401,
          name: 'Vitamin D3',
          quantity: 1,
          price: '12.00',
          subtotal: '12.00',
          total: '12.00',
          meta_data: [
            { key: 'am_dose', value: 1 },
            { key: 'pm_dose', value: 2 },
          ],
        },
      ],
      shipping_lines: [],
      total: '13.56',
      total_tax: '1.56',
      shipping_total: '0.00',
      shipping: address,
      billing: address,
      meta_data: [],
      hold_reason: null,
      cancellation: null,
      payment_retry: null,
      allowed_actions: [
        'subscription.skip',
        'subscription.pause',
        'subscription.move-date',
        'subscription.cancel',
      ],
      move_date_range: { earliest: '2026-11-21', latest: '2027-01-17' },
      renewal: null,
      card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 },
    },
    customer: { id: 3, email: 'ann@example.com', name: 'Ann Lee' },
    can_retry_payment: false,
    events: [
      {
        id: 1,
        date: '2026-11-17T15:00:00.000Z',
        on: '2026-11-17',
        by: 'customer',
        kind: 'started',
        description: 'Started the plan.',
        staff_email: null,
        staff_reason: null,
      },
    ],
    ...overrides,
  };
}

function apiFor(role: 'support' | 'owner' | 'fulfilment') {
  const api = fakeAdminApi();
  api.on('GET /api/v1/admin/session', {
    json: { staff: staffOf(role), expires_at: '2026-11-21T15:30:00.000Z' },
  });
  api.on('GET /api/v1/admin/subscriptions/41', { json: planOf() });
  return api;
}

describe('a subscription’s page', () => {
  it('shows the plan with its doses, the card and the history', async () => {
    renderAdmin(apiFor('support'), '/subscriptions/41');
    expect(await screen.findByRole('heading', { name: 'Subscription #41' })).toBeVisible();
    const plan = screen.getByRole('region', { name: 'Plan' });
    expect(within(plan).getByRole('row', { name: 'Vitamin D3 1 2' })).toBeVisible();
    expect(screen.getByText('visa •••• 4242')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/customers/3');
    expect(screen.getByRole('cell', { name: 'Started the plan.' })).toBeVisible();
  });

  it('asks for a reason before anything is sent', async () => {
    const user = userEvent.setup();
    const api = apiFor('support');
    renderAdmin(api, '/subscriptions/41');
    await screen.findByRole('heading', { name: 'Subscription #41' });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveFocus();
    expect(screen.getByText('Please choose an action.')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'subscription.skip');
    await user.type(screen.getByRole('textbox', { name: /Your reason/ }), 'no');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('textbox', { name: /Your reason/ })).toHaveFocus();
    expect(screen.getByText('Please give the reason (at least 3 characters).')).toBeVisible();
    expect(api.callsTo('POST /api/v1/admin/subscriptions/41/actions')).toHaveLength(0);
  });

  it('skips with a reason and shows the new history line with who and why', async () => {
    const user = userEvent.setup();
    const api = apiFor('support');
    api.on('POST /api/v1/admin/subscriptions/41/actions', {
      json: planOf({
        subscription: { ...planOf().subscription, next_payment_date: '2027-01-17' },
        events: [
          {
            id: 2,
            date: '2026-11-21T15:00:00.000Z',
            on: '2026-11-21',
            by: 'customer',
            kind: 'skipped',
            description: 'Skipped the 17 December pack.',
            staff_email: 'support@maplepack.test',
            staff_reason: 'Customer phoned',
          },
          ...planOf().events,
        ],
      }),
    });
    renderAdmin(api, '/subscriptions/41');
    await screen.findByRole('heading', { name: 'Subscription #41' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'subscription.skip');
    await user.type(screen.getByRole('textbox', { name: /Your reason/ }), 'Customer phoned');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Skipped the 17 December pack/ })).toHaveTextContent(
        'support@maplepack.test',
      ),
    );
    expect(api.callsTo('POST /api/v1/admin/subscriptions/41/actions')[0]?.body).toEqual({
      action: { type: 'subscription.skip' },
      reason: 'Customer phoned',
    });
    expect(screen.getByText(/The customer was emailed/)).toBeVisible();
  });

  it('shows the lifecycle’s refusal as the server sent it', async () => {
    const user = userEvent.setup();
    const api = apiFor('support');
    api.on('POST /api/v1/admin/subscriptions/41/actions', {
      status: 409,
      json: {
        error: { code: 'subscription.not-allowed', message: 'A cancelled plan cannot skip a renewal.' },
      },
    });
    renderAdmin(api, '/subscriptions/41');
    await screen.findByRole('heading', { name: 'Subscription #41' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'subscription.move-date');
    await user.type(screen.getByRole('textbox', { name: /Your reason/ }), 'Asked by phone');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Please choose the new date.')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'subscription.skip');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A cancelled plan cannot skip a renewal.');
  });

  it('lets the owner act too, and keeps fulfilment out without asking the API', async () => {
    const api = apiFor('owner');
    renderAdmin(api, '/subscriptions/41');
    await screen.findByRole('heading', { name: 'Subscription #41' });
    expect(screen.getByRole('heading', { name: 'Act for the customer' })).toBeVisible();
    const fulfilment = apiFor('fulfilment');
    renderAdmin(fulfilment, '/subscriptions/41');
    expect(await screen.findByRole('heading', { name: 'Your role does not allow this page.' })).toBeVisible();
    expect(fulfilment.callsTo('GET /api/v1/admin/subscriptions/41')).toHaveLength(0);
  });

  it('offers the payment retry only when a failed renewal waits, and sends the reason', async () => {
    const user = userEvent.setup();
    const api = apiFor('support');
    const onHold = planOf({
      subscription: { ...planOf().subscription, status: 'on-hold', allowed_actions: ['subscription.cancel'] },
      can_retry_payment: true,
    });
    api.on('GET /api/v1/admin/subscriptions/41', { json: onHold });
    api.on('POST /api/v1/admin/subscriptions/41/payment-retry', {
      json: {
        status: 'paid',
        message: 'The renewal of $13.56 was paid.',
        subscription: { ...onHold, can_retry_payment: false },
      },
    });
    renderAdmin(api, '/subscriptions/41');
    await screen.findByRole('heading', { name: 'Subscription #41' });
    const action = screen.getByRole('combobox', { name: 'Action' });
    expect(
      within(action)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an action', 'Cancel', 'Retry the failed payment']);
    await user.selectOptions(action, 'payment.retry');
    await user.type(screen.getByRole('textbox', { name: /Your reason/ }), 'Bank lifted the block');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The renewal of $13.56 was paid.')).toBeVisible();
    expect(api.callsTo('POST /api/v1/admin/subscriptions/41/payment-retry')[0]?.body).toEqual({
      reason: 'Bank lifted the block',
    });
  });
});

describe('the subscription search', () => {
  it('takes its filters from the address, leaves malformed ones out and searches again on submit', async () => {
    const user = userEvent.setup();
    const api = apiFor('support');
    api.on('GET /api/v1/admin/subscriptions', { json: { subscriptions: [], total: 0, total_pages: 0 } });
    renderAdmin(api, '/subscriptions?status=paused&renewal_from=2026-12-01&renewal_to=soon');
    expect(await screen.findByText('No subscriptions match.')).toBeVisible();
    const first = api.callsTo('GET /api/v1/admin/subscriptions')[0]?.query;
    expect(Object.fromEntries(first ?? [])).toEqual({ status: 'paused', renewal_from: '2026-12-01' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('paused');
    await user.type(screen.getByRole('searchbox', { name: 'Plan number or email' }), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET /api/v1/admin/subscriptions')).toHaveLength(2));
    expect(api.callsTo('GET /api/v1/admin/subscriptions')[1]?.query.get('search')).toBe('ann@example.com');
  });
});
