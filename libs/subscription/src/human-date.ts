import { dateParts } from '@maplepack/calendar';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A date as people read it, "12 January"; the year is added ("12 January 2027") when it differs from
 * the year of `relativeTo` (the day the sentence is about), or always when there is none.
 */
export function humanDate(isoDate: string, relativeTo?: string): string {
  const { year, month, day } = dateParts(isoDate);
  const text = `${day} ${MONTH_NAMES[month - 1] ?? ''}`;
  if (relativeTo !== undefined && dateParts(relativeTo).year === year) return text;
  return `${text} ${year}`;
}
