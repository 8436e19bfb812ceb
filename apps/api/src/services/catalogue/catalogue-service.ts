import { type Product } from '@maplepack/catalog';
import { toCatalogProduct } from '../orders/pack-safety';
import {
  type CategoryResponse,
  type Language,
  type ProductListQuery,
  type ProductResponse,
} from '@maplepack/api-contract';
import { CACHE_NAMESPACES, type MemoryCache } from '../../cache/memory-cache';
import { cachedBody, type CachedBody } from '../../http/cached-body';
import { type CategoryRepository } from '../../db/repositories/catalogue-repository';
import { type ProductRepository } from '../../db/repositories/product-repository';
import { inLanguage, toProductResponse } from './product-response';

export interface ProductPage {
  items: ProductResponse[];
  total: number;
}

/** A products page ready to send: serialized, compressed and tagged once per catalogue change. */
export interface ProductPageBody {
  body: CachedBody;
  total: number;
}

/** Products and categories for shoppers; cached under 'catalogue:' (see MemoryCache). */
/** More than a supplement shop will ever list; the recommender reads the whole catalogue at once. */
const FOR_SALE_LIMIT = 10_000;

export class CatalogueService {
  constructor(
    private readonly products: ProductRepository,
    private readonly categories: CategoryRepository,
    private readonly cache: MemoryCache,
  ) {}

  listProducts(query: ProductListQuery): Promise<ProductPage> {
    const language = query.lang ?? 'en';
    const key = `${CACHE_NAMESPACES.catalogue}products:${query.category ?? ''}:${query.stock_status ?? ''}:${query.status}:${query.page}:${query.per_page}:${language}`;
    return this.cache.getOrLoad(key, async () => {
      const { rows, total } = await this.products.list(
        { categoryId: query.category, stockStatus: query.stock_status, status: query.status },
        { limit: query.per_page, offset: (query.page - 1) * query.per_page },
      );
      return { items: rows.map((row) => toProductResponse(row, language)), total };
    });
  }

  /**
   * listProducts' page as the route sends it, cached with the catalogue (a catalogue change, or the
   * cache's TTL, makes a new body and with it a new ETag).
   */
  listProductsBody(query: ProductListQuery): Promise<ProductPageBody> {
    const key = `${CACHE_NAMESPACES.catalogue}products-body:${query.category ?? ''}:${query.stock_status ?? ''}:${query.status}:${query.page}:${query.per_page}:${query.lang ?? 'en'}`;
    return this.cache.getOrLoad(key, async () => {
      const page = await this.listProducts(query);
      return { body: cachedBody(page.items), total: page.total };
    });
  }

  /**
   * Tells the cache the catalogue changed (a product, its price, stock or categories): the next read
   * loads it again, so the products list answers with a new ETag at once in this process. Every
   * catalogue write must call it; other API instances see the change within the cache's TTL.
   */
  catalogueChanged(): void {
    this.cache.invalidate(CACHE_NAMESPACES.catalogue);
  }

  /**
   * The products the shop sells today (published, in stock) as the domain reads them: what the
   * recommender picks from, so it never recommends what an operator has withdrawn, and never reads a
   * second copy of the catalogue. Cached with the catalogue (a catalogue write clears it). Named in
   * `language` (a French label's name where it has one): only the names differ.
   */
  productsForSale(language: Language = 'en'): Promise<Product[]> {
    return this.cache.getOrLoad(`${CACHE_NAMESPACES.catalogue}for-sale:${language}`, async () => {
      const { rows } = await this.products.list(
        { status: 'publish', stockStatus: 'instock' },
        { limit: FOR_SALE_LIMIT, offset: 0 },
      );
      return rows.map((row) =>
        language === 'en'
          ? toCatalogProduct(row)
          : { ...toCatalogProduct(row), name: inLanguage(language, row.name, row.nameFr) },
      );
    });
  }

  /**
   * The products for sale named in `language`, by id: a quote or receipt computed from the English rows
   * names its lines with them (a product no longer for sale keeps the name it has).
   */
  async namesIn(language: Language): Promise<ReadonlyMap<number, string>> {
    return new Map((await this.productsForSale(language)).map((product) => [product.id, product.name]));
  }

  /** A published product, or undefined: drafts and private products are not shown to shoppers. */
  getProduct(id: number, language: Language = 'en'): Promise<ProductResponse | undefined> {
    return this.cache.getOrLoad(`${CACHE_NAMESPACES.catalogue}product:${id}:${language}`, async () => {
      const row = await this.products.byId(id);
      return row === undefined || row.status !== 'publish' ? undefined : toProductResponse(row, language);
    });
  }

  listCategories(language: Language = 'en'): Promise<CategoryResponse[]> {
    return this.cache.getOrLoad(`${CACHE_NAMESPACES.catalogue}categories:${language}`, async () =>
      (await this.categories.listWithCounts()).map(({ id, name, nameFr, slug, color, count }) => ({
        id,
        name: inLanguage(language, name, nameFr),
        slug,
        color,
        count,
      })),
    );
  }
}
