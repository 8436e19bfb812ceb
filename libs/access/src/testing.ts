import fc from 'fast-check';
import { type AccessUser } from './auth-user';
import { type RouteLocation } from './route-location';
import { ROUTES } from './route-table';

export const IE11_USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
export const IE10_USER_AGENT = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';
export const CHROME_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

export const SIGNED_IN_USER: AccessUser = { id: 7, status: 200 };
/** A user record whose session the backend rejected: counts as a guest. */
export const EXPIRED_USER: AccessUser = { id: 7, status: 403 };

/** A route location as a router would build it, for tests. */
export function routeAt(
  name: string,
  path: string,
  query: Record<string, string> = {},
  params: Record<string, string> = {},
): RouteLocation {
  return { name, path, params, query };
}

export const arbUserAgent = (): fc.Arbitrary<string> =>
  fc.oneof(fc.constantFrom(IE11_USER_AGENT, IE10_USER_AGENT, CHROME_USER_AGENT, ''), fc.string());

export const arbGuest = (): fc.Arbitrary<AccessUser | null> =>
  fc.oneof(
    fc.constant(null),
    fc.record({
      id: fc.integer({ min: 1, max: 1e6 }),
      status: fc.integer({ min: 0, max: 999 }).filter((s) => s !== 200),
    }),
  );

export const arbSignedIn = (): fc.Arbitrary<AccessUser> =>
  fc.record({ id: fc.integer({ min: 1, max: 1e6 }), status: fc.constant(200) });

const arbValues = (): fc.Arbitrary<Record<string, string>> =>
  fc.dictionary(
    fc.oneof(fc.constantFrom('campaign', 'trialProgram', 'redirect', 'category', 'id'), fc.string()),
    fc.oneof(
      fc.constantFrom('trialprogram', 'true', '/orders', '//evil.example', 'vitamin', '12'),
      fc.string(),
    ),
    { maxKeys: 4 },
  );

/** Any route of the table, with arbitrary params and query (including trial markers and redirects). */
export const arbRouteLocation = (names?: readonly string[]): fc.Arbitrary<RouteLocation> =>
  fc
    .record({
      route: fc.constantFrom(...ROUTES.filter((route) => names === undefined || names.includes(route.name))),
      params: arbValues(),
      query: arbValues(),
    })
    .map(({ route, params, query }) => ({
      name: route.name,
      path: route.pattern.replace(/\/:.*$/, ''),
      params,
      query,
    }));
