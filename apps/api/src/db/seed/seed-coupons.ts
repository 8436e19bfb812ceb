import { CATEGORY_IDS } from '@maplepack/catalog';
import { type Db } from '../client';
import { coupons } from '../schema/coupons';
import { DEMO_CUSTOMER_EMAIL } from './seed-demo-customer';

type CouponRow = typeof coupons.$inferInsert;

/** Demo coupons: one of each of the six discount types, plus a free-shipping and an expired one. */
export const DEMO_COUPONS: readonly CouponRow[] = [
  {
    code: 'welcome10',
    discountType: 'percent',
    ratePpm: 100_000,
    usageLimitPerUser: 1,
    description: 'Mailing-list welcome offer: 10% off your first pack.',
  },
  {
    code: 'save5',
    discountType: 'fixed_cart',
    amountCents: 500,
    minimumAmountCents: 3000,
    description: '$5 off orders of $30 or more.',
  },
  {
    code: 'vitamins2',
    discountType: 'fixed_product',
    amountCents: 200,
    productCategories: [CATEGORY_IDS.vitamin],
    description: '$2 off each daily vitamin pill.',
  },
  {
    code: 'credit20',
    discountType: 'store_credit',
    amountCents: 2000,
    emailRestrictions: [DEMO_CUSTOMER_EMAIL],
    usageLimit: 1,
    description: '$20 store credit for the demo customer.',
  },
  {
    code: 'loyal5',
    discountType: 'recurring_fee',
    amountCents: 500,
    description: '$5 off each daily pill on every renewal.',
  },
  {
    code: 'loyal15',
    discountType: 'recurring_percent',
    ratePpm: 150_000,
    description: '15% off every renewal.',
  },
  {
    code: 'shipfree',
    discountType: 'fixed_cart',
    amountCents: 0,
    freeShipping: true,
    description: 'Free shipping.',
  },
  {
    code: 'vip25',
    discountType: 'percent',
    ratePpm: 250_000,
    individualUse: true,
    excludedProductCategories: [CATEGORY_IDS.accessories],
    description: '25% off supplements; cannot be combined.',
  },
  {
    code: 'fall2020',
    discountType: 'percent',
    ratePpm: 200_000,
    dateExpires: new Date('2020-12-01T05:00:00Z'),
    description: 'Expired autumn 2020 promotion.',
  },
];

export async function seedCoupons(db: Db): Promise<number> {
  const inserted = await db
    .insert(coupons)
    .values([...DEMO_COUPONS])
    .onConflictDoNothing()
    .returning({ id: coupons.id });
  return inserted.length;
}
