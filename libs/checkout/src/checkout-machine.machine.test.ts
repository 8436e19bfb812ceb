import {
  CHECKOUT_ERROR_CODES,
  CHECKOUT_MESSAGES,
  TRIAL_PROGRAM_MESSAGES,
  type CheckoutPayment,
} from '@maplepack/api-contract';
import { COUPON_MESSAGES } from '@maplepack/pricing';
import { createActor, SimulatedClock } from 'xstate';
import { type CheckoutInput } from './checkout-context';
import { checkoutDraftOf } from './checkout-draft';
import { MAX_PLACE_RETRIES, QUOTE_DEBOUNCE_MS, retryDelayMs } from './checkout-machine';
import { checkoutStepOf } from './checkout-view';
import { type ContactField } from './contact-rules';
import { PLACE_MESSAGES } from './place-failure';
import {
  apiError,
  checkoutInput,
  checkoutMachineWithPendingCalls,
  GUEST_CONTACT,
  MONTREAL,
  noCalls,
  quoteFixture,
  receiptFixture,
  SIGNED_IN_ACCOUNT,
  TORONTO,
} from './testing';

const flush = () => new Promise((resolve) => setImmediate(resolve));
const VISA: CheckoutPayment = { method: 'card', token: 'tok_visa' };

function start(overrides: Partial<CheckoutInput> = {}) {
  const calls = noCalls();
  const clock = new SimulatedClock();
  const actor = createActor(checkoutMachineWithPendingCalls(calls), {
    input: checkoutInput(overrides),
    clock,
  }).start();
  const step = () => checkoutStepOf(actor.getSnapshot().value);
  const context = () => actor.getSnapshot().context;
  return { actor, calls, clock, step, context };
}
type Run = ReturnType<typeof start>;

function fillContact({ actor }: Run, fields = GUEST_CONTACT) {
  for (const [field, value] of Object.entries(fields)) {
    actor.send({ type: 'checkout.contact.change', field: field as ContactField, value });
  }
  actor.send({ type: 'checkout.continue' });
}

function fillShipping({ actor }: Run, address = TORONTO) {
  for (const [field, value] of Object.entries(address)) {
    actor.send({ type: 'checkout.shipping.change', field: field as keyof typeof TORONTO, value });
  }
  actor.send({ type: 'checkout.continue' });
}

/** A guest on the summary with the quote answered. */
async function toSummary(run: Run, quote = quoteFixture()) {
  fillContact(run);
  fillShipping(run);
  await flush();
  const pending = run.calls.quote.at(-1);
  if (pending === undefined) throw new Error('no quote asked');
  pending.resolve(quote);
  await flush();
  expect(run.step()).toBe('summary');
  expect(run.actor.getSnapshot().matches({ quote: 'ready' })).toBe(true);
}

async function place(run: Run, payment: CheckoutPayment = VISA) {
  run.actor.send({ type: 'checkout.place', payment });
  await flush();
  const pending = run.calls.place.at(-1);
  if (pending === undefined) throw new Error('nothing placed');
  return pending;
}

