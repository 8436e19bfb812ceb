import { z } from 'zod';
import { isoDateSchema } from '@maplepack/calendar';
import { cancelNoteSchema, cancelReasonSchema } from './cancel-reason';
import { instantSchema } from './instant';

/** How many months a plan can be paused for. */
export const PAUSE_MONTHS = [1, 2, 3] as const;

const skip = z.strictObject({ type: z.literal('subscription.skip') });
const pause = z.strictObject({
  type: z.literal('subscription.pause'),
  months: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'A plan can be paused for 1, 2 or 3 months.',
  }),
});
const resume = z.strictObject({ type: z.literal('subscription.resume') });
const moveDate = z.strictObject({ type: z.literal('subscription.move-date'), date: isoDateSchema });
const cancel = z.strictObject({
  type: z.literal('subscription.cancel'),
  reason: cancelReasonSchema,
  note: cancelNoteSchema.default(''),
});
const reactivate = z.strictObject({ type: z.literal('subscription.reactivate') });
const cardUpdated = z.strictObject({ type: z.literal('card.updated') });

const renewalDue = z.strictObject({ type: z.literal('renewal.due') });
const paymentSucceeded = z.strictObject({ type: z.literal('payment.succeeded'), at: instantSchema });
const paymentFailed = z.strictObject({ type: z.literal('payment.failed'), at: instantSchema });
const renewalEmpty = z.strictObject({ type: z.literal('renewal.empty') });

/**
 * What the person (or staff on their behalf) asks: the account page sends these, and the API parses
 * request bodies with this schema, so a browser can never send an engine event.
 */
export const customerEventSchema = z.discriminatedUnion('type', [
  skip,
  pause,
  resume,
  moveDate,
  cancel,
  reactivate,
  cardUpdated,
]);
export type CustomerEvent = z.infer<typeof customerEventSchema>;
export type CustomerEventInput = z.input<typeof customerEventSchema>;

/**
 * What the renewal engine reports: a renewal came due (its order is made), its charge succeeded or
 * failed, or it had nothing to charge (every product was left out).
 */
export const engineEventSchema = z.discriminatedUnion('type', [
  renewalDue,
  paymentSucceeded,
  paymentFailed,
  renewalEmpty,
]);
export type EngineEvent = z.infer<typeof engineEventSchema>;

export const lifecycleEventSchema = z.discriminatedUnion('type', [
  ...customerEventSchema.options,
  ...engineEventSchema.options,
]);
export type LifecycleEvent = z.infer<typeof lifecycleEventSchema>;
export type LifecycleEventInput = z.input<typeof lifecycleEventSchema>;
export type LifecycleEventType = LifecycleEvent['type'];
export type CustomerEventType = CustomerEvent['type'];

/** Every event type, customer events first, in the order a page would list the actions. */
export const CUSTOMER_EVENT_TYPES = customerEventSchema.options.map(
  (option) => option.shape.type.value,
) as readonly CustomerEventType[];
export const ENGINE_EVENT_TYPES = engineEventSchema.options.map(
  (option) => option.shape.type.value,
) as readonly EngineEvent['type'][];
export const LIFECYCLE_EVENT_TYPES: readonly LifecycleEventType[] = [
  ...CUSTOMER_EVENT_TYPES,
  ...ENGINE_EVENT_TYPES,
];

/** Whether an event type is one the person may send. */
export function isCustomerEventType(type: string): type is CustomerEventType {
  return (CUSTOMER_EVENT_TYPES as readonly string[]).includes(type);
}
