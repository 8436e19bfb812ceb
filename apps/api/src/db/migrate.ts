import path from 'node:path';
import { type DatabaseHandle } from './client';

/**
 * The generated migrations: beside this file in the sources (src/db/migrations), and copied beside
 * the bundle by the build (dist/migrations), where `__dirname` points once bundled.
 */
export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

/** Brings the schema up to date. Safe to run on every start: applied migrations are skipped. */
export async function migrateDatabase(
  handle: DatabaseHandle,
  folder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  await handle.migrate(folder);
}
