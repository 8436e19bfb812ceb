import { jsonLines, PRICE_COUPON, PRICE_EXAMPLE } from './fixtures';
import { runCli } from './run-cli';

// `maplepack price` honours the coupons' store limits (issue 15: date_expires and the rest, checked
// against the input's `date`): a refused coupon is `rejected` with 'Coupon is invalid.' and the
// rule that refused it. All cases run as one --jsonl batch.

interface CouponOutput {
  code: string;
  status: string;
  discount: string;
  message?: string;
  reason?: string;
}

const order = (coupon: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ...PRICE_EXAMPLE,
  coupons: [{ ...PRICE_COUPON, ...coupon }],
  ...extra,
});

// The example's subtotal is 9.00; WELCOME10 gives 0.90 when it applies.
const cases: [string, unknown, string | undefined][] = [
  ['the day before date_expires', order({ date_expires: '2026-12-01' }, { date: '2026-11-30' }), undefined],
  [
    'on the date_expires day',
    order({ date_expires: '2026-12-01' }, { date: '2026-12-01' }),
    'coupon.expired',
  ],
  ['after date_expires', order({ date_expires: '2026-12-01' }, { date: '2027-01-15' }), 'coupon.expired'],
  ['date_expires null', order({ date_expires: null }, { date: '2030-01-01' }), undefined],
  ['a minimum spend above the subtotal', order({ minimum_amount: '9.01' }), 'coupon.minimum-amount'],
  ['a minimum spend equal to the subtotal', order({ minimum_amount: '9.00' }), undefined],
  ['a maximum spend below the subtotal', order({ maximum_amount: '8.99' }), 'coupon.maximum-amount'],
  ['usage_count at usage_limit', order({ usage_limit: 5, usage_count: 5 }), 'coupon.usage-limit'],
  ['usage_count under usage_limit', order({ usage_limit: 5, usage_count: 4 }), undefined],
  [
    'an allowed e-mail domain',
    order({ email_restrictions: ['*@maplepack.ca'] }, { email: 'Ann@Maplepack.ca' }),
    undefined,
  ],
  [
    'another e-mail',
    order({ email_restrictions: ['*@maplepack.ca'] }, { email: 'ann@example.ca' }),
    'coupon.email-restricted',
  ],
  [
    'e-mail restrictions and no e-mail',
    order({ email_restrictions: ['ann@example.ca'] }),
    'coupon.email-restricted',
  ],
];

describe('maplepack price: coupon store limits', () => {
  const result = runCli(['price', '--jsonl'], jsonLines(cases.map((c) => c[1])));
  const outputs = result.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { discount: string; coupons: CouponOutput[] });

  it('prices every case', () => {
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(outputs).toHaveLength(cases.length);
  });

  it.each(cases.map((c, i) => [c[0], i, c[2]] as const))('%s', (_what, i, refusedBy) => {
    const output = outputs[i];
    if (refusedBy === undefined) {
      expect(output).toMatchObject({ discount: '0.90', coupons: [{ code: 'welcome10', status: 'applied' }] });
    } else {
      expect(output).toMatchObject({
        discount: '0.00',
        coupons: [
          { code: 'welcome10', status: 'rejected', message: 'Coupon is invalid.', reason: refusedBy },
        ],
      });
    }
  });

  it('refuses a date_expires that is not a date, naming the field', () => {
    const bad = runCli(['price'], JSON.stringify(order({ date_expires: '2026-02-30' })));
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^maplepack: coupons\[0\]\.date_expires: /);
  });
});
