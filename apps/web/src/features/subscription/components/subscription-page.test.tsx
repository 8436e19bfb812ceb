import { productResponseFixture } from '@maplepack/api-client/testing';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type FakeApi,
  type FakeRequest,
  type FakeResponse,
  installFakeApi,
} from '../../../test-support/fake-api';
import { findPageHeading, renderAt, SIGNED_IN_USER } from '../../../testing';
import { axeViolations } from '../../../test-support/axe';

// Lazy chunks load through babel on a shared machine: give them time.
configure({ asyncUtilTimeout: 5000 });

const VITAMIN_D = productResponseFixture();
const IRON = productResponseFixture({
  id: 12,
  name: 'Iron Bisglycinate',
  slug: 'iron',
  price: '3.00',
  regular_price: '3.00',
  categories: [{ id: 47, name: 'Minerals' }],
  acf: {
    minmax_no_of_pills: { min_no_of_pills: 1, max_no_of_pills: 1 },
    standard_dose_amount: { standard_dose_am: 0, standard_dose_pm: 1 },
    manufacturer: 'Maple Labs',
  },
});
const OMEGA = productResponseFixture({ id: 13, name: 'Omega-3', slug: 'omega-3', price: '5.00' });

const RENEWAL = {
  date: '2026-12-17',
  subtotal: '4.50',
  discount_total: '0.00',
  shipping_total: '9.50',
  tax_lines: [{ label: 'HST', rate_percent: '13.0000', tax_total: '1.82' }],
  total_tax: '1.82',
  total: '15.82',
  coupons: [],
  left_out: [],
};

function plan(overrides: Record<string, unknown> = {}) {
  return {
    id: 200,
    customer_id: SIGNED_IN_USER.id,
    status: 'active',
    parent_id: 100,
    billing_period: 'month',
    billing_interval: 1,
    start_date: '2026-11-21',
    next_payment_date: '2026-12-17',
    payment_method: 'stripe',
    payment_details: { customer_id: 'test_cus_1', card_id: 'card_1' },
    line_items: [
      {
        id: 91,
        product_id: 11,
        name: 'Vitamin D3',
        quantity: 1,
        price: '4.50',
        subtotal: '4.50',
        total: '4.50',
        meta_data: [
          { key: 'am_dose', value: 1 },
          { key: 'pm_dose', value: 0 },
        ],
      },
    ],
    shipping_lines: [],
    total: '15.82',
    total_tax: '1.82',
    shipping_total: '9.50',
    shipping: { city: 'Toronto', state: 'ON', postcode: 'M5V 2T6', country: 'CA' },
    billing: { city: 'Toronto', country: 'CA' },
    meta_data: [],
    hold_reason: null,
    cancellation: null,
    payment_retry: null,
    allowed_actions: [
      'subscription.skip',
      'subscription.pause',
      'subscription.move-date',
      'subscription.cancel',
      'card.updated',
    ],
    move_date_range: { earliest: '2026-11-26', latest: '2027-01-16' },
    renewal: RENEWAL,
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    ...overrides,
  };
}

const EVENT = {
  id: 1,
  date: '2026-11-21T10:00:00.000Z',
  on: '2026-11-21',
  by: 'shop',
  kind: 'started',
  description: 'Your plan started.',
};

interface Answers {
  /** The plan the page loads; default `plan()`. */
  current?: ReturnType<typeof plan>;
  save?: (request: FakeRequest) => FakeResponse;
  action?: (request: FakeRequest) => FakeResponse;
}

const SAFE = { ok: true, reasons: [] };
const IRON_REASON = {
  product_id: 12,
  product_name: 'Iron Bisglycinate',
  kind: 'interaction',
  message: 'Iron is not taken with your medication.',
};

