import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/*
 * Issue 11: SIGKILL during a burst of checkouts on PostgreSQL left orders pending and one charged
 * but still pending, and nobody may ever retry them. This kills the real server mid-burst,
 * restarts it, and checks that its start-up reconciliation leaves 0 orders in flight and every
 * charge matched to a paid order. It needs a real PostgreSQL (CI runs the API suite again with
 * DATABASE_URL); on the embedded database a killed process is not a case the shop serves.
 */

const adminUrl = process.env['DATABASE_URL'];
const onPostgres = adminUrl === undefined || adminUrl === '' ? describe.skip : describe;
const root = path.resolve(__dirname, '..', '..', '..', '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

onPostgres('a crash during checkouts', () => {
  const name = `maplepack_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dist = mkdtempSync(path.join(tmpdir(), 'maplepack-crash-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}/api/v1`;
  let databaseUrl = '';
  let db: Client;
  let server: ChildProcess | null = null;

  beforeAll(async () => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(adminUrl ?? '');
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    const built = spawnSync(process.execPath, [path.join(root, 'apps', 'api', 'build.mjs'), dist], {
      cwd: root,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`API build failed: ${built.stderr}`);
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    await db?.end();
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dist, { recursive: true, force: true });
  });

  async function start(): Promise<void> {
    server = spawn(process.execPath, [path.join(dist, 'main.cjs')], {
      cwd: root,
      env: {
        PATH: process.env['PATH'] ?? '',
        NODE_PATH: path.join(root, 'node_modules'),
        DATABASE_URL: databaseUrl,
        DATA_KEY: '11'.repeat(32),
        HOST: '127.0.0.1',
        PORT: String(port),
        WEB_DIST: path.join(dist, 'no-web-app'),
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'loopback',
        // The smallest allowed: an order is in flight for as long as its Idempotency-Key is held (60 s).
        RECONCILE_AFTER_SECONDS: '60',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => {
      stderr = `${stderr}${chunk.toString('utf8')}`.slice(-4000);
    });
    // A fresh database is migrated and seeded first; beside the rest of the suite on a 2-core machine
    // that has taken over a minute.
    for (let waited = 0; waited < 150_000; waited += 250) {
      const health = await fetch(`${base}/health`).catch(() => null);
      if (health?.status === 200) return;
      if (server.exitCode !== null) break;
      await sleep(250);
    }
    throw new Error(`the API did not start (exit code ${String(server.exitCode)}): ${stderr}`);
  }

  /** One guest checkout: a saved test card, then the order with its own Idempotency-Key. */
  async function checkout(n: number, burst: number): Promise<number> {
    const email = `crash${burst}-${n}@example.ca`;
    const headers = {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${burst}.${Math.floor(n / 200)}.${n % 200}`,
    };
    const saved = await fetch(`${base}/stripe/customer/create`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ token: 'tok_visa', email }),
    });
    const card = (await saved.json()) as { id: string; card: { id: string } };
    const body = {
      billing: {
        first_name: 'Cy',
        last_name: 'Rash',
        address_1: '150 Elgin Street',
        city: 'Ottawa',
        postcode: 'K2P 1L4',
        email,
      },
      shipping: {
        first_name: 'Cy',
        last_name: 'Rash',
        address_1: '150 Elgin Street',
        city: 'Ottawa',
        postcode: 'K2P 1L4',
      },
      line_items: [
        {
          product_id: 2401,
          meta_data: [
            { key: 'am_dose', value: 1 },
            { key: 'pm_dose', value: 1 },
          ],
        },
      ],
      payment_details: { customer_id: card.id, card_id: card.card.id },
    };
    const order = await fetch(`${base}/orders`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `crash-${burst}-${n}` },
      body: JSON.stringify(body),
    });
    return order.status;
  }

  const pending = async () =>
    Number((await db.query(`select count(*) from orders where status = 'pending'`)).rows[0].count);

  it('leaves 0 orders in flight and every charge matched to a paid order after a restart', async () => {
    let inFlight = 0;
    for (let burst = 1; burst <= 4 && inFlight === 0; burst += 1) {
      await start();
      const requests = Array.from({ length: 40 }, (_, n) => checkout(n, burst).catch(() => 0));
      // Kill the server the moment the database holds an order in flight (waiting for the first
      // response instead left the kill to timing: some runs killed before any order was written).
      const settled = Promise.all(requests).then(() => true);
      let done = false;
      void settled.then(() => (done = true));
      while (!done && (await pending()) === 0) await sleep(2);
      server?.kill('SIGKILL');
      await Promise.all(requests);
      await sleep(500);
      inFlight = await pending();
    }
    expect(inFlight).toBeGreaterThan(0);

    // A killed checkout's key is held for 60 s; then its order counts as abandoned.
    await sleep(62_000);
    await start();
    for (let waited = 0; waited < 30_000 && (await pending()) > 0; waited += 250) await sleep(250);
    expect(await pending()).toBe(0);

    const charges = await db.query(
      `select key, response_body -> 'result' ->> 'ok' as ok from idempotency_keys where scope = 'test-gateway:charge' and key like 'order-%'`,
    );
    const paid = await db.query(
      `select id, set_paid, status, total_cents - balance_due_cents as due from orders`,
    );
    const orderById = new Map(
      paid.rows.map((row: { id: number; set_paid: boolean; status: string; due: number }) => [row.id, row]),
    );
    for (const charge of charges.rows as { key: string; ok: string }[]) {
      if (charge.ok !== 'true') continue;
      const order = orderById.get(Number(charge.key.slice('order-'.length)));
      expect({ key: charge.key, status: order?.status, paid: order?.set_paid }).toEqual({
        key: charge.key,
        status: 'processing',
        paid: true,
      });
    }
    const chargedKeys = new Set(
      (charges.rows as { key: string; ok: string }[])
        .filter((row) => row.ok === 'true')
        .map((row) => row.key),
    );
    for (const order of orderById.values()) {
      if (order.status === 'processing' && order.due >= 50)
        expect(chargedKeys.has(`order-${order.id}`)).toBe(true);
    }
    server?.kill('SIGTERM');
  }, 300_000);
});
