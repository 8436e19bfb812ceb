import { and, asc, eq } from 'drizzle-orm';
import { type Db } from '../client';
import {
  shippingMethods,
  shippingMethodVersions,
  shippingRates,
  shippingSurchargeVersions,
  shippingZones,
} from '../schema/shipping';

export type ShippingZoneRow = typeof shippingZones.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type ShippingRateRow = typeof shippingRates.$inferSelect;
export type ShippingMethodVersionRow = typeof shippingMethodVersions.$inferSelect;
export type ShippingSurchargeVersionRow = typeof shippingSurchargeVersions.$inferSelect;

export class ShippingRepository {
  constructor(private readonly db: Db) {}

  async zones(): Promise<ShippingZoneRow[]> {
    return await this.db
      .select()
      .from(shippingZones)
      .orderBy(asc(shippingZones.zoneOrder), asc(shippingZones.id));
  }

  async zone(id: number): Promise<ShippingZoneRow | undefined> {
    const [row] = await this.db.select().from(shippingZones).where(eq(shippingZones.id, id));
    return row;
  }

  async methods(zoneId: number): Promise<ShippingMethodRow[]> {
    return await this.db
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.zoneId, zoneId))
      .orderBy(asc(shippingMethods.methodOrder), asc(shippingMethods.instanceId));
  }

  async method(zoneId: number, instanceId: number): Promise<ShippingMethodRow | undefined> {
    const [row] = await this.db
      .select()
      .from(shippingMethods)
      .where(and(eq(shippingMethods.zoneId, zoneId), eq(shippingMethods.instanceId, instanceId)));
    return row;
  }

  async rates(): Promise<ShippingRateRow[]> {
    return await this.db.select().from(shippingRates);
  }

  /** Every dated version of the methods' money settings, oldest first (issue 18). */
  async methodVersions(): Promise<ShippingMethodVersionRow[]> {
    return await this.db
      .select()
      .from(shippingMethodVersions)
      .orderBy(asc(shippingMethodVersions.instanceId), asc(shippingMethodVersions.effectiveFrom));
  }

  /** Every dated version of the postal surcharges, oldest first (issue 18). */
  async surchargeVersions(): Promise<ShippingSurchargeVersionRow[]> {
    return await this.db
      .select()
      .from(shippingSurchargeVersions)
      .orderBy(asc(shippingSurchargeVersions.prefix), asc(shippingSurchargeVersions.effectiveFrom));
  }
}
