import { z } from 'zod';

// Every zod schema here is built in a `/* @__PURE__ */` closure: an app that imports only functions
// (priceOrder) drops the schemas it never reads, and zod with them (tools/packages).

/** The largest amount any price, fee or total may reach: $10 billion, far beyond any real order. */
export const MAX_CENTS = 1_000_000_000_000;

/** An amount of money in integer cents (never a float). */
export const centsSchema = /* @__PURE__ */ (() => z.number().int().min(0).max(MAX_CENTS))();

/** WooCommerce writes amounts as "12", "12.3" or "12.30"; more decimals would hide a rounding choice. */
const MONEY_TEXT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

export type MoneyParseResult =
  | { ok: true; amountCents: number }
  | { ok: false; code: 'money.invalid'; message: string };

/**
 * Parses a WooCommerce-style decimal string ("4.50", "10", "0.5") into integer cents.
 * Exact: no float arithmetic, so "0.29" is 29 cents. At most two decimals, no sign, no thousands
 * separators; anything else (for example "4.5.0") is `money.invalid`.
 */
export function parseMoney(text: string): MoneyParseResult {
  const match = MONEY_TEXT.exec(text.trim());
  const whole = match?.[1];
  if (match === null || whole === undefined) {
    return { ok: false, code: 'money.invalid', message: `"${text}" is not an amount of money like "12.30"` };
  }
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const amountCents = Number(whole) * 100 + Number(fraction);
  if (amountCents > MAX_CENTS) {
    return {
      ok: false,
      code: 'money.invalid',
      message: `"${text}" is larger than the largest amount allowed`,
    };
  }
  return { ok: true, amountCents };
}

/**
 * A zod schema for a money string that outputs integer cents, so a bad amount is reported on the
 * field that holds it.
 */
export const moneyStringSchema = /* @__PURE__ */ (() =>
  z.string().transform((text, ctx): number => {
    const parsed = parseMoney(text);
    if (parsed.ok) return parsed.amountCents;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }))();

/**
 * Writes integer cents as a two-decimal string without a currency sign ("12.30", "-0.05"), the
 * form amounts take in JSON and in the shop API.
 */
export function toDecimalString(amountCents: number): string {
  assertWholeCents(amountCents);
  const sign = amountCents < 0 ? '-' : '';
  const absolute = Math.abs(amountCents);
  const dollars = Math.floor(absolute / 100);
  const cents = absolute % 100;
  return `${sign}${dollars}.${String(cents).padStart(2, '0')}`;
}

/** Formats integer cents for people: `$` and two decimals ("$12.30", "-$0.05"), as the spec asks. */
export function formatMoney(amountCents: number): string {
  const text = toDecimalString(amountCents);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** The space Quebec writes between thousands and before `$`, which a line never breaks (U+00A0). */
const NO_BREAK_SPACE = '\u00a0';

/**
 * Integer cents as fr-CA writes Canadian dollars ("1 234,56 $", no-break spaces), exactly what
 * Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }) writes (money.test.ts checks every
 * kind of amount against it), without building that formatter: its first use loads the locale's data,
 * a long task in the middle of a French page's first render on a slow phone. Zero is never negative.
 */
function formatFrenchMoney(amountCents: number): string {
  const text = toDecimalString(amountCents);
  const negative = text.startsWith('-');
  const [whole = '', cents = ''] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE);
  return `${negative ? '-' : ''}${grouped},${cents}${NO_BREAK_SPACE}$`;
}

/**
 * Integer cents as a language writes them: English is `formatMoney` ("$12.30"), French is fr-CA's
 * ("12,30 $", with its non-breaking space). The e-mails and the web app both write money with it.
 */
export function formatMoneyIn(language: 'en' | 'fr', amountCents: number): string {
  assertWholeCents(amountCents);
  return language === 'fr' ? formatFrenchMoney(amountCents) : formatMoney(amountCents);
}

/** Cents must be safe integers; anything else is a programming error, not a business outcome. */
export function assertWholeCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents)) {
    throw new RangeError(`expected whole cents, got ${amountCents}`);
  }
}

/** '$12.30' from an API money string '12.30'; '-$1.50' from '-1.50'. */
export function moneyLabel(amount: string): string {
  return amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`;
}
