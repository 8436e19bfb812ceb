import { type GuardDecision, nonLocalRedirect } from './guard-decision';
import { safeLocalRedirect } from './safe-local-redirect';

/** Where a signed-in person lands after login when no page was remembered (spec §2). */
export const AFTER_LOGIN_DEFAULT = '/subscription';
/** Query key under which /login remembers the page a guest tried to open. */
export const REDIRECT_QUERY_KEY = 'redirect';

/** '/orders' → '/login?redirect=%2Forders'. `remembered` must be local (checked by the caller). */
export function loginHrefRemembering(remembered: string): string {
  return `/login?${REDIRECT_QUERY_KEY}=${encodeURIComponent(remembered)}`;
}

/**
 * The redirect a guard issues; a non-local target is an error decision, never a redirect.
 */
export function redirectTo(target: string, remembered?: string): GuardDecision {
  const to = safeLocalRedirect(target);
  if (to === undefined) return nonLocalRedirect();
  return remembered === undefined ? { kind: 'redirect', to } : { kind: 'redirect', to, remembered };
}

/**
 * Where to go after a successful login: the page remembered in `?redirect=` when it is local,
 * otherwise /subscription; a remembered non-local page is an error decision.
 */
export function afterLoginRedirect(query: Readonly<Record<string, string>>): GuardDecision {
  const remembered = query[REDIRECT_QUERY_KEY];
  if (remembered === undefined || remembered === '') return redirectTo(AFTER_LOGIN_DEFAULT);
  return redirectTo(remembered);
}
