import { guardRoute, matchRoute, purchaseModeOf, safeLocalRedirect } from '@maplepack/access';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const customer = { id: 7, status: 200 };

function decide(href: string, user: { id: number; status: number } | null) {
  const route = matchRoute(href);
  if (route === undefined) return 'no such route';
  return guardRoute({ route, user, previous: null, userAgent: chrome });
}

// A guest is sent to log in and brought back afterwards; a customer sees the page.
console.log(decide('/orders', null));
console.log(decide('/orders', customer));
// After login, the guest-only /login page forwards to the remembered page.
console.log(decide('/login?redirect=%2Forders', customer));
// A redirect that leaves the site is refused outright.
console.log(decide('/login?redirect=%2F%2Fevil.example', null));
console.log(safeLocalRedirect('/\\evil.example'), safeLocalRedirect('/orders?page=2'));

console.log(purchaseModeOf({ user: null, hasSurveyCart: true }));
