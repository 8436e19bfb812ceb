// Helpers for the web app's tests: render the real route table at a URL with known store state.
import { type AuthUser } from '@maplepack/access';
import { type CartEntry, EMPTY_CART_STATE } from '@maplepack/cart';
import { render, type RenderResult, screen } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './app/app';
import { appRoutes } from './app/router';
import { type AppConfig, DEFAULT_CONFIG } from './config/env';
import { useAuthStore } from './features/auth/stores/auth-store';
import { cartStore } from './features/cart/stores/cart-store';
import { useNavigationStore } from './features/shell/stores/navigation-store';
import { useUiStore } from './features/shell/stores/ui-store';

export const SIGNED_IN_USER: AuthUser = {
  id: 7,
  first_name: 'Ann',
  last_name: 'Tremblay',
  email: 'ann@example.ca',
  survey_id: null,
  status: 200,
};

export function cartEntry(overrides: Partial<CartEntry> = {}): CartEntry {
  return { amQty: 1, pmQty: 0, reason: '', order: 0, addedToCart: 1_700_000_000_000, deleted: false, ...overrides };
}

export interface Setup {
  user?: AuthUser | null;
  entries?: Record<number, CartEntry>;
  hasSurveyCart?: boolean;
  config?: AppConfig;
  cookieAccepted?: boolean;
}

/** Puts every store in a known state (they are module singletons shared by the tests of a file). */
export function resetStores(setup: Setup = {}): void {
  const user = setup.user ?? null;
  useAuthStore.setState({ user, status: user === null ? 'guest' : 'signed-in' });
  useNavigationStore.setState({ current: null, previous: null });
  useUiStore.setState({ sidebarOpen: false, modals: {}, footer: null, toasts: [], cookieAccepted: setup.cookieAccepted ?? true });
  cartStore.setState({
    cart: { ...EMPTY_CART_STATE, entries: setup.entries ?? {} },
    coupons: [],
    hasSurveyCart: setup.hasSurveyCart ?? false,
    assessmentProfile: null,
  });
}

export type TestRouter = ReturnType<typeof createMemoryRouter>;

/** Renders the app at `path` with the real routes, guard and layouts. */
export function renderAt(path: string, setup: Setup = {}): RenderResult & { router: TestRouter } {
  resetStores(setup);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const result = render(createElement(App, { config: setup.config ?? DEFAULT_CONFIG, router }));
  return { ...result, router };
}

/** The page's h1 once its lazy chunk has loaded. */
export function findPageHeading(): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1 });
}

export function hrefOfRouter(router: TestRouter): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
