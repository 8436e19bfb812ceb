import { z } from 'zod';
import { isoDateSchema } from '@maplepack/calendar';
import { cancelNoteSchema, cancelReasonSchema } from './cancel-reason';
import { instantSchema } from './instant';
import { checkLifecycleInvariants } from './lifecycle-invariants';
import { periodKeySchema } from './period-key';

/**
 * The states, with WooCommerce Subscriptions' meanings:
 * - `active`: renews on `nextPaymentDate`.
 * - `on-hold`: suspended, nothing renews: a trial waiting for a card (spec §4), or a renewal whose
 *   payment failed (retrying, or retries used up).
 * - `paused`: the person paused 1–3 months; renews again on `nextPaymentDate`.
 * - `pending-cancel`: cancelled by the person, still theirs until `cancellation.effectiveOn` (the
 *   renewal that would have come), then `cancelled`.
 * - `cancelled`: ended; can be reactivated.
 * - `expired`: reached an end date (imported WooCommerce plans); final, no event leads out or in.
 */
export const lifecycleStatusSchema = z.enum([
  'active',
  'on-hold',
  'paused',
  'pending-cancel',
  'cancelled',
  'expired',
]);
export type LifecycleStatus = z.infer<typeof lifecycleStatusSchema>;

/** Why an `on-hold` plan is on hold. */
export const holdReasonSchema = z.enum(['trial', 'payment-failed']);
export type HoldReason = z.infer<typeof holdReasonSchema>;

/**
 * A renewal under way: its order exists for `period` and is being charged (`failures` 0) or retried
 * after failed charges (`failures` ≥ 1, the plan on hold).
 */
export const openRenewalSchema = z.strictObject({
  period: periodKeySchema,
  /** The renewal's scheduled date (YYYY-MM-DD). */
  date: isoDateSchema,
  /** Failed charge attempts so far. */
  failures: z.number().int().nonnegative(),
  /** When the first charge failed; null while none has. */
  firstFailureAt: instantSchema.nullable(),
});
export type OpenRenewal = z.infer<typeof openRenewalSchema>;

export const cancellationSchema = z.strictObject({
  reason: cancelReasonSchema,
  note: cancelNoteSchema,
  /** The day the person asked. */
  requestedOn: isoDateSchema,
  /** The day it ends: the next renewal date for an active or paused plan, at once otherwise. */
  effectiveOn: isoDateSchema,
});
export type Cancellation = z.infer<typeof cancellationSchema>;

const lifecycleShape = z.strictObject({
  status: lifecycleStatusSchema,
  startDate: isoDateSchema,
  /** Day of the month (1–31) renewals fall on; the last day of a shorter month. */
  anchorDay: z.number().int().min(1).max(31),
  /**
   * The next renewal's date. `active`/`paused`: always set (while a renewal is open, its date).
   * `on-hold`: a trial's first renewal, or the renewal being retried; null once retries ran out.
   * `pending-cancel`, `cancelled`, `expired`: null.
   */
  nextPaymentDate: isoDateSchema.nullable(),
  /** The last period a renewal order was made for (charged or not); null before the first renewal. */
  lastRenewalPeriod: periodKeySchema.nullable(),
  renewal: openRenewalSchema.nullable(),
  holdReason: holdReasonSchema.nullable(),
  cancellation: cancellationSchema.nullable(),
  /** Whether a real card is saved (a trial has only placeholders). */
  cardOnFile: z.boolean(),
});

/**
 * The lifecycle part of a subscription: what the rules read and write. Parsing also checks the
 * invariants between fields (see `lifecycle-invariants.ts`), so a row read from storage that breaks
 * them is refused rather than run.
 */
export const subscriptionLifecycleSchema = lifecycleShape.superRefine((value, ctx) => {
  for (const problem of checkLifecycleInvariants(value)) ctx.addIssue({ code: 'custom', message: problem });
});
export type SubscriptionLifecycle = z.infer<typeof lifecycleShape>;
