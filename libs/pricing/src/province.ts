import { z } from 'zod';

/** The provinces and territories, by the codes Canada Post and WooCommerce use. */
export const PROVINCE_CODES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type ProvinceCode = (typeof PROVINCE_CODES)[number];

/** Tax lookup by province is case-insensitive (spec §5): "on", "On" and "ON" are Ontario. */
export const provinceCodeSchema = z
  .string()
  .transform((text) => text.trim().toUpperCase())
  .pipe(z.enum(PROVINCE_CODES, { error: 'expected a province or territory code such as "ON" or "qc"' }));

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

/**
 * Province and territory names as Canada Post and the OQLF write them in French (« Québec » for the
 * province, with its accent; « Territoires du Nord-Ouest »).
 */
export const PROVINCE_NAMES_FR: Readonly<Record<ProvinceCode, string>> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** A province's name in a language. */
export function provinceNameIn(language: 'en' | 'fr', code: ProvinceCode): string {
  return (language === 'fr' ? PROVINCE_NAMES_FR : PROVINCE_NAMES)[code];
}

/**
 * The province list of an address form, by name, as people look for them. The English names are plain
 * ASCII, so code-point order is the English collator's; building a collator while a page loads costs a
 * slow phone a long task.
 */
export const PROVINCE_OPTIONS: ReadonlyArray<{ code: ProvinceCode; name: string }> = [...PROVINCE_CODES]
  .map((code) => ({ code, name: PROVINCE_NAMES[code] }))
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

// French names have accents (Québec, Île-du-Prince-Édouard): sorted by the French collator, on first use.
let frenchOptions: ReadonlyArray<{ code: ProvinceCode; name: string }> | undefined;
function frenchProvinceOptions(): ReadonlyArray<{ code: ProvinceCode; name: string }> {
  if (frenchOptions === undefined) {
    const byFrenchName = new Intl.Collator('fr-CA');
    frenchOptions = [...PROVINCE_CODES]
      .map((code) => ({ code, name: PROVINCE_NAMES_FR[code] }))
      .sort((a, b) => byFrenchName.compare(a.name, b.name));
  }
  return frenchOptions;
}

/** The province list of an address form in a language, by name as that language sorts them. */
export function provinceOptionsIn(
  language: 'en' | 'fr',
): ReadonlyArray<{ code: ProvinceCode; name: string }> {
  return language === 'fr' ? frenchProvinceOptions() : PROVINCE_OPTIONS;
}
