import { and, asc, eq } from 'drizzle-orm';
import { type Db } from '../client';
import { shippingMethods, shippingRates, shippingZones } from '../schema/shipping';

export type ShippingZoneRow = typeof shippingZones.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type ShippingRateRow = typeof shippingRates.$inferSelect;

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
}
