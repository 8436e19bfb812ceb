import { DEFAULT_TAX_RULE, selectTaxRules, taxRuleMatches, wooTaxRuleSchema, type TaxRule } from './tax-rule';
import { ONTARIO_HST } from './testing';

const rule = (overrides: Partial<TaxRule>): TaxRule => ({ ...ONTARIO_HST, ...overrides });
const ontario = { country: 'CA', state: 'on' };

describe('taxRuleMatches', () => {
  it.each([
    ['the same province in another case', rule({ state: 'ON' }), { country: 'ca', state: 'on' }, true],
    ['another province', rule({ state: 'QC' }), ontario, false],
    ['an empty state (all provinces)', rule({ state: '' }), ontario, true],
    ['an empty country (all countries)', rule({ country: '', state: '' }), ontario, true],
    ['another country', rule({ country: 'US', state: '' }), ontario, false],
    ['a postcode rule without a postcode', rule({ postcode: 'K1A*' }), ontario, false],
    ['a postcode prefix', rule({ postcode: 'M5V*;K1A*' }), { ...ontario, postcode: 'k1a 0b1' }, true],
    ['a different postcode', rule({ postcode: 'M5V*' }), { ...ontario, postcode: 'K1A 0B1' }, false],
    [
      'an exact postcode without spaces',
      rule({ postcode: 'K1A 0B1' }),
      { ...ontario, postcode: 'k1a0b1' },
      true,
    ],
    ['a city in the list', rule({ city: 'Ottawa;Toronto' }), { ...ontario, city: 'toronto' }, true],
    ['a city not in the list', rule({ city: 'Ottawa' }), { ...ontario, city: 'Toronto' }, false],
    ['another tax class', rule({ taxClass: 'zero-rate' }), ontario, false],
    ['the standard class written empty', rule({ taxClass: '' }), ontario, true],
  ])('%s', (_label, candidate, location, expected) => {
    expect(taxRuleMatches(candidate, location)).toBe(expected);
  });
});

describe('selectTaxRules', () => {
  it('falls back to the default CA 15% HST when nothing matches', () => {
    expect(selectTaxRules([rule({ state: 'QC' })], ontario)).toEqual([DEFAULT_TAX_RULE]);
    expect(selectTaxRules([], ontario)).toEqual([DEFAULT_TAX_RULE]);
    expect(DEFAULT_TAX_RULE).toMatchObject({ country: 'CA', ratePpm: 150_000, priority: 1, compound: false });
  });

  it('takes only the first matching rule of each priority, by order then list position', () => {
    const a = rule({ name: 'A', priority: 1, order: 2 });
    const b = rule({ name: 'B', priority: 1, order: 1 });
    const c = rule({ name: 'C', priority: 2, state: '' });
    const d = rule({ name: 'D', priority: 2 });
    expect(selectTaxRules([a, b, c, d], ontario).map((r) => r.name)).toEqual(['B', 'C']);
  });

  it('sorts the chosen rules by priority', () => {
    const gst = rule({ name: 'GST', priority: 1 });
    const pst = rule({ name: 'PST', priority: 2 });
    expect(selectTaxRules([pst, gst], ontario).map((r) => r.name)).toEqual(['GST', 'PST']);
  });
});

describe('wooTaxRuleSchema', () => {
  it('reads the CONTRACTS example rule', () => {
    const parsed = wooTaxRuleSchema.parse({
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
    });
    expect(parsed).toEqual(ONTARIO_HST);
  });

  it('reports a bad rate on the rate field', () => {
    const result = wooTaxRuleSchema.safeParse({ state: 'ON', rate: '13%', name: 'HST' });
    expect(result.error?.issues[0]?.path).toEqual(['rate']);
  });
});
