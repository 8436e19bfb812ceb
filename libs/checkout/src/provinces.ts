import { PROVINCE_CODES, type ProvinceCode } from '@maplepack/pricing';

/** The province code of `text` (any case, trimmed), or null when it names none. */
export function provinceCodeOf(text: string): ProvinceCode | null {
  const code = text.trim().toUpperCase();
  return PROVINCE_CODES.find((known) => known === code) ?? null;
}
