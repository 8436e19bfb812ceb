import { PROVINCE_CODES, type ProvinceCode } from '@maplepack/pricing';

/** Province and territory names as Canada Post writes them in English. */
export const PROVINCE_NAMES: Readonly<Record<ProvinceCode, string>> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** The province list of the address form, by name, as people look for them. */
export const PROVINCE_OPTIONS: ReadonlyArray<{ code: ProvinceCode; name: string }> = [...PROVINCE_CODES]
  .map((code) => ({ code, name: PROVINCE_NAMES[code] }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The province code of `text` (any case, trimmed), or null when it names none. */
export function provinceCodeOf(text: string): ProvinceCode | null {
  const code = text.trim().toUpperCase();
  return PROVINCE_CODES.find((known) => known === code) ?? null;
}
