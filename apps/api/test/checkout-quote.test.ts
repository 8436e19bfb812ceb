import { orderResponseSchema } from '@maplepack/api-contract';
import { CATALOGUE_FR } from '@maplepack/catalog-data';
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema/catalogue';
import { trialProgramEntries } from '../src/db/schema/trial-program';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { addCoupon, demoHeaders } from './support/coupons';
import { checkout, errorOf, OMEGA, OMEGA_TOTAL, placeBody, postQuote, quote } from './support/checkout-flow';
import { signedInCustomer } from './support/payment-customers';

/*
 * POST /api/v1/checkout/quote: the order pricing run without charging, which never fails for what
 * changed since the cart was filled, and says what it left out.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addCoupon(t, {
    code: 'usedup',
    discountType: 'percent',
    ratePpm: 100_000,
    usageLimit: 1,
    usageCount: 1,
  });
  // $2 off vitamins only (category 46).
  await addCoupon(t, { code: 'vit2', discountType: 'fixed_cart', amountCents: 200, productCategories: [46] });
});
afterAll(() => t.close());

const OTTAWA = { postcode: 'k2p1l4', city: 'Ottawa' };
const body = (extra: Record<string, unknown> = {}) => ({ lines: [OMEGA], destination: OTTAWA, ...extra });

describe('POST /api/v1/checkout/quote (guest)', () => {
  it('prices the cart for the address, with the renewal 26 days on at the same prices', async () => {
    expect(await quote(t, body())).toEqual({
      mode: 'guest',
      currency: 'CAD',
      campaign: null,
      lines: [
        {
          product_id: 2401,
          name: 'Omega-3 Fish Oil',
          am_dose: 1,
          pm_dose: 1,
          quantity: 2,
          price: '3.50',
          subtotal: '7.00',
          total: '7.00',
        },
      ],
      coupons: [],
      province: 'ON',
      postcode: 'K2P 1L4',
      subtotal: '7.00',
      old_pack_subtotal: '0.00',
      discount_total: '0.00',
      shipping_total: '9.50',
      tax_lines: [{ label: 'HST', rate_percent: '13.0000', tax_total: '2.15' }],
      total_tax: '2.15',
      total: OMEGA_TOTAL,
      renewal: { date: '2026-12-17', total: OMEGA_TOTAL },
      notices: [],
    });
  });

  it('names the lines in French for a French page, the prices and totals the same', async () => {
    const english = await quote(t, body());
    const french = await quote(t, body(), { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(french.lines.map((line) => line.name)).toEqual([CATALOGUE_FR[2401]?.name]);
    expect(french.lines[0]?.name).not.toBe('Omega-3 Fish Oil');
    expect({ ...french, lines: french.lines.map(({ name: _name, ...line }) => line) }).toEqual({
      ...english,
      lines: english.lines.map(({ name: _name, ...line }) => line),
    });
  });

  it('takes first-order coupons off now and recurring ones off the renewal', async () => {
    // 10 % of $7.00 now; the renewal pays full price.
    expect(await quote(t, body({ coupons: ['WELCOME10'] }))).toMatchObject({
      coupons: [{ code: 'welcome10', status: 'applied', discount: '0.70' }],
      total: '17.85',
      renewal: { total: OMEGA_TOTAL },
    });
    // 15 % off every renewal: $5.95 + $9.50 + HST $2.01.
    expect(await quote(t, body({ coupons: ['loyal15'] }))).toMatchObject({
      coupons: [{ code: 'loyal15', status: 'renewal-only', discount: '0.00' }],
      total: OMEGA_TOTAL,
      renewal: { total: '17.46' },
    });
  });

  it('takes a coupon off the lines it is for only, and the order stores those per-line discounts', async () => {
    const lines = [
      { product_id: 2201, am_dose: 1, pm_dose: 1 },
      { product_id: 2306, am_dose: 1, pm_dose: 0 },
    ];
    const priced = await quote(t, { lines, destination: OTTAWA, coupons: ['vit2'] });
    expect(priced.lines.map((line) => [line.subtotal, line.total])).toEqual([
      ['3.00', '1.00'],
      ['1.50', '1.50'],
    ]);
    const { receipt } = await checkout(
      t,
      placeBody('per.line@example.ca', { lines, coupons: ['vit2'], expected_total: priced.total }),
      'quote-per-line-1',
    );
    const headers = (await signedInCustomerToken('per.line@example.ca')).headers;
    const order = orderResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${receipt.order_id}`, headers })).json(),
    );
    expect(order.line_items.map((line) => line.total)).toEqual(['1.00', '1.50']);
  });

  it('leaves out a product that went off sale and a coupon that no longer applies, and says which', async () => {
    await t.database.db.update(products).set({ status: 'draft' }).where(eq(products.id, 2201));
    await t.database.db.update(products).set({ stockStatus: 'outofstock' }).where(eq(products.id, 2306));
    const priced = await quote(
      t,
      body({
        lines: [
          OMEGA,
          { product_id: 2201, am_dose: 1, pm_dose: 0 },
          { product_id: 2306, am_dose: 1, pm_dose: 0 },
        ],
        coupons: ['usedup', 'fall2020', 'nosuch'],
      }),
    );
    await t.database.db.update(products).set({ status: 'publish' }).where(eq(products.id, 2201));
    await t.database.db.update(products).set({ stockStatus: 'instock' }).where(eq(products.id, 2306));
    expect(priced).toMatchObject({ lines: [{ product_id: 2401 }], coupons: [], total: OMEGA_TOTAL });
    expect(priced.notices).toEqual([
      {
        kind: 'product-unavailable',
        product_id: 2201,
        message: 'Vitamin D3 1,000 IU is no longer available and was removed from your order.',
      },
      {
        kind: 'product-unavailable',
        product_id: 2306,
        message: 'Selenium 100 µg is no longer available and was removed from your order.',
      },
      {
        kind: 'coupon-dropped',
        code: 'usedup',
        message: 'The coupon usedup no longer applies: it has reached its usage limit.',
      },
      {
        kind: 'coupon-dropped',
        code: 'fall2020',
        message: 'The coupon fall2020 no longer applies: it has expired.',
      },
      {
        kind: 'coupon-dropped',
        code: 'nosuch',
        message: 'The coupon nosuch no longer applies: it does not exist.',
      },
    ]);
  });

  it('answers an all-zero quote with the notices when nothing in the cart is for sale any more', async () => {
    await t.database.db.update(products).set({ stockStatus: 'outofstock' }).where(eq(products.id, 2401));
    const priced = await quote(t, body());
    await t.database.db.update(products).set({ stockStatus: 'instock' }).where(eq(products.id, 2401));
    expect(priced).toMatchObject({ lines: [], total: '0.00', notices: [{ kind: 'product-unavailable' }] });
  });

  it('says so when the pack is not safe, still pricing it', async () => {
    const priced = await quote(t, body({ lines: [{ product_id: 2201, am_dose: 4, pm_dose: 4 }] }));
    // Over the product's 4 pills a day, and over the adult upper limit of vitamin D.
    expect(priced.notices.map(({ kind, product_id }) => ({ kind, product_id }))).toEqual([
      { kind: 'pack-unsafe', product_id: 2201 },
      { kind: 'pack-unsafe', product_id: 2201 },
    ]);
    expect(priced.notices[1]?.message).toBe(
      'Vitamin D3 1,000 IU: Your pack gives 200 µg of vitamin D a day, above the safe upper limit of 100 µg for adults.',
    );
    expect(priced.subtotal).toBe('12.00');
  });

  it('ships a trial free for an e-mail that may take it, and not for one that has', async () => {
    const trial = await quote(t, body({ campaign: 'trialprogram', email: 'first.time@example.ca' }));
    // $7.00 + HST $0.91, shipped free; the renewal pays shipping.
    expect(trial).toMatchObject({ campaign: 'trialprogram', shipping_total: '0.00', total: '7.91' });
    expect(trial.renewal.total).toBe(OMEGA_TOTAL);
    await t.database.db
      .insert(trialProgramEntries)
      .values({ email: 'had.trial@example.ca', orderedAt: TEST_NOW });
    for (const email of ['had.trial@example.ca', undefined])
      expect(await quote(t, body({ campaign: 'trialprogram', ...(email ? { email } : {}) }))).toMatchObject({
        campaign: null,
        shipping_total: '9.50',
      });
  });

  it('refuses what cannot be priced at all with 400', async () => {
    expect(
      errorOf(await postQuote(t, body({ destination: { postcode: 'ZZZ', city: 'Ottawa' } })), 400).message,
    ).toBe('Please enter a valid Canadian postal code.');
    expect(errorOf(await postQuote(t, body({ lines: [] })), 400).message).toBe('Your cart is empty.');
  });
});

describe('POST /api/v1/checkout/quote (signed in)', () => {
  it("prices a plan change with spec §4's signed-in totals, charging nothing now", async () => {
    const headers = await demoHeaders(t);
    // The demo plan: multivitamin $3.50, omega-3 $3.50 and magnesium $3.00 a month, renewing 2026-12-17.
    expect(await quote(t, body({ coupons: ['welcome10'] }), headers)).toMatchObject({
      mode: 'signedin',
      subtotal: '7.00',
      old_pack_subtotal: '0.00',
      coupons: [],
      total: '0.00',
      renewal: { date: '2026-12-17', total: OMEGA_TOTAL },
      notices: [
        {
          kind: 'coupon-dropped',
          code: 'welcome10',
          message: 'The coupon welcome10 no longer applies: coupons do not apply to a change of plan.',
        },
      ],
    });
    // Added to the plan: the multivitamin and magnesium stay ($6.50); $13.50 + $9.50 + HST $2.99.
    expect(await quote(t, body({ plan_change: 'add' }), headers)).toMatchObject({
      mode: 'signedin',
      subtotal: '13.50',
      old_pack_subtotal: '6.50',
      total_tax: '2.99',
      total: '0.00',
      renewal: { date: '2026-12-17', total: '25.99' },
    });
  });

  it('prices a customer without a plan as a purchase', async () => {
    const { headers } = await signedInCustomer(t, 'no.plan@example.ca');
    expect(await quote(t, body({ coupons: ['welcome10'] }), headers)).toMatchObject({
      mode: 'guest',
      total: '17.85',
    });
  });
});

/** Signs in the customer a checkout just created. */
async function signedInCustomerToken(email: string): Promise<{ headers: Record<string, string> }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: { email, password: 'maple-syrup-42-pack' },
    headers: { 'x-forwarded-for': '198.51.100.90' },
  });
  return { headers: { authorization: `Bearer ${(response.json() as { token: string }).token}` } };
}
