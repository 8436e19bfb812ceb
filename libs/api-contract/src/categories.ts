import { z } from 'zod';
import { contentLanguageQuery } from './language';

/** GET /api/v1/categories query: the language of the tab names. */
export const categoryListQuerySchema = z.object(contentLanguageQuery);

/** GET /api/v1/categories: every category in tab order, with the count of published products. */
export const categoryResponseSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  count: z.number().int().nonnegative(),
});
export type CategoryResponse = z.infer<typeof categoryResponseSchema>;

export const categoryListResponseSchema = z.array(categoryResponseSchema);
