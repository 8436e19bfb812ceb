import { randomBytes } from 'node:crypto';
import { ADMIN_SESSION_IDLE_MINUTES } from '@maplepack/api-contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { FakeMailer } from './adapters/mail/fake';
import { type Mailer } from './adapters/mail/interface';
import { type DatabaseHandle } from './db/client';
import admin from './plugins/app/admin';
import adminCatalogue from './plugins/app/admin-catalogue';
import adminSchedules from './plugins/app/admin-schedules';
import adminContent from './plugins/app/admin-content';
import auth from './plugins/app/auth';
import checkout from './plugins/app/checkout';
import context from './plugins/app/context';
import mailingSurvey from './plugins/app/mailing-survey';
import payments from './plugins/app/payments';
import ordering from './plugins/app/orders';
import reconciliation, { type ReconciliationOptions } from './plugins/app/reconciliation';
import renewals from './plugins/app/renewals';
import { type PaymentsConfig } from './adapters/payments/create-gateway';
import { type MailingListConfig } from './adapters/mailing-list/create-mailing-list';
import errorHandler, { frameworkErrors } from './plugins/app/error-handler';
import help from './plugins/app/help';
import { SHOP } from './emails/shop';
import inputGuard from './plugins/app/input-guard';
import { DEFAULT_BODY_LIMIT } from './http/body-limits';
import adminApp from './plugins/app/admin-app';
import webApp from './plugins/app/web-app';
import { type ServerRender } from './web/server-render';
import securityHeaders from './plugins/external/security-headers';
import privacy from './plugins/app/privacy';
import { registerRoutes } from './routes/routes';

export interface BuildAppOptions {
  /** An open, migrated database. */
  database: DatabaseHandle;
  /** AES-256 key for health data (security/data-key.ts). */
  dataKey: Buffer;
  /** The clock; default the system clock. */
  now?: () => Date;
  /** Cache lifetime of read-heavy routes in ms; 0 turns the cache off. Default 60 s. */
  cacheTtlMs?: number;
  /** Folder of the built web app; null or absent: non-API paths answer a JSON 404. */
  webDist?: string | null;
  /** The web app's server render; default the one built into webDist (web/server-render.ts). */
  serverRender?: ServerRender | null;
  /** Folder of the built back office (apps/admin), served under /admin; null or absent: not served. */
  adminDist?: string | null;
  logger?: FastifyServerOptions['logger'];
  closeDatabaseOnClose?: boolean;
  /** Outgoing e-mail (adapters/mail); main.ts passes the real one, the default keeps mail in memory. */
  mailer?: Mailer;
  /** Randomness for usernames and reset keys; default crypto.randomBytes. */
  randomBytes?: (size: number) => Buffer;
  /** The shop's public address for links in e-mails; default http://localhost:3000. */
  publicUrl?: string;
  /** Where the help widget's messages go; default the shop's contact address (emails/shop.ts). */
  helpInbox?: string;
  /**
   * Addresses or ranges of the proxies in front of the server whose X-Forwarded-For is believed.
   * Default none: a client could otherwise claim any address and escape the per-IP rate limits.
   */
  trustedProxies?: readonly string[];
  /** The mailing list: Mailchimp (main.ts, when MAILCHIMP_* are set) or, by default, the local tables. */
  mailingList?: MailingListConfig;
  /** The back office's staff sessions: minutes without a request before one ends (default 30). */
  adminSessionIdleMinutes?: number;
  /** Card payments: Stripe (main.ts, when STRIPE_* are set) or, by default, the built-in test gateway. */
  payments?: PaymentsConfig;
  /** Settling orders left pending by a crash; default: orders pending 5 minutes, no timer (main.ts sets one). */
  reconciliation?: ReconciliationOptions;
  /**
   * Renewals: whether this instance runs the job queue's workers (default off: tests run passes
   * with `app.renewals.pass`), the retry schedule and the reminder's days (default issue 14's).
   */
  renewals?: {
    workers: boolean;
    retrySchedule?: number[];
    reminderDaysBefore?: number;
    queue?: { renewalsCron?: string; outboxCron?: string; pollingIntervalSeconds?: number };
  };
}

/**
 * The shop API, ready to listen or to `inject`: external plugins (security headers), then the
 * app's plugins (context, error handler, web app), then the /api/v1 routes.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Behind a load balancer (TRUST_PROXY) the client address comes from X-Forwarded-For.
    trustProxy:
      options.trustedProxies && options.trustedProxies.length > 0 ? [...options.trustedProxies] : false,
    // Each route's own limit is set by plugins/app/input-guard.ts (http/body-limits.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  await app.register(securityHeaders);
  await app.register(context, {
    database: options.database,
    dataKey: options.dataKey,
    now: options.now ?? (() => new Date()),
    cacheTtlMs: options.cacheTtlMs ?? 60_000,
    closeDatabaseOnClose: options.closeDatabaseOnClose ?? false,
  });
  await app.register(errorHandler);
  await app.register(inputGuard);
  const mailer = options.mailer ?? new FakeMailer();
  const publicUrl = (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  await app.register(auth, {
    dataKey: options.dataKey,
    mailer,
    randomBytes: options.randomBytes ?? randomBytes,
    publicUrl,
  });
  // The same mailer, randomness and address as the auth plugin's (when none is given, a fake of its own).
  await app.register(mailingSurvey, {
    mailer: options.mailer ?? new FakeMailer(),
    randomBytes: options.randomBytes ?? randomBytes,
    publicUrl: (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
    ...(options.mailingList === undefined ? {} : { mailingList: options.mailingList }),
  });
  await app.register(payments, options.payments === undefined ? {} : { payments: options.payments });
  await app.register(ordering, { mailer, publicUrl });
  await app.register(checkout, { mailer, publicUrl, randomBytes: options.randomBytes ?? randomBytes });
  await app.register(reconciliation, options.reconciliation ?? { staleAfterMs: 300_000, intervalMs: 0 });
  await app.register(renewals, { mailer, publicUrl, ...(options.renewals ?? { workers: false }) });
  await app.register(admin, {
    mailer,
    publicUrl,
    randomBytes: options.randomBytes ?? randomBytes,
    idleMinutes: options.adminSessionIdleMinutes ?? ADMIN_SESSION_IDLE_MINUTES,
  });
  await app.register(adminCatalogue);
  await app.register(adminSchedules);
  await app.register(adminContent);
  await app.register(privacy, {
    mailer,
    publicUrl,
    ...(options.mailingList === undefined ? {} : { mailingList: options.mailingList }),
  });
  await app.register(help, { mailer, publicUrl, inbox: options.helpInbox ?? SHOP.contactEmail });
  await app.register(adminApp, { adminDist: options.adminDist ?? null });
  await app.register(webApp, {
    webDist: options.webDist ?? null,
    publicUrl,
    ...(options.cacheTtlMs === undefined ? {} : { cacheTtlMs: options.cacheTtlMs }),
    ...(options.serverRender === undefined ? {} : { serverRender: options.serverRender }),
  });
  await app.register(registerRoutes);
  return app;
}
