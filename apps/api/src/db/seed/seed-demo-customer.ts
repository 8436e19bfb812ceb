import { shopDay } from '@maplepack/calendar';
import { productById } from '@maplepack/catalog-data';
import { computeTaxes, selectTaxRules, shippingCents, taxRulesInEffect } from '@maplepack/pricing';
import { CANADA_POST_METHOD } from '@maplepack/api-contract';
import { hashPassword } from '../../security/password-hash';
import { type Db } from '../client';
import { addresses, customers } from '../schema/customers';
import { paymentCustomers, paymentMethods } from '../schema/payments';
import {
  subscriptionEvents,
  subscriptionLines,
  subscriptionShippingLines,
  subscriptions,
} from '../schema/subscriptions';
import { BASE_RATE_CENTS, FREE_SHIPPING_MIN_CENTS } from './shipping-rate-table';

export const DEMO_CUSTOMER_EMAIL = 'demo@maplepack.ca';
/** Documented in apps/api/README.md; a demo account only, never a real customer. */
export const DEMO_CUSTOMER_PASSWORD = 'maplepack-demo';
/** The demo customer's saved card on the built-in test gateway (Visa ending in 4242). */
export const DEMO_PAYMENT_CUSTOMER_ID = 'test_cus_demo';
export const DEMO_PAYMENT_METHOD_ID = 'test_pm_demo';

/** The demo plan: a multivitamin, omega-3 and magnesium at their standard doses. */
const DEMO_PLAN_PRODUCT_IDS = [2101, 2401, 2301] as const;
/** A subscription's next payment is 26 days after its start (spec §4). */
const NEXT_PAYMENT_DAYS = 26;

const DEMO_ADDRESS = {
  firstName: 'Jamie',
  lastName: 'Leblanc',
  address1: '150 Elgin Street',
  address2: 'Suite 1000',
  city: 'Ottawa',
  state: 'ON',
  postcode: 'K2P 1L4',
  country: 'CA',
  email: DEMO_CUSTOMER_EMAIL,
  phone: '613-555-0142',
};

/**
 * The demo customer (password hashed with argon2id), their addresses and an active subscription
 * starting `today`. Nothing happens when the customer already exists.
 */
export async function seedDemoCustomer(db: Db, now: Date): Promise<number> {
  const passwordHash = await hashPassword(DEMO_CUSTOMER_PASSWORD);
  const [customer] = await db
    .insert(customers)
    .values({
      email: DEMO_CUSTOMER_EMAIL,
      firstName: DEMO_ADDRESS.firstName,
      lastName: DEMO_ADDRESS.lastName,
      username: 'jamieleblanc-d3m0a',
      passwordHash,
    })
    .onConflictDoNothing()
    .returning({ id: customers.id });
  if (customer === undefined) return 0;

  await db.insert(addresses).values([
    { customerId: customer.id, kind: 'billing', ...DEMO_ADDRESS },
    { customerId: customer.id, kind: 'shipping', ...DEMO_ADDRESS },
  ]);

  const lines = DEMO_PLAN_PRODUCT_IDS.map((id) => {
    const product = productById(id);
    if (product === undefined) throw new Error(`demo plan product ${id} is not in the catalogue`);
    const quantity = product.standardDose.am + product.standardDose.pm;
    const subtotalCents = product.priceCents * quantity;
    return {
      productId: id,
      amDose: product.standardDose.am,
      pmDose: product.standardDose.pm,
      quantity,
      subtotalCents,
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  const shipping = shippingCents({
    subtotalCents,
    settings: { rateCents: BASE_RATE_CENTS, extraFeeCents: 0, freeShippingMinCents: FREE_SHIPPING_MIN_CENTS },
    freeShippingCoupon: false,
    campaign: null,
  });
  const today = shopDay(now);
  const inEffect = taxRulesInEffect(today);
  if (!inEffect.ok) throw new Error(inEffect.message);
  const taxes = computeTaxes(
    subtotalCents,
    shipping,
    selectTaxRules(inEffect.rules, { country: 'CA', state: 'ON' }),
  );
  const nextPayment = new Date(now.getTime() + NEXT_PAYMENT_DAYS * 86_400_000);
  const nextPaymentDate = shopDay(nextPayment);

  // A saved test card (the built-in test gateway's Visa 4242), so the demo plan can be renewed and
  // its card shown; with Stripe keys the demo card is unknown there and the account page asks for one.
  const [paymentCustomer] = await db
    .insert(paymentCustomers)
    .values({
      customerId: customer.id,
      provider: 'test',
      providerCustomerId: DEMO_PAYMENT_CUSTOMER_ID,
      email: DEMO_CUSTOMER_EMAIL,
    })
    .returning({ id: paymentCustomers.id });
  if (paymentCustomer === undefined) throw new Error('the demo payment customer was not created');
  await db.insert(paymentMethods).values({
    paymentCustomerId: paymentCustomer.id,
    providerMethodId: DEMO_PAYMENT_METHOD_ID,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: now.getUTCFullYear() + 3,
    isDefault: true,
  });

  const [subscription] = await db
    .insert(subscriptions)
    .values({
      customerId: customer.id,
      status: 'active',
      startDate: today,
      nextPaymentDate,
      anchorDay: Number(nextPaymentDate.slice(8, 10)),
      paymentMethod: 'test',
      paymentCustomerId: DEMO_PAYMENT_CUSTOMER_ID,
      paymentMethodId: DEMO_PAYMENT_METHOD_ID,
      totalCents: subtotalCents + shipping + taxes.totalCents,
      totalTaxCents: taxes.totalCents,
      shippingTotalCents: shipping,
      shipping: { state: 'ON', postcode: DEMO_ADDRESS.postcode, city: DEMO_ADDRESS.city },
      billing: {
        first_name: DEMO_ADDRESS.firstName,
        last_name: DEMO_ADDRESS.lastName,
        email: DEMO_CUSTOMER_EMAIL,
      },
    })
    .returning({ id: subscriptions.id });
  if (subscription === undefined) throw new Error('the demo subscription was not created');
  await db
    .insert(subscriptionLines)
    .values(
      lines.map((line) => ({ ...line, subscriptionId: subscription.id, totalCents: line.subtotalCents })),
    );
  await db.insert(subscriptionEvents).values({
    subscriptionId: subscription.id,
    actor: 'customer',
    actorCustomerId: customer.id,
    kind: 'started',
    day: today,
    entry: { on: today, by: 'customer', kind: 'started', status: 'active', nextPaymentDate },
  });
  await db.insert(subscriptionShippingLines).values({
    subscriptionId: subscription.id,
    methodId: String(CANADA_POST_METHOD.instanceId),
    methodTitle: CANADA_POST_METHOD.title,
    totalCents: shipping,
  });
  return 1;
}
