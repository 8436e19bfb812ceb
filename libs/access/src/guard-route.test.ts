import { type AccessUser } from './auth-user';
import { guardRoute } from './guard-route';
import { matchRoute } from './match-route';
import { type RouteLocation } from './route-location';
import { ROUTES } from './route-table';
import {
  CHROME_USER_AGENT,
  EXPIRED_USER,
  IE10_USER_AGENT,
  IE11_USER_AGENT,
  routeAt,
  SIGNED_IN_USER,
} from './testing';

function at(href: string): RouteLocation {
  const route = matchRoute(href);
  if (route === undefined) throw new Error(`no route for ${href}`);
  return route;
}

function guard(href: string, user: AccessUser | null, previous: RouteLocation | null = null) {
  return guardRoute({ route: at(href), user, previous, userAgent: CHROME_USER_AGENT });
}

const allow = { kind: 'allow', transition: true };
const home = { kind: 'redirect', to: '/' };
const toLogin = (page: string) => ({
  kind: 'redirect',
  to: `/login?redirect=${encodeURIComponent(page)}`,
  remembered: page,
});

// One href per route of spec §2 with what a guest and a signed-in user get.
const TABLE: [href: string, guest: object, signedIn: object][] = [
  ['/', allow, allow],
  ['/about', allow, allow],
  ['/account-details', toLogin('/account-details'), allow],
  ['/addresses', toLogin('/addresses'), allow],
  ['/cart', allow, allow],
  ['/checkout', allow, allow],
  ['/checkout/trialprogram', allow, allow],
  ['/faq', allow, allow],
  ['/forbidden', allow, allow],
  ['/forgot-password', allow, home],
  ['/health-assessment', allow, allow],
  ['/health-assessment/results', allow, allow],
  ['/login', allow, home],
  // The mailing-list link pages: whoever holds the e-mailed link, signed in or not.
  ['/mailing-list/confirm', allow, allow],
  ['/mailing-list/unsubscribe', allow, allow],
  ['/orders', toLogin('/orders'), allow],
  ['/privacy-policy', allow, allow],
  ['/references', allow, allow],
  ['/reset-password', allow, home],
  ['/subscription', toLogin('/subscription'), allow],
  ['/team', allow, allow],
  ['/terms-and-conditions', allow, allow],
  ['/thank-you', allow, allow],
  ['/unsupported', allow, allow],
  ['/undo-email-change', allow, allow],
  ['/welcomebooklet.pdf', allow, allow],
  ['/products', { kind: 'allow', transition: false }, { kind: 'allow', transition: false }],
  ['/products/herbs', { kind: 'allow', transition: false }, { kind: 'allow', transition: false }],
  ['/products/herbs/1593', { kind: 'allow', transition: false }, { kind: 'allow', transition: false }],
  ['/products/1593', allow, allow],
];

describe('guardRoute: every route × user kind', () => {
  it('covers every route of the table', () => {
    const covered = new Set(TABLE.map(([href]) => at(href).name));
    expect([...covered].sort()).toEqual(ROUTES.map((route) => route.name).sort());
  });

  it.each(TABLE)('%s for a guest', (href, guest) => {
    expect(guard(href, null)).toEqual(guest);
  });

  it.each(TABLE)('%s for a user whose status is not 200 (a guest)', (href, guest) => {
    expect(guard(href, EXPIRED_USER)).toEqual(guest);
  });

  it.each(TABLE)('%s for a signed-in user', (href, _guest, signedIn) => {
    expect(guard(href, SIGNED_IN_USER)).toEqual(signedIn);
  });

  it.each(TABLE.map(([href]) => href).filter((href) => href !== '/unsupported'))(
    '%s sends Internet Explorer to /unsupported, signed in or not',
    (href) => {
      for (const userAgent of [IE10_USER_AGENT, IE11_USER_AGENT]) {
        for (const user of [null, SIGNED_IN_USER]) {
          expect(guardRoute({ route: at(href), user, previous: null, userAgent })).toEqual({
            kind: 'redirect',
            to: '/unsupported',
          });
        }
      }
    },
  );

  it('lets Internet Explorer see /unsupported', () => {
    expect(
      guardRoute({ route: at('/unsupported'), user: null, previous: null, userAgent: IE11_USER_AGENT }),
    ).toEqual(allow);
  });
});

