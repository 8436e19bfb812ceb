/** The shop's time zone: its days (the packing list's, the order filters') are Toronto days, as the API's. */
export const SHOP_TIME_ZONE = 'America/Toronto';

/** The shop's date at `now`, as YYYY-MM-DD. */
export function shopToday(now: Date): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
