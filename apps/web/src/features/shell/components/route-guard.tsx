import {
  type AccessUser,
  guardRoute,
  type GuardDecision,
  matchRoute,
  notFound,
  waitsForSession,
} from '@maplepack/access';
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { type AuthStatus } from '../../../stores/auth-store';
import { AllowedRouteContext } from '../route-context';
import { previousFor, useNavigationStore } from '../stores/navigation-store';
import { ErrorScreen } from './error-screen';
import { LoadingPage } from './loading-page';

export interface RouteGuardProps {
  user: AccessUser | null;
  authStatus: AuthStatus;
  userAgent: string;
}

/**
 * Runs @maplepack/access's guardRoute on every navigation: a redirect replaces the history entry, an
 * error shows the error screen, an allowed route renders its page. Waits while the session is unknown
 * so a signed-in person reloading /orders is not bounced to /login; public pages that look the same
 * to everyone (the home page first) render at once.
 */
export function RouteGuard({ user, authStatus, userAgent }: RouteGuardProps) {
  const location = useLocation();
  const href = `${location.pathname}${location.search}`;
  const visit = useNavigationStore((state) => state.visit);

  const route = useMemo(() => matchRoute(href), [href]);
  // The route being left is read when the address changes, not followed: recording a visit (below) then
  // re-renders nothing. A store update there came while React was still taking over the server's page,
  // and made it finish that work in one long task.
  const decision: GuardDecision = useMemo(() => {
    if (route === undefined) return notFound();
    const previous = previousFor(useNavigationStore.getState(), route);
    return guardRoute({ route, user, previous, userAgent });
  }, [route, user, userAgent]);

  // Kept while the page and its transition stay the same (a new context value re-renders the whole page).
  const allowTransition = decision.kind === 'allow' ? decision.transition : null;
  const allowed = useMemo(
    () => (allowTransition !== null && route !== undefined ? { route, transition: allowTransition } : null),
    [allowTransition, route],
  );
  useEffect(() => {
    if (allowed !== null && authStatus !== 'unknown') visit(allowed.route);
  }, [allowed, authStatus, visit]);

  if (authStatus === 'unknown' && (route === undefined || waitsForSession(route))) return <LoadingPage />;
  if (decision.kind === 'redirect') return <Navigate replace to={decision.to} />;
  if (decision.kind === 'error' || allowed === null) {
    return <ErrorScreen statusCode={decision.kind === 'error' ? decision.statusCode : 500} />;
  }
  return (
    <AllowedRouteContext.Provider value={allowed}>
      <Outlet />
    </AllowedRouteContext.Provider>
  );
}
