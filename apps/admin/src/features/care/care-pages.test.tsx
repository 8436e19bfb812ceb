import { type StaffRole } from '@maplepack/access';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi, staffOf } from '../../test-support/fake-admin-api';
import { renderAdmin } from '../../test-support/render-admin';

function api(role: StaffRole) {
  const fake = fakeAdminApi();
  fake.on('GET /api/v1/admin/session', {
    json: { staff: staffOf(role), expires_at: '2026-11-21T15:30:00.000Z' },
  });
  return fake;
}

const FINGERPRINT = 'ab'.repeat(32);

describe('health answers (pharmacist)', () => {
  function pharmacistApi() {
    const fake = api('pharmacist');
    fake.on('GET /api/v1/admin/health-answers', {
      json: {
        assessments: [
          {
            id: 'survey-1',
            customer_email: 'ann@example.ca',
            version: '1.5',
            created_at: '2026-11-20T15:00:00.000Z',
          },
        ],
      },
    });
    fake.on('POST /api/v1/admin/health-answers/survey-1/views', {
      json: {
        id: 'survey-1',
        customer_email: 'ann@example.ca',
        version: '1.5',
        created_at: '2026-11-20T15:00:00.000Z',
        answers: [
          { ref: 'concerns', question: 'What would you like to work on?', answer: 'Sleep, Gut Health' },
        ],
        recommended_tier: '2',
        recommended: [{ name: 'Magnesium', reason: 'For sleep' }],
        excluded: [{ name: 'St. John’s Wort', why: 'It interacts with your medication.' }],
      },
    });
    return fake;
  }

  it('asks for a reason before anything is opened, then shows the answers and the rules’ results', async () => {
    const user = userEvent.setup();
    const fake = pharmacistApi();
    renderAdmin(fake, '/health-answers?q=ann');
    await user.click(await screen.findByRole('button', { name: 'Read the answers: survey-1' }));
    await user.click(screen.getByRole('button', { name: 'Show the answers (logged)' }));
    expect(screen.getByText('Please say why you need to read these answers.')).toBeVisible();
    expect(fake.callsTo('POST /api/v1/admin/health-answers/survey-1/views')).toHaveLength(0);

    await user.type(
      screen.getByRole('textbox', { name: 'Why do you need to read these answers?' }),
      'checking an interaction question from the customer',
    );
    await user.click(screen.getByRole('button', { name: 'Show the answers (logged)' }));
    const answers = await screen.findByRole('region', { name: 'Answers of assessment survey-1' });
    expect(within(answers).getByRole('cell', { name: 'Sleep, Gut Health' })).toBeVisible();
    expect(within(answers).getByText('Recommended (tier 2)')).toBeVisible();
    expect(within(answers).getByText(/It interacts with your medication/)).toBeVisible();
    expect(fake.callsTo('POST /api/v1/admin/health-answers/survey-1/views')[0]?.body).toEqual({
      reason: 'checking an interaction question from the customer',
    });
  });

  it('is closed to the owner, who gets no page and asks the API nothing', async () => {
    const fake = api('owner');
    renderAdmin(fake, '/health-answers');
    expect(await screen.findByRole('heading', { name: 'Your role does not allow this page.' })).toBeVisible();
    expect(fake.callsTo('GET /api/v1/admin/health-answers')).toHaveLength(0);
  });
});

describe('safety rules', () => {
  function rulesApi(role: StaffRole) {
    const fake = api(role);
    let signed = false;
    fake.on('GET /api/v1/admin/safety-rules', () => ({
      json: {
        fingerprint: FINGERPRINT,
        tables: [
          {
            title: 'Medications',
            columns: ['Product', 'Medication classes', 'Decision'],
            rows: [['St. John’s Wort (2201)', 'ssri', 'exclude']],
          },
        ],
        sign_offs: [
          ...(signed
            ? [
                {
                  id: 2,
                  staff_email: 'pharmacist@maplepack.test',
                  fingerprint: FINGERPRINT,
                  signed_at: '2026-11-21T15:00:00.000Z',
                },
              ]
            : []),
          {
            id: 1,
            staff_email: 'pharmacist@maplepack.test',
            fingerprint: 'cd'.repeat(32),
            signed_at: '2026-10-01T15:00:00.000Z',
          },
        ],
        current_signed: signed,
      },
    }));
    fake.on('POST /api/v1/admin/safety-rules/sign-offs', () => {
      signed = true;
      return {
        status: 201,
        json: {
          id: 2,
          staff_email: 'pharmacist@maplepack.test',
          fingerprint: FINGERPRINT,
          signed_at: '2026-11-21T15:00:00.000Z',
        },
      };
    });
    return fake;
  }

  it('says the rules changed since the last sign-off, and signs the shown version off after confirming', async () => {
    const user = userEvent.setup();
    const fake = rulesApi('pharmacist');
    renderAdmin(fake, '/safety-rules');
    expect(
      await screen.findByText('These rules differ from the last signed version. Please review them.'),
    ).toBeVisible();
    expect(screen.getByRole('cell', { name: 'St. John’s Wort (2201)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign off these rules' }));
    const confirm = screen.getByRole('button', { name: 'Confirm the sign-off' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I have reviewed every rule/ }));
    await user.click(confirm);
    expect(await screen.findByText('These rules are the version last signed off.')).toBeVisible();
    expect(fake.callsTo('POST /api/v1/admin/safety-rules/sign-offs')[0]?.body).toEqual({
      fingerprint: FINGERPRINT,
    });
  });

  it('shows the catalogue role the rules without a sign-off button', async () => {
    renderAdmin(rulesApi('catalogue'), '/safety-rules');
    expect(await screen.findByRole('cell', { name: 'St. John’s Wort (2201)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign off these rules' })).toBeNull();
  });
});

