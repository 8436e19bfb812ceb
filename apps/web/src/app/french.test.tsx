import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../lib/i18n/i18n';
import { LOCALE_KEY } from '../lib/i18n/locale';
import { SURVEY_PROGRESS_KEY } from '../features/survey/progress-storage';
import { cartStore } from '../stores/cart-store';
import { useLocaleStore } from '../stores/locale-store';
import { cartEntry, findPageHeading, hrefOfRouter, loadFrench, renderAt } from '../testing';

function header(): HTMLElement {
  return screen.getByRole('banner');
}

function alternates(): Record<string, string> {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]');
  return Object.fromEntries([...links].map((link) => [link.hreflang, link.getAttribute('href') ?? '']));
}

beforeEach(async () => {
  window.localStorage.removeItem(LOCALE_KEY);
  await loadFrench();
});

afterEach(() => {
  cleanup();
  i18n.activate('en');
});

describe('the shop in French under /fr', () => {
  it('shows the chrome in French, with links that stay in French and lang on <html>', async () => {
    renderAt('/fr/about');
    await findPageHeading();
    expect(document.documentElement.lang).toBe('fr-CA');
    // jsdom shows the phone layout, where the main menu is hidden: found by its label.
    const nav = header().querySelector<HTMLElement>('nav[aria-label="Menu principal"]');
    if (nav === null) throw new Error('no main navigation');
    expect(within(nav).getByText('Produits', { selector: 'a' })).toHaveAttribute('href', '/fr/products');
    expect(within(nav).getByText('Notre équipe', { selector: 'a' })).toHaveAttribute('href', '/fr/team');
    expect(within(nav).getByText('Blogue', { selector: 'a' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Panier, vide' })).toHaveAttribute('href', '/fr/cart');
    expect(screen.getByRole('link', { name: 'Accueil de Maplepack' })).toHaveAttribute('href', '/fr');
    expect(screen.getByText('Passer au contenu')).toBeInTheDocument();
  });

  it('counts the cart in French (one and zero are singular)', async () => {
    renderAt('/fr/about', { entries: { 11: cartEntry() } });
    await findPageHeading();
    expect(screen.getByRole('link', { name: 'Panier, 1 article' })).toBeInTheDocument();
    cleanup();
    renderAt('/fr/about', { entries: { 11: cartEntry(), 12: cartEntry({ order: 1 }) } });
    await findPageHeading();
    expect(screen.getByRole('link', { name: 'Panier, 2 articles' })).toBeInTheDocument();
  });

  it('names the page in both languages for search engines (hreflang), English by default', async () => {
    renderAt('/fr/products/vitamin?page=2');
    await screen.findByRole('banner');
    expect(alternates()).toEqual({
      'en-CA': 'http://localhost/products/vitamin',
      'fr-CA': 'http://localhost/fr/products/vitamin',
      'x-default': 'http://localhost/products/vitamin',
    });
  });

  it('answers an unknown French page with the French not-found page, whose link goes to /fr', async () => {
    renderAt('/fr/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByText('Cette page est introuvable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page d’accueil' })).toHaveAttribute('href', '/fr');
  });
});

describe('the language switch', () => {
  it('shows the same page in French, keeps the cart and the assessment progress, and remembers', async () => {
    window.localStorage.setItem(SURVEY_PROGRESS_KEY, '{"kept":true}');
    i18n.activate('en');
    const { router } = renderAt('/about?from=mail', {
      entries: { 11: cartEntry(), 12: cartEntry({ order: 1 }) },
    });
    await findPageHeading();
    const cartBefore = cartStore.getState().cart;

    await userEvent.click(within(header()).getByRole('link', { name: 'Français' }));

    expect(await within(header()).findByText('Produits', { selector: 'a' })).toHaveAttribute(
      'href',
      '/fr/products',
    );
    expect(useLocaleStore.getState().locale).toBe('fr');
    expect(hrefOfRouter(router)).toBe('/about?from=mail');
    expect(window.location.pathname).toBe('/fr/about');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe('fr');
    expect(cartStore.getState().cart).toBe(cartBefore);
    expect(screen.getByRole('link', { name: 'Panier, 2 articles' })).toBeInTheDocument();
    expect(window.localStorage.getItem(SURVEY_PROGRESS_KEY)).toBe('{"kept":true}');
    await findPageHeading();

    // And back, from the footer's switch.
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('link', { name: 'English' }));
    expect(await within(header()).findByText('Products', { selector: 'a' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(window.location.pathname).toBe('/about');
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe('en');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    window.localStorage.removeItem(SURVEY_PROGRESS_KEY);
  });

  it('is a real link to the same page in the other language (new tab, crawlers)', async () => {
    i18n.activate('en');
    renderAt('/faq?q=1');
    await findPageHeading();
    const link = within(header()).getByRole('link', { name: 'Français' });
    expect(link).toHaveAttribute('href', '/fr/faq?q=1');
    expect(link).toHaveAttribute('hreflang', 'fr-CA');
    expect(link).toHaveAttribute('lang', 'fr-CA');
  });
});