describe('checkoutMachine: a guest', () => {
  it('goes from the cart to thank-you: contact, shipping, the server quote, one order', async () => {
    const run = start();
    expect(run.step()).toBe('contact');
    fillContact(run);
    expect(run.step()).toBe('shipping');
    fillShipping(run);
    await flush();
    expect(run.calls.quote).toHaveLength(1);
    expect(run.calls.quote[0]?.input).toEqual({
      lines: checkoutInput().lines,
      coupons: [],
      destination: { postcode: 'M5V 2T6', city: 'Toronto' },
      email: 'ann@example.ca',
      campaign: null,
    });
    run.calls.quote[0]?.resolve(quoteFixture());
    await flush();

    const sent = await place(run);
    expect(run.step()).toBe('placing');
    expect(sent.input.idempotencyKey).toBe(`checkout-${'00'.repeat(15)}01`);
    expect(sent.input.request).toMatchObject({
      contact: { email: 'ann@example.ca', password: 'maple-syrup-42', terms_accepted: true },
      shipping: { address_1: '1 King St W', state: 'ON', postcode: 'M5V 2T6' },
      billing: null,
      payment: VISA,
      expected_total: '31.08',
    });
    expect(sent.input.request).not.toHaveProperty('plan_change');
    sent.resolve({ status: 'completed', receipt: receiptFixture() });
    await flush();
    expect(run.step()).toBe('done');
    expect(run.context()).toMatchObject({ receipt: receiptFixture(), attempt: null });
  });

  it('shows each wrong field where it is and stays on the step', () => {
    const run = start();
    run.actor.send({ type: 'checkout.continue' });
    expect(run.step()).toBe('contact');
    expect(run.context().errors).toMatchObject({
      'contact.email': 'Please enter a valid email.',
      'contact.terms': CHECKOUT_MESSAGES.termsRequired,
    });
    // Typing in a field clears its own message only.
    run.actor.send({ type: 'checkout.contact.change', field: 'email', value: 'a' });
    expect(run.context().errors['contact.email']).toBeUndefined();
    expect(run.context().errors['contact.terms']).toBe(CHECKOUT_MESSAGES.termsRequired);

    fillContact(run);
    fillShipping(run, { ...TORONTO, province: 'QC' });
    expect(run.step()).toBe('shipping');
    expect(run.context().errors).toEqual({ 'shipping.postcode': CHECKOUT_MESSAGES.postalProvince });
  });

  it('checks a separate billing address only when it is not the shipping address', () => {
    const run = start();
    fillContact(run);
    run.actor.send({ type: 'checkout.billing.same', same: false });
    fillShipping(run);
    expect(run.step()).toBe('shipping');
    expect(run.context().errors['billing.address1']).toBe('Please enter your street address.');
    for (const [field, value] of Object.entries(MONTREAL)) {
      run.actor.send({ type: 'checkout.billing.change', field: field as keyof typeof MONTREAL, value });
    }
    run.actor.send({ type: 'checkout.continue' });
    expect(run.step()).toBe('summary');
  });

  it('asks for a quote once the typing stops, and keeps only the latest answer', async () => {
    const run = start();
    fillContact(run);
    run.actor.send({ type: 'checkout.shipping.change', field: 'postcode', value: 'M5V 2T6' });
    run.actor.send({ type: 'checkout.shipping.change', field: 'city', value: 'Toronto' });
    run.clock.increment(QUOTE_DEBOUNCE_MS - 1);
    await flush();
    expect(run.calls.quote).toHaveLength(0);
    run.clock.increment(1);
    await flush();
    expect(run.calls.quote).toHaveLength(1);

    // The person moves to Montréal before Toronto's quote comes back.
    run.actor.send({ type: 'checkout.shipping.change', field: 'postcode', value: 'H2X 1Z4' });
    run.actor.send({ type: 'checkout.shipping.change', field: 'city', value: 'Montréal' });
    run.clock.increment(QUOTE_DEBOUNCE_MS);
    await flush();
    expect(run.calls.quote.map((call) => call.input.destination.postcode)).toEqual(['M5V 2T6', 'H2X 1Z4']);
    run.calls.quote[1]?.resolve(quoteFixture({ province: 'QC', total: '31.61' }));
    run.calls.quote[0]?.resolve(quoteFixture({ province: 'ON', total: '31.08' }));
    await flush();
    expect(run.context().quote?.province).toBe('QC');
    expect(run.context().quotedKey).toBe(run.context().quoteKey);
  });

  it('re-quotes at once when a coupon is added or removed, and refuses a repeated code', async () => {
    const run = start({ coupons: ['welcome10'] });
    await toSummary(run);
    run.actor.send({ type: 'checkout.coupon.add', code: 'SAVE5' });
    await flush();
    expect(run.calls.quote.at(-1)?.input.coupons).toEqual(['welcome10', 'SAVE5']);
    run.actor.send({ type: 'checkout.coupon.add', code: 'Welcome10' });
    expect(run.context().couponError).toBe(COUPON_MESSAGES.alreadyApplied);
    // Not placeable while the new quote is out.
    run.actor.send({ type: 'checkout.place', payment: VISA });
    expect(run.step()).toBe('summary');
    run.actor.send({ type: 'checkout.coupon.remove', code: 'save5' });
    await flush();
    expect(run.calls.quote.at(-1)?.input.coupons).toEqual(['welcome10']);
  });

  it('places one order for a double click', async () => {
    const run = start();
    await toSummary(run);
    run.actor.send({ type: 'checkout.place', payment: VISA });
    run.actor.send({ type: 'checkout.place', payment: VISA });
    await flush();
    expect(run.calls.place).toHaveLength(1);
  });

  it('retries a network or server failure with the same key and growing waits, then fails clearly', async () => {
    const run = start();
    await toSummary(run);
    const first = await place(run);
    first.reject(apiError(0, 'network.error', 'An error occurred'));
    await flush();
    for (let retry = 1; retry <= MAX_PLACE_RETRIES; retry += 1) {
      expect(run.step()).toBe('placing');
      run.clock.increment(retryDelayMs(retry) - 1);
      await flush();
      expect(run.calls.place).toHaveLength(retry);
      run.clock.increment(1);
      await flush();
      expect(run.calls.place).toHaveLength(retry + 1);
      run.calls.place.at(-1)?.reject(apiError(503, 'payment.unavailable', 'Try later'));
      await flush();
    }
    expect(run.step()).toBe('failed');
    expect(run.context().failure).toBe(PLACE_MESSAGES.unreachable);
    run.actor.send({ type: 'checkout.retry' });
    await flush();
    const keys = new Set(run.calls.place.map((call) => call.input.idempotencyKey));
    expect(keys.size).toBe(1);
    expect(run.calls.place).toHaveLength(MAX_PLACE_RETRIES + 2);
    run.calls.place.at(-1)?.resolve({ status: 'completed', receipt: receiptFixture() });
    await flush();
    expect(run.step()).toBe('done');
  });

  it('keeps every field after a decline, and sends another card with the same key', async () => {
    const run = start();
    await toSummary(run);
    const declined = await place(run, { method: 'card', token: 'tok_chargeDeclined' });
    declined.reject(apiError(402, 'payment.declined', 'Your card was declined.'));
    await flush();
    expect(run.step()).toBe('summary');
    expect(run.context()).toMatchObject({
      paymentError: 'Your card was declined.',
      contact: GUEST_CONTACT,
      shipping: TORONTO,
    });
    const again = await place(run);
    expect(again.input.idempotencyKey).toBe(declined.input.idempotencyKey);
    expect(again.input.request.payment).toEqual(VISA);
    expect(run.context().paymentError).toBeNull();
  });

  it('shows a changed total and asks again; confirming sends the new total under a new key', async () => {
    const run = start();
    await toSummary(run);
    const first = await place(run);
    const newQuote = quoteFixture({
      total: '21.03',
      notices: [{ kind: 'product-unavailable', product_id: 2101, message: 'Gone.' }],
    });
    first.reject(
      apiError(409, CHECKOUT_ERROR_CODES.totalChanged, CHECKOUT_MESSAGES.totalChanged, { quote: newQuote }),
    );
    await flush();
    expect(run.step()).toBe('total-changed');
    expect(run.context()).toMatchObject({ previousTotal: '31.08', quote: newQuote });
    run.actor.send({ type: 'checkout.confirm-total' });
    await flush();
    const second = run.calls.place[1];
    expect(second?.input.request.expected_total).toBe('21.03');
    expect(second?.input.request.payment).toEqual(VISA);
    expect(second?.input.idempotencyKey).not.toBe(first.input.idempotencyKey);
  });

  it('offers to sign in when the e-mail has an account', async () => {
    const run = start();
    await toSummary(run);
    (await place(run)).reject(
      apiError(409, CHECKOUT_ERROR_CODES.accountExists, CHECKOUT_MESSAGES.accountExists),
    );
    await flush();
    expect(run.step()).toBe('account-exists');
    expect(run.context().stepError).toBe(CHECKOUT_MESSAGES.accountExists);
    run.actor.send({ type: 'checkout.back' });
    expect(run.step()).toBe('contact');
    expect(run.context().contact.email).toBe('ann@example.ca');
  });

  it('puts a field the server refused back on its step', async () => {
    const run = start();
    await toSummary(run);
    (await place(run)).reject(
      apiError(422, CHECKOUT_ERROR_CODES.postalProvince, CHECKOUT_MESSAGES.postalProvince),
    );
    await flush();
    expect(run.step()).toBe('shipping');
    expect(run.context().errors).toEqual({ 'shipping.postcode': CHECKOUT_MESSAGES.postalProvince });
  });

  it('in test mode waits for the authentication dialog, then sends the same key again', async () => {
    const run = start();
    await toSummary(run);
    const first = await place(run, { method: 'card', token: 'tok_threeDSecure2Required' });
    first.resolve({ status: 'requires_action', client_secret: 'secret_1', payment_intent_id: 'test_pi_1' });
    await flush();
    expect(run.step()).toBe('requires-action');
    run.actor.send({ type: 'checkout.authenticate', outcome: 'succeed' });
    await flush();
    expect(run.calls.authenticate[0]?.input).toEqual({
      clientSecret: 'secret_1',
      paymentIntentId: 'test_pi_1',
      outcome: 'succeed',
    });
    run.calls.authenticate[0]?.resolve();
    await flush();
    expect(run.calls.place[1]?.input).toEqual(first.input);
    run.calls.place[1]?.resolve({ status: 'completed', receipt: receiptFixture() });
    await flush();
    expect(run.step()).toBe('done');
  });

  it('with Stripe authenticates at once; a failed authentication keeps the fields and the key', async () => {
    const run = start({ paymentProvider: 'stripe' });
    await toSummary(run);
    const first = await place(run, { method: 'card', token: 'pm_card_threeDSecure2Required' });
    first.resolve({ status: 'requires_action', client_secret: 'pi_1_secret_2', payment_intent_id: 'pi_1' });
    await flush();
    expect(run.calls.authenticate[0]?.input.clientSecret).toBe('pi_1_secret_2');
    run.calls.authenticate[0]?.reject(new Error('We are unable to authenticate your payment method.'));
    await flush();
    expect(run.step()).toBe('summary');
    expect(run.context().paymentError).toBe('We are unable to authenticate your payment method.');
    const again = await place(run, { method: 'card', token: 'pm_other' });
    expect(again.input.idempotencyKey).toBe(first.input.idempotencyKey);
  });

  it('keeps the attempt across a reload: the restored key is sent', async () => {
    const attempt = { key: 'checkout-restored-0001', fingerprint: 'old', settled: false };
    const draft = checkoutDraftOf({
      contact: GUEST_CONTACT,
      shipping: TORONTO,
      billingSame: true,
      billing: TORONTO,
      attempt,
    });
    const run = start({ draft });
    expect(run.context().shipping).toEqual(TORONTO);
    expect(run.context().contact).toMatchObject({ email: 'ann@example.ca', password: '', terms: false });
    // The address is known: the quote is asked at once.
    await flush();
    expect(run.calls.quote).toHaveLength(1);
    run.actor.send({ type: 'checkout.contact.change', field: 'password', value: GUEST_CONTACT.password });
    run.actor.send({ type: 'checkout.contact.change', field: 'terms', value: true });
    run.actor.send({ type: 'checkout.continue' });
    run.actor.send({ type: 'checkout.continue' });
    run.calls.quote.at(-1)?.resolve(quoteFixture());
    await flush();
    const sent = await place(run);
    expect(sent.input.idempotencyKey).toBe('checkout-restored-0001');
  });

  it('shows an empty cart instead of the form', () => {
    expect(start({ lines: [] }).step()).toBe('empty');
  });

  it('refuses a payment the checkout does not take (a saved card for a guest)', async () => {
    const run = start();
    await toSummary(run);
    run.actor.send({ type: 'checkout.place', payment: { method: 'saved' } });
    run.actor.send({ type: 'checkout.place', payment: { method: 'none' } });
    await flush();
    expect(run.calls.place).toHaveLength(0);
  });
});

