/**
 * The calendar day of `epochMs` where the person is, as YYYY-MM-DD: the day the cart's tax estimate
 * is for (the tax table is dated; the libs never read the clock, so the page passes this in).
 */
export function localIsoDay(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
