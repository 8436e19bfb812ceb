// Renewals per second: one renewal pass (issue 14's engine: open, price, order, charge through the test
// gateway, receipt queued in the outbox) over N plans all due at once, then the outbox sent. On PGlite (in
// memory) without DATABASE_URL; with it, on a fresh database created on that server and dropped after.
// Usage: node tools/bench/run.mjs renewals [plans] [runners]   (default 10,000 plans, 1 runner; runners > 1
// run that many passes at once in this process, sharing the work through the row locks; PostgreSQL only)
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { FakeMailer } from '../../apps/api/src/adapters/mail/fake';
import { createPaymentGateway } from '../../apps/api/src/adapters/payments/create-gateway';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { seedDatabase } from '../../apps/api/src/db/seed/seed-database';
import { RenewalRuntime } from '../../apps/api/src/services/renewals/renewal-runtime';
import {
  insertSubscribers,
  renewalAddressAt,
  standardLine,
} from '../../apps/api/test/support/renewal-fixtures';

const plans = Number(process.argv[2] ?? 10_000);
const runners = Number(process.argv[3] ?? 1);
const SEEDED_AT = new Date('2026-11-21T15:00:00Z');
const NOW = new Date('2026-12-17T09:00:00Z');

async function freshDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env['DATABASE_URL'];
  if (!url) return { database: await openDatabase({ kind: 'pglite', dataDir: null }), drop: async () => {} };
  const name = `maplepack_bench_renewals_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 4 * runners });
  return {
    database,
    drop: async () => {
      const cleanup = new Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const seconds = (from: number) => (performance.now() - from) / 1000;

async function main(): Promise<void> {
  if (!Number.isInteger(plans) || plans < 1 || !Number.isInteger(runners) || runners < 1)
    throw new Error('usage: node tools/bench/run.mjs renewals [plans] [runners]');
  const { database, drop } = await freshDatabase();
  if (database.kind === 'pglite' && runners > 1) throw new Error('more than one runner needs PostgreSQL');
  try {
    await migrateDatabase(database, path.join(process.cwd(), 'apps', 'api', 'src', 'db', 'migrations'));
    await seedDatabase(database.db, SEEDED_AT);
    let started = performance.now();
    // Plans of one to two products spread over five provinces, all due on NOW's day.
    const specs = Array.from({ length: plans }, (_, index) => ({
      nextPaymentDate: '2026-12-17',
      address: renewalAddressAt(index),
      lines: [standardLine(2401), ...(index % 2 === 0 ? [standardLine(2101)] : [])],
    }));
    await insertSubscribers(database.db, specs, { tag: 'bench', startDate: '2026-11-21', now: SEEDED_AT });
    const insertSeconds = seconds(started);

    const mailer = new FakeMailer();
    const runtime = new RenewalRuntime(database.db, {
      payments: createPaymentGateway({ kind: 'test' }, database.db, () => NOW),
      dataKey: randomBytes(32),
      mailer,
      log: { info: () => undefined, error: (fields: unknown) => console.error(fields) },
      publicUrl: 'https://maplepack.example',
    });
    started = performance.now();
    const reports = await Promise.all(
      Array.from({ length: runners }, () => runtime.engine(database.db).run(NOW)),
    );
    const passSeconds = seconds(started);
    started = performance.now();
    await runtime.sendMail(NOW);
    const mailSeconds = seconds(started);

    const charged = reports.reduce((sum, report) => sum + report.charged.length, 0);
    const failed = reports.reduce((sum, report) => sum + report.failed.length, 0);
    const errors = reports.flatMap((report) => report.skipped).filter((s) => s.why.startsWith('error'));
    // The seeded demo plan is due that day too.
    const expected = plans + 1;
    console.log(
      `renewals: ${plans.toLocaleString('en-CA')} plans due at once, ${runners} runner${runners > 1 ? 's' : ''}, ${database.kind}${database.kind === 'pglite' ? ' (in memory)' : ''}`,
    );
    console.log(`  plans inserted            ${insertSeconds.toFixed(1)} s`);
    console.log(
      `  renewal pass              ${passSeconds.toFixed(1)} s   ${(charged / passSeconds).toFixed(1)} renewals/s   (${charged} charged, ${failed} failed, ${errors.length} errors)`,
    );
    console.log(
      `  outbox sent               ${mailSeconds.toFixed(1)} s   ${(mailer.sent.length / mailSeconds).toFixed(1)} e-mails/s   (${mailer.sent.length} e-mails)`,
    );
    console.log(
      `  pass and outbox           ${(charged / (passSeconds + mailSeconds)).toFixed(1)} renewals/s`,
    );
    if (charged !== expected || failed !== 0 || errors.length > 0)
      throw new Error(
        `expected ${expected} renewals charged and none failed: ${JSON.stringify(errors.slice(0, 3))}`,
      );
  } finally {
    await database.close();
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
