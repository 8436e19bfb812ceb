import { formatMoneyIn } from '@maplepack/pricing';
import { i18n } from './i18n';

/** An amount in cents as the page's language writes it: '$4.50' in English, '4,50 $' in French. */
export function moneyText(amountCents: number): string {
  return formatMoneyIn(i18n.locale === 'fr' ? 'fr' : 'en', amountCents);
}
