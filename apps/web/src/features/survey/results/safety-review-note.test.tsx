import { cleanup, screen } from '@testing-library/react';
import { i18n } from '../../../lib/i18n/i18n';
import { installFakeApi } from '../../../test-support/fake-api';
import { loadFrench, renderAt } from '../../../testing';

const D3 = {
  id: 2201,
  name: 'Vitamin D3 1000 IU',
  price: '4.50',
  reason: 'Little winter sun.',
  am: 1,
  pm: 0,
};
const RESULTS = {
  survey_id: '7d3c2a8e-5b1f-4c6d-9e0a-1f2b3c4d5e6f',
  created_at: '2026-11-21T15:00:00.000Z',
  first_name: 'Anne',
  split_pack: false,
  recommendation: { tiers: { '1': [D3], '2': [D3], '3': [D3] }, selected: 2, excluded: [] },
};

function withReview(lastReviewedAt: string | null) {
  return installFakeApi((request) => {
    if (request.url.pathname === '/api/v1/survey/results') return { body: RESULTS };
    if (request.url.pathname === '/api/v1/safety-review')
      return { body: { last_reviewed_at: lastReviewedAt } };
    return undefined;
  });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
  i18n.activate('en');
});

describe('the date of the pharmacist’s review under the results', () => {
  it('says when the safety rules were last reviewed, in the shop’s day', async () => {
    withReview('2026-11-21T03:30:00.000Z');
    renderAt('/health-assessment/results');
    expect(
      await screen.findByText('Safety rules last reviewed by our pharmacist on November 20, 2026'),
    ).toBeInTheDocument();
  });

  it('says it in French on a French page', async () => {
    await loadFrench();
    withReview('2026-11-21T15:00:00.000Z');
    renderAt('/fr/health-assessment/results');
    expect(
      await screen.findByText('Règles de sécurité révisées par notre pharmacien le 21 novembre 2026'),
    ).toBeInTheDocument();
  });

  it('says nothing when the rules were never signed off', async () => {
    withReview(null);
    renderAt('/health-assessment/results');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anne, here are your recommendations' }),
    ).toBeVisible();
    expect(screen.queryByText(/last reviewed by our pharmacist/)).toBeNull();
  });
});
