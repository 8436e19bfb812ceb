import { humanDate } from '@maplepack/subscription';
import { frenchDay, isFrench } from '../../lib/i18n/date-text';

/** A shop day as the page's language writes it: '12 January 2027' (the lib's), '12 janvier 2027'. */
export function dayText(isoDate: string, relativeTo?: string): string {
  return isFrench() ? frenchDay(isoDate, relativeTo) : humanDate(isoDate, relativeTo);
}
