import {
  checkoutReceiptResponseSchema,
  checkoutTotalChangedErrorSchema,
  orderResponseSchema,
  subscriptionListResponseSchema,
  tokenResponseSchema,
} from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { FakeMailer } from '../src/adapters/mail/fake';
import { checkoutAttempts } from '../src/db/schema/checkout';
import { orders } from '../src/db/schema/orders';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { recordedCharges } from './support/checkout';
import { addCoupon, usageCount } from './support/coupons';
import { signedInCustomer } from './support/payment-customers';
import {
  checkout,
  cookieHeader,
  errorOf,
  ELGIN_STREET,
  OMEGA,
  OMEGA_TOTAL,
  PASSWORD,
  placeAnswer,
  placeBody,
  postCheckout,
} from './support/checkout-flow';

const mailer = new FakeMailer();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ mailer });
  await addCoupon(t, { code: 'lastuse', discountType: 'percent', ratePpm: 100_000, usageLimit: 1 });
  await addCoupon(t, { code: 'raceuse', discountType: 'percent', ratePpm: 100_000, usageLimit: 1 });
});
afterAll(() => t.close());

const signIn = async (email: string, password = PASSWORD) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: { email, password },
    headers: { 'x-forwarded-for': '198.51.100.77' },
  });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${tokenResponseSchema.parse(response.json()).token}` };
};

describe('POST /api/v1/checkout (guest)', () => {
  it('charges the card, creates the account, the paid order and the active subscription, and signs the person in', async () => {
    const { receipt, cookies } = await checkout(t, placeBody('new.buyer@example.ca'), 'attempt-happy-1');
    expect(receipt).toMatchObject({
      first_name: 'Ann',
      email: 'new.buyer@example.ca',
      status: 'processing',
      lines: [{ product_id: 2401, name: 'Omega-3 Fish Oil', am_dose: 1, pm_dose: 1, total: '7.00' }],
      charged: OMEGA_TOTAL,
      card: { brand: 'visa', last4: '4242' },
      renewal: { date: '2026-12-17', total: OMEGA_TOTAL },
    });
    expect(cookies['maplepack_token']).toBeDefined();
    expect(cookies['maplepack_receipt']).toBeDefined();

    const headers = await signIn('new.buyer@example.ca');
    const order = orderResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${receipt.order_id}`, headers })).json(),
    );
    expect(order).toMatchObject({
      status: 'processing',
      customer_id: receipt.customer_id,
      set_paid: true,
      total: OMEGA_TOTAL,
    });
    const [plan, ...more] = subscriptionListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions', headers })).json(),
    );
    expect(more).toEqual([]);
    expect(plan).toMatchObject({
      id: receipt.subscription_id,
      status: 'active',
      parent_id: receipt.order_id,
      billing_period: 'month',
      billing_interval: 1,
      start_date: '2026-11-21',
      next_payment_date: '2026-12-17',
      total: OMEGA_TOTAL,
      line_items: [
        {
          product_id: 2401,
          meta_data: [
            { key: 'am_dose', value: 1 },
            { key: 'pm_dose', value: 1 },
          ],
        },
      ],
    });
    expect(plan?.payment_details?.card_id).toMatch(/^test_pm_/);
    const charges = (await recordedCharges(t)).filter((charge) => charge.key === `order-${receipt.order_id}`);
    expect(charges).toHaveLength(1);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/checkout/receipt',
      headers: cookieHeader(cookies),
    });
    expect(checkoutReceiptResponseSchema.parse(again.json()).receipt).toEqual(receipt);
  });

  it('lets the same key try another card after a decline: one paid order, the coupon used once', async () => {
    const key = 'attempt-decline-1';
    const body = (token: string) =>
      placeBody('decline.then.ok@example.ca', {
        coupons: ['lastuse'],
        payment: { method: 'card', token },
        expected_total: '17.85',
      });
    // Saved fine, declined when charged: the order failed and gave its coupon use back.
    const declined = errorOf(await postCheckout(t, body('tok_chargeCustomerFail'), key), 402);
    expect(declined).toEqual({
      code: 'payment.declined',
      message: 'Your card was declined. Please check its details or use another card.',
    });
    expect(await usageCount(t, 'lastuse')).toBe(0);
    // Refused when saved: no order at all.
    errorOf(await postCheckout(t, body('tok_chargeDeclined'), key), 402);
    const { receipt } = await checkout(t, body('tok_mastercard'), key);
    expect(receipt).toMatchObject({ charged: '17.85', card: { brand: 'mastercard', last4: '4444' } });
    expect(await usageCount(t, 'lastuse')).toBe(1);
    const mine = await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.billingEmail, 'decline.then.ok@example.ca'));
    expect(mine.map((order) => order.status).sort()).toEqual(['failed', 'processing']);
    // The attempt is bound to its request now: another address under the same key is refused.
    const other = placeBody('decline.then.ok@example.ca', {
      coupons: ['lastuse'],
      shipping: { ...ELGIN_STREET, address_1: '1 Rideau Street' },
      expected_total: '17.85',
    });
    expect(errorOf(await postCheckout(t, other, key), 409).code).toBe('checkout.attempt-completed');
  });

  it('refuses another request under a key after a decline with 422', async () => {
    const key = 'attempt-decline-2';
    const body = placeBody('bound@example.ca', {
      payment: { method: 'card', token: 'tok_chargeCustomerFail' },
    });
    errorOf(await postCheckout(t, body, key), 402);
    const changed = {
      ...body,
      lines: [{ ...OMEGA, am_dose: 2 }],
      payment: { method: 'card', token: 'tok_visa' },
    };
    expect(errorOf(await postCheckout(t, changed, key), 422).code).toBe('idempotency.key-reused');
  });

  it('refuses a total the person did not see with 409 and the new quote, charging nothing', async () => {
    const key = 'attempt-total-1';
    const response = await postCheckout(t, placeBody('total@example.ca', { expected_total: '15.00' }), key);
    expect(response.statusCode).toBe(409);
    const { error } = checkoutTotalChangedErrorSchema.parse(response.json());
    expect(error.quote).toMatchObject({ total: OMEGA_TOTAL, subtotal: '7.00', shipping_total: '9.50' });
    expect(
      await t.database.db.select().from(orders).where(eq(orders.billingEmail, 'total@example.ca')),
    ).toEqual([]);
    // The person confirms the new total under the same key.
    expect((await checkout(t, placeBody('total@example.ca'), key)).receipt.charged).toBe(OMEGA_TOTAL);
  });

  it('offers to sign in when the e-mail has an account, creating and charging nothing', async () => {
    await signedInCustomer(t, 'has.account@example.ca');
    const response = await postCheckout(t, placeBody('Has.Account@example.ca'), 'attempt-exists-1');
    expect(errorOf(response, 409)).toEqual({
      code: 'checkout.account-exists',
      message: 'An account already uses this email. Please sign in to continue; your cart is kept.',
    });
    expect(
      await t.database.db.select().from(orders).where(eq(orders.billingEmail, 'has.account@example.ca')),
    ).toEqual([]);
  });

  it('answers a repeated key with the same receipt: one order, one charge', async () => {
    const first = await checkout(t, placeBody('twice@example.ca'), 'attempt-twice-1');
    const again = await checkout(t, placeBody('twice@example.ca'), 'attempt-twice-1');
    expect(again.receipt).toEqual(first.receipt);
    expect(again.cookies['maplepack_token']).toBeDefined();
    const charged = (await recordedCharges(t)).filter(
      (charge) => charge.key === `order-${first.receipt.order_id}`,
    );
    expect(charged).toHaveLength(1);
    expect(
      await t.database.db.select().from(orders).where(eq(orders.billingEmail, 'twice@example.ca')),
    ).toHaveLength(1);
    // The key is no credential: without the account's password the retry signs nobody in.
    const stranger = placeBody('twice@example.ca', {
      contact: {
        ...(placeBody('x').contact as object),
        email: 'twice@example.ca',
        password: 'someone-else-guessing',
      },
    });
    const refused = await postCheckout(t, stranger, 'attempt-twice-1');
    expect(errorOf(refused, 409).code).toBe('checkout.attempt-completed');
    expect(refused.cookies).toEqual([]);
  });

  it('makes one order and one charge of a double click: the second request is told the attempt is busy', async () => {
    const body = placeBody('double.click@example.ca');
    const answers = await Promise.all([
      postCheckout(t, body, 'attempt-double-1'),
      postCheckout(t, body, 'attempt-double-1'),
      postCheckout(t, body, 'attempt-double-1'),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(errorOf(answer, 409).code).toBe('checkout.attempt-busy');
    const winner = answers.find((answer) => answer.statusCode === 200);
    if (winner === undefined) throw new Error('no request completed');
    const done = placeAnswer(winner);
    // The busy ones retry, and get the same receipt.
    const retried = await checkout(t, body, 'attempt-double-1');
    expect(done).toEqual({ status: 'completed', receipt: retried.receipt });
    const mine = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.billingEmail, 'double.click@example.ca'));
    expect(mine).toHaveLength(1);
    const charged = (await recordedCharges(t)).filter((charge) => charge.key === `order-${mine[0]?.id}`);
    expect(charged).toHaveLength(1);
  });

  it('records the CASL consent with its exact text when the box is ticked', async () => {
    const text = 'Yes, Maplepack may e-mail me news, tips and offers. I can unsubscribe at any time.';
    const body = placeBody('consent@example.ca', {
      contact: {
        ...(placeBody('x').contact as object),
        email: 'consent@example.ca',
        marketing: { given: true, text },
      },
    });
    await checkout(t, body, 'attempt-consent-1', { 'x-forwarded-for': '192.0.2.99' });
    const [attempt] = await t.database.db
      .select()
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.key, 'attempt-consent-1'));
    expect(attempt?.marketingConsent).toEqual({
      text,
      givenAt: '2026-11-21T15:00:00.000Z',
      ip: '192.0.2.99',
    });
    expect(attempt?.passwordHash).toBeNull();
  });
});

