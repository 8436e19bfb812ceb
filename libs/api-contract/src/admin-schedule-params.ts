import { z } from 'zod';
import { adminTaxRuleFilterSchema } from './admin-schedules';
import { paginationQuery } from './pagination';
import { queryInteger } from './query-values';

/** GET /api/v1/admin/tax-rules: the filters and one page (100 rules by default). */
export const adminTaxRuleListQuerySchema = adminTaxRuleFilterSchema.extend(paginationQuery(100));
export type AdminTaxRuleListQuery = z.output<typeof adminTaxRuleListQuerySchema>;

/** `/{id}` of a tax rule or a shipping version. */
export const adminIdParamsSchema = z.object({ id: queryInteger.pipe(z.number().int().positive()) });

/** `/admin/shipping/methods/{instanceId}/versions`. */
export const adminShippingMethodParamsSchema = z.object({
  instanceId: queryInteger.pipe(z.number().int().positive()),
});
