import { type ServerRender } from '../../src/web/server-render';
import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { type PaymentsConfig } from '../../src/adapters/payments/create-gateway';
import { type Mailer } from '../../src/adapters/mail/interface';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare-database';
import { seedDemoStaff } from '../../src/db/seed/seed-demo-staff';

/** The fixed "now" of the API tests: a Saturday in November 2026, UTC. */
export const TEST_NOW = new Date('2026-11-21T15:00:00Z');
/** A fixed data key for tests; never used outside them. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7);

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file. Without DATABASE_URL: PGlite in memory. With it: a new
 * database on that server (created here, dropped on close), so test files never see each other's
 * rows and the server's own databases are left alone. The new database is a copy of the run's
 * migrated and seeded template when jest's globalSetup named one (tools/jest/pg-template-setup.js),
 * else it is empty and `seeded` is false.
 */
async function freshDatabase(): Promise<{
  handle: DatabaseHandle;
  seeded: boolean;
  drop: () => Promise<void>;
}> {
  const url = process.env['DATABASE_URL'];
  if (url === undefined || url === '') {
    const image = await seededImage();
    return {
      handle: await openDatabase({ kind: 'pglite', dataDir: null, image }),
      seeded: true,
      drop: async () => undefined,
    };
  }
  const template = process.env['MAPLEPACK_PG_TEMPLATE'];
  const name = `maplepack_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    if (template === undefined || template === '') await admin.query(`create database ${name}`);
    else {
      await seededTemplate(admin, url, template);
      await admin.query(`create database ${name} template ${template}`);
    }
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name), poolSize: 4 });
  return {
    handle,
    seeded: template !== undefined && template !== '',
    drop: async () => {
      const cleanup = new Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const databaseUrl = (serverUrl: string, name: string): string => {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
};

/** Any fixed number: the advisory lock that lets one test file at a time make the template. */
const TEMPLATE_LOCK = 7_340_211;

/**
 * Makes the run's template database once: the first file to take the lock migrates and seeds it
 * under another name and renames it when done, so a copy is never taken of a half-made template.
 * A template must have no connection open while it is copied; this one's are closed before the rename.
 */
async function seededTemplate(admin: Client, url: string, template: string): Promise<void> {
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount !== 0) return;
    const making = `${template}_making`;
    await admin.query(`drop database if exists ${making} with (force)`);
    await admin.query(`create database ${making}`);
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(url, making), poolSize: 1 });
    try {
      await prepareDatabase(handle, { seed: 'always', now: TEST_NOW });
    } finally {
      await handle.close();
    }
    await admin.query(`alter database ${making} rename to ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/**
 * Migrating and seeding PGlite takes 4–5 s; opening a copy of a seeded image takes a fraction of
 * that. The image is made once per jest worker and kept in the object the test environment shares
 * between the test files it runs (tools/jest/pglite-environment.js); every file still gets its own
 * database.
 */
function seededImage(): Promise<Blob> {
  const shared =
    (globalThis as { __PGLITE_SHARED__?: { seededImage?: Promise<Blob> } }).__PGLITE_SHARED__ ?? {};
  shared.seededImage ??= (async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await prepareDatabase(handle, { seed: 'always', now: TEST_NOW });
      if (handle.snapshot === undefined) throw new Error('PGlite handles take snapshots');
      return await handle.snapshot();
    } finally {
      await handle.close();
    }
  })();
  return shared.seededImage;
}

/** Builds the API on a fresh, migrated and seeded database, with a fixed clock and no cache. */
export async function buildTestApp(
  options: {
    now?: () => Date;
    cacheTtlMs?: number;
    payments?: PaymentsConfig;
    /** Outgoing mail; default an in-memory FakeMailer (adapters/mail/fake.ts). */
    mailer?: Mailer;
    randomBytes?: (size: number) => Buffer;
    /** A built web app to serve; default none (non-API paths answer a JSON 404). */
    webDist?: string;
    /** A built back office to serve under /admin; default none. */
    adminDist?: string;
    /** The web app's server render; default the one in webDist, if it has one. */
    serverRender?: ServerRender | null;
    /** The shop's public address; default http://localhost:3000. */
    publicUrl?: string;
    /** Proxies trusted for X-Forwarded-For; default loopback (see below). */
    trustedProxies?: readonly string[];
    /** Where help messages go; default the shop's contact address. */
    helpInbox?: string;
    /** The back office's demo staff (one per role, db/seed/seed-demo-staff.ts); default none. */
    demoStaff?: boolean;
    /** Minutes without a request before a staff session ends; default 30. */
    adminSessionIdleMinutes?: number;
  } = {},
): Promise<TestApp> {
  const { handle, seeded, drop } = await freshDatabase();
  // The embedded database comes seeded from its image, a server's from its template; else it is prepared here.
  if (!seeded) await prepareDatabase(handle, { seed: 'always', now: TEST_NOW });
  if (options.demoStaff === true)
    await seedDemoStaff(handle.db, { dataKey: TEST_DATA_KEY, randomBytes, now: TEST_NOW });
  const app = await buildApp({
    database: handle,
    dataKey: TEST_DATA_KEY,
    now: options.now ?? (() => TEST_NOW),
    cacheTtlMs: options.cacheTtlMs ?? 0,
    ...(options.payments === undefined ? {} : { payments: options.payments }),
    ...(options.mailer === undefined ? {} : { mailer: options.mailer }),
    ...(options.randomBytes === undefined ? {} : { randomBytes: options.randomBytes }),
    ...(options.webDist === undefined ? {} : { webDist: options.webDist }),
    ...(options.serverRender === undefined ? {} : { serverRender: options.serverRender }),
    ...(options.adminDist === undefined ? {} : { adminDist: options.adminDist }),
    ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }),
    ...(options.helpInbox === undefined ? {} : { helpInbox: options.helpInbox }),
    ...(options.adminSessionIdleMinutes === undefined
      ? {}
      : { adminSessionIdleMinutes: options.adminSessionIdleMinutes }),
    // Tests play a proxy on loopback in front of the server, so X-Forwarded-For picks each request's client IP.
    trustedProxies: options.trustedProxies ?? ['loopback'],
  });
  await app.ready();
  return {
    app,
    database: handle,
    close: async () => {
      await app.close();
      // A test may have closed the database itself (the health test's "database gone").
      await handle.close().catch(() => undefined);
      await drop();
    },
  };
}
