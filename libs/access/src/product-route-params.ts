import { categoryBySlug } from '@maplepack/catalog';
import { type RouteLocation } from './route-location';

/**
 * Product routes are valid when a category param, if any, is a known category slug and an id param,
 * if any, is a positive whole number (product ids are numeric).
 */
export function hasValidProductParams(route: Pick<RouteLocation, 'params'>): boolean {
  const { category, id } = route.params;
  if (category !== undefined && categoryBySlug(category) === undefined) return false;
  if (id !== undefined && !/^[1-9]\d*$/.test(id)) return false;
  return true;
}
