import { CATEGORY_IDS, type Product } from '@maplepack/catalog';
import type { NeedRule, Signals, Tier } from './need-rule';
import { ENGLISH_MESSAGES, type Messages } from './messages';
import { type PackItem, type ProductLookup, nutrientTotals, productLookup } from './pack';
import { productViolations } from './product-rules';
import type { Profile } from './profile';
import { scheduleDoses } from './schedule';
import { upperLimitExcesses } from './upper-limits';

export interface RecommendedProduct {
  id: number;
  name: string;
  reason: string;
  am: number;
  pm: number;
}

export interface ExcludedProduct {
  id: number;
  name: string;
  why: string;
}

export interface Recommendation {
  recommendedTier: Tier;
  /** Each tier lists all its products, the lower tiers' included. */
  tiers: Record<Tier, RecommendedProduct[]>;
  excluded: ExcludedProduct[];
}

interface Picked {
  product: Product;
  tier: Tier;
  pills: number;
  reasons: string[];
}

const NOT_FOR_ADULT_PACKS: readonly number[] = [CATEGORY_IDS.kidsFoundations, CATEGORY_IDS.accessories];

function sellable(product: Product): boolean {
  return (
    product.stockStatus === 'instock' && !product.categories.some((c) => NOT_FOR_ADULT_PACKS.includes(c.id))
  );
}

/** The products a rule may pick, in its order of preference, each once. */
function candidatesOf(rule: NeedRule, catalogue: readonly Product[], lookup: ProductLookup): Product[] {
  const seen = new Set<number>();
  const out: Product[] = [];
  for (const candidate of rule.candidates) {
    const products =
      typeof candidate === 'number'
        ? [lookup.get(candidate)].filter((p): p is Product => p !== undefined)
        : catalogue.filter((p) => p.ingredients[0] === candidate).sort((a, b) => a.id - b.id);
    for (const product of products) {
      if (seen.has(product.id) || !sellable(product)) continue;
      seen.add(product.id);
      out.push(product);
    }
  }
  return out;
}

/** A product chosen by several rules shows at most this many of their reasons. */
const MAX_REASONS = 2;

/** At most this many answers are cited in one reason, so it stays one readable sentence. */
const MAX_CITED = 3;

function fillReason(rule: NeedRule, profile: Profile, signals: Signals, m: Messages): string {
  const cited = rule.tags
    .filter((tag) => signals.tags.has(tag))
    .map((tag) => m.tagPhrase(tag, signals.evidence.get(tag) ?? ''))
    .filter((phrase): phrase is string => phrase !== undefined)
    .slice(0, MAX_CITED);
  const medication =
    profile.medications.find((m) => rule.applies?.({ ...profile, medications: [m] }))?.label ??
    profile.medications[0]?.label ??
    '';
  const why = m.ruleReason(rule.id, rule.reason).replaceAll('{medication}', medication);
  return m.reason(cited, why);
}

function triggered(rule: NeedRule, profile: Profile, signals: Signals): boolean {
  const byTags = rule.tags.length === 0 || rule.tags.some((tag) => signals.tags.has(tag));
  const vetoed = (rule.unlessTags ?? []).some((tag) => signals.tags.has(tag));
  return byTags && !vetoed && (rule.applies ? rule.applies(profile) : true);
}

type Fit = { ok: true; pills: number } | { ok: false; why: string };

/** The product at its standard pills, or fewer (down to its minimum), if the pack stays under every limit. */
function fitUnderLimits(
  product: Product,
  pack: readonly PackItem[],
  profile: Profile,
  lookup: ProductLookup,
  m: Messages,
): Fit {
  const minimum = Math.max(1, product.pills.min);
  let pills = Math.max(minimum, product.standardDose.am + product.standardDose.pm);
  for (;;) {
    const excesses = upperLimitExcesses(
      nutrientTotals([...pack, { productId: product.id, am: pills, pm: 0 }], lookup),
      profile,
    );
    const first = excesses[0];
    if (!first) return { ok: true, pills };
    if (pills <= minimum) {
      return { ok: false, why: m.leftOutOverLimit(first.limit, first.total, first.limit.perDay) };
    }
    pills -= 1;
  }
}

