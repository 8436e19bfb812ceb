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
