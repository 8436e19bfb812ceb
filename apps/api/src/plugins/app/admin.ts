import { type StaffPermission } from '@maplepack/access';
import { staffCan } from '@maplepack/access';
import {
  ADMIN_COOKIE_NAME,
  ADMIN_COOKIE_PATH,
  ADMIN_ERROR_CODES,
  ADMIN_MESSAGES,
  ADMIN_SESSION_MAX_HOURS,
  CLIENT_HEADER_NAME,
} from '@maplepack/api-contract';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Mailer } from '../../adapters/mail/interface';
import { RateLimitRepository } from '../../db/repositories/rate-limit-repository';
import { ApiError } from '../../http/api-error';
import { RateLimiter } from '../../services/accounts/rate-limiter';
import { AdminAuthService, type StaffSession } from '../../services/admin/admin-auth-service';
import { AdminCustomerService } from '../../services/admin/admin-customer-service';
import { AdminOrderService } from '../../services/admin/admin-order-service';
import { AdminSubscriptionService } from '../../services/admin/admin-subscription-service';
import { StaffManagementService } from '../../services/admin/staff-management';

export type { StaffSession } from '../../services/admin/admin-auth-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The back office (issue 18): staff sign-in and sessions, and what staff do to orders. */
    admin: {
      auth: AdminAuthService;
      orders: AdminOrderService;
      subscriptions: AdminSubscriptionService;
      customers: AdminCustomerService;
      staff: StaffManagementService;
    };
  }
  interface FastifyRequest {
    /** The signed-in staff member on /api/v1/admin/*, else null (a customer is never staff). */
    staff: StaffSession | null;
  }
}

export interface AdminPluginOptions {
  mailer: Mailer;
  publicUrl: string;
  randomBytes: (size: number) => Buffer;
  /** Minutes without a request before a session ends. */
  idleMinutes: number;
}

/** The prefix of every back-office API route. */
export const ADMIN_PREFIX = '/api/v1/admin';

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

const isAdminPath = (url: string): boolean =>
  url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`) || url.startsWith(`${ADMIN_PREFIX}?`);

/**
 * A back-office write that may come from another page: stricter than the storefront's check
 * (http/cross-site.ts), every admin write needs the api client's header, cookie or not (the sign-in
 * too, against login CSRF), and a browser's Sec-Fetch-Site other than same-origin is refused.
 */
function isCrossSiteAdminWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin') return true;
  const client = request.headers[CLIENT_HEADER_NAME];
  return typeof client !== 'string' || client.trim() === '';
}

/** The signed-in staff member, or 401 `admin.required`. */
export function requireStaff(request: FastifyRequest, permission?: StaffPermission): StaffSession {
  const staff = request.staff;
  if (staff === null) throw new ApiError(401, ADMIN_ERROR_CODES.required, ADMIN_MESSAGES.required);
  if (permission !== undefined && !staffCan(staff.role, permission))
    throw new ApiError(403, ADMIN_ERROR_CODES.forbidden, ADMIN_MESSAGES.forbidden);
  return staff;
}

/** The same check as a route option: `{ preHandler: staffOnly('orders.read') }`. */
export const staffOnly =
  (permission: StaffPermission) =>
  async (request: FastifyRequest): Promise<void> => {
    requireStaff(request, permission);
  };

/**
 * The session cookie: httpOnly, SameSite=Strict (the back office is never entered from a link on
 * another site with a session), sent only to the admin API's path, Secure over https, living at
 * most the 12-hour cap (the server ends it sooner when idle).
 */
export function setAdminCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(ADMIN_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: ADMIN_COOKIE_PATH,
    maxAge: ADMIN_SESSION_MAX_HOURS * 60 * 60,
  });
}

export function clearAdminCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(ADMIN_COOKIE_NAME, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: ADMIN_COOKIE_PATH,
  });
}

/**
 * On /api/v1/admin/*: no answer is cached anywhere (Cache-Control: no-store), cross-site writes are
 * refused, and the admin cookie's session becomes `request.staff`. Routes then call `requireStaff`.
 */
export default fp<AdminPluginOptions>(
  async (app, options) => {
    const limiter = new RateLimiter(new RateLimitRepository(app.database.db));
    app.decorate('admin', {
      auth: new AdminAuthService(app.database.db, {
        dataKey: app.dataKey,
        randomBytes: options.randomBytes,
        idleMinutes: options.idleMinutes,
        limiter,
      }),
      orders: new AdminOrderService(app.database.db, {
        mailer: options.mailer,
        publicUrl: options.publicUrl,
        log: app.log,
        payments: app.payments,
      }),
      subscriptions: new AdminSubscriptionService(app.database.db, {
        presenter: app.ordering.presenter,
        actions: app.ordering.subscriptionActions,
        payments: app.payments,
        publicUrl: options.publicUrl,
      }),
      customers: new AdminCustomerService(app.database.db, app.accounts.passwordReset),
      staff: new StaffManagementService(app.database.db, {
        dataKey: app.dataKey,
        randomBytes: options.randomBytes,
        limiter,
      }),
    });
    app.decorateRequest('staff', null);
    app.addHook('onRequest', async (request, reply) => {
      if (!isAdminPath(request.url)) return;
      reply.header('cache-control', 'no-store');
      if (isCrossSiteAdminWrite(request))
        throw new ApiError(403, ADMIN_ERROR_CODES.crossSite, ADMIN_MESSAGES.crossSite);
      const token = request.cookies[ADMIN_COOKIE_NAME];
      if (token === undefined || token === '' || token.length > 200) return;
      request.staff = await app.admin.auth.authenticate(token, app.now());
    });
  },
  { name: 'admin', dependencies: ['context', 'auth', 'payments', 'orders'] },
);
