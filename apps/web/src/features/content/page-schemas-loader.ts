import { useEffect, useState } from 'react';
import type * as PageSchemaModule from './page-schemas';
import { drawnOnServer, registerPreload } from '../../lib/preloadable';

/** The acf schemas of ./page-schemas, loaded on demand: they bring zod, which the first paint does not need. */
export type PageSchemas = typeof PageSchemaModule;

let loading: Promise<PageSchemas> | null = null;
let loaded: PageSchemas | null = null;

/** The schemas' chunk, loaded once; a failed load is tried again on the next call. */
export function loadPageSchemas(): Promise<PageSchemas> {
  loading ??= import('./page-schemas').then(
    (schemas) => (loaded = schemas),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A server-rendered content page hydrates once the schemas are in (lib/preloadable.tsx). */
const PAGE_SCHEMAS_PART = 'content/page-schemas';
registerPreload(PAGE_SCHEMAS_PART, loadPageSchemas);

export type PageSchemasState =
  | { status: 'loading' }
  | { status: 'ready'; schemas: PageSchemas }
  | { status: 'error' };

/** The schemas for a component: 'loading' until their chunk is in (at once when it already is). */
export function usePageSchemas(): PageSchemasState {
  drawnOnServer(PAGE_SCHEMAS_PART);
  const [state, setState] = useState<PageSchemasState>(() =>
    loaded === null ? { status: 'loading' } : { status: 'ready', schemas: loaded },
  );
  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    loadPageSchemas().then(
      (schemas) => live && setState({ status: 'ready', schemas }),
      (error: unknown) => {
        console.warn('Content schemas failed to load', error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [state.status]);
  return state;
}
