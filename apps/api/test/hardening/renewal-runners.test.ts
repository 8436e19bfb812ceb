import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare-database';
import { paymentMethods } from '../../src/db/schema/payments';
import { inArray } from 'drizzle-orm';
import { TEST_NOW } from '../support/build-test-app';
import {
  insertSubscribers,
  renewalAddressAt,
  standardLine,
  type Subscriber,
} from '../support/renewal-fixtures';

/*
 * Issue 14, exactly once at any scale, with the real `maplepack renewals run` (the built bundle):
 * two runners started at the same moment on one database share the due plans and charge each
 * once; a runner killed with SIGKILL mid-pass and run again leaves no plan charged twice and none
 * missed. It needs a real PostgreSQL (CI runs the API suite again with DATABASE_URL): the
 * embedded database is one process's own.
 */

const adminUrl = process.env['DATABASE_URL'];
const onPostgres = adminUrl === undefined || adminUrl === '' ? describe.skip : describe;
const root = path.resolve(__dirname, '..', '..', '..', '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const NOW = '2026-12-17T09:00:00Z';
const GOOD = 300;
const DECLINING = 20;

jest.setTimeout(600_000);

interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

interface Report {
  due: number;
  charged: { subscriptionId: number }[];
  failed: { subscriptionId: number; attempt: number }[];
}

onPostgres('renewal runners on one PostgreSQL database', () => {
  let dist = '';
  let dataDir = '';
  const databases: string[] = [];

  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'maplepack-renewals-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'maplepack-renewals-data-'));
    const built = spawnSync(process.execPath, [path.join(root, 'apps', 'api', 'build.mjs'), dist], {
      cwd: root,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`API build failed: ${built.stderr}`);
  }, 180_000);

  afterAll(async () => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * A fresh, migrated and seeded database with GOOD plans on a working card and DECLINING on a card
   * that declines, all due on or before NOW (spread over December 1–17).
   */
  async function freshShop(): Promise<{ url: string; good: Subscriber[]; declining: Subscriber[] }> {
    const name = `maplepack_renewals_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databases.push(name);
    const target = new URL(adminUrl ?? '');
    target.pathname = `/${name}`;
    const url = target.toString();
    const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    try {
      await prepareDatabase(handle, { seed: 'always', now: TEST_NOW });
      const specs = Array.from({ length: GOOD + DECLINING }, (_, index) => ({
        nextPaymentDate: `2026-12-${String(1 + (index % 17)).padStart(2, '0')}`,
        address: renewalAddressAt(index),
        lines: [standardLine(2401), ...(index % 2 === 0 ? [standardLine(2101)] : [])],
      }));
      const subs = await insertSubscribers(handle.db, specs, {
        tag: 'runner',
        startDate: '2026-11-21',
        now: TEST_NOW,
      });
      const declining = subs.slice(GOOD);
      await handle.db
        .update(paymentMethods)
        .set({ last4: '0341' })
        .where(
          inArray(
            paymentMethods.providerMethodId,
            declining.map((sub) => sub.providerMethodId),
          ),
        );
      return { url, good: subs.slice(0, GOOD), declining };
    } finally {
      await handle.close();
    }
  }

  function runner(url: string): { child: ChildProcess; done: Promise<RunResult> } {
    const child = spawn(process.execPath, [path.join(dist, 'renewals.cjs'), 'run', '--now', NOW], {
      cwd: root,
      env: {
        PATH: process.env['PATH'] ?? '',
        NODE_PATH: path.join(root, 'node_modules'),
        DATABASE_URL: url,
        DATA_KEY: '11'.repeat(32),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const done = new Promise<RunResult>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
    );
    return { child, done };
  }

  const reportOf = (result: RunResult): Report => {
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
    return JSON.parse(result.stdout) as Report;
  };

  /** What the database says was done for the renewals of NOW's periods. */
  async function ledger(url: string) {
    const db = new Client({ connectionString: url });
    await db.connect();
    try {
      const orders = await db.query<{ subscription_id: number; renewal_period: string; n: string }>(
        `select subscription_id, renewal_period, count(*) as n from orders
          where renewal_period is not null group by subscription_id, renewal_period`,
      );
      const charges = await db.query<{ key: string; body: { result: { ok: boolean } } }>(
        `select key, response_body as body from idempotency_keys
          where scope = 'test-gateway:charge' and key like 'renewal-%'`,
      );
      const open = await db.query<{ id: number }>(
        `select id from subscriptions where renewal is not null and status = 'active'`,
      );
      const paid = new Map<number, number>();
      const attempts = new Map<number, number>();
      for (const row of charges.rows) {
        const id = Number(row.key.split('-')[1]);
        attempts.set(id, (attempts.get(id) ?? 0) + 1);
        if (row.body.result.ok) paid.set(id, (paid.get(id) ?? 0) + 1);
      }
      return {
        ordersPerPeriod: orders.rows.map((row) => Number(row.n)),
        orderedPlans: new Set(orders.rows.map((row) => row.subscription_id)),
        paid,
        attempts,
        /** Renewals opened but never charged: what a crash must not leave behind. */
        openActive: open.rows.map((row) => row.id),
      };
    } finally {
      await db.end();
    }
  }

  function expectEachOnce(
    book: Awaited<ReturnType<typeof ledger>>,
    good: readonly Subscriber[],
    declining: readonly Subscriber[],
  ) {
    // One renewal order per (plan, period), for every due plan.
    expect(book.ordersPerPeriod.filter((n) => n !== 1)).toEqual([]);
    const missed = [...good, ...declining].filter((sub) => !book.orderedPlans.has(sub.subscriptionId));
    expect(missed.map((sub) => sub.subscriptionId)).toEqual([]);
    // Every working card charged once; no plan paid twice; each declining card tried once.
    expect(
      good.filter((sub) => book.paid.get(sub.subscriptionId) !== 1).map((s) => s.subscriptionId),
    ).toEqual([]);
    expect([...book.paid.values()].filter((n) => n !== 1)).toEqual([]);
    expect(
      declining
        .filter((sub) => book.paid.has(sub.subscriptionId) || book.attempts.get(sub.subscriptionId) !== 1)
        .map((sub) => sub.subscriptionId),
    ).toEqual([]);
    expect(book.openActive).toEqual([]);
  }

  it('two runners started together charge every due plan exactly once between them', async () => {
    const { url, good, declining } = await freshShop();
    const [first, second] = await Promise.all([runner(url).done, runner(url).done]);
    const reports = [reportOf(first), reportOf(second)];
    const charged = reports.flatMap((report) => report.charged.map((c) => c.subscriptionId));
    // Each plan in one report only, and every working card's plan in one of them.
    expect(charged.length).toBe(new Set(charged).size);
    const ours = new Set(good.map((sub) => sub.subscriptionId));
    expect(charged.filter((id) => ours.has(id)).length).toBe(GOOD);
    const failed = reports.flatMap((report) => report.failed.map((f) => f.subscriptionId));
    expect(failed.sort((a, b) => a - b)).toEqual(
      declining.map((sub) => sub.subscriptionId).sort((a, b) => a - b),
    );
    expectEachOnce(await ledger(url), good, declining);
    process.stdout.write(
      `two runners: ${reports.map((report) => report.charged.length).join(' + ')} charges\n`,
    );
  });

  it('a runner killed with SIGKILL mid-pass, run again, leaves 0 double charges and 0 renewals missed', async () => {
    const { url, good, declining } = await freshShop();
    const watcher = new Client({ connectionString: url });
    await watcher.connect();
    const count = async (query: string) => Number((await watcher.query(query)).rows[0].count);
    const charges = () =>
      count(
        `select count(*) from idempotency_keys where scope = 'test-gateway:charge' and key like 'renewal-%'`,
      );
    const orders = () => count(`select count(*) from orders where renewal_period is not null`);

    /** Starts a runner and kills it once `enough` says so (or lets it finish); answers the counts then. */
    async function killWhen(enough: () => Promise<boolean>) {
      const run = runner(url);
      let exited = false;
      void run.done.then(() => (exited = true));
      while (!exited && !(await enough())) await sleep(20);
      run.child.kill('SIGKILL');
      const result = await run.done;
      return { signal: result.signal, orders: await orders(), charges: await charges() };
    }

    // Killed while it opens the renewals (orders made, nothing charged yet), then while it charges.
    const opening = await killWhen(async () => (await orders()) >= 50);
    const charging = await killWhen(async () => (await charges()) >= 40);
    await watcher.end();
    expect(opening.signal).toBe('SIGKILL');
    expect(charging.signal).toBe('SIGKILL');
    expect(opening.orders).toBeLessThan(GOOD + DECLINING + 1);
    expect(charging.charges).toBeGreaterThan(0);
    expect(charging.charges).toBeLessThan(GOOD + DECLINING);

    reportOf(await runner(url).done);
    expectEachOnce(await ledger(url), good, declining);
    process.stdout.write(
      `killed at ${opening.orders} orders/${opening.charges} charges, then at ${charging.charges} charges; the last run did the rest\n`,
    );
  });
});
