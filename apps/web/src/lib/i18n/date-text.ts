import { i18n } from './i18n';
import { LANGUAGE_TAGS } from './locale';
import { madeOnce } from './made-once';

const FR = LANGUAGE_TAGS.fr;
const UTC = 'UTC';
const MIDNIGHT_UTC = 'T00:00:00Z';

// French dates as Quebec writes them ('23 novembre 2026'); each English caller keeps its own format. Made
// on first use (madeOnce): an English page that never writes a French date does not build them.
const FRENCH_DAY = madeOnce(
  () => new Intl.DateTimeFormat(FR, { year: 'numeric', month: 'long', day: 'numeric', timeZone: UTC }),
);
const FRENCH_DAY_NO_YEAR = madeOnce(
  () => new Intl.DateTimeFormat(FR, { month: 'long', day: 'numeric', timeZone: UTC }),
);
const FRENCH_LOCAL_DAY = madeOnce(
  () => new Intl.DateTimeFormat(FR, { year: 'numeric', month: 'long', day: 'numeric' }),
);
const FRENCH_LOCAL_TIME = madeOnce(
  () =>
    new Intl.DateTimeFormat(FR, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
);

/** Whether the page is French (the formatters below are its French forms). */
export const isFrench = (): boolean => i18n.locale === 'fr';

/** '1er' for the first of a month, as French writes it; the rest unchanged. */
const FIRST = '1er ';
const firstOfMonth = (text: string) => text.replace(/^1 /, FIRST);

/**
 * A shop day ('2026-11-23') in French: '23 novembre 2026'; without the year when `relativeTo` (the
 * day the sentence is about) is in the same year, as the English `humanDate` does.
 */
export function frenchDay(isoDate: string, relativeTo?: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}${MIDNIGHT_UTC}`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const sameYear = relativeTo !== undefined && relativeTo.slice(0, 4) === isoDate.slice(0, 4);
  return firstOfMonth((sameYear ? FRENCH_DAY_NO_YEAR : FRENCH_DAY)().format(date));
}

/** An instant in French, in the visitor's own time zone: the day, or the day and time. */
export function frenchInstant(date: Date, withTime: boolean): string {
  return firstOfMonth((withTime ? FRENCH_LOCAL_TIME : FRENCH_LOCAL_DAY)().format(date));
}
