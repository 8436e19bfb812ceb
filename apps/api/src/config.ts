import { ADMIN_SESSION_IDLE_MINUTES } from '@maplepack/api-contract';
import { DEFAULT_REMINDER_DAYS_BEFORE, DEFAULT_RETRY_SCHEDULE } from '@maplepack/subscription';
import path from 'node:path';
import { z } from 'zod';

// Environment variables are text; an empty value counts as unset, as in most .env tooling.
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const port = z
  .string()
  .regex(/^\d+$/, 'must be a whole number from 1 to 65535')
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(1, 'must be a whole number from 1 to 65535')
      .max(65535, 'must be a whole number from 1 to 65535'),
  );

const urlWithProtocol = (protocols: readonly string[], example: string) =>
  z.string().refine((text) => {
    try {
      return protocols.includes(new URL(text).protocol.replace(/:$/, ''));
    } catch {
      return false;
    }
  }, `must be a URL like ${example}`);

/** 32 bytes as 64 hex digits or base64 (the AES-256 key for health data). */
const dataKey = z
  .string()
  .refine(
    (text) => /^[0-9a-fA-F]{64}$/.test(text) || Buffer.from(text, 'base64').length === 32,
    'must be 32 bytes written as 64 hex digits or base64 (openssl rand -hex 32)',
  );

const envSchema = z
  .object({
    PORT: optionalText(port),
    HOST: optionalText(z.string()),
    DATABASE_URL: optionalText(
      urlWithProtocol(['postgres', 'postgresql'], 'postgres://user:password@host:5432/maplepack'),
    ),
    DATA_DIR: optionalText(z.string()),
    DATA_KEY: optionalText(dataKey),
    WEB_DIST: optionalText(z.string()),
    ADMIN_DIST: optionalText(z.string()),
    LOG_LEVEL: optionalText(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
    CACHE_TTL_SECONDS: optionalText(
      z.string().regex(/^\d+$/, 'must be a whole number of seconds').transform(Number),
    ),
    // Never below the 60 s an order's Idempotency-Key is held: a live checkout is not in flight by then.
    RECONCILE_AFTER_SECONDS: optionalText(
      z
        .string()
        .regex(/^\d+$/, 'must be a whole number of seconds, at least 60')
        .transform(Number)
        .pipe(z.number().min(60, 'must be a whole number of seconds, at least 60')),
    ),
    RENEWALS: optionalText(z.enum(['on', 'off'], { error: 'must be on or off' })),
    ADMIN_SESSION_IDLE_MINUTES: optionalText(
      z
        .string()
        .regex(/^\d+$/, 'must be a whole number of minutes from 1 to 720')
        .transform(Number)
        .pipe(z.number().min(1).max(720, 'must be a whole number of minutes from 1 to 720')),
    ),
    RENEWAL_RETRY_HOURS: optionalText(
      z
        .string()
        .regex(/^\d+(,\d+)*$/, 'must list whole hours between retries, like 12,12,24,48,72')
        .transform((text) => text.split(',').map(Number))
        .pipe(
          z
            .array(z.number().int().min(1, 'must list whole hours of at least 1').max(720))
            .max(24, 'must list at most 24 retries'),
        ),
    ),
    RENEWAL_REMINDER_DAYS: optionalText(
      z
        .string()
        .regex(/^\d+$/, 'must be a whole number of days from 1 to 28')
        .transform(Number)
        .pipe(
          z
            .number()
            .min(1, 'must be a whole number of days from 1 to 28')
            .max(28, 'must be a whole number of days from 1 to 28'),
        ),
    ),
    STRIPE_SECRET_KEY: optionalText(
      z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must start with sk_test_ or sk_live_'),
    ),
    STRIPE_PUBLISHABLE_KEY: optionalText(
      z.string().regex(/^pk_(test|live)_\w+$/, 'must start with pk_test_ or pk_live_'),
    ),
    STRIPE_WEBHOOK_SECRET: optionalText(z.string().regex(/^whsec_\w+$/, 'must start with whsec_')),
    MAILCHIMP_API_KEY: optionalText(
      z.string().regex(/^[0-9a-f]{32}-[a-z]+\d+$/, 'must look like <32 hex digits>-us21'),
    ),
    MAILCHIMP_LIST_ID: optionalText(
      z.string().regex(/^[0-9a-z]{6,20}$/, 'must be the audience id, like a1b2c3d4e5'),
    ),
    SMTP_URL: optionalText(urlWithProtocol(['smtp', 'smtps'], 'smtps://user:password@smtp.example.ca:465')),
    PUBLIC_URL: optionalText(urlWithProtocol(['http', 'https'], 'https://shop.maplepack.ca')),
    HELP_INBOX: optionalText(
      z
        .string()
        .max(254)
        .pipe(z.email({ message: 'must be an e-mail address, like help@maplepack.ca' })),
    ),
    TRUST_PROXY: optionalText(
      z
        .string()
        .transform((text) =>
          text
            .split(',')
            .map((item) => item.trim())
            .filter((item) => item !== ''),
        )
        .pipe(
          z.array(
            z
              .string()
              .regex(
                /^(loopback|linklocal|uniquelocal|[0-9.]+(\/\d{1,2})?|[0-9a-fA-F:]+(\/\d{1,3})?)$/,
                'must list the proxies in front of the server: addresses or ranges such as 10.0.0.0/8, or loopback, linklocal, uniquelocal',
              ),
          ),
        ),
    ),
  })
  .superRefine((env, ctx) => {
    if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_PUBLISHABLE_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together',
      });
    }
    if ((env.MAILCHIMP_API_KEY === undefined) !== (env.MAILCHIMP_LIST_ID === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAILCHIMP_LIST_ID'],
        message: 'MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID go together',
      });
    }
    // A key generated per instance would make one instance's sealed data unreadable to another.
    if (env.DATABASE_URL !== undefined && env.DATA_KEY === undefined) {
      ctx.addIssue({ code: 'custom', path: ['DATA_KEY'], message: 'is required when DATABASE_URL is set' });
    }
  });

