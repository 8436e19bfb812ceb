import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { z } from 'zod';

const bin = path.join(__dirname, '..', 'bin', 'maplepack.cjs');

const reportSchema = z.strictObject({
  now: z.string(),
  due: z.number().int().nonnegative(),
  charged: z.array(z.strictObject({ subscriptionId: z.number(), orderId: z.number(), total: z.string() })),
  failed: z.array(
    z.strictObject({
      subscriptionId: z.number(),
      orderId: z.number(),
      attempt: z.number(),
      message: z.string(),
    }),
  ),
  onHold: z.array(z.number()),
  reminded: z.array(z.number()),
  skipped: z.array(z.strictObject({ subscriptionId: z.number(), why: z.string() })),
});

let dataDir: string;

/** `maplepack renewals run …` on an embedded database of its own (DATA_DIR), as an operator runs it. */
function renewals(args: readonly string[]) {
  const result = spawnSync(process.execPath, [bin, 'renewals', 'run', ...args], {
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '', TZ: 'UTC', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Each run opens, migrates (the first time) and seeds the embedded database: seconds each.
jest.setTimeout(300_000);

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'maplepack-renewals-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('maplepack renewals run', () => {
  it('runs a pass on the demo shop, prints the report, and charges nothing twice for the same --now', () => {
    // A new embedded database is seeded with the demo plan renewing 26 days from today (the clock).
    const now = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const dry = renewals(['--now', now, '--dry-run']);
    expect(dry.stderr).toBe('');
    expect(dry.status).toBe(0);
    const wouldBe = reportSchema.parse(JSON.parse(dry.stdout));
    expect(wouldBe.now).toBe(now);
    expect(wouldBe.charged.length).toBeGreaterThan(0);

    const first = reportSchema.parse(JSON.parse(renewals(['--now', now]).stdout));
    expect(first.charged.map((c) => c.subscriptionId)).toEqual(wouldBe.charged.map((c) => c.subscriptionId));
    const second = reportSchema.parse(JSON.parse(renewals(['--now', now]).stdout));
    expect(second.charged).toEqual([]);
    expect(second.due).toBe(0);
  });

  it.each([
    [['--now', '2026-02-30T09:00:00Z'], /--now must be an ISO-8601 date or instant that exists/],
    [['--now', 'tomorrow'], /--now must be an ISO-8601/],
    [['--later'], /unknown option/],
  ])('refuses %j with exit 2 and one line naming the problem', (args, message) => {
    const result = renewals(args);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
  });
});
