import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { lockEmbeddedDatabase } from './embedded-lock';

/** The Drizzle database every repository takes: the same type for PGlite and a real PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Where the data lives: a PostgreSQL server, or PGlite in a folder (null: in memory, for tests). */
export type DatabaseLocation =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** An idle connection the server closed (restart, failover, a terminated backend). */
      onConnectionError?: (error: Error) => void;
    }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** Starts in memory from an image `snapshot()` wrote: the tests' migrated, seeded database in ms. */
      image?: Blob;
    };

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseLocation['kind'];
  /** Says where the data is without the password, for the start-up log line. */
  description: string;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /**
   * How the job queue (pg-boss) reaches the same database: its own pool on a server, or the one
   * embedded PGlite connection (pg-boss's custom `db` adapter; PGlite runs one statement at a time).
   */
  jobQueue: { connectionString: string } | { executeSql: JobQueueSql };
  /** Applies the migrations in `folder` that have not run yet. */
  migrate(folder: string): Promise<void>;
  /** An image of an embedded database's files, to open copies of it (`image`); PGlite only. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/** pg-boss's database adapter: a statement with parameters, or several without. */
export type JobQueueSql = (
  text: string,
  values?: unknown[],
) => Promise<{ rows: unknown[]; rowCount: number }>;

/** The URL without its password, safe for a log line. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres (unparsable URL)';
  }
}

/** Opens the database; the caller closes it. Never migrates by itself. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    // A bounded connect timeout, so health answers 503 instead of hanging when the server is gone.
    const pool = new Pool({
      connectionString: location.url,
      max: location.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle connection can fail while no query holds it (the server restarted, an admin ended
    // it): the pool drops it and the next query opens another. Without a listener Node would throw
    // the pool's 'error' event and stop the whole process.
    pool.on('error', (error) => location.onConnectionError?.(error));
    const db = drizzleNodePg({ client: pool });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      description: describeDatabaseUrl(location.url),
      ping: async () => void (await pool.query('select 1')),
      jobQueue: { connectionString: location.url },
      migrate: (migrationsFolder) => migrateNodePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let unlock = (): void => undefined;
  if (location.dataDir !== null) {
    // PGlite creates only the last folder of its path.
    mkdirSync(path.dirname(location.dataDir), { recursive: true });
    unlock = lockEmbeddedDatabase(location.dataDir);
  }
  let client: PGlite;
  try {
    client =
      location.dataDir !== null
        ? new PGlite(location.dataDir)
        : location.image === undefined
          ? new PGlite()
          : new PGlite({ loadDataDir: location.image });
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    description: location.dataDir === null ? 'PGlite in memory' : `PGlite in ${location.dataDir}`,
    ping: async () => void (await db.execute(sql`select 1`)),
    jobQueue: {
      // pg-boss sends its schema as one multi-statement script without parameters: PGlite runs those
      // with exec, and single parameterised statements with query.
      executeSql: async (text, values) => {
        if (values === undefined || values.length === 0) {
          const results = await client.exec(text);
          const last = results[results.length - 1];
          return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
        }
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      },
    },
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    snapshot: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
