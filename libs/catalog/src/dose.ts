import { type Product } from './product';

/** A time of day a pill is taken: morning or evening. */
export type DoseTime = 'am' | 'pm';

/** The two times of day, in the order the pack is filled. */
export const DOSE_TIMES: readonly DoseTime[] = ['am', 'pm'];

/**
 * Standard daily pills of a product: its standard morning plus evening dose, in pills per day.
 */
export function standardDailyPills(product: Pick<Product, 'standardDose'>): number {
  return product.standardDose.am + product.standardDose.pm;
}

/**
 * Clamps a daily pill count (am + pm, in pills per day) into the product's allowed range
 * [pills.min, pills.max]. Fractions are rounded down first because a pack holds whole pills.
 * When the catalogue has min > max the product cannot be dosed correctly at all; min wins so that
 * the result stays visible to the corrupted-line check rather than silently hiding the data error.
 */
export function clampDailyPills(product: Pick<Product, 'pills'>, dailyPills: number): number {
  const whole = Number.isFinite(dailyPills) ? Math.floor(dailyPills) : 0;
  return Math.max(product.pills.min, Math.min(product.pills.max, whole));
}

/**
 * A pill quantity for one dose time made safe to store: a whole number of pills, never below 0.
 * Non-finite input (NaN from a cleared input field) counts as 0.
 */
export function clampDoseQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.max(0, Math.floor(quantity));
}
