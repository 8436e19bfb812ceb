import { useLingui } from '@lingui/react/macro';
import { type PageSlug } from '@maplepack/api-contract';
import { Loader } from '@maplepack/ui';
import { type ReactNode, useEffect } from 'react';
import { type z } from 'zod';
import { LoadError } from '../../../components/load-error';
import { type PageSchemas, usePageSchemas } from '../page-schemas-loader';
import { contentStore, useContentStore } from '../stores/content-store';

export interface PageContentProps<S extends z.ZodType> {
  slug: PageSlug;
  /**
   * The acf shape this page reads, picked from the page schemas (loaded with the content, not with
   * the page's chunk: they bring zod); content that does not match is treated as missing.
   */
  schema: (schemas: PageSchemas) => S;
  children: (content: z.output<S>) => ReactNode;
}

/**
 * Loads a content page and renders it through `children` once its acf matches `schema`. Missing or
 * malformed content shows 'No valid data retrieved' (spec §8); a failed request also offers a retry.
 */
export function PageContent<S extends z.ZodType>({ slug, schema, children }: PageContentProps<S>) {
  const { t } = useLingui();
  const state = useContentStore((store) => store.pages[slug]);
  const schemas = usePageSchemas();
  useEffect(() => void contentStore.getState().load(slug), [slug]);

  if (state === undefined || state.status === 'loading' || schemas.status === 'loading')
    return <Loader label={t`Please wait...`} />;
  if (state.status === 'error') return <LoadError onRetry={() => void contentStore.getState().load(slug)} />;
  if (schemas.status === 'error') return <LoadError />;
  const parsed = schema(schemas.schemas).safeParse(state.acf);
  if (!parsed.success) return <LoadError />;
  return <>{children(parsed.data)}</>;
}
