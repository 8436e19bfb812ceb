import { LOCALE_OF, type Language } from '@maplepack/api-contract';
import { dateParts } from '@maplepack/calendar';
import { formatMoney, formatMoneyIn, moneyLabel } from '@maplepack/pricing';
import { humanDate } from '@maplepack/subscription';
import { frenchTypography } from '../i18n/french-typography';

export { type Language } from '@maplepack/api-contract';

/** One e-mail's texts in every language: TypeScript refuses a table without its French. */
export type MailTexts<T> = Readonly<Record<Language, T>>;

/** Money and dates as each language writes them, through Intl: `12,50 $` / `$12.50`, `23 novembre 2026`. */
export interface MailFormat {
  language: Language;
  /** Whole cents. */
  money(amountCents: number): string;
  /** An API amount string ('12.50'). */
  amount(amount: string): string;
  /** An ISO date; the year is left out when it is the year of `relativeTo`. */
  date(isoDate: string, relativeTo?: string): string;
  /** French punctuation in French (non-breaking spaces), nothing in English. */
  text(text: string): string;
}

const FRENCH_DAY_MONTH = new Intl.DateTimeFormat(LOCALE_OF.fr, {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const FRENCH_FULL_DATE = new Intl.DateTimeFormat(LOCALE_OF.fr, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function frenchDate(isoDate: string, relativeTo?: string): string {
  const { year, month, day } = dateParts(isoDate);
  const at = new Date(Date.UTC(year, month - 1, day));
  const sameYear = relativeTo !== undefined && dateParts(relativeTo).year === year;
  // "1er" as French writes the first of the month.
  return (sameYear ? FRENCH_DAY_MONTH : FRENCH_FULL_DATE).format(at).replace(/^1 /, '1er ');
}

/**
 * English keeps the shop's existing formats (pricing's `$12.50` is what Intl's en-CA writes, and
 * "23 November 2026" the account pages' dates); French is Intl's fr-CA.
 */
export const MAIL_FORMAT: Readonly<Record<Language, MailFormat>> = {
  en: { language: 'en', money: formatMoney, amount: moneyLabel, date: humanDate, text: (text) => text },
  fr: {
    language: 'fr',
    money: (amountCents) => formatMoneyIn('fr', amountCents),
    amount: (amount) => formatMoneyIn('fr', Math.round(Number(amount) * 100)),
    date: frenchDate,
    text: frenchTypography,
  },
};

/** The formats of a language, 'en' when none is known (an account made before issue 16). */
export const mailFormat = (language: Language | undefined): MailFormat => MAIL_FORMAT[language ?? 'en'];
