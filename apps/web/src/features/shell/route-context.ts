import { type RouteLocation } from '@maplepack/access';
import { createContext, useContext } from 'react';

export interface AllowedRoute {
  route: RouteLocation;
  /** access's hasPageTransition for this route. */
  transition: boolean;
}

export const AllowedRouteContext = createContext<AllowedRoute | null>(null);

/** The route the guard allowed: its access name, params and query. Only below the route guard. */
export function useAllowedRoute(): AllowedRoute {
  const allowed = useContext(AllowedRouteContext);
  if (allowed === null) throw new Error('useAllowedRoute is used outside the route guard');
  return allowed;
}
