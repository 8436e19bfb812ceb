import { z } from 'zod';

/** A resolved route as guards see it: the path without query, the route name and decoded values. */
export const routeLocationSchema = z.object({
  path: z.string(),
  name: z.string(),
  params: z.record(z.string(), z.string()),
  query: z.record(z.string(), z.string()),
});
export type RouteLocation = z.infer<typeof routeLocationSchema>;

/** The route's path with its query string, values URI-encoded, keys in insertion order. */
export function hrefOf(route: Pick<RouteLocation, 'path' | 'query'>): string {
  const pairs = Object.entries(route.query).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return pairs.length === 0 ? route.path : `${route.path}?${pairs.join('&')}`;
}
