import { plural, t } from '@lingui/core/macro';
import { type TierNumber, tierInfo } from '@maplepack/cart';
import { type LineCheck } from '@maplepack/catalog';
import { GENERIC_ERROR_MESSAGE } from '@maplepack/api-client';
import { POSTAL_CODE_MESSAGE } from '@maplepack/api-contract';
import { COUPON_MESSAGES, type Coupon, type ProvinceCode, provinceNameIn } from '@maplepack/pricing';
import { i18n } from '../../lib/i18n/i18n';
import { moneyText } from '../../lib/i18n/money';
import { CITY_REQUIRED_MESSAGE } from './shipping-estimate';

// The cart's words that are not a component's own: tier names (the cart lib's English), the totals' labels
// and the coupon box's messages, in the page's language. The components showing them call useLingui().

const isFrench = (): boolean => i18n.locale === 'fr';

/** A tier's full and short names: the cart lib's in English ('Advanced Health', 'Advanced'). */
export function tierNames(tier: TierNumber): { name: string; mobileName: string } {
  const info = tierInfo(tier);
  if (!isFrench()) return { name: info.name, mobileName: info.mobileName };
  switch (tier) {
    case 1:
      return { name: t`The Essentials`, mobileName: t`Essentials` };
    case 2:
      return { name: t`Advanced Health`, mobileName: t`Advanced` };
    case 3:
      return { name: t`Complete Support`, mobileName: t`Complete` };
  }
}

/** 'FREE' where shipping costs nothing (spec §4 Totals). */
export function freeText(): string {
  return t`FREE`;
}

/** 'To be calculated' where there is no address yet (spec §4 Totals). */
export function toBeCalculatedText(): string {
  return t`To be calculated`;
}

/** A province's name in the page's language ('Quebec' / 'Québec'). */
export function provinceText(code: ProvinceCode): string {
  return provinceNameIn(isFrench() ? 'fr' : 'en', code);
}

/** A rate in ppm as people write a percent: '10%', '12.5%'; '12,5 %' in French. */
function percentOff(ratePpm: number): string {
  const percent = Number((ratePpm / 10_000).toFixed(4));
  return isFrench()
    ? `${percent.toLocaleString('fr-CA', { maximumFractionDigits: 4 })}\u00a0%`
    : `${percent}%`;
}

/** What a recurring coupon does: '10% off' or '$5.00 off' each renewal, from the first renewal. */
export function recurringCouponText(coupon: Coupon): string {
  const off = 'ratePpm' in coupon ? percentOff(coupon.ratePpm) : moneyText(coupon.amountCents);
  return t`Coupon saved: ${off} off each renewal, from your first renewal. It does not change today's total.`;
}

/** The French of the English messages the cart's libs put on screen, keyed by that English. */
function frenchMessages(): Readonly<Record<string, string>> {
  return {
    [COUPON_MESSAGES.applied]: t`Coupon applied`,
    [COUPON_MESSAGES.alreadyApplied]: t`Coupon has already been applied.`,
    [COUPON_MESSAGES.invalid]: t`Coupon is invalid.`,
    [POSTAL_CODE_MESSAGE]: t`Please enter a valid Canadian postal code.`,
    [CITY_REQUIRED_MESSAGE]: t`Please enter your city.`,
    [GENERIC_ERROR_MESSAGE]: t`An error occurred`,
  };
}

/**
 * A message from the libs in the page's language (English pages show the libs' English as it is); any
 * other text, such as the server's answer (already in the request's language), as it is.
 */
export function cartMessageText(message: string): string;
export function cartMessageText(message: string | null | undefined): string | undefined;
export function cartMessageText(message: string | null | undefined): string | undefined {
  if (message === null || message === undefined) return undefined;
  if (!isFrench()) return message;
  return frenchMessages()[message] ?? message;
}

/** For the test: the English keys and what the active catalogue reads for each. */
export function knownCartMessages(): Readonly<Record<string, string>> {
  return frenchMessages();
}

/** The warning beside a corrupted line (spec §5): the catalogue lib's English, or its French. */
export function corruptedLineText(name: string, check: Exclude<LineCheck, { ok: true }>): string {
  if (!isFrench()) return check.message;
  if (check.code === 'line.quantity-missing') {
    if (check.missing.length === 2) return t`${name} is missing its morning and evening quantities.`;
    return check.missing[0] === 'am'
      ? t`${name} is missing its morning quantity.`
      : t`${name} is missing its evening quantity.`;
  }
  if (check.code === 'line.above-max') {
    const max = check.max;
    return plural(max, {
      one: `${name} allows at most # pill a day.`,
      other: `${name} allows at most # pills a day.`,
    });
  }
  const min = check.min;
  return plural(min, {
    one: `${name} needs at least # pill a day.`,
    other: `${name} needs at least # pills a day.`,
  });
}
