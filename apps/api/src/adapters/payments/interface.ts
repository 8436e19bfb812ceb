/**
 * The card payment provider: Stripe (STRIPE_* set) or the built-in test gateway. Amounts are
 * integer cents in CAD. Implementations: real.ts (Stripe), fake.ts (test card numbers, clearly
 * labelled test mode); both arrive with the orders/payments issue.
 */
export interface PaymentCustomer {
  providerCustomerId: string;
  email: string;
}

export interface SavedCard {
  providerMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeResult =
  | { ok: true; chargeId: string }
  | { ok: false; code: 'payment.declined' | 'payment.card-invalid' | 'payment.unavailable'; message: string };

export interface PaymentGateway {
  readonly mode: 'test' | 'live';
  createCustomer(input: { email: string; name: string; cardToken: string }): Promise<PaymentCustomer & { card: SavedCard }>;
  getCustomer(providerCustomerId: string): Promise<(PaymentCustomer & { cards: SavedCard[] }) | null>;
  updateCard(providerCustomerId: string, cardToken: string): Promise<SavedCard>;
  /** Charges a saved card; `idempotencyKey` makes a retried charge a no-op at the provider. */
  charge(input: {
    providerCustomerId: string;
    providerMethodId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<ChargeResult>;
}
