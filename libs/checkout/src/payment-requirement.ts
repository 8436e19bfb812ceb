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
 * A trial whose pack costs nothing (the trial ships free; the trial box is free) takes no card: its
 * subscription waits on hold with placeholder ids. A trial pack that costs something is paid by card
 * like any order, since nothing is given away without a reason. A signed-in plan change that charges
 * nothing now takes no card either (the plan's saved card pays the renewals). Everyone else pays by
 * card, since a subscription needs a card for its renewals: a new one, or the saved one.
 */
export function paymentRequirement(input: PaymentRequirementInput): PaymentRequirement {
  if (input.trial && input.quote?.total === '0.00') return { kind: 'none' };
  if (input.account?.hasPlan === true && input.quote?.total === '0.00') return { kind: 'none' };
  return { kind: 'card', saved: input.account?.card ?? null };
}

/** Whether `payment` is what the requirement asks for. */
export function paymentFits(requirement: PaymentRequirement, payment: CheckoutPayment): boolean {
  if (requirement.kind === 'none') return payment.method === 'none';
  return payment.method === 'card' || (payment.method === 'saved' && requirement.saved !== null);
}
