import { type RouteLocation } from './route-location';
import { ROUTES } from './route-table';

/** The trial checkout's last segment is the trialProgram route param (spec §2). */
const TRIAL_CHECKOUT_PATH = '/checkout/trialprogram';

const STATIC_ROUTES: ReadonlyMap<string, string> = new Map(
  ROUTES.filter((route) => !route.pattern.includes(':')).map((route) => [route.pattern, route.name]),
);

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Query string to a map; '+' is a space; the first of repeated keys wins; malformed → undefined. */
function parseQuery(search: string): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  for (const pair of search.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decode((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '));
    const value = decode((eq < 0 ? '' : pair.slice(eq + 1)).replace(/\+/g, ' '));
    if (key === undefined || value === undefined) return undefined;
    if (!(key in query)) query[key] = value;
  }
  return query;
}

/**
 * /products/{category?}/{id}: with one segment, all digits is a product id, anything else a category
 * (checked by the guard, so an unknown slug is a not-found decision rather than no match).
 */
function matchProducts(segments: string[]): Pick<RouteLocation, 'name' | 'params'> | undefined {
  const [category, id] = segments;
  if (category === undefined) return { name: 'products-category', params: {} };
  if (id === undefined) {
    return /^\d+$/.test(category)
      ? { name: 'products-category-id', params: { id: category } }
      : { name: 'products-category', params: { category } };
  }
  return segments.length === 2 ? { name: 'products-category-id', params: { category, id } } : undefined;
}

/**
 * Resolves an href ('/orders?x=1#top') to a route of the table, or undefined when none matches or
 * the href is malformed. A trailing slash is ignored; the fragment is dropped.
 */
export function matchRoute(href: string): RouteLocation | undefined {
  const withoutHash = href.split('#')[0] ?? '';
  const queryAt = withoutHash.indexOf('?');
  const rawPath = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = parseQuery(queryAt < 0 ? '' : withoutHash.slice(queryAt + 1));
  if (!rawPath.startsWith('/') || query === undefined) return undefined;
  const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
  const segments = path.split('/').slice(1).map(decode);
  if (segments.some((segment) => segment === undefined || segment === '') && path !== '/') return undefined;
  const decoded = segments.filter((segment): segment is string => segment !== undefined);

  const staticName = STATIC_ROUTES.get(path);
  if (staticName !== undefined) {
    const params: Record<string, string> =
      path === TRIAL_CHECKOUT_PATH ? { trialProgram: 'trialprogram' } : {};
    return { path, name: staticName, params, query };
  }
  if (decoded[0] === 'products') {
    const match = matchProducts(decoded.slice(1));
    return match === undefined ? undefined : { path, ...match, query };
  }
  return undefined;
}
