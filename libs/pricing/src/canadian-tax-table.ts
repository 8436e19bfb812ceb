import { isIsoDate } from '@maplepack/calendar';
import { type ProvinceCode } from './province';
import { PPM_PER_PERCENT, type RatePpm } from './rate';
import { type TaxRule } from './tax-rule';

/** A seeded tax rule with the days it is in force, both inclusive (YYYY-MM-DD; null: open). */
export interface DatedTaxRule {
  rule: TaxRule;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/**
 * The first day the table is complete for every province: BC left the HST and PEI joined it on
 * 2013-04-01. Earlier dates are refused rather than priced with a partial table.
 */
export const TAX_TABLE_STARTS = '2013-04-01';

const percent = (value: number): RatePpm => Math.round(value * PPM_PER_PERCENT);

function dated(
  state: ProvinceCode,
  name: string,
  ratePercent: number,
  options: { priority: number; shipping: boolean; from: string; to?: string },
): DatedTaxRule {
  return {
    rule: {
      country: 'CA',
      state,
      postcode: '',
      city: '',
      ratePpm: percent(ratePercent),
      name,
      priority: options.priority,
      compound: false,
      shipping: options.shipping,
      order: 0,
      taxClass: 'standard',
    },
    effectiveFrom: options.from,
    effectiveTo: options.to ?? null,
  };
}

const gst = (state: ProvinceCode, from = '2008-01-01'): DatedTaxRule =>
  dated(state, 'GST', 5, { priority: 1, shipping: true, from });

/**
 * Canadian sales taxes on vitamins and supplements in pill form. Such supplements are not basic
 * groceries, so GST/HST applies (CRA policy P-240); shipping follows the goods it carries.
 * Provincial sales taxes, decided per province (docs/decisions.md):
 * - BC PST 7%: not charged; BC exempts vitamins and dietary supplements (PST Bulletin 206).
 * - MB RST: charged; Manitoba taxes non-prescription drugs and vitamins (RST Bulletin 002).
 *   Separately stated delivery charges are not taxed.
 * - SK PST: charged; only prescription drugs are exempt (PST Bulletin PST-2). Delivery charged
 *   by the seller is part of the taxable price.
 * - QC QST 9.975%: charged, on shipping too; not compound since 2013.
 */
export const CANADIAN_TAX_TABLE: readonly DatedTaxRule[] = [
  gst('AB'),
  gst('NT'),
  gst('NU'),
  gst('YT'),
  gst('BC', TAX_TABLE_STARTS),
  gst('MB'),
  dated('MB', 'RST', 7, { priority: 2, shipping: false, from: '2008-01-01', to: '2013-06-30' }),
  dated('MB', 'RST', 8, { priority: 2, shipping: false, from: '2013-07-01', to: '2019-06-30' }),
  dated('MB', 'RST', 7, { priority: 2, shipping: false, from: '2019-07-01' }),
  gst('SK'),
  dated('SK', 'PST', 5, { priority: 2, shipping: true, from: '2008-01-01', to: '2017-03-22' }),
  dated('SK', 'PST', 6, { priority: 2, shipping: true, from: '2017-03-23' }),
  gst('QC'),
  dated('QC', 'QST', 9.975, { priority: 2, shipping: true, from: '2013-01-01' }),
  dated('ON', 'HST', 13, { priority: 1, shipping: true, from: '2010-07-01' }),
  dated('NB', 'HST', 13, { priority: 1, shipping: true, from: '2010-07-01', to: '2016-06-30' }),
  dated('NB', 'HST', 15, { priority: 1, shipping: true, from: '2016-07-01' }),
  dated('NL', 'HST', 13, { priority: 1, shipping: true, from: '2010-07-01', to: '2016-06-30' }),
  dated('NL', 'HST', 15, { priority: 1, shipping: true, from: '2016-07-01' }),
  dated('PE', 'HST', 14, { priority: 1, shipping: true, from: '2013-04-01', to: '2016-09-30' }),
  dated('PE', 'HST', 15, { priority: 1, shipping: true, from: '2016-10-01' }),
  dated('NS', 'HST', 15, { priority: 1, shipping: true, from: '2010-07-01', to: '2025-03-31' }),
  dated('NS', 'HST', 14, { priority: 1, shipping: true, from: '2025-04-01' }),
];

export type TaxRulesInEffectResult =
  | { ok: true; rules: TaxRule[] }
  | { ok: false; code: 'tax.date-invalid' | 'tax.date-before-table'; message: string };

/**
 * The seeded Canadian rules in force on `dateIso` (YYYY-MM-DD, the day of the order; the caller
 * supplies it, the lib never reads the clock). ISO dates compare correctly as strings.
 */
export function taxRulesInEffect(dateIso: string): TaxRulesInEffectResult {
  if (!isIsoDate(dateIso)) {
    return { ok: false, code: 'tax.date-invalid', message: `"${dateIso}" is not a date like "2026-11-21"` };
  }
  if (dateIso < TAX_TABLE_STARTS) {
    return {
      ok: false,
      code: 'tax.date-before-table',
      message: `the seeded tax table starts on ${TAX_TABLE_STARTS}`,
    };
  }
  const rules = CANADIAN_TAX_TABLE.filter(
    (row) => row.effectiveFrom <= dateIso && (row.effectiveTo === null || dateIso <= row.effectiveTo),
  ).map((row) => row.rule);
  return { ok: true, rules };
}
