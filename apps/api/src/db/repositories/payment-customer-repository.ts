import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { type Db } from '../client';
import { paymentCustomers, paymentMethods } from '../schema/payments';

export type PaymentCustomerRow = typeof paymentCustomers.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type Provider = PaymentCustomerRow['provider'];

export interface CardFields {
  providerMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * Payment customers and their saved cards. For Stripe these rows mirror Stripe's objects; for the
 * test gateway they are the gateway's own records.
 */
export class PaymentCustomerRepository {
  constructor(private readonly db: Db) {}

  async byProviderId(
    provider: Provider,
    providerCustomerId: string,
  ): Promise<PaymentCustomerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentCustomers)
      .where(
        and(
          eq(paymentCustomers.provider, provider),
          eq(paymentCustomers.providerCustomerId, providerCustomerId),
        ),
      );
    return row;
  }

  /** The customer's newest payment customer with this provider (an older one may predate a card change). */
  async latestOfCustomer(provider: Provider, customerId: number): Promise<PaymentCustomerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.customerId, customerId)))
      .orderBy(desc(paymentCustomers.id))
      .limit(1);
    return row;
  }

  /** Inserts the payment customer, or links an existing one (same provider id) to `customerId` when given. */
  async upsert(input: {
    provider: Provider;
    providerCustomerId: string;
    email: string;
    customerId: number | null;
  }): Promise<PaymentCustomerRow> {
    const [row] = await this.db
      .insert(paymentCustomers)
      .values(input)
      .onConflictDoUpdate({
        target: [paymentCustomers.provider, paymentCustomers.providerCustomerId],
        set: { customerId: sql`coalesce(excluded.customer_id, ${paymentCustomers.customerId})` },
      })
      .returning();
    if (row === undefined) throw new Error('payment customer upsert returned no row');
    return row;
  }

  /** Links a payment customer no one owns yet to `customerId`; false when someone else owns it. */
  async claim(id: number, customerId: number): Promise<boolean> {
    const rows = await this.db
      .update(paymentCustomers)
      .set({ customerId })
      .where(
        and(
          eq(paymentCustomers.id, id),
          or(isNull(paymentCustomers.customerId), eq(paymentCustomers.customerId, customerId)),
        ),
      )
      .returning({ id: paymentCustomers.id });
    return rows.length === 1;
  }

  async deleteByProviderId(provider: Provider, providerCustomerId: string): Promise<void> {
    await this.db
      .delete(paymentCustomers)
      .where(
        and(
          eq(paymentCustomers.provider, provider),
          eq(paymentCustomers.providerCustomerId, providerCustomerId),
        ),
      );
  }

  /** The cards of a payment customer, the default first, then newest first. */
  async cards(paymentCustomerId: number): Promise<PaymentMethodRow[]> {
    return this.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.paymentCustomerId, paymentCustomerId))
      .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id));
  }

  async cardByProviderId(providerMethodId: string): Promise<PaymentMethodRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.providerMethodId, providerMethodId));
    return row;
  }

  /** Saves the card (or refreshes it) as the one default card of the payment customer, atomically. */
  async saveDefaultCard(paymentCustomerId: number, card: CardFields): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(paymentMethods)
        .values({ paymentCustomerId, ...card, isDefault: true })
        .onConflictDoUpdate({
          target: paymentMethods.providerMethodId,
          set: {
            brand: card.brand,
            last4: card.last4,
            expMonth: card.expMonth,
            expYear: card.expYear,
            isDefault: true,
          },
        });
      await tx
        .update(paymentMethods)
        .set({ isDefault: false })
        .where(
          and(
            eq(paymentMethods.paymentCustomerId, paymentCustomerId),
            ne(paymentMethods.providerMethodId, card.providerMethodId),
          ),
        );
    });
  }

  /** Refreshes a known card's details (a new expiry from the card network); unknown cards are ignored. */
  async updateCard(card: CardFields): Promise<void> {
    await this.db
      .update(paymentMethods)
      .set({ brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear })
      .where(eq(paymentMethods.providerMethodId, card.providerMethodId));
  }

  async deleteCard(providerMethodId: string): Promise<void> {
    await this.db.delete(paymentMethods).where(eq(paymentMethods.providerMethodId, providerMethodId));
  }
}
