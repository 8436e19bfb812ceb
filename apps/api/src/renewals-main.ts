import { parseShopInstant } from '@maplepack/calendar';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createMailer } from './adapters/mail/real';
import { createPaymentGateway } from './adapters/payments/create-gateway';
import { loadConfig } from './config';
import { openConfiguredDatabase, prepareDatabase } from './db/prepare-database';
import { loadDataKey } from './security/data-key';
import { RenewalRuntime } from './services/renewals/renewal-runtime';

const USAGE = 'usage: maplepack renewals run [--now ISO-8601] [--dry-run]';

/**
 * `--now`: an ISO-8601 instant with its zone (2026-12-01T09:00:00Z), or a day (its midnight in the
 * shop, calendar's SHOP_TIME_ZONE). A day or time that does not exist is bad input.
 */
function parseNow(text: string | undefined): Date | string {
  if (text === undefined) return new Date();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text);
  const ms = day || instant ? parseShopInstant(text) : undefined;
  if (ms === undefined)
    return `--now must be an ISO-8601 date or instant that exists, like 2026-12-01 or 2026-12-01T09:00:00Z: ${text}`;
  return new Date(ms);
}

/**
 * `node apps/api/dist/renewals.cjs run [--now …] [--dry-run]` (what `npx maplepack renewals run`
 * runs): one renewal pass on the shop's database, then the e-mails it queued; prints the report as
 * JSON (CONTRACTS §1). Exit 0 after a pass, 2 for bad input, 1 when the pass could not run.
 */
async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      args: process.argv.slice(2),
      options: { now: { type: 'string' }, 'dry-run': { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    process.stderr.write(`maplepack: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (args.positionals.length !== 1 || args.positionals[0] !== 'run') {
    process.stderr.write(`maplepack: ${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const now = parseNow(args.values.now);
  if (typeof now === 'string') {
    process.stderr.write(`maplepack: ${now}\n`);
    process.exitCode = 2;
    return;
  }
  const loaded = loadConfig(process.env, process.cwd());
  if (!loaded.ok) {
    process.stderr.write(`maplepack: ${loaded.message}\n`);
    process.exitCode = 2;
    return;
  }
  const { config } = loaded;
  const dataKey = loadDataKey({ dataKey: config.dataKey, dataDir: config.dataDir });
  const database = await openConfiguredDatabase(config);
  try {
    // A new database is seeded as the server would seed it today, whatever --now says.
    await prepareDatabase(database, { seed: 'if-empty', now: new Date() });
    const gateway = createPaymentGateway(
      config.stripe === null ? { kind: 'test' } : { kind: 'stripe', ...config.stripe },
      database.db,
      () => now,
    );
    const runtime = new RenewalRuntime(database.db, {
      payments: gateway,
      dataKey,
      mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox') }),
      log: {
        info: () => undefined,
        warn: () => undefined,
        error: (fields: unknown, message?: string) =>
          process.stderr.write(`maplepack: ${message ?? ''} ${JSON.stringify(fields)}\n`),
      },
      publicUrl: config.publicUrl.replace(/\/+$/, ''),
      retrySchedule: config.renewals.retryHours,
      reminderDaysBefore: config.renewals.reminderDays,
    });
    const report = await runtime.pass(now, { dryRun: args.values['dry-run'] === true });
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`maplepack: the renewal pass failed: ${message}\n`);
  process.exitCode = 1;
});
