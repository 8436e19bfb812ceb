import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { Secret, TOTP } from 'otpauth';
import { z } from 'zod';

const bin = path.join(__dirname, '..', 'bin', 'maplepack.cjs');

const createdSchema = z.strictObject({
  id: z.number().int().positive(),
  email: z.string(),
  role: z.string(),
  name: z.string(),
  password: z.string().min(20),
  totp_secret: z.string().regex(/^[A-Z2-7]{32}$/),
  totp_uri: z.string().startsWith('otpauth://totp/'),
  recovery_codes: z.array(z.string().regex(/^[a-z2-9]{5}-[a-z2-9]{5}$/)).length(10),
});

let dataDir: string;

/** `maplepack admin create-staff …` on an embedded database of its own (DATA_DIR), as an operator runs it. */
function createStaff(args: readonly string[]) {
  const result = spawnSync(process.execPath, [bin, 'admin', 'create-staff', ...args], {
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '', TZ: 'UTC', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// The first run opens, migrates and seeds the embedded database: seconds.
jest.setTimeout(300_000);

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'maplepack-admin-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('maplepack admin create-staff', () => {
  it('creates the staff member and prints the credentials once, as JSON', () => {
    const result = createStaff(['--email', 'Lea@Example.ca', '--role', 'support', '--name', 'Léa Roy']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const created = createdSchema.parse(JSON.parse(result.stdout));
    expect(created).toMatchObject({ email: 'lea@example.ca', role: 'support', name: 'Léa Roy' });
    expect(new Set(created.recovery_codes).size).toBe(10);
    // The secret is one an authenticator app can use.
    const totp = new TOTP({ secret: Secret.fromBase32(created.totp_secret) });
    expect(totp.generate()).toMatch(/^\d{6}$/);
    expect(created.totp_uri).toContain(`secret=${created.totp_secret}`);
  });

  it.each([
    [['--email', 'LEA@example.ca', '--role', 'owner'], /already exists/],
    [['--email', 'sam@example.ca', '--role', 'janitor'], /"janitor" is not a role; roles: owner, support/],
    [['--email', 'not-an-email', '--role', 'owner'], /is not an e-mail address/],
  ])('refuses %j with exit 2 and one line naming the problem', (args, message) => {
    const result = createStaff(args);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
  });
});
