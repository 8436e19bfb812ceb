import { z } from 'zod';
import { isIsoDate } from '@maplepack/calendar';
import { paginationQuery } from './pagination';

/** Page size of the tax list (spec §9: tax page size 20). */
export const TAXES_DEFAULT_PER_PAGE = 20;

/** GET /api/v1/taxes query. `date` (YYYY-MM-DD) picks the rules in force that day; default today. */
export const taxListQuerySchema = z.object({
  date: z.string().max(10).refine(isIsoDate, 'expected a date like "2026-11-21"').optional(),
  ...paginationQuery(TAXES_DEFAULT_PER_PAGE),
});
export type TaxListQuery = z.output<typeof taxListQuerySchema>;

/**
 * A tax rule as WooCommerce writes it (spec §3 Tax rule): `rate` is a percent string with four
 * decimals ("13.0000"), so pricing's `wooTaxRuleSchema` reads it back exactly. The effective dates
 * are ours (inclusive; null: open-ended).
 */
export const taxRuleResponseSchema = z.object({
  id: z.number().int().positive(),
  country: z.string(),
  state: z.string(),
  postcode: z.string(),
  city: z.string(),
  rate: z.string().regex(/^\d+\.\d{4}$/, 'expected a rate like "13.0000"'),
  name: z.string(),
  priority: z.number().int(),
  compound: z.boolean(),
  shipping: z.boolean(),
  order: z.number().int(),
  class: z.string(),
  effective_from: z.string(),
  effective_to: z.string().nullable(),
});
export type TaxRuleResponse = z.infer<typeof taxRuleResponseSchema>;

export const taxListResponseSchema = z.array(taxRuleResponseSchema);
