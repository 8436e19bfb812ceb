import type { Product } from '@maplepack/catalog';
import { INTERACTION_RULES, type InteractionRule } from './interaction-rules';
import { ENGLISH_MESSAGES, type Messages } from './messages';
import { hasIngredient } from './pack';
import { PRENATAL_EXCLUDED_INGREDIENTS, PRENATAL_PRODUCT_INGREDIENT } from './pregnancy-rules';
import { isPrenatal, type Profile } from './profile';
import { MONOGRAPHS as M, REFERENCES as R, says } from './rule-sources';
import type { Violation } from './violation';

/** Whether an interaction rule concerns this product taken at `dailyPills` a day (its ingredient and any threshold). */
export function ruleApplies(rule: InteractionRule, product: Product, dailyPills: number): boolean {
  if (!hasIngredient(product, rule.ingredients)) return false;
  if (!rule.threshold) return true;
  const daily = (product.nutrientsPerPill[rule.threshold.nutrient] ?? 0) * dailyPills;
  const { atLeast, below } = rule.threshold;
  return (atLeast === undefined || daily >= atLeast) && (below === undefined || daily < below);
}

/** Medication interactions of one product taken at `dailyPills` a day. */
export function interactionViolations(
  product: Product,
  profile: Profile,
  dailyPills: number,
  messages: Messages = ENGLISH_MESSAGES,
): Violation[] {
  const m = messages;
  const violations: Violation[] = [];
  for (const rule of INTERACTION_RULES) {
    if (!ruleApplies(rule, product, dailyPills)) continue;
    const medications = profile.medications.filter((m) => m.classes.some((c) => rule.classes.includes(c)));
    if (medications.length === 0) continue;
    const names = medications.map((m) => m.label).join(', ');
    violations.push({
      productId: product.id,
      productName: product.name,
      kind: 'interaction',
      action: rule.action,
      ruleId: rule.id,
      message: m.withMedications(names, m.interactionWhy(rule.id, rule.why)),
    });
  }
  return violations;
}

/** Ingredients unsafe when trying to conceive, pregnant or breastfeeding. */
export function pregnancyViolations(
  product: Product,
  profile: Profile,
  messages: Messages = ENGLISH_MESSAGES,
): Violation[] {
  if (profile.pregnancy === 'none') return [];
  const isPrenatalProduct = product.ingredients.includes(PRENATAL_PRODUCT_INGREDIENT);
  const unsafe = product.ingredients.filter(
    (ingredient) =>
      PRENATAL_EXCLUDED_INGREDIENTS.includes(ingredient) &&
      !(isPrenatalProduct && ingredient === 'vitamin-a-retinol'),
  );
  if (unsafe.length === 0) return [];
  const message = messages.pregnancy(profile.pregnancy, unsafe.includes('vitamin-a-retinol'));
  return [
    {
      productId: product.id,
      productName: product.name,
      kind: 'pregnancy',
      action: 'exclude',
      ruleId: 'prenatal-excluded-ingredient',
      message,
    },
  ];
}

/** Allergens the person reported, and what their diet rules out. */
export function allergyAndDietViolations(
  product: Product,
  profile: Profile,
  messages: Messages = ENGLISH_MESSAGES,
): Violation[] {
  const m = messages;
  const violations: Violation[] = [];
  const allergens = product.allergens.filter((allergen) => profile.allergies.includes(allergen));
  if (allergens.length > 0) {
    violations.push({
      productId: product.id,
      productName: product.name,
      kind: 'allergy',
      action: 'exclude',
      ruleId: 'allergen',
      message: m.allergy(allergens),
    });
  }
  const fromFishOnly =
    !product.allergens.includes('gelatin') &&
    (product.allergens.includes('fish') || product.allergens.includes('shellfish'));
  const dietMismatch =
    (profile.diet === 'vegan' && !product.diet.vegan) ||
    (profile.diet === 'vegetarian' && !product.diet.vegetarian) ||
    (profile.diet === 'pescatarian' && !product.diet.vegetarian && !fromFishOnly);
  if (dietMismatch && profile.diet !== 'omnivore') {
    violations.push({
      productId: product.id,
      productName: product.name,
      kind: 'diet',
      action: 'exclude',
      ruleId: `diet-${profile.diet}`,
      message: m.diet(profile.diet, product.allergens.includes('gelatin')),
    });
  }
  return violations;
}

/** Beta-carotene a day (µg) from which smokers are at risk: the ATBC and CARET trials used 20–30 mg. */
const SMOKER_BETA_CAROTENE_UG = 6000;

/** The smoker rule as data, for docs/safety-rules.md. */
export const SMOKER_BETA_CAROTENE_RULE = {
  id: 'smoker-beta-carotene',
  atLeastUg: SMOKER_BETA_CAROTENE_UG,
  rationale:
    'Exclude: high-dose beta-carotene raised lung cancer in smokers; a multivitamin’s 1–2 mg did not, so the rule starts at 6 mg a day.',
  sources: [
    says(
      R.betaCaroteneTrials,
      'Beta-carotene at 20–30 mg a day raised lung cancer incidence and mortality in smokers.',
    ),
    says(M.multiVitaminMineral, 'Beta-carotene: not for smokers at doses above the monograph’s limit.'),
  ],
} as const;

/** High-dose beta-carotene raised lung cancer risk in smokers; a multivitamin's 1–2 mg did not. */
export function smokerViolations(
  product: Product,
  profile: Profile,
  dailyPills: number,
  messages: Messages = ENGLISH_MESSAGES,
): Violation[] {
  const betaCarotene = (product.nutrientsPerPill.betaCarotene_ug ?? 0) * dailyPills;
  if (!profile.smoker || betaCarotene < SMOKER_BETA_CAROTENE_UG) return [];
  return [
    {
      productId: product.id,
      productName: product.name,
      kind: 'interaction',
      action: 'exclude',
      ruleId: 'smoker-beta-carotene',
      message: messages.smoker(),
    },
  ];
}

/**
 * Every rule about the product on its own (the pack-wide rules are in safety-check), each message in
 * `messages` (English by default).
 */
export function productViolations(
  product: Product,
  profile: Profile,
  dailyPills: number,
  messages: Messages = ENGLISH_MESSAGES,
): Violation[] {
  return [
    ...interactionViolations(product, profile, dailyPills, messages),
    ...(isPrenatal(profile) ? pregnancyViolations(product, profile, messages) : []),
    ...allergyAndDietViolations(product, profile, messages),
    ...smokerViolations(product, profile, dailyPills, messages),
  ];
}
