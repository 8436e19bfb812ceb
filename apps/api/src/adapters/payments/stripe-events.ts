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
const failedIntent = z.object({
  id: z.string(),
  last_payment_error: z.object({ message: z.string().optional() }).nullish(),
});

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
      const parsed = withId.safeParse(object);
      return parsed.success ? { kind: 'charge-succeeded', chargeId: parsed.data.id } : { kind: 'ignored' };
    }
    case 'payment_intent.payment_failed': {
      const parsed = failedIntent.safeParse(object);
      if (!parsed.success) return { kind: 'ignored' };
      return {
        kind: 'charge-failed',
        chargeId: parsed.data.id,
        message: parsed.data.last_payment_error?.message ?? 'Your card was declined.',
      };
    }
    default:
      return { kind: 'ignored' };
  }
}
