import type { Product } from '@maplepack/catalog';
import { INTERACTION_RULES } from './interaction-rules';
import { ENGLISH_MESSAGES, PREGNANCY_CAUTION_EN, type Messages } from './messages';
import { PRENATAL_EXCLUDED_INGREDIENTS, PRENATAL_PRODUCT_INGREDIENT } from './pregnancy-rules';
import { ruleApplies } from './product-rules';

export const PREGNANCY_CAUTION = PREGNANCY_CAUTION_EN;

/**
 * The cautions a product's label carries, for a person we know nothing about (no assessment): each
 * medication rule that concerns the product at `dailyPills` a day, worded "If you take …: why", and
 * the pregnancy caution when an ingredient is never given in pregnancy. With an assessment, checkPack
 * says which of them apply to the person instead. Each text once, in the rules' order, in `lang`
 * (English by default).
 */
export function labelCautions(
  product: Product,
  dailyPills: number,
  messages: Messages = ENGLISH_MESSAGES,
): string[] {
  const m = messages;
  const cautions: string[] = [];
  for (const rule of INTERACTION_RULES) {
    if (!ruleApplies(rule, product, dailyPills)) continue;
    const text = m.labelCaution(rule.classes, m.interactionWhy(rule.id, rule.why));
    if (!cautions.includes(text)) cautions.push(text);
  }
  const isPrenatalProduct = product.ingredients.includes(PRENATAL_PRODUCT_INGREDIENT);
  const pregnancyUnsafe = product.ingredients.some(
    (ingredient) =>
      PRENATAL_EXCLUDED_INGREDIENTS.includes(ingredient) &&
      !(isPrenatalProduct && ingredient === 'vitamin-a-retinol'),
  );
  if (pregnancyUnsafe) cautions.push(m.pregnancyCaution);
  return cautions;
}
