import { hrefOf, type RouteLocation } from '@maplepack/access';
import { create } from 'zustand';

/**
 * The route being shown and the one before it. Guards need the route being left (the trial
 * campaign is carried from it), and a re-render of the same page must not count as a visit.
 */
export interface NavigationState {
  current: RouteLocation | null;
  previous: RouteLocation | null;
  visit: (route: RouteLocation) => void;
}

export const useNavigationStore = create<NavigationState>()((set, get) => ({
  current: null,
  previous: null,
  visit: (route) => {
    const { current } = get();
    if (current !== null && hrefOf(current) === hrefOf(route)) return;
    set({ previous: current, current: route });
  },
}));

/** The route a navigation to `route` leaves: the current one, unless `route` is the current one. */
export function previousFor(
  state: Pick<NavigationState, 'current' | 'previous'>,
  route: RouteLocation,
): RouteLocation | null {
  if (state.current !== null && hrefOf(state.current) === hrefOf(route)) return state.previous;
  return state.current;
}
