import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Command } from 'commander';

/** The API's admin bundle: the CLI runs the API's own build against the shop's database (as `renewals`). */
function adminBundle(): string {
  // From apps/cli/dist/maplepack.cjs (the built command) to apps/api/dist/admin.cjs.
  return path.resolve(__dirname, '..', '..', 'api', 'dist', 'admin.cjs');
}

/** `maplepack admin create-staff --email E --role R [--name N]` (issue 18). */
export function registerAdmin(program: Command): void {
  const admin = program.command('admin').description('The back office, for operators.');
  admin
    .command('create-staff')
    .description(
      'Create a back-office staff member in the shop database (DATABASE_URL, else the embedded one under DATA_DIR, default data). Prints once, as JSON, { id, email, role, name, password, totp_secret, totp_uri, recovery_codes }: a generated password, the two-factor secret for an authenticator app, and 10 one-time recovery codes; none of them can be shown again. An e-mail already used or an unknown role exits 2. With the embedded database, stop the server first: PGlite serves one process.',
    )
    .requiredOption('--email <email>', "the staff member's e-mail (their sign-in)")
    .requiredOption('--role <role>', 'owner, support, fulfilment, catalogue or pharmacist')
    .option('--name <name>', 'the name shown in the back office and the audit log')
    .action((options: { email: string; role: string; name?: string }) => {
      const bundle = adminBundle();
      if (!existsSync(bundle)) {
        process.stderr.write(
          'maplepack: the API is not built yet: run `npx nx run api:build` (or `npm start`) first.\n',
        );
        process.exitCode = 1;
        return;
      }
      const args = [
        bundle,
        'create-staff',
        '--email',
        options.email,
        '--role',
        options.role,
        ...(options.name === undefined ? [] : ['--name', options.name]),
      ];
      const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
      process.exitCode = result.status ?? 1;
    });
}
