import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { STAFF_ROLES } from '@maplepack/access';
import { loadConfig } from './config';
import { openConfiguredDatabase, prepareDatabase } from './db/prepare-database';
import { loadDataKey } from './security/data-key';
import { createStaff } from './services/admin/staff-accounts';

const USAGE = `usage: maplepack admin create-staff --email E --role R [--name N] (roles: ${STAFF_ROLES.join(', ')})`;

function fail(message: string, code: number): void {
  process.stderr.write(`maplepack: ${message}\n`);
  process.exitCode = code;
}

/**
 * `node apps/api/dist/admin.cjs create-staff --email E --role R [--name N]` (what `npx maplepack
 * admin create-staff` runs): adds a staff member to the shop's database (DATABASE_URL, else the
 * embedded one) and prints, once, as JSON: id, email, role, a generated password, the TOTP secret and
 * its otpauth:// address, and 10 recovery codes. Exit 0 when created, 2 for bad input (an e-mail
 * already used, an unknown role), 1 when the database could not be reached.
 */
async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      args: process.argv.slice(2),
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
  }
  if (args.positionals.length !== 1 || args.positionals[0] !== 'create-staff') return fail(USAGE, 2);
  const { email, role, name } = args.values;
  if (email === undefined || role === undefined) return fail(`--email and --role are required.\n${USAGE}`, 2);
  if (!(STAFF_ROLES as readonly string[]).includes(role))
    return fail(`"${role}" is not a role; roles: ${STAFF_ROLES.join(', ')}.`, 2);
  const loaded = loadConfig(process.env, process.cwd());
  if (!loaded.ok) return fail(loaded.message, 2);
  const { config } = loaded;
  const dataKey = loadDataKey({ dataKey: config.dataKey, dataDir: config.dataDir });
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database, { seed: 'if-empty', now: new Date() });
    const result = await createStaff(
      database.db,
      { dataKey, randomBytes, now: new Date() },
      { email, role: role as (typeof STAFF_ROLES)[number], ...(name === undefined ? {} : { name }) },
    );
    if (!result.ok) return fail(result.message, 2);
    const { id, role: created, password, totp_secret, totp_uri, recovery_codes } = result.staff;
    process.stdout.write(
      `${JSON.stringify({ id, email: result.staff.email, role: created, name: result.staff.name, password, totp_secret, totp_uri, recovery_codes }, null, 2)}\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`maplepack: the staff member could not be created: ${message}\n`);
  process.exitCode = 1;
});
