import { asc, count, eq } from 'drizzle-orm';
import { type Db } from '../client';
import { categories, productCategories, products } from '../schema/catalogue';

export type CategoryRow = typeof categories.$inferSelect & { count: number };

export class CategoryRepository {
  constructor(private readonly db: Db) {}

  /** Categories in tab order with their number of published products. */
  async listWithCounts(): Promise<CategoryRow[]> {
    const counts = await this.db
      .select({ categoryId: productCategories.categoryId, count: count() })
      .from(productCategories)
      .innerJoin(products, eq(products.id, productCategories.productId))
      .where(eq(products.status, 'publish'))
      .groupBy(productCategories.categoryId);
    const rows = await this.db.select().from(categories).orderBy(asc(categories.position));
    return rows.map((row) => ({ ...row, count: counts.find((c) => c.categoryId === row.id)?.count ?? 0 }));
  }
}
