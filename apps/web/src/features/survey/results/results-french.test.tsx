import { cleanup, screen, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n/i18n';
import { installFakeApi } from '../../../test-support/fake-api';
import { loadFrench, renderAt } from '../../../testing';

const product = (id: number, name: string, price: string, reason: string, am: number, pm: number) => ({
  id,
  name,
  price,
  reason,
  am,
  pm,
});
// Real catalogue ids, so the French labels' names are found; the reasons come from the API, in French
// when the survey was sent from a French page (Accept-Language).
const D3 = product(2201, 'Vitamin D3 1000 IU', '4.50', 'Vous êtes peu exposée au soleil en hiver.', 1, 0);
const WOMEN = product(
  2101,
  "Women's Multivitamin",
  '6.00',
  'Une multivitamine conçue pour les femmes.',
  2,
  1,
);
const RESULTS = {
  survey_id: '7d3c2a8e-5b1f-4c6d-9e0a-1f2b3c4d5e6f',
  created_at: '2026-11-21T15:00:00.000Z',
  first_name: 'Anne',
  split_pack: false,
  recommendation: {
    tiers: { '1': [D3], '2': [D3, WOMEN], '3': [D3, WOMEN] },
    selected: 2,
    excluded: [],
  },
};

beforeEach(async () => {
  window.localStorage.clear();
  await loadFrench();
});

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
  i18n.activate('en');
});

describe('the results page in French', () => {
  it('names the tiers and products in French, prices as 4,50 $ and doses with French plurals', async () => {
    const fake = installFakeApi((request) =>
      request.url.pathname === '/api/v1/survey/results' ? { body: RESULTS } : undefined,
    );
    renderAt('/fr/health-assessment/results');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anne, voici vos recommandations' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Vos résultats | Maplepack');
    const tiers = screen.getByRole('group', { name: 'Choisissez votre boîte' });
    expect(
      within(tiers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'L’essentiel4,50\u00a0$ / mois',
      'Recommandé pour vousSanté avancée22,50\u00a0$ / mois',
      'Soutien complet22,50\u00a0$ / mois',
    ]);
    expect(screen.getByRole('heading', { name: 'Ce que contient Santé avancée' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Vitamine D3 1\u00a0000\u00a0UI' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Multivitamine pour femmes' })).toBeInTheDocument();
    expect(screen.getByText('1 comprimé le matin')).toBeInTheDocument();
    expect(screen.getByText('2 comprimés le matin, 1 comprimé le soir')).toBeInTheDocument();
    expect(screen.getByText('Vous êtes peu exposée au soleil en hiver.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter Santé avancée à mon panier' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refaire le questionnaire' })).toHaveAttribute(
      'href',
      '/fr/health-assessment',
    );
    // The page's language goes with the request: the API answers errors in French too.
    const [request] = fake.requestsTo('/api/v1/survey/results');
    expect(request?.headers.get('accept-language')).toMatch(/^fr/);
  });
});
