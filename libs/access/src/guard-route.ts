import { type AccessUser, isLoggedIn } from './auth-user';
import { isInternetExplorer } from './browser-support';
import { type GuardDecision, nonLocalRedirect, notFound } from './guard-decision';
import { loginHrefRemembering, REDIRECT_QUERY_KEY, redirectTo } from './login-redirect';
import { hasPageTransition } from './page-transition';
import { hasValidProductParams } from './product-route-params';
import { hrefOf, type RouteLocation } from './route-location';
import { routeByName } from './route-table';
import { safeLocalRedirect } from './safe-local-redirect';
import { carryTrialCampaign, hasTrialProgram } from './trial-program';

export const UNSUPPORTED_PATH = '/unsupported';
export const HOME_PATH = '/';

export interface GuardInput {
  route: RouteLocation;
  /** null for a guest; a user whose status is not 200 counts as a guest. */
  user: AccessUser | null;
  /** The route being left, or null on first load. */
  previous: RouteLocation | null;
  userAgent: string;
}

function loginRemembering(route: RouteLocation): GuardDecision {
  const remembered = hrefOf(route);
  return redirectTo(loginHrefRemembering(remembered), remembered);
}

/** The access rule of the route's guard kind, applied to the route with the campaign carried over. */
function byGuardKind(route: RouteLocation, loggedIn: boolean): GuardDecision | undefined {
  switch (routeByName(route.name)?.guard) {
    case 'login-required':
      return loggedIn ? undefined : loginRemembering(route);
    case 'guest-only': {
      if (!loggedIn) return undefined;
      // Right after login the router lands on /login?redirect=… again: that is the post-login hop.
      const remembered = route.name === 'login' ? route.query[REDIRECT_QUERY_KEY] : undefined;
      return redirectTo(remembered === undefined || remembered === '' ? HOME_PATH : remembered);
    }
    case 'trial-program':
      if (hasTrialProgram(route)) return undefined;
      return loggedIn ? redirectTo(HOME_PATH) : loginRemembering(route);
    default:
      return undefined;
  }
}

/**
 * Decides whether `route` may render, in this order: unknown route → not found; Internet Explorer →
 * /unsupported; bad product params → not found; a non-local `?redirect=` → error; the route's guard
 * kind; and last, a redirect to the same page when the trial campaign must be carried into its URL.
 */
export function guardRoute(input: GuardInput): GuardDecision {
  const { route, user, previous, userAgent } = input;
  if (routeByName(route.name) === undefined) return notFound();
  if (isInternetExplorer(userAgent) && route.name !== 'unsupported') return redirectTo(UNSUPPORTED_PATH);
  if (!hasValidProductParams(route)) return notFound();
  const remembered = route.query[REDIRECT_QUERY_KEY];
  if (remembered !== undefined && remembered !== '' && safeLocalRedirect(remembered) === undefined) {
    return nonLocalRedirect();
  }

  const effective = carryTrialCampaign(previous, route);
  const denied = byGuardKind(effective, isLoggedIn(user));
  if (denied !== undefined) return denied;
  if (effective !== route) return redirectTo(hrefOf(effective));
  return { kind: 'allow', transition: hasPageTransition(route) };
}
