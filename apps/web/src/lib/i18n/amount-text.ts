import { formatMoneyIn, moneyLabel, parseMoney } from '@maplepack/pricing';
import { i18n } from './i18n';
import { LANGUAGE_TAGS } from './locale';
import { madeOnce } from './made-once';

/**
 * An API amount ('4.50', '-1.50') as the page's language writes it: English keeps the shop's `moneyLabel`
 * ('$4.50') byte for byte, French goes through Intl fr-CA ('4,50 $'). An amount that does not parse is
 * shown as the English label rather than hidden.
 */
export function amountText(amount: string): string {
  if (i18n.locale !== 'fr') return moneyLabel(amount);
  const negative = amount.startsWith('-');
  const parsed = parseMoney(negative ? amount.slice(1) : amount);
  if (!parsed.ok) return moneyLabel(amount);
  const text = formatMoneyIn('fr', parsed.amountCents);
  return negative ? `-${text}` : text;
}

/**
 * Integer cents as the page's language writes them, as `moneyText` (lib/i18n/money.ts) does; its own copy so
 * the account pages do not share money.ts's chunk with /checkout (a shared chunk cost /checkout 0.1 KB).
 */
export function centsText(amountCents: number): string {
  return formatMoneyIn(i18n.locale === 'fr' ? 'fr' : 'en', amountCents);
}

const FRENCH_PERCENT = madeOnce(() => new Intl.NumberFormat(LANGUAGE_TAGS.fr, { maximumFractionDigits: 3 }));

/** A tax rate as the page's language writes it: '13%' / '13 %', '9.975%' / '9,975 %'. */
export function percentText(ratePercent: string): string {
  const rate = Number(ratePercent);
  return i18n.locale === 'fr' ? `${FRENCH_PERCENT().format(rate)}\u00a0%` : `${rate}%`;
}

/** The French names of the tax lines the shop charges (the e-mails say them the same way). */
const TAX_LABELS_FR: Readonly<Record<string, string>> = {
  GST: 'TPS',
  HST: 'TVH',
  QST: 'TVQ',
  PST: 'TVP',
  RST: 'TVD',
};

/** A tax line's label ('HST') in the page's language ('TVH'); an unknown label is kept. */
export function taxLabelText(label: string): string {
  return i18n.locale === 'fr' ? (TAX_LABELS_FR[label] ?? label) : label;
}
