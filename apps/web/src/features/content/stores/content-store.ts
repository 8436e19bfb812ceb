import { type ApiClient } from '@maplepack/api-client';
import { type PageSlug } from '@maplepack/api-contract';
import { createStore, type StoreApi, useStore } from 'zustand';
import { loadApi } from '../../../lib/load-api';
import { useLocaleStore } from '../../../stores/locale-store';
import { serverState } from '../../../lib/server-state';

/** A content page's acf object (spec §3), checked later by the page that shows it. */
export type PageAcf = Readonly<Record<string, unknown>>;

export type ContentLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly acf: PageAcf }
  | { readonly status: 'error' };

export interface ContentState {
  pages: Readonly<Partial<Record<PageSlug, ContentLoad>>>;
  /** Loads a page once; a failed load is tried again on the next call. */
  load: (slug: PageSlug) => Promise<void>;
  reset: () => void;
}

/**
 * Content pages by slug from GET /api/v1/pages/{slug}. Loaded once per visit: the copy changes
 * rarely and every page shares the footer. Failures are logged (spec §8) and kept as errors.
 */
export function createContentStore(
  client: { pages: Pick<ApiClient['pages'], 'get'> },
  loaded: Readonly<Record<string, unknown>> = {},
): StoreApi<ContentState> {
  return createStore<ContentState>()((set, get) => ({
    pages: Object.fromEntries(
      // Checked by the page's schema when it is shown, as a loaded page is.
      Object.entries(loaded).map(([slug, acf]) => [
        slug,
        { status: 'ready', acf: acf as PageAcf } satisfies ContentLoad,
      ]),
    ),
    load: async (slug) => {
      const current = get().pages[slug];
      if (current !== undefined && current.status !== 'error') return;
      set((state) => ({ pages: { ...state.pages, [slug]: { status: 'loading' } } }));
      try {
        const page = await client.pages.get(slug);
        set((state) => ({ pages: { ...state.pages, [slug]: { status: 'ready', acf: page.acf } } }));
      } catch (error) {
        console.warn(`Content page '${slug}' failed to load`, error);
        set((state) => ({ pages: { ...state.pages, [slug]: { status: 'error' } } }));
      }
    },
    reset: () => set({ pages: {} }),
  }));
}

// The footer loads on every page, so this store is in the entry chunk: the client comes with the
// first request instead (see loadApi).
// A server-rendered page starts with the pages the server rendered it from.
export const contentStore = createContentStore(
  { pages: { get: (slug) => loadApi().then((api) => api.pages.get(slug)) } },
  serverState()?.content,
);

// The pages are in the page's language: after a switch they are read again in the other one.
useLocaleStore.subscribe((state, previous) => {
  if (state.locale !== previous.locale) contentStore.getState().reset();
});

export function useContentStore<T>(selector: (state: ContentState) => T): T {
  return useStore(contentStore, selector);
}
