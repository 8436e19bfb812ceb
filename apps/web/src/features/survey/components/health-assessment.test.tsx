import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartStore } from '../../../stores/cart-store';
import { installFakeApi, type FakeHandler, type FakeResponse } from '../../../test-support/fake-api';
import { findPageHeading, hrefOfRouter, renderAt, SIGNED_IN_USER } from '../../../testing';
import { SURVEY_PROGRESS_KEY } from '../survey-progress';
import { sessionAt, storeProgress } from '../test-support/session-at';

const TODAY = new Date('2026-11-21T15:00:00Z');
const WELCOME_TITLE = "Let's build a pack that's made for you";
const INTRO_TITLE = 'Built on evidence, reviewed by our nutrition team';
const NAME_TITLE = "First things first, what's your first name?";
const CONSENT_TITLE = 'Before we begin, we need your consent.';

const product = (id: number, name: string, price: string, reason: string, am: number, pm: number) => ({
  id,
  name,
  price,
  reason,
  am,
  pm,
});
const D3 = product(11, 'Vitamin D3 1000 IU', '4.50', 'You get little sun in winter.', 1, 0);
const MAGNESIUM = product(12, 'Magnesium Bisglycinate', '6.00', 'Helps you fall asleep.', 0, 1);
const OMEGA = product(13, 'Omega-3', '9.00', 'You rarely eat fish.', 1, 1);
const RECOMMENDATION = {
  recommendation: {
    tiers: { '1': [D3], '2': [D3, MAGNESIUM], '3': [D3, MAGNESIUM, OMEGA] },
    selected: 2,
    excluded: [],
  },
};

let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  jest.useFakeTimers({ now: TODAY });
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  window.localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const heading = (name: string) => screen.queryByRole('heading', { level: 1, name });

async function openSurvey(setup: Parameters<typeof renderAt>[1] = {}) {
  const rendered = renderAt('/health-assessment', setup);
  await findPageHeading();
  return rendered;
}

/** The person (the youngWoman profile) at `stopAt`, saved as progress so the page opens there. */
function progressAt(stopAt: string, answers: Record<string, unknown> = {}) {
  const profile = SURVEY_PROFILES.youngWoman;
  const session = sessionAt({ ...profile, answers: { ...profile.answers, ...answers }, stopAt });
  storeProgress(session);
  return session;
}

