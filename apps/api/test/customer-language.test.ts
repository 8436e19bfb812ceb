import {
  customerResponseSchema,
  errorBodySchema,
  RESET_PASS_MESSAGES,
  tokenResponseSchema,
} from '@maplepack/api-contract';
import { buildTestApp, type TestApp } from './support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let next = 1;
const freshIp = () => `192.0.2.${next++}`;

async function signUp(extra: Record<string, unknown>, headers: Record<string, string> = {}) {
  const email = `langue${next}@example.ca`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/customers',
    payload: { first_name: 'Amélie', last_name: 'Côté', email, password: 'sirop-d-erable', ...extra },
    headers: { 'x-forwarded-for': freshIp(), ...headers },
  });
  return { response, email };
}

async function signIn(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: { email, password: 'sirop-d-erable' },
    headers: { 'x-forwarded-for': freshIp() },
  });
  const body = tokenResponseSchema.parse(response.json());
  return { id: body.user.id, auth: { authorization: `Bearer ${body.token}` } };
}

describe('the customer language at sign-up', () => {
  it.each([
    ['the body names French', { language: 'fr' }, { 'accept-language': 'en-CA' }, 'fr'],
    ['the body names English', { language: 'en' }, { 'accept-language': 'fr-CA' }, 'en'],
    ['the browser prefers French', {}, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' }, 'fr'],
    ['the browser prefers English', {}, { 'accept-language': 'en-CA,fr;q=0.5' }, 'en'],
    ['nothing says', {}, {}, 'en'],
  ])('%s → %s', async (_what, extra, headers, language) => {
    const { response, email } = await signUp(extra, headers);
    expect(response.statusCode).toBe(201);
    expect(customerResponseSchema.parse(response.json()).language).toBe(language);
    const { id, auth } = await signIn(email);
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/customers/${id}`, headers: auth });
    expect(customerResponseSchema.parse(read.json()).language).toBe(language);
  });

  it('refuses a language the shop does not speak', async () => {
    const { response } = await signUp({ language: 'de' });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error).toEqual({
      code: 'request.invalid',
      message: "Please choose a language: 'en' or 'fr'.",
    });
  });
});

describe('changing the customer language', () => {
  it('is saved by PUT /customers/{id} and read back', async () => {
    const { email } = await signUp({}, { 'accept-language': 'en' });
    const { id, auth } = await signIn(email);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${id}`,
      payload: { language: 'fr' },
      headers: auth,
    });
    expect(put.statusCode).toBe(200);
    const changed = customerResponseSchema.parse(put.json());
    expect(changed).toMatchObject({ language: 'fr', first_name: 'Amélie', email });
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/customers/${id}`, headers: auth });
    expect(customerResponseSchema.parse(read.json()).language).toBe('fr');
    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${id}`,
      payload: { language: 'en' },
      headers: auth,
    });
    expect(customerResponseSchema.parse(back.json()).language).toBe('en');
  });
});

describe('error messages by Accept-Language', () => {
  const guestRead = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/customers/1', headers });

  it('keeps the code and the spec English for English or no preference', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-CA,fr;q=0.5' },
      { 'accept-language': 'de' },
    ];
    for (const headers of cases) {
      const response = await guestRead(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'auth.required', message: 'Please log in to continue.' },
      });
    }
  });

  it('answers the message in French when the request prefers French', async () => {
    const response = await guestRead({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'auth.required', message: 'Veuillez vous connecter pour continuer.' },
    });
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('translates request-validation messages, the contract’s and zod’s own', async () => {
    const headers = { 'accept-language': 'fr' };
    const badEmail = await signUp({ email: 'pas-un-courriel' }, headers);
    expect(errorBodySchema.parse(badEmail.response.json()).error).toEqual({
      code: 'request.invalid',
      message: 'Veuillez entrer un courriel valide.',
    });
    const badLanguage = await signUp({ language: 'de' }, headers);
    expect(errorBodySchema.parse(badLanguage.response.json()).error.message).toBe(
      "Veuillez choisir une langue\u00a0: 'en' ou 'fr'.",
    );
    const zodOwn = await signUp({ meta_data: 'x' }, headers);
    expect(zodOwn.response.statusCode).toBe(400);
    const message = errorBodySchema.parse(zodOwn.response.json()).error.message;
    expect(message).toMatch(/^meta_data\u00a0: /);
    expect(message).not.toMatch(/Invalid|expected/);
  });

  it('answers an unknown API route in French', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { 'accept-language': 'fr-FR;q=0.8' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'route.not-found', message: 'Page introuvable' } });
  });

  it('answers a success message in French too, and English to everyone else', async () => {
    const reset = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/reset-pass',
        payload: { email: 'personne@example.ca' },
        headers: { 'x-forwarded-for': freshIp(), 'x-maplepack-client': 'web', ...headers },
      });
    const french = await reset({ 'accept-language': 'fr-CA' });
    expect(french.statusCode).toBe(200);
    expect(french.json()).toEqual({
      status: 200,
      message:
        'Si un compte existe pour cette adresse courriel, nous vous avons envoyé un lien pour réinitialiser votre mot de passe.',
    });
    expect(french.headers.vary).toContain('Accept-Language');
    const english = await reset({});
    expect(english.json()).toEqual({ status: 200, message: RESET_PASS_MESSAGES.requested });
  });
});