/** The shop's API as the page sees it: the preview refuses any plan with iron. */
function server(answers: Answers = {}): FakeApi {
  return installFakeApi((request) => {
    const path = `${request.method} ${request.url.pathname}`;
    switch (path) {
      case 'POST /api/v1/token/validate':
        return { body: { status: 200, data: SIGNED_IN_USER } };
      case 'GET /api/v1/subscriptions':
        return { body: [answers.current ?? plan()] };
      case 'GET /api/v1/subscriptions/200':
        return { body: answers.current ?? plan(), headers: { etag: '"v1"' } };
      case 'GET /api/v1/subscriptions/200/events':
        return { body: [EVENT], headers: { 'x-wp-total': '1', 'x-wp-totalpages': '1' } };
      case 'GET /api/v1/products/11':
        return { body: VITAMIN_D };
      case 'GET /api/v1/products':
        return { body: [VITAMIN_D, IRON, OMEGA], headers: { 'x-wp-total': '3', 'x-wp-totalpages': '1' } };
      case 'GET /api/v1/categories':
        return {
          body: [
            { id: 46, name: 'Vitamins', slug: 'vitamins', color: '#aa3300', count: 2 },
            { id: 47, name: 'Minerals', slug: 'minerals', color: '#0033aa', count: 1 },
          ],
        };
      case 'POST /api/v1/subscriptions/200/preview': {
        const body = request.body as { line_items: { product_id: number }[] };
        const iron = body.line_items.some((line) => line.product_id === 12);
        return {
          body: {
            lines: [],
            renewal: { ...RENEWAL, total: '20.34' },
            safety: iron ? { ok: false, reasons: [IRON_REASON] } : SAFE,
          },
        };
      }
      case 'PUT /api/v1/subscriptions/200':
        return (answers.save ?? (() => ({ body: plan(), headers: { etag: '"v2"' } })))(request);
      case 'POST /api/v1/subscriptions/200/actions':
        return (answers.action ?? (() => ({ body: { subscription: plan(), event: EVENT } })))(request);
      case 'GET /api/v1/payments/config':
        return { body: { mode: 'test' } };
      case 'PUT /api/v1/subscriptions/200/card':
        return {
          body: {
            card: { id: 'card_2', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
            subscription: plan(),
            retry: { status: 'none' },
          },
        };
      default:
        return undefined;
    }
  });
}

async function openPage() {
  const view = renderAt('/subscription', { user: SIGNED_IN_USER });
  expect(await findPageHeading()).toHaveTextContent('My Subscription');
  await screen.findByRole('group', { name: 'Morning pills of Vitamin D3' });
  return view;
}

const previews = (api: FakeApi) => api.requestsTo('/api/v1/subscriptions/200/preview');
const puts = (api: FakeApi) =>
  api.requestsTo('/api/v1/subscriptions/200').filter((request) => request.method === 'PUT');

afterEach(() => jest.restoreAllMocks());

describe('/subscription: the plan editor', () => {
  it('changes a dose within the product’s limits, previews it and saves the lib’s payload', async () => {
    const api = server();
    const user = userEvent.setup();
    await openPage();
    expect(screen.getByText('Next renewal (17 December 2026)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save my plan' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'More morning pills of Vitamin D3' }));
    const morning = screen.getByRole('group', { name: 'Morning pills of Vitamin D3' });
    expect(within(morning).getByText('2')).toBeInTheDocument();
    // Two pills a day is this product's maximum.
    expect(screen.getByRole('button', { name: 'More morning pills of Vitamin D3' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More evening pills of Vitamin D3' })).toBeDisabled();
    expect(await screen.findByText('$20.34')).toBeInTheDocument();
    expect(previews(api).at(-1)?.body).toEqual({
      line_items: [
        {
          id: 91,
          product_id: 11,
          quantity: 2,
          meta_data: [
            { key: 'am_dose', value: 2 },
            { key: 'pm_dose', value: 0 },
          ],
        },
      ],
    });
    expect(within(screen.getByLabelText('Totals')).getByText('$9.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save my plan' }));
    expect(await screen.findByText('Your plan is saved.')).toBeInTheDocument();
    expect(puts(api)).toHaveLength(1);
    expect(puts(api)[0]?.headers.get('if-match')).toBe('"v1"');
    expect(puts(api)[0]?.body).toEqual(previews(api).at(-1)?.body);
  });

  it('adds from the catalogue by search, shows a safety refusal before saving, and Cancel drops it', async () => {
    const api = server();
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Add products' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Search products' }), 'iron');
    const catalogue = screen.getByRole('list', { name: 'Catalogue' });
    expect(within(catalogue).queryByText(/Omega-3/)).not.toBeInTheDocument();
    await user.click(within(catalogue).getByRole('button', { name: 'Add Iron Bisglycinate' }));

    expect(
      await screen.findByRole('group', { name: 'Evening pills of Iron Bisglycinate' }),
    ).toBeInTheDocument();
    const alert = await screen.findByText('Iron Bisglycinate: Iron is not taken with your medication.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('This plan cannot be saved:');
    expect(screen.getByRole('button', { name: 'Save my plan' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Cancel changes' }));
    expect(
      screen.queryByRole('group', { name: 'Evening pills of Iron Bisglycinate' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/Iron is not taken/)).not.toBeInTheDocument();
    expect(puts(api)).toHaveLength(0);
  });

  it('narrows the catalogue by category', async () => {
    server();
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Add products' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Minerals');
    const catalogue = screen.getByRole('list', { name: 'Catalogue' });
    expect(within(catalogue).getAllByRole('listitem')).toHaveLength(1);
    expect(within(catalogue).getByText(/Iron Bisglycinate/)).toBeInTheDocument();
  });

  it('shows the server’s 422 reasons, and removing a product is saved as dropped', async () => {
    const api = server({
      save: () => ({
        status: 422,
        body: {
          error: {
            code: 'subscription.pack-unsafe',
            message: 'This plan cannot be saved:',
            reasons: [
              { ...IRON_REASON, product_id: 11, product_name: 'Vitamin D3', message: 'Too much vitamin D.' },
            ],
          },
        },
      }),
    });
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Remove Vitamin D3' }));
    expect(screen.getByText('Your plan has no products. Add some from the catalogue.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save my plan' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save my plan' }));
    expect(await screen.findByText('Vitamin D3: Too much vitamin D.')).toBeInTheDocument();
    expect(puts(api)[0]?.body).toEqual({ line_items: [] });
    // The edits stay for another try, and the page takes changes again.
    expect(screen.getByRole('button', { name: 'Save my plan' })).toBeEnabled();
  });

  it('shows the red access-denied toast for 3000 ms when the plan is not the person’s', async () => {
    server({
      save: () => ({
        status: 403,
        body: {
          error: {
            code: 'subscription.forbidden',
            message: 'Invalid subscription. Please contact administrator.',
          },
        },
      }),
    });
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'More morning pills of Vitamin D3' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save my plan' })).toBeEnabled());
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Save my plan' }));
      const toast = await screen.findByText('Access denied.');
      expect(toast.closest('[role="alert"]')).toHaveTextContent(
        'Invalid subscription. Please contact administrator.',
      );
      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByText('Access denied.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Access denied.')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('has no axe violations', async () => {
    server();
    const { container } = await openPage();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('/subscription: self-service', () => {
  it('says a renewal payment failed and when it is tried again, and what the next pack leaves out', async () => {
    server({
      current: plan({
        status: 'on-hold',
        hold_reason: 'payment-failed',
        payment_retry: {
          pack_date: '2026-12-17',
          failed_attempts: 1,
          next_retry_at: '2026-12-17T21:00:00.000Z',
        },
        allowed_actions: ['subscription.cancel', 'card.updated'],
        renewal: {
          ...RENEWAL,
          left_out: [
            {
              product_id: 13,
              name: 'Omega-3',
              message: 'Omega-3 will be left out of your next pack: it interacts with warfarin.',
            },
          ],
        },
      }),
    });
    await openPage();
    expect(
      screen.getByText(
        'The payment for your 17 December 2026 pack failed. We will try again on 17 December 2026; updating your card tries again now.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(
      screen.getByText('Omega-3 will be left out of your next pack: it interacts with warfarin.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update card' }).closest('#card')).not.toBeNull();
  });

  it('after the last retry, says the pack was cancelled and how to start again', async () => {
    server({
      current: plan({
        status: 'on-hold',
        hold_reason: 'payment-failed',
        next_payment_date: null,
        payment_retry: null,
        allowed_actions: ['subscription.reactivate', 'subscription.cancel', 'card.updated'],
      }),
    });
    await openPage();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment for your last pack failed after every retry, so that pack was cancelled and your plan is on hold.',
    );
  });

  it('skips the next pack and shows the log line', async () => {
    const api = server({
      action: () => ({
        body: {
          subscription: plan({ next_payment_date: '2027-01-17' }),
          event: { ...EVENT, id: 2, kind: 'skipped', description: 'Skipped the 17 December pack.' },
        },
      }),
    });
    const user = userEvent.setup();
    await openPage();
    expect(screen.getByText('Your plan started.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip the next pack' }));
    expect(await screen.findAllByText('Skipped the 17 December pack.')).toHaveLength(2);
    expect(api.requestsTo('/api/v1/subscriptions/200/actions')[0]?.body).toEqual({
      type: 'subscription.skip',
    });
    expect(screen.getByText(/17 January 2027/)).toBeInTheDocument();
  });

  it('pauses for the months picked', async () => {
    const api = server();
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('radio', { name: '2 months' }));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/v1/subscriptions/200/actions')[0]?.body).toEqual({
        type: 'subscription.pause',
        months: 2,
      }),
    );
  });

  it('cancels with a reason and a note, offering a pause once', async () => {
    const api = server();
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Cancel my subscription' }));
    expect(screen.getByText(/Would a break help instead/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep my subscription' }));
    await user.click(screen.getByRole('button', { name: 'Cancel my subscription' }));
    expect(screen.queryByText(/Would a break help instead/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(screen.getByText('Please pick a reason.')).toBeInTheDocument();
    expect(api.requestsTo('/api/v1/subscriptions/200/actions')).toHaveLength(0);
    expect(screen.getByText(/Your plan ends on 17 December 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'It costs too much' }));
    await user.type(screen.getByRole('textbox', { name: /Anything else/ }), 'Moving abroad');
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/v1/subscriptions/200/actions')[0]?.body).toEqual({
        type: 'subscription.cancel',
        reason: 'too-expensive',
        note: 'Moving abroad',
      }),
    );
  });

  it('shows the server’s refusal of an action', async () => {
    server({
      action: () => ({
        status: 409,
        body: { error: { code: 'subscription.not-allowed', message: 'This plan cannot be skipped now.' } },
      }),
    });
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Skip the next pack' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This plan cannot be skipped now.');
  });

  it('offers reactivate and resume only when the server allows them', async () => {
    installFakeApi((request) => {
      const path = `${request.method} ${request.url.pathname}`;
      const paused = plan({ status: 'paused', allowed_actions: ['subscription.resume', 'card.updated'] });
      if (path === 'POST /api/v1/token/validate') return { body: { status: 200, data: SIGNED_IN_USER } };
      if (path === 'GET /api/v1/subscriptions') return { body: [paused] };
      if (path === 'GET /api/v1/subscriptions/200') return { body: paused };
      if (path === 'GET /api/v1/products/11') return { body: VITAMIN_D };
      return undefined;
    });
    await openPage();
    expect(screen.getByRole('button', { name: 'Resume now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip the next pack' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel my subscription' })).not.toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });

  it('updates the card with the test gateway’s form', async () => {
    const api = server();
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Update card' }));
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Ann Lee');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(
      await screen.findByText('Your card is updated. Renewals are charged to it from now on.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/v1/subscriptions/200/card')[0]?.body).toEqual({ token: 'tok_visa' });
  });
});
