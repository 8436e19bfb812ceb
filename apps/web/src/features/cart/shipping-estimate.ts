import {
  FREE_SHIPPING_METHOD,
  normalizePostalCode,
  POSTAL_CODE_MESSAGE,
  provinceOfPostalCode,
  type ShippingMethodResponse,
  shippingRateRequestSchema,
  type ShippingRateResponse,
} from '@maplepack/api-contract';
import { parseMoney, type ProvinceCode, provinceCodeSchema, type ShippingSettings } from '@maplepack/pricing';

/** Shown under the city field; the contract requires a city but words it for developers. */
export const CITY_REQUIRED_MESSAGE = 'Please enter your city.';

/** What the person typed in the estimate form, kept as typed. */
export interface EstimateForm {
  postal: string;
  city: string;
  /** The province picked where the postal code alone does not say (X: NT or NU); null when none picked. */
  province: ProvinceCode | null;
}

/** An address the shipping-rate call accepts: the postal code normalised ("K1A 0B1"), city trimmed. */
export interface EstimateAddress {
  postal: string;
  city: string;
  province: ProvinceCode;
}

export type EstimateFieldErrors = Partial<Record<'postal' | 'city', string>>;

export type EstimateInputResult =
  | { ok: true; address: EstimateAddress }
  | { ok: false; errors: EstimateFieldErrors };

/** The province a postal code says, or the choice to offer where its first letter is shared. */
export type PostalProvince =
  | { kind: 'unknown' }
  | { kind: 'known'; province: ProvinceCode }
  | { kind: 'choose'; options: readonly ProvinceCode[]; suggested: ProvinceCode };

/** X starts the codes of both the Northwest Territories and Nunavut. */
const SHARED_FIRST_LETTERS: Readonly<Record<string, readonly ProvinceCode[]>> = { X: ['NT', 'NU'] };

/**
 * The province of a typed postal code by its first letter (api-contract's table). Where the letter
 * is shared, the person chooses, starting from the contract's guess by forward sortation area.
 */
export function postalProvince(postal: string): PostalProvince {
  const code = normalizePostalCode(postal);
  const suggested = code === null ? null : provinceOfPostalCode(code);
  if (code === null || suggested === null) return { kind: 'unknown' };
  const options = SHARED_FIRST_LETTERS[code.charAt(0)];
  return options === undefined
    ? { kind: 'known', province: suggested }
    : { kind: 'choose', options, suggested };
}

/** Checks the form with the contract's shipping-rate schema; messages are the ones shown under the fields. */
export function parseEstimateForm(form: EstimateForm): EstimateInputResult {
  const parsed = shippingRateRequestSchema.safeParse({ postal_code: form.postal, city: form.city });
  if (!parsed.success) {
    const errors: EstimateFieldErrors = {};
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'postal_code') errors.postal = POSTAL_CODE_MESSAGE;
      if (issue.path[0] === 'city') errors.city = CITY_REQUIRED_MESSAGE;
    }
    return { ok: false, errors };
  }
  const place = postalProvince(parsed.data.postal_code);
  if (place.kind === 'unknown') return { ok: false, errors: { postal: POSTAL_CODE_MESSAGE } };
  const province =
    place.kind === 'known'
      ? place.province
      : form.province !== null && place.options.includes(form.province)
        ? form.province
        : place.suggested;
  return { ok: true, address: { postal: parsed.data.postal_code, city: parsed.data.city, province } };
}

function cents(amount: string): number {
  const parsed = parseMoney(amount);
  // The client validated the response against the contract, so a bad amount is a broken invariant.
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.amountCents;
}

/**
 * The free-shipping minimum in cents from the free-shipping method, as the server prices orders:
 * null (no threshold) when the method is off or sets no min_amount.
 */
export function freeShippingMinCents(method: ShippingMethodResponse): number | null {
  if (!method.enabled || method.instance_id !== FREE_SHIPPING_METHOD.instanceId) return null;
  const text = method.settings['min_amount']?.value;
  if (text === undefined || text.trim() === '') return null;
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.amountCents : null;
}

/** pricing's shipping settings from the rate of an address and the shop's free-shipping minimum. */
export function shippingSettingsOf(rate: ShippingRateResponse, minCents: number | null): ShippingSettings {
  return {
    rateCents: cents(rate.rate),
    extraFeeCents: cents(rate.extra_fee),
    freeShippingMinCents: minCents,
  };
}

/** The saved province as the form's choice: a province code, or null when none is saved. */
export function savedProvince(text: string): ProvinceCode | null {
  const parsed = provinceCodeSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}
