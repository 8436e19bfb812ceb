import {
  subscriptionActionResponseSchema,
  subscriptionEventListResponseSchema,
  subscriptionResponseSchema,
  type SubscriptionResponse,
} from '@maplepack/api-contract';
import { FakeMailer } from '../src/adapters/mail/fake';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { orderBody, OTTAWA, placeOrder, saveCard, type Card } from './support/checkout';
import { signedInCustomer } from './support/payment-customers';

let t: TestApp;
let ann: { id: number; headers: Record<string, string> };
let annCard: Card;

jest.setTimeout(180_000);

beforeAll(async () => {
  t = await buildTestApp({ mailer: new FakeMailer() });
  ann = await signedInCustomer(t, 'ann@example.ca');
  annCard = await saveCard(t, ann);
});
afterAll(() => t.close());

/** A new active plan of Ann's: next renewal 2026-12-17. */
async function subscribe(): Promise<SubscriptionResponse> {
  const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions',
    payload: {
      items: [{ productId: 2401, amQty: 1, pmQty: 0 }],
      stripeToken: annCard.card_id,
      stripeCustomer: annCard.customer_id,
      wooCommerceUserId: ann.id,
      shippingData: { address1: OTTAWA.address_1, city: 'Ottawa', postcode: 'K2P 1L4', totalCents: 0 },
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.ca',
      orderResponseId: order.id,
    },
    headers: ann.headers,
  });
  expect(response.statusCode).toBe(201);
  return subscriptionResponseSchema.parse(response.json());
}

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };

describe('the plan history in the language of the page (Accept-Language)', () => {
  it('words an action and the history in French for a French page, in English otherwise', async () => {
    const plan = await subscribe();
    const skipped = await t.app.inject({
      method: 'POST',
      url: `/api/v1/subscriptions/${plan.id}/actions`,
      payload: { type: 'subscription.skip' },
      headers: { ...ann.headers, ...FRENCH },
    });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.headers.vary).toContain('Accept-Language');
    const { event } = subscriptionActionResponseSchema.parse(skipped.json());
    expect(event.kind).toBe('skipped');
    // The French wording of the e-mails (describeLogEntryFr), the year shown only when it changes.
    expect(event.description).toBe(
      'Vous avez sauté la boîte du 17 décembre. La prochaine boîte sera facturée le 17 janvier 2027.',
    );

    const french = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/${plan.id}/events`,
      headers: { ...ann.headers, ...FRENCH },
    });
    expect(french.statusCode).toBe(200);
    expect(french.headers.vary).toContain('Accept-Language');
    const [frenchLine] = subscriptionEventListResponseSchema.parse(french.json());
    expect(frenchLine?.description).toBe(event.description);

    // The same line for an English page: the lifecycle's English sentence, as before.
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/${plan.id}/events`,
      headers: ann.headers,
    });
    const [englishLine] = subscriptionEventListResponseSchema.parse(english.json());
    expect(englishLine).toMatchObject({ id: event.id, kind: 'skipped' });
    expect(englishLine?.description).toMatch(/^Skipped the 17 December pack\./);
  });
});
