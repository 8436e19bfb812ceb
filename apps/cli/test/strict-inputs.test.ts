import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import { jsonLines, PRICE_COUPON, PRICE_EXAMPLE, PRICE_TAX_RULE, tempFolder } from './fixtures';
import { runCli } from './run-cli';

// CONTRACTS §1: inputs are strict: an unknown key at any depth (`pmQtyy`, `loggedin`) is bad input,
// exit 2, with one clear line on standard error naming the field.

const coupon = PRICE_COUPON;
const taxRule = PRICE_TAX_RULE;
const person = SURVEY_PROFILES.youngWoman;

const priceCases: [string, unknown, string][] = [
  ['a top-level key', { ...PRICE_EXAMPLE, Mode: 'guest' }, 'Mode: unknown field (did you mean mode?)'],
  [
    'a line key',
    { ...PRICE_EXAMPLE, lines: [{ ...PRICE_EXAMPLE.lines[0], pmQtyy: 1 }] },
    'lines[0].pmQtyy: unknown field (did you mean pmQty?)',
  ],
  [
    'a shipping key',
    { ...PRICE_EXAMPLE, shipping: { ...PRICE_EXAMPLE.shipping, freeShippingMinimum: '60.00' } },
    'shipping.freeShippingMinimum: unknown field',
  ],
  [
    'a coupon key',
    { ...PRICE_EXAMPLE, coupons: [{ ...coupon, date_expire: '2026-12-01' }] },
    'coupons[0].date_expire: unknown field (did you mean date_expires?)',
  ],
  [
    'a key of the second coupon',
    { ...PRICE_EXAMPLE, coupons: [coupon, { ...coupon, code: 'B', usage_limt: 1 }] },
    'coupons[1].usage_limt: unknown field (did you mean usage_limit?)',
  ],
  [
    'a tax rule key',
    { ...PRICE_EXAMPLE, taxRules: [{ ...taxRule, compund: false }] },
    'taxRules[0].compund: unknown field (did you mean compound?)',
  ],
];

const walkCases: [string, unknown, string][] = [
  ['loggedin', { ...person, loggedin: true }, 'loggedin: unknown field (did you mean loggedIn?)'],
  [
    'an account key',
    { ...person, loggedIn: true, account: { firstName: 'Ann', emial: 'ann@example.ca' } },
    'account.emial: unknown field (did you mean email?)',
  ],
  ['an answer to no question', { ...person, answers: { ...person.answers, nmae: 'Ann' } }, 'answers.nmae'],
  [
    'a key beside each',
    {
      ...person,
      answers: { ...person.answers, concerns_fallback: { each: ["Let's see recommendations"], x: 1 } },
    },
    'answers.concerns_fallback',
  ],
];

describe('strict inputs at every depth', () => {
  it.each(priceCases)('price: %s is bad input, named, exit 2', (_what, input, message) => {
    const result = runCli(['price'], JSON.stringify(input));
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(`maplepack: ${message}`);
  });

  it.each(['survey walk', 'recommend'])(
    '%s: every unknown key at any depth is bad input, named',
    (command) => {
      // One process: each case is a --jsonl line, each must be an error line naming the field.
      const result = runCli(
        [...command.split(' '), '--jsonl'],
        jsonLines([person, ...walkCases.map((c) => c[1])]),
      );
      expect(result.status).toBe(2);
      const outputs = result.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { error?: { line: number; message: string } });
      expect(outputs).toHaveLength(walkCases.length + 1);
      expect(outputs[0]?.error).toBeUndefined();
      walkCases.forEach(([, , message], i) => {
        expect(outputs[i + 1]).toEqual({ error: { line: i + 2, message: expect.stringContaining(message) } });
      });
    },
  );

  it.each(walkCases.slice(0, 2))('survey walk: %s alone exits 2 with one line', (_what, input, message) => {
    const result = runCli(['survey', 'walk'], JSON.stringify(input));
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([`maplepack: ${message}`]);
  });

  it('a --definition file with an unknown key at depth is bad input, named', () => {
    const { write } = tempFolder('maplepack-strict-');
    const exported = JSON.parse(runCli(['survey', 'export']).stdout) as {
      fields: { properties: Record<string, unknown> }[];
    };
    const field = exported.fields[3];
    if (field === undefined) throw new Error('survey v1.5 has fewer than 4 fields');
    field.properties['choicez'] = [];
    const file = write('survey.json', exported);
    for (const command of [
      ['survey', 'walk'],
      ['survey', 'lint'],
      ['survey', 'refs'],
    ]) {
      const result = runCli([...command, '--definition', file], JSON.stringify(person));
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/^maplepack: definition: fields\[3\]\.properties: .*"choicez"/);
    }
  });
});
