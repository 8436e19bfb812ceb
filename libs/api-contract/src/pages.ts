import { z } from 'zod';
import { contentLanguageQuery } from './language';

/** Every content page the shop has (spec §1). */
export const PAGE_SLUGS = [
  'home',
  'products',
  'team',
  'about',
  'faq',
  'terms',
  'privacy',
  'references',
  'booklet',
  'checkout',
  'thank-you',
  'cart',
  'footer',
] as const;
export const pageSlugSchema = z.enum(PAGE_SLUGS);
export type PageSlug = z.infer<typeof pageSlugSchema>;

export const pageParamsSchema = z.strictObject({ slug: z.string().min(1).max(100) });
/** GET /api/v1/pages?slug= as WordPress answers it: a list, empty when no page has the slug. */
export const pageListQuerySchema = z.object({
  slug: z.string().min(1).max(100).optional(),
  ...contentLanguageQuery,
});
/** GET /api/v1/pages/{slug} query: the language of the page's texts. */
export const pageQuerySchema = z.object(contentLanguageQuery);

/** A page: its fields live in `acf` (spec §3 "an acf object per page"); each page has its own shape. */
export const pageResponseSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.object({ rendered: z.string() }),
  modified: z.string(),
  acf: z.record(z.string(), z.unknown()),
});
export type PageResponse = z.infer<typeof pageResponseSchema>;
export const pageListResponseSchema = z.array(pageResponseSchema);
