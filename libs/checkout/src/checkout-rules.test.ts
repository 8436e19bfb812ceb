import { CHECKOUT_ERROR_CODES, CHECKOUT_MESSAGES } from '@maplepack/api-contract';
import fc from 'fast-check';
import { checkoutLinesFromCart } from './cart-lines';
import { initialCheckoutContext } from './checkout-context';
import { quoteRequestOf } from './checkout-requests';
import { checkoutDraftOf, parseCheckoutDraft, serializeCheckoutDraft } from './checkout-draft';
import { moneyLabel } from '@maplepack/pricing';
import { checkoutStepOf, stepAnnouncement } from './checkout-view';
import { paymentFits, paymentRequirement } from './payment-requirement';
import { classifyPlaceFailure } from './place-failure';
import { hasLivePlan, savedAddressFields } from './saved-account';
import { apiError, checkoutInput, GUEST_CONTACT, quoteFixture, SIGNED_IN_ACCOUNT, TORONTO } from './testing';

const entry = (amQty: number, pmQty: number, order: number, deleted = false) => ({
  amQty,
  pmQty,
  reason: '',
  order,
  addedToCart: 0,
  deleted,
});

describe('classifyPlaceFailure', () => {
  it.each([
    [apiError(0, 'network.error', 'x'), 'retry'],
    [apiError(503, 'payment.unavailable', 'x'), 'retry'],
    [apiError(200, 'response.invalid', 'x'), 'retry'],
    [apiError(409, CHECKOUT_ERROR_CODES.attemptBusy, CHECKOUT_MESSAGES.attemptBusy), 'retry'],
    [apiError(402, 'payment.declined', 'Declined.'), 'declined'],
    [apiError(400, 'payment.card-invalid', 'Bad card.'), 'declined'],
    [apiError(409, CHECKOUT_ERROR_CODES.accountExists, 'x'), 'account-exists'],
    [apiError(409, 'customer.email-taken', 'x'), 'account-exists'],
    [apiError(409, CHECKOUT_ERROR_CODES.attemptCompleted, 'x'), 'completed'],
    [apiError(422, CHECKOUT_ERROR_CODES.postalProvince, 'x'), 'field'],
    [apiError(400, 'request.invalid', 'Your cart is empty.'), 'refused'],
    [new TypeError('Failed to fetch'), 'retry'],
  ])('%o is %s', (error, kind) => {
    expect(classifyPlaceFailure(error).kind).toBe(kind);
  });

  it('keeps the new quote of a changed total, and refuses one without a valid quote', () => {
    const quote = quoteFixture({ total: '1.00' });
    expect(classifyPlaceFailure(apiError(409, CHECKOUT_ERROR_CODES.totalChanged, 'x', { quote }))).toEqual({
      kind: 'total-changed',
      quote,
      message: 'x',
    });
    expect(classifyPlaceFailure(apiError(409, CHECKOUT_ERROR_CODES.totalChanged, 'x', {})).kind).toBe(
      'refused',
    );
  });

  describe('properties', () => {
    it('never calls an unanswered or failed server a definite answer', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.constant(0), fc.integer({ min: 500, max: 599 })),
          fc.string(),
          (status, code) => {
            expect(classifyPlaceFailure(apiError(status, code, 'x')).kind).toBe('retry');
          },
        ),
      );
    });
  });
});

describe('checkoutLinesFromCart', () => {
  it('sends the lines in cart order, without removed or empty ones', () => {
    expect(
      checkoutLinesFromCart({
        12: entry(1, 0, 2),
        11: entry(1, 1, 1),
        13: entry(2, 0, 0, true),
        14: entry(0, 0, 3),
      }),
    ).toEqual([
      { product_id: 11, am_dose: 1, pm_dose: 1 },
      { product_id: 12, am_dose: 1, pm_dose: 0 },
    ]);
  });
});

