import { isoDateSchema } from '@maplepack/calendar';
import { z } from 'zod';
import { paginationQuery } from './pagination';
import { safeLine } from './safe-text';

const dateInput = z.string().max(10, 'Expected a date as YYYY-MM-DD.').pipe(isoDateSchema);

/** What the audit log records (issue 18): every staff action, named 'area.verb'. */
export const AUDIT_ACTIONS = [
  'staff.sign-in',
  'staff.sign-in-failed',
  'staff.sign-out',
  'staff.created',
  'staff.role-changed',
  'staff.disabled',
  'staff.enabled',
  'staff.two-factor-reset',
  'staff.password-changed',
  'staff.recovery-codes-renewed',
  'order.shipped',
  'order.refunded',
  'order.confirmation-resent',
  'subscription.skipped',
  'subscription.paused',
  'subscription.resumed',
  'subscription.date-moved',
  'subscription.cancelled',
  'subscription.reactivated',
  'subscription.payment-retried',
  'customer.password-reset-sent',
  'health-answers.viewed',
  'safety.signed-off',
  'customer.erased',
  'product.updated',
  'coupon.created',
  'coupon.updated',
  'tax-rule.created',
  'tax-rule.updated',
  'tax-rule.ended',
  'shipping.scheduled',
  'shipping.ended',
  'content.updated',
  'content.restored',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** GET /api/v1/admin/audit (owner only): `staff` is an e-mail (or part), `target` 'order:12' or 'order'. */
export const adminAuditQuerySchema = z.strictObject({
  staff: safeLine(254).optional(),
  action: safeLine(60).optional(),
  target: safeLine(120).optional(),
  from: dateInput.optional(),
  to: dateInput.optional(),
  ...paginationQuery(50),
});
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  /** Null for a failed sign-in with an unknown e-mail (the e-mail tried is in `after`). */
  staff_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditResponseSchema = z.object({
  entries: z.array(adminAuditEntrySchema),
  total: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
