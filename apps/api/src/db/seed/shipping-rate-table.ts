/** One row of the postal-code surcharge table (apps/api/README.md documents it). */
export interface ShippingRateRow {
  /** The start of a postal code; the longest matching prefix wins, '' matches every code. */
  prefix: string;
  area: 'standard' | 'remote' | 'northern';
  label: string;
  rateCents: number;
  extraFeeCents: number;
}

/**
 * The day the seeded shipping settings are in force from (the tax table's start): the migration that
 * dated them keeps every existing setting in force since then.
 */
export const SHIPPING_TABLE_STARTS = '2013-04-01';

/** Canada Post's base rate for a month of packs (under 500 g), anywhere in Canada. */
export const BASE_RATE_CENTS = 950;
/** The free-shipping method's min_amount: orders strictly over $60.00 ship free. */
export const FREE_SHIPPING_MIN_CENTS = 6000;

const REMOTE_EXTRA_CENTS = 500;
const NORTHERN_EXTRA_CENTS = 1000;

const remote = (prefix: string, label: string): ShippingRateRow => ({
  prefix,
  area: 'remote',
  label,
  rateCents: BASE_RATE_CENTS + REMOTE_EXTRA_CENTS,
  extraFeeCents: REMOTE_EXTRA_CENTS,
});
const northern = (prefix: string, label: string): ShippingRateRow => ({
  prefix,
  area: 'northern',
  label,
  rateCents: BASE_RATE_CENTS + NORTHERN_EXTRA_CENTS,
  extraFeeCents: NORTHERN_EXTRA_CENTS,
});

/**
 * Surcharges by forward sortation area: the territories (X, Y) are northern; the remote FSAs are
 * the ones Canada Post serves by air or with delivery standards of a week or more.
 */
export const SHIPPING_RATE_TABLE: readonly ShippingRateRow[] = [
  { prefix: '', area: 'standard', label: 'Canada', rateCents: BASE_RATE_CENTS, extraFeeCents: 0 },
  northern('X', 'Northwest Territories and Nunavut'),
  northern('Y', 'Yukon'),
  remote('A0P', 'Labrador coast'),
  remote('A0R', 'Western Labrador'),
  remote('G4T', 'Magdalen Islands'),
  remote('J0M', 'Nunavik'),
  remote('P0T', 'Far North Ontario'),
  remote('P0V', 'Far North Ontario'),
  remote('R0B', 'Northern Manitoba'),
  remote('S0J', 'Northern Saskatchewan'),
  remote('T0H', 'Northern Alberta'),
  remote('V0C', 'Northern British Columbia'),
  remote('V0T', 'Haida Gwaii and the Central Coast'),
];
