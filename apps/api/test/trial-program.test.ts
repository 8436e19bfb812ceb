import { errorBodySchema, trialProgramResponseSchema } from '@maplepack/api-contract';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { orderBody, placeOrder, saveCard } from './support/checkout';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let nextAddress = 1;
const from = () => ({ 'x-forwarded-for': `198.18.0.${nextAddress++}` });
const status = (email: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/trial-program?email=${encodeURIComponent(email)}`,
    headers: from(),
  });
const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/trial-program', payload: payload as object, headers: from() });

describe('trial program', () => {
  it('finds a new e-mail eligible, and says nothing more', async () => {
    const response = await status('new.person@example.ca');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'new.person@example.ca', eligible: true });
  });

  it('POST answers as GET does and uses nothing up: only a trial order does', async () => {
    expect((await post({ email: 'Trial.One@Example.ca' })).json()).toEqual({
      email: 'trial.one@example.ca',
      eligible: true,
    });
    expect((await post({ email: 'trial.one@example.ca' })).json()).toEqual({
      email: 'trial.one@example.ca',
      eligible: true,
    });

    const card = await saveCard(t, { email: 'trial.one@example.ca' });
    await placeOrder(t, orderBody(card, 'Trial.One@example.ca', { campaign: 'trialprogram' }));
    expect(trialProgramResponseSchema.parse((await status('TRIAL.ONE@example.ca')).json())).toEqual({
      email: 'trial.one@example.ca',
      eligible: false,
    });
  });

  it('finds an e-mail that has ordered before not eligible', async () => {
    const card = await saveCard(t, { email: 'regular@example.ca' });
    await placeOrder(t, orderBody(card, 'regular@example.ca'));
    expect((await status('regular@example.ca')).json()).toEqual({
      email: 'regular@example.ca',
      eligible: false,
    });
  });

  it.each([
    [
      'GET without an e-mail',
      () => t.app.inject({ method: 'GET', url: '/api/v1/trial-program', headers: from() }),
    ],
    ['GET with a bad e-mail', () => status('not-an-email')],
    ['POST with a bad e-mail', () => post({ email: 'ann@@example.ca' })],
    ['POST without a body', () => post({})],
  ])('answers 400 for %s', async (_name, send) => {
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('request.invalid');
  });

  it('says "Please enter a valid email." for a bad e-mail', async () => {
    expect(errorBodySchema.parse((await status('nope')).json()).error.message).toBe(
      'Please enter a valid email.',
    );
  });
});
