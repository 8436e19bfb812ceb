import { t } from '@lingui/core/macro';
import { type ProvinceCode, provinceNameIn } from '@maplepack/pricing';
import { amountText } from '../../lib/i18n/amount-text';
import { frenchDay, isFrench } from '../../lib/i18n/date-text';

// Days, provinces and doses as the page's language writes them, for the checkout and the thank-you page
// (amounts, rates and tax names are lib/i18n/amount-text.ts's, shared with the account pages). English
// keeps exactly what the pages showed before (the API's '2026-12-17'). The components call useLingui().

/** A shop day ('2026-11-23'): as the API writes it in English, '23 novembre 2026' ('1er' the first) in French. */
export function shopDayText(isoDate: string): string {
  return isFrench() ? frenchDay(isoDate) : isoDate;
}

/** A province's name in the page's language ('Quebec' / 'Québec'). */
export function provinceText(code: ProvinceCode): string {
  return provinceNameIn(isFrench() ? 'fr' : 'en', code);
}

/** '1 morning, 0 evening': a line's daily pills. */
export function dosesText(am: number, pm: number): string {
  return t`${am} morning, ${pm} evening`;
}

/** The summary's line on the subscription an order starts: its first renewal's amount and day. */
export function renewalText(renewal: { total: string; date: string }): string {
  const total = amountText(renewal.total);
  const date = shopDayText(renewal.date);
  return t`Your order starts a monthly subscription: ${total} on ${date}, then every month until you cancel.`;
}
