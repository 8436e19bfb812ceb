import type { Product } from '@maplepack/catalog';
import { INTERACTION_CLASS_DESCRIPTIONS, type InteractionClass } from '@maplepack/survey-content';
import { INTERACTION_RULES } from './interaction-rules';
import { PRENATAL_EXCLUDED_INGREDIENTS, PRENATAL_PRODUCT_INGREDIENT } from './pregnancy-rules';
import { ruleApplies } from './product-rules';

/** A class's short name: its description up to the colon ("Blood thinners (warfarin, DOACs, heparins)"). */
function className(interactionClass: string): string {
  const description = INTERACTION_CLASS_DESCRIPTIONS[interactionClass as InteractionClass] as
    | string
    | undefined;
  const short = (description ?? interactionClass).split(':')[0] ?? interactionClass;
  return short.charAt(0).toLowerCase() + short.slice(1);
}

export const PREGNANCY_CAUTION = 'Not for use while trying to conceive, pregnant or breastfeeding.';

/**
 * The cautions a product's label carries, for a person we know nothing about (no assessment): each
 * medication rule that concerns the product at `dailyPills` a day, worded "If you take …: why", and
 * the pregnancy caution when an ingredient is never given in pregnancy. With an assessment, checkPack
 * says which of them apply to the person instead. Each text once, in the rules' order.
 */
export function labelCautions(product: Product, dailyPills: number): string[] {
  const cautions: string[] = [];
  for (const rule of INTERACTION_RULES) {
    if (!ruleApplies(rule, product, dailyPills)) continue;
    const text = `If you take ${rule.classes.map(className).join(' or ')}: ${rule.why}.`;
    if (!cautions.includes(text)) cautions.push(text);
  }
  const isPrenatalProduct = product.ingredients.includes(PRENATAL_PRODUCT_INGREDIENT);
  const pregnancyUnsafe = product.ingredients.some(
    (ingredient) =>
      PRENATAL_EXCLUDED_INGREDIENTS.includes(ingredient) &&
      !(isPrenatalProduct && ingredient === 'vitamin-a-retinol'),
  );
  if (pregnancyUnsafe) cautions.push(PREGNANCY_CAUTION);
  return cautions;
}
