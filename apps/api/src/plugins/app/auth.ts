import fastifyCookie from '@fastify/cookie';
import {
  AUTH_COOKIE_NAME,
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  RENEWED_TOKEN_HEADER,
  SESSION_HINT_COOKIE_NAME,
} from '@maplepack/api-contract';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Mailer } from '../../adapters/mail/interface';
import { ApiError } from '../../http/api-error';
import { isCrossSiteWrite } from '../../http/cross-site';
import { deriveTokenKey, TOKEN_LIFETIME_SECONDS } from '../../security/auth-token';
import { createAccountServices, type AccountServices } from '../../services/accounts/account-services';
import { type AuthCustomer } from '../../services/accounts/auth-service';

export type { AuthCustomer } from '../../services/accounts/auth-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Auth, customers, password reset and rate limits (services/accounts/account-services.ts). */
    accounts: AccountServices;
  }
  interface FastifyRequest {
    /** The signed-in customer, or null for a guest (no token, or one that failed its checks). */
    customer: AuthCustomer | null;
    /** Why a token that came with the request was refused; null when none came or it passed. */
    authFailure: 'invalid' | 'expired' | null;
    /** The token that signed the customer in (for logout), or null. */
    authToken: string | null;
  }
}

export interface AuthPluginOptions {
  dataKey: Buffer;
  mailer: Mailer;
  /** Randomness (usernames, reset keys); crypto.randomBytes outside tests. */
  randomBytes: (size: number) => Buffer;
  /** The shop's public address, for links in e-mails (no trailing slash). */
  publicUrl: string;
}

/** The token of `Authorization: Bearer …`, or null. */
function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
}

/** The token from `Authorization: Bearer …`, else from the httpOnly cookie. */
function tokenOf(request: FastifyRequest): string | null {
  const bearer = bearerTokenOf(request);
  if (bearer !== null) return bearer;
  const cookie = request.cookies[AUTH_COOKIE_NAME];
  return cookie !== undefined && cookie !== '' ? cookie : null;
}

/** True when the request's session (if any) comes from the cookie, not from a Bearer header. */
export function sessionFromCookie(request: FastifyRequest): boolean {
  const cookie = request.cookies[AUTH_COOKIE_NAME];
  return bearerTokenOf(request) === null && cookie !== undefined && cookie !== '';
}

/**
 * The signed-in customer, or a 401 `auth.required` for a guest (expired tokens say so). Call it
 * first in every customer-only handler: `const customer = requireCustomer(request);`.
 */
export function requireCustomer(request: FastifyRequest): AuthCustomer {
  if (request.customer !== null) return request.customer;
  if (request.authFailure === 'expired')
    throw new ApiError(401, AUTH_ERROR_CODES.expiredToken, AUTH_MESSAGES.expiredToken);
  throw new ApiError(401, AUTH_ERROR_CODES.required, AUTH_MESSAGES.required);
}

/** The same check as a route option: `{ preHandler: customerOnly }`. */
export async function customerOnly(request: FastifyRequest): Promise<void> {
  requireCustomer(request);
}

/**
 * A customer may act only on their own resources. Another customer's id answers 403 (the ids are
 * sequential and not secret, so hiding them behind a 404 would protect nothing).
 */
export function requireOwner(request: FastifyRequest, ownerId: number): AuthCustomer {
  const customer = requireCustomer(request);
  if (customer.id !== ownerId) throw new ApiError(403, AUTH_ERROR_CODES.forbidden, AUTH_MESSAGES.forbidden);
  return customer;
}

/**
 * The token cookie: httpOnly (scripts cannot read it), SameSite=Lax (links from e-mails and other
 * sites arrive signed in, while cross-site POSTs carry no cookie), Secure when the request came
 * over https (directly or through the proxy's X-Forwarded-Proto). The session hint beside it has the
 * same lifetime and holds no secret.
 */
export function setAuthCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const options = {
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: TOKEN_LIFETIME_SECONDS,
  } as const;
  reply.setCookie(AUTH_COOKIE_NAME, token, { ...options, httpOnly: true });
  reply.setCookie(SESSION_HINT_COOKIE_NAME, '1', { ...options, httpOnly: false });
}

/**
 * Gives the current session a new token after every earlier one was revoked (an e-mail change
 * ends the other sessions): as the cookie when it came by cookie, else in the `x-maplepack-token`
 * header for the Bearer caller to keep.
 */
export function renewSession(request: FastifyRequest, reply: FastifyReply, token: string): void {
  if (sessionFromCookie(request)) setAuthCookie(request, reply, token);
  else reply.header(RENEWED_TOKEN_HEADER, token);
}

export function clearAuthCookie(request: FastifyRequest, reply: FastifyReply): void {
  const options = { sameSite: 'lax', secure: request.protocol === 'https', path: '/' } as const;
  reply.clearCookie(AUTH_COOKIE_NAME, { ...options, httpOnly: true });
  reply.clearCookie(SESSION_HINT_COOKIE_NAME, { ...options, httpOnly: false });
}

/**
 * Reads the token on every request and sets `request.customer` (null for guests). An invalid or
 * expired token makes the request a guest's; only customer routes then answer 401. A write that
 * rides on our cookies without the api client's header answers 403 'auth.cross-site' (http/cross-site.ts).
 */
export default fp<AuthPluginOptions>(
  async (app, options) => {
    await app.register(fastifyCookie);
    app.decorate(
      'accounts',
      createAccountServices(app.database.db, {
        tokenKey: deriveTokenKey(options.dataKey),
        mailer: options.mailer,
        randomBytes: options.randomBytes,
        publicUrl: options.publicUrl,
        log: app.log,
      }),
    );
    app.decorateRequest('customer', null);
    app.decorateRequest('authFailure', null);
    app.decorateRequest('authToken', null);
    app.addHook('onRequest', async (request) => {
      // Before the token is even looked at: a write riding on our cookies from another page.
      if (isCrossSiteWrite(request))
        throw new ApiError(403, AUTH_ERROR_CODES.crossSite, AUTH_MESSAGES.crossSite);
      const token = tokenOf(request);
      if (token === null) return;
      const result = await app.accounts.auth.authenticate(token, app.now());
      if (result.ok) {
        request.customer = result.customer;
        request.authToken = token;
      } else {
        request.authFailure = result.reason;
      }
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
