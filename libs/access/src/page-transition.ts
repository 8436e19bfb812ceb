import { type RouteLocation } from './route-location';

/**
 * Moving between product categories re-renders the list in place, so a category param or the
 * products-category route turns the page transition off (spec §2).
 */
export function hasPageTransition(route: Pick<RouteLocation, 'name' | 'params'>): boolean {
  return route.params['category'] === undefined && route.name !== 'products-category';
}
