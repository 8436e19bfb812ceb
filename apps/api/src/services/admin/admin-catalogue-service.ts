import {
  ADMIN_CATALOGUE_ERROR_CODES,
  ADMIN_CATALOGUE_MESSAGES,
  ADMIN_ERROR_CODES,
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductUpdate,
} from '@maplepack/api-contract';
import { toDecimalString } from '@maplepack/pricing';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { ProductRepository, type ProductRow } from '../../db/repositories/product-repository';
import { productCategories, products } from '../../db/schema/catalogue';
import { type StaffSession } from './admin-auth-service';
import { likeText, recordAudit } from './audit-log';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { catalogProductInput } from '../orders/pack-safety';
import { productRuleProblem } from './product-rules';

export interface AdminCatalogueDeps {
  /**
   * Called once a catalogue change is committed: clears what this process caches of the catalogue
   * (the memory cache's 'catalogue:' namespace, with the products list's ETag body, and the server
   * render's pages). Prices themselves are never cached: checkout and renewals read the table.
   */
  catalogueChanged: () => void;
}

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    name_fr: row.nameFr,
    description: row.description,
    description_fr: row.descriptionFr,
    status: row.status,
    price: toDecimalString(row.priceCents),
    stock_status: row.stockStatus,
    dose_am: row.standardDoseAm,
    dose_pm: row.standardDosePm,
    min_pills: row.minPills,
    max_pills: row.maxPills,
    manufacturer: row.manufacturer,
    npn: row.npn,
    allergens: row.allergens as AdminProduct['allergens'],
    vegan: row.vegan,
    vegetarian: row.vegetarian,
    nutrients: row.nutrients,
    categories: row.categories.map(({ id, name }) => ({ id, name })),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * What the audit entry keeps of a product: the fields staff edit, its categories as ids in their
 * order (the names are the spec's and never change).
 */
function audited(
  product: AdminProduct,
): Omit<AdminProduct, 'categories' | 'updated_at' | 'id' | 'slug'> & { category_ids: number[] } {
  const { categories, updated_at: _updatedAt, id: _id, slug: _slug, ...fields } = product;
  return { ...fields, category_ids: categories.map((category) => category.id) };
}

/**
 * The product's categories after the edit, in order: those it keeps in their old order (the first is
 * its home category), then the new ones in the order chosen.
 */
export function orderedCategoryIds(current: readonly number[], chosen: readonly number[]): number[] {
  return [...current.filter((id) => chosen.includes(id)), ...chosen.filter((id) => !current.includes(id))];
}

/** The catalogue role's products (issue 18): search and edit, checked by the domain libs, audited. */
export class AdminCatalogueService {
  private readonly repository: ProductRepository;

  constructor(
    private readonly db: Db,
    private readonly deps: AdminCatalogueDeps,
  ) {
    this.repository = new ProductRepository(db);
  }

  async list(query: AdminProductListQuery): Promise<{ products: AdminProduct[]; total: number }> {
    const conditions: (SQL | undefined)[] = [];
    if (query.search !== undefined && query.search !== '') {
      const like = likeText(query.search);
      conditions.push(
        or(
          ilike(products.name, like),
          ilike(products.nameFr, like),
          ilike(products.slug, like),
          ilike(products.npn, like),
        ),
      );
    }
    if (query.category !== undefined)
      conditions.push(
        inArray(
          products.id,
          this.db
            .select({ id: productCategories.productId })
            .from(productCategories)
            .where(eq(productCategories.categoryId, query.category)),
        ),
      );
    if (query.status !== undefined) conditions.push(eq(products.status, query.status));
    if (query.stock_status !== undefined) conditions.push(eq(products.stockStatus, query.stock_status));
    const where = and(...conditions);
    const [total] = await this.db.select({ total: count() }).from(products).where(where);
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(asc(products.position), asc(products.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    const found = await Promise.all(rows.map((row) => this.repository.byId(row.id)));
    return {
      products: found.filter((row) => row !== undefined).map(toAdminProduct),
      total: total?.total ?? 0,
    };
  }

  async get(id: number): Promise<AdminProduct | undefined> {
    const row = await this.repository.byId(id);
    return row === undefined ? undefined : toAdminProduct(row);
  }

  /**
   * Saves a product's editable fields and categories when the domain rules accept the result (else 400 with the
   * rule's words), with its audit entry (before and after) in the same transaction; then clears
   * this process's catalogue caches, so the next list, product page and price show the change.
   */
  async update(
    id: number,
    by: StaffSession,
    body: AdminProductUpdate,
    ip: string,
    now: Date,
  ): Promise<HttpAnswer> {
    const outcome = await this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (locked === undefined) return { kind: 'not-found' as const };
      const before = await new ProductRepository(tx).byId(id);
      if (before === undefined) return { kind: 'not-found' as const };
      const values = {
        name: body.name,
        nameFr: body.name_fr,
        description: body.description,
        descriptionFr: body.description_fr,
        status: body.status,
        priceCents: body.price,
        stockStatus: body.stock_status,
        standardDoseAm: body.dose_am,
        standardDosePm: body.dose_pm,
        minPills: body.min_pills,
        maxPills: body.max_pills,
        npn: body.npn,
        allergens: body.allergens,
        vegan: body.vegan,
        vegetarian: body.vegetarian,
        nutrients: body.nutrients,
      };
      const problem = productRuleProblem(catalogProductInput({ ...before, ...values }));
      if (problem !== null) return { kind: 'invalid' as const, problem };
      await tx
        .update(products)
        .set({ ...values, updatedAt: now })
        .where(eq(products.id, id));
      // The product's category rows replaced in the same transaction (the product row is locked).
      const categoryIds = orderedCategoryIds(
        before.categories.map((category) => category.id),
        body.category_ids,
      );
      await tx.delete(productCategories).where(eq(productCategories.productId, id));
      await tx
        .insert(productCategories)
        .values(categoryIds.map((categoryId, position) => ({ productId: id, categoryId, position })));
      const after = await new ProductRepository(tx).byId(id);
      if (after === undefined) throw new Error(`product ${id} vanished in its own transaction`);
      await recordAudit(tx, {
        at: now,
        staffId: by.staffId,
        action: 'product.updated',
        targetType: 'product',
        targetId: id,
        before: audited(toAdminProduct(before)),
        after: audited(toAdminProduct(after)),
        ip,
      });
      return { kind: 'saved' as const, product: toAdminProduct(after) };
    });
    if (outcome.kind === 'not-found')
      return errorAnswer(404, ADMIN_ERROR_CODES.notFound, ADMIN_CATALOGUE_MESSAGES.productNotFound);
    if (outcome.kind === 'invalid')
      return errorAnswer(
        400,
        ADMIN_CATALOGUE_ERROR_CODES.productInvalid,
        `${ADMIN_CATALOGUE_MESSAGES.productInvalid} ${outcome.problem}`,
      );
    this.deps.catalogueChanged();
    return { status: 200, body: outcome.product };
  }
}
