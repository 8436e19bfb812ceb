import { loadConfig } from './config';
import { openConfiguredDatabase, prepareDatabase } from './db/prepare-database';

/**
 * `node apps/api/dist/seed.cjs` (what `npx maplepack seed` runs): opens the configured database,
 * migrates and seeds, and prints what was inserted as JSON. Seeding twice inserts nothing.
 */
async function main(): Promise<void> {
  const loaded = loadConfig(process.env, process.cwd());
  if (!loaded.ok) {
    process.stderr.write(`maplepack: ${loaded.message}\n`);
    process.exitCode = 2;
    return;
  }
  const database = await openConfiguredDatabase(loaded.config);
  try {
    const inserted = await prepareDatabase(database, { seed: 'always', now: new Date() });
    process.stdout.write(`${JSON.stringify({ database: database.description, inserted }, null, 2)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`maplepack: seeding failed: ${message}\n`);
  process.exitCode = 1;
});
