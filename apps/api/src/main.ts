import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createMailer } from './adapters/mail/real';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase, prepareDatabase } from './db/prepare-database';
import { seedDemoStaff } from './db/seed/seed-demo-staff';
import { loggerOptions } from './logger';
import { loadDataKey } from './security/data-key';

/** `node apps/api/dist/main.cjs`: validate the configuration, migrate, seed a new database, serve. */
async function main(): Promise<void> {
  const loaded = loadConfig(process.env, process.cwd());
  if (!loaded.ok) {
    process.stderr.write(`maplepack: ${loaded.message}\n`);
    process.exit(1);
  }
  const { config } = loaded;
  const dataKey = loadDataKey({ dataKey: config.dataKey, dataDir: config.dataDir });
  // Until the server's logger exists, a dropped idle connection is written to stderr.
  let connectionError = (error: Error): void => {
    process.stderr.write(`maplepack: a database connection closed: ${error.message}\n`);
  };
  const database = await openConfiguredDatabase(config, (error) => connectionError(error));
  const seeded = await prepareDatabase(database, { seed: 'if-empty', now: new Date() });
  // The documented demo staff, on the embedded database only and never in production (config.ts).
  const demoStaff = config.demoStaff
    ? await seedDemoStaff(database.db, { dataKey, randomBytes, now: new Date() })
    : 0;
  const app = await buildApp({
    database,
    dataKey,
    webDist: config.webDist,
    adminDist: config.adminDist,
    publicUrl: config.publicUrl,
    ...(config.helpInbox === null ? {} : { helpInbox: config.helpInbox }),
    trustedProxies: config.trustedProxies,
    adminSessionIdleMinutes: config.adminSessionIdleMinutes,
    cacheTtlMs: config.cacheTtlSeconds * 1000,
    logger: loggerOptions(config.logLevel),
    closeDatabaseOnClose: true,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox') }),
    mailingList: config.mailchimp === null ? { kind: 'local' } : { kind: 'mailchimp', ...config.mailchimp },
    payments: config.stripe === null ? { kind: 'test' } : { kind: 'stripe', ...config.stripe },
    // A pass when the server is ready (orders a crash left pending), then every minute.
    reconciliation: { staleAfterMs: config.reconcileAfterSeconds * 1000, intervalMs: 60_000 },
    renewals: {
      workers: config.renewals.workers,
      retrySchedule: config.renewals.retryHours,
      reminderDaysBefore: config.renewals.reminderDays,
    },
  });
  connectionError = (error) =>
    app.log.warn({ err: error }, 'a database connection closed; the pool opens another');
  app.log.info({ database: database.description, seeded: seeded !== null, demoStaff }, 'database ready');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`maplepack: the server could not start: ${message}\n`);
  process.exit(1);
});
