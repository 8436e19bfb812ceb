import { formatMoney } from '@maplepack/pricing';
import { i18n } from './i18n';

const FRENCH_MONEY = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });

/**
 * An amount in cents as the page's language writes it: '$4.50' in English (the pricing lib's form,
 * the same text as before French existed), '4,50 $' in French (Intl's fr-CA, with its non-breaking space).
 */
export function moneyText(amountCents: number): string {
  return i18n.locale === 'fr' ? FRENCH_MONEY.format(amountCents / 100) : formatMoney(amountCents);
}
