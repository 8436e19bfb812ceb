import type { Product } from '@maplepack/catalog';
import { type PackItem, type ProductLookup, dailyPills, nutrientTotals, productLookup } from './pack';
import { ENGLISH_MESSAGES, type Messages } from './messages';
import { productViolations } from './product-rules';
import type { Profile } from './profile';
import { timingNeed } from './schedule';
import { upperLimitExcesses } from './upper-limits';
import type { Violation } from './violation';

export interface PackCheck {
  /** False when any violation is an `exclude`: such a pack must not be sold to this person. */
  ok: boolean;
  violations: Violation[];
}

function asLookup(catalogue: readonly Product[] | ProductLookup): ProductLookup {
  return Array.isArray(catalogue) ? productLookup(catalogue) : (catalogue as ProductLookup);
}

/**
 * Re-runs every safety rule on any pack: medication interactions, pregnancy, allergies and diet per
 * product, the adult upper intake limits over the whole pack (each product × (am + pm)), and the
 * timing of each product's pills. The web cart shows its violations beside each line; the API
 * refuses a pack whose check is not ok. Products the catalogue does not know are skipped (the
 * caller validates ids). Messages are in `messages` (English by default).
 */
export function checkPack(
  pack: readonly PackItem[],
  profile: Profile,
  catalogue: readonly Product[] | ProductLookup,
  messages: Messages = ENGLISH_MESSAGES,
): PackCheck {
  const m = messages;
  const products = asLookup(catalogue);
  const active = pack.filter((item) => dailyPills(item) > 0 && products.has(item.productId));
  const packProducts = active.map((item) => products.get(item.productId) as Product);
  const violations: Violation[] = [];

  for (const item of active) {
    const product = products.get(item.productId) as Product;
    violations.push(...productViolations(product, profile, dailyPills(item), messages));
    const need = timingNeed(product, profile, packProducts, messages);
    const misplaced = need && (need.half === 'am' ? item.pm : item.am) > 0;
    if (need && misplaced) {
      violations.push({
        productId: product.id,
        productName: product.name,
        kind: 'timing',
        action: need.strength,
        ruleId: need.ruleId,
        message: m.timing(need.half, need.why),
      });
    }
  }

  for (const { limit, total } of upperLimitExcesses(nutrientTotals(active, products), profile)) {
    for (const item of active) {
      const product = products.get(item.productId) as Product;
      if (!(product.nutrientsPerPill[limit.nutrient] ?? 0)) continue;
      violations.push({
        productId: product.id,
        productName: product.name,
        kind: 'upper-limit',
        action: 'exclude',
        ruleId: `upper-limit-${limit.nutrient}`,
        message: m.packOverLimit(limit, total, limit.perDay),
      });
    }
  }

  return { ok: !violations.some((violation) => violation.action === 'exclude'), violations };
}
