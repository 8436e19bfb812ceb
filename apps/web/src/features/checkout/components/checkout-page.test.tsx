import {
  CHECKOUT_ERROR_CODES,
  CHECKOUT_MESSAGES,
  type CheckoutQuote,
  PASSWORD_MIN_LENGTH,
} from '@maplepack/api-contract';
import { CHECKOUT_DRAFT_KEY } from '@maplepack/checkout';
import { quoteFixture, receiptFixture, SIGNED_IN_ACCOUNT } from '@maplepack/checkout/testing';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type FakeApi,
  type FakeRequest,
  type FakeResponse,
  installFakeApi,
  pageResponse,
} from '../../../test-support/fake-api';
import { cartEntry, findPageHeading, hrefOfRouter, renderAt, SIGNED_IN_USER } from '../../../testing';
import { useAuthStore } from '../../../stores/auth-store';
import { cartStore } from '../../../stores/cart-store';
import { axeViolations } from '../../../test-support/axe';

const ENTRIES = { 2101: cartEntry({ order: 0 }), 2201: cartEntry({ amQty: 1, pmQty: 1, order: 1 }) };
const RECEIPT = receiptFixture();

type PlaceAnswer = (request: FakeRequest, index: number) => FakeResponse;

interface Server {
  quote?: (request: FakeRequest) => CheckoutQuote;
  place?: PlaceAnswer;
  config?: FakeResponse['body'];
}

function error(status: number, code: string, message: string, extra: object = {}): FakeResponse {
  return { status, body: { error: { code, message, ...extra } } };
}

/** The shop's API as the checkout sees it; each test says how POST /checkout answers. */
function server({ quote = () => quoteFixture(), place, config = { mode: 'test' } }: Server): FakeApi {
  let placed = 0;
  return installFakeApi((request) => {
    const path = `${request.method} ${request.url.pathname}`;
    switch (path) {
      case 'GET /api/v1/payments/config':
        return { body: config };
      case 'POST /api/v1/checkout/quote':
        return { body: quote(request) };
      case 'POST /api/v1/checkout':
        return (place ?? (() => ({ body: { status: 'completed', receipt: RECEIPT } })))(request, placed++);
      case 'POST /api/v1/payments/test/authenticate': {
        const sent = request.body as { payment_intent_id: string; outcome: 'succeed' | 'fail' };
        return { body: { payment_intent_id: sent.payment_intent_id, outcome: sent.outcome } };
      }
      case 'GET /api/v1/checkout/receipt':
        return { body: { receipt: RECEIPT } };
      case 'POST /api/v1/token/validate':
        return {
          body: { status: 200, data: { ...SIGNED_IN_USER, first_name: 'Ann', email: 'ann@example.ca' } },
        };
      case 'GET /api/v1/pages/thank-you':
        return pageResponse('thank-you', {
          title: 'Thank you for your order!',
          text: 'We pack it soon.',
          next_steps: [],
        });
      case 'GET /api/v1/customers/7':
        return {
          body: {
            id: 7,
            email: SIGNED_IN_ACCOUNT.email,
            first_name: SIGNED_IN_ACCOUNT.firstName,
            last_name: SIGNED_IN_ACCOUNT.lastName,
            username: 'jamie.roy.ab12c',
            survey_id: null,
            date_created: '2026-01-01T00:00:00',
            meta_data: [],
            billing: address(''),
            shipping: address('1 King St W'),
          },
        };
      case 'GET /api/v1/subscriptions':
        return { body: [{ ...SUBSCRIPTION, customer_id: 7 }] };
      case 'POST /api/v1/stripe/customer/get':
        return {
          body: {
            id: 'test_cus_1',
            email: SIGNED_IN_ACCOUNT.email,
            mode: 'test',
            card: { id: 'card_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
          },
        };
      default:
        return undefined;
    }
  });
}

function address(street: string) {
  return {
    first_name: 'Jamie',
    last_name: 'Roy',
    address_1: street,
    address_2: '',
    city: street === '' ? '' : 'Toronto',
    state: street === '' ? '' : 'ON',
    postcode: street === '' ? '' : 'M5V 2T6',
    country: 'CA',
    email: '',
    phone: '',
  };
}

const SUBSCRIPTION = {
  id: 200,
  customer_id: 7,
  status: 'active',
  parent_id: 100,
  billing_period: 'month',
  billing_interval: 1,
  start_date: '2026-11-21T00:00:00',
  next_payment_date: '2026-12-17T00:00:00',
  payment_method: 'stripe',
  payment_details: null,
  line_items: [],
  shipping_lines: [],
  total: '15.82',
  total_tax: '1.82',
  shipping_total: '9.50',
  shipping: { ...address('1 King St W') },
  billing: { ...address('1 King St W') },
  meta_data: [],
};

// Whole purchases through the real app: slower than a unit test, and the quote waits for typing to stop.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  window.sessionStorage.clear();
});