describe('privacy requests', () => {
  function privacyApi(role: StaffRole) {
    const fake = api(role);
    fake.on('GET /api/v1/admin/privacy-requests', {
      json: {
        requests: [
          {
            id: 5,
            kind: 'deletion',
            state: 'pending',
            customer_id: 42,
            created_at: '2026-11-20T15:00:00.000Z',
            completed_at: null,
            outcome: null,
          },
          {
            id: 4,
            kind: 'export',
            state: 'completed',
            customer_id: 41,
            created_at: '2026-11-19T15:00:00.000Z',
            completed_at: '2026-11-19T15:00:00.000Z',
            outcome: null,
          },
        ],
      },
    });
    fake.on('POST /api/v1/admin/privacy-requests/5/erasure', {
      json: {
        record: {
          customer_id: 42,
          request_id: 5,
          erased_at: '2026-11-21T15:00:00.000Z',
          repeated: false,
          erased: [{ what: 'survey_submissions', rows: 1, reason: 'Health data.' }],
          kept: [{ what: 'orders', rows: 2, reason: 'Tax law: six years.', until: '2032-12-31' }],
        },
      },
    });
    return fake;
  }

  it('lets the owner erase a pending deletion after a confirm step, and shows what was kept and why', async () => {
    const user = userEvent.setup();
    const fake = privacyApi('owner');
    renderAdmin(fake, '/privacy-requests');
    await user.click(await screen.findByRole('button', { name: 'Erase the account: Customer id 42' }));
    expect(fake.callsTo('POST /api/v1/admin/privacy-requests/5/erasure')).toHaveLength(0);
    const confirm = screen.getByRole('region', { name: 'Erase the account of customer 42?' });
    await user.click(within(confirm).getByRole('button', { name: 'Erase now' }));
    const outcome = await screen.findByRole('region', {
      name: 'Customer 42: what was erased and what was kept',
    });
    expect(within(outcome).getByText(/Tax law: six years/)).toBeVisible();
    expect(within(outcome).getByText(/until 2032-12-31/)).toBeVisible();
    expect(fake.callsTo('POST /api/v1/admin/privacy-requests/5/erasure')).toHaveLength(1);
  });

  it('shows support the requests without the erase button', async () => {
    renderAdmin(privacyApi('support'), '/privacy-requests');
    expect(await screen.findByText('Only the owner may erase an account.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Erase the account/ })).toBeNull();
  });
});

describe('dashboard', () => {
  it('shows today’s figures, the plans by status and the two charts with their numbers', async () => {
    const fake = api('owner');
    fake.on('GET /api/v1/admin/dashboard', {
      json: {
        today: '2026-11-21',
        orders_today: { count: 3, total: 12_345 },
        renewals: { due_today: 2, due_this_week: 9, failed: 1 },
        subscriptions_by_status: { active: 7, 'on-hold': 1 },
        months: Array.from({ length: 12 }, (_, i) => ({
          month: `2026-${String(i + 1).padStart(2, '0')}`,
          mrr: 1_000 * i,
          churn_rate: i === 0 ? null : 0.05,
        })),
      },
    });
    renderAdmin(fake, '/dashboard');
    expect(await screen.findByText('$123.45')).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'Monthly recurring revenue, last 12 months' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Churn rate, last 12 months' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: '2026-12 $110.00 5.0%' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'on-hold 1' })).toBeVisible();
  });
});
