// Helpers for the web app's tests: render the real route table at a URL with known store state.
import { type AuthUser } from '@maplepack/access';
import { type CartEntry, EMPTY_CART_STATE } from '@maplepack/cart';
import { render, type RenderResult, screen } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { App } from './app/app';
import { type AppConfig, DEFAULT_CONFIG } from './config/env';
import { useAuthStore } from './stores/auth-store';
import { cartStore } from './stores/cart-store';
import { MAILING_LIST_OFFERED_KEY } from './features/mailing-list/mailing-list-offer';
import { useNavigationStore } from './features/shell/stores/navigation-store';
import { useUiStore } from './stores/ui-store';
import { useLocaleStore } from './stores/locale-store';
import { activateLocale, i18n, withCatalogue } from './lib/i18n/i18n';
import { LANGUAGE_TAGS, type Locale, localeOfPath, localizedPath } from './lib/i18n/locale';

/**
 * Loads the whole French catalogue (chunks of their own in the app, loaded with the routes that show
 * them), for a test that renders a /fr page or a component in French.
 */
export async function loadFrench(): Promise<void> {
  await activateLocale('fr');
  await withCatalogue(Promise.resolve(), ['survey', 'cart', 'checkout', 'auth', 'account']);
}

export const SIGNED_IN_USER: AuthUser = {
  id: 7,
  first_name: 'Ann',
  last_name: 'Tremblay',
  email: 'ann@example.ca',
  survey_id: null,
  status: 200,
};

export function cartEntry(overrides: Partial<CartEntry> = {}): CartEntry {
  return {
    amQty: 1,
    pmQty: 0,
    reason: '',
    order: 0,
    addedToCart: 1_700_000_000_000,
    deleted: false,
    ...overrides,
  };
}

export interface Setup {
  user?: AuthUser | null;
  entries?: Record<number, CartEntry>;
  hasSurveyCart?: boolean;
  config?: AppConfig;
  cookieAccepted?: boolean;
  /** The session is still being restored (the api has not answered yet). */
  sessionUnknown?: boolean;
  /**
   * The mailing-list modal opens by itself 3 s into a first visit. Off unless asked for: a page test that
   * runs longer than that on a loaded machine would otherwise find a second form (its Email field) over the page.
   */
  mailingListOffer?: boolean;
  /** The language the app starts in (renderAt takes it from the path: /fr… is French). */
  locale?: Locale;
}

/** Puts every store in a known state (they are module singletons shared by the tests of a file). */
export function resetStores(setup: Setup = {}): void {
  const user = setup.user ?? null;
  const locale = setup.locale ?? 'en';
  if (locale === 'fr' && i18n.locale !== 'fr')
    throw new Error('French tests load the catalogue first: await loadFrench() before renderAt');
  // English is always loaded; French was loaded by loadFrench().
  i18n.activate(locale);
  document.documentElement.lang = LANGUAGE_TAGS[locale];
  useLocaleStore.setState({ locale });
  useAuthStore.setState({
    user,
    status: setup.sessionUnknown === true ? 'unknown' : user === null ? 'guest' : 'signed-in',
  });
  useNavigationStore.setState({ current: null, previous: null });
  useUiStore.setState({
    sidebarOpen: false,
    modals: {},
    footer: null,
    toasts: [],
    cookieAccepted: setup.cookieAccepted ?? true,
  });
  if (setup.mailingListOffer === true) window.localStorage.removeItem(MAILING_LIST_OFFERED_KEY);
  else window.localStorage.setItem(MAILING_LIST_OFFERED_KEY, 'yes');
  cartStore.setState({
    cart: { ...EMPTY_CART_STATE, entries: setup.entries ?? {} },
    coupons: [],
    hasSurveyCart: setup.hasSurveyCart ?? false,
    assessmentProfile: null,
  });
}

/** The test's handle on the app's history: where it is, and a way to go elsewhere. */
export interface TestRouter {
  readonly href: string;
  navigate(to: string): Promise<void>;
}

/** Renders the app at `path` with the real routes, guard and layouts, on an in-memory history. */
export function renderAt(path: string, setup: Setup = {}): RenderResult & { router: TestRouter } {
  resetStores({ locale: localeOfPath(path), ...setup });
  const seen: { href: string; navigate: NavigateFunction | null } = { href: path, navigate: null };
  function Probe() {
    const { pathname, search } = useLocation();
    seen.href = `${pathname}${search}`;
    seen.navigate = useNavigate();
    return null;
  }
  // The app keys its router by the language: after a switch the history starts again at the same page
  // under the other basename, as BrowserRouter does from the address bar.
  let first = true;
  function TestHistory({ children, basename }: { children: ReactNode; basename?: string }) {
    const entry = first ? path : localizedPath(seen.href, basename === undefined ? 'en' : 'fr');
    first = false;
    return createElement(MemoryRouter, { initialEntries: [entry], basename }, children, createElement(Probe));
  }
  const router: TestRouter = {
    get href() {
      return seen.href;
    },
    async navigate(to) {
      if (seen.navigate === null) throw new Error('the app has not rendered its router yet');
      await seen.navigate(to);
    },
  };
  const result = render(createElement(App, { config: setup.config ?? DEFAULT_CONFIG, router: TestHistory }));
  return { ...result, router };
}

/** The page's h1 once its lazy chunk has loaded. */
export function findPageHeading(): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1 });
}

export function hrefOfRouter(router: TestRouter): string {
  return router.href;
}
