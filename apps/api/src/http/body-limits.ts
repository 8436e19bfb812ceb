/**
 * Request body limits (issue 11: unbounded input). Every route gets the smallest limit its real
 * clients need; a bigger body is a 413 `request.too-large` before it is parsed. A route not listed
 * takes the default, so a new route with large bodies must be added here on purpose.
 */
export const KIB = 1024;

/** Routes that take no body or a few short fields (sign-in, reset, shipping rate, card tokens). */
export const DEFAULT_BODY_LIMIT = 4 * KIB;

/** Path prefixes (the first match wins) and their limit, with what the largest real body holds. */
export const BODY_LIMITS: readonly { prefix: string; bytes: number; why: string }[] = [
  {
    prefix: '/api/v1/stripe/webhook',
    bytes: 1024 * KIB,
    why: 'Stripe event payloads; a refused event would be retried for days',
  },
  { prefix: '/api/v1/survey', bytes: 256 * KIB, why: 'answers as JSON text, up to 32,000 characters' },
  {
    prefix: '/api/v1/checkout',
    bytes: 64 * KIB,
    why: 'up to 100 lines, contact, two addresses and consent text',
  },
  { prefix: '/api/v1/orders', bytes: 64 * KIB, why: 'up to 100 lines, two addresses, 20 meta entries' },
  { prefix: '/api/v1/subscriptions', bytes: 64 * KIB, why: 'up to 100 lines, addresses, 20 meta entries' },
  { prefix: '/api/v1/customers', bytes: 64 * KIB, why: 'two addresses and up to 50 meta entries' },
  { prefix: '/api/v1/coupons', bytes: 32 * KIB, why: "the cart's products and their categories" },
  { prefix: '/api/v1/mailchimp', bytes: 16 * KIB, why: 'consent text, merge fields, tags' },
  { prefix: '/api/v1/help', bytes: 32 * KIB, why: 'a 4,000-character message and up to 50 cart lines' },
  {
    prefix: '/api/v1/admin/products',
    bytes: 256 * KIB,
    why: 'a product with two 20,000-character descriptions (accents and escapes)',
  },
  {
    prefix: '/api/v1/admin/coupons',
    bytes: 128 * KIB,
    why: '4 × 500 product and category ids, 200 e-mail rules',
  },
  // A restore sends no body: only the page's save takes the large limit below.
  { prefix: '/api/v1/admin/content/:slug/versions', bytes: DEFAULT_BODY_LIMIT, why: 'no body' },
  {
    prefix: '/api/v1/admin/content',
    bytes: 512 * KIB,
    why: 'a whole content page in one language: the privacy policy is the longest, about 30 KB today',
  },
  { prefix: '/api/v3/newsletter', bytes: 16 * KIB, why: 'name, e-mail and consent text' },
];

/** The body limit of a route: its method and path pattern (`/api/v1/orders/:id`). */
export function bodyLimitFor(method: string, url: string): number {
  // GET and HEAD bodies are never read.
  if (method === 'GET' || method === 'HEAD') return DEFAULT_BODY_LIMIT;
  const match = BODY_LIMITS.find(({ prefix }) => url === prefix || url.startsWith(`${prefix}/`));
  return match?.bytes ?? DEFAULT_BODY_LIMIT;
}
