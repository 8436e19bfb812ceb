import { z } from 'zod';
import { type ProvinceCode } from '@maplepack/pricing';

/**
 * Canadian postal code "A1A 1A1": letters D, F, I, O, Q and U never occur, and W and Z never start
 * a code (Canada Post addressing guidelines). The space is optional on input.
 */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPR-TV-Z]) ?(\d[ABCEGHJ-NPR-TV-Z]\d)$/;

export const POSTAL_CODE_MESSAGE = 'Please enter a valid Canadian postal code.';

/** Normalises "k1a0b1" to "K1A 0B1", or null when it is not a Canadian postal code. */
export function normalizePostalCode(text: string): string | null {
  const match = POSTAL_CODE.exec(text.trim().toUpperCase());
  if (match === null || match[1] === undefined || match[2] === undefined) return null;
  return `${match[1]} ${match[2]}`;
}

/** A postal code in any case, with or without the space, output as "K1A 0B1". */
export const postalCodeSchema = z
  .string()
  .max(20, POSTAL_CODE_MESSAGE)
  .transform((text, ctx): string => {
    const code = normalizePostalCode(text);
    if (code !== null) return code;
    ctx.addIssue({ code: 'custom', message: POSTAL_CODE_MESSAGE });
    return z.NEVER;
  });

const PROVINCE_BY_LETTER: Readonly<Record<string, ProvinceCode>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  Y: 'YT',
};

/**
 * The province of a normalised postal code, from its first letter. X serves both the Northwest
 * Territories and Nunavut; the forward sortation areas X0A, X0B and X0C are Nunavut's.
 */
export function provinceOfPostalCode(code: string): ProvinceCode | null {
  const letter = code.charAt(0);
  if (letter === 'X') return ['X0A', 'X0B', 'X0C'].includes(code.slice(0, 3)) ? 'NU' : 'NT';
  return PROVINCE_BY_LETTER[letter] ?? null;
}

/**
 * Whether a postal code (any case, space optional) is in `province` (a two-letter code). X codes
 * serve both territories, so either is accepted for one; an invalid code matches nothing.
 */
export function postalCodeMatchesProvince(postcode: string, province: string): boolean {
  const code = normalizePostalCode(postcode);
  const found = code === null ? null : provinceOfPostalCode(code);
  if (found === null) return false;
  const wanted = province.trim().toUpperCase();
  if (found === 'NT' || found === 'NU') return wanted === 'NT' || wanted === 'NU';
  return found === wanted;
}
