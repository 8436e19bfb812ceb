import { randomUUID } from 'node:crypto';
import {
  AUTH_COOKIE_NAME,
  errorBodySchema,
  GUEST_SURVEYS_COOKIE_NAME,
  surveyProfileResponseSchema,
  surveyResultsResponseSchema,
  surveySubmitResponseSchema,
  tokenResponseSchema,
} from '@maplepack/api-contract';
import { CATALOGUE_FR } from '@maplepack/catalog-data';
import { eq } from 'drizzle-orm';
import { FakeMailer } from '../src/adapters/mail/fake';
import { outboxEmails } from '../src/db/schema/outbox';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../src/db/seed/seed-demo-customer';
import { SURVEY_RESULTS_SUBJECT } from '../src/emails/survey-results-email';
import { surveyResultsMailKey } from '../src/services/survey/survey-results-mail';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { signedInCustomer } from './support/payment-customers';

const PUBLIC_URL = 'http://localhost:3000';
const mailer = new FakeMailer();
let t: TestApp;
let clock = TEST_NOW;
let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;

beforeAll(async () => {
  t = await buildTestApp({ mailer, now: () => clock });
});
afterEach(() => {
  clock = TEST_NOW;
});
afterAll(() => t.close());

/** A complete v1.5 survey: 36 on the test day, sleep and gut concerns, split packs. */
const ANSWERS = {
  name: 'Ann',
  consent: true,
  email: 'ann@example.ca',
  birthday: '05141990',
  sex: 'Female',
  pregnancy_status: 'None of these',
  concerns: ['Sleep', 'Gut Health'],
  concerns_fallback: { each: ["Let's see recommendations"] },
};

async function submit(
  answers: Record<string, unknown>,
  options: { id?: string; cookie?: string; token?: string; language?: string } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/survey',
    payload: { id: options.id ?? randomUUID(), value: JSON.stringify(answers), version: '1.5' },
    headers: {
      'x-forwarded-for': freshIp(),
      'x-maplepack-client': 'web',
      ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
      ...(options.language === undefined ? {} : { 'accept-language': options.language }),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    },
  });
  const set = response.cookies.find((cookie) => cookie.name === GUEST_SURVEYS_COOKIE_NAME);
  return { response, cookie: set === undefined ? undefined : `${GUEST_SURVEYS_COOKIE_NAME}=${set.value}` };
}

const results = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/survey/results', headers });
const profile = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/survey/profile', headers });

/** A new customer with no survey of their own, signed in: their session token. */
const newCustomerToken = async (): Promise<string> =>
  (await signedInCustomer(t, `cora-${randomUUID()}@example.ca`, 'Cora', 'Gagnon')).token;

async function mailsTo(to: string) {
  await t.app.surveys.resultsMail.idle();
  return mailer.sent.filter((mail) => mail.to === to);
}