describe('guardRoute: details', () => {
  it('remembers the query of a login-required page', () => {
    expect(guard('/orders?page=2', null)).toEqual(toLogin('/orders?page=2'));
  });

  it('sends a signed-in user on /login with a remembered page there (the post-login hop)', () => {
    expect(guard('/login?redirect=%2Forders', SIGNED_IN_USER)).toEqual({ kind: 'redirect', to: '/orders' });
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'answers an error for the non-local remembered page %s, signed in or not',
    (target) => {
      const href = `/login?redirect=${encodeURIComponent(target)}`;
      const error = { kind: 'error', statusCode: 400, code: 'route.non-local-redirect' };
      expect(guard(href, null)).toMatchObject(error);
      expect(guard(href, SIGNED_IN_USER)).toMatchObject(error);
    },
  );

  it.each(['/products/candy', '/products/candy/12', '/products/herbs/abc', '/products/herbs/0'])(
    'answers not found for %s',
    (href) => {
      expect(guard(href, null)).toEqual({
        kind: 'error',
        statusCode: 404,
        code: 'route.not-found',
        message: 'Page not found',
      });
    },
  );

  it('answers not found for a route name outside the table', () => {
    expect(
      guardRoute({ route: routeAt('admin', '/admin'), user: SIGNED_IN_USER, previous: null, userAgent: '' }),
    ).toMatchObject({ kind: 'error', statusCode: 404 });
  });
});

describe('guardRoute: checkout for everyone', () => {
  it('lets a signed-in person reach /checkout in their own mode, as it lets a guest', () => {
    expect(guard('/checkout', SIGNED_IN_USER)).toEqual(allow);
    expect(guard('/checkout?campaign=spring', SIGNED_IN_USER)).toEqual(allow);
    expect(guard('/checkout', null)).toEqual(allow);
  });

  it('carries the trial campaign into /checkout as into any page', () => {
    expect(guard('/checkout', SIGNED_IN_USER, at('/cart?campaign=trialprogram'))).toEqual({
      kind: 'redirect',
      to: '/checkout?campaign=trialprogram',
    });
  });

  it('keeps /login and the password pages guest-only', () => {
    for (const href of ['/login', '/forgot-password', '/reset-password']) {
      expect(guard(href, SIGNED_IN_USER)).toEqual(home);
    }
  });
});

describe('guardRoute: trial program', () => {
  const trialPage = at('/checkout/trialprogram');

  it('carries the trial campaign of the previous route into the next URL', () => {
    expect(guard('/products/herbs', null, trialPage)).toEqual({
      kind: 'redirect',
      to: '/products/herbs?campaign=trialprogram',
    });
    expect(guard('/cart?x=1', null, at('/about?campaign=trialprogram'))).toEqual({
      kind: 'redirect',
      to: '/cart?x=1&campaign=trialprogram',
    });
  });

  it('allows the page once the campaign is in its URL', () => {
    expect(guard('/cart?campaign=trialprogram', null, trialPage)).toEqual(allow);
  });

  it('does not overwrite another campaign', () => {
    expect(guard('/cart?campaign=spring', null, trialPage)).toEqual(allow);
  });

  it('does not carry a campaign other than trialprogram', () => {
    expect(guard('/cart', null, at('/about?campaign=spring'))).toEqual(allow);
  });

  it('keeps the campaign when a guest is sent to login', () => {
    expect(guard('/orders', null, trialPage)).toEqual(toLogin('/orders?campaign=trialprogram'));
  });

  it('sends visitors lacking the marker away from the trial checkout: guests to login, others home', () => {
    const bare = routeAt('checkout-trialProgram', '/checkout/trialprogram');
    const run = (user: AccessUser | null) =>
      guardRoute({ route: bare, user, previous: null, userAgent: CHROME_USER_AGENT });
    expect(run(null)).toEqual(toLogin('/checkout/trialprogram'));
    expect(run(SIGNED_IN_USER)).toEqual(home);
  });

  it('accepts the marker as a query param too', () => {
    const viaQuery = routeAt('checkout-trialProgram', '/checkout/trialprogram', { trialProgram: 'true' });
    expect(guardRoute({ route: viaQuery, user: null, previous: null, userAgent: '' })).toEqual(allow);
  });
});
