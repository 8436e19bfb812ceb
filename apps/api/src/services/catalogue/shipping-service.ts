import {
  CANADA_POST_METHOD,
  FREE_SHIPPING_METHOD,
  FREE_SHIPPING_ZONE_ID,
  provinceOfPostalCode,
  type ShippingMethodResponse,
  type ShippingRateRequest,
  type ShippingRateResponse,
  type ShippingZoneResponse,
} from '@maplepack/api-contract';
import {
  methodSettingsOn,
  shippingSettingsOn,
  toDecimalString,
  type DatedMethodSettings,
  type DatedSurcharge,
  type ShippingSettings,
} from '@maplepack/pricing';
import { CACHE_NAMESPACES, type MemoryCache } from '../../cache/memory-cache';
import {
  type ShippingMethodRow,
  type ShippingRateRow,
  type ShippingRepository,
} from '../../db/repositories/shipping-repository';

function toMethodResponse(
  row: ShippingMethodRow,
  inForce: DatedMethodSettings | undefined,
): ShippingMethodResponse {
  const settings: ShippingMethodResponse['settings'] = {};
  const cost = inForce?.costCents ?? null;
  const min = inForce?.minAmountCents ?? null;
  if (cost !== null) settings['cost'] = { id: 'cost', label: 'Cost', value: toDecimalString(cost) };
  if (min !== null) {
    settings['requires'] = { id: 'requires', label: 'Free shipping requires...', value: 'min_amount' };
    settings['min_amount'] = { id: 'min_amount', label: 'Minimum order amount', value: toDecimalString(min) };
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

/** The whole dated schedule with the prefixes' areas: small, read whole, cached under 'shipping:'. */
export interface ShippingSchedule {
  methods: DatedMethodSettings[];
  surcharges: DatedSurcharge[];
  areas: ShippingRateRow[];
  /** Whether free shipping is enabled (its threshold is then read from the schedule). */
  freeEnabled: boolean;
}

const NO_RATE = {
  ok: false,
  code: 'shipping.no-rate',
  message: 'We cannot ship to this postal code.',
} as const;

/**
 * Zones, methods and the rate for an address on a shop day: the dated costs, thresholds and
 * surcharges in force that day (pricing's shippingSettingsOn). The tables are cached under 'shipping:'.
 */
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

  /** The dated schedule (every version), as the pure pricing functions read it. */
  schedule(): Promise<ShippingSchedule> {
    return this.cache.getOrLoad(`${CACHE_NAMESPACES.shipping}schedule`, async () => {
      const [methodRows, surchargeRows, areas] = [
        await this.shipping.methodVersions(),
        await this.shipping.surchargeVersions(),
        await this.shipping.rates(),
      ];
      const free = (await this.shipping.methods(FREE_SHIPPING_ZONE_ID)).find(
        (row) => row.instanceId === FREE_SHIPPING_METHOD.instanceId,
      );
      return {
        methods: methodRows.map((row) => ({ ...row })),
        surcharges: surchargeRows.map((row) => ({ ...row })),
        areas,
        freeEnabled: free?.enabled === true,
      };
    });
  }

  /** The zone's methods with the money settings in force on `day`, or undefined when there is no such zone. */
  async methods(zoneId: number, day: string): Promise<ShippingMethodResponse[] | undefined> {
    if ((await this.zone(zoneId)) === undefined) return undefined;
    const rows = await this.cache.getOrLoad(`${CACHE_NAMESPACES.shipping}methods:${zoneId}`, () =>
      this.shipping.methods(zoneId),
    );
    const { methods } = await this.schedule();
    return rows.map((row) => toMethodResponse(row, methodSettingsOn(methods, row.instanceId, day)));
  }

  async method(zoneId: number, instanceId: number, day: string): Promise<ShippingMethodResponse | undefined> {
    return (await this.methods(zoneId, day))?.find((method) => method.instance_id === instanceId);
  }

  /** Pricing's shipping settings for a postal code on `day`, or null when it cannot be shipped to. */
  async settingsOn(
    postalCode: string,
    day: string,
  ): Promise<{ settings: ShippingSettings; area: ShippingRateRow | undefined } | null> {
    const schedule = await this.schedule();
    const found = shippingSettingsOn(
      {
        methods: schedule.methods,
        surcharges: schedule.surcharges,
        rateMethodId: CANADA_POST_METHOD.instanceId,
        freeMethodId: schedule.freeEnabled ? FREE_SHIPPING_METHOD.instanceId : null,
      },
      postalCode,
      day,
    );
    if (!found.ok) return null;
    const prefix = found.surcharge?.prefix ?? '';
    return { settings: found.settings, area: schedule.areas.find((row) => row.prefix === prefix) };
  }

  /** Canada Post's rate for the address on `day` and the extra fee of remote and northern postal codes. */
  async rate(request: ShippingRateRequest, day: string): Promise<ShippingRateResult> {
    const found = await this.settingsOn(request.postal_code, day);
    const province = provinceOfPostalCode(request.postal_code);
    if (found === null || province === null) return NO_RATE;
    return {
      ok: true,
      rate: {
        postal_code: request.postal_code,
        city: request.city,
        province,
        rate: toDecimalString(found.settings.rateCents),
        extra_fee: toDecimalString(found.settings.extraFeeCents),
        area: found.area?.area ?? 'standard',
        method_id: String(CANADA_POST_METHOD.instanceId),
        method_title: CANADA_POST_METHOD.title,
      },
    };
  }
}
