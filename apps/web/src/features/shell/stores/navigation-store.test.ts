import { matchRoute, type RouteLocation } from '@maplepack/access';
import { previousFor, useNavigationStore } from './navigation-store';

function at(href: string): RouteLocation {
  const route = matchRoute(href);
  if (route === undefined) throw new Error(href);
  return route;
}

describe('navigation store', () => {
  beforeEach(() => useNavigationStore.setState({ current: null, previous: null }));

  it('remembers the route being left', () => {
    useNavigationStore.getState().visit(at('/about'));
    useNavigationStore.getState().visit(at('/team'));
    const state = useNavigationStore.getState();
    expect(state.current?.path).toBe('/team');
    expect(state.previous?.path).toBe('/about');
  });

  it('does not count a re-render of the same page as a visit', () => {
    useNavigationStore.getState().visit(at('/about'));
    useNavigationStore.getState().visit(at('/team'));
    useNavigationStore.getState().visit(at('/team'));
    expect(useNavigationStore.getState().previous?.path).toBe('/about');
  });

  it('previousFor gives the current route for a new page and the previous one for the current page', () => {
    const state = { current: at('/team'), previous: at('/about') };
    expect(previousFor(state, at('/faq'))?.path).toBe('/team');
    expect(previousFor(state, at('/team'))?.path).toBe('/about');
    expect(previousFor({ current: null, previous: null }, at('/faq'))).toBeNull();
  });
});
