import { type CheckoutPayment, type CheckoutQuote } from '@maplepack/api-contract';

/** A card the signed-in person saved: what they need to recognise it. */
export interface SavedCard {
  brand: string;
  last4: string;
}

/** What the payment step asks for: nothing, or a card (the saved one where there is one). */
export type PaymentRequirement = { kind: 'none' } | { kind: 'card'; saved: SavedCard | null };

export interface PaymentRequirementInput {
  trial: boolean;
  /** The signed-in person's saved card and whether they have a plan; null for a guest. */
  account: { card: SavedCard | null; hasPlan: boolean } | null;
  quote: Pick<CheckoutQuote, 'total'> | null;
}

/**
 * The trial takes no card (its subscription is on hold with placeholder ids), and neither does a
 * signed-in plan change that charges nothing now (the plan's saved card pays the renewals). Everyone
 * else pays by card, since a subscription needs a card for its renewals: a new one, or the saved one.
 */
export function paymentRequirement(input: PaymentRequirementInput): PaymentRequirement {
  if (input.trial) return { kind: 'none' };
  if (input.account?.hasPlan === true && input.quote?.total === '0.00') return { kind: 'none' };
  return { kind: 'card', saved: input.account?.card ?? null };
}

/** Whether `payment` is what the requirement asks for. */
export function paymentFits(requirement: PaymentRequirement, payment: CheckoutPayment): boolean {
  if (requirement.kind === 'none') return payment.method === 'none';
  return payment.method === 'card' || (payment.method === 'saved' && requirement.saved !== null);
}