describe('GET /api/v1/survey/results', () => {
  it('reads a survey answered with French choice labels: the same recommendation, split packs seen', async () => {
    const english = await submit({ ...ANSWERS, pack_format: 'Split packs, morning and evening' });
    const french = await submit({
      ...ANSWERS,
      sex: 'Féminin',
      pregnancy_status: 'Aucune de ces situations',
      concerns: ['Sommeil', 'Santé digestive'],
      concerns_fallback: { each: ['Voir mes recommandations'] },
      pack_format: 'Deux sachets, matin et soir',
    });
    expect(french.response.statusCode).toBe(200);
    expect(surveySubmitResponseSchema.parse(french.response.json()).recommendation).toEqual(
      surveySubmitResponseSchema.parse(english.response.json()).recommendation,
    );
    const body = surveyResultsResponseSchema.parse((await results({ cookie: french.cookie ?? '' })).json());
    expect(body.split_pack).toBe(true);
  });

  it('gives the reasons and names in French when the request prefers French: the same products and doses', async () => {
    const english = surveySubmitResponseSchema.parse((await submit(ANSWERS)).response.json());
    const french = surveySubmitResponseSchema.parse(
      (await submit(ANSWERS, { language: 'fr-CA,fr;q=0.9,en;q=0.5' })).response.json(),
    );
    const withoutWords = (tiers: typeof english.recommendation.tiers) =>
      Object.values(tiers).map((tier) => tier.map(({ reason: _reason, name: _name, ...product }) => product));
    expect(withoutWords(french.recommendation.tiers)).toEqual(withoutWords(english.recommendation.tiers));
    // The products by their French labels' names.
    const names = french.recommendation.tiers['3'].map((product) => product.name);
    expect(names).toEqual(english.recommendation.tiers['3'].map((product) => CATALOGUE_FR[product.id]?.name));
    expect(names).not.toContain(undefined);
    const reasons = Object.values(french.recommendation.tiers).flatMap((tier) => tier.map((p) => p.reason));
    expect(reasons).toContainEqual(expect.stringMatching(/^Vous nous avez dit que /));
    expect(reasons.filter((reason) => reason.startsWith('You told us'))).toEqual([]);
  });

  it('names a medication as the person gave it: « Warfarine » leaves out vitamin K2 and the reason says so', async () => {
    // Told of low bone density, a woman is offered vitamin K2 unless she takes a blood thinner.
    const bones = {
      ...ANSWERS,
      birthday: '05141960',
      concerns: ['Bones Muscles and Joints'],
      bones_pain: false,
      bones_cramps: false,
      bones_density: true,
      medications: true,
    };
    const french = 'fr-CA,fr;q=0.9';
    const answered = async (medication: string) =>
      surveySubmitResponseSchema.parse(
        (await submit({ ...bones, medication_list: [medication] }, { language: french })).response.json(),
      ).recommendation;
    const warfarin = await answered('Warfarin');
    const warfarine = await answered('Warfarine');
    const whyK2 = (recommendation: typeof warfarin) =>
      recommendation.excluded.find((product) => product.id === 2207)?.why;
    expect(whyK2(warfarin)).toMatch(/^Avec Warfarin\u00a0:/);
    expect(whyK2(warfarine)).toMatch(/^Avec Warfarine\u00a0:/);
    // Everything else is the same.
    expect(JSON.stringify(warfarine)).toBe(
      JSON.stringify(warfarin).replaceAll('Warfarin\u00a0', 'Warfarine\u00a0'),
    );
  });

  it("answers a guest's latest survey from this browser: first name, split pack and the recommendation", async () => {
    const first = await submit(ANSWERS);
    expect(first.response.statusCode).toBe(200);
    const second = await submit(
      { ...ANSWERS, name: 'Annie', email: 'annie@example.ca', pack_format: 'pack_format_split' },
      { ...(first.cookie === undefined ? {} : { cookie: first.cookie }) },
    );
    expect(second.response.statusCode).toBe(200);
    const submitted = surveySubmitResponseSchema.parse(second.response.json());

    const response = await results({ cookie: second.cookie ?? '' });
    expect(response.statusCode).toBe(200);
    const body = surveyResultsResponseSchema.parse(response.json());
    expect(body.first_name).toBe('Annie');
    expect(body.split_pack).toBe(true);
    expect(body.recommendation).toEqual(submitted.recommendation);
    // The answers themselves never come back.
    expect(JSON.stringify(body)).not.toMatch(/05141990|annie@example\.ca|Gut Health/);
  });

  it('answers 404 survey.not-found without a survey made in this browser, and for a forged cookie', async () => {
    const cases: Record<string, string>[] = [{}, { cookie: `${GUEST_SURVEYS_COOKIE_NAME}=forged` }];
    for (const headers of cases) {
      const response = await results(headers);
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).error).toEqual({
        code: 'survey.not-found',
        message: 'Survey not found.',
      });
    }
  });

  it("answers a signed-in customer's own latest survey, not another browser's", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token',
      payload: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD },
      headers: { 'x-forwarded-for': freshIp() },
    });
    const token = tokenResponseSchema.parse(login.json()).token;
    const guest = await submit({ ...ANSWERS, name: 'Guest' });
    const { consent: _c, name: _n, email: _e, birthday: _b, ...signedInAnswers } = ANSWERS;
    const own = await submit({ ...signedInAnswers, consent: true, birthday: '05141990' }, { token });
    expect(own.response.statusCode).toBe(200);
    const response = await results({
      authorization: `Bearer ${token}`,
      cookie: guest.cookie ?? '',
    });
    expect(response.statusCode).toBe(200);
    const body = surveyResultsResponseSchema.parse(response.json());
    expect(body.first_name).not.toBe('Guest');
    expect(body.split_pack).toBe(false);
    expect(body.recommendation).toEqual(surveySubmitResponseSchema.parse(own.response.json()).recommendation);
  });
});

