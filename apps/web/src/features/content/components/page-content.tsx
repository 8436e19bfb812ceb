import { useLingui } from '@lingui/react/macro';
import { type PageSlug } from '@maplepack/api-contract';
import { Loader } from '@maplepack/ui';
import { type ReactNode, useEffect } from 'react';
import { type z } from 'zod';
import { LoadError } from '../../../components/load-error';
import { LANGUAGE_TAGS } from '../../../lib/i18n/locale';
import { useLocaleStore } from '../../../stores/locale-store';
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
  const locale = useLocaleStore((store) => store.locale);
  const state = useContentStore((store) => store.pages[slug]);
  const schemas = usePageSchemas();
  useEffect(() => void contentStore.getState().load(slug), [slug]);

  if (state === undefined || state.status === 'loading' || schemas.status === 'loading')
    return <Loader label={t`Please wait...`} />;
  if (state.status === 'error') return <LoadError onRetry={() => void contentStore.getState().load(slug)} />;
  if (schemas.status === 'error') return <LoadError />;
  const parsed = schema(schemas.schemas).safeParse(state.acf);
  if (!parsed.success) return <LoadError />;
  // Content pages come in English until the pages API takes a language (issue 16, content part): on a
  // French page they say so, for screen readers' pronunciation. `display: contents` keeps the layout.
  if (locale !== 'en')
    return (
      <div lang={LANGUAGE_TAGS.en} style={{ display: 'contents' }}>
        {children(parsed.data)}
      </div>
    );
  return <>{children(parsed.data)}</>;
}
