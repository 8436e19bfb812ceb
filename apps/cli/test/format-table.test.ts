import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import { jsonLines, PRICE_EXAMPLE } from './fixtures';
import { jsonOf, runCli } from './run-cli';

// CONTRACTS §1: `--format table` (price, recommend, survey walk) prints a readable summary for
// people; JSON stays the default.

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The table's rows as [label, value] split on runs of 2+ spaces. */
const rowsOf = (text: string): string[][] =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/\s{2,}/));

describe('maplepack price --format table', () => {
  it('prints the totals, each tax line and each coupon as rows, not JSON', () => {
    const result = runCli(['price', '--format', 'table'], JSON.stringify(PRICE_EXAMPLE));
    expect(result.status).toBe(0);
    expect(isJson(result.stdout)).toBe(false);
    const rows = rowsOf(result.stdout);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Subtotal', '9.00'],
        ['Discount', '-0.90'],
        ['Discounted subtotal', '8.10'],
        ['Shipping', '9.50'],
        ['HST 13.0000%', '2.29'],
        ['Total', '19.89'],
        ['welcome10', 'applied', '0.90'],
      ]),
    );
  });

  it('says why a coupon was rejected', () => {
    const twice = { ...PRICE_EXAMPLE, coupons: [PRICE_EXAMPLE.coupons[0], PRICE_EXAMPLE.coupons[0]] };
    const result = runCli(['price', '--format', 'table'], JSON.stringify(twice));
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/welcome10 +rejected +0\.00 +Coupon has already been applied\./);
  });

  it('keeps JSON the default, and --format json is the same', () => {
    const plain = runCli(['price'], JSON.stringify(PRICE_EXAMPLE));
    const json = runCli(['price', '--format', 'json'], JSON.stringify(PRICE_EXAMPLE));
    expect(jsonOf(plain)).toMatchObject({ total: '19.89' });
    expect(json.stdout).toBe(plain.stdout);
  });

  it('refuses an unknown format with exit 2', () => {
    const result = runCli(['price', '--format', 'xml'], JSON.stringify(PRICE_EXAMPLE));
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/--format/);
  });

  it('still reports bad input on standard error with exit 2', () => {
    const result = runCli(['price', '--format', 'table'], JSON.stringify({ ...PRICE_EXAMPLE, mode: 'x' }));
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^maplepack: mode: /);
  });

  it('with --jsonl, prints each line’s table under a heading, errors in place', () => {
    const result = runCli(
      ['price', '--jsonl', '--format', 'table'],
      jsonLines([PRICE_EXAMPLE, { ...PRICE_EXAMPLE, mode: 'x' }]),
    );
    expect(result.status).toBe(2);
    const blocks = result.stdout.trim().split(/\n\n(?=# line )/);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatch(/^# line 1\n/);
    expect(blocks[0]).toMatch(/Total +19\.89/);
    expect(blocks[1]).toMatch(/^# line 2\nerror: mode: /);
  });
});

describe('maplepack recommend --format table', () => {
  it('shows the tier, every recommended product once with its doses, and what was excluded', () => {
    // A complete assessment on warfarin (Coumadin): ginkgo is called for, then excluded.
    const { input } = JSON.parse(
      readFileSync(
        path.join(__dirname, '..', 'examples', 'recommend', 'warfarin-excludes-ginkgo.json'),
        'utf8',
      ),
    ) as { input: unknown };
    const json = jsonOf(runCli(['recommend'], JSON.stringify(input))) as {
      recommendedTier: number;
      tiers: Record<string, { id: number; name: string; am: number; pm: number }[]>;
      excluded: { id: number; name: string }[];
    };
    expect(json.excluded.length).toBeGreaterThan(0);
    const result = runCli(['recommend', '--format', 'table'], JSON.stringify(input));
    expect(result.status).toBe(0);
    expect(isJson(result.stdout)).toBe(false);
    expect(result.stdout).toMatch(new RegExp(`^Recommended tier +${json.recommendedTier}\n`));
    const products = json.tiers['3'] ?? [];
    for (const product of products) {
      const rows = result.stdout
        .split('\n')
        .filter((line) => line.includes(` ${product.id}  ${product.name} `));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatch(new RegExp(`${escape(product.name)} +${product.am} +${product.pm} `));
    }
    for (const product of json.excluded) {
      expect(result.stdout).toMatch(new RegExp(`\n${product.id} +${escape(product.name)} +\\S`));
    }
  });
});

describe('maplepack survey walk --format table', () => {
  it.each([
    [SURVEY_PROFILES.youngWoman, 'submitted at final_consent'],
    [SURVEY_PROFILES.consentDeclined, 'left the survey at exit_consent_declined'],
    [{ today: '2026-11-21', answers: { name: 'Ann' } }, 'waiting for an answer to consent'],
  ])('says how the walk ended, the path and the tags (%#)', (input, end) => {
    const walk = jsonOf(runCli(['survey', 'walk'], JSON.stringify(input))) as {
      path: string[];
      tags: string[];
    };
    const result = runCli(['survey', 'walk', '--format', 'table'], JSON.stringify(input));
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^End +${end}\n`));
    // The path, wrapped over lines, lists every screen in order.
    const pathText = result.stdout.slice(result.stdout.indexOf('Path'), result.stdout.indexOf('\nTags'));
    expect(
      pathText
        .replace(/^Path/, '')
        .split('→')
        .map((ref) => ref.trim()),
    ).toEqual(walk.path);
    expect(result.stdout).toMatch(
      new RegExp(`\nTags +${walk.tags.length === 0 ? '\\(none\\)' : walk.tags.join(', ')}\n`),
    );
  });
});