describe('POST /api/v1/checkout (coupons)', () => {
  it('lets one of two checkouts racing for the last use of a coupon win', async () => {
    const body = (email: string) => placeBody(email, { coupons: ['raceuse'], expected_total: '17.85' });
    const answers = await Promise.all([
      postCheckout(t, body('racer.one@example.ca'), 'attempt-race-1'),
      postCheckout(t, body('racer.two@example.ca'), 'attempt-race-2'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const loser = answers.find((answer) => answer.statusCode === 422);
    if (loser === undefined) throw new Error('no checkout lost');
    expect(errorOf(loser, 422).code).toBe('coupon.usage-limit');
    expect(await usageCount(t, 'raceuse')).toBe(1);
  });
});

describe('POST /api/v1/checkout (trial program)', () => {
  const box = [{ product_id: 3327, am_dose: 1, pm_dose: 0 }];
  const trial = (email: string) =>
    placeBody(email, {
      lines: box,
      campaign: 'trialprogram',
      payment: { method: 'none' },
      expected_total: '0.00',
    });

  it('starts an on-hold trial plan with the placeholder card ids, charging nothing; a second trial is refused', async () => {
    const { receipt, cookies } = await checkout(t, trial('trial.once@example.ca'), 'attempt-trial-1');
    expect(receipt).toMatchObject({ status: 'on-hold', charged: '0.00', card: null });
    expect(cookies['maplepack_token']).toBeDefined();
    const headers = await signIn('trial.once@example.ca');
    const [plan] = subscriptionListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions', headers })).json(),
    );
    expect(plan).toMatchObject({
      status: 'on-hold',
      payment_details: { customer_id: 'trialprogram-no-customer', card_id: 'trialprogram-no-card' },
    });
    const order = orderResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${receipt.order_id}`, headers })).json(),
    );
    expect(order).toMatchObject({ campaign: 'trialprogram', shipping_total: '0.00', total: '0.00' });

    const again = await postCheckout(t, trial('trial.once@example.ca'), 'attempt-trial-2');
    expect(errorOf(again, 409)).toEqual({
      code: 'trial-program.not-eligible',
      message: 'The trial program is for first orders only, and this email has already ordered.',
    });
  });
});

describe('POST /api/v1/checkout (bad input)', () => {
  it('names the terms, the postal code against the province, the password and the key', async () => {
    const contact = placeBody('a@example.ca').contact as Record<string, unknown>;
    const cases: [Record<string, unknown>, Record<string, string>, number, string][] = [
      [
        placeBody('a@example.ca', { contact: { ...contact, terms_accepted: false } }),
        {},
        400,
        'checkout.terms-required',
      ],
      [
        placeBody('a@example.ca', { shipping: { ...ELGIN_STREET, state: 'QC' } }),
        {},
        400,
        'checkout.postal-province',
      ],
      [
        placeBody('a@example.ca', { contact: { ...contact, password: undefined } }),
        {},
        400,
        'request.invalid',
      ],
      [placeBody('a@example.ca', { contact: { ...contact, password: 'short' } }), {}, 400, 'request.invalid'],
      [placeBody('a@example.ca', { payment: { method: 'none' } }), {}, 422, 'payment.required'],
      [
        placeBody('a@example.ca', { payment: { method: 'card', token: '4242424242424242' } }),
        {},
        400,
        'request.invalid',
      ],
    ];
    for (const [body, headers, status, code] of cases)
      expect(errorOf(await postCheckout(t, body, 'attempt-bad-input', headers), status).code).toBe(code);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: placeBody('a@example.ca'),
    });
    expect(errorOf(noKey, 400).message).toBe('An Idempotency-Key header is required.');
  });

  it('takes either territory for an X postal code', async () => {
    const yellowknife = { ...ELGIN_STREET, city: 'Yellowknife', postcode: 'X1A 2P5', state: 'NU' };
    const response = await postCheckout(
      t,
      placeBody('north@example.ca', { shipping: yellowknife, expected_total: '1.00' }),
      'attempt-north',
    );
    expect(errorOf(response, 409).code).toBe('checkout.total-changed');
  });
});

describe('GET /api/v1/checkout/receipt', () => {
  it('shows a purchase to the browser that placed it and to its owner, and to nobody else', async () => {
    const { receipt, cookies } = await checkout(
      t,
      placeBody('receipt.owner@example.ca'),
      'attempt-receipt-1',
    );
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/v1/checkout/receipt', headers });
    const receiptCookie = { maplepack_receipt: cookies['maplepack_receipt'] ?? '' };

    expect(
      checkoutReceiptResponseSchema.parse((await get(cookieHeader(receiptCookie))).json()).receipt,
    ).toEqual(receipt);
    const owner = await signIn('receipt.owner@example.ca');
    expect(checkoutReceiptResponseSchema.parse((await get(owner)).json()).receipt).toEqual(receipt);

    expect(errorOf(await get({}), 404).code).toBe('checkout.receipt-not-found');
    const other = await signedInCustomer(t, 'someone.else@example.ca');
    expect(errorOf(await get({ ...other.headers, ...cookieHeader(receiptCookie) }), 404).code).toBe(
      'checkout.receipt-not-found',
    );
    const forged = receiptCookie.maplepack_receipt.replace(/^\d+/, String(receipt.order_id ?? 0));
    expect(errorOf(await get(cookieHeader({ maplepack_receipt: `9${forged}` })), 404).code).toBe(
      'checkout.receipt-not-found',
    );
  });
});

describe('the confirmation e-mail', () => {
  it('carries the order number, the pack with its doses, the charge and card, the renewal and the account link', async () => {
    const { receipt } = await checkout(t, placeBody('mailed@example.ca'), 'attempt-mail-1');
    await t.app.checkout.mail.idle();
    const mail = mailer.lastTo('mailed@example.ca');
    expect(mail?.subject).toBe(`Your Maplepack order ${receipt.order_number}`);
    for (const part of [
      `Your order number is ${receipt.order_number}.`,
      'Omega-3 Fish Oil: 1 in the morning, 1 in the evening ($7.00 a month)',
      'Charged today: $18.65 on your VISA ending in 4242.',
      'Next renewal: 2026-12-17, $18.65',
      'shipped within two business days',
      'http://localhost:3000/subscription',
    ]) {
      expect(mail?.text).toContain(part);
    }
    expect(mail?.html).toContain('<td>Omega-3 Fish Oil</td><td>1 in the morning, 1 in the evening</td>');
    expect(mail?.html).toContain('href="http://localhost:3000/subscription"');
    // Sent once: a retry of the same key sends nothing more.
    await checkout(t, placeBody('mailed@example.ca'), 'attempt-mail-1');
    await t.app.checkout.mail.idle();
    expect(mailer.sent.filter((sent) => sent.to === 'mailed@example.ca')).toHaveLength(1);
  });
});

describe('the marketing box', () => {
  const withMarketing = (email: string, given: boolean) => {
    const body = placeBody(email);
    const contact = body['contact'] as Record<string, unknown>;
    return {
      ...body,
      contact: { ...contact, marketing: { given, text: given ? 'Yes, e-mail me news and offers.' : '' } },
    };
  };

  it('ticked: the mailing list asks the buyer to confirm from the inbox, once, and adds nobody before that', async () => {
    await checkout(t, withMarketing('optin.buyer@example.ca', true), 'attempt-optin-1');
    await t.app.checkout.mail.idle();
    const sent = mailer.sent.filter((mail) => mail.to === 'optin.buyer@example.ca');
    expect(sent.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your Maplepack order /),
      expect.stringMatching(/confirm/i),
    ]);
    expect(await t.app.mailing.list.search('optin.buyer@example.ca')).toEqual({ ok: true, members: [] });
    await checkout(t, withMarketing('optin.buyer@example.ca', true), 'attempt-optin-1');
    await t.app.checkout.mail.idle();
    expect(mailer.sent.filter((mail) => mail.to === 'optin.buyer@example.ca')).toHaveLength(2);
  });

  it('unticked: no mailing-list e-mail at all', async () => {
    await checkout(t, withMarketing('optout.buyer@example.ca', false), 'attempt-optout-1');
    await t.app.checkout.mail.idle();
    expect(mailer.sent.filter((mail) => mail.to === 'optout.buyer@example.ca')).toHaveLength(1);
  });
});
