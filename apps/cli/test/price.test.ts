import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jsonOf, runCli } from './run-cli';

/** The input of CONTRACTS.md §1, verbatim. */
const example = {
  mode: 'guest',
  lines: [{ productId: 11, unitPrice: '4.50', amQty: 1, pmQty: 1, categoryIds: [46] }],
  oldPackSubtotal: '0.00',
  coupons: [
    {
      code: 'WELCOME10',
      amount: '10',
      discount_type: 'percent',
      free_shipping: false,
      individual_use: false,
      excluded_product_ids: [],
      excluded_product_categories: [],
      product_ids: [],
      product_categories: [],
    },
  ],
  province: 'on',
  shipping: { rate: '9.50', extraFee: '0.00', freeShippingMin: '60.00' },
  campaign: null,
  taxRules: [
    {
      country: 'CA',
      state: 'ON',
      postcode: '',
      city: '',
      rate: '13.0000',
      name: 'HST',
      priority: 1,
      compound: false,
      shipping: true,
      order: 0,
      class: 'standard',
    },
  ],
};

/** The output of CONTRACTS.md §1, verbatim. */
const exampleOutput = {
  subtotal: '9.00',
  discount: '0.90',
  discountedSubtotal: '8.10',
  shipping: '9.50',
  tax: '2.29',
  total: '19.89',
  taxLines: [{ name: 'HST', rate: '13.0000', amount: '2.29' }],
  coupons: [{ code: 'welcome10', status: 'applied', discount: '0.90' }],
};

const withoutRules = (overrides: Record<string, unknown>): string => {
  const { taxRules: _rules, ...rest } = example;
  return JSON.stringify({ ...rest, ...overrides });
};

describe('maplepack price', () => {
  it('prices the CONTRACTS example from a file exactly', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'maplepack-price-'));
    const file = path.join(dir, 'order.json');
    writeFileSync(file, JSON.stringify(example));
    const result = runCli(['price', file]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(jsonOf(result)).toEqual(exampleOutput);
  });

  it.each([[['price', '-']], [['price']]])('reads standard input with %j', (args) => {
    const result = runCli(args, JSON.stringify(example));
    expect(result.status).toBe(0);
    expect(jsonOf(result)).toEqual(exampleOutput);
  });

  it('applies the seeded Canadian rules of the given date without taxRules (Quebec GST + QST)', () => {
    const result = runCli(['price'], withoutRules({ province: 'QC', date: '2026-11-21', coupons: [] }));
    expect(result.status).toBe(0);
    // GST 5% of 18.50 = 0.925 → 0.93; QST 9.975% of 18.50 = 1.845375 → 1.85.
    expect(jsonOf(result)).toMatchObject({
      tax: '2.78',
      total: '21.28',
      taxLines: [
        { name: 'GST', rate: '5.0000', amount: '0.93' },
        { name: 'QST', rate: '9.9750', amount: '1.85' },
      ],
    });
  });

  it('follows the Nova Scotia HST cut on 2025-04-01', () => {
    const before = jsonOf(runCli(['price'], withoutRules({ province: 'ns', date: '2025-03-31' })));
    const after = jsonOf(runCli(['price'], withoutRules({ province: 'ns', date: '2025-04-01' })));
    expect(before).toMatchObject({ taxLines: [{ name: 'HST', rate: '15.0000', amount: '2.64' }] });
    expect(after).toMatchObject({ taxLines: [{ name: 'HST', rate: '14.0000', amount: '2.46' }] });
  });

  it("uses today's seeded rules when no date is given", () => {
    const result = runCli(['price'], withoutRules({}));
    expect(result.status).toBe(0);
    expect(jsonOf(result)).toMatchObject({ taxLines: [{ name: 'HST', rate: '13.0000' }], total: '19.89' });
  });

  it('reports each coupon: renewal-only, repeated and invalid, with the spec messages', () => {
    const coupon = example.coupons[0];
    const coupons = [
      coupon,
      { ...coupon, code: 'Welcome10' },
      { ...coupon, code: 'MONTHLY', discount_type: 'recurring_percent' },
      { ...coupon, code: 'OILS', product_categories: [44] },
    ];
    const result = runCli(['price'], JSON.stringify({ ...example, coupons }));
    expect(result.status).toBe(0);
    expect(jsonOf(result)).toMatchObject({
      discount: '0.90',
      coupons: [
        { code: 'welcome10', status: 'applied', discount: '0.90' },
        { code: 'welcome10', status: 'rejected', message: 'Coupon has already been applied.' },
        { code: 'monthly', status: 'renewal-only', discount: '0.00' },
        { code: 'oils', status: 'rejected', message: 'Coupon is invalid.' },
      ],
    });
  });

  it('prices signed-in mode on cart plus old pack, without coupons', () => {
    const result = runCli(
      ['price'],
      JSON.stringify({ ...example, mode: 'signedin', oldPackSubtotal: '30.00' }),
    );
    expect(jsonOf(result)).toMatchObject({
      subtotal: '39.00',
      discount: '0.00',
      discountedSubtotal: '39.00',
      shipping: '9.50',
      tax: '6.31',
      total: '54.81',
      coupons: [],
    });
  });

  it.each([
    ['unparsable JSON', '{"mode": ', /^maplepack: input is not valid JSON/],
    [
      'a wrong type',
      JSON.stringify({ ...example, lines: [{ ...example.lines[0], amQty: '1' }] }),
      /^maplepack: lines\[0\]\.amQty: /,
    ],
    [
      'an unknown coupon type',
      JSON.stringify({ ...example, coupons: [{ ...example.coupons[0], discount_type: 'bogo' }] }),
      /^maplepack: coupons\[0\]\.discount_type: /,
    ],
    [
      'a bad money string',
      JSON.stringify({ ...example, lines: [{ ...example.lines[0], unitPrice: '4.5.0' }] }),
      /^maplepack: lines\[0\]\.unitPrice: "4\.5\.0" is not an amount of money/,
    ],
    [
      'a money amount as a number',
      JSON.stringify({ ...example, shipping: { ...example.shipping, rate: 9.5 } }),
      /^maplepack: shipping\.rate: /,
    ],
    ['an unknown province', JSON.stringify({ ...example, province: 'Ontario' }), /^maplepack: province: /],
    [
      'an unknown field',
      JSON.stringify({ ...example, taxrules: [] }),
      /^maplepack: taxrules: unknown field \(did you mean taxRules\?\)$/m,
    ],
    ['a missing mode', JSON.stringify({ ...example, mode: undefined }), /^maplepack: mode: /],
    ['an impossible date', withoutRules({ date: '2026-02-30' }), /^maplepack: date: /],
    [
      'a date before the seeded table',
      withoutRules({ date: '2012-01-01' }),
      /^maplepack: date: the seeded tax table starts on 2013-04-01/,
    ],
    [
      'a bad tax rate',
      JSON.stringify({ ...example, taxRules: [{ ...example.taxRules[0], rate: '13%' }] }),
      /^maplepack: taxRules\[0\]\.rate: /,
    ],
  ])('rejects %s with exit 2 and one line naming the field', (_label, input, message) => {
    const result = runCli(['price'], input);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('rejects a missing file with exit 2', () => {
    const result = runCli(['price', path.join(tmpdir(), 'no-such-order.json')]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^maplepack: cannot read .*no-such-order\.json \(ENOENT\)/);
  });

  it('prints help with exit 0', () => {
    const result = runCli(['price', '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: maplepack price [options] [file]');
    expect(result.stdout).toContain('taxRules');
  });
});
