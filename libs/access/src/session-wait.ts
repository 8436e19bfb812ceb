import { type RouteLocation } from './route-location';
import { routeByName } from './route-table';

/**
 * Public pages whose content still depends on who is signed in: the cart prices a signed-in person's
 * pack against the old one (spec §4), the assessment offers a signed-in person to replace the plan,
 * and the checkout runs in the signed-in person's own mode (saved address and card).
 */
const SESSION_DEPENDENT_PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'cart',
  'health-assessment',
  'health-assessment-results',
  'checkout',
]);

/**
 * Whether the guard must wait for the restored session before deciding on `route`. Every other
 * public page renders at once: the home page should not wait for the session check to paint.
 * Unknown routes wait too, so a 404 is never shown for a page a signed-in person may open.
 */
export function waitsForSession(route: Pick<RouteLocation, 'name'>): boolean {
  const definition = routeByName(route.name);
  if (definition === undefined) return true;
  return definition.guard !== 'public' || SESSION_DEPENDENT_PUBLIC_ROUTES.has(route.name);
}
