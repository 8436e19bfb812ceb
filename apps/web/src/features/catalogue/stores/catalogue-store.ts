import { type ApiClient } from '@maplepack/api-client';
import { isInStock, type Product, productSchema } from '@maplepack/catalog';
import { createStore, type StoreApi, useStore } from 'zustand';
import { api } from '../../../lib/api';
import { useLocaleStore } from '../../../stores/locale-store';
import { CATALOGUE_PAGE_SIZE, cataloguePageKey } from '../catalogue-paging';
import { failedLoad, type LoadState } from '../load-state';
import { productFromResponse } from '@maplepack/api-client';
import { serverState } from '../../../lib/server-state';

/** One page of a category: its in-stock products and WooCommerce's counts. */
export interface CataloguePage {
  readonly products: readonly Product[];
  readonly total: number;
  readonly totalPages: number;
}

export interface CatalogueState {
  /** By cataloguePageKey(category, page). */
  pages: Readonly<Record<string, LoadState<CataloguePage>>>;
  products: Readonly<Record<number, LoadState<Product>>>;
  /** Loads a category page (null: all categories) unless it is loaded or loading (spec §4: once). */
  loadPage: (categoryId: number | null, page: number) => Promise<void>;
  /** Loads a product unless it is loaded or loading; a failed load is tried again. */
  loadProduct: (id: number) => Promise<void>;
  reset: () => void;
}

type ProductCalls = Pick<ApiClient, 'products'>;

type Loaded = Pick<CatalogueState, 'pages' | 'products'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A load the server tried and lost: the page shows its retry, as the server rendered it. */
function failed(value: unknown): { status: 'error'; notFound: boolean } | null {
  return isRecord(value) && value['status'] === 'error' && typeof value['notFound'] === 'boolean'
    ? { status: 'error', notFound: value['notFound'] }
    : null;
}

function readyProduct(value: unknown): Product | null {
  if (!isRecord(value) || value['status'] !== 'ready') return null;
  const parsed = productSchema.safeParse(value['data']);
  return parsed.success ? parsed.data : null;
}

function readyPage(value: unknown): CataloguePage | null {
  if (!isRecord(value) || value['status'] !== 'ready' || !isRecord(value['data'])) return null;
  const { products, total, totalPages } = value['data'];
  if (!Array.isArray(products) || typeof total !== 'number' || typeof totalPages !== 'number') return null;
  const parsed = products.map((product) => productSchema.safeParse(product));
  return parsed.every((result) => result.success)
    ? { products: parsed.map((result) => result.data as Product), total, totalPages }
    : null;
}

/**
 * The pages and products a server-rendered page was rendered from (lib/server-state.ts), checked against
 * the catalogue's schema: whatever does not pass is left out and loads as it would without the server.
 */
export function catalogueFromServer(seed: { pages?: unknown; products?: unknown } | undefined): Loaded {
  const pages: Record<string, LoadState<CataloguePage>> = {};
  const products: Record<number, LoadState<Product>> = {};
  if (seed === undefined) return { pages, products };
  if (isRecord(seed.pages))
    for (const [key, value] of Object.entries(seed.pages)) {
      const page = readyPage(value);
      const error = failed(value);
      if (page !== null) pages[key] = { status: 'ready', data: page };
      else if (error !== null) pages[key] = error;
    }
  if (isRecord(seed.products))
    for (const [key, value] of Object.entries(seed.products)) {
      const product = readyProduct(value);
      const error = failed(value);
      if (product !== null) products[product.id] = { status: 'ready', data: product };
      else if (error !== null && /^\d+$/.test(key)) products[Number(key)] = error;
    }
  return { pages, products };
}

/**
 * The catalogue cache. A page is asked for once with the common params (in stock, published), 50
 * per page; products it lists also fill the product cache so opening one costs no request. Failed
 * loads are kept as errors (the page offers a retry) and never cached as data.
 */
export function createCatalogueStore(
  client: ProductCalls,
  loaded: Loaded = { pages: {}, products: {} },
): StoreApi<CatalogueState> {
  return createStore<CatalogueState>()((set, get) => ({
    pages: loaded.pages,
    products: loaded.products,
    loadPage: async (categoryId, page) => {
      const key = cataloguePageKey(categoryId, page);
      const current = get().pages[key];
      if (current !== undefined && current.status !== 'error') return;
      set((state) => ({ pages: { ...state.pages, [key]: { status: 'loading' } } }));
      try {
        const received = await client.products.list({
          ...(categoryId === null ? {} : { category: categoryId }),
          page,
          per_page: CATALOGUE_PAGE_SIZE,
        });
        const products = received.items
          .map(productFromResponse)
          .filter((product): product is Product => product !== null && isInStock(product));
        const loaded = Object.fromEntries(
          products.map((product) => [product.id, { status: 'ready', data: product }]),
        );
        set((state) => ({
          pages: {
            ...state.pages,
            [key]: {
              status: 'ready',
              data: { products, total: received.total, totalPages: received.totalPages },
            },
          },
          products: { ...state.products, ...loaded },
        }));
      } catch (error) {
        console.warn('Category load failed', error);
        set((state) => ({ pages: { ...state.pages, [key]: failedLoad(error) } }));
      }
    },
    loadProduct: async (id) => {
      const current = get().products[id];
      if (current !== undefined && current.status !== 'error') return;
      set((state) => ({ products: { ...state.products, [id]: { status: 'loading' } } }));
      try {
        const product = productFromResponse(await client.products.get(id));
        set((state) => ({
          products: {
            ...state.products,
            [id]:
              product === null ? { status: 'error', notFound: false } : { status: 'ready', data: product },
          },
        }));
      } catch (error) {
        console.warn(`Product ${id} load failed`, error);
        set((state) => ({ products: { ...state.products, [id]: failedLoad(error) } }));
      }
    },
    reset: () => set({ pages: {}, products: {} }),
  }));
}

// A server-rendered page starts with the products the server rendered it from.
export const catalogueStore = createCatalogueStore(api, catalogueFromServer(serverState()?.catalogue));

// Names, descriptions and category names are in the page's language: a switch reads them again.
useLocaleStore.subscribe((state, previous) => {
  if (state.locale !== previous.locale) catalogueStore.getState().reset();
});

export function useCatalogueStore<T>(selector: (state: CatalogueState) => T): T {
  return useStore(catalogueStore, selector);
}
