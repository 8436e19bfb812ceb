import path from 'node:path';
import { readdirSync } from 'node:fs';
import { PRICE_EXAMPLE, tempFolder } from './fixtures';
import { runCli } from './run-cli';

// CONTRACTS §1 `maplepack test DIR`: runs every case file in DIR, prints one line per failing case
// and `N passed, N failed`; exits 1 when any fails.

const examples = path.join(__dirname, '..', 'examples');
const countCases = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true, recursive: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith('.json'),
  ).length;

const walkInput = {
  today: '2026-11-21',
  answers: { name: 'Ann', consent: false },
};

describe('maplepack test DIR', () => {
  it('passes the example suite of apps/cli/examples, counting every case file', () => {
    const total = countCases(examples);
    expect(total).toBeGreaterThanOrEqual(10);
    const result = runCli(['test', examples]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(`${total} passed, 0 failed\n`);
    expect(result.status).toBe(0);
  });

  it('names each failing case with the field, expected and actual, and exits 1', () => {
    const { dir, write } = tempFolder('maplepack-suite-');
    write('a-price-ok.json', { command: 'price', input: PRICE_EXAMPLE, expect: { total: '19.89' } });
    write('b-price-wrong.json', { command: 'price', input: PRICE_EXAMPLE, expect: { total: '20.00' } });
    write('c-walk-wrong.json', {
      command: 'walk',
      input: walkInput,
      expect: { end: 'submit', at: 'exit_consent_declined' },
    });
    write('d-walk-ok.json', { command: 'walk', input: walkInput, expect: { end: 'exit' } });
    write('e-recommend-refused.json', {
      command: 'recommend',
      input: { ...walkInput, loggedin: true },
      expect: { recommendedTier: null },
    });
    write('f-expects-error.json', {
      command: 'recommend',
      input: { ...walkInput, loggedin: true },
      expect: { error: { message: 'loggedin: unknown field (did you mean loggedIn?)' } },
    });
    write('g-coupon-array.json', {
      command: 'price',
      input: PRICE_EXAMPLE,
      expect: { coupons: [{ status: 'applied' }, { status: 'applied' }] },
    });
    const result = runCli(['test', dir]);
    expect(result.status).toBe(1);
    const lines = result.stdout.trim().split('\n');
    const name = (file: string) => path.relative(process.cwd(), path.join(dir, file));
    expect(lines).toEqual([
      `FAIL ${name('b-price-wrong.json')}: total: expected "20.00", got "19.89"`,
      `FAIL ${name('c-walk-wrong.json')}: end: expected "submit", got "exit"`,
      expect.stringMatching(
        new RegExp(
          `^FAIL ${name('e-recommend-refused.json')}: recommend refused the input: loggedin: unknown field`,
        ),
      ),
      expect.stringMatching(new RegExp(`^FAIL ${name('g-coupon-array.json')}: coupons: expected `)),
      '3 passed, 4 failed',
    ]);
  });

  it('reports a bad case file as a failing case, naming what is wrong', () => {
    const { dir, write } = tempFolder('maplepack-suite-bad-');
    write('not-json.json', '{ "command": ');
    write('unknown-command.json', { command: 'lint', input: {}, expect: {} });
    write('misspelt-key.json', { command: 'price', input: PRICE_EXAMPLE, expected: { total: '19.89' } });
    const result = runCli(['test', dir]);
    expect(result.status).toBe(1);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      /^FAIL .*misspelt-key\.json: bad case file: expected: unknown field \(did you mean expect\?\)/,
    );
    expect(lines[1]).toMatch(/^FAIL .*not-json\.json: bad case file: .*not valid JSON/);
    expect(lines[2]).toMatch(/^FAIL .*unknown-command\.json: bad case file: command: /);
    expect(lines[3]).toBe('0 passed, 3 failed');
  });

  it('exits 2 when DIR is missing or holds no case file', () => {
    const missing = runCli(['test', '/nonexistent/suite']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^maplepack: .* is not a folder of case files\n$/);
    const empty = runCli(['test', tempFolder('maplepack-empty-').dir]);
    expect(empty.status).toBe(2);
    expect(empty.stderr).toMatch(/^maplepack: no \*\.json case file in /);
  });
});
