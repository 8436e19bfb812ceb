import { errorBodySchema } from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { trialProgramEntries } from '../../src/db/schema/trial-program';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { orderBody, placeOrder, saveCard } from '../support/checkout';

/*
 * Issue 11, money: `campaign: "trialprogram"` from any client gave free shipping as often as they
 * liked, and the trial-program calls told anyone whether an e-mail had ordered and let them use
 * its trial up. The trial is now checked and used up by the trial order itself.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let nextAddress = 1;
const from = () => ({ 'x-forwarded-for': `198.18.1.${nextAddress++ % 250}` });
const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/orders', payload: body, headers });
const codeOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).error.code;
const trial = { campaign: 'trialprogram' };

describe('the trial campaign', () => {
  it('ships free once per e-mail; a second trial order is refused', async () => {
    const card = await saveCard(t, { email: 'once@example.ca' });
    expect(await placeOrder(t, orderBody(card, 'once@example.ca', trial))).toMatchObject({
      shipping_total: '0.00',
    });
    const again = await post(orderBody(card, 'Once@Example.ca', trial));
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('trial-program.not-eligible');
  });

  it('is refused to an e-mail that has ordered before', async () => {
    const card = await saveCard(t, { email: 'regular@example.ca' });
    await placeOrder(t, orderBody(card, 'regular@example.ca'));
    const refused = await post(orderBody(card, 'regular@example.ca', trial));
    expect(refused.statusCode).toBe(409);
  });

  it('lets one of two trial orders racing for one e-mail win', async () => {
    const card = await saveCard(t, { email: 'racer@example.ca' });
    const answers = await Promise.all([
      post(orderBody(card, 'racer@example.ca', trial)),
      post(orderBody(card, 'racer@example.ca', trial)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('gives the trial back when the trial order is declined', async () => {
    const declining = await saveCard(t, { email: 'declined.trial@example.ca' }, 'tok_chargeCustomerFail');
    expect((await post(orderBody(declining, 'declined.trial@example.ca', trial))).statusCode).toBe(402);
    const good = await saveCard(t, { email: 'declined.trial@example.ca' });
    expect(await placeOrder(t, orderBody(good, 'declined.trial@example.ca', trial))).toMatchObject({
      campaign: 'trialprogram',
    });
  });

  it('knows no other campaign', async () => {
    const card = await saveCard(t, { email: 'other@example.ca' });
    const refused = await post(orderBody(card, 'other@example.ca', { campaign: 'freeshipping' }));
    expect(refused.statusCode).toBe(400);
  });
});

describe('/trial-program', () => {
  it('tells only whether the e-mail may take the trial, and POST uses nothing up', async () => {
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/trial-program',
      payload: { email: 'victim@example.ca' },
      headers: from(),
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ email: 'victim@example.ca', eligible: true });
    expect(
      await t.database.db
        .select()
        .from(trialProgramEntries)
        .where(eq(trialProgramEntries.email, 'victim@example.ca')),
    ).toEqual([]);
    const card = await saveCard(t, { email: 'victim@example.ca' });
    expect(await placeOrder(t, orderBody(card, 'victim@example.ca', trial))).toMatchObject({
      shipping_total: '0.00',
    });
  });

  it('is rate-limited per address', async () => {
    const headers = { 'x-forwarded-for': '198.18.2.1' };
    const statuses: number[] = [];
    for (let n = 0; n < 22; n += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/trial-program?email=probe${n}@example.ca`,
        headers,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
