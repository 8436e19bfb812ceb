import path from 'node:path';
import { count } from 'drizzle-orm';
import { type AppConfig } from '../config';
import { openDatabase, type DatabaseHandle, type Db } from './client';
import { migrateDatabase } from './migrate';
import { products } from './schema/catalogue';
import { seedMissingFrench } from './seed/seed-catalogue';
import { seedDatabase, type SeedReport } from './seed/seed-database';
import { seedMissingPageFrench } from './seed/seed-pages';

/** The embedded database's folder inside the data folder. */
export const PGLITE_FOLDER = 'pglite';

/** Opens the configured database: PostgreSQL at DATABASE_URL, else PGlite under `data/`. */
export function openConfiguredDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  onConnectionError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  return config.databaseUrl !== null
    ? openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        ...(onConnectionError === undefined ? {} : { onConnectionError }),
      })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, PGLITE_FOLDER) });
}

/**
 * Migrates, then seeds: always for `maplepack seed`, and at start-up only when the catalogue is
 * empty (a new database), so products or coupons an operator deleted do not come back on restart.
 * A database seeded before the French existed gets the French texts still blank at start-up.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seed: 'always' | 'if-empty'; now: Date },
): Promise<SeedReport | null> {
  await migrateDatabase(handle);
  if (options.seed === 'if-empty') {
    const [row] = await handle.db.select({ total: count() }).from(products);
    if ((row?.total ?? 0) > 0) {
      await handle.db.transaction(async (tx) => {
        await seedMissingFrench(tx as unknown as Db);
        await seedMissingPageFrench(tx as unknown as Db);
      });
      return null;
    }
  }
  return seedDatabase(handle.db, options.now);
}
