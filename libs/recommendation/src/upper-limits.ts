import type { NutrientAmounts, NutrientKey } from '@maplepack/catalog';
import type { Profile } from './profile';

export interface UpperLimit {
  nutrient: NutrientKey;
  /** Adult tolerable upper intake level per day, in the unit of the nutrient key. */
  perDay: number;
  label: string;
  unit: string;
}

/**
 * Adult tolerable upper intake levels (Health Canada Dietary Reference Intakes). Calcium depends on
 * age: 2,500 mg under 51 and 2,000 mg from 51. Magnesium's limit is for supplemental magnesium,
 * which is all a pack holds.
 */
export function upperLimitsFor(profile: Pick<Profile, 'age'>): readonly UpperLimit[] {
  const calciumPerDay = profile.age !== null && profile.age >= 51 ? 2000 : 2500;
  return [
    { nutrient: 'vitaminA_retinol_ugRAE', perDay: 3000, label: 'vitamin A (retinol)', unit: 'µg RAE' },
    { nutrient: 'vitaminD_ug', perDay: 100, label: 'vitamin D', unit: 'µg' },
    { nutrient: 'vitaminE_mg', perDay: 1000, label: 'vitamin E', unit: 'mg' },
    { nutrient: 'vitaminB6_mg', perDay: 100, label: 'vitamin B6', unit: 'mg' },
    { nutrient: 'niacin_mg', perDay: 35, label: 'niacin', unit: 'mg' },
    { nutrient: 'folicAcid_ug', perDay: 1000, label: 'folic acid', unit: 'µg' },
    { nutrient: 'iron_mg', perDay: 45, label: 'iron', unit: 'mg' },
    { nutrient: 'zinc_mg', perDay: 40, label: 'zinc', unit: 'mg' },
    { nutrient: 'magnesium_mg', perDay: 350, label: 'supplemental magnesium', unit: 'mg' },
    { nutrient: 'selenium_ug', perDay: 400, label: 'selenium', unit: 'µg' },
    { nutrient: 'calcium_mg', perDay: calciumPerDay, label: 'calcium', unit: 'mg' },
  ];
}

export interface UpperLimitExcess {
  limit: UpperLimit;
  total: number;
}

/** The limits that `totals` goes over (strictly above the limit; at the limit is allowed). */
export function upperLimitExcesses(
  totals: NutrientAmounts,
  profile: Pick<Profile, 'age'>,
): UpperLimitExcess[] {
  return upperLimitsFor(profile)
    .map((limit) => ({ limit, total: totals[limit.nutrient] ?? 0 }))
    .filter(({ limit, total }) => total > limit.perDay + 1e-9);
}

/** An amount as a person reads it in `locale`: whole numbers grouped (1,000; 1 000), others to one decimal. */
export function formatAmount(amount: number, locale: 'en-CA' | 'fr-CA' = 'en-CA'): string {
  return Number.isInteger(amount)
    ? amount.toLocaleString(locale)
    : amount.toLocaleString(locale, { maximumFractionDigits: 1 });
}