describe('the e-mailed results', () => {
  it('sends one e-mail with the first name and a link to the results page, never the answers', async () => {
    const to = 'mia@example.ca';
    const id = randomUUID();
    const posted = await submit({ ...ANSWERS, name: 'Mia', email: to }, { id });
    expect(posted.response.statusCode).toBe(200);
    const recommended = surveySubmitResponseSchema.parse(posted.response.json()).recommendation;

    const sent = await mailsTo(to);
    expect(sent).toHaveLength(1);
    const mail = sent[0];
    if (mail === undefined) throw new Error('no e-mail');
    expect(mail.subject).toBe(SURVEY_RESULTS_SUBJECT);
    expect(mail.marketing).toBeUndefined();
    expect(mail.text).toContain('Hi Mia,');
    expect(mail.text).toContain(`${PUBLIC_URL}/health-assessment/results`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/health-assessment/results"`);
    const names = recommended.tiers['3'].map((product) => product.name);
    expect(names.length).toBeGreaterThan(0);
    for (const secret of ['Sleep', 'Gut', '05141990', 'Female', ...names]) {
      expect(mail.text).not.toContain(secret);
      expect(mail.html).not.toContain(secret);
    }

    // Posted again by the same browser (a retry): still one e-mail.
    const again = await submit({ ...ANSWERS, name: 'Mia', email: to }, { id, cookie: posted.cookie ?? '' });
    expect(again.response.statusCode).toBe(200);
    expect(await mailsTo(to)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.key, surveyResultsMailKey(id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sentAt).not.toBeNull();
  });

  it('sends nothing without an e-mail answer, or for answers that leave the survey', async () => {
    const before = mailer.sent.length;
    const { email: _email, ...withoutEmail } = ANSWERS;
    expect((await submit(withoutEmail)).response.statusCode).toBe(200);
    const exited = await submit({
      ...ANSWERS,
      email: 'exit@example.ca',
      chronic_conditions: ['Kidney disease'],
    });
    expect(exited.response.statusCode).toBe(422);
    await t.app.surveys.resultsMail.idle();
    expect(mailer.sent.length).toBe(before);
  });
});

describe('GET /survey/results and GET /survey/profile read the caller alike', () => {
  it('a session that expired or does not read answers both with the same 401, guest survey or not', async () => {
    const token = await newCustomerToken();
    const guest = await submit({ ...ANSWERS, medications: true, medication_list: ['Warfarin'] });
    const withGuest = `${guest.cookie ?? ''}; `;
    const cases = [
      {
        cookie: `${withGuest}${AUTH_COOKIE_NAME}=forged`,
        code: 'auth.required',
        message: 'Please log in to continue.',
      },
      {
        cookie: `${withGuest}${AUTH_COOKIE_NAME}=${token}`,
        expired: true,
        code: 'auth.expired-token',
        message: 'Your session has expired. Please log in again.',
      },
    ];
    for (const { cookie, expired, code, message } of cases) {
      clock = expired === true ? new Date(TEST_NOW.getTime() + 7 * 24 * 3600 * 1000) : TEST_NOW;
      for (const response of [await results({ cookie }), await profile({ cookie })]) {
        expect(response.statusCode).toBe(401);
        expect(errorBodySchema.parse(response.json()).error).toEqual({ code, message });
      }
    }
  });

  it('without any token both answer for the guest: the survey made in this browser, else none', async () => {
    const guest = await submit({ ...ANSWERS, medications: true, medication_list: ['Warfarin'] });
    expect((await results({ cookie: guest.cookie ?? '' })).statusCode).toBe(200);
    const profiled = surveyProfileResponseSchema.parse(
      (await profile({ cookie: guest.cookie ?? '' })).json(),
    );
    expect(profiled.profile?.medications).toEqual([expect.objectContaining({ label: 'Warfarin' })]);
    expect((await results()).statusCode).toBe(404);
    expect(surveyProfileResponseSchema.parse((await profile()).json()).profile).toBeNull();
  });

  it('a customer without an assessment of their own gets the one they took as a guest in this browser', async () => {
    const token = await newCustomerToken();
    const guest = await submit({
      ...ANSWERS,
      name: 'Cora',
      medications: true,
      medication_list: ['Warfarin'],
    });
    const headers = { cookie: `${guest.cookie ?? ''}; ${AUTH_COOKIE_NAME}=${token}` };
    const shown = await results(headers);
    expect(shown.statusCode).toBe(200);
    expect(surveyResultsResponseSchema.parse(shown.json()).first_name).toBe('Cora');
    const checked = surveyProfileResponseSchema.parse((await profile(headers)).json()).profile;
    expect(checked?.medications).toEqual([expect.objectContaining({ label: 'Warfarin' })]);
    // Another browser (no guest cookie): nothing of theirs.
    expect(
      surveyProfileResponseSchema.parse((await profile({ authorization: `Bearer ${token}` })).json()).profile,
    ).toBeNull();
  });

  it("a customer's own latest assessment comes before a guest one in this browser", async () => {
    const token = await newCustomerToken();
    const { consent: _c, name: _n, email: _e, birthday: _b, ...signedInAnswers } = ANSWERS;
    const own = await submit({ ...signedInAnswers, consent: true, birthday: '05141990' }, { token });
    expect(own.response.statusCode).toBe(200);
    const guest = await submit({ ...ANSWERS, medications: true, medication_list: ['Warfarin'] });
    const headers = { cookie: `${guest.cookie ?? ''}; ${AUTH_COOKIE_NAME}=${token}` };
    const checked = surveyProfileResponseSchema.parse((await profile(headers)).json()).profile;
    expect(checked).not.toBeNull();
    expect(checked?.medications).toEqual([]);
  });
});
