import fc from 'fast-check';
import { guardRoute } from './guard-route';
import { matchRoute } from './match-route';
import { routeNamesWithGuard } from './route-table';
import { safeLocalRedirect } from './safe-local-redirect';
import { arbGuest, arbRouteLocation, arbSignedIn, arbUserAgent } from './testing';

const arbPrevious = fc.option(arbRouteLocation(), { nil: null });

describe('guardRoute properties', () => {
  it('never allows a guest on a login-required route', () => {
    fc.assert(
      fc.property(
        arbRouteLocation(routeNamesWithGuard('login-required')),
        arbGuest(),
        arbPrevious,
        arbUserAgent(),
        (route, user, previous, userAgent) => {
          expect(guardRoute({ route, user, previous, userAgent }).kind).not.toBe('allow');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never allows a signed-in user on a guest-only route', () => {
    fc.assert(
      fc.property(
        arbRouteLocation(routeNamesWithGuard('guest-only')),
        arbSignedIn(),
        arbPrevious,
        arbUserAgent(),
        (route, user, previous, userAgent) => {
          expect(guardRoute({ route, user, previous, userAgent }).kind).not.toBe('allow');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('only ever redirects to a local path that resolves to a route which settles within 3 hops', () => {
    fc.assert(
      fc.property(
        arbRouteLocation(),
        fc.oneof(arbGuest(), arbSignedIn()),
        arbPrevious,
        arbUserAgent(),
        (route, user, previous, userAgent) => {
          let decision = guardRoute({ route, user, previous, userAgent });
          for (let hop = 0; hop < 3 && decision.kind === 'redirect'; hop += 1) {
            expect(safeLocalRedirect(decision.to)).toBe(decision.to);
            const next = matchRoute(decision.to);
            expect(next).toBeDefined();
            if (next === undefined) return;
            decision = guardRoute({ route: next, user, previous, userAgent });
          }
          expect(decision.kind).not.toBe('redirect');
        },
      ),
      { numRuns: 500 },
    );
  });
});
