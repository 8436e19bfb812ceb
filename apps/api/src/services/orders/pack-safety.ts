import { checkDoseLine, productSchema, type Product, type ProductInput } from '@maplepack/catalog';
import { checkPack, EMPTY_PROFILE, type Profile } from '@maplepack/recommendation';
import { type ProductRow } from '../../db/repositories/product-repository';

/** A product row as the domain's product input, not yet checked (the back office checks it before saving). */
export function catalogProductInput(row: ProductRow): ProductInput {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    priceCents: row.priceCents,
    categories: row.categories,
    stockStatus: row.stockStatus,
    relatedIds: row.relatedIds,
    standardDose: { am: row.standardDoseAm, pm: row.standardDosePm },
    pills: { min: row.minPills, max: row.maxPills },
    manufacturer: row.manufacturer,
    description: row.description,
    ...(row.npn === null ? {} : { npn: row.npn }),
    nutrientsPerPill: row.nutrients,
    allergens: row.allergens as ProductInput['allergens'],
    diet: { vegan: row.vegan, vegetarian: row.vegetarian },
    ingredients: row.ingredients,
  };
}

/** A catalogue row as the domain's Product (what checkPack reads: nutrients, allergens, diet, ingredients). */
export function toCatalogProduct(row: ProductRow): Product {
  return productSchema.parse(catalogProductInput(row));
}

export interface PackReason {
  product_id: number;
  product_name: string;
  kind: string;
  message: string;
}

export type PackSafety = { ok: true } | { ok: false; reasons: PackReason[] };

/**
 * Re-runs the safety rules on a pack: each product's allowed daily pills (min/max, spec §5), then
 * the recommendation rules with the person's latest survey profile, or with an empty profile (the
 * adult upper limits only) when there is none. Only `exclude` findings refuse it; the reasons
 * listed are those findings, in words a person can read.
 */
export function checkPackSafety(
  items: readonly { productId: number; amDose: number; pmDose: number }[],
  products: readonly ProductRow[],
  profile: Profile | null,
): PackSafety {
  const catalogue = products.map(toCatalogProduct);
  const doseReasons: PackReason[] = [];
  for (const item of items) {
    const product = catalogue.find((candidate) => candidate.id === item.productId);
    if (!product || item.amDose + item.pmDose === 0) continue;
    const line = checkDoseLine(product, { amQty: item.amDose, pmQty: item.pmDose });
    if (!line.ok)
      doseReasons.push({
        product_id: product.id,
        product_name: product.name,
        kind: 'dose',
        message: line.message,
      });
  }
  const check = checkPack(
    items.map((item) => ({ productId: item.productId, am: item.amDose, pm: item.pmDose })),
    profile ?? EMPTY_PROFILE,
    catalogue,
  );
  if (check.ok && doseReasons.length === 0) return { ok: true };
  return {
    ok: false,
    reasons: [
      ...doseReasons,
      ...check.violations
        .filter((violation) => violation.action === 'exclude')
        .map((violation) => ({
          product_id: violation.productId,
          product_name: violation.productName,
          kind: violation.kind,
          message: violation.message,
        })),
    ],
  };
}

/** The 422 message: the spec-style lead line and each reason. */
export function packRefusalMessage(lead: string, reasons: readonly PackReason[]): string {
  return [lead, ...reasons.map((reason) => `${reason.product_name}: ${reason.message}`)].join(' ');
}
