import { CANADA_POST_METHOD } from '@maplepack/api-contract';
import { productById } from '@maplepack/catalog-data';
import { type Db } from '../../src/db/client';
import { customers } from '../../src/db/schema/customers';
import { paymentCustomers, paymentMethods } from '../../src/db/schema/payments';
import {
  subscriptionEvents,
  subscriptionLines,
  subscriptionShippingLines,
  subscriptions,
} from '../../src/db/schema/subscriptions';

/** Shipping addresses the renewal tests spread plans over: each a province with its own taxes. */
export const RENEWAL_ADDRESSES = [
  { city: 'Ottawa', state: 'ON', postcode: 'K2P 1L4' },
  { city: 'Montreal', state: 'QC', postcode: 'H2X 1Y4' },
  { city: 'Calgary', state: 'AB', postcode: 'T2P 1J9' },
  { city: 'Halifax', state: 'NS', postcode: 'B3H 1A1' },
  { city: 'Vancouver', state: 'BC', postcode: 'V6B 1A1' },
] as const;
export type RenewalAddress = (typeof RENEWAL_ADDRESSES)[number];

/** The address at `index`, wrapping round the list. */
export const renewalAddressAt = (index: number): RenewalAddress =>
  RENEWAL_ADDRESSES[index % RENEWAL_ADDRESSES.length] ?? RENEWAL_ADDRESSES[0];

/** Products every adult may take together at their standard doses (the demo plan's, and vitamin D). */
export const RENEWAL_PRODUCT_IDS = [2101, 2401, 2301] as const;

export interface PlanLine {
  productId: number;
  amDose: number;
  pmDose: number;
}

export const standardLine = (productId: number): PlanLine => {
  const product = productById(productId);
  if (product === undefined) throw new Error(`product ${productId} is not in the catalogue`);
  return { productId, amDose: product.standardDose.am, pmDose: product.standardDose.pm };
};

export interface SubscriberSpec {
  nextPaymentDate: string;
  /** Day of the month renewals fall on; default the next payment date's day. */
  anchorDay?: number;
  address: RenewalAddress;
  lines: readonly PlanLine[];
}

export interface Subscriber {
  customerId: number;
  subscriptionId: number;
  email: string;
  firstName: string;
  lastName: string;
  providerCustomerId: string;
  /** The plan's saved card (a Visa 4242 on the test gateway). */
  providerMethodId: string;
}

const CHUNK = 500;

async function inChunks<T>(items: readonly T[], run: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += CHUNK) await run(items.slice(start, start + CHUNK));
}

/**
 * Active plans inserted directly in bulk (as checkout would leave them: a customer, a test-gateway
 * payment customer with a saved Visa 4242, the plan with its lines and shipping line, its "started"
 * history line): thousands take seconds where checkout would take minutes. `tag` keeps e-mails and
 * provider ids unique across calls.
 */
