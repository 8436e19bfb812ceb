import { PROVINCE_CODES } from './province';
import { PPM_PER_PERCENT } from './rate';
import { planScheduleChange, type DatedVersion, type SchedulePlan } from './dated-schedule';
import { type TaxRule } from './tax-rule';

/**
 * The highest rate staff may give a tax rule: no Canadian sales tax comes near 25% (HST is 15% at
 * most), so a higher figure is a typo such as 130 for 13.
 */
export const MAX_TAX_RULE_RATE_PPM = 25 * PPM_PER_PERCENT;

/** A stored rule with its id and the days it is in force (both inclusive; null: open). */
export interface ScheduledTaxRule {
  id: number;
  rule: TaxRule;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/** A staff change to the tax rules (issue 18): a new dated rule, the end of one, or an edit of one not in force yet. */
export type TaxRuleChange =
  | { kind: 'add'; rule: TaxRule; effectiveFrom: string; effectiveTo: string | null }
  | { kind: 'end'; id: number; effectiveTo: string }
  | { kind: 'edit'; id: number; rule: TaxRule; effectiveFrom: string; effectiveTo: string | null };

/**
 * What rules of one tax may not overlap in time: the country, the province and the name (a
 * province's HST, its PST), compared as the rules match addresses (trimmed, any case).
 */
export function taxRuleKey(rule: Pick<TaxRule, 'country' | 'state' | 'name'>): string {
  return [rule.country, rule.state, rule.name].map((part) => part.trim().toUpperCase()).join('|');
}

/** What is wrong with a rule's own values, or null (the schedule is checked apart). */
export function taxRuleProblem(rule: TaxRule): string | null {
  if (rule.country.trim().toUpperCase() !== 'CA')
    return 'This shop taxes Canadian addresses only (country CA).';
  if (!(PROVINCE_CODES as readonly string[]).includes(rule.state.trim().toUpperCase()))
    return 'Choose a province or territory.';
  if (rule.name.trim() === '') return 'Please name the tax (e.g. HST, GST, QST).';
  if (!Number.isInteger(rule.ratePpm) || rule.ratePpm < 0 || rule.ratePpm > MAX_TAX_RULE_RATE_PPM)
    return `The rate must be between 0% and ${MAX_TAX_RULE_RATE_PPM / PPM_PER_PERCENT}%.`;
  if (!Number.isInteger(rule.priority) || rule.priority < 1 || rule.priority > 9)
    return 'The priority must be a whole number from 1 to 9.';
  return null;
}

/**
 * Checks a staff change to the tax rules on the shop's `today`: the rule's values (rate bounds, a
 * province, a name), then the schedule (dated-schedule's rules: the past never changes, a rule in
 * force can only be ended, no two rules of the same country, province and name overlap). Says which
 * other rules end, e.g. the open rule a new rate supersedes.
 */
export function planTaxRuleChange(
  rules: readonly ScheduledTaxRule[],
  change: TaxRuleChange,
  today: string,
): SchedulePlan {
  if (change.kind !== 'end') {
    const problem = taxRuleProblem(change.rule);
    if (problem !== null) return { ok: false, message: problem };
  }
  const versions: DatedVersion[] = rules.map((scheduled) => ({
    id: scheduled.id,
    key: taxRuleKey(scheduled.rule),
    effectiveFrom: scheduled.effectiveFrom,
    effectiveTo: scheduled.effectiveTo,
  }));
  return planScheduleChange(
    versions,
    change.kind === 'end' ? change : { ...change, key: taxRuleKey(change.rule) },
    today,
  );
}
