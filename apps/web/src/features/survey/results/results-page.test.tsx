import { SPLIT_PACK_ID } from '@maplepack/catalog';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartStore } from '../../../stores/cart-store';
import { axeViolations } from '../../../test-support/axe';
import { installFakeApi } from '../../../test-support/fake-api';
import { hrefOfRouter, renderAt } from '../../../testing';

const product = (id: number, name: string, price: string, reason: string, am: number, pm: number) => ({
  id,
  name,
  price,
  reason,
  am,
  pm,
});
const D3 = product(11, 'Vitamin D3 1000 IU', '4.50', 'You told us you get little sun in winter.', 1, 0);
const MAGNESIUM = product(12, 'Magnesium Bisglycinate', '6.00', 'You said you sleep badly.', 0, 2);
const OMEGA = product(13, 'Omega-3', '9.00', 'You rarely eat fish.', 1, 1);
const RESULTS = {
  survey_id: '7d3c2a8e-5b1f-4c6d-9e0a-1f2b3c4d5e6f',
  created_at: '2026-11-21T15:00:00.000Z',
  first_name: 'Ann',
  split_pack: true,
  recommendation: {
    tiers: { '1': [D3], '2': [D3, MAGNESIUM], '3': [D3, MAGNESIUM, OMEGA] },
    selected: 2,
    excluded: [{ id: 14, name: "St. John's Wort", why: 'It interacts with sertraline, which you take.' }],
  },
};

function resultsApi(answer: { status?: number; body: unknown }) {
  return installFakeApi((request) =>
    request.url.pathname === '/api/v1/survey/results' ? answer : undefined,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the results page', () => {
  it("shows the person's name, each tier's price a month with a visible badge, doses, reasons and what was left out", async () => {
    resultsApi({ body: RESULTS });
    const { container } = renderAt('/health-assessment/results');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ann, here are your recommendations' }),
    ).toBeInTheDocument();
    const tiers = screen.getByRole('group', { name: 'Choose your pack' });
    const buttons = within(tiers).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'The Essentials$4.50 / month',
      'Recommended for youAdvanced Health$16.50 / month',
      'Complete Support$34.50 / month',
    ]);
    // The badge is text on screen, not only for screen readers; the recommended tier starts chosen.
    expect(within(tiers).getByText('Recommended for you')).toBeVisible();
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');

    const list = screen.getByRole('heading', { name: 'What is in Advanced Health' }).parentElement;
    if (list === null) throw new Error('no product list');
    expect(
      within(list).getByRole('heading', { level: 3, name: 'Magnesium Bisglycinate' }),
    ).toBeInTheDocument();
    expect(within(list).getByText('2 in the evening')).toBeInTheDocument();
    expect(within(list).getByText('You said you sleep badly.')).toBeInTheDocument();
    expect(within(list).queryByText('Omega-3')).not.toBeInTheDocument();
    expect(screen.getByText('It interacts with sertraline, which you take.')).toBeInTheDocument();
    expect(document.title).toBe('Your results | Maplepack');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('puts the chosen tier in the cart with one action, then opens the cart', async () => {
    resultsApi({ body: RESULTS });
    const user = userEvent.setup();
    const { router } = renderAt('/health-assessment/results');
    await user.click(await screen.findByRole('button', { name: /Complete Support/ }));
    expect(screen.getByRole('heading', { name: 'What is in Complete Support' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Complete Support to my cart' }));

    expect(hrefOfRouter(router)).toBe('/cart');
    const { cart, hasSurveyCart } = cartStore.getState();
    expect(Object.keys(cart.entries).map(Number).sort()).toEqual([11, 12, 13, SPLIT_PACK_ID].sort());
    expect(cart.entries[12]).toMatchObject({ amQty: 0, pmQty: 2, reason: 'You said you sleep badly.' });
    expect(cart.selectedTier).toBe(3);
    expect(cart.recommendedTier).toBe(2);
    expect(hasSurveyCart).toBe(true);
  });

  it('says what to do when there is no assessment yet', async () => {
    resultsApi({ status: 404, body: { error: { code: 'survey.not-found', message: 'Survey not found.' } } });
    renderAt('/health-assessment/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'No assessment yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the health assessment' })).toHaveAttribute(
      'href',
      '/health-assessment',
    );
    expect(Object.keys(cartStore.getState().cart.entries)).toEqual([]);
  });

  it('treats a session the server no longer accepts as no assessment (not as a failure to retry)', async () => {
    resultsApi({
      status: 401,
      body: {
        error: { code: 'auth.expired-token', message: 'Your session has expired. Please log in again.' },
      },
    });
    renderAt('/health-assessment/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'No assessment yet' })).toBeInTheDocument();
  });

  it('offers to try again when the results cannot be read', async () => {
    let fail = true;
    installFakeApi((request) =>
      request.url.pathname === '/api/v1/survey/results'
        ? fail
          ? { status: 503, body: { error: { code: 'unavailable', message: 'Try later' } } }
          : { body: RESULTS }
        : undefined,
    );
    const user = userEvent.setup();
    renderAt('/health-assessment/results');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not load your results' }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ann, here are your recommendations' }),
    ).toBeInTheDocument();
  });
});
