import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Command } from 'commander';

/** The API's renewal bundle: the CLI runs the API's own build against the shop's database (as `seed`). */
function renewalsBundle(): string {
  // From apps/cli/dist/maplepack.cjs (the built command) to apps/api/dist/renewals.cjs.
  return path.resolve(__dirname, '..', '..', 'api', 'dist', 'renewals.cjs');
}

/** `maplepack renewals run [--now ISO-8601] [--dry-run]` (CONTRACTS §1). */
export function registerRenewals(program: Command): void {
  const renewals = program.command('renewals').description('The renewal engine, for operators and tests.');
  renewals
    .command('run')
    .description(
      'Run one renewal pass against the shop database (DATABASE_URL, else the embedded one under DATA_DIR, default data): charge the plans that are due, retry failed payments that are due, send the reminders, then the e-mails. Prints { now, due, charged, failed, onHold, reminded, skipped } as JSON. Running it twice for the same --now charges nothing the second time. With the embedded database, stop the server first: PGlite serves one process.',
    )
    .option('--now <instant>', 'run as of this ISO-8601 instant or day (default: the clock)')
    .option('--dry-run', 'charge, write and send nothing; report what a pass would do')
    .action((options: { now?: string; dryRun?: boolean }) => {
      const bundle = renewalsBundle();
      if (!existsSync(bundle)) {
        process.stderr.write(
          'maplepack: the API is not built yet: run `npx nx run api:build` (or `npm start`) first.\n',
        );
        process.exitCode = 1;
        return;
      }
      const args = [
        bundle,
        'run',
        ...(options.now === undefined ? [] : ['--now', options.now]),
        ...(options.dryRun === true ? ['--dry-run'] : []),
      ];
      const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
      process.exitCode = result.status ?? 1;
    });
}
