import { type Product } from './product';
import { type DoseTime } from './dose';

/** A cart or plan line as stored: either quantity may be missing when storage or an edit went wrong. */
export interface DoseQuantities {
  readonly amQty?: number | null | undefined;
  readonly pmQty?: number | null | undefined;
}

export type CorruptedLineCode = 'line.quantity-missing' | 'line.above-max' | 'line.below-min';

export type LineCheck =
  | { readonly ok: true; readonly dailyPills: number }
  | {
      readonly ok: false;
      readonly code: 'line.quantity-missing';
      readonly message: string;
      /** Which dose times have no usable quantity. */
      readonly missing: readonly DoseTime[];
    }
  | {
      readonly ok: false;
      readonly code: 'line.above-max' | 'line.below-min';
      readonly message: string;
      /** am + pm, in pills per day. */
      readonly dailyPills: number;
      readonly min: number;
      readonly max: number;
    };

/** A quantity we can count: a whole, non-negative number of pills. Anything else is as good as missing. */
function isUsableQuantity(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function pillWord(count: number): string {
  return count === 1 ? 'pill' : 'pills';
}

/**
 * The corrupted-line check of spec §5: a line is corrupted when a quantity is missing, or when
 * am + pm (pills per day) is above the product's max or below its min. Bounds are inclusive:
 * exactly min or exactly max is fine. The spec gives no wording, so the messages are ours, written
 * for the cart's warning next to the line.
 */
export function checkDoseLine(product: Pick<Product, 'name' | 'pills'>, line: DoseQuantities): LineCheck {
  const { amQty, pmQty } = line;
  if (!isUsableQuantity(amQty) || !isUsableQuantity(pmQty)) {
    const missing: DoseTime[] = [];
    if (!isUsableQuantity(amQty)) missing.push('am');
    if (!isUsableQuantity(pmQty)) missing.push('pm');
    const which =
      missing.length === 2
        ? 'morning and evening quantities'
        : missing[0] === 'am'
          ? 'morning quantity'
          : 'evening quantity';
    return {
      ok: false,
      code: 'line.quantity-missing',
      message: `${product.name} is missing its ${which}.`,
      missing,
    };
  }
  const dailyPills = amQty + pmQty;
  const { min, max } = product.pills;
  if (dailyPills > max) {
    return {
      ok: false,
      code: 'line.above-max',
      message: `${product.name} allows at most ${max} ${pillWord(max)} a day.`,
      dailyPills,
      min,
      max,
    };
  }
  if (dailyPills < min) {
    return {
      ok: false,
      code: 'line.below-min',
      message: `${product.name} needs at least ${min} ${pillWord(min)} a day.`,
      dailyPills,
      min,
      max,
    };
  }
  return { ok: true, dailyPills };
}

/** True when {@link checkDoseLine} finds the line corrupted. */
export function isCorruptedLine(product: Pick<Product, 'name' | 'pills'>, line: DoseQuantities): boolean {
  return !checkDoseLine(product, line).ok;
}