export interface AppConfig {
  port: number;
  host: string;
  /** null: the embedded PGlite database under `dataDir`. */
  databaseUrl: string | null;
  /** Absolute folder of the embedded database and its generated data key. */
  dataDir: string;
  /** The DATA_KEY text, or null to use (or create) the key file in `dataDir`. */
  dataKey: string | null;
  /** Absolute folder of the built web app; served when it holds an index.html. */
  webDist: string;
  /** Absolute folder of the built back office; served under /admin when it holds an index.html. */
  adminDist: string;
  logLevel: string;
  cacheTtlSeconds: number;
  /** An order pending this long after a crash is settled by the reconciliation. */
  reconcileAfterSeconds: number;
  /** Renewals: whether this instance runs the job queue's workers, the retry schedule, the reminder. */
  renewals: { workers: boolean; retryHours: number[]; reminderDays: number };
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string | null } | null;
  mailchimp: { apiKey: string; listId: string } | null;
  smtpUrl: string | null;
  /** The address people reach the shop at, for links in e-mails. */
  publicUrl: string;
  /** Where the help widget's messages go; null: the shop's contact address. */
  helpInbox: string | null;
  /** The proxies in front of the server whose X-Forwarded-For is believed; [] when none. */
  trustedProxies: string[];
  /** The back office: minutes without a request before a staff session ends (default 30). */
  adminSessionIdleMinutes: number;
  /**
   * Whether the demo staff (one per role, documented passwords) may be seeded: only on the embedded
   * database and never with NODE_ENV=production (docs/decisions.md).
   */
  demoStaff: boolean;
}

export type ConfigResult =
  | { ok: true; config: AppConfig }
  | { ok: false; code: 'config.invalid'; message: string };

/**
 * Reads the configuration from environment variables (relative paths against `cwd`). A bad value
 * is reported as one line naming the variable, never with the value of a secret.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>>, cwd: string): ConfigResult {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The variable's name only: a list's item index means nothing to the person setting it.
    const name = String(issue?.path[0] ?? 'environment');
    return {
      ok: false,
      code: 'config.invalid',
      message: `invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`,
    };
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR ?? 'data');
  return {
    ok: true,
    config: {
      port: e.PORT ?? 3000,
      host: e.HOST ?? '0.0.0.0',
      databaseUrl: e.DATABASE_URL ?? null,
      dataDir,
      dataKey: e.DATA_KEY ?? null,
      webDist: path.resolve(cwd, e.WEB_DIST ?? 'apps/web/dist'),
      adminDist: path.resolve(cwd, e.ADMIN_DIST ?? 'apps/admin/dist'),
      logLevel: e.LOG_LEVEL ?? 'info',
      cacheTtlSeconds: e.CACHE_TTL_SECONDS ?? 60,
      reconcileAfterSeconds: e.RECONCILE_AFTER_SECONDS ?? 300,
      renewals: {
        workers: (e.RENEWALS ?? 'on') === 'on',
        retryHours: e.RENEWAL_RETRY_HOURS ?? [...DEFAULT_RETRY_SCHEDULE],
        reminderDays: e.RENEWAL_REMINDER_DAYS ?? DEFAULT_REMINDER_DAYS_BEFORE,
      },
      stripe:
        e.STRIPE_SECRET_KEY !== undefined && e.STRIPE_PUBLISHABLE_KEY !== undefined
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              publishableKey: e.STRIPE_PUBLISHABLE_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
            }
          : null,
      mailchimp:
        e.MAILCHIMP_API_KEY !== undefined && e.MAILCHIMP_LIST_ID !== undefined
          ? { apiKey: e.MAILCHIMP_API_KEY, listId: e.MAILCHIMP_LIST_ID }
          : null,
      smtpUrl: e.SMTP_URL ?? null,
      publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT ?? 3000}`,
      helpInbox: e.HELP_INBOX ?? null,
      trustedProxies: e.TRUST_PROXY ?? [],
      adminSessionIdleMinutes: e.ADMIN_SESSION_IDLE_MINUTES ?? ADMIN_SESSION_IDLE_MINUTES,
      demoStaff: e.DATABASE_URL === undefined && env['NODE_ENV'] !== 'production',
    },
  };
}
