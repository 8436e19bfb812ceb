import { z } from 'zod';
import { type PaymentEvent } from './interface';

const withId = z.object({ id: z.string() });
const cardMethod = z.object({
  id: z.string(),
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
});
const intent = z.object({
  id: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
  last_payment_error: z.object({ message: z.string().optional() }).nullish(),
});
/** A charge or a dispute names its PaymentIntent: the id the shop stores as the order's charge. */
const refundedCharge = z.object({
  payment_intent: z.string(),
  amount_refunded: z.number().int().nonnegative(),
});
const dispute = z.object({
  id: z.string(),
  payment_intent: z.string(),
  amount: z.number().int().nonnegative(),
  reason: z.string(),
});

/** The metadata key under which the shop's charges carry their idempotency key (adapters/payments/real.ts). */
export const CHARGE_KEY_METADATA = 'maplepack_key';

/**
 * Reduces a verified Stripe event to what the shop acts on; an event of a known type with an
 * unexpected shape is ignored rather than trusted.
 */
export function paymentEventOf(type: string, object: unknown): PaymentEvent {
  switch (type) {
    case 'customer.deleted': {
      const parsed = withId.safeParse(object);
      return parsed.success
        ? { kind: 'customer-deleted', providerCustomerId: parsed.data.id }
        : { kind: 'ignored' };
    }
    case 'payment_method.detached': {
      const parsed = withId.safeParse(object);
      return parsed.success
        ? { kind: 'card-detached', providerMethodId: parsed.data.id }
        : { kind: 'ignored' };
    }
    case 'payment_method.updated':
    case 'payment_method.automatically_updated': {
      const parsed = cardMethod.safeParse(object);
      if (!parsed.success) return { kind: 'ignored' };
      const { id, card } = parsed.data;
      return {
        kind: 'card-updated',
        card: {
          providerMethodId: id,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
        },
      };
    }
    case 'payment_intent.succeeded': {
      const parsed = intent.safeParse(object);
      return parsed.success
        ? {
            kind: 'charge-succeeded',
            chargeId: parsed.data.id,
            idempotencyKey: parsed.data.metadata?.[CHARGE_KEY_METADATA] ?? null,
          }
        : { kind: 'ignored' };
    }
    case 'payment_intent.payment_failed': {
      const parsed = intent.safeParse(object);
      if (!parsed.success) return { kind: 'ignored' };
      return {
        kind: 'charge-failed',
        chargeId: parsed.data.id,
        message: parsed.data.last_payment_error?.message ?? 'Your card was declined.',
        idempotencyKey: parsed.data.metadata?.[CHARGE_KEY_METADATA] ?? null,
      };
    }
    case 'charge.refunded': {
      const parsed = refundedCharge.safeParse(object);
      return parsed.success
        ? {
            kind: 'charge-refunded',
            chargeId: parsed.data.payment_intent,
            refundedCents: parsed.data.amount_refunded,
          }
        : { kind: 'ignored' };
    }
    case 'charge.dispute.created': {
      const parsed = dispute.safeParse(object);
      return parsed.success
        ? {
            kind: 'dispute-opened',
            chargeId: parsed.data.payment_intent,
            disputeId: parsed.data.id,
            amountCents: parsed.data.amount,
            reason: parsed.data.reason,
          }
        : { kind: 'ignored' };
    }
    default:
      return { kind: 'ignored' };
  }
}
