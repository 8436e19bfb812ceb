import {
  CANADA_POST_METHOD,
  provinceOfPostalCode,
  type ShippingMethodResponse,
  type ShippingRateRequest,
  type ShippingRateResponse,
  type ShippingZoneResponse,
} from '@maplepack/api-contract';
import { toDecimalString } from '@maplepack/pricing';
import { CACHE_NAMESPACES, type MemoryCache } from '../../cache/memory-cache';
import { type ShippingMethodRow, type ShippingRepository } from '../../db/repositories/shipping-repository';
import { lookupRate } from './shipping-rate-lookup';

function toMethodResponse(row: ShippingMethodRow): ShippingMethodResponse {
  const settings: ShippingMethodResponse['settings'] = {};
  if (row.costCents !== null)
    settings['cost'] = { id: 'cost', label: 'Cost', value: toDecimalString(row.costCents) };
  if (row.minAmountCents !== null) {
    settings['requires'] = { id: 'requires', label: 'Free shipping requires...', value: 'min_amount' };
    settings['min_amount'] = {
      id: 'min_amount',
      label: 'Minimum order amount',
      value: toDecimalString(row.minAmountCents),
    };
  }
  return {
    id: row.instanceId,
    instance_id: row.instanceId,
    title: row.title,
    order: row.methodOrder,
    enabled: row.enabled,
    method_id: row.methodId,
    method_title: row.title,
    settings,
  };
}

export type ShippingRateResult =
  | { ok: true; rate: ShippingRateResponse }
  | { ok: false; code: 'shipping.no-rate'; message: string };

/** Zones, methods and the rate for an address; the tables are cached under 'shipping:'. */
export class ShippingService {
  constructor(
    private readonly shipping: ShippingRepository,
    private readonly cache: MemoryCache,
  ) {}

  zones(): Promise<ShippingZoneResponse[]> {
    return this.cache.getOrLoad(`${CACHE_NAMESPACES.shipping}zones`, async () =>
      (await this.shipping.zones()).map((zone) => ({ id: zone.id, name: zone.name, order: zone.zoneOrder })),
    );
  }

  async zone(id: number): Promise<ShippingZoneResponse | undefined> {
    return (await this.zones()).find((zone) => zone.id === id);
  }

  /** The zone's methods, or undefined when there is no such zone. */
  async methods(zoneId: number): Promise<ShippingMethodResponse[] | undefined> {
    if ((await this.zone(zoneId)) === undefined) return undefined;
    return this.cache.getOrLoad(`${CACHE_NAMESPACES.shipping}methods:${zoneId}`, async () =>
      (await this.shipping.methods(zoneId)).map(toMethodResponse),
    );
  }

  async method(zoneId: number, instanceId: number): Promise<ShippingMethodResponse | undefined> {
    return (await this.methods(zoneId))?.find((method) => method.instance_id === instanceId);
  }

  /** Canada Post's rate for the address and the extra fee of remote and northern postal codes. */
  async rate(request: ShippingRateRequest): Promise<ShippingRateResult> {
    const rows = await this.cache.getOrLoad(`${CACHE_NAMESPACES.shipping}rates`, () => this.shipping.rates());
    const row = lookupRate(rows, request.postal_code);
    const province = provinceOfPostalCode(request.postal_code);
    if (row === undefined || province === null) {
      return { ok: false, code: 'shipping.no-rate', message: 'We cannot ship to this postal code.' };
    }
    return {
      ok: true,
      rate: {
        postal_code: request.postal_code,
        city: request.city,
        province,
        rate: toDecimalString(row.rateCents),
        extra_fee: toDecimalString(row.extraFeeCents),
        area: row.area,
        method_id: String(CANADA_POST_METHOD.instanceId),
        method_title: CANADA_POST_METHOD.title,
      },
    };
  }
}
