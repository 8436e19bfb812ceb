import { CANADA_POST_METHOD, FREE_SHIPPING_METHOD, FREE_SHIPPING_ZONE_ID } from '@maplepack/api-contract';
import { type Db } from '../client';
import {
  shippingMethods,
  shippingMethodVersions,
  shippingRates,
  shippingSurchargeVersions,
  shippingZoneLocations,
  shippingZones,
} from '../schema/shipping';
import {
  BASE_RATE_CENTS,
  FREE_SHIPPING_MIN_CENTS,
  SHIPPING_RATE_TABLE,
  SHIPPING_TABLE_STARTS,
} from './shipping-rate-table';

/** Zone 1 (Canada) with Canada Post (method id '3') and free shipping over min_amount. */
export async function seedShipping(db: Db): Promise<number> {
  const zones = await db
    .insert(shippingZones)
    .values({ id: FREE_SHIPPING_ZONE_ID, name: 'Canada', zoneOrder: 0 })
    .onConflictDoNothing()
    .returning({ id: shippingZones.id });
  const locations = await db
    .insert(shippingZoneLocations)
    .values({ zoneId: FREE_SHIPPING_ZONE_ID, code: 'CA', type: 'country' })
    .onConflictDoNothing()
    .returning({ id: shippingZoneLocations.zoneId });
  const methods = await db
    .insert(shippingMethods)
    .values([
      {
        instanceId: CANADA_POST_METHOD.instanceId,
        zoneId: FREE_SHIPPING_ZONE_ID,
        methodId: CANADA_POST_METHOD.methodId,
        title: CANADA_POST_METHOD.title,
        methodOrder: 1,
        costCents: BASE_RATE_CENTS,
      },
      {
        instanceId: FREE_SHIPPING_METHOD.instanceId,
        zoneId: FREE_SHIPPING_ZONE_ID,
        methodId: FREE_SHIPPING_METHOD.methodId,
        title: FREE_SHIPPING_METHOD.title,
        methodOrder: 2,
        minAmountCents: FREE_SHIPPING_MIN_CENTS,
      },
    ])
    .onConflictDoNothing()
    .returning({ id: shippingMethods.instanceId });
  const rates = await db
    .insert(shippingRates)
    .values([...SHIPPING_RATE_TABLE])
    .onConflictDoNothing()
    .returning({ prefix: shippingRates.prefix });
  // The dated versions pricing reads (issue 18), in force since the table's start.
  const methodVersions = await db
    .insert(shippingMethodVersions)
    .values([
      {
        instanceId: CANADA_POST_METHOD.instanceId,
        costCents: BASE_RATE_CENTS,
        effectiveFrom: SHIPPING_TABLE_STARTS,
      },
      {
        instanceId: FREE_SHIPPING_METHOD.instanceId,
        minAmountCents: FREE_SHIPPING_MIN_CENTS,
        effectiveFrom: SHIPPING_TABLE_STARTS,
      },
    ])
    .onConflictDoNothing()
    .returning({ id: shippingMethodVersions.id });
  const surcharges = await db
    .insert(shippingSurchargeVersions)
    .values(
      SHIPPING_RATE_TABLE.map((row) => ({
        prefix: row.prefix,
        extraFeeCents: row.extraFeeCents,
        effectiveFrom: SHIPPING_TABLE_STARTS,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: shippingSurchargeVersions.id });
  return (
    zones.length +
    locations.length +
    methods.length +
    rates.length +
    methodVersions.length +
    surcharges.length
  );
}
