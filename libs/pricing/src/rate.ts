import { z } from 'zod';
import { assertWholeCents } from './money';

// Every zod schema here is built in a `/* @__PURE__ */` closure: an app that imports only functions
// (priceOrder) drops the schemas it never reads, and zod with them (tools/packages).

/**
 * A percentage rate in parts per million: 1% = 10_000 ppm, 9.975% = 99_750 ppm, "13.0000" =
 * 130_000 ppm. Integers keep QST and friends exact; WooCommerce writes rates with 4 decimals of a
 * percent, which is exactly 1 ppm.
 */
export type RatePpm = number;

export const PPM_PER_PERCENT = 10_000;
const PPM_PER_UNIT = 1_000_000n;
/** A rate above 1000% is certainly a typo. */
const MAX_RATE_PPM = 10_000_000;

export const ratePpmSchema = /* @__PURE__ */ (() => z.number().int().min(0).max(MAX_RATE_PPM))();

const RATE_TEXT = /^(\d{1,4})(?:\.(\d{1,4}))?$/;

export type RateParseResult =
  | { ok: true; ratePpm: RatePpm }
  | { ok: false; code: 'rate.invalid'; message: string };

/** Parses a percent string ("13.0000", "9.975", "5") exactly into ppm; at most 4 decimals. */
export function parseRatePercent(text: string): RateParseResult {
  const match = RATE_TEXT.exec(text.trim());
  const whole = match?.[1];
  if (match === null || whole === undefined) {
    return { ok: false, code: 'rate.invalid', message: `"${text}" is not a percentage like "13.0000"` };
  }
  const ratePpm = Number(whole) * PPM_PER_PERCENT + Number((match[2] ?? '').padEnd(4, '0'));
  if (ratePpm > MAX_RATE_PPM) {
    return { ok: false, code: 'rate.invalid', message: `"${text}" is above 1000%` };
  }
  return { ok: true, ratePpm };
}

/** A zod schema for a percent string that outputs ppm. */
export const ratePercentStringSchema = /* @__PURE__ */ (() =>
  z.string().transform((text, ctx): RatePpm => {
    const parsed = parseRatePercent(text);
    if (parsed.ok) return parsed.ratePpm;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }))();

/** Writes ppm as WooCommerce writes a rate: percent with 4 decimals ("13.0000", "9.9750"). */
export function formatRatePercent(ratePpm: RatePpm): string {
  const whole = Math.floor(ratePpm / PPM_PER_PERCENT);
  const fraction = ratePpm % PPM_PER_PERCENT;
  return `${whole}.${String(fraction).padStart(4, '0')}`;
}

/**
 * `amountCents × rate`, rounded half up to whole cents (so 9.975% of $20.00 is $2.00, never the
 * $1.99 that float arithmetic can give). The amount must be ≥ 0: taxes and percentage discounts
 * are never taken on a negative base.
 */
export function applyRate(amountCents: number, ratePpm: RatePpm): number {
  assertWholeCents(amountCents);
  if (amountCents < 0) throw new RangeError('applyRate: amount must be ≥ 0');
  const exact = BigInt(amountCents) * BigInt(ratePpm);
  return Number((exact + PPM_PER_UNIT / 2n) / PPM_PER_UNIT);
}
