/** A surcharge row as the lookup needs it. */
export interface RateRow {
  prefix: string;
  area: 'standard' | 'remote' | 'northern';
  rateCents: number;
  extraFeeCents: number;
}

/**
 * The row for a normalised postal code ("X0A 1H0"): the longest prefix that starts the code,
 * compared without the space. Undefined only when the table has no '' row.
 */
export function lookupRate<R extends RateRow>(rows: readonly R[], postalCode: string): R | undefined {
  const compact = postalCode.replace(/\s+/g, '').toUpperCase();
  let best: R | undefined;
  for (const row of rows) {
    const prefix = row.prefix.replace(/\s+/g, '').toUpperCase();
    if (compact.startsWith(prefix) && (best === undefined || prefix.length > best.prefix.length)) best = row;
  }
  return best;
}