describe('the draft', () => {
  it('round-trips the fields and the attempt, never the password or the ticks', () => {
    const draft = checkoutDraftOf({
      contact: GUEST_CONTACT,
      shipping: TORONTO,
      billingSame: false,
      billing: TORONTO,
      attempt: { key: 'checkout-0123456789', fingerprint: 'f', settled: false },
    });
    const text = serializeCheckoutDraft(draft);
    expect(text).not.toContain(GUEST_CONTACT.password);
    expect(text).not.toContain('terms');
    expect(parseCheckoutDraft(text)).toEqual(draft);
  });

  it('drops a corrupt or old draft', () => {
    expect(parseCheckoutDraft('{')).toBeNull();
    expect(parseCheckoutDraft(JSON.stringify({ version: 0 }))).toBeNull();
    expect(parseCheckoutDraft(null)).toBeNull();
  });
});

describe('payment requirement', () => {
  it('takes no card for the trial or a plan change that charges nothing; a card otherwise', () => {
    const card = { brand: 'visa', last4: '4242' };
    expect(paymentRequirement({ trial: true, account: null, quote: { total: '0.00' } })).toEqual({
      kind: 'none',
    });
    // A trial pack that costs something (free shipping, paid vitamins) is paid by card.
    expect(paymentRequirement({ trial: true, account: null, quote: { total: '3.96' } })).toEqual({
      kind: 'card',
      saved: null,
    });
    expect(
      paymentRequirement({ trial: false, account: { card, hasPlan: true }, quote: { total: '0.00' } }),
    ).toEqual({ kind: 'none' });
    expect(paymentRequirement({ trial: false, account: null, quote: { total: '0.00' } })).toEqual({
      kind: 'card',
      saved: null,
    });
    const signedIn = paymentRequirement({ trial: false, account: { card, hasPlan: false }, quote: null });
    expect(paymentFits(signedIn, { method: 'saved' })).toBe(true);
    expect(paymentFits(signedIn, { method: 'none' })).toBe(false);
    expect(paymentFits({ kind: 'card', saved: null }, { method: 'saved' })).toBe(false);
  });
});

describe('the saved account', () => {
  it('reads a saved address, or none', () => {
    const saved = {
      first_name: 'A',
      last_name: 'B',
      address_1: '1 King St W',
      address_2: '',
      city: 'Toronto',
      state: 'on',
      postcode: 'M5V 2T6',
      country: 'CA' as const,
      email: '',
      phone: '',
    };
    expect(savedAddressFields(saved)).toEqual({ ...TORONTO, province: 'ON' });
    expect(savedAddressFields({ ...saved, address_1: ' ' })).toBeNull();
  });

  it('counts only the customer’s live plans', () => {
    const plan = (customer_id: number, status: 'active' | 'cancelled') => ({ customer_id, status }) as never;
    expect(hasLivePlan([plan(7, 'active')], 7)).toBe(true);
    expect(hasLivePlan([plan(7, 'cancelled'), plan(8, 'active')], 7)).toBe(false);
  });
});

describe('the view', () => {
  it('names the step and announces it', () => {
    expect(checkoutStepOf({ flow: { eligibility: 'checking' }, quote: 'idle' })).toBe('eligibility');
    expect(checkoutStepOf({ flow: 'retrying', quote: 'ready' })).toBe('placing');
    expect(stepAnnouncement('shipping', false)).toBe('Step 2 of 3: Shipping address');
    expect(stepAnnouncement('shipping', true)).toBe('Step 3 of 4: Shipping address');
    expect(stepAnnouncement('failed', false)).toBe('We could not confirm your order');
    expect(moneyLabel('-2.00')).toBe('-$2.00');
  });
});

describe('the quote request', () => {
  const context = {
    ...initialCheckoutContext(checkoutInput({ account: SIGNED_IN_ACCOUNT })),
    shipping: TORONTO,
  };

  it('tells the server whether a signed-in plan is replaced or added to, since its totals differ', () => {
    expect(quoteRequestOf({ ...context, planChange: 'add' })).toMatchObject({ plan_change: 'add' });
    expect(quoteRequestOf({ ...context, planChange: 'replace' })).toMatchObject({ plan_change: 'replace' });
  });

  it('sends no plan change for someone without a plan', () => {
    expect(quoteRequestOf({ ...context, planChange: null })).not.toHaveProperty('plan_change');
  });
});
