import { z } from 'zod';
import { moneyStringSchema as pricingMoneyStringSchema } from '@maplepack/pricing';

/**
 * An amount the API writes: a decimal string with exactly two decimals ("4.50"), as WooCommerce
 * writes amounts. Never a float. Negative amounts do not occur in responses.
 */
export const moneyString = z.string().regex(/^\d+\.\d{2}$/, 'expected an amount like "12.30"');

/**
 * An amount the API reads: "12", "12.3" or "12.30" (WooCommerce is lenient), parsed to integer
 * cents so the server never touches a float.
 */
export const moneyInput = z
  .string()
  .max(20, 'expected an amount like "12.30"')
  .pipe(pricingMoneyStringSchema);
