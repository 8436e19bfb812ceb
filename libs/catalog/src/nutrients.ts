import { z } from 'zod';

/**
 * Nutrients we track per pill, each key carrying its unit, so that upper-limit sums never mix units.
 * Folic acid is counted in µg of folic acid itself (not DFE), the unit of its upper limit. The ones
 * with an adult tolerable upper intake level (Health Canada / IOM) are marked in
 * the recommendation lib; the rest are informational.
 */
export const NUTRIENT_KEYS = [
  'vitaminA_retinol_ugRAE',
  'betaCarotene_ug',
  'vitaminC_mg',
  'vitaminD_ug',
  'vitaminE_mg',
  'vitaminK_ug',
  'thiamin_mg',
  'riboflavin_mg',
  'niacin_mg',
  'vitaminB6_mg',
  'folicAcid_ug',
  'vitaminB12_ug',
  'biotin_ug',
  'pantothenicAcid_mg',
  'calcium_mg',
  'iron_mg',
  'magnesium_mg',
  'zinc_mg',
  'selenium_ug',
  'iodine_ug',
  'copper_mg',
  'manganese_mg',
  'chromium_ug',
  'potassium_mg',
  'omega3_epaDha_mg',
  'melatonin_mg',
] as const;

export const nutrientKeySchema = z.enum(NUTRIENT_KEYS);
export type NutrientKey = z.infer<typeof nutrientKeySchema>;

/** Amount of each nutrient in one pill; a missing key means none. */
export const nutrientAmountsSchema = z.partialRecord(nutrientKeySchema, z.number().nonnegative());
export type NutrientAmounts = z.infer<typeof nutrientAmountsSchema>;
