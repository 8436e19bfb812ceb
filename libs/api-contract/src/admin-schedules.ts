import { isoDateSchema } from '@maplepack/calendar';
import { PROVINCE_CODES, ratePercentStringSchema } from '@maplepack/pricing';
import { z } from 'zod';
import { moneyInput } from './money';
import { safeLine } from './safe-text';

/**
 * The back office's tax rules and shipping settings with effective dates (issue 18, the catalogue
 * role and the owner). Every change is checked by the pricing lib's schedules: nothing before today
 * changes, a rule in force can only be ended, versions of one tax, method or prefix never overlap.
 */
export const ADMIN_SCHEDULE_MESSAGES = {
  taxRuleNotFound: 'Tax rule not found.',
  taxRuleInvalid: 'This tax rule cannot be saved:',
  shippingNotFound: 'Shipping setting not found.',
  shippingInvalid: 'This shipping change cannot be saved:',
} as const;

export const ADMIN_SCHEDULE_ERROR_CODES = {
  taxRuleInvalid: 'admin.tax-rule-invalid',
  shippingInvalid: 'admin.shipping-invalid',
} as const;

const dateInput = z.string().max(10, 'Expected a date as YYYY-MM-DD.').pipe(isoDateSchema);

/**
 * GET /api/v1/admin/tax-rules filters: `state` a province; `on` the rules in force that day
 * (YYYY-MM-DD). The route adds `page` and `per_page` (admin-schedule-params.ts); the params and
 * pagination live apart so the back office's lazily loaded pages build no query-value schemas.
 */
export const adminTaxRuleFilterSchema = z.strictObject({
  state: z.enum(PROVINCE_CODES).optional(),
  on: dateInput.optional(),
});

/** A tax rule as staff see it: the shop API's fields, with whether it is in force today. */
export const adminTaxRuleSchema = z.object({
  id: z.number().int().positive(),
  country: z.string(),
  state: z.string(),
  name: z.string(),
  /** Percent with 4 decimals, as GET /taxes writes it ("13.0000"). */
  rate: z.string(),
  priority: z.number().int(),
  compound: z.boolean(),
  shipping: z.boolean(),
  effective_from: z.string(),
  effective_to: z.string().nullable(),
  /** 'past' (ended), 'current' (in force today) or 'scheduled' (starts later): what staff may do with it. */
  status: z.enum(['past', 'current', 'scheduled']),
});
export type AdminTaxRule = z.infer<typeof adminTaxRuleSchema>;

export const adminTaxRuleListResponseSchema = z.object({
  rules: z.array(adminTaxRuleSchema),
  total: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
  /** The shop's day the statuses are read on. */
  today: z.string(),
});
export type AdminTaxRuleListResponse = z.infer<typeof adminTaxRuleListResponseSchema>;

/**
 * POST /api/v1/admin/tax-rules (a new dated rule) and PUT /api/v1/admin/tax-rules/{id} (a rule not in
 * force yet). `rate` a percent ("13", "9.975").
 */
export const adminTaxRuleRequestSchema = z.strictObject({
  state: z.enum(PROVINCE_CODES, { error: 'Choose a province or territory.' }),
  name: safeLine(100).pipe(z.string().trim().min(1, 'Please name the tax (e.g. HST, GST, QST).')),
  rate: safeLine(12).pipe(ratePercentStringSchema),
  priority: z.number().int().min(1).max(9),
  compound: z.boolean(),
  shipping: z.boolean(),
  effective_from: dateInput,
  effective_to: dateInput.nullable(),
});
export type AdminTaxRuleRequest = z.output<typeof adminTaxRuleRequestSchema>;
export type AdminTaxRuleRequestInput = z.input<typeof adminTaxRuleRequestSchema>;

/** POST …/{id}/end: the last day the rule or setting is in force. */
export const adminEndRequestSchema = z.strictObject({ effective_to: dateInput });
export type AdminEndRequest = z.output<typeof adminEndRequestSchema>;

/** One dated version of a shipping amount, as staff see it. */
export const adminShippingVersionSchema = z.object({
  id: z.number().int().positive(),
  /** Money, "9.50". */
  amount: z.string(),
  effective_from: z.string(),
  effective_to: z.string().nullable(),
  status: z.enum(['past', 'current', 'scheduled']),
});
export type AdminShippingVersion = z.infer<typeof adminShippingVersionSchema>;

/** GET /api/v1/admin/shipping: the methods' costs and thresholds and the prefixes' surcharges, every version. */
export const adminShippingResponseSchema = z.object({
  today: z.string(),
  methods: z.array(
    z.object({
      instance_id: z.number().int(),
      title: z.string(),
      /** 'cost' for Canada Post's base rate, 'min_amount' for free shipping's threshold. */
      setting: z.enum(['cost', 'min_amount']),
      versions: z.array(adminShippingVersionSchema),
    }),
  ),
  surcharges: z.array(
    z.object({
      prefix: z.string(),
      area: z.string(),
      label: z.string(),
      versions: z.array(adminShippingVersionSchema),
    }),
  ),
});
export type AdminShippingResponse = z.infer<typeof adminShippingResponseSchema>;

/** POST /api/v1/admin/shipping/methods/{instanceId}/versions: a new cost or threshold from a date. */
export const adminShippingMethodVersionRequestSchema = z.strictObject({
  amount: moneyInput,
  effective_from: dateInput,
});
export type AdminShippingMethodVersionRequest = z.output<typeof adminShippingMethodVersionRequestSchema>;

/** POST /api/v1/admin/shipping/surcharges: a new surcharge for a prefix ('' for all of Canada) from a date. */
export const adminShippingSurchargeRequestSchema = z.strictObject({
  prefix: safeLine(6),
  amount: moneyInput,
  effective_from: dateInput,
});
export type AdminShippingSurchargeRequest = z.output<typeof adminShippingSurchargeRequestSchema>;
