import { isIsoDate } from '@maplepack/calendar';
import { taxRulesInEffect } from './canadian-tax-table';
import { PROVINCE_CODES } from './province';
import { formatRatePercent } from './rate';
import { selectTaxRules } from './tax-rule';

/** What a customer in `province` pays on `date`, as "NAME rate" strings. */
function taxesOn(date: string, province: string): string[] {
  const table = taxRulesInEffect(date);
  if (!table.ok) throw new Error(table.message);
  return selectTaxRules(table.rules, { country: 'CA', state: province }).map(
    (rule) => `${rule.name} ${formatRatePercent(rule.ratePpm)}`,
  );
}

describe('seeded Canadian taxes', () => {
  it.each([
    ['ON', ['HST 13.0000']],
    ['NB', ['HST 15.0000']],
    ['NL', ['HST 15.0000']],
    ['PE', ['HST 15.0000']],
    ['NS', ['HST 14.0000']],
    ['QC', ['GST 5.0000', 'QST 9.9750']],
    ['BC', ['GST 5.0000']],
    ['MB', ['GST 5.0000', 'RST 7.0000']],
    ['SK', ['GST 5.0000', 'PST 6.0000']],
    ['AB', ['GST 5.0000']],
    ['YT', ['GST 5.0000']],
    ['NT', ['GST 5.0000']],
    ['NU', ['GST 5.0000']],
  ])('charges %s %j on 2026-11-21', (province, expected) => {
    expect(taxesOn('2026-11-21', province)).toEqual(expected);
  });

  it('covers every province and territory without falling back to the default', () => {
    for (const province of PROVINCE_CODES) {
      expect(taxesOn('2026-11-21', province).some((line) => line.startsWith('HST (15%)'))).toBe(false);
    }
  });

  it.each([
    ['2025-03-31', 'NS', ['HST 15.0000']],
    ['2025-04-01', 'NS', ['HST 14.0000']],
    ['2016-06-30', 'NB', ['HST 13.0000']],
    ['2016-07-01', 'NB', ['HST 15.0000']],
    ['2016-09-30', 'PE', ['HST 14.0000']],
    ['2016-10-01', 'PE', ['HST 15.0000']],
    ['2017-03-22', 'SK', ['GST 5.0000', 'PST 5.0000']],
    ['2017-03-23', 'SK', ['GST 5.0000', 'PST 6.0000']],
    ['2019-06-30', 'MB', ['GST 5.0000', 'RST 8.0000']],
    ['2019-07-01', 'MB', ['GST 5.0000', 'RST 7.0000']],
    ['2013-04-01', 'BC', ['GST 5.0000']],
  ])('on %s charges %s %j', (date, province, expected) => {
    expect(taxesOn(date, province)).toEqual(expected);
  });

  it('taxes shipping with every rule except Manitoba RST', () => {
    const table = taxRulesInEffect('2026-11-21');
    const untaxedShipping = table.ok
      ? table.rules.filter((rule) => !rule.shipping).map((rule) => rule.state)
      : [];
    expect(untaxedShipping).toEqual(['MB']);
  });

  it('refuses dates before the table is complete, and non-dates', () => {
    expect(taxRulesInEffect('2013-03-31')).toMatchObject({ ok: false, code: 'tax.date-before-table' });
    expect(taxRulesInEffect('2026-02-30')).toMatchObject({ ok: false, code: 'tax.date-invalid' });
    expect(taxRulesInEffect('21/11/2026')).toMatchObject({ ok: false, code: 'tax.date-invalid' });
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-12-31', true],
    ['2026-13-01', false],
    ['2026-04-31', false],
    ['2026-4-1', false],
  ])('%s → %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });
});
