import { useEffect } from 'react';
import { useUiStore } from '../../stores/ui-store';
import { loadPageSchemas } from './page-schemas-loader';
import { contentStore, useContentStore } from './stores/content-store';

/**
 * Loads the footer content page and hands its disclaimer and copyright to the ui store, which the
 * footer shows. Nothing is set while it is missing or malformed: the footer then leaves them out.
 * The schema is loaded with the page, not with the entry chunk (it brings zod).
 */
export function useFooterContent(): void {
  const state = useContentStore((store) => store.pages.footer);
  useEffect(() => void contentStore.getState().load('footer'), []);
  useEffect(() => {
    if (state?.status !== 'ready') return;
    let live = true;
    loadPageSchemas().then(
      ({ footerAcfSchema }) => {
        const parsed = footerAcfSchema.safeParse(state.acf);
        const shown = useUiStore.getState().footer;
        // The server-rendered page has it already: the same words again would only re-render the footer.
        const same =
          shown?.disclaimer === parsed.data?.disclaimer && shown?.copyright === parsed.data?.copyright;
        if (live && parsed.success && !same) useUiStore.getState().setFooter(parsed.data);
      },
      (error: unknown) => console.warn('Footer content failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [state]);
}