/**
 * Turns a person's signals into tiers. Rules run in tier order, then in table order; each picks its
 * first candidate that is safe for the person (medications, pregnancy, allergies, diet) and keeps
 * the pack under every adult upper limit, summed over the tier and the tiers below it. A product
 * the answers called for but a safety rule removed is listed in `excluded` with the reason, unless
 * another product with the same main ingredient took its place. Reasons and exclusions are in `lang`
 * (English by default).
 */
export function recommendFromSignals(
  profile: Profile,
  signals: Signals,
  catalogue: readonly Product[],
  rules: readonly NeedRule[],
  recommendedTierOf: (counts: Readonly<Record<Tier, number>>) => Tier,
  messages: Messages = ENGLISH_MESSAGES,
): Recommendation {
  const m = messages;
  const lookup = productLookup(catalogue);
  const picked = new Map<number, Picked>();
  const excluded = new Map<number, ExcludedProduct>();
  const ordered = [...rules].sort((a, b) => a.tier - b.tier);

  for (const rule of ordered) {
    if (!triggered(rule, profile, signals)) continue;
    const reason = fillReason(rule, profile, signals, m);
    const blocked: { product: Product; why: string }[] = [];
    let chosen: Product | undefined;
    for (const product of candidatesOf(rule, catalogue, lookup)) {
      const existing = picked.get(product.id);
      if (existing) {
        if (!existing.reasons.includes(reason) && existing.reasons.length < MAX_REASONS)
          existing.reasons.push(reason);
        chosen = product;
        break;
      }
      const pills = product.standardDose.am + product.standardDose.pm;
      const unsafe = productViolations(product, profile, pills, messages).filter(
        (v) => v.action === 'exclude',
      );
      if (unsafe.length > 0) {
        blocked.push({ product, why: unsafe.map((v) => v.message).join(' ') });
        continue;
      }
      const pack = [...picked.values()].map((p) => ({ productId: p.product.id, am: p.pills, pm: 0 }));
      const fit = fitUnderLimits(product, pack, profile, lookup, m);
      if (!fit.ok) {
        blocked.push({ product, why: fit.why });
        continue;
      }
      picked.set(product.id, { product, tier: rule.tier, pills: fit.pills, reasons: [reason] });
      chosen = product;
      break;
    }
    const chosenIngredient = chosen?.ingredients[0];
    for (const { product, why } of blocked) {
      if (product.ingredients[0] === chosenIngredient || excluded.has(product.id)) continue;
      excluded.set(product.id, { id: product.id, name: product.name, why });
    }
  }

  const chosenProducts = [...picked.values()].map((p) => p.product);
  const tiers: Record<Tier, RecommendedProduct[]> = { 1: [], 2: [], 3: [] };
  for (const pick of picked.values()) {
    const ratio = pick.pills / Math.max(1, pick.product.standardDose.am + pick.product.standardDose.pm);
    const base = {
      am: Math.round(pick.product.standardDose.am * ratio),
      pm: pick.pills - Math.round(pick.product.standardDose.am * ratio),
    };
    const dose = scheduleDoses(pick.product, base, profile, chosenProducts);
    // A medication rule that keeps the product ('warn', 'separate') is still said, with its why.
    const advice = productViolations(pick.product, profile, pick.pills, messages)
      .filter((v) => v.kind === 'interaction' && v.action !== 'exclude')
      .map((v) => v.message);
    tiers[pick.tier].push({
      id: pick.product.id,
      name: pick.product.name,
      reason: [...pick.reasons, ...advice].join(' '),
      ...dose,
    });
  }
  const counts: Record<Tier, number> = { 1: tiers[1].length, 2: tiers[2].length, 3: tiers[3].length };
  tiers[2] = [...tiers[1], ...tiers[2]];
  tiers[3] = [...tiers[2], ...tiers[3]];
  for (const id of picked.keys()) excluded.delete(id);

  return {
    recommendedTier: recommendedTierOf(counts),
    tiers,
    excluded: [...excluded.values()].sort((a, b) => a.id - b.id),
  };
}
