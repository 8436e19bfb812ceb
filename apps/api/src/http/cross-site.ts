import { AUTH_COOKIE_NAME, CLIENT_HEADER_NAME, GUEST_SURVEYS_COOKIE_NAME } from '@maplepack/api-contract';
import { type FastifyRequest } from 'fastify';

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
const CREDENTIAL_COOKIES = [AUTH_COOKIE_NAME, GUEST_SURVEYS_COOKIE_NAME] as const;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * True for a request that changes something on the strength of our cookies but may come from
 * another page: a POST, PUT, PATCH or DELETE that carries the session or guest-survey cookie, no
 * Bearer token, and either lacks the api client's `x-maplepack-client` header or is marked by the
 * browser (`Sec-Fetch-Site`) as coming from another site or origin. SameSite=Lax keeps the cookies
 * off cross-site POSTs, but not off those from a sibling subdomain; a form cannot add a header, and
 * a script elsewhere cannot add one without CORS permission, which this API never gives. Requests
 * with a Bearer token are left alone: another page cannot know the token.
 */
export function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (/^Bearer\s/i.test(header(request, 'authorization') ?? '')) return false;
  const carriesCookie = CREDENTIAL_COOKIES.some((name) => (request.cookies[name] ?? '') !== '');
  if (!carriesCookie) return false;
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return true;
  return (header(request, CLIENT_HEADER_NAME) ?? '').trim() === '';
}
