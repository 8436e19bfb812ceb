import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Command } from 'commander';

/**
 * The API's seed bundle. The CLI does not bundle the database code (native argon2, PGlite's wasm):
 * it runs the API's own build, which opens the same database the server uses.
 */
function seedBundle(): string {
  // From apps/cli/dist/maplepack.cjs (the built command) to apps/api/dist/seed.cjs.
  return path.resolve(__dirname, '..', '..', 'api', 'dist', 'seed.cjs');
}

/** `maplepack seed`: migrates and seeds the database (DATABASE_URL, or the embedded one under data/). */
export function registerSeed(program: Command): void {
  program
    .command('seed')
    .description(
      'Migrate and seed the shop database: DATABASE_URL when set, else the embedded PGlite database under data/. Idempotent: a second run inserts nothing. Prints the rows inserted as JSON.',
    )
    .action(() => {
      const bundle = seedBundle();
      if (!existsSync(bundle)) {
        process.stderr.write(
          'maplepack: the API is not built yet: run `npx nx run api:build` (or `npm start`) first.\n',
        );
        process.exitCode = 1;
        return;
      }
      const result = spawnSync(process.execPath, [bundle], { stdio: 'inherit', env: process.env });
      process.exitCode = result.status ?? 1;
    });
}
