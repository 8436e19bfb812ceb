import { AUTHENTICATION_NEEDED_MESSAGE } from '../../adapters/payments/interface';
import { type Db } from '../../db/client';
import { CustomerRepository } from '../../db/repositories/customer-repository';
import { OrderRepository } from '../../db/repositories/order-repository';
import { SubscriptionEventRepository } from '../../db/repositories/subscription-event-repository';
import { paymentFailedEmail, renewalReceiptEmail, type LeftOut } from '../../emails/renewal-emails';
import { type MailRecipient } from '../accounts/account-emails';
import { queueMail } from './outbox';
import { type SettledCharge } from './renewal-charge';
import { type ProductsLeftOutEntry } from '../subscriptions/subscription-history';

/** The customer's address and first name, read through `tx`; null when the account is gone. */
export async function mailRecipient(tx: Db, customerId: number | null): Promise<MailRecipient | null> {
  if (customerId === null) return null;
  const row = await new CustomerRepository(tx).byId(customerId);
  return row === undefined ? null : { email: row.email, firstName: row.firstName, language: row.language };
}

/** What the engine left out of this plan's pack of `packDate` (its history line), for the receipt. */
async function leftOutOf(tx: Db, subscriptionId: number, packDate: string): Promise<LeftOut[]> {
  const { items } = await new SubscriptionEventRepository(tx).page(subscriptionId, { limit: 20, offset: 0 });
  const entry = items.find(
    (item) =>
      item.kind === 'products-left-out' &&
      (item.entry as unknown as ProductsLeftOutEntry).packDate === packDate,
  );
  return entry === undefined ? [] : (entry.entry as unknown as ProductsLeftOutEntry).leftOut;
}

/**
 * Queues, in the transaction that settled a renewal charge, the e-mail it calls for: the receipt of a
 * paid renewal, or the failed payment (with the next try, or the pack cancelled and the plan on hold
 * after the last). Keyed by order or (plan, period, attempt): settled twice, it is queued once.
 */
export async function queueSettledChargeMail(
  tx: Db,
  subscriptionId: number,
  attempt: number,
  settled: SettledCharge,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const { order, result, after, log } = settled;
  const to = await mailRecipient(tx, order.customerId);
  if (to === null) return;
  const packDate = settled.before.renewal?.date ?? '';
  if (result.ok) {
    const full = await new OrderRepository(tx).byId(order.id);
    await queueMail(
      tx,
      {
        key: `receipt:${order.id}`,
        kind: 'renewal-receipt',
        customerId: order.customerId,
        mail: await renewalReceiptEmail(to, publicUrl, {
          orderId: order.id,
          packDate,
          lines: (full?.lines ?? []).map((line) => ({
            name: line.name,
            amDose: line.amDose,
            pmDose: line.pmDose,
            totalCents: line.totalCents,
          })),
          totals: {
            subtotalCents: order.subtotalCents,
            discountCents: order.discountCents,
            shippingCents: order.shippingCents,
            taxLines: (full?.taxes ?? []).map((line) => ({
              label: line.name,
              amountCents: line.amountCents,
            })),
            totalCents: order.totalCents,
          },
          card: full?.card ?? null,
          nextPaymentDate: after.nextPaymentDate,
          leftOut: await leftOutOf(tx, subscriptionId, packDate),
        }),
      },
      now,
    );
    return;
  }
  const retryAt = log.kind === 'payment-failed' ? log.retryAt : null;
  await queueMail(
    tx,
    {
      key: `payment-failed:${subscriptionId}:${order.renewalPeriod ?? ''}:${attempt}`,
      kind: retryAt === null ? 'renewal-on-hold' : 'payment-failed',
      customerId: order.customerId,
      mail: await paymentFailedEmail(to, publicUrl, {
        orderId: order.id,
        packDate,
        totalCents: settled.amountCents,
        attempt,
        retryAt,
        reason: result.message,
        requiresAction: result.message === AUTHENTICATION_NEEDED_MESSAGE,
      }),
    },
    now,
  );
}
