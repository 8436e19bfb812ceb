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
  const current = useNavigationStore((state) => state.current);
  const previous = useNavigationStore((state) => state.previous);
  const visit = useNavigationStore((state) => state.visit);

  const route = useMemo(() => matchRoute(href), [href]);
  const decision: GuardDecision = useMemo(() => {
    if (route === undefined) return notFound();
    return guardRoute({ route, user, previous: previousFor({ current, previous }, route), userAgent });
  }, [route, user, current, previous, userAgent]);

  const allowed = useMemo(
    () =>
      decision.kind === 'allow' && route !== undefined ? { route, transition: decision.transition } : null,
    [decision, route],
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