describe('checkoutMachine: the trial program', () => {
  it('checks the e-mail first, refuses a used one, then checks out with no card and free shipping', async () => {
    const run = start({ campaign: 'trialprogram' });
    expect(run.step()).toBe('eligibility');
    run.actor.send({ type: 'checkout.contact.change', field: 'email', value: 'ann@example.ca' });
    run.actor.send({ type: 'checkout.continue' });
    await flush();
    run.calls.checkTrial[0]?.resolve({ eligible: false });
    await flush();
    expect(run.step()).toBe('eligibility');
    expect(run.context().stepError).toBe(TRIAL_PROGRAM_MESSAGES.notEligible);

    run.actor.send({ type: 'checkout.contact.change', field: 'email', value: 'new@example.ca' });
    run.actor.send({ type: 'checkout.continue' });
    await flush();
    expect(run.calls.checkTrial[1]?.input).toEqual({ email: 'new@example.ca' });
    run.calls.checkTrial[1]?.resolve({ eligible: true });
    await flush();
    expect(run.step()).toBe('contact');
    // The e-mail was checked: it is not changed on the contact step.
    run.actor.send({ type: 'checkout.contact.change', field: 'email', value: 'other@example.ca' });
    expect(run.context().contact.email).toBe('new@example.ca');
    fillContact(run, { ...GUEST_CONTACT, email: 'new@example.ca' });
    fillShipping(run);
    await flush();
    expect(run.calls.quote[0]?.input).toMatchObject({ campaign: 'trialprogram', email: 'new@example.ca' });
    run.calls.quote[0]?.resolve(
      quoteFixture({ campaign: 'trialprogram', total: '0.00', shipping_total: '0.00' }),
    );
    await flush();
    run.actor.send({ type: 'checkout.place', payment: VISA });
    await flush();
    expect(run.calls.place).toHaveLength(0);
    const sent = await place(run, { method: 'none' });
    expect(sent.input.request).toMatchObject({ campaign: 'trialprogram', payment: { method: 'none' } });
  });

  it('shows a failed trial check and lets the person try again', async () => {
    const run = start({ campaign: 'trialprogram' });
    run.actor.send({ type: 'checkout.continue' });
    expect(run.context().errors['contact.email']).toBe('Please enter a valid email.');
    run.actor.send({ type: 'checkout.contact.change', field: 'email', value: 'ann@example.ca' });
    run.actor.send({ type: 'checkout.continue' });
    await flush();
    run.calls.checkTrial[0]?.reject(new Error('offline'));
    await flush();
    expect(run.step()).toBe('eligibility');
    expect(run.context().stepError).toMatch(/could not check/);
  });
});

