import { t } from '@lingui/core/macro';
import { moneyLabel, parseMoney, type ProvinceCode, provinceNameIn } from '@maplepack/pricing';
import { i18n } from '../../lib/i18n/i18n';
import { moneyText } from '../../lib/i18n/money';

// Amounts, days, rates and doses as the page's language writes them, for the checkout and the thank-you
// page. English keeps exactly what the pages showed before (the API's '2026-12-17', pricing's '$12.30');
// French is Intl fr-CA ('12,30 $', '17 décembre 2026'). The components showing them call useLingui().

const isFrench = (): boolean => i18n.locale === 'fr';

/** An API amount ('12.30') as the page writes money: '$12.30' (pricing's moneyLabel) or '12,30 $'. */
export function amountText(amount: string): string {
  if (!isFrench()) return moneyLabel(amount);
  const negative = amount.startsWith('-');
  const parsed = parseMoney(negative ? amount.slice(1) : amount);
  if (!parsed.ok) return amount;
  return moneyText(negative ? -parsed.amountCents : parsed.amountCents);
}

const FRENCH_DAY = new Intl.DateTimeFormat('fr-CA', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A shop day ('2026-11-23'): as the API writes it in English, '23 novembre 2026' ('1er' the first) in French. */
export function shopDayText(isoDate: string): string {
  if (!isFrench()) return isoDate;
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return isoDate;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime())) return isoDate;
  return FRENCH_DAY.format(date).replace(/^1 /, '1er ');
}

/** A province's name in the page's language ('Quebec' / 'Québec'). */
export function provinceText(code: ProvinceCode): string {
  return provinceNameIn(isFrench() ? 'fr' : 'en', code);
}

/** '1 morning, 0 evening': a line's daily pills. */
export function dosesText(am: number, pm: number): string {
  return t`${am} morning, ${pm} evening`;
}

/** A tax rate from the API ('13', '14.975'): '13%' in English, '14,975 %' in French. */
export function percentText(rate: string): string {
  const value = Number(rate);
  if (!isFrench()) return `${value.toString()}%`;
  return `${value.toLocaleString('fr-CA', { maximumFractionDigits: 4 })}\u00a0%`;
}

/** The summary's line on the subscription an order starts: its first renewal's amount and day. */
export function renewalText(renewal: { total: string; date: string }): string {
  const total = amountText(renewal.total);
  const date = shopDayText(renewal.date);
  return t`Your order starts a monthly subscription: ${total} on ${date}, then every month until you cancel.`;
}

// The tax names as Canada's French texts abbreviate them (the API's tax rules name them in English).
/* eslint-disable lingui/no-unlocalized-strings -- abbreviations keyed by the API's label, not sentences */
const FRENCH_TAX_LABELS: Readonly<Record<string, string>> = {
  GST: 'TPS',
  HST: 'TVH',
  QST: 'TVQ',
  PST: 'TVP',
  RST: 'TVD',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** A tax line's name: the API's ('HST') in English, its French abbreviation ('TVH') in French. */
export function taxLabelText(label: string): string {
  return isFrench() ? (FRENCH_TAX_LABELS[label] ?? label) : label;
}
