import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { type Db } from '../client';
import { categories, productCategories, products } from '../schema/catalogue';

export type ProductRow = typeof products.$inferSelect & {
  categories: { id: number; name: string; nameFr: string }[];
};

export interface ProductFilter {
  categoryId?: number | undefined;
  stockStatus?: ProductRow['stockStatus'] | undefined;
  status?: ProductRow['status'] | undefined;
}

export class ProductRepository {
  constructor(private readonly db: Db) {}

  private filterSql(filter: ProductFilter): SQL | undefined {
    const inCategory =
      filter.categoryId === undefined
        ? undefined
        : inArray(
            products.id,
            // A subquery, not a join, so a product in two categories is counted once.
            this.db
              .select({ id: productCategories.productId })
              .from(productCategories)
              .where(eq(productCategories.categoryId, filter.categoryId)),
          );
    return and(
      inCategory,
      filter.status === undefined ? undefined : eq(products.status, filter.status),
      filter.stockStatus === undefined ? undefined : eq(products.stockStatus, filter.stockStatus),
    );
  }

  /** One page of products in catalogue order, and how many match in all. */
  async list(
    filter: ProductFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ProductRow[]; total: number }> {
    const condition = this.filterSql(filter);
    const [totalRow] = await this.db.select({ total: count() }).from(products).where(condition);
    const rows = await this.db
      .select()
      .from(products)
      .where(condition)
      .orderBy(asc(products.position), asc(products.id))
      .limit(page.limit)
      .offset(page.offset);
    return { rows: await this.withCategories(rows), total: totalRow?.total ?? 0 };
  }

  async byId(id: number): Promise<ProductRow | undefined> {
    const rows = await this.db.select().from(products).where(eq(products.id, id));
    const [row] = await this.withCategories(rows);
    return row;
  }

  private async withCategories(rows: (typeof products.$inferSelect)[]): Promise<ProductRow[]> {
    if (rows.length === 0) return [];
    const links = await this.db
      .select({
        productId: productCategories.productId,
        id: categories.id,
        name: categories.name,
        nameFr: categories.nameFr,
      })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(
        inArray(
          productCategories.productId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(productCategories.position));
    return rows.map((row) => ({
      ...row,
      categories: links
        .filter((link) => link.productId === row.id)
        .map(({ id, name, nameFr }) => ({ id, name, nameFr })),
    }));
  }
}
