import { ROUTES } from './route-table';
import { waitsForSession } from './session-wait';

describe('waitsForSession', () => {
  it('lets public content pages render before the session is known', () => {
    for (const name of [
      'index',
      'about',
      'faq',
      'team',
      'products-category',
      'products-category-id',
      'unsupported',
    ]) {
      expect(waitsForSession({ name })).toBe(false);
    }
  });

  it('waits on every guarded route, whose decision depends on the session', () => {
    const guarded = ROUTES.filter((route) => route.guard !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) expect(waitsForSession(route)).toBe(true);
  });

  it('waits on the public pages that differ for a signed-in person', () => {
    expect(waitsForSession({ name: 'cart' })).toBe(true);
    expect(waitsForSession({ name: 'health-assessment' })).toBe(true);
    // The checkout's mode (guest or signed in) is the session's: it must not start as a guest first.
    expect(waitsForSession({ name: 'checkout' })).toBe(true);
  });

  it('waits on a name the route table does not know', () => {
    expect(waitsForSession({ name: 'no-such-route' })).toBe(true);
  });
});
