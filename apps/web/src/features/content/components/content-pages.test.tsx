import { receiptFixture } from '@maplepack/checkout/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findPageHeading, renderAt, SIGNED_IN_USER } from '../../../testing';
import {
  ABOUT_ACF,
  FAQ_ACF,
  FOOTER_ACF,
  HOME_ACF,
  REFERENCES_ACF,
  TEAM_ACF,
  TERMS_ACF,
  THANK_YOU_ACF,
} from '../../../test-support/content-fixtures';
import { installFakeApi, pageResponse } from '../../../test-support/fake-api';
import { resetRemoteStores } from '../../../test-support/reset-remote-stores';
import { type PageSlug } from '@maplepack/api-contract';

const PAGES: Partial<Record<PageSlug, Record<string, unknown>>> = {
  home: HOME_ACF,
  about: ABOUT_ACF,
  team: TEAM_ACF,
  faq: FAQ_ACF,
  terms: TERMS_ACF,
  references: REFERENCES_ACF,
  'thank-you': THANK_YOU_ACF,
  footer: FOOTER_ACF,
};

function contentApi(pages = PAGES) {
  return installFakeApi(({ url }) => {
    // The thank-you page shows its content only with the order this browser placed.
    if (url.pathname === '/api/v1/checkout/receipt') return { body: { receipt: receiptFixture() } };
    const slug = /^\/api\/v1\/pages\/([a-z-]+)$/.exec(url.pathname)?.[1] as PageSlug | undefined;
    const acf = slug === undefined ? undefined : pages[slug];
    return slug === undefined || acf === undefined ? undefined : pageResponse(slug, acf);
  });
}

beforeEach(() => {
  resetRemoteStores();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('home', () => {
  it('shows the hero, how it works, and both calls to action to a guest', async () => {
    contentApi();
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 2, name: HOME_ACF.hero.headline }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Take the Health Assessment' })).toHaveAttribute(
      'href',
      '/health-assessment',
    );
    expect(main.getByRole('link', { name: 'Build My Pack' })).toHaveAttribute('href', '/products');
    expect(main.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    // Issue 17: the home page's title names the shop once, not "Maplepack | Maplepack".
    expect(document.title).toBe('Maplepack');
    expect(main.getByRole('heading', { name: 'Tell us about you' })).toBeInTheDocument();
  });

  it('hides the Health Assessment call to action in the signed-in purchase modes', async () => {
    contentApi();
    renderAt('/', { user: SIGNED_IN_USER });
    await screen.findByRole('heading', { level: 2, name: HOME_ACF.hero.headline });
    const main = within(screen.getByRole('main'));
    expect(main.queryByRole('link', { name: 'Take the Health Assessment' })).not.toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Build My Pack' })).toBeInTheDocument();
  });

  it('draws the hero picture before the content page arrives (it is the largest thing on a phone)', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    installFakeApi(({ url }) =>
      url.pathname === '/api/v1/pages/home' ? answered.then(() => pageResponse('home', HOME_ACF)) : undefined,
    );
    renderAt('/');
    const mainElement = await screen.findByRole('main');
    const main = within(mainElement);
    await waitFor(() => expect(mainElement.querySelector('img[src="/art/home-hero.svg"]')).not.toBeNull());
    expect(main.queryByRole('heading', { level: 2, name: HOME_ACF.hero.headline })).not.toBeInTheDocument();
    act(() => answer());
    expect(await main.findByRole('heading', { level: 2, name: HOME_ACF.hero.headline })).toBeInTheDocument();
  });

  it("says 'No valid data retrieved' when the page is missing", async () => {
    contentApi({});
    renderAt('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('No valid data retrieved');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Maplepack');
  });

  it("says 'No valid data retrieved' when the content has the wrong shape", async () => {
    contentApi({ home: { hero: { headline: 'Only a headline' } } });
    renderAt('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('No valid data retrieved');
    expect(screen.queryByText('Only a headline')).not.toBeInTheDocument();
  });
});

describe('content pages', () => {
  it('about: sections with their paragraphs', async () => {
    contentApi();
    renderAt('/about');
    expect(await screen.findByRole('heading', { level: 2, name: 'Why we exist' })).toBeInTheDocument();
    expect(screen.getByText('Supplements, simplified')).toBeInTheDocument();
    expect(screen.getByText('Sorted into daily packs.')).toBeInTheDocument();
    expect(screen.getByText('Shipped by Canada Post.')).toBeInTheDocument();
  });

  it('terms: the terms page content, without repeating its title', async () => {
    contentApi();
    renderAt('/terms-and-conditions');
    expect(await screen.findByRole('heading', { level: 2, name: 'Eligibility' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 2026-11-01')).toBeInTheDocument();
    expect(screen.getAllByText('Terms & Conditions', { selector: 'main *' })).toHaveLength(1);
  });

  it('privacy: missing content says so', async () => {
    contentApi();
    renderAt('/privacy-policy');
    expect(await screen.findByRole('alert')).toHaveTextContent('No valid data retrieved');
  });

  it('references: sources as external links', async () => {
    contentApi();
    renderAt('/references');
    const link = await screen.findByRole('link', { name: 'Dietary Reference Intakes Tables' });
    expect(link).toHaveAttribute('href', 'https://www.canada.ca/dri.html');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('thank-you: next steps, the booklet and the button', async () => {
    contentApi();
    renderAt('/thank-you');
    expect(await screen.findByText('Thank you for your order!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /welcome booklet/ })).toHaveAttribute(
      'href',
      '/welcomebooklet.pdf',
    );
    expect(screen.getByRole('link', { name: 'Go to my subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('loads a page once per visit', async () => {
    const fake = contentApi();
    const { router } = renderAt('/about');
    await screen.findByRole('heading', { level: 2, name: 'Why we exist' });
    await act(() => router.navigate('/faq'));
    await screen.findByRole('button', { name: /Who is the health assessment for\?/ });
    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 2, name: 'Why we exist' });
    expect(fake.requestsTo('/api/v1/pages/about')).toHaveLength(1);
  });
});

describe('faq', () => {
  it('is an accordion: each answer opens and closes from its question button', async () => {
    contentApi();
    renderAt('/faq');
    const question = await screen.findByRole('button', { name: /Who is the health assessment for\?/ });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('region', { name: /Who is the health assessment for/ }),
    ).not.toBeInTheDocument();

    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: /Who is the health assessment for/ });
    expect(answer).toHaveTextContent('Adults aged 19 to 65 living in Canada.');
    expect(question).toHaveAttribute('aria-controls', answer.id);

    question.focus();
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Do you ship outside Canada\?/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('team', () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('has the team and the advisory board section under its anchor', async () => {
    contentApi();
    renderAt('/team');
    expect(await screen.findByRole('heading', { level: 2, name: 'Priya Raman' })).toBeInTheDocument();
    const board = screen.getByRole('region', { name: 'Our Advisory Board' });
    expect(board).toHaveAttribute('id', 'advisory-board');
    expect(within(board).getByRole('heading', { level: 3, name: 'Dr. Susan Chen, ND' })).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('/team?to=advisory-board scrolls to the advisory board and moves focus there', async () => {
    contentApi();
    renderAt('/team?to=advisory-board');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Our Advisory Board' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
  });
});

describe('footer', () => {
  it('shows the disclaimer and copyright of the footer page', async () => {
    contentApi();
    renderAt('/faq');
    await findPageHeading();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText(FOOTER_ACF.copyright)).toBeInTheDocument();
    expect(within(footer).getByText(FOOTER_ACF.disclaimer)).toBeInTheDocument();
  });
});