describe('welcome, intro and part covers', () => {
  it('shows the welcome, then the intro for 2500 ms, then PART 1 for its cover timeout, then the first question', async () => {
    await openSurvey();
    expect(screen.getByRole('heading', { level: 2, name: WELCOME_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Let's start" }));
    expect(heading(INTRO_TITLE)).toHaveFocus();
    tick(2499);
    expect(heading(INTRO_TITLE)).toBeInTheDocument();
    tick(1);
    expect(heading('About You')).toBeInTheDocument();
    expect(screen.getByText('PART 1')).toBeInTheDocument();
    tick(2999);
    expect(heading('About You')).toBeInTheDocument();
    tick(1);
    expect(heading(NAME_TITLE)).toHaveFocus();
    expect(screen.getByRole('textbox', { name: NAME_TITLE })).toHaveAttribute('placeholder', 'First Name');
  });

  it('announces each new screen to screen readers', async () => {
    await openSurvey();
    await user.click(screen.getByRole('button', { name: "Let's start" }));
    const live = document.querySelector('[aria-live="polite"][aria-atomic="true"]');
    expect(live).toHaveTextContent(INTRO_TITLE);
  });
});

describe('saved progress', () => {
  it('is saved after a part cover and restored when the page loads again', async () => {
    const { unmount } = await openSurvey();
    await user.click(screen.getByRole('button', { name: "Let's start" }));
    expect(window.localStorage.getItem(SURVEY_PROGRESS_KEY)).toBeNull();
    tick(2500 + 3000);
    expect(heading(NAME_TITLE)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(SURVEY_PROGRESS_KEY) ?? '{}')).toMatchObject({
      cursor: { type: 'field', ref: 'name' },
    });
    unmount();

    await openSurvey();
    expect(heading(NAME_TITLE)).toBeInTheDocument();
  });

  it('is saved after every answer: a reload returns to the question the person was on', async () => {
    progressAt('name');
    const { unmount } = await openSurvey();
    await user.type(screen.getByRole('textbox', { name: NAME_TITLE }), 'Ann{Enter}');
    expect(heading(CONSENT_TITLE)).toBeInTheDocument();
    unmount();

    await openSurvey();
    expect(heading(CONSENT_TITLE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: NAME_TITLE })).toHaveValue('Ann');
  });

  it('shows a progress bar by part and by question', async () => {
    progressAt('email');
    await openSurvey();
    const parts = screen.getByRole('progressbar', { name: 'Assessment progress' });
    expect(parts).toHaveAttribute('aria-valuenow', '1');
    expect(parts).toHaveAttribute('aria-valuemax', '4');
    expect(parts).toHaveAttribute('aria-valuetext', 'Part 1 of 4: About You');
    const inPart = screen.getByRole('progressbar', { name: 'Progress in part 1' });
    expect(inPart.getAttribute('aria-valuetext')).toMatch(/^Question 3, \d+% of part 1$/);
    const before = Number(inPart.getAttribute('aria-valuenow'));
    await user.type(
      screen.getByRole('textbox', { name: 'Where should we send your recommendations?' }),
      'ann@example.ca{Enter}',
    );
    const after = screen.getByRole('progressbar', { name: 'Progress in part 1' });
    expect(Number(after.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
    expect(after.getAttribute('aria-valuetext')).toMatch(/^Question 4,/);
  });

  it('restores answers given before the reload, and goes on from there', async () => {
    progressAt('email');
    await openSurvey();
    expect(heading('Where should we send your recommendations?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading(CONSENT_TITLE)).toBeInTheDocument();
  });

  it('that no longer reads is cleared, and the survey starts afresh without a crash', async () => {
    window.localStorage.setItem(SURVEY_PROGRESS_KEY, '{"version":1,"cursor":');
    await openSurvey();
    expect(screen.getByRole('heading', { level: 2, name: WELCOME_TITLE })).toBeInTheDocument();
    expect(window.localStorage.getItem(SURVEY_PROGRESS_KEY)).toBeNull();
  });
});

describe('the survey layout', () => {
  it('shows Back only when the survey can go back, and Back puts the earlier answer back on screen', async () => {
    progressAt('consent');
    await openSurvey();
    expect(heading(CONSENT_TITLE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: NAME_TITLE })).toHaveValue('Ann');
    // Back passes over the timed cover and intro: the welcome is next, and it cannot go back.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: WELCOME_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('Exit forgets the answers in progress and goes home', async () => {
    progressAt('consent');
    const { router, unmount } = await openSurvey();
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(hrefOfRouter(router)).toBe('/'));
    expect(window.localStorage.getItem(SURVEY_PROGRESS_KEY)).toBeNull();
    unmount();
    await openSurvey();
    expect(screen.getByRole('heading', { level: 2, name: WELCOME_TITLE })).toBeInTheDocument();
  });
});

describe('exits', () => {
  it('under 19: "Sorry!" with the advisory board, and the button leaves for home', async () => {
    progressAt('none', { birthday: '01012011' });
    const { router } = await openSurvey();
    expect(heading('Sorry!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'our advisory board' })).toHaveAttribute(
      'href',
      '/team?to=advisory-board',
    );
    await user.click(screen.getByRole('button', { name: 'EXIT ASSESSMENT' }));
    await waitFor(() => expect(hrefOfRouter(router)).toBe('/'));
    expect(window.localStorage.getItem(SURVEY_PROGRESS_KEY)).toBeNull();
  });

  it('consent declined: "Not to worry!" with building your own pack', async () => {
    progressAt('none', { consent: false });
    await openSurvey();
    expect(heading('Not to worry!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'build your own pack' })).toHaveAttribute('href', '/products');
  });
});

function answerSurveyApi(submit: FakeHandler): ReturnType<typeof installFakeApi> {
  return installFakeApi((request) =>
    request.url.pathname === '/api/v1/survey' ? submit(request) : undefined,
  );
}

describe('submit', () => {
  it('computes for 8 seconds, posts the answers, keeps the profile and opens the results page, the cart untouched', async () => {
    const api = answerSurveyApi(() => ({ body: RECOMMENDATION }));
    progressAt('final_consent', { pack_format: 'Split packs, morning and evening' });
    const { router } = await openSurvey();
    await user.click(screen.getByRole('button', { name: 'I accept' }));
    expect(heading('Computing your recommendations…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await tick(1000);
    const [posted] = api.requestsTo('/api/v1/survey');
    expect(posted?.method).toBe('POST');
    const body = posted?.body as { id: string; value: string; version: string };
    expect(body.version).toBe('1.5');
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(body.value)).toMatchObject({
      name: 'Ann',
      birthday: '05141990',
      sex: 'sex_female',
      final_consent: '$$SUBMIT$$',
    });
    // The cart stays a cart: the results page puts the chosen tier in it. The profile is kept for its checks.
    const { cart, hasSurveyCart, assessmentProfile } = cartStore.getState();
    expect(Object.keys(cart.entries)).toEqual([]);
    expect(hasSurveyCart).toBe(false);
    expect(assessmentProfile).toMatchObject({ sex: 'female' });

    await tick(6998);
    expect(hrefOfRouter(router)).toBe('/health-assessment');
    await tick(2);
    expect(hrefOfRouter(router)).toBe('/health-assessment/results');
    expect(window.localStorage.getItem(SURVEY_PROGRESS_KEY)).toBeNull();
  });

  it('keeps the answers when the post fails and posts them again on retry, with the same id', async () => {
    let fail = true;
    const api = answerSurveyApi(() =>
      fail
        ? { status: 503, body: { error: { code: 'unavailable', message: 'Try later' } } }
        : { body: RECOMMENDATION },
    );
    progressAt('final_consent');
    const { router } = await openSurvey();
    await user.click(screen.getByRole('button', { name: 'I accept' }));
    await tick(8000);
    expect(heading('We could not get your recommendations')).toBeInTheDocument();
    expect(
      screen.getByText('Your answers are kept. Check your connection, then try again.'),
    ).toBeInTheDocument();
    expect(hrefOfRouter(router)).toBe('/health-assessment');
    expect(Object.keys(cartStore.getState().cart.entries)).toEqual([]);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await tick(100);
    expect(hrefOfRouter(router)).toBe('/health-assessment/results');
    const [first, second] = api
      .requestsTo('/api/v1/survey')
      .map((request) => request.body as { id: string; value: string });
    expect(second?.value).toBe(first?.value);
    expect(second?.id).toBe(first?.id);
  });
});

describe('a refused survey id', () => {
  it('is replaced by a fresh one on retry (the server binds a guest survey to the browser that made it)', async () => {
    let conflict = true;
    const api = answerSurveyApi(() =>
      conflict
        ? {
            status: 409,
            body: { error: { code: 'survey.conflict', message: 'This survey id is already in use.' } },
          }
        : { body: RECOMMENDATION },
    );
    progressAt('final_consent');
    const { router } = await openSurvey();
    await user.click(screen.getByRole('button', { name: 'I accept' }));
    await tick(8000);
    expect(heading('We could not get your recommendations')).toBeInTheDocument();

    conflict = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await tick(100);
    expect(hrefOfRouter(router)).toBe('/health-assessment/results');
    const [first, second] = api
      .requestsTo('/api/v1/survey')
      .map((request) => request.body as { id: string; value: string });
    expect(second?.value).toBe(first?.value);
    expect(second?.id).not.toBe(first?.id);
  });
});

describe('signed-in people', () => {
  const SURVEY_ID = '7b0c5d2e-8f6a-4c1b-9e3d-2a4f6b8c0d1e';
  /** Their earlier survey as GET /survey/{id} answers it. */
  const EARLIER_SURVEY: FakeResponse = {
    body: {
      id: SURVEY_ID,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      version: '1.5',
      submission: { birthday: '05141990' },
    },
  };

  it('read the intro for returning people and skip email and the birthday of their earlier survey', async () => {
    const api = installFakeApi(({ url }) =>
      url.pathname === `/api/v1/survey/${SURVEY_ID}` ? EARLIER_SURVEY : undefined,
    );
    await openSurvey({ user: { ...SIGNED_IN_USER, survey_id: SURVEY_ID } });
    // Fetched behind the welcome screen, which does not wait for it.
    await waitFor(() => expect(api.requestsTo(`/api/v1/survey/${SURVEY_ID}`)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: "Let's start" }));
    expect(
      screen.getByText(/Accepting your new recommendations will overwrite your existing subscription/),
    ).toBeInTheDocument();
    tick(2500 + 3000);
    const consent = heading('Welcome back! Before we begin, we need your consent.');
    expect(consent).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: consent?.textContent ?? '' })).getByRole('button', {
        name: 'I accept',
      }),
    );
    expect(heading('What sex were you assigned at birth?')).toBeInTheDocument();
  });

  it('see the welcome at once while their earlier survey loads; a press on start opens the intro when it has', async () => {
    let answerEarlierSurvey: (response: FakeResponse) => void = () => undefined;
    installFakeApi(({ url }) =>
      url.pathname === `/api/v1/survey/${SURVEY_ID}`
        ? new Promise<FakeResponse>((resolve) => {
            answerEarlierSurvey = resolve;
          })
        : undefined,
    );
    await openSurvey({ user: { ...SIGNED_IN_USER, survey_id: SURVEY_ID } });
    expect(screen.getByRole('heading', { level: 2, name: WELCOME_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Health Assessment' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: "Let's start" }));
    expect(screen.queryByRole('heading', { level: 2, name: WELCOME_TITLE })).not.toBeInTheDocument();
    expect(heading(INTRO_TITLE)).not.toBeInTheDocument();
    await act(async () => answerEarlierSurvey(EARLIER_SURVEY));
    await waitFor(() => expect(heading(INTRO_TITLE)).toHaveFocus());
    expect(
      screen.getByText(/Accepting your new recommendations will overwrite your existing subscription/),
    ).toBeInTheDocument();
  });

  const PLAN = {
    id: 5,
    customer_id: SIGNED_IN_USER.id,
    status: 'active',
    parent_id: null,
    billing_period: 'month',
    billing_interval: 1,
    start_date: '2026-10-01',
    next_payment_date: '2026-12-01',
    payment_method: 'stripe',
    payment_details: null,
    line_items: [
      {
        id: 91,
        product_id: 11,
        name: 'Vitamin D3 1000 IU',
        quantity: 2,
        price: '4.50',
        subtotal: '9.00',
        total: '9.00',
        meta_data: [
          { key: 'am_dose', value: 2 },
          { key: 'pm_dose', value: 0 },
        ],
      },
      {
        id: 92,
        product_id: 40,
        name: 'Iron',
        quantity: 1,
        price: '3.00',
        subtotal: '3.00',
        total: '3.00',
        meta_data: [
          { key: 'am_dose', value: 1 },
          { key: 'pm_dose', value: 0 },
        ],
      },
    ],
    shipping_lines: [],
    total: '12.00',
    total_tax: '0.00',
    shipping_total: '0.00',
    shipping: {},
    billing: {},
    meta_data: [],
  };

  it('replace the products of their plan with the recommended tier only after confirming, and see refusals', async () => {
    let refuse = true;
    const api = installFakeApi(({ method, url }) => {
      if (url.pathname === '/api/v1/survey') return { body: RECOMMENDATION };
      if (url.pathname === '/api/v1/subscriptions') return { body: [PLAN] };
      if (url.pathname === '/api/v1/subscriptions/5' && method === 'GET')
        return { body: PLAN, headers: { etag: '"v1"' } };
      if (url.pathname === '/api/v1/subscriptions/5' && method === 'PUT') {
        return refuse
          ? {
              status: 422,
              body: {
                error: {
                  code: 'subscription.pack-unsafe',
                  message: 'This plan cannot be saved:',
                  reasons: [
                    {
                      product_id: 12,
                      product_name: 'Magnesium Bisglycinate',
                      kind: 'medication',
                      message: 'Interacts with your medication.',
                    },
                  ],
                },
              },
            }
          : { body: PLAN, headers: { etag: '"v2"' } };
      }
      return undefined;
    });
    storeProgress(sessionAt({ ...SURVEY_PROFILES.signedInReturning, stopAt: 'final_consent' }));
    const { router } = await openSurvey({ user: SIGNED_IN_USER });
    await user.click(screen.getByRole('button', { name: 'I accept' }));
    await tick(8000);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Replace the products in your subscription?' }),
    ).toBeInTheDocument();
    expect(
      api.requestsTo('/api/v1/subscriptions/5').filter((request) => request.method === 'PUT'),
    ).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Yes, replace my products' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Magnesium Bisglycinate: Interacts with your medication.',
    );
    expect(hrefOfRouter(router)).toBe('/health-assessment');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Yes, replace my products' }));
    await waitFor(() => expect(hrefOfRouter(router)).toBe('/subscription'));
    const puts = api.requestsTo('/api/v1/subscriptions/5').filter((request) => request.method === 'PUT');
    expect(puts.at(-1)?.body).toEqual({
      line_items: [
        {
          id: 91,
          product_id: 11,
          quantity: 1,
          meta_data: [
            { key: 'am_dose', value: 1 },
            { key: 'pm_dose', value: 0 },
          ],
        },
        {
          product_id: 12,
          quantity: 1,
          meta_data: [
            { key: 'am_dose', value: 0 },
            { key: 'pm_dose', value: 1 },
          ],
        },
      ],
    });
  });
});

describe('the mailing-list opt-in on the e-mail step', () => {
  const EMAIL_TITLE = 'Where should we send your recommendations?';
  const mailingApi = () =>
    installFakeApi(({ method, url }) => {
      if (method === 'POST' && url.pathname === '/api/v1/mailchimp') {
        return {
          status: 202,
          body: { id: 'a'.repeat(32), email_address: 'ann@example.ca', status: 'pending' },
        };
      }
      return undefined;
    });

  it('is unticked, and without it nothing reaches the mailing list', async () => {
    const api = mailingApi();
    progressAt('email');
    await openSurvey();
    expect(heading(EMAIL_TITLE)).toBeInTheDocument();
    const optIn = screen.getByRole('checkbox', { name: /Maplepack may e-mail me/ });
    expect(optIn).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: EMAIL_TITLE }), 'ann@example.ca');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await tick(500);
    expect(api.requests.filter((request) => request.url.pathname.startsWith('/api/v1/mailchimp'))).toEqual(
      [],
    );
  });

  it("once ticked, asks once to subscribe, with the consent text and the 'Survey Started' tag to apply on confirmation", async () => {
    const api = mailingApi();
    progressAt('email');
    await openSurvey();
    await user.click(screen.getByRole('checkbox', { name: /Maplepack may e-mail me/ }));
    await user.type(screen.getByRole('textbox', { name: EMAIL_TITLE }), 'ann@example.ca');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.requestsTo('/api/v1/mailchimp')).toHaveLength(1));
    expect(api.requestsTo('/api/v1/mailchimp')[0]?.body).toMatchObject({
      email: 'ann@example.ca',
      tags: expect.arrayContaining([{ name: 'Survey Started', status: 'active' }]),
      consent: { given: true, source: 'survey', text: expect.stringContaining('unsubscribe') },
    });
    await tick(500);
    // The browser tags and edits no member: the rest happens on the server.
    expect(
      api.requests.filter(
        (request) =>
          request.url.pathname.startsWith('/api/v1/mailchimp') &&
          request.url.pathname !== '/api/v1/mailchimp',
      ),
    ).toEqual([]);
  });
});
