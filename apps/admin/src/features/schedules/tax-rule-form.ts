import { type AdminTaxRuleBody } from '@maplepack/api-client';
import { type AdminTaxRule } from '@maplepack/api-contract';
import { isIsoDate } from '@maplepack/calendar';
import { PROVINCE_CODES } from '@maplepack/pricing';
import { SCHEDULES_TEXT } from './schedules-text';

/** The tax rule form as typed (strings and booleans); the API and the pricing lib check the rest. */
export interface TaxRuleDraft {
  state: string;
  name: string;
  rate: string;
  priority: string;
  compound: boolean;
  shipping: boolean;
  effective_from: string;
  effective_to: string;
}

export type TaxRuleErrors = Partial<Record<keyof TaxRuleDraft, string>>;

export const emptyTaxRule = (today: string): TaxRuleDraft => ({
  state: 'ON',
  name: '',
  rate: '',
  priority: '1',
  compound: false,
  shipping: true,
  effective_from: today,
  effective_to: '',
});

export const taxRuleDraftOf = (rule: AdminTaxRule): TaxRuleDraft => ({
  state: rule.state,
  name: rule.name,
  rate: rule.rate.replace(/\.?0+$/, ''),
  priority: String(rule.priority),
  compound: rule.compound,
  shipping: rule.shipping,
  effective_from: rule.effective_from,
  effective_to: rule.effective_to ?? '',
});

/** The request body, or the fields to fix (what a browser can tell without the schedule). */
export function checkTaxRuleDraft(
  draft: TaxRuleDraft,
): { body: AdminTaxRuleBody } | { errors: TaxRuleErrors } {
  const errors: TaxRuleErrors = {};
  if (!(PROVINCE_CODES as readonly string[]).includes(draft.state))
    errors.state = 'Choose a province or territory.';
  if (draft.name.trim() === '') errors.name = 'Please name the tax (e.g. HST, GST, QST).';
  if (!/^\d{1,2}(\.\d{1,4})?$/.test(draft.rate.trim())) errors.rate = 'Enter a percent such as 13 or 9.975.';
  const priority = Number(draft.priority);
  if (!Number.isInteger(priority) || priority < 1 || priority > 9)
    errors.priority = 'A whole number from 1 to 9.';
  if (!isIsoDate(draft.effective_from)) errors.effective_from = SCHEDULES_TEXT.invalidDate;
  if (draft.effective_to !== '' && !isIsoDate(draft.effective_to))
    errors.effective_to = SCHEDULES_TEXT.invalidDate;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      state: draft.state as AdminTaxRuleBody['state'],
      name: draft.name.trim(),
      rate: draft.rate.trim(),
      priority,
      compound: draft.compound,
      shipping: draft.shipping,
      effective_from: draft.effective_from,
      effective_to: draft.effective_to === '' ? null : draft.effective_to,
    },
  };
}
