import { CATEGORIES } from '@maplepack/catalog';
import { CATALOGUE } from '@maplepack/catalog-data';
import { type Db } from '../client';
import { categories, productCategories, products } from '../schema/catalogue';

/** Categories and the demo catalogue; rows already present are left as they are. */
export async function seedCatalogue(db: Db): Promise<number> {
  const insertedCategories = await db
    .insert(categories)
    .values(CATEGORIES.map((category, position) => ({ ...category, position })))
    .onConflictDoNothing()
    .returning({ id: categories.id });
  const insertedProducts = await db
    .insert(products)
    .values(
      CATALOGUE.map((product, position) => ({
        id: product.id,
        name: product.name,
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
  return insertedCategories.length + insertedProducts.length + insertedLinks.length;
}
