import { errorBodySchema, trialProgramResponseSchema } from '@maplepack/api-contract';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const status = (email: string) => t.app.inject({ method: 'GET', url: `/api/v1/trial-program?email=${encodeURIComponent(email)}` });
const order = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/trial-program', payload: payload as object });

describe('trial program', () => {
  it('finds a new e-mail eligible and not ordered', async () => {
    const response = await status('new.person@example.ca');
    expect(response.statusCode).toBe(200);
    expect(trialProgramResponseSchema.parse(response.json())).toEqual({
      email: 'new.person@example.ca',
      ordered: false,
      ordered_at: null,
      eligible: true,
    });
  });

  it('marks an e-mail as ordered once, whatever its case', async () => {
    const first = await order({ email: 'Trial.One@Example.ca' });
    expect(first.statusCode).toBe(200);
    expect(trialProgramResponseSchema.parse(first.json())).toEqual({
      email: 'trial.one@example.ca',
      ordered: true,
      ordered_at: TEST_NOW.toISOString(),
      eligible: false,
    });
    const again = await order({ email: 'trial.one@example.ca' });
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).error.code).toBe('trial-program.already-ordered');
    const after = trialProgramResponseSchema.parse((await status('TRIAL.ONE@example.ca')).json());
    expect(after).toMatchObject({ ordered: true, eligible: false });
  });

  it.each([
    ['GET without an e-mail', () => t.app.inject({ method: 'GET', url: '/api/v1/trial-program' })],
    ['GET with a bad e-mail', () => status('not-an-email')],
    ['POST with a bad e-mail', () => order({ email: 'ann@@example.ca' })],
    ['POST without a body', () => order({})],
  ])('answers 400 for %s', async (_name, send) => {
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('request.invalid');
  });

  it('says "Please enter a valid email." for a bad e-mail', async () => {
    expect(errorBodySchema.parse((await status('nope')).json()).error.message).toBe('Please enter a valid email.');
  });
});
