import { and, eq } from 'drizzle-orm';
import { CATEGORIES, CATEGORY_NAMES_FR } from '@maplepack/catalog';
import { CATALOGUE, CATALOGUE_FR } from '@maplepack/catalog-data';
import { type Db } from '../client';
import { categories, productCategories, products } from '../schema/catalogue';

/**
 * Categories and the demo catalogue in English and French; rows already present are left as they
 * are, but for a French text still blank (a database seeded before the French existed).
 */
export async function seedCatalogue(db: Db): Promise<number> {
  const insertedCategories = await db
    .insert(categories)
    .values(
      CATEGORIES.map((category, position) => ({
        ...category,
        nameFr: CATEGORY_NAMES_FR[category.id],
        position,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: categories.id });
  const insertedProducts = await db
    .insert(products)
    .values(
      CATALOGUE.map((product, position) => ({
        id: product.id,
        name: product.name,
        nameFr: CATALOGUE_FR[product.id]?.name ?? '',
        slug: product.slug,
        status: 'publish' as const,
        priceCents: product.priceCents,
        stockStatus: product.stockStatus,
        relatedIds: product.relatedIds,
        minPills: product.pills.min,
        maxPills: product.pills.max,
        standardDoseAm: product.standardDose.am,
        standardDosePm: product.standardDose.pm,
        manufacturer: product.manufacturer,
        description: product.description,
        descriptionFr: CATALOGUE_FR[product.id]?.description ?? '',
        npn: product.npn ?? null,
        allergens: product.allergens,
        vegan: product.diet.vegan,
        vegetarian: product.diet.vegetarian,
        nutrients: product.nutrientsPerPill as Record<string, number>,
        ingredients: product.ingredients,
        position,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: products.id });
  const links = CATALOGUE.flatMap((product) =>
    product.categories.map((category, position) => ({
      productId: product.id,
      categoryId: category.id,
      position,
    })),
  );
  const insertedLinks = await db
    .insert(productCategories)
    .values(links)
    .onConflictDoNothing()
    .returning({ productId: productCategories.productId });
  return (
    insertedCategories.length + insertedProducts.length + insertedLinks.length + (await seedMissingFrench(db))
  );
}

/** Fills the French texts still blank; a French text someone wrote is never overwritten. */
export async function seedMissingFrench(db: Db): Promise<number> {
  let filled = 0;
  for (const category of CATEGORIES) {
    const updated = await db
      .update(categories)
      .set({ nameFr: CATEGORY_NAMES_FR[category.id] })
      .where(and(eq(categories.id, category.id), eq(categories.nameFr, '')))
      .returning({ id: categories.id });
    filled += updated.length;
  }
  for (const [id, french] of Object.entries(CATALOGUE_FR)) {
    const updated = await db
      .update(products)
      .set({ nameFr: french.name, descriptionFr: french.description })
      .where(and(eq(products.id, Number(id)), eq(products.nameFr, '')))
      .returning({ id: products.id });
    filled += updated.length;
  }
  return filled;
}