export async function insertSubscribers(
  db: Db,
  specs: readonly SubscriberSpec[],
  options: { tag: string; startDate: string; now: Date },
): Promise<Subscriber[]> {
  const { tag, startDate, now } = options;
  const people = specs.map((_, index) => ({
    email: `sub-${tag}-${index}@example.ca`,
    firstName: `Sub${index}`,
    lastName: `Tag${tag}`,
    username: `sub-${tag}-${index}`,
    providerCustomerId: `test_cus_${tag}_${index}`,
    providerMethodId: `test_pm_${tag}_${index}`,
  }));
  const customerIds: number[] = [];
  await inChunks(people, async (chunk) => {
    const rows = await db
      .insert(customers)
      .values(
        chunk.map((p) => ({
          email: p.email,
          firstName: p.firstName,
          lastName: p.lastName,
          username: p.username,
          // Nobody signs in as these people; the tests act for them through the services.
          passwordHash: '!',
        })),
      )
      .returning({ id: customers.id });
    customerIds.push(...rows.map((row) => row.id));
  });
  const paymentCustomerIds: number[] = [];
  await inChunks(
    people.map((p, index) => ({ p, index })),
    async (chunk) => {
      const rows = await db
        .insert(paymentCustomers)
        .values(
          chunk.map(({ p, index }) => ({
            customerId: customerIds[index] ?? 0,
            provider: 'test' as const,
            providerCustomerId: p.providerCustomerId,
            email: p.email,
          })),
        )
        .returning({ id: paymentCustomers.id });
      paymentCustomerIds.push(...rows.map((row) => row.id));
    },
  );
  await inChunks(
    people.map((p, index) => ({ p, index })),
    async (chunk) => {
      await db.insert(paymentMethods).values(
        chunk.map(({ p, index }) => ({
          paymentCustomerId: paymentCustomerIds[index] ?? 0,
          providerMethodId: p.providerMethodId,
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: now.getUTCFullYear() + 4,
          isDefault: true,
        })),
      );
    },
  );
  const subscriptionIds: number[] = [];
  await inChunks(
    specs.map((spec, index) => ({ spec, index })),
    async (chunk) => {
      const rows = await db
        .insert(subscriptions)
        .values(
          chunk.map(({ spec, index }) => {
            const p = people[index];
            if (p === undefined) throw new Error(`no person ${index}`);
            return {
              customerId: customerIds[index] ?? 0,
              status: 'active',
              startDate,
              nextPaymentDate: spec.nextPaymentDate,
              anchorDay: spec.anchorDay ?? Number(spec.nextPaymentDate.slice(8, 10)),
              paymentMethod: 'test',
              paymentCustomerId: p.providerCustomerId,
              paymentMethodId: p.providerMethodId,
              // What the plan showed at checkout; renewals re-price, so any figure does here.
              totalCents: 0,
              shipping: { ...spec.address, country: 'CA' },
              billing: { first_name: p.firstName, last_name: p.lastName, email: p.email },
              createdAt: now,
              updatedAt: now,
            };
          }),
        )
        .returning({ id: subscriptions.id });
      subscriptionIds.push(...rows.map((row) => row.id));
    },
  );
  const lines = specs.flatMap((spec, index) =>
    spec.lines.map((line) => {
      const product = productById(line.productId);
      const quantity = line.amDose + line.pmDose;
      const subtotalCents = (product?.priceCents ?? 0) * quantity;
      return {
        subscriptionId: subscriptionIds[index] ?? 0,
        productId: line.productId,
        amDose: line.amDose,
        pmDose: line.pmDose,
        quantity,
        subtotalCents,
        totalCents: subtotalCents,
      };
    }),
  );
  await inChunks(lines, async (chunk) => {
    await db.insert(subscriptionLines).values(chunk);
  });
  await inChunks(subscriptionIds, async (chunk) => {
    await db.insert(subscriptionShippingLines).values(
      chunk.map((subscriptionId) => ({
        subscriptionId,
        methodId: String(CANADA_POST_METHOD.instanceId),
        methodTitle: CANADA_POST_METHOD.title,
        totalCents: 0,
      })),
    );
  });
  await inChunks(
    specs.map((spec, index) => ({ spec, index })),
    async (chunk) => {
      await db.insert(subscriptionEvents).values(
        chunk.map(({ spec, index }) => ({
          subscriptionId: subscriptionIds[index] ?? 0,
          actor: 'customer' as const,
          actorCustomerId: customerIds[index] ?? null,
          kind: 'started',
          day: startDate,
          entry: {
            on: startDate,
            by: 'customer',
            kind: 'started',
            status: 'active',
            nextPaymentDate: spec.nextPaymentDate,
          },
          createdAt: now,
        })),
      );
    },
  );
  return people.map((p, index) => ({
    customerId: customerIds[index] ?? 0,
    subscriptionId: subscriptionIds[index] ?? 0,
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    providerCustomerId: p.providerCustomerId,
    providerMethodId: p.providerMethodId,
  }));
}