type User = ReturnType<typeof userEvent.setup>;

/** Types into a field as a paste (one change event): the app sees what a person enters, faster. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function fillContact(user: User) {
  await fill(user, await screen.findByRole('textbox', { name: 'First name' }), 'Ann');
  await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Tremblay');
  await fill(user, screen.getByRole('textbox', { name: /^Email/ }), 'ann@example.ca');
  await fill(user, screen.getByLabelText(/^Password for your account/), 'maple-syrup-42');
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms/ }));
  await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
  await screen.findByRole('heading', { level: 2, name: 'Shipping address' });
}

async function fillShipping(user: User, total = '$31.08') {
  await fill(user, await screen.findByRole('textbox', { name: 'Street address' }), '1 King St W');
  await fill(user, screen.getByRole('textbox', { name: 'City' }), 'Toronto');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Province or territory' }), 'ON');
  await fill(user, screen.getByRole('textbox', { name: 'Postal code' }), 'M5V 2T6');
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('heading', { level: 2, name: 'Review and pay' });
  await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent(total));
}

async function payWith(user: User, number: string) {
  const card = await screen.findByRole('form', { name: 'Card payment (test mode)' });
  const field = within(card).getByRole('textbox', { name: 'Card number' });
  await fill(user, field, number);
  const expiry = within(card).getByRole('textbox', { name: 'Expiry (MM/YY)' });
  await fill(user, expiry, '12/30');
  const cvc = within(card).getByRole('textbox', { name: 'Security code (CVC)' });
  await fill(user, cvc, '123');
  const name = within(card).getByRole('textbox', { name: 'Name on card' });
  await fill(user, name, 'Ann Tremblay');
  await user.click(within(card).getByRole('button', { name: 'Place order' }));
}

describe('checkout in the browser, test gateway', () => {
  it('takes a guest from the cart to thank-you with 4242…, and the card number never leaves the page', async () => {
    const api = server({});
    const user = userEvent.setup();
    const { router } = renderAt('/checkout', { entries: ENTRIES });
    expect(await findPageHeading()).toHaveTextContent('Checkout');
    await fillContact(user);
    await fillShipping(user);
    const summary = screen.getByRole('complementary', { name: 'Your order' });
    expect(within(summary).getByRole('list', { name: 'Your pack' })).toHaveTextContent(
      'Vitamin D31 morning, 1 evening',
    );
    expect(summary).toHaveTextContent('HST (13%)$3.58');
    await payWith(user, '4242 4242 4242 4242');

    await waitFor(() => expect(hrefOfRouter(router)).toBe('/thank-you'));
    expect(await screen.findByText('Order number: 1001')).toBeInTheDocument();
    expect(await screen.findByText('Thank you for your order!')).toBeInTheDocument();

    const [placed] = api.requestsTo('/api/v1/checkout');
    expect(placed?.body).toMatchObject({
      contact: { email: 'ann@example.ca', terms_accepted: true, marketing: { given: false } },
      shipping: { address_1: '1 King St W', state: 'ON', postcode: 'M5V 2T6' },
      payment: { method: 'card', token: 'tok_visa' },
      expected_total: '31.08',
    });
    for (const request of api.requests) expect(JSON.stringify(request.body ?? '')).not.toMatch(/4242 ?4242/);
    expect(cartStore.getState().cart.entries).toEqual({});
    expect(window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    // Signed in by the order's cookie: the session was asked again.
    await waitFor(() => expect(useAuthStore.getState().status).toBe('signed-in'));
  });

  it('puts each error next to its field, announced, and moves focus to the first', async () => {
    server({});
    const user = userEvent.setup();
    renderAt('/checkout', { entries: ENTRIES });
    await user.click(await screen.findByRole('button', { name: 'Continue to shipping' }));
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Please enter a valid name: letters, spaces and hyphens only.');
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getByRole('checkbox', { name: /I accept the Terms/ })).toHaveAccessibleDescription(
      CHECKOUT_MESSAGES.termsRequired,
    );
    // The CASL box starts unticked, with its exact text.
    expect(screen.getByRole('checkbox', { name: /may e-mail me news/ })).not.toBeChecked();
  });

  it('states the password rule the server applies (a hint of 8 characters led to a refusal at 10)', async () => {
    server({});
    renderAt('/checkout', { entries: ENTRIES });
    const password = await screen.findByLabelText(/^Password for your account/);
    expect(password).toHaveAccessibleDescription(
      `At least ${PASSWORD_MIN_LENGTH} characters. You will sign in with it to manage your subscription.`,
    );
  });

  it('keeps every field after a decline and pays with another card under the same key', async () => {
    const api = server({
      place: (_request, index) =>
        index === 0
          ? error(402, 'payment.declined', 'Your card was declined.')
          : { body: { status: 'completed', receipt: RECEIPT } },
    });
    const user = userEvent.setup();
    const { router } = renderAt('/checkout', { entries: ENTRIES });
    await fillContact(user);
    await fillShipping(user);
    await payWith(user, '4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('heading', { level: 2, name: 'Review and pay' })).toBeInTheDocument();
    await payWith(user, '4242424242424242');
    await waitFor(() => expect(hrefOfRouter(router)).toBe('/thank-you'));
    const keys = api.requestsTo('/api/v1/checkout').map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^checkout-[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('asks for test authentication with 4000 0025 0000 3155, then sends the order again', async () => {
    const api = server({
      place: (_request, index) =>
        index === 0
          ? { body: { status: 'requires_action', client_secret: 'secret_1', payment_intent_id: 'test_pi_1' } }
          : { body: { status: 'completed', receipt: RECEIPT } },
    });
    const user = userEvent.setup();
    const { router } = renderAt('/checkout', { entries: ENTRIES });
    await fillContact(user);
    await fillShipping(user);
    await payWith(user, '4000 0025 0000 3155');
    const dialog = await screen.findByRole('dialog', { name: 'Test authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(hrefOfRouter(router)).toBe('/thank-you'));
    expect(api.requestsTo('/api/v1/payments/test/authenticate')[0]?.body).toEqual({
      payment_intent_id: 'test_pi_1',
      outcome: 'succeed',
    });
    expect(api.requestsTo('/api/v1/checkout')[0]?.body).toMatchObject({
      payment: { token: 'tok_threeDSecure2Required' },
    });
  });

  it('places one order for a double click on "Place order"', async () => {
    const api = server({
      place: () => ({ body: { status: 'completed', receipt: RECEIPT } }),
    });
    const user = userEvent.setup();
    const { router } = renderAt('/checkout', { entries: ENTRIES });
    await fillContact(user);
    await fillShipping(user);
    const card = await screen.findByRole('form', { name: 'Card payment (test mode)' });
    await fill(user, within(card).getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await fill(user, within(card).getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
    await fill(user, within(card).getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await fill(user, within(card).getByRole('textbox', { name: 'Name on card' }), 'Ann');
    await user.dblClick(within(card).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(hrefOfRouter(router)).toBe('/thank-you'));
    expect(api.requestsTo('/api/v1/checkout')).toHaveLength(1);
  });

  it('shows a changed total and asks again before charging', async () => {
    const changed = quoteFixture({
      total: '21.03',
      notices: [
        {
          kind: 'product-unavailable',
          product_id: 2101,
          message: 'Multivitamin for Women is no longer available and was removed from your order.',
        },
      ],
    });
    const api = server({
      place: (_request, index) =>
        index === 0
          ? error(409, CHECKOUT_ERROR_CODES.totalChanged, CHECKOUT_MESSAGES.totalChanged, { quote: changed })
          : { body: { status: 'completed', receipt: RECEIPT } },
    });
    const user = userEvent.setup();
    const { router } = renderAt('/checkout', { entries: ENTRIES });
    await fillContact(user);
    await fillShipping(user);
    await payWith(user, '4242 4242 4242 4242');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your total has changed' })).toHaveFocus();
    expect(await screen.findByRole('alert')).toHaveTextContent('(it was $31.08). Your new total is $21.03.');
    expect(screen.getAllByText(/no longer available/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Confirm and pay $21.03' }));
    await waitFor(() => expect(hrefOfRouter(router)).toBe('/thank-you'));
    expect(api.requestsTo('/api/v1/checkout')[1]?.body).toMatchObject({ expected_total: '21.03' });
  });

  it('offers to sign in when the e-mail has an account, keeping the cart', async () => {
    server({
      place: () => error(409, CHECKOUT_ERROR_CODES.accountExists, CHECKOUT_MESSAGES.accountExists),
    });
    const user = userEvent.setup();
    renderAt('/checkout', { entries: ENTRIES });
    await fillContact(user);
    await fillShipping(user);
    await payWith(user, '4242 4242 4242 4242');
    expect(await screen.findByRole('alert')).toHaveTextContent(CHECKOUT_MESSAGES.accountExists);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcheckout',
    );
    expect(Object.keys(cartStore.getState().cart.entries)).toEqual(['2101', '2201']);
  });

  it('keeps the attempt across a reload: the same key is sent again', async () => {
    const api = server({ place: () => ({ status: 502, body: 'Bad gateway' }) });
    const user = userEvent.setup();
    const first = renderAt('/checkout', { entries: ENTRIES });
    await fillContact(user);
    await fillShipping(user);
    await payWith(user, '4242 4242 4242 4242');
    await waitFor(() => expect(api.requestsTo('/api/v1/checkout').length).toBeGreaterThan(0));
    const key = api.requestsTo('/api/v1/checkout')[0]?.headers.get('idempotency-key');
    first.unmount();

    // The reload: a new page on the same tab storage, with the fields saved (not the password).
    const again = server({});
    renderAt('/checkout', { entries: ENTRIES });
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
    expect(screen.getByLabelText(/^Password for your account/)).toHaveValue('');
    await fill(user, screen.getByLabelText(/^Password for your account/), 'maple-syrup-42');
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('$31.08'));
    await payWith(user, '4242 4242 4242 4242');
    await waitFor(() => expect(again.requestsTo('/api/v1/checkout')).toHaveLength(1));
    expect(again.requestsTo('/api/v1/checkout')[0]?.headers.get('idempotency-key')).toBe(key);
  });

  it('has no axe violations on the contact, shipping and summary steps', async () => {
    server({});
    const user = userEvent.setup();
    const { container } = renderAt('/checkout', { entries: ENTRIES });
    await screen.findByRole('textbox', { name: 'First name' });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await axeViolations(container)).toEqual([]);
    await fillContact(user);
    expect(await axeViolations(container)).toEqual([]);
    await fillShipping(user);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('checkout in the browser: trial and signed in', () => {
  it('checks the trial e-mail first and checks out with no card', async () => {
    const api = installTrial();
    const user = userEvent.setup();
    const { router } = renderAt('/checkout/trialprogram', { entries: ENTRIES });
    await fill(user, await screen.findByRole('textbox', { name: 'Email' }), 'used@example.ca');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('first orders only');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'new@example.ca');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await fill(user, await screen.findByRole('textbox', { name: 'First name' }), 'Ann');
    await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Tremblay');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('readonly');
    await fill(user, screen.getByLabelText(/^Password for your account/), 'maple-syrup-42');
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    await screen.findByRole('heading', { level: 2, name: 'Shipping address' });
    await fillShipping(user, '$0.00');
    const place = await screen.findByRole('button', { name: 'Place order' });
    expect(screen.queryByRole('form', { name: 'Card payment (test mode)' })).not.toBeInTheDocument();
    await user.click(place);
    await waitFor(() => expect(hrefOfRouter(router)).toBe('/thank-you'));
    expect(api.requestsTo('/api/v1/checkout')[0]?.body).toMatchObject({
      campaign: 'trialprogram',
      payment: { method: 'none' },
      contact: { email: 'new@example.ca' },
    });
  });

  it('lets a signed-in person check out with the saved address and card, warned the plan is replaced', async () => {
    const api = server({ quote: () => quoteFixture({ mode: 'signedin', total: '31.08' }) });
    const user = userEvent.setup();
    const { router } = renderAt('/checkout', { entries: ENTRIES, user: SIGNED_IN_USER, hasSurveyCart: true });
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Jamie');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(await screen.findByRole('textbox', { name: 'Street address' })).toHaveValue('1 King St W');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('$31.08'));
    expect(await screen.findByText(/replaces the products of your current subscription/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Use my saved card: Visa ending in 4242' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(hrefOfRouter(router)).toBe('/thank-you'));
    expect(api.requestsTo('/api/v1/checkout')[0]?.body).toMatchObject({
      payment: { method: 'saved' },
      plan_change: 'replace',
    });
  });
});

describe('/thank-you', () => {
  it('sends a guest without an order to sign in, and never claims an order', async () => {
    installFakeApi((request) =>
      request.url.pathname === '/api/v1/checkout/receipt'
        ? error(401, 'auth.required', 'Please sign in.')
        : undefined,
    );
    const { router } = renderAt('/thank-you');
    await waitFor(() => expect(hrefOfRouter(router)).toBe('/login?redirect=%2Fthank-you'));
    expect(screen.queryByText(/Order number/)).not.toBeInTheDocument();
  });

  it('sends a signed-in person without a recent order home', async () => {
    installFakeApi((request) =>
      request.url.pathname === '/api/v1/checkout/receipt'
        ? error(404, 'checkout.no-receipt', 'Page not found')
        : undefined,
    );
    const { router } = renderAt('/thank-you', { user: SIGNED_IN_USER });
    await waitFor(() => expect(hrefOfRouter(router)).toBe('/'));
  });

  it('shows the trial’s receipt: nothing charged, the renewal, a link to the account', async () => {
    installFakeApi((request) =>
      request.url.pathname === '/api/v1/checkout/receipt'
        ? { body: { receipt: receiptFixture({ status: 'on-hold', charged: '0.00', card: null }) } }
        : undefined,
    );
    renderAt('/thank-you');
    expect(await screen.findByText('Thank you, Ann: your trial pack is on its way.')).toBeInTheDocument();
    expect(screen.getByText('Charged today').nextSibling).toHaveTextContent('$0.00');
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/subscription');
  });
});

function installTrial(): FakeApi {
  let placed = 0;
  return installFakeApi((request) => {
    const path = `${request.method} ${request.url.pathname}`;
    if (path === 'GET /api/v1/trial-program') {
      const email = request.url.searchParams.get('email') ?? '';
      return { body: { email, eligible: email !== 'used@example.ca' } };
    }
    if (path === 'GET /api/v1/payments/config') return { body: { mode: 'test' } };
    if (path === 'POST /api/v1/checkout/quote') {
      return { body: quoteFixture({ campaign: 'trialprogram', shipping_total: '0.00', total: '0.00' }) };
    }
    if (path === 'POST /api/v1/checkout') {
      placed += 1;
      return {
        body: { status: 'completed', receipt: receiptFixture({ status: 'on-hold', charged: '0.00' }) },
      };
    }
    if (path === 'GET /api/v1/checkout/receipt')
      return { body: { receipt: receiptFixture({ status: 'on-hold' }) } };
    if (path === 'POST /api/v1/token/validate') return { body: { status: 200, data: SIGNED_IN_USER } };
    void placed;
    return undefined;
  });
}

// Keeps act() warnings from a late quote out of other tests.
afterEach(async () => {
  await act(async () => undefined);
});
