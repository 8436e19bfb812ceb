import type { Product } from '@maplepack/catalog';
import { ENGLISH_MESSAGES, type Messages } from './messages';
import { hasIngredient } from './pack';
import type { Profile } from './profile';

export type DayHalf = 'am' | 'pm';

const MINERALS = ['calcium', 'iron', 'zinc', 'magnesium'];
/** Medications taken in the morning that minerals must stay away from. */
const MORNING_MEDICATIONS_BLOCKED_BY_MINERALS = ['levothyroxine', 'antibiotic-chelating', 'bisphosphonate'];
const EVENING = ['magnesium', 'melatonin', 'valerian', 'l-theanine'];
const MORNING = [
  'vitamin-b-complex',
  'vitamin-b12',
  'vitamin-b6',
  'multivitamin',
  'prenatal-multivitamin',
  'rhodiola',
  'ginseng',
  'green-tea-extract',
  'iron',
  'coq10',
];
/** Iron per pill from which a product counts as an iron source (a multivitamin with 18 mg does). */
const IRON_SOURCE_MG = 10;

/** The product's main ingredient: the comfort rules go by it, not by a multivitamin's traces. */
function main(product: Product): string | undefined {
  return product.ingredients[0];
}

function isIronSource(product: Product): boolean {
  return (product.nutrientsPerPill.iron_mg ?? 0) >= IRON_SOURCE_MG;
}

function isCalciumOrMagnesium(product: Product): boolean {
  const ingredient = main(product);
  return ingredient === 'calcium' || ingredient === 'magnesium';
}

export interface TimingNeed {
  half: DayHalf;
  /** A medication separation is a safety matter; the others are about absorption and comfort. */
  strength: 'separate' | 'warn';
  ruleId: string;
  why: string;
}

/**
 * The half of the day a product's pills belong in, given the person and the other products of the
 * pack, strongest reason first: minerals away from a morning medication; iron sources apart from
 * calcium and magnesium; magnesium and sleep aids in the evening; multivitamins, B vitamins and
 * stimulating herbs in the morning. Null when either half is fine. `why` is in `lang` (English by
 * default).
 */
export function timingNeed(
  product: Product,
  profile: Profile,
  packProducts: readonly Product[],
  messages: Messages = ENGLISH_MESSAGES,
): TimingNeed | null {
  const need = englishTimingNeed(product, profile, packProducts);
  if (need === null) return null;
  const { medication, ...rest } = need;
  return { ...rest, why: messages.timingWhy(rest.ruleId, rest.half, rest.why, medication ?? '') };
}

function englishTimingNeed(
  product: Product,
  profile: Profile,
  packProducts: readonly Product[],
): (TimingNeed & { medication?: string }) | null {
  const others = packProducts.filter((other) => other.id !== product.id);
  if (hasIngredient(product, MINERALS)) {
    const medication = profile.medications.find((m) =>
      m.classes.some((c) => MORNING_MEDICATIONS_BLOCKED_BY_MINERALS.includes(c)),
    );
    if (medication) {
      return {
        half: 'pm',
        strength: 'separate',
        ruleId: 'minerals-away-from-morning-medication',
        why: `minerals block the absorption of ${medication.label}, so they belong in your evening pack`,
        medication: medication.label,
      };
    }
  }
  if (isIronSource(product) && others.some(isCalciumOrMagnesium)) {
    return {
      half: 'am',
      strength: 'warn',
      ruleId: 'iron-apart-from-calcium',
      why: 'iron is absorbed best away from calcium and magnesium, so it goes in the morning',
    };
  }
  if (isCalciumOrMagnesium(product) && others.some(isIronSource)) {
    return {
      half: 'pm',
      strength: 'warn',
      ruleId: 'iron-apart-from-calcium',
      why: 'calcium and magnesium block iron absorption, so they go in the evening, away from your iron',
    };
  }
  const ingredient = main(product) ?? '';
  if (EVENING.includes(ingredient)) {
    return {
      half: 'pm',
      strength: 'warn',
      ruleId: 'evening-calming',
      why: 'it is calming and best taken in the evening',
    };
  }
  if (MORNING.includes(ingredient)) {
    return {
      half: 'am',
      strength: 'warn',
      ruleId: 'morning-energy',
      why: 'B vitamins and energizing ingredients are best in the morning',
    };
  }
  return null;
}

/** Moves all of a product's daily pills into the half the timing rules ask for. */
export function scheduleDoses(
  product: Product,
  dose: { am: number; pm: number },
  profile: Profile,
  packProducts: readonly Product[],
): { am: number; pm: number } {
  const need = timingNeed(product, profile, packProducts);
  const pills = dose.am + dose.pm;
  if (!need) return { am: dose.am, pm: dose.pm };
  return need.half === 'am' ? { am: pills, pm: 0 } : { am: 0, pm: pills };
}
