import fc from 'fast-check';
import { CANADIAN_TAX_TABLE } from './canadian-tax-table';
import { PPM_PER_PERCENT } from './rate';
import {
  MAX_TAX_RULE_RATE_PPM,
  planTaxRuleChange,
  taxRuleKey,
  type ScheduledTaxRule,
} from './tax-rule-schedule';

const TODAY = '2026-11-26';
const TABLE: ScheduledTaxRule[] = CANADIAN_TAX_TABLE.map((row, index) => ({ id: index + 1, ...row }));
const ontario = TABLE.find((row) => row.rule.state === 'ON' && row.rule.name === 'HST');
if (ontario === undefined) throw new Error('the seeded table has Ontario HST');

describe('planTaxRuleChange', () => {
  it("schedules a province's new rate from a future date, ending the rule in force the day before", () => {
    expect(
      planTaxRuleChange(
        TABLE,
        {
          kind: 'add',
          rule: { ...ontario.rule, ratePpm: 14 * PPM_PER_PERCENT },
          effectiveFrom: '2027-01-01',
          effectiveTo: null,
        },
        TODAY,
      ),
    ).toEqual({ ok: true, ends: [{ id: ontario.id, effectiveTo: '2026-12-31' }] });
  });

  it('refuses a rate out of bounds, a foreign country, an unknown province and a nameless tax', () => {
    const add = (change: Partial<typeof ontario.rule>) =>
      planTaxRuleChange(
        TABLE,
        { kind: 'add', rule: { ...ontario.rule, ...change }, effectiveFrom: '2027-01-01', effectiveTo: null },
        TODAY,
      );
    expect(add({ ratePpm: 130 * PPM_PER_PERCENT })).toEqual({
      ok: false,
      message: 'The rate must be between 0% and 25%.',
    });
    expect(add({ country: 'US' })).toMatchObject({ ok: false });
    expect(add({ state: 'ZZ' })).toEqual({ ok: false, message: 'Choose a province or territory.' });
    expect(add({ name: ' ' })).toMatchObject({ ok: false });
  });

  it('keys rules by country, province and name, in any case', () => {
    expect(taxRuleKey({ country: 'ca', state: 'on ', name: 'hst' })).toBe(taxRuleKey(ontario.rule));
  });

  it('never accepts an edit of a rule already in force, whatever the new rate or dates (orders already priced keep theirs)', () => {
    const inForce = TABLE.filter((row) => row.effectiveFrom <= TODAY);
    fc.assert(
      fc.property(
        fc.constantFrom(...inForce),
        fc.integer({ min: 0, max: MAX_TAX_RULE_RATE_PPM }),
        fc.integer({ min: 0, max: 400 }),
        (row, ratePpm, offset) => {
          const from = new Date(Date.UTC(2026, 10, 26 + offset)).toISOString().slice(0, 10);
          const plan = planTaxRuleChange(
            TABLE,
            {
              kind: 'edit',
              id: row.id,
              rule: { ...row.rule, ratePpm },
              effectiveFrom: from,
              effectiveTo: null,
            },
            TODAY,
          );
          expect(plan.ok).toBe(false);
        },
      ),
    );
  });

  it('accepts every rate within bounds for a new rule of a new tax, and refuses every rate beyond', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 2_000_000 }), (ratePpm) => {
        const plan = planTaxRuleChange(
          TABLE,
          {
            kind: 'add',
            rule: { ...ontario.rule, name: 'Test levy', ratePpm },
            effectiveFrom: TODAY,
            effectiveTo: null,
          },
          TODAY,
        );
        expect(plan.ok).toBe(ratePpm >= 0 && ratePpm <= MAX_TAX_RULE_RATE_PPM);
      }),
    );
  });
});
