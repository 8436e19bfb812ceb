import { z } from 'zod';

/**
 * - public: anyone.
 * - login-required: guests go to /login, remembering the page.
 * - guest-only: signed-in users go to /.
 * - trial-program: reachable without login only with the trial marker; others go to /login or /.
 */
export const guardKindSchema = z.enum(['public', 'login-required', 'guest-only', 'trial-program']);
export type GuardKind = z.infer<typeof guardKindSchema>;

export interface RouteDefinition {
  readonly name: string;
  /** Pattern in router syntax: ':x' a param, ':x?' an optional one. */
  readonly pattern: string;
  readonly guard: GuardKind;
}

/**
 * Every route of spec §2, named as the router names them (path segments joined by '-'), and the
 * mailing-list link pages the double opt-in needs. /checkout is public, not guest-only as spec §2
 * has it: signed-in people check out too, in their own mode (saved address and card, their plan
 * replaced or added to); a guest-only guard sent them silently home.
 */
export const ROUTES = [
  { name: 'index', pattern: '/', guard: 'public' },
  { name: 'about', pattern: '/about', guard: 'public' },
  { name: 'account-details', pattern: '/account-details', guard: 'login-required' },
  { name: 'addresses', pattern: '/addresses', guard: 'login-required' },
  { name: 'cart', pattern: '/cart', guard: 'public' },
  { name: 'checkout', pattern: '/checkout', guard: 'public' },
  { name: 'checkout-trialProgram', pattern: '/checkout/trialprogram', guard: 'trial-program' },
  { name: 'faq', pattern: '/faq', guard: 'public' },
  { name: 'forbidden', pattern: '/forbidden', guard: 'public' },
  { name: 'forgot-password', pattern: '/forgot-password', guard: 'guest-only' },
  { name: 'health-assessment', pattern: '/health-assessment', guard: 'public' },
  // Not in spec §2: the results page after the assessment (issue 17), also the e-mailed link's target.
  { name: 'health-assessment-results', pattern: '/health-assessment/results', guard: 'public' },
  { name: 'login', pattern: '/login', guard: 'guest-only' },
  /** The links in mailing-list e-mails (double opt-in and unsubscribe): anyone holding the link. */
  { name: 'mailing-list-confirm', pattern: '/mailing-list/confirm', guard: 'public' },
  { name: 'mailing-list-unsubscribe', pattern: '/mailing-list/unsubscribe', guard: 'public' },
  { name: 'orders', pattern: '/orders', guard: 'login-required' },
  { name: 'privacy-policy', pattern: '/privacy-policy', guard: 'public' },
  { name: 'references', pattern: '/references', guard: 'public' },
  { name: 'reset-password', pattern: '/reset-password', guard: 'guest-only' },
  { name: 'subscription', pattern: '/subscription', guard: 'login-required' },
  { name: 'team', pattern: '/team', guard: 'public' },
  { name: 'terms-and-conditions', pattern: '/terms-and-conditions', guard: 'public' },
  { name: 'thank-you', pattern: '/thank-you', guard: 'public' },
  { name: 'unsupported', pattern: '/unsupported', guard: 'public' },
  // Not in spec §2: the undo link an e-mail change sends to the old address (issue 11). Public: the
  // owner may open it signed in, signed out, or signed in as whoever changed the address.
  { name: 'undo-email-change', pattern: '/undo-email-change', guard: 'public' },
  { name: 'welcomebooklet-pdf', pattern: '/welcomebooklet.pdf', guard: 'public' },
  { name: 'products-category', pattern: '/products/:category?', guard: 'public' },
  { name: 'products-category-id', pattern: '/products/:category?/:id', guard: 'public' },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof ROUTES)[number]['name'];

export function routeByName(name: string): RouteDefinition | undefined {
  return ROUTES.find((route) => route.name === name);
}

/** Names of the routes guarded by `kind`. */
export function routeNamesWithGuard(kind: GuardKind): RouteName[] {
  return ROUTES.filter((route) => route.guard === kind).map((route) => route.name);
}
