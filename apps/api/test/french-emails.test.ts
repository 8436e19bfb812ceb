import { randomUUID } from 'node:crypto';
import { tokenResponseSchema } from '@maplepack/api-contract';
import { FakeMailer } from '../src/adapters/mail/fake';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';

const mailer = new FakeMailer();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ mailer, now: () => TEST_NOW });
});
afterAll(() => t.close());

let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;
const NBSP = '\u00a0';

async function newCustomer(
  email: string,
  headers: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/customers',
    payload: { first_name: 'Rosalie', last_name: 'Gagnon', email, password: 'sirop-d-erable', ...extra },
    headers: { 'x-forwarded-for': freshIp(), ...headers },
  });
  expect(response.statusCode).toBe(201);
}

async function askReset(email: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/reset-pass',
    payload: { email },
    headers: { 'x-forwarded-for': freshIp(), ...headers },
  });
  expect(response.statusCode).toBe(200);
  return mailer.lastTo(email);
}

describe("account e-mails in the customer's language", () => {
  it('sends the reset e-mail in French to a customer who signed up in French, whatever the request says', async () => {
    await newCustomer('rosalie.fr@example.ca', { 'accept-language': 'fr-CA' });
    const mail = await askReset('rosalie.fr@example.ca', { 'accept-language': 'en' });
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Maplepack');
    expect(mail?.text).toContain('Bonjour Rosalie,');
    expect(mail?.text).toContain('Le lien ne fonctionne qu’une fois, pendant 60 minutes.');
    expect(mail?.text).toContain(`Politique de confidentialité${NBSP}: `);
    expect(mail?.html).toContain('lang="fr-CA"');
  });

  it('keeps English for an English customer, and follows a language changed on the account', async () => {
    await newCustomer('rosalie.en@example.ca', { 'accept-language': 'fr-CA' }, { language: 'en' });
    const english = await askReset('rosalie.en@example.ca', { 'accept-language': 'fr' });
    expect(english?.subject).toBe('Reset your Maplepack password');
    expect(english?.text).toContain('Hi Rosalie,');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token',
      payload: { email: 'rosalie.en@example.ca', password: 'sirop-d-erable' },
      headers: { 'x-forwarded-for': freshIp() },
    });
    const { token, user } = tokenResponseSchema.parse(login.json());
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${user.id}`,
      payload: { language: 'fr' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(put.statusCode).toBe(200);
    const french = await askReset('rosalie.en@example.ca');
    expect(french?.subject).toBe('Réinitialisez votre mot de passe Maplepack');
  });
});

describe("a guest's e-mails in the language of the request that caused them", () => {
  it('sends the mailing-list confirmation in French for a French request, in English otherwise', async () => {
    for (const [email, headers, subject] of [
      [
        'invite.fr@example.ca',
        { 'accept-language': 'fr-CA,fr;q=0.9' },
        'Confirmez votre abonnement à la liste d’envoi de Maplepack',
      ],
      [
        'invite.en@example.ca',
        { 'accept-language': 'en-CA' },
        'Confirm your subscription to the Maplepack mailing list',
      ],
    ] as const) {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/v1/mailchimp',
        payload: {
          email,
          merge_fields: { NAME: 'Ann' },
          consent: { given: true, text: 'Oui, envoyez-moi les nouvelles de Maplepack.', source: 'survey' },
        },
        headers: { 'x-forwarded-for': freshIp(), ...headers },
      });
      expect(asked.statusCode).toBe(202);
      expect(mailer.lastTo(email)?.subject).toBe(subject);
    }
  });

  it('sends the survey results e-mail to a guest in French when the survey was sent in French', async () => {
    const email = `resultats-${randomUUID()}@example.ca`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/survey',
      payload: {
        id: randomUUID(),
        value: JSON.stringify({
          name: 'Léa',
          consent: true,
          email,
          birthday: '05141990',
          sex: 'Female',
          pregnancy_status: 'None of these',
          concerns: ['Sleep'],
          concerns_fallback: { each: ["Let's see recommendations"] },
        }),
        version: '1.5',
      },
      headers: { 'x-forwarded-for': freshIp(), 'x-maplepack-client': 'web', 'accept-language': 'fr-CA' },
    });
    expect(response.statusCode).toBeLessThan(300);
    await t.app.surveys.resultsMail.idle();
    const mail = mailer.lastTo(email);
    expect(mail?.subject).toBe('Vos résultats Maplepack sont prêts');
    expect(mail?.text).toContain('Bonjour Léa,');
  });
});
