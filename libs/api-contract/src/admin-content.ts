import { z } from 'zod';
import { languageSchema } from './language';
import { EDITABLE_PAGE_SCHEMAS } from './page-acf';
import { queryInteger } from './query-values';
import { safeLine } from './safe-text';

/** The back office's content pages (issue 18, the catalogue role and the owner). */
export const ADMIN_CONTENT_MESSAGES = {
  pageNotFound: 'Page not found.',
  versionNotFound: 'Version not found.',
  saved: 'The page was saved.',
  restored: 'The version was restored.',
} as const;

export const EDITABLE_PAGE_SLUGS = ['about', 'faq', 'team', 'references', 'privacy', 'terms'] as const;
export const editablePageSlugSchema = z.enum(EDITABLE_PAGE_SLUGS, {
  error: `Please choose one of the pages: ${EDITABLE_PAGE_SLUGS.join(', ')}.`,
});
export type EditablePageSlug = z.infer<typeof editablePageSlugSchema>;

export const adminContentParamsSchema = z.object({ slug: editablePageSlugSchema });
export const adminContentLanguageParamsSchema = z.object({
  slug: editablePageSlugSchema,
  lang: languageSchema,
});
export const adminContentVersionParamsSchema = z.object({
  slug: editablePageSlugSchema,
  id: queryInteger.pipe(z.number().int().positive()),
});

/** One line of GET /admin/content. */
export const adminContentSummarySchema = z.object({
  slug: editablePageSlugSchema,
  title: z.string(),
  title_fr: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminContentSummary = z.infer<typeof adminContentSummarySchema>;
export const adminContentListResponseSchema = z.object({ pages: z.array(adminContentSummarySchema) });
export type AdminContentListResponse = z.infer<typeof adminContentListResponseSchema>;

/** A page as staff edit it: both languages; French null until written (then the English shows). */
export const adminContentPageSchema = z.object({
  slug: editablePageSlugSchema,
  title: z.string(),
  acf: z.record(z.string(), z.unknown()),
  title_fr: z.string().nullable(),
  acf_fr: z.record(z.string(), z.unknown()).nullable(),
  updated_at: z.string(),
});
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;

/**
 * PUT /admin/content/{slug}/{lang}: the page's title and its acf, checked by the very schema the
 * storefront renders that page with (page-acf.ts), so a saved page never shows 'No valid data'.
 */
export function adminContentSaveSchema(slug: EditablePageSlug) {
  return z.strictObject({ title: safeLine(200).pipe(z.string().min(1)), acf: EDITABLE_PAGE_SCHEMAS[slug] });
}
/** The loosest save body, for clients that do not know the page yet (the fuzz map, forms). */
export const adminContentSaveBodySchema = z.strictObject({
  title: z.string(),
  acf: z.record(z.string(), z.unknown()),
});
export type AdminContentSave = z.infer<typeof adminContentSaveBodySchema>;

/** One saved version of a page in one language (newest first in the history). */
export const adminContentVersionSchema = z.object({
  id: z.number().int().positive(),
  language: languageSchema,
  title: z.string(),
  acf: z.record(z.string(), z.unknown()),
  staff_email: z.string().nullable(),
  saved_at: z.string(),
});
export type AdminContentVersion = z.infer<typeof adminContentVersionSchema>;
export const adminContentHistoryResponseSchema = z.object({ versions: z.array(adminContentVersionSchema) });
export type AdminContentHistoryResponse = z.infer<typeof adminContentHistoryResponseSchema>;
