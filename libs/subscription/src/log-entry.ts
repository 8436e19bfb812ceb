import { z } from 'zod';
import { isoDateSchema } from '@maplepack/calendar';
import { cancelNoteSchema, cancelReasonSchema } from './cancel-reason';
import { instantSchema } from './instant';
import { lifecycleStatusSchema } from './lifecycle';
import { periodKeySchema } from './period-key';

const date = isoDateSchema;
const common = {
  /** The day it happened (the `today` the event was applied on). */
  on: date,
  /** `customer`: the person asked; `shop`: the renewal engine did it. */
  by: z.enum(['customer', 'shop']),
};
const pack = { packDate: date, period: periodKeySchema };

/**
 * One line of a subscription's history, as data: the API stores it with who and when, the account
 * page shows it through `describeLogEntry`. `packDate` is the scheduled date of the pack concerned.
 */
export const lifecycleLogEntrySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...common,
    kind: z.literal('started'),
    status: lifecycleStatusSchema,
    nextPaymentDate: date,
  }),
  z.strictObject({ ...common, kind: z.literal('skipped'), ...pack, nextPaymentDate: date }),
  z.strictObject({
    ...common,
    kind: z.literal('paused'),
    ...pack,
    months: z.number().int(),
    nextPaymentDate: date,
  }),
  z.strictObject({ ...common, kind: z.literal('resumed'), nextPaymentDate: date }),
  z.strictObject({ ...common, kind: z.literal('date-moved'), from: date, to: date }),
  z.strictObject({
    ...common,
    kind: z.literal('cancel-requested'),
    reason: cancelReasonSchema,
    note: cancelNoteSchema,
    effectiveOn: date,
  }),
  z.strictObject({
    ...common,
    kind: z.literal('cancelled'),
    reason: cancelReasonSchema,
    note: cancelNoteSchema,
  }),
  z.strictObject({ ...common, kind: z.literal('ended'), effectiveOn: date }),
  z.strictObject({ ...common, kind: z.literal('reactivated'), nextPaymentDate: date }),
  z.strictObject({ ...common, kind: z.literal('card-updated'), retryPackDate: date.nullable() }),
  z.strictObject({ ...common, kind: z.literal('renewal-started'), ...pack }),
  z.strictObject({ ...common, kind: z.literal('renewal-paid'), ...pack, nextPaymentDate: date }),
  z.strictObject({
    ...common,
    kind: z.literal('payment-failed'),
    ...pack,
    /** 1 for the first charge, 2… for retries. */
    attempt: z.number().int().positive(),
    /** When the next retry is due; null when this was the last. */
    retryAt: instantSchema.nullable(),
  }),
  z.strictObject({ ...common, kind: z.literal('renewal-empty'), ...pack, nextPaymentDate: date }),
]);
export type LifecycleLogEntry = z.infer<typeof lifecycleLogEntrySchema>;
export type LifecycleLogKind = LifecycleLogEntry['kind'];