describe('checkoutMachine: signed in', () => {
  it('starts from the account, quotes the saved address at once, and pays with the saved card', async () => {
    const run = start({ account: SIGNED_IN_ACCOUNT, planChange: 'add' });
    expect(run.context()).toMatchObject({
      contact: { firstName: 'Jamie', email: 'demo@maplepack.ca', password: '' },
      shipping: TORONTO,
      planChange: 'add',
    });
    await flush();
    expect(run.calls.quote[0]?.input).not.toHaveProperty('email');
    // The e-mail is the account's.
    run.actor.send({ type: 'checkout.contact.change', field: 'email', value: 'x@example.ca' });
    expect(run.context().contact.email).toBe('demo@maplepack.ca');
    run.actor.send({ type: 'checkout.contact.change', field: 'terms', value: true });
    run.actor.send({ type: 'checkout.continue' });
    run.actor.send({ type: 'checkout.continue' });
    run.calls.quote[0]?.resolve(quoteFixture({ mode: 'signedin', total: '45.20' }));
    await flush();
    run.actor.send({ type: 'checkout.plan-change', choice: 'replace' });
    const sent = await place(run, { method: 'saved' });
    expect(sent.input.request).toMatchObject({
      payment: { method: 'saved' },
      plan_change: 'replace',
      contact: { email: 'demo@maplepack.ca' },
    });
    expect(sent.input.request.contact).not.toHaveProperty('password');
  });

  it('takes no card when the plan change charges nothing now', async () => {
    const run = start({ account: SIGNED_IN_ACCOUNT });
    run.actor.send({ type: 'checkout.contact.change', field: 'terms', value: true });
    run.actor.send({ type: 'checkout.continue' });
    run.actor.send({ type: 'checkout.continue' });
    await flush();
    run.calls.quote[0]?.resolve(quoteFixture({ mode: 'signedin', total: '0.00' }));
    await flush();
    run.actor.send({ type: 'checkout.place', payment: { method: 'saved' } });
    await flush();
    expect(run.calls.place).toHaveLength(0);
    const sent = await place(run, { method: 'none' });
    expect(sent.input.request).toMatchObject({ payment: { method: 'none' }, plan_change: 'replace' });
  });
});
