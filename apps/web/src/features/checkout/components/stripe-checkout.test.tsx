// The Stripe path with a stand-in Stripe object (Stripe.js cannot load here): the same checkout
// machine drives Elements' Card Element, createPaymentMethod and handleNextAction.
import { quoteFixture, receiptFixture } from '@maplepack/checkout/testing';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { api } from '../../../lib/api';
import { i18n, withCatalogue } from '../../../lib/i18n/i18n';
import { type FakeApi, installFakeApi } from '../../../test-support/fake-api';
import { loadFrench } from '../../../testing';
import { CheckoutPage } from './checkout-page';
import StripeCardForm from './payment/stripe-card-form';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

type User = ReturnType<typeof userEvent.setup>;

/** A stand-in for Stripe.js: what Elements and the checkout call, recorded. */
function standInStripe() {
  const handlers = new Map<string, (event: unknown) => void>();
  const card = {
    mount: jest.fn(),
    unmount: jest.fn(),
    destroy: jest.fn(),
    update: jest.fn(),
    on: jest.fn((event: string, handler: (event: unknown) => void) => handlers.set(event, handler)),
    off: jest.fn(),
  };
  const stripe = {
    elements: jest.fn(() => ({
      create: jest.fn(() => card),
      getElement: jest.fn(() => card),
      update: jest.fn(),
    })),
    createToken: jest.fn(),
    confirmCardPayment: jest.fn(),
    createPaymentMethod: jest.fn(async (_options: unknown) => ({
      paymentMethod: { id: 'pm_card_threeDSecure2Required' },
    })),
    handleNextAction: jest.fn(async (_options: unknown) => ({
      paymentIntent: { status: 'requires_confirmation' },
    })),
  };
  return { stripe, card, handlers };
}

function server(): FakeApi {
  let placed = 0;
  return installFakeApi((request) => {
    const path = `${request.method} ${request.url.pathname}`;
    if (path === 'GET /api/v1/payments/config')
      return { body: { mode: 'stripe', publishableKey: 'pk_test_maplepack' } };
    if (path === 'POST /api/v1/checkout/quote') return { body: quoteFixture() };
    if (path === 'POST /api/v1/checkout') {
      placed += 1;
      return placed === 1
        ? { body: { status: 'requires_action', client_secret: 'pi_1_secret_2', payment_intent_id: 'pi_1' } }
        : { body: { status: 'completed', receipt: receiptFixture() } };
    }
    return undefined;
  });
}

async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function toPayment(user: User) {
  await fill(user, await screen.findByRole('textbox', { name: 'First name' }), 'Ann');
  await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Tremblay');
  await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'ann@example.ca');
  await fill(user, screen.getByLabelText(/^Password for your account/), 'maple-syrup-42');
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms/ }));
  await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
  await fill(user, await screen.findByRole('textbox', { name: 'Street address' }), '1 King St W');
  await fill(user, screen.getByRole('textbox', { name: 'City' }), 'Toronto');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Province or territory' }), 'ON');
  await fill(user, screen.getByRole('textbox', { name: 'Postal code' }), 'M5V 2T6');
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('$31.08'));
  return screen.findByRole('form', { name: 'Card payment' });
}

function renderCheckout(stripe: unknown, onCompleted = jest.fn()) {
  const loaded = Promise.resolve(stripe);
  const loadStripe = jest.fn(() => loaded);
  render(
    <MemoryRouter>
      <CheckoutPage
        api={api}
        user={null}
        campaign={null}
        cart={{ lines: [{ product_id: 2101, am_dose: 1, pm_dose: 0 }], coupons: [] }}
        estimate={null}
        storage={null}
        onCompleted={onCompleted}
        loadStripe={loadStripe}
      />
    </MemoryRouter>,
  );
  return { loadStripe, onCompleted };
}

describe('checkout with Stripe Elements (a stand-in Stripe object)', () => {
  it('pays with a PaymentMethod from the Card Element and completes 3-D Secure with handleNextAction', async () => {
    const fake = standInStripe();
    const api = server();
    const user = userEvent.setup();
    const { loadStripe, onCompleted } = renderCheckout(fake.stripe);
    const form = await toPayment(user);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_maplepack');
    await waitFor(() => expect(fake.card.mount).toHaveBeenCalled());
    // No test-mode form with Stripe: the card is typed into Stripe's own field.
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: fake.card,
      billing_details: { name: 'Ann Tremblay', email: 'ann@example.ca' },
    });
    expect(fake.stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    const placed = api.requestsTo('/api/v1/checkout');
    expect(placed.map((request) => request.body)).toEqual([placed[0]?.body, placed[0]?.body]);
    expect(placed[0]?.body).toMatchObject({
      payment: { method: 'card', token: 'pm_card_threeDSecure2Required' },
    });
    expect(placed[1]?.headers.get('idempotency-key')).toBe(placed[0]?.headers.get('idempotency-key'));
  });

  it('shows Stripe’s card error and places nothing', async () => {
    const fake = standInStripe();
    fake.stripe.createPaymentMethod.mockResolvedValueOnce({
      error: { message: 'Your card number is incomplete.' },
    } as never);
    const api = server();
    const user = userEvent.setup();
    renderCheckout(fake.stripe);
    const form = await toPayment(user);
    await user.click(within(form).getByRole('button', { name: 'Place order' }));
    expect(await within(form).findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(api.requestsTo('/api/v1/checkout')).toHaveLength(0);
  });

  it('shows a failed authentication and keeps the card form', async () => {
    const fake = standInStripe();
    fake.stripe.handleNextAction.mockResolvedValueOnce({
      error: { message: 'We are unable to authenticate your payment method.' },
    } as never);
    const api = server();
    const user = userEvent.setup();
    const { onCompleted } = renderCheckout(fake.stripe);
    const form = await toPayment(user);
    await user.click(within(form).getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('We are unable to authenticate your payment method.')).toBeInTheDocument();
    expect(api.requestsTo('/api/v1/checkout')).toHaveLength(1);
    expect(onCompleted).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: 'Card payment' })).toBeInTheDocument();
  });
});

describe('Stripe Elements speaks the page’s language', () => {
  afterEach(() => i18n.activate('en'));

  async function elementsOptions(): Promise<unknown> {
    const fake = standInStripe();
    render(
      <StripeCardForm
        stripe={Promise.resolve(fake.stripe)}
        billing={{ name: 'Ann Tremblay', email: 'ann@example.ca' }}
        busy={false}
        disabled={false}
        onPay={jest.fn()}
      />,
    );
    await waitFor(() => expect(fake.stripe.elements).toHaveBeenCalled());
    return (fake.stripe.elements.mock.calls as unknown[][])[0]?.[0];
  }

  it('in Canadian English on an English page', async () => {
    expect(await elementsOptions()).toMatchObject({ locale: 'en-CA' });
  });

  it('in Canadian French on a French page, its own labels too', async () => {
    await loadFrench();
    await withCatalogue(Promise.resolve(), ['checkout']);
    expect(await elementsOptions()).toMatchObject({ locale: 'fr-CA' });
    expect(screen.getByRole('form', { name: 'Paiement par carte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passer la commande' })).toBeInTheDocument();
  });
});
